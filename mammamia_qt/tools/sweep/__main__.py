"""One window size of the sweep in this process: ``run.part_command`` starts it, once per size."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from mammamia_qt.options import parse_size

from .matrix import Matrix
from .run import run_part


def _names(text: str) -> tuple[str, ...]:
    return tuple(p for p in text.split(",") if p)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mammamia_qt.tools.sweep")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--data", type=Path, required=True)
    parser.add_argument("--size", type=parse_size, required=True)
    parser.add_argument("--langs", type=_names, required=True)
    parser.add_argument("--themes", type=_names, required=True)
    parser.add_argument("--text", type=lambda t: tuple(int(p) for p in _names(t)), required=True)
    parser.add_argument("--screens", type=_names, default=())
    args = parser.parse_args(argv)
    matrix = Matrix(
        langs=args.langs, themes=args.themes, texts=args.text, sizes=(args.size,), screens=args.screens
    )
    run_part(matrix, args.size, args.out, args.data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
