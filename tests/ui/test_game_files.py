"""Never lose a game: the autosave after every action, Continue, and bad save files set aside."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mammamia_qt.engine.rules import Rules
from mammamia_qt.engine.state import GameState
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import GameStore, dumps
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.shell import game_files
from mammamia_qt.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

FAST = AppSettings(animation_speed="instant", ai_pace="instant")


def ai_setup(seed: int = 4) -> GameSetup:
    seats = tuple(SeatConfig(name=n, kind="random") for n in ("Anna", "Beate", "Carlo"))
    return GameSetup(rules=Rules(players=3), seats=seats, seed=seed)


def make_window(qtbot, store: GameStore) -> MainWindow:
    w = MainWindow(settings=FAST, persist=False, store=store)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


def finish_rounds(window: MainWindow) -> None:
    summary = window.table_page.summary
    if summary.isVisible():
        summary.button.click()


def test_every_action_is_autosaved_and_a_finished_game_clears_it(qtbot, store, warnings):
    window = make_window(qtbot, store)
    controller = window.start_game(ai_setup())
    checked: list[bool] = []

    def check(_action: object) -> None:
        state, setup = store.load_autosave() if store.has_autosave() else (None, None)
        if controller.over:
            checked.append(state is None)
        else:
            checked.append(state is not None and state.fingerprint() == controller._state.fingerprint())

    controller.actionApplied.connect(check)  # after the window's own autosave slot

    def done() -> bool:
        finish_rounds(window)
        return window.pages.currentWidget() is window.results_page

    qtbot.waitUntil(done, timeout=30000)
    assert len(checked) == controller.moves() and all(checked)
    assert not store.has_autosave()
    window.show_start()
    assert not window.start_screen.continue_button.isVisible()
    assert warnings == []


def test_continue_resumes_the_identical_game(qtbot, store, warnings):
    window = make_window(qtbot, store)
    controller = window.start_game(ai_setup(seed=9))
    qtbot.waitUntil(lambda: controller.moves() >= 25, timeout=20000)
    window.close()  # mid-game: whatever was played is kept
    kept = store.load_autosave()[0].fingerprint()

    again = make_window(qtbot, store)
    assert again.start_screen.continue_button.isVisible()
    again.start_screen.continue_button.click()
    assert again.pages.currentWidget() is again.table_page
    assert again.controller._state.fingerprint() == kept
    assert warnings == []


def bad_files(good: str) -> dict[str, bytes]:
    data = json.loads(good)
    newer = dict(data, version=99)
    wrong = dict(data, actions=[{"type": "nonsense"}])
    return {
        "truncated.json": good.encode()[: len(good) // 2],
        "binary.json": bytes(range(256)) * 4,
        "empty.json": b"",
        "newer.json": json.dumps(newer).encode(),
        "not-ours.json": json.dumps({"name": "a shopping list", "items": ["flour"]}).encode(),
        "damaged.json": json.dumps(wrong).encode(),
        "huge.json": b"{" + b" " * 2_100_000 + b"}",
    }


REASONS = {
    "truncated.json": "damaged or cut short",
    "binary.json": "damaged",
    "empty.json": "damaged or cut short",
    "newer.json": "newer version",
    "not-ours.json": "not a saved game",
    "damaged.json": "damaged",
    "huge.json": "too large",
}


def test_bad_save_files_are_named_and_set_aside(qtbot, store, tmp_path, warnings):
    window = make_window(qtbot, store)
    state, _ = GameState.new_game(Rules(players=3), 4)
    corpus = bad_files(dumps(state, ai_setup()))
    folder = tmp_path / "saves"
    folder.mkdir()
    for name, content in corpus.items():
        path = folder / name
        path.write_bytes(content)
        warnings.clear()
        assert not window.load_game_file(path)
        assert len(warnings) == 1, name
        title, text = warnings[0]
        assert name in text and "set aside" in text, text
        assert REASONS[name] in text, text
        asides = list(folder.glob(f"{Path(name).stem}.bad-*"))
        assert len(asides) == 1 and asides[0].read_bytes() == content, name
        assert not path.exists()
        assert window.pages.currentWidget() is window.start_screen  # the app carries on


def test_a_broken_autosave_is_reported_at_start(qtbot, store, warnings):
    """Reported once the window is up (reading the autosave back waits for the first paint)."""
    store.folder.mkdir(parents=True)
    store.autosave_path.write_text('{"format": "mammamia-qt-save", "version": 1, "rul')
    window = make_window(qtbot, store)
    qtbot.waitUntil(lambda: bool(warnings))
    assert len(warnings) == 1 and "autosave.json" in warnings[0][1]
    assert not window.start_screen.continue_button.isVisible()
    assert list(store.folder.glob("autosave.bad-*.json"))


def test_the_first_screen_finds_the_autosave_where_the_store_keeps_it(store):
    """Continue is offered from a cheap look at the autosave's path, before storage is imported."""
    from mammamia_qt import storage

    assert game_files.AUTOSAVE == storage.AUTOSAVE
    assert not game_files.autosave_exists(store.folder)
    store.folder.mkdir(parents=True)
    store.autosave_path.mkdir()  # anything in its place counts (reading it back reports it)
    assert game_files.autosave_exists(store.folder) and store.has_autosave()


def test_save_and_load_through_the_game_menu(qtbot, store, tmp_path, warnings, monkeypatch):
    window = make_window(qtbot, store)
    controller = window.start_game(ai_setup(seed=2))
    qtbot.waitUntil(lambda: controller.moves() >= 10, timeout=20000)
    target = tmp_path / "mine.mammamia.json"
    monkeypatch.setattr(window.files, "ask_save_path", lambda: target)
    monkeypatch.setattr(window.files, "ask_load_path", lambda: target)
    assert window.menus.save_action.isEnabled()
    window.menus.save_action.trigger()
    saved = GameStore(tmp_path).load(target)[0].fingerprint()
    notice = window.mute_notice  # the window says the game was saved, and where
    assert notice.isVisible() and "mine.mammamia.json" in notice.text() and "saved" in notice.text()
    window.stop_game()
    window.show_start()
    window.menus.load_action.trigger()
    assert window.controller._state.fingerprint() == saved
    assert warnings == []


def test_every_error_code_has_its_own_message(qtbot, store):
    from mammamia_qt.engine.files import CODES
    from mammamia_qt.storage import StoreError

    window = make_window(qtbot, store)
    codes = {*CODES, "not_ours", "newer", "bad_version", "illegal_action", "cut_or_edited"}
    fallback = window.files.reason_text(StoreError(Path("x.json"), "", code="damaged"))
    texts = {code: window.files.reason_text(StoreError(Path("x.json"), "", code=code)) for code in codes}
    assert fallback not in texts.values()
    assert len(set(texts.values())) == len(codes)
