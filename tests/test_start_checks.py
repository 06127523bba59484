"""Start-up without a display, and a self-test whose table check crashes: one clear line, no abort."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from mammamia_qt import display
from mammamia_qt.tools import selftest


def test_no_display_at_all_is_said_in_one_line() -> None:
    problem = display.display_problem({}, [])
    assert problem is not None and "DISPLAY is not set" in problem
    for advice in ("desktop session", "cage", "QT_QPA_PLATFORM=offscreen"):
        assert advice in problem


def test_a_display_that_does_not_answer_is_named() -> None:
    problem = display.display_problem({"DISPLAY": ":987"}, [])
    assert problem is not None and "cannot connect to the display (DISPLAY=:987)" in problem
    problem = display.display_problem({"QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "nowhere-0"}, [])
    assert problem is not None and "WAYLAND_DISPLAY=nowhere-0" in problem


def test_a_chosen_platform_is_left_to_qt() -> None:
    assert display.display_problem({"QT_QPA_PLATFORM": "offscreen"}, []) is None
    assert display.display_problem({}, ["-platform", "offscreen"]) is None


def test_missing_xcb_libraries_are_named_with_their_packages(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(display, "x11_reachable", lambda _display: True)
    monkeypatch.setattr(
        display, "XCB_LIBRARIES", {"libc.so.6": "libc6", "libxcb-nowhere.so.9": "libxcb-nowhere9"}
    )
    problem = display.display_problem({"DISPLAY": ":0"}, [])
    assert problem == (
        "mammamia: Qt needs the system libraries libxcb-nowhere9 to open a window on X11 "
        "(sudo apt-get install libxcb-nowhere9)."
    )
    monkeypatch.setattr(display, "XCB_LIBRARIES", {"libc.so.6": "libc6"})
    assert display.display_problem({"DISPLAY": ":0"}, []) is None


def test_the_game_started_without_a_display_exits_with_one_line(tmp_path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["HOME"] = str(tmp_path)
    result = subprocess.run(
        [sys.executable, "-m", "mammamia_qt"], capture_output=True, text=True, env=env, timeout=60
    )
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("mammamia: there is no display")


def test_a_crashing_check_is_a_failed_line(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    crash = "import os, signal; os.kill(os.getpid(), signal.SIGSEGV)"
    monkeypatch.setattr(selftest, "child_command", lambda part: [sys.executable, "-c", crash])
    check = selftest.Check()
    selftest.check_in_child(check, "table", selftest.TABLE_PART)
    assert capsys.readouterr().out == "FAIL    table: the check crashed (SIGSEGV)\n"
    assert check.failed == ["table"]


def test_a_check_that_prints_no_verdict_is_a_failed_line(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    silent = "import sys; sys.stderr.write('the art is gone\\n'); sys.exit(3)"
    monkeypatch.setattr(selftest, "child_command", lambda part: [sys.executable, "-c", silent])
    check = selftest.Check()
    selftest.check_in_child(check, "table", selftest.TABLE_PART)
    assert capsys.readouterr().out == "FAIL    table: the check ended with status 3: the art is gone\n"
