"""A damaged archive is set aside and every game that can still be read from it is recovered: as
many as a plain SELECT per game (done here, on a copy, without the archive's code) still reads."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from mammamia_qt.archive import Archive
from mammamia_qt.archive.store import ARCHIVE_FILE
from mammamia_qt.storage import dumps

from .test_archive_core import finished_game

GAMES = 31
ROW = "finished, edition, players, origin, engine_version, seed, save"
GARBAGE = b"\xa5"


def kept(path: Path, seeds: range, start: int = 0) -> None:
    with Archive(path) as archive:
        for n, seed in enumerate(seeds, start=start):
            archive.keep(dumps(*finished_game(("classic", "plus")[n % 2], 2 + n % 4, seed)),
                         origin=("table", "kiosk")[n % 2], finished=f"2026-10-{1 + n % 28:02}T20:00:00+00:00")  # fmt: skip


@pytest.fixture(scope="module")
def pristine(tmp_path_factory) -> Path:
    """An archive of 31 kept games (a player renamed in all of them, two coach answers) and a
    freelist: eight more games kept and deleted."""
    path = tmp_path_factory.mktemp("pristine") / ARCHIVE_FILE
    kept(path, range(100, 100 + GAMES + 8))
    with Archive(path) as archive:
        archive.delete(list(range(GAMES + 1, GAMES + 9)))
        archive.rename("Player 1", "Anna")
        archive.record_answer("oven_count", 1, True, game_id=3)
        archive.record_answer("oven_count", 2, False)
    db = sqlite3.connect(path)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    assert db.execute("PRAGMA freelist_count").fetchone()[0] > 0
    db.close()
    return path


def pages(path: Path, name: str, kind: str) -> list[int]:
    """The page numbers of ``name``'s b-tree pages of ``kind`` (SQLite's own dbstat table)."""
    db = sqlite3.connect(path)
    try:
        rows = db.execute(
            "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = ? ORDER BY pageno", (name, kind)
        )
        return [row[0] for row in rows]
    finally:
        db.close()


def spoil(path: Path, offset: int, size: int = 40) -> None:
    """``size`` bytes at ``offset`` overwritten, as a failing disk or a stray write leaves them."""
    with open(path, "r+b") as f:
        f.seek(offset)
        f.write(GARBAGE * size)


def page_offset(page: int, within: int = 8) -> int:
    return (page - 1) * 4096 + within


def originals(path: Path) -> dict[int, tuple]:
    db = sqlite3.connect(path)
    try:
        return {row[0]: row[1:] for row in db.execute(f"SELECT id, {ROW} FROM games")}
    finally:
        db.close()


def plain_read(path: Path, expected: dict[int, tuple]) -> set[int]:
    """The games a plain SELECT per game still reads whole from (a copy of) the file at ``path``."""
    copy = path.parent / "plain-read" / path.name
    copy.parent.mkdir()
    shutil.copyfile(path, copy)
    if Path(f"{path}-wal").exists():
        shutil.copyfile(f"{path}-wal", f"{copy}-wal")
    readable: set[int] = set()
    db = sqlite3.connect(copy)
    try:
        for game_id, row in expected.items():
            try:
                if db.execute(f"SELECT {ROW} FROM games WHERE id = ?", (game_id,)).fetchone() == row:
                    readable.add(game_id)
            except sqlite3.Error:
                pass
    finally:
        db.close()
    shutil.rmtree(copy.parent)
    return readable


def in_wal(pristine: Path, path: Path, more: int) -> None:
    """``path``: the pristine archive with ``more`` games kept after it, still in its -wal (another
    connection holds the file open, so the last to close does not fold the -wal in)."""
    work = path.parent / "live" / ARCHIVE_FILE
    work.parent.mkdir()
    shutil.copyfile(pristine, work)
    holder = sqlite3.connect(work)
    holder.execute("SELECT count(*) FROM games").fetchone()
    kept(work, range(300, 300 + more), start=GAMES)
    shutil.copyfile(work, path)
    shutil.copyfile(f"{work}-wal", f"{path}-wal")
    holder.close()


def torn_wal(path: Path) -> None:
    """The -wal's last frame cut in half, as a power cut in the middle of a write leaves it."""
    wal = Path(f"{path}-wal")
    frame = 24 + 4096
    wal.write_bytes(wal.read_bytes()[: -frame // 2])


SPOTS = {  # where each damage falls: (b-tree, page kind, which of them, offset in the page, bytes)
    "a games table leaf page": ("games", "leaf", 3, 8, 40),
    "wal: torn frame, and a games table leaf page": ("games", "leaf", 3, 8, 40),
    "the games table's root page": ("games", "internal", 0, 8, 40),
    "a seats table leaf page": ("seats", "leaf", 0, 8, 40),
    "a page holding part of a save": ("games", "overflow", 10, 200, 40),
    "the index of games by date": ("games_by_finished", "leaf", 0, 8, 40),
    "the index of seats by name": ("seats_by_name", "leaf", 0, 8, 40),
}
OFFSETS = {  # damage at a place in the file: (offset, bytes)
    "header: its SQLite mark": (0, 16),
    "header: page size and format bytes": (16, 40),
    "header: version and owner marks": (60, 12),
    "4 KB at offset 250,000": (250_000, 4096),
}


def damage(case: str, pristine: Path, path: Path) -> None:
    shutil.copyfile(pristine, path)
    if case.startswith("wal"):
        in_wal(pristine, path, 3)
        torn_wal(path)
    if case in SPOTS:
        name, kind, which, within, size = SPOTS[case]
        spoil(path, page_offset(pages(pristine, name, kind)[which], within), size)
    elif case in OFFSETS:
        spoil(path, *OFFSETS[case])
    elif case == "the freelist's trunk page":
        trunk = int.from_bytes(pristine.read_bytes()[32:36], "big")
        spoil(path, page_offset(trunk, 0), 64)


CASES = [  # what is damaged, and whether the opening finds it (PRAGMA quick_check) and sets the file aside
    ("header: its SQLite mark", True),
    ("header: page size and format bytes", True),
    ("header: version and owner marks", True),
    ("a games table leaf page", True),
    ("the games table's root page", True),
    ("a seats table leaf page", True),
    ("a page holding part of a save", False),  # a game's text only: that game says so when opened
    ("the index of games by date", True),
    ("the index of seats by name", True),
    ("the freelist's trunk page", True),
    ("4 KB at offset 250,000", True),
    ("wal: a torn last frame", False),  # SQLite drops the unfinished write itself
    ("wal: torn frame, and a games table leaf page", True),
]


def loadable(archive: Archive) -> dict[int, str]:
    """The save of every game the archive lists and loads."""
    saves = {}
    for summary in archive.summaries():
        try:
            saves[summary.id] = archive.load(summary.id).save
        except (sqlite3.Error, ValueError):
            pass
    return saves


@pytest.mark.parametrize(("case", "set_aside"), CASES)
def test_every_game_a_plain_read_still_gets_is_recovered(tmp_path, pristine, case, set_aside):
    path = tmp_path / ARCHIVE_FILE
    damage(case, pristine, path)
    expected = originals(tmp_path / "live" / ARCHIVE_FILE if case.startswith("wal") else pristine)
    damaged = path.read_bytes()
    readable = plain_read(path, expected)
    with Archive(path) as archive:
        problem = archive.problem
        saves = loadable(archive)
        summaries = archive.summaries()
    found = problem.found if problem else "-"
    print(f"\n| {case} | {len(readable)} of {len(expected)} | {len(saves)} (found: {found}) "
          f"| {'set aside' if problem else 'opened as it was'} |")  # fmt: skip
    assert set(saves) == readable
    assert all(saves[i] == expected[i][-1] for i in readable)
    for summary in summaries:  # the players as kept: renamed where their seats still read
        assert summary.seats[0] in ("Anna", "Player 1")
        assert summary.seats[1:] == tuple(f"Player {n}" for n in range(2, len(summary.seats) + 1))
        assert summary.origin == ("table", "kiosk")[(summary.id - 1) % 2]
    assert (problem is not None) == set_aside
    if problem is None:
        return
    assert problem.aside is not None and plain_read(problem.aside, expected) == readable  # still there
    if not case.startswith("wal"):
        assert problem.aside.read_bytes() == damaged  # renamed, not changed
    assert problem.recovered == len(readable)
    if problem.found:
        assert problem.found >= problem.recovered
        assert f"{len(readable)} of {problem.found} kept games were recovered" in problem.message()
        assert problem.aside.name in problem.message()


def test_renamed_players_and_the_coachs_answers_come_through(tmp_path, pristine):
    path = tmp_path / ARCHIVE_FILE
    damage("the index of seats by name", pristine, path)
    with Archive(path) as archive:
        assert archive.problem is not None and (archive.problem.recovered, archive.problem.found) == (
            GAMES,
            GAMES,
        )
        assert {s.seats[0] for s in archive.summaries()} == {"Anna"}
        assert [(q, lv, ok) for _, q, lv, ok in archive.answers()] == [("oven_count", 1, True),
                                                                        ("oven_count", 2, False)]  # fmt: skip
        assert archive._db.execute("SELECT game_id FROM coach_answers ORDER BY id").fetchall() == [
            (3,),
            (None,),
        ]


def test_a_game_that_no_longer_replays_as_its_row_says_is_not_recovered(tmp_path, pristine):
    path = tmp_path / ARCHIVE_FILE
    shutil.copyfile(pristine, path)
    db = sqlite3.connect(path)
    save = db.execute("SELECT save FROM games WHERE id = 5").fetchone()[0]
    db.execute("UPDATE games SET save = ? WHERE id = 5", (save.replace('"count":2', '"count":3', 1),))
    db.execute("UPDATE games SET edition = 'plus' WHERE id = 7")  # a Classic game
    db.commit()
    db.close()
    spoil(path, page_offset(pages(pristine, "seats_by_name", "leaf")[0], 8))
    with Archive(path) as archive:
        problem = archive.problem
        ids = {s.id for s in archive.summaries()}
    assert problem is not None and (problem.recovered, problem.found) == (GAMES - 2, GAMES)
    assert ids == set(range(1, GAMES + 1)) - {5, 7}
