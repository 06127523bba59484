"""Actions of different kinds are different things, even with the same fields (issue 21).

As named tuples, ``Choose((1,)) == AskHelp((1,))`` and ``Choose((True,)) == Help(True)`` held, so
``action in legal`` could accept the wrong kind of answer.
"""

from __future__ import annotations

import dataclasses
from itertools import combinations

import pytest

from mammamia_qt.engine import SUPPLY, AskHelp, Choose, Complete, Help, Play
from mammamia_qt.engine.actions import ACTION_TYPES

# Pairs of actions of different kinds whose fields hold the same values.
LOOKALIKES = [
    (Choose((1,)), AskHelp((1,))),
    (Choose((True,)), Help(True)),
    (Choose(((1,),)), AskHelp(((1,),))),
    (Help(True), AskHelp(True)),  # type: ignore[arg-type]
    (Complete(True, (0, 1)), Play(True, (0, 1), 0, SUPPLY, 0)),  # type: ignore[arg-type]
    (Choose(()), AskHelp(())),
    (Help(False), Choose(False)),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("a", "b"), LOOKALIKES)
def test_actions_of_different_kinds_are_never_equal(a: object, b: object) -> None:
    assert a != b and b != a
    assert not (a == b)
    assert len({a, b}) == 2
    assert a not in [b] and b not in (a,)
    assert {a: 1, b: 2}[a] == 1


def test_every_kind_differs_from_every_other_with_the_same_fields() -> None:
    one = [Choose((1,)), AskHelp((1,))]
    yes = [Help(True), Choose(True), AskHelp(True)]  # type: ignore[arg-type]
    for group in (one, yes):
        for a, b in combinations(group, 2):
            assert a != b and len({a, b}) == 2


def test_an_action_equals_and_hashes_as_the_same_action() -> None:
    for make in (
        lambda: Play(1, 2, 3, SUPPLY, 4),
        lambda: Choose((1, 2)),
        lambda: Complete(True, (0, 1, 0, 0, 0, 0)),
        lambda: AskHelp(()),
        lambda: Help(False),
    ):
        assert make() == make() and hash(make()) == hash(make()) and len({make(), make()}) == 1


def test_actions_are_immutable_and_not_tuples() -> None:
    for action in (Play(1, 2, 3, SUPPLY, 4), Choose((1,)), Complete(False, ()), AskHelp(()), Help(True)):
        assert type(action) in ACTION_TYPES
        assert not isinstance(action, tuple)
        field = dataclasses.fields(action)[0].name
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(action, field, 0)
