"""Autosave and saved games: atomic writes, resume after a crash, bad files set aside."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mammamia_qt.engine import GameState, Rules
from mammamia_qt.storage import GameStore, StoreError, default_setup, dumps, loads


def _game(edition: str, players: int, seed: int) -> list[GameState]:
    """Every position of a seeded random game, from the deal to the end."""
    state, _ = GameState.new_game(Rules(edition=edition, players=players), seed)
    rng = random.Random(seed)
    states = [state.clone()]
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        states.append(state.clone())
    return states


@pytest.mark.parametrize(("edition", "players", "seed"), [("classic", 4, 3), ("plus", 5, 8)])
def test_resume_at_random_points_gives_the_identical_state(
    tmp_path: Path, edition: str, players: int, seed: int
) -> None:
    store = GameStore(tmp_path)
    states = _game(edition, players, seed)
    points = sorted(random.Random(seed).sample(range(len(states) - 1), 12))
    for i in points:
        state = states[i]
        store.autosave(state, default_setup(state))
        resumed, setup = GameStore(tmp_path).load_autosave()
        assert resumed.fingerprint() == state.fingerprint()
        assert setup.seed == seed


def test_a_finished_game_leaves_nothing_to_continue(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    states = _game("classic", 2, 1)
    store.autosave(states[5], default_setup(states[5]))
    assert store.has_autosave()
    store.autosave(states[-1], default_setup(states[-1]))
    assert not store.has_autosave()


CHILD = """
import random, sys
from pathlib import Path
from mammamia_qt.engine import GameState, Rules
from mammamia_qt.storage import GameStore, default_setup
store = GameStore(Path(sys.argv[1]))
state, _ = GameState.new_game(Rules(edition="plus", players=4), 5)
rng = random.Random(5)
setup = default_setup(state)
print("ready", flush=True)
while True:
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        store.autosave(state, setup)
    state, _ = GameState.new_game(Rules(edition="plus", players=4), 5)
    rng = random.Random(5)
"""


def test_kill_9_during_autosaves_loses_at_most_the_action_in_flight(tmp_path: Path) -> None:
    full = _game("plus", 4, 5)
    by_length = {len(s.history): s.fingerprint() for s in full}
    checked = 0
    for delay in (0.15, 0.4, 0.9) * 5:  # each kill lands elsewhere in the games; three must be checked
        if checked == 3:
            break
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(tmp_path)], stdout=subprocess.PIPE, text=True
        )
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
        time.sleep(delay)
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        if not GameStore(tmp_path).has_autosave():
            continue  # killed between a finished game and the next first move
        resumed, _ = GameStore(tmp_path).load_autosave()
        assert by_length[len(resumed.history)] == resumed.fingerprint()
        checked += 1
    assert checked == 3, "every kill landed between two games: no autosave was checked"
    leftovers = [p for p in tmp_path.iterdir() if p.name != "autosave.json" and not p.name.endswith(".tmp")]
    assert leftovers == []


def _good_text() -> str:
    state = _game("classic", 3, 2)[20]
    return dumps(state, default_setup(state))


BAD = {
    "empty.json": ("", "not_json"),
    "truncated.json": (_good_text()[:-40], "not_json"),
    "not-json.json": ("pizza!", "not_json"),
    "other-program.json": (json.dumps({"format": "spreadsheet", "cells": []}), "not_ours"),
    "newer.json": (json.dumps({"format": "mammamia-qt-save", "version": 7}), "newer"),
    "bad-action.json": (_good_text().replace('"type":"play"', '"type":"jump"', 1), "illegal_action"),
    "bad-seats.json": (_good_text().replace('"kind":"human"', '"kind":"human","x":1', 1), "damaged"),
    "binary.json": ("\x00\x01\x02", "not_json"),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_a_bad_file_is_named_set_aside_and_kept(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    content, code = BAD[name]
    path.write_text(content, encoding="utf-8")
    with pytest.raises(StoreError) as info:
        GameStore(tmp_path).load(path)
    err = info.value
    assert name in str(err)
    assert err.code == code
    assert err.aside is not None and err.aside.exists()
    assert err.aside.read_text(encoding="utf-8") == content  # nothing lost
    assert not path.exists()


def test_a_huge_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(50_000_000)
    with pytest.raises(StoreError, match="too large") as info:
        GameStore(tmp_path).load(path)
    assert info.value.code == "too_large"


def test_a_missing_file_is_reported(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="does not exist") as info:
        GameStore(tmp_path).load(tmp_path / "nope.json")
    assert info.value.code == "missing"


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    state = _game("plus", 3, 4)[33]
    setup = default_setup(state)
    store = GameStore(tmp_path)
    store.save(tmp_path / "evening.json", state, setup)
    loaded, loaded_setup = store.load(tmp_path / "evening.json")
    assert loaded.fingerprint() == state.fingerprint()
    assert loaded_setup == setup
    assert loads(dumps(state, setup))[1] == setup


def test_anything_in_place_of_the_autosave_is_reported_and_set_aside(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    makers = {
        "folder": lambda p: p.mkdir(),
        "dangling link": lambda p: p.symlink_to(tmp_path / "gone.json"),
        "named pipe": lambda p: os.mkfifo(p),
        "link to a device": lambda p: p.symlink_to("/dev/zero"),
    }
    for what, make in makers.items():
        make(store.autosave_path)
        assert store.has_autosave(), what  # seen, not ignored
        with pytest.raises(StoreError) as info:
            store.load_autosave()
        assert info.value.code in ("not_a_file", "broken_link"), what
        assert info.value.aside is not None and os.path.lexists(info.value.aside), what
        assert not os.path.lexists(store.autosave_path), what
    state = _game("classic", 2, 1)[3]
    store.autosave(state, default_setup(state))  # the way is clear for the next autosave
    assert store.load_autosave()[0].fingerprint() == state.fingerprint()


def test_a_folder_picked_for_loading_stays_where_it_is(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    with pytest.raises(StoreError) as info:
        GameStore(tmp_path).load(folder)
    assert info.value.code == "not_a_file" and info.value.aside is None
    assert folder.is_dir()


def test_stale_temporaries_are_removed_and_nothing_else(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    stale = tmp_path / ".autosave.json.x1y2z3w4.tmp"
    stale.write_text("{")
    os.utime(stale, (1_000_000_000, 1_000_000_000))
    fresh = tmp_path / ".autosave.json.a1b2c3d4.tmp"
    fresh.write_text("{")
    other = tmp_path / "mine.tmp"
    other.write_text("x")
    os.utime(other, (1_000_000_000, 1_000_000_000))
    assert store.remove_stale_temporaries() == [stale]
    assert not stale.exists() and fresh.exists() and other.exists()
    assert GameStore(tmp_path / "nowhere").remove_stale_temporaries() == []


def test_an_unknown_kind_of_player_is_named_and_the_file_set_aside(tmp_path: Path) -> None:
    """A save whose seat is of no kind the game knows is reported by that kind, never played on as
    some other kind of player (a random one, say)."""
    path = tmp_path / "odd-seat.json"
    content = _good_text().replace('"kind":"human"', '"kind":"wizard"', 1)
    path.write_text(content, encoding="utf-8")
    with pytest.raises(StoreError, match="'wizard' is not a kind of player") as info:
        GameStore(tmp_path).load(path)
    assert "human, random, beginner, intermediate, expert, master, phone" in str(info.value)
    assert info.value.code == "damaged" and info.value.aside is not None
    assert info.value.aside.read_text(encoding="utf-8") == content and not path.exists()


def test_seat_kinds_are_checked_and_saved_as_their_names() -> None:
    """``SeatKind`` refuses what is not a kind (naming the kinds there are) and a setup writes each
    kind as the very string saves have always held."""
    from pydantic import ValidationError

    from mammamia_qt.seats import SeatConfig, SeatKind

    with pytest.raises(ValidationError, match="'human', 'random', 'beginner', 'intermediate', 'expert'"):
        SeatConfig(name="Anna", kind="bogus")  # type: ignore[arg-type]
    seats = [SeatConfig(name="Anna", kind=kind) for kind in SeatKind]
    assert [s.model_dump_json() for s in seats][-1] == '{"name":"Anna","kind":"phone"}'
    assert [s.model_dump(mode="json")["kind"] for s in seats] == [
        "human", "random", "beginner", "intermediate", "expert", "master", "phone",
    ]  # fmt: skip
    assert [(s.is_human, s.is_phone, s.kind.is_computer) for s in seats[::3]] == [
        (True, False, False), (False, False, True), (False, True, False),
    ]  # fmt: skip
