"""Where the art, fonts and translations are: installed, in a source checkout, or in a bundle.

A regular install carries ``resources/`` and ``translations/`` as the subpackages
``mammamia_qt.resources`` and ``mammamia_qt.translations``; an editable install or a plain
checkout has them at the repository root; a PyInstaller bundle unpacks them under
``sys._MEIPASS/mammamia_qt/``.
"""

from __future__ import annotations

import importlib
import sys
from functools import cache
from pathlib import Path

_ROOT = Path(__file__).resolve().parent.parent


def _find(name: str) -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    candidates = []
    if bundle:
        candidates.append(Path(bundle) / "mammamia_qt" / name)
    try:  # a namespace package: take its folder, not importlib's multiplexed view
        candidates.extend(Path(p) for p in importlib.import_module(f"mammamia_qt.{name}").__path__)
    except ModuleNotFoundError:
        pass
    candidates.append(_ROOT / name)
    for path in candidates:
        if path.is_dir():
            return path
    return candidates[-1]


@cache
def resources_dir() -> Path:
    return _find("resources")


@cache
def translations_dir() -> Path:
    return _find("translations")


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)
