"""One click, several answers: ``apply_answers`` and the public "no" (``declines``).

A question whose kind has a "no" always has it, whatever the asked hand holds, so the hot-seat
cover may offer it without showing the hand; several answers go in only while the same person
is asked about the same order.
"""

from __future__ import annotations

import random

import pytest

from mammamia_qt.engine.actions import AskHelp, Complete, Help
from mammamia_qt.engine.errors import IllegalAction

from .engine_support import new, start_reveal


@pytest.mark.parametrize(
    ("edition", "players", "options"),
    [("plus", 4, {}), ("plus", 3, {"helping": False}), ("classic", 3, {}), ("plus", 5, {})],
)
def test_every_decline_is_legal_whatever_the_hands(edition: str, players: int, options: dict) -> None:
    seen: set[str] = set()
    for seed in range(4):
        state, _ = new(edition, players, seed, **options)
        rng = random.Random(seed)
        while not state.is_terminal():
            p = state.pending
            declines = state.declines()
            if p is None or p.stage == "choose":
                assert declines == ()
            else:
                seen.add(p.stage)
                trial = state.clone()
                before = trial.fingerprint()
                trial.check_answers(declines)
                assert trial.fingerprint() == before  # checking changes nothing
                trial.apply_answers(declines)
                assert trial.pending is None or trial.pending.order != p.order or trial.pending.seat != p.seat
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    assert "complete" in seen
    if options.get("helping", True) and edition == "plus":
        assert {"complete", "help"} <= seen


def test_answers_go_to_one_question_only() -> None:
    state, _ = new("plus", 4, 3)
    start_reveal(state, ["olive", 0], hands={1: {"olive": 4}, 2: {}, 3: {}}, waiters={1: 2, 2: 2, 3: 2},
                 evaluator=0)  # fmt: skip
    p = state.pending
    assert p is not None and p.stage == "complete" and p.seat == 0
    short = p.short
    before = state.fingerprint()
    with pytest.raises(IllegalAction):  # the second "no help" would be another person's
        state.apply_answers((Complete(False, ()), AskHelp(short), Help(False), Help(False)))
    assert state.fingerprint() == before  # all or nothing
    events = state.apply_answers((Complete(False, ()), AskHelp(short)))
    assert state.pending is not None and state.pending.stage == "help" and state.pending.seat == 1
    assert any(type(e).__name__ == "HelpAsked" for e in events)
