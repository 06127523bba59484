"""A seat's view, its computer player's answer and its phone's message do not change when the hidden
cards move: between hands, between a hand's ingredients and its orders, between a hand and the
supply, within the supply and the waiters.

RULES.md, "Information": every hand's *size* is public, but not what a hand holds, how many of its
cards are ingredients and how many orders, the order of the supply or of a waiter. The scrambler
moves cards across every one of those lines while it keeps each public count (hand sizes, waiter
and supply sizes, the Mamma Mia card, the oven, the delivered piles) and the viewing seat's own
hand. Once the game is over, how many ingredients each hand holds is public (the tie-break), so
only their kinds move then. Trading an order card for an ingredient leaves a position no game reaches (one card of a
kind too many): only the totals could tell, and no view holds them.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from mammamia_qt.ai import make_player
from mammamia_qt.engine import GameState, PlayerView, Rules
from mammamia_qt.engine.cards import MAMMA_MIA_CARD
from mammamia_qt.engine.ids import Phase
from mammamia_qt.phones.protocol import view_json

SCRAMBLES = 4
"""Scrambled copies of each position, per viewing seat."""


def _positions(edition: str, n: int, seed: int) -> list[GameState]:
    """Copies of a seeded game of intermediates at every reveal decision and every fifth turn."""
    state, _ = GameState.new_game(Rules(edition=edition, players=n), seed)  # type: ignore[arg-type]
    players = [make_player("intermediate", seed + s) for s in range(n)]
    out: list[GameState] = []
    step = 0
    while not state.is_terminal():
        seat = state.current_player()
        if step % 5 == 0 or state.pending is not None:
            out.append(state.clone())
        state.apply(players[seat].choose(state.view_for(seat)))
        step += 1
    out.append(state)
    return out


def _kinds(hand: list[int]) -> list[int]:
    return [k for k, count in enumerate(hand) if count]


def _between_hands(state: GameState, others: list[int], rng: random.Random) -> None:
    """Seat a hands seat b one ingredient and gets back one of another kind: both sizes kept."""
    a, b = rng.sample(others, 2)
    ka = _kinds(state.hand_ing[a])
    kb = [k for k in _kinds(state.hand_ing[b]) if k not in ka]
    if ka and kb:
        give, take = rng.choice(ka), rng.choice(kb)
        state.hand_ing[a][give] -= 1
        state.hand_ing[b][give] += 1
        state.hand_ing[b][take] -= 1
        state.hand_ing[a][take] += 1


def _order_for_ingredient(state: GameState, seat: int, rng: random.Random) -> None:
    """One of ``seat``'s order cards leaves its hand and an ingredient takes its place (or the other
    way round, an order of its waiter for an ingredient, the waiter keeping its size)."""
    orders, waiter, hand = state.hand_orders[seat], state.waiter[seat], state.hand_ing[seat]
    if orders and (rng.random() < 0.5 or not waiter or not _kinds(hand)):
        orders.remove(rng.choice(orders))
        hand[rng.randrange(state.kinds)] += 1
    elif waiter and _kinds(hand):
        hand[rng.choice(_kinds(hand))] -= 1
        orders.append(waiter.pop(rng.randrange(len(waiter))))
        waiter.insert(0, orders[-1])  # the waiter keeps its size: the card is now in both places


def _with_supply(state: GameState, seat: int, rng: random.Random) -> None:
    """An ingredient of ``seat``'s hand swapped with one of another kind from the supply."""
    spots = [i for i, card in enumerate(state.supply) if card != MAMMA_MIA_CARD]
    kinds = _kinds(state.hand_ing[seat])
    if spots and kinds:
        i, give = rng.choice(spots), rng.choice(kinds)
        take = state.supply[i]
        state.hand_ing[seat][give] -= 1
        state.hand_ing[seat][take] += 1
        state.supply[i] = give


def scramble(state: GameState, viewer: int, rng: random.Random) -> GameState:
    """A copy of ``state`` with its hidden cards moved about; every public count and ``viewer``'s
    hand as they were. Once the game is over each hand's ingredient count is public (the
    tie-break), so only then do orders and ingredients not trade places."""
    other = state.clone()
    split_hidden = state.phase != Phase.OVER
    others = [s for s in range(other.n) if s != viewer]
    for _ in range(3):
        if len(others) >= 2:
            _between_hands(other, others, rng)
        seat = rng.choice(others)
        if split_hidden:
            _order_for_ingredient(other, seat, rng)
        _with_supply(other, seat, rng)
    for s in others:
        hand = other.hand_ing[s]
        other.hand_ing[s] = hand[1 : other.kinds] + hand[:1] + hand[other.kinds :]
        rng.shuffle(other.hand_orders[s])
    for waiter in other.waiter:
        rng.shuffle(waiter)
    rng.shuffle(other.supply)
    other._legal = None  # the viewer's turns are worked out again from the moved cards
    assert [other.hand_size(s) for s in range(other.n)] == [state.hand_size(s) for s in range(state.n)]
    assert other.hand_ing[viewer] == state.hand_ing[viewer]
    return other


def _facts(view: PlayerView) -> dict[str, Any]:
    """Every field of the view, the lazy sequences of answers as lists."""
    out = {f.name: getattr(view, f.name) for f in dataclasses.fields(view)}
    out["legal_actions"] = list(view.legal_actions)
    out["question"] = None if view.question is None else (view.question.pending, list(view.question.options))
    return out


def _answer(view: PlayerView) -> object:
    """What the seat's computer players would answer (None when the seat is not asked)."""
    if not view.legal_actions:
        return None
    return [make_player(level, 5).choose(view) for level in ("beginner", "intermediate")]


@pytest.mark.parametrize(("edition", "n", "seed"), [("classic", 4, 8), ("plus", 3, 21), ("plus", 5, 4)])
def test_moving_hidden_cards_changes_no_view(edition: str, n: int, seed: int) -> None:
    rng = random.Random(seed)
    checked = {phase: 0 for phase in Phase}
    moved = 0
    for state in _positions(edition, n, seed):
        for viewer in range(n):
            view = state.view_for(viewer)
            facts, answer = _facts(view), _answer(view)
            message = view_json(view, may_act=bool(view.legal_actions), public=False)
            for _ in range(SCRAMBLES):
                other = scramble(state, viewer, rng)
                moved += other.hand_ing != state.hand_ing or other.hand_orders != state.hand_orders
                seen = other.view_for(viewer)
                assert _facts(seen) == facts, (state.phase, viewer)
                assert _answer(seen) == answer
                assert view_json(seen, may_act=bool(seen.legal_actions), public=False) == message
            checked[state.phase] += 1
    assert all(checked.values()), checked  # turns, reveals and the game's end all seen
    assert moved > 0.9 * sum(checked.values()) * SCRAMBLES  # the scrambles did move cards
