"""Colours come from the theme (``ui/common/themes.py``) on every screen: no colour is written into
the code anywhere else, so each screen follows the light, dark and high-contrast themes alike.

The card art (``ui/art/``) is the one other place colours are written: the cards keep their printed
paper and inks in every theme (their texts are checked against their own grounds in
``test_theme_contrast.py``). ``Qt.GlobalColor.transparent`` is no colour (it paints nothing: a
pixmap is cleared with it before drawing), so it is allowed."""

from __future__ import annotations

import re
from pathlib import Path

import mammamia_qt

PACKAGE = Path(mammamia_qt.__file__).parent
THEMES = PACKAGE / "ui" / "common" / "themes.py"
ART = PACKAGE / "ui" / "art"

NAMED = (
    "white|black|red|green|blue|cyan|magenta|yellow|gray|grey|darkGray|lightGray|darkRed|darkGreen|"
    "darkBlue|darkCyan|darkMagenta|darkYellow|orange|brown|pink|purple|navy|silver|gold|beige|ivory"
)
LITERALS = {
    "a #rgb or #rrggbb colour": re.compile(
        r"#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\b"
    ),
    "QColor(r, g, b)": re.compile(r"QColor\(\s*\d"),
    "QColor.fromRgb(...)": re.compile(r"QColor\.fromRgbF?\(\s*[\d.]"),
    "a Qt colour name": re.compile(rf"Qt\.(?:GlobalColor\.)?(?:{NAMED})\b"),
    "a named colour": re.compile(rf"QColor\(\s*[\"'](?:{NAMED})[\"']", re.IGNORECASE),
    "rgb(...) in a style sheet": re.compile(r"rgba?\(\s*\d"),
    "a named colour in a style sheet": re.compile(
        rf"(?:color|background|background-color|border(?:-[a-z]+)?)\s*:[^;{{}}\"]*\b(?:{NAMED})\b",
        re.IGNORECASE,
    ),
}


def colour_literals(text: str) -> list[tuple[int, str, str]]:
    """(line, what, the line) for every colour written as a literal in ``text``."""
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        for what, pattern in LITERALS.items():
            if pattern.search(line):
                found.append((number, what, line.strip()))
    return found


def test_the_finder_sees_every_kind_of_colour_literal() -> None:
    for line in ('label.setStyleSheet("color: #fff;")', "x = '#c0392b'", "QColor(20, 10, 4, 150)",
                 "painter.setPen(Qt.white)", "fill(Qt.GlobalColor.black)", "QColor('white')",
                 '"background: rgba(43, 26, 16, 225);"', '"QPushButton { color: white; }"',
                 "QColor.fromRgb(1, 2, 3)"):  # fmt: skip
        assert colour_literals(line), line
    for line in ("pix.fill(Qt.GlobalColor.transparent)", "QColor(theme().paper)", "f'color: {t.text};'",
                 "# see issue #12", 'font-weight: bold; color: {c.text}', "style.tint(t.shade, 150)"):  # fmt: skip
        assert not colour_literals(line), line


def test_no_colour_is_written_outside_the_themes_and_the_card_art() -> None:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path == THEMES or ART in path.parents:
            continue
        for number, what, line in colour_literals(path.read_text(encoding="utf-8")):
            found.append(f"{path.relative_to(PACKAGE)}:{number}: {what}: {line}")
    assert not found, "\n".join(found)
