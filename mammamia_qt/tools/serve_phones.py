"""``mammamia-cli serve``: a game hosted for phones alone, without a window.

The first ``phones`` seats are phones, the rest computer players at a readable pace. The phones
also show the public table (there is no big screen). For people, the address to open and each
phone seat's code and QR code are printed (``print_seats``); with ``--json``, one JSON line per
phone seat (``seat``, ``name``, ``url``, ``code``) instead. Then the game runs until it ends or is
stopped.
"""

from __future__ import annotations

import json
import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

PHONE_NAMES = ("Anna", "Beate", "Carlo", "Dario", "Elena", "Franca")
AI_NAMES = ("Luigi", "Sofia", "Marco", "Giulia", "Paolo", "Rosa")


def make_setup(edition: str, players: int, phones: int, seed: int, level: str = "intermediate"):
    from mammamia_qt.engine.cards import Edition
    from mammamia_qt.engine.rules import Rules
    from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind

    seats = [SeatConfig(name=PHONE_NAMES[i], kind=SeatKind.PHONE) for i in range(phones)]
    seats += [SeatConfig(name=AI_NAMES[i], kind=SeatKind(level)) for i in range(players - phones)]
    return GameSetup(rules=Rules(edition=Edition(edition), players=players), seats=tuple(seats), seed=seed)


class Headless:
    """Plays the table's part without drawing: 'animations' take ``pace_ms``, summaries a little longer,
    and every event the phones show in their strip ``news_ms`` (so each play is seen before the next)."""

    def __init__(self, controller, pace_ms: int, on_end: Callable[[], None], news_ms: int = 0) -> None:
        from PySide6.QtCore import QTimer

        self.controller = controller
        self.pace_ms = pace_ms
        self.news_ms = news_ms
        self._timer = QTimer
        controller.eventsReady.connect(self._events)
        controller.roundEnded.connect(self._round)
        controller.gameEnded.connect(lambda event: QTimer.singleShot(max(500, pace_ms * 4), on_end))

    def _events(self, events: list) -> None:
        from mammamia_qt.phones.protocol import strip_count

        wait = max(self.pace_ms // 2, self.news_ms * strip_count(events))
        self._timer.singleShot(wait, self.controller.animations_done)

    def _round(self, event: object) -> None:
        self._timer.singleShot(self.pace_ms * 3, self.controller.continue_after_round)


def keep_served(controller, folder: Path | None):
    """The served game kept in the archive when it ends (origin "served"), in ``folder`` (None: the
    game's data folder); what goes wrong with the archive is one line on stderr, the game goes on."""
    from mammamia_qt.archive.store import ARCHIVE_FILE
    from mammamia_qt.paths import data_dir
    from mammamia_qt.ui.shell.archive_keeper import ArchiveKeeper

    keeper = ArchiveKeeper((data_dir() if folder is None else folder) / ARCHIVE_FILE)
    keeper.problemFound.connect(
        lambda problem: print(f"mammamia-cli: warning: {problem.message()}", file=sys.stderr)
    )
    keeper.failed.connect(
        lambda _code, detail: print(f"mammamia-cli: the game could not be kept: {detail}", file=sys.stderr)
    )
    keeper.follow(controller, "served")
    return keeper


def print_seats(seats: list[dict[str, object]], join_url: str, out: TextIO) -> None:
    """The host's terminal: where to go, and per phone seat its name, code, link and a QR code."""
    import segno

    print(f"Mamma Mia! for phones: on each phone open {join_url} and type its code, or scan its QR code.",
          file=out)  # fmt: skip
    for line in seats:
        print(f"\n{line['name']} (seat {int(str(line['seat'])) + 1}): code {line['code']}", file=out)
        print(f"  {line['url']}", file=out)
        segno.make(str(line["url"]), error="m").terminal(out=out, compact=True, border=2)
    print("\nThe game runs until it ends; Ctrl+C stops it.", file=out, flush=True)


def run_serve(
    edition: str,
    players: int,
    phones: int,
    *,
    host: str | None,
    port: int,
    seed: int,
    pace_ms: int,
    news_ms: int = 1400,
    timing: dict[str, float] | None = None,
    level: str = "intermediate",
    out: TextIO = sys.stdout,
    archive_folder: Path | None = None,
    as_json: bool = False,
) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QGuiApplication

    from mammamia_qt.ui.controller import GameController
    from mammamia_qt.ui.phone_seats import PhoneSeats

    app = QGuiApplication.instance() or QGuiApplication(["mammamia-cli"])
    setup = make_setup(edition, players, phones, seed, level)
    controller = GameController(setup, ai_delay_ms=pace_ms)
    hub = PhoneSeats(controller, host=host, port=port, public=True, news_ms=news_ms, timing=timing)
    hub.start()
    seats: list[dict[str, object]] = [
        {"seat": seat, "name": setup.seats[seat].name, "url": hub.url(seat), "code": hub.code(seat)}
        for seat in hub.seats()
    ]
    if as_json:
        for line in seats:
            print(json.dumps(line, ensure_ascii=False), file=out, flush=True)
    else:
        print_seats(seats, hub.join_url(), out)
    table = Headless(controller, pace_ms, app.quit, news_ms)  # noqa: F841 - kept alive while the game runs
    keeper = keep_served(controller, archive_folder)
    stop = {"signal": 0}

    def on_signal(signum: int, frame: object) -> None:
        stop["signal"] = signum
        app.quit()

    old = {s: signal.signal(s, on_signal) for s in (signal.SIGINT, signal.SIGTERM)}
    tick = QTimer()
    tick.timeout.connect(lambda: None)  # lets Python see a signal while Qt waits
    tick.start(200)
    QTimer.singleShot(0, controller.start)
    try:
        app.exec()
    finally:
        keeper.wait()  # the finished game is written before the process ends
        tick.stop()
        controller.stop()
        hub.stop()
        for s, handler in old.items():
            signal.signal(s, handler)
    if stop["signal"]:
        return 130 if stop["signal"] == signal.SIGINT else 143
    return 0
