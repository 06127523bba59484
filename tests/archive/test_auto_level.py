"""The Auto level: the step rule on records, and convergence against simulated people of fixed strength.

Convergence, defined: a computer player of a fixed level stands in for the person (same name each
game) and plays 30 Classic games against Auto seats, every game kept in one real archive and the
Auto seats chosen from it before the next game by ``auto_choice``. It has converged when its win
share over games 11 to 30 lies within its fair share +- 20 points (50 % heads-up, 1/3 at three; a
band wide enough for 20 games of chance). The same run with the step turned the wrong way round (up
after losing, down after winning) fails the band.

Each deal is played twice in a row with the person in another seat (``game // players`` picks the
deal), so a lucky deal favours both sides once. The simulated expert searches 2 worlds x 3
shortlisted plays instead of 20 x 6 (a quarter of the time; it still wins about nine games in ten
against the intermediate, which its evaluation alone does not); the master is left out (a game of it
takes seconds). The rule is the same with them. The intermediate ends near the band's lower edge:
it loses about half its games to the beginner, below which Auto cannot go.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from mammamia_qt.ai.base import Player, make_player
from mammamia_qt.ai.heuristic import PROFILES
from mammamia_qt.ai.search import SearchPlayer
from mammamia_qt.archive import auto_level
from mammamia_qt.archive.auto_level import AutoChoice, Record, auto_choice, choose_levels
from mammamia_qt.archive.store import Archive
from mammamia_qt.engine.rules import Rules
from mammamia_qt.engine.state import GameState
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
from mammamia_qt.storage import dumps

PERSON = "Sam"
GAMES = 30
BAND = 0.20
LADDER = ("beginner", "intermediate", "expert")  # the master takes seconds a game: not simulated


def test_a_person_without_games_starts_at_the_default() -> None:
    assert choose_levels([], 2) == AutoChoice(("intermediate", "intermediate"), "new")


def test_nobody_at_the_screen_plays_the_default(tmp_path: Path) -> None:
    with Archive(tmp_path / "a.sqlite") as archive:
        assert auto_choice(archive, None, 1) == AutoChoice(("intermediate",), "nobody")


def test_winning_more_than_the_fair_share_moves_the_weakest_seat_up() -> None:
    records = [Record(4, won, ("beginner", "expert", "intermediate")) for won in (True, True, False)]
    choice = choose_levels(records, 3)  # 2 wins of 3 against a fair 0.75
    assert choice.levels == ("intermediate", "intermediate", "expert")
    assert (choice.move, choice.moved, choice.wins, choice.games) == ("up", 0, 2, 3)
    assert choice.level == "intermediate"


def test_losing_below_the_fair_share_moves_the_strongest_seat_down() -> None:
    records = [Record(2, won, ("master",)) for won in (False, True, False, False, True)]
    choice = choose_levels(records, 1)
    assert (choice.levels, choice.move, choice.level) == (("expert",), "down", "expert")


def test_the_fair_share_keeps_the_levels_and_the_ends_hold() -> None:
    even = [Record(2, won, ("expert",)) for won in (True, False)]
    assert choose_levels(even, 1).move == "stay"
    top = [Record(2, True, ("master",))]
    assert choose_levels(top, 1) == AutoChoice(("master",), "stay", None, 1, 1)
    bottom = [Record(2, False, ("beginner",))]
    assert choose_levels(bottom, 1).levels == ("beginner",)


def test_the_seats_follow_the_last_game_fitted_to_their_number() -> None:
    last = Record(3, False, ("expert", "beginner"))
    assert choose_levels([last], 3).levels == ("beginner", "expert", "intermediate")  # the expert steps down
    assert choose_levels([last], 1).levels == ("beginner",)  # nothing lower: stays


def _player(level: str, seed: int) -> Player:
    """A simulated player of ``level``; the expert searches less than the game's own."""
    if level == "expert":
        return SearchPlayer(PROFILES["expert"], random.Random(seed), worlds=2, shortlist=3)
    return make_player(level, seed)


def _play(levels: list[str], seed: int) -> GameState:
    """One seeded Classic game of ``levels`` in seat order, played to its end."""
    state, _ = GameState.new_game(Rules(edition="classic", players=len(levels)), seed)  # type: ignore[arg-type]
    players = [_player(level, seed * 31 + seat) for seat, level in enumerate(levels)]
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(players[seat].choose(state.view_for(seat)))
    return state


def _simulate(archive: Archive, person: str, players: int = 2) -> list[tuple[tuple[str, ...], bool]]:
    """30 games of ``person`` (a level) against ``players - 1`` Auto seats, the person's seat moving
    round the table; per game the Auto levels and whether the person won."""
    played: list[tuple[tuple[str, ...], bool]] = []
    for game in range(GAMES):
        auto = auto_choice(archive, PERSON, players - 1, LADDER).levels
        mine = game % players
        levels = list(auto)
        levels.insert(mine, person)
        state = _play(levels, 7000 + game // players)
        seats = tuple(
            SeatConfig(name=PERSON, kind=SeatKind.HUMAN)
            if seat == mine
            else SeatConfig(name=f"Auto {seat}", kind=SeatKind(level))
            for seat, level in enumerate(levels)
        )
        archive.keep(dumps(state, GameSetup(rules=state.rules, seats=seats, seed=state.seed)))
        played.append((auto, mine in state.winners))
    return played


def _late_share(played: list[tuple[tuple[str, ...], bool]]) -> float:
    late = played[10:]
    return sum(won for _, won in late) / len(late)


@pytest.fixture
def archive(tmp_path: Path) -> Iterator[Archive]:
    with Archive(tmp_path / "archive.sqlite") as kept:
        yield kept


@pytest.mark.parametrize("person", ["beginner", "intermediate", "expert"])
def test_a_person_of_fixed_strength_converges_to_the_fair_share_heads_up(
    archive: Archive, person: str
) -> None:
    played = _simulate(archive, person)
    assert abs(_late_share(played) - 1 / 2) <= BAND, (person, played)


def test_a_person_at_a_table_of_three_converges_to_a_third(archive: Archive) -> None:
    played = _simulate(archive, "intermediate", players=3)
    assert abs(_late_share(played) - 1 / 3) <= BAND, played


def test_a_step_the_wrong_way_round_does_not_converge(
    archive: Archive, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The criterion can fail: with up and down swapped the beginner ends against the expert."""
    right = auto_level.choose_levels

    def wrong(records: list[Record], count: int, ladder: tuple[str, ...]) -> AutoChoice:
        flipped = [Record(r.players, not r.won, r.levels) for r in records]
        return right(flipped, count, ladder)

    monkeypatch.setattr(auto_level, "choose_levels", wrong)
    played = _simulate(archive, "beginner")
    assert abs(_late_share(played) - 1 / 2) > BAND, played
