"""The clairvoyant: the master's search on the true hidden state, a benchmark reference only.

It is the master (``master.py``) with one change: every playout starts from the real game
instead of a sampled world: every hand, the supply in its order, the oven's face-down cards and
every waiter as they are. Same candidates, same budget, same playouts and the same value, so
its edge over the expert is the most a fair player with this search could get, and the share of
that edge the master reaches measures how much its world sampling loses.

It sees what no player may see, so it is never offered to a person: it is not in ``LEVELS``,
``make_player`` refuses it, and only the tournament (``tournament.py``) builds it and hands it a
clone of the real state before each of its decisions (``see``).
"""

from __future__ import annotations

import random

from ..engine.ids import Phase
from ..engine.state import GameState
from ..engine.view import PlayerView
from .heuristic import PROFILES
from .master import MasterPlayer
from .playout import Playout, PlayoutState

CLAIRVOYANT = "clairvoyant"


def true_world(state: GameState, rng: random.Random) -> GameState:
    """The real ``state`` laid out as a sampled world is (``engine/worlds.py``), nothing guessed.

    In phase 1 the oven is this round's plays on top of the carried-over cards; in a reveal the
    oven is what is still face down and the carried cards are the face-up columns. The world's
    own shuffles are seeded from ``rng``, as a sampled world's are, so the next round's deal is
    not foreseen.
    """
    world = PlayoutState(state.rules, rng.getrandbits(63))
    reveal = state.phase == Phase.REVEAL
    world.oven = list(state.oven[state.reveal_pos :]) if reveal else list(state.oven)
    world.carried = list(state.columns) if reveal else list(state.carried)
    world.round_plays = list(state.round_plays)
    world.lap_turns = state.lap_turns
    world.hand_ing = [list(h) for h in state.hand_ing]
    world.hand_orders = [list(h) for h in state.hand_orders]
    world.waiter = [list(w) for w in state.waiter]
    world.delivered = [list(d) for d in state.delivered]
    world.supply = list(state.supply)
    world.mm_in_supply = state.mm_in_supply
    world.mm_holder = state.mm_holder
    world.columns = [0] * 6
    world.used = [0] * 6
    world.removed = list(state.removed)
    world.round = state.round
    world.phase = Phase.PLAY
    world.current = state.current
    world.start_player = state.start_player
    world.one_lap = state.one_lap
    world.evaluator = state.evaluator
    world.pending = None
    return world


class ClairvoyantPlayer(MasterPlayer):
    """The master searching the true state (benchmark only; ``see`` must precede each decision)."""

    level = CLAIRVOYANT

    def __init__(self, rng: random.Random) -> None:
        super().__init__(PROFILES["master"], rng)
        self._truth: GameState | None = None

    def see(self, state: GameState) -> None:
        """The real game (a clone) this decision is made in."""
        self._truth = state

    def _true(self) -> GameState:
        if self._truth is None:
            raise RuntimeError("the clairvoyant decides only in a tournament that shows it the game")
        return self._truth

    def _world(self, view: PlayerView) -> tuple[GameState, Playout]:
        world = true_world(self._true(), self.rng)
        return world, Playout.start(world, view.seat)

    def _reveal_world(self, view: PlayerView, plays: list[tuple[int, int, int, int]]) -> GameState:
        return true_world(self._true(), self.rng)


def make_clairvoyant(seed: int) -> ClairvoyantPlayer:
    """The benchmark reference, seeded like ``make_player``'s master (not a player's level)."""
    return ClairvoyantPlayer(random.Random(seed))
