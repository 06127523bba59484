"""Errors nobody caught: written to a log in the app's data folder and told to the player.

Qt calls our overrides (``paint``, ``event``, slots) from C++; an exception raised in one cannot
propagate, so PySide hands it to ``sys.excepthook`` and carries on. ``CrashReporter.install``
replaces that hook: the traceback is appended to ``errors.log`` beside the autosave, the previous
hook still runs (so the terminal, and the tests, see it too), and the player gets one translated
message saying what failed, that the game is kept up to the last move, and where the log is. The
message is shown from the event loop, never from inside the override that failed, and only once
while it is open; the same traceback repeated (a paint failing on every frame) is logged once.
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:  # the box is made when something goes wrong, not at start
    from PySide6.QtWidgets import QMessageBox

LOG_NAME = "errors.log"
LOG_LIMIT = 1024 * 1024
"""Past this size the log starts again; the previous one is kept as ``errors.log.1``."""

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


class CrashReporter(QObject):
    """Logs uncaught exceptions and tells the player once; ``install`` makes it the excepthook."""

    def __init__(
        self, log_dir: Path, window: QWidget | None = None, game_running: Callable[[], bool] | None = None
    ) -> None:
        super().__init__(window)
        self.log_path = Path(log_dir) / LOG_NAME
        self._window = window
        self._game_running = game_running or (lambda: False)
        self._previous: ExceptHook | None = None
        self._seen: set[str] = set()
        self._pending: str | None = None
        self.box: QMessageBox | None = None

    def install(self) -> None:
        if sys.excepthook is not self.handle:
            self._previous = sys.excepthook
            sys.excepthook = self.handle

    def uninstall(self) -> None:
        if sys.excepthook == self.handle and self._previous is not None:
            sys.excepthook = self._previous
            self._previous = None

    def handle(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        text = "".join(traceback.format_exception(kind, value, tb))
        if text not in self._seen:
            self._seen.add(text)
            self._log(text)
        if self._previous is not None:
            self._previous(kind, value, tb)
        if issubclass(kind, KeyboardInterrupt):
            return
        if self._pending is None and (self.box is None or not self.box.isVisible()):
            self._pending = f"{kind.__name__}: {value}"
            QTimer.singleShot(0, self, self._tell)

    def _log(self, text: str) -> None:
        try:
            self.log_path.parent.mkdir(parents=True, exist_ok=True)
            if self.log_path.exists() and not self.log_path.is_file():  # a pipe would block the game
                raise OSError("it is not a regular file")
            if self.log_path.is_file() and self.log_path.stat().st_size > LOG_LIMIT:
                self.log_path.replace(self.log_path.with_name(LOG_NAME + ".1"))
            with self.log_path.open("a", encoding="utf-8") as log:
                log.write(f"--- {time.strftime('%Y-%m-%d %H:%M:%S')}\n{text}\n")
        except OSError as exc:
            print(f"mammamia: could not write {self.log_path}: {exc}", file=sys.stderr)

    def message(self, what: str) -> str:
        lines = [self.tr("Something went wrong inside the game: %1").replace("%1", what)]
        if self._game_running():
            lines.append(
                self.tr("Your game is saved up to the last move: Continue on the start screen picks it up.")
            )
        lines.append(self.tr("The details are in %1").replace("%1", str(self.log_path)))
        return "\n\n".join(lines)

    def _tell(self) -> None:
        what, self._pending = self._pending, None
        if what is None:
            return
        if self.box is None:
            from PySide6.QtWidgets import QMessageBox

            self.box = QMessageBox(self._window)
            self.box.setIcon(QMessageBox.Icon.Warning)
            self.box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.box.setWindowTitle(self.tr("Something went wrong"))
        self.box.setText(self.message(what))
        self.box.open()
