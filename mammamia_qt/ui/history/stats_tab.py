"""The History page's Statistics tab: one player name's figures, four charts, and tidying the names.

``StatisticsTab`` takes the archive (or a callable returning it) and reads it afresh whenever it is
shown or changed: the names in a picker, the chosen name's figures (``archive/stats.py``) as a card
(games, wins, win rate, pizzas per game, best game, win streaks) and as charts (``stats_charts.py``).
*Rename or merge…* and *Delete games…* gather a choice in a dialog (``stats_dialogs.py``), ask for
confirmation, change the archive and show the result. Only finished, kept games are shown here.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCharts import QChartView
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtGui import QFont, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.archive.stats import PlayerStats, player_stats
from mammamia_qt.archive.store import ARCHIVE_FILE, Archive
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.fit import ComboBox
from mammamia_qt.ui.common.names import join_list
from mammamia_qt.ui.common.themes import Theme
from mammamia_qt.ui.history.archive_texts import error_reason

from .stats_charts import CHARTS
from .stats_dialogs import DeleteGamesDialog, NamesDialog, game_day

UNREADABLE = (sqlite3.Error, OSError, ValueError)
"""What opening or reading a damaged, foreign or vanished archive file raises."""

FIGURES = ("games", "wins", "win_rate", "delivered_mean", "best", "longest_streak", "current_streak")
"""The card's rows, top to bottom."""


def card_style(t: Theme) -> str:
    """The figures' card in theme ``t``: its paper, and the figures in the headings' colour."""
    return f"""
QFrame#statsCard {{ background: {t.paper}; border: 1px solid {t.soft_edge}; border-radius: 10px; }}
QFrame#statsCard QLabel {{ background: transparent; color: {t.text}; }}
QFrame#statsCard QLabel[role="muted"] {{ color: {t.muted}; }}
QLabel[role="figure"] {{ font-weight: bold; color: {t.heading}; }}
"""


def statistics_title() -> str:
    """The tab's title on the History screen (``HistoryPage.add_tab(tab, statistics_title)``)."""
    return QCoreApplication.translate("StatisticsTab", "Statistics")


def _figure_label(key: str) -> str:
    labels = {
        "games": QCoreApplication.translate("Statistics", "Games"),
        "wins": QCoreApplication.translate("Statistics", "Wins"),
        "win_rate": QCoreApplication.translate("Statistics", "Win rate"),
        "delivered_mean": QCoreApplication.translate("Statistics", "Pizzas per game"),
        "best": QCoreApplication.translate("Statistics", "Best game"),
        "longest_streak": QCoreApplication.translate("Statistics", "Longest winning streak"),
        "current_streak": QCoreApplication.translate("Statistics", "Current winning streak"),
    }
    return labels[key]


class StatisticsTab(QWidget):
    """Statistics per player name of the kept games, with charts; rename, merge and delete."""

    def __init__(self, archive: Archive | Callable[[], Archive], parent: QWidget | None = None) -> None:
        """``archive``: an open Archive its owner keeps (and closes), or a function that opens one
        (``lambda: Archive.in_folder(folder)``), called for each read or change and closed after it."""
        super().__init__(parent)
        self._open: Callable[[], Archive] = archive if callable(archive) else (lambda: archive)
        self._owned = callable(archive)
        self._path = ARCHIVE_FILE  # the archive's file, for a message (the full path once opened)
        self._stats: PlayerStats | None = None
        self._scale = 1.0
        self._problem = ""  # why the archive cannot be read, if it cannot
        style.keep_styled(self, card_style)
        style.follow(self._recolour)
        self._build_top()
        self._build_card()
        self.charts = [QChartView() for _ in CHARTS]
        for view in self.charts:
            view.setRenderHint(QPainter.RenderHint.Antialiasing)
            view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
            view.setMinimumSize(200, 150)
        self.empty = QLabel()
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.empty.setProperty("role", "muted")
        self.pages = QStackedWidget()
        self.pages.addWidget(self.empty)
        self.pages.addWidget(self._content())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addLayout(self._top_row())
        layout.addWidget(self.pages, 1)
        self.retranslate()
        self.refresh()

    # ------------------------------------------------------------------ building
    def _build_top(self) -> None:
        self.player_label = QLabel()
        self.player_box = ComboBox()
        self.player_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.player_box.setMinimumContentsLength(10)
        self.player_label.setBuddy(self.player_box)
        self.player_box.currentTextChanged.connect(self._show_player)
        self.rename_button = QPushButton()
        self.rename_button.clicked.connect(self.rename_names)
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(self.delete_games)

    def _top_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(self.player_label)
        row.addWidget(self.player_box)
        row.addStretch(1)
        row.addWidget(self.rename_button)
        row.addWidget(self.delete_button)
        return row

    def _build_card(self) -> None:
        """The figures as a card beside the charts: what each is, its value to the right."""
        self.card = QFrame()
        self.card.setObjectName("statsCard")
        grid = QGridLayout(self.card)
        grid.setContentsMargins(14, 12, 14, 12)
        grid.setVerticalSpacing(8)
        self.figure_names: dict[str, QLabel] = {}
        self.figures: dict[str, QLabel] = {}
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.25)
        for row, key in enumerate(FIGURES):
            name = self.figure_names[key] = QLabel()
            name.setWordWrap(True)
            value = self.figures[key] = QLabel()
            value.setProperty("role", "figure")
            value.setFont(big)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(name, 2 * row, 0)
            grid.addWidget(value, 2 * row, 1)
        self.best_date = QLabel()
        self.best_date.setProperty("role", "muted")
        self.best_date.setAlignment(Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.best_date, 2 * FIGURES.index("best") + 1, 0, 1, 2)
        grid.setRowStretch(2 * len(FIGURES), 1)
        grid.setColumnStretch(0, 1)
        self.card.setMaximumWidth(14 * self.fontMetrics().height())  # about 300 px at the usual type

    def _content(self) -> QWidget:
        content = QWidget()
        row = QHBoxLayout(content)
        row.setContentsMargins(0, 8, 0, 0)
        row.addWidget(self.card, 0)
        charts = QGridLayout()
        charts.setSpacing(8)
        for i, view in enumerate(self.charts):
            charts.addWidget(view, i // 2, i % 2)
        row.addLayout(charts, 1)
        return content

    # ------------------------------------------------------------------ showing
    @contextmanager
    def _reading(self) -> Iterator[Archive]:
        """The archive for one read or change (closed after it when the tab opened it)."""
        archive = self._open()
        self._path = str(getattr(archive, "path", self._path))
        try:
            yield archive
        finally:
            if self._owned:
                archive.close()

    def refresh(self) -> None:
        """Read the names again and show the chosen one (the first if it is gone). An archive that
        cannot be opened or read is said by name on the empty page; nothing is changed."""
        try:
            with self._reading() as archive:
                names = archive.names()
            self._problem = ""
        except UNREADABLE as exc:
            names, self._problem = [], error_reason(exc)
        keep = self.player_box.currentText()
        self.player_box.blockSignals(True)
        self.player_box.clear()
        self.player_box.addItems(names)
        if keep in names:
            self.player_box.setCurrentText(keep)
        self.player_box.blockSignals(False)
        for widget in (self.player_label, self.player_box, self.rename_button, self.delete_button):
            widget.setEnabled(bool(names))
            widget.setVisible(bool(names))
        self.pages.setCurrentIndex(1 if names else 0)
        self._say_empty()
        self._show_player(self.player_box.currentText())

    def _say_empty(self) -> None:
        if self._problem:
            self.empty.setText(
                self.tr("The game archive {path} cannot be read:\n{reason}").format(
                    path=self._path, reason=self._problem
                )
            )
        else:
            self.empty.setText(
                self.tr(
                    "No finished games are kept yet.\nPlay a game to the end and its figures appear here."
                )
            )

    def select(self, name: str) -> None:
        """Show ``name``'s figures (a name the archive holds)."""
        self.player_box.setCurrentText(name)

    def _show_player(self, name: str) -> None:
        found = None
        if name:
            try:
                with self._reading() as archive:
                    found = player_stats(archive, name).get(name)
            except UNREADABLE as exc:
                self._problem = error_reason(exc)
                self.pages.setCurrentIndex(0)
                self._say_empty()
        self._stats = found
        if found is not None:
            self._show_stats(found)

    def _show_stats(self, found: PlayerStats) -> None:
        """The card and the charts for ``found`` in the current language (the archive is not read)."""
        for key, text in self.figure_texts(found).items():
            self.figures[key].setText(text)
            self.figures[key].setAccessibleName(f"{_figure_label(key)}: {text}")
        self.best_date.setText(game_day(found.best.finished) if found.best else "")
        font = self._chart_font()
        for view, fill in zip(self.charts, CHARTS, strict=True):
            fill(view.chart(), found, font)

    def _recolour(self) -> None:
        """The charts filled again in the new theme's colours (a chart keeps the colours it was given)."""
        if self._stats is not None:
            self._show_stats(self._stats)

    def figure_texts(self, stats: PlayerStats) -> dict[str, str]:
        """The card's values for ``stats``, in the current language's number format."""
        locale = QLocale()
        best = stats.best
        best_text = "–"
        if best is not None:
            best_text = self.tr("%n pizza(s)", "", best.delivered)
        percent = QCoreApplication.translate("Statistics", "{percent} %")
        return {
            "games": locale.toString(stats.games),
            "wins": locale.toString(stats.wins),
            "win_rate": percent.format(percent=locale.toString(100 * stats.win_rate, "f", 0)),
            "delivered_mean": locale.toString(stats.delivered_mean, "f", 1),
            "best": best_text,
            "longest_streak": locale.toString(stats.longest_streak),
            "current_streak": locale.toString(stats.current_streak),
        }

    def _chart_font(self) -> QFont:
        """The charts' type: smaller than the app's in a short tab (a 600-line window: five levels'
        names still fit one above the other), growing with the tab's height up to 1.4 times that at
        full HD, so the charts read from a distance."""
        font = QFont(self.font())
        font.setPointSizeF(max(8.0, font.pointSizeF() * 0.8 * self._chart_scale()))
        return font

    def _chart_scale(self) -> float:
        return round(min(1.4, max(0.85, self.height() / 800)), 2)

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        super().resizeEvent(event)
        scale = self._chart_scale()
        if scale != self._scale and self._stats is not None:
            self._show_stats(self._stats)
        self._scale = scale

    def showEvent(self, event: QShowEvent) -> None:  # Qt override
        self.refresh()  # games may have been kept or changed since
        super().showEvent(event)

    # ------------------------------------------------------------------ changing
    def _confirm(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(
            self, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )  # fmt: skip
        return answer == QMessageBox.StandardButton.Yes

    def rename_names(self) -> None:
        """Ask which names are one player and what to call them; confirm; rename or merge."""
        with self._reading() as archive:
            self._rename_in(archive)

    def _rename_in(self, archive: Archive) -> None:
        dialog = NamesDialog(archive.names(), self.player_box.currentText(), self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        names, target = dialog.chosen(), dialog.target()
        games = sum(s.games for n, s in player_stats(archive).items() if n in names)
        if len(names) == 1 and target not in dialog.existing:
            text = self.tr("Rename “{old}” to “{new}” in %n game(s)?", "", games)
        else:
            text = self.tr(
                "Merge {names} into “{new}”? Their %n game(s) then count for one player.", "", games
            )
        text = text.format(
            old=names[0], names=join_list([self.tr("“{name}”").format(name=n) for n in names]), new=target
        )
        if self._confirm(self.tr("Rename or merge names"), text) and self._change(
            archive.merge, names, target
        ):
            self.select(target)

    def delete_games(self) -> None:
        """Ask which of the chosen name's games go; confirm; delete them."""
        with self._reading() as archive:
            self._delete_in(archive)

    def _delete_in(self, archive: Archive) -> None:
        name = self.player_box.currentText()
        games = [s for s in archive.summaries() if name in s.seats]
        dialog = DeleteGamesDialog(name, games, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        ids = dialog.chosen_ids()
        text = self.tr("Delete %n game(s) for good? Every player's figures lose them.", "", len(ids))
        if self._confirm(self.tr("Delete games"), text):
            self._change(archive.delete, ids)

    def _change(self, change: Callable[..., object], *args: object) -> bool:
        """Make ``change`` (one transaction of the archive) and show the result; a failure is said and
        changes nothing (the transaction is rolled back)."""
        try:
            change(*args)
        except UNREADABLE as exc:
            QMessageBox.warning(
                self, self.tr("Statistics"), self.tr("Nothing was changed: the game archive said “{reason}”.").format(reason=exc)
            )  # fmt: skip
            return False
        finally:
            self.refresh()
        return True

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        self.player_label.setText(self.tr("Player:"))
        self.rename_button.setText(self.tr("Rename or merge…"))
        self.delete_button.setText(self.tr("Delete games…"))
        self._say_empty()
        for key, label in self.figure_names.items():
            label.setText(_figure_label(key))
        if self._stats is not None:
            self._show_stats(self._stats)

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
