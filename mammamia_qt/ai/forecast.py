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
class Table:
    """The fixed facts a forecast needs: the game's orders and seats, from the view."""

    orders: tuple[OrderCard, ...]
    kinds: int
    minimale_n: int
    me: int
    helping: bool
    later: tuple[float, ...] = (0.0,)
    """Chance this seat still covers a shortfall of n cards (index n) from cards drawn before the reveal."""


def best_choice(
    card: OrderCard, columns: list[int], hand: list[int] | None, t: Table
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
    t: Table,
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
    cols = list(columns)
    hand = list(hand)
    outcomes: list[Outcome] = []
    orders = t.orders
    for seat, kind, count, order in plays:
        if kind != NO_KIND:
            cols[kind] += count
        if order == NO_ORDER:
            continue
        card = orders[order]
        mine = seat == t.me
        if card.forbidden is not None and cols[card.forbidden] > 0:
            outcomes.append(Outcome(order, seat, 0.0, 0, 99))
            continue
        if card.type is OrderType.BOMBASTICA:
            missing = max(0, rv.BOMBASTICA_MIN - sum(cols))
            if mine:
                ok = sum(hand) >= missing
                chance = 1.0 if ok else (0.4 if t.helping else 0.0)
                cost = missing if ok else 0
                if ok:
                    _take_spare(hand, missing)
                outcomes.append(Outcome(order, seat, chance, cost, 0 if ok else missing - sum(hand)))
                if ok:
                    cols = [0] * 6
                continue
            chance = (
                BOMB_TOPUP_CHANCE[min(missing, len(BOMB_TOPUP_CHANCE) - 1)]
                if others_topup
                else float(missing == 0)
            )
            outcomes.append(Outcome(order, seat, chance, 0, missing))
            if others_consume and _happens(chance, luck, len(outcomes)):
                cols = [0] * 6
            continue
        chosen, short, missing = best_choice(card, cols, hand if mine else None, t)
        if missing >= 99:
            outcomes.append(Outcome(order, seat, 0.0, 0, 99))
            continue
        need = rv.requirement(card, chosen, t.minimale_n)
        if mine:
            if missing == 0:
                for k in range(6):
                    hand[k] -= short[k]
                    cols[k] -= need[k] - short[k]
                outcomes.append(Outcome(order, seat, 1.0, sum(short), 0))
            else:
                chance = t.later[min(missing, len(t.later) - 1)]
                if t.helping and missing <= 3:
                    chance = max(chance, 0.45)
                outcomes.append(Outcome(order, seat, chance, 0, missing))
            continue
        total = sum(short)
        if others_topup:
            chance = TOPUP_CHANCE[min(total, len(TOPUP_CHANCE) - 1)]
            if t.helping and total:
                chance = min(1.0, chance + 0.15)
        else:
            chance = float(total == 0)
        outcomes.append(Outcome(order, seat, chance, 0, total))
        if others_consume and _happens(chance, luck, len(outcomes)):
            for k in range(6):
                cols[k] -= need[k] - short[k]
    return Forecast(outcomes, cols, hand)


def _happens(chance: float, luck: list[float] | None, index: int) -> bool:
    if luck is None:
        return chance >= 0.5
    return luck[index % len(luck)] < chance


def _take_spare(hand: list[int], n: int) -> None:
    """Remove ``n`` cards from the kinds held most (a Bombastica top-up)."""
    for _ in range(n):
        k = max(range(len(hand)), key=lambda i: hand[i])
        hand[k] -= 1
