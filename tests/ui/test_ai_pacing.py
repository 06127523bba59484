"""A computer player's pace tells nothing about its hand.

A help question that a computer player can only decline is asked and answered like one it could
say yes to: it is put to the player (who is shown thinking), and its answer is applied after the
same pause. The pause is read off the controller's timer calls, not measured.
"""

from __future__ import annotations

from mammamia_qt.engine import AskHelp, Complete, Help
from mammamia_qt.engine.scenario import build_state, parse_scenario
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.ui import ai_seats as ai_seats_module
from mammamia_qt.ui import controller as controller_module
from mammamia_qt.ui.controller import GameController

SCENARIO = {
    "name": "pacing",
    "edition": "plus",
    "seats": ["green", "yellow", "red"],
    "options": {"helping": True},
    "oven": ["olive", "olive", "pepper",
             {"owner": "green", "order": {"type": "normale", "needs": {"pepper": 1, "olive": 4}}}],
    "hands": {"green": {}, "yellow": {"salami": 3}, "red": {"olive": 2}},
    "waiters": {"green": 1, "yellow": 2, "red": 2},
}  # fmt: skip


class StoppedClock:
    """The controller's clock, stopped: every decision looks instant, so the pause is the pace."""

    def restart(self) -> int:
        return 0

    def elapsed(self) -> int:
        return 0


class Timers:
    """Stands in for QTimer in the controller: records each delay and runs the call at once."""

    def __init__(self) -> None:
        self.delays: list[int] = []

    def singleShot(self, ms: int, receiver: object, call=None) -> None:
        self.delays.append(ms)
        (call or receiver)()  # type: ignore[operator]


def test_a_forced_no_is_paced_like_a_real_answer(qtbot, monkeypatch) -> None:
    state = build_state(parse_scenario(SCENARIO))
    state.flow.end_phase_one(0, [])
    state.apply(Complete(False, ()))  # green's hand is empty: no is the only answer
    state.apply(AskHelp((0, 2, 0, 0, 0, 0)))
    assert state.current_player() == 1 and state.legal_actions() == [Help(False)]  # yellow: cannot
    seats = tuple(SeatConfig(name=n, kind="beginner") for n in ("Anna", "Beate", "Carlo"))
    setup = GameSetup(rules=state.rules, seats=seats, seed=1)
    timers = Timers()
    monkeypatch.setattr(controller_module, "QTimer", timers)
    monkeypatch.setattr(ai_seats_module, "QTimer", timers)  # the pace of the answers
    controller = GameController(setup, ai_delay_ms=700, saved=state)
    controller.ai._clock = StoppedClock()  # type: ignore[assignment]
    thinking: list[int] = []
    applied: list[tuple[int, int, object]] = []
    controller.aiThinking.connect(thinking.append)
    controller.eventsReady.connect(lambda _events: controller.animations_done())

    def on_applied(action: object) -> None:
        applied.append((len(thinking), timers.delays[-1], action))

    controller.actionApplied.connect(on_applied)
    controller.start()
    qtbot.waitUntil(lambda: len(applied) >= 2, timeout=10000)
    controller.stop()
    assert thinking[:2] == [1, 2]  # yellow is asked and shown thinking, then red
    (_, forced_pause, forced), (_, real_pause, _real) = applied[:2]
    assert forced == Help(False)
    assert forced_pause == real_pause == 700
