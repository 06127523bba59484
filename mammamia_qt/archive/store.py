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

An older file is brought up to date on opening by ``MIGRATIONS`` (one step per version).

A game is written in one transaction, so it is kept whole or not at all.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from mammamia_qt.seats import GameSetup
from mammamia_qt.storage import loads

ARCHIVE_FILE = "archive.sqlite3"
SCHEMA_VERSION = 2
ENGINE_VERSION = 1
"""The rules version games are played by; raised whenever a rule change would replay old games differently."""
ORIGINS = ("table", "kiosk", "tournament", "served")

_SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    finished TEXT NOT NULL,
    edition TEXT NOT NULL,
    players INTEGER NOT NULL,
    origin TEXT NOT NULL,
    engine_version INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    save TEXT NOT NULL
);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    delivered INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    rounds TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_by_name ON seats(name);
CREATE INDEX games_by_finished ON games(finished);
"""

MIGRATIONS: dict[int, str] = {
    # from version 1: the memory coach's answers
    1: """
CREATE TABLE coach_answers (
    id INTEGER PRIMARY KEY,
    answered TEXT NOT NULL,
    game_id INTEGER REFERENCES games(id) ON DELETE SET NULL,
    question TEXT NOT NULL,
    level INTEGER NOT NULL,
    correct INTEGER NOT NULL
);
""",
}
"""SQL that takes a file from version ``k`` to ``k + 1``."""


class ArchiveError(ValueError):
    """The archive cannot do what was asked (an unknown game, a game that no longer replays)."""


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

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(path, isolation_level=None)
        self._db.execute("PRAGMA foreign_keys = ON")
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        if version == 0:
            self._db.executescript(f"BEGIN IMMEDIATE;{_SCHEMA}PRAGMA user_version = 1;COMMIT;")
            version = 1
        for step in range(version, SCHEMA_VERSION):
            self._db.executescript(
                f"BEGIN IMMEDIATE;{MIGRATIONS[step]}PRAGMA user_version = {step + 1};COMMIT;"
            )

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
        return _Transaction(self._db)

    def keep(self, save: str, origin: str = "table", finished: str | None = None) -> int:
        """Keep the finished game in ``save`` (a save text); returns its id.

        SaveError (engine.save) if the text does not load."""
        if origin not in ORIGINS:
            raise ArchiveError(f"{origin!r} is not where a game is played ({', '.join(ORIGINS)})")
        state, setup = loads(save)
        rounds = [[r[seat] for r in state.past_rounds] for seat in range(state.n)]
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
                [_seat_row(game_id, seat, setup, len(state.delivered[seat]), seat in state.winners, rounds[seat])
                 for seat in range(state.n)],
            )  # fmt: skip
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
        return [_summary(game, seats.get(game[0], [])) for game in games]

    def load(self, game_id: int) -> KeptGame:
        """The kept game ``game_id``; ArchiveError if there is none."""
        row = self._db.execute(
            "SELECT id, finished, edition, origin, engine_version, save FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        if row is None:
            raise ArchiveError(f"there is no kept game {game_id}")
        seats = self._db.execute(
            "SELECT name, kind, delivered, winner, rounds FROM seats WHERE game_id = ? ORDER BY seat",
            (game_id,),
        ).fetchall()
        return KeptGame(_summary(row[:5], seats), row[5])

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


def _seat_row(game_id: int, seat: int, setup: GameSetup, delivered: int, winner: bool,
              rounds: list[int]) -> tuple:  # fmt: skip
    config = setup.seats[seat]
    return (game_id, seat, config.name, str(config.kind), delivered, int(winner), json.dumps(rounds))


def _summary(game: tuple, seats: list[tuple]) -> GameSummary:
    return GameSummary(
        id=game[0],
        finished=game[1],
        edition=game[2],
        origin=game[3],
        engine_version=game[4],
        seats=tuple(s[0] for s in seats),
        kinds=tuple(s[1] for s in seats),
        delivered=tuple(s[2] for s in seats),
        winners=tuple(i for i, s in enumerate(seats) if s[3]),
        rounds=tuple(tuple(json.loads(s[4])) for s in seats),
    )


class _Transaction:
    """BEGIN IMMEDIATE … COMMIT, or ROLLBACK on any exception (the connection is in autocommit).

    Nested, it joins the transaction already open: only the outermost commits or rolls back."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db
        self._outer = False

    def __enter__(self) -> None:
        self._outer = not self._db.in_transaction
        if self._outer:
            self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, *exc: object) -> None:
        if self._outer and self._db.in_transaction:
            self._db.execute("ROLLBACK" if exc_type else "COMMIT")
