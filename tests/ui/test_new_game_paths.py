"""Every way a new game can start while another runs, through the real menus and dialogs.

Ctrl+N during a game asks "Leave this game?" (a QMessageBox made by Qt's static function) and then
shows the New game dialog; each is answered here the way a person would, with a click or Enter,
while the dialogs run their own event loops. After each path the new game must really go on: a
computer player moves and the person is asked, with the keyboard on the table.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import GameStore
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.dialogs.new_game import NewGameDialog
from mammamia_qt.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

INSTANT = AppSettings(animation_speed="instant", ai_pace="instant")
PACED = AppSettings(animation_speed="instant", ai_pace="slow")  # a computer is still deciding
ANIMATED = AppSettings(animation_speed="slow", ai_pace="instant")  # cards still in flight


class Person(QObject):
    """Answers the modal windows as they come: Yes (or Start a new game) to "Leave this game?", Enter in New game."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.seen: list[str] = []
        self._timer = QTimer(self)
        self._timer.setInterval(20)
        self._timer.timeout.connect(self._look)
        self._timer.start()

    def _look(self) -> None:
        modal = QApplication.activeModalWidget()
        if modal is None or (self.seen and self.seen[-1] == id(modal)):
            return
        if isinstance(modal, QMessageBox):
            self.seen.append("leave?")
            yes = modal.button(QMessageBox.StandardButton.Yes)  # the title screen's: "Start a new game"
            roles = {modal.buttonRole(b): b for b in modal.buttons()}
            (yes or roles[QMessageBox.ButtonRole.AcceptRole]).click()
        elif isinstance(modal, NewGameDialog):
            self.seen.append("new game")
            QTest.keyClick(modal, Qt.Key.Key_Return)  # the dialog's default button: Start


def make_window(qtbot, settings: AppSettings, **kw) -> MainWindow:
    window = MainWindow(settings=settings, persist=False, **kw)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def setup(humans: int = 1, start: int = 0, edition: str = "classic", seed: int = 3) -> GameSetup:
    seats = tuple(SeatConfig(name=f"Chef {i}", kind="human" if i < humans else "beginner") for i in range(4))
    rules = Rules(players=4, start_player=start, edition=edition)  # type: ignore[arg-type]
    return GameSetup(rules=rules, seats=seats, seed=seed)


def ctrl_n(window: MainWindow) -> list[str]:
    """Ctrl+N as a person presses it, answered as a person would; what was asked, in order."""
    person = Person(window)
    QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    person.deleteLater()
    return [s for s in person.seen if isinstance(s, str)]


def assert_goes_on(window: MainWindow, qtbot, old: object) -> None:
    """The new game goes on: a computer player moves, and the person is asked with the keyboard
    on the table (their move brings the computer players' turns again)."""
    controller = window.controller
    assert controller is not None and controller is not old
    moved: list[object] = []
    controller.actionApplied.connect(moved.append)
    qtbot.waitUntil(lambda: controller.acting_seat() is not None, timeout=20000)
    assert not controller.paused, controller.pause_reasons()
    qtbot.waitUntil(lambda: window.focusWidget() is window.table_page.table, timeout=5000)
    seat = controller.acting_seat()
    before = len(moved)
    view = controller.view()
    assert controller.submit(view.legal_actions[0] if view.pending is None else view.question.options[0])
    qtbot.waitUntil(lambda: len(moved) >= before + 2, timeout=20000)  # theirs, then a computer's
    assert any(controller.setup.seats[i].kind != "human" for i in range(4) if i != seat)


def test_new_game_on_a_persons_turn(qtbot):
    window = make_window(qtbot, INSTANT)
    old = window.start_game(setup(start=0))
    qtbot.waitUntil(lambda: old.acting_seat() == 0, timeout=10000)
    assert ctrl_n(window) == ["leave?", "new game"]
    assert_goes_on(window, qtbot, old)


def test_new_game_while_a_computer_decides(qtbot):
    window = make_window(qtbot, PACED)
    old = window.start_game(setup(start=1))
    thinking: list[int] = []
    old.aiThinking.connect(thinking.append)
    qtbot.waitUntil(lambda: bool(thinking), timeout=10000)
    assert old.acting_seat() is None  # a computer is to move as Ctrl+N is pressed
    assert ctrl_n(window) == ["leave?", "new game"]
    assert_goes_on(window, qtbot, old)


def test_new_game_mid_animation(qtbot):
    window = make_window(qtbot, ANIMATED)
    old = window.start_game(setup(start=1))
    table = window.table_page.table
    qtbot.waitUntil(lambda: table.scene.busy, timeout=10000)
    assert ctrl_n(window) == ["leave?", "new game"]
    window.table_page.table.set_speed("instant")
    assert_goes_on(window, qtbot, old)


def test_new_game_with_the_hot_seat_cover_up(qtbot):
    window = make_window(qtbot, INSTANT)
    old = window.start_game(setup(humans=2, start=0))
    qtbot.waitUntil(window.table_page.hand_over.isVisible, timeout=10000)
    assert ctrl_n(window) == ["leave?", "new game"]
    assert not window.table_page.hand_over.isVisible()  # the default new game has one person
    assert_goes_on(window, qtbot, old)


def test_new_game_mid_reveal(qtbot):
    window = make_window(qtbot, INSTANT)
    seats = (SeatConfig(name="Chef 0"),) + tuple(
        SeatConfig(name=f"Chef {i}", kind="beginner") for i in (1, 2, 3)
    )
    old = window.start_game(GameSetup(rules=Rules(players=4), seats=seats, seed=8))
    phases: list[str] = []

    def act() -> None:  # the person plays on until the oven is being checked
        if old.acting_seat() != 0:
            return
        view = old.view()
        phases.append(view.phase)
        if view.phase == "reveal":
            return
        old.submit(view.legal_actions[0] if view.pending is None else view.question.options[0])

    old.humanToAct.connect(lambda _seat: QTimer.singleShot(0, act))
    act()
    qtbot.waitUntil(lambda: old.view().phase == "reveal", timeout=30000)
    assert ctrl_n(window) == ["leave?", "new game"]
    assert_goes_on(window, qtbot, old)


def test_from_the_title_screen_during_a_game(qtbot):
    """Game ▸ Main menu, then New game: the old game waited on the title screen, the new one goes on."""
    window = make_window(qtbot, PACED)
    old = window.start_game(setup(start=1))
    window.menus.main_menu_action.trigger()
    assert window.pages.currentWidget() is window.start_screen
    person = Person(window)
    qtbot.mouseClick(window.start_screen.new_game_button, Qt.MouseButton.LeftButton)
    person.deleteLater()
    assert person.seen == ["leave?", "new game"]
    assert_goes_on(window, qtbot, old)


def test_a_game_nobody_sees_waits(qtbot):
    """On the title screen (or minimised) no computer player moves; back on the table it goes on."""
    window = make_window(qtbot, INSTANT)
    controller = window.start_game(setup(start=1))
    window.menus.main_menu_action.trigger()
    assert controller.paused
    moved: list[object] = []
    controller.actionApplied.connect(moved.append)
    qtbot.wait(300)  # plenty of time for instant computer players to move if they could
    assert moved == []
    window.pages.setCurrentWidget(window.table_page)
    qtbot.waitUntil(lambda: len(moved) >= 1, timeout=10000)
    window.showMinimized()
    qtbot.waitUntil(lambda: controller.paused, timeout=5000)
    window.showNormal()
    qtbot.waitUntil(lambda: not controller.paused, timeout=5000)


def test_the_kiosk_starts_a_new_game_over_a_running_one(qtbot, tmp_path):
    window = make_window(qtbot, INSTANT, store=GameStore(tmp_path / "data"), kiosk=True)
    kiosk = window.kiosk
    try:
        kiosk.show_quick_start()
        kiosk.quick_start.play_button.click()
        old = window.controller
        qtbot.waitUntil(lambda: old.acting_seat() is not None, timeout=10000)
        window.new_game()  # Ctrl+N in kiosk mode: the quick start again
        assert window.pages.currentWidget() is kiosk.quick_start
        assert old.paused  # nobody sees it meanwhile
        kiosk.quick_start.play_button.click()
        assert_goes_on(window, qtbot, old)
    finally:
        kiosk.allow_close = True
        window.close()


def test_a_panel_stops_thinking_when_its_move_shows(qtbot):
    """A computer's panel says "thinking…" while it decides, and no longer once its move is shown."""
    window = make_window(qtbot, AppSettings(animation_speed="slow", ai_pace="slow"))
    controller = window.start_game(setup(start=1))
    table = window.table_page.table
    panel = table.scene.panels[1]
    qtbot.waitUntil(lambda: panel.info.thinking, timeout=10000)
    shown: list[bool] = []
    controller.eventsReady.connect(lambda _events: shown.append(panel.info.thinking))
    qtbot.waitUntil(lambda: bool(shown) and table.scene.busy, timeout=10000)
    assert not panel.info.thinking


@pytest.mark.qt_log_ignore("This plugin does not support (raise|propagateSizeHints)")  # offscreen
def test_f1_gives_the_rules_the_keyboard_and_escape_gives_it_back(qtbot):
    """How to play opened during a game takes the keys at once (Escape closes it, also when it was
    already open behind the window), and the table has them again after."""
    window = make_window(qtbot, INSTANT)
    controller = window.start_game(setup(start=0))
    qtbot.waitUntil(lambda: controller.acting_seat() == 0, timeout=10000)
    for _ in range(2):
        QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_F1)
        dialog = window._how_to_play
        qtbot.waitUntil(dialog.isActiveWindow, timeout=5000)
        QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda d=dialog: not d.isVisible(), timeout=5000)
        qtbot.waitUntil(window.isActiveWindow, timeout=5000)  # the keys are the window's again
        qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table_page.table, timeout=5000)
    dialog.show()
    window.activateWindow()  # the rules left open behind the window: F1 brings them to the keys
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_F1)
    qtbot.waitUntil(dialog.isActiveWindow, timeout=5000)


@pytest.mark.qt_log_ignore("This plugin does not support (raise|propagateSizeHints|grabbing)")  # offscreen
def test_new_game_from_the_results_and_the_round_summary_under_a_menu(qtbot):
    """A finished game's New game button starts a game that goes on; a menu opened over the round
    summary holds nothing up once it closes."""
    window = make_window(qtbot, INSTANT)
    seats = tuple(SeatConfig(name=n, kind="random") for n in ("A", "B", "C"))
    old = window.start_game(GameSetup(rules=Rules(players=3), seats=seats, seed=4))
    summary = window.table_page.summary
    qtbot.waitUntil(summary.isVisible, timeout=20000)
    menu = window.menuBar().actions()[0].menu()
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(lambda: old.paused, timeout=5000)
    menu.hide()
    qtbot.waitUntil(lambda: not old.paused, timeout=5000)

    def advance() -> bool:
        if summary.isVisible():
            summary.button.click()
        return window.pages.currentWidget() is window.results_page

    qtbot.waitUntil(advance, timeout=20000)
    person = Person(window)
    qtbot.mouseClick(window.results_page.new_game_button, Qt.MouseButton.LeftButton)
    person.deleteLater()
    assert person.seen == ["new game"]  # a finished game is not asked about
    assert_goes_on(window, qtbot, old)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_hot_seat_cover_follows_the_table_when_the_scoreboard_comes_and_goes(qtbot, size):
    """F2 while the cover is up: the table changes its width and back, and the cover lies over its
    hand area as laid out after each change (not the one before)."""
    window = make_window(qtbot, INSTANT)
    window.resize(*size)
    window.start_game(setup(humans=2, start=0))
    page = window.table_page
    cover = page.hand_over
    qtbot.waitUntil(cover.isVisible, timeout=10000)
    for _ in range(2):
        window.menus.scoreboard_action.trigger()
        qtbot.waitUntil(lambda: cover.geometry() == cover.area(), timeout=3000)
        assert cover.area().width() > page.width() // 3
