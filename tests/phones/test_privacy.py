"""Nothing private reaches the wrong socket: a whole Plus game with three phone seats, every message checked.

Every message the hub hands to the server for a seat is recorded together with the true secret
state at that moment, and every message each phone's socket received must be one of them.
A message to seat s may carry s's own hand (exactly) and s's own draws, and names only order
cards that s has held or that were shown to everyone; it carries no other hand, no supply order
and no waiter order.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from mammamia_qt.engine import events as ev
from mammamia_qt.engine.cards import INGREDIENTS
from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.tools.qt_headless import headless_table
from mammamia_qt.ui import phone_seats

ORDER_ID = re.compile(r"\b(?:yellow|green|brown|purple|red|pink)-\d\d\b")
PHONES = 3
PUBLIC_ORDER_EVENTS = (
    ev.OrderPlayed, ev.OrderRevealed, ev.OrderDelivered, ev.OrderReturned, ev.KindsChosen, ev.HelpAsked,
    ev.HelpDeclined, ev.HelpGiven,
)  # fmt: skip
"""The events that show an order card to everyone."""

NOTHING_YET: dict[str, Any] = {"hand": {}, "orders": [], "allowed": set(), "supply": [], "waiters": []}


def walk(node, path=()):
    yield path, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from walk(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from walk(v, (*path, i))


class Recorder:
    """Every message handed to the server for a phone seat, with the true secrets of that moment."""

    def __init__(self, controller) -> None:
        self.controller = controller
        self.forward = lambda seat, text: None  # the server's own send, once there is a server
        self.public: set[str] = set()  # order cards shown to everyone so far
        self.held: dict[int, set[str]] = {s: set() for s in range(PHONES)}
        self.sent: dict[int, list[tuple[str, dict[str, Any]]]] = {s: [] for s in range(PHONES)}

    def announced(self, events: list) -> None:
        orders = self.controller._state.orders
        self.public.update(orders[e.order].id for e in events if isinstance(e, PUBLIC_ORDER_EVENTS))

    def send(self, seat: int, text: str) -> None:
        self.sent[seat].append((text, self.truth(seat)))
        self.forward(seat, text)

    def truth(self, seat: int) -> dict[str, Any]:
        state = self.controller._state
        if state is None:  # a phone joined before the deal: nothing secret exists yet
            return NOTHING_YET
        ids = state.order_ids
        for s, held in self.held.items():
            held.update(ids[o] for o in state.hand_orders[s])
        return {
            "hand": {INGREDIENTS[k]: n for k, n in enumerate(state.hand_ing[seat]) if n},
            "orders": sorted(ids[o] for o in state.hand_orders[seat]),
            "allowed": set(self.held[seat]) | set(self.public),
            "supply": [INGREDIENTS[k] if k < 6 else "mamma_mia" for k in state.supply],
            "waiters": [[ids[o] for o in w] for w in state.waiter],
        }


def _play(qtbot, phones, monkeypatch) -> tuple[Recorder, list]:
    """Three phones and a computer play a whole Plus game; every message to a phone recorded."""
    from mammamia_qt.ui.controller import GameController

    monkeypatch.setattr(phone_seats, "DEFAULT_HOST", "127.0.0.1")
    seats = tuple(SeatConfig(name=n, kind="phone") for n in ("Anna", "Beate", "Carlo"))
    seats += (SeatConfig(name="Luigi", kind="intermediate"),)
    controller = GameController(
        GameSetup(rules=Rules(edition="plus", players=4), seats=seats, seed=21), ai_delay_ms=0
    )
    recorder = Recorder(controller)
    controller.eventsReady.connect(recorder.announced)  # before the hub's slot: runs first
    hub = phone_seats.PhoneSeats(controller, public=True)
    recorder.forward = hub.server.send
    table = headless_table(
        controller, 60, lambda: None
    )  # a pace a phone can follow (its messages are rate-limited)
    monkeypatch.setattr(hub.server, "send", recorder.send)
    hub.start()
    try:
        bots = [
            phones.Bot(hub.url(s).replace("http://", "ws://").replace("/p/", "/ws/"), seed=s)
            for s in range(PHONES)
        ]
        for b in bots:
            b.start()
        qtbot.waitUntil(lambda: len(hub.server.connected()) == PHONES, timeout=20000)
        controller.start()
        qtbot.waitUntil(lambda: all(b.over for b in bots), timeout=120000)
        for b in bots:
            b.join(30)
    finally:
        hub.stop()
    assert controller.over and table is not None
    return recorder, bots


def _check_received_were_recorded(sent: list[tuple[str, dict]], received: list[dict]) -> None:
    """Everything the socket got was recorded (and so is checked)."""
    texts = {text for text, _ in sent}
    for m in received:
        if m["t"] in ("state", "hello") or m.get("code") in ("not_your_turn", "stale"):
            assert m["t"] == "error" or json.dumps(m, ensure_ascii=False, separators=(",", ":")) in texts


def _check_message(seat: int, text: str, truth: dict[str, Any]) -> bool:
    """One message to ``seat`` holds no secret but its own; True if it carried a help request."""
    msg = json.loads(text)
    for oid in ORDER_ID.findall(text):
        assert oid in truth["allowed"], (seat, oid, msg)
    for path, node in walk(msg):
        if path and path[-1] in ("hand", "hand_orders"):
            assert path in (("v", "hand"), ("v", "hand_orders")), path
        if isinstance(node, list) and len(node) >= 2:
            assert node != truth["supply"], path
            assert node not in [w for w in truth["waiters"] if len(w) >= 2], path
    if msg["t"] != "state":
        return False
    assert msg["v"]["hand"] == truth["hand"]
    assert msg["v"]["hand_orders"] == truth["orders"]
    for e in msg["ev"]:
        if e["e"] == "drawn" and e["seat"] != seat:
            assert set(e) == {"e", "i", "seat", "source", "count"}
    return any(e["e"] == "help_asked" for e in msg["ev"])


def _strip(sent: list[tuple[str, dict]]) -> dict[int, dict]:
    """The public strip one phone was sent, by event number; heartbeats and answers name no card."""
    events: dict[int, dict] = {}
    for text, _ in sent:
        msg = json.loads(text)
        if msg["t"] == "state":
            events.update({e["i"]: e for e in msg["ev"]})
        elif msg["t"] in ("hb", "ack"):
            assert set(msg) <= {"t", "n", "s", "id", "again"}, msg
    return events


def _check_strips(strips: list[dict[int, dict]]) -> None:
    """Every event but a seat's own draw reached every phone alike (so it can hold nothing
    private), in the same order, none left out."""
    assert set(strips[0]) == set(strips[1]) == set(strips[2]) == set(range(len(strips[0])))
    plays = 0
    for i, e in strips[0].items():
        if e["e"] == "drawn":
            continue
        alike = [{k: v for k, v in strip[i].items() if k != "say"} for strip in strips]
        assert alike[1] == alike[0] and alike[2] == alike[0], (i, e)
        # its sentence differs only in person ("you" for the phone whose seat it is about): every
        # parameter but the seats named is the same on every phone
        says = [strip[i].get("say") for strip in strips]
        public = [
            {k: v for k, v in say["p"].items() if not isinstance(v, dict) or "seat" not in v}
            for say in says
            if say
        ]
        assert all(p == public[0] for p in public), says
        if e["e"] in ("ingredients", "order"):
            plays += 1
            assert set(e) <= {"e", "i", "seat", "kind", "count", "order", "oven", "say"}, e
    assert plays > 50


@pytest.mark.slow
def test_a_whole_game_with_three_phones_leaks_nothing(qtbot, phones, monkeypatch) -> None:
    recorder, bots = _play(qtbot, phones, monkeypatch)
    helped = False
    for seat in range(PHONES):
        sent = recorder.sent[seat]
        assert len(sent) > 20
        _check_received_were_recorded(sent, bots[seat].messages)
        helped = any([_check_message(seat, text, truth) for text, truth in sent]) or helped
    assert helped  # the game went through helping decisions too
    _check_strips([_strip(recorder.sent[seat]) for seat in range(PHONES)])
