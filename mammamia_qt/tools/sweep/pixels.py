"""Colours read off rendered pixels: relative luminance and contrast ratio (WCAG 2.2), and the
colours that cover most of a rectangle of a grabbed image.

Images are read as 32-bit ``0xAARRGGBB`` words (``QImage.Format_RGB32``); large rectangles are
sampled every few pixels, so measuring a 4K screen stays quick.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage

NEAR = 48
"""How far (sum of the channels) a pixel may lie from a colour and still be drawn in it."""
SAMPLES = 40_000
"""At most this many pixels of a rectangle are counted (every n-th one of a larger one)."""

Rgb = tuple[int, int, int]


def rgb(word: int) -> Rgb:
    return (word >> 16) & 0xFF, (word >> 8) & 0xFF, word & 0xFF


def hex_of(colour: Rgb) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def of_qcolor(colour: QColor) -> Rgb:
    return colour.red(), colour.green(), colour.blue()


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: Rgb) -> float:
    """WCAG relative luminance (0 black to 1 white)."""
    r, g, b = colour
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def contrast(a: Rgb, b: Rgb) -> float:
    """WCAG contrast ratio of two colours, 1 (same) to 21 (black on white)."""
    la, lb = luminance(a), luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def blend(colour: Rgb, alpha: int, under: Rgb) -> Rgb:
    """``colour`` at opacity ``alpha`` (0-255) painted over ``under``."""
    a = alpha / 255
    return tuple(round(c * a + u * (1 - a)) for c, u in zip(colour, under, strict=True))  # type: ignore[return-value]


def along(colour: Rgb, a: Rgb, b: Rgb) -> tuple[float, int]:
    """How far ``colour`` lies on the way from ``a`` (0) to ``b`` (1), and how far off that way:
    an anti-aliased glyph's pixels are mixes of its ground and its ink."""
    span = [y - x for x, y in zip(a, b, strict=True)]
    length = sum(d * d for d in span)
    if length == 0:
        return 1.0, distance(colour, a)
    t = max(0.0, min(1.0, sum((c - x) * d for c, x, d in zip(colour, a, span, strict=True)) / length))
    mix = tuple(round(x + t * d) for x, d in zip(a, span, strict=True))
    return t, distance(colour, mix)  # type: ignore[arg-type]


def between(colour: Rgb, a: Rgb, b: Rgb, tolerance: int = NEAR) -> bool:
    """Whether ``colour`` is a mix of ``a`` and ``b`` (within ``tolerance``)."""
    return along(colour, a, b)[1] <= tolerance


def reaches(found: Counter[int], ground: Rgb, colour: Rgb) -> bool:
    """Whether the pixels ``found`` on ``ground`` are drawn in ``colour``: the one most unlike the
    ground lies at least halfway from the ground to it, on the way there (a small text's thin
    strokes may never reach the colour itself)."""
    extreme = max((rgb(w) for w in found), key=lambda c: contrast(c, ground))
    t, off = along(extreme, ground, colour)
    return t >= 0.5 and off <= NEAR


def distance(a: Rgb, b: Rgb) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) + abs(a[2] - b[2])


def as_rgb32(image: QImage) -> QImage:
    if image.format() != QImage.Format.Format_RGB32:
        return image.convertToFormat(QImage.Format.Format_RGB32)
    return image


def words(image: QImage, rect: QRect) -> list[int]:
    """The pixels of ``rect`` (clipped to the image) as ``0xRRGGBB`` words, sampled when large."""
    rect = rect.intersected(image.rect())
    if rect.isEmpty():
        return []
    part = as_rgb32(image.copy(rect))
    line = part.bytesPerLine() // 4
    data = memoryview(part.constBits()).cast("I")
    step = max(1, round((rect.width() * rect.height() / SAMPLES) ** 0.5))
    out: list[int] = []
    for y in range(0, part.height(), step):
        row = data[y * line : y * line + part.width() : step]
        out.extend(w & 0xFFFFFF for w in row)
    return out


def counts(image: QImage, rect: QRect) -> Counter[int]:
    return Counter(words(image, rect))


def dominant(image: QImage, rect: QRect) -> Rgb | None:
    """The colour covering most of ``rect`` (None for an empty rectangle)."""
    found = counts(image, rect).most_common(1)
    return rgb(found[0][0]) if found else None


def ink(found: Counter[int], ground: Rgb, share: float = 0.15) -> Rgb | None:
    """The text's colour in pixels ``found`` on ``ground``: of the pixels that are not the ground,
    the colour reached when the ``share`` most unlike the ground are counted (the glyphs' core, not
    the anti-aliased rim). None when nothing but the ground is there."""
    others = [
        (contrast(rgb(w), ground), n, rgb(w)) for w, n in found.items() if distance(rgb(w), ground) > 24
    ]
    if not others:
        return None
    total = sum(n for _, n, _ in others)
    others.sort(reverse=True)
    seen = 0
    for _, n, colour in others:
        seen += n
        if seen >= share * total:
            return colour
    return others[-1][2]


def near(found: Counter[int], colour: Rgb, tolerance: int = NEAR) -> bool:
    """Whether any pixel of ``found`` is close to ``colour`` (the text was drawn in it)."""
    return any(distance(rgb(w), colour) <= tolerance for w in found)
