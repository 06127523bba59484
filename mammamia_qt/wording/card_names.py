"""The names printed on cards and said about them, as tables of source texts (no Qt).

``ui/common/names.py`` translates them for the screen; the phone page gets the very same source
texts translated into each phone's language (``phones/texts.py``), with or without Qt.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name Qt Linguist looks for
    """Marks ``text`` for Qt Linguist (context ``context``) and returns it unchanged."""
    return text


INGREDIENT_NAMES: dict[str, str] = {
    "pineapple": QT_TRANSLATE_NOOP("Names", "Pineapple"),
    "olive": QT_TRANSLATE_NOOP("Names", "Olive"),
    "pepper": QT_TRANSLATE_NOOP("Names", "Pepper"),
    "mushroom": QT_TRANSLATE_NOOP("Names", "Mushroom"),
    "salami": QT_TRANSLATE_NOOP("Names", "Salami"),
    "shrimp": QT_TRANSLATE_NOOP("Names", "Shrimp"),
}
"""Ingredient id -> its name (source text, context "Names")."""

ORDER_NAMES: dict[str, str] = {
    "normale": QT_TRANSLATE_NOOP("Names", "Pizza Normale"),
    "bombastica": QT_TRANSLATE_NOOP("Names", "Pizza Bombastica"),
    "monotoni": QT_TRANSLATE_NOOP("Names", "Pizza Monotoni"),
    "minimale": QT_TRANSLATE_NOOP("Names", "Pizza Minimale"),
    "ghiottona": QT_TRANSLATE_NOOP("Names", "Pizza Ghiottona"),
    "monotoni_junior": QT_TRANSLATE_NOOP("Names", "Monotoni junior"),
    "minipizza": QT_TRANSLATE_NOOP("Names", "Minipizza"),
    "mamma_mia": QT_TRANSLATE_NOOP("Names", "Pizza Mamma Mia"),
}
"""Order type (its value) -> the pizza's name printed on its cards (source text, context "Names")."""

CARD_WORDS: dict[str, str] = {
    "or": QT_TRANSLATE_NOOP("Names", "or"),
    "mamma_mia_card": QT_TRANSLATE_NOOP("Names", "Mamma Mia!"),
}
"""The other words printed on cards (source text, context "Names")."""

LIST_WORDS: dict[str, str] = {
    "separator": QT_TRANSLATE_NOOP("Names", ", "),
    "count_of": QT_TRANSLATE_NOOP("Names", "{count} × {ingredient}"),
    "nothing": QT_TRANSLATE_NOOP("Names", "nothing"),
}
"""How counts and lists are written ("2 × Olive, 1 × Salami"; source text, context "Names"); the
phone page writes them with the same words."""

COLOUR_NAMES: dict[str, str] = {
    "yellow": QT_TRANSLATE_NOOP("Names", "Yellow"),
    "green": QT_TRANSLATE_NOOP("Names", "Green"),
    "brown": QT_TRANSLATE_NOOP("Names", "Brown"),
    "purple": QT_TRANSLATE_NOOP("Names", "Purple"),
    "red": QT_TRANSLATE_NOOP("Names", "Red"),
    "pink": QT_TRANSLATE_NOOP("Names", "Pink"),
}
"""Player colour id -> its name (source text, context "Names")."""


REASON_NAMES: dict[str, str] = {
    "not_completed": QT_TRANSLATE_NOOP("Reveal", "not completed"),
    "forbidden": QT_TRANSLATE_NOOP("Reveal", "its forbidden ingredient is face up"),
    "no_candidate": QT_TRANSLATE_NOOP("Reveal", "no kind can be its Minimale"),
    "no_help": QT_TRANSLATE_NOOP("Reveal", "nobody helped"),
}
"""Why an order went back (``ReturnReason``) -> its words (source text, context "Reveal")."""
