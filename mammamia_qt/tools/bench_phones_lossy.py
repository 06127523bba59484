"""``mammamia-cli bench phones``, second part: a six-phone game on a bad network, to the end.

Six phone clients play a Plus game for phones alone (the headless table of ``serve``). Each drops
``drop`` of the messages it sends and of those it receives, at random, as a bad Wi-Fi would lose
them; one phone goes to sleep for ``suspend_s`` seconds in the middle of the game without closing
anything. The clients follow the page's protocol (ARCHITECTURE.md, "Phones"): a heartbeat, a
reconnect after silence, every tap with its own id and state id, repeated until answered, and a
``sync`` when the heartbeat names a newer state than the last one that arrived; the public story
numbered, each item taken once, the last one received named when a socket opens and in a ``sync``,
and a ``sync`` when a state's ``from`` is past it. Measured: whether the game finished, how many
taps were made, answered and applied, whether any was lost or applied twice, and how many items of
the public story (every play, order, pass, reveal step and round end) a phone never received.
"""

from __future__ import annotations

import json
import random
import secrets
import threading
import time
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

RESEND_S = 0.5


class LossyPhone(threading.Thread):
    """A phone on a bad network that plays random legal moves by the page's protocol."""

    def __init__(
        self, url: str, seed: int, drop: float, timing: dict[str, float], sleep: tuple[int, float]
    ) -> None:
        super().__init__(daemon=True)
        self.url = f"{url}?c={secrets.token_hex(8)}"
        self.items: dict[int, str] = {}  # the public story received: item number -> its kind
        self.got = -1  # the last item received (items come in order, each once)
        self.rng = random.Random(seed)
        self.drop = drop
        self.hb_s, self.lost_s = timing["heartbeat_s"], timing["lost_after_s"]
        self.sleep_at, self.sleep_s = sleep  # after this many taps, sleep this long (0: never)
        self.taps: dict[str, str | None] = {}  # tap id -> its answer ("ack", an error code) or None
        self.pending: dict[str, Any] | None = None
        self.latest: dict[str, Any] | None = None
        self.reconnects = 0
        self.acted_n = -1
        self.over = False
        self.stop = False

    def run(self) -> None:
        while not self.stop and self.reconnects < 200:  # after the end too: its last items may follow
            try:
                with connect(
                    f"{self.url}&i={self.got}" if self.got >= 0 else self.url, open_timeout=10
                ) as ws:
                    self._session(ws)
            except (ConnectionClosed, OSError, TimeoutError):
                pass
            self.reconnects += 1
            time.sleep(0.2)

    def _send(self, ws: ClientConnection, message: dict[str, Any]) -> None:
        if self.rng.random() >= self.drop:
            ws.send(json.dumps(message))

    def _session(self, ws: ClientConnection) -> None:
        heard = pinged = sent = time.monotonic()
        behind = 0
        if self.pending is not None:
            self._send(ws, self.pending)
        while not self.stop:
            if self.sleep_s and len(self.taps) >= self.sleep_at:
                slept, self.sleep_s = self.sleep_s, 0.0
                time.sleep(slept)  # asleep: reads nothing, sends nothing, closes nothing
            try:
                text: str | None = str(ws.recv(timeout=0.1))
            except TimeoutError:
                text = None
            now = time.monotonic()
            if text is not None and self.rng.random() >= self.drop:
                heard = now
                behind = self._handle(ws, json.loads(text), behind)
                if self.pending is not None and self.pending["id"] not in self.taps:
                    self.taps[self.pending["id"]] = None
                    sent = now
            if now - heard > self.lost_s:
                return  # silence: the connection is dead, open a new one
            if now - pinged > self.hb_s:
                pinged = now
                self._send(ws, {"t": "ping", "i": self.got})
            if self.pending is not None and now - sent > RESEND_S:
                sent = now
                self._send(ws, self.pending)  # unanswered: the same tap again

    def _handle(self, ws: ClientConnection, m: dict[str, Any], behind: int) -> int:
        if m["t"] == "state":
            if not self._story(ws, m):
                return 0  # taken when it comes again, after the items before it
            self.latest = m
            self.over = m["v"]["phase"] == "over"
            self._act(ws)
            return 0
        if m["t"] in ("ack", "error") and self.pending is not None and m.get("id") == self.pending["id"]:
            self.taps[m["id"]] = "ack" if m["t"] == "ack" else m["code"]
            self.pending = None
            self._act(ws)  # the next question may have come before this answer
        elif m["t"] == "hb" and self.latest is not None and m["s"] != self.latest["s"]:
            behind += 1
            if behind >= 2:
                self._send(ws, {"t": "sync", "i": self.got})
                return 0
        return behind

    def _story(self, ws: ClientConnection, m: dict[str, Any]) -> bool:
        """The state's items after the last one received, as the page takes them; False when items
        before them were lost on the way (then they are asked for again)."""
        if m.get("from", -1) > self.got:
            self._send(ws, {"t": "sync", "i": self.got})
            return False
        for item in m["ev"]:
            if item["i"] > self.got:
                self.got = item["i"]
                self.items[item["i"]] = item["e"]
        return True

    def _act(self, ws: ClientConnection) -> None:
        """Answer the question of the latest state, once (a tap per state id)."""
        m = self.latest
        if self.pending is not None or m is None or not m["asked"] or self.over or m["n"] == self.acted_n:
            return
        self.acted_n = m["n"]
        self.pending = {
            "t": "act",
            "id": secrets.token_hex(8),
            "n": m["n"],
            "a": self.rng.choice(m["v"]["legal"]),
        }
        self._send(ws, self.pending)


def bench_lossy(
    drop: float = 0.05, suspend_s: float = 30.0, seed: int = 7, timeout: float = 900.0
) -> dict[str, Any]:
    """A six-phone game to the end with ``drop`` of all messages lost and one phone asleep ``suspend_s``."""
    from PySide6.QtCore import QEventLoop, QTimer

    from mammamia_qt.phones.protocol import STRIP
    from mammamia_qt.tools.bench_timing import bench_app
    from mammamia_qt.tools.qt_headless import headless_table
    from mammamia_qt.tools.serve_phones import make_setup
    from mammamia_qt.ui.controller import GameController
    from mammamia_qt.ui.phone_seats import PhoneSeats

    app = bench_app()
    timing = {"heartbeat_s": 0.5, "lost_after_s": 3.0}
    controller = GameController(make_setup("plus", 6, 6, seed), ai_delay_ms=0)
    hub = PhoneSeats(controller, host="127.0.0.1", public=True, news_ms=0, timing=timing)
    story: list[int] = []  # the public items' numbers, numbered as the hub numbers every event
    numbered = [0]

    def number(events: list[Any]) -> None:
        story.extend(numbered[0] + k for k, e in enumerate(events) if isinstance(e, STRIP))
        numbered[0] += len(events)

    controller.eventsReady.connect(number)
    hub.start()
    loop = QEventLoop()
    table = headless_table(controller, 0, loop.quit)
    clients = [
        LossyPhone(hub.url(s).replace("http://", "ws://").replace("/p/", "/ws/"), seed + s, drop, timing,
                   (12, suspend_s) if s == 0 else (0, 0.0))
        for s in range(6)
    ]  # fmt: skip
    for c in clients:
        c.start()
    started = time.perf_counter()
    QTimer.singleShot(500, controller.start)
    QTimer.singleShot(int(timeout * 1000), loop.quit)
    loop.exec()
    seconds = time.perf_counter() - started
    for _ in range(50):  # the last states reach the phones
        app.processEvents()
        time.sleep(0.02)
    for c in clients:
        c.stop = True
        c.join(5)
    hub.stop()
    controller.stop()
    made = {tap: answer for c in clients for tap, answer in c.taps.items()}
    applied = [tap for _, tap in hub.applied]
    del table
    return {
        "phones": 6,
        "drop": drop,
        "suspended_s": suspend_s,
        "finished": controller.over,
        "seconds": round(seconds, 1),
        "taps_made": len(made),
        "taps_acked": sum(1 for a in made.values() if a == "ack"),
        "taps_refused": sorted({a for a in made.values() if a not in ("ack", None)}),
        "taps_unanswered": sum(
            1 for a in made.values() if a is None
        ),  # the game ended before the answer came
        "taps_lost": len({t for t, a in made.items() if a in (None, "ack")} - set(applied)),
        "taps_applied": len(applied),
        "applied_twice": len(applied) - len(set(applied)),
        "acked_not_applied": len({t for t, a in made.items() if a == "ack"} - set(applied)),
        "reconnects": sum(c.reconnects for c in clients),
        "public_items": len(story),
        "items_missing_per_phone": [len(set(story) - set(c.items)) for c in clients],
        "all_phones_saw_the_end": all(c.over for c in clients),
    }
