"""Painting helpers for the table's items: one font recipe, one safe way to draw a line of text,
a store of drawn shapes, and fonts warmed ahead.

Antialiased strokes are the dearest thing an item paints (a card outline's rounded rect costs more
than a hundred card blits' worth of pixels); ``shape`` draws each outline, badge or stack once per
size and hands back the pixmap, so repainting an item whose count changed is a few blits.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QIcon, QImage, QPainter, QPixmap, QTextOption

from mammamia_qt.ui.common.style import BODY_FAMILIES, TITLE_FAMILIES

SHAPES = 96
"""How many drawn shapes are kept (each a few hundred kilobytes at most)."""

_shapes: OrderedDict[tuple[Hashable, ...], tuple[QPixmap, QPointF]] = OrderedDict()
shapes_drawn = 0
"""How many shapes were drawn (not found in the store) since the start; tests read it."""


def draw_text(painter: QPainter, rect: QRectF, flags: Qt.AlignmentFlag, text: str) -> None:
    """Text aligned in a rect (the overload without an out-parameter, which is safe in PySide6)."""
    option = QTextOption(flags)
    option.setWrapMode(QTextOption.WrapMode.NoWrap)
    painter.drawText(rect, text, option)


@dataclass(frozen=True, slots=True)
class Drawn:
    """One line of text an item paints: the text, its face and colour, and the box it is set in
    (item coordinates). Items list what they paint as these (``texts()``) and paint that list, so
    what is checked is what is drawn."""

    text: str
    font: QFont
    box: QRectF
    flags: Qt.AlignmentFlag
    colour: QColor


def draw_all(painter: QPainter, lines: Iterable[Drawn]) -> None:
    """Paint each of ``lines`` in its face and colour, aligned in its box."""
    for line in lines:
        painter.setPen(line.colour)
        painter.setFont(line.font)
        draw_text(painter, line.box, line.flags, line.text)


def font(pixels: float, bold: bool = False, title: bool = False) -> QFont:
    """The table's face at ``pixels`` (rounded to whole pixels, at least 6)."""
    return QFont(_font(max(6, round(pixels)), bold, title))  # a copy: the caller may change it


@lru_cache(maxsize=256)
def _font(pixels: int, bold: bool, title: bool) -> QFont:
    f = QFont()
    f.setFamilies(TITLE_FAMILIES if title else BODY_FAMILIES)
    f.setPixelSize(pixels)
    f.setBold(bold)
    return f


def fitted_font(
    text: str, pixels: float, width: float, *, bold: bool = False, title: bool = False, least: float = 0.5
) -> QFont:
    """A table face at ``pixels``, evenly smaller (down to ``least`` of it) so ``text`` fits ``width``:
    never squeezed, and whole wherever that is enough."""
    f = font(pixels, bold=bold, title=title)
    advance = QFontMetricsF(f).horizontalAdvance(text)
    size, floor = f.pixelSize(), max(6, math.ceil(pixels * least))
    while advance > width > 0 and size > floor:
        # whole pixel sizes: the estimate first, then a pixel at a time where hinting rounds up
        size = max(floor, min(size - 1, math.floor(size * width / advance)))
        f = font(size, bold=bold, title=title)
        advance = QFontMetricsF(f).horizontalAdvance(text)
    return f


def shape(key: tuple[Hashable, ...], bounds: QRectF, dpr: float, draw: Callable[[QPainter], None]) -> QPixmap:
    """A shape drawn by ``draw`` within ``bounds`` (item coordinates), kept under ``key``.

    ``key`` must name everything the drawing depends on except ``bounds`` and ``dpr``, which are
    added to it. Draw the pixmap with ``draw_shape`` (or at ``bounds.topLeft()``).
    """
    full = (*key, bounds.x(), bounds.y(), bounds.width(), bounds.height(), dpr)
    found = _shapes.get(full)
    if found is not None:
        _shapes.move_to_end(full)
        return found[0]
    global shapes_drawn
    shapes_drawn += 1
    pix = QPixmap(max(1, math.ceil(bounds.width() * dpr)), max(1, math.ceil(bounds.height() * dpr)))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(-bounds.topLeft())
    draw(painter)
    painter.end()
    _shapes[full] = (pix, bounds.topLeft())
    while len(_shapes) > SHAPES:
        _shapes.popitem(last=False)
    return pix


def draw_shape(
    painter: QPainter, key: tuple[Hashable, ...], bounds: QRectF, dpr: float, draw: Callable[[QPainter], None]
) -> None:
    """Blit the shape ``shape(key, bounds, dpr, draw)`` where it belongs."""
    painter.drawPixmap(bounds.topLeft(), shape(key, bounds, dpr, draw))


WARM_SAMPLE = (
    "0123456789 abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ .,:;!?'’()-–—·…×+/%"
    "äöüßéèêáàíóúçčěřšžůýñ"
)
"""The characters a font is warmed with: the table's texts are mostly these."""
WARM_SECONDS = 0.004
"""Fonts are warmed in passes of the event loop of about this long, between frames."""

_warm_queue: deque[QFont] = deque()
_warmed: set[str] = set()


def warm_fonts(fonts: Iterable[QFont]) -> None:
    """Have ``fonts`` loaded and their common glyphs rasterised soon, between frames.

    The first text drawn at a new size loads the font at that size and rasterises its glyphs,
    a few milliseconds that would otherwise fall on the frame that first shows it (the banner's
    first announcement, a seat panel after a resize). Qt keeps both for the fonts kept here.
    """
    for f in fonts:
        key = f.key()
        if key not in _warmed:
            _warmed.add(key)
            _warm_queue.append(f)
    if _warm_queue:
        QTimer.singleShot(0, _warm_some)


def fonts_warming() -> int:
    """How many fonts wait to be warmed."""
    return len(_warm_queue)


def _warm_some() -> None:
    clock = time.perf_counter()
    while _warm_queue and time.perf_counter() - clock < WARM_SECONDS:
        f = _warm_queue.popleft()
        pixels = max(6, f.pixelSize())
        image = QImage(pixels * 16, pixels * 2, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setFont(f)
        for i in range(0, len(WARM_SAMPLE), 12):  # in pieces that fit the scratch image
            painter.drawText(QPointF(0, pixels * 1.4), WARM_SAMPLE[i : i + 12])
        painter.end()
    if _warm_queue:
        QTimer.singleShot(0, _warm_some)


def tinted_icon(icon: QIcon, colour: QColor, sides: Iterable[int] = (16, 24, 32, 48, 64, 96)) -> QIcon:
    """``icon`` drawn in ``colour`` (its shape kept, its own colours replaced): the style's
    standard icons are dark grey whatever the theme, black on a high-contrast button's black."""
    out = QIcon()
    for side in sides:
        shape = icon.pixmap(side, side)
        if shape.isNull():
            continue
        tinted = QPixmap(shape.size())
        tinted.setDevicePixelRatio(shape.devicePixelRatio())
        tinted.fill(Qt.GlobalColor.transparent)
        painter = QPainter(tinted)
        painter.drawPixmap(0, 0, shape)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        painter.fillRect(tinted.rect(), colour)
        painter.end()
        out.addPixmap(tinted)
    return out
