"""The clairvoyant reference: the master's search on the true state, for tournaments only."""

from __future__ import annotations

import random

import pytest

from mammamia_qt.ai.base import LEVELS, make_player, table_player
from mammamia_qt.ai.clairvoyant import CLAIRVOYANT, make_clairvoyant, true_world
from mammamia_qt.ai.tournament import BENCH_LEVELS, play_game, run_tournament, wilson
from mammamia_qt.cli import main
from mammamia_qt.engine import GameState, Rules
from mammamia_qt.engine.ids import Phase
from mammamia_qt.seats import SeatKind


def test_no_player_is_offered_the_clairvoyant() -> None:
    assert CLAIRVOYANT in BENCH_LEVELS
    assert CLAIRVOYANT not in LEVELS
    assert CLAIRVOYANT not in {kind.value for kind in SeatKind}  # New game, kiosk, phones, saves
    with pytest.raises(ValueError):
        make_player(CLAIRVOYANT, 1)
    with pytest.raises(ValueError):
        table_player(CLAIRVOYANT, 1, 0)


def test_the_command_line_seats_it_only_in_a_tournament(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["serve", "--edition", "classic", "--players", "2", "--level", CLAIRVOYANT])
    assert "unknown level" in capsys.readouterr().err
    args = ["tournament", "--edition", "classic", "--players", "2", "--seats", "clairvoyant,random"]
    assert main([*args, "--archive"]) != 0
    assert "not a player" in capsys.readouterr().err


def test_without_the_game_it_refuses_to_decide() -> None:
    state, _ = GameState.new_game(Rules(edition="classic", players=2), 4)  # type: ignore[arg-type]
    seat = state.current_player()
    with pytest.raises(RuntimeError):
        make_clairvoyant(1).choose(state.view_for(seat))


def _states(edition: str, seed: int) -> list[GameState]:
    """Clones of a seeded game at every decision, turns and reveals alike."""
    state, _ = GameState.new_game(Rules(edition=edition, players=3), seed)  # type: ignore[arg-type]
    players = [make_player("intermediate", seed + s) for s in range(3)]
    out = []
    while not state.is_terminal():
        out.append(state.clone())
        seat = state.current_player()
        state.apply(players[seat].choose(state.view_for(seat)))
    return out


@pytest.mark.parametrize("edition", ["classic", "plus"])
def test_its_world_is_the_true_one(edition: str) -> None:
    states = _states(edition, 21)
    assert {s.phase for s in states} >= {Phase.PLAY, Phase.REVEAL}
    for state in states:
        world = true_world(state, random.Random(3))
        assert world.hand_ing == state.hand_ing and world.hand_orders == state.hand_orders
        assert world.supply == state.supply and world.waiter == state.waiter
        assert world.delivered == state.delivered
        if state.phase == Phase.REVEAL:
            assert world.oven == state.oven[state.reveal_pos :] and world.carried == state.columns
        else:
            assert world.oven == state.oven and world.carried == state.carried
        assert world.phase == Phase.PLAY and world.pending is None
        world.hand_ing[0][0] += 1  # the search plays on its own copy
        assert world.hand_ing != state.hand_ing


def test_it_plays_whole_games_from_its_seed() -> None:
    first = play_game("classic", [CLAIRVOYANT, "expert"], 5, 6)
    again = play_game("classic", [CLAIRVOYANT, "expert"], 5, 6)
    assert first["winners"] == again["winners"] and first["delivered"] == again["delivered"]
    assert len(first["times"][0]) > 0


def test_jobs_do_not_change_the_result() -> None:
    seats = ["expert", "intermediate"]
    one = run_tournament("classic", 2, seats, 4, seed=35, jobs=1)
    two = run_tournament("classic", 2, seats, 4, seed=35, jobs=2)
    for level in seats:
        a, b = one["levels"][level], two["levels"][level]
        assert (a["wins"], a["mean_delivered"], a["decisions"]) == (
            b["wins"],
            b["mean_delivered"],
            b["decisions"],
        )
    assert one["games"] == two["games"] == 4
    with pytest.raises(ValueError):
        run_tournament("classic", 2, seats, 2, seed=35, jobs=2, on_game=lambda state, order: None)


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(3, 0) == (0.0, 0.0)
