"""The statistics over 10,000 kept games (``bench archive``'s statistics line; target < 1 s).

An archive of ``games`` games is made in a temporary folder: a few real random games are kept, then
copied row by row (new ids, dates a minute apart, names from a small pool, so every name has
thousands of games), and ``player_stats`` over all of them is timed; the median of ``runs``.
"""

from __future__ import annotations

import random
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from mammamia_qt.archive.stats import player_stats
from mammamia_qt.archive.store import Archive
from mammamia_qt.cli.commands import random_game
from mammamia_qt.engine import Rules
from mammamia_qt.engine.cards import Edition
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
from mammamia_qt.storage import dumps

NAMES = ("Anna", "Ben", "Carla", "Dario", "Elena", "Fritz", "Gina", "Hugo")
REAL_GAMES = 24


def _keep_real_games(archive: Archive) -> None:
    rng = random.Random(24)
    for seed in range(REAL_GAMES):
        edition = Edition.CLASSIC if seed % 2 else Edition.PLUS
        rules = Rules(edition=edition, players=2 + seed % 4)
        names = rng.sample(NAMES, rules.players)
        seats = tuple(SeatConfig(name=n, kind=rng.choice(list(SeatKind))) for n in names)
        setup = GameSetup(rules=rules, seats=seats, seed=seed)
        archive.keep(dumps(random_game(rules, seed), setup))


def _copy_to(path: Path, games: int) -> None:
    """Fill the file up to ``games`` games with copies of the ones kept (one transaction)."""
    rng = random.Random(7)
    db = sqlite3.connect(path)
    with db:
        originals = db.execute(
            "SELECT id, edition, players, origin, engine_version, seed, save FROM games"
        ).fetchall()
        seats = {g[0]: db.execute("SELECT seat, kind, delivered, winner, rounds FROM seats WHERE game_id = ?",
                                  (g[0],)).fetchall() for g in originals}  # fmt: skip
        for number in range(len(originals), games):
            game = originals[number % len(originals)]
            finished = f"2026-01-01T00:00:00+00:00+{number:06d}"  # sorts after the originals, in order
            cur = db.execute(
                "INSERT INTO games (finished, edition, players, origin, engine_version, seed, save)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)", (finished, *game[1:]),
            )  # fmt: skip
            names = rng.sample(NAMES, len(seats[game[0]]))
            db.executemany(
                "INSERT INTO seats (game_id, seat, name, kind, delivered, winner, rounds) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(cur.lastrowid, s[0], names[i], *s[1:]) for i, s in enumerate(seats[game[0]])],
            )
    db.close()


def bench_stats(games: int = 10_000, runs: int = 5) -> dict[str, Any]:
    """Seconds for every name's statistics over ``games`` kept games (median of ``runs``)."""
    with tempfile.TemporaryDirectory(prefix="mammamia-bench-stats-") as folder:
        with Archive.in_folder(Path(folder)) as archive:
            _keep_real_games(archive)
            _copy_to(archive.path, games)
            times = []
            for _ in range(runs):
                start = time.perf_counter()
                found = player_stats(archive)
                times.append(time.perf_counter() - start)
    return {
        "stats_games": games,
        "stats_names": len(found),
        "stats_seconds_median": round(statistics.median(times), 4),
        "stats_runs": [round(t, 4) for t in times],
    }


if __name__ == "__main__":
    print(bench_stats())
