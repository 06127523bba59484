"""The History screen lists the kept games, opens their replays, deletes after asking, and says
what went wrong with a damaged one; it is reached from the title screen and the Game menu."""

from __future__ import annotations

import sqlite3

import pytest
from engine_support import play_out, randomly
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel

from mammamia_qt.archive import Archive
from mammamia_qt.archive.store import ARCHIVE_FILE
from mammamia_qt.engine import GameState, Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import GameStore, dumps
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.history import games_list
from mammamia_qt.ui.history.history_page import HistoryPage
from mammamia_qt.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def keep_games(folder) -> list[int]:
    """Two finished random games (Classic 2p, Plus 3p) kept in the archive in ``folder``."""
    ids = []
    with Archive.in_folder(folder) as archive:
        for edition, names, seed, day in (
            ("classic", ("Anna", "Ben"), 1, 10),
            ("plus", ("Carla", "Dino", "Anna"), 2, 12),
        ):
            rules = Rules(edition=edition, players=len(names))
            state, _ = GameState.new_game(rules, seed)
            play_out(state, randomly(seed))
            setup = GameSetup(rules=rules, seats=tuple(SeatConfig(name=n) for n in names), seed=seed)
            ids.append(archive.keep(dumps(state, setup), finished=f"2026-11-{day}T18:30:00+00:00"))
    return ids


def winners(folder, game_id: int) -> tuple[str, ...]:
    with Archive.in_folder(folder) as archive:
        summary = archive.load(game_id).summary
    return tuple(summary.seats[s] for s in summary.winners)


def _show_active(widget, qtbot) -> None:
    """Shown and the active window: the window's shortcuts answer only there."""
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)


@pytest.fixture
def page(qtbot, tmp_path):
    history = HistoryPage(CardArt(), lambda: tmp_path, speed="instant")
    qtbot.addWidget(history)
    history.resize(1024, 600)
    return history


def test_the_list_shows_every_kept_game_newest_first(page, tmp_path, qtbot):
    first, second = keep_games(tmp_path)
    page.show()
    rows = page.games.rows()
    assert len(rows) == 2
    newest, oldest = rows
    assert newest[1] == "Plus" and oldest[1] == "Classic"
    for row, game_id in ((newest, second), (oldest, first)):
        won = winners(tmp_path, game_id)
        for name in won:
            assert f"★ {name}" in row[2]
    assert "Carla" in newest[2] and "Dino" in newest[2]
    assert newest[4] == "At the table"
    assert page.games.stack.currentWidget() is page.games.table


def test_the_list_sorts_and_finds_a_players_name(page, tmp_path):
    keep_games(tmp_path)
    page.show()
    page.games.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert [r[1] for r in page.games.rows()] == ["Classic", "Plus"]
    page.games.filter.setText("dino")
    assert [r[1] for r in page.games.rows()] == ["Plus"]
    page.games.filter.setText("anna")
    assert len(page.games.rows()) == 2
    page.games.filter.setText("Zora")
    assert page.games.rows() == []


def test_the_keyboard_alone_opens_steps_and_goes_back(page, tmp_path, qtbot):
    keep_games(tmp_path)
    _show_active(page, qtbot)
    back = []
    page.backRequested.connect(lambda: back.append(True))
    assert page.games.table.hasFocus() or page.focusWidget() is page.games.table
    qtbot.keyClick(page.games.table, Qt.Key.Key_Down)
    qtbot.keyClick(page.games.table, Qt.Key.Key_Return)
    assert page.stack.currentWidget() is page.viewer
    assert page.viewer.summary is not None and page.viewer.summary.edition == "classic"
    assert page.viewer.index == 0
    qtbot.keyClick(page.focusWidget(), Qt.Key.Key_Right)
    assert page.viewer.index == 1
    qtbot.keyClick(page.focusWidget(), Qt.Key.Key_Escape)
    assert page.stack.currentWidget() is page.list_page
    assert back == []
    assert page.games.selected_ids() == [page.viewer.summary.id]  # the game just seen stays selected
    qtbot.keyClick(page.focusWidget(), Qt.Key.Key_Escape)
    assert back == [True]


def test_delete_asks_first_and_deletes_only_when_told(page, tmp_path, qtbot, monkeypatch):
    first, second = keep_games(tmp_path)
    _show_active(page, qtbot)
    asked = []
    answer = [False]

    def confirm(parent, title, text):
        asked.append(text)
        return answer[0]

    monkeypatch.setattr(games_list, "confirm", confirm)
    page.games.select_id(first)
    qtbot.keyClick(page.games.table, Qt.Key.Key_Delete)
    assert len(asked) == 1
    assert len(page.games.rows()) == 2
    answer[0] = True
    page.games.delete_button.click()
    assert len(asked) == 2
    with Archive.in_folder(tmp_path) as archive:
        assert [s.id for s in archive.summaries()] == [second]
    assert len(page.games.rows()) == 1


def test_no_game_kept_shows_a_friendly_word(page, tmp_path):
    page.show()
    assert page.games.stack.currentWidget() is page.games.empty
    assert "No game is kept yet" in page.games.empty.text()
    assert not page.games.open_button.isEnabled()
    assert not page.games.delete_button.isEnabled()


def test_a_damaged_kept_game_is_said_in_the_page(page, tmp_path):
    first, _ = keep_games(tmp_path)
    db = sqlite3.connect(tmp_path / ARCHIVE_FILE)
    with db:
        db.execute(
            "UPDATE games SET save = ? WHERE id = ?", ('{"format": "mammamia-save", "moves": [', first)
        )
    db.close()
    page.show()
    page.open_game(first)
    assert page.stack.currentWidget() is page.list_page
    assert page.message.isVisible()
    assert f"Game {first} cannot be replayed" in page.message.text()
    page.open_game(999)
    assert "Game 999 cannot be replayed" in page.message.text()


def test_an_unreadable_archive_is_named_and_nothing_crashes(page, tmp_path):
    (tmp_path / ARCHIVE_FILE).write_bytes(b"this is not a database" * 100)
    page.show()
    assert page.message.isVisible()
    assert ARCHIVE_FILE in page.message.text()
    assert page.games.rows() == []
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("archive.bad-")]
    assert len(aside) == 1 and aside[0].name in page.message.text()  # set aside, never deleted
    assert aside[0].read_bytes() == b"this is not a database" * 100


def test_more_tabs_come_after_the_games_and_follow_the_language(page, languages):
    extra = QLabel("stats")
    index = page.add_tab(extra, lambda: QCoreApplication.translate("HistoryPage", "History"))
    assert index == 1
    assert page.tabs.tabText(1) == "History"
    assert page.tab(1) is extra
    assert languages.set_language("de")
    assert page.tabs.tabText(0) != "Games"
    assert page.tabs.tabText(1) == page.heading.text() != "History"


@pytest.mark.parametrize("lang", ["de", "cs", "nl", "ja"])
def test_the_history_speaks_every_language(qtbot, tmp_path, languages, lang):
    keep_games(tmp_path)
    english = HistoryPage(CardArt(), lambda: tmp_path, speed="instant")
    qtbot.addWidget(english)
    english.show()
    texts = _texts(english)
    assert languages.set_language(lang)
    for source, now in zip(texts, _texts(english), strict=True):
        assert now != source, source


def _texts(page: HistoryPage) -> list[str]:
    page.open_game(page.games.selected_ids()[0])
    viewer = page.viewer
    viewer.step_forward()
    texts = [page.heading.text(), page.back_button.text(), page.games.open_button.text(),
             page.games.empty.text(), page.games.rows()[0][4], page.tabs.tabText(0),
             viewer.back_button.text(), viewer.caption.text(), viewer.position.text(),
             viewer.step_button.toolTip(), viewer.round_box.itemText(0)]  # fmt: skip
    page.show_list()
    return texts


def test_the_title_screen_and_the_menu_lead_to_the_history(qtbot, tmp_path):
    keep_games(tmp_path)
    window = MainWindow(persist=False, store=GameStore(tmp_path))
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    window.start_screen.history_button.click()
    assert window.pages.currentWidget() is window.game.history_page
    assert len(window.game.history_page.games.rows()) == 2
    window.game.history_page.back_button.click()
    assert window.pages.currentWidget() is window.start_screen
    window.menus.history_action.trigger()
    assert window.pages.currentWidget() is window.game.history_page


def test_the_history_screen_holds_the_statistics_and_the_memory_coach(qtbot, tmp_path):
    keep_games(tmp_path)
    window = MainWindow(persist=False, store=GameStore(tmp_path))
    qtbot.addWidget(window)
    window.start_screen.history_button.click()
    tabs = window.game.history_page.tabs
    titles = [tabs.tabText(i) for i in range(tabs.count())]
    assert titles == ["Games", "Statistics", "Memory coach"]
    stats = window.game.history_page.tab(1)  # the Statistics tab reads the same archive: its players' names
    names = {stats.player_box.itemText(i) for i in range(stats.player_box.count())}
    assert names == {"Anna", "Ben", "Carla", "Dino"}
    coach = window.game.history_page.tab(titles.index("Memory coach"))
    assert coach.objectName() == "coachTab"
    assert coach.folder == tmp_path


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_history_its_tabs_and_a_replay_fit_a_netbook(qtbot, tmp_path, styled, languages, lang):
    """With the game's own type, no part of the History screen asks for more height than a
    1024x600 screen has (a tab that wants more scrolls instead of growing the window)."""
    ids = keep_games(tmp_path)
    assert languages.set_language(lang)
    window = MainWindow(persist=False, store=GameStore(tmp_path))
    qtbot.addWidget(window)
    window.resize(1024, 560)
    window.show()
    window.show_history()
    page = window.game.history_page
    for index in range(page.tabs.count()):
        page.tabs.setCurrentIndex(index)
        qtbot.wait(10)
        assert window.minimumSizeHint().height() <= 560, page.tabs.tabText(index)
    page.open_game(ids[1])
    qtbot.wait(10)
    assert window.minimumSizeHint().height() <= 560
    assert window.height() == 560


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", ["1 of 31 kept games was recovered", "3 of 31 kept games were recovered"]),
        ("cs", ["byla obnovena 1 z 31", "byly obnoveny 3 z 31", "bylo obnoveno 29 z 31"]),
        ("de", ["1 von 31 archivierten Partien wurde", "3 von 31 archivierten Partien wurden"]),
    ],
)
def test_the_games_recovered_from_a_damaged_file_are_counted_in_the_language(languages, tmp_path, lang, said):
    from mammamia_qt.archive import ArchiveProblem
    from mammamia_qt.ui.history.archive_texts import problem_text

    assert languages.set_language(lang)
    path, aside = tmp_path / ARCHIVE_FILE, tmp_path / "archive.bad-20261128-120000.sqlite3"
    texts = [problem_text(ArchiveProblem(path, aside, "damaged", "", n, 31)) for n in (1, 3, 29)[: len(said)]]
    for text, part in zip(texts, said, strict=True):
        assert part in text and str(path) in text and str(aside) in text


def test_open_and_delete_need_a_chosen_game(page, tmp_path):
    keep_games(tmp_path)
    page.show()
    games = page.games
    assert games.selected_ids() and games.open_button.isEnabled()
    games.table.clearSelection()
    assert not games.open_button.isEnabled() and not games.delete_button.isEnabled()
    games.table.selectRow(1)
    assert games.open_button.isEnabled() and games.delete_button.isEnabled()
    games.filter.setText("Zora")  # the chosen game filtered away: nothing is chosen now
    assert not games.selected_ids() and not games.open_button.isEnabled()


def test_a_cell_too_narrow_for_its_players_reads_whole_under_the_pointer(page, tmp_path, qtbot):
    """On a netbook with large text the players' cell ends in "…": its tooltip holds all of it."""
    from PySide6.QtCore import Qt

    keep_games(tmp_path)
    page.show()
    proxy = page.games.proxy
    for row in range(proxy.rowCount()):
        for column in range(proxy.columnCount()):
            index = proxy.index(row, column)
            assert index.data(Qt.ItemDataRole.ToolTipRole) == index.data()
    assert "Carla" in proxy.index(0, 2).data(Qt.ItemDataRole.ToolTipRole)
