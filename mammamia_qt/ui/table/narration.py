"""The table told in words, for screen readers: one short sentence per public event.

``Narrator`` turns the events the table shows into sentences in the current language: who played
what into the oven (ingredients and orders go in face up, RULES.md "A turn"), who drew how many
cards from where (never which: a draw is private), each card the oven gives up in the reveal,
what was chosen, asked, helped, delivered or sent back, and the ends of rounds and of the game.
It reads only the events' public fields, so its words are the same whatever a hand or a draw
holds (``tests/ui/test_narration.py`` plays whole games to check it).

``NarrationView`` shows the latest sentence as a live line (accessible name "Table narration")
and keeps the last ``HISTORY`` sentences in a list a key opens (``TableWidget``: L). Each new line
is announced to screen readers (``QAccessibleAnnouncementEvent``, Qt 6.8+; an ``Alert`` before).
A question asked of the person at the screen, or what they have selected, is spoken and shown in
the live line, but never kept in the list: the next person to sit down does not find it there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QListWidget, QSizePolicy, QVBoxLayout, QWidget

from mammamia_qt.engine import ORDER_BASE
from mammamia_qt.engine import events as ev
from mammamia_qt.engine.ids import Phase
from mammamia_qt.ui.common.names import (
    counts_text,
    ingredient_name,
    join_list,
    order_name,
    returned_reason,
)

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

    def text(self, event: ev.Event) -> Text | None:
        """The sentence for ``event``, made when called; None for an event with nothing to say."""
        make = SENTENCES.get(type(event))
        if make is None:
            return None
        return lambda: make(self, event)

    def _order(self, order: int) -> str:
        return order_name(self.orders[order].type)

    def _round_started(self, e: ev.RoundStarted) -> str:
        if e.one_lap:
            return self.tr(
                "Round {round} begins: the supply is empty, one lap drawing from the waiters."
            ).format(round=e.round)
        return self.tr("Round {round} begins. {name} starts.").format(
            round=e.round, name=self.names[e.start_player]
        )

    def _ingredients_played(self, e: ev.IngredientsPlayed) -> str:
        return self.tr("{name} plays {count} × {ingredient}.").format(
            name=self.names[e.seat], count=e.count, ingredient=ingredient_name(e.kind)
        )

    def _order_played(self, e: ev.OrderPlayed) -> str:
        return self.tr("{name} puts the order {order} into the oven.").format(
            name=self.names[e.seat], order=self._order(e.order)
        )

    def _passed(self, e: ev.Passed) -> str:
        if e.sat_out:
            return self.tr("{name} has no ingredient and sits out.").format(name=self.names[e.seat])
        return self.tr("{name} has no ingredient and passes.").format(name=self.names[e.seat])

    def _cards_drawn(self, e: ev.CardsDrawn) -> str:
        name = self.names[e.seat]
        if e.source == "waiter":
            return self.tr("{name} draws %n card(s) from their waiter.", "", e.count).format(name=name)
        return self.tr("{name} draws %n card(s) from the supply.", "", e.count).format(name=name)

    def _mamma_mia(self, e: ev.MammaMiaTaken) -> str:
        return self.tr("{name} draws the Mamma Mia card.").format(name=self.names[e.seat])

    def _phase_one_ended(self, e: ev.PhaseOneEnded) -> str:
        return self.tr("The oven is full: {name} takes the pizzas out, %n card(s).", "", e.oven).format(
            name=self.names[e.evaluator]
        )

    def _ingredient_revealed(self, e: ev.IngredientRevealed) -> str:
        return self.tr("From the oven: {ingredient}, now {count} face up.").format(
            ingredient=ingredient_name(e.kind), count=e.column
        )

    def _order_revealed(self, e: ev.OrderRevealed) -> str:
        return self.tr("From the oven: {name}'s order {order}.").format(
            name=self.names[e.owner], order=self._order(e.order)
        )

    def _kinds_chosen(self, e: ev.KindsChosen) -> str:
        return self.tr("{name} chooses {kinds}.").format(
            name=self.names[e.owner], kinds=join_list([ingredient_name(k) for k in e.kinds])
        )

    def _help_asked(self, e: ev.HelpAsked) -> str:
        return self.tr("{name} asks for help: {cards}.").format(
            name=self.names[e.owner], cards=counts_text(e.request)
        )

    def _help_declined(self, e: ev.HelpDeclined) -> str:
        return self.tr("{name} does not help.").format(name=self.names[e.seat])

    def _help_given(self, e: ev.HelpGiven) -> str:
        return self.tr("{helper} helps {owner} with {cards}.").format(
            helper=self.names[e.helper], owner=self.names[e.owner], cards=counts_text(e.cards)
        )

    def _order_delivered(self, e: ev.OrderDelivered) -> str:
        return self.tr("{name}'s {order} is delivered.").format(
            name=self.names[e.owner], order=self._order(e.order)
        )

    def _order_returned(self, e: ev.OrderReturned) -> str:
        return self.tr("{name}'s {order} goes back to the waiter: {reason}.").format(
            name=self.names[e.owner], order=self._order(e.order), reason=returned_reason(e.reason)
        )

    def _round_ended(self, e: ev.RoundEnded) -> str:
        counts = join_list([f"{self.names[s]} {n}" for s, n in enumerate(e.delivered)])
        return self.tr("Round {round} is over. Delivered this round: {counts}.").format(
            round=e.round, counts=counts
        )

    def _game_ended(self, e: ev.GameEnded) -> str:
        names = join_list([self.names[w] for w in e.winners])
        return self.tr("Game over. %n winner(s): {names}.", "", len(e.winners)).format(names=names)

    # ------------------------------------------------------------------ the table at a glance
    def status(self, view: PlayerView, hand_shown: bool) -> str:
        """The table as the screen shows it now (T): the round, the oven, the supply, every seat's
        public counts, and the hand only while it is shown to its owner."""
        parts = [self._phase(view), self.tr("Supply: {count}.").format(count=view.supply_count)]
        for seat in range(len(view.hand_sizes)):
            parts += self._seat(view, seat)
        if hand_shown:
            orders = join_list([self._order(o) for o in view.hand_orders]) or self.tr("none")
            parts.append(self.tr("Your hand: {cards}; your orders: {orders}.").format(
                cards=counts_text(view.hand_ingredients), orders=orders))  # fmt: skip
        return " ".join(parts)

    def _phase(self, view: PlayerView) -> str:
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
        return self.tr("Round {round} of {rounds}: {name} to play. Oven: {count} cards, on top: {top}.").format(
            round=view.round, rounds=view.rules.rounds, name=self.names[view.current_player],
            count=view.oven_count, top=top_name)  # fmt: skip

    def _seat(self, view: PlayerView, seat: int) -> list[str]:
        text = self.tr("{name}: {hand} in hand, {waiter} in the waiter, {delivered} delivered.").format(
            name=self.names[seat], hand=view.hand_sizes[seat], waiter=view.waiter_sizes[seat],
            delivered=view.delivered[seat])  # fmt: skip
        if view.mm_holder == seat:
            return [text, self.tr("{name} has the Mamma Mia card.").format(name=self.names[seat])]
        return [text]


SENTENCES: dict[type, Callable[[Narrator, Any], str]] = {
    ev.RoundStarted: Narrator._round_started,
    ev.IngredientsPlayed: Narrator._ingredients_played,
    ev.OrderPlayed: Narrator._order_played,
    ev.Passed: Narrator._passed,
    ev.CardsDrawn: Narrator._cards_drawn,
    ev.MammaMiaTaken: Narrator._mamma_mia,
    ev.PhaseOneEnded: Narrator._phase_one_ended,
    ev.IngredientRevealed: Narrator._ingredient_revealed,
    ev.OrderRevealed: Narrator._order_revealed,
    ev.KindsChosen: Narrator._kinds_chosen,
    ev.HelpAsked: Narrator._help_asked,
    ev.HelpDeclined: Narrator._help_declined,
    ev.HelpGiven: Narrator._help_given,
    ev.OrderDelivered: Narrator._order_delivered,
    ev.OrderReturned: Narrator._order_returned,
    ev.RoundEnded: Narrator._round_ended,
    ev.GameEnded: Narrator._game_ended,
}
"""The sentence of each event type; every type of ``engine/events.py`` has one."""


def announce(widget: QWidget, text: str) -> None:
    """Have screen readers speak ``text`` for ``widget`` now, politely (after what they are saying)."""
    event_type = getattr(QAccessible.Event, "Announcement", None)
    if event_type is not None:
        from PySide6.QtGui import QAccessibleAnnouncementEvent

        event: QAccessibleEvent = QAccessibleAnnouncementEvent(widget, text)
    else:  # Qt before 6.8: an alert on the line, whose description is the text
        event = QAccessibleEvent(widget, QAccessible.Event.Alert)
    QAccessible.updateAccessibility(event)


class LiveLine(QLabel):
    """One line as wide as it is given: a longer sentence ends in "…" on screen (the tooltip, the
    list and the screen reader have it whole), and it never widens the dock."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._full = ""
        self.setWordWrap(False)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setContentsMargins(6, 0, 6, 2)

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self._elide()

    def full_text(self) -> str:
        return self._full

    def _elide(self) -> None:
        room = max(0, self.contentsRect().width() - 2)  # a pixel either side for rounding
        self.setText(self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, room))

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:  # Qt override: the dock's type size came
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._elide()


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
