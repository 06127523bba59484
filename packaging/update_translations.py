"""Refresh translations/mammamia_<lang>.ts from the source with pyside6-lupdate.

New strings arrive marked unfinished, strings no longer in the source are dropped (-no-obsolete),
and each file keeps its target language so plural forms match the language:

    python packaging/update_translations.py          # every language
    python packaging/update_translations.py de ja    # some of them
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("de", "en", "cs", "nl", "ja")


def lupdate() -> str:
    exe = shutil.which("pyside6-lupdate") or str(Path(sys.executable).with_name("pyside6-lupdate"))
    if not Path(exe).exists() and shutil.which(exe) is None:
        raise SystemExit("pyside6-lupdate is needed (pip install PySide6)")
    return exe


def sources(root: Path = ROOT) -> list[str]:
    """Every Python file of the package, relative to ``root`` (stable locations in the .ts files)."""
    return sorted(str(p.relative_to(root)) for p in (root / "mammamia_qt").rglob("*.py"))


def update(lang: str, ts: Path, root: Path = ROOT, *, quiet: bool = False) -> None:
    """Run lupdate over the package into ``ts`` for ``lang``."""
    cmd = [lupdate(), *sources(root), "-no-obsolete", "-locations", "relative", "-target-language", lang,
           "-ts", str(ts)]  # fmt: skip
    if quiet:
        cmd.insert(1, "-silent")
    subprocess.run(cmd, cwd=root, check=True)


def main(argv: list[str]) -> int:
    for lang in argv or LANGS:
        if lang not in LANGS:
            raise SystemExit(f"unknown language {lang!r}; choose from {', '.join(LANGS)}")
        update(lang, ROOT / "translations" / f"mammamia_{lang}.ts")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
