"""The thinking players: beginner, intermediate and expert share one evaluation and differ by profile.

Every decision is scored from the seat's view alone. A phase-1 turn is scored by forecasting the
reveal of the oven as this player remembers it plus the candidate play (``forecast.py``), valuing
the orders left in hand by how close they are to being ready, the cards kept, and the draw. The
profile decides what the player remembers (``memory.py``), how much of the other owners' orders it
takes into account, whether it steers the end of the round, and how sloppily it picks.
The expert builds on this evaluation: it shortlists its turns by it and settles the choice by
playouts in sampled worlds (``search.py``). The levels are ``profiles.py``; the answers in a reveal
``reveal_decisions.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import reveal as rv
from ..engine.actions import NO_KIND, NO_ORDER, SUPPLY, WAITER, Action, AskHelp, Choose, Complete, Help, Play
from ..engine.cards import OrderCard, OrderType
from ..engine.view import PlayerView
from . import reveal_decisions as _reveal
from .forecast import ForecastFacts, best_choice
from .memory import Play4
from .profiles import BEGINNER, EXPERT, INTERMEDIATE, PROFILES, Profile
from .thinking import LATER, ThinkingPlayer

__all__ = [
    "BEGINNER", "EXPERT", "HAND_DECAY", "INTERMEDIATE", "LATER", "NEW_ORDER", "PROFILES", "READY",
    "HeuristicPlayer", "Profile",
]  # fmt: skip

# Worth of an order left in hand by the cards it still misses (index = cards missing, capped).
READY: tuple[float, ...] = (0.5, 0.35, 0.22, 0.14, 0.09, 0.05, 0.03, 0.02)
HAND_DECAY: tuple[float, ...] = (1.0, 0.75, 0.5, 0.3, 0.15)
NEW_ORDER: tuple[float, ...] = (0.3, 0.18, 0.05, -0.05, -0.12, -0.18)  # by orders held before it
OPP_PACE = 0.35  # what the others' hands are taken to promise, lost to them too if the round ends now


class HeuristicPlayer(ThinkingPlayer):
    """A player of one profile scoring its turns by forecasts; its answers in a reveal are ``reveal_decisions.py``."""

    # ------------------------------------------------------------------ entry
    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if not legal:
            raise ValueError(f"seat {view.seat} has nothing to decide now")
        self.memory.observe(view)
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, Play):
            return self._play(view)
        if isinstance(first, Choose):
            return self._choose(view)
        if isinstance(first, Complete):
            return self._complete(view)
        if isinstance(first, AskHelp):
            return self._ask_help(view)
        if isinstance(first, Help):
            return self._help(view)
        return legal[self.rng.randrange(len(legal))]  # pragma: no cover

    # ------------------------------------------------------------------ phase 1
    def _play(self, view: PlayerView) -> Action:
        return self._pick(self._score_plays(view))

    def _score_plays(self, view: PlayerView) -> list[tuple[float, Action]]:
        """Every legal turn with its heuristic score."""
        t = self._table(view)
        plays = self.memory.plays()
        hand = list(view.hand_ingredients)
        personal = self._personal(view)
        needed = self._needed(view, t, plays, hand)
        draws = _DrawFacts.of(view, self._waiter_hope(view, t) if self.profile.waiter_sense else 0.25)
        lucks = self._lucks()
        cache: dict[tuple[int, int, int], tuple[float, float]] = {}
        scored: list[tuple[float, Action]] = []
        for action in view.legal_actions:
            assert isinstance(action, Play)
            key = (action.kind, action.count, action.order)
            if key not in cache:
                values = [
                    self._turn_value(view, t, plays, hand, action, needed, personal, luck) for luck in lucks
                ]
                cache[key] = (
                    sum(v[0] for v in values) / len(values),
                    sum(v[1] for v in values) / len(values),
                )
            base, potential = cache[key]
            scored.append((self._with_draw(base, potential, action, draws), action))
        return scored

    def _needed(self, view: PlayerView, t: ForecastFacts, plays: list[Play4], hand: list[int]) -> list[int]:
        """What the kinds in hand are worth keeping for: the most an order in hand still misses of each."""
        now = self._forecast(view, t, plays, hand)
        needed = [0] * 6
        for o in view.hand_orders:
            card = view.orders[o]
            if card.type is OrderType.BOMBASTICA:
                continue
            _, short, _ = best_choice(card, now.columns, hand, t)
            for k in range(6):
                needed[k] = max(needed[k], short[k] if short else 0)
        return needed

    def _lucks(self) -> list[list[float] | None]:
        """The luck lists a turn is averaged over: none (likelier than not) or the profile's samples."""
        p = self.profile
        if p.samples > 1:
            return [[self.rng.random() for _ in range(24)] for _ in range(p.samples)]
        return [None]

    def _with_draw(self, score: float, potential: float, action: Play, d: _DrawFacts) -> float:
        """``score`` (the turn without its draw) with the draw's worth and, if steered, the round's end."""
        orders_after = d.orders_held - (action.order != NO_ORDER)
        n = action.draw_count
        ends = False
        if action.draw == WAITER:
            for i in range(n):
                score += NEW_ORDER[min(orders_after + i, len(NEW_ORDER) - 1)] * (d.waiter_hope / 0.25)
        elif action.draw == SUPPLY:
            score += 0.05 * n
            ends = n >= d.supply_cards
        if orders_after == 0 and action.draw != WAITER and d.waiter_size and not ends:
            score -= 0.15  # nothing to place next turn
        if self.profile.round_control:
            score = _round_control(score, potential, action, ends, d)
        return score

    def _turn_value(
        self,
        view: PlayerView,
        t: ForecastFacts,
        plays: list[Play4],
        hand: list[int],
        action: Play,
        needed: list[int],
        personal: int,
        luck: list[float] | None,
    ) -> tuple[float, float]:
        """Score of a turn without its draw: oven outcomes, orders kept, cards kept; and the potential."""
        p = self.profile
        me = view.seat
        h1 = list(hand)
        if action.kind != NO_KIND:
            h1[action.kind] -= action.count
        after = [*plays, (me, action.kind, action.count, action.order)]
        f = self._forecast(view, t, after, h1, luck)
        score = 0.0
        for out in f.outcomes:
            if out.owner != me:
                continue
            score += out.chance - 0.04 * out.cost
            if out.order == action.order and out.chance <= 0.0:
                score -= p.dump_penalty
        # Orders kept in hand: how close they come to ready against what the oven will leave.
        kept = [o for o in view.hand_orders if o != action.order]
        values: list[float] = []
        spare = list(f.hand)
        for o in kept:
            card = view.orders[o]
            if card.type is OrderType.BOMBASTICA:
                missing = max(0, rv.BOMBASTICA_MIN - sum(f.columns) - sum(spare))
            else:
                _, _, missing = best_choice(card, f.columns, spare, t)
            values.append(READY[min(missing, len(READY) - 1)])
        values.sort(reverse=True)
        potential = sum(v * HAND_DECAY[min(i, len(HAND_DECAY) - 1)] for i, v in enumerate(values))
        score += potential
        # Cards kept: needed kinds and the personal ingredient are worth more than the rest.
        for k in range(6):
            c = h1[k]
            if not c:
                continue
            keep = min(c, needed[k])
            score += 0.12 * keep + 0.02 * (c - keep)
            if k == personal:
                score += p.keep_personal * min(c, 2)
        if action.kind != NO_KIND and action.order == NO_ORDER:
            useless = max(0, action.count - needed[action.kind])
            score -= p.feed_penalty * useless * (len(view.colours) - 1)
        return score, potential

    def _waiter_hope(self, view: PlayerView, t: ForecastFacts) -> float:
        """How ready an order drawn from the waiter is likely to be, scaled like NEW_ORDER's 0.25."""
        colour = view.colours[view.seat]
        known = set(view.hand_orders)
        pool = [o for o in view.orders if o.colour == colour and o.index not in known]
        if not pool or not view.waiter_sizes[view.seat]:
            return 0.0
        hand = list(view.hand_ingredients)
        cols = list(view.carried)
        total = 0.0
        for card in pool:
            total += self._card_readiness(card, cols, hand, t)
        return 0.15 + 0.5 * total / len(pool)

    def _card_readiness(self, card: OrderCard, cols: list[int], hand: list[int], t: ForecastFacts) -> float:
        if card.type is OrderType.BOMBASTICA:
            missing = max(0, rv.BOMBASTICA_MIN - sum(cols) - sum(hand))
        else:
            _, _, missing = best_choice(card, cols, hand, t)
        return READY[min(missing, len(READY) - 1)]

    # ------------------------------------------------------------------ reveal decisions
    # In ``reveal_decisions.py``: which kinds, whether to complete, ask for help or help.
    _later = _reveal.later_value
    _choose = _reveal.choose_kinds
    _complete = _reveal.complete_order
    _unseen = _reveal.unseen_cards
    _help_chance = _reveal.help_chance
    _ask_help = _reveal.ask_help
    _bomb_requests = _reveal.bomb_requests
    _help = _reveal.answer_help


@dataclass(frozen=True, slots=True)
class _DrawFacts:
    """What a turn's draw is scored by, the same for every turn of one view."""

    waiter_hope: float
    supply_cards: int  # the supply's ingredient and order cards (the Mamma Mia card left out)
    orders_held: int
    waiter_size: int
    seats: int
    last_round: bool
    helping_limit: bool  # a draw limit with helping: an empty waiter cannot help

    @classmethod
    def of(cls, view: PlayerView, waiter_hope: float) -> _DrawFacts:
        rules = view.edition_rules
        return cls(
            waiter_hope,
            view.supply_count - (1 if view.mm_in_supply else 0),
            len(view.hand_orders),
            view.waiter_sizes[view.seat],
            len(view.colours),
            view.round >= rules.rounds,
            rules.max_draw is not None and rules.helping,
        )


def _round_control(score: float, potential: float, action: Play, ends: bool, d: _DrawFacts) -> float:
    """``score`` with the round's end steered: ending it costs the hand's potential, so does a short supply."""
    supply_after = d.supply_cards - (action.draw_count if action.draw == SUPPLY else 0)
    if ends:
        loss = 1.0 if d.last_round else 0.35
        score += loss * (OPP_PACE - potential)
    else:
        survive = min(1.0, supply_after / (2.2 * (d.seats - 1) + 1.0))
        if not d.last_round:
            survive = survive + (1.0 - survive) * 0.65
        score -= potential * (1.0 - survive)
    if d.helping_limit and action.draw == WAITER and d.waiter_size - action.draw_count <= 0:
        score -= 0.2  # an empty waiter cannot help, and helping pays
    return score
