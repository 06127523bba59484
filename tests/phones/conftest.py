"""Phone test fixtures: a `mammamia-cli serve` game on 127.0.0.1 and phone bots that play it."""

from __future__ import annotations

import json
import random
import secrets
import shutil
import subprocess
import sys
import tempfile
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
        cmd = [sys.executable, "-m", "mammamia_qt.cli", "serve", "--host", "127.0.0.1", "--json", *args]
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

    def __init__(
        self, url: str, seed: int, *, stop_after: int | None = None, reconnect: bool = False
    ) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.rng = random.Random(seed)
        self.stop_after = stop_after
        self.messages: list[dict] = []
        self.acted = 0
        self.over = False
        self.errors: list[dict] = []
        self.closed: Exception | None = None
        self.reconnect = reconnect  # as the page does: a lost connection is opened again

    def run(self) -> None:
        for _ in range(20 if self.reconnect else 1):
            self._play()
            if self.over or (self.stop_after is not None and self.acted >= self.stop_after):
                return

    def _play(self) -> None:
        last = None
        try:
            with connect(self.url, open_timeout=10) as ws:
                while True:
                    try:
                        text = ws.recv(timeout=0.4)
                    except TimeoutError:
                        ws.send('{"t": "ping"}')  # its heartbeat, as the page sends it
                        continue
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


def recv_until(ws, predicate, limit: int = 200) -> dict:
    """The first message that satisfies ``predicate`` (bounded: at most ``limit`` messages, 30 s each)."""
    for _ in range(limit):
        m = json.loads(ws.recv(timeout=30))
        if predicate(m):
            return m
    raise AssertionError("no such message")


@pytest.fixture
def serve(tmp_path):
    started: list[Served] = []

    def start(*args: str) -> Served:
        s = Served(*args, *(() if "--data" in args else ("--data", str(tmp_path / "data"))))
        started.append(s)
        return s

    yield start
    for s in started:
        s.close()


@pytest.fixture
def phones():
    return SimpleNamespace(Bot=Bot, recv_until=recv_until, connect=connect, act=act, new_tab=new_tab)


# What the tests watch in a page, installed before its own script runs (nothing of it is in the page):
# every socket the page opens and what went through it, and every change of the public strip.
WATCH = """
(function () {
  var Real = window.WebSocket;
  window.__ws = { made: 0, open: 0, maxOpen: 0, tx: [], rx: [] };
  window.WebSocket = function (url) {
    var s = new Real(url), w = window.__ws, wasOpen = false;
    w.made++;
    s.addEventListener("open", function () { wasOpen = true; w.open++; w.maxOpen = Math.max(w.maxOpen, w.open); });
    s.addEventListener("close", function () { if (wasOpen) w.open--; });
    s.addEventListener("message", function (e) { w.rx.push(e.data); });
    var send = s.send.bind(s);
    s.send = function (data) { w.tx.push(data); return send(data); };
    return s;
  };
  window.WebSocket.prototype = Real.prototype;
  window.__seen = [];
  document.addEventListener("DOMContentLoaded", function () {
    var news = document.getElementById("news"), img = document.getElementById("top-img");
    if (!news) return;
    new MutationObserver(function () {
      window.__seen.push([news.getAttribute("data-i"), news.textContent,
        img.hidden ? null : img.getAttribute("data-face")]);
    }).observe(document.getElementById("strip"), { subtree: true, childList: true, attributes: true,
      characterData: true });
  });
})();
"""


def _browser(profile: str, lang: str, size: str):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser") or ""
    for arg in (
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
        f"--user-data-dir={profile}", f"--window-size={size}", f"--lang={lang}",
    ):  # fmt: skip
        options.add_argument(arg)
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
    driver.set_page_load_timeout(30)
    width, height = (int(x) for x in size.split(","))
    driver.execute_cdp_cmd(  # a window cannot be narrower than 500 px: the phone's own viewport instead
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True},
    )
    watch(driver)
    return driver


def new_tab(driver, url: str) -> str:
    """Open ``url`` in a new tab of ``driver``, watched like the first; its window handle."""
    driver.switch_to.new_window("tab")
    watch(driver)
    driver.get(url)
    return driver.current_window_handle


def watch(driver) -> None:
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH})


@pytest.fixture
def chromium():
    """Headless Chromium (Debian's chromium and chromium-driver), one profile each, closed afterwards."""
    assert shutil.which("chromium") and shutil.which("chromedriver"), "needs chromium and chromium-driver"
    made: list = []

    def start(lang: str = "en", size: str = "390,844"):
        profile = tempfile.mkdtemp(prefix="mammamia-chromium-")
        driver = _browser(profile, lang, size)
        made.append((driver, profile))
        return driver

    yield start
    for driver, profile in made:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
