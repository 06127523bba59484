"""The replay viewer shows a kept game as the engine played it, step by step, every card face up.

What is compared is what the board lays out and paints (its ``shown`` cards and counts), against
positions the test reaches by playing the save's moves on an engine of its own.
"""

from __future__ import annotations

import pytest
from engine_support import play_out, randomly
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from mammamia_qt.archive import Archive, replay_save
from mammamia_qt.engine import ORDER_BASE, GameState, Rules
from mammamia_qt.engine import events as ev
from mammamia_qt.engine.cards import INGREDIENTS
from mammamia_qt.face_ids import order_face
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import dumps, loads
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.history.replay_viewer import ReplayViewer

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def finished_save(edition: str, players: int, seed: int) -> str:
    rules = Rules(edition=edition, players=players)
    state, _ = GameState.new_game(rules, seed)
    play_out(state, randomly(seed))
    seats = tuple(SeatConfig(name=f"P{i + 1}") for i in range(players))
    return dumps(state, GameSetup(rules=rules, seats=seats, seed=seed))


def positions(save: str) -> list[dict]:
    """Each position of the saved game, from the engine: hands, hand orders, oven, delivered, events."""
    end, _ = loads(save)
    state, events = GameState.new_game(end.rules, end.seed)
    out = [_position(state, events)]
    for action in end.history:
        out.append(_position(state, state.apply(action)))
    return out


def _face(state: GameState, entry: int) -> str:
    if entry >= ORDER_BASE:
        return order_face(state.orders[entry - ORDER_BASE], state.edition_rules.minimale_n)
    return f"ingredient:{INGREDIENTS[entry]}"


def _position(state: GameState, events: list) -> dict:
    return {
        "hands": [tuple(h) for h in state.hand_ing],
        "orders": [[_face(state, ORDER_BASE + o) for o in h] for h in state.hand_orders],
        "oven": [_face(state, e) for e in state.oven],
        "delivered": [len(d) for d in state.delivered],
        "round": state.round,
        "turns": any(isinstance(e, ev.IngredientRevealed | ev.OrderRevealed) for e in events),
    }


def shown(viewer: ReplayViewer) -> dict:
    board = viewer.board
    n = len(board.hands())
    return {
        "hands": board.hands(),
        "orders": [board.faces("order", seat) for seat in range(n)],
        "oven": board.faces("oven"),
        "delivered": board.delivered(),
    }


def expected(position: dict) -> dict:
    return {key: position[key] for key in ("hands", "orders", "oven", "delivered")}


@pytest.fixture
def viewer(qtbot):
    view = ReplayViewer(CardArt(), speed="instant")
    qtbot.addWidget(view)
    view.resize(1024, 560)
    view.show()
    return view


def _open(viewer: ReplayViewer, save: str, tmp_path) -> None:
    with Archive.in_folder(tmp_path) as archive:
        kept = archive.load(archive.keep(save))
    viewer.open(replay_save(kept.save), kept.summary)


@pytest.mark.parametrize(("edition", "players", "seed"), [("classic", 3, 5), ("plus", 4, 8), ("plus", 6, 2)])
def test_every_step_shows_the_engines_hands_oven_and_deliveries(viewer, tmp_path, edition, players, seed):
    save = finished_save(edition, players, seed)
    truth = positions(save)
    _open(viewer, save, tmp_path)
    assert viewer.index == 0
    assert shown(viewer) == expected(truth[0])
    for i in range(1, len(truth)):
        viewer.step_forward()
        assert viewer.index == i
        assert shown(viewer) == expected(truth[i]), f"step {i}"
    viewer.step_forward()  # past the end: stays
    assert viewer.index == len(truth) - 1
    assert sum(shown(viewer)["delivered"]) > 0
    for i in range(len(truth) - 2, -1, -1):
        viewer.step_back()
        assert shown(viewer) == expected(truth[i]), f"back to step {i}"


def _press(qtbot, viewer: ReplayViewer, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    target = viewer.focusWidget() or viewer
    qtbot.keyClick(target, key, modifier)


def test_keys_jump_to_rounds_reveals_and_the_ends(viewer, tmp_path, qtbot):
    save = finished_save("classic", 2, 17)
    truth = positions(save)
    _open(viewer, save, tmp_path)
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow)
    round_two = next(i for i, p in enumerate(truth) if p["round"] == 2)
    reveals = [i for i, p in enumerate(truth) if p["turns"]]
    assert len(reveals) > 2
    _press(qtbot, viewer, Qt.Key.Key_PageDown)
    assert viewer.index == round_two
    assert shown(viewer) == expected(truth[round_two])
    _press(qtbot, viewer, Qt.Key.Key_PageUp)
    assert viewer.index == 0
    ctrl = Qt.KeyboardModifier.ControlModifier
    _press(qtbot, viewer, Qt.Key.Key_Right, ctrl)
    assert viewer.index == reveals[0]
    _press(qtbot, viewer, Qt.Key.Key_Right, ctrl)
    assert viewer.index == reveals[1]
    _press(qtbot, viewer, Qt.Key.Key_Left, ctrl)
    assert viewer.index == reveals[0]
    assert shown(viewer) == expected(truth[reveals[0]])
    _press(qtbot, viewer, Qt.Key.Key_Right)
    assert viewer.index == reveals[0] + 1
    _press(qtbot, viewer, Qt.Key.Key_End)
    assert viewer.index == len(truth) - 1
    _press(qtbot, viewer, Qt.Key.Key_Left)
    assert viewer.index == len(truth) - 2
    _press(qtbot, viewer, Qt.Key.Key_Home)
    assert viewer.index == 0
    assert shown(viewer) == expected(truth[0])


def test_the_round_selector_and_the_slider_go_where_they_say(viewer, tmp_path):
    save = finished_save("plus", 3, 4)
    truth = positions(save)
    _open(viewer, save, tmp_path)
    rounds = sorted({p["round"] for p in truth})
    assert viewer.round_box.count() == len(rounds) >= 2
    viewer.round_box.activated.emit(1)  # what choosing "Round 2" in the list does
    first_of_two = next(i for i, p in enumerate(truth) if p["round"] == 2)
    assert viewer.index == first_of_two
    assert viewer.round_box.currentIndex() == 1
    viewer.slider.setValue(7)
    assert viewer.index == 7
    assert shown(viewer) == expected(truth[7])
    assert viewer.round_box.currentIndex() == 0


def test_a_step_into_a_reveal_lifts_its_cards_and_a_step_back_shows_at_once(viewer, tmp_path, qtbot):
    save = finished_save("classic", 3, 9)
    truth = positions(save)
    _open(viewer, save, tmp_path)
    viewer.speed_box.setCurrentIndex(viewer.speed_box.findData("slow"))
    reveal = next(i for i, p in enumerate(truth) if p["turns"] and truth[i]["oven"])
    viewer.go(reveal - 1)
    viewer.step_forward()
    assert viewer.board.animating  # the turned cards move (the test does not wait for them)
    viewer.step_back()
    assert not viewer.board.animating
    assert shown(viewer) == expected(truth[reveal - 1])
    viewer.speed_box.setCurrentIndex(viewer.speed_box.findData("instant"))
    with qtbot.waitSignal(viewer.board.revealDone, timeout=1000):
        viewer.step_forward()
    assert not viewer.board.animating


def test_each_step_says_what_happened(viewer, tmp_path):
    save = finished_save("classic", 2, 3)
    _open(viewer, save, tmp_path)
    assert viewer.caption.text() == "The cards are dealt\nRound 1 begins"
    end, _ = loads(save)
    start, _ = GameState.new_game(end.rules, end.seed)
    first = end.history[0]
    viewer.step_forward()
    assert viewer.caption.text().startswith(f"P{start.current_player() + 1}: {first.count} × ")  # type: ignore[union-attr]
    viewer.to_end()
    assert "Game over. Won by" in viewer.caption.text()


def test_playing_on_walks_to_the_end_and_stops(viewer, tmp_path, qtbot):
    save = finished_save("classic", 2, 6)
    _open(viewer, save, tmp_path)
    viewer.go(viewer.last - 3)
    qtbot.keyClick(viewer.focusWidget() or viewer, Qt.Key.Key_P)
    assert viewer.playing
    qtbot.waitUntil(lambda: viewer.index == viewer.last and not viewer.playing, timeout=5000)


def test_count_badges_leave_the_card_names_readable(viewer, tmp_path) -> None:
    """A stack's count sits where no letter of the card's names is: on its bottom corner it hid
    their ends ("Pepp", "Mushroo"). Measured on the card as drawn: the name's ink pixels."""
    from PySide6.QtCore import QRectF

    from mammamia_qt.ui.art import card_svg
    from mammamia_qt.ui.history.replay_board import NAME_ROWS, badge_rect

    _open(viewer, finished_save("classic", 3, 4), tmp_path)
    viewer.go(viewer.last // 3)
    stacks = [item for item in viewer.board.shown if item.count > 1 and item.face.startswith("ingredient:")]
    assert stacks  # a hand holds two of a kind somewhere: what is checked is on the board
    covered = []
    for item in stacks:
        width = round(item.rect.width())
        image = viewer.board.art.pixmap(item.face, width, 1.0).toImage()
        ink = QColor(card_svg.INGREDIENT_STYLE[item.face.split(":")[1]][1])
        badge = badge_rect(QRectF(0, 0, image.width(), image.height()))
        for top, bottom in NAME_ROWS:
            for y in range(round(top * image.height()), round(bottom * image.height())):
                for x in range(image.width()):
                    colour = image.pixelColor(x, y)
                    near = all(abs(a - b) < 48 for a, b in zip(colour.getRgb()[:3], ink.getRgb()[:3]))
                    if near and badge.contains(x, y):
                        covered.append((item.face, x, y))
    assert not covered, covered[:5]
