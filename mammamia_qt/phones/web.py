"""The phone server's small parts: its HTTP answers, the local-network check, the rate limit."""

from __future__ import annotations

import ipaddress
import time
from collections.abc import Callable
from html import escape
from http import HTTPStatus
from pathlib import Path
from urllib.parse import unquote

from websockets.datastructures import Headers
from websockets.http11 import Response

STATIC_FILES = {
    "phone.js": "text/javascript",
    "words.js": "text/javascript",
    "phone.css": "text/css",
    "join.js": "text/javascript",
    "icon.svg": "image/svg+xml",
}
RATE = 20.0  # messages per second a phone may send on average
BURST = 40.0


class Bucket:
    """A token bucket: RATE messages a second on average, BURST at once."""

    __slots__ = ("level", "stamp")

    def __init__(self) -> None:
        self.level = BURST
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(BURST, self.level + (now - self.stamp) * RATE)
        self.stamp = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


def local_peer(address: str) -> bool:
    """Whether a peer's address is on the local network (or this machine)."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped:
        ip = ip.ipv4_mapped
    return ip.is_private or ip.is_loopback or ip.is_link_local


def html(status: int, body: str) -> Response:
    headers = Headers()
    headers["Content-Type"] = "text/html; charset=utf-8"
    headers["Cache-Control"] = "no-store"
    headers["Referrer-Policy"] = "no-referrer"
    headers["X-Frame-Options"] = "DENY"
    data = body.encode("utf-8")
    headers["Content-Length"] = str(len(data))
    return Response(status, HTTPStatus(status).phrase, headers, data)


def file(body: bytes, content_type: str, cache: bool = True) -> Response:
    headers = Headers()
    headers["Content-Type"] = content_type
    headers["Cache-Control"] = "max-age=3600" if cache else "no-store"
    headers["Content-Length"] = str(len(body))
    return Response(200, "OK", headers, body)


FORBIDDEN_PAGE = (
    "<!doctype html><meta charset=utf-8><meta name=viewport content='width=device-width'>"
    "<title>403</title><body style='font:20px sans-serif;padding:24px'>"
    "<h1>403</h1><p>This link is not valid (any more). Scan the code on the table again.</p>"
)
"""For a peer that is not on the local network: it gets nothing of the game, not even its texts."""


def pick_language(accept: str, languages: list[str]) -> str:
    """The first of the phone's languages (its Accept-Language header, by weight) the game speaks."""
    ranked: list[tuple[float, int, str]] = []
    for k, part in enumerate(accept.split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                continue
        ranked.append((-weight, k, tag.strip()[:2].lower()))
    for _, _, code in sorted(ranked):
        if code in languages:
            return code
    return "en" if "en" in languages else languages[0]


def error_page(status: int, lang: str, texts: dict[str, str]) -> str:
    """A refusal in the phone's language (``texts``: the page's texts in ``lang``), with the way back
    to the form for a room code."""
    message = texts.get("too_many" if status == 429 else "bad_link", "")
    return (
        f"<!doctype html><html lang='{escape(lang)}'><meta charset=utf-8>"
        "<meta name=viewport content='width=device-width, initial-scale=1'>"
        f"<title>{status}</title><link rel=stylesheet href='/static/phone.css'>"
        f"<main class=join><h1>{escape(texts.get('title', 'Mamma Mia!'))}</h1><p>{escape(message)}</p>"
        f"<p><a class=back href='/'>{escape(texts.get('to_form', '/'))}</a></p></main></html>"
    )


def static(
    folder: Path, path: str, strings: Callable[[str], bytes | None], art: Callable[[str, str], bytes | None]
) -> Response:
    """The page's files, its strings per language and its card art; 404 for anything else."""
    if path == "/favicon.ico":
        return file((folder / "icon.svg").read_bytes(), "image/svg+xml")
    if path.startswith("/static/"):
        name = path[8:]
        if name in STATIC_FILES:
            return file((folder / name).read_bytes(), STATIC_FILES[name])
    elif path.startswith("/strings/") and path.endswith(".json"):
        body = strings(path[9:-5])
        if body is not None:
            return file(body, "application/json; charset=utf-8")
    elif path.startswith("/art/") and path.endswith(".svg"):
        lang, _, face = path[5:-4].partition("/")
        body = art(lang, unquote(face))
        if body is not None:
            return file(body, "image/svg+xml")
    return html(404, "<!doctype html><title>404</title><p>Not found.</p>")
