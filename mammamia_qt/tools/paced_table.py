"""The table's part without drawing, without Qt: for a game nobody watches on a screen.

``mammamia-cli serve`` (``served_game.py``, on an asyncio loop) and the phone benches and tests
that drive a desktop controller (``qt_headless.py``, on Qt's timers) play their games with it:
each batch of events takes the pace, and every event the phones show in their strip ``news_ms``
(so each play is seen before the next); a round's summary a little longer; the end is told a
moment after the game ended.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from mammamia_qt.phones.protocol import strip_count
from mammamia_qt.session.session import Onlooker

if TYPE_CHECKING:
    from mammamia_qt.engine.events import Event, GameEnded, RoundEnded

Later = Callable[[float, Callable[[], None]], object]
"""Calls a function after so many seconds (``loop.call_later``, a Qt single shot)."""


class Steps(Protocol):
    """The table's steps of a game (a ``Session``, or the desktop's controller)."""

    def animations_done(self) -> None: ...
    def continue_after_round(self) -> None: ...


class PacedTable(Onlooker):
    """Plays the table's part of ``game`` at ``pace_ms``; ``on_end`` a moment after the game ended."""

    def __init__(
        self, game: Steps, later: Later, *, pace_ms: int, news_ms: int, on_end: Callable[[], None]
    ) -> None:
        self.game, self.later = game, later
        self.pace_ms, self.news_ms = pace_ms, news_ms
        self.on_end = on_end

    def events_ready(self, events: list[Event]) -> None:
        wait = max(self.pace_ms // 2, self.news_ms * strip_count(events))
        self.later(wait / 1000, self.game.animations_done)

    def round_ended(self, event: RoundEnded) -> None:
        self.later(self.pace_ms * 3 / 1000, self.game.continue_after_round)

    def game_ended(self, event: GameEnded) -> None:
        self.later(max(500, self.pace_ms * 4) / 1000, self.on_end)
