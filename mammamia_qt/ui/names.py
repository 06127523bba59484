"""Display names of ingredients, order types and colours, and the sentences built from them.

The engine speaks in ids; every name a player reads comes from here, translated. Sentences are
whole translatable strings with placeholders, never glued from translated fragments.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.cards import INGREDIENTS, OrderType

CTX = "Names"


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CTX, text, None, n)


def ingredient_name(kind: int | str) -> str:
    """The name of an ingredient, by kind index or id."""
    kind_id = INGREDIENTS[kind] if isinstance(kind, int) else kind
    names = {
        "pineapple": _t("Pineapple"),
        "olive": _t("Olive"),
        "pepper": _t("Pepper"),
        "mushroom": _t("Mushroom"),
        "salami": _t("Salami"),
        "shrimp": _t("Shrimp"),
    }
    return names[kind_id]


def order_name(order_type: OrderType) -> str:
    """The pizza's name printed on an order card of this type."""
    names = {
        OrderType.NORMALE: _t("Pizza Normale"),
        OrderType.BOMBASTICA: _t("Pizza Bombastica"),
        OrderType.MONOTONI: _t("Pizza Monotoni"),
        OrderType.MINIMALE: _t("Pizza Minimale"),
        OrderType.GHIOTTONA: _t("Pizza Ghiottona"),
        OrderType.MONOTONI_JUNIOR: _t("Monotoni junior"),
        OrderType.MINIPIZZA: _t("Minipizza"),
        OrderType.MAMMA_MIA: _t("Pizza Mamma Mia"),
    }
    return names[OrderType(order_type)]


def colour_name(colour: str) -> str:
    names = {
        "yellow": _t("Yellow"),
        "green": _t("Green"),
        "brown": _t("Brown"),
        "purple": _t("Purple"),
        "red": _t("Red"),
        "pink": _t("Pink"),
    }
    return names[colour]


def card_labels() -> dict[str, str]:
    """Labels printed on the cards, for CardArt: ingredient ids and order type values to names."""
    labels = {kind: ingredient_name(kind) for kind in INGREDIENTS}
    labels.update({t.value: order_name(t) for t in OrderType})
    labels["or"] = _t("or")
    labels["mamma_mia_card"] = _t("Mamma Mia!")
    return labels


def count_of(count: int, kind: int) -> str:
    """'3 × Salami': a count of one ingredient."""
    return _t("{count} × {ingredient}").format(count=count, ingredient=ingredient_name(kind))


def counts_text(counts: tuple[int, ...] | list[int]) -> str:
    """Several counts, e.g. '2 × Olive, 1 × Salami' (a list, so no grammar is glued)."""
    parts = [count_of(n, k) for k, n in enumerate(counts) if n]
    return _t(", ").join(parts) if parts else _t("nothing")


def describe_play(name: str, kind: int, count: int, has_order: bool) -> str:
    """The announcement of a turn: what a player put into the oven."""
    if kind < 0:
        if has_order:
            return _t("{name} has no ingredient and places an order").format(name=name)
        return _t("{name} has no ingredient and passes").format(name=name)
    ingredient = ingredient_name(kind)
    if has_order:
        return _t("{name}: {count} × {ingredient} and an order").format(
            name=name, count=count, ingredient=ingredient
        )
    return _t("{name}: {count} × {ingredient}").format(name=name, count=count, ingredient=ingredient)
