"""The actions a player can take: one per turn of phase 1, and the decisions of a reveal.

Actions are small frozen dataclasses of ints: immutable and hashable, and of distinct types, so
an action never equals one of another kind with the same fields (``Choose((1,))`` is not
``AskHelp((1,))``, nor ``Choose((True,))`` ``Help(True)``), and ``action in legal`` cannot take
one for the other. Ingredient kinds are indexes into ``cards.INGREDIENTS``; orders are indexes
into the game's order list; counts are 6-long tuples indexed by kind. ``to_json`` gives
the id-based form that save files and the phones use; it is read back by the models of
``save.py`` (``PlayJson``...``HelpJson``, each with its ``to_action``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .cards import INGREDIENTS, KIND

NO_KIND = -1
NO_ORDER = -1
SUPPLY = "supply"
WAITER = "waiter"
NO_DRAW = ""


@dataclass(frozen=True, slots=True)
class Play:
    """A whole turn: ingredients of one kind, optionally an order, then the draw.

    ``kind`` is NO_KIND (and ``count`` 0) for a pass or sitting out; ``order`` NO_ORDER for none;
    ``draw`` is SUPPLY, WAITER or NO_DRAW with the number of hand cards to draw.
    """

    kind: int
    count: int
    order: int
    draw: str
    draw_count: int


@dataclass(frozen=True, slots=True)
class Choose:
    """The kinds an order leaves open: a joker, a Minimale tie, A or B, Monotoni junior's kind."""

    kinds: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Complete:
    """Whether the owner adds the shortfall from hand; ``give`` holds the counts added."""

    accept: bool
    give: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class AskHelp:
    """Plus helping: the counts requested from the others, or () for not asking."""

    request: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Help:
    """Whether an able player hands over the requested cards."""

    accept: bool


Action = Play | Choose | Complete | AskHelp | Help
ACTION_TYPES: tuple[type, ...] = (Play, Choose, Complete, AskHelp, Help)


def counts_to_ids(counts: tuple[int, ...]) -> dict[str, int]:
    return {INGREDIENTS[k]: n for k, n in enumerate(counts) if n}


def ids_to_counts(data: Mapping[Any, int]) -> tuple[int, ...]:
    counts = [0] * len(INGREDIENTS)
    for name, n in data.items():
        if name not in KIND:
            raise ValueError(f"unknown ingredient {name!r}")
        if not isinstance(n, int) or n < 0:
            raise ValueError(f"count of {name} must be a whole number >= 0")
        counts[KIND[name]] = n
    return tuple(counts)


def to_json(action: Action, order_ids: tuple[str, ...]) -> dict[str, Any]:
    if isinstance(action, Play):
        return {
            "type": "play",
            "kind": INGREDIENTS[action.kind] if action.kind != NO_KIND else None,
            "count": action.count,
            "order": order_ids[action.order] if action.order != NO_ORDER else None,
            "draw": action.draw or None,
            "draw_count": action.draw_count,
        }
    if isinstance(action, Choose):
        return {"type": "choose", "kinds": [INGREDIENTS[k] for k in action.kinds]}
    if isinstance(action, Complete):
        return {"type": "complete", "accept": action.accept, "give": counts_to_ids(action.give)}
    if isinstance(action, AskHelp):
        return {"type": "ask_help", "request": counts_to_ids(action.request) if action.request else None}
    return {"type": "help", "accept": action.accept}
