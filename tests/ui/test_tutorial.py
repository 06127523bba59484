"""The guided first game, played to its end on the real table in every language; its gate, its
skip, its pointer and the first start's offer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, Qt

from mammamia_qt.engine.actions import AskHelp, Play
from mammamia_qt.session.flow import PauseReason
from mammamia_qt.tutorial.script import CLASSIC, LESSONS, PLAYER, Part
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.shell.main_window import MainWindow
from mammamia_qt.ui.tutorial.lesson import Tutorial
from mammamia_qt.ui.tutorial.texts import LESSONS as WORDS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

LANGS = ("en", "de", "cs", "nl", "ja")
ENGLISH = ("Select ", "in your hand", "draw from", "Answer no", "Choose ", "from your hand", "Next")


def make_window(qtbot, language: str = "en", size=(1280, 800)) -> MainWindow:
    settings = AppSettings(animation_speed="instant", ai_pace="instant", language=language)
    window = MainWindow(settings=settings, persist=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def start(window: MainWindow, qtbot, lesson: str = "classic") -> Tutorial:
    if lesson == "classic":
        window.start_screen.tutorial_button.click()
    else:
        window.menus.helping_tutorial_action.trigger()
    tutorial = window.tutorial
    assert tutorial is not None and window.controller is not None
    qtbot.waitUntil(lambda: tutorial.bubble.isVisible(), timeout=5000)
    return tutorial


def _scene(table, rect: QRectF) -> QRectF:
    return QRectF(table.view.mapFromScene(rect).boundingRect().translated(table.view.pos()))


def expected_part(table, part: Part, move) -> QRectF:
    """The part's item as the table lays it out (found here without the lesson's own lookup)."""
    scene = table.scene
    if part is Part.ORDER:
        (card,) = [c for c in scene.hand.order_cards if c.order == move.order]
        return _scene(table, card.sceneBoundingRect())
    items = {
        Part.HAND: lambda: QRectF(scene.lay.hand),
        Part.OVEN: lambda: scene.oven.oven.sceneBoundingRect(),
        Part.SUPPLY: lambda: scene.oven.supply.sceneBoundingRect(),
        Part.WAITER: lambda: scene.panels[PLAYER].sceneBoundingRect(),
        Part.OPPONENT: lambda: scene.panels[1].sceneBoundingRect(),
        Part.COLUMNS: lambda: scene.reveal.bases[0].sceneBoundingRect(),
    }
    if part is Part.DOCK:
        return QRectF(table.dock.geometry())
    return _scene(table, items[part]())


def check_pointer(tutorial: Tutorial) -> None:
    step = tutorial.step
    assert step is not None
    move = tutorial.lesson.moves[step.move] if step.move is not None else None
    spot = tutorial.spotlight.spot
    assert spot.intersects(expected_part(tutorial.table, step.part, move)), (step, spot)
    bubble = QRectF(tutorial.bubble.geometry())
    assert QRectF(tutorial.table.rect()).contains(bubble)
    assert not bubble.intersects(QRectF(tutorial.table.dock.geometry()))  # the controls stay usable


def check_words(tutorial: Tutorial, language: str) -> None:
    text = tutorial.bubble.text.text()
    step = tutorial.step
    assert text.strip()
    if language == "en":
        return
    assert not step.lesson or WORDS[step.lesson] not in text, text
    assert not any(word in text for word in ENGLISH), text
    assert tutorial.bubble.skip_button.text() != "Skip tutorial"


def make_move(tutorial: Tutorial, qtbot) -> None:
    """The step's move, made as the player would: the cards picked in the hand and a draw button,
    or the reveal's answer through the table's submit."""
    table, controller = tutorial.table, tutorial.controller
    qtbot.waitUntil(lambda: controller.acting_seat() == PLAYER, timeout=20000)
    move = tutorial.lesson.moves[tutorial.step.move]
    if isinstance(move, Play):
        table.hand.select_kind(move.kind, move.count)
        if move.order >= 0:
            table.hand.select_order(move.order)
        table.action_bar.draw(move.draw)
    else:
        assert table._submit(move)


def play_through(tutorial: Tutorial, qtbot, language: str) -> list[int]:
    shown = []
    while tutorial.active:
        step = tutorial.step
        qtbot.waitUntil(lambda: tutorial.bubble.isVisible(), timeout=20000)
        shown.append(tutorial.index)
        if step.move is not None and not isinstance(
            tutorial.lesson.moves[step.move], Play
        ):  # a reveal's answer:
            assert tutorial.controller.acting_seat() == PLAYER  # said once the question is put
        check_words(tutorial, language)
        check_pointer(tutorial)
        if step.is_note:
            assert PauseReason.LESSON in tutorial.controller.pause_reasons()
            tutorial.bubble.next_button.click()
        else:
            make_move(tutorial, qtbot)
    return shown


@pytest.mark.parametrize("lesson", list(LESSONS))
@pytest.mark.parametrize("language", LANGS)
def test_the_lesson_is_played_to_its_end(qtbot, languages, language, lesson):
    window = make_window(qtbot, language)
    tutorial = start(window, qtbot, lesson)
    assert tutorial.lesson is LESSONS[lesson]
    controller = window.controller
    ended = []
    tutorial.finished.connect(ended.append)
    assert play_through(tutorial, qtbot, language) == list(range(len(tutorial.lesson.steps)))
    assert ended == [True]
    assert controller.lesson_gate is None and not controller.paused
    # ... and the game goes on as a real game: the first round's summary, then round two
    qtbot.waitUntil(lambda: window.table_page.summary.isVisible(), timeout=20000)
    window.table_page.summary.continued.emit()
    qtbot.waitUntil(
        lambda: controller.view().round == 2 and controller.acting_seat() == PLAYER, timeout=20000
    )


def test_a_wrong_move_is_refused_with_the_reason(qtbot, languages):
    window = make_window(qtbot, "de")
    tutorial = start(window, qtbot)
    tutorial.bubble.next_button.click()
    tutorial.bubble.next_button.click()
    tutorial.bubble.next_button.click()  # the three notes: now the first move
    controller = window.controller
    qtbot.waitUntil(lambda: controller.acting_seat() == PLAYER, timeout=20000)
    before = (controller.moves(), controller.view().hand_ingredients)
    wrong = next(a for a in controller.view().legal_actions if a != CLASSIC.moves[0])
    refused = []
    controller.actionRefused.connect(refused.append)
    assert not controller.submit(wrong)
    assert (controller.moves(), controller.view().hand_ingredients) == before
    reason = tutorial.bubble.reason.text()
    assert tutorial.bubble.reason.isVisible() and refused == [reason]
    assert QCoreApplication.translate("Tutorial", "Not this move now. {todo}").split("{")[0] in reason
    assert tutorial.index == 3 and controller.acting_seat() == PLAYER
    assert controller.submit(CLASSIC.moves[0])
    assert tutorial.index == 4


def test_a_note_holds_the_game_and_refuses_moves(qtbot):
    window = make_window(qtbot)
    tutorial = start(window, qtbot)
    controller = window.controller
    assert tutorial.step.is_note and controller.paused
    assert controller.acting_seat() is None  # the deal is held: nobody is asked yet


def test_the_pointer_follows_the_layout(qtbot):
    window = make_window(qtbot, size=(1024, 600))
    tutorial = start(window, qtbot)
    tutorial.bubble.next_button.click()  # the oven
    check_pointer(tutorial)
    small = QRectF(tutorial.spotlight.spot)
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: tutorial.spotlight.spot.width() > small.width() * 1.3, timeout=5000)
    check_pointer(tutorial)


def test_skip_ends_the_lesson_into_a_normal_game(qtbot):
    window = make_window(qtbot)
    tutorial = start(window, qtbot)
    controller = window.controller
    tutorial.confirm_skip = lambda: False
    qtbot.keyClick(tutorial.table, Qt.Key.Key_Escape)
    assert tutorial.active
    tutorial.confirm_skip = lambda: True
    tutorial.bubble.skip_button.click()
    assert not tutorial.active and controller.lesson_gate is None and not controller.paused
    assert not tutorial.bubble.isVisible()
    qtbot.waitUntil(lambda: controller.acting_seat() == PLAYER, timeout=20000)
    other = next(a for a in controller.view().legal_actions if a != CLASSIC.moves[0])
    assert controller.submit(other)  # any legal move again


def test_the_first_start_offers_the_guided_game_once(qtbot):
    window = make_window(qtbot)
    banner = window.offer_tutorial()
    assert banner is not None and banner.isVisible()
    assert QRectF(window.start_screen.rect()).contains(QRectF(banner.geometry()))
    assert window.settings.tutorial_offered
    assert window.offer_tutorial() is None
    assert banner.start_button.text() == "Start the guided first game"
    banner.start_button.click()
    assert not banner.isVisible()
    qtbot.waitUntil(lambda: window.tutorial is not None and window.tutorial.bubble.isVisible(), timeout=5000)


def test_kiosk_mode_never_offers_it(qtbot):
    window = MainWindow(settings=AppSettings(animation_speed="instant"), persist=False, kiosk=True)
    qtbot.addWidget(window)
    assert window.offer_tutorial() is None
    assert not window.settings.tutorial_offered
    window.kiosk.allow_close = True  # as the kiosk's own tests leave it: its filters go with it
    window.close()


def test_the_menu_starts_it(qtbot):
    window = make_window(qtbot)
    window.menus.tutorial_action.trigger()
    assert window.tutorial is not None and window.controller.lesson_gate is window.tutorial


def test_every_lesson_named_by_the_script_has_its_words():
    named = {s.lesson for lesson in LESSONS.values() for s in lesson.steps if s.lesson}
    assert named == set(WORDS)


def test_not_now_and_leaving_the_start_screen_end_the_offer(qtbot):
    window = make_window(qtbot)
    banner = window.offer_tutorial()
    banner.later_button.click()
    assert not banner.isVisible() and window.tutorial is None
    again = make_window(qtbot)
    banner = again.offer_tutorial()
    again.start_game(CLASSIC.setup("Anna"))  # another way into a game: the offer is gone
    assert banner.isHidden()  # hidden itself, not only with the start screen


def test_one_click_answering_twice_passes_only_as_the_lesson_has_it(qtbot):
    """Plus: the dock's "ask for help" sends no to adding from the hand, then the request; the
    dock's "back to the waiter" sends no, then no request: the lesson wants the first."""
    window = make_window(qtbot)
    tutorial = start(window, qtbot, "plus")
    asking = next(i for i, s in enumerate(tutorial.lesson.steps) if s.lesson == "ask_help")
    while tutorial.index < asking:
        qtbot.waitUntil(lambda: tutorial.bubble.isVisible(), timeout=20000)
        if tutorial.step.is_note:
            tutorial.bubble.next_button.click()
        else:
            make_move(tutorial, qtbot)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.acting_seat() == PLAYER, timeout=20000)
    no, ask = tutorial.lesson.moves[tutorial.step.move : tutorial.step.move + 2]
    moves = controller.moves()
    assert not controller.submit(no, AskHelp(()))
    assert controller.moves() == moves and tutorial.index == asking
    assert controller.submit(no, ask)
    assert tutorial.index == asking + 2
