"""Reveal scenarios (``scenario_format.md`` beside this module): set up one phase 2, script it, compare.

``load_scenario`` validates a file (ScenarioError names the file and the offending key);
``run_scenario`` plays it through the real engine and returns the outcome and differences.

Every value is bounded, so a hostile file is refused at once instead of running for minutes: counts
are whole numbers (not true/false, not 2.0) from 0 to ``MAX_COUNT``, lists hold at most ``MAX_CARDS``
entries (``MAX_DECISIONS`` decisions), waiters at most ``MAX_WAITER`` orders, texts at most
``MAX_TEXT`` characters.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, ValidationError, field_validator

from .actions import AskHelp, Choose, Complete, Help, ids_to_counts
from .cards import (
    COLOURS,
    INGREDIENTS,
    KIND,
    PERSONAL,
    ColourId,
    Edition,
    IngredientId,
    OrderCard,
    OrderSpec,
    load_deck,
)
from .events import RoundEnded
from .files import FileError, read_json
from .ids import Phase, Stage
from .rules import Rules
from .state import ORDER_BASE, GameState

MAX_COUNT = 99
"""The most cards of one kind a hand, the face-up cards or a result may name (a deck has fewer)."""
MAX_CARDS = 300
"""The most cards the oven, or results, may list (both decks together have fewer)."""
MAX_WAITER = 60
"""The most orders one waiter may hold (a whole Plus deck has 90 orders for six colours)."""
MAX_DECISIONS = 600
MAX_TEXT = 500

Count = Annotated[int, Field(strict=True, ge=0, le=MAX_COUNT)]
Total = Annotated[int, Field(strict=True, ge=0, le=MAX_CARDS)]
WaiterSize = Annotated[int, Field(strict=True, ge=0, le=MAX_WAITER)]
Text = Annotated[str, Field(max_length=MAX_TEXT)]
Counts = dict[IngredientId, Count]
OptionValue = StrictBool | Annotated[int, Field(strict=True, ge=0, le=5)] | None

FORMAT_DOC = Path(__file__).with_name("scenario_format.md")
"""The scenario format, installed with the package (``mammamia-cli scenario --format`` prints it)."""


class ScenarioError(ValueError):
    """A scenario file that is not valid JSON or breaks the format."""


class OvenOrder(BaseModel):
    model_config = ConfigDict(extra="forbid")
    owner: ColourId
    order: OrderSpec


class Decision(BaseModel):
    model_config = ConfigDict(extra="forbid")
    player: ColourId
    choose: list[IngredientId] | None = Field(default=None, max_length=len(INGREDIENTS))
    complete: StrictBool | None = None
    ask_help: Counts | None = None
    help: StrictBool | None = None

    def question(self) -> str:
        given = [k for k in ("choose", "complete", "ask_help", "help") if getattr(self, k) is not None]
        if len(given) != 1:
            raise ValueError("a decision answers exactly one of choose, complete, ask_help, help")
        return given[0]


class Result(BaseModel):
    model_config = ConfigDict(extra="forbid")
    owner: ColourId
    outcome: Literal["delivered", "returned"]
    helper: ColourId | None = None
    from_hand: Counts = Field(default_factory=dict)


class Question(BaseModel):
    model_config = ConfigDict(extra="forbid")
    player: ColourId
    question: Literal["choose", "complete", "ask_help", "help"]


class Expect(BaseModel):
    model_config = ConfigDict(extra="forbid")
    results: list[Result] | None = Field(default=None, max_length=MAX_CARDS)
    face_up_after: Counts | None = None
    used: Total | None = None
    delivered: dict[ColourId, Total] | None = None
    hands_after: dict[ColourId, Counts] | None = None
    waiters_after: dict[ColourId, WaiterSize] | None = None
    questions: list[Question] | None = Field(default=None, max_length=MAX_DECISIONS)


class Scenario(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: Text
    source: Text = ""
    edition: Edition
    seats: list[ColourId] = Field(max_length=len(COLOURS))
    options: dict[Annotated[str, Field(max_length=40)], OptionValue] = Field(
        default_factory=dict, max_length=10
    )
    carried_over: Counts = Field(default_factory=dict)
    oven: list[IngredientId | OvenOrder] = Field(max_length=MAX_CARDS)
    hands: dict[ColourId, Counts] = Field(default_factory=dict)
    waiters: dict[ColourId, WaiterSize] = Field(default_factory=dict)
    decisions: list[Decision] = Field(default_factory=list, max_length=MAX_DECISIONS)
    expect: Expect = Field(default_factory=Expect)

    @field_validator("decisions")
    @classmethod
    def _one_answer(cls, value: list[Decision]) -> list[Decision]:
        for d in value:
            d.question()
        return value

    def rules(self) -> Rules:
        return Rules(edition=self.edition, players=len(self.seats), seats=tuple(self.seats), **self.options)  # type: ignore[arg-type]


@dataclass
class ScenarioRun:
    name: str
    outcome: dict[str, Any] = field(default_factory=dict)
    differences: list[str] = field(default_factory=list)
    error: str = ""

    @property
    def passed(self) -> bool:
        return not self.error and not self.differences


def _where(exc: ValidationError) -> str:
    err = exc.errors()[0]
    loc = ".".join(str(p) for p in err["loc"] if not str(p).startswith(("function-after", "json-or-python")))
    return f"{loc or 'file'}: {err['msg']}"


MAX_SCENARIO_BYTES = 1_000_000


def load_scenario(path: str | Path) -> Scenario:
    """Read a scenario through the file gate (``files.read_json``: a regular file of bounded size,
    JSON within depth and number limits) and validate it; ScenarioError names the file."""
    path = Path(path)
    try:
        _, data = read_json(path, MAX_SCENARIO_BYTES)
    except FileError as exc:
        if exc.code in ("not_text", "not_json", "too_deep", "bad_number"):
            raise ScenarioError(f"{path}: not valid JSON: {exc}") from None
        raise ScenarioError(f"{path}: cannot read: {exc}") from None
    return parse_scenario(data, str(path))


def parse_scenario(data: Any, where: str = "scenario") -> Scenario:
    try:
        scenario = Scenario.model_validate(data)
    except ValidationError as exc:
        raise ScenarioError(f"{where}: {_where(exc)}") from None
    try:
        rules = scenario.rules()
    except ValidationError as exc:
        loc = exc.errors()[0]["loc"]
        prefix = "options." if loc and loc[0] in scenario.options else ""
        raise ScenarioError(f"{where}: {prefix}{_where(exc)}") from None
    except TypeError as exc:
        raise ScenarioError(f"{where}: options: {exc}") from None
    colours = set(rules.colours)
    for key in ("hands", "waiters"):
        for colour in getattr(scenario, key):
            if colour not in colours:
                raise ScenarioError(f"{where}: {key}.{colour}: not a seat of this scenario")
    for i, card in enumerate(scenario.oven):
        if isinstance(card, OvenOrder) and card.owner not in colours:
            raise ScenarioError(f"{where}: oven.{i}.owner: {card.owner} is not a seat of this scenario")
    for i, d in enumerate(scenario.decisions):
        if d.player not in colours:
            raise ScenarioError(f"{where}: decisions.{i}.player: {d.player} is not a seat of this scenario")
    return scenario


def _counts(c: Mapping[Any, int]) -> list[int]:
    return list(ids_to_counts(c))


def _ids(counts: tuple[int, ...] | list[int]) -> dict[str, int]:
    return {INGREDIENTS[k]: n for k, n in enumerate(counts) if n}


def build_state(scenario: Scenario) -> GameState:
    """A state whose phase 1 just ended, with the scenario's oven, hands and waiters."""
    rules = scenario.rules()
    orders: list[OrderCard] = []
    oven: list[int] = []
    for i, card in enumerate(scenario.oven):
        if isinstance(card, OvenOrder):
            orders.append(
                OrderCard.from_spec(len(orders), f"{card.owner}-s{i + 1:02d}", card.owner, card.order)
            )
            oven.append(ORDER_BASE + orders[-1].index)
        else:
            oven.append(KIND[card])
    deck = load_deck(scenario.edition)
    waiters: list[list[int]] = []
    for colour in rules.colours:
        filler = [o for o in deck.orders if o.colour == colour]
        stack = []
        for j in range(scenario.waiters.get(colour, 0)):  # type: ignore[call-overload]
            spec = filler[j % len(filler)].spec()
            orders.append(OrderCard.from_spec(len(orders), f"{colour}-w{j + 1:02d}", colour, spec))
            stack.append(orders[-1].index)
        waiters.append(stack)
    state = GameState(rules, 0, orders=tuple(orders))
    for seat, colour in enumerate(rules.colours):
        state.hand_ing[seat] = _counts(scenario.hands.get(colour, {}))  # type: ignore[call-overload]
        state.waiter[seat] = waiters[seat]
    state.oven = oven
    state.carried = _counts(scenario.carried_over)
    state.mm_in_supply = False
    return state


def _answer(state: GameState, d: Decision) -> Any:
    p = state.pending
    assert p is not None
    if p.stage == Stage.CHOOSE:
        return Choose(tuple(sorted(KIND[k] for k in d.choose or [])))
    if p.stage == Stage.COMPLETE:
        if not d.complete:
            return Complete(False, ())
        return p.options[0]
    if p.stage == Stage.ASK_HELP:
        return AskHelp(ids_to_counts(d.ask_help or {}))
    return Help(bool(d.help))


def only_no(state: GameState) -> bool:
    """The pending question can only be answered no (an owner whose hand cannot cover the
    shortfall, a player who does not hold every requested card): it is asked all the same, but
    takes no scripted decision."""
    p = state.pending
    return p is not None and p.stage in (Stage.COMPLETE, Stage.HELP) and len(p.options) == 1


class _Stop(Exception):
    """A scenario that cannot go on: its message is the run's error."""


_UNSCRIPTED = {
    Stage.COMPLETE: lambda p: p.options[0],
    Stage.ASK_HELP: lambda p: AskHelp(()),
    Stage.HELP: lambda p: Help(False),
}
"""The answer to a question no decision is scripted for (a choice of kinds is never guessed)."""

_WHY_NOT = {
    Stage.ASK_HELP: "the request must be part of the shortfall, and the owner's hand must cover the rest",
    Stage.CHOOSE: "that choice is not open for this order",
}


def run_scenario(scenario: Scenario) -> ScenarioRun:
    run = ScenarioRun(scenario.name)
    state = build_state(scenario)
    events: list[Any] = []
    state.flow.end_phase_one(0, events)
    try:
        questions = _play_decisions(state, list(scenario.decisions), events)
    except _Stop as stop:
        run.error = str(stop)
        return run
    run.outcome = _outcome(state, events, questions)
    run.differences = compare(scenario, run.outcome)
    return run


def _play_decisions(state: GameState, script: list[Decision], events: list[Any]) -> list[dict[str, str]]:
    """Answer the reveal's questions from ``script`` to the round's end; the questions asked."""
    colours = state.colours
    step = 0
    questions: list[dict[str, str]] = []
    while state.phase == Phase.REVEAL and state.pending is not None:
        p = state.pending
        asked, question = colours[p.seat], p.stage.value
        questions.append({"player": asked, "question": question})
        what = f"{colours[p.owner]}'s {state.orders[p.order].type.value}"
        action, step = _decide(state, script, step, what)
        if action not in p.options:
            why = _WHY_NOT.get(p.stage, "not a legal answer")
            raise _Stop(f"decision {step}: {asked} cannot {question} that way for {what}: {why}")
        events.extend(state.apply(action))
    if step < len(script):
        d = script[step]
        raise _Stop(f"decision {step + 1} ({d.player}: {d.question()}) was never asked")
    return questions


def _decide(state: GameState, script: list[Decision], step: int, what: str) -> tuple[Any, int]:
    """The answer to the pending question (about ``what``) and the script's next step."""
    p = state.pending
    assert p is not None
    asked, question = state.colours[p.seat], p.stage.value
    if only_no(state):
        return p.options[0], step
    if step < len(script):
        d = script[step]
        if d.player != asked:
            raise _Stop(
                f"decision {step + 1} names {d.player}, but the engine asks {asked} ({question} for {what})"
            )
        if d.question() != question:
            raise _Stop(
                f"decision {step + 1} answers {d.question()}, but the engine asks {asked} to {question} ({what})"
            )
        return _answer(state, d), step + 1
    if p.stage == Stage.CHOOSE:
        raise _Stop(
            f"{asked} must choose kinds for {what} and no decision is scripted (choices are never guessed)"
        )
    return _UNSCRIPTED[p.stage](p), step


def _outcome(state: GameState, events: list[Any], questions: list[dict[str, str]]) -> dict[str, Any]:
    """What the reveal did, in the scenario format's terms (``expect``'s keys)."""
    colours = state.colours
    ended = next(e for e in events if isinstance(e, RoundEnded))
    return {
        "results": [
            {
                "owner": colours[result.owner],
                "outcome": str(result.outcome),
                "helper": colours[result.helper] if result.helper is not None else None,
                "from_hand": _ids(result.from_hand),
            }
            for result in state.results
        ],
        "face_up_after": _ids(state.carried),
        "used": ended.supply - (1 if state.classic else 0),
        "delivered": {colours[s]: n for s, n in enumerate(ended.delivered) if n},
        "hands_after": {colours[s]: _ids(state.hand_ing[s]) for s in range(state.n)},
        "waiters_after": {colours[s]: len(state.waiter[s]) for s in range(state.n)},
        "questions": questions,
    }


def _norm_counts(c: Mapping[Any, int]) -> dict[str, int]:
    return {k: v for k, v in c.items() if v}


def compare(scenario: Scenario, outcome: dict[str, Any]) -> list[str]:
    """The differences between the expected keys and the outcome, one line each."""
    exp = scenario.expect
    seats = scenario.seats
    return [
        *(_results_diffs(exp.results, outcome["results"]) if exp.results is not None else []),
        *_counts_diffs("face_up_after", exp.face_up_after, outcome["face_up_after"]),
        *(
            [f"used: expected {exp.used}, got {outcome['used']}"]
            if exp.used not in (None, outcome["used"])
            else []
        ),
        *_counts_diffs("delivered", exp.delivered, outcome["delivered"]),
        *_hands_diffs(exp.hands_after, outcome["hands_after"], seats),
        *_waiters_diffs(exp.waiters_after, outcome["waiters_after"], seats),
        *(_questions_diffs(exp.questions, outcome["questions"]) if exp.questions is not None else []),
    ]


def _results_diffs(results: list[Result], got: list[dict[str, Any]]) -> list[str]:
    want = [r.model_dump(mode="json") for r in results]
    diffs = [f"results: expected {len(want)} orders, got {len(got)}"] if len(want) != len(got) else []
    for i, (w, g) in enumerate(zip(want, got)):
        w["from_hand"] = _norm_counts(w["from_hand"])
        diffs += [
            f"results[{i}].{key}: expected {json.dumps(w[key])}, got {json.dumps(g[key])}"
            for key in ("owner", "outcome", "helper", "from_hand")
            if w[key] != g[key]
        ]
    return diffs


def _counts_diffs(key: str, want: Mapping[Any, int] | None, got: dict[str, int]) -> list[str]:
    """One line when the expected counts under ``key`` (None: not expected) differ from ``got``."""
    if want is None or _norm_counts(want) == got:
        return []
    return [f"{key}: expected {json.dumps(_norm_counts(want))}, got {json.dumps(got)}"]


def _used_diffs(used: int | None, got: int) -> list[str]:
    return [f"used: expected {used}, got {got}"] if used is not None and used != got else []


def _hands_diffs(hands: Mapping[Any, Any] | None, got: dict[str, Any], seats: Any) -> list[str]:
    if hands is None:
        return []
    diffs = []
    for colour in seats:
        w = _norm_counts(hands.get(colour, {}))
        if w != got[colour]:
            diffs.append(f"hands_after.{colour}: expected {json.dumps(w)}, got {json.dumps(got[colour])}")
    return diffs


def _waiters_diffs(waiters: Mapping[Any, int] | None, got: dict[str, int], seats: Any) -> list[str]:
    if waiters is None:
        return []
    return [
        f"waiters_after.{colour}: expected {waiters.get(colour, 0)}, got {got[colour]}"
        for colour in seats
        if waiters.get(colour, 0) != got[colour]
    ]


def _questions_diffs(questions: list[Question], got: list[dict[str, str]]) -> list[str]:
    want = [q.model_dump(mode="json") for q in questions]
    diffs = [f"questions: expected {len(want)} questions, got {len(got)}"] if len(want) != len(got) else []
    return diffs + [
        f"questions[{i}]: expected {json.dumps(w)}, got {json.dumps(g)}"
        for i, (w, g) in enumerate(zip(want, got))
        if w != g
    ]


def run_scenario_file(path: str | Path) -> ScenarioRun:
    """Load and run one file; ScenarioError if it is not a valid scenario."""
    return run_scenario(load_scenario(path))


__all__ = [
    "COLOURS", "MAX_CARDS", "MAX_COUNT", "MAX_DECISIONS", "MAX_TEXT", "MAX_WAITER", "PERSONAL", "Scenario", "ScenarioError", "ScenarioRun", "build_state", "load_scenario",
    "parse_scenario", "run_scenario", "run_scenario_file",
]  # fmt: skip
