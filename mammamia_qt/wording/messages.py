"""One event, one sentence: what happened, as a message id and its parameters, for one viewer.

Every face that tells the game in words (the table's banner, the narration for screen readers,
the replay's captions, the phone page) asks ``describe(event, viewer)`` and translates what it
gets, so each sentence exists once per language. The viewer is the seat at the screen or phone
(None: a spectator, a replay, a hot-seat cover): an event that is the viewer's own doing, or
that happens to them, gets its second-person message ("You draw…", "Your order…", "Carlo helps
you…"), a message of its own, never a third-person sentence with "you" put in.

The messages are source texts (context ``Events``) marked for Qt Linguist here; the Qt side
translates them with ``QCoreApplication.translate``, the phone page gets them translated per
language as JSON (``ui/phone_texts.py``). Placeholders are named (``{name}``); a parameter is a
plain number or one of the typed values below, which each face names in its own way (a seat by
its player's name, an ingredient by its card name...). No sentence depends on a count's plural:
each language words its counts so that any number fits.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mammamia_qt.engine import events as ev

CONTEXT = "Events"
"""The translation context of the messages."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for lupdate under ``context``; the text itself is the source text."""
    return text


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat, named by its player's name."""

    seat: int


@dataclass(frozen=True, slots=True)
class Seats:
    """Several seats, named in a list."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Kind:
    """An ingredient kind, named by its card."""

    kind: int


@dataclass(frozen=True, slots=True)
class Kinds:
    """Several ingredient kinds, named in a list."""

    kinds: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Order:
    """An order of the game's order list, named by its pizza."""

    order: int


@dataclass(frozen=True, slots=True)
class Cards:
    """Counts per ingredient kind ("2 × Olive, 1 × Salami")."""

    counts: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an order went back (a ``ReturnReason`` id)."""

    reason: str


@dataclass(frozen=True, slots=True)
class Tally:
    """A count per seat ("Anna 2, Ben 1")."""

    counts: tuple[int, ...]


Param = int | Seat | Seats | Kind | Kinds | Order | Cards | Reason | Tally


@dataclass(frozen=True, slots=True)
class Said:
    """A sentence to translate: its message id (a key of ``MESSAGES``) and its parameters."""

    id: str
    params: dict[str, Param]

    @property
    def source(self) -> str:
        """The message's source text (English, with named placeholders)."""
        return TEXTS[self.id]


MESSAGES: dict[str, str] = {
    "round": QT_TRANSLATE_NOOP("Events", "Round {round} begins. {name} starts."),
    "round_you": QT_TRANSLATE_NOOP("Events", "Round {round} begins. You start."),
    "round_lap": QT_TRANSLATE_NOOP(
        "Events", "Round {round} begins with an empty supply: one lap, drawing only from the waiters."
    ),
    "played": QT_TRANSLATE_NOOP("Events", "{name} puts {count} × {ingredient} into the oven."),
    "played_you": QT_TRANSLATE_NOOP("Events", "You put {count} × {ingredient} into the oven."),
    "order": QT_TRANSLATE_NOOP("Events", "{name} puts the order {order} into the oven."),
    "order_you": QT_TRANSLATE_NOOP("Events", "You put your order {order} into the oven."),
    "passed": QT_TRANSLATE_NOOP("Events", "{name} has no ingredient and passes."),
    "passed_you": QT_TRANSLATE_NOOP("Events", "You have no ingredient and pass."),
    "sat_out": QT_TRANSLATE_NOOP("Events", "{name} has no ingredient and sits out."),
    "sat_out_you": QT_TRANSLATE_NOOP("Events", "You have no ingredient and sit out."),
    "drawn_supply": QT_TRANSLATE_NOOP("Events", "{name} draws from the supply: {count}."),
    "drawn_supply_you": QT_TRANSLATE_NOOP("Events", "You draw from the supply: {count}."),
    "drawn_waiter": QT_TRANSLATE_NOOP("Events", "{name} draws from their waiter: {count}."),
    "drawn_waiter_you": QT_TRANSLATE_NOOP("Events", "You draw from your waiter: {count}."),
    "mamma_mia": QT_TRANSLATE_NOOP("Events", "{name} draws the Mamma Mia card."),
    "mamma_mia_you": QT_TRANSLATE_NOOP("Events", "You draw the Mamma Mia card."),
    "out_supply": QT_TRANSLATE_NOOP(
        "Events", "The supply is empty: {name} takes the pizzas out of the oven (cards: {count})."
    ),
    "out_supply_you": QT_TRANSLATE_NOOP(
        "Events", "The supply is empty: you take the pizzas out of the oven (cards: {count})."
    ),
    "out_lap": QT_TRANSLATE_NOOP(
        "Events", "The lap is over: {name} takes the pizzas out of the oven (cards: {count})."
    ),
    "out_lap_you": QT_TRANSLATE_NOOP(
        "Events", "The lap is over: you take the pizzas out of the oven (cards: {count})."
    ),
    "revealed": QT_TRANSLATE_NOOP("Events", "From the oven: {ingredient}, now {count} face up."),
    "order_revealed": QT_TRANSLATE_NOOP("Events", "From the oven: {name}'s order {order}."),
    "order_revealed_you": QT_TRANSLATE_NOOP("Events", "From the oven: your order {order}."),
    "chosen": QT_TRANSLATE_NOOP("Events", "{name} chooses {kinds} for the {order}."),
    "chosen_you": QT_TRANSLATE_NOOP("Events", "You choose {kinds} for your {order}."),
    "help_asked": QT_TRANSLATE_NOOP("Events", "{name} asks for help with the {order}: {cards}."),
    "help_asked_you": QT_TRANSLATE_NOOP("Events", "You ask for help with your {order}: {cards}."),
    "help_declined": QT_TRANSLATE_NOOP("Events", "{name} does not help."),
    "help_declined_you": QT_TRANSLATE_NOOP("Events", "You do not help."),
    "help_given": QT_TRANSLATE_NOOP("Events", "{helper} helps {name} with {cards}."),
    "help_given_you": QT_TRANSLATE_NOOP("Events", "You help {name} with {cards}."),
    "help_given_to_you": QT_TRANSLATE_NOOP("Events", "{helper} helps you with {cards}."),
    "delivered": QT_TRANSLATE_NOOP("Events", "{name}'s {order} is delivered."),
    "delivered_you": QT_TRANSLATE_NOOP("Events", "Your {order} is delivered."),
    "delivered_helped": QT_TRANSLATE_NOOP("Events", "{name}'s {order} is delivered with help from {helper}."),
    "delivered_helped_you": QT_TRANSLATE_NOOP("Events", "Your {order} is delivered with help from {helper}."),
    "delivered_your_help": QT_TRANSLATE_NOOP("Events", "{name}'s {order} is delivered with your help."),
    "returned": QT_TRANSLATE_NOOP("Events", "{name}'s {order} goes back to the waiter: {reason}."),
    "returned_you": QT_TRANSLATE_NOOP("Events", "Your {order} goes back to your waiter: {reason}."),
    "round_over": QT_TRANSLATE_NOOP("Events", "Round {round} is over. Delivered this round: {counts}."),
    "won": QT_TRANSLATE_NOOP("Events", "Game over. {name} wins."),
    "won_you": QT_TRANSLATE_NOOP("Events", "Game over. You win!"),
    "shared": QT_TRANSLATE_NOOP("Events", "Game over. {names} share the win."),
    "shared_you": QT_TRANSLATE_NOOP("Events", "Game over. You share the win with {names}."),
}
"""Message id -> its source text (context ``Events``). An id ending in ``_you`` (or naming
"you"/"your") is the second-person form of the message before it."""


def _you(seat: int, viewer: int | None) -> str:
    return "_you" if seat == viewer else ""


def _round(e: ev.RoundStarted, viewer: int | None) -> Said:
    if e.one_lap:
        return Said("round_lap", {"round": e.round})
    return Said("round" + _you(e.start_player, viewer), {"round": e.round, "name": Seat(e.start_player)})


def _played(e: ev.IngredientsPlayed, viewer: int | None) -> Said:
    return Said(
        "played" + _you(e.seat, viewer), {"name": Seat(e.seat), "count": e.count, "ingredient": Kind(e.kind)}
    )


def _order(e: ev.OrderPlayed, viewer: int | None) -> Said:
    return Said("order" + _you(e.seat, viewer), {"name": Seat(e.seat), "order": Order(e.order)})


def _passed(e: ev.Passed, viewer: int | None) -> Said:
    return Said(("sat_out" if e.sat_out else "passed") + _you(e.seat, viewer), {"name": Seat(e.seat)})


def _drawn(e: ev.CardsDrawn, viewer: int | None) -> Said:
    """A draw is its source and count, never its cards (a draw is private)."""
    source = "waiter" if e.source == "waiter" else "supply"
    return Said(f"drawn_{source}" + _you(e.seat, viewer), {"name": Seat(e.seat), "count": e.count})


def _mamma_mia(e: ev.MammaMiaTaken, viewer: int | None) -> Said:
    return Said("mamma_mia" + _you(e.seat, viewer), {"name": Seat(e.seat)})


def _out(e: ev.PhaseOneEnded, viewer: int | None) -> Said:
    cause = "lap" if e.cause == "lap" else "supply"
    return Said(f"out_{cause}" + _you(e.evaluator, viewer), {"name": Seat(e.evaluator), "count": e.oven})


def _revealed(e: ev.IngredientRevealed, viewer: int | None) -> Said:
    return Said("revealed", {"ingredient": Kind(e.kind), "count": e.column})


def _order_revealed(e: ev.OrderRevealed, viewer: int | None) -> Said:
    return Said("order_revealed" + _you(e.owner, viewer), {"name": Seat(e.owner), "order": Order(e.order)})


def _chosen(e: ev.KindsChosen, viewer: int | None) -> Said:
    params: dict[str, Param] = {"name": Seat(e.owner), "kinds": Kinds(e.kinds), "order": Order(e.order)}
    return Said("chosen" + _you(e.owner, viewer), params)


def _help_asked(e: ev.HelpAsked, viewer: int | None) -> Said:
    params: dict[str, Param] = {"name": Seat(e.owner), "order": Order(e.order), "cards": Cards(e.request)}
    return Said("help_asked" + _you(e.owner, viewer), params)


def _help_declined(e: ev.HelpDeclined, viewer: int | None) -> Said:
    return Said("help_declined" + _you(e.seat, viewer), {"name": Seat(e.seat)})


def _help_given(e: ev.HelpGiven, viewer: int | None) -> Said:
    params: dict[str, Param] = {"helper": Seat(e.helper), "name": Seat(e.owner), "cards": Cards(e.cards)}
    if e.helper == viewer:
        return Said("help_given_you", params)
    if e.owner == viewer:
        return Said("help_given_to_you", params)
    return Said("help_given", params)


def _delivered(e: ev.OrderDelivered, viewer: int | None) -> Said:
    params: dict[str, Param] = {"name": Seat(e.owner), "order": Order(e.order)}
    if e.helper is None:
        return Said("delivered" + _you(e.owner, viewer), params)
    params["helper"] = Seat(e.helper)
    if e.helper == viewer:
        return Said("delivered_your_help", params)
    return Said("delivered_helped" + _you(e.owner, viewer), params)


def _returned(e: ev.OrderReturned, viewer: int | None) -> Said:
    params: dict[str, Param] = {
        "name": Seat(e.owner),
        "order": Order(e.order),
        "reason": Reason(str(e.reason)),
    }
    return Said("returned" + _you(e.owner, viewer), params)


def _round_over(e: ev.RoundEnded, viewer: int | None) -> Said:
    return Said("round_over", {"round": e.round, "counts": Tally(e.delivered)})


def _game_over(e: ev.GameEnded, viewer: int | None) -> Said:
    others = tuple(w for w in e.winners if w != viewer)
    if len(e.winners) == 1:
        return Said("won" + _you(e.winners[0], viewer), {"name": Seat(e.winners[0])})
    if len(others) < len(e.winners):
        return Said("shared_you", {"names": Seats(others)})
    return Said("shared", {"names": Seats(others)})


DESCRIBE: dict[type, Callable[[Any, int | None], Said]] = {
    ev.RoundStarted: _round,
    ev.IngredientsPlayed: _played,
    ev.OrderPlayed: _order,
    ev.Passed: _passed,
    ev.CardsDrawn: _drawn,
    ev.MammaMiaTaken: _mamma_mia,
    ev.PhaseOneEnded: _out,
    ev.IngredientRevealed: _revealed,
    ev.OrderRevealed: _order_revealed,
    ev.KindsChosen: _chosen,
    ev.HelpAsked: _help_asked,
    ev.HelpDeclined: _help_declined,
    ev.HelpGiven: _help_given,
    ev.OrderDelivered: _delivered,
    ev.OrderReturned: _returned,
    ev.RoundEnded: _round_over,
    ev.GameEnded: _game_over,
}
"""The sentence of each event type; every type of ``engine/events.py`` has one."""


def describe(event: ev.Event, viewer: int | None = None) -> Said:
    """The sentence of ``event`` for ``viewer`` (the seat at the screen or phone; None: nobody's).

    It reads only the event's public fields: a draw is told by its source and count.
    """
    make = DESCRIBE.get(type(event))
    if make is None:
        raise TypeError(f"not an event: {event!r}")
    said = make(event, _viewer(viewer))
    return _said(said.id, said.params)


STATES: dict[str, str] = {
    "to_play": QT_TRANSLATE_NOOP("Events", "Round {round} of {rounds} · filling the oven · {name} to play"),
    "to_play_you": QT_TRANSLATE_NOOP("Events", "Round {round} of {rounds} · filling the oven · your turn"),
    "glance": QT_TRANSLATE_NOOP("Events", "Round {round} of {rounds}: {name} to play."),
    "glance_you": QT_TRANSLATE_NOOP("Events", "Round {round} of {rounds}: your turn."),
    "holds_mamma_mia": QT_TRANSLATE_NOOP("Events", "{name} has the Mamma Mia card."),
    "holds_mamma_mia_you": QT_TRANSLATE_NOOP("Events", "You have the Mamma Mia card."),
}
"""How the table stands, for the person at the screen (no event: the status line, the narration's
glance at the table); worded like the events, a second-person message for the viewer's own seat."""


def whose_turn(round_: int, rounds: int, seat: int, viewer: int | None, *, glance: bool = False) -> Said:
    """Who is to put cards into the oven: the status line's words (``glance``: the narration's)."""
    key = ("glance" if glance else "to_play") + _you(seat, _viewer(viewer))
    return _said(key, {"round": round_, "rounds": rounds, "name": Seat(seat)})


def holds_mamma_mia(seat: int, viewer: int | None) -> Said:
    """Who holds the Mamma Mia card."""
    return _said("holds_mamma_mia" + _you(seat, _viewer(viewer)), {"name": Seat(seat)})


def _viewer(viewer: int | None) -> int | None:
    return None if viewer is None or viewer < 0 else viewer


def _said(key: str, params: dict[str, Param]) -> Said:
    """``key``'s sentence with the parameters its message names (a second-person one names no "name")."""
    used = PLACEHOLDERS[key]
    return Said(key, {name: value for name, value in params.items() if name in used})


TEXTS: dict[str, str] = MESSAGES | STATES
"""Every sentence of the wording: the events' and the table's standing ones."""

PLACEHOLDERS: dict[str, frozenset[str]] = {
    key: frozenset(re.findall(r"\{(\w+)\}", text)) for key, text in TEXTS.items()
}
"""The named placeholders of each message."""
