"""DESIGN.md, Errors: an illegal action raises IllegalAction naming the rule, state unchanged."""

from __future__ import annotations

import pytest
from engine_support import find_order, new, set_hand, start_reveal

from mammamia_qt.engine import (
    KIND,
    NO_KIND,
    NO_ORDER,
    SUPPLY,
    WAITER,
    Action,
    AskHelp,
    Choose,
    Complete,
    GameState,
    Help,
    IllegalAction,
    Play,
)
from mammamia_qt.engine.ids import Rule


def refuse(state: GameState, action: object, rule: str) -> None:
    before = state.fingerprint()
    history = list(state.history)
    with pytest.raises(IllegalAction) as err:
        state.apply(action)  # type: ignore[arg-type]
    assert err.value.rule == rule, str(err.value)
    assert type(err.value.rule) is Rule  # the id itself, not its string
    assert str(err.value)  # says why
    assert state.fingerprint() == before and state.history == history


def test_illegal_action_is_a_value_error() -> None:
    assert issubclass(IllegalAction, ValueError)
    assert IllegalAction("why", Rule.PASS).rule is Rule.PASS


@pytest.mark.parametrize(
    ("edition", "hand", "action", "rule"),
    [
        ("classic", {"olive": 2}, Play(KIND["olive"], 3, NO_ORDER, SUPPLY, 7), "ingredients_in_hand"),
        ("classic", {"olive": 2}, Play(KIND["salami"], 1, NO_ORDER, SUPPLY, 6), "ingredients_in_hand"),
        ("classic", {"olive": 2}, Play(KIND["shrimp"], 1, NO_ORDER, SUPPLY, 6), "ingredients_in_hand"),
        ("classic", {"olive": 2}, Play(KIND["olive"], 0, NO_ORDER, SUPPLY, 7), "ingredients_in_hand"),
        ("classic", {"olive": 2}, Play(NO_KIND, 0, NO_ORDER, SUPPLY, 7), "must_play_ingredient"),
        ("classic", {"olive": 2}, Play(KIND["olive"], 1, 39, SUPPLY, 6), "order_in_hand"),
        ("classic", {"olive": 2}, Play(KIND["olive"], 1, NO_ORDER, "oven", 6), "draw_source"),
        ("classic", {"olive": 2}, Play(KIND["olive"], 1, NO_ORDER, SUPPLY, 7), "draw_count"),
        ("plus", {"olive": 2}, Play(KIND["olive"], 1, NO_ORDER, SUPPLY, 8), "draw_count"),
        ("classic", {}, Play(KIND["olive"], 1, NO_ORDER, SUPPLY, 6), "no_ingredient"),
        ("classic", {}, Play(NO_KIND, 1, NO_ORDER, SUPPLY, 7), "pass_plays_nothing"),
        ("plus", {}, Play(NO_KIND, 0, 0, SUPPLY, 5), "sit_out"),
    ],
)
def test_illegal_play_names_the_rule(edition: str, hand: dict[str, int], action: Play, rule: str) -> None:
    state, _ = new(edition, 3, seed=2, seats=("yellow", "green", "red"))
    state.current = 0
    set_hand(state, 0, hand, [0] if edition == "plus" and not hand else [])
    refuse(state, action, rule)


@pytest.mark.parametrize(
    ("edition", "hand", "action", "rule"),
    [
        ("classic", {"olive": 2}, Play(KIND["olive"], 1, 0, SUPPLY, 9), "draw_count"),
        ("plus", {"olive": 2}, Play(KIND["olive"], 1, 0, SUPPLY, 9), "draw_count"),
        ("classic", {}, Play(NO_KIND, 0, 0, SUPPLY, 6), "pass"),
        ("plus", {}, Play(NO_KIND, 0, 0, SUPPLY, 5), "sit_out"),
    ],
)
def test_a_turn_with_an_order_in_hand_names_the_rule(
    edition: str, hand: dict[str, int], action: Play, rule: str
) -> None:
    """An order from hand is refused only where the hand has no ingredient; else the draw is at fault."""
    state, _ = new(edition, 3, seed=2, seats=("yellow", "green", "red"))
    state.current = 0
    set_hand(state, 0, hand, [0])
    refuse(state, action, rule)


def test_decision_outside_a_reveal_is_refused() -> None:
    state, _ = new("classic", 3, seed=2)
    for action in (Choose((0,)), Complete(True, (0,) * 6), AskHelp(()), Help(True)):
        refuse(state, action, "not_in_reveal")


def test_not_an_action_is_refused() -> None:
    state, _ = new("classic", 3, seed=2)
    refuse(state, (0, 1, -1, SUPPLY, 6), "not_an_action")
    refuse(state, "play", "not_an_action")


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        (Play(0, 1, NO_ORDER, WAITER, 1), "reveal_choose"),
        (Complete(True, (0,) * 6), "reveal_choose"),
        (Choose((KIND["pepper"],)), "reveal_choose"),
        (Choose((KIND["olive"], KIND["salami"])), "reveal_choose"),
        (Choose(()), "reveal_choose"),
    ],
)
def test_illegal_reveal_decision_names_the_stage(action: Action, rule: str) -> None:
    state, _ = new("classic", 3, seed=2, seats=("green", "yellow", "red"))
    start_reveal(state, ["olive"] * 6 + [find_order(state, "green", "monotoni")])
    refuse(state, action, rule)


def test_illegal_help_answers() -> None:
    state, _ = new("plus", 3, seed=2, seats=("green", "yellow", "red"))
    order = find_order(state, "green", "normale", needs={"pepper": 1, "olive": 4})
    start_reveal(state, ["pepper", order], hands={0: {"olive": 2}, 1: {"olive": 2}}, waiters={1: 1})
    # Two olives cannot make up four: the owner is asked, and no is the only answer.
    refuse(state, Complete(True, (0, 2, 0, 0, 0, 0)), "reveal_complete")
    refuse(state, AskHelp((0, 2, 0, 0, 0, 0)), "reveal_complete")
    state.apply(Complete(False, ()))
    refuse(state, Complete(True, (0,) * 6), "reveal_ask_help")
    refuse(state, Help(True), "reveal_ask_help")
    refuse(state, AskHelp((0, 1, 0, 0, 0, 0)), "reveal_ask_help")  # the hand cannot cover three
    state.apply(AskHelp((0, 2, 0, 0, 0, 0)))
    assert state.current_player() == 1
    refuse(state, AskHelp(()), "reveal_help")
    refuse(state, Choose((1,)), "reveal_help")
