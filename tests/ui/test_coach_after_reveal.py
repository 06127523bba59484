"""The memory coach at a live reveal's start: off by default; on, with one person at the screen,
a question before the oven is shown (the game waits for the answer only), the verdict once the
reveal has made the answer public, kept in the archive."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from mammamia_qt.archive import Archive
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.history.coach_panel import QuestionPanel
from mammamia_qt.ui.shell.live_coach import RevealCoach, coached_seat
from mammamia_qt.ui.shell.main_window import MainWindow

from .table_support import answer_prompt_by_ui, make_setup, make_table, play_turn_by_ui

pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support propagateSizeHints",
    "This plugin does not support raise",
    "This plugin does not support grabbing the keyboard",
)  # the offscreen platform, about windows and popups


def drive(qtbot, widget, until: Callable[[], bool], limit: int = 300) -> None:
    """Play the person's turns and answers through the table until ``until()``."""
    for _ in range(limit):
        qtbot.waitUntil(lambda: until() or widget.pages.currentWidget() is not widget.waiting)
        if until():
            return
        if widget.pages.currentWidget() is widget.action_bar:
            play_turn_by_ui(qtbot, widget)
        else:
            answer_prompt_by_ui(qtbot, widget)
    raise AssertionError("never got there")


def _panels(widget) -> list[QuestionPanel]:
    return [p for p in widget.findChildren(QuestionPanel) if p.isVisible()]


def _window(qtbot, settings: AppSettings) -> MainWindow:
    w = MainWindow(settings=settings, persist=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


def test_off_by_default_no_question_in_a_whole_round(qtbot) -> None:
    assert AppSettings().coach_after_reveal is False
    w = _window(qtbot, AppSettings(animation_speed="instant", ai_pace="instant"))
    w.game.start_game(make_setup(["human", "random", "random"]))
    table = w.table_page.table
    coaches = [w for w in table.director.watchers if isinstance(getattr(w, "__self__", None), RevealCoach)]
    assert not table.findChildren(RevealCoach) and not coaches
    ended: list[object] = []
    w.controller.roundEnded.connect(ended.append)
    seen: list[int] = []
    drive(qtbot, table, lambda: bool(ended) or bool(seen.append(len(_panels(table)))))
    assert not any(seen)


@pytest.mark.parametrize(("kinds", "coached"), [(["human", "random", "random"], True),
                                                (["human", "human", "random"], False),
                                                (["human", "phone", "random"], True)])  # fmt: skip
def test_on_it_coaches_only_one_person_at_the_screen(qtbot, kinds: list[str], coached: bool) -> None:
    assert (coached_seat(kinds) is not None) is coached
    if "phone" in kinds:
        return  # a phone seat needs its server; who is coached is decided by coached_seat alone
    w = _window(qtbot, AppSettings(animation_speed="instant", ai_pace="instant", coach_after_reveal=True))
    w.game.start_game(make_setup(kinds))
    assert bool(w.table_page.table.findChildren(RevealCoach)) is coached


def test_a_question_at_the_reveals_start_and_the_answer_after(qtbot, tmp_path: Path) -> None:
    controller, widget = make_table(qtbot, make_setup(["human", "random", "random"], seed=4))
    coach = RevealCoach(widget, 0, tmp_path)
    controller.start()
    drive(qtbot, widget, lambda: bool(_panels(widget)))
    q = coach.question
    assert q is not None and coach.panel.text.text()
    assert not widget.scene.oven.revealing  # asked before the oven is shown
    assert widget.scene.held
    moves = controller.moves()
    for _ in range(20):
        QCoreApplication.processEvents()
    assert controller.moves() == moves and not widget.scene.oven.revealing  # the table waits for the answer
    if q.numeric:
        coach.panel.number.setValue(0)
        qtbot.keyClick(coach.panel.number, Qt.Key.Key_Return)
    else:
        qtbot.keyClick(coach.panel.choice_buttons[0], Qt.Key.Key_1)
    given = coach.panel.given
    assert given is not None and not coach.panel.isVisible() and not widget.scene.held
    # nothing of the answer before the reveal makes it public
    assert coach.panel.verdict.isHidden() and coach.panel.why.isHidden()
    ended: list[object] = []
    controller.roundEnded.connect(ended.append)
    drive(qtbot, widget, lambda: coach.panel.isVisible())
    assert coach.panel.verdict.isVisible() and coach.panel.why.text()
    with Archive.in_folder(tmp_path) as archive:
        kept = archive.answers()
    assert [(kind, level, correct) for _, kind, level, correct in kept] == [(q.kind, 1, q.is_correct(given))]
    assert widget.scene.held and not ended  # the round's summary waits until the verdict is read
    qtbot.keyClick(coach.close_button, Qt.Key.Key_Escape)
    assert not coach.panel.isVisible()
    qtbot.waitUntil(lambda: bool(ended))


def test_the_settings_dialog_switches_it_and_it_is_remembered(qtbot) -> None:
    from PySide6.QtCore import QSettings

    from mammamia_qt.ui.common.settings import load_settings, save_settings
    from mammamia_qt.ui.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    assert not dialog.coach.isChecked()
    dialog.coach.setChecked(True)
    chosen = dialog.result_settings()
    assert chosen.coach_after_reveal is True
    save_settings(chosen, QSettings())
    assert load_settings(QSettings()).coach_after_reveal is True
