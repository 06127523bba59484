"""Faces drawn ahead, between frames, at the sizes the table is about to use."""

from __future__ import annotations

import pytest

from mammamia_qt.engine import events as ev
from mammamia_qt.engine.cards import Edition
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.table.card_item import CardItem
from mammamia_qt.ui.table.faces_ahead import FacesAhead

from .table_support import make_setup, make_table


def test_a_batch_ending_phase_one_is_prepared_at_the_reveal_sizes(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, widget = make_table(qtbot, make_setup(["human"] + ["random"] * 5, edition=Edition.PLUS), (1920, 1080))
    scene, art = widget.scene, widget.scene.art
    assert not scene.oven.revealing
    shadowed: set[tuple[str, int]] = set()
    bare: set[tuple[str, int]] = set()
    icons: set[tuple[str, int]] = set()
    monkeypatch.setattr(art, "prepare", lambda face, w, dpr=1.0: shadowed.add((face, w)))
    monkeypatch.setattr(art, "prepare_face", lambda face, w, dpr=1.0: bare.add((face, w)))
    monkeypatch.setattr(art, "prepare_icon", lambda kind, w, dpr=1.0: icons.add((kind, w)))
    widget.set_speed("normal")
    batch: list[ev.Event] = [ev.PhaseOneEnded(evaluator=0, oven=3), ev.IngredientRevealed(kind=1, column=1)]
    FacesAhead.prepare(scene, widget.director.hand_seat, batch)

    scene.oven.start_reveal(3)  # the table as the reveal lays it out (larger columns, a smaller oven)
    cw = scene.reveal.cw
    assert ("ingredient:olive", round(cw)) in shadowed
    assert ("back:ingredient", round(scene.oven.oven.width)) in bare
    assert ("olive", round(cw * 0.5)) in icons  # the column slots' icons follow the columns' size


def test_cards_from_hands_and_a_draw_into_the_shown_hand_are_prepared_and_no_other_draw_is(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, widget = make_table(qtbot, make_setup(["human"] + ["random"] * 3), (1600, 900))
    scene = widget.scene
    wanted: set[str] = set()
    monkeypatch.setattr(scene.art, "prepare", lambda face, w, dpr=1.0: wanted.add(face))
    monkeypatch.setattr(scene.art, "prepare_face", lambda face, w, dpr=1.0: wanted.add(face))
    widget.set_speed("normal")
    none, one = (0,) * 6, (0, 1, 0, 0, 0, 0)
    batch: list[ev.Event] = [
        ev.OrderDelivered(order=0, owner=1, from_columns=none, from_hand=(1, 0, 0, 0, 0, 0), helper=None),
        ev.HelpGiven(helper=2, owner=1, order=0, cards=(0, 0, 1, 0, 0, 0)),
        ev.CardsDrawn(seat=3, source="supply", count=1, ingredients=(0, 0, 0, 1, 0, 0), orders=()),
        ev.CardsDrawn(seat=0, source="supply", count=1, ingredients=one, orders=()),
    ]
    FacesAhead.prepare(scene, 0, batch)
    assert {"ingredient:pineapple", "ingredient:pepper", "ingredient:olive"} <= wanted  # kinds 0, 2, 1
    assert "ingredient:mushroom" not in wanted  # another seat's draw stays face down: nothing to show
    wanted.clear()
    FacesAhead.prepare(scene, 1, batch[-1:])  # the shown hand is seat 1's: seat 0's draw is not
    assert wanted == set()


def test_a_resized_card_settles_on_a_face_drawn_ahead(qtbot) -> None:
    art = CardArt()
    card = CardItem(art, "ingredient:olive", "back:ingredient", 90)
    card.pixmap()
    card.cardWidth = 117.0  # a size nobody prepared
    qtbot.waitUntil(lambda: not card._resizing, timeout=3000)
    drawn = art.rendered
    pix, width = card.pixmap()
    assert width == 117 and not pix.isNull()
    assert art.rendered == drawn  # drawn ahead, between frames, not when painted


def test_a_card_a_layout_resizes_has_its_faces_drawn_ahead_at_once(qtbot) -> None:
    """A new layout's width is no animation: both faces at that size are queued to be drawn ahead
    right away (not after the size has held for a while), and the card settles on them."""
    art = CardArt()
    card = CardItem(art, "ingredient:olive", "back:ingredient", 90)
    card.pixmap()
    card.jump_to_width(121.0)
    assert card._resizing  # until the faces are ready, the old one is shown scaled
    assert ("shadow:ingredient:olive", 121, 1.0) in art._ahead_keys
    assert ("shadow:back:ingredient", 121, 1.0) in art._ahead_keys
    qtbot.waitUntil(lambda: not card._resizing, timeout=3000)
    drawn = art.rendered
    pix, width = card.pixmap()
    assert width == 121 and not pix.isNull()
    assert art.rendered == drawn


def test_an_animated_resize_queues_no_face_for_the_sizes_it_passes(qtbot) -> None:
    art = CardArt()
    card = CardItem(art, "ingredient:olive", "back:ingredient", 90)
    card.pixmap()
    card.cardWidth = 95.0  # one step of an animation
    assert not any(key[1] == 95 for key in art._ahead_keys)
