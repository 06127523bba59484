"""The first start's offer of a guided game stands where the title screen's logo is and does not
reach the sign under the title (on a netbook, where the logo's place is lower than the offer's
three rows, the menu's buttons grow shorter to make room); it stays within the window, the logo is
not drawn under it, and is again once the offer is answered, the buttons their full height."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from mammamia_qt.ui.common import style
from mammamia_qt.ui.shell.start_screen import StartScreen
from mammamia_qt.ui.tutorial.entry import offer_first_game

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # no window manager


@pytest.fixture
def scaled(styled):
    yield styled
    style.apply_theme(styled, "light", 1.0)


@pytest.mark.parametrize(
    "size",
    [
        (800, 568),  # a narrow window: the offer's rows wrap more, and one step of room was 6 px short
        (1024, 520),
        (1024, 568),
        (1024, 640),
        (1024, 700),
        (1280, 720),
        (1366, 768),
        (1600, 900),
        (1920, 1080),
        (3840, 2160),
    ],
)
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_offer_stands_above_the_sign(qtbot, scaled, size, scale) -> None:
    style.apply_theme(scaled, "light", scale)
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    banner = offer_first_game(screen, lambda: None)
    assert banner.isVisible() and not screen.logo_shown
    assert banner.geometry().bottom() < screen.sign_top(), (banner.geometry(), screen.sign_top())
    assert screen.rect().contains(banner.geometry())
    buttons = [b for b in screen.findChildren(QPushButton) if b.isVisible()]
    assert buttons[-1].geometry().bottom() < screen.height(), "the menu stays whole"
    before = screen.quit_button.height()
    banner.later_button.click()
    assert screen.logo_shown
    assert screen.quit_button.height() >= before, "the room the offer took is given back"
