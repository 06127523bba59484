"""Memory: the expert remembers the oven exactly; a beginner's recollection drifts, but stays put."""

from __future__ import annotations

import dataclasses
import random

from mammamia_qt.ai.heuristic import BEGINNER, EXPERT, INTERMEDIATE
from mammamia_qt.ai.memory import Memory
from mammamia_qt.engine import GameState, Rules


def _views_of_a_round() -> list:  # type: ignore[type-arg]
    from mammamia_qt.ai import make_player

    state, _ = GameState.new_game(Rules(edition="plus", players=4), 8)
    players = [make_player("intermediate", s) for s in range(4)]
    views = []
    while state.phase == "play":
        seat = state.current_player()
        views.append(state.view_for(0))
        state.apply(players[seat].choose(state.view_for(seat)))
    views.append(state.view_for(0))
    return views


def test_expert_remembers_exactly() -> None:
    memory = Memory(EXPERT.recall, random.Random(1))
    for view in _views_of_a_round():
        memory.observe(view)
        assert memory.plays() == list(view.round_plays)


def test_beginner_forgets_and_misremembers_consistently() -> None:
    views = _views_of_a_round()
    errors = {"beginner": 0, "intermediate": 0}
    for level, profile in (("beginner", BEGINNER), ("intermediate", INTERMEDIATE)):
        memory = Memory(profile.recall, random.Random(3))
        for view in views:
            memory.observe(view)
            first = memory.plays()
            assert memory.plays() == first  # asking twice changes nothing
            errors[level] += len(set(view.round_plays) ^ set(first))
    assert errors["beginner"] > errors["intermediate"] > 0


def test_new_round_starts_afresh() -> None:
    memory = Memory(EXPERT.recall, random.Random(1))
    views = _views_of_a_round()
    for view in views:
        memory.observe(view)
    assert memory.plays()
    memory.observe(dataclasses.replace(views[-1], round=2, round_plays=()))
    assert memory.plays() == []
