"""RULES.md, Components and Setup."""

from __future__ import annotations

import pytest
from engine_support import expected_totals, ingredient_totals, new

from mammamia_qt.engine import COLOURS, Rules
from mammamia_qt.engine.cards import MAMMA_MIA_CARD, PERSONAL
from mammamia_qt.engine.events import MammaMiaTaken, RoundStarted

REMOVED = {"classic": {2: 5, 3: 3, 4: 1, 5: 0}, "plus": {2: 7, 3: 5, 4: 3, 5: 1, 6: 0}}


@pytest.mark.parametrize(("edition", "players"), [(e, n) for e, table in REMOVED.items() for n in table])
def test_setup_removes_ingredients_by_player_count(edition: str, players: int) -> None:
    state, _ = new(edition, players)
    kinds = 5 if edition == "classic" else 6
    per_kind = 13 if edition == "classic" else 15
    removed = REMOVED[edition][players]
    assert state.removed == [removed] * kinds + [0] * (6 - kinds)
    in_play = [sum(h[k] for h in state.hand_ing) + state.supply.count(k) for k in range(6)]
    assert in_play == [per_kind - removed] * kinds + [0] * (6 - kinds)
    assert ingredient_totals(state) == expected_totals(state)


@pytest.mark.parametrize(("edition", "dealt", "players"), [("classic", 6, 5), ("plus", 8, 6), ("plus", 8, 2)])
def test_setup_deals_starting_hand_and_one_order(edition: str, dealt: int, players: int) -> None:
    state, _ = new(edition, players, seed=7)
    for seat in range(players):
        assert sum(state.hand_ing[seat]) == dealt
        assert len(state.hand_orders[seat]) == 1
        assert state.hand_size(seat) == dealt + 1


@pytest.mark.parametrize(("edition", "per_colour"), [("classic", 8), ("plus", 15)])
def test_setup_waiter_holds_own_colour_orders(edition: str, per_colour: int) -> None:
    state, _ = new(edition, 4, seed=3)
    for seat, colour in enumerate(state.colours):
        cards = state.waiter[seat] + state.hand_orders[seat]
        assert len(cards) == per_colour
        assert len(state.waiter[seat]) == per_colour - 1
        assert {state.orders[o].colour for o in cards} == {colour}


def test_setup_personal_ingredients_by_colour() -> None:
    assert PERSONAL == {
        "yellow": "pineapple", "green": "pepper", "brown": "mushroom",
        "purple": "olive", "red": "salami", "pink": "shrimp",
    }  # fmt: skip
    assert COLOURS[:5] == ("yellow", "green", "brown", "purple", "red")


def test_classic_mamma_mia_card_shuffled_in_after_deal() -> None:
    for seed in range(30):
        state, events = new("classic", 5, seed=seed)
        assert state.supply.count(MAMMA_MIA_CARD) == 1
        assert state.mm_in_supply and state.mm_holder is None
        assert not any(isinstance(e, MammaMiaTaken) for e in events)
        assert all(sum(h) == 6 for h in state.hand_ing)


def test_plus_has_no_mamma_mia_card() -> None:
    state, _ = new("plus", 4)
    assert MAMMA_MIA_CARD not in state.supply
    assert not state.mm_in_supply and state.mm_holder is None


def test_option_mm_card_in_deal_lays_it_out_and_replaces() -> None:
    dealt_seeds = []
    for seed in range(200):
        state, events = new("classic", 5, seed=seed, mm_card_in_deal=True)
        assert all(sum(h) == 6 for h in state.hand_ing)
        taken = [e for e in events if isinstance(e, MammaMiaTaken)]
        assert ingredient_totals(state) == expected_totals(state)
        if taken:
            dealt_seeds.append(seed)
            assert taken == [MammaMiaTaken(taken[0].seat, at_deal=True)]
            assert state.mm_holder == taken[0].seat
            assert MAMMA_MIA_CARD not in state.supply and not state.mm_in_supply
        else:
            assert state.supply.count(MAMMA_MIA_CARD) == 1 and state.mm_in_supply
            assert state.mm_holder is None
    # 30 of 61 cards are dealt with five players: the card is dealt in about half the games.
    assert 50 < len(dealt_seeds) < 150


def test_option_mm_card_in_deal_is_classic_only() -> None:
    with pytest.raises(ValueError, match="mm_card_in_deal"):
        Rules(edition="plus", players=3, mm_card_in_deal=True)


def test_start_player_drawn_at_random_or_picked() -> None:
    starts = {new("classic", 4, seed=s)[0].start_player for s in range(40)}
    assert starts == {0, 1, 2, 3}
    state, events = new("plus", 5, seed=9, start_player=3)
    assert state.start_player == 3 and state.current_player() == 3
    assert events[-1] == RoundStarted(1, 3, (0,) * 6, len(state.supply), False)


def test_play_goes_clockwise() -> None:
    state, _ = new("classic", 4, seed=2, start_player=2)
    seen = []
    for _ in range(6):
        seen.append(state.current_player())
        state.apply(state.legal_actions()[0])
    assert seen == [2, 3, 0, 1, 2, 3]
