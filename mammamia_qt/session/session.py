"""A game being played: its state, its flow (``flow.py``), its seats' drivers and who watches it.

No Qt: the desktop's ``GameController`` (``ui/controller.py``) is a thin adapter that turns the
observers' calls into Qt signals, and anything that can call a function later (a Qt timer, an
asyncio loop) can run a session. The session owns the engine's state; everything else sees views
and events.

The game goes on in steps. Each batch of events goes to the observers (``events_ready``) and the
session waits for the table to have shown it (``animations_done``); then it shows the round's end
(``round_ended``, until ``continue_after_round``), or the game's end (``game_ended``), or asks the
driver of the seat the game waits for (``SeatDriver.ask`` with that seat's view). Every answer,
whoever gives it, comes back through one door, ``submit_for``: applied if that seat was asked
(a person: once their hand is shown) and the rules allow it, else the ``Rule`` broken and nothing
changed. While anything holds the game (``pause``) no step is taken; the last holder to let go
takes the step that was due.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from mammamia_qt.engine.actions import Action
from mammamia_qt.engine.errors import IllegalAction
from mammamia_qt.engine.events import Event, GameEnded, RoundEnded
from mammamia_qt.engine.ids import Phase, Rule
from mammamia_qt.engine.save import RevealSoFar, reveal_so_far
from mammamia_qt.engine.state import GameState
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.seats import GameSetup, SeatKind
from mammamia_qt.storage import SavedGame, dumps

from .drivers import NOBODY, Screen, SeatDriver
from .flow import Animation, Flow, HandOver, Idle, Over, PauseReason, RoundSummary, Seat


class Observer(Protocol):
    """Who watches a session (the desktop's controller turns each call into its signal)."""

    def events_ready(self, events: list[Event]) -> None: ...  # a batch to show, in order
    def state_changed(self) -> None: ...  # the shown view changed
    def human_to_act(self, seat: int) -> None: ...  # the person at the screen at ``seat`` acts now
    def hand_over_requested(self, seat: int) -> None: ...  # hot seat: cover until confirm_hand_over
    def round_ended(self, event: RoundEnded) -> None: ...  # after its batch was shown
    def game_ended(self, event: GameEnded) -> None: ...  # after its batch was shown
    def action_applied(self, action: Action) -> None: ...  # one per answer applied
    def paused_changed(self, paused: bool) -> None: ...


class Onlooker:
    """An observer that heeds only what it overrides (the rest of the calls pass it by)."""

    def events_ready(self, events: list[Event]) -> None:
        pass

    def state_changed(self) -> None:
        pass

    def human_to_act(self, seat: int) -> None:
        pass

    def hand_over_requested(self, seat: int) -> None:
        pass

    def round_ended(self, event: RoundEnded) -> None:
        pass

    def game_ended(self, event: GameEnded) -> None:
        pass

    def action_applied(self, action: Action) -> None:
        pass

    def paused_changed(self, paused: bool) -> None:
        pass


@dataclass(slots=True)
class Drivers:
    """Who plays the seats that are not at the screen: the computer players and the phones (nobody
    until they are served: ``Session.drive_phones``)."""

    computers: SeatDriver = NOBODY
    phones: SeatDriver = NOBODY


@dataclass(slots=True)
class _Held:
    """The holders of a paused game and the steps that came due meanwhile."""

    reasons: set[PauseReason] = field(default_factory=set)
    due: list[tuple[Callable[..., None], tuple[Any, ...]]] = field(default_factory=list)


class Session:
    """One game's flow: ``start``, then answers through ``submit_for`` and the table's
    ``animations_done``, ``confirm_hand_over``/``decline_hand_over`` and ``continue_after_round``."""

    def __init__(
        self,
        setup: GameSetup,
        drivers: Drivers,
        observers: Sequence[Observer],
        *,
        call_soon: Callable[[Callable[[], None]], None],
    ) -> None:
        self.setup = setup
        self.drivers = drivers
        self.observers = list(observers)
        self.call_soon = call_soon
        self.state: GameState | None = None
        self.flow: Flow = Idle()
        self.replay: RevealSoFar | None = None  # a resumed reveal, shown again from its start
        self.replaying = False  # the batch on the table is that replay
        self.shown = -1  # whose hand the table shows (-1: none)
        self.holder: int | None = None  # hot seat: who took the screen last, during this reveal
        self.held = _Held()
        self._resume: GameState | None = None
        self._ended: GameEnded | None = None
        self._screen = Screen(self._ask_human)
        humans = setup.humans
        if len(humans) == 1:
            self.shown = humans[0]

    def _tell(self, name: str, *args: Any) -> None:
        for observer in self.observers:
            getattr(observer, name)(*args)

    # ------------------------------------------------------------------ starting
    def resume_with(self, saved: GameState | SavedGame) -> None:
        """Play on from ``saved`` when started. Saved during a reveal, the table starts from before
        it and replays it quickly, so the players see every step (the autosave may be ahead of what
        was last on screen); a save brings its reveal so far, read in the one replay of its moves."""
        if isinstance(saved, SavedGame):
            state, replay = saved._state, saved._reveal
        else:
            state = saved
            try:
                replay = reveal_so_far(self.setup.rules, self.setup.seed, state)
            except Exception:  # a replay that fails only costs the replay
                replay = None
        self._resume = self.state = state
        self.replay = replay

    def start(self) -> None:
        """Deal a new game from the setup, or play on from the state given to ``resume_with``."""
        self.flow = Idle()
        if self._resume is None:
            self.state, events = GameState.new_game(self.setup.rules, self.setup.seed)
            self._emit_batch(events)
            return
        self.state, self._resume = self._resume, None
        if self.replay is not None:
            events, self.replay = self.replay.events, None
            self.replaying = True
            self._emit_batch(events)
            return
        self._tell("state_changed")
        if self.state.is_terminal():
            self._emit_batch([])
        else:
            self.call_soon(self._proceed)

    # ------------------------------------------------------------------ what its faces may read
    @property
    def started(self) -> bool:
        """The game is there to show: started, or a saved one given to ``resume_with``."""
        return self.state is not None

    @property
    def over(self) -> bool:
        """The game has been played to its end."""
        return self.state is not None and self.state.is_terminal()

    def moves(self) -> int:
        """How many moves the game has had (0 before it starts): a phone names its tap's state by it."""
        return 0 if self.state is None else len(self.state.history)

    def deciding_seat(self) -> int | None:
        """Whose decision the game waits for (public: the table shows it), None once it is over."""
        return None if self.state is None or self.state.is_terminal() else self.state.current_player()

    def seat_view(self, seat: int) -> PlayerView:
        """What ``seat`` may know: all its driver (a phone, a computer player) is given."""
        assert self.state is not None, "the game has not started"
        return self.state.view_for(seat)

    def save_text(self) -> str:
        """The game as a save text (rules, seed, every move so far): what the archive keeps of it."""
        assert self.state is not None, "the game has not started"
        return dumps(self.state, self.setup)

    # ------------------------------------------------------------------ what is asked
    def asked_seat(self) -> int | None:
        """The seat the game waits for (asked, not yet answered)."""
        return self.flow.seat if isinstance(self.flow, (Seat, HandOver)) else None

    def acting_seat(self) -> int | None:
        """The person at the screen who was asked and whose hand is shown."""
        flow = self.flow
        return flow.seat if isinstance(flow, Seat) and flow.shown else None

    def awaiting_hand_over(self) -> int | None:
        """The person the game waits for to take the screen (hot seat), before they act."""
        return self.flow.seat if isinstance(self.flow, HandOver) else None

    @property
    def hot_seat(self) -> bool:
        """Two or more people share the screen: each hand shows only to its owner, while they act."""
        return len(self.setup.humans) >= 2

    def view(self) -> PlayerView:
        """What the table shows: the shown seat's view (seat 0 with no hand for spectators)."""
        assert self.state is not None, "the game has not started"
        return self.view_of(self.state)

    def view_of(self, state: GameState) -> PlayerView:
        if self.shown >= 0:
            return state.view_for(self.shown)
        view = state.view_for(0)
        return dataclasses.replace(
            view, hand_ingredients=(0,) * 6, hand_orders=(), legal_actions=(), question=None
        )

    def refusal(self, action: Action, *then: Action) -> Rule | None:
        """The rule the acting person's answers would break now, or None; nothing changes."""
        acting = self.acting_seat()
        if acting is None or self.state is None or self.state.current_player() != acting:
            return Rule.NOT_YOUR_TURN
        try:
            self.state.check_answers((action, *then))
        except IllegalAction as exc:
            return Rule(exc.rule)
        return None

    # ------------------------------------------------------------------ the one door
    def submit_for(self, seat: int, *answers: Action) -> Rule | None:
        """Applied if the game asked ``seat`` (a person: once their hand is shown) and the rules
        allow every answer (None); else the rule broken, and nothing changed."""
        if not self._may_answer(seat):
            return Rule.NOT_YOUR_TURN
        try:
            self._apply(*answers)
        except IllegalAction as exc:
            return Rule(exc.rule)
        return None

    def _may_answer(self, seat: int) -> bool:
        flow = self.flow
        asked = self.state is not None and isinstance(flow, Seat) and flow.seat == seat
        asked = asked and self.state is not None and self.state.current_player() == seat
        return asked and (self.acting_seat() == seat or not self.setup.seats[seat].is_human)

    # ------------------------------------------------------------------ seats and their drivers
    def driver(self, seat: int) -> SeatDriver:
        config = self.setup.seats[seat]
        if config.is_human:
            return self._screen
        return self.drivers.phones if config.is_phone else self.drivers.computers

    def drive_phones(self, driver: SeatDriver | None) -> None:
        """Who plays the phone seats (None: nobody, they wait); a phone seat asked before is asked again."""
        self.drivers.phones = driver or NOBODY
        seat = self.asked_seat()
        if driver is not None and seat is not None and self.setup.seats[seat].is_phone:
            assert self.state is not None
            driver.ask(seat, self.state.view_for(seat))

    def replace_seat(self, seat: int, kind: SeatKind) -> None:
        """Another kind of player takes ``seat`` (its driver already told); its question goes with it."""
        before = self.driver(seat)
        seats = list(self.setup.seats)
        seats[seat] = seats[seat].model_copy(update={"kind": kind})
        self.setup = self.setup.model_copy(update={"seats": tuple(seats)})
        if self.asked_seat() == seat:
            before.cancel()
            self.flow = Idle()
            self._proceed()

    def stop(self) -> None:
        """Forget pending answers and let every driver go (before closing)."""
        for driver in (self._screen, self.drivers.phones, self.drivers.computers):
            driver.stop()

    # ------------------------------------------------------------------ the table's steps
    def animations_done(self) -> None:
        """The table has shown the last batch: go on."""
        flow = self.flow
        if not isinstance(flow, Animation):
            return
        self.replaying = False
        self.flow = RoundSummary(flow.round_end, flow.after) if flow.round_end else Idle()
        self._proceed()

    def confirm_hand_over(self) -> None:
        """The person the cover waited for took the screen: show their hand and ask them."""
        if isinstance(self.flow, HandOver):
            seat = self.flow.seat
            in_reveal = self.state is not None and self.state.phase == Phase.REVEAL
            self.holder = seat if in_reveal else None
            self._ask_shown(seat)

    def decline_hand_over(self) -> None:
        """The person the game waits for says no on the cover, hand unseen: the question's public
        "no" (``GameState.declines``); nothing where it has none (a choice, a turn)."""
        if not isinstance(self.flow, HandOver) or self.state is None:
            return
        steps = self.state.declines()
        if steps:
            self._apply(*steps)

    def continue_after_round(self) -> None:
        """The round's summary was dismissed: play the next round (or end the game)."""
        flow = self.flow
        if not (isinstance(flow, RoundSummary) and flow.shown) or self.hold(self.continue_after_round):
            return
        self.flow = Idle()
        self._emit_batch(flow.after)

    # ------------------------------------------------------------------ holding the game
    def pause(self, reason: PauseReason) -> None:
        """Hold the game for ``reason`` until ``resume(reason)``."""
        was = self.paused
        self.held.reasons.add(reason)
        if not was:
            self._tell("paused_changed", True)

    def resume(self, reason: PauseReason) -> None:
        """Let go of ``reason``'s hold; with no hold left the game goes on where it stopped."""
        if reason not in self.held.reasons:
            return
        self.held.reasons.discard(reason)
        if self.held.reasons:
            return
        self._tell("paused_changed", False)
        due, self.held.due = self.held.due, []
        for method, args in due:
            method(*args)

    @property
    def paused(self) -> bool:
        return bool(self.held.reasons)

    def hold(self, method: Callable[..., None], *args: Any) -> bool:
        """While held, keep ``method(*args)`` for the resume and say so (True)."""
        if self.held.reasons and (method, args) not in self.held.due:
            self.held.due.append((method, args))
        return bool(self.held.reasons)

    # ------------------------------------------------------------------ the flow
    def _apply(self, *answers: Action) -> None:
        state = self.state
        assert state is not None
        asked = (state.current_player(), state.pending.order if state.pending else None)
        events = state.apply_answers(answers)
        self.flow = Idle()
        p = state.pending
        if self.hot_seat and (p is None or (p.seat, p.order) != asked):
            # Their decisions of this moment are done: the hand goes face down before anything is
            # shown. Asked again about the same order (a choice, then whether to add cards), the
            # same person is still acting: no new cover.
            self.shown = -1
        if state.phase != Phase.REVEAL:
            self.holder = None  # a turn, a new round: the cover asks again
        for action in answers:
            self._tell("action_applied", action)
        self._emit_batch(events)

    def _emit_batch(self, events: list[Event]) -> None:
        split = next((i for i, e in enumerate(events) if isinstance(e, RoundEnded)), None)
        round_end, after = None, []
        if split is not None:
            round_end, after = events[split], events[split + 1 :]
            events = events[: split + 1]
        for event in events:
            if isinstance(event, GameEnded):
                self._ended = event
        self.flow = Animation(round_end, after)  # type: ignore[arg-type]
        self._tell("events_ready", events)
        self._tell("state_changed")

    def _proceed(self) -> None:
        flow, state = self.flow, self.state
        if state is None or isinstance(flow, (Animation, Over)) or self.hold(self._proceed):
            return
        if isinstance(flow, RoundSummary):
            if not flow.shown:
                self.flow = dataclasses.replace(flow, shown=True)
                self._tell("round_ended", flow.ended)
            return
        if state.is_terminal():
            ended = self._ended or GameEnded(
                state.winners, tuple(len(d) for d in state.delivered), state.tiebreak
            )
            self.flow = Over(ended)
            self._tell("game_ended", ended)
            return
        seat = state.current_player()
        self.flow = Seat(seat)
        self.driver(seat).ask(seat, state.view_for(seat))

    def _ask_human(self, seat: int) -> None:
        if self.hot_seat and seat != self.shown:
            if seat == self.holder:
                # Still at the screen since they last took it in this reveal (they helped, now
                # their own order is asked): no second "Pass to" them; their hand shows again.
                self._ask_shown(seat)
                return
            self.shown, self.flow, self.holder = -1, HandOver(seat), None
            self._tell("state_changed")
            self._tell("hand_over_requested", seat)
            return
        self._ask_shown(seat)

    def _ask_shown(self, seat: int) -> None:
        self.shown, self.flow = seat, Seat(seat, shown=True)
        self._tell("state_changed")
        self._tell("human_to_act", seat)
