"""The final results page: the winner(s), the standings, and how a tie was broken."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSize, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPaintEvent, QPixmap
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

from mammamia_qt.engine.events import GameEnded
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.themes import theme
from mammamia_qt.ui.shell.scoreboard import (
    CARDS_LEFT,
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

if TYPE_CHECKING:
    from mammamia_qt.ui.protocol import Controller


def join_names(names: list[str]) -> str:
    """'A', 'A and B', 'A, B and C' (translatable joiners)."""
    if len(names) <= 1:
        return "".join(names)
    first = QCoreApplication.translate("Results", ", ").join(names[:-1])
    return QCoreApplication.translate("Results", "{first} and {last}").format(first=first, last=names[-1])


MIN_SIZE = QSize(600, 460)
"""The page's type, symbols, margins and rows follow its height, so six players fit down to this."""


class StandingsProxy(QSortFilterProxyModel):
    """Ranks by pizzas delivered, and equal counts by the tie-break: ingredient cards left in hand."""

    def lessThan(self, left, right) -> bool:  # Qt override
        model = self.sourceModel()

        def key(index) -> tuple[int, int]:
            return (
                model.index(index.row(), DELIVERED).data(SORT_ROLE),
                model.index(index.row(), CARDS_LEFT).data(SORT_ROLE),
            )

        return key(left) < key(right)


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
        self._shown: tuple[GameEnded, Controller] | None = None
        self.setObjectName("resultsPage")
        self.model = ScoreboardModel(None, art, self, symbol_size=40)
        self.proxy = StandingsProxy(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)

        self.panel = QFrame()
        self.panel.setObjectName("resultsPanel")
        self._style_panel()  # its own sheet (the table's measures are taken under it), in the theme
        style.follow(self._style_panel)
        self._build_texts()
        self._build_table()
        self._build_buttons()
        inner = self._inner = QVBoxLayout(self.panel)
        inner.setContentsMargins(48, 32, 48, 32)
        inner.setSpacing(16)
        inner.addStretch(1)
        inner.addWidget(self.winner_symbols)
        inner.addWidget(self.headline)
        inner.addWidget(self.tiebreak)
        inner.addSpacing(10)
        inner.addWidget(self.table)
        inner.addWidget(self.hand_counts)
        inner.addStretch(1)
        inner.addLayout(self._buttons_row())
        outer = self._outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addWidget(self.panel, 5)
        outer.addStretch(1)
        outer.setContentsMargins(40, 50, 40, 50)
        self.setMinimumSize(MIN_SIZE)
        self.retranslate()

    def _style_panel(self) -> None:
        t = theme()
        self.panel.setStyleSheet(
            f"#resultsPanel {{ background: {t.surface}; border: 3px solid {t.frame}; border-radius: 24px; }}"
            "#resultsPanel QLabel { background: transparent; }"
        )

    def _build_texts(self) -> None:
        """The winners' symbols, the headline, the tie-break and the hand counts."""
        self.winner_symbols = QLabel()
        self.winner_symbols.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline = QLabel()
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        self.headline.setProperty("tone", "heading")
        self.tiebreak = QLabel()
        self.tiebreak.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tiebreak.setWordWrap(True)
        self.tiebreak.setObjectName("tiebreak")
        self.hand_counts = QLabel()
        self.hand_counts.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand_counts.setWordWrap(True)

    def _build_table(self) -> None:
        """The standings: name, kind, delivered and cards left, sorted by the proxy, never scrolled."""
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.setIconSize(QSize(40, 40))
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for col in (HAND, WAITER, MAMMA_MIA, TURN):
            self.table.setColumnHidden(col, True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(KIND, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(DELIVERED, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(CARDS_LEFT, QHeaderView.ResizeMode.ResizeToContents)

    def _build_buttons(self) -> None:
        """New game (the primary button) and the main menu."""
        self.new_game_button = QPushButton()
        self.new_game_button.setProperty("role", "primary")
        self.menu_button = QPushButton()
        for button in (self.new_game_button, self.menu_button):
            button.setMinimumSize(160, 40)
        self.new_game_button.clicked.connect(self.newGameRequested)
        self.menu_button.clicked.connect(self.mainMenuRequested)

    def _buttons_row(self) -> QHBoxLayout:
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.menu_button)
        buttons.addWidget(self.new_game_button)
        buttons.addStretch(1)
        return buttons

    def retranslate(self) -> None:
        """Every text of the page in the current language (the shown outcome too)."""
        self.table.setAccessibleName(self.tr("Final standings"))
        self.new_game_button.setText(self.tr("New game"))
        self.menu_button.setText(self.tr("Main menu"))
        for button in (self.new_game_button, self.menu_button):
            button.setAccessibleName(button.text())
        self.model.retranslate()
        if self._shown is not None and self.isVisible():
            self.show_results(*self._shown)

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def forget(self) -> None:
        """Let go of the shown game's controller (it is about to be deleted): no table or
        retranslation may reach for it later."""
        self._shown = None
        self.model.set_controller(None)

    def show_results(self, event: GameEnded, controller: Controller) -> None:
        """Fill in the game's outcome from ``event`` and the controller's final view."""
        self._shown = (event, controller)
        view, setup = controller.view(), controller.setup
        self.model.set_controller(controller)
        self.proxy.sort(DELIVERED, Qt.SortOrder.DescendingOrder)
        # Equal counts are ranked by the tie-break, shown in its own column beside them.
        equal = len(set(event.delivered)) < len(event.delivered)
        self.table.setColumnHidden(CARDS_LEFT, not equal)
        self._show_winner_symbols([view.colours[s] for s in event.winners])
        names = [setup.seats[s].name for s in event.winners]
        best = max(event.delivered) if event.delivered else 0
        if len(event.winners) == 1:
            self.headline.setText(self.tr("{name} wins!").format(name=names[0]))
        else:
            self.headline.setText(self.tr("{names} share the win!").format(names=join_names(names)))
        tied = [s for s in range(len(event.delivered)) if event.delivered[s] == best]
        hands = {s: view.hands_left[s] for s in tied}
        tied_names = join_names([setup.seats[s].name for s in tied])
        if event.tiebreak == "hand":
            self.tiebreak.setText(
                self.tr(
                    "Tie-break: {tied} tied on pizzas delivered ({count} each). {name} wins with the most "
                    "ingredient cards left in hand."
                ).format(tied=tied_names, count=best, name=setup.seats[event.winners[0]].name)
            )
        elif event.tiebreak == "shared":
            self.tiebreak.setText(
                self.tr(
                    "Tie-break: {tied} tied on pizzas delivered ({count} each) and on ingredient cards left "
                    "in hand ({hand} each), so they share the win."
                ).format(tied=tied_names, count=best, hand=max(hands.values()))
            )
        else:
            self.tiebreak.setText(self.tr("Most pizzas delivered: %n", "", best))
        if event.tiebreak in ("hand", "shared"):
            counts = " \N{MIDDLE DOT} ".join(
                self.tr("{name}: {count}").format(name=setup.seats[s].name, count=hands[s]) for s in tied
            )
            self.hand_counts.setText(self.tr("Ingredient cards left in hand: {counts}").format(counts=counts))
            self.hand_counts.show()
        elif len(set(event.delivered)) < len(event.delivered):
            self.hand_counts.setText(
                self.tr(
                    "Equal counts of pizzas are ranked by the ingredient cards left in hand (Cards left)."
                )
            )
            self.hand_counts.show()
        else:
            self.hand_counts.hide()
        self.tiebreak.setAccessibleName(self.tiebreak.text())
        self._fit_table()

    def _show_winner_symbols(self, colours: list[str]) -> None:
        if self._art is None:
            return
        size, dpr = self._symbol_size(), self.devicePixelRatioF()
        strip = QPixmap(int((size + 16) * len(colours) * dpr), int(size * dpr))
        strip.setDevicePixelRatio(dpr)
        strip.fill(Qt.GlobalColor.transparent)
        painter = QPainter(strip)
        for i, colour in enumerate(colours):
            painter.drawPixmap(i * (size + 16), 0, self._art.symbol_pixmap(colour, size, dpr))
        painter.end()
        self.winner_symbols.setPixmap(strip)

    def _fit_table(self) -> None:
        """As tall as its rows, so the panel does not show an empty box."""
        rows = self.proxy.rowCount()
        height = self.table.horizontalHeader().sizeHint().height()
        height += rows * self.table.verticalHeader().defaultSectionSize() + 2 * self.table.frameWidth()
        self.table.setFixedHeight(height)

    @property
    def tiebreak_text(self) -> str:
        return self.tiebreak.text()

    def _symbol_size(self) -> int:
        return max(36, min(160, int(self.height() * 0.09)))

    def resizeEvent(self, event) -> None:  # Qt override
        h = self.height()
        margin = max(8, int(h * 0.045))
        self._outer.setContentsMargins(margin, margin, margin, margin)
        self._inner.setContentsMargins(
            int(margin * 1.2), int(margin * 0.7), int(margin * 1.2), int(margin * 0.7)
        )
        self._inner.setSpacing(max(4, int(h * 0.015)))
        self.headline.setFont(style.title_font(max(24, int(h * 0.07))))
        body = self.font()
        body.setPixelSize(max(13, int(h * 0.026)))
        for widget in (self.tiebreak, self.hand_counts, self.table):
            widget.setFont(body)
        self.table.verticalHeader().setDefaultSectionSize(max(24, int(h * 0.045)))
        icon = max(20, int(h * 0.035))
        self.table.setIconSize(QSize(icon, icon))
        self.table.horizontalHeader().setFont(body)
        self.table.setStyleSheet(f"QHeaderView::section {{ font-size: {body.pixelSize()}px; }}")
        big = style.title_font(max(14, int(h * 0.024)))
        for button in (self.new_game_button, self.menu_button):
            button.setFont(big)
            button.setMinimumSize(max(160, int(h * 0.26)), max(36, int(h * 0.06)))
        if self._shown is not None:
            event_, controller = self._shown
            self._show_winner_symbols([controller.view().colours[s] for s in event_.winners])
        self._fit_table()
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        grad = QLinearGradient(0, 0, 0, self.height())
        grad.setColorAt(0, QColor(theme().wood_top))
        grad.setColorAt(1, QColor(theme().wood_bottom))
        painter.fillRect(self.rect(), grad)
        painter.end()
