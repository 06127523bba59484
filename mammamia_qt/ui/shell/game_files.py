"""Games on disk for the window: the autosave after every action, Continue, Save… and Load….

The files themselves are GameStore's business (atomic writes; a bad file is set aside, never
deleted). Here they meet the user: a file that will not load gets a message box naming it, and the
app carries on.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QStandardPaths
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:  # storage (pydantic, the engine) loads after the first window has painted
    from datetime import datetime

    from mammamia_qt.seats import GameSetup
    from mammamia_qt.storage import GameStore, SavedGame, StoreError
    from mammamia_qt.ui.protocol import Controller

SAVE_SUFFIX = ".json"
AUTOSAVE = "autosave.json"
"""The autosave's name in the data folder, as ``storage.AUTOSAVE`` gives it."""


def suggested_save_name(now: datetime | None = None) -> str:
    """The name the Save dialog offers: ``mammamia-2026-11-24.json`` (a fresh one each day)."""
    if now is None:
        from datetime import datetime  # only when a game is saved, not at start

        now = datetime.now()
    day = now.strftime("%Y-%m-%d")
    return f"mammamia-{day}{SAVE_SUFFIX}"


def with_save_suffix(path: Path) -> Path:
    """A typed name without an extension gets ``.json``; one with ``.json`` is kept as it is."""
    return path if path.suffix.lower() == SAVE_SUFFIX else path.with_name(path.name + SAVE_SUFFIX)


def data_dir() -> Path:
    """The user data folder (QStandardPaths' AppDataLocation), e.g. ~/.local/share/mammamia-qt."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def autosave_exists(folder: Path) -> bool:
    """Whether anything stands at the autosave's path in ``folder`` (as ``GameStore.has_autosave``):
    the cheap check that offers Continue on the first screen; reading it back comes later."""
    return os.path.lexists(Path(folder) / AUTOSAVE)


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """A warning box (one place, so tests can catch it)."""
    from PySide6.QtWidgets import QMessageBox  # (when needed: its class costs a start a millisecond)

    QMessageBox.warning(parent, title, text)


class GameFiles(QObject):
    """Keeps the current game in the autosave and talks to the user about files.

    ``saved`` is the unfinished game found by ``check_autosave`` (for Continue), or None. The
    games themselves stay closed here: the controller writes its game (``Controller.save``) and
    ``load_saved`` reads one back for a ``GameController`` (its ``saved``).
    """

    def __init__(self, store: GameStore, parent: QWidget) -> None:
        super().__init__(parent)
        self.store = store
        self._window = parent
        self._controller: Controller | None = None
        self._write_failed = False
        self.saved: tuple[SavedGame, GameSetup] | None = None

    # ------------------------------------------------------------------ autosave
    def watch(self, controller: Controller | None) -> None:
        """Autosave ``controller``'s game after each of its actions (None: stop watching)."""
        if self._controller is not None:
            try:
                self._controller.actionApplied.disconnect(self._autosave)
            except (RuntimeError, TypeError):
                pass
        self._controller = controller
        if controller is not None:
            controller.actionApplied.connect(self._autosave)
            self._autosave()

    def _autosave(self, _action: object = None) -> None:
        c = self._controller
        if c is None or not c.started:
            return
        try:
            c.save(self.store)
        except OSError as exc:
            if not self._write_failed:  # tell once per session, not after every action
                self._write_failed = True
                warn(
                    self._window,
                    self.tr("Cannot keep the game"),
                    self.tr("The game cannot be saved to {path}: {reason}").format(
                        path=str(self.store.autosave_path), reason=exc.strerror or str(exc)
                    ),
                )
            return
        self.saved = (c.saved_game(), c.setup) if c.in_progress else None

    def tidy(self) -> None:
        """Remove the temporaries interrupted autosaves left behind (never anything else)."""
        self.store.remove_stale_temporaries()

    def check_autosave(self) -> bool:
        """Load the autosave if there is one; a broken one is set aside and named in a message.

        Anything in the autosave's place counts: a folder, a pipe or a dangling link is reported
        and set aside like a damaged file, so Continue disappears and the next autosave can be written.
        """
        from mammamia_qt.storage import StoreError, load_saved  # loaded with the store

        self.saved = None
        if not self.store.has_autosave():
            return False
        try:
            saved, setup = load_saved(self.store)
        except StoreError as exc:
            self.report(self.tr("The last game cannot be continued"), exc)
            return False
        if saved.over:
            self.store.clear_autosave()
            return False
        self.saved = (saved, setup)
        return True

    def has_saved(self) -> bool:
        return self.saved is not None

    # ------------------------------------------------------------------ save and load
    def reason_text(self, error: StoreError) -> str:
        """Why a file did not load, in the player's language (from the error's code)."""
        from mammamia_qt.ui.common.names import load_failure_text  # names the engine's ids

        return load_failure_text(error.code)

    def report(self, title: str, error: StoreError) -> None:
        reason = self.reason_text(error)
        if error.aside is None:
            text = self.tr("{file} could not be loaded: {reason}.").format(
                file=str(error.path), reason=reason
            )
        else:
            text = self.tr(
                "{file} could not be loaded: {reason}. It was set aside (not deleted) as {aside}."
            ).format(file=str(error.path), reason=reason, aside=str(error.aside))
        warn(self._window, title, text)

    def save_to(self, path: Path, controller: Controller) -> bool:
        """Write ``controller``'s game to ``path``; False after telling the user why not."""
        try:
            controller.save(self.store, path)
        except OSError as exc:
            warn(
                self._window,
                self.tr("Cannot save the game"),
                self.tr("{file} could not be written: {reason}").format(
                    file=str(path), reason=exc.strerror or str(exc)
                ),
            )
            return False
        return True

    def load_from(self, path: Path) -> tuple[SavedGame, GameSetup] | None:
        """The game in ``path``, or None after telling the user why not."""
        from mammamia_qt.storage import StoreError, load_saved  # loaded with the store

        try:
            return load_saved(self.store, path)
        except StoreError as exc:
            self.report(self.tr("Cannot load the game"), exc)
            return None

    def ask_save_path(self) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getSaveFileName(
            self._window,
            self.tr("Save the game"),
            str(Path.home() / suggested_save_name()),
            self.tr("Saved games (*.json)"),
        )
        return with_save_suffix(Path(name)) if name else None

    def ask_load_path(self) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getOpenFileName(
            self._window, self.tr("Load a game"), str(Path.home()), self.tr("Saved games (*.json)")
        )
        return Path(name) if name else None
