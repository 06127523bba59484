"""The table widget: hand-over, resizing, keyboard play and the memory rule."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from mammamia_qt.engine.actions import NO_KIND, Play
from mammamia_qt.ui.common.names import describe_play
from mammamia_qt.ui.table.announce import TextPlate
from mammamia_qt.ui.table.card_item import CardItem

from .table_support import NAMES, make_setup, make_table, play_turn_by_ui


def test_hand_over_hides_the_hand_between_two_humans(qtbot) -> None:
    setup = make_setup(["human", "human"], seed=2, start_player=0)
    controller, widget = make_table(qtbot, setup)
    handovers: list[int] = []
    asked: list[int] = []
    controller.handOverRequested.connect(handovers.append)
    controller.humanToAct.connect(asked.append)
    controller.start()
    qtbot.waitUntil(lambda: handovers == [0])
    assert widget.hand.cards == [] and controller.display_seat() == -1
    controller.confirm_hand_over()
    qtbot.waitUntil(lambda: asked == [0])
    assert len(widget.hand.cards) + len(widget.hand.order_cards) == 7
    play_turn_by_ui(qtbot, widget)
    qtbot.waitUntil(lambda: handovers == [0, 1])
    assert asked == [0]
    assert widget.hand.cards == [] and widget.hand.order_cards == []
    assert not any(isinstance(i, CardItem) and i.face.startswith("ingredient:") and i.zValue() >= 100
                   for i in widget.scene.items())  # fmt: skip
    controller.confirm_hand_over()
    qtbot.waitUntil(lambda: asked == [0, 1])
    assert controller.display_seat() == 1 and widget.hand.cards


def test_a_lone_human_never_sees_a_hand_over(qtbot) -> None:
    setup = make_setup(["random", "human", "random"], seed=5)
    controller, widget = make_table(qtbot, setup)
    handovers: list[int] = []
    asked: list[int] = []
    controller.handOverRequested.connect(handovers.append)
    controller.humanToAct.connect(asked.append)
    controller.start()
    qtbot.waitUntil(lambda: bool(asked))
    assert handovers == [] and controller.display_seat() == 1


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (3840, 2160)])
def test_everything_stays_inside_the_table_when_resized(qtbot, size: tuple[int, int]) -> None:
    setup = make_setup(["human", "random", "random", "random", "random", "random"], edition="plus", seed=8)
    controller, widget = make_table(qtbot, setup, size=size)
    asked: list[int] = []
    controller.humanToAct.connect(asked.append)
    controller.start()
    qtbot.waitUntil(lambda: bool(asked))
    scene = widget.scene
    rect = scene.sceneRect()
    assert (rect.width(), rect.height()) == size
    slack = size[1] * 0.01
    for item in scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, CardItem):
            box = QRectF(item.pos().x(), item.pos().y(), item.cardWidth, item.height)
        else:
            box = item.sceneBoundingRect()
        assert rect.adjusted(-slack, -slack, slack, slack).contains(box), (type(item).__name__, box, rect)
    assert QRectF(widget.rect()).contains(QRectF(widget.dock.geometry()))
    assert scene.lay.u == pytest.approx(min(size[1] * 0.125, scene.lay.u), rel=1e-6)
    if size == (1920, 1080):
        for button in widget.action_bar.findChildren(QPushButton):
            if button.isVisible():
                assert button.height() >= 48, button.objectName()


def test_card_size_grows_with_the_window(qtbot) -> None:
    setup = make_setup(["human", "random"], seed=1)
    controller, widget = make_table(qtbot, setup, size=(1024, 600))
    small = widget.scene.lay.u
    widget.resize(3840, 2160)
    big = widget.scene.lay.u
    assert big > small * 3


def test_a_turn_by_keyboard_only(qtbot) -> None:
    setup = make_setup(["human", "random"], seed=9, start_player=0)
    controller, widget = make_table(qtbot, setup)
    asked: list[int] = []
    applied: list[object] = []
    controller.humanToAct.connect(asked.append)
    controller.actionApplied.connect(applied.append)
    controller.start()
    qtbot.waitUntil(lambda: bool(asked))
    view = controller.view()
    kind = next(k for k in range(view.kinds) if view.hand_ingredients[k] >= 1)
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key(Qt.Key.Key_1 + kind))
    assert (widget.hand.kind, widget.hand.count) == (kind, 1)
    if view.hand_ingredients[kind] >= 2:
        qtbot.keyClick(widget, Qt.Key.Key_Plus)
        assert widget.hand.count == 2
        qtbot.keyClick(widget, Qt.Key.Key_Minus)
    qtbot.keyClick(widget, Qt.Key.Key_O)
    assert widget.hand.order == view.hand_orders[0]
    qtbot.keyClick(widget, Qt.Key.Key_O)
    assert widget.hand.order == -1
    for modifier in (Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.AltModifier):
        qtbot.keyClick(widget, Qt.Key.Key_O, modifier)  # a menu's shortcut that reached the table
        assert widget.hand.order == -1
        qtbot.keyClick(widget, Qt.Key.Key_S, modifier)
        assert applied == []
    qtbot.keyClick(widget, Qt.Key.Key_S)
    assert applied and applied[0] == Play(kind, 1, -1, "supply", applied[0].draw_count)


def _shown_texts(widget) -> list[str]:
    texts = [i.text() for i in widget.scene.items() if isinstance(i, TextPlate) and i.isVisible()]
    texts += [i.toolTip() for i in widget.scene.items() if i.isVisible()]
    texts += [w.text() for w in widget.findChildren(QLabel) if w.isVisible()]
    texts += [w.text() + w.toolTip() for w in widget.findChildren(QPushButton) if w.isVisible()]
    return texts


@pytest.mark.parametrize("memory_aid", [False, True])
def test_the_memory_rule(qtbot, memory_aid: bool) -> None:
    setup = make_setup(["human", "random", "random", "random"], seed=6, start_player=1, memory_aid=memory_aid)
    controller, widget = make_table(qtbot, setup)
    asked: list[int] = []
    controller.humanToAct.connect(asked.append)
    controller.start()
    qtbot.waitUntil(lambda: bool(asked))
    QApplication.processEvents()
    plays = controller._state.view_for(0).round_plays
    assert len(plays) == 3
    lines = [describe_play(NAMES[s], k, c, o >= 0) for s, k, c, o in plays if k != NO_KIND]
    shown = "\n".join(_shown_texts(widget))
    earlier = [line for line in lines[:-1] if line != lines[-1]]
    assert earlier
    if memory_aid:
        assert all(line in widget.scene.log.text() for line in lines)
    else:
        assert not widget.scene.log.isVisible()
        assert not any(line in shown for line in earlier), shown


TURN_KEYS = [
    (Qt.Key.Key_3, ("pick_kind", 2)),
    (Qt.Key.Key_Plus, ("change_count", 1)),
    (Qt.Key.Key_Equal, ("change_count", 1)),
    (Qt.Key.Key_Minus, ("change_count", -1)),
    (Qt.Key.Key_Underscore, ("change_count", -1)),
    (Qt.Key.Key_O, ("cycle_order",)),
    (Qt.Key.Key_S, ("draw", "supply")),
    (Qt.Key.Key_W, ("draw", "waiter")),
    (Qt.Key.Key_Return, ("confirm",)),
    (Qt.Key.Key_Enter, ("confirm",)),
    (Qt.Key.Key_Escape, ("clear_selection",)),
    (Qt.Key.Key_7, None),
    (Qt.Key.Key_Y, None),
]
PROMPT_KEYS = [
    (Qt.Key.Key_2, ("pick", 1)),
    (Qt.Key.Key_Y, ("answer_yes",)),
    (Qt.Key.Key_Return, ("answer_yes",)),
    (Qt.Key.Key_Enter, ("answer_yes",)),
    (Qt.Key.Key_N, ("answer_no",)),
    (Qt.Key.Key_A, ("ask_help",)),
    (Qt.Key.Key_S, None),
]


def _recording(monkeypatch: pytest.MonkeyPatch, target: object, names: list[str], calls: list[tuple]) -> None:
    for name in names:
        monkeypatch.setattr(target, name, lambda *args, name=name: calls.append((name, *args)) or True)


@pytest.mark.parametrize(("page", "keys"), [("action_bar", TURN_KEYS), ("prompt", PROMPT_KEYS)])
def test_the_keyboard_map(qtbot, monkeypatch: pytest.MonkeyPatch, page: str, keys: list) -> None:
    """Each key of the map does its one thing on its page (a turn's dock, a reveal's question), and
    the others nothing."""
    _, widget = make_table(qtbot, make_setup(["human", "random"]))
    calls: list[tuple] = []
    _recording(
        monkeypatch, widget.action_bar, ["pick_kind", "change_count", "cycle_order", "draw", "confirm"], calls
    )
    _recording(monkeypatch, widget.hand, ["clear_selection"], calls)
    _recording(monkeypatch, widget.prompt, ["pick", "answer_yes", "answer_no", "ask_help"], calls)
    widget.pages.setCurrentWidget(getattr(widget, page))
    for key, expected in keys:
        calls.clear()
        assert widget.handle_key(key) == (expected is not None), key
        assert calls == ([expected] if expected else []), key
