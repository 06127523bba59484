"""The guided game's moments: each note once the table has shown what it speaks of, the Mamma Mia
card and the one lap taught, the reasons counted from the public plays, the end's way to a game of
one's own, the player's name, Esc and leaving, the title screen's question, a bubble that always
fits its text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from mammamia_qt.engine.actions import Play
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
from mammamia_qt.tutorial.script import CLASSIC, PLAYER, PLUS, When
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.names import count_of
from mammamia_qt.ui.dialogs.new_game import default_human_name
from mammamia_qt.ui.tutorial import texts
from mammamia_qt.ui.tutorial.lesson import Tutorial

from .test_tutorial import LANGS, make_move, make_window, start
from .text_fit_support import widget_problems

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def go_to(tutorial: Tutorial, qtbot, index: int) -> None:
    """Play the lesson as the player would, up to step ``index`` (not made yet)."""
    while tutorial.index < index:
        qtbot.waitUntil(lambda: tutorial.bubble.isVisible(), timeout=20000)
        if tutorial.step.is_note:
            tutorial.bubble.next_button.click()
        else:
            make_move(tutorial, qtbot)


def note_index(lesson, when: When) -> int:
    return next(i for i, s in enumerate(lesson.steps) if s.is_note and s.when is when)


def at_rest(tutorial: Tutorial) -> bool:
    return not tutorial.table.scene.animator.busy


def test_the_notes_come_once_the_table_has_shown_them(qtbot):
    """At the animations' real pace (fast), each note appears only once the table shows what it
    speaks of, the table at rest and held there until Next."""
    window = make_window(qtbot)
    tutorial = start(window, qtbot)
    scene = tutorial.table.scene
    for when in (When.MAMMA_MIA, When.REVEAL, When.END):
        index = note_index(CLASSIC, when)
        go_to(tutorial, qtbot, index - 1)
        window.set_speed("fast")
        qtbot.waitUntil(lambda: tutorial.bubble.isVisible(), timeout=20000)
        make_move(tutorial, qtbot)  # the move whose events the note speaks of
        qtbot.waitUntil(lambda: tutorial.bubble.isVisible(), timeout=60000)
        assert tutorial.index == index and at_rest(tutorial)
        if when is When.MAMMA_MIA:
            assert scene.panels[PLAYER].info.has_mm  # the card lies by the player's name
        elif when is When.REVEAL:
            assert scene.oven.supply.count == 0 and scene.oven.revealing  # the supply shown empty
        else:
            assert scene.oven.oven.count == 0  # every card of the oven shown: the whole round
            assert not window.table_page.summary.isVisible()
        assert scene.held  # the table waits for the note to be read
        window.set_speed("instant")
        tutorial.bubble.next_button.click()
    qtbot.waitUntil(lambda: window.table_page.summary.isVisible(), timeout=20000)


def why_prefix() -> tuple[str, str]:
    whole = texts.QCoreApplication.translate(
        "Tutorial",
        "Why now? Count the plays so far: with this turn the oven holds {have}, all that your “{order}” "
        "needs, unless an order revealed before it uses them.",
    )
    short = texts.QCoreApplication.translate(
        "Tutorial",
        "Why now? Count the plays so far: with this turn the oven holds {have} of what your “{order}” "
        "needs, so it is short of only {missing}, which you may add from your hand when it is revealed.",
    )
    return whole.split("{")[0], short.split("{")[0]


@pytest.mark.parametrize("language", LANGS)
def test_why_is_counted_from_the_public_plays(qtbot, languages, language):
    """At three or more turns the bubble says why, with the counts of the plays the table showed
    (summed here from the round's public plays, not from the lesson's words)."""
    window = make_window(qtbot, language)
    tutorial = start(window, qtbot)
    whys = 0
    reveal = note_index(CLASSIC, When.REVEAL)
    while tutorial.index < reveal:
        qtbot.waitUntil(lambda: tutorial.bubble.isVisible(), timeout=20000)
        step = tutorial.step
        move = CLASSIC.moves[step.move] if step.move is not None else None
        text = tutorial.bubble.text.text()
        if isinstance(move, Play) and any(prefix in text for prefix in why_prefix()):
            whys += 1
            view = window.controller.view()
            needs = view.orders[move.order].needs
            oven = list(view.carried)
            for _seat, kind, count, _order in view.round_plays:
                oven[kind] += count
            oven[move.kind] += move.count
            short = any(n > oven[kind] for kind, n in enumerate(needs))
            for kind, n in enumerate(needs):
                if n and oven[kind]:  # what is in (all of it, when nothing is missing)
                    told = min(n, oven[kind]) if short else oven[kind]
                    assert count_of(told, kind) in text, (text, oven)
                if n > oven[kind]:
                    assert count_of(n - oven[kind], kind) in text, (text, oven)
        if step.is_note:
            tutorial.bubble.next_button.click()
        else:
            make_move(tutorial, qtbot)
    assert whys >= 3


def test_the_issue_example_three_olives_then_one_more(qtbot):
    """The Classic lesson's fifth turn: three olives are in the oven, the Normale needs four."""
    window = make_window(qtbot)
    tutorial = start(window, qtbot)
    index = next(i for i, s in enumerate(CLASSIC.steps) if s.move == 4)
    go_to(tutorial, qtbot, index)
    qtbot.waitUntil(lambda: tutorial.bubble.isVisible(), timeout=20000)
    text = tutorial.bubble.text.text()
    assert "3 × Olive" in text and "short of only 1 × Olive" in text, text
    assert "the first of your 3 “Pizza Normale” orders from the left" in text, text


def test_the_lessons_teach_the_mamma_mia_card_and_the_one_lap():
    assert any(s.lesson == "mamma_mia" and s.when is When.MAMMA_MIA for s in CLASSIC.steps)
    assert any(s.lesson == "one_lap" for s in PLUS.steps)
    assert "one lap" in texts.LESSONS["one_lap"] and "Mamma Mia card" in texts.LESSONS["end"]


@pytest.mark.parametrize("lesson", ["classic", "plus"])
def test_the_end_says_what_was_learned_and_leads_to_a_game_against_beginners(qtbot, lesson):
    window = make_window(qtbot)
    tutorial = start(window, qtbot, lesson)
    chosen = tutorial.lesson
    go_to(tutorial, qtbot, len(chosen.steps) - 1)
    qtbot.waitUntil(lambda: tutorial.bubble.isVisible(), timeout=20000)
    assert "What you learned" in tutorial.bubble.text.text()
    assert tutorial.bubble.real_button.isVisible() and tutorial.bubble.skip_button.isHidden()
    name = window.controller.setup.seats[PLAYER].name
    tutorial.bubble.real_button.click()
    controller = window.controller
    seats = controller.setup.seats
    assert not tutorial.active and controller.lesson_gate is None
    assert controller.setup.rules.edition == chosen.rules.edition and len(seats) == chosen.rules.players
    assert seats[0].name == name and seats[0].kind == SeatKind.HUMAN
    assert all(s.kind == SeatKind.BEGINNER for s in seats[1:])
    qtbot.waitUntil(lambda: controller.acting_seat() is not None or controller.moves() > 0, timeout=20000)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_player_has_a_real_name(qtbot, languages, language):
    window = make_window(qtbot, language)
    start(window, qtbot)
    name = window.controller.setup.seats[PLAYER].name
    assert name == default_human_name() and name not in ("You", "Du")
    window.game.remember_setup(
        GameSetup(rules=CLASSIC.rules, seats=(SeatConfig(name="Anna"), SeatConfig(name="Bo")), seed=1)
    )
    window.tutorial.end(False)
    window.game.stop_game()
    start(window, qtbot)
    assert window.controller.setup.seats[PLAYER].name == "Anna"


def answer_box(qtbot, press: str) -> list[QMessageBox]:
    """Answer the next modal question: "enter" (its default), "escape" or a button's text."""
    seen: list[QMessageBox] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        seen.append(box)
        if press == "enter":
            box.defaultButton().click()
        elif press == "escape":
            box.escapeButton().click()  # type: ignore[union-attr]
        else:
            next(b for b in box.buttons() if b.text() == press).click()

    QTimer.singleShot(0, answer)
    return seen


def test_esc_clears_the_selection_and_leaving_asks_with_stay_as_default(qtbot):
    window = make_window(qtbot)
    tutorial = start(window, qtbot)
    go_to(tutorial, qtbot, 3)  # the first move
    qtbot.waitUntil(lambda: tutorial.bubble.isVisible(), timeout=20000)
    table = tutorial.table
    move = CLASSIC.moves[0]
    table.hand.select_kind(move.kind, move.count)
    table.hand.select_order(move.order)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert table.hand.kind == -1 and table.hand.order == -1 and tutorial.active
    assert QApplication.activeModalWidget() is None
    for press in ("enter", "escape"):  # both keep the lesson
        seen = answer_box(qtbot, press)
        tutorial.bubble.skip_button.click()
        assert seen and seen[0].defaultButton().text() == "Stay in the lesson"
        assert tutorial.active and tutorial.bubble.isVisible()
    seen = answer_box(qtbot, "Leave the lesson")
    tutorial.bubble.skip_button.click()
    assert not tutorial.active and window.controller.lesson_gate is None


@pytest.mark.parametrize("way", ["new_game", "first_game"])
def test_the_title_screen_asks_before_replacing_an_unfinished_game(qtbot, way):
    window = make_window(qtbot)
    setup = GameSetup(
        rules=CLASSIC.rules,
        seats=(SeatConfig(name="Anna"), SeatConfig(name="Luigi", kind=SeatKind.BEGINNER)),
        seed=5,
    )
    window.start_game(setup)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.acting_seat() == PLAYER, timeout=20000)
    window.show_start()
    button = window.start_screen.new_game_button if way == "new_game" else window.start_screen.tutorial_button
    seen = answer_box(qtbot, "enter")  # the default: continue that game
    button.click()
    assert seen and seen[0].defaultButton().text() == "Continue that game"
    assert window.controller is controller and window.pages.currentWidget() is window.table_page
    assert window.tutorial is None or not window.tutorial.active
    window.show_start()
    if way == "first_game":
        answer_box(qtbot, "Start a new game")
        button.click()
        assert window.controller is not controller and window.tutorial.active


FIT_SIZES = ((1024, 568), (1600, 900), (3840, 2160))


@pytest.fixture
def usual_text_after(styled):
    yield styled
    style.apply_theme(styled, "light", 1.0)


def bubble_problems(tutorial: Tutorial, window, qtbot, where: str) -> list[str]:
    problems = []
    for scale in (1.0, 1.5):
        style.apply_theme(QApplication.instance(), "light", scale)
        for size in FIT_SIZES:
            window.resize(*size)
            qtbot.waitUntil(lambda: tutorial.table.size().width() > 0, timeout=2000)
            QApplication.processEvents()
            tutorial.follow()
            here = f"{where} {size[0]}x{size[1]} {round(scale * 100)} %"
            problems += widget_problems(tutorial.bubble, here)
            bubble = tutorial.bubble.geometry()
            if not tutorial.table.rect().contains(bubble):
                problems.append(f"{here}: the bubble {bubble.getRect()} leaves the table")
    return problems


@pytest.mark.slow
@pytest.mark.parametrize("lesson", ["classic", "plus"])
@pytest.mark.parametrize("language", LANGS)
def test_the_bubble_fits_its_text_at_every_size(qtbot, usual_text_after, languages, language, lesson):
    """Every step's bubble, at the smallest and the largest window and at 100 % and 150 % text:
    no text of it clipped (each label's height for its width within its geometry), inside the table."""
    assert languages.set_language(language)
    window = make_window(qtbot, language)
    tutorial = start(window, qtbot, lesson)
    problems: list[str] = []
    while tutorial.active:
        qtbot.waitUntil(lambda: tutorial.bubble.isVisible(), timeout=20000)
        problems += bubble_problems(tutorial, window, qtbot, f"{language} {lesson} step {tutorial.index}")
        style.apply_theme(QApplication.instance(), "light", 1.0)
        window.resize(1280, 800)
        if tutorial.step.is_note:
            tutorial.bubble.next_button.click()
        else:
            make_move(tutorial, qtbot)
    assert not problems, "\n".join(problems[:20])
