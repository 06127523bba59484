"""Kiosk mode: the demo loop, the quick start, the idle countdown and the operator's PIN."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from mammamia_qt.ui.common.settings import AppSettings, set_operator_pin
from mammamia_qt.ui.dialogs.settings import SettingsDialog
from mammamia_qt.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

FAST = AppSettings(animation_speed="instant", ai_pace="instant")


@pytest.fixture
def kiosk_window(qtbot, store):
    w = MainWindow(settings=FAST, persist=False, store=store, kiosk=True)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    yield w
    if w.kiosk is not None:
        w.kiosk.allow_close = True
    w.close()


def enter_pin(window: MainWindow, pin: str) -> bool:
    pad = window.kiosk.pin_pad
    for digit in pin:
        pad.digit_buttons[digit].click()
    return pad.submit()


def test_the_demo_has_a_master_that_plays_its_turns(kiosk_window, qtbot):
    """Every demo table seats the master; in the demo it thinks within its live time budget (in
    the worker thread) and its moves reach the table."""
    from mammamia_qt.ui.kiosk.attract import DEMO_TABLES, demo_setup

    assert all(
        [seat.kind for seat in demo_setup(n, seed=1).seats].count("master") == 1
        for n in range(len(DEMO_TABLES))
    )
    controller = kiosk_window.kiosk.attract.controller
    master = next(i for i, seat in enumerate(controller.setup.seats) if seat.kind == "master")

    def turns_played() -> int:
        return sum(1 for play in controller.view().round_plays if play[0] == master)

    qtbot.waitUntil(lambda: turns_played() >= 2, timeout=20000)  # its second turn: it goes on playing


@pytest.fixture
def quick_master(monkeypatch):
    """The demo's master thinks for 5 ms a move instead of its 0.2 s (whole games stay quick)."""
    monkeypatch.setattr("mammamia_qt.ai.base.MASTER_TIME_BUDGET", 0.005)


@pytest.mark.slow
@pytest.mark.usefixtures("quick_master")
def test_attract_mode_plays_demo_games(kiosk_window, qtbot):
    kiosk = kiosk_window.kiosk
    assert kiosk_window.kiosk_active and not kiosk_window.menuBar().isVisible()
    assert kiosk_window.pages.currentWidget() is kiosk.attract
    assert all(seat.kind != "human" for seat in kiosk.attract.controller.setup.seats)
    qtbot.waitUntil(lambda: kiosk.attract.games_played >= 2, timeout=60000)
    assert kiosk.attract.running and kiosk.attract.controller is not None


def test_a_tap_opens_the_quick_start_and_plays(kiosk_window, qtbot):
    kiosk = kiosk_window.kiosk
    qtbot.mouseClick(kiosk.attract.cta, Qt.MouseButton.LeftButton, pos=QPoint(640, 360))
    quick = kiosk.quick_start
    assert kiosk_window.pages.currentWidget() is quick and not kiosk.attract.running
    assert not quick.resume_button.isVisible()
    quick.edition_buttons[quick.edition.PLUS].click()
    quick.count_buttons[6].click()
    quick.seat_buttons[1].click()  # a second human
    for button in (quick.play_button, quick.count_buttons[6], quick.seat_buttons[0]):
        assert button.height() >= 48
    quick.play_button.click()
    setup = kiosk_window.controller.setup
    assert setup.rules.players == 6 and setup.humans == [0, 1]
    assert kiosk_window.pages.currentWidget() is kiosk_window.table_page


def test_languages_are_offered_by_their_own_names(kiosk_window):
    quick = kiosk_window.kiosk.quick_start
    assert [b.text() for b in quick.language_buttons.values()] == [
        "Deutsch",
        "English",
        "Čeština",
        "Nederlands",
        "日本語",
    ]
    quick.language_buttons["en"].click()
    assert quick.note.text() == ""
    quick.language_buttons["ja"].click()  # without a translation file it says so and carries on
    if kiosk_window.languages.current != "ja":
        assert "日本語" in quick.note.text()


def test_idle_game_returns_to_the_demo_and_can_be_resumed(kiosk_window, qtbot, store):
    kiosk = kiosk_window.kiosk
    kiosk.idle_ms, kiosk.countdown_seconds, kiosk.tick_ms = 400, 3, 60
    kiosk.attract.tapped.emit()
    kiosk.quick_start.play_button.click()
    controller = kiosk_window.controller
    qtbot.waitUntil(lambda: controller.acting_seat() == 0, timeout=10000)
    qtbot.waitUntil(kiosk.countdown.isVisible, timeout=5000)
    assert "Returning to the demo in" in kiosk.countdown.headline.text()
    qtbot.waitUntil(lambda: kiosk_window.pages.currentWidget() is kiosk.attract, timeout=5000)
    assert kiosk_window.controller is None and not kiosk.countdown.isVisible()
    kept = store.load_autosave()[0].fingerprint()
    kiosk.attract.tapped.emit()
    assert kiosk.quick_start.resume_button.isVisible()
    kiosk.quick_start.resume_button.click()
    assert kiosk_window.pages.currentWidget() is kiosk_window.table_page
    assert kiosk_window.controller._state.fingerprint() == kept


def test_input_cancels_the_countdown(kiosk_window, qtbot):
    kiosk = kiosk_window.kiosk
    kiosk.idle_ms, kiosk.countdown_seconds, kiosk.tick_ms = 300, 50, 1000
    kiosk.attract.tapped.emit()
    qtbot.waitUntil(kiosk.countdown.isVisible, timeout=5000)
    qtbot.keyClick(kiosk.quick_start, Qt.Key.Key_A)
    assert not kiosk.countdown.isVisible()
    assert kiosk_window.pages.currentWidget() is kiosk.quick_start


def test_leaving_needs_the_operator_pin(kiosk_window, qtbot, monkeypatch):
    set_operator_pin("2468")
    opened = []
    monkeypatch.setattr(SettingsDialog, "exec", lambda d: opened.append(d) or 0)
    kiosk = kiosk_window.kiosk
    pad = kiosk.pin_pad
    assert not kiosk_window.close()  # Alt+F4, Ctrl+Q, the compositor: all end here
    assert pad.isVisible() and kiosk_window.kiosk_active
    pad.dismiss()
    kiosk_window.edit_settings()
    assert pad.isVisible() and not opened
    assert not enter_pin(kiosk_window, "1357")
    assert "Wrong PIN" in pad.message.text() and not pad.unlocked
    pad.dismiss()
    qtbot.keyClick(kiosk_window.pages.currentWidget(), Qt.Key.Key_K,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)  # fmt: skip
    assert pad.isVisible()
    assert enter_pin(kiosk_window, "2468") and pad.unlocked
    pad.settings_button.click()
    assert len(opened) == 1
    kiosk.ask_operator()
    enter_pin(kiosk_window, "2468")
    pad.leave_button.click()
    assert not kiosk_window.kiosk_active and kiosk_window.menuBar().isVisible()
    assert kiosk_window.pages.currentWidget() is kiosk_window.start_screen


def test_five_corner_taps_open_the_pin_pad_and_no_pin_means_no_exit(kiosk_window):
    kiosk = kiosk_window.kiosk
    for i in range(5):
        kiosk.note_tap(QPoint(10, 10), 250 * i)
    pad = kiosk.pin_pad
    assert pad.isVisible() and "No operator PIN" in pad.message.text()
    assert not pad.ok_button.isEnabled() and not pad.submit()
    assert not kiosk_window.close()


def test_repeated_wrong_pins_lock_the_pad(kiosk_window):
    set_operator_pin("2468")
    kiosk_window.kiosk.ask_operator()
    for _ in range(5):
        enter_pin(kiosk_window, "0000")
    assert not enter_pin(kiosk_window, "2468")
    assert not kiosk_window.kiosk.pin_pad.digit_buttons["2"].isEnabled()


def test_a_tap_mid_animation_retires_the_demo_cleanly(qtbot, store):
    settings = AppSettings(animation_speed="normal", ai_pace="fast")
    w = MainWindow(settings=settings, persist=False, store=store, kiosk=True)
    qtbot.addWidget(w)
    attract = w.kiosk.attract
    qtbot.waitUntil(lambda: attract.table is not None and attract.table.scene.animator.busy, timeout=10000)
    attract.tapped.emit()  # the demo's table goes while its cards are moving
    qtbot.wait(100)
    assert attract.table is None and w.pages.currentWidget() is w.kiosk.quick_start
    w.kiosk.allow_close = True
    w.close()


def test_the_pad_says_how_many_tries_are_left_and_heads_its_choices(kiosk_window):
    set_operator_pin("2468")
    pad = kiosk_window.kiosk.pin_pad
    kiosk_window.edit_settings()
    assert pad.isVisible()
    assert pad.title.font().pixelSize() == int(max(600, pad.height()) * 0.06)  # set after polish: kept
    for left in (4, 3):
        assert not enter_pin(kiosk_window, "1357")
        assert str(left) in pad.message.text(), pad.message.text()
    assert enter_pin(kiosk_window, "2468") and pad.unlocked
    heading, buttons = pad.operator_label.fontInfo().pixelSize(), pad.settings_button.fontInfo().pixelSize()
    assert heading >= buttons, (heading, buttons)  # the heading is no small print above huge buttons
