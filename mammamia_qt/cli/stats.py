"""``mammamia-cli stats``: the statistics per player name of the kept games, as a table or as JSON."""

from __future__ import annotations

import argparse
import json
import sqlite3
from pathlib import Path
from typing import Any

from .archive_cmds import add_data_argument, open_archive
from .args import CliError

JSON_SHAPE = (
    '{"players": {NAME: {"games", "wins", "win_rate", "delivered_mean", "by_edition", "by_players", '
    '"best_game", "streaks", "against", "per_round"}}}'
)


def add_stats_parser(sub: Any) -> None:
    p = sub.add_parser(
        "stats",
        help="statistics per player name of the kept games (a table, or JSON with --json)",
        description=f"Statistics per player name of the games kept in the archive. --json prints {JSON_SHAPE}.",
    )
    p.add_argument("--json", action="store_true", help=f"print JSON: {JSON_SHAPE}")
    add_data_argument(p)
    p.set_defaults(func=cmd_stats)


def _read(folder: Path | None) -> dict[str, Any]:
    """The statistics of the archive in ``folder`` (None: the game's data folder); none without one.
    A file set aside on the way is named on stderr (``open_archive``)."""
    from mammamia_qt.archive.stats import stats_json

    archive = open_archive(folder, create=False)
    if archive is None:
        return {"players": {}}
    try:
        with archive:
            return stats_json(archive)
    except sqlite3.Error as exc:
        raise CliError(f"{archive.path} cannot be read as the game archive: {exc}") from None


def table(players: dict[str, dict[str, Any]]) -> list[str]:
    """The human-readable lines: one row per name."""
    head = ("name", "games", "wins", "win %", "pizzas", "best", "streak", "now")
    rows = [head] + [
        (name, str(p["games"]), str(p["wins"]), f"{100 * p['win_rate']:.0f}", f"{p['delivered_mean']:.2f}",
         str(p["best_game"]["delivered"]), str(p["streaks"]["longest"]), str(p["streaks"]["current"]))
        for name, p in players.items()
    ]  # fmt: skip
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    return [
        "  ".join(cell.ljust(w) if i == 0 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths)))
        for row in rows
    ]


def cmd_stats(args: argparse.Namespace) -> int:
    result = _read(args.data)
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False), flush=True)
    elif not result["players"]:
        print("No games kept yet.", flush=True)
    else:
        for line in table(result["players"]):
            print(line.encode("utf-8", "backslashreplace").decode("utf-8"), flush=True)
        print(
            "(pizzas: mean delivered per game; best: most in one game; streak: most wins in a row; now: wins in a row up to the last game)"
        )
    return 0
