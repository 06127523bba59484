"""The game controller: owns the engine state, paces the players and turns events into signals.

The table animates each batch of events and calls ``animations_done``; only then does the game
go on (the next AI move, the next prompt). AI players think in a worker thread and see only their
seat's view; their moves are applied here, on the GUI thread.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QThreadPool, QTimer, Signal

from ..ai.base import Player, make_player
from ..engine.actions import Action
from ..engine.errors import IllegalAction
from ..engine.events import Event, GameEnded, RoundEnded
from ..engine.state import GameState
from ..engine.view import PlayerView
from ..seats import GameSetup
from .names import refusal_text


class _Relay(QObject):
    """Carries a worker's answer back to the GUI thread (a queued signal)."""

    decided = Signal(int, object)  # (token, action or exception)


def _think(player: Player, view: PlayerView, relay: _Relay, token: int) -> None:
    """One AI decision, off the GUI thread, from the seat's view only.

    A plain callable for the pool: PySide keeps the Python wrapper of every started QRunnable
    subclass alive, so one object per decision would pile up over a long kiosk evening.
    """
    try:
        result: object = player.choose(view)
    except Exception as exc:  # noqa: BLE001 - handed to the GUI thread, which reports it
        result = exc
    try:
        relay.decided.emit(token, result)
    except RuntimeError:  # the controller is gone
        pass


class GameController(QObject):
    """Owns the engine state; asks AI players off the GUI thread; turns events into signals.

    Signals:
        eventsReady(list): engine events to animate, in order (after every apply).
        stateChanged(): the displayed view changed (refresh panels, hand, controls).
        humanToAct(int): the human at this seat must act now (turn or reveal decision).
        handOverRequested(int): two or more humans: cover the hand until confirm_hand_over() (the
            table stays in view; no hand is face up until then).
        roundEnded(object): an engine RoundEnded (after its animations finished); the next round's
            events follow once continue_after_round() is called (after the last round too: then
            gameEnded follows).
        gameEnded(object): an engine GameEnded (after its animations finished).
        actionRefused(str): an illegal action was refused; the text names the broken rule.
        aiThinking(int): an AI seat started deciding.
        actionApplied(object): an action was applied (for autosave).
    """

    eventsReady = Signal(list)
    stateChanged = Signal()
    humanToAct = Signal(int)
    handOverRequested = Signal(int)
    roundEnded = Signal(object)
    gameEnded = Signal(object)
    actionRefused = Signal(str)
    aiThinking = Signal(int)
    actionApplied = Signal(object)

    def __init__(self, setup: GameSetup, parent: QObject | None = None, *, ai_delay_ms: int = 600) -> None:
        super().__init__(parent)
        self.setup = setup
        self.ai_delay_ms = ai_delay_ms
        self.state: GameState | None = None  # type: ignore[assignment]
        self._resume: GameState | None = None
        self._players: dict[int, Player] = {}
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.decided.connect(self._ai_decided)
        self._token = 0
        self._clock = QElapsedTimer()
        self._shown = -1
        self._to_act: int | None = None
        self._hand_over: int | None = None
        self._awaiting_animations = False
        self._round_end: RoundEnded | None = None
        self._waiting_round = False
        self._after_round: list[Event] = []
        self._game_end: GameEnded | None = None
        self._game_end_sent = False
        humans = setup.humans
        if len(humans) == 1:
            self._shown = humans[0]
        self._paused = False
        self._held: list[Callable[[], None]] = []

    @classmethod
    def from_state(
        cls, setup: GameSetup, state: GameState, parent: QObject | None = None, **kw: int
    ) -> GameController:
        """A controller that resumes ``state`` (e.g. replayed from a save) when ``start()`` is called."""
        controller = cls(setup, parent, **kw)
        controller._resume = state
        controller.state = state
        return controller

    # ------------------------------------------------------------------ public API
    def start(self) -> None:
        """Begin: a new game from the setup, or resume the state given to ``from_state``."""
        self._token += 1
        for seat, config in enumerate(self.setup.seats):
            if not config.is_human:
                self._players[seat] = self._make_ai(config.kind, self.setup.seed + 7919 * (seat + 1))
        if self._resume is not None:
            self.state = self._resume
            self._resume = None
            self.stateChanged.emit()
            if self.state.is_terminal():
                self._emit_batch([])
            else:
                QTimer.singleShot(0, self, self._proceed)
            return
        self.state, events = GameState.new_game(self.setup.rules, self.setup.seed)
        self._emit_batch(events)

    @property
    def hot_seat(self) -> bool:
        """Two or more people share the screen: each hand shows only to its owner, while they act."""
        return len(self.setup.humans) >= 2

    def display_seat(self) -> int:
        """Whose hand the table shows, or -1 for none.

        One person against computer players: always theirs. Hot-seat: only the person who
        confirmed the last hand-over, from the confirmation until they have acted.
        """
        return self._shown

    def view(self) -> PlayerView:
        """What the table shows: the displayed seat's view (seat 0 with no hand for spectators)."""
        if self._shown >= 0:
            return self.state.view_for(self._shown)
        view = self.state.view_for(0)
        return dataclasses.replace(
            view, hand_ingredients=(0,) * 6, hand_orders=(), legal_actions=(), question=None
        )

    def awaiting_hand_over(self) -> int | None:
        """The person the game waits for to take the screen (hot-seat), before they act."""
        return self._hand_over

    def acting_seat(self) -> int | None:
        """The human who was asked to act and has not yet acted."""
        return self._to_act

    def submit(self, action: Action) -> bool:
        """Apply the acting human's action; refuse it (actionRefused) if it is not allowed now."""
        if self._to_act is None or self.state is None or self.state.current_player() != self._to_act:
            self.actionRefused.emit(self.tr("It is not your turn to act."))
            return False
        try:
            self._apply(action)
        except IllegalAction as exc:
            self.actionRefused.emit(refusal_text(exc.rule))
            return False
        return True

    def animations_done(self) -> None:
        """The table finished animating the last batch: go on."""
        if not self._awaiting_animations:
            return
        self._awaiting_animations = False
        self._proceed()

    def confirm_hand_over(self) -> None:
        """The next human took the seat: show their hand and ask them."""
        if self._hand_over is None:
            return
        seat, self._hand_over = self._hand_over, None
        self._shown = seat
        self.stateChanged.emit()
        self._to_act = seat
        self.humanToAct.emit(seat)

    def continue_after_round(self) -> None:
        """The round summary was dismissed: play the next round (or end the game)."""
        if not self._waiting_round or self._hold(self.continue_after_round):
            return
        self._waiting_round = False
        self._round_end = None
        later, self._after_round = self._after_round, []
        self._emit_batch(later)

    def stop(self) -> None:
        """Forget pending AI answers and wait for the worker (before closing)."""
        self._token += 1
        self._pool.waitForDone(2000)

    # ------------------------------------------------------------------ flow
    def _make_ai(self, level: str, seed: int) -> Player:
        try:
            return make_player(level, seed)
        except ValueError:
            return make_player("random", seed)

    def _apply(self, action: Action) -> None:
        state = self.state
        assert state is not None
        actor = state.current_player()
        events = state.apply(action)
        self._to_act = None
        if self.hot_seat and (events or state.current_player() != actor):
            # The person has acted: their hand goes face down before anything is shown. Only a
            # decision that shows nothing and asks them again at once (no to adding cards, then
            # whether to ask for help) keeps it up: they are still acting.
            self._shown = -1
        self.actionApplied.emit(action)
        self._emit_batch(events)

    def _emit_batch(self, events: list[Event]) -> None:
        split = next((i for i, e in enumerate(events) if isinstance(e, RoundEnded)), None)
        if split is not None:
            self._round_end = events[split]  # type: ignore[assignment]
            self._after_round = events[split + 1 :]
            events = events[: split + 1]
        for event in events:
            if isinstance(event, GameEnded):
                self._game_end = event
        self._awaiting_animations = True
        self.eventsReady.emit(events)
        self.stateChanged.emit()

    def _proceed(self) -> None:
        if self.state is None or self._awaiting_animations or self._hold(self._proceed):
            return
        if self._round_end is not None:
            if not self._waiting_round:
                self._waiting_round = True
                self.roundEnded.emit(self._round_end)
            return
        if self.state.is_terminal():
            if not self._game_end_sent:
                self._game_end_sent = True
                if self._game_end is None:
                    s = self.state
                    self._game_end = GameEnded(s.winners, tuple(len(d) for d in s.delivered), s.tiebreak)
                self.gameEnded.emit(self._game_end)
            return
        seat = self.state.current_player()
        if self.setup.seats[seat].is_human:
            self._ask_human(seat)
        else:
            self._ask_ai(seat)

    def _ask_human(self, seat: int) -> None:
        if len(self.setup.humans) >= 2 and seat != self._shown:
            self._shown = -1
            self._hand_over = seat
            self.stateChanged.emit()
            self.handOverRequested.emit(seat)
            return
        self._shown = seat
        self._to_act = seat
        self.stateChanged.emit()
        self.humanToAct.emit(seat)

    def _ask_ai(self, seat: int) -> None:
        # Every question goes to the player, even one whose only answer is no, and every answer
        # waits for the same pace (``_ai_decided``): how long an answer takes tells nothing about
        # the hand.
        self._token += 1
        self._clock.restart()
        self.aiThinking.emit(seat)
        view = self.state.view_for(seat)
        self._pool.start(functools.partial(_think, self._players[seat], view, self._relay, self._token))

    def _ai_decided(self, token: int, result: object) -> None:
        if token != self._token or self.state is None:
            return
        if isinstance(result, Exception):
            raise result
        wait = self.ai_delay_ms - self._clock.elapsed()
        if wait > 0:
            QTimer.singleShot(int(wait), self, lambda t=token, a=result: self._apply_ai(t, a))
        else:
            self._apply_ai(token, result)

    def _apply_ai(self, token: int, action: object) -> None:
        if token != self._token or self._hold(lambda: self._apply_ai(token, action)):
            return
        self._token += 1
        self._apply(action)  # type: ignore[arg-type]

    # ------------------------------------------------------------------ pausing
    @property
    def paused(self) -> bool:
        return self._paused

    def set_paused(self, paused: bool) -> None:
        """Hold the game while something covers the table (the PIN pad, a dialog): no AI move is
        applied and the game does not go on; released, it goes on exactly where it stopped."""
        if paused == self._paused:
            return
        self._paused = paused
        if not paused:
            held, self._held = self._held, []
            for step in held:
                step()

    def _hold(self, step: Callable[[], None]) -> bool:
        """While paused, keep ``step`` for later (once) and say so."""
        if not self._paused:
            return False
        if step not in self._held:
            self._held.append(step)
        return True
