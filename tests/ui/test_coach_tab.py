"""The memory coach's tab: a round of a kept game played out, a question answered by keyboard,
scored and kept, the level and the accuracy chart from the kept answers."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from engine_support import play_out, randomly
from PySide6.QtCore import Qt

from mammamia_qt.archive import Archive
from mammamia_qt.engine import GameState, Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import dumps
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.history.coach_chart import daily_accuracy
from mammamia_qt.ui.history.coach_tab import CoachTab

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen


def _kept_game(folder: Path, seed: int = 5) -> int:
    setup = GameSetup(
        rules=Rules(players=3),
        seats=(
            SeatConfig(name="Beate"),
            SeatConfig(name="Carl", kind="random"),
            SeatConfig(name="Dora", kind="random"),
        ),
        seed=seed,
    )
    state, _ = GameState.new_game(setup.rules, setup.seed)
    play_out(state, randomly(seed))
    with Archive.in_folder(folder) as archive:
        return archive.keep(dumps(state, setup))


@pytest.fixture
def tab(qtbot, tmp_path: Path) -> CoachTab:
    _kept_game(tmp_path)
    widget = CoachTab(tmp_path, CardArt(), rng=random.Random(2), play_ms=0)
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    return widget


def _kept(folder: Path) -> list[tuple[str, str, int, bool]]:
    with Archive.in_folder(folder) as archive:
        return archive.answers()


def _answer_by_keyboard(qtbot, tab: CoachTab, right: bool) -> None:
    panel = tab.panel
    q = panel.question
    assert q is not None
    if q.numeric:
        value = q.answer if right else q.answer + 1  # type: ignore[operator]
        panel.number.selectAll()
        qtbot.keyClicks(panel.number, str(value))
        qtbot.keyClick(panel.number, Qt.Key.Key_Return)
    else:
        index = (
            q.choices.index(q.answer) if right else next(i for i, c in enumerate(q.choices) if c != q.answer)
        )  # type: ignore[arg-type]
        qtbot.keyClick(panel.choice_buttons[0], Qt.Key.Key_1 + index)


def test_a_round_is_played_out_then_a_question_is_asked(qtbot, tab: CoachTab) -> None:
    tab.play_ms = 60_000  # one announcement at a time, moved on by hand below
    tab.start_button.click()
    assert tab.pages.currentWidget() is tab.watch
    memory = tab.drawn.memory
    seen = []
    while tab.pages.currentWidget() is tab.watch:
        seen.append(tab.play_line.text())
        tab._next_play()
    assert len([s for s in seen if s]) >= len(memory.placed)  # every play shown, one after the other
    assert tab.pages.currentWidget() is tab.asking
    assert tab.panel.question is tab.questions[0] and tab.panel.text.text()
    assert not tab.play_line.text()  # the plays are gone once the questions come


@pytest.mark.parametrize("right", [True, False])
def test_an_answer_by_keyboard_is_scored_and_kept(qtbot, tab: CoachTab, tmp_path: Path, right: bool) -> None:
    tab.start_button.click()
    q = tab.panel.question
    assert q is not None
    _answer_by_keyboard(qtbot, tab, right)
    assert tab.panel.given is not None and q.is_correct(tab.panel.given) is right
    kept = _kept(tmp_path)
    assert [(kind, level, correct) for _, kind, level, correct in kept] == [(q.kind, 1, right)]
    assert tab.panel.verdict.isVisible() and tab.panel.why.isVisible()
    assert tab.panel.verdict.text().startswith("Right" if right else "Not quite")
    assert tab.next_button.isVisible()
    qtbot.keyClick(tab, Qt.Key.Key_Return)  # on to the second question
    assert tab.panel.question is not q and tab.panel.given is None


def test_the_chart_shows_the_kept_answers_per_day(qtbot, tab: CoachTab, tmp_path: Path) -> None:
    days = [("2026-11-20T10:00:00+00:00", True), ("2026-11-20T11:00:00+00:00", False),
            ("2026-11-22T09:00:00+00:00", True), ("2026-11-22T09:05:00+00:00", True),
            ("2026-11-22T09:06:00+00:00", True), ("2026-11-22T09:07:00+00:00", False)]  # fmt: skip
    with Archive.in_folder(tmp_path) as archive:
        for when, correct in days:
            archive.record_answer("kind_count", 1, correct, answered=when)
    tab.refresh()
    points = [(p.x(), p.y()) for p in tab.chart.series.points()]
    assert points == [(0.0, 50.0), (1.0, 75.0)]
    assert tab.chart.x_axis.categoriesLabels() == ["2026-11-20", "2026-11-22"]
    assert [(d.day, d.asked, d.right) for d in daily_accuracy(_kept(tmp_path))] == [
        ("2026-11-20", 2, 1),
        ("2026-11-22", 4, 3),
    ]


def test_the_level_shown_rises_with_the_answers(qtbot, tab: CoachTab, tmp_path: Path) -> None:
    assert "1" in tab.level.text()
    with Archive.in_folder(tmp_path) as archive:
        for _ in range(5):
            archive.record_answer("own_count", 1, True)
    tab.refresh()
    assert "2" in tab.level.text()
    tab.start_button.click()
    assert tab.questions and all(q.level <= 2 for q in tab.questions)
    assert any(q.level == 2 for q in tab.questions)


def test_without_kept_games_it_says_so(qtbot, tmp_path: Path) -> None:
    widget = CoachTab(tmp_path / "empty", None, play_ms=0)
    qtbot.addWidget(widget)
    widget.start_button.click()
    assert widget.pages.currentWidget() is widget.message
    assert "No game is kept" in widget.message.text()


def test_the_coach_speaks_the_players_language(qtbot, tab: CoachTab, languages) -> None:
    from mammamia_qt.ui.history.coach_texts import question_text

    languages.set_language("en")
    tab.start_button.click()
    q, names, memory = tab.panel.question, tab.drawn.names, tab.drawn.memory
    english = question_text(q, names, memory)
    assert languages.set_language("de")
    assert tab.title.text() == "Gedächtnistrainer"
    assert tab.start_button.text() == "Neue Runde"
    german = question_text(q, names, memory)
    assert german != english and "Runde" in german
    assert tab.panel.text.text() == german  # the question on screen follows the language
    assert languages.set_language("ja")
    assert tab.title.text() == "記憶トレーナー"


def test_the_chart_drawn_again_leaves_no_old_point(qtbot, styled) -> None:
    """A chart told new answers shows on screen exactly what a chart made with them shows: no
    marker left where the line no longer goes (a day first answered wrong, then right as well, kept
    its old point at 0 %). Compared on what the screen holds, not on a fresh rendering."""
    from PySide6.QtWidgets import QApplication

    from mammamia_qt.ui.history.coach_chart import AccuracyChart

    wrong = [("2026-11-10T10:00:00+00:00", "kind_count", 1, False)]
    both = [*wrong, ("2026-11-10T11:00:00+00:00", "kind_count", 1, True)]
    screens = []
    for answers in ([both], [wrong, both]):
        chart = AccuracyChart()
        qtbot.addWidget(chart)
        chart.resize(500, 260)
        chart.show()
        qtbot.wait(30)
        for kept in answers:
            chart.set_answers(kept)
            qtbot.wait(60)
        screens.append(QApplication.primaryScreen().grabWindow(chart.winId()).toImage())
    fresh, updated = screens
    differ = [
        (x, y)
        for y in range(fresh.height())
        for x in range(fresh.width())
        if max(
            abs(a - b)
            for a, b in zip(fresh.pixelColor(x, y).getRgb()[:3], updated.pixelColor(x, y).getRgb()[:3])
        )
        > 40
    ]
    assert not differ, differ[:10]
