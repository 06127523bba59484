"""The little pizza drawn beside a seat's delivered count: the card art's own colours (a crust, the
tomato and its toppings), the same in every theme, as the cards keep their printed paper."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

CRUST_EDGE = "#9a5b2a"
CRUST = "#f0b45c"
TOPPING = "#c8443a"


def paint_pizza(painter: QPainter, disc: QRectF, pen: float) -> None:
    """A pizza filling ``disc``, its rim drawn ``pen`` wide."""
    d, cx, top = disc.width(), disc.left(), disc.top()
    painter.setPen(QPen(QColor(CRUST_EDGE), pen))
    painter.setBrush(QColor(CRUST))
    painter.drawEllipse(disc)
    painter.setBrush(QColor(TOPPING))
    painter.setPen(Qt.PenStyle.NoPen)
    for dx, dy in ((0.3, 0.3), (0.62, 0.38), (0.45, 0.66)):
        painter.drawEllipse(QRectF(cx + d * dx - d * 0.09, top + d * dy - d * 0.09, d * 0.18, d * 0.18))
