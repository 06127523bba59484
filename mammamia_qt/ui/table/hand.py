"""The displayed human's hand: fanned, sorted by kind, orders at the right; selection and dragging.

A click on the n-th card of a kind selects n cards of that kind (a click on the last selected
one takes it back); a click on an order selects it (again: none). Dragging a card onto the oven
selects it the same way and asks to play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRectF, Signal
from PySide6.QtGui import QColor

from mammamia_qt.engine.cards import INGREDIENTS, OrderCard
from mammamia_qt.ui.art.card_art import order_face
from mammamia_qt.ui.common.themes import theme
from mammamia_qt.ui.table.animation import FLIP_MS, MOVE_MS, Animator
from mammamia_qt.ui.table.card_item import RATIO, CardItem

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsScene

    from mammamia_qt.ui.art.card_art import CardArt

MIN_STEP = 0.3
"""Overlapping ingredient cards show at least this part of their width (their kind stays visible)."""


class HandView(QObject):
    """Card items for one hand, laid out in ``rect``.

    Signals:
        selectionChanged(): the selected kind, count or order changed.
        droppedOnOven(): a card was dragged onto the oven (its selection is made).
    """

    selectionChanged = Signal()
    droppedOnOven = Signal()

    def __init__(self, scene: QGraphicsScene, art: CardArt, animator: Animator, minimale_n: int) -> None:
        super().__init__(scene)
        self.scene = scene
        self.art = art
        self.animator = animator
        self.minimale_n = minimale_n
        self.orders_info: tuple[OrderCard, ...] = ()
        self.cards: list[CardItem] = []  # ingredients, sorted by kind
        self.order_cards: list[CardItem] = []
        self.rect = QRectF(0, 0, 800, 200)
        self.width = 80.0
        self.dpr = 1.0
        self.kind = -1
        self.count = 0
        self.order = -1
        self.interactive = False
        self.oven_rect = QRectF()
        self._offer: tuple[int, ...] = ()

    # ------------------------------------------------------------------ content
    def ingredient_counts(self) -> tuple[int, ...]:
        counts = [0] * 6
        for card in self.cards:
            counts[card.kind] += 1
        return tuple(counts)

    def orders(self) -> list[int]:
        return [card.order for card in self.order_cards]

    def _make(self, front: str, back: str, origin: QPointF | None) -> CardItem:
        item = CardItem(self.art, front, back, self.width, face_up=origin is None)
        item.dpr = self.dpr
        item.setZValue(100)
        if origin is not None:
            item.setPos(origin)
        self.scene.addItem(item)
        item.clicked.connect(lambda i=item: self._clicked(i))
        item.dropped.connect(lambda p, i=item: self._dropped(i, p))
        return item

    def set_hand(self, counts: tuple[int, ...], orders: tuple[int, ...] | list[int],
                 origin: QPointF | None = None) -> None:  # fmt: skip
        """Show exactly these cards: keep those already shown, new ones fly in from ``origin``."""
        have = self.ingredient_counts()
        for k in range(6):
            while have[k] > counts[k]:
                victim = next(c for c in reversed(self.cards) if c.kind == k)
                self.cards.remove(victim)
                self._discard(victim)
                have = self.ingredient_counts()
            for _ in range(counts[k] - have[k]):
                item = self._make(f"ingredient:{INGREDIENTS[k]}", "back:ingredient", origin)
                item.kind = k
                self.cards.append(item)
        self.cards.sort(key=lambda c: c.kind)
        for card in list(self.order_cards):
            if card.order not in orders:
                self.order_cards.remove(card)
                self._discard(card)
        shown = self.orders()
        for o in orders:
            if o not in shown:
                info = self.orders_info[o]
                item = self._make(order_face(info, self.minimale_n), f"back:order:{info.colour}", origin)
                item.order = o
                self.order_cards.append(item)
        if self.kind >= 0 and self.count > counts[self.kind]:
            self.clear_selection(emit=False)
        if self.order not in orders:
            self.order = -1
        self._apply_interactive()
        self.layout(animate=True)

    def clear(self) -> None:
        """Remove every card (hand-over, spectators)."""
        for card in self.cards + self.order_cards:
            self._discard(card)
        self.cards, self.order_cards = [], []
        self.clear_selection(emit=False)

    def _discard(self, item: CardItem) -> None:
        if item.scene() is not None:
            self.scene.removeItem(item)
        item.deleteLater()

    def take(self, kind: int, count: int) -> list[CardItem]:
        """Remove ``count`` cards of ``kind`` (the selected ones first) and hand them over."""
        of_kind = [c for c in self.cards if c.kind == kind]
        taken = of_kind[:count]
        for card in taken:
            self.cards.remove(card)
            card.set_highlight(None)
            card.set_clickable(False)
        if kind == self.kind:
            self.clear_selection(emit=False)
        return taken

    def take_order(self, order: int) -> CardItem | None:
        card = next((c for c in self.order_cards if c.order == order), None)
        if card is not None:
            self.order_cards.remove(card)
            card.set_highlight(None)
            card.set_clickable(False)
            if self.order == order:
                self.order = -1
        return card

    # ------------------------------------------------------------------ selection
    def set_interactive(self, on: bool) -> None:
        self.interactive = on
        if not on:
            self.clear_selection(emit=False)
        self._apply_interactive()
        self.layout(animate=True)

    def _apply_interactive(self) -> None:
        for card in self.cards + self.order_cards:
            card.set_clickable(self.interactive)
            card.draggable = self.interactive

    def select_kind(self, kind: int, count: int) -> None:
        counts = self.ingredient_counts()
        if kind < 0 or count <= 0 or counts[kind] == 0:
            self.kind, self.count = -1, 0
        else:
            self.kind, self.count = kind, min(count, counts[kind])
        self._changed()

    def select_order(self, order: int) -> None:
        self.order = order if order in self.orders() else -1
        self._changed()

    def clear_selection(self, emit: bool = True) -> None:
        self.kind, self.count, self.order = -1, 0, -1
        if emit:
            self._changed()
        else:
            self._paint_selection()

    def offer(self, counts: tuple[int, ...]) -> None:
        """Mark cards a prompt proposes to add (a top-up, a help); () for none."""
        self._offer = counts
        self._paint_selection()

    def _changed(self) -> None:
        self.layout(animate=True)
        self.selectionChanged.emit()

    def _clicked(self, item: CardItem) -> None:
        if not self.interactive:
            return
        if item in self.order_cards:
            self.select_order(-1 if self.order == item.order else item.order)
            return
        kind = item.kind
        n = [c for c in self.cards if c.kind == kind].index(item) + 1
        if kind == self.kind and n == self.count:
            n -= 1
        self.select_kind(kind, n)

    def _dropped(self, item: CardItem, pos: QPointF) -> None:
        if self.interactive and self.oven_rect.contains(pos):
            if item in self.order_cards:
                self.order = item.order
            elif item.kind != self.kind:
                self.kind, self.count = item.kind, 1
            self._changed()
            self.droppedOnOven.emit()
        else:
            self.layout(animate=True)

    # ------------------------------------------------------------------ layout
    def is_selected(self, item: CardItem) -> bool:
        if item in self.order_cards:
            return item.order == self.order
        of_kind = [c for c in self.cards if c.kind == item.kind]
        return item.kind == self.kind and of_kind.index(item) < self.count

    def _is_offered(self, item: CardItem) -> bool:
        if not self._offer or item in self.order_cards:
            return False
        of_kind = [c for c in self.cards if c.kind == item.kind]
        return of_kind.index(item) < self._offer[item.kind]

    def _paint_selection(self) -> None:
        for card in self.cards + self.order_cards:
            if self.is_selected(card):
                card.set_highlight(QColor(theme().chosen))
            elif self._is_offered(card):
                card.set_highlight(QColor(theme().offer))
            else:
                card.set_highlight(None)

    def set_geometry(self, rect: QRectF, width: float, dpr: float) -> None:
        self.rect, self.width, self.dpr = rect, width, dpr
        for card in self.cards + self.order_cards:
            card.dpr = dpr
            card.jump_to_width(width)
        self.layout(animate=False)

    def card_width(self) -> float:
        """The hand's card width: the table's, smaller only if the hand would not fit otherwise.

        Order cards never overlap (their recipes, "× 4" included, stay readable); ingredient cards
        of one kind may overlap down to an edge, and the last one of each kind shows whole.
        """
        w, n_i, n_o = self.width, len(self.cards), len(self.order_cards)
        gap = 0.35 if n_i and n_o else 0.0
        kinds = [c.kind for c in self.cards]
        groups = 1 + sum(1 for a, b in zip(kinds, kinds[1:], strict=False) if a != b) if n_i else 0
        # each kind's last card whole, the others of its kind showing their edge
        ingredients = (groups - 1) * 1.04 + (n_i - groups) * MIN_STEP + 1 if n_i else 0.0
        need = (n_o * 1.04 - 0.04 if n_o else 0.0) + gap + ingredients
        return min(w, self.rect.width() / max(need, 1.0))

    def _ingredient_offsets(self, w: float, room: float) -> list[float]:
        """Where each ingredient card starts, from the first one's left edge.

        Side by side when there is room; else cards of one kind close up first, so the last card
        of each kind shows whole (its name on the band is never cut), then all alike.
        """
        kinds = [c.kind for c in self.cards]
        n = len(kinds)
        if n == 0:
            return []
        full = w * 1.04
        groups = 1 + sum(1 for a, b in zip(kinds, kinds[1:], strict=False) if a != b)
        inner, outer = full, full
        if (n - 1) * full + w > room:
            same = n - groups
            inner = (room - w - (groups - 1) * full) / same if same else full
            if not same or inner < MIN_STEP * w:
                inner = MIN_STEP * w if same else full
                outer = (room - w - same * inner) / (groups - 1) if groups > 1 else full
                if outer < inner:
                    inner = outer = (room - w) / max(1, n - 1)  # no room to spare: all alike
        offsets, x = [0.0], 0.0
        for a, b in zip(kinds, kinds[1:], strict=False):
            x += inner if a == b else outer
            offsets.append(x)
        return offsets

    def positions(self) -> list[tuple[CardItem, QPointF]]:
        items = self.cards + self.order_cards
        if not items:
            return []
        r = self.rect
        w = self.card_width()
        h = w * RATIO
        gap = w * 0.35 if self.cards and self.order_cards else 0.0
        n_i, n_o = len(self.cards), len(self.order_cards)
        order_span = n_o * w * 1.04 - w * 0.04 if n_o else 0.0
        room = r.width() - order_span - gap  # for the ingredient cards
        offsets = self._ingredient_offsets(w, room)
        total = (offsets[-1] + w if n_i else 0.0) + gap + order_span
        x = r.center().x() - total / 2
        base = r.bottom() - h - r.height() * 0.04
        out = []
        spots = [x + off for off in offsets]
        x = (spots[-1] + w + gap) if n_i else x
        spots += [x + i * w * 1.04 for i in range(n_o)]
        for card, left in zip(items, spots, strict=True):
            if card.cardWidth != w:
                card.jump_to_width(w)
            lift = h * 0.2 if self.is_selected(card) else 0.0
            out.append((card, QPointF(left, base - lift)))
        return out

    def layout(self, animate: bool = True) -> None:
        self._paint_selection()
        for z, (card, pos) in enumerate(self.positions()):
            card.setZValue(100 + z)
            if not card.face_up and card.prepare_flip(True):
                self.animator.animate(card, "flip", 1.0, FLIP_MS)
            if animate:
                self.animator.animate(card, "pos", pos, MOVE_MS)
            else:
                card.setPos(pos)
