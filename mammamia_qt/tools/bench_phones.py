"""``mammamia-cli bench phones``: six phone seats on the loopback against the real table.

A Plus game for six phones is shown on the table page (table, phone panel and server, offscreen
at 1920x1080) while six WebSocket clients answer every question at once. Measured: the time from
a phone sending its action to the table receiving the resulting events, and to every other phone
receiving the new state (median and 99th percentile), and the table's frame render time while
the phones are connected.
"""

from __future__ import annotations

import json
import threading
import time
from typing import Any

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from mammamia_qt.engine.cards import Edition
from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
from mammamia_qt.tools.bench_timing import SIZE, bench_app, latency, spin
from mammamia_qt.ui import phone_seats
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.controller import GameController
from mammamia_qt.ui.shell.table_page import TablePage


class _Phone(threading.Thread):
    def __init__(self, url: str, seed: int) -> None:
        super().__init__(daemon=True)
        import random

        self.url = url
        self.rng = random.Random(seed)
        self.sent: dict[int, float] = {}  # action count after the action -> when it was sent
        self.received: dict[int, float] = {}  # action count -> when a state with it first arrived
        self.stop = False

    def run(self) -> None:
        last = None
        try:
            with connect(self.url, open_timeout=10) as ws:
                while not self.stop:
                    try:
                        text = ws.recv(timeout=0.5)
                    except TimeoutError:
                        ws.send('{"t": "ping"}')  # its heartbeat, as the page sends it
                        continue
                    now = time.perf_counter()
                    m = json.loads(text)
                    if m["t"] != "state":
                        continue
                    self.received.setdefault(m["n"], now)
                    if m["v"]["phase"] == "over":
                        return
                    if m["asked"] and m["n"] != last:
                        last = m["n"]
                        action = self.rng.choice(m["v"]["legal"])
                        self.sent[m["n"] + 1] = time.perf_counter()
                        ws.send(json.dumps({"t": "act", "id": f"tap-{m['n']:06d}", "n": m["n"], "a": action}))
        except (ConnectionClosed, OSError):
            return


def _phone_table(seed: int) -> tuple[GameController, TablePage]:
    """A Plus game for six phones on the table page (offscreen, at SIZE), served on the loopback."""
    phone_seats.DEFAULT_HOST = "127.0.0.1"
    names = ("Anna", "Beate", "Carlo", "Dario", "Elena", "Franca")
    seats = tuple(SeatConfig(name=n, kind=SeatKind.PHONE) for n in names)
    setup = GameSetup(rules=Rules(edition=Edition.PLUS, players=6), seats=seats, seed=seed)
    controller = GameController(setup, ai_delay_ms=0)
    page = TablePage(CardArt())
    page.resize(*SIZE)
    page.set_controller(controller)
    page.set_speed("fast")
    page.show()
    return controller, page


def _connect_phones(app: QApplication, page: TablePage) -> list[_Phone]:
    """Six clients, one per seat, connected (or 20 s gone by)."""
    hub = page.phones.hub
    clients = [_Phone(hub.url(s).replace("http://", "ws://").replace("/p/", "/ws/"), s) for s in range(6)]
    for c in clients:
        c.start()
    spin(app, lambda: len(hub.server.connected()) >= 6, 20)
    return clients


def _render_while_playing(
    page: TablePage, controller: GameController, clients: list[_Phone], actions: int, timeout: float
) -> list[float]:
    """The table repaints at 60 Hz while the event loop serves the phones; each frame's time (ms)."""
    image = QImage(SIZE[0], SIZE[1], QImage.Format.Format_ARGB32_Premultiplied)
    frames: list[float] = []
    end = time.perf_counter() + timeout
    loop = QEventLoop()  # its own loop: quitting it leaves the application's state alone

    def frame() -> None:
        if time.perf_counter() > end or controller.over or sum(len(c.sent) for c in clients) >= actions:
            loop.quit()
            return
        t0 = time.perf_counter()
        page.render(image)
        frames.append((time.perf_counter() - t0) * 1000)

    ticker = QTimer()
    ticker.setTimerType(Qt.TimerType.PreciseTimer)
    ticker.timeout.connect(frame)
    ticker.start(16)
    loop.exec()
    ticker.stop()
    return frames


def _let_phones_go(app: QApplication, clients: list[_Phone]) -> None:
    for _ in range(30):  # the last states reach the phones
        app.processEvents()
        time.sleep(0.01)
    for c in clients:
        c.stop = True
    for c in clients:
        c.join(5)


def _latencies(clients: list[_Phone], table_at: dict[int, float]) -> tuple[list[float], list[float]]:
    """From each action sent to the table's events and to every other phone's state (ms)."""
    to_table: list[float] = []
    to_phones: list[float] = []
    for i, c in enumerate(clients):
        for n, sent in c.sent.items():
            if n in table_at:
                to_table.append((table_at[n] - sent) * 1000)
            to_phones += [
                (o.received[n] - sent) * 1000 for j, o in enumerate(clients) if j != i and n in o.received
            ]
    return to_table, to_phones


def bench_phones(actions: int = 300, seed: int = 5, timeout: float = 300.0) -> dict[str, Any]:
    """Latency from a phone's action to the table and the other phones; frame time meanwhile."""
    app = bench_app()
    controller, page = _phone_table(seed)
    table_at: dict[int, float] = {}
    controller.eventsReady.connect(
        lambda events: table_at.setdefault(controller.moves(), time.perf_counter())
    )
    controller.roundEnded.connect(lambda event: QTimer.singleShot(300, controller.continue_after_round))
    clients = _connect_phones(app, page)
    controller.start()
    frames = _render_while_playing(page, controller, clients, actions, timeout)
    _let_phones_go(app, clients)
    to_table, to_phones = _latencies(clients, table_at)
    page.clear_controller()
    controller.stop()
    page.deleteLater()
    controller.deleteLater()
    app.processEvents()
    return {
        "phones": 6,
        "edition": "plus",
        "actions": len(to_table),
        "action_to_table": latency(to_table),
        "action_to_other_phones": latency(to_phones),
        "frame_with_phones": {**latency(frames), "frames": len(frames)},
        "targets": {"action_to_other_phones_p99_ms": 100.0},
    }
