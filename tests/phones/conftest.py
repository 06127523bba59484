"""Phone test fixtures: a `mammamia-cli serve` game on 127.0.0.1 and phone bots that play it."""

from __future__ import annotations

import json
import random
import secrets
import subprocess
import sys
import threading
from types import SimpleNamespace

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect


class Served:
    """A `mammamia-cli serve` child process and the seats it printed."""

    def __init__(self, *args: str) -> None:
        if "--news-ms" not in args:
            args = (*args, "--news-ms", "20")  # the strip's pace: the tests' phones read fast
        cmd = [sys.executable, "-m", "mammamia_qt.cli", "serve", "--host", "127.0.0.1", *args]
        self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.seats: list[dict] = []
        phones = int(args[args.index("--phones") + 1])
        for _ in range(phones):
            line = self.proc.stdout.readline()
            if not line:
                raise AssertionError(f"serve printed no seat line: {self.proc.stderr.read()}")
            self.seats.append(json.loads(line))

    def ws(self, seat: int) -> str:
        return self.seats[seat]["url"].replace("http://", "ws://").replace("/p/", "/ws/")

    def base(self) -> str:
        return self.seats[0]["url"].split("/p/")[0]

    def wait(self, timeout: float = 120) -> int:
        return self.proc.wait(timeout)

    def close(self) -> str:
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(20)
        return self.proc.stderr.read()


class Bot(threading.Thread):
    """A phone that answers every question with a random legal action until the game is over."""

    def __init__(self, url: str, seed: int, *, stop_after: int | None = None) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.rng = random.Random(seed)
        self.stop_after = stop_after
        self.messages: list[dict] = []
        self.acted = 0
        self.over = False
        self.errors: list[dict] = []
        self.closed: Exception | None = None

    def run(self) -> None:
        last = None
        try:
            with connect(self.url, open_timeout=10) as ws:
                for text in ws:
                    m = json.loads(text)
                    self.messages.append(m)
                    if m["t"] == "error":
                        self.errors.append(m)
                    if m["t"] != "state":
                        continue
                    if m["v"]["phase"] == "over":
                        self.over = True
                        return
                    if m["asked"] and m["n"] != last:
                        if self.stop_after is not None and self.acted >= self.stop_after:
                            return  # leaves mid-decision
                        last = m["n"]
                        legal = m["v"]["legal"]
                        ws.send(act(self.rng.choice(legal), m["n"]))
                        self.acted += 1
        except (ConnectionClosed, OSError) as exc:
            self.closed = exc
            return


def act(action: dict, n: int, tap: str | None = None) -> str:
    """A tap as the page sends it: its own id and the id of the state it was made on."""
    return json.dumps({"t": "act", "id": tap or secrets.token_hex(8), "n": n, "a": action})


def recv_until(ws, predicate, limit: int = 200) -> dict:  # noqa: ANN001
    """The first message that satisfies ``predicate`` (bounded: at most ``limit`` messages, 30 s each)."""
    for _ in range(limit):
        m = json.loads(ws.recv(timeout=30))
        if predicate(m):
            return m
    raise AssertionError("no such message")


@pytest.fixture
def serve():
    started: list[Served] = []

    def start(*args: str) -> Served:
        s = Served(*args)
        started.append(s)
        return s

    yield start
    for s in started:
        s.close()


@pytest.fixture
def phones():
    return SimpleNamespace(Bot=Bot, recv_until=recv_until, connect=connect, act=act)
