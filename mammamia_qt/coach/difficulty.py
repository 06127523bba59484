"""The coach's level of difficulty, moved by the player's recent accuracy.

Start at level 1. Once the last ``WINDOW`` answers at the current level are at least ``UP`` right,
go one level up; at most ``DOWN`` right, one level down (never outside 1..``MAX_LEVEL``); the
count starts again at the new level. An answer is kept with the level the player was at when
asked, so the level is worked out from the answers kept and needs no storage of its own.
"""

from __future__ import annotations

from collections.abc import Iterable

MAX_LEVEL = 4
WINDOW = 5
UP = 0.8
DOWN = 0.4


def level_after(answers: Iterable[tuple[int, bool]]) -> int:
    """The level for the next question after ``answers`` ((level asked, right?), oldest first)."""
    level = 1
    window: list[bool] = []
    for asked, correct in answers:
        if asked != level:
            continue  # kept from another level (an archive shared by several players)
        window = [*window[1 - WINDOW :], correct]
        if len(window) < WINDOW:
            continue
        share = sum(window) / len(window)
        if share >= UP:
            level = min(MAX_LEVEL, level + 1)
        elif share <= DOWN:
            level = max(1, level - 1)
        else:
            continue
        window = []
    return level
