"""The view's round history: each finished round's deliveries per seat, exactly as its RoundEnded
told every player; nothing of the round being played; the same after a save is loaded."""

from __future__ import annotations

import random

import pytest

from mammamia_qt.engine import GameState, Rules
from mammamia_qt.engine.events import RoundEnded
from mammamia_qt.engine.save import dump_game, load_game


@pytest.mark.parametrize(
    ("edition", "players", "helping"), [("classic", 4, True), ("plus", 6, True), ("plus", 3, False)]
)
def test_the_history_is_the_round_ends_so_far(edition: str, players: int, helping: bool) -> None:
    rules = Rules(edition=edition, players=players, helping=helping)  # type: ignore[arg-type]
    state, _ = GameState.new_game(rules, 7)
    rng = random.Random(7)
    ended: list[tuple[int, ...]] = []
    checked = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        for event in state.apply(legal[rng.randrange(len(legal))]):
            if isinstance(event, RoundEnded):
                ended.append(event.delivered)
        for seat in range(players):  # every seat sees the same public history
            assert state.view_for(seat).round_history == tuple(ended)
        if ended and state.phase == "reveal":  # a later round's deliveries so far are not in it
            view = state.view_for(0)
            assert len(view.round_history) == view.round - 1
        checked += 1
    assert len(ended) == rules.edition_rules.rounds and checked > 50
    final = state.view_for(0)
    assert tuple(map(sum, zip(*final.round_history))) == final.delivered  # the rounds add up to the totals


def test_a_loaded_save_and_a_clone_have_the_same_history() -> None:
    state, _ = GameState.new_game(Rules(edition="plus", players=4), 3)  # type: ignore[arg-type]
    rng = random.Random(3)
    while state.round < 3:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    history = state.view_for(1).round_history
    assert len(history) == 2
    loaded, _ = load_game(dump_game(state))
    assert loaded.view_for(2).round_history == history
    clone = state.clone()
    while clone.round < 4 and not clone.is_terminal():  # the clone's later rounds stay its own
        legal = clone.legal_actions()
        clone.apply(legal[rng.randrange(len(legal))])
    assert state.view_for(1).round_history == history
