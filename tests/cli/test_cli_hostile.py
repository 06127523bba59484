"""mammamia-cli as a hostile user meets it, through the installed entry point in subprocesses.

Every bad argument and every bad scenario value gets exit status 2 and one line on stderr, never a
traceback; long work shows a progress bar on a terminal and stops cleanly on Ctrl+C with the
partial summary on stdout.
"""

from __future__ import annotations

import copy
import fcntl
import json
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import termios
from pathlib import Path
from typing import Any

import pytest

from mammamia_qt.cli import LANGUAGE_CODES, main
from mammamia_qt.engine.rng import MAX_SEED
from mammamia_qt.progress import Progress

SCENARIOS = Path(__file__).resolve().parents[1] / "engine" / "scenarios" / "shared"
BASE = "plus-de-helping.json"  # seats green, yellow, red; an order in the oven; decisions; expect


def cli(*args: str, cwd: Path | None = None, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """The command line in a fresh interpreter, as a user starts it."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-c", "import sys; from mammamia_qt.cli import main; sys.exit(main())", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        cwd=cwd,
    )


def assert_refused(run: subprocess.CompletedProcess[str]) -> str:
    """Exit 2, exactly one line on stderr, no traceback, nothing on stdout; the line."""
    assert run.returncode == 2, (run.returncode, run.stderr)
    assert "Traceback" not in run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1, run.stderr
    assert run.stdout == ""
    return lines[0]


# ---------------------------------------------------------------------- arguments
BAD_ARGUMENTS: list[tuple[str, list[str], str]] = [
    ("no command", [], "required"),
    ("unknown command", ["frobnicate"], "invalid choice"),
    ("unknown option", ["simulate", "--edition", "classic", "--players", "4", "--turbo"], "unrecognized"),
    ("runs 0", ["bench", "engine", "--runs", "0"], "--runs"),
    ("runs negative", ["bench", "engine", "--runs", "-3"], "--runs"),
    ("runs a word", ["bench", "engine", "--runs", "many"], "whole number"),
    ("runs a fraction", ["bench", "engine", "--runs", "1.5"], "whole number"),
    ("runs too many", ["bench", "engine", "--runs", "1001"], "--runs"),
    ("seconds negative", ["bench", "engine", "--seconds", "-1"], "--seconds"),
    ("seconds zero", ["bench", "engine", "--seconds", "0"], "--seconds"),
    ("seconds nan", ["bench", "engine", "--seconds", "nan"], "--seconds"),
    ("seconds inf", ["bench", "engine", "--seconds", "inf"], "--seconds"),
    ("seconds overflow", ["bench", "engine", "--seconds", "1e400"], "--seconds"),
    ("seconds a word", ["bench", "engine", "--seconds", "soon"], "--seconds"),
    ("seconds over an hour", ["bench", "engine", "--seconds", "3601"], "--seconds"),
    ("kiosk games 0", ["bench", "kiosk", "--games", "0"], "--games"),
    ("unknown bench", ["bench", "everything"], "invalid choice"),
    ("players 1", ["simulate", "--edition", "plus", "--players", "1"], "--players"),
    ("players 7", ["simulate", "--edition", "plus", "--players", "7"], "--players"),
    ("classic with 6", ["simulate", "--edition", "classic", "--players", "6"], "classic is for 2-5"),
    ("unknown edition", ["simulate", "--edition", "chess", "--players", "2"], "--edition"),
    ("players a word", ["simulate", "--edition", "plus", "--players", "three"], "whole number"),
    ("games 0", ["simulate", "--edition", "plus", "--players", "3", "--games", "0"], "--games"),
    ("games negative", ["simulate", "--edition", "plus", "--players", "3", "--games", "-5"], "--games"),
    (
        "games 10**40",
        ["simulate", "--edition", "plus", "--players", "3", "--games", "1" + "0" * 40],
        "--games",
    ),
    (
        "games a million digits",
        ["simulate", "--edition", "plus", "--players", "3", "--games", "9" * 100_000],
        "--games",
    ),  # fmt: skip
    ("seed negative", ["simulate", "--edition", "plus", "--players", "3", "--seed", "-1"], "--seed"),
    (
        "seed 2**64",
        ["simulate", "--edition", "plus", "--players", "3", "--seed", str(MAX_SEED + 1)],
        "--seed",
    ),
    ("seed a float", ["simulate", "--edition", "plus", "--players", "3", "--seed", "1e3"], "--seed"),
    (
        "tournament seed 2**64",
        [
            "tournament",
            "--edition",
            "plus",
            "--players",
            "2",
            "--seats",
            "random,random",
            "--seed",
            str(MAX_SEED + 1),
        ],
        "--seed",
    ),  # fmt: skip
    (
        "seats too few",
        ["tournament", "--edition", "classic", "--players", "3", "--seats", "expert,expert"],
        "2 levels for 3",
    ),  # fmt: skip
    (
        "seats unknown level",
        ["tournament", "--edition", "classic", "--players", "2", "--seats", "expert,grandmaster"],
        "unknown level",
    ),  # fmt: skip
    (
        "seats empty",
        ["tournament", "--edition", "classic", "--players", "2", "--seats", ",,"],
        "unknown level",
    ),
    (
        "tournament games 0",
        ["tournament", "--edition", "classic", "--players", "2", "--seats", "random,random", "--games", "0"],
        "--games",
    ),  # fmt: skip
    ("scenario without files", ["scenario"], "FILE"),
    ("snapshot lang xx", ["snapshot", "--out", "{tmp}/shots", "--lang", "xx"], "--lang"),
    ("snapshot lang upper case", ["snapshot", "--out", "{tmp}/shots", "--lang", "EN"], "--lang"),
    ("snapshot lang empty", ["snapshot", "--out", "{tmp}/shots", "--lang", ""], "--lang"),
    ("snapshot without out", ["snapshot"], "--out"),
    ("snapshot out empty", ["snapshot", "--out", ""], "--out"),
    ("snapshot out is a file", ["snapshot", "--out", "{tmp}/a-file"], "is a file"),
    ("snapshot out under a file", ["snapshot", "--out", "{tmp}/a-file/shots"], "not a folder"),
    ("snapshot out under /dev/null", ["snapshot", "--out", "/dev/null/shots"], "not a folder"),
    ("snapshot out a dangling link", ["snapshot", "--out", "{tmp}/nowhere"], "link to nothing"),
    ("snapshot out name too long", ["snapshot", "--out", "{tmp}/" + "n" * 5000], "--out"),
    ("snapshot out in /proc", ["snapshot", "--out", "/proc/mammamia-shots"], "cannot be written"),
]


@pytest.fixture
def scratch(tmp_path: Path) -> Path:
    (tmp_path / "a-file").write_text("not a folder")
    (tmp_path / "nowhere").symlink_to(tmp_path / "missing" / "target")
    return tmp_path


@pytest.mark.parametrize(("argv", "says"), [c[1:] for c in BAD_ARGUMENTS], ids=[c[0] for c in BAD_ARGUMENTS])
def test_a_bad_argument_is_one_line_and_exit_two(argv: list[str], says: str, scratch: Path) -> None:
    argv = [a.replace("{tmp}", str(scratch)) for a in argv]
    line = assert_refused(cli(*argv))
    assert line.startswith("mammamia-cli: error:")
    assert says in line
    assert not (scratch / "shots").exists()


def test_the_largest_seed_is_accepted_and_games_wrap_around(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--edition", "classic", "--players", "2", "--games", "2", "--seed", str(MAX_SEED)]
    assert main(argv) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["seed"] == MAX_SEED and summary["games"] == 2 and "interrupted" not in summary


def test_the_languages_are_the_games_languages() -> None:
    from mammamia_qt.ui.common.i18n import LANGUAGES

    assert LANGUAGE_CODES == tuple(LANGUAGES)


# ---------------------------------------------------------------------- scenario values
def _base() -> dict[str, Any]:
    return json.loads((SCENARIOS / BASE).read_text(encoding="utf-8"))


def _set(path: str, value: Any) -> dict[str, Any]:
    data = _base()
    keys = path.split(".")
    target: Any = data
    for key in keys[:-1]:
        target = target[int(key)] if isinstance(target, list) else target.setdefault(key, {})
    last = keys[-1]
    if isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value
    return data


ORDER = {"owner": "green", "order": {"type": "normale", "needs": {"olive": 4, "pepper": 1}}}
BAD_SCENARIOS: list[tuple[str, Any, str]] = [
    ("hand count negative", _set("hands.green.olive", -1), "hands.green.olive"),
    ("hand count a billion", _set("hands.green.olive", 10**9), "hands.green.olive"),
    ("hand count 10**30", _set("hands.green.olive", 10**30), "hands.green.olive"),
    ("hand count a float", _set("hands.green.olive", 1.0), "hands.green.olive"),
    ("hand count true", _set("hands.green.olive", True), "hands.green.olive"),
    ("hand count a string", _set("hands.green.olive", "1"), "hands.green.olive"),
    ("waiter of a billion orders", _set("waiters.green", 10**9), "waiters.green"),
    ("waiter of 61 orders", _set("waiters.green", 61), "waiters.green"),
    ("waiter negative", _set("waiters.red", -3), "waiters.red"),
    ("carried over negative", _set("carried_over.olive", -2), "carried_over.olive"),
    ("carried over huge", _set("carried_over.olive", 2**64), "carried_over.olive"),
    ("oven of 301 cards", _set("oven", ["olive"] * 301), "oven"),
    ("oven of a thousand orders", _set("oven", [ORDER] * 1000), "oven"),
    ("order needs a million", _set("oven.7.order.needs.olive", 10**6), "oven.7"),
    ("order needs zero", _set("oven.7.order.needs.olive", 0), "oven.7"),
    ("order needs a float", _set("oven.7.order.needs.olive", 4.0), "oven.7"),
    ("name of 10000 characters", _set("name", "x" * 10_000), "name"),
    ("source too long", _set("source", "y" * 501), "source"),
    ("seven seats", _set("seats", ["green", "yellow", "red", "pink", "brown", "purple", "green"]), "seats"),
    ("unknown option", _set("options", {"turbo": True}), "options"),
    ("option not a switch", _set("options", {"helping": "yes"}), "options"),
    ("option nested", _set("options", {"helping": {"a": [1, 2]}}), "options"),
    ("start player out of range", _set("options", {"start_player": 10**12}), "options"),
    ("too many options", _set("options", {f"o{i}": True for i in range(11)}), "options"),
    ("601 decisions", _set("decisions", [{"player": "red", "help": False}] * 601), "decisions"),
    ("decision answer a string", _set("decisions.1.help", "no"), "decisions.1.help"),
    (
        "decision choose 7 kinds",
        _set("decisions.0", {"player": "green", "choose": ["olive"] * 7}),
        "decisions.0",
    ),
    ("expect used negative", _set("expect.used", -1), "expect.used"),
    ("expect used 10**12", _set("expect.used", 10**12), "expect.used"),
    ("expect delivered negative", _set("expect.delivered.green", -1), "expect.delivered.green"),
    ("expect waiters after a billion", _set("expect.waiters_after.red", 10**9), "expect.waiters_after.red"),
    (
        "expect results too many",
        _set("expect.results", [_base()["expect"]["results"][0]] * 301),
        "expect.results",
    ),
    ("top level a list", [_base()], "file"),
]
BAD_FILES: list[tuple[str, str]] = [
    ("not JSON", '{"name": '),
    ("empty", ""),
    ("not UTF-8", "\udcff"),  # written as the byte 0xff
]


@pytest.mark.parametrize(("data", "where"), [c[1:] for c in BAD_SCENARIOS], ids=[c[0] for c in BAD_SCENARIOS])
def test_a_bad_scenario_value_is_one_line_and_exit_two(data: Any, where: str, tmp_path: Path) -> None:
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    line = assert_refused(cli("scenario", str(path)))
    assert line.startswith("ERROR ") and "hostile.json" in line and where in line


@pytest.mark.parametrize("text", [c[1] for c in BAD_FILES], ids=[c[0] for c in BAD_FILES])
def test_a_scenario_file_that_is_not_json_is_one_line(text: str, tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    line = assert_refused(cli("scenario", str(path)))
    assert line.startswith("ERROR ") and "broken.json" in line


@pytest.mark.parametrize("kind", ["missing", "folder"])
def test_a_scenario_path_that_is_no_file_is_one_line(kind: str, tmp_path: Path) -> None:
    path = tmp_path / "scenario.json"
    if kind == "folder":
        path.mkdir()
    line = assert_refused(cli("scenario", str(path)))
    assert "scenario.json" in line


def test_the_bounds_keep_every_shipped_scenario(capsys: pytest.CaptureFixture[str]) -> None:
    files = sorted(str(p) for p in SCENARIOS.parent.rglob("*.json"))
    assert len(files) > 10
    assert main(["scenario", *files]) == 0
    assert capsys.readouterr().out.count("PASS ") == len(files)


def test_a_hostile_scenario_does_not_stop_the_good_ones(tmp_path: Path) -> None:
    bad = tmp_path / "billion.json"
    bad.write_text(json.dumps(_set("waiters.green", 10**9)), encoding="utf-8")
    run = cli("scenario", str(bad), str(SCENARIOS / BASE))
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert run.stdout.strip() == "PASS plus-de-helping"
    assert len(run.stderr.strip().splitlines()) == 1


def test_scenario_values_keep_their_bounds_in_memory() -> None:
    from mammamia_qt.engine.scenario import ScenarioError, parse_scenario

    data = _base()
    data["waiters"]["green"] = 60  # the largest waiter is still accepted and played
    parse_scenario(copy.deepcopy(data))
    data["waiters"]["green"] = 61
    with pytest.raises(ScenarioError, match="waiters.green"):
        parse_scenario(data)


# ---------------------------------------------------------------------- progress and Ctrl+C
def _pty_pair(columns: int = 100, rows: int = 30) -> tuple[int, int]:
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    return master, slave


def _read_until(fd: int, pattern: re.Pattern[bytes], limit_s: float = 60) -> bytes:
    seen = b""
    while not pattern.search(seen):
        ready, _, _ = select.select([fd], [], [], limit_s)
        assert ready, f"nothing more on the terminal; so far: {seen[-300:]!r}"
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    return seen


def _drain(fd: int) -> bytes:
    seen = b""
    while True:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if not ready:
            return seen
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            return seen
        if not chunk:
            return seen
        seen += chunk


def test_ctrl_c_stops_simulate_with_the_partial_summary() -> None:
    master, slave = _pty_pair()
    games = 1_000_000
    child = subprocess.Popen(
        [sys.executable, "-c", "import sys; from mammamia_qt.cli import main; sys.exit(main())",
         "simulate", "--edition", "classic", "--players", "4", "--games", str(games), "--seed", "5"],
        stdout=subprocess.PIPE, stderr=slave, text=True,
    )  # fmt: skip
    os.close(slave)
    try:
        # The bar is on the terminal and some games are done: then the user presses Ctrl+C.
        shown = _read_until(master, re.compile(rb"simulate:.*?\| *[1-9][0-9]*/1000000"))
        child.send_signal(signal.SIGINT)
        out, _ = child.communicate(timeout=60)
        shown += _drain(master)
    finally:
        if child.poll() is None:
            child.kill()
        os.close(master)
    assert child.returncode == 130
    summary = json.loads(out)
    assert summary["interrupted"] is True
    assert 1 <= summary["games"] < games and summary["games_requested"] == games
    assert sum(summary["wins"]) == pytest.approx(summary["games"])
    assert summary["turns"] > 0
    text = shown.decode("utf-8", "replace")
    assert "game/s" in text and "Traceback" not in text
    assert "interrupted" in text.splitlines()[-1]


def test_no_bar_when_stderr_is_not_a_terminal() -> None:
    run = cli("simulate", "--edition", "plus", "--players", "3", "--games", "3")
    assert run.returncode == 0 and run.stderr == ""
    assert json.loads(run.stdout)["games"] == 3


class StopAfter(Progress):
    """A progress that stops the work after ``n`` steps, as a Ctrl+C there would."""

    def __init__(self, n: int) -> None:
        super().__init__(show=False, interrupt=False)
        self.n = n
        self.steps = 0

    def advance(self, n: int = 1) -> None:
        self.steps += n
        if self.steps >= self.n:
            self.stopped = True


def test_a_stopped_tournament_reports_the_games_played() -> None:
    from mammamia_qt.ai.tournament import run_tournament

    result = run_tournament("classic", 2, ["random", "beginner"], 6, 3, progress=StopAfter(2))
    assert result["games"] == 2 and result["games_requested"] == 6
    assert sum(level["seat_games"] for level in result["levels"].values()) == 4


def test_a_stopped_engine_bench_reports_the_runs_done() -> None:
    from mammamia_qt.cli import bench_engine

    result = bench_engine(runs=3, seconds=0.01, progress=StopAfter(2))
    assert list(result) == ["classic_4p"] and len(result["classic_4p"]["runs"]) == 2


def test_a_stopped_ai_bench_reports_the_levels_done() -> None:
    from mammamia_qt.ai.tournament import bench_ai

    result = bench_ai(positions=4, levels=("random", "beginner"), progress=StopAfter(4 + 4 + 1))
    assert result["positions"] == 4 and list(result["levels"]) == ["random"]


def test_the_second_ctrl_c_interrupts_at_once() -> None:
    before = signal.getsignal(signal.SIGINT)  # Python's default, or ignored when started in the background
    with Progress(show=False) as progress:
        assert signal.getsignal(signal.SIGINT) == progress._on_sigint
        progress._on_sigint(signal.SIGINT, None)
        assert progress.stopped
        with pytest.raises(KeyboardInterrupt):
            progress._on_sigint(signal.SIGINT, None)
    assert signal.getsignal(signal.SIGINT) is before


def test_ctrl_c_before_any_work_is_one_line_too(monkeypatch, capsys: pytest.CaptureFixture[str]) -> None:
    import mammamia_qt.cli as cli_module

    def interrupted(_args: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli_module, "cmd_simulate", interrupted)
    assert main(["simulate", "--edition", "classic", "--players", "2"]) == 130
    captured = capsys.readouterr()
    assert captured.err.strip() == "mammamia-cli: interrupted" and captured.out == ""


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
def test_a_stopped_kiosk_bench_reports_the_games_played(qapp) -> None:
    from mammamia_qt.tools.bench import bench_kiosk

    result = bench_kiosk(50, progress=StopAfter(1))
    assert result["games"] == 1 and result["qt_warnings"] == 0
