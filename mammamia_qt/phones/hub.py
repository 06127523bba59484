"""The phone seats of one game, without Qt: a seat driver between the game and the phone server.

Like the computer players, a seat driver (``session/drivers.py``): a phone only ever gets its seat's
view and the events as that seat may see them (``protocol.py``); its taps are engine actions
submitted through the game's one door (``submit_for``), which checks the seat and the rules.
Every call into the game happens on the game's own thread: the server's callbacks (from its
thread) are handed over by ``hop``. The desktop's ``ui/phone_seats.py`` adds Qt signals and
hops through a queued signal; the headless host (``tools/serve_phones.py``) hops onto its asyncio
loop.
"""

from __future__ import annotations

import socket
import time
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from mammamia_qt.engine.events import Event, RoundStarted
from mammamia_qt.wording.languages import LANGUAGES

from .protocol import ActMsg, ProtocolError, SyncMsg, dumps, event_json, parse_action, view_json
from .server import PhoneServer

if TYPE_CHECKING:
    from mammamia_qt.engine.actions import Action
    from mammamia_qt.engine.ids import Rule
    from mammamia_qt.engine.rules import EditionRules
    from mammamia_qt.engine.view import PlayerView
    from mammamia_qt.seats import GameSetup

NEWS_MS = 1400
"""How long a phone shows each public event (a play into the oven, a delivery...) before the next."""

TAPS_KEPT = 64
"""Per seat, the answers to this many latest taps are kept: a repeated tap gets its answer again."""

Hop = Callable[[Callable[..., None]], Callable[..., None]]
"""Wraps a handler into a callable the server's thread may call: the handler runs on the game's."""


class HostedGame(Protocol):
    """The game as its phone seats see it (the desktop's ``GameController``, the headless host's game)."""

    @property
    def setup(self) -> GameSetup: ...
    @property
    def started(self) -> bool: ...
    @property
    def edition_rules(self) -> EditionRules: ...
    def view(self) -> PlayerView: ...
    def seat_view(self, seat: int) -> PlayerView: ...
    def moves(self) -> int: ...
    def deciding_seat(self) -> int | None: ...
    def asked_seat(self) -> int | None: ...
    def submit_for(self, seat: int, *answers: Action) -> Rule | None: ...
    def replace_seat(self, seat: int, kind: str) -> None: ...
    def drive_phones(self, driver: PhoneHub | None) -> None: ...


def lan_address() -> str:
    """This machine's address on the local network (the route to a private address), else loopback."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 9))  # no packet is sent: this only picks the route
            address = probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"
    return address or "127.0.0.1"


def _keep_last_round(story: list[dict[str, Any]]) -> None:
    """A new round: the story keeps the round that ends (a page away during its reveal still sees
    the reveal's last steps and the round's end); the rounds before it are gone."""
    starts = [k for k, item in enumerate(story) if item["e"] == "round"]
    del story[: starts[-1] if starts else 0]


class PhoneHub:
    """Serves the phone seats of one game and drives them (``ask``); ``start`` binds, ``stop`` ends
    it all. The page's texts (``strings``), the card art (``art``, drawn by ``prepare`` before the
    server starts) and the colours' hex (``colour_hex``) are given by the host."""

    def __init__(
        self,
        game: HostedGame,
        *,
        hop: Hop,
        static_dir: Path,
        strings: Callable[[str], bytes | None],
        art: Callable[[str, str], bytes | None],
        prepare: Callable[[], None],
        colour_hex: Callable[[str], str],
        host: str | None = None,
        port: int = 0,
        public: bool = False,
        news_ms: int = NEWS_MS,
        timing: dict[str, float] | None = None,
    ) -> None:
        self.game = game
        self.public = public
        self.news_ms = news_ms
        self._prepare = prepare
        self._colour_hex = colour_hex
        self._taps: dict[int, OrderedDict[str, dict[str, Any]]] = {}  # seat -> tap id -> its answer
        self.applied: list[tuple[int, str]] = []  # (seat, tap id) of every tap applied, in order
        self._event_no = 0
        self._lost_at: dict[int, float] = {}  # seat -> when its phone was lost (monotonic)
        self._stand_in: set[int] = set()  # seats a computer plays until their phone is back
        self._greeted: dict[int, int] = {}  # seat -> its socket count greeted last (server.joins)
        self._story: dict[int, list[dict[str, Any]]] = {}  # seat -> the round's items as it sees them
        self._upto: dict[int, int] = {}  # seat -> the last item its connected page has been sent
        self.sent = 0  # messages sent, for the bench
        self.server = PhoneServer(
            game.setup.phones,
            host=host or lan_address(),
            port=port,
            static_dir=static_dir,
            languages=list(LANGUAGES),
            strings=strings,
            art=art,
            on_join=hop(self._joined),
            on_leave=hop(self._left),
            on_message=hop(self._message),
            **(timing or {}),
        )
        game.drive_phones(self)

    # ------------------------------------------------------------------ what the host hears
    def presence_changed(self) -> None:
        """A phone joined or left, or a seat got a new link (the desktop refreshes its table)."""

    def activity_seen(self) -> None:
        """A phone sent an action (players are active, even if nobody touches the screen)."""

    def seat_replaced(self) -> None:
        """Another kind of player took a seat (the desktop redraws its table at once)."""

    # ------------------------------------------------------------------ life
    def start(self) -> None:
        self._prepare()
        self.server.start()

    def stop(self) -> None:
        self.game.drive_phones(None)
        self.server.stop()

    # ------------------------------------------------------------------ the seat driver
    def ask(self, seat: int, view: PlayerView) -> None:
        """The game waits for a phone seat: its phone gets its state with the options."""
        self.send_state(seat)
        self.presence_changed()

    def cancel(self) -> None:
        """A phone's question was withdrawn (the seat went to the computer): its options go with the
        next state it is sent."""

    def seats(self) -> list[int]:
        return self.server.seats()

    def _phone_seats(self) -> list[int]:
        """The served seats a phone plays now (not a computer standing in or taking over)."""
        seats = self.game.setup.seats
        return [s for s in self.server.seats() if seats[s].is_phone]

    def url(self, seat: int) -> str:
        return self.server.url(seat)

    def code(self, seat: int) -> str | None:
        return self.server.code(seat)

    def room_code(self, seat: int) -> str | None:
        """The seat's code to type, a new one if its phone has used it (see ``PhoneServer.room_code``)."""
        return self.server.room_code(seat)

    def forget_code(self, seat: int) -> None:
        self.server.forget_code(seat)

    def join_url(self) -> str:
        """Where to type a room code."""
        return self.server.base_url() + "/"

    def connected(self, seat: int) -> bool:
        return seat in self.server.connected()

    def new_link(self, seat: int) -> str:
        """Hand the seat to another phone: a new link and code, the old one stops working."""
        url = self.server.new_link(seat)
        self.presence_changed()
        return url

    def has_joined(self, seat: int) -> bool:
        """Whether a phone has opened the seat's current link (then its QR is no longer shown)."""
        return self.server.has_joined(seat)

    def lost_for(self, seat: int) -> float | None:
        """Seconds since the seat's phone was lost (it had joined and is not connected), else None."""
        at = self._lost_at.get(seat)
        return None if at is None or self.connected(seat) else time.monotonic() - at

    def stand_in(self, seat: int) -> bool:
        """Whether a computer plays the seat until its phone is back."""
        return seat in self._stand_in

    def hand_to_ai(self, seat: int, level: str = "intermediate") -> None:
        """The seat's phone is gone for good: an AI plays on (its link stops working)."""
        self.server.revoke(seat)
        self._stand_in.discard(seat)
        self._replace(seat, level)

    def play_for_lost_phone(self, seat: int, level: str = "intermediate") -> None:
        """A computer plays the seat while its phone is lost; the phone takes it back when it returns."""
        if seat in self._stand_in or self.connected(seat):
            return
        self._stand_in.add(seat)
        self._replace(seat, level)

    def _replace(self, seat: int, kind: str) -> None:
        """Another kind of player for the seat: the table and the scoreboard say so at once (not at
        the next move), as does the panel."""
        self.game.replace_seat(seat, kind)
        self.seat_replaced()
        self.presence_changed()

    def waiting_for(self) -> int | None:
        """The phone seat the game waits for while its phone is away, else None."""
        seat = self.game.asked_seat()
        if seat is not None and seat in self._phone_seats() and not self.connected(seat):
            return seat
        return None

    # ------------------------------------------------------------------ sending
    def _hello(self, seat: int) -> dict[str, Any]:
        setup = self.game.setup
        return {
            "t": "hello",
            "seat": seat,
            "names": [s.name for s in setup.seats],
            "colours": list(setup.rules.colours),
            "colour_hex": [self._colour_hex(c) for c in setup.rules.colours],
            "edition": setup.rules.edition.value,
            "public": self.public,
            "news_ms": self.news_ms,
            "hb_ms": round(self.server.heartbeat_s * 1000),
            "lost_ms": round(self.server.lost_after_s * 1000),
        }

    def _state_message(self, seat: int) -> dict[str, Any]:
        view = self.game.seat_view(seat)
        may_act = self.game.asked_seat() == seat and seat in self._phone_seats()
        connected = set(self.server.connected())
        return {
            "t": "state",
            "v": view_json(view, may_act=may_act, public=self.public),
            **self._news_for(seat),
            "deciding": self.game.deciding_seat(),
            "asked": may_act,
            "n": self.game.moves(),
            "away": [s for s in self.server.seats() if s not in connected],
        }

    def _send(self, seat: int, message: dict[str, Any]) -> None:
        self.sent += 1
        self.server.send(seat, dumps(message))

    def send_state(self, seat: int) -> None:
        """The seat's state, if its phone is there (a phone away keeps its news until it is back).

        Each state sent to a seat has its own serial ``s`` (a question asked changes no state id):
        the heartbeat names the latest, so a phone that missed one asks for it again."""
        if self.game.started and self.connected(seat) and self._welcomed(seat):
            serial = self.server.latest[seat] = self.server.latest.get(seat, 0) + 1
            self._send(seat, {**self._state_message(seat), "s": serial})

    def _welcomed(self, seat: int) -> bool:
        """The seat's newest socket has been greeted here: until then a state would carry the story
        from where the previous page was, not from the item the new page names."""
        return self._greeted.get(seat) == self.server.joins.get(seat)

    def _send_all(self) -> None:
        for seat in self.server.seats():
            self.send_state(seat)

    def _news_for(self, seat: int) -> dict[str, Any]:
        """The seat's items after the last one its page has (``from``): a state carries them all, so
        a page that was cut off (or whose socket died unnoticed) is sent again what it missed."""
        upto = self._upto.get(seat, -1)
        items = [item for item in self._story.get(seat, []) if item["i"] > upto]
        if items:
            self._upto[seat] = items[-1]["i"]
        return {"ev": items, "from": upto}

    def events_ready(self, events: list[Event]) -> None:
        """A batch of the game's events: each seat's story gets them as that seat may see them."""
        if not self.game.started:
            return
        orders, minimale_n = self.game.view().orders, self.game.edition_rules.minimale_n
        first = self._event_no
        self._event_no += len(events)
        for seat in self.server.seats():
            story = self._story.setdefault(seat, [])
            for k, e in enumerate(events):
                if isinstance(e, RoundStarted):
                    _keep_last_round(story)
                story.append({**event_json(e, seat, orders, minimale_n), "i": first + k})
        self._send_all()

    def _catch_up_from(self, seat: int, seen: int) -> None:
        """Where the seat's newly connected page goes on from: the last item it names (a page that
        names none, a new device, goes on from where the seat's pages had shown)."""
        if seen < 0:
            seen = self.server.shown.get(seat, -1)
        self._upto[seat] = min(seen, self._event_no - 1)

    # ------------------------------------------------------------------ receiving
    def _joined(self, seat: int, seen: int) -> None:
        self._lost_at.pop(seat, None)
        self._greeted[seat] = self.server.joins.get(seat, 0)
        self._catch_up_from(seat, seen)
        self._send(seat, self._hello(seat))
        if seat in self._stand_in:  # the phone is back: it plays its seat again
            self._stand_in.discard(seat)
            self._replace(seat, "phone")
        self._send_all()  # the others' "away" lists change too
        self.presence_changed()

    def _left(self, seat: int) -> None:
        self._lost_at[seat] = time.monotonic()
        self._send_all()
        self.presence_changed()

    def _message(self, seat: int, msg: ActMsg | SyncMsg) -> None:
        """A tap: answered once with an ack or an error; a repeat of its id gets the same answer."""
        if not self.game.started or seat not in self.server.seats():
            return
        if isinstance(msg, SyncMsg):
            if msg.i is not None:
                self._upto[seat] = min(msg.i, self._event_no - 1)
            self.send_state(seat)
            return
        self.activity_seen()
        taps = self._taps.setdefault(seat, OrderedDict())
        if msg.id in taps:
            self._send(seat, {**taps[msg.id], "again": True})
            return
        answer = self._apply_tap(seat, msg)
        taps[msg.id] = answer
        while len(taps) > TAPS_KEPT:
            taps.popitem(last=False)
        self._send(seat, answer)
        if answer["t"] == "error":
            self.send_state(seat)

    def _apply_tap(self, seat: int, msg: ActMsg) -> dict[str, Any]:
        if msg.n != self.game.moves():  # made on an older state: a second tap, or from before a reconnect
            return {"t": "error", "code": "stale", "id": msg.id}
        try:
            orders = self.game.seat_view(seat).orders
            action = parse_action(msg, {o.id: o.index for o in orders})
        except ProtocolError as exc:
            return exc.message()
        refused = self.game.submit_for(seat, action)
        if refused is not None:
            return {"t": "error", "code": refused, "id": msg.id}
        self.applied.append((seat, msg.id))
        return {"t": "ack", "id": msg.id, "n": msg.n + 1}
