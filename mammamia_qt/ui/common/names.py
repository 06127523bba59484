"""Display names of ingredients, order types and colours, and the sentences built from them.

The engine speaks in ids; every name a player reads comes from here, translated. Sentences are
whole translatable strings with placeholders, never glued from translated fragments.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mammamia_qt.engine.cards import INGREDIENTS, OrderType
from mammamia_qt.engine.ids import Rule

AI_NAMES = ("Luigi", "Sofia", "Marco", "Giulia", "Paolo")
"""Names of the computer players (names, the same in every language)."""


def ingredient_name(kind: int | str) -> str:
    """The name of an ingredient, by kind index or id."""
    kind_id = INGREDIENTS[kind] if isinstance(kind, int) else kind
    names = {
        "pineapple": QCoreApplication.translate("Names", "Pineapple"),
        "olive": QCoreApplication.translate("Names", "Olive"),
        "pepper": QCoreApplication.translate("Names", "Pepper"),
        "mushroom": QCoreApplication.translate("Names", "Mushroom"),
        "salami": QCoreApplication.translate("Names", "Salami"),
        "shrimp": QCoreApplication.translate("Names", "Shrimp"),
    }
    return names[kind_id]


def order_name(order_type: OrderType) -> str:
    """The pizza's name printed on an order card of this type."""
    names = {
        OrderType.NORMALE: QCoreApplication.translate("Names", "Pizza Normale"),
        OrderType.BOMBASTICA: QCoreApplication.translate("Names", "Pizza Bombastica"),
        OrderType.MONOTONI: QCoreApplication.translate("Names", "Pizza Monotoni"),
        OrderType.MINIMALE: QCoreApplication.translate("Names", "Pizza Minimale"),
        OrderType.GHIOTTONA: QCoreApplication.translate("Names", "Pizza Ghiottona"),
        OrderType.MONOTONI_JUNIOR: QCoreApplication.translate("Names", "Monotoni junior"),
        OrderType.MINIPIZZA: QCoreApplication.translate("Names", "Minipizza"),
        OrderType.MAMMA_MIA: QCoreApplication.translate("Names", "Pizza Mamma Mia"),
    }
    return names[OrderType(order_type)]


def colour_name(colour: str) -> str:
    names = {
        "yellow": QCoreApplication.translate("Names", "Yellow"),
        "green": QCoreApplication.translate("Names", "Green"),
        "brown": QCoreApplication.translate("Names", "Brown"),
        "purple": QCoreApplication.translate("Names", "Purple"),
        "red": QCoreApplication.translate("Names", "Red"),
        "pink": QCoreApplication.translate("Names", "Pink"),
    }
    return names[colour]


def card_labels() -> dict[str, str]:
    """Labels printed on the cards, for CardArt: ingredient ids and order type values to names."""
    labels = {kind: ingredient_name(kind) for kind in INGREDIENTS}
    labels.update({t.value: order_name(t) for t in OrderType})
    labels["or"] = QCoreApplication.translate("Names", "or")
    labels["mamma_mia_card"] = QCoreApplication.translate("Names", "Mamma Mia!")
    return labels


def count_of(count: int, kind: int) -> str:
    """'3 × Salami': a count of one ingredient."""
    return QCoreApplication.translate("Names", "{count} × {ingredient}").format(
        count=count, ingredient=ingredient_name(kind)
    )


def join_list(items: list[str], separator: str | None = None) -> str:
    """Names in a row, with the language's list separator (', ' in English, '、' in Japanese)."""
    if separator is None:
        separator = QCoreApplication.translate("Names", ", ")
    return separator.join(items)


def counts_text(counts: tuple[int, ...] | list[int]) -> str:
    """Several counts, e.g. '2 × Olive, 1 × Salami' (a list, so no grammar is glued)."""
    parts = [count_of(n, k) for k, n in enumerate(counts) if n]
    return (
        QCoreApplication.translate("Names", ", ").join(parts)
        if parts
        else QCoreApplication.translate("Names", "nothing")
    )


def describe_play(name: str, kind: int, count: int, has_order: bool) -> str:
    """The announcement of a turn: what a player put into the oven."""
    if kind < 0:
        if has_order:
            return QCoreApplication.translate("Names", "{name} has no ingredient and places an order").format(
                name=name
            )
        return QCoreApplication.translate("Names", "{name} has no ingredient and passes").format(name=name)
    ingredient = ingredient_name(kind)
    if has_order:
        return QCoreApplication.translate("Names", "{name}: {count} × {ingredient} and an order").format(
            name=name, count=count, ingredient=ingredient
        )
    return QCoreApplication.translate("Names", "{name}: {count} × {ingredient}").format(
        name=name, count=count, ingredient=ingredient
    )


def refusal_text(rule: Rule | str) -> str:
    """Why the rules refuse an action, by the rule id of the engine's IllegalAction (``Rule``).

    The one place refusals are worded; a plain string equal to a rule id works the same.
    """
    texts: dict[Rule, str] = {
        Rule.NOT_YOUR_TURN: QCoreApplication.translate("Refusal", "It is not your turn to act."),
        Rule.NOT_AN_ACTION: QCoreApplication.translate("Refusal", "That is not a move of this game."),
        Rule.GAME_OVER: QCoreApplication.translate("Refusal", "The game is over."),
        Rule.NOT_IN_REVEAL: QCoreApplication.translate(
            "Refusal", "No decision is open now: it is a turn of phase 1."
        ),
        Rule.REVEAL_CHOOSE: QCoreApplication.translate(
            "Refusal",
            "That choice is not open: a joker cannot be your personal ingredient, "
            "and a Minimale takes the kind with the fewest face-up cards.",
        ),
        Rule.REVEAL_COMPLETE: QCoreApplication.translate(
            "Refusal", "You can only add exactly the missing cards from your hand."
        ),
        Rule.REVEAL_ASK_HELP: QCoreApplication.translate(
            "Refusal", "Ask for part of what is missing; your own hand must cover the rest."
        ),
        Rule.REVEAL_HELP: QCoreApplication.translate(
            "Refusal", "That is not an answer to the request for help."
        ),
        Rule.MUST_PLAY_INGREDIENT: QCoreApplication.translate(
            "Refusal", "Put at least one ingredient into the oven."
        ),
        Rule.PASS_PLAYS_NOTHING: QCoreApplication.translate("Refusal", "A pass plays no ingredient."),
        Rule.NO_INGREDIENT: QCoreApplication.translate("Refusal", "You have no ingredient to play."),
        Rule.INGREDIENTS_IN_HAND: QCoreApplication.translate(
            "Refusal", "You can only play ingredients you hold."
        ),
        Rule.ORDER_IN_HAND: QCoreApplication.translate("Refusal", "You can only play an order you hold."),
        Rule.SIT_OUT: QCoreApplication.translate(
            "Refusal", "Without ingredients you sit out and place no order."
        ),
        Rule.PASS: QCoreApplication.translate("Refusal", "Without ingredients you pass and place no order."),
        Rule.DRAW_WAITER_EMPTY: QCoreApplication.translate(
            "Refusal", "Your waiter is empty: draw from the supply."
        ),
        Rule.DRAW_SUPPLY_EMPTY: QCoreApplication.translate(
            "Refusal", "The supply is empty: draw from your waiter."
        ),
        Rule.DRAW_SOURCE: QCoreApplication.translate("Refusal", "Draw from the supply or from your waiter."),
        Rule.DRAW_COMPULSORY: QCoreApplication.translate(
            "Refusal", "You must draw while a stack can give you a card."
        ),
        Rule.DRAW_COUNT: QCoreApplication.translate("Refusal", "You cannot draw that many cards now."),
    }
    try:
        return texts[Rule(rule)]
    except ValueError:  # not a rule id of this engine
        return QCoreApplication.translate("Refusal", "The rules do not allow that now.")
