"""RULES.md, A turn (phase 1: filling the oven)."""

from __future__ import annotations

import pytest
from engine_support import counts, new, set_hand

from mammamia_qt.engine import (
    KIND,
    NO_DRAW,
    NO_KIND,
    NO_ORDER,
    ORDER_BASE,
    SUPPLY,
    WAITER,
    GameState,
    IllegalAction,
    Play,
)
from mammamia_qt.engine.cards import MAMMA_MIA_CARD
from mammamia_qt.engine.events import (
    CardsDrawn,
    IngredientsPlayed,
    MammaMiaTaken,
    OrderPlayed,
    Passed,
    PhaseOneEnded,
    RoundStarted,
)

OLIVE, PEPPER, SALAMI = KIND["olive"], KIND["pepper"], KIND["salami"]


def my_turn(
    state: GameState, seat: int, ingredients: dict[str, int], orders: list[int] | None = None
) -> None:
    state.current = seat
    set_hand(state, seat, ingredients, orders if orders is not None else [])


def draws(state: GameState, kind: int = OLIVE, count: int = 1, order: int = NO_ORDER) -> set[tuple[str, int]]:
    return {
        (a.draw, a.draw_count)
        for a in state.legal_actions()
        if isinstance(a, Play) and (a.kind, a.count, a.order) == (kind, count, order)
    }


def test_turn_must_play_ingredients_of_one_kind() -> None:
    state, _ = new("classic", 3, seed=4)
    my_turn(state, 0, {"olive": 2, "pepper": 1})
    plays = {(a.kind, a.count) for a in state.legal_actions()}
    assert plays == {(OLIVE, 1), (OLIVE, 2), (PEPPER, 1)}
    before = state.fingerprint()
    with pytest.raises(IllegalAction) as err:
        state.apply(Play(NO_KIND, 0, NO_ORDER, SUPPLY, 3))
    assert getattr(err.value, "rule", None) == "must_play_ingredient"
    assert state.fingerprint() == before


def test_turn_is_announced_ingredients_and_order() -> None:
    state, _ = new("classic", 3, seed=4)
    order = state.hand_orders[0][0]
    my_turn(state, 0, {"salami": 3}, [order])
    events = state.apply(Play(SALAMI, 2, order, SUPPLY, 6))
    assert events[0] == IngredientsPlayed(0, SALAMI, 2)
    assert events[1] == OrderPlayed(0, order)
    assert state.oven[-3:] == [SALAMI, SALAMI, ORDER_BASE + order]
    assert state.view_for(1).oven_top == ORDER_BASE + order


def test_turn_may_play_one_order_from_hand() -> None:
    state, _ = new("classic", 3, seed=4)
    o1, o2 = state.waiter[0][:2]
    my_turn(state, 0, {"olive": 1}, [o1, o2])
    orders = {a.order for a in state.legal_actions()}
    assert orders == {NO_ORDER, o1, o2}


def test_classic_draw_up_to_seven() -> None:
    state, _ = new("classic", 3, seed=4)
    my_turn(state, 0, {"olive": 2})
    assert draws(state) == {(SUPPLY, 6), (WAITER, 6)}
    state.apply(Play(OLIVE, 1, NO_ORDER, SUPPLY, 6))
    assert state.hand_size(0) == 7


def test_plus_draw_at_most_five() -> None:
    state, _ = new("plus", 3, seed=4)
    my_turn(state, 0, {"olive": 3})
    assert draws(state, OLIVE, 3) == {(SUPPLY, 5), (WAITER, 5)}
    assert draws(state, OLIVE, 1) == {(SUPPLY, 5), (WAITER, 5)}
    my_turn(state, 0, {"olive": 8})
    assert draws(state, OLIVE, 2) == {(SUPPLY, 3), (WAITER, 3)}  # up to a hand of 9
    events = state.apply(Play(OLIVE, 2, NO_ORDER, SUPPLY, 3))
    assert state.hand_size(0) == 9
    assert [e for e in events if isinstance(e, CardsDrawn)][0].count == 3


def test_draw_from_supply_or_waiter_never_both() -> None:
    state, _ = new("classic", 3, seed=4)
    my_turn(state, 0, {"olive": 2})
    supply, waiter = len(state.supply), len(state.waiter[0])
    for a in state.legal_actions():
        assert a.draw in (SUPPLY, WAITER)
    events = state.apply(Play(OLIVE, 2, NO_ORDER, WAITER, 7))
    assert len(state.supply) == supply
    assert len(state.waiter[0]) == waiter - 7 and len(state.hand_orders[0]) == 7
    drawn = [e for e in events if isinstance(e, CardsDrawn)]
    assert len(drawn) == 1 and drawn[0].source == WAITER and drawn[0].count == 7


def test_short_stack_gives_what_it_has() -> None:
    state, _ = new("plus", 3, seed=4)
    my_turn(state, 0, {"olive": 3})
    state.supply = [PEPPER, SALAMI]
    state.waiter[0] = state.waiter[0][:1]
    state._legal = None
    assert draws(state, OLIVE, 3) == {(SUPPLY, 2), (WAITER, 1)}
    state.apply(Play(OLIVE, 3, NO_ORDER, WAITER, 1))
    assert state.hand_size(0) == 1  # the hand stays short until the next turn


def test_draw_is_compulsory_and_waiter_only_while_it_holds_a_card() -> None:
    state, _ = new("classic", 3, seed=4)
    my_turn(state, 0, {"olive": 2})
    state.waiter[0] = []
    state._legal = None
    assert draws(state) == {(SUPPLY, 6)}
    before = state.fingerprint()
    for bad, rule in [
        (Play(OLIVE, 1, NO_ORDER, NO_DRAW, 0), "draw_compulsory"),
        (Play(OLIVE, 1, NO_ORDER, WAITER, 1), "draw_waiter_empty"),
        (Play(OLIVE, 1, NO_ORDER, SUPPLY, 5), "draw_count"),
    ]:
        with pytest.raises(ValueError) as err:
            state.apply(bad)
        assert err.value.rule == rule  # type: ignore[attr-defined]
        assert state.fingerprint() == before


def test_full_hand_draws_nothing() -> None:
    state, _ = new("plus", 3, seed=4, ingredients_optional=True)
    my_turn(state, 0, {"olive": 9})
    assert draws(state, NO_KIND, 0) == {(NO_DRAW, 0)}


def test_option_draw_fewer() -> None:
    state, _ = new("plus", 3, seed=4, draw_fewer=True)
    my_turn(state, 0, {"olive": 6})
    assert draws(state, OLIVE, 3) == {(s, c) for s in (SUPPLY, WAITER) for c in range(1, 6)}
    assert draws(state, OLIVE, 1) == {(s, c) for s in (SUPPLY, WAITER) for c in range(1, 5)}
    state.apply(Play(OLIVE, 3, NO_ORDER, SUPPLY, 1))
    assert state.hand_size(0) == 4
    default, _ = new("plus", 3, seed=4)
    my_turn(default, 0, {"olive": 6})
    assert draws(default, OLIVE, 3) == {(SUPPLY, 5), (WAITER, 5)}


def test_option_ingredients_optional() -> None:
    state, _ = new("classic", 3, seed=4, ingredients_optional=True)
    order = state.waiter[0][0]
    my_turn(state, 0, {"olive": 2}, [order])
    plays = {(a.kind, a.count, a.order) for a in state.legal_actions()}
    assert (NO_KIND, 0, NO_ORDER) in plays and (NO_KIND, 0, order) in plays
    events = state.apply(Play(NO_KIND, 0, order, SUPPLY, 5))
    assert Passed(0, False) in events and OrderPlayed(0, order) in events
    assert state.oven == [ORDER_BASE + order]
    strict, _ = new("classic", 3, seed=4)
    my_turn(strict, 0, {"olive": 2}, [order])
    assert all(a.kind != NO_KIND for a in strict.legal_actions())


def test_classic_no_ingredient_passes_and_draws() -> None:
    state, _ = new("classic", 3, seed=4)
    order = state.waiter[0][0]
    my_turn(state, 0, {}, [order])
    legal = state.legal_actions()
    assert all(a.kind == NO_KIND and a.order == NO_ORDER for a in legal)
    assert {(a.draw, a.draw_count) for a in legal} == {(SUPPLY, 6), (WAITER, 6)}
    before = state.fingerprint()
    with pytest.raises(ValueError) as err:
        state.apply(Play(NO_KIND, 0, order, SUPPLY, 6))
    assert err.value.rule == "pass"  # type: ignore[attr-defined]
    assert state.fingerprint() == before
    events = state.apply(Play(NO_KIND, 0, NO_ORDER, SUPPLY, 6))
    assert events[0] == Passed(0, False)
    assert state.oven == [] and state.hand_size(0) == 7


def test_plus_no_ingredient_sits_out_and_draws_five() -> None:
    state, _ = new("plus", 3, seed=4)
    orders = state.waiter[0][:9]
    my_turn(state, 0, {}, orders)  # a full hand of orders
    legal = state.legal_actions()
    assert legal == [Play(NO_KIND, 0, NO_ORDER, SUPPLY, 5)]
    events = state.apply(legal[0])
    assert events[0] == Passed(0, True)
    assert sum(state.hand_ing[0]) == 5 and state.hand_size(0) == 14  # may exceed 9
    # It refills again only when below 9: 14 - 3 = 11 cards, nothing to draw.
    state.current = 0
    state._legal = None
    kind = next(k for k in range(6) if state.hand_ing[0][k])
    assert {(a.draw, a.draw_count) for a in state.legal_actions() if a.kind == kind and a.count == 1} == {
        (NO_DRAW, 0)
    }


def test_plus_sit_out_gets_what_the_supply_has() -> None:
    state, _ = new("plus", 3, seed=4)
    my_turn(state, 0, {})
    state.supply = [OLIVE, OLIVE]
    state._legal = None
    assert state.legal_actions() == [Play(NO_KIND, 0, NO_ORDER, SUPPLY, 2)]
    events = state.apply(state.legal_actions()[0])
    assert PhaseOneEnded(0, len(state.oven)) in events  # the last supply card was drawn


def test_classic_safeguard_full_hand_of_orders() -> None:
    state, _ = new("classic", 3, seed=4)
    orders = state.waiter[0][:7]
    my_turn(state, 0, {}, orders)
    legal = state.legal_actions()
    placed = {a.order for a in legal if a.order != NO_ORDER}
    assert placed == set(orders)
    for a in legal:
        assert a.kind == NO_KIND
        if a.order != NO_ORDER:
            assert (a.draw, a.draw_count) in ((SUPPLY, 1), (WAITER, 1))
    # "may": passing with a full hand stays possible (and draws nothing).
    assert Play(NO_KIND, 0, NO_ORDER, NO_DRAW, 0) in legal
    events = state.apply(Play(NO_KIND, 0, orders[0], SUPPLY, 1))
    assert OrderPlayed(0, orders[0]) in events and state.oven == [ORDER_BASE + orders[0]]
    assert state.hand_size(0) == 7


def test_mamma_mia_card_drawn_replaced_at_once() -> None:
    state, _ = new("classic", 3, seed=4)
    my_turn(state, 0, {"olive": 7})
    state.supply = [SALAMI, SALAMI, PEPPER, MAMMA_MIA_CARD, OLIVE]  # top is the end
    state.mm_in_supply = True
    state._legal = None
    assert draws(state, OLIVE, 7) == {(SUPPLY, 4), (WAITER, 7)}  # the card is not a hand card
    events = state.apply(Play(OLIVE, 2, NO_ORDER, SUPPLY, 2))
    assert state.mm_holder == 0 and not state.mm_in_supply
    assert MammaMiaTaken(0) in events
    assert state.hand_ing[0] == counts({"olive": 6, "pepper": 1})
    assert state.supply == [SALAMI, SALAMI] and state.phase == "play"
    assert state.view_for(2).mm_holder == 0


def test_mamma_mia_card_last_in_supply_gives_no_replacement() -> None:
    state, _ = new("classic", 3, seed=4)
    my_turn(state, 1, {"olive": 3})
    state.supply = [MAMMA_MIA_CARD]
    state.mm_in_supply = True
    state._legal = None
    assert (SUPPLY, 1) in draws(state)
    events = state.apply(Play(OLIVE, 1, NO_ORDER, SUPPLY, 1))
    assert MammaMiaTaken(1) in events and state.hand_ing[1] == counts({"olive": 2})
    assert PhaseOneEnded(1, 1) in events
    assert state.round == 2 and state.start_player == 1


def test_short_supply_draw_goes_on_to_the_mamma_mia_card_below() -> None:
    """RULES.md: a stack that runs short gives what it has; drawing the Mamma Mia card as the last
    supply card gives no replacement, and phase 1 ends with its holder evaluating."""
    state, _ = new("classic", 3, seed=4)
    my_turn(state, 0, {"olive": 7})
    state.supply = [MAMMA_MIA_CARD, SALAMI, PEPPER]  # top is the end: two hand cards above the card
    state.mm_in_supply = True
    state._legal = None
    assert (SUPPLY, 2) in draws(state, OLIVE, 3)  # a hand of 4 wants 3: the supply has 2 hand cards
    events = state.apply(Play(OLIVE, 3, NO_ORDER, SUPPLY, 2))
    assert state.hand_ing[0] == counts({"olive": 4, "pepper": 1, "salami": 1})
    assert MammaMiaTaken(0) in events and PhaseOneEnded(0, 3) in events
    assert state.round == 2 and state.start_player == 0


def test_full_draw_leaves_the_mamma_mia_card_when_the_hand_is_full() -> None:
    """The draw stops at a full hand, so a Mamma Mia card below it stays for the next drawer."""
    state, _ = new("classic", 3, seed=4)
    my_turn(state, 0, {"olive": 7})
    state.supply = [MAMMA_MIA_CARD, SALAMI, PEPPER]
    state.mm_in_supply = True
    state._legal = None
    events = state.apply(Play(OLIVE, 2, NO_ORDER, SUPPLY, 2))
    assert MammaMiaTaken(0) not in events and state.supply == [MAMMA_MIA_CARD]
    assert state.phase == "play" and state.current_player() == 1


def test_phase_one_ends_mid_draw_on_last_supply_card() -> None:
    state, _ = new("classic", 3, seed=4)
    state.mm_holder, state.mm_in_supply = 2, False
    my_turn(state, 0, {"olive": 4})
    state.supply = [PEPPER, SALAMI]
    state._legal = None
    assert draws(state, OLIVE, 4) == {(SUPPLY, 2), (WAITER, 7)}
    events = state.apply(Play(OLIVE, 4, NO_ORDER, SUPPLY, 2))
    assert state.hand_ing[0] == counts({"pepper": 1, "salami": 1})  # the hand stays short
    assert PhaseOneEnded(2, 4) in events
    assert state.round == 2 and state.current_player() == 2


def test_classic_mm_holder_evaluates_and_starts_next_round() -> None:
    state, _ = new("classic", 3, seed=4)
    state.mm_holder, state.mm_in_supply = 2, False
    my_turn(state, 0, {"olive": 4})
    state.supply = [PEPPER]
    state._legal = None
    events = state.apply(Play(OLIVE, 1, NO_ORDER, SUPPLY, 1))
    assert PhaseOneEnded(2, 1) in events
    started = [e for e in events if isinstance(e, RoundStarted)]
    assert started and started[0].round == 2 and started[0].start_player == 2
    assert state.current_player() == 2 and state.start_player == 2


def test_plus_last_drawer_evaluates() -> None:
    state, _ = new("plus", 3, seed=4, start_player=0)
    my_turn(state, 1, {"olive": 4})
    state.supply = [PEPPER]
    state._legal = None
    events = state.apply(Play(OLIVE, 1, NO_ORDER, SUPPLY, 1))
    assert PhaseOneEnded(1, 1) in events
    assert state.round == 2 and state.start_player == 1 and state.current_player() == 1


def test_plus_empty_supply_one_lap() -> None:
    state, _ = new("plus", 3, seed=4, start_player=1)
    # A reveal that uses nothing: the oven holds one olive and no order.
    for seat in range(3):
        set_hand(state, seat, {"olive": 3}, [])
    state.current = 1
    state.supply = [PEPPER]
    state._legal = None
    events = state.apply(Play(OLIVE, 1, NO_ORDER, SUPPLY, 1))
    used_nothing = [e for e in events if isinstance(e, RoundStarted)]
    # Olive stays face up, nothing was used: the new round starts with an empty supply.
    assert used_nothing == [RoundStarted(2, 1, tuple(counts({"olive": 1})), 0, True)]
    assert state.one_lap and state.view_for(0).one_lap
    seats = []
    for _ in range(3):
        seat = state.current_player()
        seats.append(seat)
        legal = state.legal_actions()
        assert all(a.draw in (WAITER, NO_DRAW) for a in legal)
        events = state.apply(legal[0])
    assert seats == [1, 2, 0]
    # the start player evaluates, and the event says the lap (not the supply) ended phase 1
    assert [e for e in events if isinstance(e, PhaseOneEnded)] == [PhaseOneEnded(1, 3, "lap")]
    assert state.start_player == 1 and state.round == 3


def test_plus_one_lap_sit_out_draws_nothing() -> None:
    state, _ = new("plus", 3, seed=4)
    state.one_lap, state.supply = True, []
    my_turn(state, 0, {})
    assert state.legal_actions() == [Play(NO_KIND, 0, NO_ORDER, NO_DRAW, 0)]


def test_option_mm_card_in_deal_holder_evaluates_first_round() -> None:
    seed = next(
        s for s in range(100) if new("classic", 4, seed=s, mm_card_in_deal=True)[0].mm_holder is not None
    )
    state, _ = new("classic", 4, seed=seed, mm_card_in_deal=True, start_player=0)
    holder = state.mm_holder
    assert holder is not None
    seat = (holder + 1) % 4
    my_turn(state, seat, {"olive": 4})
    state.supply = [PEPPER]
    state._legal = None
    events = state.apply(Play(OLIVE, 1, NO_ORDER, SUPPLY, 1))
    assert PhaseOneEnded(holder, 1) in events and state.start_player == holder
    assert state.supply.count(MAMMA_MIA_CARD) == 1 and state.mm_holder is None  # back into the supply
