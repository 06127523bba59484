"""Hand-over cover, round summary and results page."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QWidget

from mammamia_qt.engine.events import GameEnded
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.shell.hand_over import HandOverOverlay
from mammamia_qt.ui.shell.results import ResultsPage
from mammamia_qt.ui.shell.round_summary import RoundSummary

pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support propagateSizeHints"
)  # offscreen platform


def test_hand_over_covers_only_the_hand_until_confirmed(qtbot):
    page = QWidget()
    qtbot.addWidget(page)
    page.resize(800, 600)
    table = QWidget(page)
    table.setGeometry(page.rect())
    table.hand_area = lambda: QRect(100, 450, 500, 150)  # type: ignore[attr-defined]
    overlay = HandOverOverlay(table, page)
    page.show()
    overlay.show_for("Beate")
    assert table.isVisible()  # the table stays in view for everybody
    assert overlay.isVisible() and overlay.geometry() == QRect(100, 450, 500, 150)
    assert "Beate" in overlay.headline.text()
    overlay.button.setFocus()
    with qtbot.waitSignal(overlay.confirmed, timeout=500):
        qtbot.keyClick(overlay, Qt.Key.Key_Return)
    assert table.isVisible() and not overlay.isVisible()


def test_hand_over_without_a_table_lies_over_the_bottom(qtbot):
    page = QWidget()
    qtbot.addWidget(page)
    page.resize(800, 600)
    placeholder = QWidget(page)
    overlay = HandOverOverlay(placeholder, page)
    page.show()
    overlay.show_for("Carlo")
    area = overlay.geometry()
    assert area.bottom() == page.rect().bottom() and area.width() == 800 and area.height() < 300


def test_round_summary_continue(qtbot, shell):
    setup = shell.make_setup()
    state, rounds, _ = shell.play(setup)
    controller = shell.FakeController(setup, state)
    page = QWidget()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    summary = RoundSummary(CardArt(), page)
    summary.continued.connect(controller.continue_after_round)
    page.show()
    summary.show_round(rounds[0], controller)
    assert summary.isVisible()
    assert "Round 1" in summary.title.text()
    qtbot.mouseClick(summary.button, Qt.MouseButton.LeftButton)
    assert controller.continued == 1 and not summary.isVisible()


def _tied_game(shell, tiebreak: str):
    setup = shell.make_setup()
    state, _, _ = shell.play(setup)
    state.delivered[0] = [0, 1, 2]
    state.delivered[1] = [8, 9, 10]
    state.delivered[2] = [16]
    state.delivered[3] = []
    state.hand_ing[0] = [2, 1, 0, 0, 0, 0]
    state.hand_ing[1] = [1, 0, 0, 0, 0, 0] if tiebreak == "hand" else [0, 0, 3, 0, 0, 0]
    winners = (0,) if tiebreak == "hand" else (0, 1)
    return shell.FakeController(setup, state), GameEnded(winners, (3, 3, 1, 0), tiebreak)


@pytest.mark.parametrize("tiebreak", ["hand", "shared"])
def test_results_show_the_tiebreak(qtbot, shell, tiebreak):
    controller, event = _tied_game(shell, tiebreak)
    page = ResultsPage(CardArt())
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    page.show_results(event, controller)
    assert page.tiebreak.isVisible()
    text = page.tiebreak_text
    assert "Tie-break" in text and "Beate" in text and "AI 1" in text
    assert page.hand_counts.isVisible()
    assert "Beate: 3" in page.hand_counts.text()
    if tiebreak == "hand":
        assert "Beate wins" in page.headline.text()
        assert "AI 1: 1" in page.hand_counts.text()
    else:
        assert "share" in page.headline.text() and "share" in text
    top = page.proxy.index(0, 0).data()
    assert top in ("Beate", "AI 1")


def test_results_without_tie(qtbot, shell):
    setup = shell.make_setup()
    state, _, ended = shell.play(setup)
    page = ResultsPage(CardArt())
    qtbot.addWidget(page)
    page.show_results(GameEnded((0,), (5, 3, 2, 1), "none"), shell.FakeController(setup, state))
    assert "Beate wins" in page.headline.text()
    assert page.hand_counts.isHidden()
