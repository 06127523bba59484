"""A kept game played again step by step, with every hand open and the oven's contents shown.

``replay_save`` reads a save text (as the archive keeps it) and returns a ``Replay``: one
``OpenStep`` before the first action and one after each action, each with the action in its save
form, the events it caused, every seat's hand, the oven bottom to top, and the pizzas delivered.
Only for finished (or abandoned) games looked back at: a live game never shows this.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mammamia_qt.engine.actions import to_json
from mammamia_qt.engine.events import Event
from mammamia_qt.engine.state import GameState
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.seats import GameSetup
from mammamia_qt.storage import loads


@dataclass(frozen=True, slots=True)
class OpenStep:
    """The table after ``index`` actions (0: as dealt), everything face up."""

    index: int
    action: dict[str, Any] | None  # the save form of the action that led here; None for the deal
    actor: int | None  # the seat that took it
    events: tuple[Event, ...]  # what it caused (the deal's events for step 0)
    round: int
    phase: str  # "play", "reveal" or "over"
    hands: tuple[tuple[int, ...], ...]  # per seat, ingredient cards per kind
    hand_orders: tuple[tuple[int, ...], ...]  # per seat, order card indexes
    oven: tuple[int, ...]  # bottom to top: kinds, or ORDER_BASE + order index
    delivered: tuple[int, ...]  # per seat, pizzas delivered so far
    views: tuple[PlayerView, ...]  # per seat, what that seat saw at this step


@dataclass(frozen=True, slots=True)
class Replay:
    setup: GameSetup
    steps: tuple[OpenStep, ...]

    @property
    def n(self) -> int:
        return len(self.setup.seats)


def _open_step(state: GameState, index: int, action: dict[str, Any] | None, actor: int | None,
               events: list[Event]) -> OpenStep:  # fmt: skip
    return OpenStep(
        index=index,
        action=action,
        actor=actor,
        events=tuple(events),
        round=state.round,
        phase=str(state.phase),
        hands=tuple(tuple(h) for h in state.hand_ing),
        hand_orders=tuple(tuple(h) for h in state.hand_orders),
        oven=tuple(state.oven),
        delivered=tuple(len(d) for d in state.delivered),
        views=tuple(state.view_for(seat) for seat in range(state.n)),
    )


def replay_save(text: str) -> Replay:
    """Every step of the game in ``text``; SaveError if it does not replay to where it was saved."""
    end, setup = loads(text)  # checks the log leads to the saved position
    state, events = GameState.new_game(end.rules, end.seed)
    steps = [_open_step(state, 0, None, None, events)]
    for i, action in enumerate(end.history, start=1):
        actor = state.current_player()
        caused = state.apply(action)
        steps.append(_open_step(state, i, to_json(action, state.order_ids), actor, caused))
    return Replay(setup=setup, steps=tuple(steps))
