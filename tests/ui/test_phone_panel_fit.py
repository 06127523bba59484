"""The phone panel beside a table at 1024x568: its buttons wrap Japanese between phrases (it has no
spaces, so a word-by-word wrap left a whole sentence on one line and the panel took half the
window), and the person's own seat panel keeps the room its counts need on the narrowed table;
a seat's name is painted whole, descenders included."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from mammamia_qt.ui.common.phrases import phrases
from mammamia_qt.ui.shell.phone_panel import wrap_text
from mammamia_qt.ui.table.scene import compute_layout


@pytest.mark.parametrize(
    "text", ["スマホが戻るまでコンピューターがプレイ", "Computer plays until the phone is back"]
)
def test_a_button_wraps_between_words_or_phrases_within_its_width(qtbot, text: str) -> None:
    button = QPushButton()
    qtbot.addWidget(button)
    width = 150
    wrap_text(button, text, width)
    lines = button.text().split("\n")
    assert len(lines) > 1 and button.accessibleName() == text
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    room = width - (button.sizeHint().width() - max(button.fontMetrics().horizontalAdvance(x) for x in lines))
    pieces = [p.strip() for p in phrases(text)]
    for line in lines:
        assert button.fontMetrics().horizontalAdvance(line) <= room or " " not in line and line in pieces
        # a line is whole words or phrases: it starts where one starts
        assert any(line.startswith(p) for p in pieces), line


@pytest.mark.parametrize(
    ("w", "h", "k"), [(690, 484, 1.5), (700, 484, 1.0), (1024, 568, 1.0), (1920, 1080, 1.5)]
)
def test_the_persons_own_panel_is_as_wide_as_its_counts_need(w: int, h: int, k: float) -> None:
    lay = compute_layout(w, h, 3, 5, k=k)
    panel = lay.bottom_panel
    assert panel.width() >= panel.height() * 2.3 - 0.5, (panel.width(), panel.height())
    assert lay.hand.left() >= panel.right() and lay.hand.width() > 0


@pytest.mark.parametrize("height", [87, 119, 240, 416])
def test_a_seat_name_with_a_descender_is_painted_whole(qapp, styled, height: int) -> None:
    """ "Luigi" at a 4K window's size: the name's box is as tall as its face's line, so its "g"
    is not cut by a pixel."""
    from PySide6.QtCore import QRectF

    from mammamia_qt.tools.sweep.fit_checks import painted_problems
    from mammamia_qt.ui.art.card_art import CardArt
    from mammamia_qt.ui.table.seat_panel import SeatInfo, SeatPanel

    panel = SeatPanel(CardArt(), 0, SeatInfo("Luigi", "green", 0, "beginner", hand=7, waiter=7))
    panel.set_rect(QRectF(10, 10, height * 2.3, height))
    assert painted_problems(panel, QRectF(0, 0, 4000, 3000)) == []
