"""The main window: title screen, table and results on one stack, with the Game and View menus.

Every action of a game is kept in the autosave (Continue on the title screen); in kiosk mode the
window is locked down and the Kiosk object adds the demo, the quick start and the operator's PIN pad.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSettings, QStandardPaths, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QFont,
    QFontInfo,
    QGuiApplication,
    QIcon,
    QKeySequence,
)
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QMessageBox, QStackedWidget, QWidget

from mammamia_qt.paths import resource
from mammamia_qt.seats import GameSetup
from mammamia_qt.storage import GameStore
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common.i18n import LANGUAGES, Languages
from mammamia_qt.ui.common.names import card_labels, speed_label
from mammamia_qt.ui.common.settings import SPEEDS, AppSettings, load_settings, save_settings
from mammamia_qt.ui.controller import GameController
from mammamia_qt.ui.shell.game_files import GameFiles, data_dir
from mammamia_qt.ui.shell.pause_watch import PauseWatch
from mammamia_qt.ui.shell.start_screen import StartScreen
from mammamia_qt.ui.shell.table_page import TablePage

if TYPE_CHECKING:  # the dialogs, the results page and the kiosk are imported when first needed
    from mammamia_qt.ui.controller import SavedGame
    from mammamia_qt.ui.dialogs.how_to_play import HowToPlayDialog
    from mammamia_qt.ui.kiosk.mode import Kiosk
    from mammamia_qt.ui.shell.results import ResultsPage

GEOMETRY_KEY = "window/geometry"
LAST_SETUP_KEY = "newGame/lastSetup"
MENU_TYPE = 0.0175
"""The menus' type size as a part of the window's height (never below the app's own)."""
DECORATION_ALLOWANCE = 32
"""Room left for the title bar when the window's frame is not known yet."""


def _card_cache_dir() -> Path:
    """Where rendered card faces are kept between starts (QStandardPaths' CacheLocation)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation))


class MainWindow(QMainWindow):
    """Owns the pages, the menus and the current game's controller."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        settings: AppSettings | None = None,
        persist: bool = True,
        store: GameStore | None = None,
        kiosk: bool | None = None,
    ) -> None:
        """``persist=False`` neither reads nor writes QSettings nor the autosave (snapshots, tests)
        unless a ``store`` is given; ``kiosk`` overrides the setting."""
        super().__init__(parent)
        self._persist = persist
        self.setWindowIcon(QIcon(str(resource("icons", "mammamia.svg"))))
        self.settings = settings or (load_settings() if persist else AppSettings())
        self.languages = Languages.instance()
        self.languages.apply(self.settings.language)  # before any text is made
        self.art = CardArt(card_labels(), disk_cache=_card_cache_dir() if persist else None)
        self.controller: GameController | None = None
        self._how_to_play: HowToPlayDialog | None = None
        if store is None and persist:
            store = GameStore(data_dir())
        self.files: GameFiles | None = GameFiles(store, self) if store is not None else None
        self.kiosk: Kiosk | None = None
        self._last_setup: GameSetup | None = None

        self.pages = QStackedWidget()
        self.pages.setObjectName("pages")
        self.start_screen = StartScreen()
        self.table_page = TablePage(self.art)
        self._results_page: ResultsPage | None = None
        for page in (self.start_screen, self.table_page):
            self.pages.addWidget(page)
        self.setCentralWidget(self.pages)

        self._create_actions()
        self._create_menus()
        self._connect_signals()
        # The game waits while a menu or modal dialog is open; the keyboard is the table's again after.
        self.pause_watch = PauseWatch(lambda: self.controller, self.focus_table, self)
        self.retranslate()
        self._restore_geometry()
        # Continue is offered when there is an autosave; reading it back (a replay of the whole
        # game) and reporting a broken one wait until the window is on screen.
        self.start_screen.set_can_continue(self.files is not None and self.files.store.has_autosave())
        if self.files is not None:
            QTimer.singleShot(0, self, self._check_autosave)
        if self.settings.kiosk if kiosk is None else kiosk:
            self.set_kiosk(True)
        if self.art.disk is not None:
            QTimer.singleShot(5000, self, self.art.disk.prune)  # well after the first paint

    # ------------------------------------------------------------------ construction
    def _create_actions(self) -> None:
        self.new_game_action = QAction(self.tr("&New game…"), self)
        self.new_game_action.setShortcut(QKeySequence.StandardKey.New)
        self.main_menu_action = QAction(self.tr("&Main menu"), self)
        self.save_action = QAction(self.tr("&Save…"), self)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.setEnabled(False)
        self.load_action = QAction(self.tr("&Load…"), self)
        self.load_action.setShortcut(QKeySequence.StandardKey.Open)
        self.load_action.setEnabled(self.files is not None)
        self.settings_action = QAction(self.tr("&Settings…"), self)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.how_to_play_action = QAction(self.tr("&How to play"), self)
        self.how_to_play_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Q))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

        self.fullscreen_action = QAction(self.tr("&Fullscreen"), self)
        self.fullscreen_action.setCheckable(True)
        self.fullscreen_action.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.scoreboard_action = QAction(self.tr("S&coreboard"), self)
        self.scoreboard_action.setCheckable(True)
        self.scoreboard_action.setShortcut(QKeySequence(Qt.Key.Key_F2))
        self.skip_reveal_action = QAction(self.tr("S&kip reveal"), self)
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
        self._check_language(self.languages.current)

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

    def _connect_signals(self) -> None:
        self.start_screen.continueRequested.connect(self.continue_game)
        self.start_screen.newGameRequested.connect(self.new_game)
        self.start_screen.howToPlayRequested.connect(self.show_how_to_play)
        self.start_screen.settingsRequested.connect(self.edit_settings)
        self.start_screen.quitRequested.connect(self.close)
        self.new_game_action.triggered.connect(self.new_game)
        self.main_menu_action.triggered.connect(self.show_start)
        self.save_action.triggered.connect(self.save_game)
        self.load_action.triggered.connect(self.load_game)
        self.settings_action.triggered.connect(self.edit_settings)
        self.how_to_play_action.triggered.connect(self.show_how_to_play)
        self.quit_action.triggered.connect(self.close)
        self.fullscreen_action.triggered.connect(self.set_fullscreen)
        self.scoreboard_action.toggled.connect(self.table_page.set_scoreboard_visible)
        self.skip_reveal_action.triggered.connect(self.table_page.skip_reveal)
        self.speed_group.triggered.connect(lambda action: self.set_speed(action.data()))
        self.language_group.triggered.connect(lambda action: self.set_language(action.data()))
        self.languages.changed.connect(self._language_changed)
        self.pages.currentChanged.connect(self._page_changed)

    @property
    def results_page(self) -> ResultsPage:
        """The results page, made when a game first ends (it is not needed at start-up)."""
        if self._results_page is None:
            from mammamia_qt.ui.shell.results import ResultsPage  # noqa: PLC0415

            page = ResultsPage(self.art)
            page.newGameRequested.connect(self.new_game)
            page.mainMenuRequested.connect(self.show_start)
            self.pages.addWidget(page)
            self._results_page = page
        return self._results_page

    def _connect_game(self, controller: GameController) -> None:
        """The current game's signals that concern the window (the table page wires its own)."""
        controller.gameEnded.connect(self._game_ended)

    # ------------------------------------------------------------------ games
    def game_in_progress(self) -> bool:
        c = self.controller
        return c is not None and c.in_progress

    def new_game(self) -> None:
        """Ask for players and rules, then start (after confirming if a game is running)."""
        if (kiosk := self._active_kiosk()) is not None:
            kiosk.show_quick_start()
            return
        if self.game_in_progress() and not self._confirm_abandon():
            return
        from mammamia_qt.ui.dialogs.new_game import NewGameDialog  # noqa: PLC0415 - not needed at start-up

        dialog = NewGameDialog(self.art, self)
        last = self.last_setup()
        if last is not None:
            dialog.set_setup(last)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        setup = dialog.setup()
        self.remember_setup(setup)
        self.start_game(setup)

    def last_setup(self) -> GameSetup | None:
        """The players and rules of the last game started from the New game dialog, if any."""
        if self._last_setup is None and self._persist:
            text = QSettings().value(LAST_SETUP_KEY)
            if isinstance(text, str):
                try:
                    self._last_setup = GameSetup.model_validate_json(text[:20000])
                except ValueError:
                    QSettings().remove(LAST_SETUP_KEY)  # from another version: forget it
        return self._last_setup

    def remember_setup(self, setup: GameSetup) -> None:
        self._last_setup = setup
        if self._persist:
            QSettings().setValue(LAST_SETUP_KEY, setup.model_dump_json())

    def start_game(self, setup: GameSetup, state: SavedGame | None = None) -> GameController:
        """Start ``setup`` (or resume ``state``) on the table page."""
        self.stop_game()
        if state is None:
            controller = GameController(setup, self, ai_delay_ms=self.settings.ai_delay_ms)
        else:
            controller = GameController.from_state(setup, state, self, ai_delay_ms=self.settings.ai_delay_ms)
        self.controller = controller
        self.table_page.set_controller(controller)
        self.table_page.set_speed(self.settings.animation_speed)
        self.table_page.table.set_key_hints(not self.kiosk_active)  # type: ignore[union-attr]
        self._connect_game(controller)
        self.pages.setCurrentWidget(self.table_page)
        self.pause_watch.apply()  # started from a dialog that is still closing: wait for it
        controller.start()
        if self.files is not None:
            self.files.watch(controller)
        self._page_changed(0)
        return controller

    def _check_autosave(self) -> None:
        if self.files is not None:
            self.files.tidy()
        if self.files is not None and self.controller is None:
            self.start_screen.set_can_continue(self.files.check_autosave())

    def continue_game(self) -> bool:
        """Resume the autosaved game (read back from disk, so it is exactly what was kept)."""
        if self.files is None or not self.files.check_autosave():
            self.start_screen.set_can_continue(False)
            return False
        state, setup = self.files.saved  # type: ignore[misc]
        self.start_game(setup, state)
        return True

    def stop_game(self) -> None:
        """End the current game's controller (its last action is already in the autosave)."""
        if self.files is not None:
            self.files.watch(None)
        if self.controller is not None:
            self.pause_watch.release_game()
            self.table_page.clear_controller()
            self.controller.gameEnded.disconnect(self._game_ended)
            self.controller.stop()
            self.controller.deleteLater()
            self.controller = None

    def _confirm_abandon(self) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Leave this game?"),
            self.tr("The game in progress will be lost unless you save it first. Go on anyway?"),
        )
        return answer == QMessageBox.StandardButton.Yes

    def save_game(self) -> None:
        """Game ▸ Save…: write the current game where the player says."""
        if self.files is None or not self.game_in_progress() or self.kiosk_active:
            return
        with self.pause_watch.hold():  # the system's file dialog is no Qt window to watch
            path = self.files.ask_save_path()
        controller = self.controller
        if path is not None and controller is not None and controller.started:
            self.files.save_to(path, controller)

    def load_game(self) -> None:
        """Game ▸ Load…: pick a saved game and play it."""
        if self.files is None or self.kiosk_active:
            return
        if self.game_in_progress() and not self._confirm_abandon():
            return
        with self.pause_watch.hold():
            path = self.files.ask_load_path()
        if path is not None:
            self.load_game_file(path)

    def load_game_file(self, path: Path) -> bool:
        """Play the game saved in ``path``; a bad file is named in a message and set aside."""
        if self.files is None:
            return False
        loaded = self.files.load_from(Path(path))
        if loaded is None:
            return False
        state, setup = loaded
        self.start_game(setup, state)
        return True

    def _game_ended(self, event: object) -> None:
        self.results_page.show_results(event, self.controller)  # type: ignore[arg-type]
        self.pages.setCurrentWidget(self.results_page)
        self.save_action.setEnabled(False)

    def show_start(self) -> None:
        if (kiosk := self._active_kiosk()) is not None:
            kiosk.show_attract()
            return
        self.start_screen.set_can_continue(self.files is not None and self.files.has_saved())
        self.pages.setCurrentWidget(self.start_screen)

    def _page_changed(self, _index: int) -> None:
        on_table = self.pages.currentWidget() is self.table_page
        self.skip_reveal_action.setEnabled(on_table)
        self.scoreboard_action.setEnabled(on_table)
        self.save_action.setEnabled(on_table and self.game_in_progress() and not self.kiosk_active)
        if self.kiosk is not None and self.pages.currentWidget() is not self.kiosk.attract:
            self.kiosk.attract.stop()

    # ------------------------------------------------------------------ dialogs
    def show_how_to_play(self) -> None:
        """F1: the rules in a window of their own; in kiosk mode a page of this window."""
        if (kiosk := self._active_kiosk()) is not None:
            kiosk.show_how_to_play()
            return
        if self._how_to_play is None:
            from mammamia_qt.ui.dialogs.how_to_play import HowToPlayDialog  # noqa: PLC0415

            self._how_to_play = HowToPlayDialog(self.art, self)
            self._how_to_play.finished.connect(self.focus_table)
        if self.controller is not None and self.pages.currentWidget() is self.table_page:
            self._how_to_play.show_edition(self.controller.setup.rules.edition)  # the game's own rules
        if self._how_to_play.isVisible():
            self._how_to_play.raise_()
            self._how_to_play.activateWindow()
        else:
            self._how_to_play.show()

    def focus_table(self) -> None:
        """Give the keyboard back to the table (after a menu or How to play closed)."""
        table = self.table_page.table
        if self.pages.currentWidget() is not self.table_page or table is None:
            return
        if not self.isActiveWindow() and self.isVisible():
            self.activateWindow()
        table.setFocus(Qt.FocusReason.OtherFocusReason)

    def edit_settings(self, unlocked: bool = False) -> None:
        """The settings dialog; in kiosk mode only after the operator PIN (``unlocked``)."""
        if (kiosk := self._active_kiosk()) is not None and not unlocked:
            kiosk.ask_operator()
            return
        from mammamia_qt.ui.dialogs.settings import SettingsDialog  # noqa: PLC0415 - not needed at start-up

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.apply_settings(dialog.result_settings())

    def apply_settings(self, settings: AppSettings) -> None:
        self.settings = settings
        if self._persist:
            save_settings(settings)
        if settings.language and settings.language != self.languages.current:
            self.languages.set_language(settings.language)
        self.speed_actions[settings.animation_speed].setChecked(True)
        self.table_page.set_speed(settings.animation_speed)
        if self.controller is not None:
            self.controller.ai_delay_ms = settings.ai_delay_ms
        if self.kiosk is not None:
            self.kiosk.set_speed(settings.animation_speed, settings.ai_delay_ms)
            self.kiosk.idle_ms = settings.kiosk_idle_seconds * 1000
            self.kiosk.countdown_seconds = settings.kiosk_countdown_seconds

    def set_language(self, code: str) -> bool:
        """Switch the interface language; False if it cannot be loaded (yet)."""
        if not self.languages.set_language(code):
            self._check_language(self.languages.current)
            return False
        if not self.kiosk_active:
            self.apply_settings(self.settings.model_copy(update={"language": code}))
        return True

    def _language_changed(self, code: str) -> None:
        self.art.set_labels(card_labels())
        self._check_language(code)

    def _check_language(self, code: str) -> None:
        if code in self.language_actions:
            self.language_actions[code].setChecked(True)

    def retranslate(self) -> None:
        """Menus, actions and the window title in the current language (pages retranslate themselves)."""
        self.setWindowTitle(self.tr("Mamma Mia!"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        self.language_menu.setTitle(self.tr("&Language"))
        texts = {
            self.new_game_action: self.tr("&New game…"),
            self.main_menu_action: self.tr("&Main menu"),
            self.save_action: self.tr("&Save…"),
            self.load_action: self.tr("&Load…"),
            self.settings_action: self.tr("&Settings…"),
            self.how_to_play_action: self.tr("&How to play"),
            self.quit_action: self.tr("&Quit"),
            self.fullscreen_action: self.tr("&Fullscreen"),
            self.scoreboard_action: self.tr("S&coreboard"),
            self.skip_reveal_action: self.tr("S&kip reveal"),
        }
        for action, text in texts.items():
            action.setText(text)
        for name, action in self.speed_actions.items():
            action.setText(speed_label(name))

    # ------------------------------------------------------------------ kiosk
    @property
    def kiosk_active(self) -> bool:
        return self.kiosk is not None and self.kiosk.active

    def _active_kiosk(self) -> Kiosk | None:
        """The kiosk while kiosk mode is on, else None."""
        return self.kiosk if self.kiosk is not None and self.kiosk.active else None

    def set_kiosk(self, on: bool) -> None:
        """Enter or leave kiosk mode (leaving is the operator's choice, behind the PIN)."""
        if on == self.kiosk_active:
            return
        if on:
            if self._how_to_play is not None:
                self._how_to_play.hide()  # nothing may stay open outside the kiosk's window
            if self.kiosk is None:
                from mammamia_qt.ui.kiosk.mode import Kiosk  # noqa: PLC0415

                self.kiosk = Kiosk(self)
            self.kiosk.enter()
            return
        kiosk = self._active_kiosk()
        assert kiosk is not None  # on differs from kiosk_active
        kiosk.leave()
        if kiosk.page_is_ours(self.pages.currentWidget()):
            self.show_start()
        if self.table_page.table is not None:
            self.table_page.table.set_key_hints(True)
        self.fit_to_screen()  # the menu bar is back: the window stays inside the screen
        self.pages.update()

    def set_speed(self, name: str) -> None:
        """Animation speed from the View menu; remembered for the next start."""
        self.apply_settings(self.settings.model_copy(update={"animation_speed": name}))

    # ------------------------------------------------------------------ window state
    def set_fullscreen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()
        self.fullscreen_action.setChecked(self.isFullScreen())

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt override
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
            self.retranslate()  # (not while __init__ applies the language, before the menus exist)
        super().changeEvent(event)

    def _restore_geometry(self) -> None:
        geometry = QSettings().value(GEOMETRY_KEY) if self._persist else None
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1600, 900)
        self.fit_to_screen()

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

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        if self.kiosk is not None and not self.kiosk.may_close():
            event.ignore()
            return
        if self._persist and not self.kiosk_active:
            QSettings().setValue(GEOMETRY_KEY, self.saveGeometry())
        if self.kiosk is not None:
            self.kiosk.leave(restore_chrome=False)
        self.stop_game()
        super().closeEvent(event)
