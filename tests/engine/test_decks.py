"""RULES.md, Components and Decks: the order cards per colour."""

from __future__ import annotations

from collections import Counter

import pytest

from mammamia_qt.engine import KIND, PERSONAL, OrderType, load_deck
from mammamia_qt.engine.cards import EDITIONS, Edition


@pytest.mark.parametrize(
    ("edition", "colours", "per_colour", "kinds", "per_kind"),
    [("classic", 5, 8, 5, 13), ("plus", 6, 15, 6, 15)],
)
def test_components_by_edition(
    edition: str, colours: int, per_colour: int, kinds: int, per_kind: int
) -> None:
    info = EDITIONS[Edition(edition)]
    deck = load_deck(edition)
    assert len(deck.by_colour) == colours and len(deck.orders) == colours * per_colour
    assert all(len(cards) == per_colour for cards in deck.by_colour.values())
    assert (info.kinds, info.per_kind) == (kinds, per_kind)
    assert info.dealt + 1 == (7 if edition == "classic" else 9)
    assert info.hand_limit == info.dealt + 1
    assert info.has_mamma_mia_card is (edition == "classic")


@pytest.mark.parametrize("edition", ["classic", "plus"])
def test_deck_composition_per_colour(edition: str) -> None:
    deck = load_deck(edition)
    kinds = EDITIONS[Edition(edition)].kinds
    for colour, indexes in deck.by_colour.items():
        cards = [deck.orders[i] for i in indexes]
        p = KIND[PERSONAL[colour]]
        assert all(c.personal == p and c.colour == colour for c in cards)
        types = Counter(c.type for c in cards)
        expected = {
            OrderType.NORMALE: kinds,
            OrderType.BOMBASTICA: 1,
            OrderType.MONOTONI: 1,
            OrderType.MINIMALE: 1,
        }
        if edition == "plus":
            expected |= {OrderType.GHIOTTONA: 1, OrderType.MONOTONI_JUNIOR: 2, OrderType.MINIPIZZA: 2,
                         OrderType.MAMMA_MIA: 1}  # fmt: skip
        assert types == expected
        normale = sorted(c.needs for c in cards if c.type is OrderType.NORMALE)
        one_each = tuple(1 if k < kinds else 0 for k in range(6))
        p_plus_four = [
            tuple(1 if k == p else 4 if k == x else 0 for k in range(6)) for x in range(kinds) if x != p
        ]
        assert normale == sorted([one_each, *p_plus_four])
        if edition == "plus":
            juniors = [c.forbidden for c in cards if c.type is OrderType.MONOTONI_JUNIOR]
            assert len(set(juniors)) == 2 and p not in juniors
            for c in cards:
                if c.type is OrderType.MINIPIZZA:
                    (g,) = [k for k in range(6) if c.needs[k]]
                    assert c.needs[g] == 3 and len({g, c.forbidden, p}) == 3
                if c.type is OrderType.MAMMA_MIA:
                    assert c.either is not None and len({*c.either, p}) == 3


def test_plus_decks_differ_by_colour_and_are_marked_reconstruction() -> None:
    deck = load_deck("plus")
    assert deck.reconstruction and "RECONSTRUCTION" in deck.note.upper()
    assert not load_deck("classic").reconstruction
    specials = set()
    for indexes in deck.by_colour.values():
        cards = [deck.orders[i] for i in indexes]
        specials.add(tuple(sorted((c.type.value, c.forbidden, c.needs, c.either or ()) for c in cards)))
    assert len(specials) == 6  # no two decks are the same


def test_order_ids_are_colour_and_number() -> None:
    deck = load_deck("classic")
    assert deck.orders[0].id == "yellow-01" and deck.orders[-1].id == "red-08"
    assert deck.by_id["green-03"] == 10
