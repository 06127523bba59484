"""The page a game is played on: the table, a toggleable scoreboard, and the overlays above them.

The hand-over cloth (over the table's hand area only) and the round summary (over all of it) are
children of this page; the page connects them to the current controller (views take their model
and connect themselves).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QEvent, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.engine.events import RoundEnded
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.shell.hand_over import HandOverOverlay, public_question
from mammamia_qt.ui.shell.round_history import RoundHistoryModel, SymbolHeader
from mammamia_qt.ui.shell.round_summary import RoundSummary
from mammamia_qt.ui.shell.scoreboard import CARDS_LEFT, MAMMA_MIA, NAME, ScoreboardModel

if TYPE_CHECKING:  # the table is imported with the first game
    from mammamia_qt.ui.protocol import Controller
    from mammamia_qt.ui.table.table_widget import TableWidget


MIN_WIDTH = 360
"""The scoreboard is at least this wide (its title); else as wide as its columns need."""


def _table_view(model: QAbstractTableModel) -> QTableView:
    """A read-only table whose columns are as wide as their texts and rows as tall as they are."""
    view = QTableView()
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    view.verticalHeader().setVisible(False)
    view.setShowGrid(False)
    view.setWordWrap(False)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(False)
    return view


def _content_width(view: QTableView) -> int:
    """The width that shows every shown column whole (its header and its widest cell)."""
    header = view.horizontalHeader()
    columns = [c for c in range(header.count()) if not view.isColumnHidden(c)]
    return (
        sum(max(view.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in columns)
        + 2 * view.frameWidth()
    )


def _content_height(view: QTableView) -> int:
    """The height that shows the header and every row."""
    return (
        view.horizontalHeader().sizeHint().height() + view.verticalHeader().length() + 2 * view.frameWidth()
    )


class ScoreboardPanel(QWidget):
    """The scoreboard beside (or over) the table: the seats now, and below them the finished
    rounds (``RoundHistoryModel``); every column as wide as its texts, every row shown.

    Signals:
        fitted(): its size changed to fit new contents (another game, a round's end, a language).
    """

    fitted = Signal()

    def __init__(self, model: ScoreboardModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboardPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.model = model
        self.history_model = RoundHistoryModel(model, self)
        self.title, self.history_title = QLabel(), QLabel()
        for label in (self.title, self.history_title):
            label.setProperty("tone", "board_title")
        self.history_empty = QLabel()
        self.history_empty.setProperty("tone", "on_wood")
        self.view, self.history_view = _table_view(model), _table_view(self.history_model)
        names = QHeaderView.ResizeMode.Stretch
        self.view.horizontalHeader().setSectionResizeMode(NAME, names)  # the names take any room left
        self.history_view.setHorizontalHeader(SymbolHeader(self.history_view))
        self.history_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.history_view.setStyleSheet("QTableView::item { padding: 0px 10px; }")  # the columns apart
        self.view.setColumnHidden(1, True)  # the kind column is in the tooltip of the name
        self.view.setColumnHidden(CARDS_LEFT, True)  # the results' tie-break
        layout = self._outer = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        for widget in (self.title, self.view, self.history_title, self.history_view, self.history_empty):
            layout.addWidget(widget)
        layout.addStretch(1)
        model.modelReset.connect(self.fit)
        self.history_model.modelReset.connect(self.fit)
        self.retranslate()

    def fit(self) -> None:
        """Wide enough for every column of both tables, each table as tall as its rows."""
        setup = self.model.setup
        # Only Classic has the Mamma Mia card: no empty column for it in a Plus game.
        self.view.setColumnHidden(
            MAMMA_MIA, setup is not None and not setup.rules.edition_rules.has_mamma_mia_card
        )
        self.ensurePolished()
        rounds = self.history_model.rounds > 0
        self.history_view.setVisible(rounds)
        self.history_empty.setVisible(not rounds)
        for view in (self.view, self.history_view):
            view.ensurePolished()
            view.setFixedHeight(_content_height(view))
        views = [self.view, self.history_view] if rounds else [self.view]
        margins = self._outer.contentsMargins()
        words = max(
            label.sizeHint().width() for label in (self.title, self.history_title, self.history_empty)
        )
        content = max(words, *(_content_width(view) for view in views))
        self.setFixedWidth(max(MIN_WIDTH, content + margins.left() + margins.right()))
        self.fitted.emit()

    def content_height(self) -> int:
        """The height that shows the titles and every row, without empty space below them."""
        margins = self._outer.contentsMargins()
        shown = [w for w in (self.title, self.view, self.history_title, self.history_view, self.history_empty)
                 if not w.isHidden()]  # fmt: skip
        heights = [w.height() if isinstance(w, QTableView) else w.sizeHint().height() for w in shown]
        return margins.top() + margins.bottom() + sum(heights) + self._outer.spacing() * (len(shown) - 1)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Scoreboard"))
        self.view.setAccessibleName(self.tr("Scoreboard"))
        self.history_title.setText(self.tr("Finished rounds"))
        self.history_view.setAccessibleName(self.tr("Finished rounds"))
        self.history_empty.setText(self.tr("No round has ended yet."))
        self.model.retranslate()
        self.history_model.retranslate()
        self.fit()

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # Qt override
        self.fit()  # measured in the fonts the stylesheet gives once shown
        super().showEvent(event)


class TablePage(QWidget):
    """Holds the TableWidget of the current game, the scoreboard and the overlays.

    Signals:
        playersActive(): people play on their phones (a tap), even if nobody touches the screen.
    """

    playersActive = Signal()

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tablePage")
        self._art = art
        self.controller: Controller | None = None
        self.table: TableWidget | None = None
        self.scoreboard_model = ScoreboardModel(None, art, self)
        self._scoreboard: ScoreboardPanel | None = None  # made when first shown (F2)
        self._placeholder = QWidget()
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._layout.addWidget(self._placeholder, 1)
        self.hand_over = HandOverOverlay(self._placeholder, self)
        self.summary = RoundSummary(art, self)
        self.hand_over.confirmed.connect(self._hand_over_confirmed)
        self.hand_over.declined.connect(self._hand_over_declined)
        self.summary.continued.connect(self._round_continued)
        self._floating = False
        self.phones: Any = None  # the phone seats' panel (ui/shell/phone_panel.py), while a game has them

    def set_controller(self, controller: Controller) -> None:
        """Show ``controller``'s game (building a fresh table) and follow its signals."""
        from mammamia_qt.ui.table.table_widget import TableWidget

        if self.controller is not None:
            self._disconnect(self.controller)
        self.hand_over.hide()
        self.summary.hide()
        old_table, old = self.table, self.table or self._placeholder
        self.controller = controller
        self.table = TableWidget(controller, self._art)
        self.retranslate()
        self._layout.replaceWidget(old, self.table)
        if old_table is None:
            old.hide()
            old.deleteLater()
        else:
            old_table.retire()
        self.hand_over.cover(self.table)
        self.scoreboard_model.set_controller(controller)
        controller.handOverRequested.connect(self.show_hand_over)
        controller.roundEnded.connect(self.show_round_summary)
        self._start_phones(controller)

    def _start_phones(self, controller: Controller) -> None:
        """A game with phone seats gets their panel (and server) beside the table: the phones are
        served by the controller that owns the game (each phone is sent its own seat's view)."""
        if not controller.setup.phones:
            return
        from mammamia_qt.ui.shell.phone_panel import PhonePanel

        self.phones = PhonePanel(controller, self)
        self.phones.hub.activity.connect(self.playersActive)
        self._layout.addWidget(self.phones)

    def _stop_phones(self) -> None:
        if self.phones is not None:
            self.phones.stop()
            self._layout.removeWidget(self.phones)
            self.phones.hide()
            self.phones.deleteLater()
            self.phones = None

    def retranslate(self) -> None:
        if self.table is not None:
            self.table.setAccessibleName(self.tr("Game table"))

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def clear_controller(self) -> None:
        """Forget the current game (its controller is going away): drop its table and overlays."""
        if self.controller is None:
            return
        self._disconnect(self.controller)
        self.controller = None
        self.hand_over.hide()
        self.summary.hide()
        self.scoreboard_model.set_controller(None)
        if self.table is not None:
            placeholder = QWidget()
            self._layout.replaceWidget(self.table, placeholder)
            self.table.retire()
            self.table = None
            self._placeholder = placeholder
            self.hand_over.cover(placeholder)

    def _disconnect(self, controller: Controller) -> None:
        self._stop_phones()
        controller.handOverRequested.disconnect(self.show_hand_over)
        controller.roundEnded.disconnect(self.show_round_summary)

    # ------------------------------------------------------------------ overlays
    def show_hand_over(self, seat: int) -> None:
        self.summary.hide()
        controller = self.controller
        if controller is not None:
            names = [s.name for s in controller.setup.seats]
            view = controller.view()  # no hand in it: nobody's is shown while the cloth waits
            self.hand_over.show_for(names[seat], lambda: public_question(view, names))

    def _hand_over_confirmed(self) -> None:
        if self.controller is not None:
            self.controller.confirm_hand_over()

    def _hand_over_declined(self) -> None:
        if self.controller is not None:
            self.controller.decline_hand_over()

    def show_round_summary(self, event: RoundEnded) -> None:
        if self.controller is not None:
            self.summary.show_round(event, self.controller)

    def _round_continued(self) -> None:
        if self.controller is not None:
            self.controller.continue_after_round()

    # ------------------------------------------------------------------ table controls
    def set_speed(self, name: str) -> None:
        if self.table is not None:
            self.table.set_speed(name)

    def skip_reveal(self) -> None:
        if self.table is not None:
            self.table.skip_reveal()

    @property
    def scoreboard(self) -> ScoreboardPanel:
        """The scoreboard beside the table, made the first time it is asked for."""
        if self._scoreboard is None:
            self._scoreboard = ScoreboardPanel(self.scoreboard_model)
            self._scoreboard.hide()
            self._scoreboard.fitted.connect(self._place_scoreboard)
            self._layout.addWidget(self._scoreboard)
        return self._scoreboard

    def set_scoreboard_visible(self, visible: bool) -> None:
        if visible or self._scoreboard is not None:
            self.scoreboard.setVisible(visible)
            self._place_scoreboard()

    @property
    def scoreboard_floats(self) -> bool:
        """Whether the scoreboard lies over the table (a narrow window) instead of beside it."""
        return self._floating

    def _place_scoreboard(self) -> None:
        """Beside the table where the table loses nothing by it; else over the table's middle."""
        board = self._scoreboard
        if board is None:
            return
        floating = board.isVisibleTo(self) and self._board_would_squeeze(board.width())
        if floating != self._floating:
            self._floating = floating
            if floating:
                self._layout.removeWidget(board)
            else:
                self._layout.addWidget(board)
            board.setProperty("floating", floating)
            board.style().unpolish(board)
            board.style().polish(board)
        if floating:
            self._float(board)

    def _board_would_squeeze(self, board_width: int) -> bool:
        """Whether the table beside a board this wide would be laid out smaller than without it: its
        cards (the layout's unit), its seat panels or its own panel (a 16:9 table is as wide as its
        cards allow, so beside a board it mostly would: the board then floats over it)."""
        from mammamia_qt.ui.table.scene import compute_layout  # with the table

        c = self.controller
        if c is None:
            return True
        whole = self.width() - (self.phones.width() if self.phones is not None else 0)
        rules = c.setup.rules
        seats, kinds = rules.players, rules.edition_rules.kinds
        alone = compute_layout(whole, self.height(), seats, kinds)
        beside = compute_layout(whole - board_width, self.height(), seats, kinds)
        sizes = [(lay.u, lay.top_panels[0].width(), lay.bottom_panel.width()) for lay in (alone, beside)]
        return any(b < a - 0.5 for a, b in zip(*sizes))

    def _float(self, board: ScoreboardPanel) -> None:
        """Over the table, left of its dock where there is room, wholly inside the page."""
        width = min(board.width(), self.width() - 20)
        height = min(board.content_height(), self.height() - 20)
        x = max(10, min((self.width() - width) // 2, int(self.width() * 0.72) - width - 10))  # the dock free
        y = max(10, min(self.height() // 6, self.height() - height - 10))
        board.setGeometry(x, y, width, height)
        board.raise_()
        self.hand_over.raise_()
        self.summary.raise_()

    def resizeEvent(self, event) -> None:  # Qt override
        super().resizeEvent(event)
        self._place_scoreboard()
