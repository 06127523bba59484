"""The page a game is played on: the table, a toggleable scoreboard, and the overlays above them.

The hand-over cloth (over the table's hand area only) and the round summary (over all of it) are
children of this page; the page connects them to the current controller (views take their model
and connect themselves).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
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
from mammamia_qt.ui.common import style
from mammamia_qt.ui.shell.hand_over import HandOverOverlay, public_question
from mammamia_qt.ui.shell.round_summary import RoundSummary
from mammamia_qt.ui.shell.scoreboard import CARDS_LEFT, HAND, MAMMA_MIA, NAME, ScoreboardModel

if TYPE_CHECKING:  # the table is imported with the first game
    from mammamia_qt.ui.protocol import Controller
    from mammamia_qt.ui.table.table_widget import TableWidget


MIN_WIDTH = 520
TABLE_ROOM = 960
"""Narrower than this beside the scoreboard, the table would be squeezed: the scoreboard floats over it."""


class ScoreboardPanel(QWidget):
    """The scoreboard beside the table: a read-only view over a ScoreboardModel."""

    def __init__(self, model: ScoreboardModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboardPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(
            f"#scoreboardPanel {{ background: {style.WALNUT_DARK}; }}"
            f'#scoreboardPanel[floating="true"] {{ border: 3px solid {style.CRUST}; border-radius: 14px; }}'
        )
        self.model = model
        title = self.title = QLabel()
        title.setStyleSheet(f"color: {style.CRUST}; font-size: 22px; font-weight: bold;")
        self.view = QTableView()
        self.view.setModel(model)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.verticalHeader().setVisible(False)
        self.view.setShowGrid(False)
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        self.view.setColumnHidden(1, True)  # the kind column is in the tooltip of the name
        self.view.setColumnHidden(CARDS_LEFT, True)  # the results' tie-break
        layout = self._outer = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addWidget(title)
        layout.addWidget(self.view, 1)
        for col in range(HAND, model.columnCount()):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        model.modelReset.connect(self._fit_width)
        self.retranslate()

    def _fit_width(self) -> None:
        """Wide enough for every column, the names included (their column takes any width left)."""
        setup = self.model.setup
        # Only Classic has the Mamma Mia card: no empty column for it in a Plus game.
        self.view.setColumnHidden(
            MAMMA_MIA, setup is not None and not setup.rules.edition_rules.has_mamma_mia_card
        )
        header = self.view.horizontalHeader()
        columns = [c for c in range(self.model.columnCount()) if not self.view.isColumnHidden(c)]
        content = sum(max(self.view.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in columns)
        margins = self._outer.contentsMargins()
        frame = 2 * self.view.frameWidth() + margins.left() + margins.right()
        self.setMinimumWidth(max(MIN_WIDTH, content + frame + 8))

    def content_height(self) -> int:
        """The height that shows the title and every row, without empty space below them."""
        margins = self._outer.contentsMargins()
        view = self.view
        rows = view.verticalHeader().length() + view.horizontalHeader().sizeHint().height()
        return (margins.top() + margins.bottom() + self.title.sizeHint().height() + self._outer.spacing()
                + rows + 2 * view.frameWidth() + 4)  # fmt: skip

    def retranslate(self) -> None:
        self.title.setText(self.tr("Scoreboard"))
        self.view.setAccessibleName(self.tr("Scoreboard"))
        self.model.retranslate()
        self._fit_width()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class TablePage(QWidget):
    """Holds the TableWidget of the current game, the scoreboard and the overlays."""

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
        self.phones: Any = None  # the phone seats' panel (mammamia_qt/phones), while a game has them

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
        from mammamia_qt.ui.controller import GameController

        if not isinstance(controller, GameController) or not getattr(controller.setup, "phones", None):
            return
        from mammamia_qt.phones.panel import PhonePanel

        self.phones = PhonePanel(controller, self)
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

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
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
        """Beside the table when both fit; else over the table's middle, so the table keeps its size."""
        board = self._scoreboard
        if board is None:
            return
        floating = board.isVisibleTo(self) and self.width() - board.minimumWidth() < TABLE_ROOM
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
            width = min(board.minimumWidth(), self.width() - 20)
            height = min(board.content_height(), self.height() - 40)
            x = max(
                10, min((self.width() - width) // 2, int(self.width() * 0.72) - width - 10)
            )  # the dock free
            board.setGeometry(x, max(10, self.height() // 6), width, height)
            board.raise_()
            self.hand_over.raise_()
            self.summary.raise_()

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt override
        super().resizeEvent(event)
        self._place_scoreboard()
