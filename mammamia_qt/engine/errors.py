"""Errors the engine raises."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules do not allow now; ``rule`` is a short id of the rule it breaks.

    The state is left unchanged.
    """

    def __init__(self, message: str, rule: str) -> None:
        super().__init__(message)
        self.rule = rule
