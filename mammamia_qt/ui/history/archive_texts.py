"""What the player is told of a game history file that could not be used (the window's message at
start-up and the History screen say the same)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mammamia_qt.archive.schema import ArchiveProblem


def problem_reason(reason: str) -> str:
    """Why the file in the archive's place was set aside, in the player's language."""
    texts = {
        "not_sqlite": QCoreApplication.translate("ArchiveKeeper", "it is not a game history file"),
        "not_ours": QCoreApplication.translate("ArchiveKeeper", "it belongs to another program"),
        "damaged": QCoreApplication.translate("ArchiveKeeper", "it is damaged"),
        "newer": QCoreApplication.translate("ArchiveKeeper", "it was written by a newer version of the game"),
    }
    return texts.get(reason, texts["damaged"])


def problem_text(problem: ArchiveProblem) -> str:
    """The whole message: the file, why, and where it was set aside."""
    return QCoreApplication.translate(
        "ArchiveKeeper",
        "{file} could not be read: {reason}. It was set aside (not deleted) as {aside}, "
        "and a new game history was started.",
    ).format(file=str(problem.path), reason=problem_reason(problem.reason), aside=str(problem.aside))
