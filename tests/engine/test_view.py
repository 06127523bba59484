"""RULES.md, Information: who may see what."""

from __future__ import annotations

import dataclasses

import pytest
from engine_support import find_order, new, play_out, start_reveal

from mammamia_qt.engine import ORDER_BASE, PlayerView


def test_view_shows_own_hand_and_public_counts_only() -> None:
    state, _ = new("classic", 4, seed=8)
    seat = state.current_player()
    other = (seat + 1) % 4
    view = state.view_for(other)
    assert isinstance(view, PlayerView)
    assert view.hand_ingredients == tuple(state.hand_ing[other])
    assert view.hand_orders == tuple(state.hand_orders[other])
    assert view.hand_sizes == tuple(state.hand_size(s) for s in range(4))
    assert view.waiter_sizes == tuple(len(w) for w in state.waiter)
    assert view.supply_count == len(state.supply)
    assert view.legal_actions == ()  # not this seat's turn
    assert state.view_for(seat).legal_actions == tuple(state.legal_actions())
    names = {f.name for f in dataclasses.fields(PlayerView)}
    assert not names & {"supply", "waiter", "waiters", "hands", "hand_ing", "oven", "rng"}
    # Nothing of another hand's content, nor the supply's or a waiter's order, is in the view.
    for field in dataclasses.fields(PlayerView):
        value = getattr(view, field.name)
        if isinstance(value, tuple) and value and field.name not in ("orders", "legal_actions"):
            assert value != tuple(state.supply)
            assert all(value != tuple(w) for w in state.waiter)
            for s in range(4):
                if s != other and state.hand_orders[s]:
                    assert value != tuple(state.hand_orders[s])


def test_view_top_oven_card_and_announcements() -> None:
    state, _ = new("classic", 3, seed=8)
    seat = state.current_player()
    action = state.legal_actions()[0]
    state.apply(action)
    view = state.view_for((seat + 2) % 3)
    assert view.oven_top == (action.kind if action.order == -1 else ORDER_BASE + action.order)
    assert view.oven_count == len(state.oven)
    assert view.round_plays == ((seat, action.kind, action.count, action.order),)
    assert not view.rules.memory_aid


def test_view_during_reveal_shows_columns_and_pending() -> None:
    state, _ = new("plus", 3, seed=8, seats=("green", "yellow", "red"))
    order = find_order(state, "green", "monotoni")
    start_reveal(state, ["olive", "olive", order, "salami"], carried={"mushroom": 2})
    view = state.view_for(2)
    assert view.phase == "reveal" and view.revealed == 3 and view.oven_count == 1 and view.oven_top is None
    assert view.columns == (0, 2, 0, 2, 0, 0)
    assert view.pending is not None and (view.pending.stage, view.pending.seat, view.pending.order) == (
        "choose", 0, order,
    )  # fmt: skip
    assert view.legal_actions == ()
    assert len(state.view_for(0).legal_actions) == 5


def test_view_of_unknown_seat_is_refused() -> None:
    state, _ = new("classic", 3)
    with pytest.raises(ValueError):
        state.view_for(3)


def test_view_after_the_game_ends() -> None:
    state, _ = new("plus", 3, seed=4)
    play_out(state)
    view = state.view_for(1)
    assert view.phase == "over" and view.current_player == -1
    assert view.oven_count == 0 and view.oven_top is None and view.revealed == 0
    assert view.winners == state.winners and view.legal_actions == ()


def test_the_hands_left_are_in_the_view_only_once_the_game_is_over() -> None:
    """The tie-break's counts (ingredient cards left in hand) are public at the end, never before."""
    state, _ = new("classic", 4, seed=6)
    assert all(state.view_for(s).hands_left == () for s in range(4))
    events = play_out(state)
    assert state.is_terminal() and any(type(e).__name__ == "GameEnded" for e in events)
    views = [state.view_for(s) for s in range(4)]
    assert all(v.hands_left == tuple(sum(h) for h in state.hand_ing) for v in views)
    assert len(views[0].hands_left) == 4
