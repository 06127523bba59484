"""The guided game's words in the player's language: the steps' lessons and each move's instruction."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mammamia_qt.engine.actions import NO_ORDER, SUPPLY, Action, Choose, Complete, Play
from mammamia_qt.engine.cards import OrderCard
from mammamia_qt.tutorial.script import CONTEXT, MOVES, Step
from mammamia_qt.ui.common.names import count_of, counts_text, ingredient_name, join_list, order_name


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _play(move: Play, orders: tuple[OrderCard, ...]) -> str:
    cards = count_of(move.count, move.kind)
    if move.order == NO_ORDER:
        text = (
            QCoreApplication.translate("Tutorial", "Select {cards} in your hand, then draw from the supply.")
            if move.draw == SUPPLY
            else QCoreApplication.translate(
                "Tutorial", "Select {cards} in your hand, then draw from your waiter."
            )
        )
        return text.format(cards=cards)
    text = (
        QCoreApplication.translate(
            "Tutorial", "Select {cards} and your order “{order}” in your hand, then draw from the supply."
        )
        if move.draw == SUPPLY
        else QCoreApplication.translate(
            "Tutorial", "Select {cards} and your order “{order}” in your hand, then draw from your waiter."
        )
    )
    return text.format(cards=cards, order=order_name(orders[move.order].type))


def instruction(move: Action, orders: tuple[OrderCard, ...]) -> str:
    """What the player is asked to do for ``move``, in words."""
    if isinstance(move, Play):
        return _play(move, orders)
    if isinstance(move, Choose):
        kinds = join_list([ingredient_name(k) for k in move.kinds])
        return QCoreApplication.translate("Tutorial", "Choose {kinds}.").format(kinds=kinds)
    if isinstance(move, Complete) and move.accept:
        return QCoreApplication.translate("Tutorial", "Add {cards} from your hand.").format(
            cards=counts_text(move.give)
        )
    return QCoreApplication.translate("Tutorial", "Answer no: the order goes back under your waiter.")


def step_text(step: Step, orders: tuple[OrderCard, ...]) -> str:
    """The bubble's text for ``step``: its lesson, then what to do (for a move)."""
    lesson = tr(step.text) if step.text else ""
    if step.move is None:
        return lesson
    todo = instruction(MOVES[step.move], orders)
    return f"{lesson}\n\n{todo}" if lesson else todo


def refusal(step: Step | None, orders: tuple[OrderCard, ...]) -> str:
    """Why a legal move is refused now: the step wants another one (or the note to be read first)."""
    if step is None or step.move is None:
        return QCoreApplication.translate("Tutorial", "First read the note, then press Next.")
    return QCoreApplication.translate("Tutorial", "Not this move now. {todo}").format(
        todo=instruction(MOVES[step.move], orders)
    )


def next_label(last: bool) -> str:
    return (
        QCoreApplication.translate("Tutorial", "Play on")
        if last
        else QCoreApplication.translate("Tutorial", "Next")
    )


def skip_label() -> str:
    return QCoreApplication.translate("Tutorial", "Skip tutorial")
