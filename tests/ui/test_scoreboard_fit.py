"""The scoreboard (F2) at every screen size in every language: every header and cell whole (measured
with font metrics against its column), every row shown, the board inside the page, and the table
never squeezed by it (beside the table only where the table's layout stays as it is)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionViewItem, QTableView

from mammamia_qt.engine.cards import Edition
from mammamia_qt.engine.events import RoundEnded
from mammamia_qt.engine.rules import Rules
from mammamia_qt.engine.state import GameState
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.ui.common.i18n import LANGUAGES
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.shell.main_window import MainWindow
from mammamia_qt.ui.shell.round_history import SYMBOL, SYMBOL_ROLE
from mammamia_qt.ui.table.scene import compute_layout

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

SIZES = [(1024, 600), (1366, 768), (1600, 900), (1920, 1080), (3840, 2160)]
HEADER_PADDING = 2 * 8  # QHeaderView::section's padding in the app's stylesheet
NAMES = ("Beate", "Maximiliane", "Claudio", "Dora", "Emilia", "Federico")


def game(edition: Edition, players: int) -> tuple[GameSetup, GameState]:
    """A game with every round but the last one ended (the most history), on seat 0's turn."""
    seats = (SeatConfig(name=NAMES[0]),) + tuple(SeatConfig(name=n, kind="random") for n in NAMES[1:players])
    setup = GameSetup(rules=Rules(edition=edition, players=players, helping=False), seats=seats, seed=6)
    state, _ = GameState.new_game(setup.rules, setup.seed)
    rng, ended = random.Random(6), 0
    while (
        ended < setup.rules.edition_rules.rounds - 1 or state.phase != "play" or state.current_player() != 0
    ):
        legal = state.legal_actions()
        ended += sum(isinstance(e, RoundEnded) for e in state.apply(legal[rng.randrange(len(legal))]))
    return setup, state


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def cell_problems(view: QTableView) -> list[str]:
    """Each shown cell whose text is wider than the room the style gives its text."""
    model, style, bad = view.model(), view.style(), []
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    for row in range(model.rowCount()):
        for col in (c for c in range(model.columnCount()) if not view.isColumnHidden(c)):
            index = model.index(row, col, QModelIndex())
            option = QStyleOptionViewItem()
            view.itemDelegate().initStyleOption(option, index)
            option.rect = view.visualRect(index)
            room = (
                style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, view).width() - 2 * margin
            )
            wide = QFontMetrics(option.font).horizontalAdvance(option.text)
            if wide > room or option.rect.right() > view.viewport().width():
                bad.append(f"{option.text!r} {wide}>{room}")
    return bad


def header_problems(view: QTableView) -> list[str]:
    header, model, bad = view.horizontalHeader(), view.model(), []
    bold = QFont(header.font())
    bold.setBold(True)
    for col in (c for c in range(model.columnCount()) if not view.isColumnHidden(c)):
        text = model.headerData(col, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole) or ""
        need = QFontMetrics(bold).horizontalAdvance(text) + HEADER_PADDING if text else 0
        if model.headerData(col, Qt.Orientation.Horizontal, SYMBOL_ROLE) is not None:
            need = max(need, SYMBOL)
        if (
            need > header.sectionSize(col)
            or header.sectionViewportPosition(col) + need > view.viewport().width()
        ):
            bad.append(f"header {text!r} {need}>{header.sectionSize(col)}")
    return bad


def view_problems(view: QTableView) -> list[str]:
    bad = header_problems(view) + cell_problems(view)
    rows = view.verticalHeader().length()
    if (
        view.viewport().height() < rows
        or view.verticalScrollBar().maximum()
        or view.horizontalScrollBar().maximum()
    ):
        bad.append(f"rows cut: {view.viewport().height()} < {rows}")
    return bad


def squeezed(window: MainWindow) -> bool:
    """Whether the table is laid out smaller than it would be over the whole page."""
    page, rules = window.table_page, window.controller.setup.rules
    seats, kinds = rules.players, rules.edition_rules.kinds
    whole = compute_layout(page.width(), page.height(), seats, kinds)
    table = page.table
    now = compute_layout(table.width(), table.height(), seats, kinds)
    return now.u < whole.u - 0.5 or now.top_panels[0].width() < whole.top_panels[0].width() - 0.5


@pytest.mark.parametrize(("edition", "players"), [(Edition.PLUS, 6), (Edition.CLASSIC, 5)])
def test_the_scoreboard_fits_whole_at_every_size_in_every_language(
    qtbot, styled, languages, edition, players
):
    setup, state = game(edition, players)
    window = MainWindow(settings=AppSettings(animation_speed="instant", ai_pace="instant"), persist=False)
    qtbot.addWidget(window)
    window.show()
    window.start_game(setup, state)
    qtbot.waitUntil(lambda: window.controller.acting_seat() == 0)
    window.menus.scoreboard_action.setChecked(True)
    page, board = window.table_page, window.table_page.scoreboard
    assert board.history_model.rounds == setup.rules.edition_rules.rounds - 1
    bad = []
    for lang in LANGUAGES:
        assert languages.set_language(lang)
        for size in SIZES:
            window.resize(*size)
            settle()
            where = (lang, size)
            problems = view_problems(board.view) + view_problems(board.history_view)
            bad += [(where, p) for p in problems]
            if not page.rect().contains(board.geometry()) or board.height() < board.content_height():
                bad.append((where, f"board {board.geometry()} outside {page.rect()} or cut"))
            if squeezed(window):
                bad.append((where, "the table is squeezed"))
            if page.scoreboard_floats and board.geometry().right() >= page.table.dock.geometry().left():
                bad.append((where, "the board covers the dock"))
    assert not bad, bad


def test_beside_the_table_where_it_squeezes_nothing(qtbot, styled):
    """A wide, low window leaves the table its layout beside the board: there it docks."""
    setup, state = game(Edition.PLUS, 6)
    window = MainWindow(settings=AppSettings(animation_speed="instant", ai_pace="instant"), persist=False)
    qtbot.addWidget(window)
    window.show()
    window.start_game(setup, state)
    window.menus.scoreboard_action.setChecked(True)
    page = window.table_page
    for size, floats in (((3840, 1080), False), ((1920, 1080), True), ((3840, 1080), False)):
        window.resize(*size)
        settle()
        assert page.scoreboard_floats is floats, size
        assert not squeezed(window)
        if not floats:
            assert page.table.width() + page.scoreboard.width() <= page.width()
            assert page.scoreboard.geometry().left() >= page.table.geometry().right()
