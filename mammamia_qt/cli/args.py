"""mammamia-cli's arguments: each is checked before any work starts, and a user error is one line.

The argparse ``type=`` functions below turn bad input into one line on stderr and exit status 2
(``Parser``), never a traceback; ``CliError`` is the same for what a command finds later.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import sys
from pathlib import Path
from typing import NoReturn

from mammamia_qt.engine import Rules
from mammamia_qt.engine.cards import EDITIONS, Edition
from mammamia_qt.engine.rng import MAX_SEED
from mammamia_qt.options import LANGUAGE_CODES

MAX_GAMES = 10_000_000
MAX_RUNS = 1_000
MAX_SECONDS = 3_600.0
INTERRUPTED = 130
"""The exit status after Ctrl+C (128 + SIGINT), as shells report it."""


class CliError(Exception):
    """A user error: printed as one line, exit status 2."""


def _one_line(text: object) -> str:
    """``text`` on one line, printable whatever it holds (unpaired surrogates from odd file names)."""
    line = " ".join(str(text).split())
    return line.encode("utf-8", "backslashreplace").decode("utf-8")


def say_error(text: str) -> None:
    print(_one_line(text), file=sys.stderr, flush=True)


def show(text: str, limit: int = 40) -> str:
    """The user's text for a message: quoted, escaped, cut short."""
    shown = repr(text[:limit])
    return shown + ("…" if len(text) > limit else "")


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        say_error(f"mammamia-cli: error: {message} (see mammamia-cli --help)")
        raise SystemExit(2)


# ---------------------------------------------------------------------- argument types
_WHOLE = re.compile(r"[+-]?[0-9]+")


def _whole(text: str, low: int, high: int, what: str) -> int:
    if not _WHOLE.fullmatch(text.strip()):
        raise argparse.ArgumentTypeError(f"{what} must be a whole number, not {show(text)}")
    digits = text.strip().lstrip("+-").lstrip("0")
    value = int(text.strip()) if len(digits) <= 30 else None  # (never parse a million digits)
    if value is None or not low <= value <= high:
        raise argparse.ArgumentTypeError(f"{what} must be from {low} to {high}, not {show(text)}")
    return value


def count(text: str) -> int:
    """A number of games or runs: 1 to MAX_GAMES."""
    return _whole(text, 1, MAX_GAMES, "a count")


def runs(text: str) -> int:
    return _whole(text, 1, MAX_RUNS, "the number of runs")


def players(text: str) -> int:
    return _whole(text, 2, 6, "the number of players")


def seed(text: str) -> int:
    """A seed: 0 to 2**64 - 1, the range saves use too."""
    return _whole(text, 0, MAX_SEED, "a seed")


def jobs(text: str) -> int:
    """Worker processes for a tournament: 1 to 16."""
    return _whole(text, 1, 16, "the number of jobs")


def phones(text: str) -> int:
    return _whole(text, 1, 6, "the number of phone seats")


def port(text: str) -> int:
    """A TCP port; 0 lets the system pick a free one."""
    return _whole(text, 0, 65535, "a port")


def pace(text: str) -> int:
    return _whole(text, 0, 10_000, "the pace in milliseconds")


def seconds(text: str) -> float:
    """A duration: positive, finite, at most an hour."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"a duration must be a number of seconds, not {show(text)}"
        ) from None
    if not math.isfinite(value) or not 0 < value <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(
            f"a duration must be more than 0 and at most {MAX_SECONDS:g} seconds, not {show(text)}"
        )
    return value


def language(text: str) -> str:
    if text not in LANGUAGE_CODES:
        raise argparse.ArgumentTypeError(
            f"choose a language from {', '.join(LANGUAGE_CODES)}, not {show(text)}"
        )
    return text


def seat_levels(text: str) -> list[str]:
    from mammamia_qt.ai.base import LEVELS

    if len(text) > 200:
        raise argparse.ArgumentTypeError("name one level per seat, at most six")
    seats = [s.strip() for s in text.split(",")]
    for level in seats:
        if level not in LEVELS:
            raise argparse.ArgumentTypeError(f"unknown level {show(level)}; choose from {', '.join(LEVELS)}")
    return seats


def bench_seat_levels(text: str) -> list[str]:
    """A tournament's seats: the players' levels and the clairvoyant references (benchmark only)."""
    from mammamia_qt.ai.tournament import BENCH_LEVELS

    if len(text) > 200:
        raise argparse.ArgumentTypeError("name one level per seat, at most six")
    seats = [s.strip() for s in text.split(",")]
    for level in seats:
        if level not in BENCH_LEVELS:
            raise argparse.ArgumentTypeError(
                f"unknown level {show(level)}; choose from {', '.join(BENCH_LEVELS)}"
            )
    return seats


def ai_level(text: str) -> str:
    """One computer level (``serve --level``)."""
    if "," in text:
        raise argparse.ArgumentTypeError(f"one level only, not {show(text)}")
    return seat_levels(text)[0]


def anchor_file(text: str) -> Path:
    """``bench engine --anchor``: a Python file that can be read."""
    path = Path(text)
    if not path.is_file() or path.suffix != ".py":
        raise argparse.ArgumentTypeError(f"not a Python file: {show(text)}")
    return path


def out_folder(text: str) -> Path:
    """A folder that exists and can be written, or can be made (its nearest existing parent can)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the output folder needs a name")
    path = Path(text).expanduser()
    try:
        probe = path
        while not probe.exists():
            if probe.is_symlink():
                raise argparse.ArgumentTypeError(f"{show(text)} is a link to nothing")
            if probe.parent == probe:
                break
            probe = probe.parent
        if not probe.is_dir():
            where = "is a file" if probe == path else f"is under {show(str(probe))}, which is not a folder"
            raise argparse.ArgumentTypeError(f"{show(text)} cannot be a folder: it {where}")
        if not os.access(probe, os.W_OK | os.X_OK):
            raise argparse.ArgumentTypeError(f"{show(str(probe))} cannot be written")
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"{show(text)} cannot be a folder: {exc.strerror or exc}") from None
    return path


def rules_for(edition: str, players: int) -> Rules:
    """The default rules of ``edition`` for ``players``; CliError when the edition does not seat them."""
    info = EDITIONS[Edition(edition)]
    if not info.min_players <= players <= info.max_players:
        raise CliError(f"{edition} is for {info.min_players}-{info.max_players} players, not {players}")
    return Rules(edition=Edition(edition), players=players)


def writable_out(out: Path) -> Path:
    """``out`` made and shown writable (a file made and dropped in it), or a ``CliError`` naming it."""
    import tempfile

    try:
        out.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=out):
            pass
    except OSError as exc:
        raise CliError(f"{out} cannot be written: {exc.strerror or exc}") from None
    return out
