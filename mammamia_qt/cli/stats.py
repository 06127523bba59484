"""``mammamia-cli stats``: the statistics per player name of the kept games, as a table or as JSON."""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
from pathlib import Path
from typing import Any

from .args import CliError, show

APP_NAME = "mammamia-qt"  # the organisation and application names the game gives Qt

JSON_SHAPE = (
    '{"players": {NAME: {"games", "wins", "win_rate", "delivered_mean", "by_edition", "by_players", '
    '"best_game", "streaks", "against", "per_round"}}}'
)


def default_data_folder() -> Path:
    """The game's data folder as Qt's AppDataLocation names it on Linux, without Qt:
    ``$XDG_DATA_HOME/mammamia-qt/mammamia-qt`` (``~/.local/share`` when the variable is unset)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / APP_NAME / APP_NAME


def data_folder(text: str) -> Path:
    """``--data DIR``: a folder (it need not exist yet), never a file."""
    path = Path(text).expanduser()
    if not text.strip() or path.is_file():
        raise argparse.ArgumentTypeError(f"{show(text)} is not a folder")
    return path


def add_stats_parser(sub: Any) -> None:
    p = sub.add_parser(
        "stats",
        help="statistics per player name of the kept games (a table, or JSON with --json)",
        description=f"Statistics per player name of the games kept in the archive. --json prints {JSON_SHAPE}.",
    )
    p.add_argument("--json", action="store_true", help=f"print JSON: {JSON_SHAPE}")
    p.add_argument(
        "--data", type=data_folder, default=None, metavar="DIR",
        help="the data folder holding archive.sqlite3 (default: the game's, ~/.local/share/mammamia-qt/mammamia-qt)",
    )  # fmt: skip
    p.set_defaults(func=cmd_stats)


def _read(folder: Path) -> dict[str, Any]:
    from mammamia_qt.archive.stats import stats_json
    from mammamia_qt.archive.store import ARCHIVE_FILE, Archive

    path = folder / ARCHIVE_FILE
    if not path.is_file():
        return {"players": {}}
    try:
        with Archive(path) as archive:
            return stats_json(archive)
    except sqlite3.Error as exc:
        raise CliError(f"{path} cannot be read as the game archive: {exc}") from None


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
    result = _read(args.data if args.data is not None else default_data_folder())
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
