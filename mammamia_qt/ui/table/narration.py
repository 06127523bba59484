"""The table told in words, for screen readers: one short sentence per public event.

``Narrator`` turns the events the table shows into sentences in the current language (the
messages of ``wording/messages.py``, the words of every face of the game): who played
what into the oven (ingredients and orders go in face up, RULES.md "A turn"), who drew how many
cards from where (never which: a draw is private), each card the oven gives up in the reveal,
what was chosen, asked, helped, delivered or sent back, and the ends of rounds and of the game.
It reads only the events' public fields, so its words are the same whatever a hand or a draw
holds (``tests/ui/test_narration.py`` plays whole games to check it). What the person at the
screen did is said to them ("You draw the Mamma Mia card.").

``NarrationView`` shows the latest sentence as a live line (accessible name "Table narration")
and keeps the last ``HISTORY`` sentences in a list a key opens (``TableWidget``: L). Each new line
is announced to screen readers (``QAccessibleAnnouncementEvent``, Qt 6.8+; an ``Alert`` before).
A question asked of the person at the screen, or what they have selected, is spoken and shown in
the live line, but never kept in the list: the next person to sit down does not find it there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QFont,
    QFontInfo,
    QFontMetrics,
    QKeyEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QLabel, QListWidget, QSizePolicy, QVBoxLayout, QWidget

from mammamia_qt.engine import ORDER_BASE
from mammamia_qt.engine import events as ev
from mammamia_qt.engine.ids import Phase
from mammamia_qt.ui.common.names import counts_text, ingredient_name, join_list, order_name, said_text
from mammamia_qt.ui.common.phrases import phrased, plain
from mammamia_qt.wording.messages import describe, holds_mamma_mia, whose_turn

if TYPE_CHECKING:
    from mammamia_qt.engine.cards import OrderCard
    from mammamia_qt.engine.view import PlayerView

HISTORY = 50
"""How many sentences the narration's list keeps."""

Text = Callable[[], str]
"""A sentence made in the language current when it is called (again after a language change)."""


class Narrator(QObject):
    """Sentences for events, from the seats' names and the game's order cards."""

    def __init__(
        self, names: Sequence[str], orders: Sequence[OrderCard], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.names = list(names)
        self.orders = list(orders)

    def text(self, event: ev.Event, viewer: int = -1) -> Text:
        """The sentence for ``event`` as ``viewer`` (the seat at the screen, -1: nobody's) reads it
        (``wording.describe``: the same words as the banner, the replay and the phones), made
        when called."""
        said = describe(event, viewer)
        return lambda: said_text(said, self.names, self.orders)

    def _order(self, order: int) -> str:
        return order_name(self.orders[order].type)

    # ------------------------------------------------------------------ the table at a glance
    def status(self, view: PlayerView, viewer: int = -1) -> str:
        """The table as the screen shows it now (T): the round, the oven, the supply, every seat's
        public counts, and the hand only while it is shown to its owner, ``viewer`` (-1: nobody's;
        their seat is told in the second person, "your turn")."""
        parts = [self._phase(view, viewer), self.tr("Supply: {count}.").format(count=view.supply_count)]
        for seat in range(len(view.hand_sizes)):
            parts += self._seat(view, seat, viewer)
        if viewer >= 0:
            orders = join_list([self._order(o) for o in view.hand_orders]) or self.tr("none")
            parts.append(self.tr("Your hand: {cards}; your orders: {orders}.").format(
                cards=counts_text(view.hand_ingredients), orders=orders))  # fmt: skip
        return " ".join(parts)

    def _phase(self, view: PlayerView, viewer: int) -> str:
        if view.phase == Phase.OVER:
            return self.tr("Game over.")
        if view.phase == Phase.REVEAL:
            return self.tr("Round {round} of {rounds}: taking the pizzas out, {count} left in the oven; "
                           "face up: {columns}.").format(round=view.round, rounds=view.rules.rounds,
                                                         count=view.oven_count, columns=counts_text(view.columns))  # fmt: skip
        top = view.oven_top
        if top is None:
            top_name = self.tr("empty")
        elif top >= ORDER_BASE:
            top_name = self._order(top - ORDER_BASE)
        else:
            top_name = ingredient_name(top)
        turn = whose_turn(view.round, view.rules.rounds, view.current_player, viewer, glance=True)
        oven = self.tr("Oven: {count} cards, on top: {top}.").format(count=view.oven_count, top=top_name)
        return f"{said_text(turn, self.names, self.orders)} {oven}"

    def _seat(self, view: PlayerView, seat: int, viewer: int) -> list[str]:
        counts = {
            "hand": view.hand_sizes[seat],
            "waiter": view.waiter_sizes[seat],
            "delivered": view.delivered[seat],
        }
        if seat == viewer:  # the person at the screen: their own sentence, not their name
            text = self.tr("You have {hand} in hand, {waiter} in the waiter, {delivered} delivered.").format(
                **counts
            )
        else:
            text = self.tr("{name}: {hand} in hand, {waiter} in the waiter, {delivered} delivered.").format(
                name=self.names[seat], **counts)  # fmt: skip
        if view.mm_holder == seat:
            return [text, said_text(holds_mamma_mia(seat, viewer), self.names, self.orders)]
        return [text]


def announce(widget: QWidget, text: str) -> None:
    """Have screen readers speak ``text`` for ``widget`` now, politely (after what they are saying)."""
    event_type = getattr(QAccessible.Event, "Announcement", None)
    if event_type is not None:
        from PySide6.QtGui import QAccessibleAnnouncementEvent

        event: QAccessibleEvent = QAccessibleAnnouncementEvent(widget, text)
    else:  # Qt before 6.8: an alert on the line, whose description is the text
        event = QAccessibleEvent(widget, QAccessible.Event.Alert)
    QAccessible.updateAccessibility(event)


TWO_LINES = "\u00c1g\u6f22\n\u00c1g\u6f22"
"""Two lines' worth of the tallest glyphs the line shows: a capital with an accent, a descender,
a kanji (from the fallback face in any language)."""


class LiveLine(QLabel):
    """The latest sentence, always whole: it wraps onto a second line (Japanese between phrases),
    and a sentence that needs more than two lines at the dock's type size is set smaller, down to
    ``SMALLEST`` of it. Its height is two lines at the dock's size whatever it says, so the dock
    does not jump from one sentence to the next."""

    SMALLEST = 0.75

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._full = ""
        self._type_size = QFontInfo(self.font()).pixelSize()  # until the dock gives its own
        self._shown_size = 0
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setContentsMargins(6, 0, 6, 2)
        self._fit()

    def set_type_size(self, pixels: int) -> None:
        """The dock's type size, in pixels (the line's own size is at most this)."""
        self._type_size = pixels
        self._fit()

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self.setText(phrased(text))  # the line's accessible name stays its own ("Table narration")
        self._fit()

    def full_text(self) -> str:
        return self._full

    def text(self) -> str:  # the sentence without the invisible phrase marks
        return plain(super().text())

    def type_size(self) -> int:
        """The pixel size the sentence is set in now."""
        return self._shown_size

    def _metrics(self, pixels: int) -> QFontMetrics:
        font = QFont(self.font())
        font.setPixelSize(pixels)
        return QFontMetrics(font)

    def _room(self, pixels: int) -> int:
        """The height of two lines at ``pixels`` px, the taller glyphs of a fallback face (kanji,
        accents) included, whatever the sentence is."""
        flags = Qt.AlignmentFlag.AlignLeft
        return self._metrics(pixels).boundingRect(QRect(0, 0, 100_000, 100_000), flags, TWO_LINES).height()

    def _need(self, pixels: int, width: int) -> int:
        """The height the sentence takes, wrapped in ``width`` pixels at ``pixels`` px."""
        flags = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft
        return (
            self._metrics(pixels).boundingRect(QRect(0, 0, width, 100_000), flags, QLabel.text(self)).height()
        )

    def _fit(self) -> None:
        base = self._type_size
        room, width = self._room(base), self.contentsRect().width()
        size = base
        if width > 0:
            smallest = max(9, round(base * self.SMALLEST))
            while size > smallest and self._need(size, width) > room:
                size -= 1
        if size != self._shown_size:
            self._shown_size = size
            self.setStyleSheet(f"font-size: {size}px;")  # the widget's own sheet wins over the dock's
        margins = self.contentsMargins()
        self.setFixedHeight(room + margins.top() + margins.bottom())

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        super().resizeEvent(event)
        self._fit()


class NarrationView(QWidget):
    """The live line (the latest sentence) and the list of the last ones (hidden until asked for)."""

    def __init__(self, line_parent: QWidget, list_parent: QWidget) -> None:
        super().__init__(list_parent)
        self.line = LiveLine(line_parent)
        self.line.setObjectName("narration")
        self.list = QListWidget(self)
        self.list.setObjectName("narrationHistory")
        self.list.installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        self._lines: list[Text] = []
        self._live: Text = str
        self.hide()
        self.retranslate()

    # ------------------------------------------------------------------ what is said
    def add(self, text: Text) -> None:
        """A public sentence: shown in the live line, kept in the list, spoken."""
        self._lines = [*self._lines, text][-HISTORY:]
        following = self.list.currentRow() == self.list.count() - 1  # on the newest line: stay there
        self.list.addItem(text())
        while self.list.count() > HISTORY:
            self.list.takeItem(0)
        if following:
            self.list.setCurrentRow(self.list.count() - 1)
        self.say(text)

    def say(self, text: Text) -> None:
        """Spoken and shown in the live line, not kept (a question to the person at the screen)."""
        self._live = text
        self._show_live()
        announce(self.line, text())

    def lines(self) -> list[str]:
        """The kept sentences, oldest first, in the current language."""
        return [text() for text in self._lines]

    def live(self) -> str:
        return self._live()

    def forget_live(self) -> None:
        """The live line back to the latest public sentence (the screen passes to someone else)."""
        self._live = self._lines[-1] if self._lines else str
        self._show_live()

    def _show_live(self) -> None:
        text = self._live()
        self.line.set_full_text(text)
        self.line.setAccessibleDescription(text)

    # ------------------------------------------------------------------ the list
    def open(self) -> None:
        """Show the list over the table, its newest line focused (L; Esc closes it)."""
        self.raise_()
        self.show()
        self.list.setCurrentRow(self.list.count() - 1)
        self.list.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def close_list(self) -> None:
        self.hide()
        parent = self.parentWidget()
        if parent is not None:
            parent.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() == QEvent.Type.KeyPress:
            if cast(QKeyEvent, event).key() in (Qt.Key.Key_Escape, Qt.Key.Key_L):
                self.close_list()
                return True
        elif event.type() == QEvent.Type.FocusOut and self.isVisible():
            self.hide()  # the focus went elsewhere (a click, the table asking someone): out of the way
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        self.line.setAccessibleName(self.tr("Table narration"))
        self.list.setAccessibleName(self.tr("Table narration, last lines"))
        self.list.setAccessibleDescription(self.tr("Press Escape or L to go back to the table."))
        self.list.clear()
        self.list.addItems(self.lines())
        self._show_live()

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
