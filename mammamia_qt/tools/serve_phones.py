"""``mammamia-cli serve``: a game hosted for phones alone, without a window.

The first ``phones`` seats are phones, the rest computer players at a readable pace. The phones
also show the public table (there is no big screen). For people, the address to open and each
phone seat's code and QR code are printed (``print_seats``); with ``--json``, one JSON line per
phone seat (``seat``, ``name``, ``url``, ``code``) instead. Then the game runs until it ends or is
stopped.

No Qt: the game is a ``Session`` on an asyncio loop (``tools/served_game.py``), its phone seats
driven by the phone hub (``phones/hub.py``), the page's texts read from the translation sources and
the card art drawn without Qt's font metrics. The ``serve-without-qt`` contract keeps it so.
"""

from __future__ import annotations

import asyncio
import functools
import json
import signal
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:
    from mammamia_qt.phones.hub import PhoneHub
    from mammamia_qt.seats import GameSetup
    from mammamia_qt.tools.served_game import ServedGame

PHONE_NAMES = ("Anna", "Beate", "Carlo", "Dario", "Elena", "Franca")
AI_NAMES = ("Luigi", "Sofia", "Marco", "Giulia", "Paolo", "Rosa")


def make_setup(edition: str, players: int, phones: int, seed: int, level: str = "intermediate") -> GameSetup:
    from mammamia_qt.engine.cards import Edition
    from mammamia_qt.engine.rules import Rules
    from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind

    seats = [SeatConfig(name=PHONE_NAMES[i], kind=SeatKind.PHONE) for i in range(phones)]
    seats += [SeatConfig(name=AI_NAMES[i], kind=SeatKind(level)) for i in range(players - phones)]
    return GameSetup(rules=Rules(edition=Edition(edition), players=players), seats=tuple(seats), seed=seed)


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


def phone_texts() -> tuple[Callable[[str], bytes | None], Callable[[str], dict[str, str]]]:
    """The page's texts per language and the cards' names per language, read from the translation
    sources without Qt (the same texts Qt's translator gives the desktop's phones)."""
    from mammamia_qt.paths import translations_dir
    from mammamia_qt.phones import texts

    translate = functools.cache(lambda lang: texts.ts_translator(translations_dir() / f"mammamia_{lang}.ts"))
    strings = functools.cache(lambda lang: texts.strings_json(lang, translate(lang)))
    return strings, lambda lang: texts.translated(lang, translate(lang))["names"]


def serve_hub(game: ServedGame, loop: asyncio.AbstractEventLoop, **options: Any) -> PhoneHub:
    """The phone hub of a served game: the server's callbacks hop onto the loop; the card art is
    drawn before the server starts, its text fitted without Qt."""
    from mammamia_qt.paths import resource
    from mammamia_qt.phones.hub import PhoneHub
    from mammamia_qt.ui.art.card_svg import COLOUR_STYLE
    from mammamia_qt.ui.art.phone_art import ArtStore

    def hop(handler: Callable[..., None]) -> Callable[..., None]:
        def on_loop(*args: Any) -> None:
            loop.call_soon_threadsafe(handler, *args)

        return on_loop

    strings, names = phone_texts()
    art = ArtStore(game.setup.rules)
    hub = PhoneHub(
        game, hop=hop, static_dir=resource("phone"), strings=strings, art=art.get,
        prepare=lambda: art.prepare(names), colour_hex=lambda colour: COLOUR_STYLE[colour][0], **options,
    )  # fmt: skip
    game.watch(hub)
    return hub


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
    from mammamia_qt.archive.store import ARCHIVE_FILE
    from mammamia_qt.paths import data_dir
    from mammamia_qt.tools.served_game import ServedGame

    loop = asyncio.new_event_loop()
    done: asyncio.Future[int] = loop.create_future()

    def finish(code: int) -> None:
        if not done.done():
            done.set_result(code)

    def failed(exc: BaseException) -> None:
        traceback.print_exception(exc, file=sys.stderr)
        finish(1)

    setup = make_setup(edition, players, phones, seed, level)
    game = ServedGame(
        setup, loop, pace_ms=pace_ms, news_ms=news_ms, on_end=lambda: finish(0), on_failure=failed,
        archive=(data_dir() if archive_folder is None else archive_folder) / ARCHIVE_FILE,
    )  # fmt: skip
    hub = serve_hub(game, loop, host=host, port=port, public=True, news_ms=news_ms, timing=timing)
    try:
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
        for s in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(s, finish, 128 + s)
        loop.call_soon(game.start)
        return loop.run_until_complete(done)
    finally:
        game.stop()  # the finished game is written before the process ends
        hub.stop()
        loop.close()
