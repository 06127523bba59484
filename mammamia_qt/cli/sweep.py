"""``mammamia-cli sweep``: every screen in every language, theme, text size and window size,
checked, with contact sheets (``mammamia_qt/tools/sweep``)."""

from __future__ import annotations

import argparse
import json
from collections import Counter
from collections.abc import Callable
from typing import Any

from mammamia_qt.options import parse_size

from .args import LANGUAGE_CODES, out_folder, say_error, writable_out

THEMES = ("light", "dark", "high-contrast")
TEXT_SIZES = ("100", "150")


def _list_of(what: str, allowed: tuple[str, ...] | None, check: Callable[[str], Any] | None = None):
    """An argparse type: comma-separated names, each one of ``allowed`` (or passing ``check``)."""

    def read(text: str) -> tuple[Any, ...]:
        names = tuple(p.strip() for p in text.split(",") if p.strip())
        if not names:
            raise argparse.ArgumentTypeError(f"name at least one {what}")
        out = []
        for name in names:
            if allowed is not None and name not in allowed:
                raise argparse.ArgumentTypeError(
                    f"choose {what}s from {', '.join(allowed)}, not {name[:40]!r}"
                )
            try:
                out.append(check(name) if check is not None else name)
            except ValueError as exc:
                raise argparse.ArgumentTypeError(str(exc)) from None
        return tuple(dict.fromkeys(out))

    return read


def _screens(text: str) -> tuple[str, ...]:
    from mammamia_qt.tools.sweep.screens import SCREENS

    return _list_of("screen", tuple(SCREENS))(text)


def _jobs(text: str) -> int:
    if not text.strip().isdigit() or not 1 <= int(text) <= 8:
        raise argparse.ArgumentTypeError(f"--jobs is 1 to 8, not {text[:40]!r}")
    return int(text)


def add_sweep_parser(sub: Any) -> None:
    p = sub.add_parser(
        "sweep",
        help="every screen in every language, theme, text size and window size, checked (contact sheets in --out)",
        description="Open every screen a player can reach in each language, theme, text size and window "
        "size (offscreen), check each for texts cut, elided or outside their box, text contrast and a "
        "visible keyboard focus, and write findings.txt, findings.json and one contact sheet per "
        "language and theme into --out. Exit status 1 when anything was found.",
    )
    p.add_argument(
        "--out", type=out_folder, required=True, metavar="DIR", help="a folder that can be written"
    )
    p.add_argument("--langs", type=_list_of("language", LANGUAGE_CODES), default=LANGUAGE_CODES,
                   help=f"comma-separated (default all: {','.join(LANGUAGE_CODES)})")  # fmt: skip
    p.add_argument("--themes", type=_list_of("theme", THEMES), default=THEMES,
                   help=f"comma-separated (default all: {','.join(THEMES)})")  # fmt: skip
    p.add_argument("--text", type=_list_of("text size", TEXT_SIZES, int), default=(100, 150),
                   help="text sizes in percent, comma-separated (default 100,150)")  # fmt: skip
    p.add_argument("--sizes", type=_list_of("size", None, parse_size), default=None, metavar="WxH,...",
                   help="window sizes (default 1024x568,1366x768,1600x900,1920x1080,3840x2160)")  # fmt: skip
    p.add_argument("--screens", type=_screens, default=(), metavar="NAME,...",
                   help="which screens (default all; --list names them)")  # fmt: skip
    p.add_argument(
        "--jobs", type=_jobs, default=1, help="how many window sizes are swept at once (1-8, default 1)"
    )
    p.add_argument("--list", action="store_true", help="print the screens' names and exit")
    p.set_defaults(func=cmd_sweep)


def cmd_sweep(args: argparse.Namespace) -> int:
    from mammamia_qt.tools.sweep.matrix import SIZES, Matrix
    from mammamia_qt.tools.sweep.run import counts, sweep
    from mammamia_qt.tools.sweep.screens import SCREENS

    if args.list:
        print("\n".join(SCREENS))
        return 0
    out = writable_out(args.out)
    matrix = Matrix(langs=args.langs, themes=args.themes, texts=args.text, sizes=args.sizes or SIZES,
                    screens=args.screens)  # fmt: skip
    say_error(f"{matrix.shots()} shots")
    findings = sweep(matrix, out, say=say_error, jobs=args.jobs)
    by_screen = Counter(f.screen for f in findings)
    print(json.dumps({"shots": matrix.shots(), "findings": len(findings), "by_kind": counts(findings),
                      "by_screen": dict(by_screen.most_common()), "out": str(out)}, indent=2))  # fmt: skip
    return 1 if findings else 0
