"""The lesson's shade over the table: the table stays live under it (clicks pass through to it), so
every text the table shows must still read at WCAG AA through the shade, in every theme; and the
sweep measures a shaded text as it is shown (text and ground dimmed alike)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from mammamia_qt.tools.sweep import look_checks, pixels
from mammamia_qt.ui.common.themes import TEXT_PAIRS, THEME_NAMES, set_current
from mammamia_qt.ui.tutorial.overlay import SHADE_ALPHA, Spotlight

TABLE_GROUNDS = {"panel_top", "panel_bottom", "felt_top", "felt_bottom", "badge"}
"""The grounds of the texts the table paints (seat panels, the cloth, the piles' badges)."""


def rgb(value: str) -> pixels.Rgb:
    return pixels.of_qcolor(QColor(value))


@pytest.fixture
def themed():
    yield
    set_current("light")


@pytest.mark.parametrize("name", THEME_NAMES)
def test_the_table_texts_read_through_the_shade(qapp, themed, name: str) -> None:
    t = set_current(name)
    shade = rgb(t.shade)
    low = []
    for pair in TEXT_PAIRS:
        if pair.background not in TABLE_GROUNDS:
            continue
        text = pixels.blend(shade, SHADE_ALPHA, rgb(getattr(t, pair.text)))
        ground = pixels.blend(shade, SHADE_ALPHA, rgb(getattr(t, pair.background)))
        if pixels.contrast(text, ground) < (3.0 if pair.large else 4.5):
            low.append(f"{pair.text} on {pair.background}: {pixels.contrast(text, ground):.2f}")
    assert not low, low


def test_the_shaded_table_still_takes_clicks(qtbot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    spot = Spotlight(host)
    assert spot.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)


def test_the_sweep_dims_a_shaded_text_as_it_dims_its_ground(qtbot) -> None:
    root = QWidget()
    qtbot.addWidget(root)
    root.resize(400, 300)
    spot = Spotlight(root)
    spot.setGeometry(root.rect())
    root.show()
    spot.set_spot(QRectF(0, 0, 100, 100))
    text = QColor("#7a5a44")
    lit, _ = look_checks._under_shades(root, QRect(20, 20, 30, 10), text)
    assert lit == rgb("#7a5a44")  # in the spot: as painted
    shaded, _ = look_checks._under_shades(root, QRect(250, 200, 30, 10), text)
    assert shaded == pixels.blend(pixels.of_qcolor(spot.dim()), SHADE_ALPHA, rgb("#7a5a44"))
    spot.hide()
    assert look_checks._under_shades(root, QRect(250, 200, 30, 10), text)[0] == rgb("#7a5a44")
