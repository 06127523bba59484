"""The gates (pyproject.toml): import-linter's layer contracts, ruff (lint and format) and mypy over the package."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import tomllib
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
    """Every contract of pyproject.toml ran and is kept: the engine alone and a stack within, the AI on
    the engine, the phones without Qt or UI, ui above ai and phones, the UI through views, the kiosk
    through its host."""
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    assert len(contracts) >= 7
    run = _run(_tool("lint-imports"), "--no-cache")
    assert run.returncode == 0, run.stdout + run.stderr
    assert f"Contracts: {len(contracts)} kept, 0 broken." in run.stdout, run.stdout
    printed = " ".join(run.stdout.split())
    for contract in contracts:
        assert f"{contract['name']} KEPT" in printed, contract["name"]


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


def test_function_size_limits_stay_set() -> None:
    """ruff checks function size (complexity 12, 12 branches, 50 statements) and dead noqa, and at most
    three functions are excused from the size limits."""
    lint = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["ruff"]["lint"]
    assert {"C901", "PLR0912", "PLR0915", "RUF100"} <= set(lint["select"])
    assert lint["mccabe"]["max-complexity"] <= 12
    assert lint["pylint"]["max-branches"] <= 12 and lint["pylint"]["max-statements"] <= 50
    excused = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in [*PACKAGE.rglob("*.py"), *(ROOT / "tests").rglob("*.py")]
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if EXCUSE.search(line)
    ]
    assert len(excused) <= 3, excused


def test_ruff_format_is_kept() -> None:
    run = _run(_tool("ruff"), "format", "--check", "--no-cache", "mammamia_qt", "tests")
    assert run.returncode == 0, (
        f"files not formatted (run ruff format mammamia_qt tests):\n{run.stdout}{run.stderr}"
    )


PACKAGE = ROOT / "mammamia_qt"
EXCUSE = re.compile(r"#\s*noqa:[^#]*\b(C901|PLR0912|PLR0915)\b")
UI_FOLDERS = {"common", "art", "table", "dialogs", "shell", "kiosk", "history"}
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


def _imported(module: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The modules of ours that ``module`` imports anywhere: at the top, in a function, or under
    ``TYPE_CHECKING`` (an import for the type checker is a dependency all the same)."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(max(node.level - 1, 0)):
                base = base.rpartition(".")[0]
            source = (base + "." + node.module if node.module else base) if node.level else node.module or ""
            found.update(
                f"{source}.{alias.name}" if f"{source}.{alias.name}" in modules else source
                for alias in node.names
            )
    return {_known(name, modules) for name in found} - {"", module}


def _known(name: str, modules: dict[str, Path]) -> str:
    """``name``, or the closest package of ours above it ("" for a module not of ours)."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan, iteratively)."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []
    for root in graph:
        if root in order:
            continue
        work = [(root, iter(sorted(graph[root])))]
        order[root] = low[root] = len(order)
        stack.append(root)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == order[node]:
                    group = stack[stack.index(node) :]
                    del stack[stack.index(node) :]
                    if len(group) > 1:
                        circles.append(sorted(group))
            elif target not in order:
                order[target] = low[target] = len(order)
                stack.append(target)
                work.append((target, iter(sorted(graph[target]))))
            elif target in stack:
                low[node] = min(low[node], order[target])
    return circles


def _module_graph(root: Path) -> dict[str, set[str]]:
    modules = {}
    for path in (root / "mammamia_qt").rglob("*.py"):
        parts = path.relative_to(root).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return {name: _imported(name, path, modules) for name, path in modules.items()}


def test_no_import_circle_between_modules() -> None:
    """No module reaches itself through its imports, counting TYPE_CHECKING and in-function imports."""
    graph = _module_graph(ROOT)
    assert len(graph) > 80 and "mammamia_qt.engine.cards" in graph["mammamia_qt.engine.state"]
    assert _circles(graph) == []


def test_the_circle_finder_sees_a_circle(tmp_path: Path) -> None:
    """The finder itself: a TYPE_CHECKING import back from b to a is a circle; c beside them is not."""
    package = tmp_path / "mammamia_qt"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from . import b\n")
    (package / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import X\n"
    )
    (package / "c.py").write_text("from mammamia_qt.a import Y\n")
    assert _circles(_module_graph(tmp_path)) == [["mammamia_qt.a", "mammamia_qt.b"]]


def test_importing_the_tools_changes_nothing() -> None:
    """Importing bench (as the test suite or the command line does) leaves the Qt platform alone."""
    probe = "import os; import mammamia_qt.tools.bench; print(os.environ.get('QT_QPA_PLATFORM', '-'))"
    env = {k: v for k, v in __import__("os").environ.items() if k != "QT_QPA_PLATFORM"}
    run = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=120, env=env
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "-", run.stdout
