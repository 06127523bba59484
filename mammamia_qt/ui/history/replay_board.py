"""The table of a kept game at one step, every card face up: the oven's contents in a strip at the
top, below it one row per seat with its hand open and its pizzas delivered.

The board lays out what it shows as a list of ``Shown`` cards and counts (``shown``) and paints
exactly that list, so what a test reads is what the player sees. The reveal's cards turned over at
a step are lifted one after another when the step is played forward (``play_reveal``), at the
chosen speed; a step shown at once (back, a jump) has no motion.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from mammamia_qt.engine import ORDER_BASE
from mammamia_qt.engine.cards import INGREDIENTS
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.face_ids import order_face
from mammamia_qt.ui.art.card_art import CARD_H, CARD_W, CardArt, colour_hex
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.settings import Speed
from mammamia_qt.ui.common.themes import theme
from mammamia_qt.ui.table.animation import SPEED_FACTORS

LIFT_MS = 420
"""How long one oven card turned over is lifted at normal speed."""


NAME_ROWS = ((0.0, 0.23), (0.76, 0.86))
"""Where an ingredient card writes its name, as shares of its height: the top strip and the line
under the picture (``card_faces``); a count's badge keeps off both."""


def badge_rect(card: QRectF) -> QRectF:
    """Where the count of a stack of cards sits: on the picture's right edge, between the card's two
    names (on its bottom corner it hid the name's end: "Mushroo")."""
    size = card.width() * 0.36
    return QRectF(card.right() - size * 0.8, card.top() + card.height() * 0.3, size, size)


@dataclass(frozen=True, slots=True)
class Shown:
    """One thing on the board: a card (``face``) with how many it stands for, or a count."""

    role: str  # "hand", "order", "oven", "column", "delivered", "mamma_mia"
    seat: int  # -1 for the oven and the columns
    face: str
    count: int
    rect: QRectF
    turned: bool = False  # an oven card already turned over in the reveal


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    colour: str


def oven_face(entry: int, view: PlayerView) -> str:
    """The face of an oven entry: an ingredient kind, or ORDER_BASE + an order's index."""
    if entry >= ORDER_BASE:
        return order_face(view.orders[entry - ORDER_BASE], view.minimale_n)
    return f"ingredient:{INGREDIENTS[entry]}"


class ReplayBoard(QWidget):
    """Paints one step: ``set_step(views, oven, actor)``; ``shown`` is what it shows.

    Signals:
        revealDone(): the lifted cards of ``play_reveal`` are all down (at once when instant).
    """

    revealDone = Signal()

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.setObjectName("replayBoard")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 200)
        self.seats: list[Seat] = []
        self.shown: list[Shown] = []
        self._views: tuple[PlayerView, ...] = ()
        self._oven: tuple[int, ...] = ()
        self._actor: int | None = None
        self._lift: tuple[int, int] = (0, 0)  # the oven cards lifted in turn: [first, end)
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.valueChanged.connect(self.update)
        self._anim.finished.connect(self._reveal_finished)

    # ------------------------------------------------------------------ state
    def set_seats(self, seats: Sequence[Seat]) -> None:
        self.seats = list(seats)

    def set_step(self, views: tuple[PlayerView, ...], oven: tuple[int, ...], actor: int | None) -> None:
        """Show the table as ``views`` (one per seat) and ``oven`` (bottom to top) give it, at once."""
        self._anim.stop()
        self._lift = (0, 0)
        self._views, self._oven, self._actor = views, oven, actor
        self._lay_out()
        self.update()

    def play_reveal(self, first: int, end: int, speed: Speed) -> None:
        """Lift the oven cards ``first`` to ``end`` (turned over at this step) one after another."""
        factor = SPEED_FACTORS.get(speed, 1.0)
        if end <= first or factor == 0:
            self.revealDone.emit()
            return
        self._lift = (first, end)
        self._anim.setDuration(max(1, round(LIFT_MS * (end - first) / factor)))
        self._anim.start()

    @property
    def animating(self) -> bool:
        return self._anim.state() == QVariantAnimation.State.Running

    def finish(self) -> None:
        """End a running lift at once."""
        if self.animating:
            self._anim.stop()
            self._reveal_finished()

    def _reveal_finished(self) -> None:
        self._lift = (0, 0)
        self.update()
        self.revealDone.emit()

    # ------------------------------------------------------------------ what is shown
    def hands(self) -> list[tuple[int, ...]]:
        """Per seat, the ingredient cards per kind the board shows."""
        counts = [[0] * len(INGREDIENTS) for _ in self._views]
        for item in self.shown:
            if item.role == "hand":
                counts[item.seat][INGREDIENTS.index(item.face.split(":")[1])] += item.count
        return [tuple(c) for c in counts]

    def faces(self, role: str, seat: int = -1) -> list[str]:
        return [item.face for item in self.shown if item.role == role and item.seat == seat]

    def delivered(self) -> list[int]:
        return [item.count for item in self.shown if item.role == "delivered"]

    # ------------------------------------------------------------------ layout
    def _metrics(self) -> tuple[float, float, float]:
        """The margin, the oven band's height and a seat row's height."""
        w, h = self.width(), self.height()
        pad = max(4.0, min(w, h) * 0.012)
        n = max(1, len(self._views))
        oven_h = (h - 3 * pad) * (0.26 if n <= 4 else 0.3)
        return pad, oven_h, (h - oven_h - 3 * pad) / n

    def _lay_out(self) -> None:
        self.shown = []
        if not self._views:
            return
        pad, oven_h, row_h = self._metrics()
        self._lay_out_oven(QRectF(pad, pad, self.width() - 2 * pad, oven_h))
        top = 2 * pad + oven_h
        for seat in range(len(self._views)):
            self._lay_out_seat(seat, QRectF(pad, top + seat * row_h, self.width() - 2 * pad, row_h - pad / 2))

    def _card_w(self, height: float) -> float:
        return height * CARD_W / CARD_H

    def _lay_out_oven(self, band: QRectF) -> None:
        """The oven's cards bottom to top, left to right (in two rows when one would crowd them),
        the face-up columns of the reveal at the right."""
        view = self._views[0]
        columns = [(k, n) for k, n in enumerate(view.columns) if n]
        icon = self._card_w(band.height() * 0.8) * 0.7
        left = band.left() + band.width() * 0.14
        room = band.right() - icon * 1.08 * len(columns) - icon * 0.4 - left
        rows = 1 if len(self._oven) * self._card_w(band.height() * 0.8) * 0.5 <= room else 2
        card_h = band.height() * (0.8 if rows == 1 else 0.44)
        card_w = self._card_w(card_h)
        per_row = -(-len(self._oven) // rows)
        step = min(card_w * 1.06, (room - card_w) / max(1, per_row - 1))
        top = band.top() + band.height() * (0.12 if rows == 1 else 0.04)
        for i, entry in enumerate(self._oven):
            row, col = divmod(i, per_row)
            rect = QRectF(left + col * step, top + row * card_h * 1.08, card_w, card_h)
            self.shown.append(Shown("oven", -1, oven_face(entry, view), 1, rect, i < view.revealed))
        x = band.right() - icon * 1.08 * len(columns)
        for kind, count in columns:
            rect = QRectF(x, band.center().y() - icon / 2, icon, icon)
            self.shown.append(Shown("column", -1, INGREDIENTS[kind], count, rect))
            x += icon * 1.08

    def _lay_out_seat(self, seat: int, row: QRectF) -> None:
        view = self._views[seat]
        plate_w = row.width() * 0.2
        card_h = row.height() * 0.9
        card_w = self._card_w(card_h)
        y = row.top() + row.height() * 0.05
        self.shown.append(
            Shown(
                "delivered",
                seat,
                "",
                view.delivered[seat],
                QRectF(row.left(), row.top(), plate_w, row.height()),
            )
        )
        x = row.left() + plate_w + card_w * 0.2
        if view.mm_holder == seat:
            self.shown.append(Shown("mamma_mia", seat, "mamma_mia", 1, QRectF(x, y, card_w, card_h)))
            x += card_w * 1.15
        for kind, count in enumerate(view.hand_ingredients):
            if count:
                self.shown.append(
                    Shown(
                        "hand", seat, f"ingredient:{INGREDIENTS[kind]}", count, QRectF(x, y, card_w, card_h)
                    )
                )
                x += card_w * 1.08
        x += card_w * 0.3
        room = row.right() - x
        orders = view.hand_orders
        step = min(card_w * 1.04, (room - card_w) / max(1, len(orders) - 1)) if orders else 0
        for i, order in enumerate(orders):
            face = order_face(view.orders[order], view.minimale_n)
            self.shown.append(Shown("order", seat, face, 1, QRectF(x + i * step, y, card_w, card_h)))

    def resizeEvent(self, event) -> None:  # Qt override
        self._lay_out()
        super().resizeEvent(event)

    # ------------------------------------------------------------------ paint
    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        t = theme()
        cloth = QLinearGradient(0, 0, 0, self.height())
        cloth.setColorAt(0.0, QColor(t.felt_top))
        cloth.setColorAt(1.0, QColor(t.felt_bottom))
        painter.fillRect(self.rect(), cloth)
        if self._views:
            self._paint_bands(painter)
            for item in self.shown:
                self._paint_item(painter, item)
        painter.end()

    def _font(self, px: float, bold: bool = True) -> QFont:
        font = QFont()
        font.setFamilies(style.BODY_FAMILIES)
        font.setPixelSize(max(9, round(px)))
        font.setBold(bold)
        return font

    def _paint_bands(self, painter: QPainter) -> None:
        pad, oven_h, row_h = self._metrics()
        band = QRectF(pad, pad, self.width() - 2 * pad, oven_h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(theme().wood_deep))
        painter.drawRoundedRect(band, pad, pad)
        painter.setPen(QColor(theme().on_wood_accent))
        painter.setFont(self._font(min(oven_h * 0.14, band.width() * 0.018)))
        label = QRectF(band.left() + pad, band.top(), band.width() * 0.14 - 2 * pad, band.height())
        oven = QCoreApplication.translate("Replay", "Oven")
        painter.drawText(label, Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, oven)
        for seat in range(len(self._views)):
            self._paint_row(
                painter, seat, QRectF(pad, 2 * pad + oven_h + seat * row_h, band.width(), row_h - pad / 2)
            )

    def _paint_row(self, painter: QPainter, seat: int, row: QRectF) -> None:
        colour = (
            QColor(colour_hex(self.seats[seat].colour)) if seat < len(self.seats) else QColor(theme().active)
        )
        acting = seat == self._actor
        painter.setPen(QPen(QColor(theme().active), 3) if acting else Qt.PenStyle.NoPen)
        shine = QColor(theme().shine)
        shine.setAlpha(38 if acting else 18)
        painter.setBrush(shine)
        painter.drawRoundedRect(row, 8, 8)
        plate = QRectF(row.left(), row.top(), row.width() * 0.2, row.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(
            QRectF(plate.left(), plate.top(), max(6.0, plate.width() * 0.05), plate.height()), 4, 4
        )

    def _paint_item(self, painter: QPainter, item: Shown) -> None:
        if item.role == "delivered":
            self._paint_plate(painter, item)
            return
        if item.role == "column":
            self._paint_column(painter, item)
            return
        rect = self._lifted(item)
        dpr = self.devicePixelRatioF()
        painter.drawPixmap(rect.topLeft(), self.art.shadowed_pixmap(item.face, round(rect.width()), dpr))
        if item.turned:
            painter.setPen(Qt.PenStyle.NoPen)
            shade = QColor(theme().shade)
            shade.setAlpha(120)
            painter.setBrush(shade)
            painter.drawRoundedRect(rect, rect.width() * 0.07, rect.width() * 0.07)
        if item.count > 1:
            self._paint_badge(painter, rect, f"×{item.count}")

    def _lifted(self, item: Shown) -> QRectF:
        """Where an oven card is drawn while it is lifted (turned over at this step)."""
        first, end = self._lift
        if item.role != "oven" or not self.animating or end <= first:
            return item.rect
        index = next(i for i, s in enumerate(x for x in self.shown if x.role == "oven") if s is item)
        t = float(self._anim.currentValue()) * (end - first) - (index - first)
        if not 0 <= t < 1:
            return item.rect
        return item.rect.translated(0, -math.sin(math.pi * t) * item.rect.height() * 0.22)

    def _paint_badge(self, painter: QPainter, card: QRectF, text: str) -> None:
        badge = badge_rect(card)
        size = badge.width()
        painter.setPen(QPen(QColor(theme().pile_text), 2))
        painter.setBrush(QColor(theme().badge))
        painter.drawEllipse(badge)
        painter.setFont(self._font(size * 0.42))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_column(self, painter: QPainter, item: Shown) -> None:
        rect = item.rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(theme().stack_light))  # the icons' own paper
        painter.drawRoundedRect(rect, 6, 6)
        side = round(rect.width() * 0.8)
        icon = self.art.icon_pixmap(item.face, side, self.devicePixelRatioF())
        painter.drawPixmap(
            rect.center().toPoint() - icon.rect().center() / max(1.0, icon.devicePixelRatio()), icon
        )
        self._paint_badge(painter, rect, str(item.count))

    def _paint_plate(self, painter: QPainter, item: Shown) -> None:
        rect = item.rect.adjusted(item.rect.width() * 0.09, 2, -4, -2)
        name = self.seats[item.seat].name if item.seat < len(self.seats) else str(item.seat + 1)
        painter.setPen(QColor(theme().pile_text))
        painter.setFont(self._font(min(rect.height() * 0.3, rect.width() * 0.13)))
        top = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.55)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                         painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, round(rect.width())))  # fmt: skip
        painter.setPen(QColor(theme().pile_sub))
        painter.setFont(self._font(min(rect.height() * 0.24, rect.width() * 0.11), bold=False))
        text = QCoreApplication.translate("Replay", "Pizzas: {count}").format(count=item.count)
        bottom = QRectF(rect.left(), top.bottom(), rect.width(), rect.height() * 0.45)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, round(rect.width())))  # fmt: skip
