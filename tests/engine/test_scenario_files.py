"""Scenario files go through the file gate: a hostile file is one clear ScenarioError (exit 2)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from mammamia_qt.cli import main
from mammamia_qt.engine.scenario import MAX_SCENARIO_BYTES, ScenarioError, load_scenario

GOOD = Path(__file__).resolve().parent / "scenarios" / "shared" / "classic-returned-to-waiter.json"
TEXT = GOOD.read_text(encoding="utf-8")


def _sub(old: str, new: str) -> str:
    assert old in TEXT
    return TEXT.replace(old, new, 1)


CASES: dict[str, str | bytes | Callable[[Path], None]] = {
    "deep-nesting": "[" * 200_000 + "]" * 200_000,
    "deep-in-a-value": _sub('"name":', '"x": ' + "[" * 50 + "]" * 50 + ', "name":'),
    "huge-integer": _sub('"name":', '"x": ' + "7" * 10_000 + ', "name":'),
    "infinity": _sub('"name":', '"x": Infinity, "name":'),
    "nan": _sub('"name":', '"x": NaN, "name":'),
    "1e400": _sub('"name":', '"x": 1e400, "name":'),
    "surrogate": _sub('"name": "', '"name": "\\ud800'),
    "not-utf8": b'{"name": "\xff"}',
    "oversize": " " * (MAX_SCENARIO_BYTES + 1),
    "fifo": lambda p: os.mkfifo(p),
    "dev-zero": lambda p: p.symlink_to("/dev/zero"),
    "folder": lambda p: p.mkdir(),
    "dangling": lambda p: p.symlink_to(p.with_name("gone.json")),
}


def _make(tmp_path: Path, name: str) -> Path:
    path = tmp_path / f"{name}.json"
    case = CASES[name]
    if callable(case):
        case(path)
    elif isinstance(case, bytes):
        path.write_bytes(case)
    else:
        path.write_text(case, encoding="utf-8")
    return path


def test_the_good_file_loads() -> None:
    assert '"name"' in TEXT and load_scenario(GOOD).name


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_hostile_scenario_file_is_one_clear_error(tmp_path: Path, name: str) -> None:
    path = _make(tmp_path, name)
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    assert str(info.value).startswith(f"{path}: ")
    assert os.path.lexists(path)  # a scenario is never moved or changed


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_command_line_exits_2_without_a_traceback(
    tmp_path: Path, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _make(tmp_path, name)
    assert main(["scenario", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("ERROR ") and str(path) in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_a_link_to_a_good_scenario_is_fine(tmp_path: Path) -> None:
    link = tmp_path / "link.json"
    link.symlink_to(GOOD)
    assert load_scenario(link).name == json.loads(TEXT)["name"]
