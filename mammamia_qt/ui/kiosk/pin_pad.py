"""The operator's door out of kiosk mode: a large on-screen PIN pad, then the operator's choices.

It covers the whole window (no separate dialog a kiosk compositor might misplace) and, while open,
holds the keyboard: every key typed anywhere in the app comes to the pad (digits, Backspace, Enter,
Escape), and no shortcut of the window behind it fires. The PIN is read from the configuration
(``kiosk/pin``); without one configured the pad says so and refuses. Five wrong PINs lock it for
half a minute, counted down on the pad second by second.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QHideEvent, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QLabel,
    QPushButton,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.fit import button_text_width, fit_button_text
from mammamia_qt.ui.common.themes import theme

_KEYS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride)
MAX_DIGITS = 12
LOCK_AFTER = 5
LOCK_MS = 30_000
TICK_MS = 1000


class PinPad(QWidget):
    """PIN entry over the window; on the right PIN it offers Settings, Leave kiosk mode and Quit.

    Signals:
        settingsChosen(): open the settings (the PIN was right).
        leaveChosen(): leave kiosk mode.
        quitChosen(): quit the app.
        closed(): the pad was dismissed without a choice.
        touched(): a key was typed into the pad (the kiosk counts it as activity).
    """

    settingsChosen = Signal()
    leaveChosen = Signal()
    quitChosen = Signal()
    closed = Signal()
    touched = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("pinPad")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Operator PIN"))  # it takes the digits typed
        self._pin: str | None = None
        self._entered = ""
        self._wrong = 0
        self._locked = False
        self._locked_until = 0.0
        self.clock: Callable[[], float] = time.monotonic
        """Seconds, for the lock (monotonic; a test may set its own)."""
        self.buttons: list[QPushButton] = []
        self._message: Callable[[], str] = str

        entry, choices = self._build_entry(), self._build_choices()
        self.pages = QStackedLayout(self)
        self.entry_page, self.choice_page = entry, choices
        self.pages.addWidget(entry)
        self.pages.addWidget(choices)
        self.lock_timer = QTimer(self)  # each second of the lock: the countdown, then the keys again
        self.lock_timer.setTimerType(Qt.TimerType.PreciseTimer)  # never early: no second shown twice
        self.lock_timer.setInterval(TICK_MS)
        self.lock_timer.timeout.connect(self._count_down)
        parent.installEventFilter(self)
        self.hide()

    def _build_entry(self) -> QWidget:
        """The page the PIN is typed on: title, the dots, a message, the keys, Cancel."""
        self.title = self._label(self.tr("Operator PIN"))
        self.display = self._label("")
        self.display.setObjectName("pinDisplay")
        self.message = self._label("")
        self.message.setWordWrap(True)
        grid = QGridLayout()
        grid.setSpacing(14)
        self.digit_buttons: dict[str, QPushButton] = {}
        for i, digit in enumerate("123456789"):
            self.digit_buttons[digit] = self._button(digit, lambda _=False, d=digit: self.press(d))
            grid.addWidget(self.digit_buttons[digit], i // 3, i % 3)
        self.back_button = self._button("\N{LEFTWARDS ARROW}", self.erase)
        self.back_button.setAccessibleName(self.tr("Erase a digit"))
        self.digit_buttons["0"] = self._button("0", lambda: self.press("0"))
        self.ok_button = self._button(self.tr("OK"), self.submit, primary=True)
        for col, button in enumerate((self.back_button, self.digit_buttons["0"], self.ok_button)):
            grid.addWidget(button, 3, col)
        self.cancel_button = self._button(self.tr("Cancel"), self.dismiss)

        entry = QWidget()
        lay = QVBoxLayout(entry)
        lay.addStretch(1)
        for w in (self.title, self.display, self.message):
            lay.addWidget(w)
        lay.addLayout(grid)
        lay.addWidget(self.cancel_button, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addStretch(1)
        lay.setAlignment(grid, Qt.AlignmentFlag.AlignHCenter)
        return entry

    def _build_choices(self) -> QWidget:
        """The page after the right PIN: Settings, Leave kiosk mode, Quit, Back."""
        self.settings_button = self._button(self.tr("Settings"), self.settingsChosen.emit)
        self.leave_button = self._button(self.tr("Leave kiosk mode"), self.leaveChosen.emit, primary=True)
        self.quit_button = self._button(self.tr("Quit the game"), self.quitChosen.emit)
        self.back_to_game = self._button(self.tr("Back"), self.dismiss)
        choices = QWidget()
        clay = QVBoxLayout(choices)
        clay.setSpacing(18)
        clay.addStretch(1)
        self.operator_label = self._label(self.tr("Operator"))
        clay.addWidget(self.operator_label)
        for b in (self.settings_button, self.leave_button, self.quit_button, self.back_to_game):
            clay.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
        clay.addStretch(1)
        return choices

    def retranslate(self) -> None:
        """Every text of the pad in the current language."""
        self.title.setText(self.tr("Operator PIN"))
        self.setAccessibleName(self.tr("Operator PIN"))
        self.operator_label.setText(self.tr("Operator"))
        self.back_button.setAccessibleName(self.tr("Erase a digit"))
        for button, text in (
            (self.ok_button, self.tr("OK")),
            (self.cancel_button, self.tr("Cancel")),
            (self.settings_button, self.tr("Settings")),
            (self.leave_button, self.tr("Leave kiosk mode")),
            (self.quit_button, self.tr("Quit the game")),
            (self.back_to_game, self.tr("Back")),
        ):
            button.setText(text)
        self.message.setText(self._message())

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _say(self, text: Callable[[], str]) -> None:
        """Show the message ``text`` makes (again after a language change)."""
        self._message = text
        self.message.setText(text())

    def _label(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setProperty("tone", "on_wood")
        return label

    def _button(self, text: str, slot: object, *, primary: bool = False) -> QPushButton:
        button = QPushButton(text)
        button.setProperty("role", "big")
        button.setProperty("accent", "true" if primary else "false")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setStyleSheet("QPushButton { padding: 4px 12px; }")  # room for the text on small keys
        button.clicked.connect(slot)
        self.buttons.append(button)
        return button

    # ------------------------------------------------------------------ use
    def open(self, pin: str | None) -> None:
        """Ask for ``pin`` (None: no PIN configured, so nobody may pass)."""
        self._pin = pin
        self._entered = ""
        self.pages.setCurrentWidget(self.entry_page)
        if pin is None:
            self._say(
                lambda: self.tr(
                    "No operator PIN is set. Set kiosk/pin in the configuration file to unlock kiosk mode."
                )
            )
        elif self._locked:
            self._say(self._lock_text)
        else:
            self._say(lambda: self.tr("Enter the operator PIN."))
        self._refresh()
        self._fit()
        self.show()
        self.raise_()
        self.setFocus()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)  # (once, however often it is opened)
            app.installEventFilter(self)

    @property
    def unlocked(self) -> bool:
        return self.isVisible() and self.pages.currentWidget() is self.choice_page

    def press(self, digit: str) -> None:
        if len(self._entered) < MAX_DIGITS and not self._locked:
            self._entered += digit
            self._refresh()

    def erase(self) -> None:
        self._entered = self._entered[:-1]
        self._refresh()

    def submit(self) -> bool:
        """Check the entered digits; True (and the operator's choices shown) if they are the PIN."""
        if self._locked or self._pin is None:
            return False
        if self._entered == self._pin:
            self._wrong = 0
            self._entered = ""
            self.pages.setCurrentWidget(self.choice_page)
            return True
        self._wrong += 1
        self._entered = ""
        if self._wrong >= LOCK_AFTER:
            self._lock()
        else:
            left = LOCK_AFTER - self._wrong
            self._say(
                lambda: self.tr("Wrong PIN. %n more try(s) before the pad locks for a while.", "", left)
            )
        self._refresh()
        return False

    def dismiss(self) -> None:
        self._entered = ""
        self.hide()
        self.closed.emit()

    def _lock(self) -> None:
        """Too many wrong PINs: no keys for ``LOCK_MS``, and the seconds left on show meanwhile."""
        self._locked = True
        self._locked_until = self.clock() + LOCK_MS / 1000
        self.lock_timer.start()
        self._say(self._lock_text)

    def seconds_left(self) -> int:
        """Whole seconds until the lock ends (0 when not locked)."""
        if not self._locked:
            return 0
        return max(0, math.ceil(self._locked_until - self.clock()))

    def _lock_text(self) -> str:
        return self.tr("Locked: try again in %n s.", "", self.seconds_left())

    def _count_down(self) -> None:
        if self.seconds_left() > 0:
            self._say(self._lock_text)
        else:
            self._unlock()

    def _unlock(self) -> None:
        self.lock_timer.stop()
        self._locked = False
        self._wrong = 0
        self._say(lambda: self.tr("Enter the operator PIN."))
        self._refresh()

    def _refresh(self) -> None:
        self.display.setText("\N{BLACK CIRCLE} " * len(self._entered) or " ")
        enabled = self._pin is not None and not self._locked
        for button in (*self.digit_buttons.values(), self.back_button, self.ok_button):
            button.setEnabled(enabled)

    # ------------------------------------------------------------------ geometry and input
    def _fit(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        h = max(600, self.height())
        for widget in (self.title, self.display, self.message, self.operator_label, *self.buttons):
            widget.ensurePolished()  # polished first: a font set before the first show would be lost
        self.title.setFont(style.title_font(int(h * 0.06)))
        self.operator_label.setFont(style.title_font(int(h * 0.06)))  # a heading above the big buttons
        self.display.setFont(style.title_font(int(h * 0.05)))
        self.message.setFont(style.title_font(int(h * 0.028), bold=False))
        side = max(64, int(h * 0.1))
        font = style.title_font(int(h * 0.04))
        room = max(side * 4, int(self.width() * 0.9))
        for button in self.buttons:
            button.setFont(font)
            wide = button in (self.cancel_button, self.settings_button, self.leave_button, self.quit_button,
                              self.back_to_game)  # fmt: skip
            width = min(room, max(side * 4, button_text_width(button))) if wide else int(side * 1.4)
            button.setFixedSize(width, side)
            fit_button_text(button, font.pixelSize())  # a long translation: the whole text smaller

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        kind = event.type()
        if watched is self.parentWidget() and kind == QEvent.Type.Resize and self.isVisible():
            self._fit()
            return False
        if kind not in _KEYS or not self.isVisible() or not isinstance(watched, QWidget):
            return False
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # no shortcut of the window fires: the key comes as a key press instead
            return True
        if watched is self or self.isAncestorOf(watched):
            return False  # the pad's own keys take the usual way
        if kind == QEvent.Type.KeyPress:
            self.keyPressEvent(cast(QKeyEvent, event))
        return True

    def hideEvent(self, event: QHideEvent) -> None:  # Qt override
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        super().hideEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt override
        self.touched.emit()
        text = event.text()
        if text.isdigit() and len(text) == 1:
            self.press(text)
        elif event.key() == Qt.Key.Key_Backspace:
            self.erase()
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit()
        elif event.key() == Qt.Key.Key_Escape:
            self.dismiss()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(theme().wood_deep))
        painter.end()
