"""The guided game's words in the player's language: the steps' lessons and each move's instruction."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mammamia_qt.engine.actions import NO_ORDER, SUPPLY, Action, AskHelp, Choose, Complete, Help, Play
from mammamia_qt.engine.cards import OrderCard
from mammamia_qt.tutorial.script import Lesson, Step
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
    "plus_welcome": QT_TRANSLATE_NOOP(
        "Tutorial",
        "This is the Plus edition: nine cards in hand and a sixth ingredient, shrimp. Above all, in Plus "
        "the players may help each other. Let's play a round and see how.",
    ),
    "plus_opponents": QT_TRANSLATE_NOOP(
        "Tutorial", "Your opponents are Luigi and Gina. Everyone bakes in the same oven."
    ),
    "plus_turn": QT_TRANSLATE_NOOP(
        "Tutorial",
        "A turn is as in Classic: ingredients of one kind, maybe an order, then draw. In Plus you draw "
        "up to nine cards, but at most five at a time.",
    ),
    "ask_help": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Your order is short and your hand cannot cover it. In Plus you may ask the others for exactly "
        "the cards you miss: the first who holds them all and still has an order in the waiter may help.",
    ),
    "asked": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Now someone asks you for help. Everyone is asked in turn, so the question tells nobody what "
        "you hold. This time, say no.",
    ),
    "help": QT_TRANSLATE_NOOP(
        "Tutorial",
        "You hold what is asked for: help! The cards go to the owner, and the top card of your waiter "
        "goes onto the delivered pile: it counts as a pizza for you.",
    ),
    "plus_end": QT_TRANSLATE_NOOP(
        "Tutorial",
        "That was a Plus round with helping! The lesson ends here: play on against Luigi and Gina. "
        "Whoever has delivered the most orders after three rounds wins.",
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


def _answer(move: Action, then: Action | None) -> str:
    """A reveal's answer in words (``then``: the answer after it, e.g. the help asked for after a no)."""
    if isinstance(move, Complete) and move.accept:
        return QCoreApplication.translate("Tutorial", "Add {cards} from your hand.").format(
            cards=counts_text(move.give)
        )
    if isinstance(then, AskHelp) and then.request or isinstance(move, AskHelp) and move.request:
        request = then.request if isinstance(then, AskHelp) else move.request  # type: ignore[union-attr]
        return QCoreApplication.translate("Tutorial", "Ask the others for {cards}.").format(
            cards=counts_text(request)
        )
    if isinstance(move, Help):
        return (
            QCoreApplication.translate("Tutorial", "Answer yes: hand over the cards asked for.")
            if move.accept
            else QCoreApplication.translate("Tutorial", "Answer no: you do not help this time.")
        )
    return QCoreApplication.translate("Tutorial", "Answer no: the order goes back under your waiter.")


def instruction(moves: tuple[Action, ...], index: int, orders: tuple[OrderCard, ...]) -> str:
    """What the player is asked to do for ``moves[index]``, in words."""
    move = moves[index]
    if isinstance(move, Play):
        return _play(move, orders)
    if isinstance(move, Choose):
        kinds = join_list([ingredient_name(k) for k in move.kinds])
        return QCoreApplication.translate("Tutorial", "Choose {kinds}.").format(kinds=kinds)
    return _answer(move, moves[index + 1] if index + 1 < len(moves) else None)


def step_text(lesson: Lesson, step: Step, orders: tuple[OrderCard, ...]) -> str:
    """The bubble's text for ``step``: its lesson, then what to do (for a move)."""
    words = QCoreApplication.translate("Tutorial", LESSONS[step.lesson]) if step.lesson else ""
    if step.move is None:
        return words
    todo = instruction(lesson.moves, step.move, orders)
    return f"{words}\n\n{todo}" if words else todo


def refusal(lesson: Lesson, step: Step | None, orders: tuple[OrderCard, ...]) -> str:
    """Why a legal move is refused now: the step wants another one (or the note to be read first)."""
    if step is None or step.move is None:
        return QCoreApplication.translate("Tutorial", "First read the note, then press Next.")
    return QCoreApplication.translate("Tutorial", "Not this move now. {todo}").format(
        todo=instruction(lesson.moves, step.move, orders)
    )


def next_label(last: bool) -> str:
    return (
        QCoreApplication.translate("Tutorial", "Play on")
        if last
        else QCoreApplication.translate("Tutorial", "Next")
    )


def skip_label() -> str:
    return QCoreApplication.translate("Tutorial", "Skip tutorial")
