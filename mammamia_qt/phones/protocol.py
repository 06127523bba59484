"""The phone protocol: what one seat's phone is sent, and what it may send back.

A phone is another face of the engine, like the table and the AI: everything it is sent is
built here from ``view_for(seat)`` and from the events as that seat may see them. Only the
seat's own hand and its own draws carry cards; the other seats appear as counts. The supply and
the waiters appear as sizes only. Order cards are named by their id and face (the face id the
card art understands) only once they are public, or in the seat's own hand.

Messages are JSON objects with a ``t`` (type). Server to phone:

- ``hello``: the seat, the names and colours of all seats, the edition, whether the phone also
  shows the public table (a game without a big screen);
- ``state``: the seat's view (``v``), the events since the last state (``ev``), who is deciding
  (``deciding``) and the seats whose phones are away (``away``);
- ``ack``: the tap ``id`` was applied; ``error``: a message or tap (``id``) was refused, ``code``
  names the broken rule (``stale``: made on an older state); a repeated tap id gets the same
  answer again, never a second application;
- ``hb``: the server's heartbeat, naming the serial ``s`` of the latest state sent to the seat; ``busy``: the seat is open on
  another device (take it over only on the player's explicit request).

Phone to server: ``{"t": "act", "id": <tap id>, "n": <state id>, "a": <action JSON as in
engine/actions.py>}``, ``{"t": "ping"}`` (its heartbeat) and ``{"t": "sync"}`` (send the state again). Every field is read strictly by its type (pydantic
strict models: ``"1"`` is no count and ``"false"`` no answer); anything else is refused.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from mammamia_qt.engine import ORDER_BASE
from mammamia_qt.engine import events as ev
from mammamia_qt.engine.actions import Action, AskHelp, to_json
from mammamia_qt.engine.cards import INGREDIENTS, OrderCard
from mammamia_qt.engine.ids import Phase
from mammamia_qt.engine.save import ActionBounds, ActionJson, bounds_context
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.face_ids import order_face

MAX_MESSAGE_BYTES = 4096
"""A phone's message is a few hundred bytes; anything bigger is refused (and the socket closed)."""

MAX_OPTIONS = 48
"""A Bombastica's help requests can run into thousands: the phone is offered this many and "no"."""

CLIENT_TYPES = ("act", "ping", "sync")


class ProtocolError(ValueError):
    """A phone's message that is not valid: ``code`` is what the phone is told."""

    def __init__(self, code: str, detail: str = "", tap: str | None = None) -> None:
        super().__init__(detail or code)
        self.code = code
        self.tap = tap  # the tap's id, when a malformed tap named one (the phone stops waiting for it)

    def message(self) -> dict[str, Any]:
        out: dict[str, Any] = {"t": "error", "code": self.code, "detail": str(self)}
        if self.tap is not None:
            out["id"] = self.tap
        return out


def _ids(counts: tuple[int, ...] | list[int]) -> dict[str, int]:
    return {INGREDIENTS[k]: n for k, n in enumerate(counts) if n}


def order_info(card: OrderCard, minimale_n: int) -> dict[str, Any]:
    return {
        "id": card.id,
        "colour": card.colour,
        "type": card.type.value,
        "face": order_face(card, minimale_n),
    }


def _options(view: PlayerView) -> list[Action]:
    legal = view.legal_actions
    if len(legal) > MAX_OPTIONS + 1 and isinstance(legal[-1], AskHelp):
        return [legal[i] for i in range(MAX_OPTIONS)] + [legal[len(legal) - 1]]
    return list(legal)


def view_json(view: PlayerView, *, may_act: bool, public: bool) -> dict[str, Any]:
    """One seat's view as JSON. ``may_act``: the game waits for this phone now (send the options)."""
    orders = view.orders
    minimale_n = view.edition_rules.minimale_n
    order_ids = tuple(o.id for o in orders)
    known: dict[int, dict[str, Any]] = {}

    def name(order: int) -> str:
        if order not in known:
            known[order] = order_info(orders[order], minimale_n)
        return orders[order].id

    hand_orders = [name(o) for o in sorted(view.hand_orders)]
    top = view.oven_top
    oven_top: Any = None
    if top is not None:
        oven_top = {"order": name(top - ORDER_BASE)} if top >= ORDER_BASE else {"kind": INGREDIENTS[top]}
    pending = None
    if view.pending is not None:
        p = view.pending
        pending = {
            "stage": p.stage,
            "seat": p.seat,
            "order": name(p.order),
            "owner": p.owner,
            "need": _ids(p.need),
            "short": _ids(p.short),
            "missing": p.bombastica_missing,
            "request": _ids(p.request),
        }
    results = [
        {
            "order": name(order),
            "owner": owner,
            "outcome": outcome,
            "helper": helper,
            "from_hand": _ids(from_hand),
        }
        for order, owner, outcome, helper, from_hand in view.results
    ]
    legal = [to_json(a, order_ids) for a in _options(view)] if may_act else []
    data: dict[str, Any] = {
        "seat": view.seat,
        "edition": view.rules.edition.value,
        "kinds": list(INGREDIENTS[: view.kinds]),
        "round": view.round,
        "rounds": view.rules.rounds,
        "phase": view.phase,
        "current": view.current_player,
        "start": view.start_player,
        "hand": _ids(view.hand_ingredients),
        "hand_orders": hand_orders,
        "hand_sizes": list(view.hand_sizes),
        "waiter_sizes": list(view.waiter_sizes),
        "delivered": list(view.delivered),
        "supply": view.supply_count,
        "mm_holder": view.mm_holder,
        "oven": view.oven_count,
        "oven_top": oven_top,
        "carried": _ids(view.carried),
        "columns": _ids(view.columns) if view.phase == Phase.REVEAL else {},
        "revealed": view.revealed,
        "results": results,
        "pending": pending,
        "legal": legal,
        "winners": list(view.winners),
        "tiebreak": view.tiebreak,
        "public": public,
    }
    if view.rules.memory_aid:
        data["plays"] = [
            {
                "seat": s,
                "kind": INGREDIENTS[k] if k >= 0 else None,
                "count": c,
                "order": name(o) if o >= 0 else None,
            }
            for s, k, c, o in view.round_plays
        ]
    data["orders"] = {info["id"]: info for info in known.values()}
    return data


STRIP: tuple[type, ...] = (
    ev.RoundStarted, ev.IngredientsPlayed, ev.OrderPlayed, ev.Passed, ev.MammaMiaTaken, ev.PhaseOneEnded,
    ev.OrderRevealed, ev.KindsChosen, ev.HelpAsked, ev.HelpDeclined, ev.HelpGiven, ev.OrderDelivered,
    ev.OrderReturned, ev.RoundEnded, ev.GameEnded,
)  # fmt: skip
"""The events a phone shows one by one in its public strip, as the table would show them."""


def strip_count(events: list[ev.Event]) -> int:
    return sum(isinstance(e, STRIP) for e in events)


class _Seen:
    """What one event is turned into for one seat: the orders named as ``order_info`` does."""

    def __init__(self, seat: int, orders: tuple[OrderCard, ...], minimale_n: int) -> None:
        self.seat = seat
        self._orders = orders
        self._minimale_n = minimale_n

    def order(self, order: int) -> dict[str, Any]:
        return order_info(self._orders[order], self._minimale_n)


def _round(e: ev.RoundStarted, _s: _Seen) -> dict[str, Any]:
    return {"e": "round", "round": e.round, "start": e.start_player, "one_lap": e.one_lap}


def _ingredients(e: ev.IngredientsPlayed, _s: _Seen) -> dict[str, Any]:
    return {"e": "ingredients", "seat": e.seat, "kind": INGREDIENTS[e.kind], "count": e.count, "oven": e.oven}


def _order(e: ev.OrderPlayed, s: _Seen) -> dict[str, Any]:
    return {"e": "order", "seat": e.seat, "order": s.order(e.order), "oven": e.oven}


def _passed(e: ev.Passed, _s: _Seen) -> dict[str, Any]:
    return {"e": "passed", "seat": e.seat, "sat_out": e.sat_out}


def _drawn(e: ev.CardsDrawn, s: _Seen) -> dict[str, Any]:
    """Another seat's draw is its source and count only; the seat's own names its cards."""
    out: dict[str, Any] = {"e": "drawn", "seat": e.seat, "source": e.source, "count": e.count}
    if e.seat == s.seat:
        out["ingredients"] = _ids(e.ingredients)
        out["orders"] = [s.order(x) for x in e.orders]
    return out


def _mamma_mia(e: ev.MammaMiaTaken, _s: _Seen) -> dict[str, Any]:
    return {"e": "mamma_mia", "seat": e.seat}


def _reveal(e: ev.PhaseOneEnded, _s: _Seen) -> dict[str, Any]:
    return {"e": "reveal", "evaluator": e.evaluator, "oven": e.oven}


def _revealed(e: ev.IngredientRevealed, _s: _Seen) -> dict[str, Any]:
    return {"e": "revealed", "kind": INGREDIENTS[e.kind], "column": e.column}


def _order_revealed(e: ev.OrderRevealed, s: _Seen) -> dict[str, Any]:
    return {"e": "order_revealed", "order": s.order(e.order), "owner": e.owner}


def _chosen(e: ev.KindsChosen, s: _Seen) -> dict[str, Any]:
    return {
        "e": "chosen",
        "owner": e.owner,
        "order": s.order(e.order),
        "kinds": [INGREDIENTS[k] for k in e.kinds],
    }


def _help_asked(e: ev.HelpAsked, s: _Seen) -> dict[str, Any]:
    return {"e": "help_asked", "owner": e.owner, "order": s.order(e.order), "request": _ids(e.request)}


def _help_declined(e: ev.HelpDeclined, s: _Seen) -> dict[str, Any]:
    return {"e": "help_declined", "seat": e.seat, "order": s.order(e.order)}


def _help_given(e: ev.HelpGiven, s: _Seen) -> dict[str, Any]:
    return {
        "e": "help_given",
        "helper": e.helper,
        "owner": e.owner,
        "order": s.order(e.order),
        "cards": _ids(e.cards),
    }


def _delivered(e: ev.OrderDelivered, s: _Seen) -> dict[str, Any]:
    return {
        "e": "delivered", "order": s.order(e.order), "owner": e.owner,
        "from_hand": _ids(e.from_hand), "helper": e.helper,
    }  # fmt: skip


def _returned(e: ev.OrderReturned, s: _Seen) -> dict[str, Any]:
    return {"e": "returned", "order": s.order(e.order), "owner": e.owner, "reason": e.reason}


def _round_ended(e: ev.RoundEnded, _s: _Seen) -> dict[str, Any]:
    return {
        "e": "round_ended",
        "round": e.round,
        "delivered": list(e.delivered),
        "returned": list(e.returned),
    }


def _game_ended(e: ev.GameEnded, _s: _Seen) -> dict[str, Any]:
    return {
        "e": "game_ended",
        "winners": list(e.winners),
        "delivered": list(e.delivered),
        "tiebreak": e.tiebreak,
    }


EVENT_JSON: dict[type, Callable[[Any, _Seen], dict[str, Any]]] = {
    ev.RoundStarted: _round, ev.IngredientsPlayed: _ingredients, ev.OrderPlayed: _order, ev.Passed: _passed,
    ev.CardsDrawn: _drawn, ev.MammaMiaTaken: _mamma_mia, ev.PhaseOneEnded: _reveal,
    ev.IngredientRevealed: _revealed, ev.OrderRevealed: _order_revealed, ev.KindsChosen: _chosen,
    ev.HelpAsked: _help_asked, ev.HelpDeclined: _help_declined, ev.HelpGiven: _help_given,
    ev.OrderDelivered: _delivered, ev.OrderReturned: _returned, ev.RoundEnded: _round_ended,
    ev.GameEnded: _game_ended,
}  # fmt: skip
"""Per event type, its JSON as one seat may see it."""


def event_json(event: ev.Event, seat: int, orders: tuple[OrderCard, ...], minimale_n: int) -> dict[str, Any]:
    """An event as ``seat`` may see it: another seat's draw is its source and count only."""
    to_json = EVENT_JSON.get(type(event))
    if to_json is None:
        raise TypeError(f"not an event: {event!r}")
    return to_json(event, _Seen(seat, orders, minimale_n))


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


ACTION_BOUNDS = ActionBounds(max_count=99, max_order_id=20)
"""A tap's action is the saves' action JSON (``engine/save.py``), read within tighter bounds."""
TAP_ID = re.compile(r"[A-Za-z0-9_-]{8,40}")
TapId = Annotated[str, Field(pattern=TAP_ID.pattern)]


class ActMsg(_Strict):
    """A tap: its own id (a repeat is answered, never applied again) and the state it was made on."""

    t: Literal["act"]
    id: TapId
    n: Annotated[int, Field(ge=0, le=1_000_000)]
    a: ActionJson


class PingMsg(_Strict):
    t: Literal["ping"]


class SyncMsg(_Strict):
    """The phone missed a state (the heartbeat names a newer one): send the current state again."""

    t: Literal["sync"]


ClientMsg = Annotated[ActMsg | PingMsg | SyncMsg, Field(discriminator="t")]


class _Client(BaseModel):
    msg: ClientMsg


def parse_message(text: str | bytes) -> ActMsg | PingMsg | SyncMsg:
    """A phone's message, read strictly by type; ProtocolError with the reason if it is not one."""
    if isinstance(text, bytes):
        raise ProtocolError("not_text", "messages are JSON text")
    if len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too_big", f"a message may have at most {MAX_MESSAGE_BYTES} bytes")
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise ProtocolError("not_json", "a message must be a JSON object") from None
    if not isinstance(data, dict) or data.get("t") not in CLIENT_TYPES:
        raise ProtocolError("unknown", "a message must be an object whose 't' is act, ping or sync")
    try:
        return _Client.model_validate({"msg": data}, context=bounds_context(ACTION_BOUNDS)).msg
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"][1:])
        tap = data.get("id")
        tap = tap if isinstance(tap, str) and TAP_ID.fullmatch(tap) else None
        raise ProtocolError("malformed", f"{where}: {first['msg']}", tap) from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def parse_action(msg: ActMsg, order_index: dict[str, int]) -> Action:
    """The engine action a tap names; ProtocolError("malformed") if it names none (unknown ids)."""
    try:
        return msg.a.to_action(order_index)
    except ValueError as exc:
        raise ProtocolError("malformed", str(exc), msg.id) from None


def dumps(message: dict[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))
