"""The archive's file: bad files set aside and reported, migrations, locks, and games kept by other rules."""

from __future__ import annotations

import json
import sqlite3

import pytest

from mammamia_qt.archive import Archive, ArchiveError, schema
from mammamia_qt.archive.store import ARCHIVE_FILE, ENGINE_VERSION
from mammamia_qt.storage import dumps

from .test_archive_core import finished_game

# The first version's schema as it was shipped, written out here (not imported), so a change to the
# code's schema cannot change what an old file looks like.
V1_SQL = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY, finished TEXT NOT NULL, edition TEXT NOT NULL, players INTEGER NOT NULL,
    origin TEXT NOT NULL, engine_version INTEGER NOT NULL, seed INTEGER NOT NULL, save TEXT NOT NULL
);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat INTEGER NOT NULL,
    name TEXT NOT NULL, kind TEXT NOT NULL, delivered INTEGER NOT NULL, winner INTEGER NOT NULL,
    rounds TEXT NOT NULL, PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_by_name ON seats(name);
CREATE INDEX games_by_finished ON games(finished);
PRAGMA user_version = 1;
"""


def pragma(path, name):
    db = sqlite3.connect(path)
    try:
        return db.execute(f"PRAGMA {name}").fetchone()[0]
    finally:
        db.close()


def tables(path):
    db = sqlite3.connect(path)
    try:
        return {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    finally:
        db.close()


def version_one_file(path, games):
    """A file as version 1 wrote it, holding ``games`` (edition, players, seed)."""
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript(V1_SQL)
    for n, (edition, players, seed) in enumerate(games, start=1):
        state, setup = finished_game(edition, players, seed)
        db.execute(
            "INSERT INTO games VALUES (?, ?, ?, ?, 'table', 1, ?, ?)",
            (n, f"2025-0{n}-01T10:00:00+00:00", edition, players, seed, dumps(state, setup)),
        )
        for seat in range(players):
            db.execute(
                "INSERT INTO seats VALUES (?, ?, ?, 'human', ?, ?, '[]')",
                (n, seat, f"Old {seat}", len(state.delivered[seat]), int(seat in state.winners)),
            )
    db.close()


def test_a_version_one_file_is_migrated_and_keeps_every_game(tmp_path):
    path = tmp_path / ARCHIVE_FILE
    version_one_file(path, [("classic", 2, 31), ("plus", 3, 32)])
    with Archive(path) as archive:
        assert archive.problem is None
        listed = archive.summaries()
        assert [s.id for s in listed] == [2, 1]
        assert listed[1].seats == ("Old 0", "Old 1")
        assert archive.replay(2).steps[-1].phase == "over"
        archive.record_answer("oven_count", 1, True)  # the table version 2 added
    assert pragma(path, "user_version") == schema.SCHEMA_VERSION == 2
    assert pragma(path, "application_id") == schema.APPLICATION_ID
    assert "coach_answers" in tables(path)


def test_a_failed_migration_step_leaves_the_file_as_it_was(tmp_path, monkeypatch):
    path = tmp_path / ARCHIVE_FILE
    version_one_file(path, [("classic", 2, 33)])
    # The step's first statement works, its second fails: nothing of it may stay.
    monkeypatch.setitem(
        schema.MIGRATIONS, 1, "CREATE TABLE coach_answers (id INTEGER);\nCREATE TABLE games (x);"
    )
    with pytest.raises(ArchiveError, match="schema version 2") as caught:
        Archive(path)
    assert caught.value.code == "migration"
    assert pragma(path, "user_version") == 1
    assert pragma(path, "application_id") == 0
    assert tables(path) == {"games", "seats"}
    monkeypatch.undo()
    with Archive(path) as archive:  # the next version's working step still takes it up
        assert [s.seats for s in archive.summaries()] == [("Old 0", "Old 1")]
    assert list(tmp_path.iterdir()) != [] and not list(tmp_path.glob("*.bad-*"))


def test_a_new_archive_is_marked_as_ours(tmp_path):
    with Archive.in_folder(tmp_path) as archive:
        assert archive.problem is None
    path = tmp_path / ARCHIVE_FILE
    assert pragma(path, "application_id") == schema.APPLICATION_ID
    assert pragma(path, "user_version") == schema.SCHEMA_VERSION
    assert pragma(path, "journal_mode") == "wal"


def _not_sqlite(path):
    path.write_bytes(b"pizza margherita\n" * 300)


def _foreign(path):
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE recipes (name TEXT)")
    db.execute("INSERT INTO recipes VALUES ('margherita')")
    db.commit()
    db.close()


def _newer(path):
    with Archive(path) as archive:
        archive.keep(dumps(*finished_game("classic", 2, 41)))
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 7")
    db.close()


def _spoil_pages(path, pages, offset):
    """Bytes in the middle of ``pages`` overwritten, as a failing disk or a stray write leaves them."""
    with Archive(path) as archive:
        for seed in range(6):
            archive.keep(dumps(*finished_game("plus", 6, 50 + seed)))
    db = sqlite3.connect(path)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    size = db.execute("PRAGMA page_size").fetchone()[0]
    db.close()
    data = bytearray(path.read_bytes())
    for page in pages:
        start = (page - 1) * size + offset
        data[start : start + 40] = b"\xa5" * 40
    path.write_bytes(bytes(data))


def _damaged_tables(path):
    _spoil_pages(path, [2], 8)  # the games table's page: SQLite refuses to read it


def _damaged_index(path):
    _spoil_pages(path, [4, 5, 6], 4000)  # only quick_check finds it (the schema still reads)


@pytest.mark.parametrize(
    ("spoil", "reason"),
    [
        (_not_sqlite, "not_sqlite"),
        (_foreign, "not_ours"),
        (_newer, "newer"),
        (_damaged_tables, "damaged"),
        (_damaged_index, "damaged"),
    ],
)
def test_a_file_that_is_no_usable_archive_is_set_aside_and_a_new_one_started(tmp_path, spoil, reason):
    path = tmp_path / ARCHIVE_FILE
    spoil(path)
    before = path.read_bytes()
    with Archive(path) as archive:
        problem = archive.problem
        assert problem is not None
        assert problem.reason == reason
        assert problem.path == path
        assert problem.aside is not None and problem.aside.parent == tmp_path
        assert problem.aside.name.startswith("archive.bad-") and problem.aside.suffix == ".sqlite3"
        assert problem.aside.read_bytes() == before  # renamed, never deleted or changed
        assert str(path) in problem.message() and problem.aside.name in problem.message()
        recovered = [s.id for s in archive.summaries()]  # what could still be read (test_archive_salvage.py)
        assert len(recovered) == problem.recovered
        game_id = archive.keep(dumps(*finished_game("classic", 3, 42)))
    with Archive(path) as archive:  # the new archive is a good one
        assert archive.problem is None
        assert {s.id for s in archive.summaries()} == {*recovered, game_id}


def test_a_file_locked_by_another_program_is_a_clear_error_not_a_hang(tmp_path):
    path = tmp_path / ARCHIVE_FILE
    with Archive(path, timeout=0.05) as archive:
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another program writing, and not letting go
        try:
            with pytest.raises(ArchiveError, match="in use by another program") as caught:
                archive.keep(dumps(*finished_game("classic", 2, 43)))
            assert caught.value.code == "busy"
            assert str(path) in str(caught.value)
        finally:
            other.execute("ROLLBACK")
            other.close()
        archive.keep(dumps(*finished_game("classic", 2, 43)))  # free again: kept
        assert len(archive.summaries()) == 1


def test_a_file_that_cannot_be_written_is_a_clear_error(tmp_path):
    path = tmp_path / ARCHIVE_FILE
    with Archive(path) as archive:
        archive._db.close()
        archive._db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None)
        with pytest.raises(ArchiveError, match="cannot be used: the file or its disk is read-only") as caught:
            archive.keep(dumps(*finished_game("classic", 2, 44)))
        assert caught.value.code == "read_only"
        assert archive.summaries() == []


def _kept_by_version(tmp_path, version, digest=None):
    """An archive holding one game recorded as played by rules ``version`` (its save's position
    digest replaced by ``digest``: what a rule change does to an old game replayed now)."""
    archive = Archive.in_folder(tmp_path)
    state, setup = finished_game("plus", 4, 45)
    text = dumps(state, setup)
    if digest is not None:
        data = json.loads(text)
        data["state_digest"] = digest
        text = json.dumps(data, separators=(",", ":"))
    game_id = archive.keep(dumps(state, setup))
    archive._db.execute(
        "UPDATE games SET engine_version = ?, save = ? WHERE id = ?", (version, text, game_id)
    )
    return archive, game_id, state


def test_a_game_from_older_rules_that_still_replays_replays(tmp_path):
    archive, game_id, state = _kept_by_version(tmp_path, ENGINE_VERSION - 1)
    with archive:
        assert archive.load(game_id).summary.engine_version == ENGINE_VERSION - 1
        last = archive.replay(game_id).steps[-1]
        assert last.hands == tuple(tuple(h) for h in state.hand_ing)
        assert last.delivered == tuple(len(d) for d in state.delivered)


def test_a_game_from_other_rules_that_no_longer_replays_says_so(tmp_path):
    archive, game_id, _ = _kept_by_version(tmp_path, ENGINE_VERSION - 1, digest="0" * 64)
    with archive:
        for read in (archive.load, archive.replay):
            with pytest.raises(ArchiveError) as caught:
                read(game_id)
            assert caught.value.code == "rules_changed"
            message = str(caught.value)
            assert f"rules version {ENGINE_VERSION - 1}" in message
            assert f"plays by rules version {ENGINE_VERSION}" in message
            assert "cannot be replayed exactly" in message
        assert [s.id for s in archive.summaries()] == [game_id]  # still listed, never replayed wrongly


def test_a_damaged_game_of_these_rules_is_a_clear_error_on_replay(tmp_path):
    archive, game_id, _ = _kept_by_version(tmp_path, ENGINE_VERSION, digest="0" * 64)
    with archive:
        with pytest.raises(ArchiveError) as caught:
            archive.replay(game_id)
        assert caught.value.code == "damaged_game"
        assert f"kept game {game_id}" in str(caught.value)


def test_an_unknown_game_is_named(tmp_path):
    with Archive.in_folder(tmp_path) as archive:
        with pytest.raises(ArchiveError, match="no kept game 5") as caught:
            archive.replay(5)
        assert caught.value.code == "unknown_game"


def test_every_page_is_checked_unless_the_opener_leaves_it_out(tmp_path):
    """The app checks its archive once at start-up and then writes without reading it all: a damage
    only quick_check finds is found by the first kind of opening, not the second."""
    path = tmp_path / ARCHIVE_FILE
    _damaged_index(path)
    with Archive(path, verify=False) as archive:
        assert archive.problem is None
    assert not list(tmp_path.glob("archive.bad-*"))
    with Archive(path) as archive:
        assert archive.problem is not None and archive.problem.reason == "damaged"
