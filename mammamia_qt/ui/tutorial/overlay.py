"""The lesson's marks on the table: a soft spotlight on one part and a speech bubble beside it.

Both are children of the table widget, laid over it and placed anew whenever the table is laid
out (a resize, a new state, the end of a batch's animations). The spotlight lets every click
through to the table; the bubble takes its own clicks (Next, Skip tutorial).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.fit import button_text_width
from mammamia_qt.ui.common.themes import theme

SHADE_ALPHA = 40
"""How much the table is dimmed around the spot (of 255). The table stays live under the shade
(clicks pass through, the keys still work), so its texts there must still read at 4.5:1: the shade
is light enough for every text pair of the table in every theme (tests/ui/test_tutorial_shade.py)."""


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
        inside = QRectF(self.rect()).adjusted(pad / 2, pad / 2, -pad / 2, -pad / 2)  # the ring seen whole
        self.spot = (
            rect.adjusted(-pad, -pad, pad, pad).intersected(inside) if not rect.isEmpty() else QRectF()
        )
        self.update()

    def dim_at(self, point: QPointF) -> QColor | None:
        """The shade laid over ``point`` (this widget's coordinates, alpha included), or None
        inside the spot or off the shade."""
        if not self.isVisible() or not self.rect().contains(point.toPoint()) or self.spot.contains(point):
            return None
        return self.dim()

    @staticmethod
    def dim() -> QColor:
        dim = QColor(theme().shade)
        dim.setAlpha(SHADE_ALPHA)
        return dim

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = max(8.0, self.height() * 0.015)
        shade = QPainterPath()
        shade.addRect(QRectF(self.rect()))
        hole = QPainterPath()
        if not self.spot.isEmpty():
            hole.addRoundedRect(self.spot, radius, radius)
        painter.fillPath(shade.subtracted(hole), self.dim())
        if not self.spot.isEmpty():
            painter.setPen(QPen(QColor(theme().on_wood_accent), max(3.0, self.height() * 0.005)))
            painter.drawPath(hole)
        painter.end()


BUBBLE_STYLE = """
QFrame#tutorialBubble {{ background: {c.paper}; border: {bw}px solid {c.edge}; border-radius: {r}px; }}
QFrame#tutorialBubble QLabel {{ color: {c.text}; background: transparent; }}
QFrame#tutorialBubble QLabel#reason {{ color: {c.heading}; }}
QFrame#tutorialBubble QPushButton {{ min-height: {b}px; padding: 2px 12px; border-radius: {r}px;
    background: {c.button}; color: {c.text}; border: 2px solid {c.edge}; }}
QFrame#tutorialBubble QPushButton#next {{ background: {c.accent}; color: {c.accent_text}; border-color: {c.accent_dark}; }}
QFrame#tutorialBubble QPushButton:focus {{ border: 3px solid {c.dock_focus}; }}
QFrame#tutorialBubble QPushButton#next:focus {{ border: 3px solid {c.focus_on_accent}; }}
"""


class Bubble(QFrame):
    """The step's text, a refusal's reason under it, and the buttons.

    Signals:
        nextClicked(): the note is read.
        skipClicked(): the player wants to leave the lesson.
        realGameClicked(): the last note's way to a game of the player's own.
        languageChanged(): the texts must be made again.
    """

    nextClicked = Signal()
    skipClicked = Signal()
    realGameClicked = Signal()
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
        self.real_button = QPushButton(self)
        self.real_button.setObjectName("real")
        self.real_button.hide()
        self.skip_button.clicked.connect(self.skipClicked)
        self.next_button.clicked.connect(self.nextClicked)
        self.real_button.clicked.connect(self.realGameClicked)
        buttons = QHBoxLayout()
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        buttons.addWidget(self.real_button)
        buttons.addWidget(self.next_button)
        layout = self._layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(self.reason)
        layout.addLayout(buttons)

    def show_step(
        self, text: str, next_label: str | None, skip_label: str, real_label: str | None = None
    ) -> None:
        """A new step: its text; a Next button with ``next_label`` (None: a move, no button); on the
        last note a button to a game of the player's own (``real_label``) instead of Leave."""
        self.text.setText(text)
        self.text.setAccessibleName(text)
        self.reason.clear()
        self.reason.hide()
        self.skip_button.setText(skip_label)
        self.skip_button.setVisible(real_label is None)
        self.real_button.setVisible(real_label is not None)
        self.real_button.setText(real_label or "")
        self.next_button.setVisible(next_label is not None)
        self.next_button.setText(next_label or "")
        if next_label is not None:
            self.next_button.setFocus()

    def show_reason(self, text: str) -> None:
        self.reason.setText(text)
        self.reason.show()

    def fit_to(self, table: QWidget, room: QRectF) -> None:
        """Type and size for the table's size and the text size: readable at 1024x568, not huge at
        4K, and the whole text inside ``room`` (the bubble widens, then its type shrinks, until it
        fits: a long note on a small window)."""
        h = table.height()
        font = max(13, round(h * 0.021)) * style.text_scale()
        widths = [min(max(table.width() * share, 300.0), room.width()) for share in (0.34, 0.46, 0.6, 1.0)]
        while True:
            self._restyle(h, round(font))
            for width in widths:
                height = self._height_for(round(width), h)
                if height <= room.height():
                    return
            if font <= 10:
                return  # the smallest type at the widest: as it is (never met at the sizes played)
            font = max(10.0, font * 0.9)

    def _restyle(self, h: int, font: int) -> None:
        self.setStyleSheet(BUBBLE_STYLE.format(
            c=theme(), b=max(28, round(font * 2.1)), r=max(8, round(h * 0.014)),
            bw=max(2, round(h * 0.004))))  # fmt: skip
        # the type is set after the style sheet's polish (a sheet's font-size reaches a label late,
        # after it was measured): the body face, the reason and the buttons bold
        for widget in (self.text, self.reason, self.skip_button, self.real_button, self.next_button):
            widget.ensurePolished()
            type_face = QFont()
            type_face.setFamilies(style.BODY_FAMILIES)
            type_face.setPixelSize(max(1, font))
            type_face.setBold(widget is not self.text)
            widget.setFont(type_face)
            if isinstance(widget, QPushButton):  # the whole text (a sheet's padding is not in its hint)
                widget.setMinimumWidth(button_text_width(widget))

    def _height_for(self, width: int, h: int) -> int:
        """Set the bubble ``width`` wide (at least as wide as its buttons) and as tall as its texts
        need there, each label measured at the width it gets; that height."""
        self._layout.invalidate()
        # The layout's least width leaves out the frame's own border (the style sheet's): without it
        # 'Weiterspielen' lay 10 px over 'Neues Spiel gegen Anfänger' at 4K with 150 % text.
        frame = self.contentsMargins()
        width = max(width, self._layout.minimumSize().width() + frame.left() + frame.right())
        margins = self._layout.contentsMargins() + self.contentsMargins()  # the layout's and the frame's
        inner = width - margins.left() - margins.right()
        spacing = max(0, self._layout.spacing())  # between the rows
        labels = [label for label in (self.text, self.reason) if not label.isHidden()]
        buttons = [b for b in (self.skip_button, self.real_button, self.next_button) if not b.isHidden()]
        height = margins.top() + margins.bottom() + spacing * len(labels)
        height += sum(label.heightForWidth(inner) for label in labels)
        height += max((b.sizeHint().height() for b in buttons), default=0)
        height += max(4, round(h * 0.008))  # room for the last line's descenders
        self.setFixedSize(width, height)
        self._layout.activate()
        return height

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
