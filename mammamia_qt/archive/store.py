"""The archive file: a SQLite database in the player's data folder, one row per kept game.

Schema (version in ``PRAGMA user_version``):

- ``games``: ``id``, ``finished`` (ISO 8601, UTC), ``edition``, ``players``, ``origin`` (where it
  was played: "table", "kiosk", "tournament", "served"), ``engine_version`` (the rules version that
  played it, ``ENGINE_VERSION``), ``seed``, ``save`` (the save text: rules, seed, every action);
- ``seats``: per game and seat, ``name``, ``kind`` (human, phone or a computer level),
  ``delivered``, ``winner`` (0/1) and ``rounds`` (JSON: pizzas delivered in each round);
- ``coach_answers`` (since version 2): the memory coach's questions answered, ``answered`` (ISO
  time), ``game_id`` (the kept game it was drawn from, or NULL for a live game), ``question`` (its
  kind), ``level`` (its difficulty) and ``correct`` (0/1).

An older file is brought up to date on opening by ``MIGRATIONS`` (one step per version); a file
that is not a usable archive of ours is set aside and reported (``schema.py``: ``Archive.problem``).

A game is written in one transaction, so it is kept whole or not at all. A kept game whose rules
version (``engine_version``) is not this one's is replayed only if it still leads to the position
it was saved at; else ``load`` says so (ArchiveError "rules_changed") rather than replaying it wrongly.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from mammamia_qt.engine.save import SaveError
from mammamia_qt.storage import loads

from . import schema
from .replay import Replay, replay_save
from .rows import ORIGINS, seat_rows
from .salvage import salvage
from .schema import (
    MIGRATIONS,
    SCHEMA_VERSION,
    ArchiveError,
    ArchiveProblem,
    open_archive,
    sqlite_error,
)

__all__ = [
    "ARCHIVE_FILE", "ENGINE_VERSION", "MIGRATIONS", "ORIGINS", "SCHEMA_VERSION", "Archive", "ArchiveError",
    "ArchiveProblem", "GameSummary", "KeptGame",
]  # fmt: skip

ARCHIVE_FILE = "archive.sqlite3"
ENGINE_VERSION = 1
"""The rules version games are played by; raised whenever a rule change would replay old games differently."""
SALVAGED = ("damaged", "not_ours")
"""The problems after which the games still readable in the file set aside are copied into the new
archive (``salvage``; a file whose SQLite marks are damaged can look like another program's)."""


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One kept game as lists and statistics show it."""

    id: int
    finished: str  # ISO 8601, UTC
    edition: str
    origin: str
    engine_version: int
    seats: tuple[str, ...]  # names, clockwise
    kinds: tuple[str, ...]  # human, phone or a computer level, per seat
    delivered: tuple[int, ...]  # per seat
    winners: tuple[int, ...]  # seat indexes
    rounds: tuple[tuple[int, ...], ...]  # per seat, pizzas delivered in each round


@dataclass(frozen=True, slots=True)
class KeptGame:
    summary: GameSummary
    save: str  # the save text (engine.save): replays the game exactly


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class Archive:
    """The kept games in one SQLite file (created on first use)."""

    def __init__(self, path: Path, *, timeout: float | None = None, verify: bool = True) -> None:
        """Open (or start) the archive at ``path``. A file there that is not a usable archive of ours
        is set aside and a new one started: ``problem`` then says which, and where it went; from a
        damaged one every game that still reads and replays is recovered first (``salvage``).

        ArchiveError if the file is locked longer than ``timeout`` seconds (``schema.TIMEOUT_S``) or
        cannot be written. ``verify=False`` leaves out the check of every page (``open_archive``)."""
        self.path = path
        self._db, problem = open_archive(path, schema.TIMEOUT_S if timeout is None else timeout, verify)
        if problem is not None and problem.aside is not None and problem.reason in SALVAGED:
            found = salvage(problem.aside, self._db)
            problem = replace(problem, recovered=found.recovered, found=found.found)
        self.problem = problem

    @classmethod
    def in_folder(cls, folder: Path) -> Archive:
        return cls(folder / ARCHIVE_FILE)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Archive:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _transaction(self) -> _Transaction:
        return _Transaction(self._db, self.path)

    def keep(self, save: str, origin: str = "table", finished: str | None = None) -> int:
        """Keep the finished game in ``save`` (a save text); returns its id.

        SaveError (engine.save) if the text does not load."""
        if origin not in ORIGINS:
            raise ArchiveError(f"{origin!r} is not where a game is played ({', '.join(ORIGINS)})")
        state, setup = loads(save)
        with self._transaction():
            cur = self._db.execute(
                "INSERT INTO games (finished, edition, players, origin, engine_version, seed, save)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    finished or _now(),
                    setup.rules.edition.value,
                    state.n,
                    origin,
                    ENGINE_VERSION,
                    setup.seed,
                    save,
                ),
            )
            game_id = int(cur.lastrowid or 0)
            self._db.executemany(
                "INSERT INTO seats (game_id, seat, name, kind, delivered, winner, rounds) VALUES (?, ?, ?, ?, ?, ?, ?)",
                seat_rows(game_id, state, setup),
            )
        return game_id

    def summaries(self) -> list[GameSummary]:
        """Every kept game, newest first."""
        games = self._db.execute(
            "SELECT id, finished, edition, origin, engine_version FROM games ORDER BY finished DESC, id DESC"
        ).fetchall()
        seats: dict[int, list[tuple]] = {}
        for row in self._db.execute(
            "SELECT game_id, name, kind, delivered, winner, rounds FROM seats ORDER BY game_id, seat"
        ):
            seats.setdefault(row[0], []).append(row[1:])
        rounds = _Rounds()
        return [_summary(game, seats.get(game[0], []), rounds) for game in games]

    def load(self, game_id: int) -> KeptGame:
        """The kept game ``game_id``; ArchiveError if there is none, or if it was kept by other rules
        (``engine_version``) and no longer replays to where it ended ("rules_changed")."""
        row = self._db.execute(
            "SELECT id, finished, edition, origin, engine_version, save FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        if row is None:
            raise ArchiveError(f"there is no kept game {game_id}", "unknown_game")
        if row[4] != ENGINE_VERSION:
            _check_replays(game_id, row[4], row[5])
        seats = self._db.execute(
            "SELECT name, kind, delivered, winner, rounds FROM seats WHERE game_id = ? ORDER BY seat",
            (game_id,),
        ).fetchall()
        return KeptGame(_summary(row[:5], seats), row[5])

    def replay(self, game_id: int) -> Replay:
        """The kept game ``game_id`` step by step (``replay_save``); ArchiveError as ``load``, and
        "damaged_game" if its save text does not replay."""
        kept = self.load(game_id)
        try:
            return replay_save(kept.save)
        except SaveError as exc:
            raise ArchiveError(f"kept game {game_id} cannot be replayed: {exc}", "damaged_game") from None

    def names(self) -> list[str]:
        """Every player name in the kept games, sorted."""
        return [row[0] for row in self._db.execute("SELECT DISTINCT name FROM seats ORDER BY name")]

    def rename(self, old: str, new: str) -> int:
        """Call ``old`` ``new`` in every kept game (two names become one if ``new`` is taken); returns
        how many seats changed."""
        if not new.strip():
            raise ArchiveError("a player's name cannot be empty")
        with self._transaction():
            return self._db.execute("UPDATE seats SET name = ? WHERE name = ?", (new, old)).rowcount

    def merge(self, names: list[str], into: str) -> int:
        """Every one of ``names`` becomes ``into``; returns how many seats changed."""
        with self._transaction():
            return sum(self.rename(name, into) for name in names if name != into)

    def delete(self, game_ids: list[int]) -> int:
        """Forget the games ``game_ids`` (their seats with them); returns how many were kept."""
        with self._transaction():
            return sum(
                self._db.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount
                for game_id in game_ids
            )

    def record_answer(self, question: str, level: int, correct: bool, game_id: int | None = None,
                      answered: str | None = None) -> None:  # fmt: skip
        """Keep one of the memory coach's questions answered."""
        with self._transaction():
            self._db.execute(
                "INSERT INTO coach_answers (answered, game_id, question, level, correct) VALUES (?, ?, ?, ?, ?)",
                (answered or _now(), game_id, question, level, int(correct)),
            )

    def answers(self) -> list[tuple[str, str, int, bool]]:
        """The coach's answers, oldest first: (answered, question, level, correct)."""
        rows = self._db.execute(
            "SELECT answered, question, level, correct FROM coach_answers ORDER BY answered, id"
        )
        return [(a, q, lv, bool(c)) for a, q, lv, c in rows]

    def seat_rows(self, name: str | None = None) -> list[tuple[int, str, str, int, str, str, int, int, int]]:
        """Every seat of every kept game (with ``name``: of the games ``name`` played), oldest game
        first, seats in order: (game id, finished, edition, players, name, kind, delivered, winner,
        rounds played). The statistics' one read (``archive/stats.py``)."""
        where = "WHERE g.id IN (SELECT game_id FROM seats WHERE name = ?)" if name is not None else ""
        return self._db.execute(
            "SELECT g.id, g.finished, g.edition, g.players, s.name, s.kind, s.delivered, s.winner,"
            f" json_array_length(s.rounds) FROM games g JOIN seats s ON s.game_id = g.id {where}"
            " ORDER BY g.finished, g.id, s.seat",
            () if name is None else (name,),
        ).fetchall()


def _check_replays(game_id: int, version: int, save: str) -> None:
    """A game kept by rules version ``version`` still leads to the position it was saved at."""
    try:
        loads(save)
    except SaveError:
        raise ArchiveError(
            f"kept game {game_id} was played by rules version {version}; this version plays by rules "
            f"version {ENGINE_VERSION}, so it cannot be replayed exactly",
            "rules_changed",
        ) from None


class _Rounds(dict[str, tuple[int, ...]]):
    """The ``rounds`` column read once per distinct text (games repeat the same few: [2,1,3])."""

    def __missing__(self, text: str) -> tuple[int, ...]:
        rounds = self[text] = tuple(json.loads(text))
        return rounds


def _summary(game: tuple, seats: list[tuple], rounds: _Rounds | None = None) -> GameSummary:
    """``game``: id, finished, edition, origin, engine_version; ``seats``: name, kind, delivered,
    winner, rounds per seat, in seat order (columns taken apart at once: the History of 10,000
    games reads 40,000 of them)."""
    names, kinds, delivered, won, texts = zip(*seats, strict=True) if seats else ((),) * 5
    parse = _Rounds() if rounds is None else rounds
    return GameSummary(
        id=game[0],
        finished=game[1],
        edition=game[2],
        origin=game[3],
        engine_version=game[4],
        seats=names,
        kinds=kinds,
        delivered=delivered,
        winners=tuple(i for i, w in enumerate(won) if w),
        rounds=tuple(parse[t] for t in texts),
    )


class _Transaction:
    """BEGIN IMMEDIATE … COMMIT, or ROLLBACK on any exception (the connection is in autocommit).

    Nested, it joins the transaction already open: only the outermost commits or rolls back.

    SQLite's refusals (a lock held too long, a read-only file) come out as ArchiveError."""

    def __init__(self, db: sqlite3.Connection, path: Path) -> None:
        self._db = db
        self._path = path
        self._outer = False

    def __enter__(self) -> None:
        self._outer = not self._db.in_transaction
        if self._outer:
            self._run("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, exc: object, _tb: object) -> None:
        if self._outer and self._db.in_transaction:
            self._run("ROLLBACK" if exc_type else "COMMIT")
        if isinstance(exc, sqlite3.Error):
            raise _refusal(self._path, exc) from exc

    def _run(self, sql: str) -> None:
        try:
            self._db.execute(sql)
        except sqlite3.Error as exc:
            raise _refusal(self._path, exc) from None


def _refusal(path: Path, exc: sqlite3.Error) -> ArchiveError:
    error = sqlite_error(path, exc)
    return error if isinstance(error, ArchiveError) else ArchiveError(f"{path} is damaged: {exc}", "failed")
