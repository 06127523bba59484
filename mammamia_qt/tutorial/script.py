"""The guided first game as data: a fixed deal, the player's moves in it, and the lesson's steps.

The engine and the computer players are deterministic, so the rules, the seed and the opponent's
level fix the whole first round once the player's moves are fixed too: the lesson asks for exactly
``MOVES``, one decision after another, and the deal gives each lesson point on the way (tested in
``tests/test_tutorial_script.py``; ``packaging/find_tutorial_deal.py`` found the seed). Each step is a
note (read, then Next) or a move (one of ``MOVES``), with the part of the table it points at and the
lesson's words by name (the words themselves, translated, are ``ui/tutorial/texts.py``'s).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from mammamia_qt.engine.actions import WAITER, Action, Choose, Complete, Play
from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind

RULES = Rules(players=2, start_player=0)
"""Classic for two: the player (seat 0, who starts) and one computer opponent."""
SEED = 98
OPPONENT = SeatKind.BEGINNER
PLAYER = 0

MOVES: tuple[Action, ...] = (
    Play(1, 2, 2, WAITER, 3),
    Play(3, 2, 7, "supply", 3),
    Play(0, 1, 1, WAITER, 2),
    Play(2, 2, 6, WAITER, 2),
    Play(4, 1, 0, "supply", 3),
    Play(1, 1, 4, "supply", 2),
    Play(4, 1, 3, "supply", 2),
    Play(0, 2, 5, "supply", 3),
    Play(3, 1, -1, "supply", 1),
    Play(3, 1, -1, "supply", 1),
    Play(0, 1, -1, "supply", 1),
    Complete(True, (1, 0, 0, 4, 0, 0)),
    Choose((1,)),
    Complete(True, (1, 1, 0, 0, 0, 0)),
    Complete(False, ()),
    Choose((2,)),
    Complete(False, ()),
    Complete(False, ()),
    Complete(False, ()),
)
"""The player's decisions in the first round, in order (turns, then the reveal's questions)."""


class Part(StrEnum):
    """The parts of the table a step points at."""

    HAND = "hand"
    ORDER = "order"  # the order card the move plays, in the hand
    OVEN = "oven"
    SUPPLY = "supply"
    WAITER = "waiter"  # the player's seat panel, where the waiter's count is
    OPPONENT = "opponent"
    COLUMNS = "columns"
    DOCK = "dock"  # the turn's controls or the reveal's question


class When(StrEnum):
    """When a note is shown: at once, or once the oven is turned over."""

    NOW = "now"
    REVEAL = "reveal"


@dataclass(frozen=True, slots=True)
class Step:
    """One step: a note (``move`` is None) or one of the player's moves; what it points at; its text."""

    part: Part
    lesson: str  # the lesson's words, by name (ui/tutorial/texts.py LESSONS; "" for none): a move's
    # instruction is added from the move
    move: int | None = None  # index into MOVES
    when: When = When.NOW

    @property
    def is_note(self) -> bool:
        return self.move is None


STEPS: tuple[Step, ...] = (
    Step(Part.HAND, "welcome"),
    Step(Part.OVEN, "oven"),
    Step(Part.OPPONENT, "opponent"),
    Step(Part.ORDER, "turn", move=0),
    Step(Part.SUPPLY, "draw", move=1),
    Step(Part.HAND, "well_done", move=2),
    Step(Part.HAND, "delivery", move=3),
    Step(Part.HAND, "", move=4),
    Step(Part.HAND, "", move=5),
    Step(Part.HAND, "", move=6),
    Step(Part.HAND, "", move=7),
    Step(Part.HAND, "no_order", move=8),
    Step(Part.HAND, "", move=9),
    Step(Part.HAND, "", move=10),
    Step(Part.COLUMNS, "reveal", when=When.REVEAL),
    Step(Part.DOCK, "complete", move=11),
    Step(Part.DOCK, "choose", move=12),
    Step(Part.DOCK, "again", move=13),
    Step(Part.DOCK, "back", move=14),
    Step(Part.DOCK, "", move=15),
    Step(Part.DOCK, "", move=16),
    Step(Part.DOCK, "", move=17),
    Step(Part.DOCK, "", move=18),
    Step(Part.DOCK, "end"),
)


def setup(player: str, opponent: str) -> GameSetup:
    """The guided game's setup, with the names in the player's language."""
    seats = (SeatConfig(name=player), SeatConfig(name=opponent, kind=OPPONENT))
    return GameSetup(rules=RULES, seats=seats, seed=SEED)
