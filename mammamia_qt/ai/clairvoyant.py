"""The clairvoyant: the master's search on the true hidden state, a benchmark reference only.

It is the master (``master.py``) with one change: every playout starts from the real game
instead of a sampled world: every hand, every waiter, the oven's face-down cards and which cards
are left in the supply, as they are. Only the supply's order is drawn afresh for each playout
(``engine/worlds.py`` ``known_world``). Same candidates, same budget, same playouts and the same
value. Its edge over the expert is meant as the most this search gets from knowing where every
card is, so that the share of that edge the master reaches measures how much its world sampling
loses; measured, it falls short of the master (ARCHITECTURE.md), so it is not a ceiling.

Why not the supply's order too: the playout policy is deterministic, so in the one true world
every playout of a candidate follows the same line and the search's average over worlds
collapses into a single greedy line per candidate, a line the real opponents do not follow. That
reference did worse than the master (49.4 % against the expert on 80 seeded Classic games the
master won 75.0 % of): it measured the greedy line's bias, not the value of information. The
supply's order is the round's chance (nobody at the table can know it); drawing it per playout
gives the clairvoyant the same kind of averaging the master's worlds give it, and the rest of
the truth stays exact.

The blurred clairvoyant (``clairvoyant-blur``) is the same reference with ``BLUR`` cards of every
other hand swapped with supply cards in each playout's world (``engine/worlds.py`` ``blur_hands``:
every count stays), so that the others' answers in its playouts vary as they do in the master's
sampled worlds while most of the truth stays. Measured, it stands above the master in Plus 2p
and Classic 4p and level with it in Classic 2p (ARCHITECTURE.md has the figures): the reference
the master's share is measured against.

Both see what no player may see, so neither is offered to a person: neither is in ``LEVELS``,
``make_player`` refuses them, and only the tournament (``tournament.py``) builds them and hands
them a clone of the real state before each of their decisions (``see``).
"""

from __future__ import annotations

import random

from ..engine.state import GameState
from ..engine.view import PlayerView
from ..engine.worlds import blur_hands, known_world
from .heuristic import PROFILES
from .master import MasterPlayer
from .playout import Playout, PlayoutState

CLAIRVOYANT = "clairvoyant"
CLAIRVOYANT_BLUR = "clairvoyant-blur"
REFERENCES = (CLAIRVOYANT, CLAIRVOYANT_BLUR)
"""The benchmark references a tournament may seat; none is a player's level."""


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
        world = self._reveal_world(view, [])  # a turn's world and a reveal's are laid out alike
        return world, Playout.start(world, view.seat)

    def _reveal_world(self, view: PlayerView, plays: list[tuple[int, int, int, int]]) -> GameState:
        return known_world(self._true(), self.rng, PlayoutState)


class BlurredClairvoyantPlayer(ClairvoyantPlayer):
    """The clairvoyant with ``BLUR`` cards of every other hand swapped with supply cards in each
    playout's world (benchmark only)."""

    level = CLAIRVOYANT_BLUR
    BLUR = 2

    def _reveal_world(self, view: PlayerView, plays: list[tuple[int, int, int, int]]) -> GameState:
        world = super()._reveal_world(view, plays)
        blur_hands(world, view.seat, self.rng, self.BLUR)
        return world


def make_clairvoyant(seed: int, level: str = CLAIRVOYANT) -> ClairvoyantPlayer:
    """A benchmark reference, seeded like ``make_player``'s master (not a player's level)."""
    cls = BlurredClairvoyantPlayer if level == CLAIRVOYANT_BLUR else ClairvoyantPlayer
    return cls(random.Random(seed))
