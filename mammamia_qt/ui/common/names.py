"""Every display name of an id, and the sentences built from them.

The engine speaks in ids; every name a player reads comes from here, translated: ingredients,
order types, colours, editions, who plays a seat, computer levels, speeds, where a game was played,
why an order went back, why a file did not load, why a game history file was set aside, why the
rules refuse a move. One table per kind of id, one wording per id. Sentences are whole
translatable strings with placeholders, never glued from translated fragments.

The card names are tables of source texts (``wording/card_names.py``, Qt-free) so that the phone
page (``phones/texts.py``) translates the very same texts into each phone's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from mammamia_qt.wording.card_names import (  # the tables, Qt-free: the phones' host reads them too
    CARD_WORDS,
    COLOUR_NAMES,
    INGREDIENT_NAMES,
    LIST_WORDS,
    ORDER_NAMES,
    REASON_NAMES,
)

if TYPE_CHECKING:  # the engine's ids are read when a name is asked for: the first window needs none
    from mammamia_qt.engine.cards import Edition, OrderCard, OrderType
    from mammamia_qt.engine.ids import Rule
    from mammamia_qt.wording.messages import Param, Said

AI_NAMES = ("Luigi", "Sofia", "Marco", "Giulia", "Paolo")
"""Names of the computer players (names, the same in every language)."""


def ingredient_name(kind: int | str) -> str:
    """The name of an ingredient, by kind index or id."""
    from mammamia_qt.engine.cards import INGREDIENTS

    kind_id = INGREDIENTS[kind] if isinstance(kind, int) else kind
    return QCoreApplication.translate("Names", INGREDIENT_NAMES[kind_id])


def order_name(order_type: OrderType | str) -> str:
    """The pizza's name printed on an order card of this type."""
    return QCoreApplication.translate("Names", ORDER_NAMES[getattr(order_type, "value", order_type)])


def colour_name(colour: str) -> str:
    """The name of a player colour."""
    return QCoreApplication.translate("Names", COLOUR_NAMES[colour])


def edition_name(edition: Edition | str) -> str:
    """The name of an edition of the game."""
    names = {
        "classic": QCoreApplication.translate("Names", "Classic"),
        "plus": QCoreApplication.translate("Names", "Plus"),
    }
    return names[getattr(edition, "value", edition)]


def seat_kind_name(kind: str) -> str:
    """Who plays a seat: a human, a computer player of a level, or a phone (an unknown id as it is)."""
    names = {
        "human": QCoreApplication.translate("SeatKind", "Human"),
        "random": QCoreApplication.translate("SeatKind", "AI: random"),
        "beginner": QCoreApplication.translate("SeatKind", "AI: beginner"),
        "intermediate": QCoreApplication.translate("SeatKind", "AI: intermediate"),
        "expert": QCoreApplication.translate("SeatKind", "AI: expert"),
        "master": QCoreApplication.translate("SeatKind", "AI: master"),
        "phone": QCoreApplication.translate("SeatKind", "Phone"),
        "auto": QCoreApplication.translate("SeatKind", "AI: Auto"),
    }
    return names.get(kind, kind)


def level_name(level: str) -> str:
    """A computer level's name without the new game dialog's "AI:" (where a title says it already)."""
    names = {
        "random": QCoreApplication.translate("Statistics", "random"),
        "beginner": QCoreApplication.translate("Statistics", "beginner"),
        "intermediate": QCoreApplication.translate("Statistics", "intermediate"),
        "expert": QCoreApplication.translate("Statistics", "expert"),
        "master": QCoreApplication.translate("Statistics", "master"),
    }
    return names.get(level) or seat_kind_name(level)


def origin_name(origin: str) -> str:
    """Where a game was played (``archive.store.ORIGINS``); an unknown id as it is."""
    names = {
        "table": QCoreApplication.translate("History", "At the table"),
        "kiosk": QCoreApplication.translate("History", "Kiosk"),
        "tournament": QCoreApplication.translate("History", "Tournament"),
        "served": QCoreApplication.translate("History", "On phones"),
    }
    return names.get(origin, origin)


def problem_reason(reason: str) -> str:
    """Why the file in the game history's place was set aside (``ArchiveProblem.reason``); any
    other: damaged."""
    texts = {
        "not_sqlite": QCoreApplication.translate("ArchiveKeeper", "it is not a game history file"),
        "not_ours": QCoreApplication.translate("ArchiveKeeper", "it belongs to another program"),
        "damaged": QCoreApplication.translate("ArchiveKeeper", "it is damaged"),
        "newer": QCoreApplication.translate("ArchiveKeeper", "it was written by a newer version of the game"),
    }
    return texts.get(reason, texts["damaged"])


def speed_label(name: str) -> str:
    """The name of an animation speed or AI pace (``settings.SPEEDS``)."""
    labels = {
        "slow": QCoreApplication.translate("Speed", "Slow"),
        "normal": QCoreApplication.translate("Speed", "Normal"),
        "fast": QCoreApplication.translate("Speed", "Fast"),
        "instant": QCoreApplication.translate("Speed", "Instant"),
    }
    return labels[name]


def returned_reason(reason: str) -> str:
    """The public reason an order went back (``ReturnReason``). Where the owner's hand decided, the
    engine gives one reason (not completed), never whether the hand could not or would not."""
    return QCoreApplication.translate("Reveal", REASON_NAMES[reason]) if reason in REASON_NAMES else reason


def load_failure_text(code: str) -> str:
    """Why a file did not load, by the ``StoreError`` code (``storage.py``); any other: damaged."""
    reasons = {
        "too_large": QCoreApplication.translate("GameFiles", "the file is far too large to be a saved game"),
        "not_json": QCoreApplication.translate("GameFiles", "the file is damaged or cut short"),
        "not_text": QCoreApplication.translate("GameFiles", "the file is damaged (it is not text)"),
        "not_ours": QCoreApplication.translate("GameFiles", "it is not a saved game of Mamma Mia!"),
        "newer": QCoreApplication.translate("GameFiles", "it was saved by a newer version of the game"),
        "illegal_action": QCoreApplication.translate(
            "GameFiles", "the file is damaged: its moves do not replay"
        ),
        "missing": QCoreApplication.translate("GameFiles", "the file does not exist"),
        "unreadable": QCoreApplication.translate("GameFiles", "the file cannot be read"),
        "broken_link": QCoreApplication.translate("GameFiles", "it is a link to a file that does not exist"),
        "not_a_file": QCoreApplication.translate(
            "GameFiles", "it is not a file (but a folder, a pipe or a device)"
        ),
        "too_slow": QCoreApplication.translate("GameFiles", "reading the file took too long"),
        "too_deep": QCoreApplication.translate(
            "GameFiles", "the file is damaged (its data is nested far too deeply)"
        ),
        "bad_number": QCoreApplication.translate(
            "GameFiles", "the file is damaged (it holds a number that is far too large or not a number)"
        ),
        "bad_version": QCoreApplication.translate(
            "GameFiles", "its version mark is not one this game knows (perhaps a newer version made it)"
        ),
        "cut_or_edited": QCoreApplication.translate(
            "GameFiles", "the file was cut short or edited: its moves do not lead to the saved game"
        ),
    }
    return reasons.get(code, QCoreApplication.translate("GameFiles", "the file is damaged"))


def card_labels() -> dict[str, str]:
    """Labels printed on the cards, for CardArt: ingredient ids and order type values to names."""
    labels = {kind: ingredient_name(kind) for kind in INGREDIENT_NAMES}
    labels.update({value: order_name(value) for value in ORDER_NAMES})
    labels.update({key: QCoreApplication.translate("Names", CARD_WORDS[key]) for key in CARD_WORDS})
    return labels


def count_of(count: int, kind: int) -> str:
    """'3 × Salami': a count of one ingredient."""
    return QCoreApplication.translate("Names", LIST_WORDS["count_of"]).format(
        count=count, ingredient=ingredient_name(kind)
    )


def join_list(items: list[str], separator: str | None = None) -> str:
    """Names in a row, with the language's list separator (', ' in English, '、' in Japanese)."""
    if separator is None:
        separator = QCoreApplication.translate("Names", LIST_WORDS["separator"])
    return separator.join(items)


def counts_text(counts: tuple[int, ...] | list[int]) -> str:
    """Several counts, e.g. '2 × Olive, 1 × Salami' (a list, so no grammar is glued)."""
    parts = [count_of(n, k) for k, n in enumerate(counts) if n]
    return join_list(parts) if parts else QCoreApplication.translate("Names", LIST_WORDS["nothing"])


def _param_text(value: Param, names: Sequence[str], orders: Sequence[OrderCard]) -> str:
    """A parameter of a message (``wording/messages.py``) in words."""
    from mammamia_qt.wording import messages as w

    if isinstance(value, int):
        return str(value)
    if isinstance(value, w.Seat):
        return names[value.seat]
    if isinstance(value, w.Seats):
        return join_list([names[s] for s in value.seats])
    if isinstance(value, w.Kind):
        return ingredient_name(value.kind)
    if isinstance(value, w.Kinds):
        return join_list([ingredient_name(k) for k in value.kinds])
    if isinstance(value, w.Order):
        return order_name(orders[value.order].type)
    if isinstance(value, w.Cards):
        return counts_text(value.counts)
    if isinstance(value, w.Reason):
        return returned_reason(value.reason)
    return join_list([f"{names[s]} {n}" for s, n in enumerate(value.counts)])


def said_text(said: Said, names: Sequence[str], orders: Sequence[OrderCard]) -> str:
    """The sentence ``wording`` made (``describe`` for an event, ``whose_turn``...), translated, its
    parameters named."""
    from mammamia_qt.wording.messages import MESSAGES, STATES

    if said.id in STATES:  # how the table stands (whose turn...)
        text = QCoreApplication.translate("Events", STATES[said.id])
    else:
        text = QCoreApplication.translate("Events", MESSAGES[said.id])
    return text.format(**{key: _param_text(value, names, orders) for key, value in said.params.items()})


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
    from mammamia_qt.engine.ids import Rule

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
