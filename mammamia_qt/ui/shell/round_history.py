"""The finished rounds: how many pizzas each seat delivered in each, and its total after it.

Read from the view's ``round_history`` (one entry per finished round, as its RoundEnded told),
so a game resumed with Continue shows the rounds played before. The round being played is never
in it: no plays, nothing of the oven, only what every player saw announced at a round's end.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QHeaderView, QWidget

from mammamia_qt.ui.shell.scoreboard import ScoreboardModel

Index = QModelIndex | QPersistentModelIndex
ROUND = 0
"""The first column: the round's number; then one column per seat, headed by its colour's symbol."""
SYMBOL_ROLE = Qt.ItemDataRole.UserRole + 2
"""A seat column's header: its colour's symbol, drawn large by ``SymbolHeader``."""
SYMBOL = 28


class RoundHistoryModel(QAbstractTableModel):
    """One row per finished round, one column per seat; follows the scoreboard's game.

    A seat's column is headed by its colour's symbol (as beside its name in the scoreboard above
    and on its panel), its name in the tooltip and for screen readers: six names side by side
    would not fit beside the table.
    """

    def __init__(self, board: ScoreboardModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._board = board
        self._names: tuple[str, ...] = ()
        self._colours: tuple[str, ...] = ()
        self._rounds: tuple[tuple[int, ...], ...] = ()
        board.modelReset.connect(self.refresh)
        board.dataChanged.connect(lambda *_: self.refresh())
        self.refresh()

    @property
    def rounds(self) -> int:
        """How many rounds have ended."""
        return len(self._rounds)

    def _snapshot(self) -> tuple[tuple[str, ...], tuple[str, ...], tuple[tuple[int, ...], ...]]:
        c = self._board.controller
        if c is None or not c.started:
            return (), (), ()
        view = c.view()
        return tuple(seat.name for seat in c.setup.seats), view.colours, view.round_history

    def refresh(self) -> None:
        """A new game or a round's end resets the model; anything else changes nothing here."""
        snapshot = self._snapshot()
        if snapshot == (self._names, self._colours, self._rounds):
            return
        self.beginResetModel()
        self._names, self._colours, self._rounds = snapshot
        self.endResetModel()

    def retranslate(self) -> None:
        """Headers and cells said again in the current language (models get no LanguageChange)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(0, self.columnCount() - 1))
        if self._rounds:
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def total(self, seat: int, round_index: int) -> int:
        """The seat's pizzas delivered from the first round to ``round_index`` (0-based) included."""
        return sum(delivered[seat] for delivered in self._rounds[: round_index + 1])

    def cell_text(self, round_index: int, seat: int) -> str:
        """'+2 = 5': the round's deliveries, then the total after it."""
        return self.tr("+{delivered} = {total}").format(
            delivered=self._rounds[round_index][seat], total=self.total(seat, round_index)
        )

    # ------------------------------------------------------------------ Qt model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(self._rounds)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else 1 + len(self._names)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.columnCount():
            return None
        if section == ROUND:
            return (
                self.tr("Round")
                if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole)
                else None
            )
        if role == SYMBOL_ROLE:
            return self._board.symbol(self._colours[section - 1])
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._names[section - 1]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row, col = index.row(), index.column()
        if not index.isValid() or not (0 <= row < len(self._rounds) and 0 <= col < self.columnCount()):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return str(row + 1) if col == ROUND else self.cell_text(row, col - 1)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole) and col != ROUND:
            seat = col - 1
            return self.tr("Round {number}: {name} delivered %n pizza(s), {total} in all after it", "",
                           self._rounds[row][seat]).format(
                number=row + 1, name=self._names[seat], total=self.total(seat, row))  # fmt: skip
        return None


class SymbolHeader(QHeaderView):
    """A horizontal header that shows a section's ``SYMBOL_ROLE`` pixmap as large as a name's symbol
    (a header's own icons are drawn at the style's small size)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)

    def _pixmap(self, section: int) -> QPixmap | None:
        model = self.model()
        pixmap = (
            model.headerData(section, Qt.Orientation.Horizontal, SYMBOL_ROLE) if model is not None else None
        )
        return pixmap if isinstance(pixmap, QPixmap) and not pixmap.isNull() else None

    def paintSection(self, painter: QPainter, rect: QRect, section: int) -> None:  # Qt override
        painter.save()
        super().paintSection(painter, rect, section)
        painter.restore()
        pixmap = self._pixmap(section)
        if pixmap is not None:
            target = QRect(0, 0, SYMBOL, SYMBOL)
            target.moveCenter(rect.center())
            painter.drawPixmap(target, pixmap)

    def sectionSizeFromContents(self, section: int) -> QSize:  # Qt override
        size = super().sectionSizeFromContents(section)
        if self._pixmap(section) is not None:
            size = size.expandedTo(QSize(SYMBOL + 16, SYMBOL + 8))
        return size
