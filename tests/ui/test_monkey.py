"""A monkey at the real app: a few thousand seeded random clicks, drags, wheel turns and keys (never a
quit key) over every screen it reaches, once as a window and once as a kiosk, offscreen, in a child
process (``monkey_driver.py``: the app as ``mammamia`` builds it, ``__main__.main``).

It fails on a crash (the child ends by a signal or with a status), an exception inside a Qt override
(it reaches ``sys.excepthook``), a Qt warning or critical message, or an ``errors.log`` written in the
data folder. The message names the seed, the input that broke it and the command that replays the
inputs given (kept in the test's temporary folder). ``MAMMAMIA_MONKEY_SEED`` runs another seed.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

DRIVER = Path(__file__).with_name("monkey_driver.py")
INPUTS = 3000
SEEDS = {"window": 33, "kiosk": 34}
REACHED = {
    "window": {"page StartScreen", "page TablePage", "NewGameDialog", "QMenu"},
    "kiosk": {"page AttractPage", "page QuickStartPage", "page TablePage"},
}
"""Screens each run must have reached (so a monkey stuck on one screen is not a pass)."""

pytestmark = pytest.mark.slow


def _env(folder: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "XDG_"))}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(folder))
    for name, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache")):
        env[name] = str(folder / sub)
    return env


def _report(stdout: str) -> dict[str, Any] | None:
    for line in reversed(stdout.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    return None


def _status(code: int) -> str:
    return f"killed by {signal.Signals(-code).name}" if code < 0 else f"status {code}"


def problems_of(
    result: subprocess.CompletedProcess[str], report: dict[str, Any] | None, log: Path
) -> list[str]:
    found = []
    if result.returncode != 0:
        found.append(f"the app crashed ({_status(result.returncode)})")
    if report is None:
        found.append("no report: the app ended before the monkey did")
    else:
        found += [f"after input {p['input']}: {p['what']}" for p in report["problems"][:10]]
        if len(report["problems"]) > 10:
            found.append(f"… {len(report['problems']) - 10} more")
        if not report["finished"]:
            found.append(f"the app ended after input {report['inputs']} of {INPUTS} (the monkey never quits)")
    if log.exists():
        last = log.read_text(encoding="utf-8", errors="replace").strip().splitlines()[-1:]
        found.append(f"errors.log written ({log}), its last line: {last[0][-300:] if last else ''}")
    return found


def explain(mode: str, seed: int, folder: Path, inputs: Path, report: dict[str, Any] | None) -> str:
    """The seed, the input that broke it (or the last ones given) and how to replay them."""
    steps = inputs.read_text(encoding="utf-8").splitlines() if inputs.exists() else []
    first = min((p["input"] for p in (report or {}).get("problems", [])), default=len(steps))
    shown = "\n".join(steps[max(0, first - 8) : first])
    kiosk = " --kiosk" if mode == "kiosk" else ""
    return (
        f"monkey ({mode}), seed {seed}: input {first} broke it; the inputs before it:\n{shown}\n"
        f"replay all {len(steps)} inputs: HOME={folder} XDG_CONFIG_HOME={folder}/config "
        f"XDG_DATA_HOME={folder}/data QT_QPA_PLATFORM=offscreen "
        f"{sys.executable} {DRIVER} --replay {inputs}{kiosk}  (after removing {folder}/config and {folder}/data)"
    )


@pytest.mark.parametrize("mode", ["window", "kiosk"])
def test_a_monkey_breaks_nothing(tmp_path: Path, mode: str) -> None:
    seed = int(os.environ.get("MAMMAMIA_MONKEY_SEED", SEEDS[mode]))
    inputs = tmp_path / "inputs.jsonl"
    command = [
        sys.executable,
        str(DRIVER),
        "--seed",
        str(seed),
        "--inputs",
        str(INPUTS),
        "--log",
        str(inputs),
    ]
    if mode == "kiosk":
        command.append("--kiosk")
    result = subprocess.run(
        command, capture_output=True, text=True, env=_env(tmp_path), timeout=600, cwd=tmp_path
    )
    report = _report(result.stdout)
    errors_log = tmp_path / "data" / "mammamia-qt" / "mammamia-qt" / "errors.log"
    problems = problems_of(result, report, errors_log)
    assert not problems, "\n".join(problems) + "\n" + explain(mode, seed, tmp_path, inputs, report)
    assert report is not None and report["inputs"] == INPUTS
    missing = REACHED[mode] - set(report["screens"])
    assert not missing, f"the monkey never reached {sorted(missing)} (it saw {report['screens']})"
