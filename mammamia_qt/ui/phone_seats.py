"""The phone seats of a game on the desktop: ``phones/hub.py``'s ``PhoneHub`` with Qt signals.

The hub (no Qt) is the seat driver between the controller and the phone server; here the server's
callbacks arrive as a queued signal, so every engine call stays on the Qt thread, and what the hub
hears becomes signals for the table. The card art is drawn with Qt's font metrics and the page's
texts translated by Qt's translator.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from mammamia_qt.paths import resource
from mammamia_qt.phones.hub import NEWS_MS as NEWS_MS
from mammamia_qt.phones.hub import TAPS_KEPT as TAPS_KEPT
from mammamia_qt.phones.hub import PhoneHub
from mammamia_qt.phones.hub import lan_address as lan_address
from mammamia_qt.ui.art.card_svg import COLOUR_STYLE

if TYPE_CHECKING:
    from mammamia_qt.ui.protocol import Controller

DEFAULT_HOST: str | None = None
"""Where the table's phone server listens: None is this machine's local network address."""


class _Bridge(QObject):
    """The server thread's callbacks as a signal (queued to the Qt thread)."""

    call = Signal(object, object)  # (handler, its arguments)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.call.connect(lambda handler, args: handler(*args))

    def hop(self, handler: Callable[..., None]) -> Callable[..., None]:
        return lambda *args: self.call.emit(handler, args)


class PhoneSeats(PhoneHub, QObject):
    """Serves the phone seats of one controller's game and drives them (``PhoneHub``).

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
        QObject.__init__(self, parent)
        from mammamia_qt.ui.art.phone_art import ArtStore
        from mammamia_qt.ui.phone_texts import strings_json, translated

        self.controller = controller
        art = ArtStore(controller.setup.rules)
        PhoneHub.__init__(
            self,
            controller,
            hop=_Bridge(self).hop,
            static_dir=resource("phone"),
            strings=strings_json,
            art=art.get,
            prepare=lambda: art.prepare(lambda lang: translated(lang)["names"]),
            colour_hex=lambda colour: COLOUR_STYLE[colour][0],
            host=host,
            port=port,
            public=public,
            news_ms=news_ms,
            timing=timing,
        )
        controller.eventsReady.connect(self.events_ready)

    def presence_changed(self) -> None:
        self.presenceChanged.emit()

    def activity_seen(self) -> None:
        self.activity.emit()

    def seat_replaced(self) -> None:
        self.controller.stateChanged.emit()
