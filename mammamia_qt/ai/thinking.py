"""What every thinking player has and reads by: its profile, its memory of the oven, its generator.

``ThinkingPlayer`` is the common ground of the turn scoring (``heuristic.py``) and the answers in a
reveal (``reveal_decisions.py``): the fixed facts of a forecast from the view, the forecast as the
profile sees it, the oven cards still face down as remembered, and the pick among scored actions.
"""

from __future__ import annotations

import math
import random

from mammamia_qt.engine.ids import Phase

from ..engine.actions import NO_KIND, NO_ORDER, Action
from ..engine.view import PlayerView
from .forecast import Forecast, ForecastFacts, forecast
from .memory import Memory, Play4
from .profiles import Profile

LATER: tuple[float, ...] = (0.6, 0.35, 0.18, 0.08, 0.03, 0.0)  # a shortfall covered by later draws


class ThinkingPlayer:
    """A player of one profile; randomness only from the injected generator."""

    def __init__(self, profile: Profile, rng: random.Random) -> None:
        self.profile = profile
        self.level = profile.level
        self.rng = rng
        self.memory = Memory(profile.recall, rng)

    def _table(self, view: PlayerView) -> ForecastFacts:
        later: tuple[float, ...] = (0.0,)
        if view.phase == Phase.PLAY and self.profile.later_scale > 0.0:
            # Cards drawn before the reveal can still top up: more so with a big supply left.
            turns = view.supply_count / max(1.0, 2.5 * len(view.colours))
            scale = self.profile.later_scale * min(1.0, 0.35 + 0.25 * turns)
            later = (1.0, *(scale * c for c in LATER))
        return ForecastFacts(
            view.orders,
            view.kinds,
            view.edition_rules.minimale_n,
            view.seat,
            view.edition_rules.helping,
            later,
        )

    def _personal(self, view: PlayerView) -> int:
        return view.personal_ingredients[view.seat]

    def _forecast(
        self,
        view: PlayerView,
        t: ForecastFacts,
        plays: list[Play4],
        hand: list[int],
        luck: list[float] | None = None,
    ) -> Forecast:
        p = self.profile
        return forecast(
            t,
            list(view.carried),
            plays,
            hand,
            others_consume=p.others_consume,
            others_topup=p.others_topup,
            luck=luck,
        )

    def _pick(self, scored: list[tuple[float, Action]]) -> Action:
        """The best-scored action, or a softmax draw among them for the looser levels."""
        temp = self.profile.temperature
        if temp <= 0.0:
            best = max(range(len(scored)), key=lambda i: scored[i][0])
            return scored[best][1]
        top = max(s for s, _ in scored)
        weights = [math.exp((s - top) / temp) for s, _ in scored]
        return self.rng.choices([a for _, a in scored], weights=weights)[0]

    def _remaining(self, view: PlayerView) -> list[Play4]:
        """The oven cards still face down during a reveal, as remembered, one entry per card."""
        cards: list[Play4] = []
        for seat, kind, count, order in self.memory.plays():
            if kind != NO_KIND:
                cards.extend([(seat, kind, 1, NO_ORDER)] * count)
            if order != NO_ORDER:
                cards.append((seat, NO_KIND, 0, order))
        return cards[view.revealed :]
