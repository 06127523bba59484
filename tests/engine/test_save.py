"""Saves are rules + seed + action log; loading replays them; bad files give a clear SaveError."""

from __future__ import annotations

import json
import random

import pytest

from mammamia_qt.engine import GameState, Rules
from mammamia_qt.engine.save import SAVE_VERSION, SaveError, dump_game, load_game


def _played(edition: str, players: int, seed: int, steps: int | None = None) -> GameState:
    state, _ = GameState.new_game(Rules(edition=edition, players=players), seed)
    rng = random.Random(seed)
    n = 0
    while not state.is_terminal() and (steps is None or n < steps):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        n += 1
    return state


@pytest.mark.parametrize(("edition", "players"), [("classic", 4), ("plus", 3), ("plus", 6)])
def test_a_saved_game_loads_to_the_same_state(edition: str, players: int) -> None:
    for steps in (0, 17, None):
        state = _played(edition, players, 11, steps)
        loaded, meta = load_game(dump_game(state, {"names": ["Ada", "Bo"]}))
        assert loaded.fingerprint() == state.fingerprint()
        assert loaded.history == state.history
        assert meta == {"names": ["Ada", "Bo"]}


def _save() -> dict:
    return json.loads(dump_game(_played("classic", 3, 5, 30)))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "damaged or truncated"),
        ('{"format": "mammamia-qt-save", "vers', "damaged or truncated"),
        ("[1, 2]", "not a saved game"),
        ('{"format": "chess"}', "not a saved game"),
        ('{"format": "mammamia-qt-save", "version": 99}', "newer version"),
        ("x" * 3_000_000, "too large"),
    ],
)
def test_bad_files_are_refused_with_a_reason(text: str, message: str) -> None:
    with pytest.raises(SaveError, match=message):
        load_game(text)


def test_a_tampered_action_log_is_refused() -> None:
    data = _save()
    data["actions"][3] = {"type": "help", "accept": True}
    with pytest.raises(SaveError, match="action 4 is not legal"):
        load_game(json.dumps(data))


def test_damaged_rules_are_named() -> None:
    data = _save()
    data["rules"]["players"] = 9
    with pytest.raises(SaveError, match="rules"):
        load_game(json.dumps(data))


def test_the_version_is_written() -> None:
    assert _save()["version"] == SAVE_VERSION
