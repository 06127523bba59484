"""The engine is a stack: the table's fields at the bottom, the rule modules above, ``GameState`` on
top. That no module imports one above it (imports under TYPE_CHECKING count too) is import-linter's
``engine-stack`` contract and ``tests/test_gates.py``'s circle check; here, that the rule functions
are called as module functions, not bound as ``GameState`` methods."""

from __future__ import annotations

import inspect

from mammamia_qt.engine import reveal_flow, rounds, turns
from mammamia_qt.engine.state import GameState


def test_no_rule_function_is_bound_as_a_state_method() -> None:
    rule_functions = {
        id(fn)
        for module in (rounds, turns, reveal_flow)
        for _, fn in inspect.getmembers(module, inspect.isfunction)
    }
    bound = [
        name for cls in GameState.__mro__ for name, value in vars(cls).items() if id(value) in rule_functions
    ]
    assert bound == []
    assert callable(turns.turn_actions) and not hasattr(GameState, "turn_actions")
