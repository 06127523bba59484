"""What happened at one step of a replay, in words: who played what, what the oven gave.

A kept game is finished, so a step's caption may say everything the step's events hold (the cards
drawn, the help given): nothing of it is secret any more.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from mammamia_qt.engine import events as ev
from mammamia_qt.engine.cards import OrderCard
from mammamia_qt.ui.common.names import (
    counts_text,
    describe_play,
    ingredient_name,
    join_list,
    order_name,
    returned_reason,
)

Names = Sequence[str]


def _play(events: Sequence[ev.Event], names: Names) -> str | None:
    """The turn of phase 1 (ingredients and an order, or a pass) as the table announces it."""
    played = next((e for e in events if isinstance(e, ev.IngredientsPlayed)), None)
    order = next((e for e in events if isinstance(e, ev.OrderPlayed)), None)
    passed = next((e for e in events if isinstance(e, ev.Passed)), None)
    if played is not None:
        return describe_play(names[played.seat], played.kind, played.count, order is not None)
    if passed is not None or order is not None:
        seat = passed.seat if passed is not None else order.seat  # type: ignore[union-attr]
        return describe_play(names[seat], -1, 0, order is not None)
    return None


def _drawn(e: ev.CardsDrawn, names: Names, orders: Sequence[OrderCard]) -> str:
    text = (
        QCoreApplication.translate("Replay", "{name} draws {count} from the supply")
        if e.source == "supply"
        else QCoreApplication.translate("Replay", "{name} draws {count} from the waiter")
    )
    return text.format(name=names[e.seat], count=e.count)


def _pizza(orders: Sequence[OrderCard], index: int) -> str:
    return order_name(orders[index].type)


def _delivered(e: ev.OrderDelivered, names: Names, orders: Sequence[OrderCard]) -> str:
    if e.helper is not None:
        return QCoreApplication.translate("Replay", "{name} delivers {pizza} with help from {helper}").format(
            name=names[e.owner], pizza=_pizza(orders, e.order), helper=names[e.helper]
        )
    return QCoreApplication.translate("Replay", "{name} delivers {pizza}").format(
        name=names[e.owner], pizza=_pizza(orders, e.order)
    )


def _returned(e: ev.OrderReturned, names: Names, orders: Sequence[OrderCard]) -> str:
    return QCoreApplication.translate("Replay", "{pizza} goes back to {name}: {reason}").format(
        name=names[e.owner], pizza=_pizza(orders, e.order), reason=returned_reason(str(e.reason))
    )


def _chosen(e: ev.KindsChosen, names: Names, orders: Sequence[OrderCard]) -> str:
    kinds = join_list([ingredient_name(k) for k in e.kinds])
    return QCoreApplication.translate("Replay", "{name} chooses {kinds}").format(
        name=names[e.owner], kinds=kinds
    )


def _asked(e: ev.HelpAsked, names: Names, orders: Sequence[OrderCard]) -> str:
    return QCoreApplication.translate("Replay", "{name} asks for help: {cards}").format(
        name=names[e.owner], cards=counts_text(e.request)
    )


def _declined(e: ev.HelpDeclined, names: Names, orders: Sequence[OrderCard]) -> str:
    return QCoreApplication.translate("Replay", "{name} does not help").format(name=names[e.seat])


def _helped(e: ev.HelpGiven, names: Names, orders: Sequence[OrderCard]) -> str:
    return QCoreApplication.translate("Replay", "{helper} helps {name}: {cards}").format(
        helper=names[e.helper], name=names[e.owner], cards=counts_text(e.cards)
    )


def _mamma_mia(e: ev.MammaMiaTaken, names: Names, orders: Sequence[OrderCard]) -> str:
    return QCoreApplication.translate("Replay", "{name} takes the Mamma Mia card").format(name=names[e.seat])


def _oven_opens(e: ev.PhaseOneEnded, names: Names, orders: Sequence[OrderCard]) -> str:
    return QCoreApplication.translate("Replay", "The oven opens: {count} cards").format(count=e.oven)


def _round_started(e: ev.RoundStarted, names: Names, orders: Sequence[OrderCard]) -> str:
    return QCoreApplication.translate("Replay", "Round {round} begins").format(round=e.round)


def _round_ended(e: ev.RoundEnded, names: Names, orders: Sequence[OrderCard]) -> str:
    return QCoreApplication.translate("Replay", "Round {round} ends").format(round=e.round)


def _game_ended(e: ev.GameEnded, names: Names, orders: Sequence[OrderCard]) -> str:
    return QCoreApplication.translate("Replay", "Game over. Won by {names}").format(
        names=join_list([names[s] for s in e.winners])
    )


SAYS: dict[type, Callable[..., str]] = {
    ev.RoundStarted: _round_started,
    ev.CardsDrawn: _drawn,
    ev.MammaMiaTaken: _mamma_mia,
    ev.PhaseOneEnded: _oven_opens,
    ev.KindsChosen: _chosen,
    ev.HelpAsked: _asked,
    ev.HelpDeclined: _declined,
    ev.HelpGiven: _helped,
    ev.OrderDelivered: _delivered,
    ev.OrderReturned: _returned,
    ev.RoundEnded: _round_ended,
    ev.GameEnded: _game_ended,
}
"""Event type -> its sentence; the plays of a turn are worded together (``_play``), the other
events (single cards turned over) are shown on the board, not told."""


def caption(index: int, events: Sequence[ev.Event], names: Names, orders: Sequence[OrderCard]) -> str:
    """The step's sentences, one per line (step 0: the deal)."""
    lines = [QCoreApplication.translate("Replay", "The cards are dealt")] if index == 0 else []
    play = _play(events, names)
    if play is not None:
        lines.append(play)
    for event in events:
        say = SAYS.get(type(event))
        if say is not None:
            lines.append(say(event, names, orders))
    return "\n".join(lines)
