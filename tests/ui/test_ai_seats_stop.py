"""A searching computer player is told to stop when its question is withdrawn, and thinks live."""

from __future__ import annotations

from mammamia_qt.ai.base import MASTER_TIME_BUDGET
from mammamia_qt.ai.master import MasterPlayer
from mammamia_qt.engine import GameState, Rules
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.ui.ai_seats import AiSeats


class Searcher:
    """A player that records being stopped."""

    level = "master"

    def __init__(self) -> None:
        self.stops = 0

    def choose(self, view: PlayerView) -> object:
        return view.legal_actions[0]

    def stop(self) -> None:
        self.stops += 1


def test_a_withdrawn_question_stops_the_search(qtbot) -> None:
    state, _ = GameState.new_game(Rules(edition="classic", players=2), 3)  # type: ignore[arg-type]
    seats = AiSeats(0)
    searcher = Searcher()
    seats._players[0] = searcher  # type: ignore[assignment]
    seats.ask(0, state.view_for(0))
    assert searcher.stops == 0
    seats.cancel()  # the game was closed, or another move came first
    assert searcher.stops == 1
    seats.cancel()  # nothing on its way any more: nobody else is stopped
    assert searcher.stops == 1
    seats.stop()


def test_the_master_at_a_table_thinks_within_its_time_budget(qtbot) -> None:
    state, _ = GameState.new_game(Rules(edition="classic", players=2), 3)  # type: ignore[arg-type]
    setup = GameSetup(
        rules=state.rules, seats=(SeatConfig(name="Anna"), SeatConfig(name="Luigi", kind="master")), seed=3
    )
    seats = AiSeats(0)
    seats.seat(setup, 1, setup.seats[1])
    player = seats._players[1]
    assert isinstance(player, MasterPlayer)
    assert player.time_budget == MASTER_TIME_BUDGET
