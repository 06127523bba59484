"""The end of a game: the last round's summary, the results' tie-break, the scoreboard's columns."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from mammamia_qt.engine.events import GameEnded
from mammamia_qt.engine.ids import Phase
from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.shell.results import ResultsPage
from mammamia_qt.ui.shell.round_summary import RoundSummary
from mammamia_qt.ui.shell.scoreboard import CARDS_LEFT, DELIVERED, MAMMA_MIA, NAME
from mammamia_qt.ui.shell.table_page import TablePage

pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support propagateSizeHints"
)  # offscreen platform


def summary_texts(summary: RoundSummary) -> str:
    return "\n".join(
        label.text() for label in summary.panel.findChildren(QLabel) if label.isVisibleTo(summary)
    )


def test_the_last_round_summary_says_nothing_of_a_next_round_or_the_supply(qtbot, shell):
    setup = shell.make_setup()
    state, rounds, _ = shell.play(setup)
    assert state.is_terminal() and len(rounds) == setup.rules.rounds
    page = QWidget()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    summary = RoundSummary(CardArt(), page)
    page.show()
    controller = shell.FakeController(setup, state)
    summary.show_round(rounds[-1], controller)
    text = summary_texts(summary)
    assert "last round" in text and "See the results" in summary.button.text()
    for word in ("next round", "supply", "Staying", "begins with"):
        assert word not in text, (word, text)
    assert not summary.supply.isVisibleTo(summary) and not summary.carried_title.isVisibleTo(summary)
    # An earlier round still tells what carries over and what is left to draw.
    summary.show_round(rounds[0], shell.FakeController(setup, _RoundOne(state)))
    assert summary.supply.isVisibleTo(summary) and "supply" in summary.supply.text()


class _RoundOne:
    """A finished game's state as the summary of round 1 reads it: not over yet."""

    def __init__(self, state) -> None:
        self._state = state

    def __getattr__(self, name: str):
        return getattr(self._state, name)

    def is_terminal(self) -> bool:
        return False

    def view_for(self, seat: int):
        return dataclasses.replace(self._state.view_for(seat), phase=Phase.PLAY, hands_left=())


def _equal_below_the_winner(shell):
    """Luigi and Sofia both deliver 2, behind the winner: Luigi with 0 cards left, Sofia with 7."""
    seats = tuple(SeatConfig(name=n, kind="random") for n in ("Anna", "Luigi", "Sofia", "Tom"))
    setup = GameSetup(rules=Rules(players=4), seats=seats, seed=3)
    state, _, _ = shell.play(setup)
    state.delivered[0] = [0, 1, 2, 3]
    state.delivered[1] = [8, 9]
    state.delivered[2] = [16, 17]
    state.delivered[3] = [24]
    state.hand_ing[1] = [0, 0, 0, 0, 0, 0]
    state.hand_ing[2] = [3, 2, 2, 0, 0, 0]
    return shell.FakeController(setup, state), GameEnded((0,), (4, 2, 2, 1), "none")


def test_results_rank_equal_counts_by_the_tiebreak_and_show_it(qtbot, shell):
    controller, event = _equal_below_the_winner(shell)
    page = ResultsPage(CardArt())
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    page.show_results(event, controller)
    names = [page.proxy.index(r, NAME).data() for r in range(4)]
    assert names == ["Anna", "Sofia", "Luigi", "Tom"]
    assert not page.table.isColumnHidden(CARDS_LEFT)
    left = {page.proxy.index(r, NAME).data(): page.proxy.index(r, CARDS_LEFT).data() for r in range(4)}
    assert left == {"Anna": "", "Sofia": "7", "Luigi": "0", "Tom": ""}
    assert page.proxy.headerData(CARDS_LEFT, Qt.Orientation.Horizontal) == "Cards left"
    assert page.hand_counts.isVisible() and "ingredient cards left" in page.hand_counts.text()


def test_results_without_equal_counts_have_no_tiebreak_column(qtbot, shell):
    controller, _ = _equal_below_the_winner(shell)
    controller.state.delivered[2] = [16, 17, 18]
    page = ResultsPage(CardArt())
    qtbot.addWidget(page)
    page.show()
    page.show_results(GameEnded((0,), (4, 2, 3, 1), "none"), controller)
    assert page.table.isColumnHidden(CARDS_LEFT) and page.hand_counts.isHidden()
    assert [page.proxy.index(r, DELIVERED).data() for r in range(4)] == ["4", "3", "2", "1"]


def test_no_cards_left_before_the_end(shell):
    from mammamia_qt.ui.shell.scoreboard import ScoreboardModel

    setup = shell.make_setup()
    state, _, _ = shell.play(setup, moves=12)
    model = ScoreboardModel(shell.FakeController(setup, state))
    assert all(model.index(r, CARDS_LEFT).data() == "" for r in range(4))


@pytest.mark.parametrize(("edition", "hidden"), [("plus", True), ("classic", False)])
def test_the_scoreboard_has_a_mamma_mia_column_only_in_classic(qtbot, shell, edition, hidden):
    seats = (SeatConfig(name="Beate"),) + tuple(
        SeatConfig(name=f"AI {i}", kind="random") for i in range(1, 4)
    )
    setup = GameSetup(rules=Rules(players=4, edition=edition), seats=seats, seed=3)  # type: ignore[arg-type]
    state, _, _ = shell.play(setup, moves=5)
    page = TablePage(CardArt())
    qtbot.addWidget(page)
    page.scoreboard_model.set_controller(shell.FakeController(setup, state))
    page.set_scoreboard_visible(True)
    view = page.scoreboard.view
    assert view.isColumnHidden(MAMMA_MIA) is hidden
    assert view.isColumnHidden(CARDS_LEFT)
