"""Hot-seat: while nobody has taken the screen, the table's view shows no hand and no seat's question."""

from __future__ import annotations

import random

from mammamia_qt.engine import GameState
from mammamia_qt.ui.controller import GameController

from .table_support import make_setup


def test_the_spectators_view_has_no_hand_and_no_question(qtbot) -> None:
    setup = make_setup(["human", "human", "human"], seed=4, edition="plus")
    state, _ = GameState.new_game(setup.rules, setup.seed)
    rng = random.Random(4)
    while state.pending is None or state.pending.seat != 0:  # up to a question to seat 0
        assert not state.is_terminal()
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    controller = GameController.from_state(setup, state)
    assert controller.hot_seat and controller.display_seat() == -1
    assert state.view_for(0).question is not None  # seat 0 itself would see its question
    view = controller.view()
    assert view.question is None and view.legal_actions == () and view.hand_orders == ()
    assert view.hand_ingredients == (0,) * 6
    assert view.pending == state.view_for(0).pending  # what is asked, and of whom, stays in view
