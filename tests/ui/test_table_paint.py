"""What the table paints per frame: items whose look holds are blitted from their caches, not painted.

Frames are rendered as the UI benchmark renders them (the whole table into an image), and the
paint() calls are counted, never timed. The shown window also paints between frames, into the
same item caches: an item whose look holds is painted by neither.
"""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QAbstractAnimation, QPointF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from mammamia_qt.ui.common import paint
from mammamia_qt.ui.table.announce import TextPlate
from mammamia_qt.ui.table.card_item import CardItem
from mammamia_qt.ui.table.pile import PileItem
from mammamia_qt.ui.table.reveal import ColumnBase
from mammamia_qt.ui.table.seat_panel import SeatPanel
from tests.ui.table_support import make_setup, make_table

PAUSED = QAbstractAnimation.State.Paused
PAINTED = (SeatPanel, TextPlate, PileItem, ColumnBase, CardItem)


@pytest.fixture
def painted(monkeypatch):
    """paint() calls per item while the test runs (of items made after it: PySide keeps an item's
    override of paint() once it was looked up)."""
    calls: Counter[object] = Counter()
    for cls in PAINTED:
        original = cls.paint

        def counting(self, painter, option, widget=None, _original=original) -> None:
            calls[self] += 1
            _original(self, painter, option, widget)

        monkeypatch.setattr(cls, "paint", counting)
    return calls


@pytest.fixture
def table(qtbot, painted):  # items made after paint() is counted
    controller, widget = make_table(qtbot, make_setup(["human", "random", "random", "random"]))
    asked: list[int] = []
    controller.humanToAct.connect(asked.append)
    controller.start()
    qtbot.waitUntil(lambda: bool(asked) and not widget.scene.busy)  # the table waits for the human
    widget.scene.banner.set_paused(True)  # the last announcement stays up, however slow the test
    return widget


def frame(widget, image: QImage) -> None:
    QApplication.processEvents()
    widget.render(image)


def image_for(widget) -> QImage:
    image = QImage(widget.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    return image


def test_a_card_flying_over_the_table_repaints_no_panel_and_is_itself_painted_once(table, painted) -> None:
    """While a card slides, the seat panels, texts, piles and columns are only blitted; so is the card
    after its first frame (its cache moves with it); a card turning over is painted every frame."""
    image = image_for(table)
    scene = table.scene
    frame(table, image)
    slider = scene.reveal.new_card(0, at=QPointF(40, 300))
    flipper = scene.reveal.new_card(1, at=QPointF(400, 300))
    flipper.set_face_up(False)
    table.set_speed("normal")
    scene.animator.animate(slider, "pos", QPointF(900, 320), 5000)
    assert flipper.prepare_flip(True)
    scene.animator.animate(flipper, "flip", 1.0, 5000)
    scene.animator.set_paused(True)  # held: the frames below step the two animations by 30 ms each
    moving = [a for a in scene.animator.findChildren(QAbstractAnimation) if a.state() == PAUSED]
    assert len(moving) == 2
    frame(table, image)
    painted.clear()
    places = []
    for _ in range(6):
        for anim in moving:
            anim.setCurrentTime(anim.currentTime() + 30)
        frame(table, image)
        places.append(slider.pos().x())
    assert len(set(places)) == 6  # the card moved from frame to frame
    assert painted[flipper] >= 6  # turning over: a new picture every frame
    assert painted[slider] == 0
    others = [item for item in painted if not isinstance(item, CardItem)]
    assert others == []
    assert len(scene.panels) == 4 and all(panel.isVisible() for panel in scene.panels)


def test_a_panel_is_painted_again_only_when_what_it_shows_changes(table, painted) -> None:
    image = image_for(table)
    panel = table.scene.panels[1]
    frame(table, image)
    painted.clear()
    panel.set_info(panel.info)  # the same data
    frame(table, image)
    assert painted[panel] == 0
    info = panel.info
    panel.set_info(type(info)(**{**{f: getattr(info, f) for f in info.__slots__}, "hand": info.hand + 1}))
    frame(table, image)
    frame(table, image)
    assert painted[panel] == 1
    # (a neighbour whose margin meets the panel's is painted again where they meet, clipped)
    box = panel.sceneBoundingRect()
    assert all(item.sceneBoundingRect().intersects(box) for item in painted)


def test_a_relayout_at_the_same_size_repaints_no_panel_or_text(table, painted) -> None:
    """The reveal's start lays out the centre row anew; what keeps its place keeps its cache."""
    image = image_for(table)
    scene = table.scene
    frame(table, image)
    painted.clear()
    scene.relayout(scene.sceneRect().size(), scene.dpr)
    frame(table, image)
    assert not [item for item in painted if isinstance(item, (SeatPanel, TextPlate, PileItem, ColumnBase))]


def test_a_column_whose_count_changes_repaints_from_its_stored_outline(table, painted) -> None:
    image = image_for(table)
    reveal = table.scene.reveal
    reveal.set_columns((1, 0, 0, 0, 0, 0)[: reveal.kinds])
    frame(table, image)
    drawn = paint.shapes_drawn
    painted.clear()
    reveal.set_columns((2, 1, 0, 0, 0, 0)[: reveal.kinds])
    frame(table, image)
    assert painted[reveal.bases[0]] == 1 and painted[reveal.bases[1]] == 1  # new counts are painted
    assert painted[reveal.bases[2]] == 0
    assert paint.shapes_drawn == drawn  # the dashed outlines and icons were not drawn again
    assert reveal.bases[0].count == 2 and reveal.bases[1].count == 1


def test_a_shape_is_drawn_once_per_key_size_and_pixel_ratio(qapp) -> None:
    calls = []
    bounds = paint.QRectF(0, 0, 20.5, 10)
    first = paint.shape(("test-shape", 1), bounds, 1.0, calls.append)
    again = paint.shape(("test-shape", 1), bounds, 1.0, calls.append)
    assert len(calls) == 1 and again.cacheKey() == first.cacheKey()
    assert (first.width(), first.height()) == (21, 10)
    paint.shape(("test-shape", 1), bounds, 2.0, calls.append)
    paint.shape(("test-shape", 2), bounds, 1.0, calls.append)
    assert len(calls) == 3


def test_the_texts_faces_are_loaded_ahead_between_frames(table) -> None:
    """After a layout, every face the table's texts use is warmed on the event loop."""
    scene = table.scene
    wanted = {f.key() for f in scene.banner.fonts() + scene.panels[0].fonts() + scene.oven.oven.fonts()}
    scene.relayout(scene.sceneRect().size() * 1.1, scene.dpr)  # a new size: new faces
    for _ in range(200):
        if not paint.fonts_warming():
            break
        QApplication.processEvents()
    assert paint.fonts_warming() == 0
    assert wanted <= paint._warmed


def test_what_is_painted_into_the_background_is_shown_anew_when_it_changes(table) -> None:
    """A panel's new number, a pile hidden: the cached background is painted again there."""
    image = image_for(table)
    scene = table.scene
    panel, pile = scene.panels[1], scene.oven.supply
    frame(table, image)

    def region(item) -> QImage:
        return image.copy(item.sceneBoundingRect().toAlignedRect())

    before = region(panel)
    info = panel.info
    panel.set_info(type(info)(**{**{f: getattr(info, f) for f in info.__slots__}, "hand": info.hand + 3}))
    frame(table, image)
    assert region(panel) != before
    panel.set_info(info)
    frame(table, image)
    assert region(panel) == before  # the same data, the same pixels
    shown = region(pile)
    pile.setVisible(False)
    frame(table, image)
    assert region(pile) != shown
    pile.setVisible(True)
    frame(table, image)
    assert region(pile) == shown
