"""Every finished game is kept in the archive beside the autosave: once, off the UI thread, with
where it was played; kiosk demo games only when the host says so; a bad archive is reported."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QStandardPaths

from mammamia_qt.archive import Archive
from mammamia_qt.engine.rules import Rules
from mammamia_qt.paths import APP_NAME, data_dir
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import GameStore, loads
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

FAST = AppSettings(animation_speed="instant", ai_pace="instant")


def make_window(qtbot, store: GameStore, settings: AppSettings = FAST, kiosk: bool = False) -> MainWindow:
    w = MainWindow(settings=settings, persist=False, store=store, kiosk=kiosk)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


def kept_games(store: GameStore, window: MainWindow) -> list:
    """The archive's games once every write the window started is done."""
    assert window.game.archive is not None
    window.game.archive.wait()
    QCoreApplication.processEvents()  # the workers' news
    path = store.folder / "archive.sqlite3"
    if not path.exists():
        return []
    with Archive(path) as archive:
        return archive.summaries()


def play_to_results(qtbot, window: MainWindow) -> None:
    def done() -> bool:
        summary = window.table_page.summary
        if summary.isVisible():
            summary.button.click()
        return window.pages.currentWidget() is window.results_page

    qtbot.waitUntil(done, timeout=30000)


def test_a_finished_game_is_kept_once_as_played_at_the_table(qtbot, store, warnings, tmp_path):
    window = make_window(qtbot, store)
    kept_ids: list[int] = []
    window.game.archive.kept.connect(kept_ids.append)
    seats = tuple(SeatConfig(name=n, kind="random") for n in ("Anna", "Beate", "Carlo"))
    controller = window.start_game(GameSetup(rules=Rules(players=3), seats=seats, seed=8))
    play_to_results(qtbot, window)
    games = kept_games(store, window)
    assert [g.origin for g in games] == ["table"]
    assert games[0].seats == ("Anna", "Beate", "Carlo")
    assert kept_ids == [games[0].id]
    final = controller.save_text()
    with Archive(store.folder / "archive.sqlite3") as archive:
        assert archive.load(games[0].id).save == final  # the whole game, replayable
    state, _ = loads(final)
    assert games[0].delivered == tuple(len(d) for d in state.delivered)
    # The same finished game loaded again shows its results but is not kept a second time.
    path = tmp_path / "finished.json"
    path.write_text(final, encoding="utf-8")
    assert window.load_game_file(path)
    play_to_results(qtbot, window)
    assert len(kept_games(store, window)) == 1
    assert warnings == []


def test_a_continued_game_is_kept_once_when_it_ends(qtbot, store, warnings):
    window = make_window(qtbot, store)
    seats = tuple(SeatConfig(name=n, kind="random") for n in ("Anna", "Beate"))
    controller = window.start_game(GameSetup(rules=Rules(players=2), seats=seats, seed=9))
    qtbot.waitUntil(lambda: controller.moves() >= 6, timeout=10000)
    window.close()  # mid-game: only the autosave holds it
    again = make_window(qtbot, store)
    qtbot.waitUntil(lambda: again.start_screen.continue_button.isVisible(), timeout=10000)
    assert again.continue_game()
    play_to_results(qtbot, again)
    games = kept_games(store, again)
    assert [(g.origin, g.seats) for g in games] == [("table", ("Anna", "Beate"))]
    assert warnings == []


@pytest.fixture
def quick_demo(monkeypatch):
    """Demo tables of two random players (whole demo games in a moment)."""
    monkeypatch.setattr("mammamia_qt.ui.kiosk.attract.DEMO_LEVELS", ("random",) * 6)
    monkeypatch.setattr("mammamia_qt.ui.kiosk.attract.DEMO_TABLES", (("classic", 2), ("plus", 2)))


def run_demo_games(qtbot, window: MainWindow, games: int) -> None:
    attract = window.kiosk.attract
    qtbot.waitUntil(lambda: attract.games_played >= games, timeout=60000)
    attract.stop()


@pytest.mark.usefixtures("quick_demo")
@pytest.mark.parametrize("keep", [False, True])
def test_kiosk_demo_games_are_kept_only_when_the_host_says_so(qtbot, store, warnings, keep):
    window = make_window(qtbot, store, FAST.replace(kiosk_keep_demo_games=keep), kiosk=True)
    run_demo_games(qtbot, window, 2)
    games = kept_games(store, window)
    window.kiosk.allow_close = True
    if keep:
        assert len(games) >= 2 and {g.origin for g in games} == {"kiosk"}
        assert all(set(g.kinds) == {"random"} for g in games)
    else:
        assert games == []
    assert warnings == []


def test_the_settings_dialog_turns_keeping_demo_games_on(qtbot):
    from mammamia_qt.ui.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(FAST)
    qtbot.addWidget(dialog)
    assert not dialog.kiosk_keep_demo.isChecked()
    dialog.kiosk_keep_demo.setChecked(True)
    assert dialog.result_settings().kiosk_keep_demo_games is True
    assert AppSettings.from_stored({"kiosk_keep_demo_games": "true"}).kiosk_keep_demo_games is True


def test_a_damaged_archive_is_reported_at_start_and_the_game_goes_on(qtbot, store, warnings):
    store.folder.mkdir(parents=True)
    (store.folder / "archive.sqlite3").write_bytes(b"this is no archive\n" * 50)
    window = make_window(qtbot, store)
    qtbot.waitUntil(lambda: bool(warnings), timeout=10000)
    assert len(warnings) == 1
    title, text = warnings[0]
    assert title == "The game history could not be read"
    aside = [p for p in store.folder.iterdir() if p.name.startswith("archive.bad-")]
    assert len(aside) == 1 and aside[0].read_bytes() == b"this is no archive\n" * 50
    assert str(store.folder / "archive.sqlite3") in text and str(aside[0]) in text
    seats = tuple(SeatConfig(name=n, kind="random") for n in ("Anna", "Beate"))
    window.start_game(GameSetup(rules=Rules(players=2), seats=seats, seed=10))
    play_to_results(qtbot, window)
    assert [g.origin for g in kept_games(store, window)] == ["table"]  # the new archive keeps it
    assert len(warnings) == 1


def test_a_locked_archive_is_told_once_and_the_game_goes_on(qtbot, store, warnings, monkeypatch):
    import sqlite3

    monkeypatch.setattr("mammamia_qt.archive.schema.TIMEOUT_S", 0.05)
    window = make_window(qtbot, store)
    qtbot.waitUntil(lambda: (store.folder / "archive.sqlite3").exists(), timeout=10000)
    window.game.archive.wait()
    other = sqlite3.connect(store.folder / "archive.sqlite3", isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program holds the file
    try:
        for seed in (11, 12):
            seats = tuple(SeatConfig(name=n, kind="random") for n in ("Anna", "Beate"))
            window.start_game(GameSetup(rules=Rules(players=2), seats=seats, seed=seed))
            play_to_results(qtbot, window)
            window.game.archive.wait()
            QCoreApplication.processEvents()
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert len(warnings) == 1
    assert warnings[0][0] == "Cannot keep the game" and "another program" in warnings[0][1]
    assert window.pages.currentWidget() is window.results_page


def test_the_data_folder_without_qt_is_qts_own(tmp_path, monkeypatch):
    import mammamia_qt.__main__ as entry

    assert entry.APP_NAME == APP_NAME
    QCoreApplication.setOrganizationName(APP_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    for value in (str(tmp_path / "xdg"), "relative/xdg", None):
        if value is None:
            monkeypatch.delenv("XDG_DATA_HOME", raising=False)
        else:
            monkeypatch.setenv("XDG_DATA_HOME", value)
        qt = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        assert str(data_dir()) == qt


def test_a_failure_after_the_window_is_gone_tells_nobody(qtbot, tmp_path, warnings):
    """A write can end after its window closed: its failure is told to a shown window only, never
    to a deleted one (a message box over a deleted window crashed the process)."""
    import shiboken6
    from PySide6.QtWidgets import QWidget

    from mammamia_qt.ui.shell.archive_keeper import ArchiveKeeper

    shown, gone = QWidget(), QWidget()
    qtbot.addWidget(shown)
    shown.show()
    for window in (gone, shown):
        keeper = ArchiveKeeper(tmp_path / "archive.sqlite3")
        keeper.report_to(window)
        if window is gone:
            shiboken6.delete(gone)
        keeper.failed.emit("busy", "locked")
    assert [title for title, _ in warnings] == ["Cannot keep the game"]  # the shown window's only


def damaged_archive(folder, games: int) -> int:
    """An archive of ``games`` games in ``folder`` with one games-table page overwritten; returns how
    many games a plain SELECT per game still reads from it."""
    import sqlite3

    from mammamia_qt.storage import dumps
    from tests.archive.test_archive_core import finished_game

    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "archive.sqlite3"
    with Archive(path) as archive:
        for seed in range(games):
            archive.keep(dumps(*finished_game("plus", 4, 300 + seed)))
    db = sqlite3.connect(path)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    leaf = db.execute("SELECT min(pageno) FROM dbstat WHERE name = 'games' AND pagetype = 'leaf'").fetchone()[
        0
    ]
    db.close()
    with open(path, "r+b") as f:
        f.seek((leaf - 1) * 4096 + 8)
        f.write(b"\xa5" * 40)
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    readable = 0
    for game_id in range(1, games + 1):
        try:
            readable += db.execute("SELECT id FROM games WHERE id = ?", (game_id,)).fetchone() is not None
        except sqlite3.DatabaseError:
            pass
    db.close()
    return readable


def test_a_damaged_archive_gives_its_games_to_the_new_one_and_says_how_many(qtbot, store, warnings):
    readable = damaged_archive(store.folder, 6)
    assert 0 < readable < 6
    window = make_window(qtbot, store)
    qtbot.waitUntil(lambda: bool(warnings), timeout=20000)
    (aside,) = store.folder.glob("archive.bad-*")
    title, text = warnings[0]
    assert title == "The game history could not be read"
    said = (
        f"{store.folder / 'archive.sqlite3'} was damaged. {readable} of 6 kept games were recovered into a new"
        f" game history; the damaged file was set aside (not deleted) as {aside}."
    )
    assert text == said
    window.show_history()
    page = window.game.history_page
    assert page.message.isVisible() and page.message.text() == said  # the History screen says it too
    assert len(page.games.rows()) == readable
    assert len(warnings) == 1


def _folder_in_its_place(store, monkeypatch):
    (store.folder / "archive.sqlite3").mkdir(parents=True)


def _no_permission(store, monkeypatch):
    def denied(path):
        raise PermissionError(13, "Permission denied", str(path))

    store.folder.mkdir(parents=True)
    (store.folder / "archive.sqlite3").write_bytes(b"")
    monkeypatch.setattr("mammamia_qt.archive.schema._read_head", denied)


def _read_only(store, monkeypatch):
    import sqlite3

    store.folder.mkdir(parents=True)
    sqlite3.connect(store.folder / "archive.sqlite3").close()
    monkeypatch.setattr(
        "mammamia_qt.archive.schema._connect",
        lambda p, t: sqlite3.connect(f"file:{p}?mode=ro", uri=True, isolation_level=None),
    )


def _full_disk(store, monkeypatch):
    import sqlite3

    def full(path, timeout):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr("mammamia_qt.archive.schema._connect", full)


REFUSALS = [
    (_no_permission, "the game is not allowed to read or change it (no permission)"),
    (_folder_in_its_place, "a folder stands in its place"),
    (_read_only, "the file or its disk is read-only"),
    (_full_disk, "the disk is full"),
]


@pytest.mark.parametrize(("refuse", "reason"), REFUSALS)
def test_an_archive_that_cannot_be_opened_is_said_by_its_file_and_a_lost_game_too(
    qtbot, store, warnings, monkeypatch, refuse, reason
):
    refuse(store, monkeypatch)
    window = make_window(qtbot, store)
    qtbot.waitUntil(lambda: bool(warnings), timeout=10000)
    path = store.folder / "archive.sqlite3"
    assert warnings == [
        (
            "The game history cannot be used",
            f"The game history {path} cannot be opened: {reason}. Until this is put right, the games you"
            " finish are not kept.",
        )
    ]
    window.show_history()  # the History screen names the file and the reason, never a raw error
    message = window.game.history_page.message
    assert message.isVisible() and message.text() == f"The game history {path} cannot be opened: {reason}."
    seats = tuple(SeatConfig(name=n, kind="random") for n in ("Anna", "Beate"))
    window.start_game(GameSetup(rules=Rules(players=2), seats=seats, seed=12))
    play_to_results(qtbot, window)
    window.game.archive.wait()
    qtbot.waitUntil(lambda: len(warnings) == 2, timeout=10000)  # the game then lost is told too
    assert warnings[1] == (
        "Cannot keep the game",
        f"The finished game could not be kept in the game history ({path}): {reason}.",
    )
    assert not list(store.folder.glob("archive.bad-*"))
