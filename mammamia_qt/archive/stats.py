"""Statistics of the kept games, per player name (Qt-free: the CLI and the Statistics tab read them).

One SQL read (``Archive.seat_rows``: every seat, oldest game first, the rounds counted by SQLite's
``json_array_length``) and one pass over it in date order. A name counts once per game: where a
merge put one name at two seats of a game, its best seat there speaks for it (a winning seat first,
then the most pizzas).

Per name: games, wins and win rate (overall, by edition, by number of players), mean pizzas
delivered, the best game (most pizzas; the earliest of equals), the longest and the current win
streak (in date order), the results against each computer level (the games in which another seat was
played by that level, and the share of them the name won) and, per game in date order, the name's
mean pizzas per round.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import groupby
from typing import Any, NamedTuple

from mammamia_qt.seats import SeatKind

from .store import Archive

COMPUTER_LEVELS = tuple(kind.value for kind in SeatKind if kind.is_computer)
"""The computer levels, weakest first (``SeatKind``'s order)."""


class SeatRow(NamedTuple):
    """One seat of a kept game, by name, as ``Archive.seat_rows`` gives them in order."""

    game: int  # the game's id
    finished: str
    edition: str
    players: int
    name: str
    kind: str
    delivered: int
    winner: int
    rounds: int  # rounds played


@dataclass(slots=True)
class Share:
    """Games played and won."""

    games: int = 0
    wins: int = 0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def add(self, won: bool) -> None:
        self.games += 1
        self.wins += won

    def as_json(self) -> dict[str, Any]:
        return {"games": self.games, "wins": self.wins, "win_rate": round(self.win_rate, 4)}


@dataclass(frozen=True, slots=True)
class GamePoint:
    """One game of a name: its id, when it finished, what the name delivered and its mean per round."""

    id: int
    finished: str
    delivered: int
    per_round: float


@dataclass(slots=True)
class PlayerStats:
    name: str
    total: Share = field(default_factory=Share)
    by_edition: dict[str, Share] = field(default_factory=dict)
    by_players: dict[int, Share] = field(default_factory=dict)
    against: dict[str, Share] = field(default_factory=dict)  # computer level -> results
    delivered: int = 0
    best: GamePoint | None = None
    longest_streak: int = 0
    current_streak: int = 0
    timeline: list[GamePoint] = field(default_factory=list)  # date order

    @property
    def games(self) -> int:
        return self.total.games

    @property
    def wins(self) -> int:
        return self.total.wins

    @property
    def win_rate(self) -> float:
        return self.total.win_rate

    @property
    def delivered_mean(self) -> float:
        return self.delivered / self.games if self.games else 0.0

    def add(self, seat: SeatRow, levels: set[str]) -> None:
        """One game in date order, as the name's seat row tells it; the computer levels of the other
        seats."""
        game_id, finished, edition, players = seat.game, seat.finished, seat.edition, seat.players
        delivered, won, rounds = seat.delivered, bool(seat.winner), seat.rounds
        self.total.add(won)
        self.by_edition.setdefault(edition, Share()).add(won)
        self.by_players.setdefault(players, Share()).add(won)
        for level in levels:
            self.against.setdefault(level, Share()).add(won)
        self.delivered += delivered
        point = GamePoint(game_id, finished, delivered, delivered / rounds if rounds else 0.0)
        self.timeline.append(point)
        if self.best is None or delivered > self.best.delivered:
            self.best = point
        self.current_streak = self.current_streak + 1 if won else 0
        self.longest_streak = max(self.longest_streak, self.current_streak)

    def as_json(self) -> dict[str, Any]:
        best = self.best
        return {
            "games": self.games,
            "wins": self.wins,
            "win_rate": round(self.win_rate, 4),
            "delivered_mean": round(self.delivered_mean, 3),
            "by_edition": {k: v.as_json() for k, v in sorted(self.by_edition.items())},
            "by_players": {str(k): v.as_json() for k, v in sorted(self.by_players.items())},
            "best_game": None if best is None else {"id": best.id, "finished": best.finished,
                                                     "delivered": best.delivered},
            "streaks": {"longest": self.longest_streak, "current": self.current_streak},
            "against": {k: self.against[k].as_json() for k in COMPUTER_LEVELS if k in self.against},
            "per_round": [{"id": p.id, "finished": p.finished, "mean": round(p.per_round, 3)}
                          for p in self.timeline],
        }  # fmt: skip


def _best_seat(seat: SeatRow) -> tuple[int, int]:
    """A name's seat of a game when it sat in several: a winning one, then the most delivered."""
    return seat.winner, seat.delivered


def _add_game(found: dict[str, PlayerStats], seats: list[SeatRow], only: str | None) -> None:
    by_name: dict[str, SeatRow] = {}
    for seat in seats:
        held = by_name.get(seat.name)
        if held is None or _best_seat(seat) > _best_seat(held):
            by_name[seat.name] = seat
    for name, seat in by_name.items():
        if only is not None and name != only:
            continue
        levels = {s.kind for s in seats if s.name != name and s.kind in COMPUTER_LEVELS}
        stats = found.get(name)
        if stats is None:
            stats = found[name] = PlayerStats(name)
        stats.add(seat, levels)


def player_stats(archive: Archive, name: str | None = None) -> dict[str, PlayerStats]:
    """Every name's statistics (with ``name``: that name's alone), names sorted."""
    found: dict[str, PlayerStats] = {}
    rows = (SeatRow(*row) for row in archive.seat_rows(name))
    for _, seats in groupby(rows, key=lambda seat: seat.game):
        _add_game(found, list(seats), name)
    return dict(sorted(found.items()))


def stats_json(archive: Archive) -> dict[str, Any]:
    """``{"players": {name: {"games", "wins", "win_rate", "delivered_mean", "by_edition",
    "by_players", "best_game", "streaks", "against", "per_round"}}}`` (``mammamia-cli stats --json``)."""
    return {"players": {name: stats.as_json() for name, stats in player_stats(archive).items()}}
