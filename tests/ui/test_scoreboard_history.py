"""The scoreboard's finished rounds: what each RoundEnded told, nothing of the round being played,
the same after Continue."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from mammamia_qt.engine.events import RoundEnded
from mammamia_qt.engine.rules import Rules
from mammamia_qt.engine.state import GameState
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import GameStore
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.shell.main_window import MainWindow
from mammamia_qt.ui.shell.round_history import ROUND, RoundHistoryModel
from mammamia_qt.ui.shell.scoreboard import ScoreboardModel

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

SHOWN = Qt.ItemDataRole.DisplayRole


def expected_cells(ended: list[tuple[int, ...]]) -> list[list[str]]:
    """Per finished round, per seat: '+delivered = total', the totals summed from the events."""
    rows, totals = [], [0] * len(ended[0])
    for delivered in ended:
        totals = [t + d for t, d in zip(totals, delivered)]
        rows.append([f"+{d} = {t}" for d, t in zip(delivered, totals)])
    return rows


def cells(history: RoundHistoryModel) -> list[list[str]]:
    return [
        [history.data(history.index(r, c), SHOWN) for c in range(1, history.columnCount())]
        for r in range(history.rowCount())
    ]


def test_the_history_after_one_and_two_rounds_is_what_the_round_ends_said(shell):
    setup = shell.make_setup(players=4, seed=3)
    state, _ = GameState.new_game(setup.rules, setup.seed)
    controller = shell.FakeController(setup, state)
    history = RoundHistoryModel(ScoreboardModel(controller))
    assert history.rowCount() == 0 and history.columnCount() == 5  # the round column and four seats
    rng, ended = random.Random(5), []
    while len(ended) < 2:
        legal = state.legal_actions()
        events = state.apply(legal[rng.randrange(len(legal))])
        controller.stateChanged.emit()
        ended += [e.delivered for e in events if isinstance(e, RoundEnded)]
        assert history.rowCount() == len(ended)
        if ended:
            assert cells(history) == expected_cells(ended)
            assert [history.data(history.index(r, ROUND), SHOWN) for r in range(len(ended))] == ["1", "2"][
                : len(ended)
            ]
    names = [
        history.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) for c in (1, 2, 3, 4)
    ]
    assert names == [seat.name for seat in setup.seats]
    tip = history.data(history.index(1, 1), Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Round 2: Beate delivered") and f"{sum(r[0] for r in ended)} in all" in tip


def test_nothing_of_the_round_being_played_is_shown(shell):
    """In the second round's reveal, after its first delivery: only the first round is listed."""
    setup = shell.make_setup(players=4, seed=3)
    state, _ = GameState.new_game(setup.rules, setup.seed)
    controller = shell.FakeController(setup, state)
    history = RoundHistoryModel(ScoreboardModel(controller))
    rng, ended, delivered_now = random.Random(2), [], False
    while not delivered_now:
        legal = state.legal_actions()
        events = state.apply(legal[rng.randrange(len(legal))])
        controller.stateChanged.emit()
        ended += [e.delivered for e in events if isinstance(e, RoundEnded)]
        delivered_now = (
            len(ended) == 1 and state.phase == "reveal" and sum(state.view_for(0).delivered) > sum(ended[0])
        )
        assert len(ended) < 2, "the second round ended before anything in it was delivered: pick another seed"
    assert history.rowCount() == 1 and cells(history) == expected_cells(ended)
    totals = tuple(int(text.split("= ")[1]) for text in cells(history)[0])
    assert totals == ended[0] != state.view_for(0).delivered  # the table's count has moved on; this has not


def play_rounds(setup: GameSetup, rounds: int, seed: int = 4) -> tuple[GameState, list[tuple[int, ...]]]:
    """Random moves until ``rounds`` rounds have ended and the next one is on a person's turn."""
    state, _ = GameState.new_game(setup.rules, setup.seed)
    rng, ended = random.Random(seed), []
    while len(ended) < rounds or state.phase != "play" or state.current_player() != 0:
        legal = state.legal_actions()
        ended += [
            e.delivered for e in state.apply(legal[rng.randrange(len(legal))]) if isinstance(e, RoundEnded)
        ]
    return state, ended


def test_the_history_survives_continue(qtbot, tmp_path):
    store = GameStore(tmp_path / "data")
    seats = (SeatConfig(name="Anna"),) + tuple(SeatConfig(name=n, kind="random") for n in ("Bruno", "Carla"))
    setup = GameSetup(rules=Rules(players=3), seats=seats, seed=8)
    state, ended = play_rounds(setup, 2)
    fast = AppSettings(animation_speed="instant", ai_pace="instant")
    window = MainWindow(settings=fast, persist=False, store=store)
    qtbot.addWidget(window)
    window.show()
    window.start_game(setup, state)
    window.close()
    again = MainWindow(settings=fast, persist=False, store=store)
    qtbot.addWidget(again)
    again.show()
    assert again.continue_game()
    again.menus.scoreboard_action.setChecked(True)
    board = again.table_page.scoreboard
    assert board.history_view.isVisibleTo(again) and not board.history_empty.isVisibleTo(again)
    assert cells(board.history_model) == expected_cells(ended)


def test_before_any_round_ends_the_panel_says_so(qtbot, shell):
    setup = shell.make_setup(players=3, seed=3)
    state, _ = GameState.new_game(setup.rules, setup.seed)
    window = MainWindow(settings=AppSettings(animation_speed="instant", ai_pace="instant"), persist=False)
    qtbot.addWidget(window)
    window.show()
    window.start_game(setup, state)
    window.menus.scoreboard_action.setChecked(True)
    board = window.table_page.scoreboard
    assert board.history_empty.isVisibleTo(window) and not board.history_view.isVisibleTo(window)
    assert board.history_empty.text() == "No round has ended yet."
