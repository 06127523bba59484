"""The lesson's marks on the table: a soft spotlight on one part and a speech bubble beside it.

Both are children of the table widget, laid over it and placed anew whenever the table is laid
out (a resize, a new state, the end of a batch's animations). The spotlight lets every click
through to the table; the bubble takes its own clicks (Next, Skip tutorial).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from mammamia_qt.ui.common.themes import theme

SHADE_ALPHA = 96
"""How much the table is dimmed around the spot (of 255)."""


class Spotlight(QWidget):
    """Dims the table a little except around ``spot`` (table coordinates), which it rings."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialSpotlight")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.spot = QRectF()

    def set_spot(self, rect: QRectF) -> None:
        pad = max(6.0, self.height() * 0.012)
        self.spot = rect.adjusted(-pad, -pad, pad, pad) if not rect.isEmpty() else QRectF()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = max(8.0, self.height() * 0.015)
        shade = QPainterPath()
        shade.addRect(QRectF(self.rect()))
        hole = QPainterPath()
        if not self.spot.isEmpty():
            hole.addRoundedRect(self.spot, radius, radius)
        dim = QColor(theme().shade)
        dim.setAlpha(SHADE_ALPHA)
        painter.fillPath(shade.subtracted(hole), dim)
        if not self.spot.isEmpty():
            painter.setPen(QPen(QColor(theme().on_wood_accent), max(3.0, self.height() * 0.005)))
            painter.drawPath(hole)
        painter.end()


BUBBLE_STYLE = """
QFrame#tutorialBubble {{ background: {c.paper}; border: {bw}px solid {c.edge}; border-radius: {r}px; }}
QFrame#tutorialBubble QLabel {{ color: {c.text}; font-size: {f}px; background: transparent; }}
QFrame#tutorialBubble QLabel#reason {{ color: {c.heading}; font-weight: bold; }}
QFrame#tutorialBubble QPushButton {{ font-size: {f}px; min-height: {b}px; padding: 2px 12px; border-radius: {r}px;
    background: {c.button}; color: {c.text}; border: 2px solid {c.edge}; font-weight: bold; }}
QFrame#tutorialBubble QPushButton#next {{ background: {c.accent}; color: {c.accent_text}; border-color: {c.accent_dark}; }}
QFrame#tutorialBubble QPushButton:focus {{ border: 3px solid {c.dock_focus}; }}
QFrame#tutorialBubble QPushButton#next:focus {{ border: 3px solid {c.focus_on_accent}; }}
"""


class Bubble(QFrame):
    """The step's text, a refusal's reason under it, and the buttons.

    Signals:
        nextClicked(): the note is read.
        skipClicked(): the player wants to leave the lesson.
        languageChanged(): the texts must be made again.
    """

    nextClicked = Signal()
    skipClicked = Signal()
    languageChanged = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialBubble")
        self.text = QLabel(self)
        self.text.setObjectName("text")
        self.reason = QLabel(self)
        self.reason.setObjectName("reason")
        for label in (self.text, self.reason):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.reason.hide()
        self.skip_button = QPushButton(self)
        self.skip_button.setObjectName("skip")
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("next")
        self.skip_button.clicked.connect(self.skipClicked)
        self.next_button.clicked.connect(self.nextClicked)
        buttons = QHBoxLayout()
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        layout = self._layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(self.reason)
        layout.addLayout(buttons)

    def show_step(self, text: str, next_label: str | None, skip_label: str) -> None:
        """A new step: its text; a Next button with ``next_label`` (None: a move, no button)."""
        self.text.setText(text)
        self.text.setAccessibleName(text)
        self.reason.clear()
        self.reason.hide()
        self.skip_button.setText(skip_label)
        self.next_button.setVisible(next_label is not None)
        self.next_button.setText(next_label or "")
        if next_label is not None:
            self.next_button.setFocus()

    def show_reason(self, text: str) -> None:
        self.reason.setText(text)
        self.reason.show()

    def fit_to(self, table: QWidget) -> None:
        """Type and width for the table's size: readable at 1024x600, not huge at 4K."""
        h = table.height()
        self.setStyleSheet(BUBBLE_STYLE.format(
            c=theme(), f=max(13, round(h * 0.021)), b=max(28, round(h * 0.045)), r=max(8, round(h * 0.014)),
            bw=max(2, round(h * 0.004))))  # fmt: skip
        self.setFixedWidth(round(min(max(table.width() * 0.34, 300.0), table.width() - 24.0)))
        self._layout.activate()
        needed = max(self._layout.heightForWidth(self.width()), self._layout.minimumSize().height())
        self.setFixedHeight(needed + max(4, round(h * 0.008)))  # room for the last line's descenders

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.languageChanged.emit()
        super().changeEvent(event)


def place_beside(size: tuple[float, float], target: QRectF, room: QRectF, gap: float) -> QRectF:
    """Where a bubble of ``size`` goes in ``room`` so it does not cover ``target``: above, below,
    left or right of it (beside first for a part taller than half the room), the first that fits;
    else the room's top-left corner."""
    w, h = size
    cx = min(max(target.center().x() - w / 2, room.left()), room.right() - w)
    cy = min(max(target.center().y() - h / 2, room.top()), room.bottom() - h)
    above_below = (QRectF(cx, target.top() - gap - h, w, h), QRectF(cx, target.bottom() + gap, w, h))
    beside = (QRectF(target.left() - gap - w, cy, w, h), QRectF(target.right() + gap, cy, w, h))
    # a tall part (the dock) is spoken of from beside it, level with its middle
    candidates = beside + above_below if target.height() > room.height() / 2 else above_below + beside
    for rect in candidates:
        if room.contains(rect):
            return rect
    return QRectF(room.left(), room.top(), w, h)
