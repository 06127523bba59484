"""The window's frame: its preferences, its size and place on the screen, fullscreen.

The base of the main window (``MainWindow`` stands on ``GameWindow``, ``MenuWindow`` and this):
the geometry is remembered between starts, and the window always lies inside its screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QWidget

if TYPE_CHECKING:
    from mammamia_qt.ui.common.settings import AppSettings

GEOMETRY_KEY = "window/geometry"
DECORATION_ALLOWANCE = 32
"""Room left for the title bar when the window's frame is not known yet."""


class FramedWindow(QMainWindow):
    """A top-level window with the player's preferences; ``persist`` keeps its geometry in QSettings."""

    def __init__(self, parent: QWidget | None, settings: AppSettings, *, persist: bool) -> None:
        super().__init__(parent)
        self.settings = settings
        self._persist = persist

    def restore_geometry(self) -> None:
        """The size and place of the last start (else 1600x900), inside the screen."""
        geometry = QSettings().value(GEOMETRY_KEY) if self._persist else None
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1600, 900)
        self.fit_to_screen()

    def remember_geometry(self) -> None:
        if self._persist:
            QSettings().setValue(GEOMETRY_KEY, self.saveGeometry())

    def fit_to_screen(self) -> None:
        """Keep the window inside its screen's available area (a 1024x600 netbook included):
        a window remembered from a larger screen, or the 1600x900 default, shrinks and moves in."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None or self.isFullScreen() or self.isMaximized():
            return
        area = screen.availableGeometry()
        frame = self.frameGeometry()
        extra_w = max(0, frame.width() - self.width())
        extra_h = max(0, frame.height() - self.height())
        if extra_h == 0 and self.windowHandle() is None:
            extra_h = DECORATION_ALLOWANCE  # before the first show the frame is not known yet
        w = min(self.width(), max(320, area.width() - extra_w))
        h = min(self.height(), max(240, area.height() - extra_h))
        self.resize(w, h)
        x = min(max(frame.x(), area.left()), area.right() + 1 - w - extra_w)
        y = min(max(frame.y(), area.top()), area.bottom() + 1 - h - extra_h)
        self.move(max(area.left(), x), max(area.top(), y))

    def set_fullscreen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()
