"""The player interface, the random-move player, and the factory for every level."""

from __future__ import annotations

import random
from typing import Protocol

from ..engine.actions import Action
from ..engine.view import PlayerView

LEVELS: tuple[str, ...] = ("random", "beginner", "intermediate", "expert", "master")

MASTER_TIME_BUDGET = 0.2
"""Seconds the master may think per decision in live play (``make_player(..., live=True)``)."""


class Player(Protocol):
    """A computer player: given only its seat's view (legal actions included), picks one."""

    level: str

    def choose(self, view: PlayerView) -> Action: ...


class RandomPlayer:
    """Uniformly random legal moves, from an injected seeded generator."""

    level = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if not legal:
            raise ValueError(f"seat {view.seat} has nothing to decide now")
        return legal[self.rng.randrange(len(legal))]


def make_player(level: str, seed: int, *, live: bool = False, iterations: int | None = None) -> Player:
    """A player of ``level`` (one of LEVELS) whose choices depend only on ``seed`` and its views.

    ``live``: a game with people waiting, where the master also stops at its time budget (its
    choices then depend on the machine's speed too); otherwise it runs its full iteration count.
    ``iterations``: the master's playout budget per decision (its own default when None).
    """
    if level == "random":
        return RandomPlayer(random.Random(seed))
    from .heuristic import PROFILES, HeuristicPlayer

    if level == "expert":
        from .search import SearchPlayer

        return SearchPlayer(PROFILES[level], random.Random(seed))
    if level == "master":
        from .master import MasterPlayer

        budget = MASTER_TIME_BUDGET if live else None
        extra = {} if iterations is None else {"iterations": iterations}
        return MasterPlayer(PROFILES[level], random.Random(seed), time_budget=budget, **extra)
    if level in PROFILES:
        return HeuristicPlayer(PROFILES[level], random.Random(seed))
    raise ValueError(f"unknown AI level {level!r}; choose one of {', '.join(LEVELS)}")


def table_player(level: str, game_seed: int, seat: int) -> Player:
    """The computer player a table seats at ``seat``: ``level`` in live play (the master within its
    time budget), seeded by the game's seed and the seat, so a game set up again plays again alike."""
    return make_player(level, game_seed + 7919 * (seat + 1), live=True)
