"""What every Qt benchmark shares: its application, its window size, waiting on the event loop and
summing up times (the UI's ``tools/bench.py`` and the phones' ``tools/bench_phones*.py``)."""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from typing import cast

from PySide6.QtWidgets import QApplication

SIZE = (1920, 1080)
"""The window size every benchmark renders at."""


def bench_app() -> QApplication:
    """The application the benchmarks run in: offscreen unless the caller chose a platform."""
    if QApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = cast(QApplication, QApplication.instance()) or QApplication(
        [sys.argv[0] if sys.argv else "mammamia"]
    )
    from mammamia_qt.ui.common.style import apply_style

    apply_style(app)
    return app


def spin(app: QApplication, until: Callable[[], bool], timeout_s: float) -> bool:
    """Serve the event loop until ``until()`` holds (True) or ``timeout_s`` has passed (False)."""
    end = time.monotonic() + timeout_s
    while not until():
        if time.monotonic() > end:
            return False
        app.processEvents()
        time.sleep(0.0005)
    return True


def latency(values: list[float]) -> dict[str, float]:
    """Median, 99th percentile and maximum of ``values`` (milliseconds), rounded; zeros for none."""
    if not values:
        return {"median_ms": 0.0, "p99_ms": 0.0, "max_ms": 0.0}
    values = sorted(values)
    return {
        "median_ms": round(statistics.median(values), 2),
        "p99_ms": round(values[min(len(values) - 1, int(len(values) * 0.99))], 2),
        "max_ms": round(values[-1], 2),
    }
