"""The legal turns as a lazy list (``turns.TurnActions``) and moves applied without events (``step``).

The lazy list must be the plain enumeration of RULES.md's turn (a kind and a count, or none where
ingredients are optional; no order or one from hand; the draws for the hand's size after), in the
same order, whichever way it is read: by index, by slice, by iteration or by ``in``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from engine_support import new, set_hand

from mammamia_qt.engine import NO_KIND, NO_ORDER, SUPPLY, WAITER, GameState, IllegalAction, Play, turns

CONFIGS = [
    ("classic", 4, {}),
    ("classic", 2, {"draw_fewer": True}),
    ("classic", 5, {"ingredients_optional": True}),
    ("plus", 3, {}),
    ("plus", 6, {"draw_fewer": True, "ingredients_optional": True}),
]


def plain_turns(state: GameState) -> list[Play]:
    """Every legal turn of a seat holding ingredients, built one by one in the rules' order."""
    seat = state.current
    ing = state.hand_ing[seat]
    orders = state.hand_orders[seat]
    size = sum(ing) + len(orders)
    stacks = turns.draw_stacks(state, seat)
    plays = [(k, c) for k in range(state.kinds) for c in range(1, ing[k] + 1)]
    if state.rules.ingredients_optional:
        plays.append((NO_KIND, 0))
    return [
        Play(k, c, o, source, n)
        for k, c in plays
        for o in [NO_ORDER, *orders]
        for source, n in turns.draw_options(state, stacks, size - c - (o != NO_ORDER))
    ]


def turn_positions(edition: str, players: int, options: dict[str, bool], seed: int) -> Iterator[GameState]:
    """Each position of a random game where a seat holding ingredients is to play."""
    state, _ = new(edition, players, seed, **options)
    rng = random.Random(seed)
    while not state.is_terminal():
        if state.pending is None and any(state.hand_ing[state.current]):
            yield state
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


def copy(a: Play) -> Play:
    """An equal turn that is not the object the list handed out."""
    return Play(a.kind, a.count, a.order, a.draw, a.draw_count)


def near_misses(a: Play, order_ids: range) -> list[Play]:
    """Turns one field away from ``a``: some are legal too, most are not."""
    other_draw = WAITER if a.draw == SUPPLY else SUPPLY
    return [
        Play(a.kind, a.count + 1, a.order, a.draw, a.draw_count),
        Play(a.kind, a.count - 1, a.order, a.draw, a.draw_count),
        Play((a.kind + 1) % 6, a.count, a.order, a.draw, a.draw_count),
        Play(NO_KIND, 0, a.order, a.draw, a.draw_count),
        Play(a.kind, a.count, NO_ORDER, a.draw, a.draw_count),
        Play(a.kind, a.count, (a.order + 1) % len(order_ids), a.draw, a.draw_count),
        Play(a.kind, a.count, a.order, other_draw, a.draw_count),
        Play(a.kind, a.count, a.order, a.draw, a.draw_count + 1),
        Play(a.kind, a.count, a.order, a.draw, a.draw_count - 1),
    ]


@pytest.mark.parametrize(("edition", "players", "options"), CONFIGS)
def test_lazy_turns_are_the_plain_enumeration(edition: str, players: int, options: dict[str, bool]) -> None:
    checked = 0
    for seed in range(3):
        for state in turn_positions(edition, players, options, seed):
            legal = state.legal_actions()
            assert isinstance(legal, turns.TurnActions)
            plain = plain_turns(state)
            assert len(legal) == len(plain)
            assert [legal[i] for i in range(len(legal))] == plain == list(legal)
            assert legal[-1] == plain[-1] and legal[1:7:2] == plain[1:7:2]
            with pytest.raises(IndexError):
                legal[len(plain)]
            assert all(copy(a) in legal for a in plain)
            members = set(plain)
            for a in plain[:: max(1, len(plain) // 5)]:
                for miss in near_misses(a, range(len(state.orders))):
                    assert (miss in legal) == (miss in members), miss
            checked += 1
    assert checked > 50


def test_the_lazy_list_keeps_the_hand_it_was_made_from() -> None:
    state = next(turn_positions("classic", 3, {}, 5))
    legal = state.legal_actions()
    before = list(legal)
    state.step(legal[0])
    assert list(legal) == before and len(legal) == len(before)


def test_a_turn_of_bools_or_floats_is_refused_not_applied() -> None:
    state = next(turn_positions("classic", 3, {}, 2))
    a = state.legal_actions()[0]
    before = state.fingerprint()
    for odd in (
        Play(float(a.kind), a.count, a.order, a.draw, a.draw_count),
        Play(a.kind, float(a.count), a.order, a.draw, a.draw_count),
        Play(a.kind, a.count, a.order, a.draw, a.draw_count + 0.0),
        Play(a.kind, a.count, a.order, a.draw, bool(a.draw_count)) if a.draw_count == 1 else None,
    ):
        if odd is None:
            continue
        assert odd not in state.legal_actions()
        with pytest.raises(IllegalAction):
            state.apply(odd)
        assert state.fingerprint() == before


def test_a_pass_of_floats_is_refused_not_applied() -> None:
    """A seat without ingredients has a short plain list of passes: floats equal to its ints are refused too."""
    state, _ = new("classic", 3, 4)
    set_hand(state, state.current, {}, [])
    a = state.legal_actions()[0]
    assert isinstance(state.legal_actions(), list) and a.kind == NO_KIND
    before = state.fingerprint()
    for odd in (
        Play(float(a.kind), a.count, a.order, a.draw, a.draw_count),
        Play(a.kind, a.count, a.order, a.draw, float(a.draw_count)),
    ):
        with pytest.raises(IllegalAction) as err:
            state.apply(odd)
        assert err.value.rule == "not_an_action"
        assert state.fingerprint() == before


@pytest.mark.parametrize(("edition", "players", "options"), CONFIGS)
def test_step_plays_the_game_apply_plays(edition: str, players: int, options: dict[str, bool]) -> None:
    for seed in range(2):
        checked, quiet = new(edition, players, seed, **options)[0], new(edition, players, seed, **options)[0]
        rng = random.Random(seed)
        while not checked.is_terminal():
            legal = checked.legal_actions()
            action = legal[rng.randrange(len(legal))]
            checked.apply(action)
            assert quiet.step(action) is None
            assert quiet.fingerprint() == checked.fingerprint()
        assert quiet.history == checked.history and quiet.is_terminal()


def test_step_refuses_what_apply_refuses() -> None:
    state = next(turn_positions("plus", 4, {}, 1))
    before = state.fingerprint()
    for wrong in (Play(NO_KIND, 0, NO_ORDER, SUPPLY, 3), Play(0, 99, NO_ORDER, SUPPLY, 1)):
        with pytest.raises(IllegalAction) as quiet:
            state.step(wrong)
        with pytest.raises(IllegalAction) as loud:
            state.apply(wrong)
        assert quiet.value.rule == loud.value.rule
        assert state.fingerprint() == before


def test_equal_turns_are_handed_out_as_one_shared_object() -> None:
    """A lazy list makes each turn once (``turns._PLAYS``): two lists of the same hand hand out the
    same objects, each equal to the turn built anew."""
    state = next(turn_positions("classic", 4, {}, 3))
    first, second = turns.TurnActions(state, state.current), turns.TurnActions(state, state.current)
    assert len(first) > 1
    for i in range(len(first)):
        assert first[i] is second[i]
        assert first[i] == copy(first[i]) and type(first[i]) is Play


def test_a_plain_legal_list_is_the_callers_copy_and_a_lazy_one_itself() -> None:
    """``legal_actions`` hands out a plain list (a reveal's question, a pass) as a copy, so a caller
    that changes it changes nothing in the game; a lazy list, which nobody can change, as itself."""
    state, _ = new("classic", 4, 7)
    rng = random.Random(7)
    plain = lazy = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        if type(legal) is list:
            before = list(legal)
            legal.clear()
            assert state.legal_actions() == before
            legal = before
            plain += 1
        else:
            assert state.legal_actions() is legal
            lazy += 1
        state.step(legal[rng.randrange(len(legal))])
    assert plain > 10 and lazy > 10
