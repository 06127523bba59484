"""ui/common/names.py: every id a player can meet has one name, the same on the table and the phones."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

import pytest

from mammamia_qt.ai.base import LEVELS
from mammamia_qt.engine.cards import COLOURS, INGREDIENTS, Edition, OrderType
from mammamia_qt.engine.ids import ReturnReason
from mammamia_qt.ui import phone_texts as strings
from mammamia_qt.ui.common.i18n import LANGUAGES
from mammamia_qt.ui.common.names import (
    colour_name,
    edition_name,
    ingredient_name,
    order_name,
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
]


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_id_has_a_name_of_its_own_in_every_language(languages, lang: str) -> None:
    assert languages.set_language(lang)
    for name_of, ids in TABLES:
        names = [name_of(i) for i in ids]
        assert all(name and name != i for name, i in zip(names, ids, strict=True)), (name_of.__name__, lang)
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
