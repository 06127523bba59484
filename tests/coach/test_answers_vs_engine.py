"""The coach's true answers, worked out from the plays a seat saw, against the engine itself: its
oven at each reveal's start and what its reveal then does."""

from __future__ import annotations

import functools
import random

import pytest
from coach_support import GAMES, Recorded, random_game

from mammamia_qt.coach import GameFacts, RoundMemory, questions_at, round_memories
from mammamia_qt.coach.memory import memory_from_view
from mammamia_qt.coach.questions import first_order, shortfall_at
from mammamia_qt.engine import ORDER_BASE, OrderType
from mammamia_qt.engine.events import (
    Event,
    HelpGiven,
    OrderDelivered,
    OrderReturned,
    OrderRevealed,
    PhaseOneEnded,
    RoundEnded,
)


def _memories(rec: Recorded, seat: int) -> list[RoundMemory]:
    return round_memories(rec.events, GameFacts.from_view(rec.state.view_for(seat)))


def _reveals(events: list[Event]) -> list[list[Event]]:
    """Each reveal's events, from PhaseOneEnded to RoundEnded."""
    out: list[list[Event]] = []
    for e in events:
        if isinstance(e, PhaseOneEnded):
            out.append([])
        if out and not isinstance(out[-1][-1:] and out[-1][-1], RoundEnded):
            out[-1].append(e)
    return out


@functools.cache
def recorded(edition: str, players: int, seed: int) -> Recorded:
    return random_game(edition, players, seed)


@pytest.fixture(params=GAMES, ids=lambda g: f"{g[0]}-{g[1]}p")
def game(request: pytest.FixtureRequest) -> Recorded:
    return recorded(*request.param)


def test_every_reveal_is_remembered(game: Recorded) -> None:
    assert len(_memories(game, 0)) == len(game.ovens) >= 3


def test_counts_of_a_kind_equal_the_engines_oven(game: Recorded) -> None:
    for seat in range(game.state.n):
        for memory, oven in zip(_memories(game, seat), game.ovens, strict=True):
            for kind in range(game.state.kinds):
                assert memory.played(kind) == oven.count(kind)
            rng = random.Random(seat)
            for q in questions_at(memory, 1, rng) + questions_at(memory, 2, rng):
                kind = q.param("kind") if q.kind != "oven_total" else None
                truth = sum(1 for c in oven if c < ORDER_BASE and (kind is None or c == kind))
                assert q.answer == truth, q


def test_the_seats_own_view_holds_the_same_round(game: Recorded) -> None:
    for stopped, memory in zip(game.at_reveal, _memories(game, 1), strict=True):
        assert memory_from_view(stopped.view_for(1)) == memory


def test_who_played_most_and_how_many_equal_the_announced_plays(game: Recorded) -> None:
    for stopped, memory in zip(game.at_reveal, _memories(game, 0), strict=True):
        per_seat = [[0] * 6 for _ in range(game.state.n)]
        for seat, kind, count, _order in stopped.round_plays:
            if kind >= 0:
                per_seat[seat][kind] += count
        for q in questions_at(memory, 3, random.Random(memory.round)):
            kind = q.param("kind")
            if q.kind == "most_played":
                top = max(range(game.state.n), key=lambda s: per_seat[s][kind])
                assert q.answer == ("seat", top)
                assert sorted(p[kind] for p in per_seat)[-2:][0] < per_seat[top][kind]
            else:
                assert q.answer == per_seat[q.param("seat")][kind]


def _fate(reveal: list[Event], order: int) -> tuple[Event, tuple[int, ...]]:
    """The first order's delivery or return, and the cards helpers gave towards it."""
    given = [0] * 6
    for e in reveal:
        if isinstance(e, HelpGiven) and e.order == order:
            given = [a + b for a, b in zip(given, e.cards)]
        if isinstance(e, OrderDelivered | OrderReturned) and e.order == order:
            return e, tuple(given)
    raise AssertionError(f"order {order} was neither delivered nor returned")


def _check_runs_short(game: Recorded) -> list[bool]:
    """Checks every Normale that came first in its oven; returns, per one checked, whether
    something ran short."""
    checked: list[bool] = []
    for memory, reveal in zip(_memories(game, 0), _reveals(game.events), strict=True):
        position = first_order(memory)
        if position is None:
            continue
        order = memory.placed[position].order
        first = next(e for e in reveal if isinstance(e, OrderRevealed))
        assert first.order == order
        card = game.state.orders[order]
        if card.type is not OrderType.NORMALE:
            continue
        short = shortfall_at(memory, position)
        fate, helped = _fate(reveal, order)
        after = reveal[reveal.index(first) + 1]
        if not any(short):
            assert isinstance(after, OrderDelivered) and not any(after.from_hand) and after.helper is None
        elif isinstance(fate, OrderDelivered):
            assert tuple(a + b for a, b in zip(fate.from_hand, helped)) == short[: len(fate.from_hand)]
            assert (
                tuple(n - s for n, s in zip(card.needs, short))[: len(fate.from_columns)] == fate.from_columns
            )
        else:
            assert not (isinstance(after, OrderDelivered) and not any(after.from_hand))
        q = next(q for q in questions_at(memory, 4, random.Random(0)))
        kinds_short = [k for k, n in enumerate(short) if n]
        expected = (
            ("none", -1)
            if not kinds_short
            else ("kind", kinds_short[0])
            if len(kinds_short) == 1
            else ("several", -1)
        )
        assert q.answer == expected
        checked.append(bool(kinds_short))
    return checked


def test_what_runs_short_is_what_the_engines_reveal_finds() -> None:
    more = [("classic", 2 + seed % 4, seed) for seed in range(100, 140)] + [
        ("plus", 2 + seed % 5, seed) for seed in range(200, 220)
    ]
    seen = [short for g in GAMES + more for short in _check_runs_short(recorded(*g))]
    assert True in seen and False in seen  # both an order short of something and one that was not
