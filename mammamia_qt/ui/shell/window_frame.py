"""The window's frame: its size and place on the screen, kept between starts, and fullscreen.

``WindowFrame`` is one of the parts ``MainWindow`` (``main_window.py``) owns: the geometry is
remembered between starts, and the window always lies inside its screen.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

GEOMETRY_KEY = "window/geometry"
DECORATION_ALLOWANCE = 32
"""Room left for the title bar when the window's frame is not known yet."""


class WindowFrame:
    """The size and place of ``window``; ``persist`` keeps its geometry in QSettings."""

    def __init__(self, window: QMainWindow, *, persist: bool) -> None:
        self._window = window
        self._persist = persist

    def restore_geometry(self) -> None:
        """The size and place of the last start (else 1600x900), inside the screen."""
        window = self._window
        geometry = QSettings().value(GEOMETRY_KEY) if self._persist else None
        if geometry is None or not window.restoreGeometry(geometry):
            window.resize(1600, 900)
        self.fit_to_screen()

    def remember_geometry(self) -> None:
        if self._persist:
            QSettings().setValue(GEOMETRY_KEY, self._window.saveGeometry())

    def fit_to_screen(self) -> None:
        """Keep the window inside its screen's available area (a 1024x600 netbook included):
        a window remembered from a larger screen, or the 1600x900 default, shrinks and moves in."""
        window = self._window
        screen = window.screen() or QGuiApplication.primaryScreen()
        if screen is None or window.isFullScreen() or window.isMaximized():
            return
        area = screen.availableGeometry()
        frame = window.frameGeometry()
        extra_w = max(0, frame.width() - window.width())
        extra_h = max(0, frame.height() - window.height())
        if extra_h == 0 and window.windowHandle() is None:
            extra_h = DECORATION_ALLOWANCE  # before the first show the frame is not known yet
        w = min(window.width(), max(320, area.width() - extra_w))
        h = min(window.height(), max(240, area.height() - extra_h))
        window.resize(w, h)
        x = min(max(frame.x(), area.left()), area.right() + 1 - w - extra_w)
        y = min(max(frame.y(), area.top()), area.bottom() + 1 - h - extra_h)
        window.move(max(area.left(), x), max(area.top(), y))

    def set_fullscreen(self, on: bool) -> None:
        if on:
            self._window.showFullScreen()
        else:
            self._window.showNormal()
