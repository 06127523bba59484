"""The gates (pyproject.toml): import-linter's layer contracts, ruff (lint and format) and mypy over the package."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _tool(name: str) -> str:
    """The tool installed beside this Python (the dev extra), or on PATH."""
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    assert found, f"{name} is not installed: pip install -e '.[dev]'"
    return found


def _run(*cmd: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_import_contracts_are_kept() -> None:
    """The engine imports no Qt and nothing else of ours, the AI only the engine, ui > ai > engine, and
    nothing of the UI but its controller imports the engine's state modules."""
    run = _run(_tool("lint-imports"), "--no-cache")
    assert run.returncode == 0, run.stdout + run.stderr
    assert " 0 broken" in run.stdout, run.stdout
    for contract in (
        "The engine imports no Qt",
        "The AI imports only the engine",
        "The UI reads the game through views and events",
        "Layers: ui above ai",
    ):
        assert f"{contract}" in run.stdout  # each contract ran


def test_package_type_checks() -> None:
    """mypy over the whole package: no errors, and no ``type: ignore`` left that is not needed."""
    run = _run(_tool("mypy"), "mammamia_qt")
    assert run.returncode == 0, f"mypy found errors:\n{run.stdout}{run.stderr}"
    assert run.stdout.startswith("Success: no issues found"), run.stdout


def test_ruff_lint_is_clean() -> None:
    run = _run(_tool("ruff"), "check", "--no-cache", "mammamia_qt", "tests")
    assert run.returncode == 0, (
        f"ruff check found problems (ruff check --fix may help):\n{run.stdout}{run.stderr}"
    )


def test_ruff_format_is_kept() -> None:
    run = _run(_tool("ruff"), "format", "--check", "--no-cache", "mammamia_qt", "tests")
    assert run.returncode == 0, (
        f"files not formatted (run ruff format mammamia_qt tests):\n{run.stdout}{run.stderr}"
    )


PACKAGE = ROOT / "mammamia_qt"
UI_FOLDERS = {"common", "art", "table", "dialogs", "shell", "kiosk"}
MAX_LINES = 450
MAX_UI_MODULES = 8


def test_ui_is_grouped_in_folders() -> None:
    """At most 8 modules directly in ui/; everything else in the folders that name the architecture."""
    ui = PACKAGE / "ui"
    direct = sorted(p.name for p in ui.glob("*.py"))
    assert len(direct) <= MAX_UI_MODULES, direct
    folders = {p.name for p in ui.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert folders == UI_FOLDERS, folders
    assert not list(ui.rglob("bench.py")) and not list(
        ui.rglob("snapshot.py")
    )  # tools live in mammamia_qt/tools


def test_no_module_over_450_lines() -> None:
    sizes = {
        str(p.relative_to(ROOT)): len(p.read_text(encoding="utf-8").splitlines())
        for p in PACKAGE.rglob("*.py")
    }
    over = {name: n for name, n in sizes.items() if n > MAX_LINES}
    assert not over, f"modules over {MAX_LINES} lines: {over}"
    assert len(sizes) > 80  # the scan saw the package


def test_importing_the_tools_changes_nothing() -> None:
    """Importing bench (as the test suite or the command line does) leaves the Qt platform alone."""
    probe = "import os; import mammamia_qt.tools.bench; print(os.environ.get('QT_QPA_PLATFORM', '-'))"
    env = {k: v for k, v in __import__("os").environ.items() if k != "QT_QPA_PLATFORM"}
    run = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=120, env=env
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "-", run.stdout
