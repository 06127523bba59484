"""The New game dialog's Auto choice: the "Played by" entry, and the sentence that says what it chose.

The decision is ``archive.auto_level`` (no Qt); this is only its words. Auto is a choice of the
dialog, not a seat kind: the game it starts has the concrete level in every Auto seat.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from mammamia_qt.archive.auto_level import AutoChoice, auto_choice
from mammamia_qt.ui.common.names import level_name

AUTO = "auto"
"""The "Played by" combo's data for Auto (beside the SeatKind values)."""

AutoSource = Callable[[str | None, int], AutoChoice]
"""The Auto seats' levels for a person's name (None: no person at the table) and a seat count."""


def no_archive(name: str | None, count: int) -> AutoChoice:
    """The source without an archive: every person is new."""
    return auto_choice(None, name, count)


class AutoLevel(QObject):
    """The Auto sentences (their translation context)."""

    def sentence(self, choice: AutoChoice) -> str:
        """Why the Auto seats play what they play, in a sentence to the person at the screen."""
        level = level_name(choice.level)
        if choice.move == "nobody":
            return self.tr("No person plays at this table: Auto seats play at {level}.").format(level=level)
        if choice.move == "new":
            return self.tr("No games of yours yet: the computer starts at {level}.").format(level=level)
        n = choice.games
        if choice.move == "up":
            text = self.tr("You won {wins} of your last %n game(s): one seat moves up to {level}.", "", n)
        elif choice.move == "down":
            text = self.tr("You won {wins} of your last %n game(s): one seat moves down to {level}.", "", n)
        else:
            text = self.tr("You won {wins} of your last %n game(s): the computer stays at {level}.", "", n)
        return text.format(wins=choice.wins, level=level)


def auto_sentence(choice: AutoChoice) -> str:
    """Why the Auto seats play what they play, in a sentence to the person at the screen."""
    return AutoLevel().sentence(choice)
