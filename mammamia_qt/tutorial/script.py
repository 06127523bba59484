"""The guided games as data: a fixed deal, the player's moves in it, and the lesson's steps.

The engine and the computer players are deterministic, so the rules, the seed and the opponents'
level fix the whole first round once the player's moves are fixed too: a lesson asks for exactly
its ``moves``, one decision after another, and the deal gives each lesson point on the way (tested
in ``tests/test_tutorial_script.py``; ``packaging/find_tutorial_deal.py`` found the seeds). Each step
is a note (read, then Next) or a move (one of the moves), with the part of the table it points at
and the lesson's words by name (the words themselves, translated, are ``ui/tutorial/texts.py``'s).

Two lessons: ``CLASSIC``, the first game (Classic for two), and ``PLUS``, helping (Plus for three).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from mammamia_qt.engine.actions import SUPPLY, WAITER, Action, AskHelp, Choose, Complete, Help, Play
from mammamia_qt.engine.cards import Edition
from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind

PLAYER = 0
"""The player's seat in every lesson (they start)."""


class Part(StrEnum):
    """The parts of the table a step points at."""

    HAND = "hand"
    ORDER = "order"  # the order card the move plays, in the hand
    OVEN = "oven"
    SUPPLY = "supply"
    WAITER = "waiter"  # the player's seat panel, where the waiter's count is
    OPPONENT = "opponent"  # the other seats' panels
    COLUMNS = "columns"
    DOCK = "dock"  # the turn's controls or the reveal's question


class When(StrEnum):
    """What the table must have shown before a note is: the deal (``NOW``: the table at rest), the
    player's drawing of the Mamma Mia card, the oven turned over, or every card of the reveal (the
    round's end about to be shown)."""

    NOW = "now"
    MAMMA_MIA = "mamma_mia"
    REVEAL = "reveal"
    END = "end"


@dataclass(frozen=True, slots=True)
class Step:
    """One step: a note (``move`` is None) or one of the player's moves; what it points at; its words."""

    part: Part
    lesson: str  # the lesson's words, by name (ui/tutorial/texts.py LESSONS; "" for none): a move's
    # instruction is added from the move
    move: int | None = None  # index into the lesson's moves
    when: When = When.NOW

    @property
    def is_note(self) -> bool:
        return self.move is None


@dataclass(frozen=True, slots=True)
class Lesson:
    """A guided game: its rules and seed, the computer opponents, the player's moves and the steps."""

    name: str
    rules: Rules
    seed: int
    opponents: tuple[str, ...]  # their names (seats 1, 2...), all of OPPONENT's level
    moves: tuple[Action, ...]
    steps: tuple[Step, ...]

    def setup(self, player: str) -> GameSetup:
        """The lesson's setup, with the player's name in their language."""
        seats = (SeatConfig(name=player),) + tuple(SeatConfig(name=n, kind=OPPONENT) for n in self.opponents)
        return GameSetup(rules=self.rules, seats=seats, seed=self.seed)


OPPONENT = SeatKind.BEGINNER


def _plays(*moves: tuple[int, int, int, str, int]) -> tuple[Play, ...]:
    return tuple(Play(*move) for move in moves)


def _turns(lessons: dict[int, str], count: int, part: Part = Part.ORDER) -> tuple[Step, ...]:
    """One step per turn: the named lessons where given, the instruction alone elsewhere; each
    points at the very cards the turn plays (its order card, or its ingredients)."""
    return tuple(Step(part, lessons.get(i, ""), move=i) for i in range(count))


CLASSIC = Lesson(
    name="classic",
    rules=Rules(players=2, start_player=0),
    seed=98,
    opponents=("Luigi",),
    moves=_plays(
        (1, 2, 2, WAITER, 3),
        (3, 2, 7, SUPPLY, 3),
        (0, 1, 1, WAITER, 2),
        (2, 2, 6, WAITER, 2),
        (4, 1, 0, SUPPLY, 3),
        (1, 1, 4, SUPPLY, 2),
        (4, 1, 3, SUPPLY, 2),
        (0, 2, 5, SUPPLY, 3),
        (3, 1, -1, SUPPLY, 1),
        (3, 1, -1, SUPPLY, 1),
        (0, 1, -1, SUPPLY, 1),
    )  # fmt: skip
    + (
        Complete(True, (1, 0, 0, 4, 0, 0)),
        Choose((1,)),
        Complete(True, (1, 1, 0, 0, 0, 0)),
        Complete(False, ()),
        Choose((2,)),
        Complete(False, ()),
        Complete(False, ()),
        Complete(False, ()),
    ),
    steps=(
        Step(Part.HAND, "welcome"),
        Step(Part.OVEN, "oven"),
        Step(Part.OPPONENT, "opponent"),
        Step(Part.ORDER, "turn", move=0),
        Step(Part.SUPPLY, "draw", move=1),
        *_turns({2: "well_done", 3: "delivery"}, 5)[2:],
        Step(Part.WAITER, "mamma_mia", when=When.MAMMA_MIA),
        *_turns({8: "no_order"}, 11)[5:],
        Step(Part.COLUMNS, "reveal", when=When.REVEAL),
        Step(Part.DOCK, "complete", move=11),
        Step(Part.DOCK, "choose", move=12),
        Step(Part.DOCK, "again", move=13),
        Step(Part.DOCK, "back", move=14),
        *(Step(Part.DOCK, "", move=i) for i in range(15, 19)),
        Step(Part.COLUMNS, "end", when=When.END),
    ),
)
"""The first game: Classic for two against Luigi; the first round's 19 decisions (eleven turns,
then the reveal: an order completed from the hand, a kind chosen, orders back to the waiter). The
player draws the Mamma Mia card on their fifth turn (the note after it)."""

PLUS = Lesson(
    name="plus",
    rules=Rules(edition=Edition.PLUS, players=3, start_player=0),
    seed=61,
    opponents=("Luigi", "Gina"),
    moves=_plays(
        (2, 2, 3, WAITER, 3),
        (1, 1, 1, SUPPLY, 2),
        (1, 1, -1, WAITER, 1),
        (2, 1, 8, SUPPLY, 2),
        (3, 1, -1, SUPPLY, 1),
        (3, 2, 11, SUPPLY, 3),
        (1, 1, -1, WAITER, 1),
        (4, 1, -1, SUPPLY, 1),
        (2, 1, -1, SUPPLY, 1),
        (5, 3, 10, SUPPLY, 4),
    )  # fmt: skip
    + (
        Complete(False, ()),
        AskHelp((0, 0, 0, 0, 2, 0)),
        Help(False),
        Help(False),
        Complete(False, ()),
        AskHelp((1, 0, 0, 0, 0, 0)),
        Choose((3, 5)),
        Complete(False, ()),
        AskHelp((0, 0, 0, 0, 0, 2)),
        Help(False),
        Help(False),
        Help(True),
        Help(False),
        Help(False),
        Choose((5,)),
    ),
    steps=(
        Step(Part.HAND, "plus_welcome"),
        Step(Part.OPPONENT, "plus_opponents"),
        *_turns({0: "plus_turn"}, 10),
        Step(Part.COLUMNS, "reveal", when=When.REVEAL),
        Step(Part.DOCK, "ask_help", move=10),
        Step(Part.DOCK, "", move=11),
        Step(Part.DOCK, "asked", move=12),
        *(Step(Part.DOCK, "", move=i) for i in range(13, 21)),
        Step(Part.DOCK, "help", move=21),
        *(Step(Part.DOCK, "", move=i) for i in range(22, 25)),
        Step(Part.SUPPLY, "one_lap", when=When.END),
        Step(Part.COLUMNS, "plus_end", when=When.END),
    ),
)
"""Helping: Plus for three against Luigi and Gina; the first round's 25 decisions (ten turns, then
the reveal: help asked for and given, a request the player turns down, the player helping)."""

LESSONS: dict[str, Lesson] = {lesson.name: lesson for lesson in (CLASSIC, PLUS)}
