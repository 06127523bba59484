"""The memory coach: questions a strong player answers from memory of a round's public plays.

Qt-free, a layer beside the AI, the phones and the archive: it reads engine events and views only.
``memory.py`` gathers what one seat saw of a round (the plays as announced, the carried-over
ingredients), ``questions.py`` asks about it at a level of difficulty, with the true answer and
the plays that made it, and ``difficulty.py`` moves the level with the player's accuracy.
"""

from .difficulty import MAX_LEVEL, level_after
from .memory import GameFacts, Placed, RoundMemory, round_memories
from .questions import KINDS, Choice, Question, ask, questions_at

__all__ = [
    "KINDS", "MAX_LEVEL", "Choice", "GameFacts", "Placed", "Question", "RoundMemory", "ask", "level_after",
    "questions_at", "round_memories",
]  # fmt: skip
