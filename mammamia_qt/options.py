"""The readings of the start options both commands share, without Qt: a window size (``--size
WxH``), a theme and a language. ``mammamia`` (``__main__.py``) reads its options with them, and
``mammamia-cli`` (``snapshot``, ``sweep``) and the tools theirs; nothing imports the entry point.
"""

from __future__ import annotations

import argparse

LANGUAGE_CODES = ("de", "en", "cs", "nl", "ja")
"""The game's languages (``wording/languages.py`` ``LANGUAGES``; nothing of the game is imported to
check an option: the first window comes sooner)."""
THEME_NAMES = ("light", "dark", "high-contrast")
"""The game's looks (``ui.common.themes.THEME_NAMES``)."""
MIN_SIZE = (640, 480)
MAX_SIZE = (7680, 4320)


def parse_size(text: str) -> tuple[int, int]:
    """'1024x600' as (1024, 600): two whole numbers from 640x480 to 7680x4320; a clear ValueError else."""
    parts = text.lower().replace("×", "x").split("x")
    if len(parts) != 2 or not all(p.strip().isascii() and p.strip().isdigit() for p in parts):
        raise ValueError(f"a size is WIDTHxHEIGHT, such as 1024x600, not {text[:40]!r}")
    digits = [p.strip().lstrip("0") for p in parts]
    w, h = (int(d or "0") if len(d) <= 6 else 10**6 for d in digits)  # (never parse a million digits)
    if not (MIN_SIZE[0] <= w <= MAX_SIZE[0] and MIN_SIZE[1] <= h <= MAX_SIZE[1]):
        raise ValueError(
            f"{text[:40]}: the width must be {MIN_SIZE[0]} to {MAX_SIZE[0]} "
            f"and the height {MIN_SIZE[1]} to {MAX_SIZE[1]}"
        )
    return w, h


def window_size(text: str) -> tuple[int, int]:
    """``--size WxH`` (here and in ``mammamia-cli snapshot``): ``parse_size`` as an argparse type."""
    try:
        return parse_size(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def language(text: str) -> str:
    """``--language CODE``: one of ``LANGUAGE_CODES``."""
    if text not in LANGUAGE_CODES:
        raise argparse.ArgumentTypeError(
            f"choose a language from {', '.join(LANGUAGE_CODES)}, not {text[:40]!r}"
        )
    return text


def theme_name(text: str) -> str:
    """``--theme NAME`` (here and in ``mammamia-cli snapshot``): one of ``THEME_NAMES``."""
    if text not in THEME_NAMES:
        raise argparse.ArgumentTypeError(f"choose a theme from {', '.join(THEME_NAMES)}, not {text[:40]!r}")
    return text
