"""The title screen from the keyboard: Enter, Return and Space press the button that has the focus;
Enter with no button focused presses the default (Continue when shown, else New game)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.shell.main_window import MainWindow
from mammamia_qt.ui.shell.start_screen import StartScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen

SIGNALS = (
    "continueRequested",
    "newGameRequested",
    "howToPlayRequested",
    "settingsRequested",
    "quitRequested",
)


@pytest.fixture
def screen(qtbot):
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.resize(1024, 600)
    screen.set_can_continue(True)
    screen.show()
    qtbot.waitExposed(screen)
    screen.heard = []
    for name in SIGNALS:
        getattr(screen, name).connect(lambda name=name: screen.heard.append(name))
    return screen


BUTTONS = [
    ("continue_button", "continueRequested"),
    ("new_game_button", "newGameRequested"),
    ("how_button", "howToPlayRequested"),
    ("settings_button", "settingsRequested"),
    ("quit_button", "quitRequested"),
]


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
@pytest.mark.parametrize(("button", "signal"), BUTTONS)
def test_a_key_presses_the_focused_button(screen, qtbot, key, button, signal):
    target = getattr(screen, button)
    target.setFocus()
    assert screen.focusWidget() is target
    with qtbot.waitSignal(getattr(screen, signal)):
        qtbot.keyClick(target, key)
    assert screen.heard == [signal]


def test_enter_with_no_button_focused_presses_the_default(screen, qtbot):
    screen.setFocus()  # the screen itself, none of its buttons
    with qtbot.waitSignal(screen.continueRequested):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    screen.set_can_continue(False)
    with qtbot.waitSignal(screen.newGameRequested):
        qtbot.keyClick(screen, Qt.Key.Key_Enter)
    assert screen.heard == ["continueRequested", "newGameRequested"]


def test_enter_on_continue_in_the_window_continues(qtbot, monkeypatch):
    window = MainWindow(settings=AppSettings(animation_speed="instant", ai_pace="instant"), persist=False)
    qtbot.addWidget(window)
    continued = []
    monkeypatch.setattr(window, "continue_game", lambda: continued.append(True))
    window.start_screen.continueRequested.disconnect()
    window.start_screen.continueRequested.connect(window.continue_game)
    window.start_screen.set_can_continue(True)
    window.show()
    qtbot.waitExposed(window)
    window.start_screen.continue_button.setFocus()
    qtbot.keyClick(window.start_screen.continue_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: continued == [True])
