"""Where the art, fonts, how-to-play pages and translations are: the one place that knows.

Everything the game reads from ``resources/`` or ``translations/`` asks here. They are found in:

- a PyInstaller bundle: ``sys._MEIPASS/mammamia_qt/<name>``;
- a regular install: inside the package, ``site-packages/mammamia_qt/<name>`` (pyproject maps the
  folders to the subpackages ``mammamia_qt.resources`` and ``mammamia_qt.translations``);
- an editable install or a plain checkout: the repository root, beside the package.

``mammamia --self-test`` checks that every file the game needs is where this module says.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_ROOT = _PACKAGE.parent


def candidates(name: str) -> list[Path]:
    """The folders that may hold ``name`` (``resources`` or ``translations``), most specific first."""
    found = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(Path(bundle) / "mammamia_qt" / name)
    found += [_PACKAGE / name, _ROOT / name]
    return found


def _find(name: str) -> Path:
    options = candidates(name)
    return next((path for path in options if path.is_dir()), options[-1])


@cache
def resources_dir() -> Path:
    return _find("resources")


@cache
def translations_dir() -> Path:
    return _find("translations")


def resource(*parts: str) -> Path:
    """A path under ``resources/`` (it may not exist: the self-test says which are missing)."""
    return resources_dir().joinpath(*parts)
