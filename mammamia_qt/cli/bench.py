"""mammamia-cli bench: the engine's own benchmark, and the dispatch to the AI, UI, kiosk and phones benches.

The others live beside what they measure (``ai/tournament.py``, ``tools/bench.py``,
``phones/bench.py``) and are imported only when asked for, so the command line starts without Qt.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from mammamia_qt.engine import Rules
from mammamia_qt.engine.cards import Edition
from mammamia_qt.progress import QUIET, Progress

from .args import CliError
from .commands import finish, random_game


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
                from mammamia_qt.phones.bench_lossy import bench_lossy
            except ImportError as exc:
                raise CliError(f"the phones benchmark is not available: {exc}") from None
            result = {**bench_phones(), "lossy_game": bench_lossy(suspend_s=args.suspend)}
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
    return finish(result, progress)
