"""A guard against a PySide6 binding bug on Python 3.11: void methods returning an unowned None.

PySide6 6.12.0 on CPython 3.11 drops a reference to ``None`` on every call of a method that
returns nothing (``QPainter.setPen``, ``QObject.setObjectName``, ...). Python 3.12 made ``None``
immortal, so it only shows on 3.11, where a painting table reaches zero within minutes and the
interpreter aborts ("deallocating None"). ``protect_none`` gives ``None`` a reference count no
session can exhaust, which is what 3.12 does by design. A no-op on 3.12 and later.
"""

from __future__ import annotations

import ctypes
import sys

_RESERVE = 1 << 48


def protect_none() -> None:
    """Make ``None``'s reference count practically inexhaustible (CPython before 3.12 only)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    refcount = ctypes.c_ssize_t.from_address(id(None))
    if refcount.value < _RESERVE:
        refcount.value += _RESERVE
