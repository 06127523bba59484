"""The title screen's buttons hold their whole line, descenders included ("History", "How to play",
"Settings", "First game"), from a 1024x600 screen under a window manager (1024x568) to 1920x1080,
at every text size, with and without Continue: the line of their type fits inside the room their
padding and border leave, and no text is cut or overflows (``text_fit_support``)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle, QStyleOptionButton

from mammamia_qt.ui.common import style
from mammamia_qt.ui.shell.start_screen import StartScreen
from tests.ui.text_fit_support import widget_problems

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def sized(styled):
    yield styled
    style.apply_theme(styled, "light", 1.0)


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
@pytest.mark.parametrize("size", [(1024, 568), (1366, 768), (1920, 1080)])
def test_title_buttons_hold_their_descenders(qtbot, sized, scale: float, size: tuple[int, int]) -> None:
    style.apply_theme(sized, "high-contrast" if scale == 1.5 else "light", scale)  # wide borders too
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    low = []
    for can_continue in (True, False):
        screen.set_can_continue(can_continue)
        for button in screen._shown_buttons():
            option = QStyleOptionButton()
            button.initStyleOption(option)
            room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
            line = QFontMetrics(button.font()).height()
            if line > room.height():
                low.append(f"{button.text()!r}: a {line} px line in {room.height()} px")
        low += widget_problems(screen, f"{size} at {scale}")
    assert not low, low
