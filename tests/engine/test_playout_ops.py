"""The quick reveal the AI's playouts use on sampled worlds: cards taken, orders delivered or given back."""

from __future__ import annotations

from mammamia_qt.engine import Rules
from mammamia_qt.engine import playout_ops as ops
from mammamia_qt.engine.table import Table


def _table() -> Table:
    table = Table(Rules(edition="plus", players=3), 1)  # type: ignore[arg-type]
    table.hand_ing = [[2, 1, 0, 3, 0, 1], [1, 1, 1, 1, 1, 1], [0, 0, 4, 0, 0, 0]]
    table.waiter = [[5, 6], [7, 8, 9], []]
    table.delivered = [[1], [], [2]]
    return table


def test_cards_are_taken_from_one_hand_and_never_below_none() -> None:
    table = _table()
    ops.take_cards(table, 0, (1, 1, 0, 2, 0, 0))
    assert table.hand_ing[0] == [1, 0, 0, 1, 0, 1]
    ops.take_cards(table, 0, (3, 0, 1, 0, 0, 0))  # a sampled hand holding fewer than asked
    assert table.hand_ing[0] == [0, 0, 0, 1, 0, 1]
    assert table.hand_ing[1:] == [[1, 1, 1, 1, 1, 1], [0, 0, 4, 0, 0, 0]]


def test_an_order_goes_onto_its_owners_pile_or_to_the_bottom_of_its_waiter() -> None:
    table = _table()
    ops.deliver(table, 0, 4)
    ops.give_back(table, 1, 3)
    assert table.delivered == [[1, 4], [], [2]]
    assert table.waiter == [[5, 6], [3, 7, 8, 9], []]
    assert table.hand_ing[0] == [2, 1, 0, 3, 0, 1]
    ops.deliver(table, 0, 11, (1, 0, 0, 2, 0, 0))  # topped up from the owner's hand
    assert table.delivered[0] == [1, 4, 11]
    assert table.hand_ing[0] == [1, 1, 0, 1, 0, 1]


def test_a_helper_gives_its_cards_and_delivers_the_top_of_its_waiter_beside_the_order() -> None:
    table = _table()
    ops.deliver_helped(table, 0, 4, (1, 0, 0, 0, 0, 0), 1, (0, 1, 1, 0, 0, 0))
    assert table.delivered == [[1, 4], [9], [2]]
    assert table.waiter == [[5, 6], [7, 8], []]
    assert table.hand_ing[:2] == [[1, 1, 0, 3, 0, 1], [1, 0, 0, 1, 1, 1]]
    ops.deliver_helped(table, 1, 10, (0,) * 6, 2, (0, 0, 2, 0, 0, 0))  # an empty waiter: no reward
    assert table.delivered == [[1, 4], [9, 10], [2]]
    assert table.waiter == [[5, 6], [7, 8], []]
    assert table.hand_ing[2] == [0, 0, 2, 0, 0, 0]
