"""The Auto level: computer opponents that fit the person at the screen, read from the archive (no Qt).

Auto is a choice of the New game dialog, not a seat kind: when the game starts, every Auto seat
becomes a concrete level (beginner, intermediate, expert, master), so saves and the archive hold the
level really played and the statistics stay per level.

The rule, one step after each finished game:
- the person is the name of the first human seat (with several people at the table, the first one
  decides; with none, the Auto seats play the default level);
- their last ``WINDOW`` kept games are read; their fair share is the mean of 1/players over them
  (50 % heads-up, 25 % at four);
- no game yet: every Auto seat plays ``DEFAULT`` (intermediate);
- otherwise the Auto seats start from the computer levels of the person's last game (the weakest of
  them if there were more; the strongest repeated if there were fewer), and
  - more wins than the fair share of those games: the weakest seat below master moves one level up;
  - fewer: the strongest seat above beginner moves one level down;
  - exactly the fair share (or nowhere to move): the levels stay.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from itertools import groupby
from pathlib import Path
from typing import Literal

from .schema import ArchiveError
from .stats import SeatRow
from .store import Archive

LEVELS = ("beginner", "intermediate", "expert", "master")
"""The levels Auto chooses from, weakest first."""
DEFAULT = "intermediate"
WINDOW = 5
"""How many of the person's last games decide the step."""

Move = Literal["nobody", "new", "up", "down", "stay"]


@dataclass(frozen=True, slots=True)
class Record:
    """One kept game of the person: how many played, whether they won, the computer levels there."""

    players: int
    won: bool
    levels: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AutoChoice:
    """The levels of the Auto seats (in seat order) and why: the move, the seat that moved (an index
    into ``levels``, or None), and the wins and games it was read from."""

    levels: tuple[str, ...]
    move: Move
    moved: int | None = None
    wins: int = 0
    games: int = 0

    @property
    def level(self) -> str:
        """The level named in the reason: the seat that moved, else the strongest Auto seat."""
        if self.moved is not None:
            return self.levels[self.moved]
        return max(self.levels, key=LEVELS.index) if self.levels else DEFAULT


def recent_records(archive: Archive, name: str, window: int = WINDOW) -> list[Record]:
    """The person's last ``window`` kept games, oldest first."""
    records: list[Record] = []
    rows = (SeatRow(*row) for row in archive.seat_rows(name))
    for _, group in groupby(rows, key=lambda seat: seat.game):
        seats = list(group)
        won = any(s.winner for s in seats if s.name == name)
        levels = tuple(s.kind for s in seats if s.name != name and s.kind in LEVELS)
        records.append(Record(players=seats[0].players, won=won, levels=levels))
    return records[-window:] if window > 0 else []


def _start_levels(last: tuple[str, ...], count: int, ladder: tuple[str, ...]) -> list[str]:
    """The last game's computer levels fitted to ``count`` seats, weakest first."""
    ordered = sorted((level for level in last if level in ladder), key=ladder.index) or [DEFAULT]
    if len(ordered) >= count:
        return ordered[:count]
    return ordered + [ordered[-1]] * (count - len(ordered))


def choose_levels(records: list[Record], count: int, ladder: tuple[str, ...] = LEVELS) -> AutoChoice:
    """The levels of ``count`` Auto seats after ``records`` (the person's last games, oldest first),
    chosen from ``ladder`` (weakest first; the simulations leave out the slow master)."""
    if not records:
        return AutoChoice(levels=(DEFAULT,) * count, move="new")
    wins = sum(r.won for r in records)
    games = len(records)
    fair = sum(1 / r.players for r in records)
    levels = _start_levels(records[-1].levels, count, ladder)
    ranks = [ladder.index(level) for level in levels]
    moved: int | None = None
    move: Move = "stay"
    if wins > fair + 1e-9:
        below = [i for i, r in enumerate(ranks) if r < len(ladder) - 1]
        if below:
            moved, move = min(below, key=lambda i: ranks[i]), "up"
            ranks[moved] += 1
    elif wins < fair - 1e-9:
        above = [i for i, r in enumerate(ranks) if r > 0]
        if above:
            moved, move = max(above, key=lambda i: (ranks[i], i)), "down"
            ranks[moved] -= 1
    return AutoChoice(tuple(ladder[r] for r in ranks), move, moved, wins, games)


def auto_choice(
    archive: Archive | None, name: str | None, count: int, ladder: tuple[str, ...] = LEVELS
) -> AutoChoice:
    """The Auto seats' levels for the person ``name`` (None: nobody at the screen, the default)."""
    if name is None:
        return AutoChoice(levels=(DEFAULT,) * count, move="nobody")
    if archive is None:
        return AutoChoice(levels=(DEFAULT,) * count, move="new")
    return choose_levels(recent_records(archive, name), count, ladder)


def auto_choice_at(path: Path | None, name: str | None, count: int) -> AutoChoice:
    """``auto_choice`` read from the archive file at ``path`` (the New game dialog's question).

    No file yet: the person counts as new, and no file is started. One that cannot be read now
    (locked, say) counts as no games too; a damaged one is set aside as every opening does."""
    if path is None or name is None or not path.is_file():
        return auto_choice(None, name, count)
    try:
        with Archive(path, timeout=0.5, verify=False) as archive:
            return auto_choice(archive, name, count)
    except (ArchiveError, sqlite3.Error):
        return auto_choice(None, name, count)
