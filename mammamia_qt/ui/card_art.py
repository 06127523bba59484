"""Card faces: SVG documents composed from the drawings in ``resources/cards``, rendered to pixmaps.

A face is named by a string id:

- ``ingredient:<kind>``: an ingredient card;
- ``order:<colour>:<type>[:<param>]...``: an order card (see :func:`parse_order` for the params);
- ``back:ingredient``, ``back:order:<colour>``: the backs;
- ``mamma_mia``: the Mamma Mia card.

Every text on a card comes from a labels mapping so the UI can pass translated names.

Rendered faces may also be kept on disk (kpat keeps its card pixmaps in a KImageCache): a later
start then loads them instead of composing and rendering SVG, which is what makes the table quick
to appear.
"""

from __future__ import annotations

import hashlib
import math
import os
import re
import sys
from collections import OrderedDict
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QImage, QPainter, QPixmap

from mammamia_qt.engine.cards import COLOURS, INGREDIENTS, PERSONAL, OrderCard, OrderType

CARD_W, CARD_H = 63, 88
"""A card's proportions (the printed card's millimetres)."""

VIEW_W, VIEW_H = 630, 880
FONT_FAMILY = "DejaVu Sans, Noto Sans, Noto Sans CJK JP, sans-serif"
CACHE_SIZE = 512
CACHE_BYTES = 8 * 1024 * 1024
"""The pixmap cache's bounds: entries, and bytes of pixels (a long kiosk night must not grow it)."""

PAPER = "#fffaf0"
EDGE = "#dcc6a0"
INK = "#3b2616"
NO_RED = "#d62f2f"
TIMES = "\u00d7"

K = TypeVar("K")
V = TypeVar("V")

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
    "green": ("#3d8b40", "#1f5a22", "#dff1d8", "#ffffff"),
    "brown": ("#8b5a2b", "#4a2c14", "#f1e2cf", "#ffffff"),
    "purple": ("#7b4397", "#4a1f63", "#ede0f4", "#ffffff"),
    "red": ("#d32f2f", "#8a151c", "#fcdcd9", "#ffffff"),
    "pink": ("#e8699d", "#a8346a", "#fde2ee", "#ffffff"),
}


def default_labels() -> dict[str, str]:
    """English card texts: keys are the ingredient ids, the order type values, ``or`` and
    ``mamma_mia_card`` (the Mamma Mia card's lettering; ``mamma_mia`` is the pizza's name)."""
    return {
        "pineapple": "Pineapple",
        "olive": "Olive",
        "pepper": "Pepper",
        "mushroom": "Mushroom",
        "salami": "Salami",
        "shrimp": "Shrimp",
        OrderType.NORMALE.value: "Pizza Normale",
        OrderType.BOMBASTICA.value: "Bombastica",
        OrderType.MONOTONI.value: "Monotoni",
        OrderType.MINIMALE.value: "Minimale",
        OrderType.GHIOTTONA.value: "Ghiottona",
        OrderType.MONOTONI_JUNIOR.value: "Monotoni Junior",
        OrderType.MINIPIZZA.value: "Minipizza",
        OrderType.MAMMA_MIA.value: "Pizza Mamma Mia",
        "or": "or",
        "mamma_mia_card": "Mamma Mia!",
    }


def colour_hex(colour: str) -> str:
    """The main colour (``#rrggbb``) of a player colour."""
    try:
        return COLOUR_STYLE[colour][0]
    except KeyError:
        raise ValueError(f"unknown colour {colour!r}") from None


def resource_path(*parts: str) -> Path:
    """A path under ``resources/``: in a PyInstaller bundle, a source checkout or an installed package."""
    return _resources_root().joinpath(*parts)


@cache
def _resources_root() -> Path:
    candidates = [Path(__file__).resolve().parents[2] / "resources"]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        candidates[:0] = [Path(bundle, "mammamia_qt", "resources"), Path(bundle, "resources")]
    with suppress(ImportError, TypeError, ValueError):
        candidates.append(Path(str(resources.files("mammamia_qt.resources"))))
    return next((path for path in candidates if (path / "cards").is_dir()), candidates[0])


# --- order face ids -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OrderFace:
    """The recipe an ``order:`` face id describes."""

    colour: str
    type: OrderType
    needs: tuple[tuple[str, int], ...] = ()
    forbidden: str | None = None
    either: tuple[str, str] | None = None
    n: int = 3


def order_face(card: OrderCard, minimale_n: int = 3) -> str:
    """The face id of an order card; ``minimale_n`` is the edition's Minimale count (Classic 3, Plus 4)."""
    parts = ["order", card.colour, card.type.value]
    needs = [f"{INGREDIENTS[k]}={n}" for k, n in enumerate(card.needs) if n]
    if needs:
        parts.append(",".join(needs))
    if card.forbidden is not None:
        parts.append(f"forbid={INGREDIENTS[card.forbidden]}")
    if card.either is not None:
        parts.append(f"either={INGREDIENTS[card.either[0]]},{INGREDIENTS[card.either[1]]}")
    if card.type is OrderType.MINIMALE:
        parts.append(f"n={minimale_n}")
    return ":".join(parts)


def _shape_ok(face: OrderFace) -> bool:
    t, needs, forbidden, either = face.type, dict(face.needs), face.forbidden, face.either
    if either is not None and (t is not OrderType.MAMMA_MIA or either[0] == either[1]):
        return False
    if forbidden is not None and t not in (OrderType.MINIPIZZA, OrderType.MONOTONI_JUNIOR):
        return False
    if t is OrderType.NORMALE:
        return bool(needs)
    if t is OrderType.MINIPIZZA:
        return len(needs) == 1 and forbidden is not None and forbidden not in needs
    if t is OrderType.MONOTONI_JUNIOR:
        return forbidden is not None and not needs
    if t is OrderType.MAMMA_MIA:
        return either is not None and not needs
    return not needs


def parse_order(face: str) -> OrderFace:
    """Parse ``order:<colour>:<type>[:<param>]...``.

    A param is ``<kind>=<n>,...`` (the recipe of a Normale, the named kind of a Minipizza),
    ``forbid=<kind>``, ``either=<kind>,<kind>`` or ``n=<count>`` (Minimale, default 3).
    Raises ValueError for anything malformed or a shape the type cannot have.
    """
    parts = face.split(":")
    if len(parts) < 3 or parts[0] != "order" or parts[1] not in COLOURS:
        raise ValueError(f"bad order face {face!r}")
    try:
        kind = OrderType(parts[2])
    except ValueError:
        raise ValueError(f"unknown order type in face {face!r}") from None

    def ingredient(name: str) -> str:
        if name not in INGREDIENTS:
            raise ValueError(f"unknown ingredient {name!r} in face {face!r}")
        return name

    needs: dict[str, int] = {}
    forbidden: str | None = None
    either: tuple[str, str] | None = None
    n = 3
    for param in parts[3:]:
        key, _, value = param.partition("=")
        if key == "forbid" and forbidden is None:
            forbidden = ingredient(value)
        elif key == "either" and either is None and value.count(",") == 1:
            a, b = value.split(",")
            either = (ingredient(a), ingredient(b))
        elif key == "n" and kind is OrderType.MINIMALE and re.fullmatch(r"[1-9]", value):
            n = int(value)
        elif not needs and re.fullmatch(r"[a-z]+=[1-9]\d?(,[a-z]+=[1-9]\d?)*", param):
            for item in param.split(","):
                name, _, count = item.partition("=")
                if ingredient(name) in needs:
                    raise ValueError(f"ingredient {name!r} twice in face {face!r}")
                needs[name] = int(count)
        else:
            raise ValueError(f"bad parameter {param!r} in face {face!r}")
    parsed = OrderFace(
        parts[1], kind, tuple((k, needs[k]) for k in INGREDIENTS if k in needs), forbidden, either, n
    )
    if not _shape_ok(parsed):
        raise ValueError(f"a {kind.value} order cannot have the recipe of {face!r}")
    return parsed


# --- SVG pieces -----------------------------------------------------------------------------------


@cache
def _art(name: str) -> str:
    """A drawing of ``resources/cards`` (or the app icon) as markup for a 100-unit square."""
    from xml.etree import ElementTree as ET  # noqa: PLC0415 - only when a face is composed

    folder = "icons" if name == "mammamia" else "cards"
    root = ET.parse(resource_path(folder, f"{name}.svg")).getroot()
    for element in root.iter():
        element.tag = element.tag.rpartition("}")[2]
    size = float(root.get("viewBox", "0 0 100 100").split()[2])
    inner = "".join(ET.tostring(child, encoding="unicode") for child in root)
    return inner if size == 100 else f'<g transform="scale({100 / size:g})">{inner}</g>'


def _place(name: str, x: float, y: float, size: float, extra: str = "") -> str:
    """A drawing scaled into the square at (x, y) with side ``size``."""
    return f'<g transform="translate({x:.1f} {y:.1f}) scale({size / 100:.4f})"{extra}>{_art(name)}</g>'


def _shadowed(markup: str) -> str:
    return f'<g filter="url(#shadow)">{markup}</g>'


_DEFS = (
    '<filter id="shadow" x="-30%" y="-30%" width="160%" height="170%">'
    '<feGaussianBlur in="SourceAlpha" stdDeviation="7"/><feOffset dx="0" dy="9" result="blur"/>'
    '<feColorMatrix in="blur" type="matrix" result="tint"'
    ' values="0 0 0 0 0.30 0 0 0 0 0.16 0 0 0 0 0.05 0 0 0 0.32 0"/>'
    '<feMerge><feMergeNode in="tint"/><feMergeNode in="SourceGraphic"/></feMerge></filter>'
)

_METRICS: dict[str, QFontMetricsF] = {}


def _text_width(text: str, size: float) -> float:
    """The advance of bold card text, measured by Qt when an application exists, else estimated."""
    if not _METRICS and QGuiApplication.instance() is not None:
        font = QFont()
        font.setFamilies([family.strip() for family in FONT_FAMILY.split(",")])
        font.setPixelSize(100)
        font.setBold(True)
        _METRICS["bold"] = QFontMetricsF(font)
    if _METRICS:
        return _METRICS["bold"].horizontalAdvance(text) * size / 100
    return sum(1.0 if ord(c) > 0x2E80 else 0.68 for c in text) * size


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
        widest = max(_text_width(line, 100) for line in option) / 100 or 1
        cap = size if len(option) == 1 else size * 0.9
        fitted = min(cap, width / widest)
        if fitted > best[1] * (1.1 if len(option) > 1 else 1.0):
            best = (option, fitted)
    return best


def _text(
    x: float, y: float, text: str, size: float, fill: str, anchor: str = "middle", outline: str = ""
) -> str:
    """Bold text with its baseline at y; an outline is drawn as a wide stroke beneath."""
    attrs = (
        f'x="{x:.1f}" y="{y:.1f}" font-family="{FONT_FAMILY}" font-size="{size:.1f}" font-weight="bold"'
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


def _text_block(x: float, cy: float, text: str, width: float, size: float, fill: str, **kw: str) -> str:
    """Text vertically centred on cy, shrunk or broken into two lines to fit ``width``."""
    lines, size = _fit(text, width, size)
    step = size * 1.08
    top = cy - step * (len(lines) - 1) / 2 + size * 0.36
    return "".join(_text(x, top + i * step, line, size, fill, **kw) for i, line in enumerate(lines))


def _star(cx: float, cy: float, r: float, fill: str, stroke: str) -> str:
    points = " ".join(
        f"{cx + radius * math.cos(a):.1f},{cy + radius * math.sin(a):.1f}"
        for i in range(10)
        for radius, a in [(r if i % 2 == 0 else r * 0.45, math.pi * (i / 5 - 0.5))]
    )
    return (
        f'<polygon points="{points}" fill="{fill}" stroke="{stroke}" stroke-width="{r * 0.22:.1f}"'
        ' stroke-linejoin="round"/>'
    )


def _card(fill: str, edge: str = EDGE) -> tuple[str, str]:
    """The card's paper, and its border (drawn last, over everything)."""
    paper = f'<rect x="0" y="0" width="{VIEW_W}" height="{VIEW_H}" rx="36" fill="{fill}"/>'
    border = (
        f'<rect x="3" y="3" width="{VIEW_W - 6}" height="{VIEW_H - 6}" rx="33" fill="none"'
        f' stroke="{edge}" stroke-width="6"/>'
    )
    return paper, border


def _frame(colour: str, inset: int = 26) -> str:
    w, h = VIEW_W - 2 * inset, VIEW_H - 2 * inset
    return (
        f'<rect x="{inset}" y="{inset}" width="{w}" height="{h}" rx="22" fill="none"'
        f' stroke="{colour}" stroke-width="6"/>'
    )


def _top_band(height: float, fill: str) -> str:
    return f'<path d="M0 {height} V36 A36 36 0 0 1 36 0 H594 A36 36 0 0 1 630 36 V{height} Z" fill="{fill}"/>'


def _bottom_band(top: float, fill: str) -> str:
    return f'<path d="M0 {top} V844 A36 36 0 0 0 36 880 H594 A36 36 0 0 0 630 844 V{top} Z" fill="{fill}"/>'


def _document(*parts: str) -> bytes:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {VIEW_W} {VIEW_H}"'
        f' width="{VIEW_W}" height="{VIEW_H}"><defs>{_DEFS}</defs>{"".join(parts)}</svg>\n'
    ).encode()


# --- ingredient cards and backs -------------------------------------------------------------------


def _ingredient(kind: str, labels: dict[str, str]) -> bytes:
    """Name and small icon in the top strip (what a card in a column shows), big icon, name, corner icon."""
    main, dark, light = INGREDIENT_STYLE[kind]
    name = labels[kind]
    paper, border = _card(PAPER)
    return _document(
        paper,
        _top_band(200, light),
        f'<rect x="0" y="197" width="{VIEW_W}" height="6" fill="{main}" opacity="0.7"/>',
        _place(f"icon_{kind}", 34, 36, 128),
        _text_block(186, 100, name, 410, 66, dark, anchor="start"),
        f'<circle cx="315" cy="462" r="182" fill="{light}" stroke="{main}" stroke-width="4"'
        ' stroke-opacity="0.35"/>',
        _shadowed(_place(f"icon_{kind}", 145, 292, 340)),
        _text_block(315, 715, name, 380, 72, dark),
        _place(f"icon_{kind}", 504, 756, 96),
        border,
    )


def _ingredient_back() -> bytes:
    paper, border = _card("#9c3a22", "#5e1f0f")
    bricks = []
    for row in range(18):
        y = 46 + row * 44
        for col in range(-1, 7):
            x = 46 + col * 92 + (46 if row % 2 else 0)
            left, right = max(x, 46), min(x + 84, 584)
            if right - left > 20:
                bricks.append(f'<rect x="{left}" y="{y}" width="{right - left}" height="36" rx="6"/>')
    return _document(
        paper,
        '<defs><radialGradient id="glow" cx="50%" cy="48%" r="60%"><stop offset="0" stop-color="#e07a45"/>'
        '<stop offset="1" stop-color="#9c3a22"/></radialGradient></defs>',
        '<rect x="26" y="26" width="578" height="828" rx="22" fill="url(#glow)"/>',
        f'<g fill="#5e1f0f" opacity="0.16">{"".join(bricks)}</g>',
        _frame("#f6d9a8"),
        _shadowed(_place("motif_oven", 65, 190, 500)),
        border,
    )


def _order_back(colour: str) -> bytes:
    main, dark, _, _ = COLOUR_STYLE[colour]
    paper, border = _card(main, dark)
    pattern = []
    for row in range(7):
        for col in range(5):
            x = 40 + col * 120 + (60 if row % 2 else 0)
            if x + 70 < VIEW_W - 40:
                pattern.append(_place(f"symbol_{colour}", x, 45 + row * 120, 70, ' opacity="0.22"'))
    return _document(
        paper,
        _frame(PAPER),
        *pattern,
        f'<circle cx="315" cy="440" r="176" fill="{PAPER}" stroke="{dark}" stroke-width="8"/>',
        f'<circle cx="315" cy="440" r="156" fill="none" stroke="{main}" stroke-width="4"/>',
        _shadowed(_place(f"symbol_{colour}", 185, 310, 260)),
        border,
    )


def _mamma_mia_card(labels: dict[str, str]) -> bytes:
    paper, border = _card("#c62828", "#7a1010")
    rays = []
    for i in range(16):
        a0, a1 = math.pi * i / 8, math.pi * (i + 0.5) / 8
        p0 = f"{315 + 275 * math.cos(a0):.1f} {370 + 275 * math.sin(a0):.1f}"
        p1 = f"{315 + 275 * math.cos(a1):.1f} {370 + 275 * math.sin(a1):.1f}"
        rays.append(f"M315 370 L{p0} A275 275 0 0 1 {p1} Z")
    return _document(
        paper,
        f'<path d="{" ".join(rays)}" fill="#e0473a"/>',
        _frame("#ffd76a"),
        _shadowed(_place("motif_mamma_mia", 95, 140, 440)),
        _text_block(315, 720, labels["mamma_mia_card"], 520, 118, "#fff6dc", outline="#5a0c0c"),
        border,
    )


# --- order cards ----------------------------------------------------------------------------------


def _token(token: str, x: float, y: float, size: float) -> str:
    """A recipe symbol in a square: an ingredient kind, ``J1``/``J2`` (two jokers) or ``?``."""
    if token in INGREDIENTS:
        return _place(f"icon_{token}", x, y, size)
    cx, cy, r = x + size / 2, y + size / 2, size * 0.42
    if token == "J1":
        shape = f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="#5b4636" stroke="#2e2018"'
        shape += ' stroke-width="5"/>'
        letter, colour = "J", "#fff4de"
    else:
        s = r * (1.72 if token == "J2" else 2)
        shape = (
            f'<rect x="{cx - s / 2:.1f}" y="{cy - s / 2:.1f}" width="{s:.1f}" height="{s:.1f}"'
            f' rx="{s * (0.22 if token == "J2" else 0.15):.1f}"'
        )
        if token == "J2":
            shape += ' fill="#f0a93a" stroke="#6b4218" stroke-width="5"/>'
            letter, colour = "J", "#3f240c"
        else:
            dashes = f"{r * 0.32:.1f} {r * 0.2:.1f}"
            shape += f' fill="#ffffff" stroke="#5b4636" stroke-width="6" stroke-dasharray="{dashes}"/>'
            letter, colour = "?", "#5b4636"
    baseline = cy + size * (0.15 if letter == "J" else 0.21)  # DejaVu's J has a descender
    return shape + _text(cx, baseline, letter, size * 0.6, colour)


def _struck(kind: str, cx: float, cy: float, size: float) -> str:
    """A forbidden ingredient: its icon under a red no-entry ring."""
    r, w = size * 0.56, size * 0.085
    d = r * 0.7071
    ring = f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="none"'
    slash = f'<path d="M{cx - d:.1f} {cy - d:.1f} L{cx + d:.1f} {cy + d:.1f}" stroke-linecap="round"'
    out = [f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="#ffffff" opacity="0.7"/>']
    out.append(_place(f"icon_{kind}", cx - size / 2, cy - size / 2, size, ' opacity="0.8"'))
    for colour, width in (("#ffffff", w + 10), (NO_RED, w)):
        out.append(f'{ring} stroke="{colour}" stroke-width="{width:.1f}"/>')
        out.append(f'{slash} stroke="{colour}" stroke-width="{width:.1f}"/>')
    return "".join(out)


def _personal_mark(cx: float, cy: float, size: float, colour: str) -> str:
    """The ring and star that mark the owner's personal ingredient."""
    main, r = COLOUR_STYLE[colour][0], size * 0.6
    return (
        f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{PAPER}" stroke="{main}" stroke-width="7"/>'
        + _star(cx - r * 0.74, cy - r * 0.74, size * 0.24, main, "#ffffff")
    )


def _recipe_rows(order: OrderFace) -> list[tuple[str, str, int]]:
    """Rows ``(what, token, n)``, what being count, or, forbid; the personal ingredient comes first."""
    t = order.type
    rows: list[tuple[str, str, int]] = []
    if t in (OrderType.MONOTONI, OrderType.MINIMALE, OrderType.GHIOTTONA, OrderType.MAMMA_MIA):
        rows.append(("count", PERSONAL[order.colour], 1))
    if t in (OrderType.NORMALE, OrderType.MINIPIZZA):
        rows += [
            ("count", kind, n)
            for kind, n in sorted(order.needs, key=lambda kn: kn[0] != PERSONAL[order.colour])
        ]
    elif t is OrderType.MONOTONI:
        rows.append(("count", "J1", 6))
    elif t is OrderType.MINIMALE:
        rows.append(("count", "?", order.n))
    elif t is OrderType.GHIOTTONA:
        rows += [("count", "J1", 4), ("count", "J2", 4)]
    elif t is OrderType.MONOTONI_JUNIOR:
        rows.append(("count", "J1", 5))
    elif t is OrderType.MAMMA_MIA and order.either:
        rows += [("count", order.either[0], 5), ("or", "", 0), ("count", order.either[1], 5)]
    if order.forbidden:
        rows.append(("forbid", order.forbidden, 0))
    return rows


def _count(
    order: OrderFace, token: str, n: int, x: float, cy: float, icon: float, gap: float, text: float
) -> str:
    """One recipe entry: symbol, then times n; the personal ingredient marked (Minipizza has none)."""
    out = ""
    if token == PERSONAL[order.colour] and order.type is not OrderType.MINIPIZZA:
        out = _personal_mark(x + icon / 2, cy, icon, order.colour)
    out += _token(token, x, cy - icon / 2, icon)
    return out + _text(x + icon + gap, cy + text * 0.36, f"{TIMES} {n}", text, INK, anchor="start")


def _recipe(order: OrderFace, labels: dict[str, str], top: float, bottom: float) -> str:
    rows = _recipe_rows(order)
    counts = [row for row in rows if row[0] == "count"]
    out: list[str] = []
    if len(counts) >= 5:  # one of each: a two-column grid, an odd last cell centred
        lines = math.ceil(len(counts) / 2)
        cell_w, cell_h = 272.0, min(190.0, (bottom - top) / lines)
        icon = min(cell_h * 0.56, 104.0)
        gap, text = icon * 0.2, icon * 0.62
        span = icon + gap + _text_width(f"{TIMES} 9", text)
        if span > cell_w - 40:  # keep a clear gutter between the columns
            icon, gap, text, span = (v * (cell_w - 40) / span for v in (icon, gap, text, span))
        y0 = top + (bottom - top - cell_h * lines) / 2
        for i, (_, token, n) in enumerate(counts):
            alone = i == len(counts) - 1 and i % 2 == 0
            centre = VIEW_W / 2 + (0 if alone else (i % 2 - 0.5) * cell_w)
            out.append(
                _count(order, token, n, centre - span / 2, y0 + cell_h * (i // 2 + 0.5), icon, gap, text)
            )
        return "".join(out)
    weights = {"count": 1.0, "or": 0.42, "forbid": 1.05}
    total = sum(weights[row[0]] for row in rows)
    unit = min(230.0, (bottom - top) / total)
    icon, gap, text = unit * 0.78, 24.0, unit * 0.5
    widest = max((_text_width(f"{TIMES} {n}", text) for _, _, n in counts), default=0)
    left = VIEW_W / 2 - (icon + gap + widest) / 2
    y = top + ((bottom - top) - unit * total) / 2
    for what, token, n in rows:
        cy = y + unit * weights[what] / 2
        if what == "count":
            out.append(_count(order, token, n, left, cy, icon, gap, text))
        elif what == "or":
            word = labels["or"]
            size = min(unit * 0.3, 56.0)
            half = _text_width(word, size) / 2 + 22
            line = f'stroke="{EDGE}" stroke-width="5" stroke-linecap="round"'
            out.append(f'<path d="M150 {cy:.1f} H{315 - half:.1f} M{315 + half:.1f} {cy:.1f} H480" {line}/>')
            out.append(_text(315, cy + size * 0.36, word, size, "#8a6a4a"))
        else:
            out.append(_struck(token, VIEW_W / 2, cy, icon * 0.95))
        y += unit * weights[what]
    return "".join(out)


def _order(order: OrderFace, labels: dict[str, str]) -> bytes:
    """A band in the owner's colour with its symbol and the pizza's name; the recipe on a tinted panel."""
    main, dark, light, on_main = COLOUR_STYLE[order.colour]
    paper, border = _card(PAPER)
    band = 196
    if order.type is OrderType.BOMBASTICA:
        body = (
            f'<circle cx="315" cy="425" r="150" fill="{PAPER}"/>'
            + _shadowed(_place("mammamia", 185, 295, 260))
            + _text(315, 755, "15+", 190, main, outline=dark)
        )
    else:
        body = _recipe(order, labels, band + 34, VIEW_H - 70)
    return _document(
        paper,
        _top_band(band, main),
        f'<rect x="0" y="{band - 8}" width="{VIEW_W}" height="8" fill="{dark}" opacity="0.35"/>',
        _bottom_band(VIEW_H - 30, main),
        f'<circle cx="104" cy="{band / 2:.0f}" r="72" fill="{PAPER}" stroke="{dark}" stroke-width="5"/>',
        _place(f"symbol_{order.colour}", 50, band / 2 - 54, 108),
        _text_block(405, band / 2, labels[order.type.value], 390, 62, on_main),
        f'<rect x="36" y="{band + 24}" width="558" height="{VIEW_H - band - 84}" rx="28" fill="{light}"/>',
        body,
        border,
    )


def build_face(face: str, labels: dict[str, str]) -> bytes:
    """The SVG document of a face id with the given labels. Raises ValueError for an unknown id."""
    prefix, _, rest = face.partition(":")
    if prefix == "ingredient" and rest in INGREDIENTS:
        return _ingredient(rest, labels)
    if prefix == "order":
        return _order(parse_order(face), labels)
    if face == "back:ingredient":
        return _ingredient_back()
    if face.startswith("back:order:") and face[11:] in COLOURS:
        return _order_back(face[11:])
    if face == "mamma_mia":
        return _mamma_mia_card(labels)
    raise ValueError(f"unknown card face {face!r}")


# --- rendering ------------------------------------------------------------------------------------


def _square(name: str) -> bytes:
    head = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">'
    return f"{head}{_art(name)}</svg>".encode()


def _render(svg: bytes, width: int, height: int, dpr: float) -> QImage:
    from PySide6.QtSvg import QSvgRenderer  # noqa: PLC0415 - not needed while the disk cache answers

    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise ValueError("invalid SVG")
    w, h = max(1, round(width * dpr)), max(1, round(height * dpr))
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, w, h))
    painter.end()
    return image


SHADOW = QColor(0, 0, 0, 60)
"""The soft shadow under a card on the table, baked into its pixmap."""


def shadow_offset(width: float) -> tuple[float, float]:
    """Where a card's shadow falls, relative to the card, for a card ``width`` pixels wide."""
    return width * 0.03, width * 0.05


def _with_shadow(face: QPixmap, width: int, height: int, dpr: float) -> QPixmap:
    """``face`` over its shadow: the card at (0, 0), the shadow offset down and to the right."""
    dx, dy = shadow_offset(width)
    w, h = math.ceil((width + dx + 1) * dpr), math.ceil((height + dy + 1) * dpr)
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADOW)
    radius = width * 0.07
    painter.drawRoundedRect(QRectF(dx, dy, width, height), radius, radius)
    painter.drawPixmap(0, 0, face)
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


ART_VERSION = 1
"""Part of every disk cache key: raise it when the drawings change in a way file dates cannot show."""


@cache
def _art_fingerprint() -> str:
    """What the rendered faces depend on: this module, the drawings and ART_VERSION."""
    digest = hashlib.sha1(f"{ART_VERSION}".encode())
    files = [Path(__file__)]
    for folder in ("cards", "icons"):
        with suppress(OSError):
            files += sorted(resource_path(folder).iterdir())
    for path in files:
        with suppress(OSError):
            stat = path.stat()
            digest.update(f"{path.name}:{stat.st_size}:{stat.st_mtime_ns};".encode())
    return digest.hexdigest()[:16]


class DiskCache:
    """Rendered faces as PNG files in one folder per art fingerprint (older folders are pruned)."""

    MAX_FILES = 3000

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.folder = self.root / f"cards-{_art_fingerprint()}"
        self._ready = False

    def _path(self, key: str) -> Path:
        return self.folder / f"{hashlib.sha1(key.encode()).hexdigest()}.png"

    def load(self, key: str, width: int, height: int) -> QImage | None:
        """The image kept for ``key`` if it is there and ``width`` x ``height`` device pixels."""
        path = self._path(key)
        if not path.is_file():
            return None
        image = QImage(str(path))
        if image.isNull() or image.width() != width or image.height() != height:
            return None
        if image.format() != QImage.Format.Format_ARGB32_Premultiplied:
            image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        return image

    def store(self, key: str, image: QImage) -> None:
        """Keep ``image`` for ``key``; a failure (read-only disk, full disk) only costs speed."""
        try:
            if not self._ready:
                self.folder.mkdir(parents=True, exist_ok=True)
                self._ready = True
            path = self._path(key)
            temp = path.with_name(f"{path.stem}.{os.getpid()}.tmp")
            if image.save(str(temp), "PNG", 90):
                os.replace(temp, path)
        except OSError:
            pass

    def prune(self) -> None:
        """Remove the folders of older art, and the least recently written files beyond MAX_FILES."""
        with suppress(OSError):
            for old in self.root.glob("cards-*"):
                if old != self.folder and old.is_dir():
                    for file in old.iterdir():
                        file.unlink(missing_ok=True)
                    old.rmdir()
        with suppress(OSError):
            if not self.folder.is_dir():
                return
            files = sorted(self.folder.iterdir(), key=lambda f: f.stat().st_mtime)
            for file in files[: max(0, len(files) - self.MAX_FILES)]:
                file.unlink(missing_ok=True)


class CardArt:
    """Card faces as SVG documents and as pixmaps, cached (LRU) per face, size and device pixel ratio.

    With a ``disk_cache`` folder, rendered faces are also kept on disk for the next start. Use it on
    the GUI thread only: it makes QPixmaps.
    """

    def __init__(self, labels: dict[str, str] | None = None, disk_cache: Path | None = None) -> None:
        self._labels = default_labels() | dict(labels or {})
        self._labels_key = ""
        self._svg: OrderedDict[str, bytes] = OrderedDict()
        self._pixmaps: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()
        self._bytes = 0
        self.disk = DiskCache(disk_cache) if disk_cache is not None else None

    def set_labels(self, labels: dict[str, str]) -> None:
        """Use new card texts (a missing key keeps its English text) and clear the caches."""
        new = default_labels() | dict(labels)
        if new == self._labels:
            return
        _METRICS.clear()  # fonts may have been added since (a translation's own font)
        self._labels = new
        self._labels_key = ""
        self._svg.clear()
        self._pixmaps.clear()
        self._bytes = 0

    def face_svg(self, face: str) -> bytes:
        """The SVG document of a face id; ValueError for an unknown id."""
        return _lru(self._svg, face, lambda: build_face(face, self._labels))

    def _image(self, key: str, svg: Callable[[], bytes], width: int, height: int, dpr: float) -> QPixmap:
        """A rendered drawing, from the disk cache when it has it."""
        image = None
        if self.disk is not None:
            if not self._labels_key:
                text = "\x1f".join(f"{k}={v}" for k, v in sorted(self._labels.items()))
                self._labels_key = hashlib.sha1(text.encode()).hexdigest()
            disk_key = f"{key}|{width}|{height}|{dpr:g}|{self._labels_key}"
            image = self.disk.load(disk_key, max(1, round(width * dpr)), max(1, round(height * dpr)))
            if image is None:
                image = _render(svg(), width, height, dpr)
                self.disk.store(disk_key, image)
        else:
            image = _render(svg(), width, height, dpr)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def pixmap(self, face: str, width: int, dpr: float = 1.0) -> QPixmap:
        """A face ``width`` logical pixels wide (the height follows the card's proportions)."""
        height = round(width * CARD_H / CARD_W)
        key = ("face:" + face, width, dpr)
        return self._pixmap(key, lambda: self._image(key[0], lambda: self.face_svg(face), width, height, dpr))

    def shadowed_pixmap(self, face: str, width: int, dpr: float = 1.0) -> QPixmap:
        """A face ``width`` logical pixels wide over its shadow, as cards lie on the table.

        The card is at (0, 0); the pixmap is larger by the shadow's offset (see ``shadow_offset``).
        The bare face is not kept as well, unless it was asked for on its own.
        """
        key = ("shadow:" + face, width, dpr)
        height = round(width * CARD_H / CARD_W)

        def make() -> QPixmap:
            bare = self._pixmaps.get(("face:" + face, width, dpr))
            if bare is None:
                bare = self._image("face:" + face, lambda: self.face_svg(face), width, height, dpr)
            return _with_shadow(bare, width, height, dpr)

        return self._pixmap(key, make)

    def icon_pixmap(self, kind: str, size: int, dpr: float = 1.0) -> QPixmap:
        """The bare icon of an ingredient kind, ``size`` logical pixels square."""
        if kind not in INGREDIENTS:
            raise ValueError(f"unknown ingredient {kind!r}")
        key = ("icon:" + kind, size, dpr)
        return self._pixmap(
            key, lambda: self._image(key[0], lambda: _square(f"icon_{kind}"), size, size, dpr)
        )

    def symbol_pixmap(self, colour: str, size: int, dpr: float = 1.0) -> QPixmap:
        """The symbol of a player colour, ``size`` logical pixels square."""
        if colour not in COLOURS:
            raise ValueError(f"unknown colour {colour!r}")
        key = ("symbol:" + colour, size, dpr)
        return self._pixmap(
            key, lambda: self._image(key[0], lambda: _square(f"symbol_{colour}"), size, size, dpr)
        )

    def _pixmap(self, key: tuple[str, int, float], make: Callable[[], QPixmap]) -> QPixmap:
        """The LRU pixmap store, bounded by entries and by bytes of pixels."""
        store = self._pixmaps
        if key in store:
            store.move_to_end(key)
            return store[key]
        value = store[key] = make()
        self._bytes += _size(value)
        while len(store) > 1 and (len(store) > CACHE_SIZE or self._bytes > CACHE_BYTES):
            self._bytes -= _size(store.popitem(last=False)[1])
        return value


def _size(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


def _lru(store: OrderedDict[K, V], key: K, make: Callable[[], V]) -> V:
    """Look up a key in a bounded LRU store, making and inserting the value on a miss."""
    if key in store:
        store.move_to_end(key)
        return store[key]
    value = store[key] = make()
    while len(store) > CACHE_SIZE:
        store.popitem(last=False)
    return value
