"""The table's script: each engine event becomes a step of card motions, banners and captions.

The director never re-derives rules: it moves cards where the events say and, at the end of a
batch, takes counts (hands, waiters, supply) from the displayed view.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPointF
from PySide6.QtGui import QColor

from mammamia_qt.engine import events as ev
from mammamia_qt.engine.cards import INGREDIENTS
from mammamia_qt.engine.state import ORDER_BASE
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.ui.common.names import (
    counts_text,
    describe_play,
    ingredient_name,
    join_list,
    returned_reason,
)
from mammamia_qt.ui.table.animation import FLIP_MS, MOVE_MS
from mammamia_qt.ui.table.card_item import CardItem
from mammamia_qt.ui.table.reveal import FAIL, OK
from mammamia_qt.ui.table.scene import HAND_SCALE
from mammamia_qt.ui.table.seat_panel import SeatInfo

if TYPE_CHECKING:
    from mammamia_qt.ui.controller import GameController
    from mammamia_qt.ui.table.scene import TableScene

PAUSE_MS = 650


class PluralTexts(QObject):
    """The table's texts with a count: lupdate marks %n plurals only in ``tr()`` calls."""

    def winners(self, names: list[str]) -> str:
        count = len(names)
        return self.tr("%n winner(s): {names}", "", count).format(names=join_list(names))


class Director:
    """Turns event batches into queued scene steps."""

    def __init__(self, scene: TableScene, controller: GameController) -> None:
        self.scene = scene
        self.controller = controller
        self.names = [s.name for s in controller.setup.seats]
        self.hand_seat = -1
        self.thinking = -1
        self.actor: tuple[int, str] | None = None  # during a reveal: who acts now, and how
        self.evaluator = -1  # who takes the pizzas out in the reveal on show

    # ------------------------------------------------------------------ entry points
    def play(self, events: list[ev.Event]) -> None:
        self._prepare(events)
        for i, event in enumerate(events):
            nxt = events[i + 1] if i + 1 < len(events) else None
            self._queue_event(event, nxt)
        self.scene.queue(self.sync)
        self.scene.finish_batch()

    def _prepare(self, events: list[ev.Event]) -> None:
        """Have the faces the reveal's cards will show drawn ahead, between frames, at the sizes
        they take (turned up at the oven, then in a column or on the order spot). A batch that
        ends phase one is prepared at the reveal's sizes, which the table takes when it gets there."""
        s = self.scene
        if s.animator.instant:
            return

        def want(face: str | None, *widths: float) -> None:
            for width in widths:
                s.art.prepare(face or "", max(8, round(width)), s.dpr)

        def want_bare(face: str | None, width: float) -> None:
            s.art.prepare_face(face or "", max(8, round(width)), s.dpr)

        revealing = s.oven.revealing or any(isinstance(e, ev.PhaseOneEnded) for e in events)
        pile_w, cw, order_w, used_w = s.centre_sizes(s.lay.u, s.lay.centre.width(), revealing)
        filling_pile_w = s.centre_sizes(s.lay.u, s.lay.centre.width(), False)[0]
        if revealing:
            want_bare("back:ingredient", pile_w)  # the oven, turned over
            for name in INGREDIENTS[: s.kinds]:
                s.art.prepare_icon(name, round(cw * 0.5), s.dpr)  # the columns' slots
        for e in events:
            if isinstance(e, ev.IngredientsPlayed):
                want_bare(s.oven.face_of(e.kind), filling_pile_w)
            elif isinstance(e, ev.OrderPlayed):
                want_bare(s.oven.face_of(ORDER_BASE + e.order), filling_pile_w)
            elif isinstance(e, ev.IngredientRevealed):
                want("back:ingredient", s.lay.u)
                want(f"ingredient:{INGREDIENTS[e.kind]}", s.lay.u, cw)
            elif isinstance(e, ev.OrderRevealed):
                want(f"back:order:{s.orders[e.order].colour}", s.lay.u)
                want(s.oven.face_of(ORDER_BASE + e.order), s.lay.u, order_w)
            elif isinstance(e, (ev.OrderDelivered, ev.HelpGiven)):
                kinds = e.from_hand if isinstance(e, ev.OrderDelivered) else e.cards
                want_bare("back:ingredient", used_w)
                for kind, n in enumerate(kinds):
                    if n and kind < len(INGREDIENTS):
                        want("back:ingredient", s.lay.u * 0.4)
                        want(f"ingredient:{INGREDIENTS[kind]}", used_w)
            elif isinstance(e, ev.CardsDrawn) and e.seat == self.hand_seat:
                # made face down at the hand's width, then turned up
                if any(e.ingredients):
                    want("back:ingredient", s.lay.u * HAND_SCALE)
                for kind, n in enumerate(e.ingredients):
                    if n:
                        want(f"ingredient:{INGREDIENTS[kind]}", s.lay.u * HAND_SCALE)
                for order in e.orders:
                    want(f"back:order:{s.orders[order].colour}", s.lay.u * HAND_SCALE)
                    want(s.oven.face_of(ORDER_BASE + order), s.lay.u * HAND_SCALE)

    def reset(self, view: PlayerView) -> None:
        """Build the whole table from a view at once (a resume, a new widget)."""
        s = self.scene
        s.oven.set_supply(view.supply_count)
        if view.phase == "reveal":
            s.oven.start_reveal(view.oven_count)
            s.reveal.set_columns(view.columns)
        else:
            s.oven.set_oven(view.oven_count, s.oven.face_of(view.oven_top))
            s.reveal.set_columns(view.carried)
        s.reveal.clear_order()
        s.reveal.used.set_state(0, None)
        self.actor = None
        self.evaluator = view.evaluator
        if view.phase == "reveal":
            self.actor = (view.evaluator, "oven")
        if view.pending is not None:
            card = self._order_card(view.pending.order, s.reveal.order_at, face_up=True)
            s.reveal.show_order(card)
            self._caption_owner(view.pending.owner)
            self.actor = (view.pending.owner, "order")
        self.sync(view)
        # Built at once: the hand is where it belongs from the first frame (no card flies in over
        # the seat panels, nor towards the places of a size the table no longer has).
        s.animator.finish_all()
        s.hand.layout(animate=False)

    def sync(self, view: PlayerView | None = None) -> None:
        """Counts, hand and highlights from the displayed view (the end of every batch), or from
        ``view`` (the one the table is built from)."""
        c, s = self.controller, self.scene
        if c.state is None:
            return
        view = view or c.view()
        shown = c.display_seat()
        if shown >= 0:
            s.set_bottom_seat(shown)
        current, doing = self._acting(view)
        for seat, panel in enumerate(s.panels):
            panel.set_info(SeatInfo(
                self.names[seat], view.colours[seat], c.state.personal[seat], c.setup.seats[seat].kind,
                view.hand_sizes[seat], view.waiter_sizes[seat], view.delivered[seat], view.mm_holder == seat,
                active=seat == current, thinking=seat == self.thinking and seat == current and not doing,
                doing=doing if seat == current else "",
            ))  # fmt: skip
        s.oven.set_supply(view.supply_count)
        if view.phase == "play":
            s.oven.set_oven(view.oven_count, s.oven.face_of(view.oven_top))
        else:
            s.oven.set_remaining(view.oven_count)
        if shown >= 0:
            self.hand_seat = shown
            s.hand.set_hand(view.hand_ingredients, view.hand_orders, s.oven.supply_pos())
        else:
            self.hide_hand()
        if s.log.isVisible():
            s.log.set_plays(lambda: self.play_lines(view))
        self._status(view)

    def _acting(self, view: PlayerView) -> tuple[int, str]:
        """The seat to highlight and what it does: the player to play, or during a reveal the one
        acting at the card on show (the seat taking the pizzas out, or the owner of the order)."""
        if view.phase == "play":
            return view.current_player, ""
        if view.phase == "reveal" and self.actor is not None:
            return self.actor
        return -1, ""

    def _set_actor(self, seat: int, doing: str) -> None:
        """Move the reveal's highlight now, with the card on show (counts follow at the batch's end)."""
        self.actor = (seat, doing) if seat >= 0 else None
        for i, panel in enumerate(self.scene.panels):
            on = i == seat
            panel.set_info(
                dataclasses.replace(panel.info, active=on, doing=doing if on else "", thinking=False)
            )

    def hide_hand(self) -> None:
        self.hand_seat = -1
        self.scene.hand.clear()

    def play_lines(self, view: PlayerView) -> list[str]:
        """Memory aid: this round's plays as announced."""
        return [
            describe_play(self.names[seat], kind, count, order >= 0)
            for seat, kind, count, order in view.round_plays
        ]

    def _status(self, view: PlayerView) -> None:
        phase, round_, rounds = view.phase, view.round, view.rules.rounds
        name = self.names[view.current_player] if phase == "play" else ""

        def text() -> list[str]:
            if phase == "over":
                return [QCoreApplication.translate("Table", "Game over")]
            if phase == "reveal":
                return [
                    QCoreApplication.translate(
                        "Table", "Round {round} of {rounds} · taking the pizzas out of the oven"
                    ).format(round=round_, rounds=rounds)
                ]
            return [
                QCoreApplication.translate(
                    "Table", "Round {round} of {rounds} · filling the oven · {name} to play"
                ).format(round=round_, rounds=rounds, name=name)
            ]

        self.scene.status.set_lines(text, QColor("#f7e3c0"))

    # ------------------------------------------------------------------ helpers
    def _announce(self, text: Callable[[], str], colour: QColor | None = None) -> None:
        """Announce what ``text`` makes (made again if the language changes while it shows)."""
        self.scene.banner.announce(text, colour)

    def _order_of(self, owner: int) -> str:
        return QCoreApplication.translate("Table", "{name}'s order").format(name=self.names[owner])

    def _caption_owner(self, owner: int) -> None:
        self.scene.caption.set_lines(lambda: [self._order_of(owner)], QColor("#fff6e4"))

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
             delay: int = 0, remove: bool = False, then=None) -> None:  # noqa: ANN001  # fmt: skip
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

    # ------------------------------------------------------------------ events
    def _queue_event(self, e: ev.Event, nxt: ev.Event | None) -> None:
        handler = getattr(self, "_on_" + type(e).__name__, None)
        if handler is not None:
            self.scene.queue(lambda: handler(e, nxt))

    def _on_RoundStarted(self, e: ev.RoundStarted, nxt: ev.Event | None) -> None:  # noqa: N802
        s = self.scene
        s.reveal.clear_order()
        s.caption.set_lines([])
        s.oven.set_oven(0, None)
        s.reveal.set_columns(e.carried)
        s.reveal.used.set_state(0, None)
        s.oven.set_supply(e.supply)

        def text() -> str:
            if e.one_lap:
                return QCoreApplication.translate(
                    "Table", "Round {round}: the supply is empty, one lap drawing from the waiters"
                ).format(round=e.round)
            return QCoreApplication.translate("Table", "Round {round}: {name} starts").format(
                round=e.round, name=self.names[e.start_player]
            )

        self._announce(text)
        s.animator.wait(PAUSE_MS)

    def _on_IngredientsPlayed(self, e: ev.IngredientsPlayed, nxt: ev.Event | None) -> None:  # noqa: N802
        has_order = isinstance(nxt, ev.OrderPlayed) and nxt.seat == e.seat
        self._announce(lambda: describe_play(self.names[e.seat], e.kind, e.count, has_order))
        s = self.scene
        to = s.oven.oven_pos()
        count = s.oven.oven.count + e.count
        for i, card in enumerate(self._from_seat(e.seat, e.kind, e.count)):
            self._fly(card, to, width=s.lay.u, face_up=True, delay=i * 70, remove=True)
        s.animator.wait(1, on_done=lambda: s.oven.set_oven(count, s.oven.face_of(e.kind)))

    def _on_OrderPlayed(self, e: ev.OrderPlayed, nxt: ev.Event | None) -> None:  # noqa: N802
        s = self.scene
        card = s.hand.take_order(e.order) if e.seat == self.hand_seat else None
        if card is None:
            card = self._order_card(e.order, s.panels[e.seat].hand_point(), face_up=True)
            card.cardWidth = s.lay.u * 0.4
        count = s.oven.oven.count + 1
        self._fly(card, s.oven.oven_pos(), width=s.lay.u, face_up=True, remove=True)
        s.animator.wait(1, on_done=lambda: s.oven.set_oven(count, s.oven.face_of(ORDER_BASE + e.order)))

    def _on_Passed(self, e: ev.Passed, nxt: ev.Event | None) -> None:  # noqa: N802
        has_order = isinstance(nxt, ev.OrderPlayed) and nxt.seat == e.seat
        if e.sat_out:
            self._announce(
                lambda: QCoreApplication.translate("Table", "{name} has no ingredient and sits out").format(
                    name=self.names[e.seat]
                )
            )
        else:
            self._announce(lambda: describe_play(self.names[e.seat], -1, 0, has_order))

    def _on_CardsDrawn(self, e: ev.CardsDrawn, nxt: ev.Event | None) -> None:  # noqa: N802
        s = self.scene
        panel = s.panels[e.seat]
        origin = s.oven.supply_pos() if e.source == "supply" else panel.waiter_point()
        if e.source == "supply":
            s.oven.set_supply(max(0, s.oven.supply.count - e.count))
        if e.seat == self.hand_seat:
            counts = tuple(a + b for a, b in zip(s.hand.ingredient_counts(), e.ingredients, strict=False))
            s.hand.set_hand(counts, s.hand.orders() + list(e.orders), origin)
            return
        if e.source == "supply":
            back = "back:ingredient"
        else:
            back = f"back:order:{self.controller.setup.rules.colours[e.seat]}"
        for i in range(e.count):
            card = self._card(back, back, s.lay.u * 0.6, origin)
            self._fly(card, panel.hand_point(), width=s.lay.u * 0.3, delay=i * 60, remove=True)

    def _on_MammaMiaTaken(self, e: ev.MammaMiaTaken, nxt: ev.Event | None) -> None:  # noqa: N802
        s = self.scene
        self._announce(
            lambda: QCoreApplication.translate("Table", "{name} draws the Mamma Mia card!").format(
                name=self.names[e.seat]
            ),
            QColor("#ffd166"),
        )
        if not e.at_deal:
            s.oven.set_supply(max(0, s.oven.supply.count - 1))
        card = self._card("mamma_mia", "back:ingredient", s.lay.u, s.oven.supply_pos(), face_up=False)
        self._fly(card, s.panels[e.seat].mm_point(), width=s.lay.u * 0.3, face_up=True, remove=True)

    def _on_PhaseOneEnded(self, e: ev.PhaseOneEnded, nxt: ev.Event | None) -> None:  # noqa: N802
        self._announce(
            lambda: QCoreApplication.translate("Table", "{name} takes the pizzas out of the oven!").format(
                name=self.names[e.evaluator]
            ),
            QColor("#ffd166"),
        )
        self.scene.oven.start_reveal(e.oven)
        self.evaluator = e.evaluator
        self._set_actor(e.evaluator, "oven")
        self.scene.animator.wait(PAUSE_MS * 2)

    def _on_IngredientRevealed(self, e: ev.IngredientRevealed, nxt: ev.Event | None) -> None:  # noqa: N802
        s = self.scene
        s.oven.set_remaining(max(0, s.oven.oven.count - 1))
        card = self._ingredient(e.kind, s.oven.oven_pos(), False)
        s.reveal.add(e.kind, card)

    def _on_OrderRevealed(self, e: ev.OrderRevealed, nxt: ev.Event | None) -> None:  # noqa: N802
        s = self.scene
        s.oven.set_remaining(max(0, s.oven.oven.count - 1))
        s.reveal.clear_order()
        s.reveal.show_order(self._order_card(e.order, s.oven.oven_pos(), face_up=False))
        self._caption_owner(e.owner)
        self._set_actor(e.owner, "order")
        s.animator.wait(PAUSE_MS)

    def _on_KindsChosen(self, e: ev.KindsChosen, nxt: ev.Event | None) -> None:  # noqa: N802
        self.scene.caption.set_lines(
            lambda: [
                self._order_of(e.owner),
                QCoreApplication.translate("Table", "chosen: {kinds}").format(
                    kinds=join_list([ingredient_name(k) for k in e.kinds])
                ),
            ]
        )

    def _on_HelpAsked(self, e: ev.HelpAsked, nxt: ev.Event | None) -> None:  # noqa: N802
        self._announce(
            lambda: QCoreApplication.translate("Table", "{name} asks for help: {cards}").format(
                name=self.names[e.owner], cards=counts_text(e.request)
            )
        )
        self.scene.animator.wait(PAUSE_MS)

    def _on_HelpDeclined(self, e: ev.HelpDeclined, nxt: ev.Event | None) -> None:  # noqa: N802
        # Everyone with a waiter card is asked, able or not ("cannot" and "will not" look the
        # same), so naming who says no tells nothing about their hand.
        self._announce(
            lambda: QCoreApplication.translate("Table", "{name} does not help").format(
                name=self.names[e.seat]
            )
        )
        self.scene.animator.wait(PAUSE_MS)

    def _on_HelpGiven(self, e: ev.HelpGiven, nxt: ev.Event | None) -> None:  # noqa: N802
        s = self.scene
        self._announce(lambda: QCoreApplication.translate("Table", "{helper} helps {owner} with {cards}").format(
            helper=self.names[e.helper], owner=self.names[e.owner], cards=counts_text(e.cards)), QColor("#8fd17a"))  # fmt: skip
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

    def _on_OrderDelivered(self, e: ev.OrderDelivered, nxt: ev.Event | None) -> None:  # noqa: N802
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

    def _on_OrderReturned(self, e: ev.OrderReturned, nxt: ev.Event | None) -> None:  # noqa: N802
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

    def _on_RoundEnded(self, e: ev.RoundEnded, nxt: ev.Event | None) -> None:  # noqa: N802
        s = self.scene
        self._set_actor(-1, "")
        s.reveal.clear_order()
        s.caption.set_lines([])
        s.oven.set_remaining(0)
        self._announce(
            lambda: QCoreApplication.translate("Table", "Round {round} is over").format(round=e.round),
            QColor("#ffd166"),
        )
        used = s.reveal.used
        if used.count:
            card = self._card("back:ingredient", "back:ingredient", used.width, used.top_pos())
            used.set_state(0, None)
            self._fly(card, s.oven.supply_pos(), width=s.lay.u, remove=True,
                      then=lambda: s.oven.set_supply(e.supply))  # fmt: skip
        else:
            s.oven.set_supply(e.supply)

    def _on_GameEnded(self, e: ev.GameEnded, nxt: ev.Event | None) -> None:  # noqa: N802
        winners = [self.names[w] for w in e.winners]
        texts = PluralTexts()
        self._announce(lambda: texts.winners(winners), QColor("#ffd166"))
