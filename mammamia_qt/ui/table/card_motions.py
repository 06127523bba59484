"""The table's card motions, and the script of the reveal (phase 2 of a round).

``CardMotions`` is the part of the ``Director`` (``director.py``) that moves cards: a new card on
the table, a card flying to a place, cards taken from a seat's hand, the reveal's highlight; and
the steps of the events of a reveal, from the oven turned over to each order delivered or
returned. Like the director, it never re-derives rules: it moves cards where the events say.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF

from mammamia_qt.engine import ORDER_BASE
from mammamia_qt.engine import events as ev
from mammamia_qt.ui.common.names import ingredient_name, join_list, returned_reason, said_text
from mammamia_qt.ui.table.animation import FLIP_MS, MOVE_MS
from mammamia_qt.ui.table.card_item import CardItem
from mammamia_qt.ui.table.reveal import FAIL, OK
from mammamia_qt.wording.messages import Said, describe

if TYPE_CHECKING:
    from mammamia_qt.ui.protocol import Controller
    from mammamia_qt.ui.table.scene import TableScene

PAUSE_MS = 650


class CardMotions:
    """Card motions and the reveal's steps, on the director's scene (see ``Director``)."""

    scene: TableScene
    controller: Controller
    names: list[str]  # the seats' names
    hand_seat: int  # whose hand the table shows (-1: none)
    actor: tuple[int, str] | None  # during a reveal: who acts now, and how
    evaluator: int  # who takes the pizzas out in the reveal on show

    def _set_actor(self, seat: int, doing: str) -> None:
        """Move the reveal's highlight now, with the card on show (counts follow at the batch's end)."""
        self.actor = (seat, doing) if seat >= 0 else None
        for i, panel in enumerate(self.scene.panels):
            on = i == seat
            panel.set_info(
                dataclasses.replace(panel.info, active=on, doing=doing if on else "", thinking=False)
            )

    def _announce(self, text: Callable[[], str], colour: str | None = None) -> None:
        """Announce what ``text`` makes (made again if the language changes while it shows)."""
        self.scene.banner.announce(text, colour)

    def _said(self, e: ev.Event) -> Said:
        """The event's sentence (``wording.describe``) for the person at the screen, if any."""
        return describe(e, self.controller.display_seat())

    def _tell(self, e: ev.Event, colour: str | None = None, before: Said | None = None) -> None:
        """Announce the event's sentence (after ``before``'s, on a line of its own, if given)."""
        said = self._said(e)
        orders = self.scene.orders

        def lines() -> list[str]:
            first = [said_text(before, self.names, orders)] if before is not None else []
            return [*first, said_text(said, self.names, orders)]

        self.scene.banner.announce(lines, colour)

    def _order_of(self, owner: int) -> str:
        if owner == self.controller.display_seat():
            return QCoreApplication.translate("Table", "Your order")
        return QCoreApplication.translate("Table", "{name}'s order").format(name=self.names[owner])

    def _caption_owner(self, owner: int) -> None:
        self.scene.caption.set_lines(lambda: [self._order_of(owner)], "plate_text")

    def _card(self, front: str, back: str, width: float, at: QPointF, *, face_up: bool = True) -> CardItem:
        """A new card on the table at ``at`` (one that flies in or out; the caller animates it)."""
        s = self.scene
        card = CardItem(s.art, front, back, width, face_up=face_up)
        card.dpr = s.dpr
        card.setPos(at)
        s.addItem(card)
        return card

    def _order_card(self, order: int, at: QPointF, face_up: bool) -> CardItem:
        s = self.scene
        front = s.oven.face_of(ORDER_BASE + order) or ""
        card = self._card(front, f"back:order:{s.orders[order].colour}", s.lay.u, at, face_up=face_up)
        card.setZValue(200)
        return card

    def _ingredient(self, kind: int, at: QPointF, face_up: bool, width: float | None = None) -> CardItem:
        card = self.scene.reveal.new_card(kind, at, width or self.scene.lay.u)
        card.set_face_up(face_up)
        card.setZValue(200)
        return card

    def _fly(self, card: CardItem, to: QPointF, *, width: float | None = None, face_up: bool | None = None,
             delay: int = 0, remove: bool = False, then=None) -> None:  # ANN001  # fmt: skip
        a = self.scene.animator
        card.setZValue(250)
        if face_up is not None and card.prepare_flip(face_up):
            a.animate(card, "flip", 1.0, FLIP_MS, delay=delay)
        if width is not None:
            a.animate(card, "cardWidth", width, MOVE_MS, delay=delay)

        def done() -> None:
            if remove:
                self.scene.reveal.discard(card)
            if then:
                then()

        a.animate(card, "pos", to, MOVE_MS, delay=delay, on_done=done)

    def _from_seat(self, seat: int, kind: int, count: int) -> list[CardItem]:
        """Cards of a seat's hand, taken from the shown hand or made at the seat's panel."""
        if seat == self.hand_seat:
            cards = self.scene.hand.take(kind, count)
            if len(cards) == count:
                return cards
            for card in cards:
                self.scene.reveal.discard(card)
        at = self.scene.panels[seat].hand_point()
        return [self._ingredient(kind, at, False, self.scene.lay.u * 0.4) for _ in range(count)]

    # ------------------------------------------------------------------ the reveal
    def _on_phase_one_ended(self, e: ev.PhaseOneEnded, nxt: ev.Event | None) -> None:
        self._tell(e, "news")
        self.scene.oven.start_reveal(e.oven)
        self.evaluator = e.evaluator
        self._set_actor(e.evaluator, "oven")
        self.scene.animator.wait(PAUSE_MS * 2)

    def _on_ingredient_revealed(self, e: ev.IngredientRevealed, nxt: ev.Event | None) -> None:
        s = self.scene
        s.oven.set_remaining(max(0, s.oven.oven.count - 1))
        card = self._ingredient(e.kind, s.oven.oven_pos(), False)
        s.reveal.add(e.kind, card)

    def _on_order_revealed(self, e: ev.OrderRevealed, nxt: ev.Event | None) -> None:
        s = self.scene
        s.oven.set_remaining(max(0, s.oven.oven.count - 1))
        s.reveal.clear_order()
        s.reveal.show_order(self._order_card(e.order, s.oven.oven_pos(), face_up=False))
        self._caption_owner(e.owner)
        self._set_actor(e.owner, "order")
        s.animator.wait(PAUSE_MS)

    def _on_kinds_chosen(self, e: ev.KindsChosen, nxt: ev.Event | None) -> None:
        self.scene.caption.set_lines(
            lambda: [
                self._order_of(e.owner),
                QCoreApplication.translate("Table", "chosen: {kinds}").format(
                    kinds=join_list([ingredient_name(k) for k in e.kinds])
                ),
            ]
        )

    def _on_help_asked(self, e: ev.HelpAsked, nxt: ev.Event | None) -> None:
        self._tell(e)
        self.scene.animator.wait(PAUSE_MS)

    def _on_help_declined(self, e: ev.HelpDeclined, nxt: ev.Event | None) -> None:
        # Everyone with a waiter card is asked, able or not ("cannot" and "will not" look the
        # same), so naming who says no tells nothing about their hand.
        self._tell(e)
        self.scene.animator.wait(PAUSE_MS)

    def _on_help_given(self, e: ev.HelpGiven, nxt: ev.Event | None) -> None:
        s = self.scene
        self._tell(e, "ok")
        used = s.reveal.used
        total = used.count + sum(e.cards)
        i = 0
        for kind, n in enumerate(e.cards):
            for card in self._from_seat(e.helper, kind, n):
                self._fly(card, used.top_pos(), width=used.width, face_up=True, delay=i * 60, remove=True)
                i += 1
        panel = s.panels[e.helper]
        colour = self.controller.setup.rules.colours[e.helper]
        back = f"back:order:{colour}"  # the rewarded order stays unseen
        reward = self._card(back, back, s.lay.u * 0.3, panel.waiter_point())
        self._fly(reward, panel.delivered_point(), delay=200, remove=True)
        s.animator.wait(1, on_done=lambda: used.set_state(total, "back:ingredient"))

    def _on_order_delivered(self, e: ev.OrderDelivered, nxt: ev.Event | None) -> None:
        s = self.scene
        s.caption.set_lines(
            lambda: [self._order_of(e.owner), QCoreApplication.translate("Table", "Delivered!")], OK
        )
        used = s.reveal.used
        total = used.count + sum(e.from_columns) + sum(e.from_hand)
        cards: list[CardItem] = []
        for kind, n in enumerate(e.from_columns):
            if kind < s.kinds:
                cards += s.reveal.take(kind, n)
        for kind, n in enumerate(e.from_hand):
            cards += self._from_seat(e.owner, kind, n)
        for i, card in enumerate(cards):
            self._fly(
                card, used.top_pos(), width=used.width, face_up=True, delay=min(i * 40, 600), remove=True
            )
        s.animator.wait(PAUSE_MS, on_done=lambda: used.set_state(total, "back:ingredient"))
        s.queue_front(lambda: self._order_away(e.owner, deliver=True))

    def _on_order_returned(self, e: ev.OrderReturned, nxt: ev.Event | None) -> None:
        self.scene.caption.set_lines(lambda: [
            self._order_of(e.owner),
            QCoreApplication.translate("Table", "Back to the waiter: {reason}").format(reason=returned_reason(e.reason)),
        ], FAIL)  # fmt: skip
        self.scene.animator.wait(PAUSE_MS)
        self.scene.queue_front(lambda: self._order_away(e.owner, deliver=False))

    def _order_away(self, owner: int, deliver: bool) -> None:
        s = self.scene
        card = s.reveal.release_order()
        s.caption.set_lines([])
        if self.actor is not None:
            self._set_actor(self.evaluator, "oven")
        if card is None:
            return
        panel = s.panels[owner]
        to = panel.delivered_point() if deliver else panel.waiter_point()
        self._fly(card, to, width=s.lay.u * 0.3, face_up=deliver or None, remove=True)
        if not deliver and card.prepare_flip(False):
            s.animator.animate(card, "flip", 1.0, FLIP_MS)
