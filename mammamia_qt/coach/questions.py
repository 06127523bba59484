"""The coach's questions about one round, each answered from memory of its public plays.

Every question is asked at the start of a round's reveal, from a ``RoundMemory`` (what the quizzed
seat saw: the plays as announced and the carried-over ingredients; never a hand or a draw), so
neither the question nor the moment it is asked depends on a hidden card. Its true answer is
worked out from the same plays, as the engine put them into the oven; the reveal then makes it
public (the tests check it against the engine's oven and its reveal).

Levels: 1 your own personal ingredient's count; 2 any ingredient's count, all ingredient cards
in the oven; 3 who played the most of an ingredient, how many of it one player put in;
4 which ingredient the first order in the oven will be short of when it is turned.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from mammamia_qt.engine.cards import OrderType

from .difficulty import MAX_LEVEL
from .memory import NONE, Placed, RoundMemory

Choice = tuple[str, int]
"""An answer to pick: ("seat", seat), ("kind", kind), ("none", -1) or ("several", -1)."""
NOTHING: Choice = ("none", -1)
SEVERAL: Choice = ("several", -1)


@dataclass(frozen=True, slots=True)
class Question:
    """One question: its kind (a stable key) and level, the parameters of its text (seat, kind,
    order: ids the UI names), the choices (empty for a number), the true answer and the plays
    that made it."""

    kind: str
    level: int
    params: tuple[tuple[str, int], ...]
    choices: tuple[Choice, ...]
    answer: int | Choice
    because: tuple[Placed, ...]

    def param(self, name: str) -> int:
        return dict(self.params)[name]

    @property
    def numeric(self) -> bool:
        return not self.choices

    def is_correct(self, given: int | Choice) -> bool:
        return given == self.answer


def _own_count(memory: RoundMemory, rng: random.Random) -> Question | None:
    kind = memory.facts.personal[memory.facts.seat]
    return _count_question("own_count", 1, memory, kind)


def _kind_count(memory: RoundMemory, rng: random.Random) -> Question | None:
    own = memory.facts.personal[memory.facts.seat]
    kind = rng.choice([k for k in range(memory.facts.kinds) if k != own])
    return _count_question("kind_count", 2, memory, kind)


def _count_question(key: str, level: int, memory: RoundMemory, kind: int) -> Question:
    return Question(key, level, (("kind", kind),), (), memory.played(kind), memory.ingredient_plays(kind))


def _oven_total(memory: RoundMemory, rng: random.Random) -> Question | None:
    plays = memory.ingredient_plays()
    return Question("oven_total", 2, (), (), sum(p.count for p in plays), plays)


def _most_played(memory: RoundMemory, rng: random.Random) -> Question | None:
    """Who played the most of a kind that one player played more of than anyone else."""
    players = range(memory.facts.players)
    kinds = []
    for kind in range(memory.facts.kinds):
        counts = sorted((memory.played(kind, seat) for seat in players), reverse=True)
        if counts[0] > 0 and (len(counts) == 1 or counts[0] > counts[1]):
            kinds.append(kind)
    if not kinds:
        return None
    kind = rng.choice(kinds)
    top = max(players, key=lambda seat: memory.played(kind, seat))
    choices = tuple(("seat", seat) for seat in players)
    return Question(
        "most_played", 3, (("kind", kind),), choices, ("seat", top), memory.ingredient_plays(kind)
    )


def _seat_kind_count(memory: RoundMemory, rng: random.Random) -> Question | None:
    """How many of a kind one other player put in (a kind that someone played this round)."""
    kinds = sorted({p.kind for p in memory.ingredient_plays()})
    others = [s for s in range(memory.facts.players) if s != memory.facts.seat]
    if not kinds or not others:
        return None
    kind, seat = rng.choice(kinds), rng.choice(others)
    because = tuple(p for p in memory.ingredient_plays(kind) if p.seat == seat)
    return Question(
        "seat_kind_count", 3, (("kind", kind), ("seat", seat)), (), memory.played(kind, seat), because
    )


def first_order(memory: RoundMemory) -> int | None:
    """Where the round's first order lies in ``memory.placed`` (None if no order was played)."""
    return next((i for i, p in enumerate(memory.placed) if p.order != NONE), None)


def shortfall_at(memory: RoundMemory, position: int) -> tuple[int, ...]:
    """What the Normale at ``placed[position]`` lacks when it is turned, if no order was turned
    before it: its recipe less the carried-over ingredients and those played before it."""
    card = memory.facts.orders[memory.placed[position].order]
    columns = list(memory.carried)
    for p in memory.placed[:position]:
        if p.kind != NONE:
            columns[p.kind] += p.count
    return tuple(max(0, need - have) for need, have in zip(card.needs, columns))


def _runs_short(memory: RoundMemory, rng: random.Random) -> Question | None:
    """Which ingredient the round's first order (a Normale: a fixed recipe) will be short of.

    Only the first order: the columns it meets are the carried-over ingredients and the plays
    before it; a later order meets what earlier deliveries left, which hands decide."""
    position = first_order(memory)
    if position is None:
        return None
    placed = memory.placed[position]
    card = memory.facts.orders[placed.order]
    if card.type is not OrderType.NORMALE:
        return None
    short = [k for k, n in enumerate(shortfall_at(memory, position)) if n]
    needed = [k for k, n in enumerate(card.needs) if n]
    choices: tuple[Choice, ...] = (*(("kind", k) for k in needed), NOTHING)
    if len(needed) > 1:
        choices += (SEVERAL,)
    answer = NOTHING if not short else ("kind", short[0]) if len(short) == 1 else SEVERAL
    params = (("seat", placed.seat), ("order", placed.order))
    because = tuple(p for p in memory.placed[:position] if p.kind != NONE)
    return Question("runs_short", 4, params, choices, answer, because)


Maker = Callable[[RoundMemory, random.Random], Question | None]
MAKERS: dict[str, tuple[int, Maker]] = {
    "own_count": (1, _own_count),
    "kind_count": (2, _kind_count),
    "oven_total": (2, _oven_total),
    "most_played": (3, _most_played),
    "seat_kind_count": (3, _seat_kind_count),
    "runs_short": (4, _runs_short),
}
KINDS = tuple(MAKERS)
"""The questions' stable keys (kept with each answer in the archive)."""


def questions_at(memory: RoundMemory, level: int, rng: random.Random) -> list[Question]:
    """Every kind of question of ``level`` that this round can ask."""
    made = (maker(memory, rng) for lv, maker in MAKERS.values() if lv == level)
    return [q for q in made if q is not None]


def ask(memory: RoundMemory, level: int, rng: random.Random, count: int = 1) -> list[Question]:
    """Up to ``count`` questions of different kinds for a player at ``level``: that level's if the
    round has them, else the nearest lower level's."""
    for lv in range(min(max(level, 1), MAX_LEVEL), 0, -1):
        found = questions_at(memory, lv, rng)
        if found:
            rng.shuffle(found)
            more = [q for lower in range(lv - 1, 0, -1) for q in questions_at(memory, lower, rng)]
            return (found + more)[:count]
    return []
