"""The flow of a game in the window: it waits behind menus and dialogs, and the keyboard stays the table's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox

from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.session.flow import PauseReason
from mammamia_qt.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support propagateSizeHints",
    "This plugin does not support raise",
    "This plugin does not support grabbing the keyboard",
)  # the offscreen platform, about windows and popups


def computer_setup(players: int = 4, edition: str = "classic", human: bool = False) -> GameSetup:
    seats = tuple(
        SeatConfig(name=f"Chef {i}", kind="human" if human and i == 0 else "random") for i in range(players)
    )
    return GameSetup(rules=Rules(players=players, edition=edition), seats=seats, seed=5)  # type: ignore[arg-type]


def moves(window: MainWindow) -> int:
    return window.controller.moves()


def test_the_game_waits_while_a_menu_is_open(window, qtbot):
    window.start_game(computer_setup())
    window.menus.game_menu.popup(window.mapToGlobal(QPoint(10, 10)))
    qtbot.waitUntil(window.menus.game_menu.isVisible)
    assert window.controller.paused and PauseReason.MENU_OR_DIALOG in window.controller.pause_reasons()
    assert window.table_page.table.scene.paused
    before = moves(window)
    qtbot.wait(300)  # computer players at instant pace would play many moves meanwhile
    assert moves(window) == before
    window.menus.game_menu.hide()
    assert not window.controller.paused
    qtbot.waitUntil(lambda: moves(window) > before + 3)


def test_the_game_waits_while_a_modal_dialog_is_open(window, qtbot):
    window.start_game(computer_setup())
    qtbot.waitUntil(lambda: moves(window) > 2)
    box = QMessageBox(QMessageBox.Icon.Information, "", "…", QMessageBox.StandardButton.Ok, window)
    box.open()  # window-modal, without a nested event loop
    qtbot.waitUntil(box.isVisible)
    before = moves(window)
    qtbot.wait(300)
    assert moves(window) == before and window.controller.paused
    box.accept()
    qtbot.waitUntil(lambda: moves(window) > before + 3)


def test_a_modal_dialog_open_before_the_first_game_holds_it_from_its_start(window, qtbot):
    """The watch begins with the first game (not before the first window has painted), and then
    holds the game for a dialog that was opened before it."""
    box = QMessageBox(QMessageBox.Icon.Information, "", "…", QMessageBox.StandardButton.Ok, window)
    box.open()
    qtbot.waitUntil(box.isVisible)
    window.start_game(computer_setup())
    assert window.controller.paused and PauseReason.MENU_OR_DIALOG in window.controller.pause_reasons()
    assert moves(window) == 0
    box.accept()
    assert not window.controller.paused
    qtbot.waitUntil(lambda: moves(window) > 3)


def test_a_non_modal_window_does_not_pause(window, qtbot):
    window.start_game(computer_setup())
    window.show_how_to_play()
    assert window._how_to_play.isVisible() and not window.controller.paused
    window._how_to_play.close()


def test_pause_reasons_overlap(window, qtbot):
    """Another holder (say the kiosk's PIN pad) and an open menu: the game waits for both."""
    window.start_game(computer_setup())
    controller = window.controller
    paused = []
    controller.pausedChanged.connect(paused.append)
    controller.pause(PauseReason.COVERED)
    window.menus.game_menu.popup(window.mapToGlobal(QPoint(10, 10)))
    qtbot.waitUntil(window.menus.game_menu.isVisible)
    window.menus.game_menu.hide()
    before = moves(window)
    qtbot.wait(200)
    assert controller.paused and moves(window) == before
    controller.resume(PauseReason.COVERED)
    assert paused == [True, False]
    qtbot.waitUntil(lambda: moves(window) > before + 3)


def test_the_banner_stays_up_while_paused(window, qtbot):
    window.start_game(computer_setup())
    scene = window.table_page.table.scene
    window.controller.pause(PauseReason.MENU_OR_DIALOG)
    scene.banner.announce("Chef 1 plays")
    qtbot.wait(50)
    assert scene.banner.isVisible() and not scene.banner._timer.isActive()
    window.controller.resume(PauseReason.MENU_OR_DIALOG)
    assert scene.banner._timer.isActive()


def test_escape_on_a_menu_gives_the_keyboard_back_to_the_table(window, qtbot):
    window.start_game(computer_setup(human=True))
    table = window.table_page.table
    qtbot.waitUntil(lambda: window.controller.acting_seat() == 0)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.menuBar().setFocus()
    window.menus.view_menu.popup(window.mapToGlobal(QPoint(10, 10)))
    qtbot.waitUntil(window.menus.view_menu.isVisible)
    qtbot.keyClick(window.menus.view_menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.menus.view_menu.isVisible())
    # The window's keyboard focus (where its keys go while it is active) is the table again, not
    # the menu bar (the offscreen platform's window activation after a popup is its own matter).
    qtbot.waitUntil(lambda: window.focusWidget() is table)
    assert not window.menuBar().hasFocus()
    held = window.controller.view().hand_ingredients
    kind = next(k for k, n in enumerate(held) if n)
    qtbot.keyClick(window.focusWidget(), Qt.Key(Qt.Key.Key_1 + kind))  # a shortcut works at once
    assert table.hand.kind == kind


def test_closing_how_to_play_gives_the_keyboard_back_to_the_table(window, qtbot):
    window.start_game(computer_setup(human=True))
    table = window.table_page.table
    window.show_how_to_play()
    dialog = window._how_to_play
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.browser.setFocus()
    window.menuBar().setFocus()  # where the keyboard was left before
    dialog.reject()
    qtbot.waitUntil(lambda: window.focusWidget() is table)


def test_f1_in_a_plus_game_opens_the_plus_rules(window, qtbot):
    from mammamia_qt.engine.cards import Edition

    window.start_game(computer_setup(edition="plus"))
    window.menus.how_to_play_action.trigger()
    dialog = window._how_to_play
    assert dialog.edition() is Edition.PLUS and dialog.plus_button.isChecked()
    assert "Shrimp" in dialog.browser.toPlainText() or "shrimp" in dialog.browser.toPlainText()
    dialog.close()
    window.start_game(computer_setup(edition="classic"))
    window.menus.how_to_play_action.trigger()
    assert dialog.edition() is Edition.CLASSIC
    dialog.close()


@pytest.mark.usefixtures("qapp")
def test_cards_hold_still_mid_flight_while_paused():
    """The table's animator: running animations stop where they are and go on from there after.

    No wall clock decides anything: the flight is put halfway by its own clock, and whether it
    runs or holds is its state (a held animation gets no ticks, however long anyone waits)."""
    from PySide6.QtCore import QAbstractAnimation, QPointF
    from PySide6.QtWidgets import QApplication, QGraphicsScene

    from mammamia_qt.ui.art.card_art import CardArt
    from mammamia_qt.ui.table.animation import Animator
    from mammamia_qt.ui.table.card_item import CardItem

    # Owned as on the table: the scene holds the card and the animator, and takes both down together.
    scene = QGraphicsScene()
    animator = Animator(scene, speed="slow")
    card = CardItem(CardArt(), "ingredient:pineapple", "back:ingredient", 80)
    scene.addItem(card)
    done = []
    animator.animate(card, "pos", QPointF(400, 0), 400, on_done=lambda: done.append(True))
    (flight,) = animator.findChildren(QAbstractAnimation)
    halfway = flight.totalDuration() // 2
    flight.setCurrentTime(halfway)
    held = card.pos()
    assert 0 < held.x() < 400
    animator.set_paused(True)
    card.set_face_up(False)
    assert card.prepare_flip(True)
    animator.animate(card, "flip", 1.0, 100)  # started while paused: waits too
    running = animator.findChildren(QAbstractAnimation)
    assert len(running) == 2
    assert all(a.state() == QAbstractAnimation.State.Paused for a in running)
    QApplication.processEvents()
    assert card.pos() == held and card.flip == 0.0 and not card.face_up and not done and animator.busy
    animator.set_paused(False)
    assert all(a.state() == QAbstractAnimation.State.Running for a in running)
    assert flight.currentTime() >= halfway  # it goes on from where it held, not from the start
    for anim in running:
        anim.setCurrentTime(anim.totalDuration())
    assert done and not animator.busy
    assert card.pos() == QPointF(400, 0) and card.face_up


@pytest.mark.parametrize("human", [True, False])
def test_a_game_starts_with_the_keyboard_on_the_table(window, qtbot, human):
    """Started from the title screen, a menu, Continue, Load… or ``--load`` (all go through
    ``start_game``): the keys go to the table at once, before any click, on a computer's turn too."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.start_screen.new_game_button.setFocus()  # where the title screen left the keyboard
    qtbot.waitUntil(lambda: window.focusWidget() is window.start_screen.new_game_button)
    window.start_game(computer_setup(human=human))
    qtbot.waitUntil(lambda: window.focusWidget() is window.table_page.table)
