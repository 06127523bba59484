"""Measuring the players: seat-rotating tournaments and a decision-time bench.

Both are pure functions returning JSON-able dicts; the command line prints them.
"""

from __future__ import annotations

import functools
import math
import random
import statistics
import time
from collections.abc import Callable, Iterator
from typing import Any, Protocol

from ..engine.rules import Rules
from ..engine.state import GameState
from ..engine.view import PlayerView
from .base import LEVELS, Player, make_player
from .clairvoyant import REFERENCES, ClairvoyantPlayer, make_clairvoyant

BENCH_LEVELS: tuple[str, ...] = (*LEVELS, *REFERENCES)
"""What a tournament may seat: the players' levels and the clairvoyant references (benchmark only)."""


class Progress(Protocol):
    """Where a long run reports its steps and learns it should stop (``progress.Progress`` is one)."""

    stopped: bool

    def start(self, total: int | None, desc: str, unit: str = "it") -> None: ...

    def advance(self, n: int = 1) -> None: ...

    def close(self) -> None: ...


class _Quiet:
    """Reports nothing and never stops: the default when nobody watches."""

    stopped = False

    def start(self, total: int | None, desc: str, unit: str = "it") -> None:
        pass

    def advance(self, n: int = 1) -> None:
        pass

    def close(self) -> None:
        pass


QUIET: Progress = _Quiet()


def _percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0-1) by linear interpolation; 0.0 for no values."""
    if not values:
        return 0.0
    s = sorted(values)
    pos = q * (len(s) - 1)
    lo = int(pos)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (pos - lo)


def play_game(
    edition: str,
    levels: list[str],
    game_seed: int,
    player_seed: int,
    on_end: Callable[[GameState], None] | None = None,
) -> dict[str, Any]:
    """One game with ``levels`` in seat order; the winners, delivered counts and decision times.

    ``on_end`` is given the finished game (the command line keeps it in the archive)."""
    state, _ = GameState.new_game(Rules(edition=edition, players=len(levels)), game_seed)  # type: ignore[arg-type]
    players = [_bench_player(level, player_seed * 31 + seat) for seat, level in enumerate(levels)]
    times: list[list[float]] = [[] for _ in levels]
    cpu: list[list[float]] = [[] for _ in levels]
    while not state.is_terminal():
        seat = state.current_player()
        view = state.view_for(seat)
        player = players[seat]
        start, start_cpu = time.perf_counter(), time.thread_time()
        if isinstance(player, ClairvoyantPlayer):
            player.see(state.clone())  # the only place the real game is handed to a player
        action = player.choose(view)
        times[seat].append((time.perf_counter() - start) * 1000.0)
        cpu[seat].append((time.thread_time() - start_cpu) * 1000.0)
        state.apply(action)
    if on_end is not None:
        on_end(state)
    return {
        "winners": list(state.winners),
        "delivered": [len(d) for d in state.delivered],
        "times": times,
        "cpu": cpu,
    }


def _bench_player(level: str, seed: int) -> Player:
    """A tournament's player: a level of ``make_player``, or a clairvoyant reference."""
    if level in REFERENCES:
        return make_clairvoyant(seed, level)
    return make_player(level, seed)


def _play_seeded(task: tuple[str, list[str], int, int]) -> dict[str, Any]:
    """One tournament game from its seeds (a worker process runs it with ``jobs`` > 1)."""
    edition, levels, game_seed, player_seed = task
    return play_game(edition, levels, game_seed, player_seed)


def _results(tasks: list[tuple[str, list[str], int, int]], jobs: int) -> Iterator[dict[str, Any]]:
    """The games' results in game order, played here or by ``jobs`` worker processes."""
    if jobs <= 1:
        yield from map(_play_seeded, tasks)
        return
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(_play_seeded, tasks)


GameDone = Callable[[GameState, list[int]], None]
"""Told of each finished game of a tournament, with the ``seats`` index each of its seats played."""


def run_tournament(
    edition: str,
    players: int,
    seats: list[str],
    games: int,
    seed: int,
    progress: Progress = QUIET,
    on_game: GameDone | None = None,
    jobs: int = 1,
) -> dict[str, Any]:
    """Play ``games`` seeded games, rotating ``seats`` (one level per seat) by one seat each game.

    Returns per level: seat-games played, wins (a shared win is split), win share per seat-game
    (chance is 1/players) with its Wilson 95 % interval, share of all games won, mean delivered
    orders, and decision time in ms (mean and 95th percentile of the wall clock; the 95th
    percentile of the deciding thread's processor time too, which a busy machine does not
    inflate). Stopped early (``progress.stopped``), it covers the games played.
    ``on_game`` is given each finished game and, per seat, the index into ``seats`` it played.
    ``jobs`` > 1 plays the games in that many processes; every game's seeds are drawn before any
    is played, so the result does not depend on ``jobs`` (``on_game`` needs ``jobs`` 1).
    """
    if len(seats) != players:
        raise ValueError(f"{len(seats)} seat levels for {players} players")
    for level in seats:
        if level not in BENCH_LEVELS:
            raise ValueError(f"unknown AI level {level!r}")
    if jobs > 1 and on_game is not None:
        raise ValueError("finished games are handed on only with one job")
    rng = random.Random(seed)
    rotations = [seats[g % players :] + seats[: g % players] for g in range(games)]
    tasks = [(edition, levels, rng.getrandbits(32), rng.getrandbits(32)) for levels in rotations]
    stats: dict[str, dict[str, Any]] = {
        level: {"seat_games": 0, "wins": 0.0, "delivered": 0, "times": [], "cpu": []}
        for level in dict.fromkeys(seats)
    }
    played = 0
    progress.start(games, "tournament", "game")
    if on_game is not None:
        results: Iterator[dict[str, Any]] = _kept(tasks, players, on_game)
    else:
        results = _results(tasks, jobs)
    for result in results:
        if progress.stopped:
            break
        _count(stats, tasks[played][1], result)
        played += 1
        progress.advance()
    progress.close()
    return {
        "edition": edition,
        "players": players,
        "seats": list(seats),
        "games": played,
        "games_requested": games,
        "seed": seed,
        "chance": round(1.0 / players, 4),
        "levels": {level: _summary(s, played) for level, s in stats.items()},
    }


def _kept(
    tasks: list[tuple[str, list[str], int, int]], players: int, on_game: GameDone
) -> Iterator[dict[str, Any]]:
    """The games played here, each finished game handed to ``on_game`` with its seats' order."""
    for g, (edition, levels, game_seed, player_seed) in enumerate(tasks):
        order = [(g % players + i) % players for i in range(players)]
        yield play_game(edition, levels, game_seed, player_seed, functools.partial(_hand_on, on_game, order))


def _hand_on(on_game: GameDone, order: list[int], state: GameState) -> None:
    on_game(state, order)


def _count(stats: dict[str, dict[str, Any]], levels: list[str], result: dict[str, Any]) -> None:
    """Add one game's seats to their levels' totals."""
    winners = result["winners"]
    for seat, level in enumerate(levels):
        s = stats[level]
        s["seat_games"] += 1
        s["delivered"] += result["delivered"][seat]
        s["times"].extend(result["times"][seat])
        s["cpu"].extend(result["cpu"][seat])
        if seat in winners:
            s["wins"] += 1.0 / len(winners)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95 % for the default ``z``) of a share of ``wins`` in ``n``."""
    if n <= 0:
        return (0.0, 0.0)
    p = wins / n
    centre = p + z * z / (2 * n)
    margin = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    div = 1 + z * z / n
    return (max(0.0, (centre - margin) / div), min(1.0, (centre + margin) / div))


def _summary(s: dict[str, Any], played: int) -> dict[str, Any]:
    """One level's line of the tournament's table."""
    times = s["times"]
    n = s["seat_games"]
    low, high = wilson(s["wins"], n)
    return {
        "seat_games": n,
        "wins": round(s["wins"], 3),
        "win_share": round(s["wins"] / n, 4) if n else 0.0,
        "win_share_95": [round(low, 4), round(high, 4)],
        "games_won_share": round(s["wins"] / played, 4) if played else 0.0,
        "mean_delivered": round(s["delivered"] / n, 3) if n else 0.0,
        "decision_ms_mean": round(statistics.fmean(times), 3) if times else 0.0,
        "decision_ms_p95": round(_percentile(times, 0.95), 3),
        "decision_cpu_ms_p95": round(_percentile(s["cpu"], 0.95), 3),
        "decisions": len(times),
    }


def collect_positions(positions: int, seed: int = 2024, progress: Progress = QUIET) -> list[PlayerView]:
    """Views of a seat to act, sampled from seeded games of both editions and several sizes."""
    rng = random.Random(seed)
    setups = [("classic", 4), ("plus", 4), ("classic", 3), ("plus", 5), ("classic", 2), ("plus", 3)]
    views: list[PlayerView] = []
    g = 0
    while len(views) < positions and not progress.stopped:
        edition, n = setups[g % len(setups)]
        state, _ = GameState.new_game(Rules(edition=edition, players=n), rng.getrandbits(32))  # type: ignore[arg-type]
        players = [make_player("intermediate", rng.getrandbits(32)) for _ in range(n)]
        while not state.is_terminal() and len(views) < positions:
            seat = state.current_player()
            view = state.view_for(seat)
            if rng.random() < 0.12 and len(view.legal_actions) > 1:
                views.append(view)
                progress.advance()
            state.apply(players[seat].choose(view))
        g += 1
    return views


def bench_ai(
    positions: int = 300, levels: tuple[str, ...] = LEVELS, seed: int = 2024, progress: Progress = QUIET
) -> dict[str, Any]:
    """Decision time per level (median and 95th percentile, ms) over a fixed set of positions.

    Each position is decided by a fresh player, so the time includes taking in the round so far.
    Stopped early (``progress.stopped``), it reports the levels that were finished.
    """
    progress.start(positions * (1 + len(levels)), "bench ai", "position")
    views = collect_positions(positions, seed, progress)
    out: dict[str, Any] = {"positions": len(views), "seed": seed, "levels": {}}
    for level in levels:
        times: list[float] = []
        for i, view in enumerate(views):
            if progress.stopped:
                break
            player = make_player(level, seed + i)
            start = time.perf_counter()
            player.choose(view)
            times.append((time.perf_counter() - start) * 1000.0)
            progress.advance()
        if progress.stopped:
            break
        out["levels"][level] = {
            "median_ms": round(statistics.median(times), 3),
            "p95_ms": round(_percentile(times, 0.95), 3),
            "max_ms": round(max(times), 3),
        }
    progress.close()
    return out
