"""The expert's search: determinised Monte Carlo over worlds sampled from its view.

For a turn of phase 1 the expert shortlists its best plays by the heuristic evaluation, samples
worlds consistent with what its seat knows (``engine/worlds.py``), and plays each shortlisted move out
in every world to the end of the round with a fast greedy policy for all seats, reveal included.
A playout is scored by the orders delivered this round against the others' mean, plus what the
orders and cards left in hand promise for the next round; in the last round, by winning.

The playouts and their value are ``playout.py``. The budgets are fixed (worlds x shortlist), and
every random draw comes from the player's seeded generator, so a seed fixes the decisions. The
playouts run on the sampled worlds only: the player never sees the real game state.
"""

from __future__ import annotations

import random

from ..engine.actions import Action, Play
from ..engine.view import PlayerView
from ..engine.worlds import sample_world
from .heuristic import HeuristicPlayer, Profile
from .playout import Playout, PlayoutState, playout_value


class SearchPlayer(HeuristicPlayer):
    """The expert: the heuristic's shortlist, settled by playouts in sampled worlds."""

    def __init__(
        self,
        profile: Profile,
        rng: random.Random,
        *,
        worlds: int = 20,
        shortlist: int = 6,
        prior: float = 0.0,
        future: float = 0.4,
    ) -> None:
        super().__init__(profile, rng)
        self.worlds = worlds
        self.shortlist = shortlist
        self.prior = prior
        self.future = future

    def _play(self, view: PlayerView) -> Action:
        scored = self._score_plays(view)
        ranked = sorted(range(len(scored)), key=lambda i: -scored[i][0])
        top = [scored[i] for i in ranked[: self.shortlist]]
        if len(top) == 1 or self.worlds <= 0:
            return top[0][1]
        me = view.seat
        totals = [0.0] * len(top)
        plays = self.memory.plays()
        for _ in range(self.worlds):
            world = sample_world(view, self.rng, plays, PlayoutState)
            base = Playout.start(world)
            before = [len(d) for d in world.delivered]
            for i, (_, action) in enumerate(top):
                p = base.copy()
                assert isinstance(action, Play)
                p.play(action)
                cols = p.run()
                totals[i] += playout_value(p.world, me, before, cols, self.future)
        best = max(range(len(top)), key=lambda i: (totals[i] / self.worlds + self.prior * top[i][0], -i))
        return top[best][1]
