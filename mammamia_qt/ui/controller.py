"""The game controller: owns the engine state, paces the players and turns events into signals.

The table animates each batch of events and calls ``animations_done``; only then does the game
go on (the next AI move, the next prompt). Whoever plays the seat the game waits for is asked
through one interface (``ui/seat_driver.py``): the people at the screen, the computer players
(``ui/ai_seats.py``: a worker thread, the seat's view only) or the phones (``ui/phone_seats.py``);
every answer comes back through ``submit_for``, on the GUI thread, checked against the seat asked
and the rules.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from mammamia_qt.engine.actions import Action
from mammamia_qt.engine.errors import IllegalAction
from mammamia_qt.engine.events import Event, GameEnded, RoundEnded
from mammamia_qt.engine.ids import Rule
from mammamia_qt.engine.rules import EditionRules
from mammamia_qt.engine.save import RevealSoFar, reveal_so_far
from mammamia_qt.engine.state import GameState
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.seats import GameSetup, SeatKind
from mammamia_qt.storage import GameStore, SavedGame, dumps
from mammamia_qt.ui.ai_seats import AiSeats
from mammamia_qt.ui.common.names import refusal_text
from mammamia_qt.ui.protocol import PauseReason
from mammamia_qt.ui.seat_driver import NOBODY, Screen, SeatDriver


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

    def __init__(self, setup: GameSetup, parent: QObject | None = None, *, ai_delay_ms: int = 600) -> None:
        super().__init__(parent)
        self.setup = setup
        self._state: GameState | None = None
        self._resume: GameState | None = None
        self._replay: RevealSoFar | None = None
        self.replaying = False  # the batch on the table is a resumed reveal, replayed quickly
        self.ai = AiSeats(ai_delay_ms, self)
        self.ai.moveReady.connect(self._apply_ai)
        self.ai.thinking.connect(self.aiThinking)
        self._screen = Screen(self._ask_human)
        self._phones: SeatDriver = NOBODY  # until the table serves its phones (drive_phones)
        self._shown = -1
        self._asked: int | None = None  # the seat asked to decide, whoever plays it
        self._to_act: int | None = None  # the person at the screen asked, once the hand is theirs
        self._hand_over: int | None = None
        self._awaiting_animations = False
        self._round_end: RoundEnded | None = None
        self._waiting_round = False
        self._after_round: list[Event] = []
        self._game_end: GameEnded | None = None
        self._game_end_sent = False
        self._pause_reasons: set[PauseReason] = set()
        self._deferred: list[tuple[Any, tuple[object, ...]]] = []
        self.lesson_gate: LessonGate | None = None  # a guided game's steps; None in a normal game
        humans = setup.humans
        if len(humans) == 1:
            self._shown = humans[0]

    @classmethod
    def from_state(
        cls, setup: GameSetup, state: GameState | SavedGame, parent: QObject | None = None, **kw: int
    ) -> GameController:
        """A controller that resumes ``state`` (e.g. replayed from a save) when ``start()`` is called."""
        controller = cls(setup, parent, **kw)
        # Resumed during a reveal: the table starts from before it and replays it quickly, so the
        # players see every step (the autosave may be ahead of what was last on screen). A save
        # brings its reveal so far, read in the one replay of its moves.
        if isinstance(state, SavedGame):
            controller._replay = state._reveal
            state = state._state
        else:
            try:
                controller._replay = reveal_so_far(setup.rules, setup.seed, state)
            except Exception:  # a replay that fails only costs the replay
                controller._replay = None
        controller._resume = controller._state = state
        return controller

    # ------------------------------------------------------------------ public API
    def start(self) -> None:
        """Begin: a new game from the setup, or resume the state given to ``from_state``."""
        self.ai.cancel()
        self._asked = None
        for seat, config in enumerate(self.setup.seats):
            self.ai.seat(self.setup, seat, config)
        if self._resume is not None:
            self._state = self._resume
            self._resume = None
            if self._replay is not None:
                _before, events = self._replay
                self._replay = None
                self.replaying = True
                self._emit_batch(events)
                return
            self.stateChanged.emit()
            if self._state.is_terminal():
                self._emit_batch([])
            else:
                QTimer.singleShot(0, self, self._proceed)
            return
        self._state, events = GameState.new_game(self.setup.rules, self.setup.seed)
        self._emit_batch(events)

    @property
    def started(self) -> bool:
        """The game is there to show: started, or a saved one given to ``from_state``."""
        return self._state is not None

    @property
    def in_progress(self) -> bool:
        """A game is on and not finished (leaving it would lose something)."""
        return self._state is not None and not self._state.is_terminal()

    @property
    def over(self) -> bool:  # the game has been played to its end
        return self._state is not None and self._state.is_terminal()

    def moves(self) -> int:
        """How many moves the game has had (0 before it starts): a phone names its tap's state by it."""
        return 0 if self._state is None else len(self._state.history)

    def deciding_seat(self) -> int | None:
        """Whose decision the game waits for (public: the table shows it), None once it is over."""
        return None if self._state is None or self._state.is_terminal() else self._state.current_player()

    def seat_view(self, seat: int) -> PlayerView:
        """What ``seat`` may know, for the one who plays it away from the screen (its phone, its
        computer player); a person at the screen sees theirs through ``view`` only."""
        assert self._state is not None, "the game has not started"
        if self.setup.seats[seat].is_human:
            raise ValueError(f"seat {seat} is played at the screen: its view is the table's")
        return self._state.view_for(seat)

    @property
    def edition_rules(self) -> EditionRules:
        """The game's fixed rule facts (the same object every view carries as ``edition_rules``)."""
        return self.setup.rules.edition_rules

    def refusal(self, action: Action, *then: Action) -> Rule | None:
        """The rule ``action`` (then ``then``, the same person's next answers to the same order)
        would break now, or None if the acting human may take it. Nothing changes: the table asks
        this to say why a control is off."""
        if self._to_act is None or self._state is None or self._state.current_player() != self._to_act:
            return Rule.NOT_YOUR_TURN
        try:
            self._state.check_answers((action, *then))
        except IllegalAction as exc:
            return Rule(exc.rule)
        return None

    def save(self, store: GameStore, path: Path | None = None) -> None:
        """Write the game to ``path``, or to the store's autosave (None); raises OSError as the store does."""
        assert self._state is not None, "the game has not started"
        if path is None:
            store.autosave(self._state, self.setup)
        else:
            store.save(path, self._state, self.setup)

    def save_text(self) -> str:
        """The game as a save text (rules, seed, every move so far): what the archive keeps of it."""
        assert self._state is not None, "the game has not started"
        return dumps(self._state, self.setup)

    def saved_game(self) -> SavedGame:
        """The game as Continue would resume it."""
        assert self._state is not None, "the game has not started"
        return SavedGame(self._state)

    @property
    def hot_seat(self) -> bool:
        """Two or more people share the screen: each hand shows only to its owner, while they act."""
        return len(self.setup.humans) >= 2

    def display_seat(self) -> int:
        """Whose hand the table shows, or -1: one person against computers, always theirs; hot seat,
        the person who took the cover, until their decisions of that moment are done."""
        return self._shown

    def view(self) -> PlayerView:
        """What the table shows: the displayed seat's view (seat 0 with no hand for spectators)."""
        assert self._state is not None, "the game has not started"
        return self._view_of(self._state)

    def start_view(self) -> PlayerView:
        """What the table is built from: the view, or for a resumed reveal the position before it
        (``start()`` then sends the reveal's events, to be shown quickly)."""
        if self._replay is not None:
            return self._view_of(self._replay[0])
        return self.view()

    def _view_of(self, state: GameState) -> PlayerView:
        if self._shown >= 0:
            return state.view_for(self._shown)
        view = state.view_for(0)
        return dataclasses.replace(
            view, hand_ingredients=(0,) * 6, hand_orders=(), legal_actions=(), question=None
        )

    def awaiting_hand_over(self) -> int | None:
        """The person the game waits for to take the screen (hot-seat), before they act."""
        return self._hand_over

    def acting_seat(self) -> int | None:
        """The human who was asked to act and has not yet acted."""
        return self._to_act

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
        refused = self.submit_for(-1 if self._to_act is None else self._to_act, *answers)
        if refused is not None:
            self.actionRefused.emit(refusal_text(refused))
        elif gate is not None:
            gate.applied(answers)
        return refused is None

    # ------------------------------------------------------------------ seats and their drivers
    def submit_for(self, seat: int, *answers: Action) -> Rule | None:
        """The one door for every seat's answers: applied if the game asked ``seat`` (a person: once
        their hand is shown) and the rules allow them all (None); else the rule broken, no change."""
        if not self._may_answer(seat):
            return Rule.NOT_YOUR_TURN
        try:
            self._apply(*answers)
        except IllegalAction as exc:
            return Rule(exc.rule)
        return None

    def _may_answer(self, seat: int) -> bool:
        asked = self._state is not None and self._asked == seat == self._state.current_player()
        return asked and (self._to_act == seat or not self.setup.seats[seat].is_human)

    def asked_seat(self) -> int | None:  # the seat the game waits for (asked, not yet answered)
        return self._asked

    def drive_phones(self, driver: SeatDriver | None) -> None:
        """Who plays the phone seats (None: nobody, they wait); a phone seat asked before is asked again."""
        self._phones = driver or NOBODY
        seat = self._asked
        if driver is not None and seat is not None and self.setup.seats[seat].is_phone:
            assert self._state is not None
            driver.ask(seat, self._state.view_for(seat))

    def replace_seat(self, seat: int, kind: str) -> None:
        """The operator gives a seat to another kind of player mid-game; its question goes with it."""
        before = self._driver(seat)
        seats = list(self.setup.seats)
        seats[seat] = seats[seat].model_copy(update={"kind": SeatKind(kind)})
        self.setup = self.setup.model_copy(update={"seats": tuple(seats)})
        self.ai.seat(self.setup, seat, seats[seat])
        if self._asked == seat:
            before.cancel()
            self._asked = None
            self._proceed()

    def _driver(self, seat: int) -> SeatDriver:
        config = self.setup.seats[seat]
        return self._screen if config.is_human else self._phones if config.is_phone else self.ai

    def animations_done(self) -> None:
        """The table finished animating the last batch: go on."""
        if not self._awaiting_animations:
            return
        self._awaiting_animations = False
        self.replaying = False
        self._proceed()

    def confirm_hand_over(self) -> None:
        """The next human took the seat: show their hand and ask them."""
        if self._hand_over is not None:
            seat, self._hand_over = self._hand_over, None
            self._ask_shown(seat)

    def decline_hand_over(self) -> None:
        """The person the game waits for says no on the cover, hand unseen: the question's public
        "no" (``GameState.declines``, always legal); nothing where it has none (a choice, a turn)."""
        steps = self._state.declines() if self._hand_over is not None and self._state is not None else ()
        if steps:
            self._hand_over = None
            self._apply(*steps)

    def continue_after_round(self) -> None:
        """The round summary was dismissed: play the next round (or end the game)."""
        if not self._waiting_round or self._defer(self.continue_after_round):
            return
        self._waiting_round = False
        self._round_end = None
        later, self._after_round = self._after_round, []
        self._emit_batch(later)

    # ------------------------------------------------------------------ pause
    # While anything holds the game (a menu, a modal dialog, the kiosk's PIN pad) nothing moves on,
    # and the table holds its animations; holders name their reasons, the last to let go resumes.
    def pause(self, reason: PauseReason) -> None:
        """Hold the game for ``reason`` until ``resume(reason)``."""
        was = self.paused
        self._pause_reasons.add(reason)
        if not was:
            self.pausedChanged.emit(True)

    def resume(self, reason: PauseReason) -> None:
        """Let go of ``reason``'s hold; with no hold left the game goes on where it stopped."""
        if reason not in self._pause_reasons:
            return
        self._pause_reasons.discard(reason)
        if self._pause_reasons:
            return
        self.pausedChanged.emit(False)
        deferred, self._deferred = self._deferred, []
        for method, args in deferred:
            method(*args)

    @property
    def ai_delay_ms(self) -> int:  # the pace of the computer players' answers (the speed setting)
        return self.ai.delay_ms

    @ai_delay_ms.setter
    def ai_delay_ms(self, ms: int) -> None:
        self.ai.delay_ms = ms

    @property
    def paused(self) -> bool:
        return bool(self._pause_reasons)

    def pause_reasons(self) -> frozenset[PauseReason]:
        return frozenset(self._pause_reasons)

    def _defer(self, method, *args: object) -> bool:
        """While paused, keep ``method(*args)`` for the resume and say so (True)."""
        if self._pause_reasons and (method, args) not in self._deferred:
            self._deferred.append((method, args))
        return bool(self._pause_reasons)

    def stop(self) -> None:
        """Forget pending answers, let the drivers go and wait for the AI's worker (before closing)."""
        for driver in (self._screen, self._phones, self.ai):
            driver.stop()

    # ------------------------------------------------------------------ flow
    def _apply(self, *answers: Action) -> None:
        state = self._state
        assert state is not None
        asked = (state.current_player(), state.pending.order if state.pending else None)
        events = state.apply_answers(answers)
        self._to_act = self._asked = None
        p = state.pending
        if self.hot_seat and (p is None or (p.seat, p.order) != asked):
            # Their decisions of this moment are done: the hand goes face down before anything is
            # shown. Asked again about the same order (a choice, then whether to add cards), the
            # same person is still acting: no new cover.
            self._shown = -1
        for action in answers:
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
        if self._state is None or self._awaiting_animations:
            return
        if self._defer(self._proceed):
            return
        if self._round_end is not None:
            if not self._waiting_round:
                self._waiting_round = True
                self.roundEnded.emit(self._round_end)
            return
        if self._state.is_terminal():
            if not self._game_end_sent:
                self._game_end_sent = True
                if self._game_end is None:
                    s = self._state
                    self._game_end = GameEnded(s.winners, tuple(len(d) for d in s.delivered), s.tiebreak)
                self.gameEnded.emit(self._game_end)
            return
        seat = self._asked = self._state.current_player()
        self._driver(seat).ask(seat, self._state.view_for(seat))

    def _ask_human(self, seat: int) -> None:
        if len(self.setup.humans) >= 2 and seat != self._shown:
            self._shown, self._hand_over = -1, seat
            self.stateChanged.emit()
            self.handOverRequested.emit(seat)
            return
        self._ask_shown(seat)

    def _ask_shown(self, seat: int) -> None:
        self._shown = self._to_act = seat
        self.stateChanged.emit()
        self.humanToAct.emit(seat)

    def _apply_ai(self, seat: int, token: int, action: Action) -> None:  # held while paused
        if token != self.ai.token or self._state is None:
            return
        if self._defer(self._apply_ai, seat, token, action):
            return
        self.ai.cancel()
        refused = self.submit_for(seat, action)
        if refused is not None:
            raise RuntimeError(f"the computer player of seat {seat} answered against {refused}: {action!r}")

    # ------------------------------------------------------------------ the kiosk's hold

    def set_paused(self, paused: bool) -> None:
        """Hold the game while the kiosk's PIN pad, rules page or a dialog covers it (one reason of
        ``pause``; released, it goes on exactly where it stopped unless another holder remains)."""
        (self.pause if paused else self.resume)(PauseReason.COVERED)


if TYPE_CHECKING:
    from mammamia_qt.ui.protocol import Controller

    def _is_a_controller(controller: GameController) -> Controller:
        """mypy's proof that GameController offers everything the UI is typed against."""
        return controller
