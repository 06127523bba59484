"""The main window is one QMainWindow that owns its parts: the frame, the menus and the pages."""

from __future__ import annotations

import ast
import pathlib

from PySide6.QtWidgets import QMainWindow

from mammamia_qt.ui import shell
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.shell.game_pages import GamePages
from mammamia_qt.ui.shell.main_window import MainWindow
from mammamia_qt.ui.shell.window_frame import WindowFrame
from mammamia_qt.ui.shell.window_menus import WindowMenus


def test_the_main_window_stands_directly_on_qmainwindow() -> None:
    assert MainWindow.__bases__ == (QMainWindow,)


def test_no_other_window_class_in_the_shell() -> None:
    """Only main_window.py subclasses QMainWindow: the parts are composed, not inherited."""
    windows = []
    for path in pathlib.Path(shell.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases = {b.id for b in node.bases if isinstance(b, ast.Name)}
                if "QMainWindow" in bases or bases & {"MainWindow", "GameWindow", "MenuWindow"}:
                    windows.append(f"{path.name}:{node.name}")
    assert windows == ["main_window.py:MainWindow"]


def test_the_window_owns_one_of_each_part(qtbot) -> None:  # the pages and the menus on it
    window = MainWindow(settings=AppSettings(animation_speed="instant", ai_pace="instant"), persist=False)
    qtbot.addWidget(window)
    assert isinstance(window.frame, WindowFrame)
    assert isinstance(window.menus, WindowMenus) and window.menus.parent() is window
    assert isinstance(window.game, GamePages) and window.game.parent() is window
    assert window.centralWidget() is window.game.pages is window.pages
    assert window.menus.scoreboard_action in window.actions()  # shortcuts reach the window itself
