"""Every text of every theme reaches WCAG AA contrast: 4.5:1, or 3:1 for large text (24 px, or
19 px bold). The pairs come from what the screens use: the theme's declared pairs, the palette the
application gets, the style sheets as they are generated, the texts the table's items paint and
the card faces' own colours. Disabled controls are left out, as WCAG leaves them out."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPalette

from mammamia_qt.ui.art import card_svg
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.themes import TEXT_PAIRS, THEME_NAMES, THEMES, Theme, set_current
from mammamia_qt.ui.table.announce import TextPlate
from mammamia_qt.ui.table.pile import PileItem
from mammamia_qt.ui.table.reveal import ColumnBase
from mammamia_qt.ui.table.seat_panel import SeatInfo, SeatPanel
from mammamia_qt.ui.table.table_widget import dock_style

AA, AA_LARGE = 4.5, 3.0


def luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())
    )


def contrast(a: str | QColor, b: str | QColor) -> float:
    high, low = sorted((luminance(QColor(a)), luminance(QColor(b))), reverse=True)
    return (high + 0.05) / (low + 0.05)


def over(top: str, alpha: int, under: str) -> QColor:
    """``top`` at ``alpha`` painted over ``under``."""
    t, u, a = QColor(top), QColor(under), alpha / 255
    return QColor.fromRgbF(*(a * x + (1 - a) * y for x, y in
                             ((t.redF(), u.redF()), (t.greenF(), u.greenF()), (t.blueF(), u.blueF()))))  # fmt: skip


def test_the_contrast_formula_matches_wcag() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert contrast("#ffffff", "#ffffff") == pytest.approx(1.0)


@pytest.mark.parametrize("name", THEME_NAMES)
def test_declared_pairs_reach_aa(name: str) -> None:
    t = THEMES[name]
    low = []
    for pair in TEXT_PAIRS:
        ground = getattr(t, pair.background)
        if pair.over:
            ground = over(ground, getattr(t, f"{pair.background}_alpha"), getattr(t, pair.over))
        ratio = contrast(getattr(t, pair.text), ground)
        if ratio < (AA_LARGE if pair.large else AA):
            low.append(f"{pair.where}: {pair.text} on {pair.background} is {ratio:.2f}:1")
    assert not low, low


@pytest.mark.parametrize("name", THEME_NAMES)
def test_palette_text_roles_reach_aa(name: str) -> None:
    pal = style.palette(THEMES[name])
    R = QPalette.ColorRole
    pairs = [(R.WindowText, R.Window), (R.ButtonText, R.Button), (R.Text, R.Base), (R.Text, R.AlternateBase),
             (R.HighlightedText, R.Highlight), (R.ToolTipText, R.ToolTipBase), (R.PlaceholderText, R.Base),
             (R.Link, R.Base), (R.Link, R.Window), (R.BrightText, R.Highlight)]  # fmt: skip
    low = [f"{fg.name} on {bg.name}: {contrast(pal.color(fg), pal.color(bg)):.2f}"
           for fg, bg in pairs if contrast(pal.color(fg), pal.color(bg)) < AA]  # fmt: skip
    assert not low, low


_RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
_DECL = re.compile(
    r"(?<![-\w])(color|background|background-color|selection-color|selection-background-color)\s*:\s*(#[0-9a-fA-F]{6}|transparent)"
)


NO_TEXT = ("::separator", "::handle", "::up-button", "::down-button", "::drop-down", "::add-line", "::sub-line",
           "::indicator", "::groove", "::sub-page", "::add-page")  # fmt: skip
"""Sub-controls that carry no text."""


def sheet_pairs(sheet: str, default_text: str) -> list[tuple[str, str, str]]:
    """(selector, text colour, background) for every rule of ``sheet`` that sets a background or a
    text colour, the missing one taken from the rule for the same widget without its state
    (``QPushButton`` for ``QPushButton:hover``) or from the enclosing widget's rule (``QFrame#dock``
    for ``QFrame#dock QLabel``); disabled states are left out."""
    rules: dict[str, dict[str, str]] = {}
    for selectors, body in _RULE.findall(sheet.replace("{{", "{").replace("}}", "}")):
        decls = {k: v for k, v in _DECL.findall(body)}
        for sel in (s.strip() for s in selectors.split(",")):
            rules.setdefault(sel, {}).update(decls)

    def look_up(sel: str, key: str) -> str | None:
        while sel:
            value = rules.get(sel, {}).get(key)
            if value and value != "transparent":
                return value
            base = re.sub(r"::?[\w-]+$", "", sel)
            sel = base if base != sel else sel.rpartition(" ")[0]
        return None

    pairs = []
    for sel, decls in rules.items():
        if ":disabled" in sel or ":off" in sel or any(part in sel for part in NO_TEXT):
            continue
        if "selection-color" in decls or "selection-background-color" in decls:
            pairs.append((sel + " (selection)", decls.get("selection-color") or look_up(sel, "color") or default_text,
                          decls.get("selection-background-color", "")))  # fmt: skip
        if not ({"color", "background", "background-color"} & decls.keys()):
            continue
        text = look_up(sel, "color") or default_text
        ground = look_up(sel, "background") or look_up(sel, "background-color")
        if ground:
            pairs.append((sel, text, ground))
    return pairs


def dock_sheet(t: Theme) -> str:
    return dock_style(t, f=14, t=16, b=30, r=6, fw=2, bw=2, slant="italic")


@pytest.mark.parametrize("name", THEME_NAMES)
def test_style_sheets_reach_aa(name: str) -> None:
    t = THEMES[name]
    pairs = sheet_pairs(style.stylesheet(t), t.text) + sheet_pairs(dock_sheet(t), t.text)
    assert len(pairs) > 25  # the sheets were read (a broken reader finds nothing to check)
    low = [
        f"{sel}: {fg} on {bg} is {contrast(fg, bg):.2f}"
        for sel, fg, bg in pairs
        if bg and contrast(fg, bg) < AA
    ]
    assert not low, low


def test_the_sheet_reader_sees_a_state_inherit_its_text() -> None:
    sheet = "QPushButton { color: #000000; background: #ffffff; } QPushButton:hover { background: #111111; }"
    assert ("QPushButton:hover", "#000000", "#111111") in sheet_pairs(sheet, "#ffffff")


@pytest.fixture
def themed(qapp):
    """Each test switches themes; the light one again afterwards."""
    yield
    set_current("light")


@pytest.mark.parametrize("name", THEME_NAMES)
def test_painted_table_texts_reach_aa(qapp, themed, name: str) -> None:
    """What the seat panels, the piles and the status line paint, in the colours they paint it."""
    t = set_current(name)
    low: list[str] = []
    panel = SeatPanel(
        CardArt(), 0, SeatInfo("Beate", "red", 0, "human", hand=7, waiter=2, delivered=1, active=True)
    )
    for drawn in panel.texts():
        for ground in (t.panel_top, t.panel_bottom):
            if contrast(drawn.colour, ground) < AA:
                low.append(f"panel {drawn.text!r} {drawn.colour.name()} on {ground}")
    pile = PileItem(CardArt(), "Supply")
    pile.count = 12
    for drawn in pile.texts():
        ground = t.badge if drawn.text == "12" else t.felt_top
        if contrast(drawn.colour, ground) < AA:
            low.append(f"pile {drawn.text!r} {drawn.colour.name()} on {ground}")
    status = TextPlate(plate=False)
    status.set_geometry(QRectF(0, 0, 600, 60), 20)
    status.set_lines(["Beate plays"], "status_text")
    plate = TextPlate()
    plate.set_geometry(QRectF(0, 0, 600, 60), 20)
    for colour in ("plate_text", "news", "ok", "fail"):
        plate.set_lines(["Delivered!"], colour)
        for drawn in plate.texts():
            if contrast(drawn.colour, over(t.plate, t.plate_alpha, t.felt_top)) < AA:
                low.append(f"plate {colour} {drawn.colour.name()}")
    for drawn in status.texts():
        for ground in (t.felt_top, t.felt_bottom):
            if contrast(drawn.colour, ground) < AA:
                low.append(f"status {drawn.colour.name()} on {ground}")
    assert not low, low


@pytest.mark.parametrize("name", THEME_NAMES)
def test_column_counts_reach_aa_as_painted(qapp, themed, name: str) -> None:
    """A reveal column's count, the empty column's quieter 0 too, as painted (alpha and all)."""
    t = set_current(name)
    low: list[str] = []
    for count in (0, 3):
        base = ColumnBase(CardArt(), 0)
        base.count = count
        for drawn in base.texts():
            for ground in (t.felt_top, t.felt_bottom):
                seen = over(drawn.colour.name(), drawn.colour.alpha(), ground)
                if contrast(seen, ground) < AA:
                    low.append(f"column {drawn.text!r} {seen.name()} on {ground}")
    assert not low, low


def test_card_texts_reach_aa() -> None:
    """The cards keep their paper in every theme: their texts on their own grounds."""
    low = []
    for kind, (_main, dark, light) in card_svg.INGREDIENT_STYLE.items():
        for ground in (light, card_svg.PAPER):
            if contrast(dark, ground) < AA:
                low.append(f"{kind} name on {ground}")
    for colour, (main, _dark, light, on_main) in card_svg.COLOUR_STYLE.items():
        if contrast(on_main, main) < AA:
            low.append(f"{colour} order name on its band")
        for ink in (card_svg.INK, card_svg.SOFT_INK):
            if contrast(ink, light) < AA:
                low.append(f"{colour} recipe {ink} on {light}")
    assert not low, low
