"""Invariants over random games of both editions and every player count (hypothesis)."""

from __future__ import annotations

import random

from engine_support import expected_totals, ingredient_totals, order_places, seated_orders
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mammamia_qt.engine import (
    NO_DRAW,
    SUPPLY,
    WAITER,
    Action,
    AskHelp,
    Choose,
    Complete,
    GameState,
    Help,
    IllegalAction,
    Play,
    Rules,
)
from mammamia_qt.engine.cards import MAMMA_MIA_CARD
from mammamia_qt.engine.events import CardsDrawn, Passed
from mammamia_qt.engine.ids import Phase

MAX_STEPS = 4000
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def game_rules(draw: st.DrawFn) -> Rules:
    edition = draw(st.sampled_from(["classic", "plus"]))
    players = draw(st.integers(2, 5 if edition == "classic" else 6))
    options = {
        "ingredients_optional": draw(st.booleans()),
        "draw_fewer": draw(st.booleans()),
        "helping": draw(st.booleans()),
    }
    if edition == "classic":
        options["mm_card_in_deal"] = draw(st.booleans())
    return Rules(edition=edition, players=players, **options)


def pick(legal: object, rng: random.Random) -> Action:
    return legal[rng.randrange(len(legal))]  # type: ignore[index, arg-type]


def check_cards(state: GameState) -> None:
    """Every card is in exactly one place."""
    assert ingredient_totals(state) == expected_totals(state)
    if state.classic:
        in_supply = state.supply.count(MAMMA_MIA_CARD)
        assert in_supply + (state.mm_holder is not None) == 1
        assert state.mm_in_supply == bool(in_supply)
    else:
        assert MAMMA_MIA_CARD not in state.supply and state.mm_holder is None
    places = order_places(state)
    assert set(places) == seated_orders(state)
    assert all(len(where) == 1 for where in places.values()), places


def check_views(state: GameState) -> None:
    """Each seat sees its own hand, public counts, and legal actions only when it is asked."""
    asked = state.current_player()
    for seat in range(state.n):
        view = state.view_for(seat)
        assert view.hand_ingredients == tuple(state.hand_ing[seat])
        assert view.hand_sizes == tuple(state.hand_size(s) for s in range(state.n))
        unturned = len(state.oven) - (state.reveal_pos if state.phase == Phase.REVEAL else 0)
        assert view.supply_count == len(state.supply) and view.oven_count == unturned
        assert bool(len(view.legal_actions)) == (seat == asked)


def stacks_before(state: GameState, seat: int) -> dict[str, int]:
    """How many hand cards each stack could give the seat to act, before its turn."""
    return {SUPPLY: 0 if state.one_lap else state.supply_hand_cards(), WAITER: len(state.waiter[seat])}


def check_turn(
    state: GameState, action: Play, seat: int, hand_before: int, stacks: dict[str, int], events: list
) -> None:
    """Hand limits after a turn of phase 1."""
    limit = state.info.hand_limit
    cap = state.info.max_draw or limit
    sat_out = any(isinstance(e, Passed) and e.sat_out for e in events)
    drawn = sum(e.count for e in events if isinstance(e, CardsDrawn))
    assert drawn == action.draw_count or (action.draw == SUPPLY and drawn == action.draw_count - 1 == 0)
    if not state.classic:
        assert drawn <= 5
    if sat_out:
        return
    after_play = hand_before - action.count - (action.order != -1)
    hand = state.hand_size(seat)
    assert hand == after_play + drawn
    if action.draw == NO_DRAW:
        # Compulsory draw: none only with a full hand, or nothing to draw from.
        assert after_play >= limit or not (stacks[SUPPLY] or stacks[WAITER])
        return
    assert hand <= limit
    if not state.rules.draw_fewer:
        assert hand == min(limit, after_play + cap, after_play + stacks[action.draw])


def run_game(rules: Rules, seed: int, pick_seed: int) -> tuple[GameState, list[Action]]:
    state, _ = GameState.new_game(rules, seed)
    rng = random.Random(pick_seed)
    actions: list[Action] = []
    check_cards(state)
    for _ in range(MAX_STEPS):
        if state.is_terminal():
            return state, actions
        seat = state.current_player()
        hand_before = state.hand_size(seat)
        stacks = stacks_before(state, seat)
        action = pick(state.legal_actions(), rng)
        events = state.apply(action)
        actions.append(action)
        check_cards(state)
        if len(actions) % 7 == 0 or state.is_terminal():
            check_views(state)
        if isinstance(action, Play):
            check_turn(state, action, seat, hand_before, stacks, events)
    raise AssertionError(f"no end after {MAX_STEPS} actions")


@SETTINGS
@given(rules=game_rules(), seed=st.integers(0, 2**64 - 1), pick_seed=st.integers(0, 2**32))
def test_cards_in_one_place_hand_limits_and_the_game_ends(rules: Rules, seed: int, pick_seed: int) -> None:
    state, _ = run_game(rules, seed, pick_seed)
    assert state.round == rules.rounds and state.winners


@SETTINGS
@given(rules=game_rules(), seed=st.integers(0, 2**64 - 1), pick_seed=st.integers(0, 2**32))
def test_same_seed_and_actions_replay_to_the_same_game(rules: Rules, seed: int, pick_seed: int) -> None:
    state, actions = run_game(rules, seed, pick_seed)
    replay, _ = GameState.new_game(rules, seed)
    midway = None
    for i, action in enumerate(actions):
        if i == len(actions) // 2:
            midway = replay.clone()
        replay.apply(action)
    assert replay.fingerprint() == state.fingerprint()
    assert replay.history == actions
    # A clone plays on independently, and to the same end.
    assert midway is not None
    before = midway.fingerprint()
    copy = midway.clone()
    for action in actions[len(actions) // 2 :]:
        copy.apply(action)
    assert midway.fingerprint() == before
    assert copy.fingerprint() == state.fingerprint()


def random_action(rng: random.Random, orders: int) -> Action:
    kinds = list(range(-1, 7))
    t = rng.randrange(5)
    if t == 0:
        return Play(
            rng.choice(kinds),
            rng.randrange(-1, 10),
            rng.randrange(-1, orders),
            rng.choice([NO_DRAW, SUPPLY, WAITER, "oven"]),
            rng.randrange(-1, 10),
        )
    if t == 1:
        return Choose(tuple(rng.randrange(-1, 7) for _ in range(rng.randrange(4))))
    counts = tuple(rng.randrange(-1, 5) for _ in range(6))
    if t == 2:
        return Complete(rng.random() < 0.5, counts if rng.random() < 0.8 else ())
    if t == 3:
        return AskHelp(counts if rng.random() < 0.8 else ())
    return Help(rng.random() < 0.5)


@SETTINGS
@given(rules=game_rules(), seed=st.integers(0, 2**64 - 1), pick_seed=st.integers(0, 2**32))
def test_an_action_outside_legal_actions_is_refused_and_changes_nothing(
    rules: Rules, seed: int, pick_seed: int
) -> None:
    state, _ = GameState.new_game(rules, seed)
    rng = random.Random(pick_seed)
    tried = 0
    for _ in range(MAX_STEPS):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        for _ in range(3):
            action = random_action(rng, len(state.orders))
            if action in legal:
                continue
            before = state.fingerprint()
            try:
                state.apply(action)
            except IllegalAction as err:
                assert err.rule
            else:
                raise AssertionError(f"{action} was accepted but is not in legal_actions()")
            assert state.fingerprint() == before
            tried += 1
        state.apply(pick(legal, rng))
    assert state.is_terminal() and tried
