"""Sampled worlds: full game states consistent with what one seat knows, built from its view alone.

A seat cannot see the other hands, the supply or any waiter. ``sample_world`` deals the cards it
cannot place at random into those hidden places, keeping every public count (hand, waiter and
supply sizes, delivered piles, the Mamma Mia card) and everything the seat itself holds or
remembers (its hand, the oven as announced, the carried-over ingredients). The result is a
``GameState`` of the seat's imagination, never a copy of the real one: searches play it out freely.

Order cards are placed by colour: a seat's orders are its deck less those in the oven this
round; what it holds is the deck less its delivered pile, its waiter and its oven orders, all
public counts. Orders seen delivered or returned in the last reveal (``view.results``) are put
where they went: the delivered pile, or the bottom of the waiter.
"""

from __future__ import annotations

import random

from ..engine.actions import NO_KIND, NO_ORDER
from ..engine.cards import MAMMA_MIA_CARD
from ..engine.state import ORDER_BASE, PLAY, GameState
from ..engine.view import PlayerView
from .memory import Play4


def unseen_ingredients(view: PlayerView, plays: list[Play4] | tuple[Play4, ...]) -> list[int]:
    """Per kind, the ingredient cards in other hands or the supply (phase 1).

    The edition's totals less those back in the box, in this seat's hand, carried over (face up at
    the oven's bottom), and announced into the oven this round.
    """
    per_kind = view.edition_rules.per_kind
    unseen = [per_kind - view.removed[k] if k < view.kinds else 0 for k in range(6)]
    for k in range(6):
        unseen[k] -= view.hand_ingredients[k] + view.carried[k]
    for _, kind, count, _ in plays:
        if kind != NO_KIND:
            unseen[kind] -= count
    return unseen


def hand_order_counts(view: PlayerView, plays: list[Play4] | tuple[Play4, ...]) -> list[int]:
    """How many order cards each seat holds (phase 1): deck less delivered, waiter and oven orders."""
    n = len(view.colours)
    per_colour = len(view.orders) // len(view.edition_rules.edition_colours)
    in_oven = [0] * n
    for seat, _, _, order in plays:
        if order != NO_ORDER:
            in_oven[seat] += 1
    return [
        len(view.hand_orders)
        if s == view.seat
        else max(0, per_colour - view.delivered[s] - view.waiter_sizes[s] - in_oven[s])
        for s in range(n)
    ]


def sample_world(
    view: PlayerView,
    rng: random.Random,
    plays: list[Play4] | tuple[Play4, ...] | None = None,
    cls: type[GameState] = GameState,
) -> GameState:
    """A phase-1 game state consistent with ``view`` (and the remembered ``plays``), hidden parts dealt at random."""
    if view.phase != PLAY:
        raise ValueError("worlds are sampled for turns of phase 1")
    if plays is None:
        plays = view.round_plays
    me = view.seat
    n = len(view.colours)
    world = cls(view.rules, rng.getrandbits(63))
    by_colour: dict[str, list[int]] = {c: [] for c in view.colours}
    for card in view.orders:
        if card.colour in by_colour:
            by_colour[card.colour].append(card.index)
    # The oven: exactly as announced, on top of the carried-over ingredients.
    oven: list[int] = []
    in_oven: set[int] = set()
    for _, kind, count, order in plays:
        if kind != NO_KIND:
            oven.extend([kind] * count)
        if order != NO_ORDER:
            oven.append(ORDER_BASE + order)
            in_oven.add(order)
    world.oven = oven
    world.round_plays = list(plays)
    world.carried = list(view.carried)
    world.columns = [0] * 6
    world.used = [0] * 6
    world.removed = list(view.removed)
    # Orders: where each seat's cards are, as far as the last reveal showed them.
    delivered_seen: list[list[int]] = [[] for _ in range(n)]
    returned_seen: list[list[int]] = [[] for _ in range(n)]
    for order, owner, status, _, _ in view.results:
        if order in in_oven or order in view.hand_orders:
            continue
        (delivered_seen if status == "delivered" else returned_seen)[owner].append(order)
    held = hand_order_counts(view, plays)
    for s, colour in enumerate(view.colours):
        pool = [o for o in by_colour[colour] if o not in in_oven]
        if s == me:
            pool = [o for o in pool if o not in view.hand_orders]
            hand = list(view.hand_orders)
        else:
            hand = []
        dcount = view.delivered[s]
        wcount = view.waiter_sizes[s]
        delivered = delivered_seen[s][:dcount]
        # Returned orders went to the waiter's bottom, the last returned lowest.
        bottom = list(reversed(returned_seen[s]))[:wcount]
        known = set(delivered) | set(bottom)
        rest = [o for o in pool if o not in known]
        rng.shuffle(rest)
        missing = dcount - len(delivered)
        delivered += rest[:missing]
        rest = rest[missing:]
        if s != me:
            hand = rest[: held[s]]
            rest = rest[held[s] :]
        waiter = bottom + rest[: wcount - len(bottom)]
        world.delivered[s] = delivered
        world.hand_orders[s] = hand
        world.waiter[s] = waiter
    # Ingredients: deal what this seat cannot see into the other hands, the rest is the supply.
    unseen = unseen_ingredients(view, plays)
    pool_ing = [k for k in range(6) for _ in range(max(0, unseen[k]))]
    rng.shuffle(pool_ing)
    for s in range(n):
        if s == me:
            world.hand_ing[s] = list(view.hand_ingredients)
            continue
        want = max(0, view.hand_sizes[s] - len(world.hand_orders[s]))
        hand_ing = [0] * 6
        for kind in pool_ing[:want]:
            hand_ing[kind] += 1
        del pool_ing[:want]
        world.hand_ing[s] = hand_ing
    supply_ing = view.supply_count - (1 if view.mm_in_supply else 0)
    supply = pool_ing[:supply_ing]
    if view.mm_in_supply:
        supply.insert(rng.randrange(len(supply) + 1), MAMMA_MIA_CARD)
    world.supply = supply
    world.mm_in_supply = view.mm_in_supply
    world.mm_holder = view.mm_holder
    world.round = view.round
    world.phase = PLAY
    world.current = view.current_player
    world.start_player = view.start_player
    world.one_lap = view.one_lap
    world.lap_turns = len(plays) if view.one_lap else 0
    world.evaluator = view.evaluator
    world.pending = None
    return world
