"""Kiosk mode against someone trying to get out of it: nothing opens outside the fullscreen window,
no context menu anywhere, links go nowhere, and the PIN pad holds the keyboard while the game waits.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import QContextMenuEvent, QDesktopServices
from PySide6.QtWidgets import QApplication, QLineEdit, QMenu, QMessageBox, QWidget

from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import GameStore
from mammamia_qt.ui.common.settings import AppSettings, set_operator_pin
from mammamia_qt.ui.dialogs.how_to_play import HowToPlayDialog
from mammamia_qt.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

FAST = AppSettings(animation_speed="instant", ai_pace="instant")
OPERATOR = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(settings=FAST, persist=False, store=GameStore(tmp_path / "data"), kiosk=True)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    yield w
    if w.kiosk is not None:
        w.kiosk.allow_close = True
    w.close()


def visible_windows() -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible()]


def open_menus() -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible()]


def right_click(widget: QWidget) -> None:
    """What a right click (or a long press) sends: a context menu event at the widget's centre."""
    centre = widget.rect().center()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, centre, widget.mapToGlobal(centre))
    QApplication.sendEvent(widget, event)


def all_ai_game(window: MainWindow, seed: int = 11):
    seats = tuple(SeatConfig(name=f"AI {i}", kind="random") for i in range(4))
    return window.start_game(GameSetup(rules=Rules(players=4), seats=seats, seed=seed))


# ---------------------------------------------------------------------- how to play
def test_f1_shows_the_rules_as_a_page_of_the_window_and_back_returns(window, qtbot):
    kiosk = window.kiosk
    kiosk.show_quick_start()
    qtbot.keyClick(kiosk.quick_start, Qt.Key.Key_F1)
    page = kiosk.how_to_play
    assert page is not None and window.pages.currentWidget() is page
    assert not page.isWindow() and page.window() is window
    assert visible_windows() == [window]
    assert page.back_button.isVisible() and page.back_button.height() >= 64
    assert page.browser.toPlainText().strip()
    page.back_button.click()
    assert window.pages.currentWidget() is kiosk.quick_start
    qtbot.keyClick(kiosk.quick_start, Qt.Key.Key_F1)
    assert window.pages.currentWidget() is page
    qtbot.keyClick(page.browser, Qt.Key.Key_Escape)  # Escape is Back too: the page never just vanishes
    assert window.pages.currentWidget() is kiosk.quick_start and not page.isWindow()


def test_rules_over_the_demo_go_back_to_a_running_demo(window, qtbot):
    kiosk = window.kiosk
    window.menus.how_to_play_action.trigger()
    assert window.pages.currentWidget() is kiosk.how_to_play and not kiosk.attract.running
    kiosk.how_to_play.back_button.click()
    assert window.pages.currentWidget() is kiosk.attract and kiosk.attract.running


def test_the_rules_window_of_before_closes_when_the_kiosk_starts(qtbot, tmp_path):
    w = MainWindow(settings=FAST, persist=False, store=GameStore(tmp_path / "data"), kiosk=False)
    qtbot.addWidget(w)
    w.show()
    w.show_how_to_play()
    assert w._how_to_play.isVisible() and w._how_to_play.isWindow()
    w.set_kiosk(True)
    assert not w._how_to_play.isVisible()
    w.show_how_to_play()
    assert visible_windows() == [w] and w.pages.currentWidget() is w.kiosk.how_to_play
    w.kiosk.allow_close = True
    w.close()


def test_links_never_open_a_browser(window, qtbot, monkeypatch):
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    window.kiosk.show_how_to_play()
    browser = window.kiosk.how_to_play.browser
    assert not browser.openExternalLinks() and not browser.openLinks()
    before = browser.toHtml()
    browser.anchorClicked.emit(QUrl("https://example.com/"))
    browser.anchorClicked.emit(QUrl("file:///etc/passwd"))
    assert not opened and browser.source() == QUrl() and browser.toHtml() == before
    assert window.pages.currentWidget() is window.kiosk.how_to_play


# ---------------------------------------------------------------------- context menus
def test_no_widget_offers_a_context_menu_in_kiosk_mode(window, qtbot):
    kiosk = window.kiosk
    kiosk.show_how_to_play()
    extra = QLineEdit(kiosk.quick_start)  # made after the kiosk started: it is locked as it is polished
    extra.show()
    all_ai_game(window)
    kiosk.show_how_to_play()
    widgets = [window, *window.findChildren(QWidget)]
    assert len(widgets) > 100
    offering = [w for w in widgets if w.contextMenuPolicy() != Qt.ContextMenuPolicy.NoContextMenu]
    assert offering == []
    for target in (kiosk.how_to_play.browser.viewport(), kiosk.how_to_play.browser, extra,
                   window.table_page.table.view.viewport(), kiosk.pin_pad, kiosk.quick_start):  # fmt: skip
        right_click(target)
        assert open_menus() == [] and QApplication.activePopupWidget() is None
    assert visible_windows() == [window]


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing|propagateSizeHints)")
def test_the_same_right_click_opens_a_menu_outside_kiosk_mode(qtbot):
    """The check above can fail: a rules browser outside kiosk mode does offer its menu."""
    dialog = HowToPlayDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    right_click(dialog.browser.viewport())
    menus = open_menus()
    assert menus, "a text browser offers Copy / Select All"
    for menu in menus:
        menu.close()


def test_leaving_kiosk_mode_gives_the_menus_back(window, qtbot):
    kiosk = window.kiosk
    kiosk.show_how_to_play()
    browser = kiosk.how_to_play.browser
    custom = QLineEdit(kiosk.quick_start)
    custom.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
    custom.show()
    assert browser.contextMenuPolicy() == Qt.ContextMenuPolicy.NoContextMenu
    assert custom.contextMenuPolicy() == Qt.ContextMenuPolicy.NoContextMenu
    window.set_kiosk(False)
    assert browser.contextMenuPolicy() == Qt.ContextMenuPolicy.DefaultContextMenu
    assert custom.contextMenuPolicy() == Qt.ContextMenuPolicy.CustomContextMenu
    assert window.pages.currentWidget() is window.start_screen


# ---------------------------------------------------------------------- the PIN pad
def test_the_pin_pad_holds_the_keyboard_over_a_players_turn(window, qtbot):
    """Digits typed while the table has the focus would pick ingredients; with the pad open they
    are the PIN, and no shortcut of the window gets past the pad."""
    set_operator_pin("2468")
    kiosk = window.kiosk
    seats = (SeatConfig(name="Anna"),) + tuple(SeatConfig(name=f"AI {i}", kind="random") for i in range(3))
    controller = window.start_game(GameSetup(rules=Rules(players=4, start_player=0), seats=seats, seed=5))
    qtbot.waitUntil(lambda: controller.acting_seat() == 0, timeout=10000)
    table = window.table_page.table
    assert table.handle_key(Qt.Key.Key_1)  # the table takes digits on a turn (then let go again)
    table.handle_key(Qt.Key.Key_Escape)
    qtbot.keyClick(table.view, Qt.Key.Key_K, OPERATOR)
    pad = kiosk.pin_pad
    assert pad.isVisible() and kiosk.holding
    for key in (Qt.Key.Key_2, Qt.Key.Key_4, Qt.Key.Key_6):
        qtbot.keyClick(table.view, key)
    qtbot.keyClick(window, Qt.Key.Key_8)
    assert pad._entered == "2468" and pad.display.text().count("\N{BLACK CIRCLE}") == 4
    for key in (Qt.Key.Key_F1, Qt.Key.Key_F11, Qt.Key.Key_Space, Qt.Key.Key_F2):
        qtbot.keyClick(table.view, key)
    assert window.pages.currentWidget() is window.table_page and window.isFullScreen()
    assert not window.menus.scoreboard_action.isChecked()
    assert pad.isVisible() and pad._entered == "2468"
    qtbot.keyClick(table.view, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert window.isVisible() and window.kiosk_active
    assert controller.acting_seat() == 0 and controller.moves() == 0  # nothing was played
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)
    assert not pad.isVisible() and not kiosk.holding


def test_the_game_waits_behind_the_pin_pad(window, qtbot):
    kiosk = window.kiosk
    controller = all_ai_game(window)
    table_view = window.table_page.table.view
    qtbot.waitUntil(lambda: controller.moves() >= 3, timeout=10000)
    qtbot.keyClick(table_view, Qt.Key.Key_K, OPERATOR)
    assert kiosk.pin_pad.isVisible() and controller.paused
    qtbot.waitUntil(lambda: bool(controller._deferred), timeout=10000)  # the next AI move is due, and kept
    moves = controller.moves()
    qtbot.wait(200)
    assert controller.moves() == moves  # nothing moved behind the pad
    qtbot.keyClick(table_view, Qt.Key.Key_Escape)  # Escape reaches the pad from the table too
    assert not kiosk.pin_pad.isVisible() and not controller.paused
    qtbot.waitUntil(lambda: controller.moves() > moves, timeout=10000)  # and the game goes on


def test_enter_typed_at_the_table_unlocks_the_pad(window, qtbot):
    set_operator_pin("1357")
    kiosk = window.kiosk
    all_ai_game(window)
    table_view = window.table_page.table.view
    kiosk.ask_operator()
    for key in (Qt.Key.Key_1, Qt.Key.Key_3, Qt.Key.Key_5, Qt.Key.Key_7, Qt.Key.Key_Return):
        qtbot.keyClick(table_view, key)
    assert kiosk.pin_pad.unlocked


def test_the_demo_waits_behind_the_pin_pad(window, qtbot):
    kiosk = window.kiosk
    attract = kiosk.attract
    qtbot.waitUntil(lambda: attract.controller is not None and attract.controller.moves() >= 2,
                    timeout=10000)  # fmt: skip
    kiosk.ask_operator()
    demo = attract.controller
    assert demo.paused
    qtbot.waitUntil(lambda: bool(demo._deferred), timeout=10000)
    moves = demo.moves()
    qtbot.wait(200)
    assert demo.moves() == moves and attract.controller is demo
    kiosk.pin_pad.dismiss()
    qtbot.waitUntil(lambda: demo.moves() > moves, timeout=10000)


def test_a_dialog_over_the_game_holds_it_too(window, qtbot):
    controller = all_ai_game(window)
    box = QMessageBox(window)
    box.setText("…")
    box.open()
    qtbot.waitUntil(lambda: controller.paused, timeout=2000)
    box.done(0)
    qtbot.waitUntil(lambda: not controller.paused, timeout=2000)
    moves = controller.moves()
    qtbot.waitUntil(lambda: controller.moves() > moves, timeout=10000)


def test_the_rules_page_holds_the_game_and_back_releases_it(window, qtbot):
    controller = all_ai_game(window)
    window.kiosk.show_how_to_play()
    assert controller.paused
    window.kiosk.how_to_play.back_button.click()
    assert window.pages.currentWidget() is window.table_page and not controller.paused


def test_no_right_click_reaches_a_line_edit_outside_the_window(window, qtbot):
    """A widget that is its own window (as a stray popup would be) gets no menu either."""
    stray = QLineEdit()
    qtbot.addWidget(stray)
    stray.show()
    assert stray.contextMenuPolicy() == Qt.ContextMenuPolicy.NoContextMenu
    right_click(stray)
    assert open_menus() == []
    stray.close()


def test_corner_taps_open_the_pad_and_hold_the_game(window):
    for i in range(5):
        window.kiosk.note_tap(QPoint(5, 5), 250 * i)
    assert window.kiosk.pin_pad.isVisible() and window.kiosk.holding


# ---------------------------------------------------------------------- dialogs
def test_a_message_or_the_settings_lie_inside_the_kiosk_window_without_a_frame(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    area = window.geometry()
    box = QMessageBox(QMessageBox.Icon.Warning, "Resume", "autosave.json could not be loaded", parent=window)
    box.open()
    qtbot.waitUntil(box.isVisible)
    assert box.windowFlags() & Qt.WindowType.FramelessWindowHint
    assert area.contains(box.geometry())
    assert abs(box.geometry().center().x() - area.center().x()) <= 1
    box.close()

    from mammamia_qt.ui.dialogs.settings import SettingsDialog

    settings = SettingsDialog(window.settings, window)
    settings.resize(4000, 3000)  # larger than the window: it is made to fit
    settings.open()
    qtbot.waitUntil(settings.isVisible)
    assert settings.windowFlags() & Qt.WindowType.FramelessWindowHint
    assert area.contains(settings.geometry())
    settings.reject()


def test_outside_kiosk_mode_dialogs_keep_their_frame(qtbot, tmp_path):
    w = MainWindow(settings=FAST, persist=False, store=GameStore(tmp_path / "data"), kiosk=False)
    qtbot.addWidget(w)
    w.show()
    box = QMessageBox(QMessageBox.Icon.Warning, "Load", "x.json could not be loaded", parent=w)
    box.open()
    qtbot.waitUntil(box.isVisible)
    assert not box.windowFlags() & Qt.WindowType.FramelessWindowHint
    box.close()


def test_the_rules_page_opens_after_a_language_change(window, qtbot, languages):
    """The page is built whole before it becomes a page of the window: the locale change its new
    parent sends on the way finds every button there (a change event raising inside Qt fails here)."""
    kiosk = window.kiosk
    kiosk.show_quick_start()
    kiosk.quick_start.language_buttons["de"].click()
    assert window.languages.current == "de"
    qtbot.keyClick(kiosk.quick_start, Qt.Key.Key_F1)
    page = kiosk.how_to_play
    assert window.pages.currentWidget() is page and not page.isWindow()
    assert page.back_button.text() == "Zurück" and page.language() == "de"
    assert "Mamma Mia" in page.browser.toPlainText()


# ---------------------------------------------------------------------- the window stays up
def back_up(window: MainWindow) -> bool:
    return window.isVisible() and window.isFullScreen() and not window.isMinimized()


def back_in_front(window: MainWindow) -> bool:
    return back_up(window) and window.isActiveWindow()


def active(window: MainWindow, qtbot) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=1000)


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing|propagateSizeHints)")
def test_a_minimised_window_comes_back_fullscreen(window, qtbot):
    active(window, qtbot)
    before = window.kiosk.front.restored
    window.setWindowState(Qt.WindowState.WindowMinimized)
    assert window.isMinimized()
    qtbot.waitUntil(lambda: back_in_front(window), timeout=1000)  # within a second
    assert window.kiosk.front.restored == before + 1


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing|propagateSizeHints)")
def test_a_hidden_window_comes_back_fullscreen(window, qtbot):
    window.hide()
    assert not window.isVisible()
    qtbot.waitUntil(lambda: back_up(window), timeout=1000)
    assert window.pages.currentWidget() is window.kiosk.attract


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing|propagateSizeHints)")
def test_a_window_pushed_behind_another_comes_back_to_the_front(window, qtbot):
    active(window, qtbot)
    before = window.kiosk.front.restored
    focus: list[object] = []  # every window that took the activation, in order
    QApplication.instance().focusWindowChanged.connect(focus.append)
    other = QWidget()  # another program's window, as far as the kiosk can tell
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    # The watcher may win the window back before a poll sees it behind: the order of the
    # activations tells what happened, not a look in between.
    qtbot.waitUntil(lambda: window.kiosk.front.restored > before and back_in_front(window), timeout=1000)
    assert other.windowHandle() in focus
    assert focus.index(other.windowHandle()) < len(focus) - 1 and focus[-1] is window.windowHandle()
    assert not other.isActiveWindow()


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing|propagateSizeHints)")
def test_a_dialog_of_its_own_and_the_operators_way_out_are_not_fought(window, qtbot):
    active(window, qtbot)
    restored = window.kiosk.front.restored
    box = QMessageBox(QMessageBox.Icon.Information, "Note", "A message", parent=window)
    box.show()
    box.activateWindow()
    qtbot.waitUntil(box.isActiveWindow, timeout=1000)
    qtbot.wait(600)  # two looks of the watcher
    assert box.isActiveWindow() and window.kiosk.front.restored == restored
    box.close()
    window.kiosk._operator_quit()  # the PIN pad's Quit
    qtbot.wait(600)
    assert not window.isVisible() and window.kiosk.front.restored == restored


def test_outside_kiosk_mode_a_minimised_window_stays_minimised(qtbot, tmp_path):
    w = MainWindow(settings=FAST, persist=False, store=GameStore(tmp_path / "data"), kiosk=False)
    qtbot.addWidget(w)
    w.show()
    w.setWindowState(Qt.WindowState.WindowMinimized)
    qtbot.wait(600)
    assert w.isMinimized()
