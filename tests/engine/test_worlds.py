"""Worlds sampled in the middle of a reveal agree with the asked seat's view, and hide nothing else."""

from __future__ import annotations

import random

import pytest

from mammamia_qt.ai import make_player
from mammamia_qt.engine import GameState, Rules
from mammamia_qt.engine.state import ORDER_BASE
from mammamia_qt.engine.worlds import sample_reveal_world


def _reveal_positions(edition: str, n: int, seed: int) -> list[GameState]:
    """States (cloned) where the reveal waits for a decision, from a seeded game of experts."""
    state, _ = GameState.new_game(Rules(edition=edition, players=n), seed)  # type: ignore[arg-type]
    players = [make_player("intermediate", seed + s) for s in range(n)]
    out: list[GameState] = []
    while not state.is_terminal():
        seat = state.current_player()
        if state.pending is not None:
            out.append(state.clone())
        state.apply(players[seat].choose(state.view_for(seat)))
    return out


@pytest.mark.parametrize(("edition", "n", "seed"), [("classic", 4, 3), ("plus", 4, 5), ("plus", 6, 8)])
def test_a_reveal_world_keeps_every_public_count(edition: str, n: int, seed: int) -> None:
    positions = _reveal_positions(edition, n, seed)
    assert positions
    for i, state in enumerate(positions):
        seat = state.current_player()
        view = state.view_for(seat)
        world = sample_reveal_world(view, random.Random(i))
        assert world.oven == state.oven[state.reveal_pos :]  # what is still face down, in order
        assert world.carried == list(view.columns)
        assert world.hand_ing[seat] == list(view.hand_ingredients)
        assert world.hand_orders[seat] == list(view.hand_orders)
        assert [world.hand_size(s) for s in range(n)] == list(view.hand_sizes)
        assert [len(w) for w in world.waiter] == list(view.waiter_sizes)
        assert [len(d) for d in world.delivered] == list(view.delivered)
        assert len(world.supply) == view.supply_count
        # Every order card once: in a hand, a waiter, a delivered pile, the oven or being checked.
        placed = [o for s in range(n) for o in (*world.hand_orders[s], *world.waiter[s], *world.delivered[s])]
        placed += [c - ORDER_BASE for c in world.oven if c >= ORDER_BASE]
        placed.append(view.pending.order)
        assert sorted(placed) == sorted(o.index for o in view.orders if o.colour in view.colours)


def test_a_reveal_world_is_only_for_a_reveal() -> None:
    state, _ = GameState.new_game(Rules(edition="classic", players=3), 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        sample_reveal_world(state.view_for(0), random.Random(1))
