"""A stack of cards drawn as one item: its thickness, the top face (or a back), a count and a caption."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem

from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.paint import Drawn, draw_all, draw_shape, fitted_font, font
from mammamia_qt.ui.common.themes import theme
from mammamia_qt.ui.table.backdrop import Backdrop
from mammamia_qt.ui.table.card_item import RATIO

if TYPE_CHECKING:
    from mammamia_qt.ui.art.card_art import CardArt


CAPTION = 0.4
"""How far below the card a pile's caption ends, in card widths (a gap, then its line)."""
CAPTION_H = 0.3
"""The caption's line, in card widths."""


class PileItem(Backdrop, QGraphicsObject):
    """A pile with ``count`` cards; ``top`` is the face shown (None: an empty slot outline).

    ``caption`` may be a function, called at every paint, so a translated caption follows the language.
    """

    def __init__(self, art: CardArt, caption: str | Callable[[], str] = "") -> None:
        super().__init__()
        self.art = art
        self.caption = caption
        self.top: str | None = None
        self.count = 0
        self.width = 60.0
        self.dpr = 1.0
        self.show_count = True
        self._shown: tuple[int, str | None, str] | None = None
        self.setZValue(2)
        self._init_backdrop()  # painted into the view's cached background, not into frames

    @property
    def height(self) -> float:
        return self.width * RATIO

    def set_width(self, w: float) -> None:
        if w == self.width:
            return
        self._expose()
        self.prepareGeometryChange()
        self.width = w
        self.update()

    def set_state(self, count: int, top: str | None) -> None:
        top = top if count > 0 else None
        shown = (
            count,
            top,
            self._caption(),
        )  # the caption may change too (the oven's, when the reveal starts)
        if shown == self._shown:
            return  # (the table is synced with every batch of events: most leave a pile as it is)
        self.count, self.top, self._shown = count, top, shown
        self.update()

    def layers(self) -> int:
        return min(6, max(0, self.count - 1) // 3 + (1 if self.count > 1 else 0))

    def top_pos(self) -> QPointF:
        """Scene position of the top card's top-left corner (where arriving cards land)."""
        off = self.layers() * self.width * 0.025
        return self.mapToScene(QPointF(-off, -off))

    def boundingRect(self) -> QRectF:
        m = self.width * 0.2
        return QRectF(-m, -m, self.width + 2 * m, self.height + m + self.width * 0.45)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        # The outlines, the stack's edges and the badge are drawn once per size (antialiased
        # strokes are dear); a new count or top card repaints blits and a number.
        w, h = self.width, self.height
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.top is None:
            draw_shape(painter, ("pile-slot",), QRectF(-2, -2, w + 4, h + 4), self.dpr, self._paint_slot)
        else:
            n = self.layers()
            off = n * w * 0.025
            bounds = QRectF(-off - 2, -off - 2, w + off + w * 0.06 + 4, h + off + w * 0.08 + 4)
            draw_shape(painter, ("pile-stack", n), bounds, self.dpr, lambda p: self._paint_stack(p, n))
            pix = self.art.pixmap(self.top, max(8, round(w)), self.dpr)
            painter.drawPixmap(QPointF(-off, -off), pix)
        if self.show_count and (self.count or self.top is None):
            d = w * 0.42
            badge = QRectF(w - d * 0.7, h - d * 0.7, d, d)
            pen = max(1.5, w * 0.025)
            draw_shape(painter, ("pile-badge",), badge.adjusted(-pen, -pen, pen, pen), self.dpr,
                       lambda p: self._paint_badge(p, badge, pen))  # fmt: skip
        draw_all(painter, self.texts())

    def texts(self) -> list[Drawn]:
        """What the pile writes: its count on the badge, and its caption under it."""
        w, h = self.width, self.height
        texts: list[Drawn] = []
        if self.show_count and (self.count or self.top is None):
            d = w * 0.42
            badge = QRectF(w - d * 0.7, h - d * 0.7, d, d)
            texts.append(Drawn(str(self.count), font(d * 0.5, bold=True), badge, Qt.AlignmentFlag.AlignCenter,
                               QColor(theme().pile_text)))  # fmt: skip
        caption = self._caption()
        if caption:
            box = QRectF(-w * 0.2, h + w * (CAPTION - CAPTION_H), w * 1.4, w * CAPTION_H)
            texts.append(Drawn(caption, self._caption_font(caption), box,
                               Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, QColor(theme().pile_sub)))  # fmt: skip
        return texts

    def _caption(self) -> str:
        return self.caption() if callable(self.caption) else self.caption

    def _caption_font(self, caption: str) -> QFont:
        # long words (Odkládací balíček, Ingrediënten) shrink evenly to fit
        return fitted_font(caption, self.width * 0.17, self.width * 1.4, bold=True, least=0.0)

    def fonts(self) -> list[QFont]:
        """The faces of the count and the caption."""
        caption = self._caption()
        return [font(self.width * 0.42 * 0.5, bold=True)] + ([self._caption_font(caption)] if caption else [])

    def _paint_slot(self, painter: QPainter) -> None:
        w, h = self.width, self.height
        radius = w * 0.07
        t = theme()
        painter.setPen(QPen(style.tint(t.slot_line, 120), max(1.5, w * 0.025), Qt.PenStyle.DashLine))
        painter.setBrush(style.tint(t.shadow, 40))
        painter.drawRoundedRect(QRectF(0, 0, w, h), radius, radius)

    def _paint_stack(self, painter: QPainter, n: int) -> None:
        """The cards under the top one, edges showing, and the stack's shadow."""
        w, h = self.width, self.height
        radius = w * 0.07
        step = w * 0.025
        t = theme()
        painter.setPen(QPen(QColor(t.panel_edge), 1))
        off = n * step
        for i in range(n, 0, -1):
            painter.setBrush(QColor(t.stack_light) if i % 2 else QColor(t.stack_dark))
            painter.drawRoundedRect(QRectF(-off + i * step, -off + i * step, w, h), radius, radius)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.tint(t.shadow, 70))
        painter.drawRoundedRect(QRectF(-off + w * 0.04, -off + w * 0.06, w, h), radius, radius)

    @staticmethod
    def _paint_badge(painter: QPainter, badge: QRectF, pen: float) -> None:
        painter.setPen(QPen(QColor(theme().pile_text), pen))
        painter.setBrush(QColor(theme().badge))
        painter.drawEllipse(badge)
