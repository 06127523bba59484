"""ScoreboardModel passes Qt's model checks and follows the controller."""

from __future__ import annotations

from PySide6.QtCore import Qt

from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.shell.scoreboard import DELIVERED, HAND, NAME, TURN, ScoreboardModel


def test_model_checks(qtmodeltester, shell):
    setup = shell.make_setup()
    state, _, _ = shell.play(setup, moves=10)
    controller = shell.FakeController(setup, state)
    model = ScoreboardModel(controller, CardArt())
    qtmodeltester.check(model)
    assert model.rowCount() == 4
    assert model.data(model.index(0, NAME)) == "Beate"
    assert model.data(model.index(0, NAME), Qt.ItemDataRole.DecorationRole) is not None
    assert "Beate" in model.data(model.index(0, NAME), Qt.ItemDataRole.AccessibleTextRole)
    assert model.data(model.index(1, HAND), Qt.ItemDataRole.ToolTipRole)
    current = state.current_player()
    assert model.data(model.index(current, TURN))


def test_refresh_on_state_change(qtbot, shell):
    setup = shell.make_setup()
    state, _, _ = shell.play(setup, moves=0)
    controller = shell.FakeController(setup, state)
    model = ScoreboardModel(controller)
    later, _, _ = shell.play(setup)
    controller.state = later
    with qtbot.waitSignal(model.dataChanged, timeout=500):
        controller.stateChanged.emit()
    for seat in range(4):
        assert model.data(model.index(seat, DELIVERED)) == str(len(later.delivered[seat]))


def test_empty_without_a_game(qtmodeltester):
    model = ScoreboardModel(None)
    qtmodeltester.check(model)
    assert model.rowCount() == 0
