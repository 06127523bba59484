"""Refusals: the engine names the rule (``Rule``), ``names.refusal_text`` words it, once per rule."""

from __future__ import annotations

import random

from mammamia_qt.engine import GameState, IllegalAction, Play, Rules
from mammamia_qt.engine.cards import Edition
from mammamia_qt.engine.ids import Rule
from mammamia_qt.ui.common.names import refusal_text

FALLBACK = refusal_text("no_such_rule")


def test_every_rule_has_its_own_wording() -> None:
    texts = {rule: refusal_text(rule) for rule in Rule}
    assert all(text and text != FALLBACK for text in texts.values())
    assert len(set(texts.values())) == len(texts)  # no two rules share a sentence
    for rule in Rule:
        assert refusal_text(rule.value) == texts[rule]  # the plain id works the same


def test_every_refusal_the_engine_gives_is_worded() -> None:
    """Random plays, most of them illegal, in both editions: each refusal is a Rule with a sentence."""
    rng = random.Random(3)
    seen: set[Rule] = set()
    for edition, players in ((Edition.CLASSIC, 3), (Edition.PLUS, 4)):
        state, _ = GameState.new_game(Rules(edition=edition, players=players), 5)
        for _ in range(400):
            if state.is_terminal():
                break
            probe = Play(
                rng.randrange(-1, 6), rng.randrange(0, 4), -1, rng.choice(["", "supply", "waiter"]), 3
            )
            try:
                state.apply(probe)
            except IllegalAction as exc:
                assert isinstance(exc.rule, Rule)
                assert refusal_text(exc.rule) != FALLBACK
                seen.add(exc.rule)
            legal = state.legal_actions()
            if not state.is_terminal() and legal:
                state.apply(legal[rng.randrange(len(legal))])
    assert len(seen) >= 3
