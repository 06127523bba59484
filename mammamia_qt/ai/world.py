"""Sampled worlds for the searching players: the engine builds them from a seat's view
(``engine/worlds.py``); the AI never writes a ``GameState``'s fields itself."""

from __future__ import annotations

from ..engine.worlds import (
    hand_order_counts,
    remaining_oven,
    sample_reveal_world,
    sample_world,
    unseen_ingredients,
)

__all__ = ["hand_order_counts", "remaining_oven", "sample_reveal_world", "sample_world", "unseen_ingredients"]
