"""Reduced motion: a card fades out where it is and in where it goes, never passing anything
between, and the table's steps still come one after another."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene

from mammamia_qt.ui.common import style
from mammamia_qt.ui.table.animation import Animator
from tests.ui.table_support import make_setup, make_table

START, END = QPointF(0, 0), QPointF(400, 300)


class Probe(QGraphicsObject):
    """A card stand-in that writes down every place and opacity it takes, in order, in ``log``."""

    def __init__(self, name: str, log: list[tuple[str, str, Any]]) -> None:
        super().__init__()
        self.name, self.log = name, log
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 10, 10)

    def paint(self, painter: QPainter, option: Any, widget: Any = None) -> None:
        pass

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            self.log.append((self.name, "pos", QPointF(value)))
        elif change == QGraphicsItem.GraphicsItemChange.ItemOpacityHasChanged:
            self.log.append((self.name, "opacity", float(value)))
        return super().itemChange(change, value)


@pytest.fixture
def reduced():
    yield
    style.set_reduced_motion(False)


def fly(qtbot, reduce: bool) -> list[tuple[str, str, Any]]:
    scene = QGraphicsScene()
    log: list[tuple[str, str, Any]] = []
    card = Probe("card", log)
    scene.addItem(card)
    animator = Animator(speed="fast")
    animator.reduced = reduce
    animator.animate(card, "pos", END)
    qtbot.waitUntil(lambda: not animator.busy, timeout=5000)
    assert card.pos() == END and card.opacity() == 1.0
    return log


def test_with_reduced_motion_a_card_fades_and_takes_no_place_between(qtbot) -> None:
    flown = [value for _, what, value in fly(qtbot, reduce=False) if what == "pos"]
    assert any(p not in (START, END) for p in flown)  # a flight passes between: what is checked can be seen
    log = fly(qtbot, reduce=True)
    places = [value for _, what, value in log if what == "pos"]
    opacities = [value for _, what, value in log if what == "opacity"]
    assert places and all(p == END for p in places)
    assert min(opacities) == 0.0 and opacities[-1] == 1.0
    gone = next(i for i, (_, what, value) in enumerate(log) if what == "opacity" and value == 0.0)
    first_place = next(i for i, (_, what, _) in enumerate(log) if what == "pos")
    assert gone < first_place  # it left unseen, and came back where it went


def test_with_reduced_motion_the_steps_still_come_one_after_another(qtbot, reduced) -> None:
    """Three moves queued as a batch's steps: each card fades in whole before the next one starts."""
    style.set_reduced_motion(True)  # the setting, as every table reads it
    _, table = make_table(qtbot, make_setup(["human", "intermediate"]))
    scene = table.scene
    scene.animator.set_speed("fast")
    log: list[tuple[str, str, Any]] = []
    cards = [Probe(name, log) for name in "abc"]
    for card in cards:
        scene.addItem(card)
        scene.queue(lambda card=card: scene.animator.animate(card, "pos", END))
    scene.finish_batch()
    qtbot.waitUntil(lambda: not scene.busy, timeout=5000)
    order = [name for name, _, _ in log]
    assert [name for i, name in enumerate(order) if i == 0 or order[i - 1] != name] == ["a", "b", "c"]
    for card in cards:
        mine = [(what, value) for name, what, value in log if name == card.name]
        assert mine[-1] == ("opacity", 1.0)  # whole again before the next card moved
        assert all(value == END for what, value in mine if what == "pos")


def test_an_animator_let_go_in_flight_goes_at_once_and_never_twice(qtbot) -> None:
    """Nothing but an animator's own animations may hold it: held by them, its animation's deferred
    deletion once deleted the animator, and so the animation a second time (a crash, SIGBUS)."""
    import weakref

    scene = QGraphicsScene()
    card = Probe("card", [])
    scene.addItem(card)
    for reduce in (False, True):
        animator = Animator(speed="fast")
        animator.reduced = reduce
        animator.animate(card, "pos", END)
        held = weakref.ref(animator)
        del animator
        assert held() is None  # gone with its animations, not kept alive by their connections
        qtbot.wait(200)  # the event loop runs on: nothing left to delete twice
    assert scene.items() == [card]


def test_with_reduced_motion_a_card_that_stays_put_does_not_fade(qtbot) -> None:
    """A hand laid out again where it lies (a turn ends, a selection changes) keeps every card whole:
    a fade for no move showed the overlapped cards see-through while others played."""
    scene = QGraphicsScene()
    log: list[tuple[str, str, Any]] = []
    card = Probe("card", log)
    scene.addItem(card)
    card.setPos(END)
    animator = Animator(speed="slow")
    animator.reduced = True
    done: list[bool] = []
    animator.animate(card, "pos", END, on_done=lambda: done.append(True))
    assert done == [True] and not animator.busy
    assert not [value for _, what, value in log if what == "opacity"]  # never faded
    animator.animate(card, "pos", START)  # a real move still fades
    assert animator.busy
    animator.animate(card, "pos", START)  # asked again on the way: the fade under way goes on
    qtbot.waitUntil(lambda: not animator.busy, timeout=5000)
    opacities = [value for _, what, value in log if what == "opacity"]
    assert opacities.count(0.0) == 1 and opacities[-1] == 1.0 and card.pos() == START


def test_with_reduced_motion_a_hand_laid_out_again_stays_opaque(qtbot, reduced) -> None:
    style.set_reduced_motion(True)
    controller, table = make_table(qtbot, make_setup(["human", "intermediate"]))
    controller.start()
    scene = table.scene
    qtbot.waitUntil(lambda: not scene.busy and bool(table.hand.cards), timeout=10000)
    scene.animator.set_speed("slow")
    hand = table.hand
    hand.set_interactive(False)  # the turn passes: the hand is laid out again where it lies
    assert hand.cards and all(card.opacity() == 1.0 for card in hand.cards)
    assert not scene.animator.busy
