"""The game controller: the desktop's Qt adapter over a ``Session`` (``mammamia_qt/session/``).

The session holds the game's flow (one explicit state), asks each seat's driver and takes every
answer through one door; this adapter turns its observers' calls into signals, schedules its
next step on the Qt event loop, seats the computer players in their worker thread
(``ui/ai_seats.py``) and gives the guided game's lesson its say over the person's moves.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from mammamia_qt.engine.actions import Action
from mammamia_qt.engine.events import Event, GameEnded, RoundEnded
from mammamia_qt.engine.ids import Rule
from mammamia_qt.engine.rules import EditionRules
from mammamia_qt.engine.state import GameState
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.seats import GameSetup, SeatKind
from mammamia_qt.session.drivers import SeatDriver
from mammamia_qt.session.flow import PauseReason
from mammamia_qt.session.game import build_session, keep_when_over
from mammamia_qt.storage import GameStore, SavedGame
from mammamia_qt.ui.ai_seats import AiSeats
from mammamia_qt.ui.common.names import refusal_text


class LessonGate(Protocol):
    """A lesson's say over the person's moves (the guided first game, ``ui/tutorial/``): a legal
    move that does not fit the lesson's step is refused with the lesson's reason, nothing applied."""

    def refuse(self, answers: tuple[Action, ...]) -> str | None:
        """Why ``answers`` do not fit the step now (shown as the refusal), or None to let them through."""
        ...

    def applied(self, answers: tuple[Action, ...]) -> None:
        """``answers`` were applied (the lesson moves on)."""
        ...


class GameController(QObject):
    """The game for the desktop: a ``Session`` (``mammamia_qt/session/``) whose observers are Qt
    signals, with the computer players in a worker thread (``AiSeats``) and the lesson's say.

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
        pausedChanged(bool): the game was paused (True) or resumed (False); see ``pause``.
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
    pausedChanged = Signal(bool)

    def __init__(
        self,
        setup: GameSetup,
        parent: QObject | None = None,
        *,
        ai_delay_ms: int = 600,
        saved: GameState | SavedGame | None = None,
    ) -> None:
        super().__init__(parent)
        self.ai = AiSeats(ai_delay_ms, self)
        self.ai.moveReady.connect(self._apply_ai)
        self.ai.thinking.connect(self.aiThinking)
        self.session = build_session(  # the one way a game is built (session/game.py)
            setup,
            computers=self.ai,
            observers=[_Signals(self)],
            call_soon=lambda step: QTimer.singleShot(0, self, step),
            saved=saved,
        )
        self.lesson_gate: LessonGate | None = None  # a guided game's steps; None in a normal game

    def keep_when_over(self, keep: Callable[[str], None]) -> None:
        """Hand the game's save text to ``keep`` once, the moment its last action is applied."""
        keep_when_over(self.session, keep)

    # ------------------------------------------------------------------ public API
    def start(self) -> None:
        """Begin: a new game from the setup, or play on from the ``saved`` game it was given."""
        self.ai.cancel()
        for seat, config in enumerate(self.setup.seats):
            self.ai.seat(self.setup, seat, config)
        self.session.start()

    @property
    def setup(self) -> GameSetup:
        return self.session.setup

    @property
    def _state(self) -> GameState | None:  # the controller's own; the rest of ui/ reads views
        return self.session.state

    @property
    def replaying(self) -> bool:  # the batch on the table is a resumed reveal, replayed quickly
        return self.session.replaying

    @property
    def started(self) -> bool:
        """The game is there to show: started, or a saved one it was given."""
        return self.session.started

    @property
    def in_progress(self) -> bool:
        """A game is on and not finished (leaving it would lose something)."""
        return self._state is not None and not self._state.is_terminal()

    @property
    def over(self) -> bool:  # the game has been played to its end
        return self.session.over

    def moves(self) -> int:  # how many moves the game has had: a phone names its tap's state by it
        return self.session.moves()

    def deciding_seat(self) -> int | None:  # whose decision the game waits for, None once it is over
        return self.session.deciding_seat()

    def seat_view(self, seat: int) -> PlayerView:
        """What ``seat`` may know, for the one who plays it away from the screen (its phone, its
        computer player); a person at the screen sees theirs through ``view`` only."""
        if self.setup.seats[seat].is_human:
            raise ValueError(f"seat {seat} is played at the screen: its view is the table's")
        return self.session.seat_view(seat)

    @property
    def edition_rules(self) -> EditionRules:
        """The game's fixed rule facts (the same object every view carries as ``edition_rules``)."""
        return self.setup.rules.edition_rules

    def refusal(self, action: Action, *then: Action) -> Rule | None:
        """The rule ``action`` (then ``then``, the same person's next answers to the same order)
        would break now, or None if the acting human may take it. Nothing changes: the table asks
        this to say why a control is off."""
        return self.session.refusal(action, *then)

    def save(self, store: GameStore, path: Path | None = None) -> None:
        """Write the game to ``path``, or to the store's autosave (None); raises OSError as the store does."""
        assert self._state is not None, "the game has not started"
        if path is None:
            store.autosave(self._state, self.setup)
        else:
            store.save(path, self._state, self.setup)

    def save_text(self) -> str:
        """The game as a save text (rules, seed, every move so far): what the archive keeps of it."""
        return self.session.save_text()

    def saved_game(self) -> SavedGame:
        """The game as Continue would resume it."""
        assert self._state is not None, "the game has not started"
        return SavedGame(self._state)

    @property
    def hot_seat(self) -> bool:
        """Two or more people share the screen: each hand shows only to its owner, while they act."""
        return self.session.hot_seat

    def display_seat(self) -> int:
        """Whose hand the table shows, or -1: one person against computers, always theirs; hot seat,
        the person who took the cover, until their decisions of that moment are done."""
        return self.session.shown

    def view(self) -> PlayerView:
        """What the table shows: the displayed seat's view (seat 0 with no hand for spectators)."""
        return self.session.view()

    def start_view(self) -> PlayerView:
        """What the table is built from: the view, or for a resumed reveal the position before it
        (``start()`` then sends the reveal's events, to be shown quickly)."""
        replay = self.session.replay
        return self.session.view_of(replay.before) if replay is not None else self.view()

    def awaiting_hand_over(self) -> int | None:
        """The person the game waits for to take the screen (hot-seat), before they act."""
        return self.session.awaiting_hand_over()

    def acting_seat(self) -> int | None:
        """The human who was asked to act and has not yet acted."""
        return self.session.acting_seat()

    def submit(self, action: Action, *then: Action) -> bool:
        """Apply the acting human's action (and ``then``: one click's further answers to the same
        order, e.g. no to adding from hand, then a help request); refuse all (actionRefused) if one
        is not allowed. A legal move a lesson does not want now is refused with the lesson's reason."""
        answers = (action, *then)
        gate = self.lesson_gate
        reason = gate.refuse(answers) if gate is not None and self.refusal(*answers) is None else None
        if reason is not None:
            self.actionRefused.emit(reason)
            return False
        acting = self.acting_seat()
        refused = self.submit_for(-1 if acting is None else acting, *answers)
        if refused is not None:
            self.actionRefused.emit(refusal_text(refused))
        elif gate is not None:
            gate.applied(answers)
        return refused is None

    # ------------------------------------------------------------------ seats and their drivers
    def submit_for(self, seat: int, *answers: Action) -> Rule | None:
        """The one door for every seat's answers (``Session.submit_for``)."""
        return self.session.submit_for(seat, *answers)

    def asked_seat(self) -> int | None:  # the seat the game waits for (asked, not yet answered)
        return self.session.asked_seat()

    def drive_phones(self, driver: SeatDriver | None) -> None:
        """Who plays the phone seats (None: nobody, they wait); a phone seat asked before is asked again."""
        self.session.drive_phones(driver)

    def replace_seat(self, seat: int, kind: str) -> None:
        """The operator gives a seat to another kind of player mid-game; its question goes with it."""
        config = self.setup.seats[seat].model_copy(update={"kind": SeatKind(kind)})
        self.ai.seat(self.setup, seat, config)
        self.session.replace_seat(seat, SeatKind(kind))

    def animations_done(self) -> None:
        """The table finished animating the last batch: go on."""
        self.session.animations_done()

    def confirm_hand_over(self) -> None:
        """The next human took the seat: show their hand and ask them."""
        self.session.confirm_hand_over()

    def decline_hand_over(self) -> None:
        """The person the game waits for says no on the cover, hand unseen (``Session.decline_hand_over``)."""
        self.session.decline_hand_over()

    def continue_after_round(self) -> None:
        """The round summary was dismissed: play the next round (or end the game)."""
        self.session.continue_after_round()

    # ------------------------------------------------------------------ pause
    # While anything holds the game (a menu, a modal dialog, the kiosk's PIN pad) nothing moves on,
    # and the table holds its animations (``pausedChanged``); the last holder to let go resumes.
    def pause(self, reason: PauseReason) -> None:
        """Hold the game for ``reason`` until ``resume(reason)``."""
        self.session.pause(reason)

    def resume(self, reason: PauseReason) -> None:
        """Let go of ``reason``'s hold; with no hold left the game goes on where it stopped."""
        self.session.resume(reason)

    @property
    def paused(self) -> bool:
        return self.session.paused

    def pause_reasons(self) -> frozenset[PauseReason]:
        return frozenset(self.session.held.reasons)

    @property
    def _deferred(self) -> list[tuple[Any, tuple[object, ...]]]:  # the steps due once resumed
        return self.session.held.due

    @property
    def ai_delay_ms(self) -> int:  # the pace of the computer players' answers (the speed setting)
        return self.ai.delay_ms

    @ai_delay_ms.setter
    def ai_delay_ms(self, ms: int) -> None:
        self.ai.delay_ms = ms

    def stop(self) -> None:
        """Forget pending answers, let the drivers go and wait for the AI's worker (before closing)."""
        self.session.stop()

    def _apply_ai(self, seat: int, token: int, action: Action) -> None:  # held while paused
        if token != self.ai.token or self._state is None:
            return
        if self.session.hold(self._apply_ai, seat, token, action):
            return
        self.ai.cancel()
        refused = self.submit_for(seat, action)
        if refused is not None:
            raise RuntimeError(f"the computer player of seat {seat} answered against {refused}: {action!r}")


class _Signals:
    """The session's observer that turns each of its calls into the controller's signal."""

    def __init__(self, controller: GameController) -> None:
        self.c = controller

    def events_ready(self, events: list[Event]) -> None:
        self.c.eventsReady.emit(events)

    def state_changed(self) -> None:
        self.c.stateChanged.emit()

    def human_to_act(self, seat: int) -> None:
        self.c.humanToAct.emit(seat)

    def hand_over_requested(self, seat: int) -> None:
        self.c.handOverRequested.emit(seat)

    def round_ended(self, event: RoundEnded) -> None:
        self.c.roundEnded.emit(event)

    def game_ended(self, event: GameEnded) -> None:
        self.c.gameEnded.emit(event)

    def action_applied(self, action: Action) -> None:
        self.c.actionApplied.emit(action)

    def paused_changed(self, paused: bool) -> None:
        self.c.pausedChanged.emit(paused)


if TYPE_CHECKING:
    from mammamia_qt.ui.protocol import Controller

    def _is_a_controller(controller: GameController) -> Controller:
        """mypy's proof that GameController offers everything the UI is typed against."""
        return controller
