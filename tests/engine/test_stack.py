"""The engine is a stack: the table's fields at the bottom, the rule modules above, ``GameState`` on
top; no module imports one that imports it back (imports under TYPE_CHECKING count too), and the
rule functions are called as module functions, not bound as ``GameState`` methods."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from mammamia_qt.engine import reveal_flow, rounds, turns
from mammamia_qt.engine.state import GameState

ENGINE = Path(__file__).resolve().parents[2] / "mammamia_qt" / "engine"
RULE_MODULES = ("rounds", "turns", "reveal_flow", "reveal")


def _imports(path: Path) -> set[str]:
    """The engine modules ``path`` imports anywhere in it (relative imports, any block)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                names.add(node.module.split(".")[0])
            else:
                names.update(alias.name for alias in node.names)
    return names


def _graph() -> dict[str, set[str]]:
    return {p.stem: _imports(p) for p in ENGINE.glob("*.py") if p.stem != "__init__"}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle in ``graph``, or None."""
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> list[str] | None:
        if module in path:
            return path[path.index(module) :] + [module]
        if module in done or module not in graph:
            return None
        for target in sorted(graph[module]):
            found = visit(target, [*path, module])
            if found:
                return found
        done.add(module)
        return None

    for module in sorted(graph):
        found = visit(module, [])
        if found:
            return found
    return None


def test_the_engine_has_no_import_circle() -> None:
    assert _cycle(_graph()) is None, " -> ".join(_cycle(_graph()) or [])


def test_the_cycle_finder_finds_one() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_the_table_and_the_rules_stand_below_the_state() -> None:
    graph = _graph()
    assert not graph["table"] & {*RULE_MODULES, "state", "view"}
    for module in RULE_MODULES:
        assert "state" not in graph[module], module
    assert "table" in graph["turns"] and "table" in graph["rounds"]


def test_no_rule_function_is_bound_as_a_state_method() -> None:
    rule_functions = {
        id(fn)
        for module in (rounds, turns, reveal_flow)
        for _, fn in inspect.getmembers(module, inspect.isfunction)
    }
    bound = [
        name for cls in GameState.__mro__ for name, value in vars(cls).items() if id(value) in rule_functions
    ]
    assert bound == []
