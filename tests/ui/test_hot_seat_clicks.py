"""Hot seat with few clicks: four people, Plus, one reveal with two requests for help.

The reveal is played through the real table page like people would: only visible, enabled buttons
are clicked (each click counted), with one fixed policy: owners ask for help with what is missing,
nobody helps. It is played twice, once where everyone asked could help and once where nobody
could: the clicks and everything the covers show must be the same, so the questions tell nobody
what is in a hand; and a whole reveal takes few clicks (one cover per person per moment, a "no"
straight from the cover).
"""

from __future__ import annotations

import pytest

from mammamia_qt.engine.events import HelpAsked, KindsChosen, OrderDelivered, OrderReturned, RoundEnded
from mammamia_qt.engine.state import ORDER_BASE, GameState
from mammamia_qt.ui.controller import GameController
from mammamia_qt.ui.shell.table_page import TablePage

from .table_support import click, make_page, make_setup

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

P, OLIVE, PEPPER, MUSHROOM, SALAMI, SHRIMP = range(6)
MONOTONI, BEATE_OLIVES, BEATE_MUSHROOMS = 7, 16, 17  # Anna's Monotoni, two of Beate's Normale
MOST_CLICKS = 18

HANDS = {  # the same sizes either way: only what is in them differs
    "can help": ([0, 2, 0, 2, 0, 1], [0, 2, 0, 2, 0, 0]),  # (Anna's, everyone else's)
    "cannot help": ([0, 0, 0, 0, 4, 1], [0, 0, 0, 0, 4, 0]),
}


def arranged_state(setup, hands: str) -> GameState:
    """Anna draws the last card; then the oven gives: her Monotoni (choose the kind, 2 olive
    short, she asks for help, nobody helps), a Normale of Beate's delivered at once, and
    another of hers 2 mushroom short (she asks for help, nobody helps)."""
    state, _ = GameState.new_game(setup.rules, setup.seed)
    assert state.orders[MONOTONI].type.value == "monotoni" and state.orders[MONOTONI].colour == "yellow"
    assert state.orders[BEATE_OLIVES].needs == (0, 4, 1, 0, 0, 0)
    assert state.orders[BEATE_MUSHROOMS].needs == (0, 0, 1, 4, 0, 0)
    in_oven = {MONOTONI, BEATE_OLIVES, BEATE_MUSHROOMS}
    anna, others = HANDS[hands]
    for seat in range(4):
        state.waiter[seat] = [o for o in state.waiter[seat] if o not in in_oven][:3]
        state.hand_orders[seat] = []
        state.hand_ing[seat] = list(anna if seat == 0 else others)
    state.oven = [P, *[OLIVE] * 4, ORDER_BASE + MONOTONI, PEPPER, ORDER_BASE + BEATE_OLIVES,
                  PEPPER, MUSHROOM, MUSHROOM, ORDER_BASE + BEATE_MUSHROOMS]  # fmt: skip
    state.supply = [SALAMI]
    state.current = 0
    state._legal = None
    return state


class Player:
    """The people at the screen: they click what they see, by the policy, and the clicks are counted."""

    def __init__(self, qtbot, page: TablePage, controller: GameController, ask: bool) -> None:
        self.qtbot, self.page, self.c = qtbot, page, controller
        self.ask = ask  # owners ask for help (else they let a short order go back)
        self.shown: set[int] = set()  # whose hands were face up during the reveal
        controller.stateChanged.connect(lambda: self.shown.add(controller.display_seat()))
        self.clicks = 0
        self.covers = 0
        self.screens: list[tuple] = []  # what each cover showed: its texts and enabled buttons
        self.events: list = []
        self.round_over = False
        controller.eventsReady.connect(self.events.extend)
        controller.roundEnded.connect(lambda e: setattr(self, "round_over", True))

    def press(self, button) -> None:
        click(self.qtbot, button)
        self.clicks += 1

    def ready(self) -> bool:
        table = self.page.table
        return (
            self.round_over
            or self.page.hand_over.isVisible()
            or (self.c.acting_seat() is not None and not table.scene.busy)
        )

    def step(self) -> None:
        """One click of whoever is asked now."""
        cover, table = self.page.hand_over, self.page.table
        if cover.isVisible():
            assert table.hand.cards == [] and table.hand.order_cards == []  # no hand under the cover
            self.covers += 1
            buttons = [(b.text(), b.isEnabled()) for b in cover.buttons()]
            self.screens.append((cover.headline.text(), cover.question.text(), cover.hint.text(), buttons))
            pending = self.c.view().pending  # public: what is asked, never the answers
            declines = pending is not None and (
                pending.stage == "help" or not self.ask and not cover.decline.isHidden()
            )
            self.press(cover.decline if declines else cover.button)
            return
        prompt = table.prompt
        assert table.pages.currentWidget() is prompt, "the reveal asks; it is no turn"
        if prompt.options:  # a choice: the first one
            self.press(prompt.options[0])
        elif prompt.ask is not None and self.ask:
            self.press(prompt.ask)
        else:
            self.press(prompt.no)


def play_reveal(qtbot, hands: str, ask: bool = True) -> Player:
    setup = make_setup(["human"] * 4, seed=5, edition="plus", start_player=0)
    controller = GameController(setup, ai_delay_ms=0, saved=arranged_state(setup, hands))
    controller, page = make_page(qtbot, setup, controller=controller)
    player = Player(qtbot, page, controller, ask)
    controller.start()
    qtbot.waitUntil(lambda: page.hand_over.isVisible())
    click(qtbot, page.hand_over.button)  # Anna's last turn: a shrimp, and she draws the last card
    qtbot.waitUntil(lambda: controller.acting_seat() == 0)
    click(qtbot, page.table.action_bar.kind_buttons[SHRIMP])
    click(qtbot, page.table.action_bar.supply_button)
    player.shown.clear()
    for _ in range(60):  # the oven is opened: every click from here to the round's summary counts
        qtbot.waitUntil(player.ready, timeout=10000)
        if player.round_over:
            break
        player.step()
    assert player.round_over and page.summary.isVisible()
    return player


def test_a_reveal_takes_few_clicks_and_the_same_whatever_the_hands(qtbot) -> None:
    can, cannot = (play_reveal(qtbot, hands) for hands in ("can help", "cannot help"))
    for player in (can, cannot):
        kinds = [type(e) for e in player.events]
        assert kinds.count(KindsChosen) == 1 and kinds.count(HelpAsked) == 2
        assert kinds.count(OrderDelivered) == 1 and kinds.count(OrderReturned) == 2  # nobody helped
        assert kinds.count(RoundEnded) == 1
    print(f"\nclicks for the reveal: {can.clicks} (covers: {can.covers})")
    assert can.clicks <= MOST_CLICKS
    assert can.clicks == cannot.clicks and can.covers == cannot.covers
    assert can.screens == cannot.screens  # the covers show the same, word for word
    helps = [s for s in can.screens if "Will you help?" in s[1]]
    assert len(helps) == 6 and all(len(s[3]) == 2 for s in helps)  # each with its "no" on the cover
    assert can.covers == 8  # Anna once for her Monotoni, Beate once, and each asked person once


def test_an_owner_lets_a_short_order_go_back_from_the_cover(qtbot) -> None:
    """The owner's "no" on the cover: the order goes back and their hand was never shown."""
    for hands in ("can help", "cannot help"):
        player = play_reveal(qtbot, hands, ask=False)
        returned = [e for e in player.events if isinstance(e, OrderReturned)]
        assert [e.reason for e in returned] == ["not_completed", "not_completed"]
        assert not any(isinstance(e, HelpAsked) for e in player.events)
        assert player.clicks == 4  # Anna: show, choose, let it go back; Beate: let it go back (covered)
        assert player.shown <= {-1, 0}  # Beate's hand never came up
