"""The guided first game as data: a fixed deal, the player's moves in it, and the lesson's steps.

The engine and the computer players are deterministic, so the rules, the seed and the opponent's
level fix the whole first round once the player's moves are fixed too: the lesson asks for exactly
``MOVES``, one decision after another, and the deal gives each lesson point on the way (tested in
``tests/test_tutorial_script.py``; ``packaging/find_tutorial_deal.py`` found the seed). Each step is a
note (read, then Next) or a move (one of ``MOVES``), with the part of the table it points at and the
lesson's text. The texts are source texts marked for Qt Linguist; ``ui/tutorial/`` translates them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from mammamia_qt.engine.actions import WAITER, Action, Choose, Complete, Play
from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for lupdate under ``context``; the text itself is the source text."""
    return text


CONTEXT = "Tutorial"
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
    text: str  # the lesson's words (a source text); a move's instruction is added from the move
    move: int | None = None  # index into MOVES
    when: When = When.NOW

    @property
    def is_note(self) -> bool:
        return self.move is None


STEPS: tuple[Step, ...] = (
    Step(
        Part.HAND,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "Welcome to Mamma Mia! Let's play your first game together. These are your cards: "
            "ingredients, and your order, a pizza you want to bake.",
        ),
    ),
    Step(
        Part.OVEN,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "This is the oven. Everyone puts cards into it, but only the top card stays "
            "visible. Remember what goes in: that is the whole game!",
        ),
    ),
    Step(
        Part.OPPONENT,
        QT_TRANSLATE_NOOP(
            "Tutorial", "This is your opponent, Luigi. He plays his own orders with the same oven."
        ),
    ),
    Step(
        Part.ORDER,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your turn! Each turn you put ingredients of one kind into the oven, may add one "
            "order, and then draw back up to seven cards.",
        ),
        move=0,
    ),
    Step(
        Part.SUPPLY,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "You may draw from the supply (ingredients) or from your waiter (your own "
            "orders), never both. This time take ingredients.",
        ),
        move=1,
    ),
    Step(Part.HAND, QT_TRANSLATE_NOOP("Tutorial", "Well done. Keep filling the oven."), move=2),
    Step(
        Part.HAND,
        QT_TRANSLATE_NOOP(
            "Tutorial", "Orders are delivered when the ingredients before them are in the oven."
        ),
        move=3,
    ),
    Step(Part.HAND, "", move=4),
    Step(Part.HAND, "", move=5),
    Step(Part.HAND, "", move=6),
    Step(Part.HAND, "", move=7),
    Step(
        Part.HAND, QT_TRANSLATE_NOOP("Tutorial", "No order left in your hand: just play ingredients."), move=8
    ),
    Step(Part.HAND, "", move=9),
    Step(Part.HAND, "", move=10),
    Step(
        Part.COLUMNS,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "The supply is empty: the oven is turned over! Its cards are shown one by one, "
            "in the order they were played. Ingredients join their columns.",
        ),
        when=When.REVEAL,
    ),
    Step(
        Part.DOCK,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your order is short of a few ingredients, but you hold them. Complete it from "
            "your hand and it is delivered!",
        ),
        move=11,
    ),
    Step(Part.DOCK, QT_TRANSLATE_NOOP("Tutorial", "This order lets you choose a kind."), move=12),
    Step(
        Part.DOCK, QT_TRANSLATE_NOOP("Tutorial", "Short again, and you can cover it: complete it."), move=13
    ),
    Step(
        Part.DOCK,
        QT_TRANSLATE_NOOP(
            "Tutorial", "This time your hand cannot cover it: the order goes back under your waiter."
        ),
        move=14,
    ),
    Step(Part.DOCK, "", move=15),
    Step(Part.DOCK, "", move=16),
    Step(Part.DOCK, "", move=17),
    Step(Part.DOCK, "", move=18),
    Step(
        Part.DOCK,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "That was a whole round! The lesson ends here: play on against Luigi. Whoever has "
            "delivered the most orders after three rounds wins. Good luck!",
        ),
    ),
)


def setup(player: str, opponent: str) -> GameSetup:
    """The guided game's setup, with the names in the player's language."""
    seats = (SeatConfig(name=player), SeatConfig(name=opponent, kind=OPPONENT))
    return GameSetup(rules=RULES, seats=seats, seed=SEED)
