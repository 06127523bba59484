"""The History screen, a page of the main window: tabs (the kept games first; more tabs are added
with ``add_tab``) and, in their place while a game is replayed, the replay viewer.

The archive is opened for each thing asked of it (list, load, delete) and closed again, so a game
kept by the table meanwhile shows the next time the list is filled. A kept game that does not load
or replay, or an archive file that cannot be read, is said in the page; nothing is lost.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.archive import Archive, ArchiveProblem, GameSummary, Replay, replay_save
from mammamia_qt.archive.store import ARCHIVE_FILE
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.fit import wheel_scrolls
from mammamia_qt.ui.common.names import load_failure_text
from mammamia_qt.ui.common.settings import Speed
from mammamia_qt.ui.history.archive_texts import failure_reason, open_failure_text, problem_text
from mammamia_qt.ui.history.games_list import GamesTab
from mammamia_qt.ui.history.replay_viewer import ReplayViewer, fit_text

OPENING_FAILURES = (
    "busy",
    "no_permission",
    "not_a_file",
    "no_folder",
    "read_only",
    "disk_full",
    "unavailable",
)
"""ArchiveError's codes for an archive that cannot be opened (``archive.schema.FAILURES``, and "busy")."""

Title = Callable[[], str]
"""A tab's title: a function that returns it in the current language (``lambda: QCoreApplication.
translate("Stats", "Statistics")``), asked again whenever the language changes."""


def _why(error: Exception) -> str:
    """A failure in words: a file's reason by its code, else the archive's own message."""
    code = getattr(error, "code", None)
    if isinstance(code, str) and code in (*OPENING_FAILURES, "migration"):
        return failure_reason(code)
    return load_failure_text(code) if isinstance(code, str) else str(error)


class HistoryPage(QWidget):
    """The kept games and their replays; ``folder`` is where the archive file lives (None: none).

    Signals:
        backRequested(): Back or Escape on the list: return to the title screen.
    """

    backRequested = Signal()

    def __init__(self, art: CardArt, folder: Callable[[], Path | None], speed: Speed = Speed.NORMAL,
                 parent: QWidget | None = None,
                 notice: Callable[[], ArchiveProblem | None] = lambda: None) -> None:  # fmt: skip
        super().__init__(parent)
        self.setObjectName("historyPage")
        self._folder = folder
        self._notice = notice
        self._titles: dict[QWidget, Title] = {}
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.backRequested)
        self.heading = QLabel()
        self.heading.setProperty("tone", "on_wood")  # on the window's wood, in the theme's colour
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setObjectName("historyMessage")
        style.keep_styled(self.message, lambda t: (
            f"background: {t.paper}; color: {t.heading}; border: 2px solid {t.accent};"
            " border-radius: 8px; padding: 6px 12px; font-weight: bold;"))  # fmt: skip
        self.message.hide()
        self.tabs = QTabWidget()
        self.games = GamesTab()
        self.games.openRequested.connect(self.open_game)
        self.games.deleteRequested.connect(self.delete_games)
        self.viewer = ReplayViewer(art, speed)
        self.viewer.backRequested.connect(self.show_list)
        self.stack = QStackedWidget()
        self.list_page = self._list_page()
        self.stack.addWidget(self.list_page)
        self.stack.addWidget(self.viewer)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)
        self.add_tab(self.games, lambda: QCoreApplication.translate("HistoryPage", "Games"))
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self.list_page)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        escape.activated.connect(self.backRequested)
        self.retranslate()

    def _list_page(self) -> QWidget:
        page = QWidget()
        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addWidget(self.heading, 1)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(10, 8, 10, 10)
        layout.addLayout(top)
        layout.addWidget(self.message)
        layout.addWidget(self.tabs, 1)
        return page

    def add_tab(self, widget: QWidget, title: Title) -> int:
        """Add a tab after the others; its title follows the language (see ``Title``).

        The tab scrolls when its widget wants more room than the window has (a 1024x600 screen
        with the larger text), so no tab makes the window taller than its screen."""
        scroll = QScrollArea()
        scroll.setObjectName("historyTabScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(widget)
        wheel_scrolls(scroll)  # a drop-down takes the wheel only once it has the focus
        self._titles[scroll] = title
        return self.tabs.addTab(scroll, self._title(title))

    def tab(self, index: int) -> QWidget | None:
        """The widget shown in tab ``index`` (an added tab's own widget, not its scroll area)."""
        shown = self.tabs.widget(index)
        return shown.widget() if isinstance(shown, QScrollArea) else shown

    @staticmethod
    def _title(title: Title) -> str:
        return title()

    def retranslate(self) -> None:
        self.back_button.setText(QCoreApplication.translate("HistoryPage", "Back"))
        self.back_button.setToolTip(
            QCoreApplication.translate("HistoryPage", "Back to the title screen (Esc)")
        )
        self.heading.setText(QCoreApplication.translate("HistoryPage", "History"))
        for widget, title in self._titles.items():
            self.tabs.setTabText(self.tabs.indexOf(widget), self._title(title))

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # Qt override
        super().showEvent(event)
        if self.stack.currentWidget() is not self.viewer:
            self.refresh()

    def resizeEvent(self, event) -> None:  # Qt override
        """The list's type follows the height (large on 4K), the heading with it."""
        super().resizeEvent(event)
        px = max(self.fontInfo().pixelSize(), round(self.height() * 0.024))
        font = QFont(self.font())
        font.setPixelSize(px)
        for widget in (self.back_button, self.message, self.tabs.tabBar()):
            widget.setFont(font)
        self.games.scale(px)
        fit_text(self.back_button, px)
        self.heading.setFont(style.title_font(round(px * 1.8)))

    # ------------------------------------------------------------------ the archive
    def _archive(self) -> Archive | None:
        folder = self._folder()
        return Archive.in_folder(folder) if folder is not None else None

    def _say(self, text: str | None) -> None:
        self.message.setText(text or "")
        self.message.setVisible(bool(text))

    def refresh(self) -> None:
        """List the kept games again. A file in the archive's place that was set aside (here, or by
        the window's check at start-up: ``notice``) is said with the games recovered from it; an
        archive that cannot be opened or read is said by its file and why (the list is then empty)."""
        summaries: list[GameSummary] = []
        problem = None
        try:
            archive = self._archive()
            if archive is not None:
                with archive:
                    summaries = archive.summaries()
                    problem = archive.problem or self._notice()
            self._say(problem_text(problem) if problem is not None else None)
        except (sqlite3.Error, OSError, ValueError) as error:
            self._say(self._failure_text(error))
        self.games.show_games(summaries)
        self.games.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def refresh_if_shown(self, *_news: object) -> None:
        """The archive changed under the list (a damaged file set aside and its games recovered)."""
        if self.isVisible() and self.stack.currentWidget() is not self.viewer:
            self.refresh()

    def _failure_text(self, error: Exception) -> str:
        folder = self._folder()
        path = folder / ARCHIVE_FILE if folder is not None else ARCHIVE_FILE
        code = getattr(error, "code", None)
        if isinstance(code, str) and code in OPENING_FAILURES:
            return open_failure_text(path, code)
        return QCoreApplication.translate(
            "HistoryPage", "The game archive {file} cannot be read: {why}"
        ).format(file=path, why=_why(error))

    def open_game(self, game_id: int) -> None:
        """Replay the kept game ``game_id``; one that does not load is said in the page."""
        try:
            replay, summary = self._load(game_id)
        except (sqlite3.Error, OSError, ValueError) as error:
            self._say(
                QCoreApplication.translate("HistoryPage", "Game {id} cannot be replayed: {why}").format(
                    id=game_id, why=_why(error)
                )
            )
            return
        self._say(None)
        self.viewer.open(replay, summary)
        self.stack.setCurrentWidget(self.viewer)
        self.viewer.step_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _load(self, game_id: int) -> tuple[Replay, GameSummary]:
        archive = self._archive()
        if archive is None:
            raise OSError(QCoreApplication.translate("HistoryPage", "there is no data folder"))
        with archive:
            kept = archive.load(game_id)
        return replay_save(kept.save), kept.summary

    def delete_games(self, ids: list[int]) -> None:
        try:
            archive = self._archive()
            if archive is not None:
                with archive:
                    archive.delete(ids)
        except (sqlite3.Error, OSError, ValueError) as error:
            self._say(
                QCoreApplication.translate("HistoryPage", "The games could not be deleted: {why}").format(
                    why=_why(error)
                )
            )
            return
        self.refresh()

    def show_list(self) -> None:
        """Back from a replay to the list (the game just seen stays selected)."""
        self.viewer.pause()
        shown = self.viewer.summary
        self.stack.setCurrentIndex(0)
        self.refresh()
        if shown is not None:
            self.games.select_id(shown.id)
