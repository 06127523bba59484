"""What the player is told of a game history file that could not be used (the window's message at
start-up and the History screen say the same): a file set aside, with the games recovered from it,
and an archive that cannot be opened or written, with the reason in plain words."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

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
    """The whole message: the file, why, where it was set aside, and the games recovered from it."""
    if problem.found:
        return (
            _Salvage()
            .text(problem.recovered)
            .format(file=str(problem.path), found=problem.found, aside=str(problem.aside))
        )
    return QCoreApplication.translate(
        "ArchiveKeeper",
        "{file} could not be read: {reason}. It was set aside (not deleted) as {aside}, "
        "and a new game history was started.",
    ).format(file=str(problem.path), reason=problem_reason(problem.reason), aside=str(problem.aside))


def _failure_texts() -> dict[str, str]:
    return {
        "busy": QCoreApplication.translate("ArchiveKeeper", "another program is using it"),
        "no_permission": QCoreApplication.translate(
            "ArchiveKeeper", "the game is not allowed to read or change it (no permission)"
        ),
        "not_a_file": QCoreApplication.translate("ArchiveKeeper", "a folder stands in its place"),
        "no_folder": QCoreApplication.translate(
            "ArchiveKeeper", "its folder cannot be made (a file is in the way)"
        ),
        "read_only": QCoreApplication.translate("ArchiveKeeper", "the file or its disk is read-only"),
        "disk_full": QCoreApplication.translate("ArchiveKeeper", "the disk is full"),
        "unavailable": QCoreApplication.translate("ArchiveKeeper", "it cannot be opened or written"),
        "migration": QCoreApplication.translate("ArchiveKeeper", "it could not be brought up to date"),
    }


class _Salvage(QObject):
    """The games recovered from a damaged file, said with the plural forms of the language (only a
    QObject's ``tr`` gives lupdate a text with a number)."""

    def text(self, recovered: int) -> str:
        return self.tr(
            "{file} was damaged. %n of {found} kept games were recovered into a new game history; "
            "the damaged file was set aside (not deleted) as {aside}.",
            "",
            recovered,
        )


def failure_reason(code: str) -> str:
    """Why the archive cannot be opened or written, by ArchiveError's code, in the player's language."""
    return _failure_texts().get(code) or QCoreApplication.translate("ArchiveKeeper", "it could not be used")


def error_reason(error: BaseException) -> str:
    """An archive's failure in the player's language where its code is one of these, else its own words."""
    code = getattr(error, "code", None)
    texts = _failure_texts()
    return texts[code] if isinstance(code, str) and code in texts else str(error)


def open_failure_text(path: object, code: str) -> str:
    """The archive at ``path`` cannot be opened (said at start-up and on the History screen)."""
    return QCoreApplication.translate(
        "ArchiveKeeper", "The game history {file} cannot be opened: {reason}."
    ).format(file=str(path), reason=failure_reason(code))
