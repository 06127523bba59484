"""The screens the sweep visits: one small "reach this state" function per screen, in one registry.

A screen function takes the ``Stage`` (the window at its size, the data folder with kept games) and
is a generator: it arranges its state, yields the widget to check and grab (the window, or a dialog
of its own), and tidies up after the yield. ``@screen("name")`` adds it to ``SCREENS`` in the
order the sweep visits them; a new screen is one more function here.

Game positions are reached as the screenshots reach them (``tools/snapshot``): a seeded game played
with random legal moves in the engine, handed to the real window; animations are instant.
"""

from __future__ import annotations

import contextlib
import functools
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from mammamia_qt.engine.cards import Edition
from mammamia_qt.engine.ids import Phase
from mammamia_qt.engine.ids import Stage as Asked
from mammamia_qt.engine.rules import Rules
from mammamia_qt.engine.state import GameState
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
from mammamia_qt.storage import SavedGame, dumps
from mammamia_qt.tools.snapshot import (
    NAMES,
    NAMES_PLUS,
    _hand_placed,
    _settle,
    _wait,
    find_moment,
    round_end_moment,
    snapshot_setup,
)

if TYPE_CHECKING:
    from mammamia_qt.ui.controller import GameController
    from mammamia_qt.ui.history.coach_tab import CoachTab
    from mammamia_qt.ui.history.history_page import HistoryPage
    from mammamia_qt.ui.shell.main_window import MainWindow
    from mammamia_qt.ui.shell.phone_panel import PhonePanel


@dataclass
class StageData:
    """What the screens share in one sweep: the folder whose archive holds the kept games."""

    folder: Path
    game_ids: tuple[int, ...]


@dataclass
class Stage:
    """The window the screens are arranged in, at ``size``, and the sweep's data."""

    window: MainWindow
    size: tuple[int, int]
    data: StageData

    def start(self, setup: GameSetup, state: GameState) -> GameController:
        """The game at ``state`` on the table, the person at seat 0 to act (when it is theirs)."""
        controller = self.window.start_game(setup, SavedGame(state))
        _until(lambda: controller.acting_seat() == 0, "the person's turn")
        _hand_placed(self.window)
        return controller

    def dialog(self, dialog: QWidget) -> Iterator[QWidget]:
        """Show ``dialog`` (not modal: the sweep goes on), yield it, close it."""
        dialog.show()
        _settle()
        yield dialog
        dialog.close()
        dialog.deleteLater()
        QApplication.processEvents()


def _until(condition: Callable[[], bool], what: str) -> None:
    """Run the event loop until ``condition()`` holds; a screen that does not come is an error (a
    shot of another state would be measured as if it were the screen)."""
    if not _wait(condition, 20_000):
        raise RuntimeError(f"{what} did not come within 20 s")


ScreenFn = Callable[[Stage], Iterator[QWidget]]
SCREENS: dict[str, ScreenFn] = {}
"""Every screen by name, in the order the sweep visits them."""


def screen(name: str) -> Callable[[ScreenFn], ScreenFn]:
    def add(fn: ScreenFn) -> ScreenFn:
        if name in SCREENS:
            raise ValueError(f"two screens are called {name!r}")
        SCREENS[name] = fn
        return fn

    return add


# ---------------------------------------------------------------------- positions (engine only, kept)
def _human_seats(names: tuple[str, ...], humans: int) -> tuple[SeatConfig, ...]:
    return tuple(
        SeatConfig(name=n) if i < humans else SeatConfig(name=n, kind=SeatKind.INTERMEDIATE)
        for i, n in enumerate(names)
    )


def _setup(edition: Edition, players: int, humans: int, seed: int) -> GameSetup:
    names = NAMES_PLUS if edition is Edition.PLUS else NAMES
    rules = Rules(edition=edition, players=players, start_player=0)
    return GameSetup(rules=rules, seats=_human_seats(names[:players], humans), seed=seed)


def _asks(stage: Asked, seat: int = 0) -> Callable[[GameState], bool]:
    def stop(state: GameState) -> bool:
        p = state.pending
        return p is not None and p.seat == seat and p.stage == stage

    return stop


@functools.cache
def moment(name: str) -> tuple[GameSetup, GameState]:
    """A named position, found once per process (deterministic for the same engine)."""
    plus = functools.partial(_setup, Edition.PLUS, 4, 1)
    finders: dict[str, tuple[Callable[[GameState], bool], Callable[[int], GameSetup]]] = {
        "turn": (lambda s: s.phase == Phase.PLAY and s.round == 1 and s.current_player() == 0
                 and len(s.oven) >= 12, snapshot_setup),
        "computer": (lambda s: s.phase == Phase.PLAY and s.round == 1 and s.current_player() == 2
                     and len(s.oven) >= 8, snapshot_setup),
        "late_round": (lambda s: s.phase == Phase.PLAY and s.round == 3 and s.current_player() == 0,
                       snapshot_setup),
        "complete": (_asks(Asked.COMPLETE), snapshot_setup),
        "plus_complete": (_asks(Asked.COMPLETE), plus),
        "plus_ask_help": (_asks(Asked.ASK_HELP), plus),
        "plus_help": (_asks(Asked.HELP), plus),
        "plus_choose": (_asks(Asked.CHOOSE), plus),
        "over": (GameState.is_terminal, snapshot_setup),
        "hot_seat": (lambda s: s.phase == Phase.PLAY and s.current_player() == 1 and len(s.oven) >= 4,
                     functools.partial(_setup, Edition.CLASSIC, 4, 2)),
    }  # fmt: skip
    stop, make = finders[name]
    return find_moment(stop, make=make)


def kept_ids(folder: Path) -> tuple[int, ...]:
    """The ids of the games kept in ``folder``'s archive, oldest first; three kept there first when
    there are none (``keep_games``)."""
    from mammamia_qt.archive import Archive

    with Archive.in_folder(folder) as archive:
        ids = tuple(sorted(s.id for s in archive.summaries()))
    return ids or keep_games(folder)


def keep_games(folder: Path) -> tuple[int, ...]:
    """Three finished games (Classic 4p with a person, Plus 3p, Classic 2p) kept in ``folder``'s archive."""
    from mammamia_qt.archive import Archive

    ids = []
    with Archive.in_folder(folder) as archive:
        for edition, players, humans, seed, day in ((Edition.CLASSIC, 4, 1, 3, 10), (Edition.PLUS, 3, 1, 4, 11),
                                                    (Edition.CLASSIC, 2, 2, 5, 12)):  # fmt: skip
            setup = _setup(edition, players, humans, seed)
            state, _ = GameState.new_game(setup.rules, setup.seed)
            pick = random.Random(seed)
            while not state.is_terminal():
                legal = state.legal_actions()
                state.apply(legal[pick.randrange(len(legal))])
            ids.append(archive.keep(dumps(state, setup), finished=f"2026-11-{day}T18:30:00+00:00"))
    return tuple(ids)


# ---------------------------------------------------------------------- the title screen and its dialogs
@screen("title")
def _title(stage: Stage) -> Iterator[QWidget]:
    stage.window.stop_game()
    stage.window.show_start()
    stage.window.start_screen.set_can_continue(False)
    _settle()
    yield stage.window


@screen("title_continue")
def _title_continue(stage: Stage) -> Iterator[QWidget]:
    stage.window.show_start()
    stage.window.start_screen.set_can_continue(True)
    _settle()
    yield stage.window


@screen("first_start_offer")
def _first_start(stage: Stage) -> Iterator[QWidget]:
    from mammamia_qt.ui.tutorial.entry import offer_first_game

    stage.window.show_start()
    banner = offer_first_game(stage.window.start_screen, lambda: None)
    _settle()
    yield stage.window
    banner.close_offer()


@screen("new_game")
def _new_game(stage: Stage) -> Iterator[QWidget]:
    """The defaults, the last seat played by Auto, which says it moves up after 4 wins of 5."""
    from mammamia_qt.archive.auto_level import AutoChoice
    from mammamia_qt.ui.dialogs.new_game import NewGameDialog
    from mammamia_qt.ui.dialogs.new_game_auto import AUTO

    dialog = NewGameDialog(
        stage.window.art, stage.window, lambda _name, count: AutoChoice(("expert",) * count, "up", 0, 4, 5)
    )
    last = dialog.seat_kind(dialog.player_count - 1)
    last.setCurrentIndex(last.findData(AUTO))
    yield from stage.dialog(dialog)


@screen("new_game_seats")
def _new_game_seats(stage: Stage) -> Iterator[QWidget]:
    """Plus with six seats, one of each kind (a person, every computer level, a phone)."""
    from mammamia_qt.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(stage.window.art, stage.window)
    kinds = (SeatKind.HUMAN, SeatKind.BEGINNER, SeatKind.INTERMEDIATE, SeatKind.EXPERT, SeatKind.MASTER,
             SeatKind.PHONE)  # fmt: skip
    seats = tuple(SeatConfig(name=n, kind=k) for n, k in zip(NAMES_PLUS, kinds, strict=True))
    dialog.set_setup(GameSetup(rules=Rules(edition=Edition.PLUS, players=6), seats=seats, seed=1))
    yield from stage.dialog(dialog)


@screen("settings")
def _settings(stage: Stage) -> Iterator[QWidget]:
    from mammamia_qt.ui.dialogs.settings import SettingsDialog

    yield from stage.dialog(SettingsDialog(stage.window.settings, stage.window))


@screen("settings_end")
def _settings_end(stage: Stage) -> Iterator[QWidget]:
    """The settings scrolled to their end (the kiosk's and the window's groups on a small screen)."""
    from PySide6.QtWidgets import QScrollArea

    from mammamia_qt.ui.common.fit import SCROLL_NAME
    from mammamia_qt.ui.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(stage.window.settings, stage.window)
    dialog.show()
    _settle()
    scroll = dialog.findChild(QScrollArea, SCROLL_NAME)
    if scroll is not None:
        scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum())
    yield from stage.dialog(dialog)


def _how_to_play(edition: Edition) -> ScreenFn:
    def arrange(stage: Stage) -> Iterator[QWidget]:
        from mammamia_qt.ui.dialogs.how_to_play import HowToPlayDialog

        dialog = HowToPlayDialog(stage.window.art, stage.window)
        dialog.show_edition(edition)
        yield from stage.dialog(dialog)

    return arrange


screen("how_to_play_classic")(_how_to_play(Edition.CLASSIC))
screen("how_to_play_plus")(_how_to_play(Edition.PLUS))


# ---------------------------------------------------------------------- the table
@screen("table_turn")
def _table_turn(stage: Stage) -> Iterator[QWidget]:
    stage.start(*moment("turn"))
    yield stage.window


@screen("table_computer")
def _table_computer(stage: Stage) -> Iterator[QWidget]:
    """A computer player thinking (its pace slowed so its turn stays on screen)."""
    controller = stage.window.start_game(*_saved(moment("computer")))
    controller.ai_delay_ms = 600_000
    _hand_placed(stage.window)
    yield stage.window
    stage.window.stop_game()


def _saved(found: tuple[GameSetup, GameState]) -> tuple[GameSetup, SavedGame]:
    return found[0], SavedGame(found[1])


@screen("cover_first")
def _cover_first(stage: Stage) -> Iterator[QWidget]:
    """A hot-seat game as it comes up: "Pass to …" covers the second person's hand."""
    stage.window.start_game(*_saved(moment("hot_seat")))
    _until(lambda: stage.window.table_page.hand_over.active, "the hot-seat cover")
    _hand_placed(stage.window)
    yield stage.window


@screen("cover_later")
def _cover_later(stage: Stage) -> Iterator[QWidget]:
    page = stage.window.table_page
    page.hand_over.hide()
    page.hand_over.show_for(NAMES[1])
    _settle()
    yield stage.window
    stage.window.stop_game()


def _reveal(name: str) -> ScreenFn:
    def arrange(stage: Stage) -> Iterator[QWidget]:
        stage.start(*moment(name))
        yield stage.window

    return arrange


screen("reveal_complete")(_reveal("complete"))
screen("reveal_plus_complete")(_reveal("plus_complete"))
screen("reveal_plus_choose")(_reveal("plus_choose"))
screen("reveal_plus_ask_help")(_reveal("plus_ask_help"))
screen("reveal_plus_help")(_reveal("plus_help"))


@screen("round_summary")
def _round_summary(stage: Stage) -> Iterator[QWidget]:
    setup, state, ended = round_end_moment()
    stage.start(setup, state)
    stage.window.table_page.show_round_summary(ended)
    _hand_placed(stage.window)
    yield stage.window


@screen("scoreboard")
def _scoreboard(stage: Stage) -> Iterator[QWidget]:
    """F2 in the third round: the seats and the two finished rounds."""
    stage.start(*moment("late_round"))
    stage.window.menus.scoreboard_action.setChecked(True)
    _settle()
    yield stage.window
    stage.window.menus.scoreboard_action.setChecked(False)


@screen("results")
def _results(stage: Stage) -> Iterator[QWidget]:
    stage.window.start_game(*_saved(moment("over")))
    _until(lambda: stage.window.pages.currentWidget() is stage.window.results_page, "the results")
    _settle()
    yield stage.window


@screen("message_abandon")
def _message_abandon(stage: Stage) -> Iterator[QWidget]:
    """The question before a running game is left (the words the game asks it in)."""
    game = stage.window.game
    box = QMessageBox(QMessageBox.Icon.Question, game.abandon_title(), game.abandon_text(),
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, stage.window)  # fmt: skip
    yield from stage.dialog(box)


# ---------------------------------------------------------------------- history, replay, statistics, coach
def _history(stage: Stage, tab: int) -> HistoryPage:
    stage.window.stop_game()
    stage.window.show_history()
    page = stage.window.game.history_page
    page.show_list()
    page.refresh()
    page.tabs.setCurrentIndex(tab)
    _settle()
    return page


@screen("history")
def _history_list(stage: Stage) -> Iterator[QWidget]:
    _history(stage, 0)
    yield stage.window


@screen("replay")
def _replay(stage: Stage) -> Iterator[QWidget]:
    """The first kept game's replay at its first reveal, a few steps in."""
    page = _history(stage, 0)
    page.open_game(stage.data.game_ids[0])
    viewer = page.viewer
    viewer.next_reveal()
    for _ in range(3):
        viewer.step_forward()
    _settle()
    yield stage.window
    page.show_list()


@screen("statistics")
def _statistics(stage: Stage) -> Iterator[QWidget]:
    _history(stage, 1)
    yield stage.window


def _coach(page: HistoryPage) -> CoachTab:
    from mammamia_qt.ui.history.coach_tab import CoachTab

    coach = page.tab(2)
    if not isinstance(coach, CoachTab):
        raise RuntimeError("the History screen has no memory coach (no data folder)")
    return coach


@screen("coach_question")
def _coach_question(stage: Stage) -> Iterator[QWidget]:
    page = _history(stage, 2)
    coach = _coach(page)
    coach.rng = random.Random(2)
    coach.play_ms = 0
    coach.start_button.click()
    _until(lambda: coach.pages.currentWidget() is coach.asking, "the coach's question")
    _settle()
    yield stage.window


@screen("coach_verdict")
def _coach_verdict(stage: Stage) -> Iterator[QWidget]:
    """The coach's first question answered rightly, by keyboard, as a player would."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    coach = _coach(stage.window.game.history_page)
    panel = coach.panel
    q = panel.question
    if q is not None and coach.pages.currentWidget() is coach.asking:
        if q.numeric:
            panel.number.selectAll()
            QTest.keyClicks(panel.number, str(q.answer))
            QTest.keyClick(panel.number, Qt.Key.Key_Return)
        else:
            key = Qt.Key(Qt.Key.Key_1.value + q.choices.index(q.answer))
            QTest.keyClick(panel.choice_buttons[0], key)
    _settle()
    yield stage.window
    stage.window.show_start()


# ---------------------------------------------------------------------- the guided games
def _from_the_title(window: MainWindow) -> None:
    """No game running and the title screen in front, as a player starts a lesson: a lesson started
    over the table of a stopped game would ask (modally) about the autosaved one."""
    window.stop_game()
    window.show_start()
    _settle()


def _tutorial(lesson: str, to_move: bool) -> ScreenFn:
    """The lesson's first note, or (``to_move``) its notes read until the first move it asks for."""

    def arrange(stage: Stage) -> Iterator[QWidget]:
        window = stage.window
        _from_the_title(window)
        window.start_tutorial(lesson)
        tutorial = window.tutorial
        if tutorial is None:
            raise RuntimeError("the guided game did not start")
        _until(tutorial.bubble.isVisible, "the lesson's note")
        while to_move and tutorial.step is not None and tutorial.step.is_note:
            tutorial.bubble.next_button.click()
            _until(tutorial.bubble.isVisible, "the lesson's next note")
        _hand_placed(window)
        yield window
        tutorial.confirm_skip = lambda: True
        tutorial.skip()
        window.stop_game()

    return arrange


screen("tutorial_classic_start")(_tutorial("classic", to_move=False))
screen("tutorial_classic_move")(_tutorial("classic", to_move=True))
screen("tutorial_plus_start")(_tutorial("plus", to_move=False))
screen("tutorial_plus_move")(_tutorial("plus", to_move=True))


# ---------------------------------------------------------------------- phones
def _phones(stage: Stage) -> PhonePanel:
    """A game with a phone seat (Alberto) on the table, its panel beside it (started if needed)."""
    page = stage.window.table_page
    if page.phones is None or stage.window.pages.currentWidget() is not page:
        seats = (SeatConfig(name=NAMES[0]), SeatConfig(name=NAMES[1], kind=SeatKind.PHONE),
                 SeatConfig(name=NAMES[2], kind=SeatKind.INTERMEDIATE))  # fmt: skip
        stage.window.start_game(GameSetup(rules=Rules(players=3, start_player=0), seats=seats, seed=1))
        _until(lambda: page.phones is not None, "the phones' panel")
        _hand_placed(stage.window)
    if page.phones is None:
        raise RuntimeError("the phones' panel did not come")
    return page.phones


def _phone_shown(stage: Stage, panel: PhonePanel) -> Iterator[QWidget]:
    panel.refresh()
    _settle()
    yield stage.window


@screen("phone_waiting")
def _phone_waiting(stage: Stage) -> Iterator[QWidget]:
    yield from _phone_shown(stage, _phones(stage))


@screen("phone_connected")
def _phone_connected(stage: Stage) -> Iterator[QWidget]:
    """As the hub tells it once the phone has joined and is there."""
    panel = _phones(stage)
    panel.hub.connected = lambda seat: True  # type: ignore[method-assign]
    panel.hub.has_joined = lambda seat: True  # type: ignore[method-assign]
    yield from _phone_shown(stage, panel)
    del panel.hub.connected


@screen("phone_lost")
def _phone_lost(stage: Stage) -> Iterator[QWidget]:
    """The phone joined and went away a minute ago (the hub's own handler of a phone leaving)."""
    panel = _phones(stage)
    panel.hub.has_joined = lambda seat: True  # type: ignore[method-assign]
    panel.hub._left(1)
    panel.hub._lost_at[1] -= 60
    yield from _phone_shown(stage, panel)


@screen("phone_stand_in")
def _phone_stand_in(stage: Stage) -> Iterator[QWidget]:
    """The host let the computer play the lost phone's seat until it is back."""
    panel = _phones(stage)
    panel.hub.has_joined = lambda seat: True  # type: ignore[method-assign]
    if panel.hub.lost_for(1) is None:
        panel.hub._left(1)
    panel.hub.play_for_lost_phone(1)
    yield from _phone_shown(stage, panel)
    stage.window.stop_game()


# ---------------------------------------------------------------------- message boxes the game asks
Boxes = list[tuple[QMessageBox.Icon, str, str]]


@contextlib.contextmanager
def _boxes_written_down() -> Iterator[Boxes]:
    """``QMessageBox.question`` and ``warning`` write down what they would ask (answered No, OK)
    instead of waiting for an answer, so a box the game asks can be shown without blocking."""
    asked: Boxes = []
    saved = QMessageBox.question, QMessageBox.warning

    def question(_parent: object, title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append((QMessageBox.Icon.Question, title, text))
        return QMessageBox.StandardButton.No

    def warning(_parent: object, title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append((QMessageBox.Icon.Warning, title, text))
        return QMessageBox.StandardButton.Ok

    QMessageBox.question, QMessageBox.warning = question, warning  # type: ignore[assignment]
    try:
        yield asked
    finally:
        QMessageBox.question, QMessageBox.warning = saved  # type: ignore[method-assign]


def _box(stage: Stage, asked: Boxes) -> Iterator[QWidget]:
    """The last box the game asked, shown as it would be (not modal: the sweep goes on)."""
    if not asked:
        raise RuntimeError("the game asked nothing")
    icon, title, text = asked[-1]
    box = QMessageBox(icon, title, text, parent=stage.window)
    if icon is QMessageBox.Icon.Question:
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    yield from stage.dialog(box)


@screen("message_skip_tutorial")
def _message_skip_tutorial(stage: Stage) -> Iterator[QWidget]:
    window = stage.window
    _from_the_title(window)
    window.start_tutorial("classic")
    tutorial = window.tutorial
    if tutorial is None:
        raise RuntimeError("the guided game did not start")
    _until(tutorial.bubble.isVisible, "the lesson's note")
    yield from stage.dialog(tutorial.skip_box())
    tutorial.confirm_skip = lambda: True
    tutorial.skip()
    window.stop_game()


@screen("message_delete_games")
def _message_delete_games(stage: Stage) -> Iterator[QWidget]:
    page = _history(stage, 0)
    page.games.table.selectAll()
    with _boxes_written_down() as asked:
        page.games.delete_selected()
    yield from _box(stage, asked)
    page.games.table.clearSelection()


@screen("message_damaged_file")
def _message_damaged_file(stage: Stage) -> Iterator[QWidget]:
    """A save that was cut short, opened: the game names it and sets it aside."""
    damaged = stage.data.folder / "Saturday night.json"
    damaged.write_text('{"format": 2, "moves": [', encoding="utf-8")
    with _boxes_written_down() as asked:
        stage.window.load_game_file(damaged)
    yield from _box(stage, asked)


# ---------------------------------------------------------------------- kiosk
def _kiosk(stage: Stage):
    window = stage.window
    if not window.kiosk_active:
        window.stop_game()
        window.set_kiosk(True)
    window.showNormal()
    window.resize(*stage.size)
    window.activateWindow()
    _wait(window.isActiveWindow, 2000)
    _settle()
    assert window.kiosk is not None
    return window.kiosk


@screen("kiosk_attract")
def _kiosk_attract(stage: Stage) -> Iterator[QWidget]:
    kiosk = _kiosk(stage)
    kiosk.show_attract()
    _settle(300)
    kiosk.attract.set_paused(True)  # the demo holds still while it is measured
    _settle()
    yield stage.window
    kiosk.attract.set_paused(False)


@screen("kiosk_quick_start")
def _kiosk_quick_start(stage: Stage) -> Iterator[QWidget]:
    kiosk = _kiosk(stage)
    kiosk.show_quick_start()
    _settle()
    yield stage.window


@screen("kiosk_pin")
def _kiosk_pin(stage: Stage) -> Iterator[QWidget]:
    kiosk = _kiosk(stage)
    kiosk.pin_pad.open("2468")
    kiosk.pin_pad.press("1")
    _settle()
    yield stage.window


@screen("kiosk_operator")
def _kiosk_operator(stage: Stage) -> Iterator[QWidget]:
    pad = _kiosk(stage).pin_pad
    pad.open("2468")
    for digit in "2468":
        pad.press(digit)
    pad.submit()
    _settle()
    yield stage.window
    pad.dismiss()


@screen("kiosk_lockout")
def _kiosk_lockout(stage: Stage) -> Iterator[QWidget]:
    pad = _kiosk(stage).pin_pad
    pad.open("2468")
    for _ in range(10):  # wrong PINs until the pad locks
        if pad.seconds_left() > 0:
            break
        for digit in "1111":
            pad.press(digit)
        pad.submit()
    _settle()
    yield stage.window
    pad.dismiss()


@screen("kiosk_idle")
def _kiosk_idle(stage: Stage) -> Iterator[QWidget]:
    kiosk = _kiosk(stage)
    kiosk.show_quick_start()
    kiosk.countdown.begin(kiosk.countdown_seconds)
    _settle()
    yield stage.window
    kiosk.countdown.cancel()
    stage.window.set_kiosk(False)
    stage.window.showNormal()
    stage.window.resize(*stage.size)


def is_dialog(widget: QWidget) -> bool:
    return isinstance(widget, QDialog)
