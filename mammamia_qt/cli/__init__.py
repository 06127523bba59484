"""mammamia-cli: the headless command line (scenarios, simulations, tournaments, benchmarks).

This module builds the parser and runs a command: the argument types are in ``args.py``, the
commands in ``commands.py``, the benchmarks in ``bench.py``.

Every argument is checked before any work starts (argparse ``type=`` functions): bad input
gets one line on stderr and exit status 2, never a traceback. Long work (``simulate``,
``tournament``, the benches) shows a progress bar on stderr when it is a terminal, and Ctrl+C stops
it cleanly: the summary of what was done so far is printed, marked ``"interrupted": true``, and the
exit status is 130.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any

from mammamia_qt.engine.cards import Edition
from mammamia_qt.engine.scenario import FORMAT_DOC
from mammamia_qt.options import theme_name, window_size  # the one reading of WxH and of a theme

from .archive_cmds import add_archive_parsers, add_data_argument
from .args import (
    INTERRUPTED,
    LANGUAGE_CODES,
    MAX_GAMES,
    MAX_RUNS,
    MAX_SECONDS,
    CliError,
    Parser,
    ai_level,
    anchor_file,
    bench_seat_levels,
    count,
    jobs,
    language,
    out_folder,
    pace,
    phones,
    players,
    port,
    runs,
    say_error,
    seconds,
    seed,
)
from .bench import bench_engine, cmd_bench
from .commands import (
    cmd_scenario,
    cmd_serve,
    cmd_simulate,
    cmd_snapshot,
    cmd_tournament,
    random_game,
    simulate,
)
from .stats import add_stats_parser
from .sweep import add_sweep_parser

__all__ = [
    "INTERRUPTED", "LANGUAGE_CODES", "MAX_GAMES", "MAX_RUNS", "MAX_SECONDS", "CliError", "bench_engine",
    "build_parser", "main", "random_game", "simulate",
]  # fmt: skip


COMMANDS: list[str] = []
"""The commands' names (filled in by ``build_parser``), for the message when none is given."""


def add_serve_parser(sub: Any) -> None:
    p = sub.add_parser(
        "serve", help="host a game for phones (no window); prints the address, codes and QR codes to join"
    )
    p.add_argument("--edition", choices=["classic", "plus"], required=True)
    p.add_argument("--players", type=players, required=True, help="2-5 classic, 2-6 plus")
    p.add_argument("--phones", type=phones, required=True, help="the first K seats are phones, the rest AI")
    p.add_argument("--port", type=port, default=0, help="0 picks a free port")
    p.add_argument(
        "--host", default=None, help="address to listen on (default: this machine's local network address)"
    )
    p.add_argument("--seed", type=seed, default=None, help="0 to 2**64-1")
    p.add_argument(
        "--pace", type=pace, default=800, help="milliseconds per AI move (and half of it per announcement)"
    )
    p.add_argument("--news-ms", type=pace, default=1400, help="milliseconds a phone shows each public event")
    p.add_argument(
        "--heartbeat-ms", type=pace, default=3000, help="milliseconds between heartbeats, both ways"
    )
    p.add_argument(
        "--lost-ms", type=pace, default=8000, help="silence after which a connection counts as lost"
    )
    p.add_argument(
        "--level",
        type=ai_level,
        default="intermediate",
        help="the computer players' level (default: intermediate)",
    )
    p.add_argument(
        "--json",
        action="store_true",
        help="print one JSON line per phone seat (seat, name, url, code) instead",
    )
    add_data_argument(p)
    p.set_defaults(func=cmd_serve)


class VersionAction(argparse.Action):
    """``--version``: the same line as ``mammamia --version`` (read only when asked)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, *_args: Any, **_kwargs: Any) -> None:
        from mammamia_qt.version import version_line

        print(version_line(), flush=True)
        parser.exit(0)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="mammamia-cli", description="Mamma Mia! without a window.")
    parser.add_argument("--version", action=VersionAction, help="print the version and exit")
    # The command is checked after the unknown arguments, so that a typo is named rather than told
    # as a missing command.
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    editions = [e.value for e in Edition]

    p = sub.add_parser(
        "scenario",
        help="run reveal scenarios (--format describes them)",
        description=f"Run reveal scenarios: PASS or FAIL per file.\n\nTheir format is described in\n  {FORMAT_DOC}\n"
        "(installed with the game); --format prints it.",
        formatter_class=argparse.RawDescriptionHelpFormatter,  # the path whole, on a line of its own
    )
    p.add_argument("files", nargs="*", metavar="FILE", help="scenario files (JSON)")
    p.add_argument("--print", action="store_true", help="print the actual outcome as JSON")
    p.add_argument(
        "--format", action="store_true", help=f"print the scenario format ({FORMAT_DOC.name}) and exit"
    )
    p.set_defaults(func=cmd_scenario)

    p = sub.add_parser("simulate", help="play random games and summarise them as JSON")
    p.add_argument("--edition", choices=editions, required=True)
    p.add_argument("--players", type=players, required=True, help="2-5 classic, 2-6 plus")
    p.add_argument("--games", type=count, default=100, help="at least 1")
    p.add_argument("--seed", type=seed, default=0, help="0 to 2**64-1; game g uses seed+g")
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("tournament", help="AI levels against each other, seats rotating")
    p.add_argument("--edition", choices=editions, required=True)
    p.add_argument("--players", type=players, required=True, help="2-5 classic, 2-6 plus")
    p.add_argument(
        "--seats",
        type=bench_seat_levels,
        required=True,
        help=(
            "comma-separated levels, one per seat (clairvoyant: the master seeing every hidden card, a"
            " reference; clairvoyant-blur: the same with two cards of each other hand swapped per world)"
        ),
    )
    p.add_argument("--games", type=count, default=100, help="at least 1")
    p.add_argument("--seed", type=seed, default=0, help="0 to 2**64-1")
    p.add_argument("--jobs", type=jobs, default=1, help="games played at once in worker processes (1-16)")
    p.add_argument(
        "--archive", action="store_true", help='keep every game in the archive (origin "tournament")'
    )
    add_data_argument(p)
    p.set_defaults(func=cmd_tournament)

    p = sub.add_parser("bench", help="benchmarks: engine, ai, ui, kiosk, phones, archive")
    p.add_argument("what", choices=["engine", "ai", "ui", "kiosk", "phones", "archive"])
    p.add_argument(
        "--runs", type=runs, default=5, help="engine, archive: timed runs (the median is reported)"
    )
    p.add_argument("--seconds", type=seconds, default=1.0, help="engine: length of one run (0 < s <= 3600)")
    p.add_argument("--games", type=count, default=200, help="kiosk: demo games to play")
    p.add_argument(
        "--suspend", type=seconds, default=30.0, help="phones: how long one phone sleeps in the lossy game"
    )
    p.add_argument(
        "--anchor",
        type=anchor_file,
        default=None,
        metavar="PATH",
        help="engine: a flat-list game loop run interleaved with Classic 4p, for the ratio "
        "(default: ../shared/bench/tight_classic.py beside the checkout, if there)",
    )
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser("snapshot", help="render the main screens to PNG (offscreen, 1920x1080 unless --size)")
    p.add_argument(
        "--out", type=out_folder, required=True, metavar="DIR", help="a folder that can be written"
    )
    p.add_argument(
        "--size",
        type=window_size,
        default=None,
        metavar="WxH",
        help="window size, e.g. 1024x600 (default 1920x1080)",
    )
    p.add_argument("--lang", type=language, default=None, help="de, en, cs, nl or ja")
    p.add_argument(
        "--theme",
        type=theme_name,
        default=None,
        metavar="NAME",
        help="light (default), dark or high-contrast",
    )
    p.set_defaults(func=cmd_snapshot)

    add_serve_parser(sub)
    add_archive_parsers(sub)
    add_stats_parser(sub)
    add_sweep_parser(sub)
    COMMANDS[:] = list(sub.choices)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        parser = build_parser()
        args, unknown = parser.parse_known_args(argv)
        if unknown:
            parser.error(f"unrecognized arguments: {' '.join(unknown)[:200]}")
        if args.command is None:
            parser.error(f"a command is required, one of: {', '.join(COMMANDS)}")
        return int(args.func(args))
    except CliError as exc:
        say_error(f"mammamia-cli: error: {exc}")
        return 2
    except KeyboardInterrupt:
        say_error("mammamia-cli: interrupted")
        return INTERRUPTED
    except BrokenPipeError:
        # The reader of stdout went away (``| head``): nothing more to say to anyone.
        try:
            sys.stdout = open(os.devnull, "w")  # so the exit flush does not fail again
        except OSError:
            pass
        return 1
