"""Hot-seat: while nobody has taken the screen, the table's view shows no hand and no seat's question."""

from __future__ import annotations

from engine_support import play_out, randomly

from mammamia_qt.engine import GameState
from mammamia_qt.ui.controller import GameController

from .table_support import make_setup


def test_the_spectators_view_has_no_hand_and_no_question(qtbot) -> None:
    setup = make_setup(["human", "human", "human"], seed=4, edition="plus")
    state, _ = GameState.new_game(setup.rules, setup.seed)
    play_out(
        state, randomly(4), until=lambda s: s.pending is not None and s.pending.seat == 0
    )  # a question to seat 0
    controller = GameController(setup, saved=state)
    assert controller.hot_seat and controller.display_seat() == -1
    assert state.view_for(0).question is not None  # seat 0 itself would see its question
    view = controller.view()
    assert view.question is None and view.legal_actions == () and view.hand_orders == ()
    assert view.hand_ingredients == (0,) * 6
    assert view.pending == state.view_for(0).pending  # what is asked, and of whom, stays in view
