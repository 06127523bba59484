"""The view and the events carry what a client needs: counts after each move, the seat's personal
ingredient and question, the game's rule facts; ids are StrEnums that read and write as before."""

from __future__ import annotations

import dataclasses
import json
import random
from enum import StrEnum
from pathlib import Path
from typing import Any

import pytest
from engine_support import new, play_out, randomly, start_reveal

from mammamia_qt.engine import ORDER_BASE, IllegalAction, Play
from mammamia_qt.engine.actions import NO_DRAW, NO_KIND, NO_ORDER
from mammamia_qt.engine.cards import KIND, PERSONAL
from mammamia_qt.engine.events import (
    CardsDrawn,
    Event,
    HelpGiven,
    IngredientRevealed,
    IngredientsPlayed,
    MammaMiaTaken,
    OrderDelivered,
    OrderPlayed,
    OrderReturned,
    OrderRevealed,
    PhaseOneEnded,
    RoundEnded,
    RoundStarted,
)
from mammamia_qt.engine.ids import Phase, ReturnReason, Rule, Stage, Tiebreak
from mammamia_qt.engine.save import dump_game, load_game
from mammamia_qt.engine.scenario import load_scenario, run_scenario
from mammamia_qt.engine.state import GameState

SCENARIOS = sorted(Path(__file__).parent.glob("scenarios/*/*.json"))


class Counts:
    """A client that keeps the public counts from the events alone, with no arithmetic."""

    def __init__(self, state: GameState) -> None:
        view = state.view_for(0)
        self.hands = list(view.hand_sizes)
        self.waiters = list(view.waiter_sizes)
        self.delivered = list(view.delivered)
        self.supply = view.supply_count
        self.oven = view.oven_count

    def take(self, e: Event) -> None:
        for kinds, keep in _KEEP:
            if isinstance(e, kinds):
                keep(self, e)
                break
        for f in dataclasses.fields(e):
            if not f.compare:  # every count an event carries is given (the deal's Mamma Mia aside)
                assert getattr(e, f.name) >= 0 or (isinstance(e, MammaMiaTaken) and e.at_deal), e

    def played(self, e: Any) -> None:
        self.hands[e.seat], self.oven = e.hand_size, e.oven

    def drawn(self, e: Any) -> None:
        self.hands[e.seat], self.supply, self.waiters[e.seat] = e.hand_size, e.supply, e.waiter

    def mamma_mia(self, e: Any) -> None:
        if not e.at_deal:
            self.supply = e.supply

    def oven_closed(self, e: Any) -> None:
        self.oven = e.oven

    def revealed(self, e: Any) -> None:
        self.oven = e.remaining

    def helped(self, e: Any) -> None:
        s = e.helper
        self.hands[s], self.waiters[s], self.delivered[s] = e.hand_size, e.waiter, e.delivered

    def delivered_one(self, e: Any) -> None:
        self.hands[e.owner], self.delivered[e.owner] = e.hand_size, e.delivered

    def returned(self, e: Any) -> None:
        self.waiters[e.owner] = e.waiter

    def new_round(self, e: Any) -> None:
        self.supply, self.oven = e.supply, 0

    def matches(self, state: GameState) -> None:
        for seat in range(state.n):
            view = state.view_for(seat)
            assert list(view.hand_sizes) == self.hands
            assert list(view.waiter_sizes) == self.waiters
            assert list(view.delivered) == self.delivered
            assert view.supply_count == self.supply
            assert view.oven_count == self.oven


_KEEP: list[tuple[type | tuple[type, ...], Any]] = [
    ((IngredientsPlayed, OrderPlayed), Counts.played),
    (CardsDrawn, Counts.drawn),
    (MammaMiaTaken, Counts.mamma_mia),
    (PhaseOneEnded, Counts.oven_closed),
    ((IngredientRevealed, OrderRevealed), Counts.revealed),
    (HelpGiven, Counts.helped),
    (OrderDelivered, Counts.delivered_one),
    (OrderReturned, Counts.returned),
    ((RoundEnded, RoundStarted), Counts.new_round),
]
"""Which count each kind of event carries, and where the client keeps it."""


@pytest.mark.parametrize(
    ("edition", "players", "seed", "options"),
    [
        ("classic", 4, 1, {}),
        ("classic", 2, 7, {"mm_card_in_deal": True}),
        ("plus", 5, 2, {}),
        ("plus", 3, 11, {"draw_fewer": True}),
        ("plus", 6, 5, {"ingredients_optional": True}),
        ("plus", 2, 3, {}),
    ],
)
def test_a_client_keeps_every_public_count_from_the_events_alone(
    edition: str, players: int, seed: int, options: dict[str, Any]
) -> None:
    state, opening = new(edition, players, seed, **options)
    counts = Counts(state)
    for e in opening:
        counts.take(e)
    counts.matches(state)
    rng = random.Random(seed)
    seen: set[type] = set()
    while not state.is_terminal():
        legal = state.legal_actions()
        events = state.apply(legal[rng.randrange(len(legal))])
        for e in events:
            counts.take(e)
            seen.add(type(e))
        counts.matches(state)  # after every move, the counts kept equal every seat's view
    assert {IngredientsPlayed, CardsDrawn, OrderRevealed, IngredientRevealed, RoundEnded} <= seen


def test_help_given_and_a_returned_order_carry_their_counts() -> None:
    seen: set[type] = set()
    rng = random.Random(4)
    for game_seed in range(4, 40):  # games until a help was given and an order returned
        state, opening = new("plus", 3, game_seed)
        counts = Counts(state)
        for e in opening:
            counts.take(e)
        while not state.is_terminal():
            legal = state.legal_actions()
            # Help whenever possible, so rewards move waiters and delivered piles.
            helps = [a for a in legal if getattr(a, "accept", False) or getattr(a, "request", None)]
            events = state.apply(helps[0] if helps else legal[rng.randrange(len(legal))])
            for e in events:
                counts.take(e)
                seen.add(type(e))
            counts.matches(state)
        if {HelpGiven, OrderReturned, OrderDelivered} <= seen:
            return
    pytest.fail(f"no game gave help and returned an order: {sorted(t.__name__ for t in seen)}")


def test_counts_stay_out_of_an_events_equality() -> None:
    """Events built by hand (without counts) still equal the engine's, as they always did."""
    state, _ = new("classic", 3, seed=8)
    seat = state.current
    play = next(a for a in state.legal_actions() if a.kind != NO_KIND and a.order == NO_ORDER)
    before = state.hand_size(seat)
    events = state.apply(play)
    assert events[0] == IngredientsPlayed(seat, play.kind, play.count)
    assert (events[0].hand_size, events[0].oven) == (before - play.count, play.count)  # before the draw


def test_the_view_carries_personal_ingredients_and_the_rule_facts() -> None:
    for edition, players, minimale in (("classic", 5, 3), ("plus", 6, 4), ("plus", 2, 4)):
        state, _ = new(edition, players, seed=3)
        for seat in range(players):
            view = state.view_for(seat)
            assert view.personal_ingredients == tuple(KIND[PERSONAL[c]] for c in state.colours)
            assert view.personal == KIND[PERSONAL[state.colours[seat]]]
            assert view.minimale_n == minimale == state.minimale_n
            assert view.edition_rules is state.edition_rules is state.rules.edition_rules
    classic, plus, plus2 = (new(e, p)[0].edition_rules for e, p in (("classic", 4), ("plus", 4), ("plus", 2)))
    assert (classic.hand_limit, classic.max_draw, classic.rounds, classic.sit_out_draw) == (7, None, 3, 0)
    assert (plus.hand_limit, plus.max_draw, plus.rounds, plus.helping) == (9, 5, 3, True)
    assert (plus2.rounds, plus2.helping, plus2.removed) == (4, False, 7)


def test_the_question_is_only_in_the_asked_seats_view() -> None:
    state, _ = new("classic", 3, seed=2)
    order = next(o.index for o in state.orders if o.colour == state.colours[1] and o.type.value == "normale")
    plenty = {"pineapple": 9, "olive": 9, "pepper": 9, "mushroom": 9, "salami": 9}
    start_reveal(state, [order], hands={1: plenty})
    p = state.pending
    assert p is not None and p.stage == Stage.COMPLETE and p.seat == 1
    asked = state.view_for(1)
    assert asked.question is not None
    assert asked.question.stage == Stage.COMPLETE == "complete"
    assert asked.question.pending == asked.pending
    assert tuple(asked.question.options) == tuple(state.legal_actions()) == asked.legal_actions
    for seat in (0, 2):
        view = state.view_for(seat)
        assert view.question is None and view.legal_actions == ()
        assert view.pending == asked.pending  # what is asked, and of whom, is public
    state.apply(asked.question.options[0])  # answered: nobody is asked any more
    assert state.pending is None and all(state.view_for(s).question is None for s in range(3))


def test_no_question_in_phase_one() -> None:
    state, _ = new("plus", 4, seed=1)
    assert all(state.view_for(s).question is None for s in range(4))


def test_refusals_name_their_rule_as_an_id() -> None:
    state, _ = new("classic", 3, seed=8)
    seat = state.current
    with pytest.raises(IllegalAction) as err:
        state.apply(Play(NO_KIND, 0, NO_ORDER, NO_DRAW, 0))
    assert err.value.rule is Rule.MUST_PLAY_INGREDIENT and err.value.rule == "must_play_ingredient"
    assert str(err.value) == "a turn must put at least one ingredient into the oven"
    assert state.current == seat
    assert Rule.for_stage(Stage.HELP) is Rule.REVEAL_HELP


def test_ids_are_strenums_equal_to_their_strings() -> None:
    for enum in (Phase, Stage, Rule, ReturnReason, Tiebreak):
        assert issubclass(enum, StrEnum)
        for member in enum:
            assert member == member.value and f"{member}" == member.value
            assert json.dumps(member) == json.dumps(member.value)
    state, _ = new("classic", 3, seed=8)
    assert state.phase is Phase.PLAY and state.phase == "play"
    assert state.view_for(0).phase == "play" and state.tiebreak == ""


def _random_game(edition: str, players: int, seed: int) -> GameState:
    state, _ = new(edition, players, seed)
    play_out(state, randomly(seed))
    return state


SAVES = Path(__file__).parent / "saves"


def test_a_save_written_by_hand_loads_to_the_position_its_moves_make() -> None:
    """Three moves of a Classic game for two, written out by hand (seed 7 deals Anna pineapple 2,
    olive 1, pepper 2, salami 1 and yellow-04, Ben olive 2, pepper 1, salami 3 and green-05):
    Anna plays 2 pineapple and draws 2 from the supply, Ben 3 salami with green-05 and draws 4 from
    his waiter, Anna 2 pepper with yellow-04 and draws 3 from the supply."""
    text = (SAVES / "classic-2-three-moves.json").read_text(encoding="utf-8").strip()
    state, meta = load_game(text)  # the recorded digest of that position is checked on the way
    assert meta == {"names": ["Anna", "Ben"]}
    view = state.view_for(1)
    assert view.oven_count == 2 + (3 + 1) + (2 + 1)
    assert view.oven_top is not None and state.order_ids[view.oven_top - ORDER_BASE] == "yellow-04"
    assert view.supply_count == 29 - 2 - 3  # 29 after the deal of two hands of 7
    assert list(view.waiter_sizes) == [7, 7 - 4] and list(view.hand_sizes) == [7, 7]
    assert state.current == 1 and view.phase == "play"
    assert dump_game(state, meta) == text  # written again byte for byte: ids as their strings


@pytest.mark.parametrize("key", [("classic", 4, 1), ("plus", 5, 2), ("plus", 2, 3), ("classic", 2, 4)])
def test_a_whole_game_saved_loads_replays_and_saves_again_the_same(key: tuple[str, int, int]) -> None:
    state = _random_game(*key)
    assert state.phase == Phase.OVER and isinstance(state.tiebreak, Tiebreak)
    text = dump_game(state, {"names": ["a"] * key[1]})
    loaded, meta = load_game(text)
    assert loaded.fingerprint() == state.fingerprint() and loaded.history == state.history
    assert dump_game(loaded, meta) == text
    replayed, _ = new(*key)
    for action in loaded.history:  # the moves as saved, played again from the deal
        replayed.apply(action)
    assert replayed.fingerprint() == state.fingerprint()
    data = json.loads(text)
    assert data["action_count"] == len(data["actions"]) == len(state.history)
    assert json.dumps(data, separators=(",", ":")) == text and "<" not in text  # plain strings only


def _plain(value: Any) -> Any:
    """``value`` with every str subclass (StrEnum members) turned into a plain str."""
    if isinstance(value, str):
        return str.__str__(value)
    if isinstance(value, dict):
        return {_plain(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_outcomes_write_the_same_json(path: Path) -> None:
    run = run_scenario(load_scenario(path))
    assert not run.differences and run.outcome
    text = json.dumps(run.outcome, sort_keys=True)
    assert text == json.dumps(_plain(run.outcome), sort_keys=True)
    assert "<" not in text  # no enum repr anywhere
