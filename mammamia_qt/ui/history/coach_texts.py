"""The memory coach's words: a question, its choices, the answer and why, in the current language.

One function per use, each from a ``coach.Question`` (its kind and parameters) and the seats'
names; the ingredient and order names are the game's own (``ui/common/names.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from mammamia_qt.coach import MAX_LEVEL, Choice, Placed, Question, RoundMemory
from mammamia_qt.coach.questions import first_order, shortfall_at
from mammamia_qt.ui.common.names import count_of, counts_text, ingredient_name, join_list, order_name


def _own_count(q: Question, names: Sequence[str], memory: RoundMemory) -> str:
    return QCoreApplication.translate(
        "Coach", "How many {ingredient}, your own ingredient, went into the oven this round?"
    ).format(ingredient=ingredient_name(q.param("kind")))


def _kind_count(q: Question, names: Sequence[str], memory: RoundMemory) -> str:
    return QCoreApplication.translate("Coach", "How many {ingredient} went into the oven this round?").format(
        ingredient=ingredient_name(q.param("kind"))
    )


def _oven_total(q: Question, names: Sequence[str], memory: RoundMemory) -> str:
    return QCoreApplication.translate("Coach", "How many ingredient cards went into the oven this round?")


def _most_played(q: Question, names: Sequence[str], memory: RoundMemory) -> str:
    return QCoreApplication.translate(
        "Coach", "Who put the most {ingredient} into the oven this round?"
    ).format(ingredient=ingredient_name(q.param("kind")))


def _seat_kind_count(q: Question, names: Sequence[str], memory: RoundMemory) -> str:
    return QCoreApplication.translate(
        "Coach", "How many {ingredient} did {name} put into the oven this round?"
    ).format(ingredient=ingredient_name(q.param("kind")), name=names[q.param("seat")])


def _runs_short(q: Question, names: Sequence[str], memory: RoundMemory) -> str:
    card = memory.facts.orders[q.param("order")]
    return QCoreApplication.translate(
        "Coach",
        "{name}'s {order} was the first order into the oven. When it is turned, which ingredient will it be short of?",
    ).format(name=names[q.param("seat")], order=order_name(card.type))


_TEXTS: dict[str, Callable[[Question, Sequence[str], RoundMemory], str]] = {
    "own_count": _own_count,
    "kind_count": _kind_count,
    "oven_total": _oven_total,
    "most_played": _most_played,
    "seat_kind_count": _seat_kind_count,
    "runs_short": _runs_short,
}


def question_text(q: Question, names: Sequence[str], memory: RoundMemory) -> str:
    return _TEXTS[q.kind](q, names, memory)


def choice_text(choice: Choice, names: Sequence[str]) -> str:
    what, index = choice
    if what == "seat":
        return names[index]
    if what == "kind":
        return ingredient_name(index)
    if what == "none":
        return QCoreApplication.translate("Coach", "None: it is delivered at once")
    return QCoreApplication.translate("Coach", "More than one")


def answer_text(q: Question, given: int | Choice, names: Sequence[str]) -> str:
    value = given if isinstance(given, int) else choice_text(given, names)
    return str(value)


def verdict_text(q: Question, given: int | Choice, names: Sequence[str]) -> str:
    if q.is_correct(given):
        return QCoreApplication.translate("Coach", "Right: {answer}.").format(
            answer=answer_text(q, q.answer, names)
        )
    return QCoreApplication.translate("Coach", "Not quite: you said {given}, it was {answer}.").format(
        given=answer_text(q, given, names), answer=answer_text(q, q.answer, names)
    )


def play_text(p: Placed, names: Sequence[str]) -> str:
    """One announcement as the table made it: '3 × Olive by Anna'."""
    return QCoreApplication.translate("Coach", "{name}: {cards}").format(
        name=names[p.seat], cards=count_of(p.count, p.kind)
    )


def _plays(plays: Sequence[Placed], names: Sequence[str]) -> str:
    if not plays:
        return QCoreApplication.translate("Coach", "None of it was played this round.")
    return QCoreApplication.translate("Coach", "Played: {plays}.").format(
        plays=join_list([play_text(p, names) for p in plays])
    )


def explanation(q: Question, names: Sequence[str], memory: RoundMemory) -> str:
    """Why the answer is what it is: the plays that made it (and for an order, what it met)."""
    if q.kind != "runs_short":
        return _plays(q.because, names)
    position = first_order(memory)
    assert position is not None
    card = memory.facts.orders[q.param("order")]
    columns = list(memory.carried)
    for p in q.because:
        columns[p.kind] += p.count
    return QCoreApplication.translate(
        "Coach", "Face up when it was turned: {columns}. It needs {needs}; short: {short}."
    ).format(
        columns=counts_text(columns),
        needs=counts_text(card.needs),
        short=counts_text(shortfall_at(memory, position)),
    )


def level_text(level: int) -> str:
    return QCoreApplication.translate("Coach", "Level {level} of {top}").format(level=level, top=MAX_LEVEL)


def coach_title() -> str:
    """The coach's tab on the History screen."""
    return QCoreApplication.translate("Coach", "Memory coach")
