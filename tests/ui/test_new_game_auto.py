"""Auto in New game: the seat's choice, the sentence that says what it chose and why, the concrete
level in the started game and in the archive, and the choice remembered for the next game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from mammamia_qt.ai.base import make_player
from mammamia_qt.archive.auto_level import auto_choice_at
from mammamia_qt.archive.store import ARCHIVE_FILE, Archive
from mammamia_qt.engine.rules import Rules
from mammamia_qt.engine.state import GameState
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
from mammamia_qt.storage import GameStore, dumps
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.dialogs.new_game import NewGameDialog
from mammamia_qt.ui.dialogs.new_game_auto import AUTO
from mammamia_qt.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

FAST = AppSettings(animation_speed="instant", ai_pace="instant")
PERSON = "Sam"


def keep_record(path, results: list[bool], level: str = "intermediate") -> None:
    """Heads-up Classic games of PERSON against ``level``, won or lost as ``results`` says."""
    seed = 0
    with Archive(path) as archive:
        for won in results:
            while True:
                seed += 1
                state, _ = GameState.new_game(Rules(players=2), seed)
                players = [make_player("random", seed * 2 + seat) for seat in range(2)]
                while not state.is_terminal():
                    seat = state.current_player()
                    state.apply(players[seat].choose(state.view_for(seat)))
                if len(state.winners) == 1:
                    break
            mine = state.winners[0] if won else 1 - state.winners[0]
            seats = tuple(
                SeatConfig(name=PERSON, kind=SeatKind.HUMAN)
                if i == mine
                else SeatConfig(name="Kim", kind=level)
                for i in range(2)
            )
            archive.keep(dumps(state, GameSetup(rules=state.rules, seats=seats, seed=seed)))


def auto_dialog(qtbot, path) -> NewGameDialog:
    """New game read from the archive at ``path``, two seats: PERSON and a computer."""
    dialog = NewGameDialog(CardArt(), auto_source=lambda name, count: auto_choice_at(path, name, count))
    qtbot.addWidget(dialog)
    dialog.set_player_count(2)
    dialog._rows[0].name.setText(PERSON)
    return dialog


def choose_auto(dialog: NewGameDialog, seat: int = 1) -> None:
    kind = dialog.seat_kind(seat)
    kind.setCurrentIndex(kind.findData(AUTO))


def test_auto_is_a_choice_of_every_seat_with_its_name_read_out(qtbot, tmp_path):
    dialog = auto_dialog(qtbot, tmp_path / ARCHIVE_FILE)
    assert not dialog.auto_note.isVisible() and dialog.auto_choice() is None
    choose_auto(dialog)
    kind = dialog._rows[1].kind
    assert kind.currentText() == "AI: Auto"  # what a screen reader reads as the combo's value
    assert kind.accessibleName() == "Player of seat 2"
    assert not (tmp_path / ARCHIVE_FILE).exists()  # asking did not start an archive


def test_no_games_yet_starts_at_intermediate(qtbot, tmp_path):
    dialog = auto_dialog(qtbot, tmp_path / ARCHIVE_FILE)
    dialog.show()
    choose_auto(dialog)
    assert dialog.auto_note.isVisible()
    assert dialog.auto_note.text() == "No games of yours yet: the computer starts at intermediate."
    assert dialog.setup().seats[1].kind == "intermediate"


def test_four_wins_of_five_move_the_seat_up_and_the_game_starts_with_it(qtbot, tmp_path, languages):
    assert languages.set_language("en")  # the plural forms come from the translations
    path = tmp_path / ARCHIVE_FILE
    keep_record(path, [True, False, True, True, True])
    dialog = auto_dialog(qtbot, path)
    choose_auto(dialog)
    assert dialog.auto_note.text() == "You won 4 of your last 5 games: one seat moves up to expert."
    assert dialog.auto_note.accessibleName() == dialog.auto_note.text()
    assert [s.kind for s in dialog.setup().seats] == ["human", "expert"]


def test_losing_moves_a_seat_down_and_a_new_name_is_new(qtbot, tmp_path, languages):
    assert languages.set_language("en")
    path = tmp_path / ARCHIVE_FILE
    keep_record(path, [False, False, True], level="expert")
    dialog = auto_dialog(qtbot, path)
    choose_auto(dialog)
    assert dialog.auto_note.text() == "You won 1 of your last 3 games: one seat moves down to intermediate."
    dialog._rows[0].name.setText("Someone else")  # the sentence follows the name typed
    assert dialog.auto_note.text().startswith("No games of yours yet")
    dialog._rows[0].kind.setCurrentIndex(dialog._rows[0].kind.findData("intermediate"))
    assert dialog.auto_note.text() == "No person plays at this table: Auto seats play at intermediate."


def finish(qtbot, window: MainWindow) -> None:
    """Play the game to its results, the person at seat 0 taking the first thing offered."""

    def done() -> bool:
        if window.pages.currentWidget() is window.results_page:
            return True
        summary = window.table_page.summary
        if summary.isVisible():
            summary.button.click()
        controller = window.controller
        if controller is not None and controller.acting_seat() == 0:
            view = controller.view()
            controller.submit(view.legal_actions[0] if view.pending is None else view.question.options[0])
        return False

    qtbot.waitUntil(done, timeout=60000)


def test_the_game_and_the_archive_have_the_level_auto_chose(qtbot, tmp_path, languages):
    assert languages.set_language("en")
    store = GameStore(tmp_path / "data")
    keep_record(store.folder / ARCHIVE_FILE, [True, True, True, False, True])
    window = MainWindow(settings=FAST, persist=False, store=store)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    seen: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(20, answer)
            return
        dialog.set_player_count(2)
        dialog._rows[0].name.setText(PERSON)
        choose_auto(dialog)
        seen.append(dialog.auto_note.text())
        dialog.start_button.click()

    QTimer.singleShot(0, answer)
    window.new_game()
    assert seen == ["You won 4 of your last 5 games: one seat moves up to expert."]
    controller = window.controller
    assert controller is not None
    assert [(s.name, s.kind) for s in controller.setup.seats] == [(PERSON, "human"), ("Luigi", "expert")]
    assert window.game.last_auto_seats() == (1,)  # remembered as Auto, not as the expert
    finish(qtbot, window)
    assert window.game.archive is not None
    window.game.archive.wait()
    QCoreApplication.processEvents()
    with Archive(store.folder / ARCHIVE_FILE) as archive:
        last = max(row[0] for row in archive.seat_rows(PERSON))
        kinds = [row[5] for row in archive.seat_rows(PERSON) if row[0] == last]
    assert kinds == ["human", "expert"]


def test_a_remembered_auto_seat_comes_back_as_auto(qtbot, tmp_path):
    dialog = auto_dialog(qtbot, tmp_path / ARCHIVE_FILE)
    choose_auto(dialog)
    setup = dialog.setup()
    again = auto_dialog(qtbot, tmp_path / ARCHIVE_FILE)
    again.set_setup(setup, dialog.auto_seats())
    assert setup.seats[1].kind == "intermediate"
    assert again._rows[1].kind.currentData() == AUTO
    assert again.auto_note.text().startswith("No games of yours yet")
    again.set_setup(setup)  # without Auto seats: the level played
    assert again._rows[1].kind.currentData() == "intermediate" and again.auto_choice() is None


def test_the_auto_seats_are_remembered_in_the_settings(qtbot):
    """The next start offers Auto again where it played, not the level it chose then."""
    window = MainWindow(settings=FAST, persist=True)
    qtbot.addWidget(window)
    seats = (SeatConfig(name=PERSON), SeatConfig(name="Luigi", kind="expert"))
    setup = GameSetup(rules=Rules(players=2), seats=seats, seed=1)
    window.game.remember_setup(setup, (1,))
    again = MainWindow(settings=FAST, persist=True)
    qtbot.addWidget(again)
    assert again.game.last_setup() == setup
    assert again.game.last_auto_seats() == (1,)
    again.game.remember_setup(setup)  # a game without Auto forgets it
    third = MainWindow(settings=FAST, persist=True)
    qtbot.addWidget(third)
    assert third.game.last_auto_seats() == ()
