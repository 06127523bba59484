"""Helpers for the engine tests: build positions directly on a dealt game's internals."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from mammamia_qt.engine import INGREDIENTS, KIND, ORDER_BASE, GameState, Rules
from mammamia_qt.engine.actions import Action
from mammamia_qt.engine.cards import EDITIONS, MAMMA_MIA_CARD, Edition, OrderType
from mammamia_qt.engine.events import Event


def counts(data: dict[str, int] | None = None) -> list[int]:
    """A 6-long count list from ingredient ids."""
    out = [0] * len(INGREDIENTS)
    for name, n in (data or {}).items():
        out[KIND[name]] = n
    return out


def ids(values: Sequence[int]) -> dict[str, int]:
    """Ingredient ids with a non-zero count, for readable assertions."""
    return {INGREDIENTS[k]: n for k, n in enumerate(values) if n}


def new(
    edition: str = "classic", players: int = 3, seed: int = 1, **options: Any
) -> tuple[GameState, list[Event]]:
    return GameState.new_game(Rules(edition=Edition(edition), players=players, **options), seed)


def seat_of(state: GameState, colour: str) -> int:
    return state.colours.index(colour)


def find_order(state: GameState, colour: str, type: str, **match: Any) -> int:
    """The index of ``colour``'s order of ``type`` whose fields match (``needs`` as ids)."""
    for card in state.orders:
        if card.colour != colour or card.type is not OrderType(type):
            continue
        if "needs" in match and ids(card.needs) != match["needs"]:
            continue
        if "forbidden" in match and card.forbidden != KIND[match["forbidden"]]:
            continue
        if "either" in match and card.either != tuple(KIND[k] for k in match["either"]):
            continue
        return card.index
    raise LookupError(f"no {type} order of {colour} matching {match}")


def set_hand(
    state: GameState, seat: int, ingredients: dict[str, int] | None = None, orders: Iterable[int] = ()
) -> None:
    state.hand_ing[seat] = counts(ingredients)
    state.hand_orders[seat] = list(orders)
    state._legal = None


def spare_orders(state: GameState, seat: int, exclude: Iterable[int] = ()) -> list[int]:
    """The seat's colour's orders, except those in ``exclude``."""
    skip = set(exclude)
    return [o.index for o in state.orders if o.colour == state.colours[seat] and o.index not in skip]


def start_reveal(
    state: GameState,
    oven: Sequence[str | int],
    *,
    carried: dict[str, int] | None = None,
    hands: dict[int, dict[str, int]] | None = None,
    waiters: dict[int, int] | None = None,
    evaluator: int = 0,
) -> list[Event]:
    """Replace the position by one ready to reveal ``oven`` (ids, or order indexes), and start it.

    Hands hold only the given ingredients (no orders); each waiter holds the given number of the
    seat's colour's orders that are not in the oven (missing seats: empty).
    """
    in_oven = {c for c in oven if isinstance(c, int)}
    for seat in range(state.n):
        state.hand_ing[seat] = counts((hands or {}).get(seat))
        state.hand_orders[seat] = []
        size = (waiters or {}).get(seat, 0)
        state.waiter[seat] = spare_orders(state, seat, in_oven)[:size]
        assert len(state.waiter[seat]) == size
        state.delivered[seat] = []
    state.oven = [c + ORDER_BASE if isinstance(c, int) else KIND[c] for c in oven]
    state.carried = counts(carried)
    state.supply = []
    state.mm_in_supply = False
    if state.classic:
        state.mm_holder = evaluator
    state._legal = None
    events: list[Event] = []
    state.flow.end_phase_one(evaluator, events)
    return events


def ingredient_totals(state: GameState) -> list[int]:
    """Per kind: every place an ingredient card can be (supply, hands, oven, face up, used, removed)."""
    total = [0] * 6
    for card in state.supply:
        if card != MAMMA_MIA_CARD:
            total[card] += 1
    unrevealed = state.oven[state.reveal_pos :] if state.phase == "reveal" else state.oven
    for card in unrevealed:
        if card < ORDER_BASE:
            total[card] += 1
    face_up = state.columns if state.phase == "reveal" else state.carried
    for k in range(6):
        total[k] += sum(h[k] for h in state.hand_ing) + face_up[k] + state.used[k] + state.removed[k]
    return total


def expected_totals(state: GameState) -> list[int]:
    info = EDITIONS[state.rules.edition]
    return [info.per_kind if k < info.kinds else 0 for k in range(6)]


def order_places(state: GameState) -> dict[int, list[str]]:
    """For every order index, the places it is found (hand, waiter, oven, delivered)."""
    places: dict[int, list[str]] = {}
    for seat in range(state.n):
        for o in state.hand_orders[seat]:
            places.setdefault(o, []).append(f"hand{seat}")
        for o in state.waiter[seat]:
            places.setdefault(o, []).append(f"waiter{seat}")
        for o in state.delivered[seat]:
            places.setdefault(o, []).append(f"delivered{seat}")
    oven = state.oven[state.reveal_pos :] if state.phase == "reveal" else state.oven
    for card in oven:
        if card >= ORDER_BASE:
            places.setdefault(card - ORDER_BASE, []).append("oven")
    if state.pending is not None:
        places.setdefault(state.pending.order, []).append("pending")
    return places


def seated_orders(state: GameState) -> set[int]:
    return {o.index for o in state.orders if o.colour in state.colours}


def randomly(seed: int | random.Random) -> Callable[[Sequence[Action]], Action]:
    """A pick for ``play_out``: a uniformly random legal action, ``legal[rng.randrange(len(legal))]``
    (``rng.choice`` draws the same), from ``seed``'s generator: a seeded random game."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    return lambda legal: legal[rng.randrange(len(legal))]


def play_out(
    state: GameState,
    pick: Any = None,
    limit: int = 5000,
    *,
    until: Callable[[GameState], bool] | None = None,
    moves: int | None = None,
) -> list[Event]:
    """Play on choosing the first legal action (or ``pick(legal)``, e.g. ``randomly(seed)``) to the
    game's end, or until ``until(state)`` holds (the game must not end first), or for ``moves``
    moves (fewer if the game ends); returns every event."""
    events: list[Event] = []
    for n in range(limit):
        if (until is not None and until(state)) or n == moves:
            return events
        if state.is_terminal():
            assert until is None, "the game ended first"
            return events
        legal = state.legal_actions()
        events += state.apply(pick(legal) if pick else legal[0])
    raise AssertionError("the game did not end")


def answer_only_noes(state: GameState) -> list[Event]:
    """Answer every pending question whose only answer is no (asked all the same), up to the next
    free decision or the reveal's end."""
    events: list[Event] = []
    while state.pending is not None and state.pending.stage in ("complete", "help"):
        legal = state.legal_actions()
        if len(legal) != 1:
            break
        events += state.apply(legal[0])
    return events
