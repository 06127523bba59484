"""Kiosk mode as a group meets it at a game night: a key opens the quick start from the demo
wherever the keyboard is.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import GameStore
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

FAST = AppSettings(animation_speed="instant", ai_pace="instant")


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(settings=FAST, persist=False, store=GameStore(tmp_path / "data"), kiosk=True)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    qtbot.waitExposed(w)
    yield w
    if w.kiosk is not None:
        w.kiosk.allow_close = True
    w.close()


def keyboard_target(window: MainWindow) -> QWidget:
    """Where a real window sends a key: the widget with the keyboard, or the window itself."""
    return window.focusWidget() or window


def human_game(window: MainWindow):
    seats = (SeatConfig(name="Anna"),) + tuple(SeatConfig(name=f"AI {i}", kind="random") for i in range(3))
    return window.start_game(GameSetup(rules=Rules(players=4, start_player=0), seats=seats, seed=5))


# ---------------------------------------------------------------------- a key at the demo
def demo_fresh(window: MainWindow, qtbot) -> None:
    window.kiosk.show_attract()


def demo_after_the_pin_pad(window: MainWindow, qtbot) -> None:
    """Ctrl+Shift+K, then Escape: the keyboard stays with whatever the pad handed it to."""
    kiosk = window.kiosk
    kiosk.show_attract()
    qtbot.waitUntil(lambda: kiosk.attract.table is not None)
    qtbot.keyClick(keyboard_target(window), Qt.Key.Key_K, OPERATOR)
    assert kiosk.pin_pad.isVisible()
    qtbot.keyClick(keyboard_target(window), Qt.Key.Key_Escape)
    assert not kiosk.pin_pad.isVisible() and window.pages.currentWidget() is kiosk.attract


def demo_after_a_game(window: MainWindow, qtbot) -> None:
    """A game left alone went back to the demo: the keyboard was the table's."""
    controller = human_game(window)
    qtbot.waitUntil(lambda: controller.acting_seat() == 0, timeout=10000)
    window.kiosk.return_to_demo()


OPERATOR = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
TAP_KEYS = (Qt.Key.Key_A, Qt.Key.Key_7, Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


@pytest.mark.parametrize("arrive", [demo_fresh, demo_after_the_pin_pad, demo_after_a_game])
def test_any_key_at_the_demo_opens_the_quick_start(window, qtbot, arrive):
    kiosk = window.kiosk
    for key in TAP_KEYS:
        arrive(window, qtbot)
        assert window.pages.currentWidget() is kiosk.attract and kiosk.attract.running
        qtbot.keyClick(keyboard_target(window), key)
        assert window.pages.currentWidget() is kiosk.quick_start, f"{key.name} after {arrive.__name__}"
        assert not kiosk.attract.running


def test_after_the_pin_pad_the_keyboard_is_not_the_banners(window, qtbot):
    """The case above that the banner alone could not serve: a key goes past it."""
    demo_after_the_pin_pad(window, qtbot)
    assert keyboard_target(window) is not window.kiosk.attract.cta


def test_modifiers_alone_and_shortcuts_do_not_open_the_quick_start(window, qtbot):
    kiosk = window.kiosk
    for key in (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta):
        QTest.keyPress(keyboard_target(window), key)
        QTest.keyRelease(keyboard_target(window), key)
        assert window.pages.currentWidget() is kiosk.attract, key.name
    qtbot.keyClick(keyboard_target(window), Qt.Key.Key_K, OPERATOR)  # the operator's key: the PIN pad
    assert kiosk.pin_pad.isVisible() and window.pages.currentWidget() is kiosk.attract
    qtbot.keyClick(keyboard_target(window), Qt.Key.Key_Escape)
    qtbot.keyClick(keyboard_target(window), Qt.Key.Key_F11)  # a function key: the window's, off in kiosk mode
    assert window.pages.currentWidget() is kiosk.attract and window.isFullScreen()
    qtbot.keyClick(keyboard_target(window), Qt.Key.Key_F1)  # F1 is the rules, not a tap
    assert window.pages.currentWidget() is kiosk.how_to_play
