"""The final results page: the winner(s), the standings, and how a tie was broken."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..engine.events import GameEnded
from . import style
from .card_art import CardArt
from .scoreboard_model import (
    DELIVERED,
    HAND,
    KIND,
    MAMMA_MIA,
    NAME,
    SORT_ROLE,
    TURN,
    WAITER,
    ScoreboardModel,
)


def join_names(names: list[str], tr: Any) -> str:
    """'A', 'A and B', 'A, B and C' (translatable joiners)."""
    if len(names) <= 1:
        return "".join(names)
    return tr("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


class ResultsPage(QWidget):
    """Shows a ``GameEnded`` over the controller's final state.

    Signals:
        newGameRequested(): start another game.
        mainMenuRequested(): back to the title screen.
    """

    newGameRequested = Signal()
    mainMenuRequested = Signal()

    def __init__(self, art: CardArt | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self.setObjectName("resultsPage")
        self.model = ScoreboardModel(None, art, self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)

        self.panel = QFrame()
        self.panel.setObjectName("resultsPanel")
        self.panel.setStyleSheet(
            f"#resultsPanel {{ background: {style.CREAM}; border: 3px solid {style.CRUST}; border-radius: 24px; }}"
            "#resultsPanel QLabel { background: transparent; }"
        )
        self.headline = QLabel()
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet(f"color: {style.TOMATO_DARK};")
        self.tiebreak = QLabel()
        self.tiebreak.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tiebreak.setWordWrap(True)
        self.tiebreak.setObjectName("tiebreak")
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.setAccessibleName(self.tr("Final standings"))
        for col in (HAND, WAITER, MAMMA_MIA, TURN):
            self.table.setColumnHidden(col, True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(KIND, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(DELIVERED, QHeaderView.ResizeMode.ResizeToContents)
        self.hand_counts = QLabel()
        self.hand_counts.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand_counts.setWordWrap(True)

        self.new_game_button = QPushButton(self.tr("New game"))
        self.new_game_button.setProperty("role", "primary")
        self.menu_button = QPushButton(self.tr("Main menu"))
        for button in (self.new_game_button, self.menu_button):
            button.setMinimumSize(240, 56)
            button.setAccessibleName(button.text())
        self.new_game_button.clicked.connect(self.newGameRequested)
        self.menu_button.clicked.connect(self.mainMenuRequested)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.menu_button)
        buttons.addWidget(self.new_game_button)
        buttons.addStretch(1)
        inner = QVBoxLayout(self.panel)
        inner.setContentsMargins(48, 32, 48, 32)
        inner.setSpacing(16)
        inner.addWidget(self.headline)
        inner.addWidget(self.tiebreak)
        inner.addWidget(self.table, 1)
        inner.addWidget(self.hand_counts)
        inner.addLayout(buttons)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addWidget(self.panel, 3)
        outer.addStretch(1)
        outer.setContentsMargins(40, 50, 40, 50)

    def show_results(self, event: GameEnded, controller: Any) -> None:
        """Fill in the game's outcome from ``event`` and the controller's final state."""
        state, setup = controller.state, controller.setup
        self.model.set_controller(controller)
        self.proxy.sort(DELIVERED, Qt.SortOrder.DescendingOrder)
        names = [setup.seats[s].name for s in event.winners]
        best = max(event.delivered) if event.delivered else 0
        if len(event.winners) == 1:
            self.headline.setText(self.tr("{name} wins!").format(name=names[0]))
        else:
            self.headline.setText(self.tr("{names} share the win!").format(names=join_names(names, self.tr)))
        tied = [s for s in range(len(event.delivered)) if event.delivered[s] == best]
        hands = {s: sum(state.hand_ing[s]) for s in tied}
        tied_names = join_names([setup.seats[s].name for s in tied], self.tr)
        delivered_text = self.tr("%n pizza(s) delivered", "", best)
        if event.tiebreak == "hand":
            winner = event.winners[0]
            self.tiebreak.setText(
                self.tr(
                    "Tie-break: {tied} each had {delivered}. {name} kept the most ingredient cards in hand."
                ).format(tied=tied_names, delivered=delivered_text, name=setup.seats[winner].name)
            )
        elif event.tiebreak == "shared":
            self.tiebreak.setText(
                self.tr(
                    "Tie-break: {tied} each had {delivered} and the same number of ingredient cards "
                    "in hand, so the win is shared."
                ).format(tied=tied_names, delivered=delivered_text)
            )
        else:
            self.tiebreak.setText(self.tr("With {delivered}.").format(delivered=delivered_text))
        if event.tiebreak in ("hand", "shared"):
            parts = [
                self.tr("{name}: %n ingredient(s) in hand", "", hands[s]).format(name=setup.seats[s].name)
                for s in tied
            ]
            self.hand_counts.setText(" \N{MIDDLE DOT} ".join(parts))
            self.hand_counts.show()
        else:
            self.hand_counts.hide()
        self.tiebreak.setAccessibleName(self.tiebreak.text())

    @property
    def tiebreak_text(self) -> str:
        return self.tiebreak.text()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        h = max(500, self.height())
        self.headline.setFont(style.title_font(int(h * 0.075)))
        body = self.font()
        body.setPixelSize(max(16, int(h * 0.026)))
        for widget in (self.tiebreak, self.hand_counts, self.table):
            widget.setFont(body)
        self.table.verticalHeader().setDefaultSectionSize(int(h * 0.05))
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        grad = QLinearGradient(0, 0, 0, self.height())
        grad.setColorAt(0, QColor(style.WOOD))
        grad.setColorAt(1, QColor(style.WALNUT_DARK))
        painter.fillRect(self.rect(), grad)
        painter.end()
