"""A table without drawing for a desktop ``GameController`` (the lossy phones bench and the
phones' privacy test drive the Qt controller with it): the same ``PacedTable`` as
``mammamia-cli serve`` (``paced_table.py``), its steps taken by Qt's timers."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer

from mammamia_qt.tools.paced_table import PacedTable
from mammamia_qt.ui.controller import GameController


def headless_table(
    controller: GameController, pace_ms: int, on_end: Callable[[], None], news_ms: int = 0
) -> PacedTable:
    """Play the table's part of ``controller``'s game (see ``PacedTable``) on the Qt event loop."""

    def later(seconds: float, step: Callable[[], None]) -> None:
        QTimer.singleShot(round(seconds * 1000), controller, step)

    table = PacedTable(controller, later, pace_ms=pace_ms, news_ms=news_ms, on_end=on_end)
    controller.session.observers.append(table)
    return table
