"""The phone protocol over real sockets: a served game played to the end by phones alone, and bad input."""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus

from mammamia_qt.phones.protocol import MAX_MESSAGE_BYTES, ProtocolError, parse_message


def http_status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as r:
            return r.status
    except urllib.error.HTTPError as exc:
        return exc.code


def first_asked(*sockets: Any) -> tuple[Any, dict[str, Any]]:
    """The socket whose phone is asked first, and that state message (bounded: 400 rounds of reads)."""
    for _ in range(400):
        for ws in sockets:
            try:
                m = json.loads(ws.recv(timeout=0.2))
            except TimeoutError:
                continue
            if m["t"] == "state" and m["asked"]:
                return ws, m
    raise AssertionError("no phone was asked")


@pytest.mark.slow
def test_three_phones_and_an_ai_play_a_plus_game_to_the_end(serve, phones) -> None:
    game = serve("--edition", "plus", "--players", "4", "--phones", "3", "--pace", "40", "--seed", "5")
    assert [s["seat"] for s in game.seats] == [0, 1, 2]
    assert [s["name"] for s in game.seats] == ["Anna", "Beate", "Carlo"]
    bots = [phones.Bot(game.ws(i), seed=i) for i in range(3)]
    for b in bots:
        b.start()
    for b in bots:
        b.join(180)
    assert all(b.over for b in bots)
    assert all(b.acted > 5 for b in bots)
    assert game.wait(60) == 0
    hello = next(m for m in bots[1].messages if m["t"] == "hello")
    assert hello["seat"] == 1 and hello["names"][3] == "Luigi" and hello["public"] is True
    last = bots[0].messages[-1]["v"]
    assert last["phase"] == "over" and last["winners"]


def test_the_page_its_strings_and_art_are_served_and_a_wrong_link_gets_403(serve) -> None:
    game = serve("--edition", "classic", "--players", "2", "--phones", "1", "--pace", "2000")
    url = game.seats[0]["url"]
    token = url.rsplit("/", 1)[1]
    assert len(token) >= 22  # 128 bits and more, url-safe
    assert http_status(url) == 200
    assert http_status(url[:-1] + ("A" if url[-1] != "A" else "B")) == 403
    assert http_status(game.base() + "/p/") == 403
    assert http_status(game.base() + "/static/phone.js") == 200
    assert http_status(game.base() + "/static/../server.py") == 404
    assert http_status(game.base() + "/favicon.ico") == 200
    with urllib.request.urlopen(game.base() + "/strings/ja.json", timeout=10) as r:
        strings = json.load(r)
    assert strings["phone"]["your_hand"] and not strings["missing"]
    assert http_status(game.base() + "/strings/xx.json") == 404
    assert http_status(game.base() + "/art/de/ingredient%3Aolive.svg") == 200
    code = game.seats[0]["code"]
    with urllib.request.urlopen(f"{game.base()}/join?code={code.lower()}", timeout=10) as r:
        assert r.url == url  # the room code leads to the seat's link
    assert http_status(f"{game.base()}/join?code=ZZZZZZ") == 403


def test_forged_and_other_seats_tokens(serve, phones) -> None:
    game = serve("--edition", "classic", "--players", "3", "--phones", "2", "--pace", "40", "--seed", "2")
    with pytest.raises(InvalidStatus) as refused:
        with phones.connect(game.ws(0)[:-2] + "xx", open_timeout=10):
            pass
    assert refused.value.response.status_code == 403
    with pytest.raises(InvalidStatus):
        with phones.connect(game.base().replace("http", "ws") + "/ws/", open_timeout=10):
            pass
    # Seat 0's token speaks for seat 0 only: its answers while seat 1 is asked change nothing.
    with phones.connect(game.ws(0)) as a, phones.connect(game.ws(1)) as b:
        asked, state = first_asked(a, b)
        idle = b if asked is a else a
        legal = state["v"]["legal"]
        idle.send(phones.act(legal[0], state["n"]))
        assert phones.recv_until(idle, lambda m: m["t"] == "error")["code"] == "not_your_turn"
        asked.send(phones.act(legal[0], state["n"]))
        after = phones.recv_until(asked, lambda m: m["t"] == "state" and m["n"] > state["n"])
        assert after["n"] == state["n"] + 1


@pytest.mark.slow
def test_malformed_oversized_and_illegal_messages_change_nothing(serve, phones) -> None:
    game = serve("--edition", "classic", "--players", "2", "--phones", "1", "--pace", "40", "--seed", "4")
    with phones.connect(game.ws(0)) as ws:
        state = phones.recv_until(ws, lambda m: m["t"] == "state" and m["asked"])
        n = state["n"]
        play = {"type": "play", "kind": "olive", "count": 1, "order": None, "draw": "supply", "draw_count": 1}
        tap = {"t": "act", "id": "tap-0000001", "n": n}
        for bad, code in (
            ("not json", "not_json"),
            ("[1, 2]", "unknown"),
            ('{"t": "shout"}', "unknown"),
            ('{"t": "act", "a": 3}', "malformed"),
            (json.dumps({**tap, "a": {**play, "kind": "caviar"}}), "malformed"),
            (json.dumps({**tap, "a": {**play, "count": "x"}}), "malformed"),
            (json.dumps({**tap, "a": {**play, "count": "1"}}), "malformed"),  # a string is no count
            (json.dumps({**tap, "a": {**play, "count": 1.0}}), "malformed"),
            (json.dumps({**tap, "a": {**play, "count": True}}), "malformed"),
            (json.dumps({**tap, "a": {**play, "extra": 1}}), "malformed"),
            (
                json.dumps({**tap, "a": {"type": "help", "accept": "false"}}),
                "malformed",
            ),  # "false" is no answer
            (json.dumps({**tap, "a": {"type": "complete", "accept": 0}}), "malformed"),
            (json.dumps({**tap, "n": str(n), "a": play}), "malformed"),
            (json.dumps({"t": "act", "n": n, "a": play}), "malformed"),  # a tap without its id
            (json.dumps({**tap, "id": "../x", "a": play}), "malformed"),
            (
                '{"t": "act", "id": "tap-0000002", "n": 0, "a": {"type": "play", "kind": "olive", "count": NaN}}',
                "not_json",
            ),
            (json.dumps({**tap, "id": "tap-0000003", "a": {"type": "help", "accept": True}}), "reveal_help"),
        ):
            ws.send(bad)
            error = phones.recv_until(ws, lambda m: m["t"] == "error")
            assert error["code"] in (code, "not_in_reveal"), bad
        # a play of 9 cards of a kind the hand does not hold: refused by the rules, with the reason
        ws.send(phones.act({**play, "count": 9}, n))
        assert phones.recv_until(ws, lambda m: m["t"] == "error")["code"] == "ingredients_in_hand"
        again = phones.recv_until(ws, lambda m: m["t"] == "state")
        assert again["n"] == n and again["asked"]  # nothing was applied; the question stands
        ws.send(phones.act(again["v"]["legal"][0], n - 1))
        assert phones.recv_until(ws, lambda m: m["t"] == "error")["code"] == "stale"
        ws.send("x" * (MAX_MESSAGE_BYTES + 1))
        with pytest.raises(ConnectionClosed) as closed:
            phones.recv_until(ws, lambda m: False)
        assert closed.value.rcvd.code == 1009  # too big: the socket is closed
    # The seat reconnects and plays on.
    bot = phones.Bot(game.ws(0), seed=1)
    bot.start()
    bot.join(180)
    assert bot.over


@pytest.mark.slow
def test_a_flood_of_messages_closes_that_socket_only(serve, phones) -> None:
    game = serve("--edition", "classic", "--players", "3", "--phones", "2", "--pace", "40", "--seed", "6")
    with phones.connect(game.ws(0)) as ws:
        with pytest.raises(ConnectionClosed) as closed:
            for _ in range(2000):
                ws.send('{"t": "ping"}')
            phones.recv_until(ws, lambda m: False, limit=5000)
        assert closed.value.rcvd is None or closed.value.rcvd.code == 1008
    bots = [phones.Bot(game.ws(i), seed=i) for i in range(2)]
    for b in bots:
        b.start()
    for b in bots:
        b.join(180)
    assert all(b.over for b in bots)


@pytest.mark.slow
def test_two_hundred_connections_at_once_and_a_phone_that_leaves_mid_decision(serve, phones) -> None:
    game = serve("--edition", "classic", "--players", "3", "--phones", "2", "--pace", "40", "--seed", "8")
    outcomes: list[str] = []

    def storm(i: int) -> None:
        url = game.ws(i % 2) if i % 4 < 2 else game.ws(0)[:-3] + f"{i:03d}"
        try:
            with phones.connect(url, open_timeout=20) as ws:
                ws.recv(timeout=20)
                outcomes.append("open")
        except InvalidStatus as exc:
            outcomes.append(str(exc.response.status_code))
        except (ConnectionClosed, TimeoutError, OSError):
            outcomes.append("closed")

    threads = [threading.Thread(target=storm, args=(i,), daemon=True) for i in range(200)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert len(outcomes) == 200
    assert outcomes.count("403") == 100  # every forged token refused
    assert outcomes.count("open") + outcomes.count("closed") + outcomes.count("503") == 100
    # Seat 1's phone leaves in the middle of the game; it comes back and the game goes on to the end.
    leaver = phones.Bot(game.ws(1), seed=3, stop_after=4)
    stayer = phones.Bot(game.ws(0), seed=4)
    leaver.start()
    stayer.start()
    leaver.join(120)
    assert not leaver.over and leaver.acted == 4
    back = phones.Bot(game.ws(1), seed=5)
    back.start()
    back.join(180)
    stayer.join(180)
    assert back.over and stayer.over
    assert game.wait(60) == 0


def test_parse_message_limits() -> None:
    with pytest.raises(ProtocolError) as exc:
        parse_message(b'{"t": "ping"}')
    assert exc.value.code == "not_text"
    with pytest.raises(ProtocolError) as exc:
        parse_message("[" * 5000 + "]" * 5000)
    assert exc.value.code == "too_big"
    with pytest.raises(ProtocolError) as exc:
        parse_message("[" * 2000 + "]" * 2000)
    assert exc.value.code in ("not_json", "unknown")
    assert parse_message('{"t": "ping"}').t == "ping"
    with pytest.raises(ProtocolError) as exc:
        parse_message('{"t": "ping", "x": 1}')
    assert exc.value.code == "malformed"
    play = {"type": "play", "kind": "olive", "count": 1, "order": None, "draw": "supply", "draw_count": 1}
    tap = {"t": "act", "id": "tap-0000001", "n": 3, "a": play}
    assert parse_message(json.dumps(tap)).a.count == 1
    for bad in ({**tap, "n": "3"}, {**tap, "a": {**play, "count": "1"}}, {**tap, "a": {**play, "count": 1.0}},
                {**tap, "a": {"type": "help", "accept": "false"}}, {**tap, "a": {"type": "help", "accept": 1}}):  # fmt: skip
        with pytest.raises(ProtocolError) as exc:
            parse_message(json.dumps(bad))
        assert exc.value.code == "malformed" and exc.value.tap == "tap-0000001", bad


@pytest.mark.slow
def test_a_tap_sent_twice_is_applied_once_and_answered_alike(serve, phones) -> None:
    """The page repeats an unanswered tap (same id) after a reconnect: it is applied exactly once."""
    game = serve("--edition", "classic", "--players", "2", "--phones", "2", "--pace", "40", "--seed", "3")
    with phones.connect(game.ws(0)) as a, phones.connect(game.ws(1)) as b:
        asked, state = first_asked(a, b)
        tap = phones.act(state["v"]["legal"][0], state["n"], tap="tap-once-0001")
        asked.send(tap)
        first = phones.recv_until(asked, lambda m: m["t"] in ("ack", "error"))
        assert first == {"t": "ack", "id": "tap-once-0001", "n": state["n"] + 1}
    # The page reconnects and sends the tap again (it never saw the answer): the same answer, no move.
    with phones.connect(game.ws(0 if asked is a else 1)) as again:
        current = phones.recv_until(again, lambda m: m["t"] == "state")
        again.send(tap)
        second = phones.recv_until(again, lambda m: m["t"] in ("ack", "error"))
        assert second == {**first, "again": True}
        again.send('{"t": "sync"}')
        after = phones.recv_until(again, lambda m: m["t"] == "state")
        assert after["n"] == current["n"]  # nothing was applied a second time


def test_taps_read_counts_and_answers_strictly() -> None:
    from mammamia_qt.engine.actions import Help
    from mammamia_qt.phones.protocol import parse_action

    def tap(action: dict) -> str:
        return json.dumps({"t": "act", "id": "tap-0000001", "n": 0, "a": action})

    msg = parse_message(tap({"type": "help", "accept": False}))
    assert parse_action(msg, {}) == Help(False)  # type: ignore[arg-type]
    unknown = parse_message(
        tap({"type": "play", "kind": None, "count": 0, "order": "red-99", "draw": None, "draw_count": 0})
    )
    with pytest.raises(ProtocolError) as info:
        parse_action(unknown, {"red-01": 0})  # type: ignore[arg-type]
    assert info.value.code == "malformed" and "red-99" in str(info.value)
    for bad in ({"type": "help", "accept": "false"}, {"type": "help", "accept": 0},
                {"type": "play", "kind": "olive", "count": "1", "order": None, "draw": "supply", "draw_count": 1},
                {"type": "play", "kind": "olive", "count": True, "order": None, "draw": "supply", "draw_count": 1}):  # fmt: skip
        with pytest.raises(ProtocolError):
            parse_message(tap(bad))


def test_every_engine_event_has_its_phone_form_and_a_draw_names_cards_to_its_drawer_only() -> None:
    """The phone form of each event type is looked up by type: none is missing, and another
    seat's draw is its source and count only."""
    import typing

    from mammamia_qt.engine import events as ev
    from mammamia_qt.engine.cards import load_deck
    from mammamia_qt.phones.protocol import EVENT_JSON, event_json

    assert set(EVENT_JSON) == set(typing.get_args(ev.Event))
    orders = tuple(load_deck("plus").orders)
    drawn = ev.CardsDrawn(seat=1, source="supply", count=2, ingredients=(1, 0, 0, 1, 0, 0), orders=(0,))
    mine, theirs = event_json(drawn, 1, orders, 4), event_json(drawn, 2, orders, 4)
    assert mine["ingredients"] == {"pineapple": 1, "mushroom": 1} and mine["orders"][0]["id"] == orders[0].id
    assert theirs == {"e": "drawn", "seat": 1, "source": "supply", "count": 2}
    with pytest.raises(TypeError, match="not an event"):
        event_json(object(), 1, orders, 4)  # type: ignore[arg-type]
