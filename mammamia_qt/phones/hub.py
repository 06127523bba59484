"""The phone face of the game: between the controller (Qt thread) and the phone server (its thread).

Like the AI, a phone only ever gets its seat's view and the events as that seat may see them
(``protocol.py``); its answers are engine actions that the controller checks. The server's
callbacks arrive here as queued signals, so every engine call stays on the Qt thread.
"""

from __future__ import annotations

import socket
from typing import Any

from PySide6.QtCore import QObject, Signal

from mammamia_qt.engine.events import Event
from mammamia_qt.engine.reveal_flow import OVER
from mammamia_qt.paths import resource
from mammamia_qt.phones.protocol import ProtocolError, dumps, event_json, parse_action, view_json
from mammamia_qt.phones.server import PhoneServer
from mammamia_qt.ui.controller import GameController

DEFAULT_HOST: str | None = None
"""Where the table's phone server listens: None is this machine's local network address."""


def lan_address() -> str:
    """This machine's address on the local network (the route to a private address), else loopback."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 9))  # no packet is sent: this only picks the route
            address = probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"
    return address or "127.0.0.1"


class _Bridge(QObject):
    """The server thread's callbacks as signals (queued to the Qt thread)."""

    joined = Signal(int)
    left = Signal(int)
    message = Signal(int, object)


class PhoneHub(QObject):
    """Serves the phone seats of one controller's game; ``start`` binds, ``stop`` ends it all.

    Signals:
        presenceChanged(): a phone joined or left, or a seat got a new link (refresh the table).
        activity(): a phone sent an action (players are active, even if nobody touches the screen).
    """

    presenceChanged = Signal()
    activity = Signal()

    def __init__(
        self,
        controller: GameController,
        *,
        host: str | None = None,
        port: int = 0,
        public: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.public = public
        self._bridge = _Bridge(self)
        self._bridge.joined.connect(self._joined)
        self._bridge.left.connect(self._left)
        self._bridge.message.connect(self._message)
        self._art: dict[tuple[str, str], bytes] = {}
        self._pending_events: dict[int, list[dict[str, Any]]] = {}
        self._recent: dict[int, list[dict[str, Any]]] = {}  # the latest news, for a phone that (re)joins
        self.sent = 0  # messages sent, for the bench
        from mammamia_qt.phones.art import ArtStore
        from mammamia_qt.phones.strings import strings_json

        self._art_store = ArtStore(controller.setup.rules)
        self.server = PhoneServer(
            controller.setup.phones,
            host=host or lan_address(),
            port=port,
            static_dir=resource("phone"),
            strings=strings_json,
            art=self._art_store.get,
            on_join=self._bridge.joined.emit,
            on_leave=self._bridge.left.emit,
            on_message=self._bridge.message.emit,
        )
        controller.eventsReady.connect(self._events)
        controller.phoneToAct.connect(self._asked)

    # ------------------------------------------------------------------ life
    def start(self) -> None:
        self._art_store.prepare()
        self.server.start()

    def stop(self) -> None:
        self.server.stop()

    def seats(self) -> list[int]:
        return self.server.seats()

    def url(self, seat: int) -> str:
        return self.server.url(seat)

    def code(self, seat: int) -> str | None:
        return self.server.code(seat)

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

    def hand_to_ai(self, seat: int, level: str = "intermediate") -> None:
        """The seat's phone is gone for good: an AI plays on (its link stops working)."""
        self.server.revoke(seat)
        self.controller.replace_seat(seat, level)
        self.presenceChanged.emit()

    def waiting_for(self) -> int | None:
        """The phone seat the game waits for while its phone is away, else None."""
        seat = self.controller.phone_to_act()
        if seat is not None and seat in self.server.seats() and not self.connected(seat):
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
            "edition": setup.rules.edition.value,
            "public": self.public,
        }

    def _state(self, seat: int) -> dict[str, Any]:
        state = self.controller.state
        assert state is not None, "phones are served a started game"
        view = state.view_for(seat)
        may_act = self.controller.phone_to_act() == seat
        connected = set(self.server.connected())
        return {
            "t": "state",
            "v": view_json(view, may_act=may_act, public=self.public),
            "ev": self._pending_events.pop(seat, []),
            "recent": self._recent.get(seat, []),
            "deciding": state.current_player() if state.phase != OVER else None,
            "asked": may_act,
            "n": len(state.history),
            "away": [s for s in self.server.seats() if s not in connected],
        }

    def _send(self, seat: int, message: dict[str, Any]) -> None:
        self.sent += 1
        self.server.send(seat, dumps(message))

    def send_state(self, seat: int) -> None:
        if self.controller.state is not None:
            self._send(seat, self._state(seat))

    def _send_all(self) -> None:
        for seat in self.server.seats():
            self.send_state(seat)

    def _events(self, events: list[Event]) -> None:
        state = self.controller.state
        if state is None:
            return
        minimale_n = state.minimale_n
        for seat in self.server.seats():
            seen = [event_json(e, seat, state.orders, minimale_n) for e in events]
            queue = self._pending_events.setdefault(seat, [])
            queue.extend(seen)
            del queue[:-40]  # a phone that was away gets the state and the latest news only
            self._recent[seat] = (self._recent.get(seat, []) + seen)[-3:]
        self._send_all()

    def _asked(self, seat: int) -> None:
        self.send_state(seat)
        self.presenceChanged.emit()

    # ------------------------------------------------------------------ receiving
    def _joined(self, seat: int) -> None:
        self._send(seat, self._hello(seat))
        self._send_all()  # the others' "away" lists change too
        self.presenceChanged.emit()

    def _left(self, seat: int) -> None:
        self._send_all()
        self.presenceChanged.emit()

    def _message(self, seat: int, data: dict[str, Any]) -> None:
        state = self.controller.state
        if state is None or seat not in self.server.seats():
            return
        self.activity.emit()
        if "n" in data and data["n"] != len(state.history):  # a second tap on an old question
            self._send(seat, {"t": "error", "code": "stale"})
            return
        try:
            action = parse_action(data, state.order_index)
        except ProtocolError as exc:
            self._send(seat, {"t": "error", "code": exc.code, "detail": str(exc)})
            return
        refused = self.controller.submit_phone(seat, action)
        if refused is not None:
            self._send(seat, {"t": "error", "code": refused})
            self.send_state(seat)
