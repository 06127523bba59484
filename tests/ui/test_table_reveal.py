"""A reveal with every kind of decision, each answered through the prompt widgets.

The state is arranged so that the human's orders come out as: a Monotoni (joker kind), a Minimale
with a tie, topped up from hand, then a Pizza Mamma Mia (A or B) that is short, so its owner asks
for help and the second human is asked to help.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from mammamia_qt.engine.events import RoundEnded
from mammamia_qt.engine.ids import Phase, ReturnReason
from mammamia_qt.engine.state import ORDER_BASE, GameState
from mammamia_qt.ui.common.themes import theme
from mammamia_qt.ui.controller import GameController

from .table_support import click, make_setup, make_table

P, OLIVE, PEPPER, MUSHROOM, SALAMI, SHRIMP = range(6)


def arranged_state(setup) -> GameState:
    state, _ = GameState.new_game(setup.rules, setup.seed)
    yellow = {o.type.value: o.index for o in state.orders if o.colour == "yellow"}
    mono, mini, mamma = yellow["monotoni"], yellow["minimale"], yellow["mamma_mia"]
    assert state.orders[mamma].either == (PEPPER, SALAMI)
    for o in (mono, mini, mamma):
        for pile in (state.waiter[0], state.hand_orders[0]):
            if o in pile:
                pile.remove(o)
    state.oven = [P, *[OLIVE] * 6, ORDER_BASE + mono,
                  P, PEPPER, PEPPER, MUSHROOM, MUSHROOM, ORDER_BASE + mini,
                  P, *[SALAMI] * 4, ORDER_BASE + mamma]  # fmt: skip
    state.hand_ing[0] = [0, 0, 2, 0, 0, 1]
    state.hand_orders[0] = []
    state.hand_ing[1] = [0, 0, 0, 0, 1, 0]
    state.supply = [MUSHROOM]
    state.current = 0
    state._legal = None
    return state


def option(widget, name: str):
    return next(b for b in widget.prompt.options if name in b.text())


class Asked:
    """Who the controller asks, and the hand-overs before: each step waits for the next person asked."""

    def __init__(self, qtbot, controller: GameController, widget) -> None:
        self.qtbot, self.controller, self.widget = qtbot, controller, widget
        self.seats: list[int] = []
        self.handovers: list[int] = []
        self.rounds: list[RoundEnded] = []
        controller.humanToAct.connect(self.seats.append)
        controller.handOverRequested.connect(self.handovers.append)
        controller.roundEnded.connect(self.rounds.append)
        self.last: tuple[int, str] | None = None  # who was asked last, and in which phase

    def wait(self, seat: int, hand_over: bool | None = None) -> None:
        """Each time a person is asked after anything was shown, the screen is handed over first,
        unless the same person was asked last in this reveal (they still have the screen)."""
        controller, widget, asked = self.controller, self.widget, self.seats
        if hand_over is None:
            reveal = controller._state.phase == Phase.REVEAL
            hand_over = not (reveal and self.last == (seat, Phase.REVEAL))
        if hand_over:
            self.qtbot.waitUntil(lambda: controller.awaiting_hand_over() == seat)
            assert widget.hand.cards == [] and widget.hand.order_cards == [] and not asked
            controller.confirm_hand_over()
        self.qtbot.waitUntil(lambda: bool(asked) and asked[-1] == seat and controller.acting_seat() == seat)
        assert controller.display_seat() == seat and widget.hand.ingredient_counts() == tuple(
            controller._state.hand_ing[seat]
        )
        asked.clear()
        self.last = (seat, controller._state.phase)


def test_every_reveal_decision_through_the_prompts(qtbot) -> None:
    setup = make_setup(["human", "human", "random"], seed=4, edition="plus", start_player=0)
    controller = GameController(setup, ai_delay_ms=0, saved=arranged_state(setup))
    controller, widget = make_table(qtbot, setup, controller=controller)
    asked = Asked(qtbot, controller, widget)
    controller.start()
    asked.wait(0)
    bar = widget.action_bar
    # a count reads as a count (1 shrimp in hand), the key as a key, as on every dock button
    assert bar.kind_buttons[SHRIMP].text() == "×1  [6]" and bar.kind_buttons[PEPPER].text() == "×2  [3]"
    click(qtbot, bar.kind_buttons[SHRIMP])
    click(qtbot, bar.supply_button)
    _choose_kinds_and_complete(qtbot, asked)
    _ask_for_help_and_help(qtbot, asked)
    qtbot.waitUntil(lambda: bool(asked.rounds))
    assert asked.rounds[0].delivered[0] == 3 and asked.rounds[0].delivered[1] == 1
    assert widget.scene.reveal.counts()[MUSHROOM] == 2  # carried over, still shown


def _choose_kinds_and_complete(qtbot, asked: Asked) -> None:
    """The Monotoni's joker kind, then the Minimale's tie and its top-up from hand."""
    widget = asked.widget
    asked.wait(0)  # Monotoni: the joker kind
    assert widget.prompt.stage == "choose" and len(widget.prompt.options) == 5
    texts = [b.text() for b in widget.prompt.options]
    assert texts[0] == "Olive  [1]" and all(t.endswith(f"  [{i + 1}]") for i, t in enumerate(texts))
    click(qtbot, option(widget, "Olive"))

    asked.wait(0)  # Minimale: a tie between pepper and mushroom
    assert widget.prompt.stage == "choose" and len(widget.prompt.options) == 2
    click(qtbot, option(widget, "Pepper"))

    asked.wait(0, hand_over=False)  # the same order, the same person: short of 2 pepper, add them?
    assert widget.prompt.stage == "complete"
    offered = [c for c in widget.hand.cards if c.highlight == QColor(theme().offer)]
    assert len(offered) == 2 and all(c.kind == PEPPER for c in offered)
    assert widget.prompt.ask is not None and widget.prompt.no is not None  # or ask, or let it go back
    click(qtbot, widget.prompt.yes)


def _ask_for_help_and_help(qtbot, asked: Asked) -> None:
    """The Pizza Mamma Mia's A or B, short of a card: its owner asks, the other person helps."""
    widget = asked.widget
    asked.wait(0)  # Pizza Mamma Mia: A or B
    assert {b.text().split("  ", 1)[0] for b in widget.prompt.options} == {"Pepper", "Salami"}
    click(qtbot, option(widget, "Salami"))

    asked.wait(0, hand_over=False)  # short of a salami the hand lacks: add, ask or let go, in one
    assert widget.prompt.stage == "complete"
    assert widget.prompt.yes is None and widget.prompt.no is not None
    assert widget.prompt.request == [0, 0, 0, 0, 1, 0]
    assert "1\u00a0×\u00a0Salami" in widget.prompt.title.text()  # a count never breaks from its kind
    click(qtbot, widget.prompt.ask)  # no to adding and the request, in one click

    asked.wait(1)  # Beate: help Anna with 1 salami?
    assert asked.handovers == [0, 0, 1]  # Anna for her turn and when the reveal asks her first; then Beate
    assert widget.prompt.stage == "help"
    assert "Anna" in widget.prompt.title.text()
    assert [c.kind for c in widget.hand.cards if c.highlight == QColor(theme().offer)] == [SALAMI]
    click(qtbot, widget.prompt.yes)


def test_every_return_reason_the_engine_gives_has_a_text(qapp) -> None:
    """One text where the hand decided; the public reasons each say theirs."""
    from mammamia_qt.ui.common.names import returned_reason

    texts = [
        returned_reason(r)
        for r in (
            ReturnReason.NOT_COMPLETED,
            ReturnReason.FORBIDDEN,
            ReturnReason.NO_CANDIDATE,
            ReturnReason.NO_HELP,
        )
    ]
    assert texts[0] == "not completed"
    assert len(set(texts)) == 4 and all(
        t not in ("not_completed", "forbidden", "no_candidate", "no_help") for t in texts
    )


def test_who_is_asked_for_help_is_shown(qtbot) -> None:
    """Everyone with a waiter card is asked, able or not: the table names who is asked now."""
    setup = make_setup(["human", "beginner", "random"], seed=4, edition="plus", start_player=0)
    controller = GameController(setup, ai_delay_ms=0, saved=arranged_state(setup))
    controller, widget = make_table(qtbot, setup, controller=controller)
    seen: list[tuple[int, str, int]] = []
    asked: list[int] = []

    def on_thinking(seat: int) -> None:  # runs after the table's own handler
        pending = controller._state.pending
        if pending is not None and pending.stage == "help":
            seen.append((seat, widget.wait_label.text(), widget.director.thinking))

    controller.aiThinking.connect(on_thinking)
    controller.humanToAct.connect(asked.append)
    controller.start()
    for answer in ("shrimp", "Olive", "Pepper", "yes", "Salami"):
        qtbot.waitUntil(lambda: bool(asked) and controller.acting_seat() == 0)
        asked.clear()
        if answer == "shrimp":
            click(qtbot, widget.action_bar.kind_buttons[SHRIMP])
            click(qtbot, widget.action_bar.supply_button)
        elif answer == "yes":
            click(qtbot, widget.prompt.yes)
        else:
            click(qtbot, option(widget, answer))
    qtbot.waitUntil(lambda: bool(asked) and controller.acting_seat() == 0)
    assert widget.prompt.stage == "complete"  # the hand cannot make it up: it asks for help at once
    click(qtbot, widget.prompt.ask)
    qtbot.waitUntil(lambda: bool(seen))
    seat, text, marked = seen[0]
    assert seat == 1  # Beate is asked first (clockwise from Anna's left)...
    assert "Anna" in text and "Beate" in text  # ...and the table says so
    assert marked == 1


def test_every_reveal_decision_by_keys_alone(qtbot) -> None:
    """The same reveal as above with the keyboard only: a kind's number and S, an option's number,
    Y, A; each question is spoken to the person asked (the narration's live line)."""
    from PySide6.QtCore import Qt

    setup = make_setup(["human", "human", "random"], seed=4, edition="plus", start_player=0)
    controller = GameController(setup, ai_delay_ms=0, saved=arranged_state(setup))
    controller, widget = make_table(qtbot, setup, controller=controller)
    asked = Asked(qtbot, controller, widget)
    controller.start()

    def keys(*pressed: Qt.Key) -> None:
        widget.setFocus()
        for key in pressed:
            qtbot.keyClick(widget, key)

    def option_key(name: str) -> Qt.Key:
        i = next(i for i, b in enumerate(widget.prompt.options) if name in b.text())
        return Qt.Key(Qt.Key.Key_1 + i)

    asked.wait(0)
    keys(Qt.Key.Key_6, Qt.Key.Key_S)  # one shrimp, draw from the supply
    asked.wait(0)
    assert widget.narration.live() == widget.prompt.title.text()  # asked as the dock asks, to her
    keys(option_key("Olive"))
    asked.wait(0)
    keys(option_key("Pepper"))
    asked.wait(0, hand_over=False)
    assert widget.prompt.stage == "complete"
    keys(Qt.Key.Key_Y)
    asked.wait(0)
    keys(option_key("Salami"))
    asked.wait(0, hand_over=False)
    keys(Qt.Key.Key_A)  # ask the others for help
    asked.wait(1)
    assert widget.prompt.stage == "help"
    question = widget.narration.live()
    assert question == widget.prompt.title.text() and "Anna" in question
    keys(Qt.Key.Key_Y)
    qtbot.waitUntil(lambda: bool(asked.rounds))
    assert asked.rounds[0].delivered[0] == 3 and asked.rounds[0].delivered[1] == 1
    told = widget.narration.lines()
    assert any(line.startswith("Beate helps Anna with") for line in told)
    assert question not in told  # a question is spoken, never kept
