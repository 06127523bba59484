"""Saved games: rules + seed + action log as versioned JSON; loading replays the log.

A file that is damaged, truncated, from a newer version, too large or not a save of this game
raises SaveError with a message naming the problem; nothing is ever half-loaded.
"""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .actions import from_json, to_json
from .errors import IllegalAction
from .rules import Rules
from .state import GameState

SAVE_FORMAT = "mammamia-qt-save"
SAVE_VERSION = 1
MAX_SAVE_BYTES = 2_000_000


class SaveError(ValueError):
    """A save that cannot be loaded; the message says why (in English, for logs and the CLI).

    ``code`` says the same for a UI to translate: "too_large", "not_json", "not_text", "not_ours",
    "newer", "damaged" (the structure is wrong), "illegal_action" (the log does not replay).
    """

    def __init__(self, message: str, code: str = "damaged") -> None:
        super().__init__(message)
        self.code = code


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["mammamia-qt-save"]
    version: int = Field(ge=1)
    rules: Rules
    seed: int = Field(ge=0, lt=2**64)
    actions: list[dict[str, Any]]
    meta: dict[str, Any] = Field(default_factory=dict)


def dump_game(state: GameState, meta: dict[str, Any] | None = None) -> str:
    """The save text of ``state`` (with optional UI metadata such as seat names)."""
    data = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "rules": state.rules.model_dump(mode="json"),
        "seed": state.seed,
        "actions": [to_json(a, state.order_ids) for a in state.history],
        "meta": meta or {},
    }
    return json.dumps(data, separators=(",", ":"))


def load_game(text: str | bytes) -> tuple[GameState, dict[str, Any]]:
    """Replay a save; returns the state and its metadata, or raises SaveError."""
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError(f"the file is too large to be a saved game ({len(text)} bytes)", "too_large")
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"the file is damaged or truncated (not valid JSON: {exc.msg})", "not_json") from None
    except UnicodeDecodeError:
        raise SaveError("the file is damaged (not UTF-8 text)", "not_text") from None
    if not isinstance(raw, dict) or raw.get("format") != SAVE_FORMAT:
        raise SaveError("the file is not a saved game of Mamma Mia!", "not_ours")
    version = raw.get("version")
    if isinstance(version, int) and version > SAVE_VERSION:
        raise SaveError(
            f"the file was saved by a newer version (save format {version}; this one reads {SAVE_VERSION})",
            "newer",
        )
    try:
        save = SaveFile.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise SaveError(f"the file is damaged: {where}: {err['msg']}") from None
    state, _ = GameState.new_game(save.rules, save.seed)
    for i, data in enumerate(save.actions):
        try:
            state.apply(from_json(data, state.order_index))
        except IllegalAction as exc:
            raise SaveError(
                f"the file is damaged: action {i + 1} is not legal ({exc})", "illegal_action"
            ) from None
        except ValueError as exc:
            raise SaveError(f"the file is damaged: action {i + 1}: {exc}", "illegal_action") from None
    return state, save.meta
