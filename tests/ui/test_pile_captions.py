"""During a reveal the supply waits under the oven: both piles and their captions ("To reveal",
"Supply") stay inside the tablecloth at every size and text size, never on its edge."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from mammamia_qt.tools.snapshot import find_moment, plus6_setup, snapshot_setup
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common import style
from mammamia_qt.ui.controller import GameController
from mammamia_qt.ui.table import TableWidget

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def revealing(state) -> bool:
    p = state.pending
    return p is not None and p.seat == 0 and state.reveal_pos >= 4


@pytest.fixture
def scaled(styled):
    yield styled
    style.apply_theme(styled, "light", 1.0)


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("size", [(1024, 500), (1366, 700), (1920, 1000)])
@pytest.mark.parametrize("make", [snapshot_setup, plus6_setup])
def test_the_piles_captions_stay_on_the_cloth(qtbot, scaled, scale, size, make) -> None:
    style.apply_theme(scaled, "light", scale)
    setup, state = find_moment(revealing, make=make)
    controller = GameController(setup, ai_delay_ms=0, saved=state)
    table = TableWidget(controller, CardArt())
    qtbot.addWidget(table)
    table.set_speed("instant")
    table.resize(*size)
    table.show()
    controller.start()
    qtbot.waitUntil(lambda: table.scene.oven.revealing and not table.scene.busy)
    table.resize(size[0] - 1, size[1])
    table.resize(*size)
    QTest.qWait(20)
    scene = table.scene
    cloth = scene.lay.centre
    off = []
    for pile in (scene.oven.supply, scene.oven.oven):
        for drawn in pile.texts():
            box = pile.mapRectToScene(drawn.box)
            if box.bottom() > cloth.bottom() or box.top() < cloth.top():
                off.append(f"{drawn.text!r} at {box.getRect()} beyond the cloth {cloth.getRect()}")
    assert not off, off
