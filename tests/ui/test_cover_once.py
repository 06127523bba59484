"""Hot seat: a person who took the screen during a reveal is not covered again for their next
question in it (they helped someone, then their own order is asked: no second "Pass to Ben"); a
different person, a turn of play or a new round is covered as before."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QTimer

from mammamia_qt.engine.ids import Phase
from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.ui.controller import GameController

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def run_hot_seat(qtbot, seed: int, rounds: int = 2) -> list[tuple[str, int, str]]:
    """A Plus game of three people at one screen, answered at random: what happened, in order
    (("cover", seat, phase) when the cover asked for someone, ("act", seat, phase) when one acted)."""
    setup = GameSetup(rules=Rules(edition="plus", players=3),
                      seats=tuple(SeatConfig(name=n) for n in ("Anna", "Ben", "Carla")), seed=seed)  # fmt: skip
    controller = GameController(setup, ai_delay_ms=0)
    pick = random.Random(seed)
    log: list[tuple[str, int, str]] = []
    ended: list[int] = []

    def phase() -> str:
        return str(controller._state.phase) if controller._state is not None else ""

    def cover(seat: int) -> None:
        log.append(("cover", seat, phase()))
        QTimer.singleShot(0, controller.confirm_hand_over)

    def act(seat: int) -> None:
        log.append(("act", seat, phase()))
        legal = list(controller.view().legal_actions)
        QTimer.singleShot(0, lambda: controller.submit(pick.choice(legal)))

    def round_over(_event) -> None:
        ended.append(1)
        if len(ended) < rounds:
            QTimer.singleShot(0, controller.continue_after_round)

    controller.handOverRequested.connect(cover)
    controller.humanToAct.connect(act)
    controller.eventsReady.connect(lambda _events: QTimer.singleShot(0, controller.animations_done))
    controller.roundEnded.connect(round_over)
    controller.start()
    qtbot.waitUntil(lambda: len(ended) >= rounds or controller._state.is_terminal(), timeout=20000)
    return log


def test_no_second_cover_for_the_person_at_the_screen_in_a_reveal(qtbot) -> None:
    again, kept = [], 0
    for seed in range(1, 6):
        log = run_hot_seat(qtbot, seed)
        for (kind, seat, when), (next_kind, next_seat, next_when) in zip(log, log[1:]):
            if kind == "act" and when == next_when == Phase.REVEAL and next_seat == seat:
                if next_kind == "cover":
                    again.append((seed, seat))
                else:
                    kept += 1
    assert kept  # the same person was asked twice in a row in a reveal: what is checked happened
    assert not again, again


def test_a_different_person_is_still_covered(qtbot) -> None:
    log = run_hot_seat(qtbot, 3)
    for (kind, seat, _), (next_kind, next_seat, _) in zip(log, log[1:]):
        if kind == "act" and next_seat != seat and next_kind == "act":
            pytest.fail(f"seat {next_seat} acted after seat {seat} without the cover")
