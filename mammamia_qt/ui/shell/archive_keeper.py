"""Every finished game kept in the game archive (``archive.sqlite3`` in the data folder), off the UI thread.

``ArchiveKeeper.follow(controller, origin)`` watches a game: the moment its last action is applied
(the game is over; its final reveal has still to be shown), its save text is handed to a worker
thread that opens the archive with its own SQLite connection, keeps the game in one transaction and
closes it, so nothing waits for the disk and the results screen comes as soon as the table is done.
Keeping at the last action rather than at the results means a window closed during the final
animations loses nothing (the autosave of a finished game is already gone by then). A game resumed
or loaded already finished applies no action, so it is never kept twice.

``check()`` opens the archive once at start-up, in the worker too, and checks every page of it
(``PRAGMA quick_check``; each write afterwards only opens it): a damaged or foreign file is set
aside there (the games still readable in a damaged one recovered into the new archive) and
``problemFound`` carries the ``ArchiveProblem`` back for the window to report by name. An archive
that cannot be opened at all (no permission, a folder in its place, a read-only or full disk) is
reported through ``unusable``, with its own message; a write that fails later (the file locked by
another program, a full or read-only disk) through ``failed``, told once for each reason, so the
message at start-up never hides a game that is then lost. The game goes on either way.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal
from PySide6.QtWidgets import QWidget

from mammamia_qt.archive import Archive, ArchiveProblem
from mammamia_qt.ui.history.archive_texts import failure_reason, problem_text
from mammamia_qt.ui.shell import game_files

if TYPE_CHECKING:
    from mammamia_qt.ui.controller import GameController


class _Reports(QObject):
    """The worker's news, delivered on the UI thread (queued: this object lives there)."""

    kept = Signal(int)
    problemFound = Signal(object)
    unusable = Signal(str, str)
    failed = Signal(str, str)


class _Job(QRunnable):
    """Open the archive (setting a bad file aside), then keep ``save`` if there is one."""

    def __init__(self, path: Path, save: str | None, origin: str, reports: _Reports) -> None:
        super().__init__()
        self._path, self._save, self._origin, self._reports = path, save, origin, reports

    def run(self) -> None:  # on a pool thread
        try:
            # The whole file is checked once, at start-up (``check``); a write only opens it.
            with Archive(self._path, verify=self._save is None) as archive:
                if archive.problem is not None:
                    self._reports.problemFound.emit(archive.problem)
                if self._save is not None:
                    self._reports.kept.emit(archive.keep(self._save, origin=self._origin))
        except (ValueError, OSError, sqlite3.Error) as exc:  # ArchiveError, or a save that does not load
            told = self._reports.failed if self._save is not None else self._reports.unusable
            told.emit(getattr(exc, "code", "failed"), str(exc))


class ArchiveKeeper(QObject):
    """Keeps finished games in the archive at ``path``, one write at a time, on a worker thread.

    Signals:
        kept(int): a game was kept (its id in the archive).
        problemFound(object): the file in the archive's place was not usable (an ``ArchiveProblem``):
            it was set aside, a new archive started and what could be read of it recovered.
        unusable(str, str): at the check, the archive could not be opened: ArchiveError's code
            ("no_permission", "not_a_file", "read_only", "disk_full", "busy", ...) and what went
            wrong, in English.
        failed(str, str): a finished game could not be kept: the code and what went wrong.
    """

    kept = Signal(int)
    problemFound = Signal(object)
    unusable = Signal(str, str)
    failed = Signal(str, str)

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = Path(path)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)  # one write after another, in the order the games ended
        self._reports = _Reports(self)
        self._reports.kept.connect(self.kept)
        self._reports.problemFound.connect(self.problemFound)
        self._reports.unusable.connect(self.unusable)
        self._reports.failed.connect(self.failed)
        self.problem: ArchiveProblem | None = None  # the last file set aside this session
        self.unusable_code: str | None = None  # why the archive could not be opened at the check
        self.problemFound.connect(self._remember_problem)
        self.unusable.connect(self._remember_unusable)
        self.kept.connect(self._remember_kept)

    def check(self) -> None:
        """Open the archive once (a bad file is set aside and reported), off the UI thread."""
        self._pool.start(_Job(self.path, None, "table", self._reports))

    def keep(self, save: str, origin: str) -> None:
        """Keep the finished game in ``save`` (a save text), off the UI thread."""
        self._pool.start(_Job(self.path, save, origin, self._reports))

    def follow(
        self, controller: GameController, origin: str, when: Callable[[], bool] = lambda: True
    ) -> None:
        """Keep ``controller``'s game when it ends (if ``when()`` says so then)."""
        controller.keep_when_over(lambda save: self.keep(save, origin) if when() else None)

    def wait(self, msecs: int = -1) -> bool:
        """Block until every write started is done (for closing and for tests); False on a timeout."""
        return self._pool.waitForDone(msecs)

    def _remember_problem(self, problem: ArchiveProblem) -> None:
        self.problem = problem

    def _remember_unusable(self, code: str, _detail: str) -> None:
        self.unusable_code = code

    def _remember_kept(self, _game_id: int) -> None:
        self.unusable_code = None  # put right since: the archive works

    # ------------------------------------------------------------------ telling the player
    def report_to(self, window: QWidget) -> None:
        """Show a set-aside file, an archive that cannot be opened, and a game that cannot be kept
        (once for each reason) in message boxes over ``window``."""
        self._window = window
        self._told: set[str] = set()
        self.problemFound.connect(self._report_problem)
        self.unusable.connect(self._report_unusable)
        self.failed.connect(self._report_failure)

    def _shown_window(self) -> QWidget | None:
        """The window to tell, while it is still there and shown (a write can end after it closed)."""
        window = self._window
        return window if shiboken6.isValid(window) and window.isVisible() else None

    def _report_problem(self, problem: ArchiveProblem) -> None:
        window = self._shown_window()
        if window is not None:
            game_files.warn(window, self.tr("The game history could not be read"), problem_text(problem))

    def _report_unusable(self, code: str, _detail: str) -> None:
        window = self._shown_window()
        if window is None:
            return
        text = self.tr(
            "The game history {file} cannot be opened: {reason}. Until this is put right, the games you"
            " finish are not kept."
        ).format(file=str(self.path), reason=failure_reason(code))
        game_files.warn(window, self.tr("The game history cannot be used"), text)

    def _report_failure(self, code: str, _detail: str) -> None:
        window = self._shown_window()
        if code in self._told or window is None:  # once for each reason, not after every game
            return
        self._told.add(code)
        text = self.tr("The finished game could not be kept in the game history ({file}): {reason}.").format(
            file=str(self.path), reason=failure_reason(code)
        )
        game_files.warn(window, self.tr("Cannot keep the game"), text)
