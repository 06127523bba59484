"""RULES.md, Order types: what each order needs and the choices it leaves open."""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import counts, find_order, ids, new, start_reveal

from mammamia_qt.engine import KIND, Choose, Complete, GameState, IllegalAction
from mammamia_qt.engine.events import KindsChosen, OrderDelivered, OrderReturned

SEATS3 = ("green", "yellow", "red")
K = KIND


def game(edition: str = "classic", seats: tuple[str, ...] = SEATS3, **options: Any) -> GameState:
    state, _ = new(edition, len(seats), seed=5, seats=seats, **options)
    return state


def used_after(state: GameState) -> int:
    return len(state.supply) - (1 if state.classic else 0)


def give(data: dict[str, int]) -> tuple[int, ...]:
    return tuple(counts(data))


# ---------------------------------------------------------------- Normale
def test_normale_one_of_each() -> None:
    state = game("plus")
    order = find_order(state, "green", "normale", needs={k: 1 for k in KIND})
    start_reveal(state, list(KIND) + [order, "olive"])
    assert state.results[0][2] == "delivered"
    assert ids(state.carried) == {"olive": 1} and used_after(state) == 6


def test_normale_short_without_hand_is_returned() -> None:
    state = game()
    order = find_order(state, "green", "normale", needs={"pepper": 1, "olive": 4})
    start_reveal(state, ["olive"] * 3 + ["pepper", order], hands={0: {"salami": 3}})
    # Asked all the same, with no as the only answer: the question does not tell what the hand holds.
    assert state.current_player() == 0 and state.legal_actions() == [Complete(False, ())]
    events = state.apply(Complete(False, ()))
    assert OrderReturned(order, 0, "not_completed") in events


# ---------------------------------------------------------------- Bombastica
@pytest.mark.parametrize("edition", ["classic", "plus"])
def test_bombastica_takes_all_face_up(edition: str) -> None:
    state = game(edition)
    order = find_order(state, "green", "bombastica")
    events = start_reveal(state, ["olive"] * 9 + ["mushroom"] * 4 + [order], carried={"salami": 4})
    delivered = [e for e in events if isinstance(e, OrderDelivered)]
    assert delivered == [
        OrderDelivered(order, 0, give({"olive": 9, "mushroom": 4, "salami": 4}), (0,) * 6, None)
    ]
    assert ids(state.carried) == {} and used_after(state) == 17


def test_bombastica_tops_up_to_15_from_hand() -> None:
    state = game()
    order = find_order(state, "green", "bombastica")
    start_reveal(state, ["olive"] * 13 + [order], hands={0: {"salami": 1, "pepper": 2}})
    legal = state.legal_actions()
    assert set(legal) == {
        Complete(True, give({"salami": 1, "pepper": 1})),
        Complete(True, give({"pepper": 2})),
        Complete(False, ()),
    }
    events = state.apply(Complete(True, give({"pepper": 2})))
    assert OrderDelivered(order, 0, give({"olive": 13}), give({"pepper": 2}), None) in events
    assert ids(state.hand_ing[0]) == {"salami": 1}
    assert used_after(state) == 15


def test_bombastica_short_is_returned() -> None:
    state = game()
    order = find_order(state, "green", "bombastica")
    start_reveal(state, ["olive"] * 12 + [order], hands={0: {"salami": 2}}, waiters={0: 1})
    assert state.legal_actions() == [Complete(False, ())]
    events = state.apply(Complete(False, ()))
    assert OrderReturned(order, 0, "not_completed") in events
    assert state.waiter[0][0] == order and ids(state.carried) == {"olive": 12}


# ---------------------------------------------------------------- Monotoni
def test_monotoni_joker_not_personal() -> None:
    state = game()
    order = find_order(state, "green", "monotoni")  # green: pepper
    start_reveal(state, ["pepper"] * 7 + ["olive"] * 6 + [order])
    assert set(state.legal_actions()) == {
        Choose((K[k],)) for k in ("pineapple", "olive", "mushroom", "salami")
    }
    before = state.fingerprint()
    with pytest.raises(IllegalAction) as err:
        state.apply(Choose((K["pepper"],)))
    assert err.value.rule == "reveal_choose" and state.fingerprint() == before
    events = state.apply(Choose((K["olive"],)))
    assert KindsChosen(0, order, (K["olive"],)) in events
    assert OrderDelivered(order, 0, give({"pepper": 1, "olive": 6}), (0,) * 6, None) in events
    assert ids(state.carried) == {"pepper": 6}


def test_monotoni_chosen_kind_short_topped_up() -> None:
    state = game()
    order = find_order(state, "yellow", "monotoni")  # yellow: pineapple
    start_reveal(state, ["salami"] * 4 + [order], hands={1: {"pineapple": 1, "salami": 2}})
    state.apply(Choose((K["salami"],)))
    assert state.legal_actions() == [Complete(True, give({"pineapple": 1, "salami": 2})), Complete(False, ())]


# ---------------------------------------------------------------- Minimale
def test_minimale_fewest_face_up_kind() -> None:
    state = game()
    order = find_order(state, "red", "minimale")  # red: salami
    events = start_reveal(state, ["salami"] + ["olive"] * 5 + ["pepper"] * 3 + ["mushroom"] * 4 + [order])
    # Fewest: pepper (3); a single candidate needs no choice.
    assert OrderDelivered(order, 2, give({"salami": 1, "pepper": 3}), (0,) * 6, None) in events


def test_minimale_tie_owner_picks() -> None:
    state = game()
    order = find_order(state, "red", "minimale")
    start_reveal(state, ["salami", "olive", "olive", "pepper", "pepper", "mushroom", "mushroom", "mushroom", order],
                 hands={2: {"olive": 1, "pepper": 1}})  # fmt: skip
    assert state.legal_actions() == [Choose((K["olive"],)), Choose((K["pepper"],))]
    state.apply(Choose((K["pepper"],)))
    assert state.legal_actions()[0] == Complete(True, give({"pepper": 1}))


def test_minimale_excludes_personal_and_absent_kinds() -> None:
    state = game()
    order = find_order(state, "red", "minimale")
    # Salami (personal) has the fewest; pineapple and pepper are absent: mushroom (2) is the only candidate.
    events = start_reveal(state, ["salami", "olive", "olive", "olive", "mushroom", "mushroom", order],
                          hands={2: {"mushroom": 1}})  # fmt: skip
    assert state.legal_actions() == [Complete(True, give({"mushroom": 1})), Complete(False, ())]
    assert not any(isinstance(e, KindsChosen) for e in events)


def test_minimale_no_candidate_cannot_be_completed() -> None:
    state = game()
    order = find_order(state, "red", "minimale")
    events = start_reveal(state, ["salami", "salami", order], hands={2: {"olive": 5, "salami": 1}})
    assert OrderReturned(order, 2, "no_candidate") in events
    assert ids(state.carried) == {"salami": 2}


def test_minimale_plus_takes_exactly_four() -> None:
    state = game("plus")
    order = find_order(state, "red", "minimale")
    events = start_reveal(state, ["salami"] + ["olive"] * 6 + ["pepper"] * 5 + [order])
    # Fewest: pepper (5), of which exactly 4 are taken.
    assert OrderDelivered(order, 2, give({"salami": 1, "pepper": 4}), (0,) * 6, None) in events
    assert ids(state.carried) == {"olive": 6, "pepper": 1}


def test_minimale_classic_takes_exactly_three() -> None:
    state = game()
    order = find_order(state, "red", "minimale")
    events = start_reveal(state, ["salami"] + ["olive"] * 6 + ["pepper"] * 5 + [order])
    assert OrderDelivered(order, 2, give({"salami": 1, "pepper": 3}), (0,) * 6, None) in events


# ---------------------------------------------------------------- Plus only
def test_ghiottona_two_different_jokers() -> None:
    state = game("plus")
    order = find_order(state, "green", "ghiottona")  # green: pepper
    start_reveal(state, ["pepper"] + ["olive"] * 4 + ["shrimp"] * 3 + [order], hands={0: {"shrimp": 1}})
    options = set(state.legal_actions())
    others = [K[k] for k in ("pineapple", "olive", "mushroom", "salami", "shrimp")]
    assert options == {Choose((a, b)) for a in others for b in others if a < b}
    for bad in (Choose((K["olive"], K["olive"])), Choose((K["pepper"], K["olive"])), Choose((K["olive"],))):
        with pytest.raises(IllegalAction):
            state.apply(bad)
    state.apply(Choose((K["olive"], K["shrimp"])))
    events = state.apply(Complete(True, give({"shrimp": 1})))
    assert (
        OrderDelivered(order, 0, give({"pepper": 1, "olive": 4, "shrimp": 3}), give({"shrimp": 1}), None)
        in events
    )


def test_monotoni_junior_forbidden_fails_at_once() -> None:
    state = game("plus")
    order = find_order(state, "green", "monotoni_junior", forbidden="olive")
    events = start_reveal(state, ["salami"] * 5 + ["olive", order], hands={0: {"salami": 5}})
    assert OrderReturned(order, 0, "forbidden") in events
    assert not any(isinstance(e, KindsChosen) for e in events)


def test_monotoni_junior_five_of_any_kind_but_forbidden() -> None:
    state = game("plus")
    order = find_order(state, "green", "monotoni_junior", forbidden="olive")
    start_reveal(state, ["pepper"] * 5 + [order], carried={"salami": 2})
    assert set(state.legal_actions()) == {Choose((K[k],)) for k in KIND if k != "olive"}
    events = state.apply(Choose((K["pepper"],)))  # the personal kind may be chosen: it has none
    assert OrderDelivered(order, 0, give({"pepper": 5}), (0,) * 6, None) in events
    assert ids(state.carried) == {"salami": 2}


def test_minipizza_three_of_its_kind_unless_forbidden_shows() -> None:
    state = game("plus")
    order = find_order(state, "green", "minipizza", needs={"salami": 3})  # forbidden: shrimp
    events = start_reveal(state, ["salami"] * 4 + [order])
    assert OrderDelivered(order, 0, give({"salami": 3}), (0,) * 6, None) in events
    assert ids(state.carried) == {"salami": 1}
    state = game("plus")
    events = start_reveal(state, ["salami"] * 4 + [order], carried={"shrimp": 1})
    assert OrderReturned(order, 0, "forbidden") in events


def test_pizza_mamma_mia_a_or_b() -> None:
    state = game("plus")
    order = find_order(state, "green", "mamma_mia")  # green: pepper; either mushroom or shrimp
    assert state.orders[order].either == (K["mushroom"], K["shrimp"])
    start_reveal(state, ["pepper"] + ["mushroom"] * 6 + ["shrimp"] * 4 + [order], hands={0: {"shrimp": 1}})
    assert state.legal_actions() == [Choose((K["mushroom"],)), Choose((K["shrimp"],))]
    with pytest.raises(IllegalAction):
        state.apply(Choose((K["olive"],)))
    events = state.apply(Choose((K["mushroom"],)))
    assert OrderDelivered(order, 0, give({"pepper": 1, "mushroom": 5}), (0,) * 6, None) in events
    assert ids(state.carried) == {"mushroom": 1, "shrimp": 4}


def test_pizza_mamma_mia_b_topped_up() -> None:
    state = game("plus")
    order = find_order(state, "green", "mamma_mia")
    start_reveal(state, ["pepper"] + ["shrimp"] * 4 + [order], hands={0: {"shrimp": 1}})
    state.apply(Choose((K["shrimp"],)))
    events = state.apply(Complete(True, give({"shrimp": 1})))
    assert OrderDelivered(order, 0, give({"pepper": 1, "shrimp": 4}), give({"shrimp": 1}), None) in events
