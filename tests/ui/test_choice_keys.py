"""A choice list names the key of each option, and that key picks it: 1 to 9, then 0 for the tenth
(a choice of two kinds among five has ten options); an option past the tenth has no key to name."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from mammamia_qt.engine.actions import Choose
from mammamia_qt.seats import SeatConfig
from mammamia_qt.tools.snapshot import find_moment, plus6_setup
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.controller import GameController
from mammamia_qt.ui.table import TableWidget
from mammamia_qt.ui.table.prompts import option_index, option_key

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def test_every_key_named_picks_its_option() -> None:
    for index in range(12):
        key = option_key(index)
        assert (option_index(key) == index) if key else index >= 10


def all_humans(seed: int):
    setup = plus6_setup(seed)
    return setup.model_copy(update={"seats": tuple(SeatConfig(name=s.name) for s in setup.seats)})


def many_choices(state) -> bool:
    p = state.pending
    return (
        p is not None
        and p.stage == "choose"
        and sum(isinstance(a, Choose) for a in state.legal_actions()) >= 10
    )


@pytest.mark.parametrize("pressed", [7, 10])
def test_the_keys_on_a_long_choice_list_pick_what_they_name(qtbot, pressed: int) -> None:
    setup, state = find_moment(many_choices, seeds=range(1, 60), make=all_humans)
    controller = GameController(setup, ai_delay_ms=0, saved=state)
    table = TableWidget(controller, CardArt())
    qtbot.addWidget(table)
    table.set_speed("instant")
    table.resize(1366, 768)
    table.show()
    controller.handOverRequested.connect(lambda *_: controller.confirm_hand_over())  # the cover, answered
    controller.start()
    qtbot.waitUntil(lambda: table.pages.currentWidget() is table.prompt and bool(table.prompt.options))
    options = table.prompt.options
    assert len(options) >= 10
    named = [re.search(r"\[(\w)\]$", b.text()) for b in options]
    assert [m.group(1) if m else "" for m in named][:10] == list("1234567890")
    chosen = []
    controller.submit = lambda action, *then: chosen.append(action) or True  # type: ignore[method-assign]
    qtbot.keyClick(table, Qt.Key.Key_0 if pressed == 10 else Qt.Key.Key_0 + pressed)
    choices = [a for a in controller.view().legal_actions if isinstance(a, Choose)]
    assert chosen == [choices[pressed - 1]]
