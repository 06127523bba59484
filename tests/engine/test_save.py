"""Saves are rules + seed + action log; loading replays them; bad files give a clear SaveError."""

from __future__ import annotations

import json

import pytest
from engine_support import play_out, randomly

from mammamia_qt.engine import GameState, Rules
from mammamia_qt.engine.save import SAVE_VERSION, SaveError, dump_game, load_game, state_digest


def _played(edition: str, players: int, seed: int, steps: int | None = None) -> GameState:
    state, _ = GameState.new_game(Rules(edition=edition, players=players), seed)
    play_out(state, randomly(seed), moves=steps)
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


def _v1(data: dict) -> dict:
    """The same save as format 1 wrote it: no action count, no digest."""
    old = {k: v for k, v in data.items() if k not in ("action_count", "state_digest")}
    old["version"] = 1
    return old


def test_a_save_records_its_action_count_and_position() -> None:
    state = _played("plus", 4, 9, 40)
    data = json.loads(dump_game(state))
    assert data["action_count"] == len(data["actions"]) == 40
    assert data["state_digest"] == state_digest(state)
    assert state_digest(_played("plus", 4, 9, 39)) != data["state_digest"]


def test_a_cut_log_is_reported_as_cut_not_loaded_as_another_game() -> None:
    data = _save()
    del data["actions"][-3:]
    with pytest.raises(SaveError, match="cut short or edited") as info:
        load_game(json.dumps(data))
    assert info.value.code == "cut_or_edited"
    data["action_count"] = len(data["actions"])  # the count edited to match: the position tells
    with pytest.raises(SaveError, match="edited") as info:
        load_game(json.dumps(data))
    assert info.value.code == "cut_or_edited"


def test_an_edited_log_that_still_replays_is_reported() -> None:
    # the longest game up to 30 actions whose last action had another legal choice (a question whose
    # only answer is no has none), with that action replaced by the other choice
    for length in range(30, 1, -1):
        state = _played("classic", 3, 5, length)
        data = json.loads(dump_game(state))
        before, _ = load_game(json.dumps(dict(_v1(data), actions=data["actions"][:-1])))
        others = [a for a in before.legal_actions() if a != state.history[-1]]
        if others:
            break
    assert others
    from mammamia_qt.engine.actions import to_json

    data["actions"][-1] = to_json(others[0], before.order_ids)
    with pytest.raises(SaveError) as info:
        load_game(json.dumps(data))
    assert info.value.code == "cut_or_edited"


def test_format_1_saves_without_count_or_digest_still_load() -> None:
    state = _played("classic", 3, 5, 30)
    old = _v1(json.loads(dump_game(state)))
    loaded, _ = load_game(json.dumps(old))
    assert loaded.fingerprint() == state.fingerprint()
    # format 1 had no way to tell a cut log: it loads the shorter game, as it always did
    shorter, _ = load_game(json.dumps(dict(old, actions=old["actions"][:-2])))
    assert len(shorter.history) == 28


def test_a_format_2_save_must_say_its_count_and_position() -> None:
    data = _save()
    for key in ("action_count", "state_digest"):
        broken = {k: v for k, v in data.items() if k != key}
        with pytest.raises(SaveError) as info:
            load_game(json.dumps(broken))
        assert info.value.code == "cut_or_edited"


@pytest.mark.parametrize(
    ("version", "code"),
    [
        ("2", "bad_version"),
        (2.0, "bad_version"),
        (True, "bad_version"),
        (None, "bad_version"),
        (0, "bad_version"),
        (3, "newer"),
    ],
)
def test_a_version_is_a_whole_number(version: object, code: str) -> None:
    data = dict(_save(), version=version)
    with pytest.raises(SaveError) as info:
        load_game(json.dumps(data))
    assert info.value.code == code


@pytest.mark.parametrize(
    ("path", "value"),
    [
        ("seed", "5"),
        ("seed", 5.0),
        ("seed", -1),
        ("seed", 2**64),
        ("action_count", "30"),
        ("rules.players", "3"),
        ("rules.helping", 1),
    ],
)
def test_numbers_and_flags_are_strict(path: str, value: object) -> None:
    data = _save()
    node = data
    *parents, last = path.split(".")
    for key in parents:
        node = node[key]
    node[last] = value
    with pytest.raises(SaveError) as info:
        load_game(json.dumps(data))
    assert info.value.code == "damaged"


def test_action_values_are_strict() -> None:
    data = _save()
    play = next(i for i, a in enumerate(data["actions"]) if a["type"] == "play" and a["count"])
    for value in (
        str(data["actions"][play]["count"]),
        float(data["actions"][play]["count"]),
        True,
        -1,
        10**9,
    ):
        broken = json.loads(json.dumps(data))
        broken["actions"][play]["count"] = value
        with pytest.raises(SaveError, match=f"action {play + 1}") as info:
            load_game(json.dumps(broken))
        assert info.value.code == "illegal_action"
