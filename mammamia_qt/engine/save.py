"""Saved games: rules + seed + action log as versioned JSON; loading replays the log.

A file that is damaged, truncated, edited, from a newer version, too large or not a save of this
game raises SaveError with a message naming the problem; nothing is ever half-loaded. The text
goes through the file gate (``files.parse_json``: depth, number and text limits) and then strict
validation: a version, a seed or a count is a JSON integer, never a string or a float.

Since format 2 a save also records how many actions it holds and a SHA-256 of the position they
lead to (``state_digest``), so a log that was cut short or edited is refused as such instead of
being loaded as a different game. Format 1 files (written before that, without the two fields)
still load: their log is replayed and every action checked against the rules, as before.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Annotated, Any, Generic, Literal, NamedTuple, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError, ValidationInfo

from .actions import (
    NO_DRAW,
    NO_KIND,
    NO_ORDER,
    Action,
    AskHelp,
    Choose,
    Complete,
    Help,
    Play,
    ids_to_counts,
    to_json,
)
from .cards import KIND, IngredientId
from .errors import IllegalAction
from .events import Event, PhaseOneEnded
from .files import FileError, decode_text, parse_json, read_bytes
from .ids import Phase
from .rules import Rules
from .state import GameState

if TYPE_CHECKING:
    from pathlib import Path

SAVE_FORMAT = "mammamia-qt-save"
SAVE_VERSION = 2
MAX_SAVE_BYTES = 2_000_000
MAX_ACTIONS = 5_000
"""Far above the longest game (about 300 actions for six players)."""
MAX_CARDS = 200
"""Any count of cards in one action (a whole deck has fewer)."""


class SaveError(FileError):
    """A save that cannot be loaded; the message says why (in English, for logs and the CLI).

    ``code`` says the same for a UI to translate: the file gate's codes (``files.CODES``: "missing",
    "broken_link", "not_a_file", "unreadable", "too_large", "too_slow", "not_text", "not_json",
    "too_deep", "bad_number"), and "not_ours", "newer" (a newer save format), "bad_version" (a
    version that is not a whole number), "damaged" (the structure is wrong), "illegal_action" (the
    log does not replay), "cut_or_edited" (the log is not the one that was saved).
    """


MAX_ORDER_ID = 64
"""The longest order id a save may name (the decks' ids are far shorter)."""


class ActionBounds(NamedTuple):
    """The bounds the action JSON is read within: the largest count of cards and the longest
    order id. Saves read within ``SAVE_BOUNDS``; a reader with tighter bounds (the phones) passes
    its own as the validation context (``bounds_context``)."""

    max_count: int
    max_order_id: int


SAVE_BOUNDS = ActionBounds(MAX_CARDS, MAX_ORDER_ID)


def bounds_context(bounds: ActionBounds) -> dict[str, ActionBounds]:
    """The validation context that reads action JSON within ``bounds`` (``model_validate(..., context=)``)."""
    return {"action_bounds": bounds}


def _bounds(info: ValidationInfo) -> ActionBounds:
    context = info.context
    return (
        context["action_bounds"] if isinstance(context, dict) and "action_bounds" in context else SAVE_BOUNDS
    )


def _count_within(value: int, info: ValidationInfo) -> int:
    limit = _bounds(info).max_count
    if value > limit:
        raise ValueError(f"a count of cards is at most {limit}")
    return value


def _order_id_within(value: str, info: ValidationInfo) -> str:
    limit = _bounds(info).max_order_id
    if len(value) > limit:
        raise ValueError(f"an order id has at most {limit} characters")
    return value


Count = Annotated[int, Field(ge=0), AfterValidator(_count_within)]
Counts = Annotated[dict[IngredientId, Count], Field(max_length=6)]
OrderId = Annotated[str, AfterValidator(_order_id_within)]


class _Action(BaseModel):
    """The JSON form of an action (``actions.to_json``), read strictly: one model per action type,
    for saves and for the phones' taps alike; ``to_action`` makes the engine's action of it (the
    one reader of action JSON)."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    def to_action(self, order_index: dict[str, int]) -> Action:
        """The action; ValueError if it names an order card the game does not have."""
        raise NotImplementedError


class PlayJson(_Action):
    type: Literal["play"]
    kind: IngredientId | None
    count: Count
    order: OrderId | None
    draw: Literal["supply", "waiter"] | None
    draw_count: Count

    def to_action(self, order_index: dict[str, int]) -> Action:
        if self.order is not None and self.order not in order_index:
            raise ValueError(f"unknown order {self.order!r}")
        return Play(
            KIND[self.kind] if self.kind is not None else NO_KIND,
            self.count,
            order_index[self.order] if self.order is not None else NO_ORDER,
            self.draw or NO_DRAW,
            self.draw_count,
        )


class ChooseJson(_Action):
    type: Literal["choose"]
    kinds: Annotated[list[IngredientId], Field(min_length=1, max_length=6)]

    def to_action(self, order_index: dict[str, int]) -> Action:
        return Choose(tuple(KIND[k] for k in self.kinds))


class CompleteJson(_Action):
    type: Literal["complete"]
    accept: bool
    give: Counts | None = None  # a "no" may leave it out

    def to_action(self, order_index: dict[str, int]) -> Action:
        return Complete(self.accept, ids_to_counts(self.give or {}) if self.accept else ())


class AskHelpJson(_Action):
    type: Literal["ask_help"]
    request: Counts | None

    def to_action(self, order_index: dict[str, int]) -> Action:
        return AskHelp(ids_to_counts(self.request) if self.request else ())


class HelpJson(_Action):
    type: Literal["help"]
    accept: bool

    def to_action(self, order_index: dict[str, int]) -> Action:
        return Help(self.accept)


ActionJson = Annotated[
    PlayJson | ChooseJson | CompleteJson | AskHelpJson | HelpJson, Field(discriminator="type")
]


MetaT = TypeVar("MetaT")


class SaveFile(BaseModel, Generic[MetaT]):
    """A save file, validated strictly from its JSON text (``model_validate_json(strict=True)``).

    ``meta`` is what the program that wrote it keeps beside the game: a plain dict by default, or
    the reader's own model (``read_game(text, meta=...)``), read in the same pass."""

    model_config = ConfigDict(extra="forbid", strict=True)

    format: Literal["mammamia-qt-save"]
    version: int = Field(ge=1, le=SAVE_VERSION)
    rules: Rules
    seed: int = Field(ge=0, lt=2**64)
    actions: Annotated[list[ActionJson], Field(max_length=MAX_ACTIONS)]
    action_count: int | None = Field(default=None, ge=0, le=MAX_ACTIONS)
    state_digest: Annotated[str, Field(pattern=r"^[0-9a-f]{64}$")] | None = None
    meta: MetaT = Field(default_factory=dict, validate_default=True)


def state_digest(state: GameState) -> str:
    """SHA-256 over a canonical dump of the position (every card's place, whose turn, the shuffle)."""
    data = [
        len(state.history), state.turns, state.round, state.phase, state.current, state.rng.state,
        state.hand_ing, state.hand_orders, state.waiter, state.delivered, state.supply, state.oven,
        state.mm_holder, state.mm_in_supply, list(state.winners),
    ]  # fmt: skip
    return hashlib.sha256(json.dumps(data, separators=(",", ":")).encode("ascii")).hexdigest()


def dump_game(state: GameState, meta: dict[str, Any] | None = None) -> str:
    """The save text of ``state`` (with optional UI metadata such as seat names)."""
    data = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "rules": state.rules.model_dump(mode="json"),
        "seed": state.seed,
        "actions": [to_json(a, state.order_ids) for a in state.history],
        "action_count": len(state.history),
        "state_digest": state_digest(state),
        "meta": meta or {},
    }
    return json.dumps(data, separators=(",", ":"))


def _validation_error(exc: ValidationError) -> SaveError:
    err = exc.errors()[0]
    loc = [str(p) for p in err["loc"]]
    if len(loc) >= 2 and loc[0] == "actions" and loc[1].isdigit():
        return SaveError(
            f"the file is damaged: action {int(loc[1]) + 1}: {'.'.join(loc[2:]) or 'action'}: {err['msg']}",
            "illegal_action",
        )
    return SaveError(f"the file is damaged: {'.'.join(loc)}: {err['msg']}")


def _check_version(version: Any) -> None:
    if type(version) is int and version > SAVE_VERSION:
        raise SaveError(
            f"the file was saved by a newer version (save format {version}; this one reads 1 to {SAVE_VERSION})",
            "newer",
        )
    if type(version) is not int or version < 1:
        shown = json.dumps(version)[:40] if version is not None else "missing"
        raise SaveError(
            f"the file's save format version is not a whole number from 1 up ({shown}); "
            "it was not written by this game, or by a newer version of it",
            "bad_version",
        )


class RevealSoFar(NamedTuple):
    """A game in a reveal as a table shows it resumed: the position before the play that ended
    phase one, and every event since (that play, the reveal's steps and decisions)."""

    before: GameState
    events: list[Event]


class LoadedGame(NamedTuple):
    """A save replayed: the state, its metadata (a dict, or the model the reader asked for) and,
    saved mid-reveal, the reveal so far."""

    state: GameState
    meta: Any
    reveal: RevealSoFar | None


def load_game(text: str | bytes) -> tuple[GameState, dict[str, Any]]:
    """Replay a save; returns the state and its metadata, or raises SaveError."""
    loaded = read_game(text)
    return loaded.state, loaded.meta


def read_game(text: str | bytes, meta: Any = dict[str, Any]) -> LoadedGame:
    """Replay a save once: the state, its metadata read as ``meta`` (a type pydantic validates)
    and the reveal so far; or raise SaveError."""
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError(f"the file is too large to be a saved game ({len(text)} bytes)", "too_large")
    try:
        if isinstance(text, bytes):
            text = decode_text(text)
        raw = parse_json(text)
    except FileError as exc:
        raise SaveError(str(exc), exc.code) from None
    if not isinstance(raw, dict) or raw.get("format") != SAVE_FORMAT:
        raise SaveError("the file is not a saved game of Mamma Mia!", "not_ours")
    _check_version(raw.get("version"))
    try:
        save = SaveFile[meta].model_validate_json(text, strict=True)
    except ValidationError as exc:
        raise _validation_error(exc) from exc  # the cause: a reader may word its own meta's errors
    if save.version >= 2 and (save.action_count is None or save.state_digest is None):
        raise SaveError(
            "the file is damaged or edited: it does not say how many actions it holds and where they lead",
            "cut_or_edited",
        )
    if save.action_count is not None and save.action_count != len(save.actions):
        raise SaveError(
            f"the file was cut short or edited: it holds {len(save.actions)} actions "
            f"but was saved with {save.action_count}",
            "cut_or_edited",
        )
    return _replayed(save)


def _replayed(save: SaveFile[Any]) -> LoadedGame:
    """The save's moves played once from its deal, keeping the reveal so far; SaveError for a move
    that is not legal or a position that is not the one saved."""
    state, _ = GameState.new_game(save.rules, save.seed)
    last_play = max((i for i, a in enumerate(save.actions) if a.type == "play"), default=-1)
    before: GameState | None = None
    events: list[Event] = []
    for i, action in enumerate(save.actions):
        if i == last_play:
            before = state.clone()
        try:
            shown = state.apply(action.to_action(state.order_index))
        except IllegalAction as exc:
            raise SaveError(
                f"the file is damaged: action {i + 1} is not legal ({exc})", "illegal_action"
            ) from None
        except (ValueError, TypeError, IndexError, OverflowError) as exc:
            raise SaveError(f"the file is damaged: action {i + 1}: {exc}", "illegal_action") from None
        if before is not None:
            events += shown
    if save.state_digest is not None and state_digest(state) != save.state_digest:
        raise SaveError(
            "the file was edited: its actions do not lead to the position that was saved", "cut_or_edited"
        )
    return LoadedGame(state, save.meta, _so_far(state, before, events))


def _so_far(state: GameState, before: GameState | None, events: list[Event]) -> RevealSoFar | None:
    """The reveal so far, if ``state`` is in one that the play after ``before`` started."""
    if state.phase != Phase.REVEAL or before is None or not any(isinstance(e, PhaseOneEnded) for e in events):
        return None
    return RevealSoFar(before, events)


def read_save(path: Path, meta: Any = dict[str, Any]) -> LoadedGame:
    """Read ``path`` through the file gate and replay it (``meta`` as in ``read_game``); SaveError
    (with a code) if it will not load."""
    try:
        data = read_bytes(path, MAX_SAVE_BYTES)
    except FileError as exc:
        raise SaveError(str(exc), exc.code) from None
    return read_game(data, meta)


def reveal_so_far(rules: Rules, seed: int, state: GameState) -> RevealSoFar | None:
    """For a game resumed during a reveal (a state handed over, not a save: ``read_game`` gives
    a save's): the reveal so far, the moves replayed once from a game set up with ``rules`` and
    ``seed``. None when ``state`` is not in a reveal or its moves do not lead there from that setup.
    """
    if state.phase != Phase.REVEAL or not state.history:
        return None
    history = state.history
    last_play = max((i for i, a in enumerate(history) if type(a) is Play), default=-1)
    replay, _ = GameState.new_game(rules, seed)
    for action in history[:last_play]:
        replay.apply(action)
    before = replay.clone()
    events: list[Event] = []
    for action in history[max(0, last_play) :]:
        events += replay.apply(action)
    if replay.phase != state.phase or len(replay.history) != len(history) or last_play < 0:
        return None
    return _so_far(replay, before, events)
