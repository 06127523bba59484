"""A question asked at a reveal's start uses nothing hidden from the quizzed seat: not the other
hands, the draws' cards, the supply or the waiters, nor what the reveal will turn up."""

from __future__ import annotations

import dataclasses
import random

import pytest
from coach_support import GAMES, random_game

from mammamia_qt.coach import GameFacts, ask, round_memories
from mammamia_qt.coach.memory import memory_from_view
from mammamia_qt.engine import GameState
from mammamia_qt.engine.events import CardsDrawn, Event, PhaseOneEnded


def _scrambled_draws(events: list[Event], rng: random.Random) -> list[Event]:
    """The same public game with other cards drawn (the draws' private content changed)."""
    out: list[Event] = []
    for e in events:
        if isinstance(e, CardsDrawn):
            kinds = [0] * 6
            for _ in range(e.count):
                kinds[rng.randrange(6)] += 1
            e = dataclasses.replace(e, ingredients=tuple(kinds), orders=(rng.randrange(40),))
        out.append(e)
    return out


def _questions(events: list[Event], facts: GameFacts, level: int) -> list:
    return [ask(m, level, random.Random(m.round), 2) for m in round_memories(events, facts)]


@pytest.mark.parametrize(("edition", "players", "seed"), GAMES)
def test_other_draws_give_the_same_questions(edition: str, players: int, seed: int) -> None:
    rec = random_game(edition, players, seed)
    facts = GameFacts.from_view(rec.state.view_for(0))
    other = _scrambled_draws(rec.events, random.Random(seed))
    assert other != rec.events
    for level in range(1, 5):
        assert _questions(other, facts, level) == _questions(rec.events, facts, level)


@pytest.mark.parametrize(("edition", "players", "seed"), GAMES)
def test_the_reveal_to_come_does_not_change_the_questions(edition: str, players: int, seed: int) -> None:
    """Asked at the reveal's start: the events up to each PhaseOneEnded give the same question."""
    rec = random_game(edition, players, seed)
    facts = GameFacts.from_view(rec.state.view_for(1))
    cuts = [i + 1 for i, e in enumerate(rec.events) if isinstance(e, PhaseOneEnded)]
    full = _questions(rec.events, facts, 3)
    assert [_questions(rec.events[:cut], facts, 3)[-1] for cut in cuts] == full


def _swap_hidden(state: GameState, seat: int, rng: random.Random) -> None:
    """Other hidden cards, the same sizes: every other seat's ingredients shifted by a random number
    of kinds (the hand's size kept) and its waiter shuffled."""
    for other in range(state.n):
        if other != seat:
            hand, shift = state.hand_ing[other], rng.randrange(1, state.kinds)
            hand[: state.kinds] = hand[shift : state.kinds] + hand[:shift]
            rng.shuffle(state.waiter[other])


@pytest.mark.parametrize(("edition", "players", "seed"), GAMES)
def test_other_hidden_hands_give_the_same_questions(edition: str, players: int, seed: int) -> None:
    rec = random_game(edition, players, seed)
    changed = 0
    for stopped in rec.at_reveal:
        other = stopped.clone()
        _swap_hidden(other, 0, random.Random(seed))
        changed += other.hand_ing != stopped.hand_ing or other.waiter != stopped.waiter
        mine, theirs = memory_from_view(stopped.view_for(0)), memory_from_view(other.view_for(0))
        for level in range(1, 5):
            assert ask(theirs, level, random.Random(level), 2) == ask(mine, level, random.Random(level), 2)
    assert changed
