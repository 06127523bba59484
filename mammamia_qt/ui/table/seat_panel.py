"""A seat's panel: name, colour and symbol, personal ingredient, hand/waiter/delivered, turn."""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem

from mammamia_qt.engine.cards import INGREDIENTS
from mammamia_qt.ui.art.card_art import colour_hex
from mammamia_qt.ui.art.pizza import paint_pizza
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.names import colour_name, ingredient_name, seat_kind_name
from mammamia_qt.ui.common.paint import Drawn, draw_all, draw_shape, fitted_font, font
from mammamia_qt.ui.common.themes import theme
from mammamia_qt.ui.table.backdrop import Backdrop

if TYPE_CHECKING:
    from mammamia_qt.ui.art.card_art import CardArt


@dataclass(slots=True)
class SeatInfo:
    """What a panel shows; all public."""

    name: str
    colour: str
    personal: int
    kind: str
    hand: int = 0
    waiter: int = 0
    delivered: int = 0
    has_mm: bool = False
    active: bool = False
    thinking: bool = False
    doing: str = (
        ""  # during a reveal: "oven" (takes the pizzas out) or "order" (their order is being checked)
    )


def seat_subtitle(info: SeatInfo) -> str:
    """The line under a seat's name: what the seat is doing now, else who plays it."""
    if info.thinking:
        return QCoreApplication.translate("SeatPanel", "thinking…")
    if info.doing == "order":
        return QCoreApplication.translate("SeatPanel", "order being checked")
    if info.doing == "oven":
        return QCoreApplication.translate("SeatPanel", "takes the pizzas out")
    if info.active:
        return QCoreApplication.translate("SeatPanel", "to play")
    return seat_kind_name(info.kind)


def name_font(name: str, pixels: float, width: float) -> QFont:
    """The seat name's bold title face at ``pixels``, evenly smaller to fit ``width`` (never cut: a name
    is at most 24 characters, which fit the narrowest panel at the smallest size)."""
    return fitted_font(name, pixels, width, bold=True, title=True, least=0.0)


SUBTITLE_LEAST = 0.75
"""The line under a name gets at most this much smaller to fit; its words are short enough for that."""


def subtitle_font(text: str, pixels: float, width: float) -> QFont:
    """The face of the line under a seat's name (``seat_subtitle``), evenly smaller to fit ``width``."""
    return fitted_font(text, pixels, width, least=SUBTITLE_LEAST)


class SeatPanel(Backdrop, QGraphicsObject):
    """One seat on the table edge; the director flies cards to and from its anchors.

    Painted into the view's cached background when it changes (see ``backdrop``), so the frames
    of a reveal do not paint it at all.
    """

    def __init__(self, art: CardArt, seat: int, info: SeatInfo) -> None:
        super().__init__()
        self.art = art
        self.seat = seat
        self.info = info
        self._rect = QRectF(0, 0, 200, 100)
        self.dpr = 1.0
        self._plate_pix: QPixmap | None = None
        self._plate_key: tuple[object, ...] = ()
        self._plate_margin = 0
        self.setZValue(5)
        self._init_backdrop()

    def set_info(self, info: SeatInfo) -> None:
        if info == self.info and self.toolTip():
            return
        self.info = info
        self.setToolTip(self._tooltip())
        self.update()

    def retranslate(self) -> None:
        """The texts are painted in the current language; only the tooltip is kept."""
        self.setToolTip(self._tooltip())
        self.update()

    def set_rect(self, rect: QRectF) -> None:
        if rect.topLeft() == self.pos() and rect.size() == self._rect.size():
            return  # (a relayout for the reveal keeps the panels where they are: no repaint)
        self._expose()
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.update()

    def boundingRect(self) -> QRectF:
        m = max(6.0, self._rect.height() * 0.06)  # the shadow and the active seat's wide border
        return self._rect.adjusted(-m, -m, m, m)

    # ------------------------------------------------------------------ anchors (scene coordinates)
    def _stat_boxes(self) -> list[QRectF]:
        r = self._rect
        u = r.height()
        top = r.top() + u * 0.52
        h = u * 0.40
        left = r.left() + u * 0.16
        w = (r.right() - u * 0.06 - left) / 3
        return [QRectF(left + i * w, top, w, h) for i in range(3)]

    def hand_point(self) -> QPointF:
        return self.mapToScene(self._stat_boxes()[0].center())

    def waiter_point(self) -> QPointF:
        return self.mapToScene(self._stat_boxes()[1].center())

    def delivered_point(self) -> QPointF:
        return self.mapToScene(self._stat_boxes()[2].center())

    def _mm_rect(self) -> QRectF:
        r, u = self._rect, self._rect.height()
        mw = u * 0.26
        return QRectF(r.right() - u * 0.07 - u * 0.22 - u * 0.08 - mw, r.top() + u * 0.05, mw, mw * 88 / 63)

    def mm_point(self) -> QPointF:
        return self.mapToScene(self._mm_rect().center())

    # ------------------------------------------------------------------ painting
    def _tooltip(self) -> str:
        i = self.info
        return QCoreApplication.translate(
            "SeatPanel", "{name} · {colour} · personal ingredient: {ingredient}"
        ).format(name=i.name, colour=colour_name(i.colour), ingredient=ingredient_name(i.personal))

    def _plate(self) -> QPixmap:
        """The panel's card (shadow, cream body, border, colour band) for its size, colour and
        highlight; drawn once and kept, so a panel whose numbers change only redraws its texts."""
        i, r = self.info, self._rect
        key = (r.width(), r.height(), self.dpr, i.active, i.colour)
        if self._plate_pix is not None and self._plate_key == key:
            return self._plate_pix
        margin = math.ceil(self.boundingRect().right() - r.right())
        pix = QPixmap(
            math.ceil((r.width() + 2 * margin) * self.dpr), math.ceil((r.height() + 2 * margin) * self.dpr)
        )
        pix.setDevicePixelRatio(self.dpr)
        pix.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pix)
        painter.translate(margin, margin)
        u = r.height()
        radius = u * 0.12
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.tint(theme().shadow, 70))
        painter.drawRoundedRect(r.translated(u * 0.02, u * 0.04), radius, radius)
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        t = theme()
        grad.setColorAt(0, QColor(t.panel_top))
        grad.setColorAt(1, QColor(t.panel_bottom))
        painter.setBrush(grad)
        border = (
            QPen(QColor(t.active), max(3.0, u * 0.045))
            if i.active
            else QPen(QColor(t.panel_edge), max(1.0, u * 0.012) * (2 if t.card_edge_width > 2 else 1))
        )
        painter.setPen(border)
        painter.drawRoundedRect(r, radius, radius)
        band = QRectF(r.left(), r.top(), u * 0.12, r.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(colour_hex(i.colour)))
        painter.setClipRect(band)
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        painter.end()
        self._plate_pix, self._plate_key, self._plate_margin = pix, key, margin
        return pix

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        i = self.info
        r = self._rect
        u = r.height()
        plate = self._plate()
        painter.drawPixmap(QPointF(r.left() - self._plate_margin, r.top() - self._plate_margin), plate)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        band = QRectF(r.left(), r.top(), u * 0.12, r.height())
        sym = round(u * 0.26)
        pad = u * 0.07
        x0 = band.right() + pad
        painter.drawPixmap(QRectF(x0, r.top() + pad, sym, sym), self.art.symbol_pixmap(i.colour, sym, self.dpr),
                           QRectF(0, 0, sym * self.dpr, sym * self.dpr))  # fmt: skip
        icon = round(u * 0.22)
        ix = r.right() - pad - icon
        painter.drawPixmap(QRectF(ix, r.top() + pad, icon, icon),
                           self.art.icon_pixmap(INGREDIENTS[i.personal], icon, self.dpr),
                           QRectF(0, 0, icon * self.dpr, icon * self.dpr))  # fmt: skip
        if i.has_mm:
            mm = self._mm_rect()
            painter.drawPixmap(mm.topLeft(), self.art.pixmap("mamma_mia", round(mm.width()), self.dpr))
        self._paint_stat_icons(painter)
        draw_all(painter, self.texts())

    def texts(self) -> list[Drawn]:
        """What the panel writes: the name, the line under it, and each count with its label."""
        i, r, u = self.info, self._rect, self._rect.height()
        pad = u * 0.07
        text_x, name_right = self._text_span()
        if i.has_mm:
            name_right = self._mm_rect().left() - pad * 0.5
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        # a long name (or a narrow panel beside the scoreboard) is set smaller, whole
        name_rect = QRectF(text_x, r.top() + pad * 0.6, name_right - text_x, u * 0.24)
        face = name_font(i.name, u * 0.19, name_rect.width())
        # as tall as the face's line at least: a descender ("Luigi") is never cut by a pixel
        name_rect.setHeight(max(name_rect.height(), QFontMetricsF(face).height()))
        sub = seat_subtitle(i)
        sub_rect = QRectF(text_x, r.top() + u * 0.29, self._subtitle_width(), u * 0.16)
        return [
            Drawn(
                i.name,
                face,
                name_rect,
                left,
                QColor(theme().panel_text),
            ),
            Drawn(
                sub,
                subtitle_font(sub, u * 0.11, sub_rect.width()),
                sub_rect,
                left,
                QColor(theme().panel_muted),
            ),
            *self._stat_texts(),
        ]

    def _subtitle_width(self) -> float:
        """The room of the line under the name: from the name's start to the personal ingredient's icon."""
        r, u = self._rect, self._rect.height()
        return r.right() - u * 0.07 - round(u * 0.22) - self._text_span()[0]

    def _text_span(self) -> tuple[float, float]:
        """Where the name and the subtitle start, and where the name ends (without the Mamma Mia card)."""
        r, u = self._rect, self._rect.height()
        pad = u * 0.07
        return r.left() + u * 0.12 + pad + round(u * 0.26) + pad, r.right() - pad - round(u * 0.22) - pad

    @staticmethod
    def _labels() -> list[str]:
        return [
            QCoreApplication.translate("SeatPanel", "hand"),
            QCoreApplication.translate("SeatPanel", "waiter"),
            QCoreApplication.translate("SeatPanel", "delivered"),
        ]

    def _label_font(self, box: QRectF, label: str) -> QFont:
        u = self._rect.height()
        room = box.right() - (box.left() + u * 0.02 + round(u * 0.2) + u * 0.05)
        return fitted_font(label, min(u * 0.1, room / max(4, len(label)) * 1.7), room, least=0.0)

    def fonts(self) -> list[QFont]:
        """The faces of the name, the subtitle, the numbers and their labels at this size."""
        u = self._rect.height()
        text_x, name_right = self._text_span()
        faces = [
            name_font(self.info.name, u * 0.19, name_right - text_x),
            subtitle_font(seat_subtitle(self.info), u * 0.11, self._subtitle_width()),
            font(u * 0.17, bold=True),
        ]
        return faces + [
            self._label_font(box, label)
            for box, label in zip(self._stat_boxes(), self._labels(), strict=True)
        ]

    def _card_icon(self, box: QRectF) -> tuple[float, float, int]:
        """Where a count's card (or disc) sits in its box: its left, top and width."""
        u = self._rect.height()
        cw = round(u * 0.2)
        return box.left() + u * 0.02, box.top() + (box.height() - cw * 88 / 63) / 2, cw

    def _paint_stat_icons(self, painter: QPainter) -> None:
        i = self.info
        u = self._rect.height()
        backs = ["back:ingredient", f"back:order:{i.colour}", None]
        for box, back in zip(self._stat_boxes(), backs, strict=True):
            cx, cy, cw = self._card_icon(box)
            if back is None:  # delivered: a pizza-coloured disc, drawn once per size
                d = cw * 1.05
                disc = QRectF(cx, box.center().y() - d / 2, d, d)
                pen = max(1.0, u * 0.015)
                draw_shape(painter, ("pizza", pen), disc.adjusted(-pen, -pen, pen, pen), self.dpr,
                           functools.partial(paint_pizza, disc=disc, pen=pen))  # fmt: skip
            else:
                painter.drawPixmap(QPointF(cx, cy), self.art.pixmap(back, cw, self.dpr))

    def _stat_texts(self) -> list[Drawn]:
        """Each count (hand, waiter, delivered) and its label, right of its card."""
        i, u = self.info, self._rect.height()
        texts: list[Drawn] = []
        values = [i.hand, i.waiter, i.delivered]
        for box, value, label in zip(self._stat_boxes(), values, self._labels(), strict=True):
            cx, _, cw = self._card_icon(box)
            tx = cx + cw + u * 0.05
            number = QRectF(tx, box.top(), box.right() - tx, box.height() * 0.62)
            under = QRectF(tx, number.bottom(), box.right() - tx, box.height() * 0.38)
            texts.append(Drawn(str(value), font(u * 0.17, bold=True), number,
                               Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, QColor(theme().panel_text)))  # fmt: skip
            texts.append(Drawn(label, self._label_font(box, label), under,
                               Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, QColor(theme().panel_muted)))  # fmt: skip
        return texts
