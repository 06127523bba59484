"""Helpers for the table tests: build a table at instant speed and play it through its widgets."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.controller import GameController
from mammamia_qt.ui.table import TableWidget

NAMES = ("Anna", "Beate", "Carlo", "Dario", "Elsa", "Fabio")


def make_setup(kinds: list[str], seed: int = 3, **rules: object) -> GameSetup:
    seats = tuple(SeatConfig(name=NAMES[i], kind=k) for i, k in enumerate(kinds))
    return GameSetup(rules=Rules(players=len(kinds), **rules), seats=seats, seed=seed)  # type: ignore[arg-type]


def make_table(qtbot, setup: GameSetup, size: tuple[int, int] = (1280, 720), controller=None):
    controller = controller or GameController(setup, ai_delay_ms=0)
    widget = TableWidget(controller, CardArt())
    qtbot.addWidget(widget)
    widget.set_speed("instant")
    widget.resize(*size)
    widget.show()
    return controller, widget


def make_page(qtbot, setup: GameSetup, size: tuple[int, int] = (1280, 720), controller=None):
    """A whole table page (table, hand-over cover, round summary) for ``setup``, at instant speed."""
    from mammamia_qt.ui.shell.table_page import TablePage

    controller = controller or GameController(setup, ai_delay_ms=0)
    page = TablePage(CardArt())
    qtbot.addWidget(page)
    page.resize(*size)
    page.set_controller(controller)
    page.set_speed("instant")
    page.show()
    return controller, page


def click(qtbot, button: QPushButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def play_turn_by_ui(qtbot, widget: TableWidget) -> None:
    """One turn through the action bar: the first kind that can be played, then the first draw."""
    bar = widget.action_bar
    draws = (bar.supply_button, bar.waiter_button, bar.pass_button)
    for _ in range(4):
        if any(b.isVisible() and b.isEnabled() for b in draws):
            break
        kind = next((b for b in bar.kind_buttons if b.isVisible() and b.isEnabled()), None)
        if kind is not None and widget.hand.kind < 0:
            click(qtbot, kind)
        else:
            click(qtbot, bar.order_button)
    click(qtbot, next(b for b in draws if b.isVisible() and b.isEnabled()))


def answer_prompt_by_ui(qtbot, widget: TableWidget) -> None:
    """A reveal decision through the prompt: the first option, 'yes' when possible, else 'no'."""
    p = widget.prompt
    if p.options:
        click(qtbot, p.options[0])
    elif p.yes is not None and p.yes.isEnabled():
        click(qtbot, p.yes)
    else:
        click(qtbot, p.no)
