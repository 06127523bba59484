"""Display names of ingredients, order types and colours, and the sentences built from them.

The engine speaks in ids; every name a player reads comes from here, translated. Sentences are
whole translatable strings with placeholders, never glued from translated fragments.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.cards import INGREDIENTS, OrderType

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


def refusal_text(rule: str) -> str:
    """Why the rules refuse an action, by the rule id of the engine's IllegalAction."""
    texts = {
        "game_over": QCoreApplication.translate("Refusal", "The game is over."),
        "not_in_reveal": QCoreApplication.translate(
            "Refusal", "No decision is open now: it is a turn of phase 1."
        ),
        "reveal_choose": QCoreApplication.translate(
            "Refusal",
            "That choice is not open: a joker cannot be your personal ingredient, "
            "and a Minimale takes the kind with the fewest face-up cards.",
        ),
        "reveal_complete": QCoreApplication.translate(
            "Refusal", "You can only add exactly the missing cards from your hand."
        ),
        "reveal_ask_help": QCoreApplication.translate(
            "Refusal", "Ask for part of what is missing; your own hand must cover the rest."
        ),
        "reveal_help": QCoreApplication.translate(
            "Refusal", "That is not an answer to the request for help."
        ),
        "must_play_ingredient": QCoreApplication.translate(
            "Refusal", "Put at least one ingredient into the oven."
        ),
        "pass_plays_nothing": QCoreApplication.translate("Refusal", "A pass plays no ingredient."),
        "no_ingredient": QCoreApplication.translate("Refusal", "You have no ingredient to play."),
        "ingredients_in_hand": QCoreApplication.translate(
            "Refusal", "You can only play ingredients you hold."
        ),
        "order_in_hand": QCoreApplication.translate("Refusal", "You can only play an order you hold."),
        "sit_out": QCoreApplication.translate(
            "Refusal", "Without ingredients you sit out and place no order."
        ),
        "pass": QCoreApplication.translate("Refusal", "Without ingredients you pass and place no order."),
        "draw_waiter_empty": QCoreApplication.translate(
            "Refusal", "Your waiter is empty: draw from the supply."
        ),
        "draw_supply_empty": QCoreApplication.translate(
            "Refusal", "The supply is empty: draw from your waiter."
        ),
        "draw_compulsory": QCoreApplication.translate(
            "Refusal", "You must draw while a stack can give you a card."
        ),
        "draw_count": QCoreApplication.translate("Refusal", "You cannot draw that many cards now."),
    }
    return texts.get(rule, QCoreApplication.translate("Refusal", "The rules do not allow that now."))
