"""The oven and the supply: a closed stack showing only its top card, and the face-down supply.

During phase 1 only the oven's top card and its count are shown (RULES.md, the memory rule);
when the reveal starts the stack is turned over and cards leave it one by one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from mammamia_qt.engine import ORDER_BASE
from mammamia_qt.engine.cards import INGREDIENTS, OrderCard
from mammamia_qt.ui.art.card_art import order_face
from mammamia_qt.ui.table.pile import PileItem

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsScene

    from mammamia_qt.ui.art.card_art import CardArt


class OvenArea:
    """The supply pile and the oven pile, side by side."""

    def __init__(
        self, scene: QGraphicsScene, art: CardArt, orders: tuple[OrderCard, ...], minimale_n: int
    ) -> None:
        self.orders = orders
        self.minimale_n = minimale_n
        self.supply = PileItem(art, lambda: QCoreApplication.translate("Oven", "Supply"))
        self.oven = PileItem(art, self._oven_caption)
        scene.addItem(self.supply)
        scene.addItem(self.oven)
        self.revealing = False
        self.on_mode: Callable[[], None] | None = None
        """Called when the table turns from filling the oven to the reveal or back."""

    def _set_revealing(self, on: bool) -> None:
        if on != self.revealing:
            self.revealing = on
            if self.on_mode is not None:
                self.on_mode()

    def _oven_caption(self) -> str:
        if self.revealing:
            return QCoreApplication.translate("Oven", "To reveal")
        return QCoreApplication.translate("Oven", "Oven")

    def face_of(self, entry: int | None) -> str | None:
        """The face id of an oven entry (an ingredient kind or ORDER_BASE + order)."""
        if entry is None:
            return None
        if entry >= ORDER_BASE:
            return order_face(self.orders[entry - ORDER_BASE], self.minimale_n)
        return f"ingredient:{INGREDIENTS[entry]}"

    def set_supply(self, count: int) -> None:
        self.supply.set_state(count, "back:ingredient")

    def set_oven(self, count: int, top_face: str | None) -> None:
        """Phase 1: the closed stack, its top card face up."""
        self._set_revealing(False)
        self.oven.set_state(count, top_face)

    def start_reveal(self, count: int) -> None:
        """Phase 2: the stack turned over, face down, cards to reveal."""
        self._set_revealing(True)
        self.oven.set_state(count, "back:ingredient")

    def set_remaining(self, count: int) -> None:
        self.oven.set_state(count, "back:ingredient" if self.revealing else self.oven.top)

    def oven_rect(self) -> QRectF:
        return self.oven.sceneBoundingRect()

    def oven_pos(self) -> QPointF:
        return self.oven.top_pos()

    def supply_pos(self) -> QPointF:
        return self.supply.top_pos()

    def relayout(self, supply_at: QPointF, oven_at: QPointF, width: float, dpr: float) -> None:
        for pile, at in ((self.supply, supply_at), (self.oven, oven_at)):
            pile.dpr = dpr
            pile.set_width(width)
            pile.setPos(at)
