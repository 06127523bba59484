"""The thinking players: beginner, intermediate and expert share one evaluation and differ by profile.

Every decision is scored from the seat's view alone. A phase-1 turn is scored by forecasting the
reveal of the oven as this player remembers it plus the candidate play (``forecast.py``), valuing
the orders left in hand by how close they are to being ready, the cards kept, and the draw. The
profile decides what the player remembers (``memory.py``), how much of the other owners' orders it
takes into account, whether it steers the end of the round, and how sloppily it picks.
The expert builds on this evaluation: it shortlists its turns by it and settles the choice by
playouts in sampled worlds (``search.py``).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..engine import reveal as rv
from ..engine.actions import NO_KIND, NO_ORDER, SUPPLY, WAITER, Action, AskHelp, Choose, Complete, Help, Play
from ..engine.cards import OrderCard, OrderType
from ..engine.view import PlayerView
from .forecast import Forecast, Table, best_choice, forecast
from .memory import PERFECT, Memory, Play4, Recall

# Worth of an order left in hand by the cards it still misses (index = cards missing, capped).
READY: tuple[float, ...] = (0.5, 0.35, 0.22, 0.14, 0.09, 0.05, 0.03, 0.02)
HAND_DECAY: tuple[float, ...] = (1.0, 0.75, 0.5, 0.3, 0.15)
LATER: tuple[float, ...] = (0.6, 0.35, 0.18, 0.08, 0.03, 0.0)  # a shortfall covered by later draws
NEW_ORDER: tuple[float, ...] = (0.3, 0.18, 0.05, -0.05, -0.12, -0.18)  # by orders held before it


@dataclass(frozen=True, slots=True)
class Profile:
    """What separates the levels: memory, foresight and care."""

    level: str
    recall: Recall
    others_consume: bool  # remembers that others' orders take ingredients out
    others_topup: bool  # expects others to top up small shortfalls
    temperature: float  # 0 picks the best play; more picks loosely among the good ones
    help_rate: float  # chance of handing over cards when asked and able
    ask_rate: float  # chance of asking for help when short
    keep_personal: float  # worth of holding one's personal ingredient
    feed_penalty: float  # cost of each ingredient card put where others can use it
    round_control: bool  # weighs ending the round or stalling it
    waiter_sense: bool  # judges what the waiter will bring
    samples: int = 1  # forecasts averaged over others' uncertain top-ups (1: likeliest outcome only)
    dump_penalty: float = 0.15  # cost of putting in an order that will fail
    later_scale: float = 1.0  # trust in covering a shortfall with cards still to be drawn


BEGINNER = Profile(
    level="beginner",
    recall=Recall(exact_span=3, count_error=0.5, fade=0.25, order_fade=0.12, own_factor=2.0),
    others_consume=False,
    others_topup=False,
    temperature=0.15,
    help_rate=0.6,
    ask_rate=0.6,
    keep_personal=0.0,
    feed_penalty=0.0,
    round_control=False,
    waiter_sense=False,
    dump_penalty=0.4,
    later_scale=0.0,
)
INTERMEDIATE = Profile(
    level="intermediate",
    recall=Recall(exact_span=8, count_error=0.25, fade=0.06, order_fade=0.03, own_factor=2.0),
    others_consume=True,
    others_topup=False,
    temperature=0.03,
    help_rate=1.0,
    ask_rate=1.0,
    keep_personal=0.06,
    feed_penalty=0.01,
    round_control=False,
    waiter_sense=False,
)
EXPERT = Profile(
    level="expert",
    recall=PERFECT,
    others_consume=True,
    others_topup=True,
    temperature=0.0,
    help_rate=1.0,
    ask_rate=1.0,
    keep_personal=0.1,
    feed_penalty=0.02,
    round_control=True,
    waiter_sense=True,
    samples=6,
    dump_penalty=0.1,
)
PROFILES: dict[str, Profile] = {p.level: p for p in (BEGINNER, INTERMEDIATE, EXPERT)}


class HeuristicPlayer:
    """A player of one profile; randomness only from the injected generator."""

    def __init__(self, profile: Profile, rng: random.Random) -> None:
        self.profile = profile
        self.level = profile.level
        self.rng = rng
        self.memory = Memory(profile.recall, rng)

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

    # ------------------------------------------------------------------ helpers
    def _table(self, view: PlayerView) -> Table:
        later: tuple[float, ...] = (0.0,)
        if view.phase == "play" and self.profile.later_scale > 0.0:
            # Cards drawn before the reveal can still top up: more so with a big supply left.
            turns = view.supply_count / max(1.0, 2.5 * len(view.colours))
            scale = self.profile.later_scale * min(1.0, 0.35 + 0.25 * turns)
            later = (1.0, *(scale * c for c in LATER))
        return Table(
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
        self, view: PlayerView, t: Table, plays: list[Play4], hand: list[int], luck: list[float] | None = None
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

    # ------------------------------------------------------------------ phase 1
    def _play(self, view: PlayerView) -> Action:
        return self._pick(self._score_plays(view))

    def _score_plays(self, view: PlayerView) -> list[tuple[float, Action]]:
        """Every legal turn with its heuristic score."""
        t = self._table(view)
        p = self.profile
        me = view.seat
        plays = self.memory.plays()
        hand = list(view.hand_ingredients)
        personal = self._personal(view)
        rules = view.edition_rules
        last_round = view.round >= rules.rounds
        n = len(view.colours)
        supply_cards = view.supply_count - (1 if view.mm_in_supply else 0)
        # What the kinds in hand are worth keeping: needed by an order in hand, or personal.
        now = self._forecast(view, t, plays, hand)
        needed = [0] * 6
        for o in view.hand_orders:
            card = view.orders[o]
            if card.type is OrderType.BOMBASTICA:
                continue
            _, short, _ = best_choice(card, now.columns, hand, t)
            for k in range(6):
                needed[k] = max(needed[k], short[k] if short else 0)
        waiter_hope = self._waiter_hope(view, t) if p.waiter_sense else 0.25
        opp_pace = 0.35
        lucks: list[list[float] | None] = [None]
        if p.samples > 1:
            lucks = [[self.rng.random() for _ in range(24)] for _ in range(p.samples)]
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
            orders_after = len(view.hand_orders) - (action.order != NO_ORDER)
            score = base
            d = action.draw_count
            ends = False
            if action.draw == WAITER:
                for i in range(d):
                    score += NEW_ORDER[min(orders_after + i, len(NEW_ORDER) - 1)] * (waiter_hope / 0.25)
            elif action.draw == SUPPLY:
                score += 0.05 * d
                ends = d >= supply_cards
            if orders_after == 0 and action.draw != WAITER and view.waiter_sizes[me] and not ends:
                score -= 0.15  # nothing to place next turn
            if p.round_control:
                supply_after = supply_cards - (d if action.draw == SUPPLY else 0)
                if ends:
                    loss = 1.0 if last_round else 0.35
                    score += loss * (opp_pace - potential)
                else:
                    survive = min(1.0, supply_after / (2.2 * (n - 1) + 1.0))
                    if not last_round:
                        survive = survive + (1.0 - survive) * 0.65
                    score -= potential * (1.0 - survive)
                if rules.max_draw is not None and rules.helping and action.draw == WAITER:
                    if view.waiter_sizes[me] - d <= 0:
                        score -= 0.2  # an empty waiter cannot help, and helping pays
            scored.append((score, action))
        return scored

    def _turn_value(
        self,
        view: PlayerView,
        t: Table,
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

    def _waiter_hope(self, view: PlayerView, t: Table) -> float:
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

    def _card_readiness(self, card: OrderCard, cols: list[int], hand: list[int], t: Table) -> float:
        if card.type is OrderType.BOMBASTICA:
            missing = max(0, rv.BOMBASTICA_MIN - sum(cols) - sum(hand))
        else:
            _, _, missing = best_choice(card, cols, hand, t)
        return READY[min(missing, len(READY) - 1)]

    # ------------------------------------------------------------------ reveal decisions
    def _later(self, view: PlayerView, t: Table, cols: list[int], hand: list[int]) -> float:
        """My later orders in the oven minus a share of the others', from ``cols`` on."""
        f = forecast(
            t,
            cols,
            self._remaining(view),
            hand,
            others_consume=self.profile.others_consume,
            others_topup=self.profile.others_topup,
        )
        mine = sum(o.chance for o in f.outcomes if o.owner == view.seat)
        theirs = sum(o.chance for o in f.outcomes if o.owner != view.seat)
        return mine - theirs / max(1, len(view.colours) - 1)

    def _choose(self, view: PlayerView) -> Action:
        t = self._table(view)
        pend = view.pending
        assert pend is not None
        card = view.orders[pend.order]
        hand = list(view.hand_ingredients)
        cols = list(view.columns)
        scored: list[tuple[float, Action]] = []
        for action in view.legal_actions:
            assert isinstance(action, Choose)
            need = rv.requirement(card, action.kinds, t.minimale_n)
            short = rv.shortfall(need, cols)
            missing = sum(max(0, s - h) for s, h in zip(short, hand, strict=True))
            if missing == 0:
                score = 1.0 - 0.04 * sum(short)
                left = [c - (n - s) for c, n, s in zip(cols, need, short, strict=True)]
                h2 = [h - s for h, s in zip(hand, short, strict=True)]
            else:
                score = (0.45 if t.helping else 0.0) * (0.7**missing)
                left, h2 = cols, hand
            if self.profile.waiter_sense:
                score += 0.5 * self._later(view, t, left, h2)
            scored.append((score, action))
        return self._pick(scored)

    def _complete(self, view: PlayerView) -> Action:
        accepts = [a for a in view.legal_actions if isinstance(a, Complete) and a.accept]
        if not accepts:
            return view.legal_actions[0]
        if self.profile.level == "beginner":
            cost = sum(accepts[0].give)
            if cost > 3 and self.rng.random() < 0.4:
                return Complete(False, ())
        if len(accepts) == 1:
            return accepts[0]
        # Bombastica: give the cards least worth keeping.
        t = self._table(view)
        personal = self._personal(view)
        hand = list(view.hand_ingredients)
        needed = [0] * 6
        for o in view.hand_orders:
            c = view.orders[o]
            if c.type is not OrderType.BOMBASTICA:
                _, short, _ = best_choice(c, [0] * 6, hand, t)
                for k in range(6):
                    needed[k] = max(needed[k], short[k] if short else 0)
        worth = [0.12 * min(1, needed[k]) + (0.1 if k == personal else 0.0) for k in range(6)]
        scored: list[tuple[float, Action]] = []
        for a in accepts:
            left = [h - g for h, g in zip(hand, a.give, strict=True)]
            s = sum(worth[k] * min(left[k], max(needed[k], 1)) for k in range(6))
            if self.profile.waiter_sense:
                s += 0.5 * self._later(view, t, [0] * 6, left)
            scored.append((s, a))
        best = max(range(len(scored)), key=lambda i: scored[i][0])
        return scored[best][1]

    def _unseen(self, view: PlayerView) -> list[int]:
        """Per kind, the cards this seat cannot place: not in hand, not face up, not in the remaining oven."""
        per_kind = view.edition_rules.per_kind
        unseen = [per_kind - view.removed[k] if k < view.kinds else 0 for k in range(6)]
        for k in range(6):
            unseen[k] -= view.hand_ingredients[k] + view.columns[k]
        for _, kind, count, _ in self._remaining(view):
            if kind != NO_KIND:
                unseen[kind] -= count
        return [max(0, u) for u in unseen]

    def _help_chance(self, view: PlayerView, request: tuple[int, ...], unseen: list[int]) -> float:
        """Chance that some able player holds every card of ``request`` (binomial guess per seat)."""
        total = max(1, sum(unseen))
        miss = 1.0
        for seat in range(len(view.colours)):
            if seat == view.seat or not view.waiter_sizes[seat]:
                continue
            h = max(0, view.hand_sizes[seat] - 1)
            p_all = 1.0
            for k, r in enumerate(request):
                if r:
                    p_all *= _at_least(h, unseen[k] / total, r)
            miss *= 1.0 - p_all
        return 1.0 - miss

    def _ask_help(self, view: PlayerView) -> Action:
        if self.rng.random() >= self.profile.ask_rate:
            return AskHelp(())
        legal = view.legal_actions
        pend = view.pending
        assert pend is not None
        unseen = self._unseen(view)
        if isinstance(legal, rv.BombasticaRequests):
            candidates = self._bomb_requests(legal, unseen)
        else:
            candidates = [a.request for a in legal if isinstance(a, AskHelp) and a.request]
        if not candidates:
            return AskHelp(())
        if self.profile.level == "beginner":
            return AskHelp(candidates[self.rng.randrange(len(candidates))])
        best = max(candidates, key=lambda r: (self._help_chance(view, r, unseen) - 0.01 * sum(r), r))
        return AskHelp(best)

    def _bomb_requests(self, legal: rv.BombasticaRequests, unseen: list[int]) -> list[tuple[int, ...]]:
        """A few sensible Bombastica requests: the smallest sizes, heaped on the commonest kinds."""
        out: list[tuple[int, ...]] = []
        order = sorted(range(len(legal.caps)), key=lambda k: -unseen[k])
        for size in range(legal.lo, min(legal.hi, legal.lo + 2) + 1):
            for first in order[:3]:
                req = [0] * len(legal.caps)
                left = size
                for k in [first, *[k for k in order if k != first]]:
                    n = min(left, legal.caps[k])
                    req[k] += n
                    left -= n
                if left == 0 and AskHelp(tuple(req)) in legal:
                    out.append(tuple(req))
        return out

    def _help(self, view: PlayerView) -> Action:
        pend = view.pending
        assert pend is not None
        if self.rng.random() >= self.profile.help_rate:
            return Help(False)
        if self.profile.waiter_sense:
            t = self._table(view)
            hand = list(view.hand_ingredients)
            after = [h - r for h, r in zip(hand, pend.request, strict=True)]
            cols = list(view.columns)
            loss = self._later(view, t, cols, hand) - self._later(view, t, cols, after)
            if loss >= 1.0:
                return Help(False)
        return Help(True)


def _at_least(n: int, q: float, r: int) -> float:
    """P(Binomial(n, q) >= r)."""
    if r <= 0:
        return 1.0
    if r > n or q <= 0.0:
        return 0.0
    below = 0.0
    for i in range(r):
        below += math.comb(n, i) * q**i * (1 - q) ** (n - i)
    return max(0.0, 1.0 - below)
