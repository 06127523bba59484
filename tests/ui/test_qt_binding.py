"""The Qt binding must not leak references to None (PySide6 6.12.0 on Python 3.11 does, and aborts)."""

from __future__ import annotations

import sys

from PySide6.QtGui import QColor, QImage, QPainter


def test_void_qt_calls_keep_none_alive(qapp) -> None:  # type: ignore[no-untyped-def]
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(2000):
        painter.setBrush(QColor(1, 2, 3))
        qapp.processEvents()
    after = sys.getrefcount(None)
    painter.end()
    assert after >= before - 50, f"None lost {before - after} references: use a PySide6 without this bug"
