"""The computer players of one game: each thinks in a worker thread from its seat's view only,
and every answer is handed back on the GUI thread at the same pace.

A seat driver (``session/drivers.py``): the controller asks (``ask``) and submits what comes back
(``moveReady``) through its one door for every seat; a newer question, a move applied by someone
else or ``cancel`` makes a late answer stale, and it is dropped.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QElapsedTimer, QObject, QThreadPool, QTimer, Signal

from mammamia_qt.ai.base import Player, table_player
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.seats import GameSetup, SeatConfig


class _Relay(QObject):
    """Carries a worker's answer back to the GUI thread (a queued signal)."""

    decided = Signal(int, object)  # (token, action or exception)


def _think(player: Player, view: PlayerView, relay: _Relay, token: int) -> None:
    """One AI decision, off the GUI thread, from the seat's view only.

    A plain callable for the pool: PySide keeps the Python wrapper of every started QRunnable
    subclass alive, so one object per decision would pile up over a long kiosk evening.
    """
    try:
        result: object = player.choose(view)
    except Exception as exc:  # handed to the GUI thread, which reports it
        result = exc
    try:
        relay.decided.emit(token, result)
    except RuntimeError:  # the controller is gone
        pass


class AiSeats(QObject):
    """Thinks for the computer seats, one question at a time.

    Signals:
        thinking(int): the seat was asked and its player starts deciding.
        moveReady(int, int, object): (seat, token, action) an answer, no sooner than ``delay_ms``
            after its question; the token tells the controller whether it is still the current one.
    """

    thinking = Signal(int)
    moveReady = Signal(int, int, object)

    def __init__(self, delay_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.delay_ms = delay_ms
        self._players: dict[int, Player] = {}
        self._asked: Player | None = None  # the player whose answer is on its way
        self._seat = -1  # the seat it answers for
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.decided.connect(self._decided)
        self.token = 0
        self._clock = QElapsedTimer()

    def seat(self, setup: GameSetup, seat: int, config: SeatConfig) -> None:
        """Who thinks for ``seat``: a player of its level, or nobody for a person or a phone."""
        self._players.pop(seat, None)
        if not config.is_human and not config.is_phone:
            self._players[seat] = table_player(config.kind, setup.seed, seat)

    def cancel(self) -> None:
        """Make every answer still on its way stale (a new current token), and end a search still
        running."""
        self.token += 1
        stop = getattr(self._asked, "stop", None)  # a searching player ends its search early
        if stop is not None:
            stop()
        self._asked = None

    def ask(self, seat: int, view: PlayerView) -> None:
        # Every question goes to the player, even one whose only answer is no, and every answer
        # waits for the same pace (``_decided``): how long an answer takes tells nothing about
        # the hand.
        self.cancel()
        self.thinking.emit(seat)
        self._clock.restart()
        self._asked, self._seat = self._players[seat], seat
        self._pool.start(functools.partial(_think, self._players[seat], view, self._relay, self.token))

    def stop(self) -> None:
        """Forget pending answers and wait for the worker (before closing)."""
        self.cancel()
        self._pool.waitForDone(2000)

    def _decided(self, token: int, result: object) -> None:
        if token != self.token:
            return
        if isinstance(result, Exception):
            raise result
        wait = self.delay_ms - self._clock.elapsed()
        seat = self._seat
        if wait > 0:
            QTimer.singleShot(int(wait), self, lambda t=token, a=result: self.moveReady.emit(seat, t, a))
        else:
            self.moveReady.emit(seat, token, result)
