"""The guided game's words in the player's language: the steps' lessons and each move's instruction."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from mammamia_qt.engine.actions import NO_ORDER, SUPPLY, Action, AskHelp, Choose, Complete, Help, Play
from mammamia_qt.engine.cards import OrderCard
from mammamia_qt.engine.view import PlayerView
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
    "mamma_mia": QT_TRANSLATE_NOOP(
        "Tutorial",
        "You drew the Mamma Mia card! It now lies by your name, and you drew another card in its place. "
        "When the supply runs out, whoever holds it takes the pizzas out of the oven and starts the next "
        "round: this time, you.",
    ),
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
        "That was a whole round! What you learned:\n"
        "• A turn: ingredients of one kind, maybe one order, then draw.\n"
        "• The oven is shown in the order it was filled: an order takes the ingredients before it.\n"
        "• Count what goes in: it tells you when an order is worth playing.\n"
        "• The Mamma Mia card: its holder takes the pizzas out when the supply is empty.\n"
        "Play on against Luigi (three rounds; the most orders delivered wins), or start a game of your own.",
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
    "one_lap": QT_TRANSLATE_NOOP(
        "Tutorial",
        "One more rule for later rounds: the supply is made from the ingredients a reveal used. If a "
        "reveal uses none, the next round starts with an empty supply: then everyone plays just one "
        "turn (one lap), drawing from the waiter only, and the oven is turned over again.",
    ),
    "plus_end": QT_TRANSLATE_NOOP(
        "Tutorial",
        "That was a Plus round with helping! What you learned:\n"
        "• Short of cards at the reveal? Ask the others for exactly what you miss.\n"
        "• Helping gives away cards but puts the top card of your waiter on your delivered pile.\n"
        "• An empty supply at a round's start means one lap, drawing from the waiter only.\n"
        "Play on against Luigi and Gina (three rounds; the most orders delivered wins), or start a game "
        "of your own.",
    ),
}
"""The lesson's words, by the names the script's steps give them (source texts for Qt Linguist)."""


@dataclass(frozen=True, slots=True)
class LessonFacts:
    """What the lesson's words may name of the game as the table shows it: the order cards, the
    player's view (the public plays of the round, None before the game starts) and where the move's
    order card is among the hand's cards of its type (place from the left, how many; 0 if none)."""

    orders: tuple[OrderCard, ...] = ()
    view: PlayerView | None = None
    place: tuple[int, int] = (0, 0)


ORDINALS: dict[int, str] = {
    1: QT_TRANSLATE_NOOP("Tutorial", "first"),
    2: QT_TRANSLATE_NOOP("Tutorial", "second"),
    3: QT_TRANSLATE_NOOP("Tutorial", "third"),
    4: QT_TRANSLATE_NOOP("Tutorial", "fourth"),
    5: QT_TRANSLATE_NOOP("Tutorial", "fifth"),
}
"""The place of a card among several alike, counted from the left (as the instruction's sentence
needs it in each language)."""


def _nth(place: int) -> str:
    if place in ORDINALS:
        return QCoreApplication.translate("Tutorial", ORDINALS[place])
    return str(place)


def _order_words(move: Play, table: LessonFacts) -> str:
    """The order card meant, named so it cannot be taken for another: by its type, and among
    several alike by its place from the left and the ring around it."""
    name = order_name(table.orders[move.order].type)
    place, alike = table.place
    if alike <= 1:
        return QCoreApplication.translate("Tutorial", "your order “{order}”").format(order=name)
    return QCoreApplication.translate(
        "Tutorial", "the {nth} of your {count} “{order}” orders from the left (the ringed one)"
    ).format(nth=_nth(place), count=alike, order=name)


def _play(move: Play, table: LessonFacts) -> str:
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
            "Tutorial", "Select {cards} and {order} in your hand, then draw from the supply."
        )
        if move.draw == SUPPLY
        else QCoreApplication.translate(
            "Tutorial", "Select {cards} and {order} in your hand, then draw from your waiter."
        )
    )
    return text.format(cards=cards, order=_order_words(move, table))


def in_the_oven(view: PlayerView) -> list[int]:
    """How many of each kind are in the oven by the public plays the player saw this round (and
    the ingredients carried over from the last one): the count a good memory keeps."""
    counts = list(view.carried)
    for _seat, kind, count, _order in view.round_plays:
        if 0 <= kind < len(counts):
            counts[kind] += count
    return counts


def why(move: Play, table: LessonFacts) -> str:
    """Why this order now: what the plays so far put into the oven of what it needs (a recipe's
    order only; "" for the others)."""
    if move.order == NO_ORDER or table.view is None:
        return ""
    needs = table.orders[move.order].needs
    if not any(needs):
        return ""
    oven = in_the_oven(table.view)
    oven[move.kind] += move.count  # this turn's ingredients go in before the order
    have = [min(n, oven[k]) if n else 0 for k, n in enumerate(needs)]
    missing = [max(0, n - oven[k]) for k, n in enumerate(needs)]
    order = order_name(table.orders[move.order].type)
    if not any(missing):
        return QCoreApplication.translate(
            "Tutorial",
            "Why now? Count the plays so far: with this turn the oven holds {have}, all that your “{order}” "
            "needs, unless an order revealed before it uses them.",
        ).format(have=counts_text(oven_of(needs, oven)), order=order)
    if not any(have):
        return ""
    return QCoreApplication.translate(
        "Tutorial",
        "Why now? Count the plays so far: with this turn the oven holds {have} of what your “{order}” "
        "needs, so it is short of only {missing}, which you may add from your hand when it is revealed.",
    ).format(have=counts_text(have), order=order, missing=counts_text(missing))


def oven_of(needs: tuple[int, ...], oven: list[int]) -> list[int]:
    """The oven's counts of the kinds ``needs`` names (the others left out)."""
    return [oven[k] if n else 0 for k, n in enumerate(needs)]


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


def instruction(moves: tuple[Action, ...], index: int, table: LessonFacts) -> str:
    """What the player is asked to do for ``moves[index]``, in words."""
    move = moves[index]
    if isinstance(move, Play):
        return _play(move, table)
    if isinstance(move, Choose):
        kinds = join_list([ingredient_name(k) for k in move.kinds])
        return QCoreApplication.translate("Tutorial", "Choose {kinds}.").format(kinds=kinds)
    return _answer(move, moves[index + 1] if index + 1 < len(moves) else None)


def step_text(lesson: Lesson, step: Step, table: LessonFacts) -> str:
    """The bubble's text for ``step``: its lesson, then what to do (for a move), then why."""
    words = QCoreApplication.translate("Tutorial", LESSONS[step.lesson]) if step.lesson else ""
    if step.move is None:
        return words
    move = lesson.moves[step.move]
    parts = [
        words,
        instruction(lesson.moves, step.move, table),
        why(move, table) if isinstance(move, Play) else "",
    ]
    return "\n\n".join(part for part in parts if part)


def _play_difference(chosen: Play, meant: Play, table: LessonFacts) -> str:
    """What differs between the turn the player chose and the one the step asks for."""
    if chosen.order != meant.order:
        if meant.order == NO_ORDER:
            return QCoreApplication.translate("Tutorial", "No order this time: play the ingredients alone.")
        order = order_name(table.orders[meant.order].type)
        if chosen.order == NO_ORDER:
            return QCoreApplication.translate("Tutorial", "Add {order} to the ingredients.").format(
                order=_order_words(meant, table)
            )
        if table.orders[chosen.order].type == table.orders[meant.order].type:
            return QCoreApplication.translate("Tutorial", "That is another “{order}”: take {which}.").format(
                order=order, which=_order_words(meant, table)
            )
        return QCoreApplication.translate(
            "Tutorial", "That is your “{chosen}”; this turn plays {order}."
        ).format(chosen=order_name(table.orders[chosen.order].type), order=_order_words(meant, table))
    if (chosen.kind, chosen.count) != (meant.kind, meant.count):
        return QCoreApplication.translate("Tutorial", "You chose {chosen}; this turn plays {cards}.").format(
            chosen=count_of(chosen.count, chosen.kind), cards=count_of(meant.count, meant.kind)
        )
    if meant.draw == SUPPLY:
        return QCoreApplication.translate("Tutorial", "Draw from the supply this time, not from your waiter.")
    return QCoreApplication.translate("Tutorial", "Draw from your waiter this time, not from the supply.")


def refusal(lesson: Lesson, step: Step | None, table: LessonFacts, chosen: Action | None = None) -> str:
    """Why a legal move is refused now: the note is to be read first, or the step wants another
    move (for a turn: what differs between ``chosen`` and the step's)."""
    if step is None or step.move is None:
        return QCoreApplication.translate("Tutorial", "First read the note, then press Next.")
    meant = lesson.moves[step.move]
    if isinstance(chosen, Play) and isinstance(meant, Play):
        return _play_difference(chosen, meant, table)
    return QCoreApplication.translate("Tutorial", "Not this move now. {todo}").format(
        todo=instruction(lesson.moves, step.move, table)
    )


def next_label(last: bool) -> str:
    return (
        QCoreApplication.translate("Tutorial", "Play on")
        if last
        else QCoreApplication.translate("Tutorial", "Next")
    )


def skip_label() -> str:
    return QCoreApplication.translate("Tutorial", "Leave the lesson")


def real_game_label() -> str:
    return QCoreApplication.translate("Tutorial", "New game against beginners")
