"""The game's session without Qt: a whole game played through its one door by plain drivers, its
flow one explicit state at every step, held while paused, and no Qt module loaded."""

from __future__ import annotations

import subprocess
import sys
from collections import deque
from collections.abc import Callable

from mammamia_qt.ai.base import table_player
from mammamia_qt.engine.events import Event, GameEnded, RoundEnded
from mammamia_qt.engine.rules import Rules
from mammamia_qt.engine.save import state_digest
from mammamia_qt.engine.state import GameState
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
from mammamia_qt.session.flow import Animation, HandOver, Idle, Over, PauseReason, RoundSummary, Seat
from mammamia_qt.session.session import Drivers, Session

KINDS = (SeatKind.BEGINNER, SeatKind.INTERMEDIATE, SeatKind.PHONE)


class Loop:
    """A stand-in for an event loop: steps run in order when ``run`` is called."""

    def __init__(self) -> None:
        self.steps: deque[Callable[[], None]] = deque()

    def call_soon(self, step: Callable[[], None]) -> None:
        self.steps.append(step)

    def run(self, limit: int = 100_000) -> None:
        for _ in range(limit):
            if not self.steps:
                return
            self.steps.popleft()()
        raise AssertionError("the loop did not settle")


class Players:
    """A driver for computer (or phone) seats: each answers with its table player, on the loop."""

    def __init__(self, loop: Loop, setup: GameSetup) -> None:
        self.loop, self.session = loop, None
        self.players = {
            s: table_player("intermediate" if c.is_phone else c.kind, setup.seed, s)
            for s, c in enumerate(setup.seats)
        }

    def ask(self, seat: int, view: PlayerView) -> None:
        action = self.players[seat].choose(view)
        self.loop.call_soon(lambda: self.session.submit_for(seat, action))

    def cancel(self) -> None:
        pass

    def stop(self) -> None:
        pass


class Table:
    """An observer that shows every batch at once and records what it was told."""

    def __init__(self, loop: Loop) -> None:
        self.loop, self.session = loop, None
        self.flows: list[object] = []
        self.told: list[str] = []
        self.batches: list[list[Event]] = []

    def events_ready(self, events: list[Event]) -> None:
        self.batches.append(events)
        self.flows.append(self.session.flow)
        self.loop.call_soon(self.session.animations_done)

    def state_changed(self) -> None:
        pass

    def human_to_act(self, seat: int) -> None:
        self.told.append(f"act {seat}")

    def hand_over_requested(self, seat: int) -> None:
        self.told.append(f"cover {seat}")

    def round_ended(self, event: RoundEnded) -> None:
        self.told.append("round")
        self.flows.append(self.session.flow)
        self.loop.call_soon(self.session.continue_after_round)

    def game_ended(self, event: GameEnded) -> None:
        self.told.append("over")
        self.flows.append(self.session.flow)

    def action_applied(self, action: object) -> None:
        pass

    def paused_changed(self, paused: bool) -> None:
        self.told.append(f"paused {paused}")


def _session(seed: int) -> tuple[Session, Loop, Table, Players]:
    setup = GameSetup(
        rules=Rules(edition="plus", players=3),  # type: ignore[arg-type]
        seats=tuple(SeatConfig(name=f"P{i}", kind=k) for i, k in enumerate(KINDS)),
        seed=seed,
    )
    loop = Loop()
    table, players = Table(loop), Players(loop, setup)
    session = Session(setup, Drivers(computers=players, phones=players), [table], call_soon=loop.call_soon)
    table.session = players.session = session  # type: ignore[assignment]
    return session, loop, table, players


def test_a_whole_game_plays_move_for_move_as_its_players_would() -> None:
    session, loop, table, players = _session(17)
    session.start()
    loop.run()
    assert isinstance(session.flow, Over) and session.state is not None and session.state.is_terminal()
    # The same players on the engine alone play the same game.
    alone, _ = GameState.new_game(session.setup.rules, session.setup.seed)
    again = _session(17)[3].players
    while not alone.is_terminal():
        seat = alone.current_player()
        alone.apply(again[seat].choose(alone.view_for(seat)))
    assert state_digest(alone) == state_digest(session.state)
    assert table.told.count("round") == session.setup.rules.edition_rules.rounds and table.told[-1] == "over"
    assert all(isinstance(f, Animation) for f in table.flows if not isinstance(f, (RoundSummary, Over)))
    assert sum(isinstance(f, RoundSummary) for f in table.flows) == table.told.count("round")


def test_a_held_session_takes_no_step_until_the_last_holder_lets_go() -> None:
    session, loop, table, _ = _session(5)
    session.start()
    session.pause(PauseReason.MENU_OR_DIALOG)
    session.pause(PauseReason.COVERED)
    loop.run()
    assert session.state is not None and session.state.history == []  # nothing asked, nothing played
    assert isinstance(session.flow, Idle) and session.held.due
    session.resume(PauseReason.MENU_OR_DIALOG)
    loop.run()
    assert session.state.history == []
    session.resume(PauseReason.COVERED)
    loop.run()
    assert session.state.is_terminal() and table.told.count("paused True") == 1 == table.told.count(
        "paused False"
    )


def test_people_at_the_screen_are_covered_then_asked_and_only_then_may_answer() -> None:
    setup = GameSetup(
        rules=Rules(players=2),  # type: ignore[arg-type]
        seats=(SeatConfig(name="A"), SeatConfig(name="B")),
        seed=3,
    )
    loop, told = Loop(), []
    table = Table(loop)
    session = Session(setup, Drivers(), [table], call_soon=loop.call_soon)
    table.session = session  # type: ignore[assignment]
    session.start()
    loop.run()
    seat = session.state.current_player()  # type: ignore[union-attr]
    assert session.flow == HandOver(seat) and table.told == [f"cover {seat}"]
    first = session.state.legal_actions()[0]  # type: ignore[union-attr]
    assert session.submit_for(seat, first) is not None  # the hand is not shown yet
    session.confirm_hand_over()
    assert session.flow == Seat(seat, shown=True) and session.acting_seat() == seat
    assert session.submit_for(seat, first) is None
    assert not told


def test_the_session_loads_no_qt() -> None:
    code = (
        "import sys, mammamia_qt.session.session, mammamia_qt.session.flow, mammamia_qt.session.drivers;"
        "print([m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
