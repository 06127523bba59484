"""What one seat saw of a round before its reveal: the plays as announced, nothing hidden.

A round's memory is built from engine events, of which only the public ones are read:
``RoundStarted`` (the carried-over ingredients), ``IngredientsPlayed`` and ``OrderPlayed`` (every
play goes in face up and is announced) up to ``PhaseOneEnded``. A draw's cards, a hand, the
supply and the waiters never enter it, so a question built from it cannot depend on them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mammamia_qt.engine.cards import OrderCard
from mammamia_qt.engine.events import Event, IngredientsPlayed, OrderPlayed, PhaseOneEnded, RoundStarted
from mammamia_qt.engine.view import PlayerView

NONE = -1
"""``Placed.kind`` of an order, ``Placed.order`` of ingredients."""


@dataclass(frozen=True, slots=True)
class Placed:
    """One announcement, in oven order: ``count`` cards of ``kind``, or the order ``order``."""

    seat: int
    kind: int = NONE
    count: int = 0
    order: int = NONE


@dataclass(frozen=True, slots=True)
class GameFacts:
    """What every seat knows of a game from its start: the quizzed seat, the ingredient kinds in
    play, each seat's personal ingredient and the game's order cards (their printed faces)."""

    seat: int
    players: int
    kinds: int
    personal: tuple[int, ...]
    orders: tuple[OrderCard, ...]

    @classmethod
    def from_view(cls, view: PlayerView) -> GameFacts:
        return cls(view.seat, len(view.hand_sizes), view.kinds, view.personal_ingredients, view.orders)


@dataclass(frozen=True, slots=True)
class RoundMemory:
    """One round as ``facts.seat`` saw it up to the start of its reveal."""

    facts: GameFacts
    round: int
    carried: tuple[int, ...]  # face up from the round before, per kind
    placed: tuple[Placed, ...]  # bottom to top

    def ingredient_plays(self, kind: int | None = None) -> tuple[Placed, ...]:
        return tuple(p for p in self.placed if p.kind != NONE and (kind is None or p.kind == kind))

    def played(self, kind: int, seat: int | None = None) -> int:
        """Cards of ``kind`` played this round (by ``seat``, or by anyone)."""
        return sum(p.count for p in self.ingredient_plays(kind) if seat is None or p.seat == seat)


class _Gathering:
    def __init__(self, facts: GameFacts) -> None:
        self.facts = facts
        self.round = 0
        self.carried: tuple[int, ...] = (0,) * 6
        self.placed: list[Placed] = []
        self.done: list[RoundMemory] = []

    def take(self, e: Event) -> None:
        if isinstance(e, RoundStarted):
            self.round, self.carried, self.placed = e.round, tuple(e.carried), []
        elif isinstance(e, IngredientsPlayed):
            self.placed.append(Placed(e.seat, e.kind, e.count))
        elif isinstance(e, OrderPlayed):
            self.placed.append(Placed(e.seat, order=e.order))
        elif isinstance(e, PhaseOneEnded):
            self.done.append(RoundMemory(self.facts, self.round, self.carried, tuple(self.placed)))


def round_memories(events: Iterable[Event], facts: GameFacts) -> list[RoundMemory]:
    """Every round in ``events`` that reached its reveal, as ``facts.seat`` saw it."""
    gathering = _Gathering(facts)
    for e in events:
        gathering.take(e)
    return gathering.done


def memory_from_view(view: PlayerView) -> RoundMemory:
    """The round so far from a seat's own view (its ``round_plays``, as announced)."""
    placed: list[Placed] = []
    for seat, kind, count, order in view.round_plays:
        if kind != NONE and count:
            placed.append(Placed(seat, kind, count))
        if order != NONE:
            placed.append(Placed(seat, order=order))
    return RoundMemory(GameFacts.from_view(view), view.round, tuple(view.carried), tuple(placed))
