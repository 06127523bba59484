"""mammamia-cli: the headless command line (scenarios, simulations, tournaments, benchmarks).

Every argument is checked before any work starts (argparse ``type=`` functions below): bad input
gets one line on stderr and exit status 2, never a traceback. Long work (``simulate``,
``tournament``, the benches) shows a progress bar on stderr when it is a terminal, and Ctrl+C stops
it cleanly: the summary of what was done so far is printed, marked ``"interrupted": true``, and the
exit status is 130.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from mammamia_qt.engine import GameState, Rules
from mammamia_qt.engine.cards import EDITIONS, Edition
from mammamia_qt.engine.rng import MASK64, MAX_SEED
from mammamia_qt.progress import QUIET, Progress

LANGUAGE_CODES = ("de", "en", "cs", "nl", "ja")
"""The game's languages (the same as ``ui.i18n.LANGUAGES``, without importing Qt)."""
MAX_GAMES = 10_000_000
MAX_RUNS = 1_000
MAX_SECONDS = 3_600.0
INTERRUPTED = 130
"""The exit status after Ctrl+C (128 + SIGINT), as shells report it."""


class CliError(Exception):
    """A user error: printed as one line, exit status 2."""


def _one_line(text: object) -> str:
    """``text`` on one line, printable whatever it holds (unpaired surrogates from odd file names)."""
    line = " ".join(str(text).split())
    return line.encode("utf-8", "backslashreplace").decode("utf-8")


def _say_error(text: str) -> None:
    print(_one_line(text), file=sys.stderr, flush=True)


def _show(text: str, limit: int = 40) -> str:
    """The user's text for a message: quoted, escaped, cut short."""
    shown = repr(text[:limit])
    return shown + ("…" if len(text) > limit else "")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        _say_error(f"mammamia-cli: error: {message} (see mammamia-cli --help)")
        raise SystemExit(2)


# ---------------------------------------------------------------------- argument types
_WHOLE = re.compile(r"[+-]?[0-9]+")


def _whole(text: str, low: int, high: int, what: str) -> int:
    if not _WHOLE.fullmatch(text.strip()):
        raise argparse.ArgumentTypeError(f"{what} must be a whole number, not {_show(text)}")
    digits = text.strip().lstrip("+-").lstrip("0")
    value = int(text.strip()) if len(digits) <= 30 else None  # (never parse a million digits)
    if value is None or not low <= value <= high:
        raise argparse.ArgumentTypeError(f"{what} must be from {low} to {high}, not {_show(text)}")
    return value


def count(text: str) -> int:
    """A number of games or runs: 1 to MAX_GAMES."""
    return _whole(text, 1, MAX_GAMES, "a count")


def runs(text: str) -> int:
    return _whole(text, 1, MAX_RUNS, "the number of runs")


def players(text: str) -> int:
    return _whole(text, 2, 6, "the number of players")


def seed(text: str) -> int:
    """A seed: 0 to 2**64 - 1, the range saves use too."""
    return _whole(text, 0, MAX_SEED, "a seed")


def phones(text: str) -> int:
    return _whole(text, 1, 6, "the number of phone seats")


def port(text: str) -> int:
    """A TCP port; 0 lets the system pick a free one."""
    return _whole(text, 0, 65535, "a port")


def pace(text: str) -> int:
    return _whole(text, 0, 10_000, "the pace in milliseconds")


def seconds(text: str) -> float:
    """A duration: positive, finite, at most an hour."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"a duration must be a number of seconds, not {_show(text)}"
        ) from None
    if not math.isfinite(value) or not 0 < value <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(
            f"a duration must be more than 0 and at most {MAX_SECONDS:g} seconds, not {_show(text)}"
        )
    return value


def language(text: str) -> str:
    if text not in LANGUAGE_CODES:
        raise argparse.ArgumentTypeError(
            f"choose a language from {', '.join(LANGUAGE_CODES)}, not {_show(text)}"
        )
    return text


def seat_levels(text: str) -> list[str]:
    from mammamia_qt.ai.base import LEVELS

    if len(text) > 200:
        raise argparse.ArgumentTypeError("name one level per seat, at most six")
    seats = [s.strip() for s in text.split(",")]
    for level in seats:
        if level not in LEVELS:
            raise argparse.ArgumentTypeError(f"unknown level {_show(level)}; choose from {', '.join(LEVELS)}")
    return seats


def window_size(text: str) -> tuple[int, int]:
    from mammamia_qt.tools.snapshot import parse_size  # noqa: PLC0415 - the one reading of WxH

    try:
        return parse_size(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def out_folder(text: str) -> Path:
    """A folder that exists and can be written, or can be made (its nearest existing parent can)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the output folder needs a name")
    path = Path(text).expanduser()
    try:
        probe = path
        while not probe.exists():
            if probe.is_symlink():
                raise argparse.ArgumentTypeError(f"{_show(text)} is a link to nothing")
            if probe.parent == probe:
                break
            probe = probe.parent
        if not probe.is_dir():
            where = "is a file" if probe == path else f"is under {_show(str(probe))}, which is not a folder"
            raise argparse.ArgumentTypeError(f"{_show(text)} cannot be a folder: it {where}")
        if not os.access(probe, os.W_OK | os.X_OK):
            raise argparse.ArgumentTypeError(f"{_show(str(probe))} cannot be written")
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"{_show(text)} cannot be a folder: {exc.strerror or exc}") from None
    return path


def _players(edition: str, players: int) -> Rules:
    info = EDITIONS[Edition(edition)]
    if not info.min_players <= players <= info.max_players:
        raise CliError(f"{edition} is for {info.min_players}-{info.max_players} players, not {players}")
    return Rules(edition=Edition(edition), players=players)


def random_game(rules: Rules, seed: int) -> GameState:
    """One full game with uniformly random legal moves (the simulator's and bench's player)."""
    state, _ = GameState.new_game(rules, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def _print(text: str) -> None:
    """A line on stdout, whatever it holds (a scenario's name is the user's text)."""
    print(text.encode("utf-8", "backslashreplace").decode("utf-8"), flush=True)


def cmd_scenario(args: argparse.Namespace) -> int:
    from mammamia_qt.engine.scenario import ScenarioError, load_scenario, run_scenario

    status = 0
    for name in args.files:
        try:
            scenario = load_scenario(name)
        except ScenarioError as exc:
            _say_error(f"ERROR {exc}")
            status = 2
            continue
        except (ValueError, RecursionError, OverflowError, MemoryError) as exc:
            _say_error(f"ERROR {name}: not a valid scenario ({type(exc).__name__}: {exc})")
            status = 2
            continue
        run = run_scenario(scenario)
        if args.print:
            if run.error:
                _print(f"FAIL {run.name}\n  {run.error}")
                status = max(status, 1)
            else:
                _print(json.dumps(run.outcome, indent=2))
            continue
        _print(f"{'PASS' if run.passed else 'FAIL'} {run.name}")
        for line in ([run.error] if run.error else []) + run.differences:
            _print(f"  {line}")
        if not run.passed:
            status = max(status, 1)
    return status


def _finish(result: dict[str, Any], progress: Progress) -> int:
    """Print ``result`` (marked when Ctrl+C cut the work short); the exit status."""
    if progress.stopped:
        result["interrupted"] = True
    print(json.dumps(result, indent=2), flush=True)
    if progress.stopped:
        _say_error("mammamia-cli: interrupted; the summary above covers the work done before Ctrl+C")
        return INTERRUPTED
    return 0


def simulate(rules: Rules, games: int, seed: int, progress: Progress = QUIET) -> dict[str, Any]:
    """``games`` random games (game ``g`` uses seed ``seed + g``, modulo 2**64); a JSON summary.

    Stops early when ``progress`` is stopped; the summary then covers the games played.
    """
    n = rules.players
    delivered = [0] * n
    wins = [0.0] * n
    turns = 0
    played = 0
    progress.start(games, "simulate", "game")
    for g in range(games):
        if progress.stopped:
            break
        state = random_game(rules, (seed + g) & MASK64)
        turns += state.turns
        for s in range(n):
            delivered[s] += len(state.delivered[s])
        for w in state.winners:
            wins[w] += 1 / len(state.winners)
        played += 1
        progress.advance()
    progress.close()
    per = max(played, 1)
    return {
        "edition": rules.edition.value,
        "players": n,
        "games": played,
        "games_requested": games,
        "seed": seed,
        "turns": turns,
        "mean_turns": round(turns / per, 2),
        "mean_delivered": [round(d / per, 3) for d in delivered],
        "wins": [round(w, 3) for w in wins],
    }


def cmd_simulate(args: argparse.Namespace) -> int:
    rules = _players(args.edition, args.players)
    with Progress() as progress:
        result = simulate(rules, args.games, args.seed, progress)
    return _finish(result, progress)


def bench_engine(runs: int = 5, seconds: float = 1.0, progress: Progress = QUIET) -> dict[str, Any]:
    """Full random games per second (median of ``runs``) for Classic 4p and Plus 6p.

    Stopped early, it reports the runs that were finished (an edition without any is left out).
    """
    out: dict[str, Any] = {}
    progress.start(2 * runs, "bench engine", "run")
    for edition, players in (("classic", 4), ("plus", 6)):
        rules = Rules(edition=Edition(edition), players=players)
        rates = []
        seed = 0
        for _ in range(runs):
            start = time.perf_counter()
            games = 0
            while time.perf_counter() - start < seconds and not progress.stopped:
                random_game(rules, seed)
                seed += 1
                games += 1
            if progress.stopped:
                break
            rates.append(games / (time.perf_counter() - start))
            progress.advance()
        if rates:
            out[f"{edition}_{players}p"] = {
                "games_per_second_median": round(statistics.median(rates), 1),
                "runs": [round(r, 1) for r in rates],
            }
        if progress.stopped:
            break
    progress.close()
    return out


def cmd_bench(args: argparse.Namespace) -> int:
    with Progress() as progress:
        if args.what == "engine":
            result = bench_engine(args.runs, args.seconds, progress)
        elif args.what == "ai":
            try:
                from mammamia_qt.ai.tournament import bench_ai
            except ImportError as exc:
                raise CliError(f"the AI benchmark is not available: {exc}") from None
            result = bench_ai(progress=progress)
        elif args.what == "phones":
            try:
                from mammamia_qt.phones.bench import bench_phones
            except ImportError as exc:
                raise CliError(f"the phones benchmark is not available: {exc}") from None
            result = bench_phones()
        elif args.what == "ui":
            try:
                from mammamia_qt.tools.bench import bench_ui
            except ImportError as exc:
                raise CliError(f"the UI benchmark is not available: {exc}") from None
            result = bench_ui(progress=progress)
        else:
            try:
                from mammamia_qt.tools.bench import bench_kiosk
            except ImportError as exc:
                raise CliError(f"the kiosk benchmark is not available: {exc}") from None
            result = bench_kiosk(args.games, progress=progress)
    return _finish(result, progress)


def cmd_tournament(args: argparse.Namespace) -> int:
    seats = args.seats
    _players(args.edition, args.players)
    if len(seats) != args.players:
        raise CliError(f"--seats names {len(seats)} levels for {args.players} players")
    try:
        from mammamia_qt.ai.tournament import run_tournament
    except ImportError as exc:
        raise CliError(f"tournaments are not available: {exc}") from None
    with Progress() as progress:
        result = run_tournament(args.edition, args.players, seats, args.games, args.seed, progress=progress)
    return _finish(result, progress)


def cmd_snapshot(args: argparse.Namespace) -> int:
    out: Path = args.out
    try:
        out.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=out):
            pass
    except OSError as exc:
        raise CliError(f"{out} cannot be written: {exc.strerror or exc}") from None
    try:
        from mammamia_qt.tools.snapshot import render_snapshots
    except ImportError as exc:
        raise CliError(f"snapshots are not available: {exc}") from None
    kwargs: dict[str, object] = {"lang": args.lang} if args.lang else {}
    if args.size:
        kwargs["size"] = args.size
    try:
        paths = render_snapshots(out, **kwargs)  # type: ignore[arg-type]
    except OSError as exc:
        raise CliError(f"{out}: {exc.strerror or exc}") from None
    for path in paths:
        _print(str(path))
    return 0


# ---------------------------------------------------------------------- serve (phones)
def cmd_serve(args: argparse.Namespace) -> int:
    """Host a game for phones alone: the first --phones seats are phones, the others AI players."""
    rules = _players(args.edition, args.players)
    if not 1 <= args.phones <= rules.players:
        raise CliError(f"--phones must be 1-{rules.players}, not {args.phones}")
    try:
        from mammamia_qt.phones.serve import run_serve
    except ImportError as exc:
        raise CliError(f"serving phones is not available: {exc}") from None
    try:
        return run_serve(
            args.edition, args.players, args.phones, host=args.host, port=args.port,
            seed=args.seed if args.seed is not None else random.SystemRandom().randrange(2**31),
            pace_ms=args.pace,
        )  # fmt: skip
    except OSError as exc:
        raise CliError(
            f"cannot serve on {args.host or 'the local network'} port {args.port}: {exc.strerror or exc}"
        ) from None


def add_serve_parser(sub: Any) -> None:
    p = sub.add_parser(
        "serve", help="host a game for phones (no window); prints one JSON line per phone seat"
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
    p.set_defaults(func=cmd_serve)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="mammamia-cli", description="Mamma Mia! without a window.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    editions = [e.value for e in Edition]

    p = sub.add_parser("scenario", help="run reveal scenarios (shared/scenarios/FORMAT.md)")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--print", action="store_true", help="print the actual outcome as JSON")
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
    p.add_argument("--seats", type=seat_levels, required=True, help="comma-separated levels, one per seat")
    p.add_argument("--games", type=count, default=100, help="at least 1")
    p.add_argument("--seed", type=seed, default=0, help="0 to 2**64-1")
    p.set_defaults(func=cmd_tournament)

    p = sub.add_parser("bench", help="benchmarks: engine, ai, ui, kiosk, phones")
    p.add_argument("what", choices=["engine", "ai", "ui", "kiosk", "phones"])
    p.add_argument("--runs", type=runs, default=5, help="engine: timed runs (the median is reported)")
    p.add_argument("--seconds", type=seconds, default=1.0, help="engine: length of one run (0 < s <= 3600)")
    p.add_argument("--games", type=count, default=200, help="kiosk: demo games to play")
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
    p.set_defaults(func=cmd_snapshot)

    add_serve_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
        return int(args.func(args))
    except CliError as exc:
        _say_error(f"mammamia-cli: error: {exc}")
        return 2
    except KeyboardInterrupt:
        _say_error("mammamia-cli: interrupted")
        return INTERRUPTED
    except BrokenPipeError:
        # The reader of stdout went away (``| head``): nothing more to say to anyone.
        try:
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - so the exit flush does not fail again
        except OSError:
            pass
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
