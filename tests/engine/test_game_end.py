"""RULES.md, End of the game and winner."""

from __future__ import annotations

import random

import pytest
from engine_support import counts, new, play_out

from mammamia_qt.engine import GameState, IllegalAction, Play
from mammamia_qt.engine.events import Event, GameEnded, RoundEnded


def random_game(edition: str, players: int, seed: int, **options: object) -> tuple[GameState, list[Event]]:
    state, events = new(edition, players, seed=seed, **options)
    rng = random.Random(seed)
    events += play_out(state, lambda legal: legal[rng.randrange(len(legal))])
    return state, events


@pytest.mark.parametrize(
    ("edition", "players", "options", "rounds"),
    [
        ("classic", 3, {}, 3),
        ("classic", 5, {"helping": False}, 3),
        ("plus", 3, {}, 3),
        ("plus", 4, {"helping": False}, 4),
        ("plus", 2, {}, 4),
    ],
)
def test_game_lasts_3_rounds_classic_plus_3_or_4_without_helping(
    edition: str, players: int, options: dict[str, object], rounds: int
) -> None:
    state, events = random_game(edition, players, 11, **options)
    assert [e.round for e in events if isinstance(e, RoundEnded)] == list(range(1, rounds + 1))
    assert isinstance(events[-1], GameEnded)
    assert state.is_terminal() and state.current_player() == -1 and state.legal_actions() == []


def finish(state: GameState, delivered: list[int], hands: list[dict[str, int]]) -> GameEnded:
    """End the last round with these delivered counts and hands."""
    state.round = state.rules.rounds
    for seat in range(state.n):
        pile = [o.index for o in state.orders if o.colour == state.colours[seat]]
        state.delivered[seat] = pile[: delivered[seat]]
        state.hand_ing[seat] = counts(hands[seat])
    state.oven = []
    events: list[Event] = []
    state.flow.end_phase_one(0, events)
    ended = events[-1]
    assert isinstance(ended, GameEnded)
    return ended


def test_winner_most_delivered() -> None:
    state, _ = new("classic", 3)
    ended = finish(state, [2, 4, 3], [{"olive": 5}, {}, {}])
    assert ended == GameEnded((1,), (2, 4, 3), "none")
    assert state.winners == (1,) and state.tiebreak == "none"


def test_tie_goes_to_most_ingredient_cards_in_hand() -> None:
    state, _ = new("plus", 4)
    state.hand_orders = [[0, 1, 2], [], [], []]  # orders in hand do not count
    ended = finish(
        state, [3, 3, 1, 3], [{"olive": 1}, {"olive": 2, "salami": 1}, {"olive": 9}, {"pepper": 2}]
    )
    assert ended == GameEnded((1,), (3, 3, 1, 3), "hand")


def test_further_tie_is_shared() -> None:
    state, _ = new("plus", 3)
    ended = finish(state, [3, 3, 3], [{"olive": 2}, {"salami": 1}, {"pepper": 1, "olive": 1}])
    assert ended == GameEnded((0, 2), (3, 3, 3), "shared")


def test_helper_rewards_count_as_delivered() -> None:
    state, _ = new("plus", 3)
    ended = finish(state, [1, 2, 0], [{}, {}, {}])
    assert ended.winners == (1,)


def test_no_action_after_the_game_ends() -> None:
    state, _ = random_game("classic", 2, 3)
    before = state.fingerprint()
    with pytest.raises(IllegalAction) as err:
        state.apply(Play(0, 1, -1, "supply", 1))
    assert err.value.rule == "game_over" and state.fingerprint() == before
