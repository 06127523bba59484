"""A whole Classic round against two computer players by the keyboard alone, in the real window.

From the title screen: Tab to New game, Enter; in New game, Tab to "Remove player", Space (three
seats: the person and two computer players), Tab to Start, Enter. At the table, each turn is a
digit (the kind the person holds most of) and Enter (play it and draw); each question of the reveal
is its option's digit, Y or N. The round summary comes up with the keyboard on its Continue, and
Enter starts the next round. Every key goes to the widget that has the keyboard focus, as a key
pressed by a person does: nothing is clicked, nothing is called.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from mammamia_qt.engine.ids import Phase
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.dialogs.new_game import NewGameDialog
from mammamia_qt.ui.shell.main_window import MainWindow
from mammamia_qt.ui.table import TableWidget

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

NAMES = {
    Qt.Key.Key_Tab: "Tab",
    Qt.Key.Key_Return: "Enter",
    Qt.Key.Key_Space: "Space",
    Qt.Key.Key_Y: "Y",
    Qt.Key.Key_N: "N",
    Qt.Key.Key_O: "O",
}


class Keyboard:
    """Presses keys on whatever has the keyboard focus, and writes down what it pressed."""

    def __init__(self) -> None:
        self.pressed: list[str] = []

    def focused(self) -> QWidget:
        widget = QApplication.focusWidget()
        assert widget is not None, "nothing has the keyboard focus"
        return widget

    def press(self, key: Qt.Key) -> None:
        self.pressed.append(NAMES.get(key, chr(key) if key < 0x80 else hex(key)))
        QTest.keyClick(self.focused(), key)

    def tab_to(self, target: QWidget, limit: int = 40) -> None:
        """Tab until ``target`` has the focus (as a person looks at the focus ring and tabs on)."""
        for _ in range(limit):
            if self.focused() is target:
                return
            self.press(Qt.Key.Key_Tab)
        raise AssertionError(f"{target.accessibleName() or type(target).__name__} is not reached by Tab")


class NewGameByKeys(QObject):
    """Sets the New game dialog up by keys while it runs its own event loop."""

    def __init__(self, keyboard: Keyboard, parent: QObject) -> None:
        super().__init__(parent)
        self.keyboard = keyboard
        self.done: list[int] = []
        self._timer = QTimer(self)
        self._timer.setInterval(20)
        self._timer.timeout.connect(self._look)
        self._timer.start()

    def _look(self) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog) or self.done:
            return
        if not dialog.isActiveWindow():  # the window system gives the new window the keyboard
            dialog.activateWindow()
            return
        self._timer.stop()
        try:
            self._set_up(dialog)
        finally:
            if not self.done:  # a key that did not work: the dialog closes, the test fails
                dialog.reject()

    def _set_up(self, dialog: NewGameDialog) -> None:
        keys = self.keyboard
        assert dialog.player_count == 4 and dialog.classic.isChecked()  # the person and three computers
        keys.tab_to(dialog.remove_button)
        keys.press(Qt.Key.Key_Space)
        assert dialog.player_count == 3
        keys.tab_to(dialog.start_button)
        self.done.append(dialog.player_count)
        keys.press(Qt.Key.Key_Return)


def wait(qtbot, condition: Callable[[], object], timeout: int = 30000) -> None:
    qtbot.waitUntil(lambda: bool(condition()), timeout=timeout)


def answer(keys: Keyboard, table: TableWidget, view: PlayerView) -> str:
    """What the person at the screen is asked, answered by keys; "turn" or "question"."""
    if view.pending is None:  # a turn: the kind held most of (none: Enter passes), then Enter
        held = view.hand_ingredients
        if max(held) > 0:
            keys.press(Qt.Key(Qt.Key.Key_1 + held.index(max(held))))
            if view.hand_orders:  # an order with it, so the reveal may ask about it
                keys.press(Qt.Key.Key_O)
        keys.press(Qt.Key.Key_Return)
        return "turn"
    prompt = table.prompt  # a question of the reveal: the first option, else yes when it can be, else no
    if prompt.options:
        keys.press(Qt.Key.Key_1)
    elif prompt.yes is not None and prompt.yes.isEnabled():
        keys.press(Qt.Key.Key_Y)
    else:
        keys.press(Qt.Key.Key_N)
    return "question"


def play_round(qtbot, window: MainWindow, keys: Keyboard) -> list[str]:
    """The person's part of a round by keys, until the round summary shows; what they answered."""
    controller, page = window.controller, window.table_page
    assert controller is not None and page.table is not None
    table, answered = page.table, []
    while True:
        wait(qtbot, lambda: controller.acting_seat() is not None or page.summary.isVisible())
        if page.summary.isVisible():
            return answered
        wait(qtbot, lambda: not table.scene.busy)
        assert keys.focused() is table, keys.focused()  # the keyboard is on the table when asked
        moves = controller.moves()
        answered.append(answer(keys, table, controller.view()))
        assert controller.moves() == moves + 1, (keys.pressed[-3:], table.action_bar.status.text())


def test_a_classic_round_against_two_computers_by_keys_alone(qtbot) -> None:
    window = MainWindow(settings=AppSettings(animation_speed="instant", ai_pace="instant"), persist=False)
    qtbot.addWidget(window)
    window.resize(1024, 568)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    wait(qtbot, window.isActiveWindow)
    keys = Keyboard()

    # the title screen: Tab to New game, Enter; the dialog is set up by keys in its own loop
    dialog = NewGameByKeys(keys, window)
    keys.tab_to(window.start_screen.new_game_button)
    keys.press(Qt.Key.Key_Return)  # the button clicks as it would under the key (animateClick)
    wait(qtbot, lambda: dialog.done == [3], timeout=10000)
    wait(qtbot, lambda: window.controller is not None and window.controller.started)
    controller = window.controller
    assert controller is not None and controller.setup.rules.edition == "classic"
    assert [s.kind == "human" for s in controller.setup.seats] == [True, False, False]

    # offscreen there is no window manager to give the window the keyboard back when the dialog closes
    window.activateWindow()
    wait(qtbot, window.isActiveWindow)
    answered = play_round(qtbot, window, keys)
    assert answered.count("turn") >= 2 and len(controller.view().round_history) == 1  # one round played

    summary = window.table_page.summary
    wait(qtbot, lambda: keys.focused() is summary.button)  # the keyboard on its Continue
    keys.press(Qt.Key.Key_Return)
    wait(qtbot, lambda: not summary.isVisible())
    wait(qtbot, lambda: controller.acting_seat() == 0)  # round 2: the person is asked again...
    wait(qtbot, lambda: keys.focused() is window.table_page.table)  # ...with the keyboard on the table
    assert controller.view().round == 2 and controller.view().phase == Phase.PLAY
    print(f"\nkeys pressed ({' '.join(answered)}): {' '.join(keys.pressed)}")
