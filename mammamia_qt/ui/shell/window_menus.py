"""The window's menus and actions: Game (new, main menu, save, load, settings, how to play, quit)
and View (fullscreen, scoreboard, animation speed, skip the reveal, language).

The menus' type follows the window's height; in kiosk mode the chrome (menu bar, frame,
window-level actions) is switched off (``set_chrome``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QFont, QFontInfo, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QApplication, QWidget

from mammamia_qt.ui.common.i18n import LANGUAGES, Languages
from mammamia_qt.ui.common.names import speed_label
from mammamia_qt.ui.common.settings import SPEEDS
from mammamia_qt.ui.shell.window_frame import FramedWindow

if TYPE_CHECKING:
    from mammamia_qt.ui.common.settings import AppSettings

MENU_TYPE = 0.0175
"""The menus' type size as a part of the window's height (never below the app's own)."""

# The texts keep the context of the window they belong to ("MainWindow" in the translations).


class MenuWindow(FramedWindow):
    """The frame with the Game and View menus; what the actions do is connected by the window above."""

    def __init__(self, parent: QWidget | None, settings: AppSettings, *, persist: bool) -> None:
        super().__init__(parent, settings, persist=persist)
        self._create_actions()
        self._create_menus()
        self.retranslate()

    def _create_actions(self) -> None:
        self.new_game_action = QAction(self)
        self.new_game_action.setShortcut(QKeySequence.StandardKey.New)
        self.main_menu_action = QAction(self)
        self.save_action = QAction(self)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.setEnabled(False)
        self.load_action = QAction(self)
        self.load_action.setShortcut(QKeySequence.StandardKey.Open)
        self.settings_action = QAction(self)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.how_to_play_action = QAction(self)
        self.how_to_play_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Q))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

        self.fullscreen_action = QAction(self)
        self.fullscreen_action.setCheckable(True)
        self.fullscreen_action.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.scoreboard_action = QAction(self)
        self.scoreboard_action.setCheckable(True)
        self.scoreboard_action.setShortcut(QKeySequence(Qt.Key.Key_F2))
        self.skip_reveal_action = QAction(self)
        self.skip_reveal_action.setShortcut(QKeySequence(Qt.Key.Key_Space))
        self.skip_reveal_action.setEnabled(False)
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name in SPEEDS:
            action = QAction(speed_label(name), self.speed_group)
            action.setCheckable(True)
            action.setData(name)
            self.speed_actions[name] = action
        self.speed_actions[self.settings.animation_speed].setChecked(True)
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            action = QAction(name, self.language_group)  # each language in its own name, never translated
            action.setCheckable(True)
            action.setData(code)
            self.language_actions[code] = action
        self.check_language(Languages.instance().current)

    def _create_menus(self) -> None:
        game = self.game_menu = self.menuBar().addMenu("")
        game.addAction(self.new_game_action)
        game.addAction(self.main_menu_action)
        game.addSeparator()
        game.addAction(self.save_action)
        game.addAction(self.load_action)
        game.addSeparator()
        game.addAction(self.settings_action)
        game.addAction(self.how_to_play_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        view = self.view_menu = self.menuBar().addMenu("")
        view.addAction(self.fullscreen_action)
        view.addAction(self.scoreboard_action)
        view.addSeparator()
        speed = self.speed_menu = view.addMenu("")
        speed.addActions(self.speed_group.actions())
        view.addAction(self.skip_reveal_action)
        view.addSeparator()
        self.language_menu = view.addMenu("")
        self.language_menu.addActions(self.language_group.actions())
        for action in (*game.actions(), *view.actions(), *speed.actions()):
            self.addAction(action)  # shortcuts work in fullscreen and with the menu bar hidden

    def check_language(self, code: str) -> None:
        if code in self.language_actions:
            self.language_actions[code].setChecked(True)

    def retranslate(self) -> None:
        """Menus, actions and the window title in the current language (pages retranslate themselves)."""
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "Mamma Mia!"))
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.speed_menu.setTitle(QCoreApplication.translate("MainWindow", "Animation &speed"))
        self.language_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        texts = {
            self.new_game_action: QCoreApplication.translate("MainWindow", "&New game…"),
            self.main_menu_action: QCoreApplication.translate("MainWindow", "&Main menu"),
            self.save_action: QCoreApplication.translate("MainWindow", "&Save…"),
            self.load_action: QCoreApplication.translate("MainWindow", "&Load…"),
            self.settings_action: QCoreApplication.translate("MainWindow", "&Settings…"),
            self.how_to_play_action: QCoreApplication.translate("MainWindow", "&How to play"),
            self.quit_action: QCoreApplication.translate("MainWindow", "&Quit"),
            self.fullscreen_action: QCoreApplication.translate("MainWindow", "&Fullscreen"),
            self.scoreboard_action: QCoreApplication.translate("MainWindow", "S&coreboard"),
            self.skip_reveal_action: QCoreApplication.translate("MainWindow", "S&kip reveal"),
        }
        for action, text in texts.items():
            action.setText(text)
        for name, action in self.speed_actions.items():
            action.setText(speed_label(name))

    def menu_chrome(self, on: bool, *, can_load: bool, can_save: bool) -> None:
        """The menu bar and the window-level actions: off in kiosk mode."""
        self.menuBar().setVisible(on)
        for action in (self.fullscreen_action, *self.speed_actions.values()):
            action.setEnabled(on)
        self.load_action.setEnabled(on and can_load)
        self.save_action.setEnabled(on and can_save)

    def set_fullscreen(self, on: bool) -> None:
        super().set_fullscreen(on)
        self.fullscreen_action.setChecked(self.isFullScreen())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.scale_menus()

    def scale_menus(self) -> None:
        """The menu bar and its menus follow the window's height like the table (large on 4K)."""
        base = QFontInfo(QApplication.font()).pixelSize()
        px = max(base, round(self.height() * MENU_TYPE))
        if self.menuBar().font().pixelSize() == px:
            return
        font = QFont(QApplication.font())
        font.setPixelSize(px)
        for widget in (self.menuBar(), self.game_menu, self.view_menu, self.speed_menu, self.language_menu):
            widget.setFont(font)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.WindowStateChange:
            self.fullscreen_action.setChecked(self.isFullScreen())
        elif event.type() == QEvent.Type.LanguageChange and hasattr(self, "language_menu"):
            self.retranslate()  # (not while the language is applied, before the menus exist)
        super().changeEvent(event)
