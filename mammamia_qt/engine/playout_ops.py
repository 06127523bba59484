"""The quick reveal that AI playouts use on their own sampled worlds (``worlds.py``).

A searching player plays a sampled world out to the end of the round (its phase 1 through
``GameState.playout_turn`` or ``apply``) and then turns the oven over with a greedy policy of its
own, much faster than the reveal's flow (``reveal_flow.py``): no questions, no events, none of the
round's counts. The policy decides who delivers what; these functions are the only changes it
makes to the world: cards taken from a hand, an order delivered (alone, or with a helper, who
delivers the top card of its waiter as its reward), an order given back to its owner's waiter.

They are for sampled worlds only. A game being played is revealed by ``reveal_flow.RevealFlow``,
which asks every decision and keeps the round's counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .table import Table


def take_cards(table: Table, seat: int, counts: Sequence[int]) -> None:
    """Take ``counts`` ingredient cards per kind from ``seat``'s hand, none of a kind below zero
    (a sampled hand may hold fewer than an answer given for the real one)."""
    hand = table.hand_ing[seat]
    for k, count in enumerate(counts):
        if count:
            left = hand[k] - count
            hand[k] = left if left > 0 else 0


def deliver(table: Table, owner: int, order: int, from_hand: Sequence[int] = ()) -> None:
    """``order`` delivered onto its owner's pile, with ``from_hand`` cards per kind added from
    the owner's hand (taken as ``take_cards`` takes them)."""
    if from_hand:
        take_cards(table, owner, from_hand)
    table.delivered[owner].append(order)


def deliver_helped(
    table: Table, owner: int, order: int, from_hand: Sequence[int], helper: int, request: Sequence[int]
) -> None:
    """``order`` delivered with ``from_hand`` from the owner's hand and ``request`` from
    ``helper``'s; the helper's reward, the top card of its waiter (if it still has one), is
    delivered too."""
    take_cards(table, owner, from_hand)
    take_cards(table, helper, request)
    waiter = table.waiter[helper]
    if waiter:
        table.delivered[helper].append(waiter.pop())
    table.delivered[owner].append(order)


def give_back(table: Table, owner: int, order: int) -> None:
    """``order`` not delivered: back to the bottom of its owner's waiter."""
    table.waiter[owner].insert(0, order)
