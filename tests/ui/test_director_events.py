"""The director shows every event the engine can send, or says in one place that it shows nothing."""

from __future__ import annotations

import dataclasses
import typing

from mammamia_qt.engine import events as ev
from mammamia_qt.ui.table import director


def _event_types() -> set[type]:
    """Every event class of ``engine/events.py``: the ``Event`` union's members and every dataclass there."""
    declared = {
        cls
        for cls in vars(ev).values()
        if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == ev.__name__
    }
    return declared | set(typing.get_args(ev.Event))


def test_every_event_type_is_handled_or_explicitly_ignored() -> None:
    types = _event_types()
    assert ev.CardsDrawn in types and ev.GameEnded in types
    decided = set(director.HANDLERS) | director.IGNORED
    assert sorted(t.__name__ for t in types - decided) == []


def test_no_event_is_both_handled_and_ignored_and_nothing_else_is_listed() -> None:
    assert not set(director.HANDLERS) & director.IGNORED
    assert set(director.HANDLERS) | director.IGNORED <= _event_types()


def test_each_handler_is_the_directors_own() -> None:
    for handler in director.HANDLERS.values():
        assert getattr(director.Director, handler.__name__) is handler
