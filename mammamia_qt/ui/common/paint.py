"""Text on the table's painted items: one font recipe and one safe way to draw a line of text."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QTextOption

from mammamia_qt.ui.common.style import BODY_FAMILIES, TITLE_FAMILIES


def draw_text(painter: QPainter, rect: QRectF, flags: Qt.AlignmentFlag, text: str) -> None:
    """Text aligned in a rect (the overload without an out-parameter, which is safe in PySide6)."""
    option = QTextOption(flags)
    option.setWrapMode(QTextOption.WrapMode.NoWrap)
    painter.drawText(rect, text, option)


def font(pixels: float, bold: bool = False, title: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(TITLE_FAMILIES if title else BODY_FAMILIES)
    f.setPixelSize(max(6, round(pixels)))
    f.setBold(bold)
    return f
