"""The keyboard focus is seen on every kind of button in every theme: the ring a focused button gets
is at least 3:1 against the button's own fill and against what lies around it (WCAG 2.2's focus
appearance), measured on the rendered pixels: plain and primary buttons in a dialog, the title
screen's red and plain buttons on its cloth, a button on the window's wood, the table dock's
buttons and the guided game's bubble."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QWidget,
)

from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.themes import THEME_NAMES, theme
from mammamia_qt.ui.shell.start_screen import StartScreen
from mammamia_qt.ui.table.table_widget import dock_style
from mammamia_qt.ui.tutorial.overlay import BUBBLE_STYLE
from tests.ui.test_theme_contrast import AA_LARGE, contrast

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def ring_problems(button: QPushButton, label: str) -> list[str]:
    """The focused ``button``'s ring (the middle of its top and left edges) against its fill just
    inside and the ground just outside, on the window's rendered pixels."""
    window = button.window()
    image: QImage = window.grab().toImage()
    r = image.devicePixelRatio()
    at = button.mapTo(window, QPoint(0, 0))
    x0, y0, w, h = at.x(), at.y(), button.width(), button.height()
    width = max(2, theme().focus_width)
    low = []
    for name, ring, fill, ground in (
        ("top", (x0 + w // 2, y0 + width // 2), (x0 + w // 2, y0 + width + 2), (x0 + w // 2, y0 - 3)),
        ("left", (x0 + width // 2, y0 + h // 2), (x0 + width + 2, y0 + h // 2), (x0 - 3, y0 + h // 2)),
    ):
        colours = [image.pixelColor(round(x * r), round(y * r)) for x, y in (ring, fill, ground)]
        for what, other in (("fill", colours[1]), ("ground", colours[2])):
            value = contrast(colours[0], other)
            if value < AA_LARGE:
                low.append(
                    f"{label} ({name} edge): ring {colours[0].name()} on its {what} {other.name()}: {value:.2f}"
                )
    return low


def focused(qtbot, button: QPushButton) -> QPushButton:
    window = button.window()
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    return button


def dialog_buttons(qtbot) -> tuple[QDialog, QPushButton, QPushButton]:
    dialog = QDialog()
    row = QHBoxLayout(dialog)
    row.setContentsMargins(30, 30, 30, 30)
    plain, primary = QPushButton("Cancel"), QPushButton("Start")
    primary.setProperty("role", "primary")
    row.addWidget(plain)
    row.addWidget(primary)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog, plain, primary


def framed(qtbot, name: str, sheet: str, object_name: str = "") -> tuple[QWidget, QPushButton, QPushButton]:
    """A frame called ``name`` styled by ``sheet`` holding a plain and a primary (``next``) button."""
    host = QWidget()
    frame = QFrame(host)
    frame.setObjectName(name)
    frame.setStyleSheet(sheet)
    row = QHBoxLayout(frame)
    row.setContentsMargins(30, 30, 30, 30)
    plain, primary = QPushButton("Back"), QPushButton("Next")
    primary.setProperty("role", "primary")
    primary.setObjectName(object_name)
    row.addWidget(plain)
    row.addWidget(primary)
    QHBoxLayout(host).addWidget(frame)
    qtbot.addWidget(host)
    host.show()
    qtbot.waitExposed(host)
    return host, plain, primary


@pytest.fixture
def themed_app(styled):
    yield styled
    style.apply_theme(styled, "light", 1.0)


@pytest.mark.parametrize("name", THEME_NAMES)
def test_dialog_buttons_show_their_focus(qtbot, themed_app, name: str) -> None:
    style.apply_theme(themed_app, name)
    _, plain, primary = dialog_buttons(qtbot)
    low = ring_problems(focused(qtbot, plain), "plain") + ring_problems(focused(qtbot, primary), "primary")
    assert not low, "\n".join(low)


@pytest.mark.parametrize("name", THEME_NAMES)
def test_title_screen_buttons_show_their_focus(qtbot, themed_app, name: str) -> None:
    style.apply_theme(themed_app, name)
    screen = StartScreen()
    screen.set_can_continue(True)
    qtbot.addWidget(screen)
    screen.resize(1024, 568)
    screen.show()
    qtbot.waitExposed(screen)
    low = []
    for button in (screen.continue_button, screen.new_game_button, screen.history_button):
        low += ring_problems(focused(qtbot, button), button.text())
    assert not low, "\n".join(low)


@pytest.mark.parametrize("name", THEME_NAMES)
def test_a_button_on_the_wood_shows_its_focus(qtbot, themed_app, name: str) -> None:
    """The History page's Back button sits on the window's wood (the pages' background)."""
    style.apply_theme(themed_app, name)
    window = QMainWindow()
    pages = QStackedWidget()
    pages.setObjectName("pages")
    page = QWidget()
    back = QPushButton("Back", page)
    back.move(30, 30)
    pages.addWidget(page)
    window.setCentralWidget(pages)
    qtbot.addWidget(window)
    window.resize(400, 200)
    window.show()
    qtbot.waitExposed(window)
    assert not ring_problems(focused(qtbot, back), "on the wood")


@pytest.mark.parametrize("name", THEME_NAMES)
def test_dock_and_bubble_buttons_show_their_focus(qtbot, themed_app, name: str) -> None:
    style.apply_theme(themed_app, name)
    t = theme()
    dock = dock_style(t, f=14, t=16, b=30, r=6, fw=max(2, t.focus_width), bw=2, slant="italic")
    bubble = BUBBLE_STYLE.format(c=t, f=14, b=30, r=8, bw=2)
    low = []
    for name_, sheet, object_name in (("dock", dock, ""), ("tutorialBubble", bubble, "next")):
        _, plain, primary = framed(qtbot, name_, sheet, object_name)
        low += ring_problems(focused(qtbot, plain), f"{name_} plain")
        low += ring_problems(focused(qtbot, primary), f"{name_} primary")
    assert not low, "\n".join(low)
