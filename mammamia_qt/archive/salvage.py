"""The kept games that can still be read from a damaged archive, copied into the new one.

A damaged file is set aside (``schema.open_archive``: renamed, never deleted or changed) and a new
archive started; ``salvage`` then reads a copy of the damaged file (its ``-wal`` with it, so what a
crash left there is read as SQLite would) row by row:

- the ids of the games it still shows: a scan of ``games`` up to its first damaged page, the
  ``games_by_finished`` index and the ``seats`` table (each read as far as it goes), and each id up
  to the highest seen looked up alone (a lookup by id walks past a damaged page a scan stops at);
- each game's row looked up by its id, its save replayed through the engine (``storage.loads``: it
  must reach the position it was saved at) and found to be the finished game its row describes;
- its seats as kept (names changed by a rename or a merge stay changed) when each row agrees with
  the replayed game, else as the save names them;
- the memory coach's answers that still read (their game's id kept only if that game was recovered).

Every recovered game keeps its id, date and origin, and all are written in one transaction. The
result says how many games were recovered of how many the damaged file still shows.
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from mammamia_qt.engine.save import SaveError
from mammamia_qt.storage import loads

from .rows import ORIGINS, SeatRow, seat_rows

GAME_COLUMNS = "id, finished, edition, players, origin, engine_version, seed, save"
SEAT_COLUMNS = "game_id, seat, name, kind, delivered, winner, rounds"
ANSWER_COLUMNS = "answered, game_id, question, level, correct"
LOOKUP_MARGIN = 100_000
"""Ids looked up alone go no further than this past the number of rows read (a damaged page can
show a wild id; ids are handed out one after another, so a real archive has no such gap)."""


@dataclass(frozen=True, slots=True)
class Salvaged:
    recovered: int  # games copied into the new archive
    found: int  # games the damaged file still shows (rows, index entries, seats)


def salvage(damaged: Path, into: sqlite3.Connection) -> Salvaged:
    """Copy every game of the damaged archive file ``damaged`` that still reads and replays into the
    open, empty archive ``into``. The damaged file itself is only read (a copy of it is)."""
    try:
        with tempfile.TemporaryDirectory(prefix=".salvage-", dir=damaged.parent) as folder:
            copy = Path(folder) / "damaged.sqlite3"
            shutil.copyfile(damaged, copy)
            wal = Path(f"{damaged}-wal")
            if wal.is_file():
                shutil.copyfile(wal, Path(f"{copy}-wal"))
            games, answers, found = _read_copy(copy)
    except (OSError, sqlite3.Error):
        return Salvaged(0, 0)
    try:
        _write(into, games, answers)
    except sqlite3.Error:  # the new archive refused them (a full disk): none was recovered
        return Salvaged(0, found)
    return Salvaged(len(games), found)


Game = tuple[tuple, list[SeatRow]]
"""A recovered game: its ``games`` row (GAME_COLUMNS) and its seats' rows."""


def _read_copy(copy: Path) -> tuple[list[Game], list[tuple], int]:
    """The games that read and replay, the coach's answers that read, and how many games there are."""
    old = sqlite3.connect(copy, isolation_level=None)
    try:
        seats = _seats_by_game(_read_rows(old, "seats", SEAT_COLUMNS).values())
        indexed = {
            i for (i,) in _scan(old, "SELECT id FROM games INDEXED BY games_by_finished ORDER BY finished")
        }
        games = _read_rows(old, "games", GAME_COLUMNS, {*indexed, *seats})
        found = {row[0] for row in games.values()} | indexed | set(seats)
        recovered = [game for row in games.values() if (game := _checked(row, seats.get(row[0], {})))]
        answers = [row for row in _scan(old, f"SELECT {ANSWER_COLUMNS} FROM coach_answers") if _answer(row)]
    finally:
        old.close()
    return recovered, answers, len(found)


def _scan(db: sqlite3.Connection, sql: str, *args: object) -> Iterator[tuple]:
    """The rows of ``sql`` up to the first that does not read (a damaged page ends the scan)."""
    try:
        yield from db.execute(sql, args)
    except sqlite3.Error:
        return


def _read_rows(
    db: sqlite3.Connection, table: str, columns: str, seen: set[object] | None = None
) -> dict[int, tuple]:
    """Every row of ``table`` that still reads, by rowid: a scan as far as it goes, then each rowid up
    to the highest seen (in the table, or in ``seen``: ids found elsewhere) looked up alone."""
    rows = {row[0]: row[1:] for row in _scan(db, f"SELECT rowid, {columns} FROM {table}")}
    top = [r[0] for r in _scan(db, f"SELECT max(rowid) FROM {table}")]
    ids = [i for i in (*rows, *top, *(seen or ())) if isinstance(i, int)]
    highest = min(max(ids, default=0), len(rows) + LOOKUP_MARGIN)
    for rowid in range(1, highest + 1):
        if rowid not in rows:
            for row in _scan(db, f"SELECT {columns} FROM {table} WHERE rowid = ?", rowid):
                rows[rowid] = row
    return rows


def _seats_by_game(rows: Iterable[tuple]) -> dict[int, dict[int, tuple]]:
    """The seats' rows by game and seat, those that look like one (a damaged page can show others)."""
    by_game: dict[int, dict[int, tuple]] = {}
    for row in rows:
        game_id, seat, name, kind, delivered, winner, rounds = row
        if (isinstance(game_id, int) and game_id > 0 and seat in range(6) and isinstance(name, str)
                and isinstance(kind, str) and isinstance(delivered, int) and winner in (0, 1)
                and isinstance(rounds, str)):  # fmt: skip
            by_game.setdefault(game_id, {})[seat] = row
    return by_game


def _checked(row: tuple, seats: dict[int, tuple]) -> Game | None:
    """The game of ``row`` if its save replays to the finished game the row describes, with its seats."""
    game_id, finished, edition, players, origin, _version, seed, save = row
    if not (isinstance(save, str) and isinstance(finished, str) and origin in ORIGINS):
        return None
    try:
        state, setup = loads(save)
    except (SaveError, ValueError):
        return None
    if not state.is_terminal() or (setup.rules.edition.value, state.n, setup.seed) != (
        edition,
        players,
        seed,
    ):
        return None
    return row, [
        _kept_seat(expected, seats.get(expected[1])) for expected in seat_rows(game_id, state, setup)
    ]


def _kept_seat(expected: SeatRow, found: tuple | None) -> SeatRow:
    """The seat's row as kept (a renamed player stays renamed) if it agrees with the replayed game."""
    if found is None or not isinstance(found[2], str) or not found[2].strip():
        return expected
    return found if found[:2] + found[3:] == expected[:2] + expected[3:] else expected


def _answer(row: tuple) -> bool:
    answered, _game, question, level, correct = row
    return (
        isinstance(answered, str)
        and isinstance(question, str)
        and isinstance(level, int)
        and correct in (0, 1)
    )


def _write(into: sqlite3.Connection, games: list[Game], answers: list[tuple]) -> None:
    """The games with their seats in one transaction; then the answers, in one of their own (a game
    not recovered leaves its answers without a game; answers that will not go in are left out)."""
    ids = {row[0] for row, _ in games}
    with _transaction(into):
        into.executemany(f"INSERT INTO games ({GAME_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                         [row for row, _ in games])  # fmt: skip
        into.executemany(f"INSERT INTO seats ({SEAT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)",
                         [seat for _, seats in games for seat in seats])  # fmt: skip
    try:
        with _transaction(into):
            into.executemany(f"INSERT INTO coach_answers ({ANSWER_COLUMNS}) VALUES (?, ?, ?, ?, ?)",
                             [(a, g if g in ids else None, q, lv, c) for a, g, q, lv, c in answers])  # fmt: skip
    except sqlite3.Error:
        pass


@contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[None]:
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
