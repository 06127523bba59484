"""``mammamia-cli bench archive``: how long keeping a game takes, and reading a large archive.

- ``write_ms``: keeping one real finished game (``Archive.keep``: the save read back and checked,
  one transaction written to disk), per game; median and 95th percentile over ``writes`` games.
  Target: under 50 ms.
- per entry of ``LARGE``: the time to do it on an archive of ``games`` games (10,000 by default),
  median of ``runs``. ``history``: open the file (with its checks) and list every game
  (``summaries()``), target under 1 s; ``open_and_keep``: what the app does when a game ends (open
  the file without checking every page, keep a game, close), target under 50 ms. The file is made quickly by copying a few real games.

Everything happens in a temporary folder; the player's archive is never touched. No Qt.
"""

from __future__ import annotations

import functools
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mammamia_qt.archive import Archive
from mammamia_qt.archive.stats import player_stats
from mammamia_qt.engine import GameState, Rules
from mammamia_qt.progress import QUIET, Progress
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
from mammamia_qt.storage import dumps

NAMES = ("Anna", "Ben", "Carla", "Dario", "Elena", "Franca", "Giulia", "Hugo")
SHAPES = (("classic", 4), ("plus", 6), ("classic", 2), ("plus", 3), ("classic", 5), ("plus", 4))


def _history(path: Path) -> object:
    with Archive(path) as archive:
        return archive.summaries()


@functools.cache
def _one_save() -> str:
    return finished_save(1)


def _keep(path: Path) -> object:
    """What the app does when a game ends: open the archive (without reading it all) and keep one."""
    with Archive(path, verify=False) as archive:
        return archive.keep(_one_save())


def _stats(path: Path) -> object:
    """Every name's statistics over the whole archive, as the Statistics tab and ``stats`` ask."""
    with Archive(path) as archive:
        return player_stats(archive)


LARGE: dict[str, Callable[[Path], object]] = {
    "history": _history,
    "open_and_keep": _keep,
    "stats": _stats,
}
"""What is timed on the large archive, by name (one entry each; the result is ``<name>_<games>_games_s``)."""


def finished_save(seed: int) -> str:
    """The save text of a finished game of random legal moves, with named seats."""
    edition, players = SHAPES[seed % len(SHAPES)]
    rules = Rules(edition=edition, players=players)  # type: ignore[arg-type]
    state, _ = GameState.new_game(rules, seed)
    pick = random.Random(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[pick.randrange(len(legal))])
    kinds = (SeatKind.HUMAN, SeatKind.EXPERT, SeatKind.MASTER, SeatKind.INTERMEDIATE)
    seats = tuple(
        SeatConfig(name=NAMES[(seed + i) % len(NAMES)], kind=kinds[i % len(kinds)]) for i in range(players)
    )
    return dumps(state, GameSetup(rules=rules, seats=seats, seed=seed))


def _percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(q * (len(s) - 1)))]


def time_writes(folder: Path, saves: list[str], progress: Progress) -> dict[str, Any]:
    """Keep each of ``saves`` once; the time per game (ms)."""
    times: list[float] = []
    with Archive.in_folder(folder) as archive:
        for i, save in enumerate(saves):
            if progress.stopped:
                break
            start = time.perf_counter()
            archive.keep(save, finished=f"2026-01-01T00:00:{i % 60:02d}+00:00")
            times.append((time.perf_counter() - start) * 1000.0)
            progress.advance()
    return {
        "write_ms_median": round(statistics.median(times), 2) if times else None,
        "write_ms_p95": round(_percentile(times, 0.95), 2) if times else None,
        "writes": len(times),
    }


def fill(path: Path, templates: list[str], games: int) -> None:
    """An archive of ``games`` games: the ``templates`` kept properly, then copied by SQL with other
    dates and other names in their seats (one transaction)."""
    with Archive(path) as archive:
        ids = [archive.keep(save, finished="2025-01-01T00:00:00+00:00") for save in templates]
        db = archive._db
        db.execute("BEGIN IMMEDIATE")
        for n in range(len(ids), games):
            source = ids[n % len(ids)]
            finished = f"2025-{1 + n % 12:02d}-{1 + n % 28:02d}T{n % 24:02d}:{n % 60:02d}:00+00:00"
            game = db.execute(
                "INSERT INTO games (finished, edition, players, origin, engine_version, seed, save) "
                "SELECT ?, edition, players, origin, engine_version, seed, save FROM games WHERE id = ?",
                (finished, source),
            ).lastrowid
            db.execute(
                "INSERT INTO seats (game_id, seat, name, kind, delivered, winner, rounds) "
                "SELECT ?, seat, ?, kind, delivered, winner, rounds FROM seats WHERE game_id = ?",
                (game, NAMES[n % len(NAMES)], source),
            )
        db.execute("COMMIT")


def time_large(path: Path, runs: int, games: int, progress: Progress) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, measure in LARGE.items():
        times: list[float] = []
        for _ in range(runs):
            if progress.stopped:
                break
            start = time.perf_counter()
            measure(path)
            times.append(time.perf_counter() - start)
            progress.advance()
        if times:
            out[f"{name}_{games}_games_s"] = {
                "median": round(statistics.median(times), 3),
                "runs": [round(t, 3) for t in times],
            }
    return out


def bench_archive(
    runs: int = 5, games: int = 10_000, writes: int = 40, progress: Progress = QUIET
) -> dict[str, Any]:
    """The write time per kept game, and ``LARGE``'s timings on an archive of ``games`` games."""
    progress.start(writes + runs * len(LARGE), "bench archive", "step")
    saves = [finished_save(seed) for seed in range(writes)]
    with tempfile.TemporaryDirectory(prefix="mammamia-bench-archive-") as tmp:
        out: dict[str, Any] = {
            "targets": {"write_ms": 50, "history_s": 1.0, "open_and_keep_s": 0.05, "stats_s": 1.0}
        }
        out.update(time_writes(Path(tmp) / "writes", saves, progress))
        large = Path(tmp) / "large" / "archive.sqlite3"
        large.parent.mkdir()
        fill(large, saves[:12], games)
        _one_save()  # made before any clock starts
        out["games"] = games
        out["file_mb"] = round(sum(p.stat().st_size for p in large.parent.iterdir()) / 1e6, 1)
        out.update(time_large(large, runs, games, progress))
    progress.close()
    return out
