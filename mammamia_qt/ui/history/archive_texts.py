"""What the player is told of a game history file that could not be used (the window's message at
start-up and the History screen say the same)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mammamia_qt.archive.schema import ArchiveProblem
from mammamia_qt.ui.common.names import problem_reason


def problem_text(problem: ArchiveProblem) -> str:
    """The whole message: the file, why, and where it was set aside."""
    return QCoreApplication.translate(
        "ArchiveKeeper",
        "{file} could not be read: {reason}. It was set aside (not deleted) as {aside}, "
        "and a new game history was started.",
    ).format(file=str(problem.path), reason=problem_reason(problem.reason), aside=str(problem.aside))
