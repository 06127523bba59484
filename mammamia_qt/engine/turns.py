"""Phase 1: the turns. What a turn may do, why a move is refused, and what a turn does.

Each function takes the table (``table.py``) first; ``GameState`` (``state.py``) calls them from
``legal_actions``, ``check`` and ``apply`` (``turns.turn_actions(state)``, ``turns.apply_play(...)``).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Sequence
from typing import overload

from .actions import NO_DRAW, NO_KIND, NO_ORDER, SUPPLY, WAITER, Action, AskHelp, Choose, Complete, Play
from .cards import MAMMA_MIA_CARD
from .errors import Refusal
from .events import CardsDrawn, Event, IngredientsPlayed, MammaMiaTaken, OrderPlayed, Passed
from .ids import Rule
from .table import ORDER_BASE, Table


# ---------------------------------------------------------------------- the legal turns
def draw_stacks(state: Table, seat: int) -> list[tuple[str, int]]:
    """The stacks a draw may come from now, with how many hand cards each can give."""
    stacks = []
    if not state.one_lap and state.supply:
        # Only the Mamma Mia card left: drawing it still ends phase 1.
        cards = len(state.supply) - state.mm_in_supply
        stacks.append((SUPPLY, cards if cards > 1 else 1))
    if state.waiter[seat]:
        stacks.append((WAITER, len(state.waiter[seat])))
    return stacks


def draw_room(state: Table, hand_after: int) -> int:
    """How many cards a draw brings a hand of ``hand_after`` cards: up to the limit, Plus at most 5."""
    er = state.edition_rules
    need = er.hand_limit - hand_after
    if er.max_draw is not None and need > er.max_draw:
        need = er.max_draw
    return need


def draw_options(state: Table, stacks: list[tuple[str, int]], hand_after: int) -> list[tuple[str, int]]:
    need = draw_room(state, hand_after)
    if need <= 0 or not stacks:
        return [(NO_DRAW, 0)]
    if state.rules.draw_fewer:
        return [(source, c) for source, size in stacks for c in range(1, min(need, size) + 1)]
    return [(source, need if need < size else size) for source, size in stacks]


def draw_option_counts(state: Table, stacks: list[tuple[str, int]], hands_after: range) -> list[int]:
    """``len(draw_options(state, stacks, n))`` for each ``n`` of ``hands_after``, without building them."""
    if not stacks:
        return [1] * len(hands_after)
    if state.rules.draw_fewer:
        rooms = [draw_room(state, n) for n in hands_after]
        return [sum(min(need, size) for _, size in stacks) if need > 0 else 1 for need in rooms]
    # One draw per stack while the hand has room (draw_room > 0), else the one "no draw".
    limit, width = state.edition_rules.hand_limit, len(stacks)
    return [width if n < limit else 1 for n in hands_after]


def turn_actions(state: Table) -> Sequence[Play]:
    """The legal turns of the seat to play, in a fixed order (``TurnActions`` while it holds ingredients)."""
    seat = state.current
    ing = state.hand_ing[seat]
    orders = state.hand_orders[seat]
    if any(ing):
        return TurnActions(state, seat)
    size = len(orders)
    if not state.classic:  # Plus: sits out and draws 5 ingredients from the supply
        if state.one_lap or not state.supply:
            return [Play(NO_KIND, 0, NO_ORDER, NO_DRAW, 0)]
        draw = min(state.edition_rules.sit_out_draw, len(state.supply))
        return [Play(NO_KIND, 0, NO_ORDER, SUPPLY, draw)]
    stacks = draw_stacks(state, seat)
    passes = [Play(NO_KIND, 0, NO_ORDER, src, c) for src, c in draw_options(state, stacks, size)]
    if size >= state.edition_rules.hand_limit and orders:
        # Classic safeguard: a full hand of orders may place one, so the game cannot lock.
        full = draw_options(state, stacks, size - 1)
        return [Play(NO_KIND, 0, o, src, c) for o in orders for src, c in full] + passes
    return passes


def turn_shape(
    state: Table, stacks: list[tuple[str, int]], size: int, top: int, orders: int
) -> tuple[list[int], list[int]]:
    """How many turns follow from playing a number of cards of one kind, for ``TurnActions``.

    ``widths[c]``: the draws after a turn that puts ``c`` cards into the oven (an order is one),
    ``c`` up to ``top + 1``; ``prefix[c]``: the turns that play 1 to ``c`` cards of one kind, any
    order, any draw. Without draw_fewer and with a hand within the limit (nearly always) every
    turn that plays a card leaves room: one draw per stack, the same for every count.
    """
    limit = state.edition_rules.hand_limit
    if not state.rules.draw_fewer and size <= limit:
        key = (len(stacks), top, orders, size == limit and bool(stacks))
        shape = _SHAPES.get(key)
        if shape is None:
            shape = _SHAPES[key] = _plain_shape(*key)
        return shape
    widths = draw_option_counts(state, stacks, range(size, size - top - 2, -1))
    prefix = [0] * (top + 1)
    for c in range(1, top + 1):
        prefix[c] = prefix[c - 1] + widths[c] + orders * widths[c + 1]
    return widths, prefix


def _plain_shape(stacks: int, top: int, orders: int, full: bool) -> tuple[list[int], list[int]]:
    """``turn_shape`` without draw_fewer, for a hand within the limit (``full``: at the limit,
    with a stack to draw from)."""
    width = stacks or 1
    widths = [width] * (top + 2)
    if full:
        widths[0] = 1  # playing nothing leaves the hand full: no draw
    block = width * (orders + 1)
    return widths, list(range(0, (top + 1) * block, block))


_SHAPES: dict[tuple[int, int, int, bool], tuple[list[int], list[int]]] = {}
"""The shapes of ``_plain_shape``, made once and shared (read only): a few dozen in a game."""


_PLAYS: dict[tuple[int, int, int, str, int], Play] = {}
"""Every turn a ``TurnActions`` handed out, made once and shared (a ``Play`` is immutable, and
building one costs more than finding it): bounded by the game's kinds, counts, orders and draws."""


class TurnActions(Sequence[Play]):
    """The legal turns of a seat that holds ingredients, made one at a time when asked for.

    In order: each kind held (by kind) and count (1 up), then, where ingredients are optional,
    none; for each, no order and then each order in hand; for each, the draws
    (``draw_options``), which depend only on the hand's size after playing. ``len``, indexing,
    ``in`` and iteration are arithmetic over that shape, so a random playout that takes one turn
    of twenty builds one ``Play``. The hand is copied when the list is made: it does not change
    with the game.
    """

    __slots__ = ("_state", "_ing", "_orders", "_size", "_stacks", "_widths", "_prefix", "_total", "last")

    def __init__(self, state: Table, seat: int) -> None:
        self._state = state  # for its rules only (the hand limit, how draws are counted)
        hand = state.hand_ing[seat]
        ing = self._ing = tuple(hand[: state.kinds])
        orders = self._orders = tuple(state.hand_orders[seat])
        size = self._size = sum(hand) + len(orders)
        stacks = self._stacks = draw_stacks(state, seat)
        top = max(ing)
        # turn_shape's usual case, its shared shape looked up here (a call less per turn)
        limit = state.edition_rules.hand_limit
        shape = None
        if size <= limit and not state.rules.draw_fewer:
            shape = _SHAPES.get((len(stacks), top, len(orders), size == limit and bool(stacks)))
        self._widths, self._prefix = shape or turn_shape(state, stacks, size, top, len(orders))
        self._total = sum(map(self._prefix.__getitem__, ing))
        if state.rules.ingredients_optional:
            self._total += self._widths[0] + len(orders) * self._widths[1]
        self.last: Play | None = None
        """The turn last handed out (by indexing): one of these, known without a check."""

    def __len__(self) -> int:
        return self._total

    @overload
    def __getitem__(self, index: int) -> Play: ...

    @overload
    def __getitem__(self, index: slice) -> list[Play]: ...

    def __getitem__(self, index: int | slice) -> Play | list[Play]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._total))]
        i = index + self._total if index < 0 else index
        if not 0 <= i < self._total:
            raise IndexError(index)
        prefix = self._prefix
        for kind, held in enumerate(self._ing):
            if i < prefix[held]:
                count = bisect_right(prefix, i, 1, held)
                return self._play(kind, count, i - prefix[count - 1])
            i -= prefix[held]
        return self._play(NO_KIND, 0, i)

    def _play(self, kind: int, count: int, i: int) -> Play:
        """The ``i``-th turn that plays ``count`` cards of ``kind``."""
        plain = self._widths[count]
        if i < plain:
            order, after = NO_ORDER, self._size - count
        else:
            order, i = divmod(i - plain, self._widths[count + 1])
            order, after = self._orders[order], self._size - count - 1
        state = self._state
        if state.rules.draw_fewer:
            source, drawn = draw_options(state, self._stacks, after)[i]
        else:  # draw_room's arithmetic, in line: the i-th stack, as much as the hand has room for
            er = state.edition_rules
            need = er.hand_limit - after
            if er.max_draw is not None and need > er.max_draw:
                need = er.max_draw
            if need <= 0 or not self._stacks:
                source, drawn = NO_DRAW, 0
            else:
                source, size = self._stacks[i]
                drawn = need if need < size else size
        key = (kind, count, order, source, drawn)
        play = _PLAYS.get(key)
        if play is None:
            play = _PLAYS[key] = Play(kind, count, order, source, drawn)
        self.last = play
        return play

    def __contains__(self, action: object) -> bool:
        """Whether ``action`` is one of these turns: a ``Play`` of exact ints and a draw source."""
        if action is self.last:
            return True
        if type(action) is not Play or not whole_fields(action):
            return False
        kind, count, order = action.kind, action.count, action.order
        if kind == NO_KIND:
            if count != 0 or not self._state.rules.ingredients_optional:
                return False
        elif not (0 <= kind < len(self._ing) and 1 <= count <= self._ing[kind]):
            return False
        after = self._size - count
        if order != NO_ORDER:
            if order not in self._orders:
                return False
            after -= 1
        return (action.draw, action.draw_count) in draw_options(self._state, self._stacks, after)

    def __iter__(self) -> Iterator[Play]:
        state, stacks, size = self._state, self._stacks, self._size
        plays = [(k, c) for k, held in enumerate(self._ing) for c in range(1, held + 1)]
        if state.rules.ingredients_optional:
            plays.append((NO_KIND, 0))
        for kind, count in plays:
            for order in (NO_ORDER, *self._orders):
                after = size - count - (order != NO_ORDER)
                for source, drawn in draw_options(state, stacks, after):
                    yield Play(kind, count, order, source, drawn)


def whole_fields(a: Play) -> bool:
    """A turn's numbers are ints (not bools or floats that compare equal to one) and its draw a text."""
    return (
        type(a.kind) is int
        and type(a.count) is int
        and type(a.order) is int
        and type(a.draw_count) is int
        and type(a.draw) is str
    )


# ---------------------------------------------------------------------- refusals
def why_not_decision(state: Table, action: Action) -> str:
    p = state.pending
    assert p is not None
    if isinstance(action, Choose):
        return "that choice is not open: jokers cannot be the personal ingredient, and a Minimale takes the fewest face-up kind"
    if isinstance(action, Complete):
        return "the owner can only add the exact shortfall from cards in hand"
    if isinstance(action, AskHelp):
        return "a help request must be part of the shortfall, and the owner's hand must cover the rest"
    return "only a player who holds every requested card can help"


def why_not_play(state: Table, a: Play) -> Refusal:
    """The first rule a turn of phase 1 that is not among the legal ones breaks."""
    seat = state.current
    has_ing = sum(state.hand_ing[seat]) > 0
    return (
        _ingredients_refusal(state, a, has_ing)
        or _order_refusal(state, a, has_ing)
        or _source_refusal(state, a)
        or _count_refusal(state)
    )


def _ingredients_refusal(state: Table, a: Play, has_ing: bool) -> Refusal | None:
    """What is wrong with the ingredients a turn plays (none, or not in hand)."""
    if a.kind == NO_KIND:
        if has_ing and not state.rules.ingredients_optional:
            return Refusal("a turn must put at least one ingredient into the oven", Rule.MUST_PLAY_INGREDIENT)
        if a.count != 0:
            return Refusal("a pass plays no ingredient", Rule.PASS_PLAYS_NOTHING)
        return None
    ing = state.hand_ing[state.current]
    if not has_ing:
        return Refusal("there is no ingredient in hand to play", Rule.NO_INGREDIENT)
    if not 0 <= a.kind < state.kinds or a.count < 1 or ing[a.kind] < a.count:
        return Refusal("the ingredients played must be in hand", Rule.INGREDIENTS_IN_HAND)
    return None


def _order_refusal(state: Table, a: Play, has_ing: bool) -> Refusal | None:
    """What is wrong with the order a turn plays (not in hand, or a hand without ingredients)."""
    if a.order == NO_ORDER:
        return None
    seat = state.current
    if a.order not in state.hand_orders[seat]:
        return Refusal("the order played must be in hand", Rule.ORDER_IN_HAND)
    if has_ing:
        return None
    if not state.classic:
        return Refusal("a player without ingredients sits out and plays no order (Plus)", Rule.SIT_OUT)
    if state.hand_size(seat) < state.edition_rules.hand_limit:
        return Refusal("a player without ingredients passes and plays no order (Classic)", Rule.PASS)
    return None


def _source_refusal(state: Table, a: Play) -> Refusal | None:
    """What is wrong with the stack a turn draws from (unknown, empty, or none while one can give)."""
    if a.draw not in (NO_DRAW, SUPPLY, WAITER):
        return Refusal(f"unknown draw source {a.draw!r}", Rule.DRAW_SOURCE)
    if a.draw == WAITER and not state.waiter[state.current]:
        return Refusal("the waiter is empty: draw from the supply", Rule.DRAW_WAITER_EMPTY)
    if a.draw == SUPPLY and (state.one_lap or not state.supply):
        return Refusal("the supply is empty: draw from the waiter", Rule.DRAW_SUPPLY_EMPTY)
    if a.draw == NO_DRAW:
        return Refusal("the draw is compulsory while a stack can give a card", Rule.DRAW_COMPULSORY)
    return None


def _count_refusal(state: Table) -> Refusal:
    """The draw's count is wrong: what it may be under this game's rules."""
    if state.rules.draw_fewer:
        return Refusal(
            "draw at least one card, up to the hand limit and what the stack holds", Rule.DRAW_COUNT
        )
    er = state.edition_rules
    limit = f"up to {er.hand_limit} cards" + (f", at most {er.max_draw} at once" if er.max_draw else "")
    return Refusal(f"draw {limit}, or what the stack holds", Rule.DRAW_COUNT)


# ---------------------------------------------------------------------- a turn played
def apply_play(state: Table, a: Play, events: list[Event] | None) -> None:
    """Apply a turn; ``events`` None (playouts) builds no events."""
    seat = state.current
    state.turns += 1
    kind, count, order = a.kind, a.count, a.order
    orders = state.hand_orders[seat]
    size = sum(state.hand_ing[seat]) + len(orders)  # kept along for the events' counts
    if kind == NO_KIND:
        if events is not None:
            events.append(Passed(seat, not state.classic and size == len(orders)))
    else:
        oven = state.oven
        state.hand_ing[seat][kind] -= count
        oven += [kind] * count
        size -= count
        if events is not None:
            events.append(IngredientsPlayed(seat, kind, count, size, len(oven)))
    if order != NO_ORDER:
        orders.remove(order)
        state.oven.append(ORDER_BASE + order)
        size -= 1
        if events is not None:
            events.append(OrderPlayed(seat, order, size, len(state.oven)))
    state.round_plays.append((seat, kind, count, order))
    draw = a.draw
    if draw == SUPPLY:
        if draw_supply(state, seat, a.draw_count, events, size):
            evaluator = state.mm_holder if state.classic else seat
            assert evaluator is not None  # Classic: whoever drew the Mamma Mia card
            state.flow.end_phase_one(evaluator, events)
            return
    elif draw == WAITER:
        waiter = state.waiter[seat]
        got = [waiter.pop() for _ in range(a.draw_count)]
        orders += got
        if events is not None:
            events.append(
                CardsDrawn(
                    seat, WAITER, len(got), (0,) * 6, tuple(got),
                    size + len(got), len(state.supply), len(waiter),
                )
            )  # fmt: skip
    if state.one_lap:
        state.lap_turns += 1
        if state.lap_turns >= state.n:
            state.flow.end_phase_one(state.start_player, events)
            return
    state.current = (seat + 1) % state.n


def draw_supply(state: Table, seat: int, count: int, events: list[Event] | None, size: int) -> bool:
    """Draw ``count`` hand cards into a hand of ``size``; True when the last supply card was
    drawn (phase 1 ends)."""
    drawn = [0] * 6
    got = 0
    supply = state.supply
    # A draw of every hand card left that still wants more goes on to a Mamma Mia card below
    # them (RULES.md: "a stack that runs short gives what it has"), which ends phase 1.
    drains = state.mm_in_supply and count >= state.supply_hand_cards() and count < draw_room(state, size)
    while supply and (got < count or drains):
        card = supply.pop()
        if card == MAMMA_MIA_CARD:
            state.mm_in_supply = False
            if got:
                size += got
                if events is not None:
                    events.append(supply_drawn(state, seat, got, drawn, len(supply) + 1, size))
                drawn, got, count = [0] * 6, 0, count - got
            state.mm_holder = seat
            if events is not None:
                events.append(MammaMiaTaken(seat, False, len(supply)))
            continue
        drawn[card] += 1
        state.hand_ing[seat][card] += 1
        got += 1
    if got and events is not None:
        events.append(supply_drawn(state, seat, got, drawn, len(supply), size + got))
    return not supply


def supply_drawn(state: Table, seat: int, got: int, drawn: list[int], supply: int, size: int) -> CardsDrawn:
    """A draw from the supply, with the counts after it (the supply's and the hand's size then)."""
    return CardsDrawn(seat, SUPPLY, got, tuple(drawn), (), size, supply, len(state.waiter[seat]))
