"""One spelling per concept: the game's phase, a reveal's stage, a seat's kind, a speed and why a game
is held are compared as their enums (``engine/ids.py`` ``Phase``, ``Stage``; ``seats.py``
``SeatKind``; ``ui/common/settings.py`` ``Speed``; ``ui/protocol.py`` ``PauseReason``), never as
string literals; the AI's levels differ by their
profiles' fields, never by their names."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from mammamia_qt.ai.base import LEVELS
from mammamia_qt.engine.ids import Phase, Stage
from mammamia_qt.seats import SeatKind
from mammamia_qt.ui.common.settings import Speed

PACKAGE = Path(__file__).resolve().parents[1] / "mammamia_qt"
SPELLED = {str(v) for enum in (Phase, Stage, SeatKind, Speed) for v in enum}
"""The strings a phase, a stage, a seat kind or a speed equals."""


def _modules() -> Iterator[tuple[str, ast.Module]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        yield str(path.relative_to(PACKAGE.parent)), ast.parse(path.read_text("utf-8"))


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _compared(node: ast.Compare) -> list[ast.expr]:
    """The operands of ==, !=, in and not in, a tuple's items for the latter."""
    out: list[ast.expr] = [node.left]
    for op, right in zip(node.ops, node.comparators, strict=True):
        if isinstance(op, (ast.In, ast.NotIn)) and isinstance(right, (ast.Tuple, ast.List, ast.Set)):
            out += right.elts
        elif isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn)):
            out.append(right)
    return out


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def test_phases_stages_and_seat_kinds_are_compared_as_enums() -> None:
    found = []
    for where, tree in _modules():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Compare):
                continue
            operands = _compared(node)
            names = {_name(o) for o in operands}
            about = any(n.endswith(("phase", "stage", "kind", "speed", "pace")) for n in names)
            literals = {_literal(o) for o in operands} & SPELLED
            if about and literals:
                found.append(f"{where}:{node.lineno} compares with {sorted(literals)}")
    assert not found, found


def test_the_ai_levels_differ_by_their_profiles() -> None:
    """No rule of the thinking players asks which level it is (``profile.level == ...``): what sets
    a level apart is a field of its ``Profile`` (``ai/profiles.py``)."""
    found = []
    for where, tree in _modules():
        if not where.startswith("mammamia_qt/ai/"):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare) and any(
                isinstance(o, ast.Attribute) and o.attr == "level" for o in _compared(node)
            ):
                found.append(f"{where}:{node.lineno}")
    assert not found, found


def test_the_computer_seat_kinds_are_the_ai_levels() -> None:
    assert [kind.value for kind in SeatKind if kind.is_computer] == list(LEVELS)


def test_a_game_is_held_for_a_named_reason() -> None:
    """``pause``/``resume`` of a game take a ``PauseReason``, never a string of the caller's own."""
    found = []
    for where, tree in _modules():
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and _name(node.func) in ("pause", "resume")
                and any(_literal(a) is not None for a in node.args)
            ):
                found.append(f"{where}:{node.lineno}")
    assert not found, found
