"""A seed means the same deal on every Python version: the generator is SplitMix64 (checked against
its published outputs) and the deal of fixed seeds is pinned."""

from __future__ import annotations

import hashlib
import json

from mammamia_qt.engine import INGREDIENTS, GameState, Rules
from mammamia_qt.engine.cards import MAMMA_MIA_CARD
from mammamia_qt.engine.rng import Rng


def deal(edition: str, players: int, seed: int) -> GameState:
    return GameState.new_game(Rules(edition=edition, players=players), seed)[0]


def hands(state: GameState) -> list[dict[str, int]]:
    return [{INGREDIENTS[k]: n for k, n in enumerate(h) if n} for h in state.hand_ing]


def supply_top(state: GameState, n: int) -> list[str]:
    return ["mamma_mia" if c == MAMMA_MIA_CARD else INGREDIENTS[c] for c in reversed(state.supply[-n:])]


def digest(state: GameState) -> str:
    data = json.dumps([state.hand_ing, state.hand_orders, state.supply, state.waiter, state.start_player])
    return hashlib.sha256(data.encode()).hexdigest()


SPLITMIX64_1234567 = [
    6457827717110365317,
    3203168211198807973,
    9817491932198370423,
    4593380528125082431,
    16408922859458223821,
]
"""The first outputs of SplitMix64 seeded with 1234567, as the reference implementation
(Sebastiano Vigna, splitmix64.c, prng.di.unimi.it) prints them."""


def test_rng_stream_is_splitmix64() -> None:
    rng = Rng(1234567)
    assert [rng.next64() for _ in range(5)] == SPLITMIX64_1234567


def test_bounded_draws_and_the_shuffle_follow_from_the_stream() -> None:
    """below(n) is the next output mod n, drawn again when the output lies in the last partial
    block of n values; the shuffle is Fisher-Yates from the top, j = below(i + 1)."""
    rng = Rng(1234567)
    assert [rng.below(10) for _ in range(5)] == [x % 10 for x in SPLITMIX64_1234567]
    half = 2**63 + 1  # 2**64 mod n is 2**63 - 1: outputs above 2**63 are drawn again
    rng = Rng(1234567)
    first, second, third, fourth, _ = SPLITMIX64_1234567
    assert third > 2**63  # the third output is refused, the fourth taken
    assert [rng.below(half) for _ in range(3)] == [first, second, fourth]
    items = [0, 1, 2]
    Rng(1234567).shuffle(items)
    assert (first % 3, second % 2) == (0, 1)  # swap places 2 and 0, then 1 with itself
    assert items == [2, 1, 0]


def test_golden_deal_classic() -> None:
    state = deal("classic", 4, 1999)
    assert hands(state) == [
        {"pineapple": 2, "pepper": 1, "mushroom": 2, "salami": 1},
        {"olive": 3, "pepper": 3},
        {"pineapple": 2, "pepper": 2, "mushroom": 1, "salami": 1},
        {"pineapple": 1, "olive": 1, "pepper": 1, "mushroom": 1, "salami": 2},
    ]
    assert [[state.order_ids[o] for o in h] for h in state.hand_orders] == [
        ["yellow-05"],
        ["green-05"],
        ["brown-07"],
        ["purple-01"],
    ]
    assert [state.order_ids[w[-1]] for w in state.waiter] == [
        "yellow-08",
        "green-02",
        "brown-08",
        "purple-07",
    ]
    assert supply_top(state, 12) == [
        "salami", "salami", "mushroom", "pineapple", "pepper", "pepper",
        "mushroom", "pepper", "pepper", "pepper", "mushroom", "pineapple",
    ]  # fmt: skip
    assert len(state.supply) == 37 and state.supply.index(MAMMA_MIA_CARD) == 10
    assert state.start_player == 1
    assert digest(state) == "62af078cdc9aaed0c245d5bb6bdbec44915d78921f79c47b1d8d5a6a65fcee2b"


def test_golden_deal_plus() -> None:
    state = deal("plus", 5, 2009)
    assert hands(state) == [
        {"pineapple": 1, "olive": 1, "pepper": 1, "mushroom": 2, "salami": 1, "shrimp": 2},
        {"pineapple": 1, "olive": 3, "pepper": 3, "mushroom": 1},
        {"pineapple": 1, "olive": 1, "pepper": 1, "mushroom": 3, "salami": 1, "shrimp": 1},
        {"pineapple": 2, "olive": 1, "pepper": 2, "mushroom": 1, "salami": 2},
        {"pineapple": 1, "pepper": 2, "mushroom": 1, "salami": 1, "shrimp": 3},
    ]
    assert [[state.order_ids[o] for o in h] for h in state.hand_orders] == [
        ["yellow-03"],
        ["green-09"],
        ["brown-02"],
        ["purple-11"],
        ["red-11"],
    ]
    assert [state.order_ids[w[-1]] for w in state.waiter] == [
        "yellow-12", "green-11", "brown-03", "purple-07", "red-04"
    ]  # fmt: skip
    assert supply_top(state, 12) == [
        "olive", "mushroom", "pineapple", "shrimp", "pineapple", "pepper",
        "salami", "pepper", "salami", "mushroom", "salami", "shrimp",
    ]  # fmt: skip
    assert len(state.supply) == 44
    assert state.start_player == 1
    assert digest(state) == "b9fa8b50c99f8e43904e4e7c6d85184945c4ebe81020d6340646c8f05a52de06"


def test_same_seed_same_deal_other_seed_other_deal() -> None:
    assert digest(deal("plus", 4, 5)) == digest(deal("plus", 4, 5))
    assert digest(deal("plus", 4, 5)) != digest(deal("plus", 4, 6))


def test_shuffle_is_fisher_yates_over_below() -> None:
    """The shuffle writes the generator's steps out for speed: the same draws as ``below``'s, the same order."""
    for seed in (0, 1, 42, 2**64 - 1):
        for length in (0, 1, 2, 7, 60, 256, 257, 600):  # within and beyond the precomputed limits
            fast, slow = Rng(seed), Rng(seed)
            items = list(range(length))
            fast.shuffle(items)
            expected = list(range(length))
            for i in range(length - 1, 0, -1):
                j = slow.below(i + 1)
                expected[i], expected[j] = expected[j], expected[i]
            assert items == expected
            assert fast.state == slow.state
