"""Holds the game while a menu or a modal dialog is open, and gives the keyboard back to the table.

``PauseWatch`` watches the whole application, from the first game on, for menus and modal dialogs
being shown and hidden (an event filter on the application, which sees every window, also message boxes and the file
dialogs made by Qt). While at least one is open it holds the current game with the controller's
``pause(PauseReason.MENU_OR_DIALOG)``, so no AI move is applied, no animation runs on and no announcement goes
by unseen; when the last one closes the game goes on. Native file dialogs are no Qt widgets, so
their callers hold the game themselves (``hold``).

When a menu closes and nothing else is open, ``restore_focus`` is called, so the keyboard works on
the table again at once (Qt otherwise leaves the menu bar in its keyboard mode after Escape).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget

if TYPE_CHECKING:
    from mammamia_qt.session.flow import PauseReason
    from mammamia_qt.ui.protocol import Controller


def _menu_or_dialog() -> PauseReason:
    """The pause's reason; the game's flow (``session``) is loaded with the first game, not at start."""
    from mammamia_qt.session.flow import PauseReason

    return PauseReason.MENU_OR_DIALOG


def _holds_game(obj: QObject) -> bool:
    """A menu, or a dialog that blocks the window (a modal one)."""
    if isinstance(obj, QMenu):
        return True
    if isinstance(obj, QDialog):
        return obj.isModal() or obj.windowModality() != Qt.WindowModality.NonModal
    return False


def _key(widget: QWidget) -> int:
    """The C++ object's address: the same for every Python wrapper of one widget."""
    return int(shiboken6.getCppPointer(widget)[0])


def _open_holders(exclude: QWidget | None = None) -> set[int]:
    """The menus and modal dialogs on screen now (``exclude``: one that is closing)."""
    skip = None if exclude is None else _key(exclude)
    return {
        _key(w)
        for w in QApplication.topLevelWidgets()
        if w.isVisible() and _holds_game(w) and _key(w) != skip
    }


class PauseWatch(QObject):
    """Pauses ``controller()`` while a menu or modal dialog is open; refocuses the table after.

    ``controller`` returns the current game's controller (or None); ``restore_focus`` is called
    once the last menu or dialog closed.
    """

    def __init__(
        self,
        controller: Callable[[], Controller | None],
        restore_focus: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._restore_focus = restore_focus
        self._open: set[int] = set()
        self._held = 0
        self._paused: Controller | None = None  # the controller we paused (a new game may start meanwhile)
        self._watching = False
        self.destroyed.connect(self._forget)

    def watch(self) -> None:
        """Watch every window from now on, holding the game for what is open already.

        Called with the first game (``apply`` sees a controller): until there is a game nothing needs
        holding, and the application's events do not pass through Python before the first window has
        painted (the first event of an object whose class PySide does not wrap, such as Qt's
        animation timer, makes it set up every class it wraps: about 20 ms of processor time).
        """
        if self._watching:
            return
        self._watching = True
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self._open = _open_holders()
        self.apply()

    @property
    def active(self) -> bool:
        """A menu or modal dialog is open (or a caller holds the game)."""
        return bool(self._open) or self._held > 0

    def _forget(self) -> None:
        self._open.clear()

    # ------------------------------------------------------------------ watching
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        kind = event.type()
        if kind != QEvent.Type.Show and kind != QEvent.Type.Hide:
            return False
        if not isinstance(watched, QWidget) or not watched.isWindow() or not _holds_game(watched):
            return False
        # What is open is read off the application's windows, never kept by Python identity: a
        # dialog made in C++ (QMessageBox.question) gets a new Python wrapper for each event, so its
        # Hide would never match its Show, and the next game would wait for it for ever.
        was_open = bool(self._open)
        self._open = _open_holders(exclude=watched if kind == QEvent.Type.Hide else None)
        if kind == QEvent.Type.Show:
            self._open.add(_key(watched))
        elif was_open:
            QTimer.singleShot(0, self, self._after_close)
        self.apply()
        return False

    @contextmanager
    def hold(self) -> Iterator[None]:
        """Hold the game for the duration (e.g. around a native file dialog)."""
        self._held += 1
        self.apply()
        try:
            yield
        finally:
            self._held -= 1
            self.apply()
            QTimer.singleShot(0, self, self._after_close)

    def apply(self) -> None:
        """Bring the current controller's pause in line with what is open (also after a new game)."""
        controller = self._controller()
        if controller is not None and not self._watching:
            self.watch()  # (which applies)
            return
        if self._paused is not None and (self._paused is not controller or not self.active):
            if shiboken6.isValid(self._paused):
                self._paused.resume(_menu_or_dialog())
            self._paused = None
        if controller is not None and self.active and self._paused is None:
            controller.pause(_menu_or_dialog())
            self._paused = controller

    def release_game(self) -> None:
        """The current game is going away: forget its pause without letting it go on."""
        self._paused = None

    def _after_close(self) -> None:
        if self.active or QApplication.activePopupWidget() is not None:
            return
        if QApplication.activeModalWidget() is not None:
            return
        self._restore_focus()
