"""mammamia-cli: output shapes, exit codes, and one clear line for bad arguments."""

from __future__ import annotations

import json
import random
import re
import shutil
from pathlib import Path

import pytest

from mammamia_qt.cli import bench, main
from mammamia_qt.cli.commands import random_game
from mammamia_qt.engine import GameState, Rules
from mammamia_qt.engine.cards import Edition

SCENARIOS = Path(__file__).resolve().parents[1] / "engine" / "scenarios" / "shared"


def test_scenario_passes_and_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    files = sorted(str(p) for p in SCENARIOS.glob("*.json"))
    assert main(["scenario", *files]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(files)
    assert all(line.startswith("PASS ") for line in lines)


def test_scenario_failure_prints_differences(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads((SCENARIOS / "classic-returned-to-waiter.json").read_text())
    data["expect"]["waiters_after"]["red"] = 2
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(data))
    assert main(["scenario", str(path)]) == 1
    out = capsys.readouterr().out
    assert out.splitlines() == ["FAIL classic-returned-to-waiter", "  waiters_after.red: expected 2, got 3"]


def test_scenario_print_shows_the_outcome(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scenario", "--print", str(SCENARIOS / "plus-de-helping.json")]) == 0
    outcome = json.loads(capsys.readouterr().out)
    assert outcome["used"] == 5
    assert outcome["results"][0]["helper"] == "red"
    assert set(outcome) == {
        "results", "face_up_after", "used", "delivered", "hands_after", "waiters_after", "questions"
    }  # fmt: skip
    # Green's hand cannot cover two olives: asked all the same, and answered no without a decision.
    assert outcome["questions"] == [
        {"player": "green", "question": "complete"},
        {"player": "green", "question": "ask_help"},
        {"player": "yellow", "question": "help"},
        {"player": "red", "question": "help"},
    ]


def test_an_invalid_scenario_file_is_one_line_and_exit_two(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "broken.json"
    bad.write_text('{"name": "x", "edition": "classic", "seats": ["red", "green"], "oven": [42]}')
    good = tmp_path / "good.json"
    shutil.copy(SCENARIOS / "classic-en-hand-top-up.json", good)
    assert main(["scenario", str(bad), str(good)]) == 2
    captured = capsys.readouterr()
    err = captured.err.strip().splitlines()
    assert len(err) == 1 and "broken.json" in err[0] and "oven.0" in err[0]
    assert "Traceback" not in captured.err
    assert captured.out.startswith("PASS classic-en-hand-top-up")


def test_simulate_prints_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--edition", "plus", "--players", "3", "--games", "4", "--seed", "2"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 4
    assert len(summary["mean_delivered"]) == 3
    assert sum(summary["wins"]) == pytest.approx(4)
    assert summary["turns"] > 0


def test_simulate_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--edition", "classic", "--players", "4", "--games", "3", "--seed", "9"]
    main(args)
    first = capsys.readouterr().out
    main(args)
    assert capsys.readouterr().out == first


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--edition", "classic", "--players", "6"],
        ["simulate", "--edition", "chess", "--players", "2"],
        ["simulate", "--edition", "plus", "--players", "three"],
        ["simulate", "--edition", "plus", "--players", "3", "--games", "0"],
        ["tournament", "--edition", "classic", "--players", "3", "--seats", "expert,expert"],
        ["tournament", "--edition", "classic", "--players", "2", "--seats", "expert,grandmaster"],
        ["serve", "--edition", "classic", "--players", "3", "--phones", "1", "--level", "grandmaster"],
        ["serve", "--edition", "classic", "--players", "3", "--phones", "1", "--level", "expert,master"],
        ["bench", "engine", "--anchor", "/nonexistent/tight.py"],
        ["frobnicate"],
        [],
    ],
)
def test_bad_arguments_give_one_line_and_exit_two(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as info:
        code = main(argv)
        raise SystemExit(code)
    assert info.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    assert err[0].startswith("mammamia-cli: error:")


def test_bench_engine_reports_medians(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bench, "ANCHOR", tmp_path / "absent.py")  # no anchor beside this checkout
    assert main(["bench", "engine", "--runs", "1", "--seconds", "0.05"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result) == {"classic_4p", "plus_6p"}
    assert result["classic_4p"]["games_per_second_median"] > 0


def test_scenario_format_prints_the_format_document(capsys: pytest.CaptureFixture[str]) -> None:
    from mammamia_qt.engine.scenario import FORMAT_DOC

    assert main(["scenario", "--format"]) == 0
    out = capsys.readouterr().out
    assert out == FORMAT_DOC.read_text(encoding="utf-8")
    assert out.startswith("# Reveal scenarios") and '"decisions"' in out and "### Limits" in out


def test_scenario_help_names_where_the_format_is_installed(capsys: pytest.CaptureFixture[str]) -> None:
    import mammamia_qt.engine

    with pytest.raises(SystemExit) as done:
        main(["scenario", "--help"])
    assert done.value.code == 0
    help_text = " ".join(capsys.readouterr().out.split())  # argparse wraps the path's line
    path = Path(mammamia_qt.engine.__file__).parent / "scenario_format.md"
    assert str(path) in help_text and path.is_file()
    assert "shared/scenarios" not in help_text and "--format" in help_text


def test_scenario_without_a_file_is_one_line_and_exit_two(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scenario"]) == 2
    out, err = capsys.readouterr()
    assert (
        out == ""
        and err == "mammamia-cli: error: name at least one scenario FILE, or --format for their format\n"
    )


def test_bench_engine_runs_the_anchor_between_its_own_runs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each Classic run is followed by an anchor run; the ratio is the anchor's median to the engine's."""
    log = tmp_path / "log.txt"
    engine_game = bench.random_game

    def logged(rules: object, seed: int) -> object:
        with open(log, "a") as f:
            f.write("e")
        return engine_game(rules, seed)  # type: ignore[arg-type]

    monkeypatch.setattr(bench, "random_game", logged)
    anchor = tmp_path / "anchor.py"
    anchor.write_text(
        "import time\n"
        f"LOG = {str(log)!r}\n"
        "def game(rng):\n"
        "    with open(LOG, 'a') as f:\n"
        "        f.write('a')\n"
        "    time.sleep(0.01)\n"
    )
    assert main(["bench", "engine", "--runs", "3", "--seconds", "0.02", "--anchor", str(anchor)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert len(result["anchor"]["runs"]) == 3 == len(result["classic_4p"]["runs"])
    ratio = result["anchor"]["games_per_second_median"] / result["classic_4p"]["games_per_second_median"]
    assert result["classic_4p_ratio"] == round(ratio, 2)
    assert re.fullmatch(r"(e+a+){3}e+", log.read_text())  # Classic, anchor, three times; then Plus


def test_bench_engine_anchor_defaults_to_the_shared_folder() -> None:
    assert bench.ANCHOR.parts[-3:] == ("shared", "bench", "tight_classic.py")
    assert bench.ANCHOR.parents[2] == Path(bench.__file__).resolve().parents[3]


def test_serve_takes_the_computer_players_level(monkeypatch: pytest.MonkeyPatch) -> None:
    from mammamia_qt.tools import serve_phones as serve

    asked: list[str] = []
    monkeypatch.setattr(serve, "run_serve", lambda *a, level, **k: asked.append(level) or 0)
    base = ["serve", "--edition", "classic", "--players", "3", "--phones", "1"]
    assert main([*base, "--level", "master"]) == 0
    assert main(base) == 0
    assert asked == ["master", "intermediate"]


@pytest.mark.parametrize(("edition", "players"), [("classic", 4), ("classic", 2), ("plus", 6)])
def test_a_random_game_moves_as_randrange_would(edition: str, players: int) -> None:
    """``random_game`` draws its moves itself: each is the one ``randrange(len(legal))`` picks."""
    rules = Rules(edition=Edition(edition), players=players)
    for seed in range(4):
        state, _ = GameState.new_game(rules, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.step(legal[rng.randrange(len(legal))])
        played = random_game(rules, seed)
        assert played.history == state.history and played.fingerprint() == state.fingerprint()
