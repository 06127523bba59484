"""The hand-over between people sharing one screen ("Pass to …").

Only hands are private, so only the hand is covered: an opaque cloth lies over the table's hand
area while the table itself (oven, announcements, the reveal's columns) stays in view for
everybody. It shows only while the game waits for the named person, so nothing is ever played
behind it; the hand under it is already face down. The confirm button (or Enter) lifts it, and
the named person's hand shows while they act.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.fit import button_text_width


class HandOverOverlay(QWidget):
    """A "Pass to NAME" cloth over the hand area of ``covered`` (the table), until confirmed.

    ``covered`` may offer ``hand_area()`` (a QRect in its own coordinates); without it the
    cloth lies over the bottom of ``parent``.

    Signals:
        confirmed(): the named player has the screen; the caller tells the controller.
    """

    confirmed = Signal()

    def __init__(self, covered: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self._covered = covered
        self._name = ""
        self._filtered: QWidget | None = None
        self.setObjectName("handOver")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

        self.headline = QLabel()
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet(f"color: {style.CREAM}; background: transparent;")
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)  # beside a long button on a narrow screen
        self.hint.setStyleSheet(f"color: {style.CRUST}; background: transparent;")
        self.button = QPushButton()
        self.button.setProperty("role", "big")
        self.button.setProperty("accent", "true")
        self.button.setDefault(True)
        self.button.clicked.connect(self.confirm)

        layout = self._grid = QGridLayout(self)
        layout.setRowStretch(0, 1)
        layout.addWidget(self.headline, 1, 0)
        layout.addWidget(self.hint, 2, 0)
        layout.addWidget(self.button, 1, 1, 2, 1, Qt.AlignmentFlag.AlignVCenter)
        layout.setRowStretch(3, 1)
        layout.setColumnStretch(0, 1)
        layout.setHorizontalSpacing(24)
        parent.installEventFilter(self)
        self.cover(covered)
        self.retranslate()
        self.hide()

    def cover(self, covered: QWidget) -> None:
        """Lie over ``covered``'s hand area from now on (a new table)."""
        if self._filtered is not None:
            try:
                self._filtered.removeEventFilter(self)
            except RuntimeError:  # the old table is already gone
                pass
        self._covered = covered
        self._filtered = covered
        covered.installEventFilter(self)
        if self.isVisible():
            self._fit()

    def retranslate(self) -> None:
        """Every text in the current language, for the player last asked for."""
        name = self._name
        self.hint.setText(self.tr("Everyone else, please look away."))
        self.headline.setText(self.tr("Pass to {name}").format(name=name))
        self.button.setText(self.tr("I am {name}: show my cards").format(name=name))
        self.button.setAccessibleName(self.tr("Show {name}'s cards").format(name=name))
        self.setAccessibleName(self.tr("Pass the screen to {name}").format(name=name))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_for(self, name: str) -> None:
        """Cover the table and ask for ``name``."""
        self._name = name
        self.retranslate()
        self._fit()
        self.show()
        self.raise_()
        self.button.setFocus()

    @property
    def active(self) -> bool:
        return self.isVisible()

    def confirm(self) -> None:
        if not self.isVisible():
            return
        self.hide()
        self.confirmed.emit()

    def area(self) -> QRect:
        """Where the cloth lies, in the parent's coordinates: the covered table's hand area."""
        parent = self.parentWidget()
        assert parent is not None
        page = parent.rect()
        hand_area = getattr(self._covered, "hand_area", None)
        if hand_area is not None and self._covered.isVisible() and self._covered.width() > 0:
            rect = hand_area()
            if rect.isValid():
                return QRect(self._covered.mapTo(parent, rect.topLeft()), rect.size())
        h = max(120, page.height() // 4)
        return QRect(page.left(), page.bottom() - h + 1, page.width(), h)

    def _fit(self) -> None:
        if self.parentWidget() is not None:
            self.setGeometry(self.area())
        h = max(120, self.height())
        margin = max(8, int(h * 0.1))
        room = int(self.width() * 0.5)
        _shrink(self.button, max(14, int(h * 0.12)), lambda: button_text_width(self.button) <= room)
        least = min(int(self.width() * 0.4), int(h * 2.2))
        self.button.setMinimumSize(max(least, button_text_width(self.button)), max(44, int(h * 0.3)))
        # the headline and the hint on one line each beside the button (smaller where a language
        # makes them long; the hint wraps below its least size)
        room = self.width() - 4 * margin - self._grid.horizontalSpacing() - self.button.minimumWidth()
        _one_line(self.headline, max(18, int(min(h * 0.22, self.width() * 0.045))), room)
        hint = max(12, int(h * 0.11))
        _one_line(self.hint, hint, room, bold=False, least=max(10, round(hint * 0.8)))  # then it wraps
        self._grid.setContentsMargins(margin * 2, margin, margin * 2, margin)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        watched_ok = watched is self.parentWidget() or watched is self._covered
        if watched_ok and event.type() == QEvent.Type.Resize and self.isVisible():
            self._fit()
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = max(8.0, self.height() * 0.08)
        cloth = QPainterPath()
        cloth.addRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), radius, radius)
        painter.fillPath(cloth, QColor(style.WALNUT))
        painter.setClipPath(cloth)
        step = max(24, self.height() // 6)
        tint = QColor(style.TOMATO_DARK)
        tint.setAlpha(60)
        for y in range(0, self.height(), step):
            painter.fillRect(0, y, self.width(), step // 2, tint)
        for x in range(0, self.width(), step):
            painter.fillRect(x, 0, step // 2, self.height(), tint)
        painter.setClipping(False)
        painter.setPen(QPen(QColor(style.CRUST), max(2.0, self.height() * 0.015)))
        painter.drawPath(cloth)
        painter.end()


def _one_line(label: QLabel, pixels: int, room: int, bold: bool = True, least: int = 10) -> None:
    """``label`` at ``pixels``, smaller (down to ``least``) where its text needs more than ``room`` on one line."""
    _shrink(label, pixels, lambda: label.fontMetrics().horizontalAdvance(label.text()) <= room, bold, least)


def _shrink(
    widget: QWidget, pixels: int, fits: Callable[[], bool], bold: bool = True, least: int = 10
) -> None:
    """``widget`` in the title face at ``pixels``, a pixel smaller at a time (down to ``least``) until ``fits()``."""
    while True:
        widget.setFont(style.title_font(pixels, bold=bold))
        if pixels <= least or fits():
            return
        pixels -= 1
