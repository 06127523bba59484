"""The rules contract: every shared reveal scenario passes, and bad scenario files are reported."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mammamia_qt.engine.scenario import (
    ScenarioError,
    load_scenario,
    parse_scenario,
    run_scenario,
    run_scenario_file,
)

HERE = Path(__file__).parent / "scenarios"
SHARED = Path(__file__).resolve().parents[3] / "shared" / "scenarios"
FILES = sorted(HERE.glob("**/*.json")) + (sorted(SHARED.glob("*.json")) if SHARED.is_dir() else [])


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario_passes(path: Path) -> None:
    run = run_scenario_file(path)
    assert run.passed, (run.error, run.differences)


def test_the_shared_contract_is_in_the_repo() -> None:
    names = {p.name for p in (HERE / "shared").glob("*.json")}
    assert len(names) >= 9
    if SHARED.is_dir():
        assert {p.name for p in SHARED.glob("*.json")} <= names, "copy new shared scenarios into the repo"


def _base() -> dict:
    return json.loads((HERE / "shared" / "plus-de-helping.json").read_text())


def test_a_wrong_expectation_fails_with_the_difference() -> None:
    data = _base()
    data["expect"]["used"] = 4
    run = run_scenario(parse_scenario(data))
    assert not run.passed
    assert run.differences == ["used: expected 4, got 5"]


def test_every_wrong_expectation_is_one_line_in_order() -> None:
    data = _base()
    data["expect"].update(
        results=[
            {"owner": "green", "outcome": "returned", "from_hand": {}},
            {"owner": "red", "outcome": "delivered"},
        ],
        face_up_after={"mushroom": 3},
        used=6,
        delivered={"green": 1},
        hands_after={"green": {"olive": 1}, "yellow": {"olive": 1}, "red": {}},
        waiters_after={"green": 3, "yellow": 2, "red": 2},
    )
    run = run_scenario(parse_scenario(data))
    assert run.differences == [
        "results: expected 2 orders, got 1",
        'results[0].outcome: expected "returned", got "delivered"',
        'results[0].helper: expected null, got "red"',
        'results[0].from_hand: expected {}, got {"olive": 1}',
        'face_up_after: expected {"mushroom": 3}, got {"mushroom": 4}',
        "used: expected 6, got 5",
        'delivered: expected {"green": 1}, got {"green": 1, "red": 1}',
        'hands_after.green: expected {"olive": 1}, got {}',
        "waiters_after.yellow: expected 2, got 3",
    ]


def test_a_decision_for_the_wrong_player_fails_clearly() -> None:
    data = _base()
    data["decisions"][1]["player"] = "red"
    run = run_scenario(parse_scenario(data))
    assert "decision 2 names red, but the engine asks yellow" in run.error


def test_a_wrong_question_list_fails_with_the_difference() -> None:
    data = _base()
    data["expect"]["questions"] = [
        {"player": "green", "question": "ask_help"},
        {"player": "yellow", "question": "help"},
        {"player": "red", "question": "help"},
    ]
    run = run_scenario(parse_scenario(data))
    assert run.differences[0] == "questions: expected 3 questions, got 4"
    assert 'questions[0]: expected {"player": "green", "question": "ask_help"}' in run.differences[1]


def test_a_question_only_no_can_answer_takes_no_decision() -> None:
    data = _base()  # green holds one olive of the two missing: asked to complete, no decision taken
    data["decisions"].insert(0, {"player": "green", "complete": False})
    run = run_scenario(parse_scenario(data))
    assert "decision 1 answers complete, but the engine asks green to ask_help" in run.error


def test_an_unasked_decision_is_a_finding() -> None:
    data = _base()
    data["decisions"].append({"player": "green", "help": True})
    run = run_scenario(parse_scenario(data))
    assert "was never asked" in run.error


def test_choices_are_never_guessed() -> None:
    data = json.loads((HERE / "shared" / "classic-cs-monotoni.json").read_text())
    data["decisions"] = []
    run = run_scenario(parse_scenario(data))
    assert "choices are never guessed" in run.error


def test_a_request_outside_the_shortfall_is_refused() -> None:
    data = _base()
    data["decisions"][0]["ask_help"] = {"mushroom": 1}
    run = run_scenario(parse_scenario(data))
    assert "part of the shortfall" in run.error


@pytest.mark.parametrize(
    ("patch", "key"),
    [
        ({"edition": "deluxe"}, "edition"),
        ({"seats": ["green", "green", "red"]}, "seats"),
        ({"oven": ["ham"]}, "oven.0"),
        ({"hands": {"blue": {}}}, "hands.blue"),
        ({"decisions": [{"player": "green", "choose": ["olive"], "help": True}]}, "decisions"),
        ({"options": {"helpin": True}}, "helpin"),
        ({"expect": {"usd": 3}}, "expect.usd"),
    ],
)
def test_a_broken_scenario_names_the_key(patch: dict, key: str) -> None:
    data = _base()
    data.update(patch)
    with pytest.raises(ScenarioError) as info:
        parse_scenario(data, "x.json")
    assert str(info.value).startswith("x.json: ")
    assert key in str(info.value)


def test_invalid_json_names_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json")
    with pytest.raises(ScenarioError, match=r"bad\.json: not valid JSON"):
        load_scenario(bad)
