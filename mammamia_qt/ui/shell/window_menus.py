"""The window's menus and actions: Game (new, main menu, save, load, settings, how to play, the
guided games, about, quit)
and View (fullscreen, scoreboard, animation speed, skip the reveal, mute the sound, language).

``WindowMenus`` is one of the parts ``MainWindow`` (``main_window.py``) owns; what the actions do
is connected by the window. The menus' type follows the window's height; in kiosk mode the chrome
(menu bar, window-level actions) is switched off (``menu_chrome``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QFont, QFontInfo, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow

from mammamia_qt.ui.common.i18n import LANGUAGES, Languages
from mammamia_qt.ui.common.names import speed_label
from mammamia_qt.ui.common.settings import Speed

if TYPE_CHECKING:
    from mammamia_qt.ui.common.settings import AppSettings

MENU_TYPE = 0.0175
"""The menus' type size as a part of the window's height (never below the app's own)."""

# The texts keep the context of the window they belong to ("MainWindow" in the translations).


class WindowMenus(QObject):
    """The Game and View menus of ``window`` and their actions (the actions belong to the window, so
    their shortcuts work in fullscreen and with the menu bar hidden)."""

    def __init__(self, window: QMainWindow, settings: AppSettings) -> None:
        super().__init__(window)
        self._window = window
        self._create_actions(window, settings)
        self._create_menus(window)
        self.retranslate()
        window.installEventFilter(self)  # its size, fullscreen and language

    def _create_actions(self, window: QMainWindow, settings: AppSettings) -> None:
        self._create_game_actions(window)
        self._create_view_actions(window, settings)

    def _create_game_actions(self, window: QMainWindow) -> None:
        self.new_game_action = QAction(window)
        self.new_game_action.setShortcut(QKeySequence.StandardKey.New)
        self.main_menu_action = QAction(window)
        self.history_action = QAction(window)
        self.history_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_H))
        self.save_action = QAction(window)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.setEnabled(False)
        self.load_action = QAction(window)
        self.load_action.setShortcut(QKeySequence.StandardKey.Open)
        self.settings_action = QAction(window)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.tutorial_action = QAction(window)
        self.helping_tutorial_action = QAction(window)
        self.how_to_play_action = QAction(window)
        self.how_to_play_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.about_action = QAction(window)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.quit_action = QAction(window)
        self.quit_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Q))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

    def _create_view_actions(self, window: QMainWindow, settings: AppSettings) -> None:
        self.fullscreen_action = QAction(window)
        self.fullscreen_action.setCheckable(True)
        self.fullscreen_action.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.scoreboard_action = QAction(window)
        self.scoreboard_action.setCheckable(True)
        self.scoreboard_action.setShortcut(QKeySequence(Qt.Key.Key_F2))
        self.skip_reveal_action = QAction(window)
        self.skip_reveal_action.setShortcut(QKeySequence(Qt.Key.Key_Space))
        self.skip_reveal_action.setEnabled(False)
        self.mute_action = QAction(window)
        self.mute_action.setCheckable(True)
        self.mute_action.setShortcut(QKeySequence(Qt.Key.Key_M))
        self.mute_action.setChecked(settings.sound_muted)
        self.speed_group = QActionGroup(window)
        self.speed_actions: dict[str, QAction] = {}
        for speed in Speed:
            action = QAction(speed_label(speed), self.speed_group)
            action.setCheckable(True)
            action.setData(speed.value)
            self.speed_actions[speed] = action
        self.speed_actions[settings.animation_speed].setChecked(True)
        self.language_group = QActionGroup(window)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            action = QAction(name, self.language_group)  # each language in its own name, never translated
            action.setCheckable(True)
            action.setData(code)
            self.language_actions[code] = action
        self.check_language(Languages.instance().current)

    def _create_menus(self, window: QMainWindow) -> None:
        game = self.game_menu = window.menuBar().addMenu("")
        game.addAction(self.new_game_action)
        game.addAction(self.main_menu_action)
        game.addAction(self.history_action)
        game.addSeparator()
        game.addAction(self.save_action)
        game.addAction(self.load_action)
        game.addSeparator()
        game.addAction(self.settings_action)
        game.addAction(self.how_to_play_action)
        game.addAction(self.tutorial_action)
        game.addAction(self.helping_tutorial_action)
        game.addAction(self.about_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        view = self.view_menu = window.menuBar().addMenu("")
        view.addAction(self.fullscreen_action)
        view.addAction(self.scoreboard_action)
        view.addSeparator()
        speed = self.speed_menu = view.addMenu("")
        speed.addActions(self.speed_group.actions())
        view.addAction(self.skip_reveal_action)
        view.addAction(self.mute_action)
        view.addSeparator()
        self.language_menu = view.addMenu("")
        self.language_menu.addActions(self.language_group.actions())
        for action in (*game.actions(), *view.actions(), *speed.actions()):
            window.addAction(action)  # shortcuts work in fullscreen and with the menu bar hidden

    def check_language(self, code: str) -> None:
        if code in self.language_actions:
            self.language_actions[code].setChecked(True)

    def retranslate(self) -> None:
        """Menus, actions and the window's title in the current language (pages retranslate themselves)."""
        self._window.setWindowTitle(QCoreApplication.translate("MainWindow", "Mamma Mia!"))
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.speed_menu.setTitle(QCoreApplication.translate("MainWindow", "Animation &speed"))
        self.language_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        texts = {
            self.new_game_action: QCoreApplication.translate("MainWindow", "&New game…"),
            self.main_menu_action: QCoreApplication.translate("MainWindow", "&Main menu"),
            self.history_action: QCoreApplication.translate("MainWindow", "&History"),
            self.save_action: QCoreApplication.translate("MainWindow", "&Save…"),
            self.load_action: QCoreApplication.translate("MainWindow", "&Load…"),
            self.settings_action: QCoreApplication.translate("MainWindow", "&Settings…"),
            self.how_to_play_action: QCoreApplication.translate("MainWindow", "&How to play"),
            self.tutorial_action: QCoreApplication.translate("MainWindow", "&Guided first game"),
            self.helping_tutorial_action: QCoreApplication.translate(
                "MainWindow", "Guided game: &helping (Plus)"
            ),
            self.about_action: QCoreApplication.translate("MainWindow", "&About Mamma Mia!"),
            self.quit_action: QCoreApplication.translate("MainWindow", "&Quit"),
            self.fullscreen_action: QCoreApplication.translate("MainWindow", "&Fullscreen"),
            self.scoreboard_action: QCoreApplication.translate("MainWindow", "S&coreboard"),
            self.skip_reveal_action: QCoreApplication.translate("MainWindow", "S&kip reveal"),
            self.mute_action: QCoreApplication.translate("MainWindow", "&Mute sound"),
        }
        for action, text in texts.items():
            action.setText(text)
        for name, action in self.speed_actions.items():
            action.setText(speed_label(name))

    def menu_chrome(self, on: bool, *, can_load: bool, can_save: bool) -> None:
        """The menu bar and the window-level actions: off in kiosk mode."""
        self._window.menuBar().setVisible(on)
        for action in (
            self.fullscreen_action,
            self.history_action,
            self.mute_action,
            *self.speed_actions.values(),
        ):
            action.setEnabled(on)
        self.load_action.setEnabled(on and can_load)
        self.save_action.setEnabled(on and can_save)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window resized (the menus' type follows), in or out of fullscreen, in a new language."""
        kind = event.type()
        if kind == QEvent.Type.Resize:
            self.scale_menus()
        elif kind == QEvent.Type.WindowStateChange:
            self.fullscreen_action.setChecked(self._window.isFullScreen())
        elif kind == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def scale_menus(self) -> None:
        """The menu bar and its menus follow the window's height like the table (large on 4K)."""
        bar = self._window.menuBar()
        base = QFontInfo(QApplication.font()).pixelSize()
        px = max(base, round(self._window.height() * MENU_TYPE))
        if bar.font().pixelSize() == px:
            return
        font = QFont(QApplication.font())
        font.setPixelSize(px)
        for widget in (bar, self.game_menu, self.view_menu, self.speed_menu, self.language_menu):
            widget.setFont(font)
