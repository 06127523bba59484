"""Phase 1: the turns. What a turn may do, why a move is refused, and what a turn does.

Each function takes the table (``table.py``) first; ``GameState`` (``state.py``) calls them from
``legal_actions``, ``check`` and ``apply`` (``turns.turn_actions(state)``, ``turns.apply_play(...)``).
"""

from __future__ import annotations

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
        stacks.append((SUPPLY, max(1, state.supply_hand_cards())))
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


def turn_actions(state: Table) -> list[Action]:
    seat = state.current
    ing = state.hand_ing[seat]
    orders = state.hand_orders[seat]
    size = sum(ing) + len(orders)
    new = tuple.__new__
    if size - len(orders) == 0:
        if not state.classic:  # Plus: sits out and draws 5 ingredients from the supply
            if state.one_lap or not state.supply:
                return [new(Play, (NO_KIND, 0, NO_ORDER, NO_DRAW, 0))]
            draw = min(state.edition_rules.sit_out_draw, len(state.supply))
            return [new(Play, (NO_KIND, 0, NO_ORDER, SUPPLY, draw))]
        stacks = draw_stacks(state, seat)
        passes: list[Action] = [
            new(Play, (NO_KIND, 0, NO_ORDER, src, c)) for src, c in draw_options(state, stacks, size)
        ]
        if size >= state.edition_rules.hand_limit and orders:
            # Classic safeguard: a full hand of orders may place one, so the game cannot lock.
            full = draw_options(state, stacks, size - 1)
            return [new(Play, (NO_KIND, 0, o, src, c)) for o in orders for src, c in full] + passes
        return passes
    stacks = draw_stacks(state, seat)
    plays = [(k, c) for k in range(state.kinds) for c in range(1, ing[k] + 1)]
    if state.rules.ingredients_optional:
        plays.append((NO_KIND, 0))
    order_choices = [NO_ORDER, *orders]
    by_after: dict[int, list[tuple[str, int]]] = {}
    draws: list[tuple[str, int]] | None
    actions: list[Action] = []
    append = actions.append
    for k, c in plays:
        for o in order_choices:
            after = size - c - (o != NO_ORDER)
            draws = by_after.get(after)
            if draws is None:
                draws = by_after[after] = draw_options(state, stacks, after)
            for src, count in draws:
                append(new(Play, (k, c, o, src, count)))
    return actions


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
    size = state.hand_size(seat)  # kept along for the events' counts
    if a.kind == NO_KIND:
        if events is not None:
            events.append(Passed(seat, not state.classic and size == len(state.hand_orders[seat])))
    else:
        state.hand_ing[seat][a.kind] -= a.count
        state.oven.extend([a.kind] * a.count)
        size -= a.count
        if events is not None:
            events.append(IngredientsPlayed(seat, a.kind, a.count, size, len(state.oven)))
    if a.order != NO_ORDER:
        state.hand_orders[seat].remove(a.order)
        state.oven.append(ORDER_BASE + a.order)
        size -= 1
        if events is not None:
            events.append(OrderPlayed(seat, a.order, size, len(state.oven)))
    state.round_plays.append((seat, a.kind, a.count, a.order))
    if a.draw == SUPPLY:
        if draw_supply(state, seat, a.draw_count, events, size):
            evaluator = state.mm_holder if state.classic else seat
            assert evaluator is not None  # Classic: whoever drew the Mamma Mia card
            state.flow.end_phase_one(evaluator, [] if events is None else events)
            return
    elif a.draw == WAITER:
        waiter = state.waiter[seat]
        got = [waiter.pop() for _ in range(a.draw_count)]
        state.hand_orders[seat].extend(got)
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
            state.flow.end_phase_one(state.start_player, [] if events is None else events)
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
