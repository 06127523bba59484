"""What the window shows is what the table is: texts that change from frame to frame leave nothing of
their old look behind (the window's pixels are compared with the table rendered afresh)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from mammamia_qt.tools.snapshot import _reveal, find_moment
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.controller import GameController
from mammamia_qt.ui.table import TableWidget


def shown(widget) -> QImage:
    """The window's pixels as they stand (offscreen: its backing store), no repaint asked for."""
    QApplication.processEvents()
    return widget.screen().grabWindow(widget.winId()).toImage().convertToFormat(QImage.Format.Format_RGB32)


def afresh(widget) -> QImage:
    """The table painted anew, every part of it."""
    widget.view.resetCachedContent()
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def differences(a: QImage, b: QImage, area: QRect) -> list[tuple[int, int]]:
    """The pixels (x, y) of ``area`` where two images of one size differ."""
    assert a.size() == b.size()
    return [(x, y) for y in range(area.top(), area.bottom() + 1) for x in range(area.left(), area.right() + 1)
            if a.pixel(x, y) != b.pixel(x, y)]  # fmt: skip


@pytest.mark.slow
def test_the_reveal_leaves_no_trace_of_earlier_captions(qtbot) -> None:
    """A resumed reveal is replayed, each order with its caption; the caption of the order on show
    replaces the earlier ones whole.

    At a speed with frames while cards fly (instant speed runs every step before the next frame,
    where nothing can be left behind); the test waits for the end, it times nothing.
    """
    setup, state = find_moment(_reveal)  # the reveal so far is replayed when the table is built
    controller = GameController(setup, ai_delay_ms=0, saved=state)
    widget = TableWidget(controller, CardArt())
    qtbot.addWidget(widget)
    widget.set_speed("fast")
    widget.resize(1600, 857)
    widget.show()
    controller.start()
    qtbot.waitUntil(lambda: controller.acting_seat() == 0 and not widget.scene.busy, timeout=60000)
    widget.scene.banner.set_paused(True)  # the last announcement stays as it is
    cloth = widget.view.mapFromScene(widget.scene.lay.centre).boundingRect()
    assert differences(shown(widget), afresh(widget), cloth) == []
