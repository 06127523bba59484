"""The AI's modules import one another in one direction: no circle, not even for type checking."""

from __future__ import annotations

import ast
import pathlib

from mammamia_qt import ai

AI_DIR = pathlib.Path(ai.__file__).parent


def _imports(path: pathlib.Path) -> set[str]:
    """The modules of ``ai`` that ``path`` imports anywhere (top level, in functions, under TYPE_CHECKING)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add(node.module.split(".")[0])
            else:  # from . import x
                found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("mammamia_qt.ai."):
            found.add(node.module.split(".")[2])  # type: ignore[union-attr]
    return found


def _graph() -> dict[str, set[str]]:
    modules = {p.stem: p for p in AI_DIR.glob("*.py") if p.stem != "__init__"}
    return {name: _imports(path) & modules.keys() for name, path in modules.items()}


def _circle(graph: dict[str, set[str]]) -> list[str]:
    """One import circle of ``graph`` as the modules along it, or [] if there is none."""
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> list[str]:
        if name in path:
            return [*path[path.index(name) :], name]
        if name in done:
            return []
        for child in sorted(graph[name]):
            found = visit(child, [*path, name])
            if found:
                return found
        done.add(name)
        return []

    for start in sorted(graph):
        found = visit(start, [])
        if found:
            return found
    return []


def test_the_ai_modules_import_each_other_without_a_circle() -> None:
    graph = _graph()
    assert "reveal_decisions" in graph["heuristic"]  # the graph sees the imports at all
    assert _circle(graph) == []


def test_a_circle_is_found() -> None:
    assert _circle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _circle({"a": {"b"}, "b": set()}) == []
