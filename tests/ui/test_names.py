"""ui/common/names.py: every id a player can meet has one name, the same on the table and the phones."""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest

from mammamia_qt.ai.base import LEVELS
from mammamia_qt.archive.store import ORIGINS
from mammamia_qt.engine.cards import COLOURS, INGREDIENTS, Edition, OrderType
from mammamia_qt.engine.ids import ReturnReason
from mammamia_qt.ui import phone_texts as strings
from mammamia_qt.ui.common.i18n import LANGUAGES
from mammamia_qt.ui.common.names import (
    colour_name,
    edition_name,
    ingredient_name,
    level_name,
    order_name,
    origin_name,
    problem_reason,
    returned_reason,
    seat_kind_name,
    speed_label,
)
from mammamia_qt.ui.common.settings import Speed

TABLES: list[tuple[Callable[[str], str], Iterable[str]]] = [
    (ingredient_name, INGREDIENTS),
    (order_name, [t.value for t in OrderType]),  # type: ignore[list-item]
    (colour_name, COLOURS),
    (edition_name, [e.value for e in Edition]),  # type: ignore[list-item]
    (seat_kind_name, ("human", *LEVELS, "phone")),
    (speed_label, tuple(Speed)),
    (returned_reason, [r.value for r in ReturnReason]),
    (level_name, LEVELS),
    (origin_name, ORIGINS),
    (problem_reason, ("not_sqlite", "not_ours", "damaged", "newer")),
]

PACKAGE = Path(__file__).resolve().parents[2] / "mammamia_qt"
NAMES_MODULES = (
    PACKAGE / "ui" / "common" / "names.py",
    PACKAGE / "wording" / "card_names.py",
)  # cards' names: Qt-free
WORDING = ("translate", "tr", "QT_TRANSLATE_NOOP")


def _is_wording(node: ast.expr) -> bool:
    """A call that words a text: ``translate(...)``, ``self.tr(...)``, ``QT_TRANSLATE_NOOP(...)``."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    return (func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")) in WORDING


def _name_tables(tree: ast.AST) -> list[tuple[int, frozenset[str]]]:
    """Every dict literal mapping two or more string ids to worded texts: (line, its keys)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict) and len(node.keys) >= 2:
            keys = [k.value for k in node.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
            if len(keys) == len(node.keys) and all(_is_wording(v) for v in node.values):
                found.append((node.lineno, frozenset(keys)))
    return found


def test_the_names_of_ids_are_tabled_only_in_names_py() -> None:
    """No other module than names.py (and its Qt-free card_names.py) holds a table of display names for the ids names.py names (the levels, the
    origins of a game, why a history file was set aside, the ingredients...): one wording per id."""
    tables = [table for module in NAMES_MODULES for table in _name_tables(ast.parse(module.read_text()))]
    ids = frozenset().union(*(keys for _, keys in tables))
    assert {"beginner", "kiosk", "not_sqlite", "olive"} <= ids
    again = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path in NAMES_MODULES:
            continue
        for line, keys in _name_tables(ast.parse(path.read_text(encoding="utf-8"))):
            if len(keys & ids) >= 2:
                again.append(f"{path.relative_to(PACKAGE)}:{line} {sorted(keys & ids)}")
    assert again == []


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_id_has_a_name_of_its_own_in_every_language(languages, lang: str) -> None:
    assert languages.set_language(lang)
    for name_of, ids in TABLES:
        names = [name_of(i) for i in ids]
        # a computer level may be its id's word ("expert"); every other name is a translated text
        same_ok = name_of is level_name
        assert all(name and (same_ok or name != i) for name, i in zip(names, ids, strict=True)), (
            name_of.__name__,
            lang,
        )
        assert len(set(names)) == len(names), (name_of.__name__, lang, names)  # no two ids alike


@pytest.mark.parametrize("lang", ["de", "cs", "ja"])
def test_the_phone_page_names_the_cards_as_the_table_does(
    languages, compiled: Path, monkeypatch, lang: str
) -> None:
    monkeypatch.setattr(strings, "qm_path", lambda code: compiled / f"mammamia_{code}.qm")
    strings._translator.cache_clear()
    try:
        phone = strings.translated(lang)["names"]
    finally:
        strings._translator.cache_clear()
    assert languages.set_language(lang)
    table = {k: ingredient_name(k) for k in INGREDIENTS}
    table |= {t.value: order_name(t) for t in OrderType}
    table |= {c: colour_name(c) for c in COLOURS}
    assert {k: phone[k] for k in table} == table
