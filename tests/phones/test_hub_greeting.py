"""A seat's new socket is sent no state before the hub has greeted it (the server counts each seat's
sockets, ``PhoneServer.joins``; the hub greets that count): until then a state would carry the story
from where the previous page was, not from the item the new page names. One hub (``phones/hub.py``)
for the desktop's ``PhoneSeats`` and ``mammamia-cli serve``; here without Qt, on a served game."""

from __future__ import annotations

import asyncio
import json

import pytest

from mammamia_qt.paths import resource
from mammamia_qt.phones.hub import PhoneHub
from mammamia_qt.tools.serve_phones import make_setup
from mammamia_qt.tools.served_game import ServedGame


@pytest.fixture
def hub():
    loop = asyncio.new_event_loop()  # never run: the game stays where its start left it
    game = ServedGame(make_setup("classic", 3, 2, seed=4), loop, pace_ms=0, news_ms=0, archive=None,
                      on_end=lambda: None, on_failure=lambda exc: None)  # fmt: skip
    hub = PhoneHub(game, hop=lambda handler: handler, static_dir=resource("phone"), strings=lambda lang: None,
                   art=lambda a, b: None, prepare=lambda: None, colour_hex=lambda colour: "#000000",
                   host="127.0.0.1")  # fmt: skip
    game.watch(hub)
    game.start()
    yield hub
    game.stop()
    loop.close()


def _opened(hub: PhoneHub, seat: int) -> None:
    """What the server does when a socket of ``seat`` opens, before its join reaches the hub."""
    hub.server._conns[seat] = object()  # type: ignore[assignment]
    hub.server.joins[seat] = hub.server.joins.get(seat, 0) + 1


def test_a_socket_gets_no_state_until_it_is_greeted(hub, monkeypatch) -> None:
    sent: list[tuple[int, dict]] = []
    monkeypatch.setattr(hub.server, "send", lambda seat, text: sent.append((seat, json.loads(text))))
    _opened(hub, 0)
    hub.send_state(0)  # a move made between the socket's opening and its greeting
    assert sent == []
    hub._joined(0, -1)
    assert [m["t"] for seat, m in sent if seat == 0][:2] == ["hello", "state"]
    sent.clear()
    _opened(hub, 0)  # the page is opened again: a second socket, not greeted yet
    hub.send_state(0)
    assert sent == []
    hub._joined(0, 3)
    first = [m for seat, m in sent if seat == 0 and m["t"] == "state"][0]
    assert first["from"] == min(3, hub._event_no - 1)  # the story goes on from the item the page named
