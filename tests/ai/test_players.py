"""Every level plays whole games with legal actions only, and a seed fixes its choices."""

from __future__ import annotations

import random

import pytest

from mammamia_qt.ai import LEVELS, make_player
from mammamia_qt.ai.tournament import bench_ai, play_game, run_tournament
from mammamia_qt.engine import GameState, Rules
from mammamia_qt.engine.actions import Action

SETUPS = [("classic", 2), ("classic", 4), ("classic", 5), ("plus", 3), ("plus", 4), ("plus", 6)]


def play(edition: str, levels: list[str], seed: int) -> tuple[list[Action], GameState]:
    state, _ = GameState.new_game(Rules(edition=edition, players=len(levels)), seed)  # type: ignore[arg-type]
    players = [make_player(level, seed * 10 + seat) for seat, level in enumerate(levels)]
    actions: list[Action] = []
    for _ in range(5000):
        if state.is_terminal():
            break
        seat = state.current_player()
        action = players[seat].choose(state.view_for(seat))
        state.apply(action)  # raises IllegalAction for anything not legal
        actions.append(action)
    assert state.is_terminal()
    return actions, state


@pytest.mark.parametrize(("edition", "n"), SETUPS)
@pytest.mark.parametrize("level", ["beginner", "intermediate", "expert"])
def test_level_plays_legal_games_to_the_end(level: str, edition: str, n: int) -> None:
    games = 2 if level == "expert" else 3
    for seed in range(games):
        # The expert searches: a table full of experts only in small games, to keep the suite quick.
        alone = seed % 2 == 0 and (level != "expert" or n <= 3)
        levels = [level] * n if alone else [level, *(["random", "beginner"] * n)[: n - 1]]
        _, state = play(edition, levels, 1000 + seed)
        assert state.winners


@pytest.mark.parametrize("edition", ["classic", "plus"])
def test_same_seed_same_actions(edition: str) -> None:
    levels = ["expert", "intermediate", "beginner", "random"]
    first, _ = play(edition, levels, 42)
    second, _ = play(edition, levels, 42)
    assert first == second


def test_different_seeds_may_differ() -> None:
    a, _ = play("classic", ["beginner"] * 3, 1)
    b, _ = play("classic", ["beginner"] * 3, 2)
    assert a != b


def test_unknown_level() -> None:
    with pytest.raises(ValueError):
        make_player("grandmaster", 1)


def test_levels_listed() -> None:
    assert set(LEVELS) == {"random", "beginner", "intermediate", "expert", "master"}


def _games_one_by_one(seats: list[str], games: int, seed: int) -> dict[str, dict[str, float]]:
    """The tournament's games played here one at a time (seats rotating by one seat a game, the
    seeds drawn as it draws them): each level's wins (a shared win split), delivered orders and
    decisions, from every game's own result."""
    rng = random.Random(seed)
    tally = {level: {"wins": 0.0, "delivered": 0, "decisions": 0} for level in seats}
    for g in range(games):
        levels = seats[g % len(seats) :] + seats[: g % len(seats)]
        result = play_game("classic", levels, rng.getrandbits(32), rng.getrandbits(32))
        for seat, level in enumerate(levels):
            tally[level]["delivered"] += result["delivered"][seat]
            tally[level]["decisions"] += len(result["times"][seat])
            if seat in result["winners"]:
                tally[level]["wins"] += 1 / len(result["winners"])
    return tally


def test_the_tournament_adds_up_its_games() -> None:
    seats = ["expert", "beginner", "beginner"]
    table = run_tournament("classic", 3, seats, 3, seed=5)["levels"]
    assert set(table) == {"expert", "beginner"}
    assert table["expert"]["seat_games"] == 3 and table["beginner"]["seat_games"] == 6
    assert table["expert"]["wins"] + table["beginner"]["wins"] == pytest.approx(3)
    for level, games in _games_one_by_one(seats, 3, seed=5).items():
        row = table[level]
        assert row["wins"] == pytest.approx(games["wins"], abs=1e-3)
        assert row["win_share"] == pytest.approx(games["wins"] / row["seat_games"], abs=1e-4)
        assert row["mean_delivered"] == pytest.approx(games["delivered"] / row["seat_games"], abs=1e-3)
        assert row["decisions"] == games["decisions"] > 0
        assert 0 < row["decision_ms_p95"] and 0 < row["decision_cpu_ms_p95"]  # every decision was timed
    assert table["expert"]["mean_delivered"] + table["beginner"]["mean_delivered"] > 0  # orders came out


def test_tournament_checks_seats() -> None:
    with pytest.raises(ValueError):
        run_tournament("classic", 4, ["expert"], 1, seed=1)


def test_bench_shape() -> None:
    result = bench_ai(positions=12, levels=("random", "expert"))
    assert result["positions"] == 12
    assert set(result["levels"]) == {"random", "expert"}
    assert result["levels"]["expert"]["p95_ms"] >= result["levels"]["expert"]["median_ms"]
