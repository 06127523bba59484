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

``sample_reveal_world`` does the same in the middle of a reveal: the oven is what is still face
down, the columns are the face-up ones, and the hidden ingredients are dealt from what the seat
cannot place (its estimate: cards given from other hands to a helper are not counted out).
The AI searches these worlds; it never sees the real state (``tests/ai/test_view_boundary.py``).

``true_world`` and ``known_world`` lay a real state out the same way, and ``blur_hands`` swaps a
few of its hidden cards, for the clairvoyant benchmark references only (``ai/clairvoyant.py``,
built by tournaments, never a player's level).
"""

from __future__ import annotations

import random

from .actions import NO_KIND, NO_ORDER
from .cards import MAMMA_MIA_CARD
from .ids import Outcome, Phase
from .state import ORDER_BASE, GameState
from .view import PlayerView

Play4 = tuple[int, int, int, int]
"""An announcement as the view gives it: (seat, kind, count, order)."""


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
    return _held_orders(view, [order for _, _, _, order in plays if order != NO_ORDER])


def _held_orders(view: PlayerView, oven_orders: list[int]) -> list[int]:
    """Order cards per seat in hand: its deck less delivered, waiter and ``oven_orders``."""
    n = len(view.colours)
    per_colour = len(view.orders) // len(view.edition_rules.edition_colours)
    in_oven = [0] * n
    for order in oven_orders:
        in_oven[view.colours.index(view.orders[order].colour)] += 1
    return [
        len(view.hand_orders)
        if s == view.seat
        else max(0, per_colour - view.delivered[s] - view.waiter_sizes[s] - in_oven[s])
        for s in range(n)
    ]


def remaining_oven(view: PlayerView, plays: list[Play4] | tuple[Play4, ...]) -> list[int]:
    """The oven's cards still face down in a reveal, in the order they will be turned."""
    oven = _oven_cards(plays)
    return oven[view.revealed :]


def _oven_cards(plays: list[Play4] | tuple[Play4, ...]) -> list[int]:
    oven: list[int] = []
    for _, kind, count, order in plays:
        if kind != NO_KIND:
            oven.extend([kind] * count)
        if order != NO_ORDER:
            oven.append(ORDER_BASE + order)
    return oven


def sample_world(
    view: PlayerView,
    rng: random.Random,
    plays: list[Play4] | tuple[Play4, ...] | None = None,
    cls: type[GameState] = GameState,
) -> GameState:
    """A phase-1 game state consistent with ``view`` (and the remembered ``plays``), hidden parts dealt at random."""
    if view.phase != Phase.PLAY:
        raise ValueError("worlds are sampled for turns of phase 1")
    if plays is None:
        plays = view.round_plays
    world = cls(view.rules, rng.getrandbits(63))
    # The oven: exactly as announced, on top of the carried-over ingredients.
    world.oven = _oven_cards(plays)
    world.round_plays = list(plays)
    world.carried = list(view.carried)
    oven_orders = [c - ORDER_BASE for c in world.oven if c >= ORDER_BASE]
    _place_orders(world, view, rng, oven_orders)
    _deal_ingredients(world, view, rng, unseen_ingredients(view, plays))
    world.lap_turns = len(plays) if view.one_lap else 0
    return world


def sample_reveal_world(
    view: PlayerView,
    rng: random.Random,
    plays: list[Play4] | tuple[Play4, ...] | None = None,
    cls: type[GameState] = GameState,
) -> GameState:
    """A world in the middle of a reveal: ``oven`` holds the cards still face down, ``carried`` the
    face-up columns; hands, waiters and the supply dealt at random as in ``sample_world``.

    The pending order (turned, not yet decided) is in nobody's hand or waiter. The world's phase
    is left at "play"; it is meant for playouts that resolve the oven themselves.
    """
    if view.phase != Phase.REVEAL:
        raise ValueError("reveal worlds are sampled during a reveal")
    if plays is None:
        plays = view.round_plays
    world = cls(view.rules, rng.getrandbits(63))
    world.oven = remaining_oven(view, plays)
    world.round_plays = list(plays)
    world.carried = list(view.columns)
    open_orders = [c - ORDER_BASE for c in world.oven if c >= ORDER_BASE]
    if view.pending is not None:
        open_orders.append(view.pending.order)
    _place_orders(world, view, rng, open_orders)
    unseen = unseen_ingredients(view, plays)
    for result in view.results:
        if result.outcome == Outcome.DELIVERED:
            for k, c in enumerate(result.from_hand):
                unseen[k] -= c
    _deal_ingredients(world, view, rng, unseen)
    return world


def _place_orders(world: GameState, view: PlayerView, rng: random.Random, oven_orders: list[int]) -> None:
    """Every seat's order cards into its delivered pile, hand and waiter; ``oven_orders`` stay out."""
    me = view.seat
    in_oven = set(oven_orders)
    by_colour: dict[str, list[int]] = {c: [] for c in view.colours}
    for card in view.orders:
        if card.colour in by_colour:
            by_colour[card.colour].append(card.index)
    # Where each seat's cards are, as far as the last reveal showed them.
    delivered_seen: list[list[int]] = [[] for _ in view.colours]
    returned_seen: list[list[int]] = [[] for _ in view.colours]
    for result in view.results:
        if result.order in in_oven or result.order in view.hand_orders:
            continue
        seen = delivered_seen if result.outcome == Outcome.DELIVERED else returned_seen
        seen[result.owner].append(result.order)
    held = _held_orders(view, oven_orders)
    for s, colour in enumerate(view.colours):
        pool = [o for o in by_colour[colour] if o not in in_oven]
        hand: list[int] = []
        if s == me:
            pool = [o for o in pool if o not in view.hand_orders]
            hand = list(view.hand_orders)
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
        world.delivered[s] = delivered
        world.hand_orders[s] = hand
        world.waiter[s] = bottom + rest[: wcount - len(bottom)]


def _deal_ingredients(world: GameState, view: PlayerView, rng: random.Random, unseen: list[int]) -> None:
    """Deal what this seat cannot see into the other hands, the rest to the supply; copy the public rest."""
    me = view.seat
    pool_ing = [k for k in range(6) for _ in range(max(0, unseen[k]))]
    rng.shuffle(pool_ing)
    for s in range(len(view.colours)):
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
    _public_round(world, view, view.current_player)


def _public_round(world: GameState, source: PlayerView | GameState, current: int) -> None:
    """What every seat knows of the round, copied from a view or the real state alike: the Mamma
    Mia card's place, the removed cards, the round, who starts and moves; phase 1, no reveal yet."""
    world.mm_in_supply = source.mm_in_supply
    world.mm_holder = source.mm_holder
    world.columns = [0] * 6
    world.used = [0] * 6
    world.removed = list(source.removed)
    world.round = source.round
    world.phase = Phase.PLAY
    world.current = current
    world.start_player = source.start_player
    world.one_lap = source.one_lap
    world.evaluator = source.evaluator
    world.pending = None


def true_world(state: GameState, rng: random.Random, cls: type[GameState] = GameState) -> GameState:
    """The real ``state`` laid out as a sampled world is, nothing guessed (benchmark only: the
    clairvoyant reference, ``ai/clairvoyant.py``; no player's search gets it).

    In phase 1 the oven is this round's plays on top of the carried-over cards; in a reveal the
    oven is what is still face down and the carried cards are the face-up columns. The world's
    own shuffles are seeded from ``rng``, as a sampled world's are, so the next round's deal is
    not foreseen. Every field is read as ``sample_world`` / ``sample_reveal_world`` set it for
    the seat to move (``tests/ai/test_clairvoyant.py``): they differ only where hidden cards lie.
    """
    world = cls(state.rules, rng.getrandbits(63))
    reveal = state.phase == Phase.REVEAL
    world.oven = list(state.oven[state.reveal_pos :]) if reveal else list(state.oven)
    world.carried = list(state.columns) if reveal else list(state.carried)
    world.round_plays = list(state.round_plays)
    world.lap_turns = state.lap_turns
    world.hand_ing = [list(h) for h in state.hand_ing]
    world.hand_orders = [list(h) for h in state.hand_orders]
    world.waiter = [list(w) for w in state.waiter]
    world.delivered = [list(d) for d in state.delivered]
    world.supply = list(state.supply)
    _public_round(world, state, state.current_player())  # in a reveal: the seat deciding
    return world


def known_world(state: GameState, rng: random.Random, cls: type[GameState] = GameState) -> GameState:
    """The clairvoyant's world for one playout: ``true_world`` with the supply shuffled by ``rng``
    (the Mamma Mia card, if still in it, at a random place as in a sampled world)."""
    world = true_world(state, rng, cls)
    rng.shuffle(world.supply)
    return world


def blur_hands(world: GameState, seat: int, rng: random.Random, cards: int) -> None:
    """Swap ``cards`` random cards of every other hand in ``world`` with random ingredient cards
    of the supply (benchmark only: the blurred clairvoyant, ``ai/clairvoyant.py``).

    Every count stays as it was: each hand's size, the supply's size and place of the Mamma Mia
    card, and the number of each kind among the hands and the supply together. ``seat``'s own
    hand, the oven, the waiters and the delivered piles are not touched."""
    pool = [i for i, card in enumerate(world.supply) if card != MAMMA_MIA_CARD]
    for other, hand in enumerate(world.hand_ing):
        if other == seat:
            continue
        held = [kind for kind, n in enumerate(hand) for _ in range(n)]
        for kind in rng.sample(held, min(cards, len(held))):
            if not pool:
                return
            i = pool.pop(rng.randrange(len(pool)))
            hand[kind] -= 1
            hand[world.supply[i]] += 1
            world.supply[i] = kind
