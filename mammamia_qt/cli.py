"""mammamia-cli: the headless command line (scenarios, simulations, tournaments, benchmarks)."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from .engine import GameState, Rules
from .engine.cards import EDITIONS, Edition


class CliError(Exception):
    """A user error: printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        print(f"mammamia-cli: error: {message} (see mammamia-cli --help)", file=sys.stderr)
        raise SystemExit(2)


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


def cmd_scenario(args: argparse.Namespace) -> int:
    from .engine.scenario import ScenarioError, load_scenario, run_scenario

    status = 0
    for name in args.files:
        try:
            scenario = load_scenario(name)
        except ScenarioError as exc:
            print(f"ERROR {exc}", file=sys.stderr)
            status = 2
            continue
        run = run_scenario(scenario)
        if args.print:
            if run.error:
                print(f"FAIL {run.name}\n  {run.error}")
                status = max(status, 1)
            else:
                print(json.dumps(run.outcome, indent=2))
            continue
        print(f"{'PASS' if run.passed else 'FAIL'} {run.name}")
        for line in ([run.error] if run.error else []) + run.differences:
            print(f"  {line}")
        if not run.passed:
            status = max(status, 1)
    return status


def cmd_simulate(args: argparse.Namespace) -> int:
    rules = _players(args.edition, args.players)
    if args.games < 1:
        raise CliError("--games must be at least 1")
    n = rules.players
    delivered = [0] * n
    wins = [0.0] * n
    turns = 0
    for g in range(args.games):
        state = random_game(rules, args.seed + g)
        turns += state.turns
        for s in range(n):
            delivered[s] += len(state.delivered[s])
        for w in state.winners:
            wins[w] += 1 / len(state.winners)
    print(
        json.dumps(
            {
                "edition": args.edition,
                "players": n,
                "games": args.games,
                "seed": args.seed,
                "turns": turns,
                "mean_turns": round(turns / args.games, 2),
                "mean_delivered": [round(d / args.games, 3) for d in delivered],
                "wins": [round(w, 3) for w in wins],
            },
            indent=2,
        )
    )
    return 0


def bench_engine(runs: int = 5, seconds: float = 1.0) -> dict[str, Any]:
    """Full random games per second (median of ``runs``) for Classic 4p and Plus 6p."""
    out: dict[str, Any] = {}
    for edition, players in (("classic", 4), ("plus", 6)):
        rules = Rules(edition=Edition(edition), players=players)
        rates = []
        seed = 0
        for _ in range(runs):
            start = time.perf_counter()
            games = 0
            while time.perf_counter() - start < seconds:
                random_game(rules, seed)
                seed += 1
                games += 1
            rates.append(games / (time.perf_counter() - start))
        out[f"{edition}_{players}p"] = {
            "games_per_second_median": round(statistics.median(rates), 1),
            "runs": [round(r, 1) for r in rates],
        }
    return out


def cmd_bench(args: argparse.Namespace) -> int:
    if args.what == "engine":
        result = bench_engine(args.runs, args.seconds)
    elif args.what == "ai":
        try:
            from .ai.tournament import bench_ai
        except ImportError as exc:
            raise CliError(f"the AI benchmark is not available: {exc}") from None
        result = bench_ai()
    elif args.what == "phones":
        try:
            from .phones.bench import bench_phones
        except ImportError as exc:
            raise CliError(f"the phones benchmark is not available: {exc}") from None
        result = bench_phones()
    elif args.what == "ui":
        try:
            from .ui.bench import bench_ui
        except ImportError as exc:
            raise CliError(f"the UI benchmark is not available: {exc}") from None
        result = bench_ui()
    else:
        try:
            from .ui.bench import bench_kiosk
        except ImportError as exc:
            raise CliError(f"the kiosk benchmark is not available: {exc}") from None
        result = bench_kiosk(args.games)
    print(json.dumps(result, indent=2))
    return 0


def cmd_tournament(args: argparse.Namespace) -> int:
    from .ai import LEVELS

    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    _players(args.edition, args.players)
    if len(seats) != args.players:
        raise CliError(f"--seats names {len(seats)} levels for {args.players} players")
    for level in seats:
        if level not in LEVELS:
            raise CliError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
    if args.games < 1:
        raise CliError("--games must be at least 1")
    try:
        from .ai.tournament import run_tournament
    except ImportError as exc:
        raise CliError(f"tournaments are not available: {exc}") from None
    print(json.dumps(run_tournament(args.edition, args.players, seats, args.games, args.seed), indent=2))
    return 0


def cmd_snapshot(args: argparse.Namespace) -> int:
    try:
        from .ui.snapshot import render_snapshots
    except ImportError as exc:
        raise CliError(f"snapshots are not available: {exc}") from None
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    kwargs = {"lang": args.lang} if args.lang else {}
    for path in render_snapshots(out, **kwargs):
        print(path)
    return 0


# ---------------------------------------------------------------------- serve (phones)
def cmd_serve(args: argparse.Namespace) -> int:
    """Host a game for phones alone: the first --phones seats are phones, the others AI players."""
    rules = _players(args.edition, args.players)
    if not 1 <= args.phones <= rules.players:
        raise CliError(f"--phones must be 1-{rules.players}, not {args.phones}")
    if not 0 <= args.port <= 65535:
        raise CliError(f"--port must be 0-65535, not {args.port}")
    if not 0 <= args.pace <= 10000:
        raise CliError(f"--pace must be 0-10000 milliseconds, not {args.pace}")
    try:
        from .phones.serve import run_serve
    except ImportError as exc:
        raise CliError(f"serving phones is not available: {exc}") from None
    try:
        return run_serve(
            args.edition, args.players, args.phones, host=args.host, port=args.port,
            seed=args.seed if args.seed is not None else random.SystemRandom().randrange(2**31),
            pace_ms=args.pace,
        )  # fmt: skip
    except OSError as exc:
        raise CliError(f"cannot serve on {args.host or 'the local network'} port {args.port}: {exc.strerror or exc}") from None


def add_serve_parser(sub: Any) -> None:
    p = sub.add_parser("serve", help="host a game for phones (no window); prints one JSON line per phone seat")
    p.add_argument("--edition", choices=["classic", "plus"], required=True)
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--phones", type=int, required=True, help="the first K seats are phones, the rest AI")
    p.add_argument("--port", type=int, default=0, help="0 picks a free port")
    p.add_argument("--host", default=None, help="address to listen on (default: this machine's local network address)")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--pace", type=int, default=800, help="milliseconds per AI move (and half of it per announcement)")
    p.set_defaults(func=cmd_serve)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="mammamia-cli", description="Mamma Mia! without a window.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    p = sub.add_parser("scenario", help="run reveal scenarios (shared/scenarios/FORMAT.md)")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--print", action="store_true", help="print the actual outcome as JSON")
    p.set_defaults(func=cmd_scenario)

    p = sub.add_parser("simulate", help="play random games and summarise them as JSON")
    p.add_argument("--edition", choices=["classic", "plus"], required=True)
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("tournament", help="AI levels against each other, seats rotating")
    p.add_argument("--edition", choices=["classic", "plus"], required=True)
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--seats", required=True, help="comma-separated levels, one per seat")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=cmd_tournament)

    p = sub.add_parser("bench", help="benchmarks: engine, ai, ui, kiosk, phones")
    p.add_argument("what", choices=["engine", "ai", "ui", "kiosk", "phones"])
    p.add_argument("--runs", type=int, default=5, help="engine: timed runs (the median is reported)")
    p.add_argument("--seconds", type=float, default=1.0, help="engine: length of one run")
    p.add_argument("--games", type=int, default=200, help="kiosk: demo games to play")
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser("snapshot", help="render the main screens to PNG (offscreen, 1920x1080)")
    p.add_argument("--out", required=True, metavar="DIR")
    p.add_argument("--lang", default=None, help="de, en, cs, nl or ja")
    p.set_defaults(func=cmd_snapshot)

    add_serve_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args))
    except CliError as exc:
        print(f"mammamia-cli: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
