"""SVG building blocks of the card faces: the palette, the drawings in ``resources/``, fitted text.

Everything here makes markup strings in the card's 630 x 880 view box; ``card_faces`` puts them
together into whole cards.
"""

from __future__ import annotations

import math
import re
import sys
from typing import Any

from mammamia_qt.paths import resource

CARD_W, CARD_H = 63, 88
"""A card's proportions (the printed card's millimetres)."""

VIEW_W, VIEW_H = 630, 880
FONT_FAMILY = "DejaVu Sans, Noto Sans, Noto Sans CJK JP, sans-serif"

PAPER = "#fffaf0"
EDGE = "#dcc6a0"
INK = "#3b2616"
SOFT_INK = "#75583c"
"""The recipe's small words (\"or\") on an order's tinted panel."""
NO_RED = "#d62f2f"
TIMES = "\u00d7"

# kind -> (main, dark, light)
INGREDIENT_STYLE: dict[str, tuple[str, str, str]] = {
    "pineapple": ("#f6c52e", "#7a5000", "#fff0bd"),
    "olive": ("#4b2453", "#3a1a40", "#ece0f0"),
    "pepper": ("#3fa046", "#1f5e25", "#dcf0d2"),
    "mushroom": ("#c98a52", "#653d1c", "#f6e6d0"),
    "salami": ("#b8303a", "#7c1820", "#fbdcd8"),
    "shrimp": ("#f58fa7", "#a8345a", "#ffe2ea"),
}
# colour -> (main, dark, light, text on main)
COLOUR_STYLE: dict[str, tuple[str, str, str, str]] = {
    "yellow": ("#f2b705", "#8a6300", "#fff3c4", "#3d2a00"),
    "green": ("#35823a", "#1f5a22", "#dff1d8", "#ffffff"),
    "brown": ("#8b5a2b", "#4a2c14", "#f1e2cf", "#ffffff"),
    "purple": ("#7b4397", "#4a1f63", "#ede0f4", "#ffffff"),
    "red": ("#d32f2f", "#8a151c", "#fcdcd9", "#ffffff"),
    "pink": ("#e8699d", "#a8346a", "#fde2ee", "#3d0a1f"),
}


def colour_hex(colour: str) -> str:
    """The main colour (``#rrggbb``) of a player colour."""
    try:
        return COLOUR_STYLE[colour][0]
    except KeyError:
        raise ValueError(f"unknown colour {colour!r}") from None


def drawing(name: str) -> str:
    """A drawing of ``resources/cards`` (or the app icon) as markup for a 100-unit square."""
    from xml.etree import ElementTree as ET  # only when a face is composed

    folder = "icons" if name == "mammamia" else "cards"
    root = ET.parse(resource(folder, f"{name}.svg")).getroot()
    for element in root.iter():
        element.tag = element.tag.rpartition("}")[2]
    size = float(root.get("viewBox", "0 0 100 100").split()[2])
    inner = "".join(ET.tostring(child, encoding="unicode") for child in root)
    return inner if size == 100 else f'<g transform="scale({100 / size:g})">{inner}</g>'


def place(name: str, x: float, y: float, size: float, extra: str = "") -> str:
    """A drawing scaled into the square at (x, y) with side ``size``."""
    return f'<g transform="translate({x:.1f} {y:.1f}) scale({size / 100:.4f})"{extra}>{drawing(name)}</g>'


def shadowed(markup: str) -> str:
    return f'<g filter="url(#shadow)">{markup}</g>'


_DEFS = (
    '<filter id="shadow" x="-30%" y="-30%" width="160%" height="170%">'
    '<feGaussianBlur in="SourceAlpha" stdDeviation="7"/><feOffset dx="0" dy="9" result="blur"/>'
    '<feColorMatrix in="blur" type="matrix" result="tint"'
    ' values="0 0 0 0 0.30 0 0 0 0 0.16 0 0 0 0 0.05 0 0 0 0.32 0"/>'
    '<feMerge><feMergeNode in="tint"/><feMergeNode in="SourceGraphic"/></feMerge></filter>'
)

_METRICS: dict[str, Any] = {}  # weight -> Qt's QFontMetricsF
CJK_START = 0x2E80


def is_cjk(text: str) -> bool:
    """Whether the text has kana or kanji (the bundled Japanese face has no bold of its own)."""
    return any(ord(c) >= CJK_START for c in text)


def text_width(text: str, size: float) -> float:
    """The advance of card text, measured by Qt when a Qt application exists, else estimated.

    Latin text is bold; Japanese is set in its face's own weight: a bold made up by the renderer
    smears kana and kanji at card sizes.
    """
    # Qt measures where the process has a Qt application (never imported here: the phones' host
    # without Qt draws the same faces, with the estimate below).
    qtgui = sys.modules.get("PySide6.QtGui")
    if not _METRICS and qtgui is not None and qtgui.QGuiApplication.instance() is not None:
        for weight, bold in (("bold", True), ("regular", False)):
            font = qtgui.QFont()
            font.setFamilies([family.strip() for family in FONT_FAMILY.split(",")])
            font.setPixelSize(100)
            font.setBold(bold)
            _METRICS[weight] = qtgui.QFontMetricsF(font)
    if _METRICS:
        return _METRICS["regular" if is_cjk(text) else "bold"].horizontalAdvance(text) * size / 100
    return sum(1.0 if ord(c) > 0x2E80 else 0.68 for c in text) * size


def forget_text_metrics() -> None:
    """Measure card text anew (fonts may have been added since, e.g. a translation's own font)."""
    _METRICS.clear()


def _escape(text: str) -> str:
    """Text made safe for SVG character data (xml.sax.saxutils.escape without its slow imports)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


_BREAKS = re.compile(r"(?<=[ \-/\u00b7\u30fb])(?=\S)")


def _fit(text: str, width: float, size: float) -> tuple[list[str], float]:
    """One line or two (broken at a space, hyphen or middle dot), at the largest size <= size that fits."""
    pieces = _BREAKS.split(text)
    options = [[text]] + [
        ["".join(pieces[:i]).rstrip(), "".join(pieces[i:]).lstrip()] for i in range(1, len(pieces))
    ]
    best: tuple[list[str], float] = ([text], 0.0)
    for option in options:
        widest = max(text_width(line, 100) for line in option) / 100 or 1
        cap = size if len(option) == 1 else size * 0.9
        fitted = min(cap, width / widest)
        if fitted > best[1] * (1.1 if len(option) > 1 else 1.0):
            best = (option, fitted)
    return best


def svg_text(
    x: float, y: float, text: str, size: float, fill: str, anchor: str = "middle", outline: str = ""
) -> str:
    """Bold text with its baseline at y; an outline is drawn as a wide stroke beneath."""
    weight = "normal" if is_cjk(text) else "bold"
    attrs = (
        f'x="{x:.1f}" y="{y:.1f}" font-family="{FONT_FAMILY}" font-size="{size:.1f}" font-weight="{weight}"'
        f' text-anchor="{anchor}"'
    )
    safe = _escape(text)
    halo = ""
    if outline:
        halo = (
            f'<text {attrs} fill="{outline}" stroke="{outline}" stroke-width="{size * 0.16:.1f}"'
            f' stroke-linejoin="round">{safe}</text>'
        )
    return f'{halo}<text {attrs} fill="{fill}">{safe}</text>'


def svg_text_block(x: float, cy: float, text: str, width: float, size: float, fill: str, **kw: str) -> str:
    """Text vertically centred on cy, shrunk or broken into two lines to fit ``width``."""
    lines, size = _fit(text, width, size)
    step = size * 1.08
    top = cy - step * (len(lines) - 1) / 2 + size * 0.36
    return "".join(svg_text(x, top + i * step, line, size, fill, **kw) for i, line in enumerate(lines))


def star(cx: float, cy: float, r: float, fill: str, stroke: str) -> str:
    points = " ".join(
        f"{cx + radius * math.cos(a):.1f},{cy + radius * math.sin(a):.1f}"
        for i in range(10)
        for radius, a in [(r if i % 2 == 0 else r * 0.45, math.pi * (i / 5 - 0.5))]
    )
    return (
        f'<polygon points="{points}" fill="{fill}" stroke="{stroke}" stroke-width="{r * 0.22:.1f}"'
        ' stroke-linejoin="round"/>'
    )


def card_paper(fill: str, edge: str = EDGE) -> tuple[str, str]:
    """The card's paper, and its border (drawn last, over everything)."""
    paper = f'<rect x="0" y="0" width="{VIEW_W}" height="{VIEW_H}" rx="36" fill="{fill}"/>'
    border = (
        f'<rect x="3" y="3" width="{VIEW_W - 6}" height="{VIEW_H - 6}" rx="33" fill="none"'
        f' stroke="{edge}" stroke-width="6"/>'
    )
    return paper, border


def frame(colour: str, inset: int = 26) -> str:
    w, h = VIEW_W - 2 * inset, VIEW_H - 2 * inset
    return (
        f'<rect x="{inset}" y="{inset}" width="{w}" height="{h}" rx="22" fill="none"'
        f' stroke="{colour}" stroke-width="6"/>'
    )


def top_band(height: float, fill: str) -> str:
    return f'<path d="M0 {height} V36 A36 36 0 0 1 36 0 H594 A36 36 0 0 1 630 36 V{height} Z" fill="{fill}"/>'


def bottom_band(top: float, fill: str) -> str:
    return f'<path d="M0 {top} V844 A36 36 0 0 0 36 880 H594 A36 36 0 0 0 630 844 V{top} Z" fill="{fill}"/>'


def document(*parts: str) -> bytes:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {VIEW_W} {VIEW_H}"'
        f' width="{VIEW_W}" height="{VIEW_H}"><defs>{_DEFS}</defs>{"".join(parts)}</svg>\n'
    ).encode()


def square_svg(name: str) -> bytes:
    head = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">'
    return f"{head}{drawing(name)}</svg>".encode()
