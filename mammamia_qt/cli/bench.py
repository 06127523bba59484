"""mammamia-cli bench: the engine's own benchmark, and the dispatch to the AI, UI, kiosk and phones benches.

The others live beside what they measure (``ai/tournament.py``, ``tools/bench.py``,
``tools/bench_phones.py``) and are imported only when asked for, so the command line starts without Qt.
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mammamia_qt.engine import Rules
from mammamia_qt.engine.cards import Edition
from mammamia_qt.progress import QUIET, Progress

from .args import CliError
from .commands import finish, random_game

ANCHOR = Path(__file__).resolve().parents[3] / "shared" / "bench" / "tight_classic.py"
"""The flat-list Classic 4p loop the engine is measured against, beside the checkout (CI has it)."""


def _rate(play: Callable[[int], object], seconds: float, progress: Progress, seed: int) -> tuple[float, int]:
    """Games per second of ``play(seed)`` over about ``seconds``; the rate and the next seed."""
    start = time.perf_counter()
    games = 0
    while time.perf_counter() - start < seconds and not progress.stopped:
        play(seed)
        seed += 1
        games += 1
    return games / (time.perf_counter() - start), seed


def load_anchor(path: Path) -> Callable[[int], object]:
    """The anchor's one game (its ``game(rng)``) as a function of a seed."""
    spec = importlib.util.spec_from_file_location("mammamia_bench_anchor", path)
    if spec is None or spec.loader is None:
        raise CliError(f"cannot load the anchor {path}")
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
        game = module.game
    except Exception as exc:  # a foreign file: any failure is reported as one line
        raise CliError(f"the anchor {path} has no usable game(rng): {exc}") from None
    return lambda seed: game(random.Random(seed))


def bench_engine(
    runs: int = 5, seconds: float = 1.0, progress: Progress = QUIET, anchor: Path | None = None
) -> dict[str, Any]:
    """Full random games per second (median of ``runs``) for Classic 4p and Plus 6p.

    With an ``anchor`` (a flat-list Classic 4p loop, ``load_anchor``), each Classic run is followed
    by an anchor run of the same length, so a busy machine slows both alike, and the result holds
    the anchor's median and ``classic_4p_ratio``: how many times faster the anchor is.
    Stopped early, it reports the runs that were finished (an edition without any is left out).
    """
    tight = load_anchor(anchor) if anchor is not None else None
    out: dict[str, Any] = {}
    progress.start(2 * runs, "bench engine", "run")
    anchor_rates: list[float] = []
    for edition, players in (("classic", 4), ("plus", 6)):
        rules = Rules(edition=Edition(edition), players=players)
        rates: list[float] = []
        seed = anchor_seed = 0
        for _ in range(runs):
            rate, seed = _rate(functools.partial(random_game, rules), seconds, progress, seed)
            if progress.stopped:
                break
            rates.append(rate)
            if tight is not None and edition == "classic":
                rate, anchor_seed = _rate(tight, seconds, progress, anchor_seed)
                anchor_rates.append(rate)
            progress.advance()
        if rates:
            out[f"{edition}_{players}p"] = {
                "games_per_second_median": round(statistics.median(rates), 1),
                "runs": [round(r, 1) for r in rates],
            }
        if progress.stopped:
            break
    if anchor_rates and "classic_4p" in out:
        median = statistics.median(anchor_rates)
        out["anchor"] = {
            "path": str(anchor),
            "games_per_second_median": round(median, 1),
            "runs": [round(r, 1) for r in anchor_rates],
        }
        out["classic_4p_ratio"] = round(median / out["classic_4p"]["games_per_second_median"], 2)
    progress.close()
    return out


def cmd_bench(args: argparse.Namespace) -> int:
    with Progress() as progress:
        if args.what == "engine":
            anchor = args.anchor if args.anchor is not None else (ANCHOR if ANCHOR.is_file() else None)
            result = bench_engine(args.runs, args.seconds, progress, anchor)
        elif args.what == "ai":
            try:
                from mammamia_qt.ai.tournament import bench_ai
            except ImportError as exc:
                raise CliError(f"the AI benchmark is not available: {exc}") from None
            result = bench_ai(progress=progress)
        elif args.what == "phones":
            try:
                from mammamia_qt.tools.bench_phones import bench_phones
                from mammamia_qt.tools.bench_phones_lossy import bench_lossy
            except ImportError as exc:
                raise CliError(f"the phones benchmark is not available: {exc}") from None
            result = {**bench_phones(), "lossy_game": bench_lossy(suspend_s=args.suspend)}
        elif args.what == "ui":
            try:
                from mammamia_qt.tools.bench import bench_ui
            except ImportError as exc:
                raise CliError(f"the UI benchmark is not available: {exc}") from None
            result = bench_ui(progress=progress)
        elif args.what == "archive":
            from mammamia_qt.tools.bench_stats import bench_stats

            result = bench_stats()  # the statistics line: every name over 10,000 kept games
        else:
            try:
                from mammamia_qt.tools.bench import bench_kiosk
            except ImportError as exc:
                raise CliError(f"the kiosk benchmark is not available: {exc}") from None
            result = bench_kiosk(args.games, progress=progress)
    return finish(result, progress)
