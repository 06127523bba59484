"""mammamia-cli's commands: scenarios, random games, tournaments, snapshots and serving phones.

Long work (``simulate``, ``tournament``) shows a progress bar on stderr when it is a terminal;
Ctrl+C stops it cleanly and ``finish`` prints the summary of what was done, marked
``"interrupted": true``, with exit status 130.
"""

from __future__ import annotations

import argparse
import json
import random
from typing import Any

from mammamia_qt.engine import GameState, Rules
from mammamia_qt.engine.ids import Phase
from mammamia_qt.engine.rng import MASK64
from mammamia_qt.progress import QUIET, Progress

from .args import INTERRUPTED, CliError, rules_for, say_error, writable_out


def random_game(rules: Rules, seed: int) -> GameState:
    """One full game with uniformly random legal moves (the simulator's and bench's player).

    Each move is ``random.Random(seed).randrange(len(legal))``'s, drawn as it draws (the length's
    bits from ``getrandbits`` until they fall below it) without its two calls around that.
    """
    state, _ = GameState.new_game(rules, seed)
    bits = random.Random(seed).getrandbits
    while state.phase != Phase.OVER:  # is_terminal(), read without a call per move
        legal = state.legal_actions()
        n = len(legal)
        k = n.bit_length()
        i = bits(k)
        while i >= n:
            i = bits(k)
        state.step(legal[i])
    return state


def _print(text: str) -> None:
    """A line on stdout, whatever it holds (a scenario's name is the user's text)."""
    print(text.encode("utf-8", "backslashreplace").decode("utf-8"), flush=True)


def cmd_scenario(args: argparse.Namespace) -> int:
    from mammamia_qt.engine.scenario import FORMAT_DOC, ScenarioError, load_scenario, run_scenario

    if args.format:
        _print(FORMAT_DOC.read_text(encoding="utf-8").rstrip("\n"))
        return 0
    if not args.files:
        raise CliError("name at least one scenario FILE, or --format for their format")
    status = 0
    for name in args.files:
        try:
            scenario = load_scenario(name)
        except ScenarioError as exc:
            say_error(f"ERROR {exc}")
            status = 2
            continue
        except (ValueError, RecursionError, OverflowError, MemoryError) as exc:
            say_error(f"ERROR {name}: not a valid scenario ({type(exc).__name__}: {exc})")
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


def finish(result: dict[str, Any], progress: Progress) -> int:
    """Print ``result`` (marked when Ctrl+C cut the work short); the exit status."""
    if progress.stopped:
        result["interrupted"] = True
    print(json.dumps(result, indent=2), flush=True)
    if progress.stopped:
        say_error("mammamia-cli: interrupted; the summary above covers the work done before Ctrl+C")
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
    rules = rules_for(args.edition, args.players)
    with Progress() as progress:
        result = simulate(rules, args.games, args.seed, progress)
    return finish(result, progress)


def cmd_tournament(args: argparse.Namespace) -> int:
    seats = args.seats
    rules_for(args.edition, args.players)
    if len(seats) != args.players:
        raise CliError(f"--seats names {len(seats)} levels for {args.players} players")
    try:
        from mammamia_qt.ai.clairvoyant import REFERENCES
        from mammamia_qt.ai.tournament import run_tournament
    except ImportError as exc:
        raise CliError(f"tournaments are not available: {exc}") from None
    archive = None
    jobs = getattr(args, "jobs", 1)
    if getattr(args, "archive", False):
        if set(seats) & set(REFERENCES):
            raise CliError(
                "a clairvoyant is a reference, not a player: its games are not kept in the archive"
            )
        if jobs > 1:
            raise CliError("--archive keeps games with one job only (leave out --jobs)")
        from .archive_cmds import open_archive, tournament_keeper

        archive = open_archive(getattr(args, "data", None))
    try:
        keep, kept = tournament_keeper(archive, seats) if archive is not None else (None, [])
        with Progress() as progress:
            result = run_tournament(
                args.edition,
                args.players,
                seats,
                args.games,
                args.seed,
                progress=progress,
                on_game=keep,
                jobs=jobs,
            )
    finally:
        if archive is not None:
            archive.close()
    if archive is not None:
        result["archive"] = {"path": str(archive.path), "kept": len(kept)}
    return finish(result, progress)


def cmd_snapshot(args: argparse.Namespace) -> int:
    out = writable_out(args.out)
    try:
        from mammamia_qt.tools.snapshot import render_snapshots
    except ImportError as exc:
        raise CliError(f"snapshots are not available: {exc}") from None
    kwargs: dict[str, object] = {"lang": args.lang} if args.lang else {}
    if args.size:
        kwargs["size"] = args.size
    if getattr(args, "theme", None):
        kwargs["theme"] = args.theme
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
    rules = rules_for(args.edition, args.players)
    if not 1 <= args.phones <= rules.players:
        raise CliError(f"--phones must be 1-{rules.players}, not {args.phones}")
    try:
        from mammamia_qt.tools.serve_phones import run_serve
    except ImportError as exc:
        raise CliError(f"serving phones is not available: {exc}") from None
    try:
        return run_serve(
            args.edition, args.players, args.phones, host=args.host, port=args.port,
            seed=args.seed if args.seed is not None else random.SystemRandom().randrange(2**31),
            pace_ms=args.pace, news_ms=args.news_ms, level=args.level, archive_folder=args.data, as_json=args.json,
            timing={"heartbeat_s": max(args.heartbeat_ms, 50) / 1000, "lost_after_s": max(args.lost_ms, 100) / 1000},
        )  # fmt: skip
    except OSError as exc:
        raise CliError(
            f"cannot serve on {args.host or 'the local network'} port {args.port}: {exc.strerror or exc}"
        ) from None
