"""The hand-over between people sharing one screen ("Pass to …").

Only hands are private, so only the hand is covered: an opaque cloth lies over the table's hand
area while the table itself (oven, announcements, the reveal's columns) stays in view for
everybody. It shows only while the game waits for the named person, so nothing is ever played
behind it; the hand under it is already face down. It says what that person is asked (public
facts only: the same whatever their hand holds). The confirm button (or Enter) lifts it, and the
named person's hand shows while they act; where the question has a "no" that is always allowed
(help someone, add cards to one's own order), a second button (or N) answers it without lifting.
Every text fits: it wraps, and the cloth's type shrinks evenly until all of it is shown whole.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QPushButton, QStyle, QStyleOptionButton, QWidget

from mammamia_qt.engine.ids import Stage
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.fit import PhraseLabel, WrapButton, keep_counts
from mammamia_qt.ui.common.names import counts_text, order_name
from mammamia_qt.ui.common.phrases import phrased
from mammamia_qt.ui.common.themes import theme

Ask = Callable[[], tuple[str, str]]
"""The question on the cloth and the text of its "no" ("" for none), in the current language."""

WRAP = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
BUTTON_SHARE = 0.42
"""The buttons' column: at least this share of the cloth's inner width..."""
BUTTON_MAX_SHARE = 0.56
"""...and up to this share where their text then fits on one line."""
ONE_LINE_DOWN_TO = 0.7
"""The type shrinks down to this scale to keep each button's text on one line (then it wraps)."""


def _no_ask() -> tuple[str, str]:
    return "", ""


def public_question(view: PlayerView, names: list[str]) -> tuple[str, str]:
    """What the person the cloth waits for is asked, and its "no" ("" where it has none)."""
    return CoverTexts().question(view, names)


class CoverTexts(QObject):
    """The cloth's question: public facts only (who asks, the order, what it lacks), never whether
    the hand could say yes. The "no" is offered by the question's kind alone (``GameState.declines``:
    always allowed). A QObject, as lupdate marks %n plurals only in ``tr()`` calls."""

    def question(self, view: PlayerView, names: list[str]) -> tuple[str, str]:
        p = view.pending
        if p is None:
            return self.tr("It is {name}'s turn.").format(name=names[view.current_player]), ""
        owner, order = names[p.owner], order_name(view.orders[p.order].type)
        if p.stage == Stage.HELP:
            question = self.tr("{owner} asks for {cards}. Will you help?")
            return question.format(owner=owner, cards=counts_text(p.request)), self.tr("No, no help")
        if p.stage == Stage.CHOOSE:
            return self.tr("{owner}'s {order}: a choice to make.").format(owner=owner, order=order), ""
        if p.bombastica_missing:
            question = self.tr("{owner}'s {order} needs %n more card(s).", "", p.bombastica_missing)
        else:
            question = self.tr("{owner}'s {order} is short of {cards}.")
        return question.format(owner=owner, order=order, cards=counts_text(p.short)), self.tr(
            "Let it go back"
        )


def text_size(font: QFont, text: str, width: int) -> QSize:
    """The room ``text`` takes wrapped at ``width`` (wider than ``width`` if a word cannot break)."""
    text = phrased(keep_counts(text))  # as WrapButton and PhraseLabel lay it out
    return QFontMetrics(font).boundingRect(QRect(0, 0, max(1, width), 100000), WRAP, text).size()


def chrome(button: QPushButton) -> QSize:
    """The border and padding around a button's text."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    probe = QSize(0, 400)
    full = button.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, option, probe, button)
    return QSize(full.width(), full.height() - probe.height())


class HandOverOverlay(QWidget):
    """A "Pass to NAME" cloth over the hand area of ``covered`` (the table), until confirmed.

    ``covered`` may offer ``hand_area()`` (a QRect in its own coordinates); without it the
    cloth lies over the bottom of ``parent``.

    Signals:
        confirmed(): the named player has the screen; the caller tells the controller.
        declined(): the named player said no without showing their hand.
    """

    confirmed = Signal()
    declined = Signal()

    def __init__(self, covered: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self._covered = covered
        self._name = ""
        self._ask: Ask = _no_ask
        self._filtered: QWidget | None = None
        self.scale = 1.0  # how far the type was shrunk to fit (1: not at all)
        self.setObjectName("handOver")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.headline, self.question, self.hint = PhraseLabel(self), PhraseLabel(self), PhraseLabel(self)
        for label, colour in (
            (self.headline, "on_wood"),
            (self.question, "on_wood"),
            (self.hint, "on_wood_accent"),
        ):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
            label.setProperty("tone", colour)
        self.button = WrapButton("", self)
        self.button.setObjectName("showCards")
        self.button.setDefault(True)
        self.button.clicked.connect(self.confirm)
        self.decline = WrapButton("", self)
        self.decline.setObjectName("declineCovered")
        self.decline.clicked.connect(self.say_no)
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
        question, no = self._ask()
        self.hint.setText(self.tr("Everyone else, please look away."))
        self.headline.setText(self.tr("Pass to {name}").format(name=name))
        self.question.setText(keep_counts(question))
        self.question.setVisible(bool(question))
        self.button.setText(self.tr("I am {name}: show my cards").format(name=name))
        self.button.setAccessibleName(self.tr("Show {name}'s cards").format(name=name))
        self.decline.setText(no)
        self.decline.setAccessibleName(no)
        self.decline.setVisible(bool(no))
        self.setAccessibleName(self.tr("Pass the screen to {name}").format(name=name))
        if self.isVisible():
            self._fit()

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_for(self, name: str, ask: Ask | None = None) -> None:
        """Cover the table and ask for ``name``; ``ask`` gives the public question and its "no"."""
        self._name = name
        self._ask = ask or _no_ask
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

    def say_no(self) -> None:
        if not self.isVisible() or self.decline.isHidden():
            return
        self.hide()
        self.declined.emit()

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

    # ------------------------------------------------------------------ fitting
    def labels(self) -> list[QLabel]:
        return [label for label in (self.headline, self.question, self.hint) if not label.isHidden()]

    def buttons(self) -> list[QPushButton]:
        return [button for button in (self.button, self.decline) if not button.isHidden()]

    def _fit(self) -> None:
        """The cloth over the hand area, its type as large as the area allows with every text whole."""
        if self.parentWidget() is not None:
            self.setGeometry(self.area())
        self.hint.setVisible(True)
        self.scale = self._shrink()
        if self.scale < 0.75:  # rather the question in a readable size than the hint
            self.hint.setVisible(False)
            self.scale = self._shrink()

    def _shrink(self) -> float:
        """The largest scale (down from 1) at which every text fits, once laid out at it."""
        scale = 1.0
        while not self._lay_out(scale) and scale > 0.3:
            scale *= 0.92
        return scale

    def inner(self) -> QRect:
        margin = max(6, int(self.height() * 0.08))
        return self.rect().adjusted(margin * 2, margin, -margin * 2, -margin)

    def _lay_out(self, scale: float) -> bool:
        """Set the type at ``scale`` and place the texts; whether all of them fit whole."""
        h, w = max(60, self.height()), max(200, self.width())
        sizes = (min(h * 0.2, w * 0.04), min(h * 0.13, w * 0.028), min(h * 0.1, w * 0.024))
        button_px = max(8, round(min(h * 0.12, w * 0.026) * scale))
        pad = max(2, round(button_px * 0.35))
        sheet = (
            f"QPushButton {{ min-height: 0px; padding: {pad}px {pad * 2}px; border-radius: {pad * 2}px; }}"
        )
        if sheet != self.styleSheet():
            self.setStyleSheet(sheet)
        # Polished first, then given their type: a widget polished later (its first show) takes the
        # style sheet's font and loses one set before.
        for widget in (self.headline, self.question, self.hint, self.button, self.decline):
            widget.ensurePolished()
        for label, size, bold in zip((self.headline, self.question, self.hint), sizes, (True, True, False)):
            label.setFont(style.title_font(max(8, round(size * scale)), bold=bold))
        for button in (self.button, self.decline):
            button.setFont(style.title_font(button_px))
            button.setMinimumWidth(1)  # its width is the column's (a Japanese line has no spaces)
        room = self.inner()
        gap = max(4, round(button_px * 0.5))
        right = self._button_width(room.width())
        left = room.width() - right - gap * 2
        fits = self._column(self.labels(), QRect(room.left(), room.top(), left, room.height()), gap)
        column = QRect(room.right() + 1 - right, room.top(), right, room.height())
        fits = self._column(self.buttons(), column, gap) and fits
        # A button's words on one line while the type is still large: rather a little smaller type
        # than "I am Anna: show my / cards".
        return fits and (scale <= ONE_LINE_DOWN_TO or all(self._one_line(b, right) for b in self.buttons()))

    def _one_line(self, button: QPushButton, width: int) -> bool:
        return (
            self.needs(button, width).height() - chrome(button).height()
            <= QFontMetrics(button.font()).height()
        )

    def _button_width(self, width: int) -> int:
        """The buttons' column in a cloth ``width`` wide: their text on one line where that takes at
        most ``BUTTON_MAX_SHARE`` of it, else ``BUTTON_SHARE`` (and the text wraps)."""
        one_line = max((self.needs(button, 100000).width() for button in self.buttons()), default=0)
        return max(int(width * BUTTON_SHARE), min(one_line, int(width * BUTTON_MAX_SHARE)))

    def _column(self, widgets: list, rect: QRect, gap: int) -> bool:
        """Stack ``widgets`` (labels or buttons) centred in ``rect``; whether they fit whole."""
        sizes = [self.needs(widget, rect.width()) for widget in widgets]
        total = sum(s.height() for s in sizes) + gap * (len(sizes) - 1)
        y = rect.top() + max(0, (rect.height() - total) // 2)
        for widget, size in zip(widgets, sizes):
            widget.setGeometry(rect.left(), y, rect.width(), size.height())
            y += size.height() + gap
        return total <= rect.height() and all(s.width() <= rect.width() for s in sizes)

    @staticmethod
    def needs(widget: QWidget, width: int) -> QSize:
        """The room ``widget``'s text needs at ``width``, its border and padding included."""
        extra = chrome(widget) if isinstance(widget, QPushButton) else QSize(0, 0)
        text = text_size(widget.font(), widget.text(), width - extra.width())  # type: ignore[attr-defined]
        return QSize(text.width() + extra.width(), text.height() + extra.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        watched_ok = watched is self.parentWidget() or watched is self._covered
        if watched_ok and event.type() == QEvent.Type.Resize and self.isVisible():
            # After the table's own resizeEvent: its hand area is laid out anew only there (an
            # event filter sees the resize first, with the layout of the size before).
            QTimer.singleShot(0, self, self._refit)
        return False

    def _refit(self) -> None:
        if self.isVisible():
            self._fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
            return
        if event.key() == Qt.Key.Key_N:
            self.say_no()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = max(8.0, self.height() * 0.08)
        cloth = QPainterPath()
        cloth.addRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), radius, radius)
        painter.fillPath(cloth, QColor(theme().window))
        painter.setClipPath(cloth)
        step = max(24, self.height() // 6)
        tint = QColor(theme().accent_dark)
        tint.setAlpha(theme().check_alpha)
        for y in range(0, self.height(), step):
            painter.fillRect(0, y, self.width(), step // 2, tint)
        for x in range(0, self.width(), step):
            painter.fillRect(x, 0, step // 2, self.height(), tint)
        painter.setClipping(False)
        painter.setPen(QPen(QColor(theme().frame), max(2.0, self.height() * 0.015)))
        painter.drawPath(cloth)
        painter.end()
