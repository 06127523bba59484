"""Contact sheets: one PNG per language and theme, a row per screen and a column per text size and
window size, each thumbnail labelled, for people to look over at a glance."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from mammamia_qt.ui.common.themes import DARK

from .matrix import THUMB_WIDTH, Matrix, size_name

CELL_H = 190
LABEL_W = 220
HEAD_H = 28
GAP = 8


def contact_sheets(thumbs: Path, out: Path, matrix: Matrix) -> list[Path]:
    """Draw ``out/sheet-LANG-THEME.png`` from the thumbnails in ``thumbs``; the paths drawn."""
    from PySide6.QtGui import QGuiApplication

    from .screens import SCREENS

    if QGuiApplication.instance() is None:  # the sheets' labels need fonts
        QGuiApplication(["mammamia-sweep", "-platform", "offscreen"])
    screens = matrix.screens or tuple(SCREENS)
    columns = [(text, size) for text in matrix.texts for size in matrix.sizes]
    paths = []
    for lang in matrix.langs:
        for theme in matrix.themes:
            folder = thumbs / f"{lang}-{theme}"
            if not folder.is_dir():
                continue
            path = out / f"sheet-{lang}-{theme}.png"
            _sheet(folder, screens, columns, f"{lang} · {theme}").save(str(path))
            paths.append(path)
    return paths


def _sheet(
    folder: Path, screens: tuple[str, ...], columns: list[tuple[int, tuple[int, int]]], title: str
) -> QImage:
    width = LABEL_W + len(columns) * (THUMB_WIDTH + GAP)
    height = 2 * HEAD_H + len(screens) * (CELL_H + GAP)
    sheet = QImage(width, height, QImage.Format.Format_RGB32)
    sheet.fill(QColor(DARK.surface))  # a sheet is read on the dark theme's ground
    painter = QPainter(sheet)
    font = QFont("DejaVu Sans")
    font.setPixelSize(15)
    painter.setFont(font)
    painter.setPen(QColor(DARK.text))
    painter.drawText(QRect(GAP, 0, LABEL_W, HEAD_H), Qt.AlignmentFlag.AlignVCenter, title)
    for c, (text, size) in enumerate(columns):
        x = LABEL_W + c * (THUMB_WIDTH + GAP)
        painter.drawText(QRect(x, HEAD_H, THUMB_WIDTH, HEAD_H), Qt.AlignmentFlag.AlignCenter,
                         f"{size_name(size)} · text {text} %")  # fmt: skip
    for r, name in enumerate(screens):
        y = 2 * HEAD_H + r * (CELL_H + GAP)
        painter.drawText(QRect(GAP, y, LABEL_W - 2 * GAP, CELL_H), Qt.AlignmentFlag.AlignVCenter
                         | Qt.TextFlag.TextWordWrap, name)  # fmt: skip
        for c, (text, size) in enumerate(columns):
            thumb = QImage(str(folder / f"{name}-{size_name(size)}-{text}.jpg"))
            if not thumb.isNull():
                painter.drawImage(LABEL_W + c * (THUMB_WIDTH + GAP), y, thumb, 0, 0, THUMB_WIDTH, CELL_H)
    painter.end()
    return sheet
