"""The Statistics tab: the chosen name's figures and charts, renaming, merging and deleting with a
confirmation (and nothing changed without one), the empty state, five languages."""

from __future__ import annotations

import sqlite3

import pytest
from engine_support import play_out, randomly
from PySide6.QtCharts import QHorizontalBarSeries, QLineSeries
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox

from mammamia_qt.archive import Archive
from mammamia_qt.engine import GameState, Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import dumps
from mammamia_qt.ui.history.stats_dialogs import DeleteGamesDialog, NamesDialog
from mammamia_qt.ui.history.stats_tab import StatisticsTab

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen

GAMES = [
    ("classic", 41, [("Anna", "human"), ("Luigi", "expert")]),
    ("plus", 42, [("Anna", "human"), ("Ben", "human"), ("Sofia", "master")]),
    ("classic", 43, [("Bert", "human"), ("Anna", "human"), ("Luigi", "expert"), ("Sofia", "master")]),
    ("plus", 44, [("Anna", "human"), ("Marco", "beginner")]),
    ("classic", 45, [("Ben", "human"), ("Luigi", "expert"), ("Anna", "human")]),
]


def keep_games(archive: Archive) -> None:
    for day, (edition, seed, seats) in enumerate(GAMES, start=1):
        rules = Rules(edition=edition, players=len(seats))
        state, _ = GameState.new_game(rules, seed)
        play_out(state, randomly(seed))
        setup = GameSetup(rules=rules, seats=tuple(SeatConfig(name=n, kind=k) for n, k in seats), seed=seed)
        archive.keep(dumps(state, setup), finished=f"2026-03-{day:02d}T20:00:00+00:00")


@pytest.fixture
def archive(tmp_path):
    with Archive.in_folder(tmp_path) as kept:
        keep_games(kept)
        yield kept


@pytest.fixture
def tab(qtbot, archive, styled, languages):
    assert languages.set_language("en")  # its plural forms: "1 game", "3 games"
    widget = StatisticsTab(archive)
    qtbot.addWidget(widget)
    widget.resize(1024, 560)
    widget.show()
    return widget


def mine(archive: Archive, name: str):
    """(summary, seat) of ``name``'s games, oldest first, worked out from the summaries."""
    games = sorted(archive.summaries(), key=lambda s: s.finished)
    return [(s, s.seats.index(name)) for s in games if name in s.seats]


def bars(view) -> tuple[list[str], list[float]]:
    chart = view.chart()
    series = chart.series()[0]
    assert isinstance(series, QHorizontalBarSeries)
    axis = chart.axes(Qt.Orientation.Vertical)[0]
    return list(axis.categories()), [series.barSets()[0].at(i) for i in range(series.barSets()[0].count())]


def answer(monkeypatch, button):
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or button)
    return asked


def test_the_card_shows_the_chosen_names_figures(tab, archive):
    games = mine(archive, "Anna")
    wins = sum(seat in s.winners for s, seat in games)
    tab.select("Anna")
    assert tab.figures["games"].text() == "5"
    assert tab.figures["wins"].text() == str(wins)
    assert tab.figures["win_rate"].text() == f"{round(100 * wins / 5)}%"
    assert tab.figures["delivered_mean"].text() == f"{sum(s.delivered[seat] for s, seat in games) / 5:.1f}"
    best = max(s.delivered[seat] for s, seat in games)
    assert tab.figures["best"].text().split()[0] == str(best)
    tab.select("Marco")
    assert tab.figures["games"].text() == "1"
    assert tab.player_box.currentText() == "Marco"


def test_the_charts_hold_the_names_results(tab, archive):
    tab.select("Anna")
    games = mine(archive, "Anna")

    def rate(chosen):
        return round(100 * sum(seat in s.winners for s, seat in chosen) / len(chosen))

    classic = [(s, i) for s, i in games if s.edition == "classic"]
    plus = [(s, i) for s, i in games if s.edition == "plus"]
    assert bars(tab.charts[0]) == (
        [f"Classic ({len(classic)})", f"Plus ({len(plus)})"],
        [rate(classic), rate(plus)],
    )
    counts = sorted({len(s.seats) for s, _ in games})
    by_players = [[(s, i) for s, i in games if len(s.seats) == n] for n in counts]
    assert bars(tab.charts[1]) == (
        [f"{n} ({len(g)})" for n, g in zip(counts, by_players)],
        [rate(g) for g in by_players],
    )
    levels = ["beginner", "expert", "master"]
    against = [[(s, i) for s, i in games if level in s.kinds] for level in levels]
    assert bars(tab.charts[2]) == (
        [f"{lv} ({len(g)})" for lv, g in zip(levels, against)],
        [rate(g) for g in against],
    )
    line = next(s for s in tab.charts[3].chart().series() if type(s) is QLineSeries)
    assert [(p.x(), p.y()) for p in line.points()] == [
        (n + 1, pytest.approx(sum(s.rounds[i]) / len(s.rounds[i]))) for n, (s, i) in enumerate(games)
    ]


def test_rename_asks_then_renames(tab, archive, monkeypatch):
    tab.select("Bert")

    def fill(dialog):
        dialog.new_name.setText("Berta")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NamesDialog, "exec", fill)
    asked = answer(monkeypatch, QMessageBox.StandardButton.Yes)
    tab.rename_button.click()
    assert asked == ["Rename “Bert” to “Berta” in 1 game?"]
    assert "Bert" not in archive.names() and "Berta" in archive.names()
    assert tab.player_box.currentText() == "Berta"
    assert tab.figures["games"].text() == "1"


def test_merge_asks_then_counts_both_names_as_one(tab, archive, monkeypatch):
    tab.select("Ben")
    before = len(mine(archive, "Ben")) + len(mine(archive, "Bert"))

    def fill(dialog):
        dialog.items.findItems("Bert", Qt.MatchFlag.MatchExactly)[0].setCheckState(Qt.CheckState.Checked)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NamesDialog, "exec", fill)
    asked = answer(monkeypatch, QMessageBox.StandardButton.Yes)
    tab.rename_button.click()
    assert asked == [f"Merge “Ben”, “Bert” into “Ben”? Their {before} games then count for one player."]
    assert "Bert" not in archive.names()
    assert tab.figures["games"].text() == str(before)


@pytest.mark.parametrize("where", ["dialog", "confirmation"])
def test_a_rename_or_merge_cancelled_changes_nothing(tab, archive, monkeypatch, where):
    tab.select("Ben")

    def fill(dialog):
        dialog.new_name.setText("Benno")
        return QDialog.DialogCode.Rejected if where == "dialog" else QDialog.DialogCode.Accepted

    monkeypatch.setattr(NamesDialog, "exec", fill)
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    names = archive.names()
    tab.rename_button.click()
    assert len(asked) == (where == "confirmation")
    assert archive.names() == names


def test_delete_asks_then_deletes_the_games_left_ticked(tab, archive, monkeypatch):
    tab.select("Luigi")
    ids = [s.id for s, _ in mine(archive, "Luigi")]
    kept_back = ids[0]

    def untick_one(dialog):
        assert dialog.chosen_ids() == sorted(ids, reverse=True)  # all ticked, newest first
        for i in range(dialog.items.count()):
            if dialog.items.item(i).data(Qt.ItemDataRole.UserRole) == kept_back:
                dialog.items.item(i).setCheckState(Qt.CheckState.Unchecked)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(DeleteGamesDialog, "exec", untick_one)
    asked = answer(monkeypatch, QMessageBox.StandardButton.Yes)
    tab.delete_button.click()
    assert asked == [f"Delete {len(ids) - 1} games for good? Every player's figures lose them."]
    assert [s.id for s, _ in mine(archive, "Luigi")] == [kept_back]
    assert tab.figures["games"].text() == "1"


def test_delete_refused_at_the_confirmation_changes_nothing(tab, archive, monkeypatch):
    tab.select("Anna")
    monkeypatch.setattr(DeleteGamesDialog, "exec", lambda dialog: QDialog.DialogCode.Accepted)
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    tab.delete_button.click()
    assert len(asked) == 1
    assert len(archive.summaries()) == len(GAMES)


def test_deleting_every_game_of_the_only_names_leaves_the_empty_state(tab, archive, monkeypatch):
    monkeypatch.setattr(DeleteGamesDialog, "exec", lambda dialog: QDialog.DialogCode.Accepted)
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    tab.select("Anna")
    tab.delete_button.click()  # Anna played every game
    assert archive.summaries() == []
    assert tab.pages.currentWidget() is tab.empty
    assert not tab.delete_button.isEnabled() and not tab.rename_button.isEnabled()


def test_an_empty_archive_says_so(qtbot, tmp_path, styled):
    widget = StatisticsTab(lambda: Archive.in_folder(tmp_path))
    qtbot.addWidget(widget)
    widget.show()
    assert widget.pages.currentWidget() is widget.empty
    assert "No finished games" in widget.empty.text()
    assert widget.player_box.count() == 0 and not widget.rename_button.isEnabled()


def test_the_names_dialog_takes_only_a_real_change(qtbot):
    dialog = NamesDialog(["Anna", "Ben"], "Anna")
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert dialog.new_name.selectedText() == "Anna"  # typing replaces the name at once
    assert not ok.isEnabled()  # Anna to Anna changes nothing
    dialog.new_name.setText("Annie")
    assert ok.isEnabled() and dialog.chosen() == ["Anna"] and dialog.target() == "Annie"
    dialog.new_name.setText("   ")
    assert not ok.isEnabled()
    dialog.new_name.setText("Annie")
    dialog.items.item(0).setCheckState(Qt.CheckState.Unchecked)
    assert not ok.isEnabled() and dialog.hint.text()
    assert dialog.new_name.maxLength() == 24


@pytest.mark.parametrize("lang", ["de", "cs", "nl", "ja"])
def test_the_tab_speaks_every_language(tab, languages, lang):
    tab.select("Anna")
    english = (tab.rename_button.text(), tab.figure_names["games"].text(), tab.charts[0].chart().title())
    assert languages.set_language(lang)
    now = (tab.rename_button.text(), tab.figure_names["games"].text(), tab.charts[0].chart().title())
    assert now[0] == QCoreApplication.translate("StatisticsTab", "Rename or merge…")
    assert now[2] == QCoreApplication.translate("Statistics", "Won by edition (games)")
    assert all(a != b for a, b in zip(english, now))
    best = tab._stats.best.delivered
    assert tab.figures["best"].text() == QCoreApplication.translate("StatisticsTab", "%n pizza(s)", "", best)


def test_the_self_test_draws_charts_and_says_when_qt_charts_is_missing(qapp, monkeypatch, capsys):
    import sys

    from mammamia_qt.tools import selftest

    check = selftest.Check()
    assert check.run("charts", selftest.check_charts)
    monkeypatch.setitem(sys.modules, "PySide6.QtCharts", None)  # a bundle without Qt Charts
    assert not check.run("charts", selftest.check_charts)
    assert check.failed == ["charts"]
    assert "FAIL    charts: ModuleNotFoundError" in capsys.readouterr().out


class BrokenArchive:
    """An archive whose file went bad after it was opened."""

    path = "/data/archive.sqlite3"

    def names(self):
        raise sqlite3.DatabaseError("file is not a database")


def test_an_archive_that_cannot_be_read_is_said_by_name(qtbot, styled):
    widget = StatisticsTab(BrokenArchive())
    qtbot.addWidget(widget)
    widget.show()
    assert widget.pages.currentWidget() is widget.empty
    assert (
        widget.empty.text()
        == "The game archive /data/archive.sqlite3 cannot be read:\nfile is not a database"
    )
    assert not widget.rename_button.isVisible() and not widget.delete_button.isEnabled()


def test_a_change_the_archive_refuses_is_said_and_changes_nothing(tab, archive, monkeypatch):
    tab.select("Marco")
    monkeypatch.setattr(DeleteGamesDialog, "exec", lambda dialog: QDialog.DialogCode.Accepted)
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(a[2]))

    def locked(self, ids):
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(Archive, "delete", locked)
    tab.delete_button.click()
    assert warned == ["Nothing was changed: the game archive said “database is locked”."]
    assert len(archive.summaries()) == len(GAMES)
    assert tab.player_box.currentText() == "Marco" and tab.figures["games"].text() == "1"


def test_a_tab_that_opens_the_archive_itself_closes_each_it_opened(qtbot, tmp_path, styled):
    with Archive.in_folder(tmp_path) as kept:
        keep_games(kept)
    opened = []

    def open_archive():
        opened.append(Archive.in_folder(tmp_path))
        return opened[-1]

    widget = StatisticsTab(open_archive)
    qtbot.addWidget(widget)
    widget.show()
    widget.select("Marco")
    assert widget.figures["games"].text() == "1"
    assert len(opened) >= 2
    for archive in opened:
        with pytest.raises(sqlite3.ProgrammingError):  # closed
            archive.names()


def test_an_archive_that_will_not_open_is_said(qtbot, styled):
    def refuse():
        raise sqlite3.DatabaseError("file is not a database")

    widget = StatisticsTab(refuse)
    qtbot.addWidget(widget)
    assert widget.pages.currentWidget() is widget.empty
    assert widget.empty.text() == "The game archive archive.sqlite3 cannot be read:\nfile is not a database"


def test_the_tabs_title_follows_the_language(qapp, languages):
    from mammamia_qt.ui.history.stats_tab import statistics_title

    assert languages.set_language("de")
    assert statistics_title() == "Statistik"
    assert languages.set_language("ja")
    assert statistics_title() == "成績"


def test_the_self_test_opens_an_archive_and_says_when_sqlite_is_missing(monkeypatch, capsys):
    import sys

    from mammamia_qt.tools import selftest

    check = selftest.Check()
    assert check.run("archive", selftest.check_archive)
    monkeypatch.setitem(sys.modules, "sqlite3", None)  # a bundle without SQLite
    assert not check.run("archive", selftest.check_archive)
    assert "FAIL    archive: ModuleNotFoundError" in capsys.readouterr().out


def test_the_name_to_keep_follows_the_ticks_until_one_is_typed(qtbot):
    dialog = NamesDialog(["Anna", "Ben", "Bert"], "Anna")
    qtbot.addWidget(dialog)
    item = {dialog.items.item(i).text(): dialog.items.item(i) for i in range(dialog.items.count())}
    item["Ben"].setCheckState(Qt.CheckState.Checked)
    assert dialog.target() == "Anna"  # still ticked: still the name to keep
    item["Anna"].setCheckState(Qt.CheckState.Unchecked)
    assert dialog.target() == "Ben"  # Anna is no longer chosen: the name to keep is not hers
    item["Ben"].setCheckState(Qt.CheckState.Unchecked)
    assert dialog.target() == ""
    item["Bert"].setCheckState(Qt.CheckState.Checked)
    assert dialog.target() == "Bert"
    dialog.new_name.clear()
    qtbot.keyClicks(dialog.new_name, "Berti")  # typed: the player's own choice stays
    item["Ben"].setCheckState(Qt.CheckState.Checked)
    item["Bert"].setCheckState(Qt.CheckState.Unchecked)
    assert dialog.target() == "Berti"
