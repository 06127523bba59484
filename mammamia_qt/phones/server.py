"""The phones' server: the page, its art and strings over HTTP, one WebSocket per seat (no Qt).

It runs the ``websockets`` library's asyncio server in its own thread (ARCHITECTURE.md, "Phones",
says why), so a flood of messages or connections is parsed, limited and cut off there and never
costs the table a frame. What passes is handed to the callbacks (``on_join``, ``on_leave``,
``on_message``), called in the server thread; the Qt side turns them into queued signals.
``send`` may be called from any thread.

Security: each seat has its own token (``secrets``, 144 bits) in its link's path. A page or a
socket with a wrong token gets 403; a socket's token is checked again when it opens and names
the only seat it can act for. A short room code (one per seat, to type instead of scanning)
leads to the seat's link until its phone has joined. Only peers on the local network (private,
loopback or link-local addresses) are served; an address that keeps presenting wrong tokens or
codes may not try a code for a minute (a token, 144 bits, cannot be guessed anyway).
"""

from __future__ import annotations

import asyncio
import json
import re
import secrets
import threading
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from mammamia_qt.phones.protocol import MAX_MESSAGE_BYTES, ProtocolError, dumps, parse_message
from mammamia_qt.phones.web import FORBIDDEN_PAGE, Bucket, error_page, html, local_peer, pick_language, static

TOKEN_BYTES = 18
CODE_ALPHABET = "ACDEFGHJKLMNPQRTUVWXY3479"
CODE_LENGTH = 6
MAX_CONNECTIONS = 64
MAX_QUEUED = 256  # outgoing messages waiting for a slow phone before it is cut off (it reconnects)
FAILURES_PER_MINUTE = 30
HEARTBEAT_S = 3.0  # each side sends a message at least this often (ours: "hb"; the phone's: "ping")
LOST_AFTER_S = 8.0  # silence for this long means the other side is gone (the issue asks for < 10 s)
CLIENT_ID = re.compile(r"[A-Za-z0-9_-]{8,40}")


def _seen_number(text: str) -> int:
    """The last item a connecting page received (its URL's ``i``); -1 for none or anything else."""
    if not text.isdigit() or len(text) > 9:
        return -1
    return int(text)


class PhoneServer:
    """HTTP and WebSocket server for the phone seats of one game."""

    def __init__(
        self,
        seats: list[int],
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        static_dir: Path,
        languages: list[str] | None = None,
        strings: Callable[[str], bytes | None],
        art: Callable[[str, str], bytes | None],
        on_join: Callable[[int, int], None] = lambda seat, seen: None,
        on_leave: Callable[[int], None] = lambda seat: None,
        on_message: Callable[[int, Any], None] = lambda seat, msg: None,
        heartbeat_s: float = HEARTBEAT_S,
        lost_after_s: float = LOST_AFTER_S,
    ) -> None:
        self.heartbeat_s = heartbeat_s
        self.lost_after_s = lost_after_s
        self.host = host
        self.port = port
        self.static_dir = static_dir
        self.languages = " ".join(languages or ["en"])  # the page's language menu (one list: the game's)
        self._strings = strings
        self._art = art
        self.on_join = on_join
        self.on_leave = on_leave
        self.on_message = on_message
        self._lock = threading.Lock()
        self._tokens: dict[str, int] = {}
        self._seat_token: dict[int, str] = {}
        self._codes: dict[str, int] = {}
        self._seat_code: dict[int, str] = {}
        self._conns: dict[int, ServerConnection] = {}
        self._heard: dict[ServerConnection, float] = {}  # when each socket was last heard from
        self._client: dict[ServerConnection, str] = {}  # each socket's page (a tab keeps its id)
        self._joined: set[int] = set()  # seats whose phone has joined since their link was issued
        self._queues: dict[ServerConnection, asyncio.Queue[str | None]] = {}
        self._open = 0
        self._failures: dict[str, deque[float]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: Server | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self.latest: dict[int, int] = {}  # seat -> serial of the latest state sent to it (set by the hub)
        self.shown: dict[int, int] = {}  # seat -> the last public item its pages said they showed
        self.joins: dict[int, int] = {}  # seat -> sockets opened (the hub greets its own count)
        self.refused = 0  # handshakes and pages refused (wrong token, limits): for tests and the bench
        for seat in seats:
            self._issue(seat)

    # ------------------------------------------------------------------ tokens
    def _issue(self, seat: int) -> None:
        with self._lock:
            old = self._seat_token.pop(seat, None)
            if old is not None:
                self._tokens.pop(old, None)
            old_code = self._seat_code.pop(seat, None)
            if old_code is not None:
                self._codes.pop(old_code, None)
            token = secrets.token_urlsafe(TOKEN_BYTES)
            self._tokens[token] = seat
            self._seat_token[seat] = token
            code = self._new_code()
            self._codes[code] = seat
            self._seat_code[seat] = code

    def new_link(self, seat: int) -> str:
        """Give ``seat`` a new token and code: the old link stops working, its socket is closed."""
        self._issue(seat)
        with self._lock:
            self._joined.discard(seat)
        self._call(self._close_seat, seat, 4001, "seat handed over")
        return self.url(seat)

    def revoke(self, seat: int) -> None:
        """The seat is no longer a phone's: its link and socket stop working."""
        with self._lock:
            token = self._seat_token.pop(seat, None)
            if token is not None:
                self._tokens.pop(token, None)
            code = self._seat_code.pop(seat, None)
            if code is not None:
                self._codes.pop(code, None)
        self._call(self._close_seat, seat, 4001, "seat handed over")

    def seats(self) -> list[int]:
        with self._lock:
            return sorted(self._seat_token)

    def token(self, seat: int) -> str:
        with self._lock:
            return self._seat_token[seat]

    def code(self, seat: int) -> str | None:
        """The seat's room code, or None once its phone has joined."""
        with self._lock:
            return self._seat_code.get(seat)

    def room_code(self, seat: int) -> str | None:
        """The seat's room code, a new one if its phone has used it up (the host shows the link again
        for a phone that is back: it may type the code); it works until the phone joins again."""
        with self._lock:
            if seat not in self._seat_token:
                return None
            code = self._seat_code.get(seat)
            if code is None:
                code = self._new_code()
                self._codes[code] = seat
                self._seat_code[seat] = code
            return code

    def forget_code(self, seat: int) -> None:
        """The link is no longer shown for a seat whose phone has joined: its code stops working."""
        with self._lock:
            if seat in self._joined:
                code = self._seat_code.pop(seat, None)
                if code is not None:
                    self._codes.pop(code, None)

    def _new_code(self) -> str:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        while code in self._codes:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        return code

    def base_url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    def url(self, seat: int) -> str:
        return f"{self.base_url()}/p/{self.token(seat)}"

    def connected(self) -> list[int]:
        with self._lock:
            return sorted(self._conns)

    def has_joined(self, seat: int) -> bool:
        """Whether a phone has opened the seat's current link (its secret has been used)."""
        with self._lock:
            return seat in self._joined

    # ------------------------------------------------------------------ thread
    def start(self) -> None:
        """Bind and serve in a new thread; OSError if the address cannot be bound."""
        self._thread = threading.Thread(target=self._run, name="phone-server", daemon=True)
        self._thread.start()
        self._ready.wait(10)
        if self._error is not None:
            raise self._error
        if self._server is None:
            raise OSError("the phone server did not start")

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._bind())
        except BaseException as exc:  # reported to start()
            self._error = exc
            self._ready.set()
            loop.close()
            return
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    async def _bind(self) -> None:
        self._server = await serve(
            self._handler,
            self.host,
            self.port,
            process_request=self._process_request,
            max_size=MAX_MESSAGE_BYTES,
            max_queue=8,
            open_timeout=5,
            ping_interval=15,
            ping_timeout=15,
            close_timeout=2,
            compression=None,
            server_header=None,
        )
        sock = next(iter(self._server.sockets))
        self.port = sock.getsockname()[1]

    def stop(self) -> None:
        loop, server = self._loop, self._server
        if loop is None or server is None or self._thread is None:
            return

        async def shut() -> None:
            server.close()
            await server.wait_closed()
            loop.stop()

        try:
            asyncio.run_coroutine_threadsafe(shut(), loop)
        except RuntimeError:
            pass
        self._thread.join(10)
        self._server = None

    def _call(self, fn: Callable[..., Any], *args: Any) -> None:
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:  # stopping
                pass

    # ------------------------------------------------------------------ sending
    def send(self, seat: int, text: str) -> None:
        """Queue ``text`` for the seat's phone (dropped if no phone is connected). Any thread."""
        self._call(self._enqueue, seat, text)

    def _enqueue(self, seat: int, text: str) -> None:
        conn = self._conns.get(seat)
        if conn is None:
            return
        queue = self._queues.get(conn)
        if queue is None:
            return
        if queue.qsize() >= MAX_QUEUED:
            self._close(conn, 1008, "too slow")
            return
        queue.put_nowait(text)

    def _close_seat(self, seat: int, code: int, reason: str) -> None:
        conn = self._conns.get(seat)
        if conn is not None:
            self._close(conn, code, reason)

    def _close(self, conn: ServerConnection, code: int, reason: str) -> None:
        asyncio.ensure_future(conn.close(code, reason))

    # ------------------------------------------------------------------ HTTP
    def _failed(self, ip: str) -> None:
        self.refused += 1
        times = self._failures.setdefault(ip, deque())
        times.append(time.monotonic())

    def _locked_out(self, ip: str) -> bool:
        times = self._failures.get(ip)
        if not times:
            return False
        now = time.monotonic()
        while times and now - times[0] > 60:
            times.popleft()
        return len(times) >= FAILURES_PER_MINUTE

    def _process_request(self, conn: ServerConnection, request: Request) -> Response | None:
        peer = conn.remote_address[0] if conn.remote_address else ""
        if not local_peer(peer):
            self.refused += 1
            return html(403, FORBIDDEN_PAGE)
        parts = urlsplit(request.path)
        path = parts.path
        if path.startswith("/ws/"):
            with self._lock:
                seat = self._tokens.get(path[4:])
            if seat is None:
                self._failed(peer)
                return html(403, FORBIDDEN_PAGE)
            if self._open >= MAX_CONNECTIONS:
                self.refused += 1
                return html(503, "<!doctype html><title>503</title><p>Too many connections.</p>")
            return None
        if request.headers.get("Upgrade"):
            self._failed(peer)
            return html(403, FORBIDDEN_PAGE)
        lang = pick_language(request.headers.get("Accept-Language", ""), self.languages.split())
        return self._http(peer, path, parse_qs(parts.query), lang)

    def _page(self, name: str) -> str:
        return (self.static_dir / name).read_text("utf-8").replace("{{LANGUAGES}}", self.languages)

    def _refused(self, status: int, lang: str) -> Response:
        """A wrong link or code (403), too many of them (429): said in the phone's language."""
        try:
            texts = json.loads(self._strings(lang) or b"{}").get("phone", {})
        except ValueError:
            texts = {}
        return html(status, error_page(status, lang, texts))

    def _http(self, peer: str, path: str, query: dict[str, list[str]], lang: str = "en") -> Response:
        if path.startswith("/p/"):
            with self._lock:
                valid = path[3:] in self._tokens
            if not valid:
                self._failed(peer)
                return self._refused(403, lang)
            return html(200, self._page("index.html"))
        if path == "/" or path == "/join":
            code = (query.get("code") or [""])[0].strip().upper().replace(" ", "")
            if not code:
                return html(200, self._page("join.html"))
            if self._locked_out(peer):  # codes are short: guessing them is slowed down
                self.refused += 1
                return self._refused(429, lang)
            with self._lock:
                seat = self._codes.get(code)
                token = self._seat_token.get(seat) if seat is not None else None
            if token is None:
                self._failed(peer)
                return self._refused(403, lang)
            response = html(303, "")
            response.headers["Location"] = f"/p/{token}"
            return response
        return static(self.static_dir, path, self._strings, self._art)

    # ------------------------------------------------------------------ sockets
    async def _handler(self, conn: ServerConnection) -> None:
        parts = urlsplit(conn.request.path if conn.request else "")
        token = parts.path[4:]
        client = (parse_qs(parts.query).get("c") or [""])[0]
        take = (parse_qs(parts.query).get("take") or [""])[0] == "1"
        seen = _seen_number((parse_qs(parts.query).get("i") or [""])[0])
        with self._lock:
            seat = self._tokens.get(token)
        if seat is None:  # handed over between the handshake and now
            await conn.close(4003, "invalid token")
            return
        if not CLIENT_ID.fullmatch(client):
            client = secrets.token_urlsafe(9)  # a client that names no page is a page of its own
        if not self._admit(seat, conn, client, take):
            await conn.send(dumps({"t": "busy"}))
            await conn.close(4002, "seat in use on another device")
            return
        queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._queues[conn] = queue
        self.joins[seat] = self.joins.get(seat, 0) + 1  # counted before the socket can be sent to
        self._conns[seat] = conn
        self._client[conn] = client
        self._open += 1
        with self._lock:
            self._joined.add(seat)
            code = self._seat_code.pop(seat, None)  # the room code is used up once the phone is in
            if code is not None:
                self._codes.pop(code, None)
        writer = asyncio.ensure_future(self._writer(conn, queue))
        beat = asyncio.ensure_future(self._heartbeat(conn, seat, queue))
        self.on_join(seat, seen)
        try:
            await self._read(conn, seat, token, queue)
        except ConnectionClosed:
            pass
        finally:
            self._open -= 1
            queue.put_nowait(None)
            writer.cancel()
            beat.cancel()
            self._queues.pop(conn, None)
            self._client.pop(conn, None)
            self._heard.pop(conn, None)
            if self._conns.get(seat) is conn:
                del self._conns[seat]
                self.on_leave(seat)

    def _admit(self, seat: int, conn: ServerConnection, client: str, take: bool) -> bool:
        """One live socket per seat, the newest: the same page reconnecting (its old socket may not
        know yet that it is dead) replaces it at once; another device only when it asks to take over."""
        old = self._conns.get(seat)
        if old is None:
            return True
        if self._client.get(old) == client:
            self._close(old, 4004, "replaced by this page's newer connection")
            return True
        if not take:
            return False
        self._close(old, 4000, "taken over by another device")
        return True

    async def _read(
        self, conn: ServerConnection, seat: int, token: str, queue: asyncio.Queue[str | None]
    ) -> None:
        bucket = Bucket()
        self._heard[conn] = time.monotonic()
        async for text in conn:
            self._heard[conn] = time.monotonic()
            if not bucket.take():
                await conn.close(1008, "too many messages")
                return
            with self._lock:
                still = self._tokens.get(token) == seat
            if not still:
                await conn.close(4003, "invalid token")
                return
            try:
                msg = parse_message(text)
            except ProtocolError as exc:
                queue.put_nowait(dumps(exc.message()))
                continue
            if msg.t == "ping":  # its heartbeat
                if msg.i is not None:
                    with self._lock:
                        self.shown[seat] = max(self.shown.get(seat, -1), msg.i)
                queue.put_nowait(dumps({"t": "pong"}))
                continue
            self.on_message(seat, msg)

    async def _heartbeat(self, conn: ServerConnection, seat: int, queue: asyncio.Queue[str | None]) -> None:
        """Our own heartbeat: browsers cannot see WebSocket pings, and a phone whose Wi-Fi is gone
        closes nothing. Silence from the phone for ``lost_after_s`` closes its socket (it is lost).
        Each beat names the serial of the latest state sent to the seat: a phone that missed it asks."""
        try:
            while True:
                await asyncio.sleep(self.heartbeat_s)
                if time.monotonic() - self._heard.get(conn, 0.0) > self.lost_after_s:
                    conn.transport.abort()  # no closing handshake with a phone that does not answer
                    return
                queue.put_nowait(dumps({"t": "hb", "s": self.latest.get(seat, 0)}))
        except asyncio.CancelledError:
            return

    async def _writer(self, conn: ServerConnection, queue: asyncio.Queue[str | None]) -> None:
        try:
            while True:
                text = await queue.get()
                if text is None:
                    return
                await conn.send(text)
        except (ConnectionClosed, asyncio.CancelledError):
            return
