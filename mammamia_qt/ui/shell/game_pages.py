"""The window's pages and the game's life on them: the title screen, the table and the results;
starting, continuing, saving, loading and ending a game (``GamePages``, a part ``MainWindow`` owns).

Every action of a game is kept in the autosave (Continue on the title screen). The title screen
paints before pydantic, the engine, the card art and the table page are loaded: Continue is offered
when a file stands at the autosave's path, and right after the first paint the rest loads and the
autosave is read back (a broken one is reported and set aside). Whatever is needed earlier (a game
started at once, a file given on the command line, kiosk mode) loads when first asked for.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtWidgets import QDialog, QMainWindow, QStackedWidget, QWidget

from mammamia_qt.ui.shell.game_files import GameFiles, autosave_exists, data_dir
from mammamia_qt.ui.shell.pause_watch import PauseWatch
from mammamia_qt.ui.shell.start_screen import StartScreen

if TYPE_CHECKING:  # the game's modules load after the first paint, or when first needed
    from PySide6.QtWidgets import QMessageBox

    from mammamia_qt.archive.auto_level import AutoChoice
    from mammamia_qt.seats import GameSetup
    from mammamia_qt.storage import GameStore, SavedGame
    from mammamia_qt.ui.art.card_art import CardArt
    from mammamia_qt.ui.common.settings import AppSettings
    from mammamia_qt.ui.controller import GameController
    from mammamia_qt.ui.history.history_page import HistoryPage
    from mammamia_qt.ui.shell.archive_keeper import ArchiveKeeper
    from mammamia_qt.ui.shell.results import ResultsPage
    from mammamia_qt.ui.shell.table_page import TablePage
    from mammamia_qt.ui.shell.window_menus import WindowMenus
    from mammamia_qt.ui.sound import SoundBoard

LAST_SETUP_KEY = "newGame/lastSetup"
LAST_AUTO_KEY = "newGame/autoSeats"
"""The seats of the last setup that Auto played (the setup holds the levels it chose)."""


def menu_text(text: str) -> str:
    """A menu entry's text as it reads: without its shortcut mark (``&Save…``, ``保存(&S)…``)."""
    return re.sub(r"\(&[^)]\)", "", text).replace("&", "")


def _card_cache_dir() -> Path:
    """Where rendered card faces are kept between starts (QStandardPaths' CacheLocation)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation))


FALLBACK_MS = 1000
"""If the first page has not painted this long after the window was shown (minimised, covered),
the rest loads anyway."""


class FirstPaint(QObject):
    """Calls ``then`` once, from the event loop after ``widget`` first painted (and after whatever
    else the paint set going: two turns of the loop, so the painted window is on screen first)."""

    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._then = then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, lambda: QTimer.singleShot(0, self, self._then))
        return False


class GamePages(QObject):
    """The pages of ``window`` (its central widget) and the current game's controller.

    ``settings`` and ``kiosk_active`` are asked each time (the window's settings change, kiosk mode
    comes and goes); ``menus`` are the window's, whose save, load, scoreboard and skip actions this
    serves. The results page's requests are passed on (``newGameRequested``,
    ``mainMenuRequested``) for the window to route (kiosk mode has its own pages for them).
    """

    newGameRequested = Signal()
    mainMenuRequested = Signal()
    playersActive = Signal()
    """People play away from the screen (a tap on a phone): the window tells kiosk mode."""
    gameSaved = Signal(str)
    """Game ▸ Save… wrote the game to the file of this name: the window says so."""
    startFinished = Signal()
    """The window painted and the rest is loaded (``finish_start``): the first start's offers may come."""

    def __init__(
        self,
        window: QMainWindow,
        menus: WindowMenus,
        settings: Callable[[], AppSettings],
        kiosk_active: Callable[[], bool],
        *,
        persist: bool,
        store: GameStore | None,
        sound: SoundBoard | None = None,
    ) -> None:
        super().__init__(window)
        self._sound = sound
        self._window = window
        self._menus = menus
        self._settings = settings
        self._kiosk_active = kiosk_active
        self._persist = persist
        self._art: CardArt | None = None
        self.controller: GameController | None = None
        self._data_folder = data_dir() if store is None and persist else None
        self._files: GameFiles | None = GameFiles(store, window) if store is not None else None
        menus.load_action.setEnabled(store is not None or self._data_folder is not None)
        self._last_setup: GameSetup | None = None
        self._last_auto: tuple[int, ...] | None = None
        self._started = False
        self._keeper: ArchiveKeeper | None = None

        self.pages = QStackedWidget()
        self.pages.setObjectName("pages")
        self.start_screen = StartScreen()
        self._table_page: TablePage | None = None
        self._results_page: ResultsPage | None = None
        self._history_page: HistoryPage | None = None
        self.pages.addWidget(self.start_screen)
        window.setCentralWidget(self.pages)
        # The game waits while a menu or modal dialog is open; the keyboard is the table's again after.
        self.pause_watch = PauseWatch(lambda: self.controller, self.focus_table, window)

        self.start_screen.continueRequested.connect(self.continue_game)
        menus.save_action.triggered.connect(self.save_game)
        menus.load_action.triggered.connect(self.load_game)
        menus.scoreboard_action.toggled.connect(self._show_scoreboard)
        menus.skip_reveal_action.triggered.connect(self._skip_reveal)
        self.pages.currentChanged.connect(self._page_changed)
        window.installEventFilter(self)  # its first show, and when it is minimised

    # ------------------------------------------------------------------ start-up
    def autosave_present(self) -> bool:
        """Whether a file stands at the autosave's path (cheap: nothing is read)."""
        if self._files is not None:
            return self._files.store.has_autosave()
        return self._data_folder is not None and autosave_exists(self._data_folder)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window's first show starts the rest of the start-up; minimised, the game waits."""
        kind = event.type()
        if kind == QEvent.Type.Show and not self._started:
            page = self.pages.currentWidget()
            FirstPaint(page if page is not None else self._window, self.finish_start)
            QTimer.singleShot(FALLBACK_MS, self, self.finish_start)
        elif kind == QEvent.Type.WindowStateChange:
            self._hold_unseen()
        return False

    def finish_start(self) -> None:
        """Right after the first paint: the data folder's tidy-up and the autosave read back (with
        pydantic and the engine), then the rest a game needs (the controller, the card art, the
        table page)."""
        if self._started:
            return
        self._started = True
        self._check_autosave()
        if self.archive is not None:
            self.archive.check()  # off the UI thread: a bad file is set aside and reported
        from mammamia_qt.ui import controller  # noqa: F401 - ready for the first game

        _ = self.table_page
        self.startFinished.emit()

    @property
    def art(self) -> CardArt:
        """The card art, made when first needed (it needs the engine's cards)."""
        if self._art is None:
            from mammamia_qt.ui.art.card_art import CardArt
            from mammamia_qt.ui.common.names import card_labels

            self._art = CardArt(card_labels(), disk_cache=_card_cache_dir() if self._persist else None)
            if self._art.disk is not None:
                QTimer.singleShot(5000, self, self._art.disk.prune)  # well after the first paint
        return self._art

    @property
    def files(self) -> GameFiles | None:
        """The autosave and the saved games (None without a data folder: ``persist=False``)."""
        if self._files is None and self._data_folder is not None:
            from mammamia_qt.storage import GameStore  # pydantic and the engine

            self._files = GameFiles(GameStore(self._data_folder), self._window)
        return self._files

    @property
    def archive(self) -> ArchiveKeeper | None:
        """Keeps every finished game in the archive beside the autosave (None without a data folder)."""
        if self._keeper is None and self.files is not None:
            from mammamia_qt.archive.store import ARCHIVE_FILE
            from mammamia_qt.ui.shell.archive_keeper import ArchiveKeeper

            self._keeper = ArchiveKeeper(self.files.store.folder / ARCHIVE_FILE, self)
            self._keeper.report_to(self._window)
        return self._keeper

    def finish_writes(self, msecs: int = 5000) -> None:
        """Wait for the games being written to the archive (the window is closing)."""
        if self._keeper is not None:
            self._keeper.wait(msecs)

    def follow_demo(self, controller: GameController) -> None:
        """A kiosk demo game: kept when it ends if the host keeps demo games then."""
        if self.archive is not None:
            self.archive.follow(controller, "kiosk", lambda: self._settings().kiosk_keep_demo_games)

    @property
    def table_page(self) -> TablePage:
        """The table's page, made after the first paint (or for a game started before it)."""
        if self._table_page is None:
            from mammamia_qt.ui.shell.table_page import TablePage

            page = TablePage(self.art)
            page.playersActive.connect(self.playersActive)
            self.pages.addWidget(page)
            page.set_scoreboard_visible(self._menus.scoreboard_action.isChecked())
            self._table_page = page
        return self._table_page

    @property
    def built_table_page(self) -> TablePage | None:
        """The table's page if it is made already (None: nothing to update on it)."""
        return self._table_page

    def relabel_cards(self) -> None:
        """The card art's labels in the current language (if the art is made already)."""
        if self._art is not None:
            from mammamia_qt.ui.common.names import card_labels

            self._art.set_labels(card_labels())

    def _show_scoreboard(self, on: bool) -> None:
        self.table_page.set_scoreboard_visible(on)

    def _skip_reveal(self) -> None:
        self.table_page.skip_reveal()

    @property
    def results_page(self) -> ResultsPage:
        """The results page, made when a game first ends (it is not needed at start-up)."""
        if self._results_page is None:
            from mammamia_qt.ui.shell.results import ResultsPage

            page = ResultsPage(self.art)
            page.newGameRequested.connect(self.newGameRequested)
            page.mainMenuRequested.connect(self.mainMenuRequested)
            self.pages.addWidget(page)
            self._results_page = page
        return self._results_page

    @property
    def history_page(self) -> HistoryPage:
        """The kept games and their replays, made when first shown (the archive lives beside the saves)."""
        if self._history_page is None:
            from mammamia_qt.ui.history.history_page import HistoryPage

            keeper = self.archive
            page = HistoryPage(self.art, self.archive_folder, self._settings().animation_speed,
                               notice=lambda: keeper.problem if keeper is not None else None)  # fmt: skip
            if keeper is not None:  # a file set aside at start-up, said on the page too
                keeper.problemFound.connect(page.refresh_if_shown)
            page.backRequested.connect(self.mainMenuRequested)
            self._add_history_tabs(page)
            self.pages.addWidget(page)
            self._history_page = page
        return self._history_page

    def _add_history_tabs(self, page: HistoryPage) -> None:
        """Beside the kept games: their statistics, and the memory coach drawn from them (when
        there is a folder)."""
        folder = self.archive_folder()
        if folder is None:
            return
        from mammamia_qt.archive import Archive
        from mammamia_qt.ui.history.coach_tab import CoachTab
        from mammamia_qt.ui.history.coach_texts import coach_title
        from mammamia_qt.ui.history.stats_tab import StatisticsTab, statistics_title

        page.add_tab(StatisticsTab(lambda: Archive.in_folder(folder)), statistics_title)
        page.add_tab(CoachTab(folder, self.art), coach_title)

    def archive_folder(self) -> Path | None:
        """Where the archive file lives: the saves' folder (None without one)."""
        files = self.files
        return files.store.folder if files is not None else None

    def show_history(self) -> None:
        """The History screen (a game in progress waits unseen, as on the title screen)."""
        self.pages.setCurrentWidget(self.history_page)

    def new_game(self) -> None:
        """Ask for players and rules, then start (after confirming if a game is running)."""
        if not self.confirm_replace():
            return
        from mammamia_qt.ui.dialogs.new_game import NewGameDialog  # not needed at start-up

        dialog = NewGameDialog(self.art, self._window, self._auto_source())
        last = self.last_setup()
        if last is not None:
            dialog.set_setup(last, self.last_auto_seats())
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        setup = dialog.setup() if accepted else None
        auto_seats = dialog.auto_seats()
        dialog.deleteLater()  # a closed dialog is not kept hidden behind the window
        if setup is not None:
            self.remember_setup(setup, auto_seats)
            self.start_game(setup)

    def _auto_source(self) -> Callable[[str | None, int], AutoChoice]:
        """The Auto seats' levels for a person, read from the archive beside the saves."""
        from mammamia_qt.archive.auto_level import auto_choice_at
        from mammamia_qt.archive.store import ARCHIVE_FILE

        folder = self.archive_folder()
        path = folder / ARCHIVE_FILE if folder is not None else None
        return lambda name, count: auto_choice_at(path, name, count)

    def _coach(self, controller: GameController) -> None:
        """The memory coach's question at each reveal, if chosen and one person plays at the screen."""
        from mammamia_qt.ui.shell.live_coach import RevealCoach, coached_seat

        seat = coached_seat([str(s.kind) for s in controller.setup.seats])
        if self._settings().coach_after_reveal and seat is not None and self.table_page.table is not None:
            RevealCoach(self.table_page.table, seat, self._data_folder)

    def _connect_game(self, controller: GameController) -> None:
        """The current game's signals that concern the window (the table page wires its own)."""
        controller.gameEnded.connect(self._game_ended)

    # ------------------------------------------------------------------ games
    def game_in_progress(self) -> bool:
        c = self.controller
        return c is not None and c.in_progress

    def last_setup(self) -> GameSetup | None:
        """The players and rules of the last game started from the New game dialog, if any."""
        from mammamia_qt.seats import GameSetup

        if self._last_setup is None and self._persist:
            text = QSettings().value(LAST_SETUP_KEY)
            if isinstance(text, str):
                try:
                    self._last_setup = GameSetup.model_validate_json(text[:20000])
                except ValueError:
                    QSettings().remove(LAST_SETUP_KEY)  # from another version: forget it
        return self._last_setup

    def last_auto_seats(self) -> tuple[int, ...]:
        """The seats of the last setup that Auto played."""
        if self._last_auto is None and self._persist:
            text = QSettings().value(LAST_AUTO_KEY)
            seats = str(text).split(",") if isinstance(text, str) and text else []
            self._last_auto = tuple(int(s) for s in seats if s.isdigit())
        return self._last_auto or ()

    def remember_setup(self, setup: GameSetup, auto_seats: tuple[int, ...] = ()) -> None:
        self._last_setup = setup
        self._last_auto = auto_seats
        if self._persist:
            QSettings().setValue(LAST_SETUP_KEY, setup.model_dump_json())
            QSettings().setValue(LAST_AUTO_KEY, ",".join(str(i) for i in auto_seats))

    def start_game(self, setup: GameSetup, state: SavedGame | None = None) -> GameController:
        """Start ``setup`` (or resume ``state``) on the table page."""
        from mammamia_qt.ui.controller import GameController

        self.stop_game()
        controller = GameController(setup, self, ai_delay_ms=self._settings().ai_delay_ms, saved=state)
        self.controller = controller
        self.table_page.set_controller(controller)
        self.table_page.set_speed(self._settings().animation_speed)
        self.table_page.table.set_key_hints(not self._kiosk_active())  # type: ignore[union-attr]
        self._coach(controller)
        if self._sound is not None:
            self.table_page.table.set_sound(self._sound.event_player())  # type: ignore[union-attr]
            self._sound.warm_up()
        self._connect_game(controller)
        if self.archive is not None:
            self.archive.follow(controller, "table")
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
            if self._table_page is not None:
                self._table_page.clear_controller()
            if self._results_page is not None:
                self._results_page.forget()
            self.controller.gameEnded.disconnect(self._game_ended)
            self.controller.stop()
            self.controller.deleteLater()
            self.controller = None

    def confirm_replace(self) -> bool:
        """Before a new game (New game, a guided game) takes the place of an unfinished one: True to
        go on. In a game, the question of Ctrl+N; from the title screen, where the unfinished game
        is unseen (running, or kept in the autosave), the same question offers to continue it."""
        unfinished = self.game_in_progress()
        if not unfinished and self.files is not None and not self._kiosk_active():
            unfinished = self.files.check_autosave()
        if not unfinished:
            return True
        if self.pages.currentWidget() is not self.start_screen:
            return self._confirm_abandon()
        text = QCoreApplication.translate(
            "MainWindow",
            "An unfinished game is waiting. A new game takes its place, in the autosave too: Continue "
            "will then resume the new game, not that one.",
        )
        from PySide6.QtWidgets import QMessageBox  # (its class costs the first window a millisecond)

        box = QMessageBox(QMessageBox.Icon.Question, self.abandon_title(), text, parent=self._window)
        carry_on = box.addButton(
            QCoreApplication.translate("MainWindow", "Continue that game"), QMessageBox.ButtonRole.RejectRole
        )
        replace = box.addButton(
            QCoreApplication.translate("MainWindow", "Start a new game"), QMessageBox.ButtonRole.AcceptRole
        )
        box.setDefaultButton(carry_on)
        box.setEscapeButton(carry_on)
        self.ask_replace(box)
        chosen = box.clickedButton()
        box.deleteLater()
        if chosen is replace:
            return True
        if self.game_in_progress():
            self.pages.setCurrentWidget(self.table_page)
        else:
            self.continue_game()
        return False

    def ask_replace(self, box: QMessageBox) -> None:
        """Put the title screen's question (tests answer it by clicking one of its buttons)."""
        box.exec()

    def _confirm_abandon(self) -> bool:
        """Ask before a new or loaded game takes the current one's place. It is autosaved after
        every move, but the autosave holds one game: the next game started is autosaved over it at
        once, so only Save… keeps this one (kiosk mode never asks: it has no Save… and no Load…)."""
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(self._window, self.abandon_title(), self.abandon_text())
        return answer == QMessageBox.StandardButton.Yes

    def abandon_title(self) -> str:
        return QCoreApplication.translate("MainWindow", "Leave this game?")

    def abandon_text(self) -> str:
        """What happens to the game in progress when another one starts, as it is."""
        path = f"{menu_text(self._menus.game_menu.title())} ▸ {menu_text(self._menus.save_action.text())}"
        return QCoreApplication.translate(
            "MainWindow",
            "The game you start or load now takes the place of this one, in the autosave too: "
            "Continue will then resume that game, not this one.\n\n"
            "To keep this game, choose No and save it with {path} first.",
        ).format(path=path)

    def save_game(self) -> None:
        """Game ▸ Save…: write the current game where the player says."""
        if self.files is None or not self.game_in_progress() or self._kiosk_active():
            return
        with self.pause_watch.hold():  # the system's file dialog is no Qt window to watch
            path = self.files.ask_save_path()
        controller = self.controller
        if path is not None and controller is not None and controller.started:
            if self.files.save_to(path, controller):
                self.gameSaved.emit(path.name)

    def load_game(self) -> None:
        """Game ▸ Load…: pick a saved game and play it."""
        if self.files is None or self._kiosk_active():
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
        self._menus.save_action.setEnabled(False)

    def show_start(self) -> None:
        """The title screen."""
        self.start_screen.set_can_continue(self.files is not None and self.files.has_saved())
        self.pages.setCurrentWidget(self.start_screen)

    def _page_changed(self, _index: int) -> None:
        on_table = self._table_page is not None and self.pages.currentWidget() is self._table_page
        menus = self._menus
        menus.skip_reveal_action.setEnabled(on_table)
        menus.scoreboard_action.setEnabled(on_table)
        menus.save_action.setEnabled(on_table and self.game_in_progress() and not self._kiosk_active())
        self._hold_unseen()

    def _hold_unseen(self) -> None:
        """A game nobody can see waits (the title screen or another page shows, or the window is
        minimised): no computer player moves and no animation runs on until the table is back."""
        controller = self.controller
        if controller is None:
            return
        from mammamia_qt.session.flow import PauseReason  # loaded with the game, not at start

        seen = (
            self._table_page is not None
            and self.pages.currentWidget() is self._table_page
            and not self._window.isMinimized()
        )
        if seen:
            controller.resume(PauseReason.NOT_ON_SCREEN)
        else:
            controller.pause(PauseReason.NOT_ON_SCREEN)

    def focus_table(self) -> None:
        """Give the keyboard back to the table (after a menu or How to play closed)."""
        page = self._table_page
        if page is None or self.pages.currentWidget() is not page or page.table is None:
            return
        table = page.table
        window = self._window
        if not window.isActiveWindow() and window.isVisible():
            window.activateWindow()
        table.setFocus(Qt.FocusReason.OtherFocusReason)
