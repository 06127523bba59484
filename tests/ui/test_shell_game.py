"""The shell with the real table and controller: starting a game, hand-over, results, snapshots."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QImage
from PySide6.QtWidgets import QApplication, QDialog

from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.tools.snapshot import SHOT_NAMES, SIZE, render_snapshots
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.dialogs.new_game import NewGameDialog
from mammamia_qt.ui.shell.main_window import MainWindow
from mammamia_qt.ui.shell.scoreboard import NAME

pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support propagateSizeHints"
)  # offscreen platform

FAST = AppSettings(animation_speed="instant", ai_pace="instant")


@pytest.fixture
def window(qtbot):
    w = MainWindow(settings=FAST, persist=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    yield w
    w.close()


def test_new_game_goes_to_the_table(window, qtbot, monkeypatch):
    monkeypatch.setattr(NewGameDialog, "exec", lambda d: QDialog.DialogCode.Accepted)
    qtbot.mouseClick(window.start_screen.new_game_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.table_page
    assert window.controller is not None and window.table_page.table is not None
    assert window.menus.skip_reveal_action.isEnabled()
    window.menus.scoreboard_action.trigger()
    assert window.table_page.scoreboard.isVisible()
    qtbot.waitUntil(lambda: window.table_page.scoreboard_model.rowCount() == 4, timeout=3000)


def test_the_scoreboard_is_wide_enough_for_the_names(qtbot):
    """With the large type of the app's style, the other columns must not squeeze the names out."""
    app = QApplication.instance()
    default = app.font()
    big = QFont(default)
    big.setPixelSize(26)
    app.setFont(big)
    try:
        window = MainWindow(settings=FAST, persist=False)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        names = ("Bartholomew", "Alessandra", "Maximiliano", "Wilhelmina")
        seats = tuple(SeatConfig(name=n, kind="human" if i == 0 else "beginner") for i, n in enumerate(names))
        window.start_game(GameSetup(rules=Rules(players=4), seats=seats, seed=3))
        window.menus.scoreboard_action.trigger()
        view = window.table_page.scoreboard.view
        qtbot.waitUntil(lambda: window.table_page.scoreboard_model.rowCount() == 4, timeout=3000)
        qtbot.waitUntil(lambda: view.columnWidth(NAME) >= view.sizeHintForColumn(NAME) > 100, timeout=3000)
        window.close()
    finally:
        app.setFont(default)


def test_two_humans_hand_over(window, qtbot):
    setup = GameSetup(
        rules=Rules(players=2, start_player=0),
        seats=(SeatConfig(name="Beate"), SeatConfig(name="Alberto")),
        seed=11,
    )
    controller = window.start_game(setup)
    page = window.table_page
    qtbot.waitUntil(page.hand_over.isVisible, timeout=3000)  # the first player is asked too
    assert "Beate" in page.hand_over.headline.text()
    assert page.table.isVisible()  # only the hand is covered: the table stays in view
    assert page.table.rect().contains(page.table.hand_area())
    assert page.hand_over.geometry().height() < page.height() // 2
    assert controller.display_seat() == -1 and page.table.hand.cards == []
    page.hand_over.button.click()
    qtbot.waitUntil(lambda: controller.acting_seat() == 0, timeout=3000)
    view = controller.view()
    legal = view.legal_actions
    with qtbot.waitSignal(controller.handOverRequested, timeout=3000):
        controller.submit(legal[0])
    assert page.hand_over.isVisible() and page.table.isVisible()
    assert "Alberto" in page.hand_over.headline.text()
    assert controller.acting_seat() is None and controller.display_seat() == -1
    assert page.table.hand.cards == [] and page.table.hand.order_cards == []  # Beate's hand went face down
    qtbot.keyClick(page.hand_over, Qt.Key.Key_Return)
    assert page.table.isVisible() and not page.hand_over.isVisible()
    assert controller.acting_seat() == 1 and controller.display_seat() == 1


def test_ai_game_reaches_the_results(window, qtbot):
    seats = tuple(SeatConfig(name=n, kind="random") for n in ("A", "B", "C"))
    controller = window.start_game(GameSetup(rules=Rules(players=3), seats=seats, seed=4))
    summary = window.table_page.summary

    def advance() -> bool:
        if summary.isVisible():
            summary.button.click()
        return window.pages.currentWidget() is window.results_page

    qtbot.waitUntil(advance, timeout=20000)
    assert controller.over
    assert "wins" in window.results_page.headline.text() or "share" in window.results_page.headline.text()


def test_snapshots(tmp_path):
    paths = render_snapshots(tmp_path / "shots")
    assert [p.stem for p in paths] == list(SHOT_NAMES)
    for path in paths:
        image = QImage(str(path))
        assert (image.width(), image.height()) == SIZE
        assert path.stat().st_size > 10_000
