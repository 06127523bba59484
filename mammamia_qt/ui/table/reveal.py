"""The reveal: one face-up column per ingredient kind, the order being checked, the used pile.

Columns overlap vertically so each card shows its top strip, with the count at the foot. The
carried-over ingredients stay in their columns between rounds, so a round starts with them shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem

from mammamia_qt.engine.cards import INGREDIENTS
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.paint import Drawn, draw_all, draw_shape, font
from mammamia_qt.ui.common.themes import theme
from mammamia_qt.ui.table.animation import FLIP_MS, MOVE_MS, Animator
from mammamia_qt.ui.table.backdrop import Backdrop
from mammamia_qt.ui.table.card_item import RATIO, CardItem
from mammamia_qt.ui.table.pile import PileItem

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsScene

    from mammamia_qt.ui.art.card_art import CardArt

OK = "ok"
FAIL = "fail"
"""The verdicts' colours: fields of the theme."""


class ColumnBase(Backdrop, QGraphicsObject):
    """A column's slot (faint icon) and the count written at its foot."""

    def __init__(self, art: CardArt, kind: int) -> None:
        super().__init__()
        self.art = art
        self.kind = kind
        self.count = 0
        self.width = 50.0
        self.foot = 100.0  # y of the foot, local
        self.dpr = 1.0
        self.setZValue(1)
        self._init_backdrop()  # painted into the view's cached background, not into frames

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 8, self.foot + self.width * 0.45 + 8)

    def set_geometry(self, width: float, foot: float) -> None:
        if (width, foot) == (self.width, self.foot):
            return
        self._expose()
        self.prepareGeometryChange()
        self.width, self.foot = width, foot
        self.update()

    def fonts(self) -> list[QFont]:
        return [font(self.width * 0.34, bold=True)]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        w, h = self.width, self.width * RATIO
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # the slot (a dashed outline and the kind's faint icon) is drawn once per size: a new count
        # repaints a blit and a number
        draw_shape(painter, ("column", self.kind), QRectF(-2, -2, w + 4, h + 4), self.dpr, self._paint_slot)
        draw_all(painter, self.texts())

    def texts(self) -> list[Drawn]:
        """The count at the column's foot."""
        w = self.width
        # an empty column's 0 is quieter, in a colour of its own that still reads at 4.5:1 (a faded
        # count fell to 2.4:1 on the cloth)
        colour = QColor(theme().pile_text if self.count else theme().pile_empty)
        box = QRectF(0, self.foot, w, w * 0.45)
        return [Drawn(str(self.count), font(w * 0.34, bold=True), box, Qt.AlignmentFlag.AlignCenter, colour)]

    def _paint_slot(self, painter: QPainter) -> None:
        w, h = self.width, self.width * RATIO
        t = theme()
        painter.setPen(QPen(style.tint(t.slot_line, 90), max(1.5, w * 0.025), Qt.PenStyle.DashLine))
        painter.setBrush(style.tint(t.shadow, 35))
        painter.drawRoundedRect(QRectF(0, 0, w, h), w * 0.07, w * 0.07)
        icon = round(w * 0.5)
        painter.setOpacity(0.35)
        pix = self.art.icon_pixmap(INGREDIENTS[self.kind], icon, self.dpr)
        painter.drawPixmap(QPointF((w - icon) / 2, (h - icon) / 2), pix)
        painter.setOpacity(1.0)


class RevealArea:
    """Columns, the order spot with its verdict, and the used pile."""

    def __init__(self, scene: QGraphicsScene, art: CardArt, animator: Animator, kinds: int) -> None:
        self.scene = scene
        self.art = art
        self.animator = animator
        self.kinds = kinds
        self.columns: list[list[CardItem]] = [[] for _ in range(kinds)]
        self.bases = [ColumnBase(art, k) for k in range(kinds)]
        for base in self.bases:
            scene.addItem(base)
        self.used = PileItem(art, lambda: QCoreApplication.translate("Reveal", "Used"))
        scene.addItem(self.used)
        self.order_item: CardItem | None = None
        self.rect = QRectF(0, 0, 600, 300)
        self.cw = 50.0
        self.gap = 10.0
        self.order_at = QPointF()
        self.order_w = 90.0
        self.dpr = 1.0

    # ------------------------------------------------------------------ geometry
    def relayout(self, rect: QRectF, cw: float, gap: float, order_at: QPointF, order_w: float,
                 used_at: QPointF, used_w: float, dpr: float) -> None:  # fmt: skip
        self.rect, self.cw, self.gap, self.dpr = rect, cw, gap, dpr
        self.order_at, self.order_w = order_at, order_w
        self.used.dpr = dpr
        self.used.set_width(used_w)
        self.used.setPos(used_at)
        for k, base in enumerate(self.bases):
            base.dpr = dpr
            base.setPos(self.slot(k))
        self._place_all(animate=False)
        if self.order_item is not None:
            self.order_item.dpr = dpr
            self.order_item.jump_to_width(order_w)
            self.order_item.setPos(order_at)

    def slot(self, kind: int) -> QPointF:
        return QPointF(self.rect.left() + kind * (self.cw + self.gap), self.rect.top())

    def step(self, n: int) -> float:
        ch = self.cw * RATIO
        room = self.rect.height() - ch - self.cw * 0.5
        return min(ch * 0.25, room / max(1, n - 1))

    def card_pos(self, kind: int, index: int, n: int) -> QPointF:
        return self.slot(kind) + QPointF(0, index * self.step(n))

    def _place_column(self, kind: int, animate: bool) -> None:
        cards = self.columns[kind]
        n = len(cards)
        for i, card in enumerate(cards):
            card.setZValue(20 + i)
            pos = self.card_pos(kind, i, n)
            if animate:
                self.animator.animate(card, "pos", pos, MOVE_MS)
            else:
                card.dpr = self.dpr
                card.jump_to_width(self.cw)
                card.setPos(pos)
        ch = self.cw * RATIO
        base = self.bases[kind]
        if base.count != n:
            base.count = n
            base.update()
        base.set_geometry(self.cw, ch + max(0, n - 1) * self.step(n) + self.cw * 0.05)

    def _place_all(self, animate: bool) -> None:
        for k in range(self.kinds):
            self._place_column(k, animate)

    # ------------------------------------------------------------------ content
    def new_card(self, kind: int, at: QPointF | None = None, width: float | None = None) -> CardItem:
        item = CardItem(self.art, f"ingredient:{INGREDIENTS[kind]}", "back:ingredient", width or self.cw)
        item.dpr = self.dpr
        item.kind = kind
        if at is not None:
            item.setPos(at)
        self.scene.addItem(item)
        return item

    def set_columns(self, counts: tuple[int, ...]) -> None:
        """Show these face-up counts at once (a resume, a new round's carried-over cards)."""
        for k in range(self.kinds):
            while len(self.columns[k]) > counts[k]:
                self.discard(self.columns[k].pop())
            while len(self.columns[k]) < counts[k]:
                self.columns[k].append(self.new_card(k))
        self._place_all(animate=False)

    def add(self, kind: int, card: CardItem) -> None:
        """A revealed card joins its column: it flips face up and slides into place."""
        self.columns[kind].append(card)
        card.kind = kind
        if card.prepare_flip(True):
            self.animator.animate(card, "flip", 1.0, FLIP_MS)
        self.animator.animate(card, "cardWidth", self.cw, MOVE_MS)
        self._place_column(kind, animate=True)

    def take(self, kind: int, n: int) -> list[CardItem]:
        """The last ``n`` cards of a column (to the used pile)."""
        cards = self.columns[kind]
        taken = cards[len(cards) - n :] if n else []
        del cards[len(cards) - n :]
        self._place_column(kind, animate=True)
        return taken

    def counts(self) -> tuple[int, ...]:
        return tuple(len(c) for c in self.columns) + (0,) * (6 - self.kinds)

    def show_order(self, card: CardItem) -> None:
        """The order being checked, shown large."""
        self.clear_order()
        self.order_item = card
        card.setZValue(60)
        if card.prepare_flip(True):
            self.animator.animate(card, "flip", 1.0, FLIP_MS)
        self.animator.animate(card, "cardWidth", self.order_w, MOVE_MS)
        self.animator.animate(card, "pos", self.order_at, MOVE_MS)

    def release_order(self) -> CardItem | None:
        card, self.order_item = self.order_item, None
        return card

    def clear_order(self) -> None:
        card = self.release_order()
        if card is not None:
            self.discard(card)

    def discard(self, item: CardItem) -> None:
        if item.scene() is not None:
            self.scene.removeItem(item)
        item.deleteLater()
