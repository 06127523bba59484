"""A table without drawing for a desktop ``GameController`` (the lossy phones bench and the
phones' privacy test drive the Qt controller with it; ``mammamia-cli serve`` has its own, without
Qt: ``tools/served_game.py``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer

from mammamia_qt.phones.protocol import strip_count
from mammamia_qt.ui.controller import GameController


class Headless:
    """Plays the table's part without drawing: 'animations' take ``pace_ms``, summaries a little longer,
    and every event the phones show in their strip ``news_ms`` (so each play is seen before the next)."""

    def __init__(
        self, controller: GameController, pace_ms: int, on_end: Callable[[], None], news_ms: int = 0
    ) -> None:
        self.controller = controller
        self.pace_ms = pace_ms
        self.news_ms = news_ms
        controller.eventsReady.connect(self._events)
        controller.roundEnded.connect(self._round)
        controller.gameEnded.connect(lambda event: QTimer.singleShot(max(500, pace_ms * 4), on_end))

    def _events(self, events: list) -> None:
        wait = max(self.pace_ms // 2, self.news_ms * strip_count(events))
        QTimer.singleShot(wait, self.controller.animations_done)

    def _round(self, event: object) -> None:
        QTimer.singleShot(self.pace_ms * 3, self.controller.continue_after_round)
