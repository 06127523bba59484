"""The History screen's first tab: the kept games in a sortable list, filtered by a player's name.

Enter (or a double click) opens the selected game's replay, Delete asks and then forgets the
selected games. With no game kept, a friendly word stands in the list's place.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QEvent,
    QLocale,
    QModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QKeySequence, QShortcut, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.archive import GameSummary
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.names import edition_name, join_list, origin_name

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ID_ROLE = Qt.ItemDataRole.UserRole + 2
WINNER_MARK = "★"


def finished_text(iso: str) -> str:
    """When a game finished, in the current language's short date and time (local time)."""
    try:
        when = datetime.fromisoformat(iso).astimezone()
    except ValueError:
        return iso
    moment = QDateTime.fromSecsSinceEpoch(int(when.timestamp()))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def players_text(summary: GameSummary) -> str:
    """The names clockwise, each winner marked with a star."""
    return join_list(
        [
            f"{WINNER_MARK} {name}" if seat in summary.winners else name
            for seat, name in enumerate(summary.seats)
        ]
    )


def confirm(parent: QWidget, title: str, text: str) -> bool:
    """Ask before something that cannot be undone (one place, so tests can answer it)."""
    answer = QMessageBox.question(parent, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)  # fmt: skip
    return answer == QMessageBox.StandardButton.Yes


class GamesTab(QWidget):
    """The list of kept games; ``show_games(summaries)`` fills it.

    Signals:
        openRequested(int): replay the kept game with this id.
        deleteRequested(list): forget the kept games with these ids (already confirmed).
    """

    openRequested = Signal(int)
    deleteRequested = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gamesTab")
        self._summaries: list[GameSummary] = []
        self.model = QStandardItemModel(0, 5, self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setFilterKeyColumn(2)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.filter = QLineEdit()
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.filter_label = QLabel()
        self.filter_label.setBuddy(self.filter)
        self._build_table()
        self.empty = QLabel()
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        style.keep_styled(self.empty, lambda t: f"color: {t.text}; padding: 30px;")
        self.stack = QStackedWidget()
        self.stack.addWidget(self.table)
        self.stack.addWidget(self.empty)
        self.open_button = QPushButton()
        self.open_button.setProperty("role", "primary")
        self.open_button.clicked.connect(self.open_selected)
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(self.delete_selected)
        self._lay_out()
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.proxy.rowsRemoved.connect(self._selection_changed)  # a filter hid the chosen game
        self.proxy.modelReset.connect(self._selection_changed)
        self.retranslate()

    def _build_table(self) -> None:
        table = self.table = QTableView()
        table.setModel(self.proxy)
        table.setSortingEnabled(True)
        table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        table.setWordWrap(False)
        table.verticalHeader().hide()
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        table.activated.connect(self._activated)
        delete = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), table)
        delete.setContext(Qt.ShortcutContext.WidgetShortcut)
        delete.activated.connect(self.delete_selected)

    def _lay_out(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.filter_label)
        top.addWidget(self.filter, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.delete_button)
        buttons.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.stack, 1)
        layout.addLayout(buttons)

    def retranslate(self) -> None:
        self.filter_label.setText(QCoreApplication.translate("History", "&Find a player:"))
        self.filter.setPlaceholderText(QCoreApplication.translate("History", "Name"))
        self.filter.setAccessibleName(QCoreApplication.translate("History", "Find a player"))
        self.open_button.setText(QCoreApplication.translate("History", "&Open"))
        self.open_button.setToolTip(QCoreApplication.translate("History", "Replay the selected game (Enter)"))
        self.delete_button.setText(QCoreApplication.translate("History", "&Delete…"))
        self.delete_button.setToolTip(
            QCoreApplication.translate("History", "Forget the selected games (Delete)")
        )
        self.empty.setText(
            QCoreApplication.translate(
                "History", "No game is kept yet.\nEvery game played to its end is kept here, to be replayed."
            )
        )
        self.table.setAccessibleName(QCoreApplication.translate("History", "Kept games"))
        headers = [
            QCoreApplication.translate("History", "Finished"),
            QCoreApplication.translate("History", "Edition"),
            QCoreApplication.translate("History", "Players (★ won)"),
            QCoreApplication.translate("History", "Pizzas"),
            QCoreApplication.translate("History", "Where"),
        ]
        self.model.setHorizontalHeaderLabels(headers)
        self.show_games(self._summaries)

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def scale(self, px: int) -> None:
        """Type ``px`` pixels high everywhere in the tab (a styled widget takes no inherited font)."""
        font = QFont(self.font())
        font.setPixelSize(px)
        for widget in (self.filter_label, self.filter, self.table, self.open_button, self.delete_button):
            widget.setFont(font)
        big = QFont(font)
        big.setPixelSize(round(px * 1.3))
        self.empty.setFont(big)
        self.table.horizontalHeader().setStyleSheet(f"QHeaderView::section {{ font-size: {px}px; }}")
        self.table.verticalHeader().setDefaultSectionSize(round(px * 1.9))
        for button in (self.open_button, self.delete_button):
            button.setMinimumWidth(button.fontMetrics().horizontalAdvance(button.text()) + 3 * px)

    # ------------------------------------------------------------------ contents
    def show_games(self, summaries: Sequence[GameSummary]) -> None:
        """List ``summaries`` (the selection and sort order stay where they were)."""
        self._summaries = list(summaries)
        self.model.removeRows(0, self.model.rowCount())
        for summary in self._summaries:
            self.model.appendRow(self._row(summary))
        self.stack.setCurrentWidget(self.table if self._summaries else self.empty)
        if self._summaries and not self.table.selectionModel().hasSelection():
            self.table.selectRow(0)
        self._selection_changed()

    def _selection_changed(self, *_: object) -> None:
        """Open and Delete only with a game chosen (Open with nothing chosen did nothing)."""
        chosen = bool(self.selected_ids())
        self.open_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)

    def _row(self, summary: GameSummary) -> list[QStandardItem]:
        cells = [
            (finished_text(summary.finished), summary.finished),
            (edition_name(summary.edition), summary.edition),
            (players_text(summary), players_text(summary).casefold()),
            (" · ".join(str(n) for n in summary.delivered), max(summary.delivered, default=0)),
            (origin_name(summary.origin), origin_name(summary.origin)),
        ]
        items = []
        for text, key in cells:
            item = QStandardItem(text)
            # A cell too narrow for all its players ends in "…": the pointer reads it whole.
            item.setToolTip(text)
            item.setData(key, SORT_ROLE)
            item.setData(summary.id, ID_ROLE)
            items.append(item)
        return items

    def rows(self) -> list[list[str]]:
        """The list's texts as shown, top to bottom (filtered and sorted)."""
        proxy = self.proxy
        return [
            [proxy.index(r, c).data() for c in range(proxy.columnCount())] for r in range(proxy.rowCount())
        ]

    def selected_ids(self) -> list[int]:
        rows = self.table.selectionModel().selectedRows()
        return [int(index.data(ID_ROLE)) for index in sorted(rows, key=lambda i: i.row())]

    def select_id(self, game_id: int) -> None:
        for row in range(self.proxy.rowCount()):
            if self.proxy.index(row, 0).data(ID_ROLE) == game_id:
                self.table.selectRow(row)
                return

    # ------------------------------------------------------------------ requests
    def _activated(self, index: QModelIndex) -> None:
        self.openRequested.emit(int(index.data(ID_ROLE)))

    def open_selected(self) -> None:
        ids = self.selected_ids()
        if ids:
            self.openRequested.emit(ids[0])

    def delete_selected(self) -> None:
        ids = self.selected_ids()
        if not ids:
            return
        text = QCoreApplication.translate(
            "History", "Forget the selected games ({count})? This cannot be undone."
        ).format(count=len(ids))
        if confirm(self, QCoreApplication.translate("History", "Delete games"), text):
            self.deleteRequested.emit(ids)
