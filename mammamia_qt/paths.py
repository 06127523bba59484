"""Where the art, fonts, how-to-play pages and translations are: the one place that knows.

Everything the game reads from ``resources/`` or ``translations/`` asks here. They are found in:

- a PyInstaller bundle: ``sys._MEIPASS/mammamia_qt/<name>``;
- a regular install: inside the package, ``site-packages/mammamia_qt/<name>`` (pyproject maps the
  folders to the subpackages ``mammamia_qt.resources`` and ``mammamia_qt.translations``);
- an editable install or a plain checkout: the repository root, beside the package.

``mammamia --self-test`` checks that every file the game needs is where this module says.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
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


APP_NAME = "mammamia-qt"
"""The organisation's and the application's name (``mammamia`` sets both on QCoreApplication)."""


def data_dir(environ: Mapping[str, str] | None = None) -> Path:
    """The player's data folder (the autosave, errors.log, the game archive), without Qt: the folder
    QStandardPaths' AppDataLocation gives the game, by Qt's rule for each system.

    Linux and the rest: ``$XDG_DATA_HOME`` (if set to an absolute path, else ``~/.local/share``),
    then ``<org>/<app>``; macOS: ``~/Library/Application Support/<org>/<app>``; Windows:
    ``%APPDATA%\\<org>\\<app>``.
    """
    env = os.environ if environ is None else environ
    if sys.platform == "win32":
        base = Path(env.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        xdg = env.get("XDG_DATA_HOME", "")
        base = Path(xdg) if xdg.startswith("/") else Path.home() / ".local" / "share"
    return base / APP_NAME / APP_NAME
