"""Kiosk mode as a group meets it at a game night: a key opens the quick start from the demo
wherever the keyboard is, the operator's corner taps work at any human pace (a quick second click
arrives as a double click), and a locked PIN pad counts down to when it may be tried again.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import GameStore
from mammamia_qt.ui.common.settings import AppSettings, set_operator_pin
from mammamia_qt.ui.kiosk.mode import CORNER_WINDOW_MS
from mammamia_qt.ui.kiosk.pin_pad import LOCK_MS
from mammamia_qt.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

FAST = AppSettings(animation_speed="instant", ai_pace="instant")
LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


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


# ---------------------------------------------------------------------- the operator's corner
class Taps:
    """Clicks on the window as the system delivers them (through the QWindow, so Qt itself turns a
    second quick click into a double click), at simulated times: no waiting."""

    def __init__(self, window: MainWindow, seed: int) -> None:
        self.handle = window.windowHandle()
        self.rng = random.Random(seed)

    def tap(self, at: QPoint, gap_ms: int) -> None:
        """Press ``gap_ms`` after the last press (hold 20-70 ms), jittered by a few pixels."""
        hold = self.rng.randint(20, min(70, gap_ms - 10))
        spot = at + QPoint(self.rng.randint(-3, 3), self.rng.randint(-3, 3))
        QTest.mousePress(self.handle, LEFT, NONE, spot, gap_ms - self.last_hold)
        QTest.mouseRelease(self.handle, LEFT, NONE, spot, hold)
        self.last_hold = hold

    last_hold = 0

    def five(self, at: QPoint) -> None:
        """Five taps at a human pace: 80-400 ms apart, after a pause longer than a sequence."""
        self.tap(at, CORNER_WINDOW_MS + 1000)
        for _ in range(4):
            self.tap(at, self.rng.randint(80, 400))


CORNER = QPoint(6, 6)


def count_openings(window: MainWindow, taps: Taps, rounds: int = 20) -> int:
    pad = window.kiosk.pin_pad
    opened = 0
    for _ in range(rounds):
        taps.five(CORNER)
        opened += pad.isVisible()
        pad.dismiss()
    return opened


def test_five_corner_taps_at_a_human_pace_open_the_pin_pad_over_the_demo(window, qtbot):
    kiosk = window.kiosk
    opened = count_openings(window, Taps(window, seed=20))
    assert opened >= 19
    assert window.pages.currentWidget() is kiosk.attract and kiosk.attract.running  # no quick start


def test_five_corner_taps_at_a_human_pace_open_the_pin_pad_during_a_game(window, qtbot):
    controller = human_game(window)
    qtbot.waitUntil(lambda: controller.acting_seat() == 0, timeout=10000)
    opened = count_openings(window, Taps(window, seed=6))
    assert opened >= 19
    assert window.pages.currentWidget() is window.table_page and window.controller is controller
    assert controller.moves() == 0  # the taps played nothing


class Seen(QObject):
    """Which kinds of mouse event reach a widget."""

    def __init__(self) -> None:
        super().__init__()
        self.kinds: list[QEvent.Type] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            self.kinds.append(event.type())
        return False


def test_the_taps_are_really_quick_ones(window):
    """The pace above does make double clicks, where no press reaches a widget (the taps the
    kiosk used to miss)."""
    seen = Seen()
    window.kiosk.attract.cta.installEventFilter(seen)
    Taps(window, seed=20).five(CORNER)
    assert len(seen.kinds) == 5 and seen.kinds.count(QEvent.Type.MouseButtonDblClick) >= 2


def test_corner_taps_short_of_five_leave_the_demo_as_it_was(window, qtbot):
    kiosk = window.kiosk
    taps = Taps(window, seed=3)
    for gap in (5000, 200, 150, 300):
        taps.tap(CORNER, gap)
    assert window.pages.currentWidget() is kiosk.attract and kiosk.attract.running
    assert not kiosk.pin_pad.isVisible()
    taps.tap(QPoint(640, 360), 200)  # a tap elsewhere: the demo's own tap, and the count starts over
    assert window.pages.currentWidget() is kiosk.quick_start
    taps.tap(CORNER, 200)
    assert not kiosk.pin_pad.isVisible()


def test_slow_corner_taps_do_not_add_up(window):
    taps = Taps(window, seed=4)
    for gap in (5000, 1500, 1500, 1500, 1500):
        taps.tap(CORNER, gap)
    assert not window.kiosk.pin_pad.isVisible()


def test_five_touches_in_the_corner_are_five_taps(window, qtbot):
    """A finger's touch, and the click Qt makes of a touch nobody takes, count once together."""
    device = QTest.createTouchDevice()
    pad = window.kiosk.pin_pad
    for n in range(1, 6):
        assert not pad.isVisible(), f"open after {n - 1} touches"
        QTest.touchEvent(window, device).press(0, CORNER, window).commit()
        QTest.touchEvent(window, device).release(0, CORNER, window).commit()
        qtbot.wait(5)  # touches carry the real time in ms: no two fingers land in the same one
    assert pad.isVisible()
    assert window.pages.currentWidget() is window.kiosk.attract


# ---------------------------------------------------------------------- the locked PIN pad
class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def lock_pad(window: MainWindow, clock: Clock):
    set_operator_pin("2468")
    pad = window.kiosk.pin_pad
    pad.clock = clock
    window.kiosk.ask_operator()
    for _ in range(5):
        for digit in "0000":
            pad.digit_buttons[digit].click()
        pad.ok_button.click()
    return pad


def keys_enabled(pad) -> list[bool]:
    return [b.isEnabled() for b in (*pad.digit_buttons.values(), pad.back_button, pad.ok_button)]


def test_the_locked_pad_counts_down_each_second_and_opens_again(window, qtbot):
    clock = Clock()
    pad = lock_pad(window, clock)
    timer = pad.lock_timer
    assert timer.isActive() and timer.interval() == 1000
    seconds = LOCK_MS // 1000
    assert "30 s" in pad.message.text() and pad.message.isVisible()
    assert not any(keys_enabled(pad))
    shown = []
    for _ in range(seconds - 1):
        clock.now += 1.0
        timer.timeout.emit()
        shown.append(pad.message.text())
        assert not any(keys_enabled(pad))
    assert shown == [f"Locked: try again in {n} s." for n in range(seconds - 1, 0, -1)]
    qtbot.keyClick(pad, Qt.Key.Key_2)
    assert pad._entered == ""  # typed digits are refused too while locked
    clock.now += 1.0
    timer.timeout.emit()
    assert all(keys_enabled(pad)) and not timer.isActive()
    assert pad.message.text() == "Enter the operator PIN."
    for digit in "2468":
        pad.digit_buttons[digit].click()
    assert pad.submit() and pad.unlocked


def test_a_late_tick_shows_the_time_really_left(window):
    """The count follows the clock, not the number of ticks: a busy moment skips, never lags."""
    clock = Clock()
    pad = lock_pad(window, clock)
    clock.now += 4.3
    pad.lock_timer.timeout.emit()
    assert pad.message.text() == "Locked: try again in 26 s."


def test_the_lock_outlasts_closing_and_opening_the_pad(window):
    clock = Clock()
    pad = lock_pad(window, clock)
    pad.dismiss()
    clock.now += 10.0
    pad.lock_timer.timeout.emit()
    window.kiosk.ask_operator()
    assert pad.message.text() == "Locked: try again in 20 s." and not any(keys_enabled(pad))
