"""Damaged and hostile save files, through the real entry point in a child process.

A corpus of named cases (made here, the pipes, links and folders at test time) goes through
Game ▸ Load… and, file by file, through the autosave at start-up; every file must give a message
that names it, be kept (set aside under a new name, never deleted), leave the window usable with
Continue gone, and never hang (the child waits at most a minute for each answer). The child's
stderr must hold no traceback. A few real start-ups check the autosave and ``--load`` directly.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from engine_support import play_out, randomly

from mammamia_qt.engine.rules import Rules
from mammamia_qt.engine.state import GameState
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import dumps

DRIVER = Path(__file__).with_name("hostile_driver.py")
ASIDE = re.compile(r"set aside \(not deleted\) as (.+)\.$")


def _good() -> str:
    setup = GameSetup(
        rules=Rules(players=3),
        seats=(SeatConfig(name="Anna"), SeatConfig(name="Bo", kind="beginner"), SeatConfig(name="Cy")),
        seed=11,
    )
    state, _ = GameState.new_game(setup.rules, setup.seed)
    play_out(state, randomly(3), moves=30)
    return dumps(state, setup)


GOOD = _good()


def _edit(change: Callable[[dict], object]) -> bytes:
    data = json.loads(GOOD)
    change(data)
    return json.dumps(data).encode()


def _set(path: str, value: object) -> Callable[[dict], None]:
    def change(data: dict) -> None:
        *parents, last = path.split(".")
        node = data
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value

    return change


def _raw(old: str, new: str) -> bytes:
    assert old in GOOD
    return GOOD.replace(old, new, 1).encode()


def _cut(n: int, keep_count: bool) -> Callable[[dict], None]:
    def change(data: dict) -> None:
        del data["actions"][-n:]
        if not keep_count:
            data["action_count"] = len(data["actions"])

    return change


def _nest(depth: int) -> bytes:
    return GOOD.replace('"meta":{', '"meta":{"x":' + "[" * depth + "]" * depth + ",", 1).encode()


# name -> content (bytes), or a function making the thing at a path (pipes, links, folders)
CASES: dict[str, bytes | Callable[[Path], None]] = {
    "empty": b"",
    "whitespace": b" \n\t\n",
    "half": GOOD.encode()[: len(GOOD) // 2],
    "one-byte-short": GOOD.encode()[:-1],
    "not-json": b"pizza margherita, please",
    "binary": bytes(range(256)) * 8,
    "nul-bytes": GOOD.encode()[:100] + b"\x00" * 50 + GOOD.encode()[100:],
    "utf16": GOOD.encode("utf-16"),
    "latin1-byte": _raw('"Anna"', '"Ann\xe9"').decode("utf-8").encode("latin-1"),
    "deep-arrays": b"[" * 100_000 + b"]" * 100_000,
    "deep-objects": b'{"a":' * 50_000 + b"1" + b"}" * 50_000,
    "deep-open-only": b"[" * 1_000_000,
    "deep-in-meta": _nest(40),
    "huge-int-seed": _raw('"seed":11', '"seed":' + "9" * 5000),
    "huge-int-count": _raw('"action_count":30', '"action_count":' + "1" * 100_000),
    "long-int-40": _raw('"seed":11', '"seed":' + "1" * 40),
    "infinity": _raw('"seed":11', '"seed":Infinity'),
    "minus-infinity": _raw('"seed":11', '"seed":-Infinity'),
    "nan": _raw('"seed":11', '"seed":NaN'),
    "1e400": _raw('"seed":11', '"seed":1e400'),
    "1e400-in-action": re.sub(rb'"count":\d+', b'"count":1e400', GOOD.encode(), count=1),
    "float-seed": _raw('"seed":11', '"seed":11.0'),
    "version-string": _raw('"version":2', '"version":"2"'),
    "version-float": _raw('"version":2', '"version":2.0'),
    "version-true": _raw('"version":2', '"version":true'),
    "version-newer": _raw('"version":2', '"version":99'),
    "version-zero": _raw('"version":2', '"version":0'),
    "version-null": _raw('"version":2', '"version":null'),
    "version-missing": _raw('"version":2,', ""),
    "surrogate-value": _raw('"Anna"', '"An\\ud800na"'),
    "surrogate-key": _raw('"meta":{', '"meta":{"\\udc00":1,'),
    "duplicate-key": _raw('"seed":11', '"seed":11,"seed":12'),
    "other-program": json.dumps({"format": "spreadsheet", "cells": [[1, 2]]}).encode(),
    "top-array": b"[1, 2, 3]",
    "top-string": b'"mammamia-qt-save"',
    "format-missing": _edit(lambda d: d.pop("format")),
    "cut-actions": _edit(_cut(5, keep_count=True)),
    "cut-actions-count-fixed": _edit(_cut(5, keep_count=False)),
    "digest-edited": _edit(lambda d: d.update(state_digest="0" * 64)),
    "digest-missing": _edit(lambda d: d.pop("state_digest")),
    "digest-not-hex": _edit(_set("state_digest", "pizza")),
    "count-string": _edit(_set("action_count", "30")),
    "count-negative": _edit(_set("action_count", -1)),
    "count-float": _edit(_set("action_count", 30.0)),
    "action-count-string": _edit(_set("actions.0.count", "2")),
    "action-count-huge": _edit(_set("actions.0.count", 10**18)),
    "action-unknown": _edit(_set("actions.3", {"type": "teleport"})),
    "action-illegal": _edit(_set("actions.3", {"type": "help", "accept": True})),
    "action-not-object": _edit(_set("actions.0", 7)),
    "too-many-actions": _edit(_set("actions", [{"type": "help", "accept": True}] * 6000)),
    "extra-field": _edit(_set("cheat", True)),
    "players-9": _edit(_set("rules.players", 9)),
    "players-string": _edit(_set("rules.players", "3")),
    "edition-poker": _edit(_set("rules.edition", "poker")),
    "seed-negative": _edit(_set("seed", -1)),
    "seed-2-64": _edit(_set("seed", 2**64)),
    "seed-string": _edit(_set("seed", "11")),
    "seats-mismatch": _edit(lambda d: d["meta"]["setup"]["seats"].pop()),
    "seat-kind-god": _edit(_set("meta.setup.seats.1.kind", "god")),
    "seat-name-long": _edit(_set("meta.setup.seats.0.name", "x" * 1_500_000)),
    "too-large": b"{" + b" " * 2_100_000 + b"}",
    "sparse-huge": lambda p: os.truncate(_touch(p), 50_000_000),
    "fifo": lambda p: os.mkfifo(p),
    "link-dev-zero": lambda p: os.symlink("/dev/zero", p),
    "link-dev-urandom": lambda p: os.symlink("/dev/urandom", p),
    "dangling-link": lambda p: os.symlink(p.with_name("nowhere-to-be-found"), p),
    "link-loop": lambda p: os.symlink(p, p),
    "folder": lambda p: p.mkdir(),
    "unreadable": lambda p: (p.write_bytes(b"pizza"), p.chmod(0)),
}


def _touch(path: Path) -> Path:
    path.write_bytes(b"")
    return path


def make_corpus(folder: Path) -> dict[str, bytes | None]:
    """The corpus as files ``NN-name.json`` in ``folder``; returns each file's bytes (None: not a file)."""
    folder.mkdir(parents=True, exist_ok=True)
    made: dict[str, bytes | None] = {}
    for i, (name, case) in enumerate(CASES.items()):
        path = folder / f"{i:02d}-{name}.json"
        if callable(case):
            case(path)
            made[path.name] = None
        else:
            path.write_bytes(case)
            made[path.name] = case
    return made


def child_env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_RUNTIME_DIR=str(home / "runtime"),
    )
    (home / "runtime").mkdir(parents=True, exist_ok=True, mode=0o700)
    return env


def run_driver(home: Path, *args: str) -> tuple[list[dict], str]:
    proc = subprocess.run(
        [sys.executable, str(DRIVER), *args],
        env=child_env(home),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    return [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")], proc.stderr


def data_folder(home: Path) -> Path:
    return home / "data" / "mammamia-qt" / "mammamia-qt"


def test_the_corpus_is_large_enough() -> None:
    assert len(CASES) >= 40


def _check_kept(record: dict, original: bytes | None, path: Path) -> None:
    """The file is still there: at the path (a folder the player picked) or where it was set aside."""
    text = record["boxes"][0]["text"]
    match = ASIDE.search(text)
    if match is None:
        assert os.path.lexists(path), text  # not renamed (a folder picked by the player)
        return
    aside = Path(match.group(1))
    assert os.path.lexists(aside), text
    if original is not None:
        assert aside.read_bytes() == original


def test_every_hostile_file_through_load(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    made = make_corpus(corpus)
    records, stderr = run_driver(tmp_path / "home", "load", str(corpus))
    assert "Traceback" not in stderr, stderr
    by_name = {r["name"]: r for r in records}
    handled = 0
    for name, original in made.items():
        record = by_name[name]
        assert len(record["boxes"]) == 1, record
        box = record["boxes"][0]
        assert box["title"] == "Cannot load the game"
        assert str(corpus / name) in box["text"], record  # names the file
        assert record["usable"] and not record["can_continue"], record
        _check_kept(record, original, corpus / name)
        handled += 1
    assert handled == len(CASES)
    assert by_name["(a game after the corpus)"]["plays"]
    # only the folder stays in place; everything else was renamed beside itself
    assert sorted(p.name for p in corpus.iterdir() if ".bad-" not in p.name) == [
        n for n in made if n.endswith("-folder.json")
    ]


@pytest.mark.slow
def test_every_hostile_file_as_the_autosave_at_start(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    made = make_corpus(corpus)
    records, stderr = run_driver(tmp_path / "home", "autosave", str(corpus))
    assert "Traceback" not in stderr, stderr
    by_name = {r["name"]: r for r in records}
    autosave = data_folder(tmp_path / "home") / "autosave.json"
    for name, original in made.items():
        record = by_name[name]
        assert len(record["boxes"]) == 1, record
        box = record["boxes"][0]
        assert box["title"] == "The last game cannot be continued"
        assert str(autosave) in box["text"], record
        assert "set aside" in box["text"], record  # in the autosave's place even a folder moves
        assert not record["autosave_left"], record
        assert record["usable"] and not record["can_continue"], record
        assert record["settled"], record  # the box came: nothing hung
        _check_kept(record, original, autosave)
    assert by_name["(a game after the corpus)"]["plays"]


@pytest.mark.parametrize("name", ["folder", "dangling-link", "fifo", "deep-arrays", "1e400", "cut-actions"])
def test_a_real_start_with_a_hostile_autosave(tmp_path: Path, name: str) -> None:
    home = tmp_path / "home"
    folder = data_folder(home)
    folder.mkdir(parents=True)
    case = CASES[name]
    autosave = folder / "autosave.json"
    if callable(case):
        case(autosave)
    else:
        autosave.write_bytes(case)
    stale = folder / ".autosave.json.k3x_9zq1.tmp"  # left by a write that was interrupted
    stale.write_text('{"format": "mammamia-qt-save", "ver')
    os.utime(stale, (1_000_000_000, 1_000_000_000))
    fresh = folder / ".autosave.json.abcdefgh.tmp"  # a write in flight right now: left alone
    fresh.write_text("{")
    mine = folder / "notes.tmp"  # not ours: never touched
    mine.write_text("keep")
    os.utime(mine, (1_000_000_000, 1_000_000_000))
    records, stderr = run_driver(home, "start")
    assert "Traceback" not in stderr, stderr
    start = records[0]
    assert start["folder"] == str(folder)
    assert len(start["boxes"]) == 1 and str(autosave) in start["boxes"][0]["text"], start
    assert start["usable"] and not start["can_continue"], start
    assert start["settled"], start
    assert records[1]["plays"]
    assert not os.path.lexists(autosave) or autosave.is_file()  # set aside (a game played since)
    assert list(folder.glob("autosave.bad-*.json"))
    assert not stale.exists() and fresh.exists() and mine.read_text() == "keep"


def test_load_option_opens_a_saved_game_and_reports_a_bad_one(tmp_path: Path) -> None:
    good = tmp_path / "evening.mammamia.json"
    good.write_text(GOOD)
    records, stderr = run_driver(tmp_path / "home", "start", "--load", str(good))
    assert "Traceback" not in stderr, stderr
    assert records[0]["boxes"] == [] and records[0]["on_table"], records
    assert good.read_text() == GOOD

    bad = tmp_path / "deep.json"
    bad.write_bytes(CASES["deep-arrays"])  # type: ignore[arg-type]
    records, stderr = run_driver(tmp_path / "home2", "start", "--load", str(bad))
    assert "Traceback" not in stderr, stderr
    box = records[0]["boxes"]
    assert len(box) == 1 and str(bad) in box[0]["text"] and "nested" in box[0]["text"], records
    assert records[0]["usable"] and not records[0]["on_table"]
    assert not bad.exists() and list(tmp_path.glob("deep.bad-*.json"))


@pytest.mark.parametrize("what", ["fifo", "dev-zero", "huge"])
def test_a_hostile_settings_file_is_set_aside_at_start(tmp_path: Path, what: str) -> None:
    """QSettings would block forever on a pipe in place of the settings file, and read a device whole."""
    home = tmp_path / "home"
    conf = home / "config" / "mammamia-qt" / "mammamia-qt.conf"
    conf.parent.mkdir(parents=True)
    if what == "fifo":
        os.mkfifo(conf)
    elif what == "dev-zero":
        conf.symlink_to("/dev/zero")
    else:
        with open(conf, "wb") as f:
            f.truncate(50_000_000)
    good = tmp_path / "evening.mammamia.json"
    good.write_text(GOOD)
    records, stderr = run_driver(home, "start", "--load", str(good))
    assert "Traceback" not in stderr, stderr
    assert str(conf) in stderr and "set aside" in stderr
    assert records[0]["on_table"] and records[0]["boxes"] == [], records
    assert len(list(conf.parent.glob("mammamia-qt.bad-*.conf"))) == 1
