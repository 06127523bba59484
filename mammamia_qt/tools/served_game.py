"""A game served to phones alone, without Qt: a ``Session`` run on an asyncio loop.

``mammamia-cli serve`` plays here. The session (``mammamia_qt/session/``) takes its steps through
``loop.call_soon``; ``ServedGame`` plays the table's part without drawing (each batch of events
takes the pace, each round's summary a little longer) and is the game the phone hub
(``phones/hub.py``) serves, the hub being the phone seats' driver and a watcher of the events, as
on the desktop. The computer players think in a worker thread (``ComputerSeats``), so the loop
never waits for them, and answer at the same pace whatever they thought. The finished game is kept
in the archive (origin "served") by another worker. No Qt is imported by anything here (the
``serve-without-qt`` contract).
"""

from __future__ import annotations

import asyncio
import sqlite3
import sys
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TextIO

from mammamia_qt.ai.base import Player, table_player
from mammamia_qt.archive import Archive
from mammamia_qt.engine.events import Event
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
from mammamia_qt.session.drivers import SeatDriver
from mammamia_qt.session.game import build_session
from mammamia_qt.session.session import Onlooker
from mammamia_qt.tools.paced_table import PacedTable

if TYPE_CHECKING:
    from mammamia_qt.engine.actions import Action
    from mammamia_qt.engine.ids import Rule
    from mammamia_qt.engine.rules import EditionRules
    from mammamia_qt.engine.view import PlayerView


class Watcher(Protocol):
    """Who else sees the events (the phone hub)."""

    def events_ready(self, events: list[Event]) -> None: ...


class ComputerSeats:
    """The computer seats' driver on an asyncio loop: each decision is thought in a worker thread
    from the seat's view only, and handed back on the loop no sooner than ``pace_ms`` after its
    question (how long an answer takes tells nothing about the hand). A newer question, ``cancel``
    or ``stop`` makes a late answer stale."""

    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        submit: Callable[[int, Action], Rule | None],
        pace_ms: int,
        on_failure: Callable[[BaseException], None],
    ) -> None:
        self.loop = loop
        self.submit = submit
        self.pace_ms = pace_ms
        self.on_failure = on_failure
        self.token = 0
        self._players: dict[int, Player] = {}
        self._asked: Player | None = None
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer-seat")

    def seat(self, setup: GameSetup, seat: int, config: SeatConfig) -> None:
        """Who thinks for ``seat``: a player of its level, or nobody for a person or a phone."""
        self._players.pop(seat, None)
        if not config.is_human and not config.is_phone:
            self._players[seat] = table_player(config.kind, setup.seed, seat)

    def ask(self, seat: int, view: PlayerView) -> None:
        self.cancel()
        token, asked_at = self.token, time.monotonic()
        self._asked = player = self._players[seat]
        thinking = self.loop.run_in_executor(self._pool, player.choose, view)
        thinking.add_done_callback(lambda done: self._decided(seat, token, asked_at, done))

    def _decided(self, seat: int, token: int, asked_at: float, done: asyncio.Future[Action]) -> None:
        if token != self.token or done.cancelled():
            return
        failure = done.exception()
        if failure is not None:
            self.on_failure(failure)
            return
        wait = max(0.0, self.pace_ms / 1000 - (time.monotonic() - asked_at))
        self.loop.call_later(wait, self._answer, seat, token, done.result())

    def _answer(self, seat: int, token: int, action: Action) -> None:
        if token != self.token:
            return
        self.cancel()
        refused = self.submit(seat, action)
        if refused is not None:
            self.on_failure(
                RuntimeError(f"the computer player of seat {seat} answered against {refused}: {action!r}")
            )

    def cancel(self) -> None:
        """Make every answer still on its way stale, and end a search still running."""
        self.token += 1
        stop = getattr(self._asked, "stop", None)  # a searching player ends its search early
        if stop is not None:
            stop()
        self._asked = None

    def stop(self) -> None:
        """Forget pending answers and let the worker go (it finishes the decision it is in)."""
        self.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)


def keep_in_archive(path: Path, save: str, err: TextIO) -> None:
    """Keep the finished game ``save`` in the archive at ``path`` (origin "served"); what goes wrong
    with the archive is one line on ``err``, nothing is raised."""
    try:
        with Archive(path, verify=False) as archive:
            if archive.problem is not None:
                print(f"mammamia-cli: warning: {archive.problem.message()}", file=err)
            archive.keep(save, origin="served")
    except (ValueError, OSError, sqlite3.Error) as exc:  # ArchiveError, or a save that does not load
        print(f"mammamia-cli: the game could not be kept: {exc}", file=err)


class ServedGame(Onlooker):
    """One game on an asyncio loop: the session, its computer seats and the table's part, without
    drawing. The phone hub drives the phone seats through ``drive_phones`` and watches the events
    (``watch``); ``start`` begins, ``on_end`` is called a moment after the game ended."""

    def __init__(
        self,
        setup: GameSetup,
        loop: asyncio.AbstractEventLoop,
        *,
        pace_ms: int,
        news_ms: int,
        archive: Path | None,
        on_end: Callable[[], None],
        on_failure: Callable[[BaseException], None],
        err: TextIO = sys.stderr,
    ) -> None:
        self.loop = loop
        self.computers = ComputerSeats(loop, self.submit_for, pace_ms, on_failure)
        self._archive, self._err = archive, err
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="archive")
        self.session = build_session(
            setup,
            computers=self.computers,
            observers=[self],
            call_soon=lambda step: self._soon(step),
            keep=None if archive is None else self._keep,
        )
        self.table = PacedTable(
            self.session, loop.call_later, pace_ms=pace_ms, news_ms=news_ms, on_end=on_end
        )
        self.session.observers.append(self.table)
        self.watchers: list[Watcher] = []

    def _soon(self, step: Callable[[], None]) -> None:
        self.loop.call_soon(step)

    def watch(self, watcher: Watcher) -> None:
        self.watchers.append(watcher)

    def start(self) -> None:
        for seat, config in enumerate(self.setup.seats):
            self.computers.seat(self.setup, seat, config)
        self.session.start()

    def stop(self) -> None:
        """Wait for the finished game to be written, then let every driver go."""
        self._writer.shutdown(wait=True)
        self.session.stop()

    # ------------------------------------------------------------------ the game the hub serves
    @property
    def setup(self) -> GameSetup:
        return self.session.setup

    @property
    def started(self) -> bool:
        return self.session.started

    @property
    def over(self) -> bool:
        return self.session.over

    @property
    def edition_rules(self) -> EditionRules:
        return self.setup.rules.edition_rules

    def view(self) -> PlayerView:
        return self.session.view()

    def seat_view(self, seat: int) -> PlayerView:
        return self.session.seat_view(seat)

    def moves(self) -> int:
        return self.session.moves()

    def deciding_seat(self) -> int | None:
        return self.session.deciding_seat()

    def asked_seat(self) -> int | None:
        return self.session.asked_seat()

    def submit_for(self, seat: int, *answers: Action) -> Rule | None:
        return self.session.submit_for(seat, *answers)

    def replace_seat(self, seat: int, kind: str) -> None:
        config = self.setup.seats[seat].model_copy(update={"kind": SeatKind(kind)})
        self.computers.seat(self.setup, seat, config)
        self.session.replace_seat(seat, SeatKind(kind))

    def drive_phones(self, driver: SeatDriver | None) -> None:
        self.session.drive_phones(driver)

    # ------------------------------------------------------------------ the session's observer
    def events_ready(self, events: list[Event]) -> None:
        for watcher in self.watchers:
            watcher.events_ready(events)

    def _keep(self, save: str) -> None:
        """The finished game, written to the archive by a worker (the loop goes on meanwhile)."""
        assert self._archive is not None
        self._writer.submit(keep_in_archive, self._archive, save, self._err)
