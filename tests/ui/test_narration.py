"""The table's narration: events told in words, nothing hidden, each line announced to screen readers."""

from __future__ import annotations

import dataclasses
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from mammamia_qt.engine import events as ev
from mammamia_qt.engine.cards import INGREDIENTS, load_deck
from mammamia_qt.engine.rules import Rules
from mammamia_qt.engine.state import GameState
from mammamia_qt.ui.common.names import ingredient_name, order_name
from mammamia_qt.ui.table import narration
from mammamia_qt.ui.table.director import HANDLERS
from mammamia_qt.ui.table.narration import Narrator
from mammamia_qt.wording.messages import DESCRIBE

from .table_support import make_setup, make_table

NAMES = ["Anna", "Ben", "Carla", "Dario"]


def narrator(edition: str = "classic") -> Narrator:
    return Narrator(NAMES, load_deck(edition).orders)


def say(n: Narrator, event: ev.Event, viewer: int = -1) -> str:
    return n.text(event, viewer)()


def test_every_event_the_table_shows_is_told() -> None:
    assert set(DESCRIBE) == set(HANDLERS)


def test_plays_draws_and_the_reveal_in_words(languages) -> None:
    assert languages.set_language("en")
    n = narrator()
    salami = INGREDIENTS.index("salami")
    orders = load_deck("classic").orders
    assert say(n, ev.IngredientsPlayed(seat=0, kind=salami, count=3)) == "Anna puts 3 × Salami into the oven."
    assert (
        say(n, ev.IngredientsPlayed(seat=0, kind=salami, count=3), 0) == "You put 3 × Salami into the oven."
    )
    assert say(n, ev.CardsDrawn(1, "supply", 2, (2, 0, 0, 0, 0, 0), ())) == "Ben draws from the supply: 2."
    assert say(n, ev.CardsDrawn(1, "waiter", 1, (), (4,))) == "Ben draws from their waiter: 1."
    assert say(n, ev.OrderPlayed(seat=2, order=5)) == (
        f"Carla puts the order {order_name(orders[5].type)} into the oven."
    )
    delivered = say(n, ev.OrderDelivered(order=5, owner=2, from_columns=(), from_hand=(), helper=None))
    assert delivered == f"Carla's {order_name(orders[5].type)} is delivered."
    assert say(n, ev.GameEnded(winners=(0, 3), delivered=(4, 1, 2, 4), tiebreak="none")) == (
        "Game over. Anna, Dario share the win."
    )
    assert say(n, ev.GameEnded(winners=(0, 3), delivered=(4, 1, 2, 4), tiebreak="none"), 3) == (
        "Game over. You share the win with Anna."
    )
    assert (
        say(n, ev.PhaseOneEnded(1, 7))
        == "The supply is empty: Ben takes the pizzas out of the oven (cards: 7)."
    )
    assert say(n, ev.PhaseOneEnded(1, 7, "lap")) == (
        "The lap is over: Ben takes the pizzas out of the oven (cards: 7)."
    )


def test_the_narration_speaks_the_language_of_the_moment(qapp, languages) -> None:
    n = narrator()
    text = n.text(ev.IngredientsPlayed(seat=0, kind=INGREDIENTS.index("salami"), count=3))
    english = text()
    assert languages.set_language("de")
    german = text()
    assert german != english
    assert ingredient_name("salami") in german and "Anna" in german


def _public(event: ev.Event) -> ev.Event:
    """``event`` with its private content (a draw's cards) replaced by something else."""
    if isinstance(event, ev.CardsDrawn):
        return dataclasses.replace(event, ingredients=(9,) * 6, orders=(0, 1, 2))
    return event


def _public_orders(event: ev.Event, shown: set[int]) -> None:
    """The orders everyone has seen: played face up into the oven, or turned over in the reveal."""
    if isinstance(event, ev.OrderPlayed | ev.OrderRevealed):
        shown.add(event.order)


@pytest.mark.parametrize(
    ("edition", "players", "seed"), [("classic", 4, 11), ("plus", 3, 12), ("plus", 5, 13)]
)
def test_whole_games_tell_nothing_hidden(qapp, edition: str, players: int, seed: int) -> None:
    """Over whole random games: a draw's sentence is the same whatever it drew, and no sentence names
    an order before everyone has seen it (a drawn order, one in a hand or a waiter, never)."""
    state, _ = GameState.new_game(Rules(edition=edition, players=players), seed)
    n = Narrator(NAMES + ["Elsa"], state.view_for(0).orders)
    orders = state.view_for(0).orders
    type_names = {order_name(o.type) for o in orders}
    rng, shown, told = random.Random(seed), set[int](), 0
    while not state.is_terminal():
        legal = state.legal_actions()
        for event in state.apply(legal[rng.randrange(len(legal))]):
            line = say(n, event)
            assert line == say(n, _public(event)), event
            _public_orders(event, shown)
            seen = {order_name(orders[o].type) for o in shown}
            named = {t for t in type_names if t in line}
            assert named <= seen, (line, event)
            told += 1
        views = [state.view_for(seat) for seat in range(players)]
        public = {n.status(v) for v in views}
        assert len(public) == 1, public  # the table at a glance is the same for every seat
    assert told > 100


def test_the_table_tells_each_event_as_it_is_shown_and_announces_it(qtbot, monkeypatch) -> None:
    spoken: list[tuple[object, str]] = []

    class Spy:
        Event = QAccessible.Event

        @staticmethod
        def updateAccessibility(event) -> None:
            spoken.append((event.type(), event.message() if hasattr(event, "message") else ""))

    monkeypatch.setattr(narration, "QAccessible", Spy)
    setup = make_setup(["random", "random", "random"], seed=5)
    controller, table = make_table(qtbot, setup)
    over: list[ev.GameEnded] = []
    controller.roundEnded.connect(lambda e: controller.continue_after_round())
    controller.gameEnded.connect(over.append)
    controller.start()
    qtbot.waitUntil(lambda: bool(over), timeout=60000)
    lines = table.narration.lines()
    assert lines[-1].startswith("Game over.")
    assert any("into the oven" in line for line in lines)
    assert table.narration.line.accessibleName() == "Table narration"
    assert table.narration.line.full_text() == lines[-1]
    assert (QAccessible.Event.Announcement, lines[-1]) in spoken


def test_l_opens_the_last_lines_and_escape_goes_back(qtbot) -> None:
    setup = make_setup(["random", "random"], seed=6)
    controller, table = make_table(qtbot, setup)
    controller.start()
    qtbot.waitUntil(lambda: len(table.narration.lines()) > 3, timeout=20000)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_L)
    history = table.narration.list
    assert table.narration.isVisible() and history.hasFocus()
    assert history.accessibleName() == "Table narration, last lines"
    assert history.count() == len(table.narration.lines()) or history.count() == narration.HISTORY
    qtbot.keyClick(history, Qt.Key.Key_Escape)
    assert not table.narration.isVisible() and table.hasFocus()
    qtbot.keyClick(table, Qt.Key.Key_L)
    assert table.narration.isVisible()
    table.setFocus()  # a click elsewhere: the list gets out of the way
    assert not table.narration.isVisible()


def test_the_list_makes_way_when_the_person_at_the_screen_is_asked(qtbot) -> None:
    setup = make_setup(["random", "human"], seed=6, start_player=0)
    controller, table = make_table(qtbot, setup)
    asked: list[int] = []
    controller.humanToAct.connect(asked.append)
    table.narration.open()
    # a window that is not the active one gets no focus events (seen under X without a window
    # manager): the list does not hear the focus go, and the question must close it all the same
    table.narration.list.removeEventFilter(table.narration)
    assert table.narration.isVisible()
    controller.start()
    qtbot.waitUntil(lambda: bool(asked), timeout=10000)
    assert not table.narration.isVisible() and table.hasFocus()


def test_the_table_at_a_glance_and_the_hand_only_while_shown(qtbot) -> None:
    setup = make_setup(["human", "random"], seed=8)
    controller, table = make_table(qtbot, setup)
    asked: list[int] = []
    controller.humanToAct.connect(asked.append)
    controller.start()
    qtbot.waitUntil(lambda: bool(asked), timeout=10000)
    view = controller.view()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_T)
    told = table.narration.live()
    assert told.startswith(f"Round 1 of {view.rules.rounds}: your turn.")  # Anna is at the screen
    assert f"Beate: {view.hand_sizes[1]} in hand, {view.waiter_sizes[1]} in the waiter, 0 delivered." in told
    assert "Your hand:" in told
    assert told not in table.narration.lines()
    assert table.accessibleDescription() == table.narrator.status(view, 0)
    table.director.hide_hand()
    assert "Your hand" not in table.narrator.status(view)
    controller.handOverRequested.emit(0)  # the screen passes on: the hand leaves the description too
    assert (
        table.accessibleDescription().startswith("Round 1")
        and "Your hand" not in table.accessibleDescription()
    )


def test_a_long_line_is_shown_whole_on_two_lines_of_a_fixed_height(qtbot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    line = narration.LiveLine(host)
    line.set_type_size(16)
    line.resize(360, 30)
    host.show()
    height = line.height()
    long = "Carla's Pizza Minimale goes back to the waiter: no kind can be its Minimale."
    line.set_full_text(long)
    assert "…" not in line.text() and line.text() == long
    assert line.full_text() == long and line.toolTip() == long
    assert line.minimumSizeHint().width() <= line.width()  # wrapped, not one line wider than the dock
    assert 0 < line.heightForWidth(line.width()) <= line.height() == height  # two lines, all of it
    assert line.type_size() == 16
    line.set_full_text(long + " It is taken out of play.")  # three lines at 16 px: smaller, never cut
    assert line.type_size() < 16 and line.height() == height
    assert 0 < line.heightForWidth(line.width()) <= line.height()
    line.set_full_text("Anna plays.")
    assert line.type_size() == 16 and line.height() == height
