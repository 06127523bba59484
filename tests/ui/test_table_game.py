"""A whole game of one human against the AI, every human move made through the table's widgets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from mammamia_qt.engine.actions import Play
from mammamia_qt.ui.common.names import said_text
from mammamia_qt.wording.messages import describe

from .table_support import answer_prompt_by_ui, make_setup, make_table, play_turn_by_ui


@pytest.mark.parametrize("edition", ["classic", "plus"])
def test_whole_game_through_the_widgets(qtbot, edition: str) -> None:
    setup = make_setup(["human", "random"], seed=11, edition=edition)
    controller, widget = make_table(qtbot, setup)
    state = {"acting": False, "round": None, "over": None}
    controller.humanToAct.connect(lambda seat: state.update(acting=True))
    controller.roundEnded.connect(lambda e: state.update(round=e))
    controller.gameEnded.connect(lambda e: state.update(over=e))
    applied: list[object] = []
    controller.actionApplied.connect(applied.append)
    controller.start()
    for _ in range(2000):
        qtbot.waitUntil(lambda: bool(state["acting"] or state["round"] or state["over"]), timeout=5000)
        if state["over"]:
            break
        if state["round"]:
            state["round"] = None
            controller.continue_after_round()
            continue
        state["acting"] = False
        assert controller.acting_seat() == 0
        if widget.pages.currentWidget() is widget.prompt:
            answer_prompt_by_ui(qtbot, widget)
        else:
            assert widget.pages.currentWidget() is widget.action_bar
            play_turn_by_ui(qtbot, widget)
    assert state["over"] is not None
    assert controller.over
    assert any(isinstance(a, Play) for a in applied)
    assert widget.scene.status.text() == QCoreApplication.translate("Table", "Game over")
    # the banner ends on the game's last sentence, said to Anna (seat 0, at the screen)
    names = [seat.name for seat in setup.seats]
    said = said_text(describe(state["over"], 0), names, widget.scene.orders)
    assert widget.scene.banner.text() == said and said.startswith("Game over.")
