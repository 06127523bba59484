"""The new game dialog: one click starts the default game, and no invalid setup can be built."""

from __future__ import annotations

import random

import pytest

from mammamia_qt.engine.cards import EDITIONS, Edition
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.dialogs.new_game import NewGameDialog

pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support propagateSizeHints"
)  # offscreen platform


@pytest.fixture
def dialog(qtbot):
    d = NewGameDialog(CardArt())
    qtbot.addWidget(d)
    return d


def test_defaults_are_a_player_against_three_intermediate_ais(dialog):
    setup = dialog.setup()
    assert setup.rules.edition is Edition.CLASSIC
    assert setup.rules.players == 4 and len(setup.seats) == 4
    assert [s.kind for s in setup.seats] == ["human", "intermediate", "intermediate", "intermediate"]
    assert setup.seats[0].name == "Player 1"  # a real name: no "You's order" at the table
    assert len(set(setup.rules.seats)) == 4
    assert setup.rules.start_player is None
    assert 0 <= setup.seed < 2**32
    assert dialog.start_button.isDefault()


def test_start_button_accepts(dialog, qtbot):
    dialog.show()
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        dialog.start_button.click()


def test_picking_a_taken_colour_swaps(dialog):
    first, second = dialog._rows[0], dialog._rows[1]
    old_first, old_second = first.current_colour(), second.current_colour()
    first.colour.setCurrentIndex(first.colour.findData(old_second))
    first.colour.activated.emit(first.colour.currentIndex())
    assert first.current_colour() == old_second
    assert second.current_colour() == old_first
    assert len(set(dialog.rules().seats)) == 4


def test_seat_counts_follow_the_edition(dialog):
    dialog.set_player_count(9)
    assert dialog.player_count == 5 and not dialog.add_button.isEnabled()
    dialog.set_edition(Edition.PLUS)
    dialog.set_player_count(9)
    assert dialog.player_count == 6
    assert "pink" in dialog.rules().seats
    dialog.set_edition(Edition.CLASSIC)
    assert dialog.player_count == 5
    assert "pink" not in dialog.rules().seats
    dialog.set_player_count(0)
    assert dialog.player_count == 2 and not dialog.remove_button.isEnabled()


def test_edition_specific_options(dialog):
    dialog.show()
    assert dialog.mm_card_in_deal.isVisible() and not dialog.helping.isVisible()
    dialog.mm_card_in_deal.setChecked(True)
    dialog.set_edition(Edition.PLUS)
    assert not dialog.mm_card_in_deal.isVisible() and dialog.helping.isVisible()
    assert dialog.rules().mm_card_in_deal is False
    dialog.set_player_count(2)
    assert not dialog.helping.isEnabled()
    assert "two players" in dialog.helping.toolTip().lower()
    assert dialog.rules().helping_in_play is False
    dialog.set_player_count(3)
    assert dialog.helping.isEnabled()


def test_start_player_choice(dialog):
    dialog.start_player.setCurrentIndex(dialog.start_player.findData(3))
    assert dialog.rules().start_player == 3
    dialog.set_player_count(2)  # seat 3 is gone: back to a random draw
    assert dialog.rules().start_player is None


def test_random_editing_never_builds_an_invalid_setup(dialog):
    rng = random.Random(7)
    for _ in range(300):
        move = rng.randrange(5)
        if move == 0:
            dialog.set_edition(rng.choice(list(Edition)))
        elif move == 1:
            dialog.set_player_count(rng.randrange(0, 8))
        elif move == 2:
            row = dialog._rows[rng.randrange(dialog.player_count)]
            row.colour.setCurrentIndex(rng.randrange(row.colour.count()))
            row.colour.activated.emit(row.colour.currentIndex())
        elif move == 3:
            row = dialog._rows[rng.randrange(dialog.player_count)]
            row.kind.setCurrentIndex(rng.randrange(row.kind.count()))
            row.name.setText(rng.choice(["", "Ann", "x" * 40]))
        else:
            dialog.start_player.setCurrentIndex(rng.randrange(dialog.start_player.count()))
        setup = dialog.setup(seed=1)  # raises if invalid
        info = EDITIONS[setup.rules.edition]
        assert info.min_players <= len(setup.seats) <= info.max_players
        assert len(set(setup.rules.seats)) == len(setup.seats)
        assert all(1 <= len(s.name) <= 24 for s in setup.seats)
