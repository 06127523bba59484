"""The AI never writes a game's fields: it asks the engine (``engine/playout_ops.py``, ``apply``).

An AST scan over every module of ``ai/``: no assignment, augmented assignment, ``del`` or
mutating call (append, pop, insert...) on an attribute named after one of ``Table``'s fields
(``w.delivered[s].append(o)``, ``w.carried = cols``, ``self.world.hand_ing[s][k] -= 1``), nor
on a local name bound to such a field (``hand = w.hand_ing[s]`` and then ``hand[k] -= 1``).
The field names come from ``Table`` itself, so a new field is guarded without editing this test.
"""

from __future__ import annotations

import ast
import pathlib

from mammamia_qt import ai
from mammamia_qt.engine import Rules
from mammamia_qt.engine.table import Table

AI_DIR = pathlib.Path(ai.__file__).parent
MUTATORS = frozenset(
    {"append", "appendleft", "extend", "insert", "pop", "popleft", "remove", "clear", "sort", "reverse",
     "update", "setdefault", "add", "discard", "__setitem__", "__delitem__"}
)  # fmt: skip


def table_fields() -> frozenset[str]:
    """Every field of a ``Table``: its instance attributes, its class attributes and properties
    (the reveal's fields), and its annotated ones (``flow``)."""
    table = Table(Rules(edition="plus", players=3), 1)  # type: ignore[arg-type]
    public = {name for name, value in vars(Table).items() if not name.startswith("_") and not callable(value)}
    return frozenset(vars(table)) | public | frozenset(Table.__annotations__)


FIELDS = table_fields()


def _field_of(node: ast.expr, aliases: dict[str, str]) -> str | None:
    """The table field ``node`` reaches (``w.hand_ing[s][k]`` -> hand_ing), or None.

    ``self.<field>`` is the AI object's own attribute, not a world's, unless the chain goes on
    (``self.world.hand_ing``); a local alias of a field counts as that field."""
    while isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Name):
        return aliases.get(node.id)
    if isinstance(node, ast.Attribute) and node.attr in FIELDS:
        own = isinstance(node.value, ast.Name) and node.value.id == "self"
        return None if own else node.attr
    return None


def _aliases(func: ast.AST) -> dict[str, str]:
    """Local names bound directly to a table field or one of its items (``hand = w.hand_ing[s]``),
    with the field each stands for."""
    names: dict[str, str] = {}
    for node in ast.walk(func):
        if not isinstance(node, ast.Assign):
            continue
        field = _field_of(node.value, {})
        if field is not None:
            names |= {t.id: field for t in node.targets if isinstance(t, ast.Name)}
    return names


def _writes(node: ast.AST) -> list[ast.expr]:
    """The targets ``node`` writes to, when it is a write."""
    if isinstance(node, ast.Assign | ast.Delete):
        return [t for t in node.targets if not isinstance(t, ast.Name)]
    if isinstance(node, ast.AugAssign | ast.AnnAssign) and not isinstance(node.target, ast.Name):
        return [node.target]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS:
        return [node.func.value]
    return []


def field_writes(source: str) -> list[tuple[int, str]]:
    """(line, field) for every write to a table field in ``source``."""
    found: list[tuple[int, str]] = []
    for func in ast.walk(ast.parse(source)):
        if not isinstance(func, ast.FunctionDef):
            continue
        aliases = _aliases(func)
        for node in ast.walk(func):
            for target in _writes(node):
                field = _field_of(target, aliases)
                if field is not None:
                    found.append((target.lineno, field))
    return sorted(set(found))


def test_the_scan_knows_the_fields_and_every_kind_of_write() -> None:
    assert {"hand_ing", "waiter", "delivered", "carried", "supply", "oven", "columns", "flow"} <= FIELDS
    source = (
        "def f(w, s):\n"
        "    w.delivered[s].append(3)\n"
        "    w.carried = [0] * 6\n"
        "    w.waiter[s].insert(0, 4)\n"
        "    hand = w.hand_ing[s]\n"
        "    hand[2] -= 1\n"
        "    self.world.supply.pop()\n"
        "    del w.oven[0]\n"
        "    w.columns[1] += 2\n"
    )
    assert [field for _, field in field_writes(source)] == [
        "delivered", "carried", "waiter", "hand_ing", "supply", "oven", "columns"
    ]  # fmt: skip


def test_the_scan_leaves_reads_and_the_ai_objects_own_fields_alone() -> None:
    source = (
        "def f(self, w, s):\n"
        "    hand = w.hand_ing[s]\n"
        "    cols = list(w.carried)\n"
        "    cols[0] -= hand[0]\n"
        "    self.minimale_n = w.minimale_n\n"
        "    mine = [0] * 6\n"
        "    mine[1] += 1\n"
        "    return len(w.delivered[s]) + sum(hand)\n"
    )
    assert field_writes(source) == []


def test_no_ai_module_writes_a_worlds_fields() -> None:
    offenders = {
        f"{path.name}:{line} {field}"
        for path in sorted(AI_DIR.glob("*.py"))
        for line, field in field_writes(path.read_text(encoding="utf-8"))
    }
    assert not offenders, sorted(offenders)
