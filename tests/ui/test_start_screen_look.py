"""The title screen's layout and pointer, which it sets up without PySide's Qt namespace until the
first window has painted (see start_screen): the titles and buttons still sit in the middle, and the
buttons show a pointing hand once the pointer is on the screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QEnterEvent
from PySide6.QtWidgets import QApplication

from mammamia_qt.ui.shell.start_screen import StartScreen

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen


@pytest.fixture
def screen(qtbot):
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.resize(1024, 600)
    screen.set_can_continue(True)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def test_the_titles_and_the_buttons_are_centred(screen):
    middle = screen.width() / 2
    for label in (screen.title, screen.subtitle):
        assert label.alignment() == Qt.AlignmentFlag.AlignCenter
        assert abs(label.geometry().center().x() + 0.5 - middle) <= 1
    for button in screen._buttons():
        geometry = button.geometry()
        assert geometry.width() < screen.width() / 2  # (a button as wide as the screen is centred too)
        assert abs(geometry.x() + geometry.width() / 2 - middle) <= 1, button.text()


def test_the_buttons_point_once_the_pointer_is_on_the_screen(qtbot):
    screen = StartScreen()  # (not shown: a shown window may have the pointer on it at once)
    qtbot.addWidget(screen)
    buttons = screen._buttons()
    assert all(b.cursor().shape() == Qt.CursorShape.ArrowCursor for b in buttons)
    place = QPointF(10, 10)
    QApplication.sendEvent(screen, QEnterEvent(place, place, screen.mapToGlobal(place)))
    assert all(b.cursor().shape() == Qt.CursorShape.PointingHandCursor for b in buttons)
