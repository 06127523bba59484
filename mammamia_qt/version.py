"""The game's version: the one number in ``pyproject.toml``, read back from the installed metadata.

An installed game (``pip install``, editable or not) has it in its package metadata
(``importlib.metadata``); the one-folder app carries that metadata too (``packaging/mammamia.spec``
copies it, and ``mammamia --self-test`` checks it is there). A plain checkout that was never installed
or an editable one whose number has changed since, reads ``pyproject.toml`` beside the package
first. ``mammamia --version``, ``mammamia-cli --version`` and
the About box all show ``version()``.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

DISTRIBUTION = "mammamia-qt"
"""The project's name in ``pyproject.toml`` (and its metadata's name)."""
UNKNOWN = "unknown"
_PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"
_VERSION_LINE = re.compile(r'^version\s*=\s*"([^"]+)"\s*$', re.MULTILINE)
_NAME_LINE = re.compile(rf'^name\s*=\s*"{DISTRIBUTION}"\s*$', re.MULTILINE)


def installed_version() -> str | None:
    """The version in the installed metadata, or None where there is none."""
    from importlib import metadata

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return None


def checkout_version() -> str | None:
    """The version in the project's ``pyproject.toml`` beside the package (a checkout), or None."""
    try:
        text = _PYPROJECT.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    found = _VERSION_LINE.search(text)
    return found.group(1) if found and _NAME_LINE.search(text) else None


@cache
def version() -> str:
    """The game's version, such as ``0.1.0``; ``unknown`` only for a copy without its metadata."""
    return checkout_version() or installed_version() or UNKNOWN


def version_line() -> str:
    """What ``--version`` prints, the same from both commands: ``mammamia-qt 0.1.0``."""
    return f"{DISTRIBUTION} {version()}"
