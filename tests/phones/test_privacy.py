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

import pytest

from mammamia_qt.engine import events as ev
from mammamia_qt.engine.cards import INGREDIENTS
from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.tools.serve_phones import Headless
from mammamia_qt.ui import phone_seats

ORDER_ID = re.compile(r"\b(?:yellow|green|brown|purple|red|pink)-\d\d\b")


def walk(node, path=()):  # noqa: ANN001, ANN201
    yield path, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from walk(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from walk(v, (*path, i))


@pytest.mark.slow
def test_a_whole_game_with_three_phones_leaks_nothing(qtbot, phones, monkeypatch) -> None:
    from mammamia_qt.ui.controller import GameController

    monkeypatch.setattr(phone_seats, "DEFAULT_HOST", "127.0.0.1")
    seats = tuple(SeatConfig(name=n, kind="phone") for n in ("Anna", "Beate", "Carlo")) + (
        SeatConfig(name="Luigi", kind="intermediate"),
    )
    setup = GameSetup(rules=Rules(edition="plus", players=4), seats=seats, seed=21)
    controller = GameController(setup, ai_delay_ms=0)
    public: set[str] = set()  # order cards shown to everyone so far

    def announced(events: list) -> None:
        orders = controller._state.orders
        for e in events:
            if isinstance(e, ev.OrderPlayed | ev.OrderRevealed | ev.OrderDelivered | ev.OrderReturned):
                public.add(orders[e.order].id)
            elif isinstance(e, ev.KindsChosen | ev.HelpAsked | ev.HelpDeclined | ev.HelpGiven):
                public.add(orders[e.order].id)

    controller.eventsReady.connect(announced)  # before the hub's slot: runs first
    hub = phone_seats.PhoneSeats(controller, public=True)
    table = Headless(
        controller, 60, lambda: None
    )  # a pace a phone can follow (its messages are rate-limited)
    sent: dict[int, list[tuple[str, dict]]] = {0: [], 1: [], 2: []}
    held: dict[int, set[str]] = {0: set(), 1: set(), 2: set()}
    original = hub.server.send

    def record(seat: int, text: str) -> None:
        state = controller._state
        if state is None:  # a phone joined before the deal: nothing secret exists yet
            sent[seat].append(
                (text, {"hand": {}, "orders": [], "allowed": set(), "supply": [], "waiters": []})
            )
            original(seat, text)
            return
        ids = state.order_ids
        for s in held:
            held[s].update(ids[o] for o in state.hand_orders[s])
        sent[seat].append(
            (
                text,
                {
                    "hand": {INGREDIENTS[k]: n for k, n in enumerate(state.hand_ing[seat]) if n},
                    "orders": sorted(ids[o] for o in state.hand_orders[seat]),
                    "allowed": set(held[seat]) | set(public),
                    "supply": [INGREDIENTS[k] if k < 6 else "mamma_mia" for k in state.supply],
                    "waiters": [[ids[o] for o in w] for w in state.waiter],
                },
            )
        )
        original(seat, text)

    monkeypatch.setattr(hub.server, "send", record)
    hub.start()
    try:
        bots = [
            phones.Bot(hub.url(s).replace("http://", "ws://").replace("/p/", "/ws/"), seed=s)
            for s in range(3)
        ]
        for b in bots:
            b.start()
        qtbot.waitUntil(lambda: len(hub.server.connected()) == 3, timeout=20000)
        controller.start()
        qtbot.waitUntil(lambda: all(b.over for b in bots), timeout=120000)
        for b in bots:
            b.join(30)
    finally:
        hub.stop()
    assert controller.over and table is not None
    helped = False
    for seat in range(3):
        assert len(sent[seat]) > 20
        texts = {text for text, _ in sent[seat]}
        for m in bots[seat].messages:  # everything the socket got was recorded (and checked below)
            if m["t"] in ("state", "hello") or m.get("code") in ("not_your_turn", "stale"):
                assert m["t"] == "error" or json.dumps(m, ensure_ascii=False, separators=(",", ":")) in texts
        for text, truth in sent[seat]:
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
                continue
            assert msg["v"]["hand"] == truth["hand"]
            assert msg["v"]["hand_orders"] == truth["orders"]
            for e in msg["ev"]:
                if e["e"] == "drawn" and e["seat"] != seat:
                    assert set(e) == {"e", "i", "seat", "source", "count"}
                if e["e"] == "help_asked":
                    helped = True
    assert helped  # the game went through helping decisions too
    # The public strip: every event but a seat's own draw reached every phone alike (so it can hold
    # nothing private), in the same order, none left out; heartbeats and answers name no card.
    strips = []
    for seat in range(3):
        events = {}
        for text, _ in sent[seat]:
            msg = json.loads(text)
            if msg["t"] == "state":
                events.update({e["i"]: e for e in msg["ev"]})
            elif msg["t"] in ("hb", "ack"):
                assert set(msg) <= {"t", "n", "s", "id", "again"}, msg
        strips.append(events)
    assert set(strips[0]) == set(strips[1]) == set(strips[2]) == set(range(len(strips[0])))
    plays = 0
    for i, e in strips[0].items():
        if e["e"] == "drawn":
            continue
        assert strips[1][i] == e and strips[2][i] == e, (i, e)
        if e["e"] in ("ingredients", "order"):
            plays += 1
            assert set(e) <= {"e", "i", "seat", "kind", "count", "order", "oven"}, e
    assert plays > 50
