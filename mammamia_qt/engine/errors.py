"""Errors the engine raises, and the refusal they carry."""

from __future__ import annotations

from typing import NamedTuple

from .ids import Rule


class Refusal(NamedTuple):
    """Why a move is not allowed: a message for logs and the ``Rule`` it breaks (the UI words the rule)."""

    message: str
    rule: Rule


class IllegalAction(ValueError):
    """An action the rules do not allow now; ``rule`` is the ``Rule`` it breaks.

    The state is left unchanged.
    """

    def __init__(self, message: str, rule: Rule) -> None:
        super().__init__(message)
        self.rule = rule

    @classmethod
    def refused(cls, refusal: Refusal) -> IllegalAction:
        return cls(refusal.message, refusal.rule)
