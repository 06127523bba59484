"""RULES.md, Phase 2: taking the pizzas out of the oven (flow, top-up, returns, next round)."""

from __future__ import annotations

import random
from itertools import product
from typing import Any

import pytest
from engine_support import answer_only_noes, counts, find_order, ids, new, start_reveal

from mammamia_qt.engine import KIND, Complete, GameState, IllegalAction, reveal_flow
from mammamia_qt.engine import reveal as rv
from mammamia_qt.engine.cards import MAMMA_MIA_CARD
from mammamia_qt.engine.events import (
    IngredientRevealed,
    OrderDelivered,
    OrderReturned,
    OrderRevealed,
    PhaseOneEnded,
    RoundEnded,
    RoundStarted,
)
from mammamia_qt.engine.ids import Outcome

SEATS3 = ("green", "yellow", "red")


def game(edition: str = "classic", seats: tuple[str, ...] = SEATS3, **options: Any) -> GameState:
    state, _ = new(edition, len(seats), seed=5, seats=seats, **options)
    return state


def used_after(state: GameState) -> int:
    """How many ingredients the finished reveal used (they became the new supply)."""
    return len(state.supply) - (1 if state.classic else 0)


def test_reveal_in_play_order_with_carried_over() -> None:
    state = game()
    order = find_order(state, "green", "normale", needs={"pepper": 1, "olive": 4})
    events = start_reveal(
        state, ["olive", "pepper", "olive", order, "olive"], carried={"olive": 2, "salami": 1}, waiters={0: 2}
    )
    assert events[0] == PhaseOneEnded(0, 5)
    revealed = [e for e in events if isinstance(e, (IngredientRevealed, OrderRevealed))]
    olive, pepper = KIND["olive"], KIND["pepper"]
    assert revealed == [
        IngredientRevealed(olive, 3),
        IngredientRevealed(pepper, 1),
        IngredientRevealed(olive, 4),
        OrderRevealed(order, 0),
        IngredientRevealed(olive, 1),  # after the delivery took four olives
    ]
    delivered = [e for e in events if isinstance(e, OrderDelivered)]
    assert delivered == [OrderDelivered(order, 0, tuple(counts({"olive": 4, "pepper": 1})), (0,) * 6, None)]
    assert ids(state.carried) == {"olive": 1, "salami": 1}
    assert used_after(state) == 5


def test_carried_over_counts_public_at_round_start() -> None:
    state = game()
    events = start_reveal(state, ["olive", "olive", "mushroom"])
    started = [e for e in events if isinstance(e, RoundStarted)]
    carried = tuple(counts({"olive": 2, "mushroom": 1}))
    assert started == [RoundStarted(2, 0, carried, 1, False)]
    for seat in range(3):
        assert state.view_for(seat).carried == carried


def test_normale_exactly_the_pictured_ingredients() -> None:
    state = game()
    order = find_order(state, "red", "normale", needs={"salami": 1, "mushroom": 4})
    start_reveal(state, ["mushroom"] * 6 + ["salami", "salami", order])
    assert state.results == [(order, 2, "delivered", None, (0,) * 6)]
    result = state.results[0]
    assert (result.order, result.owner, result.outcome, result.helper) == (order, 2, Outcome.DELIVERED, None)
    assert state.delivered[2] == [order]
    assert ids(state.carried) == {"mushroom": 2, "salami": 1}
    assert used_after(state) == 5


def test_top_up_from_hand_never_refilled() -> None:
    state = game()
    order = find_order(state, "green", "normale", needs={"pepper": 1, "pineapple": 4})
    start_reveal(state, ["pineapple"] * 3 + [order], hands={0: {"pepper": 1, "pineapple": 2}})
    assert state.current_player() == 0
    assert state.legal_actions() == [
        Complete(True, tuple(counts({"pepper": 1, "pineapple": 1}))),
        Complete(False, ()),
    ]
    before = state.fingerprint()
    with pytest.raises(IllegalAction) as err:
        state.apply(Complete(True, tuple(counts({"pepper": 1, "pineapple": 2}))))
    assert err.value.rule == "reveal_complete"
    assert state.fingerprint() == before
    events = state.apply(Complete(True, tuple(counts({"pepper": 1, "pineapple": 1}))))
    assert (
        OrderDelivered(
            order, 0, tuple(counts({"pineapple": 3})), tuple(counts({"pepper": 1, "pineapple": 1})), None
        )
        in events
    )
    assert ids(state.hand_ing[0]) == {"pineapple": 1}  # not refilled, not even at the round's end
    assert used_after(state) == 5


def test_complete_false_returns_the_order() -> None:
    state = game()
    order = find_order(state, "green", "normale", needs={"pepper": 1, "pineapple": 4})
    start_reveal(state, ["pineapple"] * 4 + [order], hands={0: {"pepper": 1}}, waiters={0: 2})
    events = state.apply(Complete(False, ()))
    assert OrderReturned(order, 0, "not_completed") in events
    assert state.waiter[0][0] == order and ids(state.hand_ing[0]) == {"pepper": 1}


def test_returned_order_goes_under_waiter_bottom() -> None:
    state = game()
    order = find_order(state, "yellow", "normale", needs={"pineapple": 1, "salami": 4})
    start_reveal(state, ["salami", "salami", order], hands={1: {"salami": 1}}, waiters={1: 3})
    answer_only_noes(state)
    waiter_before = [o for o in state.waiter[1] if o != order]
    assert state.results == [(order, 1, "returned", None, (0,) * 6)]
    assert state.results[0].outcome is Outcome.RETURNED
    assert state.waiter[1] == [order, *waiter_before]  # the bottom is index 0, the top the end
    assert ids(state.carried) == {"salami": 2} and ids(state.hand_ing[1]) == {"salami": 1}
    assert used_after(state) == 0


def test_waiter_is_never_reshuffled() -> None:
    state = game()
    o1 = find_order(state, "green", "normale", needs={"pepper": 1, "olive": 4})
    o2 = find_order(state, "green", "normale", needs={"pepper": 1, "salami": 4})
    start_reveal(state, [o1, o2], waiters={0: 4})
    answer_only_noes(state)
    rest = state.waiter[0][2:]
    assert state.waiter[0][:2] == [o2, o1]
    assert len(rest) == 4


def test_choices_are_made_before_anything_is_taken() -> None:
    state = game()
    order = find_order(state, "green", "monotoni")
    start_reveal(state, ["pepper"] + ["olive"] * 6 + [order])
    view = state.view_for(1)
    assert view.pending is not None and view.pending.stage == "choose" and view.pending.seat == 0
    assert view.columns == tuple(counts({"pepper": 1, "olive": 6}))
    assert state.current_player() == 0


def test_new_supply_from_used_plus_mm_card_in_classic() -> None:
    state = game()
    order = find_order(state, "green", "normale", needs={"pepper": 1, "olive": 4})
    events = start_reveal(state, ["olive"] * 4 + ["pepper", order, "salami"])
    assert sorted(state.supply) == sorted([KIND["olive"]] * 4 + [KIND["pepper"], MAMMA_MIA_CARD])
    assert state.mm_in_supply and state.mm_holder is None
    ended = [e for e in events if isinstance(e, RoundEnded)]
    assert ended == [RoundEnded(1, (1, 0, 0), (0, 0, 0), tuple(counts({"salami": 1})), 6)]


def test_new_supply_from_used_in_plus() -> None:
    state = game("plus")
    order = find_order(state, "green", "normale", needs={"pepper": 1, "olive": 4})
    start_reveal(state, ["olive"] * 5 + ["pepper", order])
    assert sorted(state.supply) == sorted([KIND["olive"]] * 4 + [KIND["pepper"]])
    assert MAMMA_MIA_CARD not in state.supply


def test_carried_over_ingredients_stay_face_up_into_next_round() -> None:
    state = game()
    order = find_order(state, "green", "normale", needs={"pepper": 1, "olive": 4})
    start_reveal(state, ["olive", "olive", "mushroom"], carried={"mushroom": 2})
    assert ids(state.carried) == {"olive": 2, "mushroom": 3}
    # Next round: the face-up cards are at the bottom of the oven, there for the first order.
    state.oven, state.supply = [], []
    events = start_reveal(state, ["olive", "olive", "pepper", order], carried=ids(state.carried))
    assert OrderDelivered(order, 0, tuple(counts({"olive": 4, "pepper": 1})), (0,) * 6, None) in events
    assert ids(state.carried) == {"mushroom": 3}


def test_hands_not_refilled_at_round_end() -> None:
    state = game()
    order = find_order(state, "green", "normale", needs={"pepper": 1, "olive": 4})
    start_reveal(state, ["olive"] * 3 + ["pepper", order], hands={0: {"olive": 1}, 1: {"salami": 2}})
    state.apply(Complete(True, tuple(counts({"olive": 1}))))
    assert state.round == 2 and state.phase == "play"
    assert [state.hand_size(s) for s in range(3)] == [0, 2, 0]
    # The short hand refills at the end of its owner's next turn.
    state.current = 1
    state._legal = None
    legal = state.legal_actions()
    # A hand of 1 after playing wants 6; the new supply holds the 5 used cards (+ the Mamma Mia card).
    assert {(a.draw, a.draw_count) for a in legal if a.count == 1} == {("supply", 5)}


def test_the_owners_yes_is_one_shared_action_per_shortfall() -> None:
    """The yes to adding from hand is made once per shortfall (``reveal_flow.completion``): two
    games that reach the same question offer the same object, equal to the action built anew, and
    the one taken from the list or built anew is accepted alike."""
    asked = 0
    for seed in range(30):
        state, _ = new("classic", 4, seed)
        twin, _ = new("classic", 4, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            legal, again = state.legal_actions(), twin.legal_actions()
            yes = [a for a in legal if isinstance(a, Complete) and a.accept]
            for a, b in zip(yes, [a for a in again if isinstance(a, Complete) and a.accept]):
                assert a is b and a == Complete(True, a.give) and a is reveal_flow.completion(a.give)
                asked += 1
            action = legal[rng.randrange(len(legal))]
            state.step(action)
            twin.step(
                Complete(True, action.give) if isinstance(action, Complete) and action.accept else action
            )
        assert twin.fingerprint() == state.fingerprint()
    assert asked > 20


@pytest.mark.parametrize("seed", range(4))
def test_a_bombasticas_completions_are_every_way_to_give_the_missing_cards(seed: int) -> None:
    """``multisets`` (a Bombastica's completions from hand) lists every hand part of the missing
    size, in the order of the plain enumeration (first kind most first), whatever it leaves out."""
    rng = random.Random(seed)
    for _ in range(100):
        caps = [rng.randrange(6) for _ in range(6)]
        size = rng.randrange(20)
        plain = [t for t in product(*(range(c, -1, -1) for c in caps)) if sum(t) == size]
        assert rv.multisets(size, caps) == plain
