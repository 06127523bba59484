"""The expert's search: sampled worlds agree with the view, and playouts keep to the rules."""

from __future__ import annotations

import random

import pytest

from mammamia_qt.ai import make_player
from mammamia_qt.ai.playout import Playout, PlayoutState
from mammamia_qt.ai.search import SearchPlayer
from mammamia_qt.engine import GameState, PlayerView, Rules
from mammamia_qt.engine.actions import NO_KIND, NO_ORDER
from mammamia_qt.engine.cards import EDITIONS, MAMMA_MIA_CARD, Edition
from mammamia_qt.engine.state import ORDER_BASE
from mammamia_qt.engine.worlds import hand_order_counts, sample_world, unseen_ingredients


class GuardedView:
    """A view stand-in that records every attribute read from it."""

    def __init__(self, view: PlayerView) -> None:
        object.__setattr__(self, "_view", view)
        object.__setattr__(self, "read", set())

    def __getattr__(self, name: str) -> object:
        self.read.add(name)  # type: ignore[attr-defined]
        value = getattr(self._view, name)  # type: ignore[attr-defined]
        assert not isinstance(value, GameState)
        return value


PUBLIC = (
    "hand_ingredients",
    "hand_orders",
    "hand_sizes",
    "waiter_sizes",
    "delivered",
    "supply_count",
    "mm_holder",
    "mm_in_supply",
    "oven_count",
    "oven_top",
    "carried",
    "removed",
    "round_plays",
    "round",
    "current_player",
    "start_player",
    "one_lap",
)


def _turns(edition: str, n: int, seed: int, every: int = 3) -> list[tuple[GameState, PlayerView]]:
    """Phase-1 turns of a seeded game of intermediates: the real state (cloned) and the view."""
    state, _ = GameState.new_game(Rules(edition=edition, players=n), seed)  # type: ignore[arg-type]
    players = [make_player("intermediate", seed + s) for s in range(n)]
    out: list[tuple[GameState, PlayerView]] = []
    step = 0
    while not state.is_terminal():
        seat = state.current_player()
        view = state.view_for(seat)
        if state.phase == "play" and step % every == 0:
            out.append((state.clone(), view))
        state.apply(players[seat].choose(view))
        step += 1
    return out


def _oven_plays(world: GameState) -> list[tuple[int, int, int, int]]:
    """The oven regrouped into announcements (ingredients of one kind, then an optional order)."""
    return [(s, k, c, o) for s, k, c, o in world.round_plays]


@pytest.mark.parametrize(("edition", "n"), [("classic", 4), ("plus", 4), ("classic", 3), ("plus", 5)])
def test_world_agrees_with_the_view(edition: str, n: int) -> None:
    info = EDITIONS[Edition(edition)]
    per_colour = None
    for i, (state, view) in enumerate(_turns(edition, n, 21)):
        world = sample_world(view, random.Random(i))
        seen = world.view_for(view.seat)
        for name in PUBLIC:
            assert getattr(seen, name) == getattr(view, name), name
        assert set(seen.legal_actions) == set(view.legal_actions)
        # The oven holds exactly the announcements, card by card.
        expected: list[int] = []
        for _, kind, count, order in view.round_plays:
            expected += [kind] * count if kind != NO_KIND else []
            expected += [ORDER_BASE + order] if order != NO_ORDER else []
        assert world.oven == expected
        assert _oven_plays(world) == list(view.round_plays)
        # Every ingredient card is somewhere, once.
        for k in range(world.kinds):
            total = sum(h[k] for h in world.hand_ing) + world.supply.count(k) + world.oven.count(k)
            total += world.carried[k] + world.removed[k]
            assert total == info.per_kind
        assert world.supply.count(MAMMA_MIA_CARD) == (1 if view.mm_in_supply else 0)
        assert sum(unseen_ingredients(view, view.round_plays)) == sum(
            sum(world.hand_ing[s]) for s in range(n) if s != view.seat
        ) + len(world.supply) - (1 if view.mm_in_supply else 0)
        # Every order card of the seats' colours is somewhere, once, with its own colour.
        places = [o for s in range(n) for o in world.hand_orders[s] + world.waiter[s] + world.delivered[s]]
        places += [c - ORDER_BASE for c in world.oven if c >= ORDER_BASE]
        per_colour = len(view.orders) // len(info.colours)
        assert sorted(places) == sorted(o.index for o in view.orders if o.colour in view.colours)
        for s in range(n):
            for o in world.hand_orders[s] + world.waiter[s]:
                assert view.orders[o].colour == view.colours[s]
        # The hidden counts are the real ones: they follow from public facts.
        assert hand_order_counts(view, view.round_plays) == [len(h) for h in state.hand_orders]
    assert per_colour


def test_world_is_built_from_the_view_alone() -> None:
    """Reshuffling what the seat cannot see changes nothing; only view fields are read."""
    for i, (state, view) in enumerate(_turns("plus", 4, 5, every=5)):
        guarded = GuardedView(view)
        a = sample_world(guarded, random.Random(i))  # type: ignore[arg-type]
        assert guarded.read <= {f for f in PlayerView.__dataclass_fields__}  # type: ignore[attr-defined]
        other = state.clone()
        other.supply = list(reversed(other.supply))
        for s in range(4):
            other.waiter[s] = list(reversed(other.waiter[s]))
            if s != view.seat:
                h = other.hand_ing[s]
                other.hand_ing[s] = h[1 : other.kinds] + h[:1] + h[other.kinds :]
        b = sample_world(other.view_for(view.seat), random.Random(i))
        assert a.fingerprint() == b.fingerprint()
        assert a is not state and a.supply is not state.supply


def test_worlds_differ_where_the_seat_cannot_see() -> None:
    _, view = _turns("classic", 4, 9)[2]
    a = sample_world(view, random.Random(1))
    b = sample_world(view, random.Random(2))
    assert a.hand_ing[view.seat] == b.hand_ing[view.seat]
    assert (a.supply, a.hand_ing) != (b.supply, b.hand_ing)


@pytest.mark.parametrize(("edition", "n"), [("classic", 4), ("plus", 4), ("plus", 3), ("classic", 2)])
def test_playouts_keep_to_the_rules(edition: str, n: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every greedy turn passes the engine's legality check, and every playout ends its round."""
    monkeypatch.setattr(Playout, "checked_default", True)
    for i, (_, view) in enumerate(_turns(edition, n, 33, every=4)):
        world = sample_world(view, random.Random(i), cls=PlayoutState)
        before = sum(len(d) for d in world.delivered)
        playout = Playout.start(world)
        cols = playout.run()
        assert world.phase == "reveal"
        assert all(c >= 0 for c in cols)
        assert all(min(h) >= 0 for h in world.hand_ing)
        assert sum(len(d) for d in world.delivered) >= before


def test_expert_searches_and_is_seeded() -> None:
    player = make_player("expert", 4)
    assert isinstance(player, SearchPlayer)
    for _, view in _turns("classic", 4, 17, every=6)[:6]:
        a = make_player("expert", 4).choose(view)
        b = make_player("expert", 4).choose(view)
        assert a == b and a in view.legal_actions
