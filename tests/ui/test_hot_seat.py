"""Hot-seat: two people and a computer player at one screen, a whole game through the real widgets.

Only hands are private. At every step: a hand is face up only when it belongs to the person who
confirmed the last hand-over and is acting now; the table stays in view; the hand-over cloth
shows only while the game waits for that person (nothing is played behind it); no hand shows
under the round summary; and every person asked in the reveal gets the same hand-over, whether
or not they can help.
"""

from __future__ import annotations

import pytest

from mammamia_qt.engine.actions import AskHelp
from mammamia_qt.engine.ids import Phase
from mammamia_qt.ui.controller import GameController
from mammamia_qt.ui.shell.table_page import TablePage

from .table_support import click, make_page, make_setup, play_turn_by_ui

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


class Watch:
    """Checks the hot-seat invariant whenever asked, and on every signal of the game."""

    def __init__(self, page: TablePage, controller: GameController) -> None:
        self.page, self.c = page, controller
        self.confirmed = -1  # who confirmed the last hand-over
        self.fresh = False  # a hand-over was confirmed since the last move was shown
        self.holder = -1  # who took the screen in this reveal, with nobody covered since
        self.checks = 0
        self.asked: list[tuple[int, str]] = []  # (seat, stage) of each human question
        self.forced: list[tuple[int, str]] = []  # the questions whose only answer was no
        self.acting = False
        self.question: tuple[int, int] | None = None  # (seat, order) of the reveal question last asked
        self.round_over = False
        self.over = False
        c = controller
        c.eventsReady.connect(self.on_events)
        c.stateChanged.connect(self.check)
        c.humanToAct.connect(self.on_human)
        c.handOverRequested.connect(lambda seat: self.set(holder=-1))
        c.aiThinking.connect(self.on_ai)
        c.roundEnded.connect(lambda e: self.set(round_over=True))
        c.gameEnded.connect(lambda e: self.set(over=True))
        page.table.scene.allAnimationsDone.connect(self.check)

    def set(self, **flags: bool) -> None:
        self.__dict__.update(flags)
        self.check()

    @property
    def table(self):
        return self.page.table

    def face_up(self) -> bool:
        hand = self.table.hand
        return bool(hand.cards or hand.order_cards)

    def check(self) -> bool:
        """The invariant, now."""
        self.checks += 1
        page, c = self.page, self.c
        assert self.table.isVisible()  # the table stays in view for everybody
        if self.face_up():
            seat = c.display_seat()
            assert seat >= 0 and seat == self.confirmed and (self.fresh or seat == self.holder)
            assert c._state.current_player() == seat  # acting now
            assert self.table.director.hand_seat == seat
            assert not page.hand_over.isVisible() and not page.summary.isVisible()
        if page.hand_over.isVisible():
            assert c.awaiting_hand_over() is not None and c.display_seat() == -1
            assert not self.table.scene.busy  # nothing is played behind the cloth
            assert page.hand_over.geometry().height() < page.height() // 2
        if page.summary.isVisible():
            assert not self.face_up()
        return True

    def confirm(self, qtbot) -> None:
        """The named person takes the screen: they click the cloth's button."""
        seat = self.c.awaiting_hand_over()
        assert seat is not None and self.c.setup.seats[seat].name in self.page.hand_over.headline.text()
        self.confirmed, self.fresh = seat, True
        self.holder = seat if self.c._state.phase == Phase.REVEAL else -1
        click(qtbot, self.page.hand_over.button)

    def on_events(self, events: list) -> None:
        pending = self.c._state.pending
        still_asked = pending is not None and (pending.seat, pending.order) == self.question
        if events and not still_asked:
            assert not self.face_up()  # face down the moment their decisions of the moment are done
            self.fresh = False
        if self.c._state.phase != Phase.REVEAL:
            self.holder = -1
        self.check()

    def on_ai(self, seat: int) -> None:
        assert not self.face_up() and not self.page.hand_over.isVisible()  # AI plays in view
        self.check()

    def on_human(self, seat: int) -> None:
        c = self.c
        # Asked only after their own hand-over, or again in the same reveal with nobody else
        # covered since (they are still at the screen: no second cover for them).
        assert seat == self.confirmed and (self.fresh or seat == self.holder)
        self.fresh = True
        assert c.display_seat() == seat
        assert self.table.hand.ingredient_counts() == tuple(c._state.hand_ing[seat])
        pending = c._state.pending
        self.question = (seat, pending.order) if pending is not None else None
        if pending is not None:
            self.asked.append((seat, pending.stage))
            if pending.stage in ("complete", "help") and len(c._state.legal_actions()) == 1:
                self.forced.append((seat, pending.stage))
        self.acting = True
        self.check()


def play(qtbot, table) -> None:
    """A turn through the action bar: the first kind that can be played with the first order in
    hand (so that the reveal has orders of both people), then the first draw."""
    bar = table.action_bar
    kind = next((b for b in bar.kind_buttons if b.isVisible() and b.isEnabled()), None)
    if kind is not None:
        click(qtbot, kind)
    if bar.order_button.isVisible() and bar.order_button.isEnabled() and table.hand.order < 0:
        click(qtbot, bar.order_button)
    draws = (bar.supply_button, bar.waiter_button, bar.pass_button)
    if not any(b.isVisible() and b.isEnabled() for b in draws):
        play_turn_by_ui(qtbot, table)
        return
    click(qtbot, next(b for b in draws if b.isVisible() and b.isEnabled()))


def answer(qtbot, table) -> None:
    """A reveal decision through the prompt: the first option, yes where open, ask for help
    where the owner may, else no."""
    p = table.prompt
    if p.options:
        click(qtbot, p.options[0])
    elif p.ask is not None and p.ask.isEnabled():
        click(qtbot, p.ask)
    elif p.yes is not None and p.yes.isEnabled():
        click(qtbot, p.yes)
    else:
        click(qtbot, p.no)


def test_hot_seat_game_shows_each_hand_only_to_its_owner(qtbot) -> None:
    setup = make_setup(["human", "human", "beginner"], seed=8, edition="plus", start_player=2)
    controller, page = make_page(qtbot, setup)
    watch = Watch(page, controller)
    asks_for_help: list[int] = []
    controller.actionApplied.connect(
        lambda a: asks_for_help.append(1) if isinstance(a, AskHelp) and a.request else None
    )
    controller.start()
    for _ in range(5000):
        qtbot.waitUntil(
            lambda: (
                watch.check()
                and (watch.over or watch.round_over or watch.acting or page.hand_over.isVisible())
            ),
            timeout=20000,
        )
        if watch.over:
            break
        if watch.round_over:
            watch.round_over = False
            assert page.summary.isVisible() and not watch.face_up()
            click(qtbot, page.summary.button)
            continue
        if page.hand_over.isVisible():
            assert not watch.face_up()
            watch.confirm(qtbot)
            continue
        watch.acting = False
        if page.table.pages.currentWidget() is page.table.prompt:
            answer(qtbot, page.table)
        else:
            play(qtbot, page.table)
    assert watch.over and controller.over
    assert not watch.face_up()
    stages = {stage for _, stage in watch.asked}
    assert {"complete", "help"} <= stages  # the reveal asked both people (asking for help is in "complete")
    assert {seat for seat, _ in watch.asked} == {0, 1}
    assert ("help" in {s for _, s in watch.forced}) and ("complete" in {s for _, s in watch.forced})
    assert asks_for_help and watch.checks > 300


def test_one_person_against_the_computer_keeps_their_hand_in_view(qtbot) -> None:
    setup = make_setup(["beginner", "human", "beginner"], seed=8, edition="plus", start_player=0)
    controller, page = make_page(qtbot, setup)
    handovers: list[int] = []
    acting: list[int] = []
    controller.handOverRequested.connect(handovers.append)
    controller.humanToAct.connect(acting.append)
    thinking_with_hand: list[bool] = []
    controller.aiThinking.connect(lambda s: thinking_with_hand.append(bool(page.table.hand.cards)))
    controller.start()
    for _ in range(6):
        qtbot.waitUntil(lambda: bool(acting), timeout=10000)
        acting.clear()
        play_turn_by_ui(qtbot, page.table)
    assert handovers == [] and not page.hand_over.isVisible()
    assert controller.display_seat() == 1
    assert thinking_with_hand and all(thinking_with_hand)  # the hand stays up while the AI plays
