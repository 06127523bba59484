"""Looking ahead to the reveal: which orders in the oven will be delivered, and what is left.

The reveal is deterministic but for the owners' choices, top-ups and help; a forecast walks the
remembered oven in play order like the engine does, lets every owner choose what suits them,
covers this seat's shortfalls from its own hand, and gives other owners a chance to top up that
shrinks with the shortfall.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import reveal as rv
from ..engine.actions import NO_KIND, NO_ORDER
from ..engine.cards import OrderCard, OrderType
from .memory import Play4

# Chance that another owner covers a shortfall of n cards from hand (index n, capped).
TOPUP_CHANCE: tuple[float, ...] = (1.0, 0.8, 0.6, 0.4, 0.2, 0.08, 0.03)
BOMB_TOPUP_CHANCE: tuple[float, ...] = (1.0, 0.9, 0.85, 0.75, 0.6, 0.45, 0.3, 0.15, 0.05)


@dataclass(slots=True)
class Outcome:
    """One order's fate in a forecast: the chance it is delivered and the hand cards it costs."""

    order: int
    owner: int
    chance: float
    cost: int
    short: int  # cards missing after the owner's own hand (this seat) or before top-up (others)


@dataclass(slots=True)
class Forecast:
    outcomes: list[Outcome]
    columns: list[int]  # face up after the whole oven is revealed
    hand: list[int]  # this seat's hand after its top-ups


@dataclass(frozen=True, slots=True)
class ForecastFacts:
    """The fixed facts a forecast needs: the game's orders and seats, from the view."""

    orders: tuple[OrderCard, ...]
    kinds: int
    minimale_n: int
    me: int
    helping: bool
    later: tuple[float, ...] = (0.0,)
    """Chance this seat still covers a shortfall of n cards (index n) from cards drawn before the reveal."""


def best_choice(
    card: OrderCard, columns: list[int], hand: list[int] | None, t: ForecastFacts
) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """The owner's best choice for ``card``: (chosen kinds, shortfall, cards missing after hand).

    With ``hand`` None (another owner) the smallest shortfall wins; with a hand, the choice whose
    shortfall the hand covers best, then the one taking the most from the columns.
    """
    options: list[tuple[int, ...]]
    if rv.needs_choice(card):
        options = rv.choice_options(card, columns, t.kinds, t.minimale_n)
        if options == [()]:
            return (), (), 99
    else:
        options = [()]
    best: tuple[tuple[int, ...], tuple[int, ...], int] | None = None
    best_key: tuple[int, int] | None = None
    for chosen in options:
        need = rv.requirement(card, chosen, t.minimale_n)
        short = rv.shortfall(need, columns)
        total = sum(short)
        missing = total if hand is None else sum(max(0, s - h) for s, h in zip(short, hand, strict=True))
        key = (missing, total)
        if best_key is None or key < best_key:
            best, best_key = (chosen, short, missing), key
    assert best is not None
    return best


def forecast(
    t: ForecastFacts,
    columns: list[int],
    plays: list[Play4],
    hand: list[int],
    *,
    others_consume: bool = True,
    others_topup: bool = True,
    luck: list[float] | None = None,
) -> Forecast:
    """Walk ``plays`` (in oven order) from ``columns``; this seat tops up from ``hand``.

    ``others_consume`` False forgets that other owners' orders take ingredients out (a beginner's
    blind spot); ``others_topup`` False assumes others deliver only what the columns already hold.
    With ``luck`` (uniform draws, one per order), another owner's uncertain top-up is settled by
    a draw instead of by whether it is likelier than not: averaging over several ``luck`` lists
    gives this seat's chances under that uncertainty.
    """
    walk = _Walk(t, list(columns), list(hand), [], others_consume, others_topup, luck)
    orders = t.orders
    for seat, kind, count, order in plays:
        if kind != NO_KIND:
            walk.cols[kind] += count
        if order != NO_ORDER:
            walk.order(seat, order, orders[order])
    return Forecast(walk.outcomes, walk.cols, walk.hand)


@dataclass(slots=True)
class _Walk:
    """A forecast under way: the columns and this seat's hand so far, the outcomes so far."""

    t: ForecastFacts
    cols: list[int]
    hand: list[int]
    outcomes: list[Outcome]
    others_consume: bool
    others_topup: bool
    luck: list[float] | None

    def order(self, seat: int, order: int, card: OrderCard) -> None:
        """The order ``order`` of ``seat`` comes out of the oven: forecast its fate."""
        mine = seat == self.t.me
        if card.forbidden is not None and self.cols[card.forbidden] > 0:
            self.outcomes.append(Outcome(order, seat, 0.0, 0, 99))
        elif card.type is OrderType.BOMBASTICA:
            missing = max(0, rv.BOMBASTICA_MIN - sum(self.cols))
            if mine:
                self._my_bombastica(seat, order, missing)
            else:
                self._their_bombastica(seat, order, missing)
        else:
            chosen, short, missing = best_choice(card, self.cols, self.hand if mine else None, self.t)
            if missing >= 99:
                self.outcomes.append(Outcome(order, seat, 0.0, 0, 99))
                return
            need = rv.requirement(card, chosen, self.t.minimale_n)
            if mine:
                self._mine(seat, order, need, short, missing)
            else:
                self._theirs(seat, order, need, short)

    def _my_bombastica(self, seat: int, order: int, missing: int) -> None:
        """This seat tops its Bombastica up from hand if it can (then the columns are emptied)."""
        hand = self.hand
        if sum(hand) >= missing:
            _take_spare(hand, missing)
            self.outcomes.append(Outcome(order, seat, 1.0, missing, 0))
            self.cols = [0] * 6
        else:
            chance = 0.4 if self.t.helping else 0.0
            self.outcomes.append(Outcome(order, seat, chance, 0, missing - sum(hand)))

    def _their_bombastica(self, seat: int, order: int, missing: int) -> None:
        """Another owner's Bombastica: delivered (emptying the columns) by its top-up chance."""
        if self.others_topup:
            chance = BOMB_TOPUP_CHANCE[min(missing, len(BOMB_TOPUP_CHANCE) - 1)]
        else:
            chance = float(missing == 0)
        self.outcomes.append(Outcome(order, seat, chance, 0, missing))
        if self.others_consume and _happens(chance, self.luck, len(self.outcomes)):
            self.cols = [0] * 6

    def _mine(self, seat: int, order: int, need: list[int], short: tuple[int, ...], missing: int) -> None:
        """This seat's order: delivered from the columns and its hand, or left to later chances."""
        if missing == 0:
            for k in range(6):
                self.hand[k] -= short[k]
                self.cols[k] -= need[k] - short[k]
            self.outcomes.append(Outcome(order, seat, 1.0, sum(short), 0))
            return
        later = self.t.later
        chance = later[min(missing, len(later) - 1)]
        if self.t.helping and missing <= 3:
            chance = max(chance, 0.45)
        self.outcomes.append(Outcome(order, seat, chance, 0, missing))

    def _theirs(self, seat: int, order: int, need: list[int], short: tuple[int, ...]) -> None:
        """Another owner's order: delivered by its top-up chance, taking its cards if it is."""
        total = sum(short)
        if self.others_topup:
            chance = TOPUP_CHANCE[min(total, len(TOPUP_CHANCE) - 1)]
            if self.t.helping and total:
                chance = min(1.0, chance + 0.15)
        else:
            chance = float(total == 0)
        self.outcomes.append(Outcome(order, seat, chance, 0, total))
        if self.others_consume and _happens(chance, self.luck, len(self.outcomes)):
            for k in range(6):
                self.cols[k] -= need[k] - short[k]


def _happens(chance: float, luck: list[float] | None, index: int) -> bool:
    if luck is None:
        return chance >= 0.5
    return luck[index % len(luck)] < chance


def _take_spare(hand: list[int], n: int) -> None:
    """Remove ``n`` cards from the kinds held most (a Bombastica top-up)."""
    for _ in range(n):
        k = max(range(len(hand)), key=lambda i: hand[i])
        hand[k] -= 1
