"""Noticing that nobody is playing: an application-wide input watcher and the "Still playing?" warning."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.themes import theme

INPUT_EVENTS = frozenset(
    {
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonDblClick,  # a second quick click reaches the widgets as this only
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseMove,
        QEvent.Type.Wheel,
        QEvent.Type.KeyPress,
        QEvent.Type.TouchBegin,
        QEvent.Type.TouchUpdate,
        QEvent.Type.TouchEnd,
    }
)


class InputWatcher(QObject):
    """An event filter for the whole application: every touch, click, move or key counts as input.

    Signals:
        input(QObject, QEvent): an input event is about to be delivered (the filter never eats it).
        idle(): no input for ``idle_ms``.
    """

    input = Signal(QObject, QEvent)
    idle = Signal()

    def __init__(self, idle_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(idle_ms)
        self.timer.timeout.connect(self.idle.emit)

    def set_idle_ms(self, ms: int) -> None:
        self.timer.setInterval(ms)
        if self.timer.isActive():
            self.timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() in INPUT_EVENTS and watched.isWidgetType():
            if self.timer.isActive():
                self.timer.start()
            self.input.emit(watched, event)
        return False


class CountdownOverlay(QWidget):
    """ "Still playing? Returning to the demo in 10…": any input cancels it, zero ends the game.

    Signals:
        expired(): the countdown reached zero.
    """

    expired = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("countdown")
        self.remaining = 0
        self.headline = QLabel()
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        self.headline.setProperty("tone", "on_wood")
        self.button = QPushButton()
        self.button.setProperty("role", "big")
        self.button.setProperty("accent", "true")
        self.button.clicked.connect(self.cancel)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.headline)
        layout.addSpacing(30)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._count)
        self.hide()

    def begin(self, seconds: int, tick_ms: int = 1000) -> None:
        self.remaining = seconds
        self._tick.setInterval(tick_ms)
        self._tick.start()
        self._show_text()
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        h = max(600, self.height())
        self.headline.setFont(style.title_font(int(h * 0.06)))
        self.button.setFont(style.title_font(int(h * 0.035)))
        self.button.setMinimumSize(int(h * 0.45), max(64, int(h * 0.09)))
        self.show()
        self.raise_()

    @property
    def running(self) -> bool:
        return self._tick.isActive()

    def cancel(self) -> None:
        self._tick.stop()
        self.hide()

    def _count(self) -> None:
        self.remaining -= 1
        if self.remaining <= 0:
            self.cancel()
            self.expired.emit()
        else:
            self._show_text()

    def _show_text(self) -> None:
        self.headline.setText(self.tr("Still playing? Returning to the demo in %n…", "", self.remaining))
        self.button.setText(self.tr("I am still playing"))

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self._show_text()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        shade = QColor(theme().wood_deep)
        shade.setAlpha(225)
        painter.fillRect(self.rect(), shade)
        painter.end()
