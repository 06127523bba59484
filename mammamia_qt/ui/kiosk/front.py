"""The kiosk window stays up: minimised, hidden or pushed behind another window (a desktop window
manager's menu can do all of that, a compositor like cage none), it comes back to the front in
fullscreen within a second.

``KeepInFront`` watches the window's own events (a change of its state, hiding, losing the
activation) and looks again on a timer as well, so nothing the window manager does unannounced
stays. Windows of the game's own over the kiosk are left alone: a dialog (the operator's settings,
a message, both kept inside the window by ``KioskGuard``) and a popup (a list opened from a combo
box). The operator's way out (the PIN pad's Quit) sets ``Kiosk.allow_close`` first, and leaving
kiosk mode stops the watching, so neither is fought.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

CHECK_MS = 250
"""How often the window is looked at (and how soon after an event of its own): well within a second."""
WATCHED = (
    QEvent.Type.WindowStateChange,
    QEvent.Type.Hide,
    QEvent.Type.WindowDeactivate,
    QEvent.Type.ActivationChange,
)


class KeepInFront(QObject):
    """Brings ``window`` back to the front in fullscreen while ``wanted()`` says so."""

    def __init__(self, window: QWidget, wanted: Callable[[], bool]) -> None:
        super().__init__(window)
        self.window = window
        self._wanted = wanted
        self._pushed_back = False  # it lost the activation to a window not of its own
        self.timer = QTimer(self)
        self.timer.setInterval(CHECK_MS)
        self.timer.timeout.connect(self.check)
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setInterval(CHECK_MS // 2)
        self._soon.timeout.connect(self.check)
        self.restored = 0  # times it was brought back (for the tests and the log)

    def start(self) -> None:
        self._pushed_back = False
        self.window.installEventFilter(self)
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
        self._soon.stop()
        self.window.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        kind = event.type()
        if watched is self.window and kind in WATCHED:
            window = self.window
            if kind == QEvent.Type.WindowDeactivate and window.isVisible() and not window.isMinimized():
                self._pushed_back = True  # (hidden or minimised, it is brought back anyway)
            self._soon.start()
        return False

    def check(self) -> None:
        """Bring the window back, fullscreen, if it is minimised or hidden; to the front if it is
        behind another window."""
        window = self.window
        if not self._wanted():
            return
        if window.isActiveWindow() or self._own_window_in_front():
            self._pushed_back = False
        if window.isHidden() or window.isMinimized():
            window.setWindowState(
                (window.windowState() & ~Qt.WindowState.WindowMinimized) | Qt.WindowState.WindowFullScreen
            )
            window.showFullScreen()  # shown again, or given back by the window manager: on top
        elif self._pushed_back:
            window.raise_()
        else:
            return
        window.activateWindow()
        self.restored += 1

    def _own_window_in_front(self) -> bool:
        """A dialog or a popup of the game's own is over the window (it is not fought)."""
        if QApplication.activePopupWidget() is not None:
            return True
        active = QApplication.activeWindow()
        return isinstance(active, QDialog) and active is not self.window
