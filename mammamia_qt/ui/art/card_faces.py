"""Card faces as SVG documents, named by face ids.

A face is named by a string id:

- ``ingredient:<kind>``: an ingredient card;
- ``order:<colour>:<type>[:<param>]...``: an order card (see :func:`parse_order` for the params);
- ``back:ingredient``, ``back:order:<colour>``: the backs;
- ``mamma_mia``: the Mamma Mia card.

Every text on a card comes from a labels mapping so the UI can pass translated names.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from mammamia_qt.engine.cards import COLOURS, INGREDIENTS, PERSONAL, OrderType
from mammamia_qt.face_ids import order_face as order_face  # the art reads the names it gives
from mammamia_qt.ui.art.card_svg import (
    COLOUR_STYLE,
    EDGE,
    INGREDIENT_STYLE,
    INK,
    NO_RED,
    PAPER,
    SOFT_INK,
    TIMES,
    VIEW_H,
    VIEW_W,
    bottom_band,
    card_paper,
    document,
    frame,
    place,
    shadowed,
    star,
    svg_text,
    svg_text_block,
    text_width,
    top_band,
)


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

    needs, forbidden, either, n = _order_params(face, kind, parts[3:])
    parsed = OrderFace(
        parts[1], kind, tuple((k, needs[k]) for k in INGREDIENTS if k in needs), forbidden, either, n
    )
    if not _shape_ok(parsed):
        raise ValueError(f"a {kind.value} order cannot have the recipe of {face!r}")
    return parsed


def _order_params(
    face: str, kind: OrderType, params: list[str]
) -> tuple[dict[str, int], str | None, tuple[str, str] | None, int]:
    """An order face's parameters: the recipe, the forbidden kind, the pair to choose from, the count."""
    needs: dict[str, int] = {}
    forbidden: str | None = None
    either: tuple[str, str] | None = None
    n = 3
    for param in params:
        key, _, value = param.partition("=")
        if key == "forbid" and forbidden is None:
            forbidden = _known(value, face)
        elif key == "either" and either is None and value.count(",") == 1:
            a, b = value.split(",")
            either = (_known(a, face), _known(b, face))
        elif key == "n" and kind is OrderType.MINIMALE and re.fullmatch(r"[1-9]", value):
            n = int(value)
        elif not needs and re.fullmatch(r"[a-z]+=[1-9]\d?(,[a-z]+=[1-9]\d?)*", param):
            needs = _recipe_counts(param, face)
        else:
            raise ValueError(f"bad parameter {param!r} in face {face!r}")
    return needs, forbidden, either, n


def _recipe_counts(param: str, face: str) -> dict[str, int]:
    """``<kind>=<n>,...``: the count of each kind, every kind known and named once."""
    needs: dict[str, int] = {}
    for item in param.split(","):
        name, _, count = item.partition("=")
        if _known(name, face) in needs:
            raise ValueError(f"ingredient {name!r} twice in face {face!r}")
        needs[name] = int(count)
    return needs


def _known(name: str, face: str) -> str:
    if name not in INGREDIENTS:
        raise ValueError(f"unknown ingredient {name!r} in face {face!r}")
    return name


# --- ingredient cards and backs -------------------------------------------------------------------


def _ingredient(kind: str, labels: dict[str, str]) -> bytes:
    """Name and small icon in the top strip (what a card in a column shows), big icon, name, corner icon."""
    main, dark, light = INGREDIENT_STYLE[kind]
    name = labels[kind]
    paper, border = card_paper(PAPER)
    return document(
        paper,
        top_band(200, light),
        f'<rect x="0" y="197" width="{VIEW_W}" height="6" fill="{main}" opacity="0.7"/>',
        place(f"icon_{kind}", 34, 36, 128),
        svg_text_block(186, 100, name, 410, 66, dark, anchor="start"),
        f'<circle cx="315" cy="462" r="182" fill="{light}" stroke="{main}" stroke-width="4"'
        ' stroke-opacity="0.35"/>',
        shadowed(place(f"icon_{kind}", 145, 292, 340)),
        svg_text_block(315, 715, name, 380, 72, dark),
        place(f"icon_{kind}", 504, 756, 96),
        border,
    )


def _ingredient_back() -> bytes:
    paper, border = card_paper("#9c3a22", "#5e1f0f")
    bricks = []
    for row in range(18):
        y = 46 + row * 44
        for col in range(-1, 7):
            x = 46 + col * 92 + (46 if row % 2 else 0)
            left, right = max(x, 46), min(x + 84, 584)
            if right - left > 20:
                bricks.append(f'<rect x="{left}" y="{y}" width="{right - left}" height="36" rx="6"/>')
    return document(
        paper,
        '<defs><radialGradient id="glow" cx="50%" cy="48%" r="60%"><stop offset="0" stop-color="#e07a45"/>'
        '<stop offset="1" stop-color="#9c3a22"/></radialGradient></defs>',
        '<rect x="26" y="26" width="578" height="828" rx="22" fill="url(#glow)"/>',
        f'<g fill="#5e1f0f" opacity="0.16">{"".join(bricks)}</g>',
        frame("#f6d9a8"),
        shadowed(place("motif_oven", 65, 190, 500)),
        border,
    )


def _order_back(colour: str) -> bytes:
    main, dark, _, _ = COLOUR_STYLE[colour]
    paper, border = card_paper(main, dark)
    pattern = []
    for row in range(7):
        for col in range(5):
            x = 40 + col * 120 + (60 if row % 2 else 0)
            if x + 70 < VIEW_W - 40:
                pattern.append(place(f"symbol_{colour}", x, 45 + row * 120, 70, ' opacity="0.22"'))
    return document(
        paper,
        frame(PAPER),
        *pattern,
        f'<circle cx="315" cy="440" r="176" fill="{PAPER}" stroke="{dark}" stroke-width="8"/>',
        f'<circle cx="315" cy="440" r="156" fill="none" stroke="{main}" stroke-width="4"/>',
        shadowed(place(f"symbol_{colour}", 185, 310, 260)),
        border,
    )


def _mamma_mia_card(labels: dict[str, str]) -> bytes:
    paper, border = card_paper("#c62828", "#7a1010")
    rays = []
    for i in range(16):
        a0, a1 = math.pi * i / 8, math.pi * (i + 0.5) / 8
        p0 = f"{315 + 275 * math.cos(a0):.1f} {370 + 275 * math.sin(a0):.1f}"
        p1 = f"{315 + 275 * math.cos(a1):.1f} {370 + 275 * math.sin(a1):.1f}"
        rays.append(f"M315 370 L{p0} A275 275 0 0 1 {p1} Z")
    return document(
        paper,
        f'<path d="{" ".join(rays)}" fill="#e0473a"/>',
        frame("#ffd76a"),
        shadowed(place("motif_mamma_mia", 95, 140, 440)),
        svg_text_block(315, 720, labels["mamma_mia_card"], 520, 118, "#fff6dc", outline="#5a0c0c"),
        border,
    )


# --- order cards ----------------------------------------------------------------------------------


def _token(token: str, x: float, y: float, size: float) -> str:
    """A recipe symbol in a square: an ingredient kind, ``J1``/``J2`` (two jokers) or ``?``."""
    if token in INGREDIENTS:
        return place(f"icon_{token}", x, y, size)
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
    return shape + svg_text(cx, baseline, letter, size * 0.6, colour)


def _struck(kind: str, cx: float, cy: float, size: float) -> str:
    """A forbidden ingredient: its icon under a red no-entry ring."""
    r, w = size * 0.56, size * 0.085
    d = r * 0.7071
    ring = f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="none"'
    slash = f'<path d="M{cx - d:.1f} {cy - d:.1f} L{cx + d:.1f} {cy + d:.1f}" stroke-linecap="round"'
    out = [f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="#ffffff" opacity="0.7"/>']
    out.append(place(f"icon_{kind}", cx - size / 2, cy - size / 2, size, ' opacity="0.8"'))
    for colour, width in (("#ffffff", w + 10), (NO_RED, w)):
        out.append(f'{ring} stroke="{colour}" stroke-width="{width:.1f}"/>')
        out.append(f'{slash} stroke="{colour}" stroke-width="{width:.1f}"/>')
    return "".join(out)


def _personal_mark(cx: float, cy: float, size: float, colour: str) -> str:
    """The ring and star that mark the owner's personal ingredient."""
    main, r = COLOUR_STYLE[colour][0], size * 0.6
    return (
        f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{PAPER}" stroke="{main}" stroke-width="7"/>'
        + star(cx - r * 0.74, cy - r * 0.74, size * 0.24, main, "#ffffff")
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
    return out + svg_text(x + icon + gap, cy + text * 0.36, f"{TIMES} {n}", text, INK, anchor="start")


def _recipe(order: OrderFace, labels: dict[str, str], top: float, bottom: float) -> str:
    rows = _recipe_rows(order)
    counts = [row for row in rows if row[0] == "count"]
    out: list[str] = []
    if len(counts) >= 5:  # one of each: a two-column grid, an odd last cell centred
        lines = math.ceil(len(counts) / 2)
        cell_w, cell_h = 272.0, min(190.0, (bottom - top) / lines)
        icon = min(cell_h * 0.56, 104.0)
        gap, text = icon * 0.2, icon * 0.62
        span = icon + gap + text_width(f"{TIMES} 9", text)
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
    widest = max((text_width(f"{TIMES} {n}", text) for _, _, n in counts), default=0)
    left = VIEW_W / 2 - (icon + gap + widest) / 2
    y = top + ((bottom - top) - unit * total) / 2
    for what, token, n in rows:
        cy = y + unit * weights[what] / 2
        if what == "count":
            out.append(_count(order, token, n, left, cy, icon, gap, text))
        elif what == "or":
            word = labels["or"]
            size = min(unit * 0.3, 56.0)
            half = text_width(word, size) / 2 + 22
            line = f'stroke="{EDGE}" stroke-width="5" stroke-linecap="round"'
            out.append(f'<path d="M150 {cy:.1f} H{315 - half:.1f} M{315 + half:.1f} {cy:.1f} H480" {line}/>')
            out.append(svg_text(315, cy + size * 0.36, word, size, SOFT_INK))
        else:
            out.append(_struck(token, VIEW_W / 2, cy, icon * 0.95))
        y += unit * weights[what]
    return "".join(out)


def _order(order: OrderFace, labels: dict[str, str]) -> bytes:
    """A band in the owner's colour with its symbol and the pizza's name; the recipe on a tinted panel."""
    main, dark, light, on_main = COLOUR_STYLE[order.colour]
    paper, border = card_paper(PAPER)
    band = 196
    if order.type is OrderType.BOMBASTICA:
        body = (
            f'<circle cx="315" cy="425" r="150" fill="{PAPER}"/>'
            + shadowed(place("mammamia", 185, 295, 260))
            + svg_text(315, 755, "15+", 190, main, outline=dark)
        )
    else:
        body = _recipe(order, labels, band + 34, VIEW_H - 70)
    return document(
        paper,
        top_band(band, main),
        f'<rect x="0" y="{band - 8}" width="{VIEW_W}" height="8" fill="{dark}" opacity="0.35"/>',
        bottom_band(VIEW_H - 30, main),
        f'<circle cx="104" cy="{band / 2:.0f}" r="72" fill="{PAPER}" stroke="{dark}" stroke-width="5"/>',
        place(f"symbol_{order.colour}", 50, band / 2 - 54, 108),
        svg_text_block(405, band / 2, labels[order.type.value], 390, 62, on_main),
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
