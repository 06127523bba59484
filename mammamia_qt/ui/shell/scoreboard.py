"""The seats as a table: who plays, how many cards, how many pizzas delivered, whose turn."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPixmap

from mammamia_qt.engine.ids import Phase
from mammamia_qt.seats import GameSetup
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common.names import colour_name, seat_kind_name
from mammamia_qt.ui.common.themes import theme

if TYPE_CHECKING:
    from mammamia_qt.ui.protocol import Controller

Index = QModelIndex | QPersistentModelIndex

NAME, KIND, HAND, WAITER, DELIVERED, MAMMA_MIA, TURN, CARDS_LEFT = range(8)
COLUMNS = 8


SORT_ROLE = Qt.ItemDataRole.UserRole + 1
"""Raw values (numbers, names) for sorting."""


class ScoreboardModel(QAbstractTableModel):
    """One row per seat over a controller's view; ``refresh()`` follows ``stateChanged``.

    Columns: name (with the colour symbol), player kind, hand size, waiter size, delivered,
    Mamma Mia card holder (Classic), whose turn it is, and once the game is over the ingredient
    cards left in hand of the seats that share a count of pizzas (the tie-break).
    """

    def __init__(
        self,
        controller: Controller | None = None,
        art: CardArt | None = None,
        parent: QObject | None = None,
        *,
        symbol_size: int = 28,
    ) -> None:
        super().__init__(parent)
        self._art = art
        self._symbol_size = symbol_size
        self._controller: Controller | None = None
        self._symbols: dict[str, QPixmap] = {}
        self._rows: list[tuple[Any, ...]] = []
        self.set_controller(controller)

    def set_controller(self, controller: Controller | None) -> None:
        """Follow ``controller`` (or nothing, with ``None``)."""
        if self._controller is not None:
            self._controller.stateChanged.disconnect(self.refresh)
        self._controller = controller
        if controller is not None:
            controller.stateChanged.connect(self.refresh)
        self.beginResetModel()  # another game: its views fit their columns again (the edition's)
        self._rows = self._snapshot()
        self.endResetModel()

    def retranslate(self) -> None:
        """Models get no LanguageChange: their views call this so headers and cells are said again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMNS - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, COLUMNS - 1))

    # ------------------------------------------------------------------ data
    def _snapshot(self) -> list[tuple[Any, ...]]:
        c = self._controller
        if c is None or not c.started:
            return []
        view, setup = c.view(), c.setup
        over = view.phase == Phase.OVER
        counts = view.delivered
        rows = []
        for seat in range(len(view.colours)):
            tied = over and counts.count(counts[seat]) > 1
            rows.append(
                (
                    setup.seats[seat].name,
                    setup.seats[seat].kind,
                    view.hand_sizes[seat],
                    view.waiter_sizes[seat],
                    view.delivered[seat],
                    view.mm_holder == seat,
                    seat == view.current_player and not over,
                    view.colours[seat],
                    # only at the end and for equal counts: a hand's make-up is private
                    view.hands_left[seat] if tied else None,
                )
            )
        return rows

    def refresh(self) -> None:
        rows = self._snapshot()
        if len(rows) != len(self._rows):
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
            return
        self._rows = rows
        if rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, COLUMNS - 1))

    @property
    def setup(self) -> GameSetup | None:
        return self._controller.setup if self._controller is not None else None

    @property
    def controller(self) -> Controller | None:
        """The game followed (the round history beside this table follows it too)."""
        return self._controller

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else COLUMNS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < COLUMNS:
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return (
                self.tr("Player"),
                self.tr("Plays"),
                self.tr("Hand"),
                self.tr("Waiter"),
                self.tr("Delivered"),
                self.tr("Mamma Mia"),
                self.tr("Turn"),
                self.tr("Cards left"),
            )[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                self.tr("Name and colour"),
                self.tr("Human or computer player, with its level"),
                self.tr("Cards in hand"),
                self.tr("Orders left in the waiter stack"),
                self.tr("Pizzas delivered so far"),
                self.tr("Holds the Mamma Mia card"),
                self.tr("Whose turn it is"),
                self.tr("Tie-break: on equal pizzas, the most ingredient cards left in hand ranks first"),
            )[section]
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.parent().isValid():
            return None
        row, col = index.row(), index.column()
        if not (0 <= row < len(self._rows) and 0 <= col < COLUMNS):
            return None
        name, kind, hand, waiter, delivered, holder, turn, colour, left = self._rows[row]
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                name,
                seat_kind_name(kind),
                str(hand),
                str(waiter),
                str(delivered),
                "\N{HEAVY CHECK MARK}" if holder else "",
                "\N{BLACK RIGHT-POINTING TRIANGLE}" if turn else "",
                "" if left is None else str(left),
            )[col]
        if role == SORT_ROLE:
            return (
                name,
                kind,
                hand,
                waiter,
                delivered,
                int(holder),
                int(turn),
                -1 if left is None else left,
            )[col]
        if role == Qt.ItemDataRole.DecorationRole and col == NAME:
            return self.symbol(colour)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._describe(row, col)
        if role == Qt.ItemDataRole.TextAlignmentRole and col >= HAND:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and turn:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and turn:
            return QColor(theme().selection)
        if role == Qt.ItemDataRole.ForegroundRole and turn:
            return QColor(theme().selection_text)
        return None

    def symbol(self, colour: str) -> QPixmap | None:
        """The colour's symbol as the name column shows it (None without card art)."""
        if self._art is None:
            return None
        if colour not in self._symbols:
            self._symbols[colour] = self._art.symbol_pixmap(colour, self._symbol_size, 1.0)
        return self._symbols[colour]

    def _describe(self, row: int, col: int) -> str:
        name, kind, hand, waiter, delivered, holder, turn, colour, left = self._rows[row]
        if col == CARDS_LEFT:
            if left is None:
                return self.tr("No tie-break needed")
            return self.tr("Ingredient cards left in hand: %n", "", left)
        if col == NAME:
            if turn:
                return self.tr("{name}, {colour}, to play").format(name=name, colour=colour_name(colour))
            return self.tr("{name}, {colour}").format(name=name, colour=colour_name(colour))
        if col == KIND:
            return self.tr("{name} is played by: {kind}").format(name=name, kind=seat_kind_name(kind))
        if col == HAND:
            return self.tr("Cards in hand: %n", "", hand)
        if col == WAITER:
            return self.tr("Orders in the waiter stack: %n", "", waiter)
        if col == DELIVERED:
            return self.tr("Pizzas delivered: %n", "", delivered)
        if col == MAMMA_MIA:
            return (
                self.tr("Holds the Mamma Mia card") if holder else self.tr("Does not hold the Mamma Mia card")
            )
        return self.tr("{name} is to play").format(name=name) if turn else self.tr("Waiting")
