"""RULES.md, Helping (Plus, 3 or more players)."""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import counts, find_order, ids, new, start_reveal

from mammamia_qt.engine import AskHelp, Complete, GameState, Help, IllegalAction, Rules
from mammamia_qt.engine.events import HelpAsked, HelpDeclined, HelpGiven, OrderDelivered, OrderReturned

SEATS4 = ("green", "yellow", "red", "brown")


def game(seats: tuple[str, ...] = SEATS4, **options: Any) -> GameState:
    state, _ = new("plus", len(seats), seed=5, seats=seats, **options)
    return state


def give(data: dict[str, int]) -> tuple[int, ...]:
    return tuple(counts(data))


def olive_order(state: GameState, colour: str) -> int:
    personal = {"green": "pepper", "yellow": "pineapple", "red": "salami", "brown": "mushroom"}[colour]
    return find_order(state, colour, "normale", needs={personal: 1, "olive": 4})


def test_help_request_must_be_part_of_shortfall_and_hand_covers_rest() -> None:
    state = game()
    order = olive_order(state, "red")
    start_reveal(
        state, ["salami", "olive", order], hands={2: {"olive": 1, "pepper": 4}}, waiters={0: 2, 1: 2, 3: 2}
    )
    # Short 3 olives; the hand holds one: it cannot add them, but is asked all the same.
    assert state.current_player() == 2
    assert state.legal_actions() == [Complete(False, ())]
    state.apply(Complete(False, ()))
    # Ask for 2 or 3, or not at all.
    assert state.legal_actions() == [AskHelp(give({"olive": 2})), AskHelp(give({"olive": 3})), AskHelp(())]
    before = state.fingerprint()
    for bad in (give({"olive": 1}), give({"olive": 4}), give({"olive": 2, "pepper": 1})):
        with pytest.raises(IllegalAction) as err:
            state.apply(AskHelp(bad))
        assert err.value.rule == "reveal_ask_help" and state.fingerprint() == before


def test_helping_asks_clockwise_from_owners_left() -> None:
    state = game()
    order = olive_order(state, "red")  # seat 2
    hands = {s: {"olive": 2} for s in range(4)}
    start_reveal(
        state, ["salami", "olive", "olive", order], hands={**hands, 2: {}}, waiters={0: 1, 1: 1, 3: 1}
    )
    state.apply(Complete(False, ()))
    events = state.apply(AskHelp(give({"olive": 2})))
    assert HelpAsked(2, order, give({"olive": 2})) in events
    asked = []
    while state.pending is not None and state.pending.stage == "help":
        asked.append(state.current_player())
        events = state.apply(Help(False))
        assert HelpDeclined(asked[-1], order) in events
    assert asked == [3, 0, 1]
    assert OrderReturned(order, 2, "no_help") in events


def test_everyone_with_a_waiter_card_is_asked_able_or_not() -> None:
    state = game()
    order = olive_order(state, "green")  # seat 0
    hands = {0: {"pepper": 1}, 1: {"olive": 4}, 2: {"olive": 2}, 3: {"olive": 3}}
    # Yellow holds the cards but has an empty waiter (public): not asked. Red holds too few and
    # is asked all the same, with no as the only answer; brown could help.
    start_reveal(state, ["olive", order], hands=hands, waiters={0: 1, 1: 0, 2: 3, 3: 2})
    assert state.legal_actions() == [Complete(False, ())]
    state.apply(Complete(False, ()))
    state.apply(AskHelp(give({"olive": 3})))
    assert state.current_player() == 2 and state.pending is not None and state.pending.stage == "help"
    assert state.legal_actions() == [Help(False)]
    with pytest.raises(IllegalAction) as err:
        state.apply(Help(True))
    assert err.value.rule == "reveal_help"
    events = state.apply(Help(False))
    assert state.current_player() == 3
    assert state.legal_actions() == [Help(True), Help(False)]
    events += state.apply(Help(False))
    assert [e for e in events if isinstance(e, HelpDeclined)] == [
        HelpDeclined(2, order),
        HelpDeclined(3, order),
    ]
    assert OrderReturned(order, 0, "no_help") in events


def test_helping_reward_is_waiter_top_to_delivered() -> None:
    state = game()
    order = olive_order(state, "green")
    hands = {0: {"pepper": 1}, 1: {"olive": 4}, 2: {"olive": 2}, 3: {"olive": 4}}
    start_reveal(state, ["olive", order], hands=hands, waiters={0: 1, 1: 0, 2: 3, 3: 2})
    state.apply(Complete(False, ()))
    assert set(state.legal_actions()) == {
        AskHelp(give({"olive": 3})),
        AskHelp(give({"olive": 3, "pepper": 1})),
        AskHelp(()),
    }
    state.apply(AskHelp(give({"olive": 3})))
    assert state.current_player() == 2  # yellow: no waiter card; red: too few olives, asked all the same
    state.apply(Help(False))
    assert state.current_player() == 3
    top = state.waiter[3][-1]
    events = state.apply(Help(True))
    assert HelpGiven(3, 0, order, give({"olive": 3})) in events  # the reward itself goes unseen
    assert OrderDelivered(order, 0, give({"olive": 1}), give({"pepper": 1}), 3) in events
    assert state.delivered[3] == [top] and state.delivered[0] == [order]
    assert len(state.waiter[3]) == 1
    assert ids(state.hand_ing[3]) == {"olive": 1} and ids(state.hand_ing[0]) == {}
    assert len(state.supply) == 5  # one olive face up, three from the helper, one pepper from the owner
    assert state.results == [(order, 0, "delivered", 3, give({"pepper": 1}))]


def test_no_help_fails_even_if_owner_could_complete_alone() -> None:
    state = game()
    order = olive_order(state, "green")
    start_reveal(state, ["pepper", "olive", "olive", order], hands={0: {"olive": 2}, 1: {"olive": 1}},
                 waiters={0: 1, 1: 1, 2: 1, 3: 1})  # fmt: skip
    assert state.legal_actions() == [Complete(True, give({"olive": 2})), Complete(False, ())]
    state.apply(Complete(False, ()))
    assert state.legal_actions() == [AskHelp(give({"olive": 1})), AskHelp(give({"olive": 2})), AskHelp(())]
    state.apply(AskHelp(give({"olive": 1})))
    events = state.apply(Help(False))  # yellow declines; red and brown hold no olive but are asked
    for seat in (2, 3):
        assert state.current_player() == seat and state.legal_actions() == [Help(False)]
        events = state.apply(Help(False))
    assert OrderReturned(order, 0, "no_help") in events
    assert ids(state.hand_ing[0]) == {"olive": 2} and state.waiter[0][0] == order


def test_owner_may_decline_to_ask() -> None:
    state = game()
    order = olive_order(state, "green")
    events = start_reveal(state, ["olive", order], waiters={1: 1})
    state.apply(Complete(False, ()))
    assert state.legal_actions()[-1] == AskHelp(())
    events = state.apply(AskHelp(()))
    assert OrderReturned(order, 0, "not_completed") in events


def test_helping_bombastica() -> None:
    state = game()
    order = find_order(state, "green", "bombastica")
    start_reveal(state, ["olive"] * 12 + [order], hands={0: {"pepper": 1}, 1: {"salami": 3}}, waiters={1: 2})
    assert state.legal_actions() == [Complete(False, ())]  # one card in hand cannot make up three
    state.apply(Complete(False, ()))
    legal = state.legal_actions()
    assert AskHelp(give({"salami": 2})) in legal and AskHelp(give({"salami": 3})) in legal
    assert AskHelp(give({"salami": 1})) not in legal  # the hand (one card) cannot cover two
    assert AskHelp(()) in legal and len(legal) == len(list(legal))
    state.apply(AskHelp(give({"salami": 2})))
    events = state.apply(Help(True))
    assert OrderDelivered(order, 0, give({"olive": 12}), give({"pepper": 1}), 1) in events
    assert ids(state.carried) == {} and len(state.supply) == 15


def test_helping_never_with_two_players() -> None:
    assert not Rules(edition="plus", players=2, helping=True).helping_in_play
    state = game(("green", "red"))
    order = olive_order(state, "green")
    start_reveal(state, ["olive", order], hands={0: {"olive": 1}, 1: {"olive": 4, "pepper": 1}},
                 waiters={1: 3})  # fmt: skip
    events = state.apply(Complete(False, ()))
    assert OrderReturned(order, 0, "not_completed") in events


def test_option_helping_off() -> None:
    assert Rules(edition="plus", players=3).helping is True
    state = game(helping=False)
    order = olive_order(state, "green")
    start_reveal(state, ["olive", order], hands={1: {"olive": 4, "pepper": 1}}, waiters={1: 3})
    events = state.apply(Complete(False, ()))
    assert OrderReturned(order, 0, "not_completed") in events


def test_classic_has_no_helping() -> None:
    assert not Rules(edition="classic", players=4, helping=True).helping_in_play
    state, _ = new("classic", 3, seed=5, seats=("green", "yellow", "red"))
    order = find_order(state, "green", "normale", needs={"pepper": 1, "olive": 4})
    start_reveal(state, ["olive", order], hands={1: {"olive": 4, "pepper": 1}}, waiters={1: 3})
    assert state.legal_actions() == [Complete(False, ())]
    events = state.apply(Complete(False, ()))
    assert OrderReturned(order, 0, "not_completed") in events
