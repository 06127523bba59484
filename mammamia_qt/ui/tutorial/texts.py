"""The guided game's words in the player's language: the steps' lessons and each move's instruction."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mammamia_qt.engine.actions import NO_ORDER, SUPPLY, Action, Choose, Complete, Play
from mammamia_qt.engine.cards import OrderCard
from mammamia_qt.tutorial.script import MOVES, Step
from mammamia_qt.ui.common.names import count_of, counts_text, ingredient_name, join_list, order_name


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for lupdate under ``context``; the text itself is the source text."""
    return text


LESSONS: dict[str, str] = {
    "welcome": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Welcome to Mamma Mia! Let's play your first game together. These are your cards: ingredients, and your order, a pizza you want to bake.",
    ),
    "oven": QT_TRANSLATE_NOOP(
        "Tutorial",
        "This is the oven. Everyone puts cards into it, but only the top card stays visible. Remember what goes in: that is the whole game!",
    ),
    "opponent": QT_TRANSLATE_NOOP(
        "Tutorial", "This is your opponent, Luigi. He plays his own orders with the same oven."
    ),
    "turn": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Your turn! Each turn you put ingredients of one kind into the oven, may add one order, and then draw back up to seven cards.",
    ),
    "draw": QT_TRANSLATE_NOOP(
        "Tutorial",
        "You may draw from the supply (ingredients) or from your waiter (your own orders), never both. This time take ingredients.",
    ),
    "well_done": QT_TRANSLATE_NOOP("Tutorial", "Well done. Keep filling the oven."),
    "delivery": QT_TRANSLATE_NOOP(
        "Tutorial", "Orders are delivered when the ingredients before them are in the oven."
    ),
    "no_order": QT_TRANSLATE_NOOP("Tutorial", "No order left in your hand: just play ingredients."),
    "reveal": QT_TRANSLATE_NOOP(
        "Tutorial",
        "The supply is empty: the oven is turned over! Its cards are shown one by one, in the order they were played. Ingredients join their columns.",
    ),
    "complete": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Your order is short of a few ingredients, but you hold them. Complete it from your hand and it is delivered!",
    ),
    "choose": QT_TRANSLATE_NOOP("Tutorial", "This order lets you choose a kind."),
    "again": QT_TRANSLATE_NOOP("Tutorial", "Short again, and you can cover it: complete it."),
    "back": QT_TRANSLATE_NOOP(
        "Tutorial", "This time your hand cannot cover it: the order goes back under your waiter."
    ),
    "end": QT_TRANSLATE_NOOP(
        "Tutorial",
        "That was a whole round! The lesson ends here: play on against Luigi. Whoever has delivered the most orders after three rounds wins. Good luck!",
    ),
}
"""The lesson's words, by the names the script's steps give them (source texts for Qt Linguist)."""


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
    lesson = QCoreApplication.translate("Tutorial", LESSONS[step.lesson]) if step.lesson else ""
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
