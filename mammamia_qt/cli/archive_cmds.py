"""mammamia-cli's archive commands: ``history`` and ``replay`` of kept games, and the tournament's
games kept (``tournament --archive``).

The archive is the game's own (``archive.sqlite3`` in the player's data folder, as the desktop game
finds it: ``paths.data_dir``), or the one in ``--data DIR``. A damaged or foreign file found there
is set aside and named on stderr, with how many of its games were recovered into the new archive
the command goes on with. An archive that cannot be opened (no permission, a folder in its place, a
read-only or full disk) is one line naming the file and why, and exit status 2.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mammamia_qt.archive.store import ARCHIVE_FILE
from mammamia_qt.engine.cards import INGREDIENTS
from mammamia_qt.paths import data_dir

from .args import CliError, say_error, show

if TYPE_CHECKING:
    from mammamia_qt.archive import Archive, GameSummary, OpenStep, Replay
    from mammamia_qt.engine import GameState

MAX_ID = 2**63 - 1
HANDS_FORMAT = (
    'each step\'s "hands" holds one entry per seat, clockwise: {"ingredients": {kind: cards held}, '
    '"orders": [order ids held]}, every kind of the edition listed (0 when none is held)'
)


# ---------------------------------------------------------------------- arguments
def data_folder(text: str) -> Path:
    """``--data DIR``: a folder (made if missing), not a file."""
    path = Path(text).expanduser()
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(f"{show(text)} is not a folder")
    return path


def game_id(text: str) -> int:
    """A kept game's id: a whole number from 1."""
    stripped = text.strip()
    if (
        not stripped.isascii()
        or not stripped.isdigit()
        or len(stripped) > 19
        or not 1 <= int(stripped) <= MAX_ID
    ):
        raise argparse.ArgumentTypeError(
            f"a game's id is a whole number from 1 (as history lists them), not {show(text)}"
        )
    return int(stripped)


def add_data_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--data",
        type=data_folder,
        default=None,
        metavar="DIR",
        help=f"the folder holding {ARCHIVE_FILE} (default: the game's data folder, {data_dir()})",
    )


def add_archive_parsers(sub: Any) -> None:
    p = sub.add_parser("history", help="list the kept games, newest first")
    p.add_argument(
        "--json", action="store_true", help="as JSON: id, edition, seats, delivered, winners, finished"
    )
    add_data_argument(p)
    p.set_defaults(func=cmd_history)

    p = sub.add_parser(
        "replay",
        help="a kept game step by step, every hand open",
        epilog=HANDS_FORMAT[0].upper() + HANDS_FORMAT[1:] + ".",
    )
    p.add_argument("id", type=game_id, metavar="ID", help="the game's id (mammamia-cli history lists them)")
    p.add_argument(
        "--json", action="store_true", help="as JSON: the game and its steps (action, hands, delivered)"
    )
    add_data_argument(p)
    p.set_defaults(func=cmd_replay)


# ---------------------------------------------------------------------- the archive
def open_archive(folder: Path | None, create: bool = True) -> Archive | None:
    """The archive in ``folder`` (None: the game's data folder); None if there is none and ``create``
    is off. A file set aside on the way is named on stderr; one that cannot be used is a CliError."""
    from mammamia_qt.archive import Archive, ArchiveError

    folder = data_dir() if folder is None else folder
    if not create and not (folder / ARCHIVE_FILE).exists():
        return None
    try:
        archive = Archive.in_folder(folder)
    except ArchiveError as exc:
        raise CliError(str(exc)) from None
    except OSError as exc:  # the archive names its file and says why in plain words; this is a last resort
        raise CliError(f"{folder / ARCHIVE_FILE} cannot be used: {exc.strerror or exc}") from None
    if archive.problem is not None:
        say_error(f"mammamia-cli: warning: {archive.problem.message()}")
    return archive


def summary_json(summary: GameSummary) -> dict[str, Any]:
    return {
        "id": summary.id,
        "edition": summary.edition,
        "seats": list(summary.seats),
        "delivered": list(summary.delivered),
        "winners": list(summary.winners),
        "finished": summary.finished,
        "origin": summary.origin,
        "kinds": list(summary.kinds),
    }


def _when(iso: str) -> str:
    return iso[:16].replace("T", " ")


def _result(s: GameSummary) -> str:
    """Each seat's pizzas, the winners starred: ``Anna 5*, Luigi 3``."""
    return ", ".join(
        f"{name} {n}{'*' if seat in s.winners else ''}"
        for seat, (name, n) in enumerate(zip(s.seats, s.delivered, strict=True))
    )


def history_lines(summaries: list[GameSummary]) -> list[str]:
    """One line per game: id, when (UTC), edition, where, and each seat's pizzas (* the winners)."""
    lines = [f"{'id':>6}  {'finished (UTC)':<16}  {'edition':<7}  {'played':<10}  pizzas delivered (* won)"]
    for s in summaries:
        lines.append(f"{s.id:>6}  {_when(s.finished):<16}  {s.edition:<7}  {s.origin:<10}  {_result(s)}")
    return lines


def cmd_history(args: argparse.Namespace) -> int:
    archive = open_archive(args.data, create=False)
    summaries = [] if archive is None else archive.summaries()
    if archive is not None:
        archive.close()
    if args.json:
        print(json.dumps([summary_json(s) for s in summaries], ensure_ascii=False, indent=1), flush=True)
    elif not summaries:
        print(f"No games kept yet in {(args.data or data_dir()) / ARCHIVE_FILE}.", flush=True)
    else:
        print("\n".join(history_lines(summaries)), flush=True)
    return 0


# ---------------------------------------------------------------------- replay
def _hands(step: OpenStep, kinds: int, order_ids: tuple[str, ...]) -> list[dict[str, Any]]:
    return [
        {
            "ingredients": {INGREDIENTS[k]: hand[k] for k in range(kinds)},
            "orders": [order_ids[i] for i in orders],
        }
        for hand, orders in zip(step.hands, step.hand_orders, strict=True)
    ]


def _order_ids(replay: Replay) -> tuple[str, ...]:
    from mammamia_qt.engine import GameState

    state, _ = GameState.new_game(replay.setup.rules, replay.setup.seed)
    return tuple(state.order_ids)


def replay_json(summary: GameSummary, replay: Replay) -> dict[str, Any]:
    kinds = replay.setup.rules.edition_rules.kinds
    order_ids = _order_ids(replay)
    steps = [
        {
            "index": step.index,
            "action": step.action,
            "actor": step.actor,
            "round": step.round,
            "phase": step.phase,
            "hands": _hands(step, kinds, order_ids),
            "delivered": list(step.delivered),
        }
        for step in replay.steps
    ]
    return {**summary_json(summary), "hands_format": HANDS_FORMAT, "steps": steps}


def _action_text(action: dict[str, Any] | None) -> str:
    if action is None:
        return "the deal"
    return " ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in action.items() if v is not None)


def replay_lines(summary: GameSummary, replay: Replay) -> list[str]:
    """The game's head, then per step who did what, every hand and the pizzas delivered so far."""
    data = replay_json(summary, replay)
    names = summary.seats
    lines = [f"Game {summary.id}: {summary.edition}, {_when(summary.finished)} UTC, {summary.origin}"]
    for step, raw in zip(replay.steps, data["steps"], strict=True):
        who = "" if step.actor is None else f"{names[step.actor]}: "
        lines.append(
            f"{step.index:>4}  round {step.round}  {step.phase:<6}  {who}{_action_text(step.action)}"
        )
        for name, hand, n in zip(names, raw["hands"], step.delivered, strict=True):
            cards = ", ".join(f"{kind} {count}" for kind, count in hand["ingredients"].items() if count)
            lines.append(f"        {name}: {cards or '-'} | orders {len(hand['orders'])} | delivered {n}")
    lines.append(f"Pizzas delivered (* won): {_result(summary)}")
    return lines


def cmd_replay(args: argparse.Namespace) -> int:
    from mammamia_qt.archive import ArchiveError

    folder = args.data or data_dir()
    archive = open_archive(args.data, create=False)
    if archive is None:
        raise CliError(f"there is no kept game {args.id}: no games are kept in {folder / ARCHIVE_FILE}")
    with archive:
        try:
            summary = archive.load(args.id).summary
            replay = archive.replay(args.id)
        except ArchiveError as exc:
            raise CliError(f"{exc} (in {archive.path})") from None
    if args.json:
        print(json.dumps(replay_json(summary, replay), ensure_ascii=False), flush=True)
    else:
        print("\n".join(replay_lines(summary, replay)), flush=True)
    return 0


# ---------------------------------------------------------------------- tournament --archive
def tournament_keeper(
    archive: Archive, seats: list[str]
) -> tuple[Callable[[GameState, list[int]], None], list[int]]:
    """What keeps each tournament game (origin "tournament"), and the ids kept so far.

    Seats are named by their level and its place among the same levels in ``--seats`` ("Expert 1",
    "Intermediate 2"), so a name follows one player through the rotation."""
    from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
    from mammamia_qt.storage import dumps

    names = [f"{level.capitalize()} {seats[: i + 1].count(level)}" for i, level in enumerate(seats)]
    kept: list[int] = []

    def keep(state: GameState, order: list[int]) -> None:
        configs = tuple(SeatConfig(name=names[j], kind=SeatKind(seats[j])) for j in order)
        setup = GameSetup(rules=state.rules, seats=configs, seed=state.seed)
        kept.append(archive.keep(dumps(state, setup), origin="tournament"))

    return keep, kept
