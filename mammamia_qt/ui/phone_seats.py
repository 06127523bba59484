"""The phone seats of a game: between the controller (Qt thread) and the phone server (its thread).

A seat driver (``session/drivers.py``) like the computer players: a phone only ever gets its seat's
view and the events as that seat may see them (``phones/protocol.py``); its taps are engine actions
submitted through the controller's one door (``submit_for``), which checks the seat and the rules.
The server's callbacks arrive here as queued signals, so every engine call stays on the Qt thread.
"""

from __future__ import annotations

import socket
import time
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from mammamia_qt.engine.events import Event, RoundStarted
from mammamia_qt.paths import resource
from mammamia_qt.phones.protocol import (
    ActMsg,
    ProtocolError,
    SyncMsg,
    dumps,
    event_json,
    parse_action,
    view_json,
)
from mammamia_qt.phones.server import PhoneServer
from mammamia_qt.ui.art.card_svg import COLOUR_STYLE
from mammamia_qt.ui.common.i18n import LANGUAGES

if TYPE_CHECKING:
    from mammamia_qt.engine.view import PlayerView
    from mammamia_qt.ui.protocol import Controller

DEFAULT_HOST: str | None = None
"""Where the table's phone server listens: None is this machine's local network address."""

NEWS_MS = 1400
"""How long a phone shows each public event (a play into the oven, a delivery...) before the next."""

TAPS_KEPT = 64
"""Per seat, the answers to this many latest taps are kept: a repeated tap gets its answer again."""


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


class _Bridge(QObject):
    """The server thread's callbacks as signals (queued to the Qt thread)."""

    joined = Signal(int, int)
    left = Signal(int)
    message = Signal(int, object)


class PhoneSeats(QObject):
    """Serves the phone seats of one controller's game and drives them (``ask``); ``start`` binds,
    ``stop`` ends it all.

    Signals:
        presenceChanged(): a phone joined or left, or a seat got a new link (refresh the table).
        activity(): a phone sent an action (players are active, even if nobody touches the screen).
    """

    presenceChanged = Signal()
    activity = Signal()

    def __init__(
        self,
        controller: Controller,
        *,
        host: str | None = None,
        port: int = 0,
        public: bool = False,
        news_ms: int = NEWS_MS,
        timing: dict[str, float] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.public = public
        self.news_ms = news_ms
        self._taps: dict[int, OrderedDict[str, dict[str, Any]]] = {}  # seat -> tap id -> its answer
        self.applied: list[tuple[int, str]] = []  # (seat, tap id) of every tap applied, in order
        self._event_no = 0
        self._lost_at: dict[int, float] = {}  # seat -> when its phone was lost (monotonic)
        self._stand_in: set[int] = set()  # seats a computer plays until their phone is back
        self._bridge = _Bridge(self)
        self._bridge.joined.connect(self._joined)
        self._bridge.left.connect(self._left)
        self._bridge.message.connect(self._message)
        self._art: dict[tuple[str, str], bytes] = {}
        self._story: dict[int, list[dict[str, Any]]] = {}  # seat -> the round's items as it sees them
        self._upto: dict[int, int] = {}  # seat -> the last item its connected page has been sent
        self._greeted: dict[int, int] = {}  # seat -> its socket count greeted last (server.joins)
        self.sent = 0  # messages sent, for the bench
        from mammamia_qt.ui.art.phone_art import ArtStore
        from mammamia_qt.ui.phone_texts import strings_json

        self._art_store = ArtStore(controller.setup.rules)
        self.server = PhoneServer(
            controller.setup.phones,
            host=host or lan_address(),
            port=port,
            static_dir=resource("phone"),
            languages=list(LANGUAGES),
            strings=strings_json,
            art=self._art_store.get,
            on_join=self._bridge.joined.emit,
            on_leave=self._bridge.left.emit,
            on_message=self._bridge.message.emit,
            **(timing or {}),
        )
        controller.eventsReady.connect(self._events)
        controller.drive_phones(self)

    # ------------------------------------------------------------------ life
    def start(self) -> None:
        self._art_store.prepare()
        self.server.start()

    def stop(self) -> None:
        self.controller.drive_phones(None)
        self.server.stop()

    # ------------------------------------------------------------------ the seat driver
    def ask(self, seat: int, view: PlayerView) -> None:
        """The game waits for a phone seat: its phone gets its state with the options."""
        self.send_state(seat)
        self.presenceChanged.emit()

    def cancel(self) -> None:
        """A phone's question was withdrawn (the seat went to the computer): its options go with the
        next state it is sent."""

    def seats(self) -> list[int]:
        return self.server.seats()

    def _phone_seats(self) -> list[int]:
        """The served seats a phone plays now (not a computer standing in or taking over)."""
        seats = self.controller.setup.seats
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
        self.presenceChanged.emit()
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
        self.controller.replace_seat(seat, kind)
        self.controller.stateChanged.emit()
        self.presenceChanged.emit()

    def waiting_for(self) -> int | None:
        """The phone seat the game waits for while its phone is away, else None."""
        seat = self.controller.asked_seat()
        if seat is not None and seat in self._phone_seats() and not self.connected(seat):
            return seat
        return None

    # ------------------------------------------------------------------ sending
    def _hello(self, seat: int) -> dict[str, Any]:
        setup = self.controller.setup
        return {
            "t": "hello",
            "seat": seat,
            "names": [s.name for s in setup.seats],
            "colours": list(setup.rules.colours),
            "colour_hex": [COLOUR_STYLE[c][0] for c in setup.rules.colours],
            "edition": setup.rules.edition.value,
            "public": self.public,
            "news_ms": self.news_ms,
            "hb_ms": round(self.server.heartbeat_s * 1000),
            "lost_ms": round(self.server.lost_after_s * 1000),
        }

    def _state_message(self, seat: int) -> dict[str, Any]:
        view = self.controller.seat_view(seat)
        may_act = self.controller.asked_seat() == seat and seat in self._phone_seats()
        connected = set(self.server.connected())
        return {
            "t": "state",
            "v": view_json(view, may_act=may_act, public=self.public),
            **self._news_for(seat),
            "deciding": self.controller.deciding_seat(),
            "asked": may_act,
            "n": self.controller.moves(),
            "away": [s for s in self.server.seats() if s not in connected],
        }

    def _send(self, seat: int, message: dict[str, Any]) -> None:
        self.sent += 1
        self.server.send(seat, dumps(message))

    def send_state(self, seat: int) -> None:
        """The seat's state, if its phone is there (a phone away keeps its news until it is back).

        Each state sent to a seat has its own serial ``s`` (a question asked changes no state id):
        the heartbeat names the latest, so a phone that missed one asks for it again."""
        if self.controller.started and self.connected(seat) and self._welcomed(seat):
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

    def _events(self, events: list[Event]) -> None:
        if not self.controller.started:
            return
        orders, minimale_n = self.controller.view().orders, self.controller.edition_rules.minimale_n
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
        self.presenceChanged.emit()

    def _left(self, seat: int) -> None:
        self._lost_at[seat] = time.monotonic()
        self._send_all()
        self.presenceChanged.emit()

    def _message(self, seat: int, msg: ActMsg | SyncMsg) -> None:
        """A tap: answered once with an ack or an error; a repeat of its id gets the same answer."""
        if not self.controller.started or seat not in self.server.seats():
            return
        if isinstance(msg, SyncMsg):
            if msg.i is not None:
                self._upto[seat] = min(msg.i, self._event_no - 1)
            self.send_state(seat)
            return
        self.activity.emit()
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
        if (
            msg.n != self.controller.moves()
        ):  # made on an older state: a second tap, or from before a reconnect
            return {"t": "error", "code": "stale", "id": msg.id}
        try:
            orders = self.controller.seat_view(seat).orders
            action = parse_action(msg, {o.id: o.index for o in orders})
        except ProtocolError as exc:
            return exc.message()
        refused = self.controller.submit_for(seat, action)
        if refused is not None:
            return {"t": "error", "code": refused, "id": msg.id}
        self.applied.append((seat, msg.id))
        return {"t": "ack", "id": msg.id, "n": msg.n + 1}
