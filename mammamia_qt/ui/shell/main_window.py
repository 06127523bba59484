"""The main window: title screen, table and results on one stack, with the Game and View menus.

One ``QMainWindow`` that owns its parts, each in its own module: ``frame`` (``WindowFrame``,
window_frame: the geometry kept between starts, fullscreen), ``menus`` (``WindowMenus``,
window_menus: the menus and their actions) and ``game`` (``GamePages``, game_pages: the pages and
the game's life). The window wires them together and adds the dialogs, the language and kiosk
mode. In kiosk mode the window is locked down and the Kiosk object adds the demo, the quick start
and the operator's PIN pad; the window is its ``KioskHost``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QIcon
from PySide6.QtWidgets import QDialog, QMainWindow, QStackedWidget, QWidget

from mammamia_qt.paths import resource
from mammamia_qt.ui.common.i18n import Languages
from mammamia_qt.ui.common.settings import AppSettings, load_settings, save_settings
from mammamia_qt.ui.common.style import apply_looks
from mammamia_qt.ui.shell.game_pages import LAST_SETUP_KEY, GamePages
from mammamia_qt.ui.shell.window_frame import GEOMETRY_KEY, WindowFrame
from mammamia_qt.ui.shell.window_menus import WindowMenus
from mammamia_qt.ui.sound import MuteNotice, SoundBoard

if TYPE_CHECKING:  # the dialogs and the kiosk are imported when first needed
    from pathlib import Path

    from mammamia_qt.seats import GameSetup
    from mammamia_qt.storage import GameStore
    from mammamia_qt.ui.art.card_art import CardArt
    from mammamia_qt.ui.controller import GameController, SavedGame
    from mammamia_qt.ui.dialogs.how_to_play import HowToPlayDialog
    from mammamia_qt.ui.kiosk.mode import Kiosk
    from mammamia_qt.ui.shell.game_files import GameFiles
    from mammamia_qt.ui.shell.results import ResultsPage
    from mammamia_qt.ui.shell.start_screen import StartScreen
    from mammamia_qt.ui.shell.table_page import TablePage
    from mammamia_qt.ui.tutorial.lesson import Tutorial

__all__ = ["GEOMETRY_KEY", "LAST_SETUP_KEY", "MainWindow"]


class MainWindow(QMainWindow):
    """Owns the frame, the menus and the pages with the current game; hosts kiosk mode."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        settings: AppSettings | None = None,
        persist: bool = True,
        store: GameStore | None = None,
        kiosk: bool | None = None,
        language: str | None = None,
        theme: str | None = None,
    ) -> None:
        """``persist=False`` neither reads nor writes QSettings nor the autosave (snapshots, tests)
        unless a ``store`` is given; ``kiosk`` overrides the setting, ``language`` the saved language
        for this start only (``mammamia --lang``), ``theme`` the saved theme (``mammamia --theme``)."""
        settings = settings or (load_settings() if persist else AppSettings())
        saved_language = settings.language
        if language is not None:
            settings = settings.replace(language=language)
        self._saved_theme, self._start_theme = settings.theme, theme
        if theme is not None:
            settings = settings.replace(theme=theme)
        apply_looks(settings)
        Languages.instance().apply(settings.language)  # before any text is made
        super().__init__(parent)
        self.settings = settings
        self._persist = persist
        self._saved_language = saved_language
        self._start_language = language  # kept out of the saved settings until the player picks one
        self.languages = Languages.instance()
        self.setWindowIcon(QIcon(str(resource("icons", "mammamia.svg"))))
        self._how_to_play: HowToPlayDialog | None = None
        self.kiosk: Kiosk | None = None
        self.tutorial: Tutorial | None = None  # the guided first game's lesson, while one runs
        self.frame = WindowFrame(self, persist=persist)
        self.menus = WindowMenus(self, settings)
        self.sound = SoundBoard(settings, self)
        self.mute_notice = MuteNotice(self)
        self.game = GamePages(
            self, self.menus, lambda: self.settings, lambda: self.kiosk_active,
            persist=persist, store=store, sound=self.sound,
        )  # fmt: skip
        self._connect_parts()
        self.frame.restore_geometry()
        # Continue is offered when a file stands at the autosave's path; reading it back (a replay
        # of the whole game) and reporting a broken one wait until the window has painted.
        self.start_screen.set_can_continue(self.game.autosave_present())
        if self.settings.kiosk if kiosk is None else kiosk:
            self.set_kiosk(True)

    def _say_saved(self, name: str) -> None:
        """Game ▸ Save… went well: said for a moment at the top of the window."""
        self.mute_notice.say(self.tr("Game saved: {file}").format(file=name))

    def _connect_parts(self) -> None:
        """What the title screen, the results page and the menus ask of the window."""
        start, menus = self.start_screen, self.menus
        start.newGameRequested.connect(self.new_game)
        start.howToPlayRequested.connect(self.show_how_to_play)
        start.historyRequested.connect(self.show_history)
        start.tutorialRequested.connect(lambda: self.start_tutorial())
        start.settingsRequested.connect(self.edit_settings)
        start.quitRequested.connect(self.close)
        self.game.newGameRequested.connect(self.new_game)
        self.game.mainMenuRequested.connect(self.show_start)
        self.game.playersActive.connect(self.players_active)
        self.game.gameSaved.connect(self._say_saved)
        self.game.pages.currentChanged.connect(self._page_changed)
        menus.new_game_action.triggered.connect(self.new_game)
        menus.main_menu_action.triggered.connect(self.show_start)
        menus.history_action.triggered.connect(self.show_history)
        menus.settings_action.triggered.connect(self.edit_settings)
        menus.how_to_play_action.triggered.connect(self.show_how_to_play)
        menus.about_action.triggered.connect(self.show_about)
        menus.tutorial_action.triggered.connect(lambda: self.start_tutorial())
        menus.helping_tutorial_action.triggered.connect(lambda: self.start_tutorial("plus"))
        if self._persist:  # a real start (not a snapshot or a test): offer the guided game once
            self.game.startFinished.connect(self.offer_tutorial)
        menus.quit_action.triggered.connect(self.close)
        menus.fullscreen_action.triggered.connect(self.set_fullscreen)
        menus.mute_action.triggered.connect(self.set_muted)
        menus.speed_group.triggered.connect(lambda action: self.set_speed(action.data()))
        menus.language_group.triggered.connect(lambda action: self.set_language(action.data()))
        self.languages.changed.connect(self._language_changed)

    # ------------------------------------------------------------------ the game's parts, for the shell's users
    @property
    def pages(self) -> QStackedWidget:
        return self.game.pages

    @property
    def start_screen(self) -> StartScreen:
        return self.game.start_screen

    @property
    def table_page(self) -> TablePage:
        return self.game.table_page

    @property
    def results_page(self) -> ResultsPage:
        return self.game.results_page

    @property
    def controller(self) -> GameController | None:
        return self.game.controller

    @property
    def files(self) -> GameFiles | None:
        return self.game.files

    @property
    def art(self) -> CardArt:
        return self.game.art

    def start_game(self, setup: GameSetup, state: SavedGame | None = None) -> GameController:
        return self.game.start_game(setup, state)

    def continue_game(self) -> bool:
        return self.game.continue_game()

    def load_game_file(self, path: Path) -> bool:
        return self.game.load_game_file(path)

    def stop_game(self) -> None:
        self.game.stop_game()

    def set_fullscreen(self, on: bool) -> None:
        self.frame.set_fullscreen(on)
        self.menus.fullscreen_action.setChecked(self.isFullScreen())

    # ------------------------------------------------------------------ pages
    def new_game(self) -> None:
        """Ask for players and rules, then start; in kiosk mode the quick start instead."""
        if (kiosk := self._active_kiosk()) is not None:
            kiosk.show_quick_start()
            return
        self.game.new_game()

    def players_active(self) -> None:
        """A kiosk must not take the game back to its demo while people play on their phones."""
        if (kiosk := self._active_kiosk()) is not None:
            kiosk.note_activity()

    def show_start(self) -> None:
        """The title screen; in kiosk mode the demo."""
        if (kiosk := self._active_kiosk()) is not None:
            kiosk.show_attract()
            return
        self.game.show_start()

    def show_history(self) -> None:
        """The kept games and their replays (not in kiosk mode)."""
        if self._active_kiosk() is None:
            self.game.show_history()

    def _page_changed(self, _index: int) -> None:
        if self.kiosk is not None and self.pages.currentWidget() is not self.kiosk.attract:
            self.kiosk.attract.stop()

    # ------------------------------------------------------------------ the guided first game
    def start_tutorial(self, lesson: str = "classic") -> None:
        """A guided game: the first game (the start screen's button, Game ▸ Guided first game, the
        offer) or helping in Plus (Game ▸ Guided game: helping)."""
        from mammamia_qt.ui.tutorial.entry import start_guided_game

        if self._active_kiosk() is None:
            self.tutorial = start_guided_game(self.game, self, lesson)

    def offer_tutorial(self) -> QWidget | None:
        """On the first start (never in kiosk mode), offer the guided first game, once."""
        if self.settings.tutorial_offered or self.kiosk_active:
            return None
        from mammamia_qt.ui.tutorial.entry import offer_first_game

        self.settings = self.settings.replace(tutorial_offered=True)
        if self._persist:
            save_settings(self._to_keep(self.settings))
        return offer_first_game(self.start_screen, lambda: self.start_tutorial())

    # ------------------------------------------------------------------ dialogs
    def show_how_to_play(self) -> None:
        """F1: the rules in a window of their own; in kiosk mode a page of this window."""
        if (kiosk := self._active_kiosk()) is not None:
            kiosk.show_how_to_play()
            return
        if self._how_to_play is None:
            from mammamia_qt.ui.dialogs.how_to_play import HowToPlayDialog

            self._how_to_play = HowToPlayDialog(self.art, self)
            self._how_to_play.finished.connect(self.game.focus_table)
        if self.controller is not None and self.pages.currentWidget() is self.table_page:
            self._how_to_play.show_edition(self.controller.setup.rules.edition)  # the game's own rules
        if self._how_to_play.isVisible():
            self._how_to_play.raise_()
            self._how_to_play.activateWindow()
        else:
            self._how_to_play.show()

    def show_about(self) -> QDialog | None:
        """Game ▸ About: the version, the licence and the credits (window-modal, not in kiosk mode)."""
        if self._active_kiosk() is not None:
            return None
        from mammamia_qt.ui.dialogs.about import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self.game.focus_table)
        dialog.open()
        return dialog

    def edit_settings(self, unlocked: bool = False) -> None:
        """The settings dialog; in kiosk mode only after the operator PIN (``unlocked``)."""
        if (kiosk := self._active_kiosk()) is not None and not unlocked:
            kiosk.ask_operator()
            return
        from mammamia_qt.ui.dialogs.settings import SettingsDialog  # not needed at start-up

        dialog = SettingsDialog(self.settings, self)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        chosen = dialog.result_settings() if accepted else None
        dialog.deleteLater()  # a closed dialog is not kept hidden behind the window
        if chosen is not None:
            self.apply_settings(chosen)

    def apply_settings(self, settings: AppSettings) -> None:
        self.settings = settings
        if self._persist:
            save_settings(self._to_keep(settings))
        if settings.language and settings.language != self.languages.current:
            self.languages.set_language(settings.language)
        apply_looks(settings)
        self.menus.speed_actions[settings.animation_speed].setChecked(True)
        self.sound.apply(settings)
        self.menus.mute_action.setChecked(settings.sound_muted)
        if (page := self.game.built_table_page) is not None:
            page.set_speed(settings.animation_speed)
        if self.controller is not None:
            self.controller.ai_delay_ms = settings.ai_delay_ms
        if self.kiosk is not None:
            self.kiosk.set_speed(settings.animation_speed, settings.ai_delay_ms)
            self.kiosk.idle_ms = settings.kiosk_idle_seconds * 1000
            self.kiosk.countdown_seconds = settings.kiosk_countdown_seconds

    def set_muted(self, on: bool) -> None:
        """M (or View > Mute sound): the sound off or on, remembered, and a short note that says so."""
        self.apply_settings(self.settings.replace(sound_muted=on))
        self.mute_notice.notify(on)

    def _to_keep(self, settings: AppSettings) -> AppSettings:
        """The settings to save: a language given for this start only stays unsaved until the
        player picks another one."""
        if self._start_theme is not None:  # a theme given for this start only, as the language
            if settings.theme == self._start_theme:
                settings = settings.replace(theme=self._saved_theme)
            else:
                self._start_theme = None
        if self._start_language is None:
            return settings
        if settings.language == self._start_language:
            return settings.replace(language=self._saved_language)
        self._start_language = None
        return settings

    def set_speed(self, name: str) -> None:
        """Animation speed from the View menu; remembered for the next start."""
        self.apply_settings(self.settings.replace(animation_speed=name))

    def set_language(self, code: str) -> bool:
        """Switch the interface language; False if it cannot be loaded (yet)."""
        if not self.languages.set_language(code):
            self.menus.check_language(self.languages.current)
            return False
        if not self.kiosk_active:
            self.apply_settings(self.settings.replace(language=code))
        return True

    def _language_changed(self, code: str) -> None:
        self.game.relabel_cards()
        self.menus.check_language(code)

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
                from mammamia_qt.ui.kiosk.mode import Kiosk

                self.kiosk = Kiosk(self)
                self.pages.currentChanged.connect(self.kiosk.update_hold)
                self.kiosk.attract.gameStarted.connect(self.game.follow_demo)
            self.kiosk.enter()
            return
        kiosk = self._active_kiosk()
        assert kiosk is not None  # on differs from kiosk_active
        kiosk.leave()
        if kiosk.page_is_ours(self.pages.currentWidget()):
            self.show_start()
        if (page := self.game.built_table_page) is not None and page.table is not None:
            page.table.set_key_hints(True)
        self.frame.fit_to_screen()  # the menu bar is back: the window stays inside the screen
        self.pages.update()

    # KioskHost: what the kiosk asks of its window (mammamia_qt.ui.kiosk.protocol)
    def add_page(self, page: QWidget) -> None:
        self.pages.addWidget(page)

    def show_page(self, page: QWidget) -> None:
        self.pages.setCurrentWidget(page)

    def current_page(self) -> QWidget | None:
        return self.pages.currentWidget()

    def has_page(self, page: QWidget) -> bool:
        return self.pages.indexOf(page) >= 0

    def has_saved_game(self) -> bool:
        return self.files is not None and self.files.has_saved()

    def resume_saved_game(self) -> bool:
        return self.continue_game()

    def end_game(self) -> None:
        self.stop_game()

    def pause_game(self, on: bool) -> None:
        if self.controller is not None:  # its table holds its animations on pausedChanged
            from mammamia_qt.session.flow import PauseReason  # loaded with the game, not at start

            hold = self.controller.pause if on else self.controller.resume
            hold(PauseReason.COVERED)

    def set_chrome(self, on: bool) -> None:
        """The menus, the frame and the window-level actions (off in kiosk mode: fullscreen)."""
        self.menus.menu_chrome(on, can_load=self.files is not None, can_save=self.game.game_in_progress())
        was_visible = self.isVisible()
        self.setWindowFlag(Qt.WindowType.FramelessWindowHint, not on)
        if not on:
            self.showFullScreen()
        elif was_visible:
            self.showFullScreen() if self.settings.fullscreen_on_start else self.showNormal()

    def open_settings(self) -> None:
        self.edit_settings(unlocked=True)

    def leave_kiosk(self) -> None:
        self.set_kiosk(False)

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event: QCloseEvent) -> None:  # Qt override
        if self.kiosk is not None and not self.kiosk.may_close():
            event.ignore()
            return
        if not self.kiosk_active:
            self.frame.remember_geometry()
        if self.kiosk is not None:
            self.kiosk.leave(restore_chrome=False)
        self.stop_game()
        self.game.finish_writes()
        super().closeEvent(event)
