""" "Leave this game?" says what happens: the game started or loaded next takes the current one's
place in the autosave (Continue resumes that one), and Save… first keeps the current one."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import GameStore
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.dialogs.new_game import NewGameDialog
from mammamia_qt.ui.shell.game_pages import menu_text
from mammamia_qt.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

Yes, No = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def setup(seed: int) -> GameSetup:
    seats = (
        SeatConfig(name="Anna"),
        SeatConfig(name="Bruno", kind="random"),
        SeatConfig(name="Carla", kind="random"),
    )
    return GameSetup(rules=Rules(players=3), seats=seats, seed=seed)


@pytest.fixture
def asked(monkeypatch):
    """The questions the window asks, as (title, text); answered with ``asked.answer``."""

    class Asked(list):
        answer = Yes

    questions = Asked()

    def question(_parent, title, text):
        questions.append((title, text))
        return questions.answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return questions


@pytest.fixture
def next_setup(monkeypatch):
    """The New game dialog, accepted with the setup this holds."""
    chosen = [setup(seed=77)]
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(NewGameDialog, "setup", lambda self: chosen[0])
    return chosen


def playing(qtbot, store: GameStore) -> MainWindow:
    """A window with a game of Anna's against two computer players, waiting for Anna's turn."""
    window = MainWindow(
        settings=AppSettings(animation_speed="instant", ai_pace="instant"), persist=False, store=store
    )
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    controller = window.start_game(setup(seed=5))
    qtbot.waitUntil(lambda: controller.acting_seat() == 0, timeout=20000)
    return window


def test_the_message_says_the_next_game_takes_this_ones_place(qtbot, store, asked, next_setup):
    window = playing(qtbot, store)
    old = store.load_autosave()[0].fingerprint()
    window.new_game()
    [(title, text)] = asked
    assert title == "Leave this game?"
    assert "takes the place of this one, in the autosave too" in text
    assert "Continue will then resume that game, not this one" in text
    assert "save it with Game ▸ Save… first" in text
    assert "lost" not in text
    # What it says is so: the autosave (and so Continue) now holds the new game, not the old one.
    kept, kept_setup = store.load_autosave()
    assert kept_setup.seed == 77 and kept.fingerprint() != old
    window.show_start()
    assert window.start_screen.continue_button.isVisibleTo(window)
    window.start_screen.continue_button.click()
    assert window.controller.setup.seed == 77


def test_saving_first_keeps_the_game(qtbot, store, asked, next_setup, tmp_path):
    window = playing(qtbot, store)
    old = store.load_autosave()[0].fingerprint()
    path = tmp_path / "kept.json"
    assert window.files.save_to(path, window.controller)
    window.new_game()
    assert asked and window.controller.setup.seed == 77
    assert window.load_game_file(path)  # asks nothing: called as Load… does after asking
    assert window.controller.setup.seed == 5
    assert store.load_autosave()[0].fingerprint() == old  # the old game, where it was left


def test_no_keeps_playing_this_game(qtbot, store, asked, next_setup):
    window = playing(qtbot, store)
    controller, old = window.controller, store.load_autosave()[0].fingerprint()
    asked.answer = No
    window.new_game()
    assert asked and window.controller is controller
    assert store.load_autosave()[0].fingerprint() == old


def test_the_menu_path_is_read_as_the_menu_shows_it(qtbot, languages, store):
    assert (
        menu_text("&Save…") == "Save…"
        and menu_text("保存(&S)…") == "保存…"
        and menu_text("Op&slaan…") == "Opslaan…"
    )
    window = MainWindow(settings=AppSettings(language="ja"), persist=False, store=store)
    qtbot.addWidget(window)
    assert languages.current == "ja"
    text = window.game.abandon_text()
    assert f"{menu_text(window.menus.game_menu.title())} ▸ 保存…" in text and "&" not in text
    for lang in ("en", "de", "cs", "nl", "ja"):  # the menu path's "…" never meets a full stop
        assert languages.set_language(lang)
        text = window.game.abandon_text()
        assert "…." not in text and "…。" not in text, (lang, text)


def test_kiosk_mode_never_asks(qtbot, store, asked, next_setup):
    """Kiosk mode has no Save… and no Load…: a new game there is the quick start, without this question."""
    window = playing(qtbot, store)
    window.set_kiosk(True)
    window.new_game()
    window.game.load_game()
    assert asked == []
    assert window.kiosk.page_is_ours(window.pages.currentWidget())
    window.set_kiosk(False)
