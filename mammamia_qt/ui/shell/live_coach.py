"""The memory coach at a live reveal's start (the setting ``coach_after_reveal``, off by default).

Only when exactly one person plays at the screen (no hot seat: with two or more people at one
screen, whoever the question went to, the others would hear it and its answer; phone seats and
computer players are never asked). ``RevealCoach`` watches the table's director: each event is
shown to it as its step begins (``Director.watchers``). From a round's ``RoundStarted`` it keeps
the round's announcements (a resumed round it did not see from its start is not asked about);
when the reveal begins (``PhaseOneEnded``, before the oven is shown) it holds the table's script
(``TableScene.hold``) and asks one question about the round just played, from what that
person's seat saw. The answer lets the script go on; the computer and phone seats wait for the
table as they do for any animation, and nothing else of the game changes. When the reveal has
made the answer public (``RoundEnded``) the verdict is shown with the plays that made it, and
the answer is kept in the archive (when the game has a data folder); the round's summary, which
the person dismisses anyway before the next round, follows once the verdict is closed.
"""

from __future__ import annotations

import dataclasses
import random
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton

from mammamia_qt.archive import Archive
from mammamia_qt.coach import Choice, GameFacts, Question, RoundMemory, ask, level_after, round_memories
from mammamia_qt.engine import events as ev
from mammamia_qt.seats import SeatKind
from mammamia_qt.ui.history.coach_panel import QuestionPanel

if TYPE_CHECKING:
    from mammamia_qt.ui.table.table_widget import TableWidget

PANEL_WIDTH = 620


def coached_seat(kinds: list[str]) -> int | None:
    """The one person at the screen, or None (nobody, or a hot seat of two or more)."""
    people = [seat for seat, kind in enumerate(kinds) if kind == SeatKind.HUMAN]
    return people[0] if len(people) == 1 else None


class RevealCoach(QObject):
    """Asks the person at the screen about each round as its reveal begins."""

    def __init__(
        self, table: TableWidget, seat: int, folder: Path | None, rng: random.Random | None = None
    ) -> None:
        super().__init__(table)
        self.table, self.folder = table, folder
        self.rng = rng or random.Random()
        controller = table.controller
        self.names = [s.name for s in controller.setup.seats]
        self.seat = seat
        self.events: list[ev.Event] | None = None  # this round's, from its start
        self.memory: RoundMemory | None = None
        self.question: Question | None = None
        self.level = 1
        self._holding = False  # the verdict holds the table's script until it is closed
        self.panel = QuestionPanel(table.art, table)
        self.panel.setObjectName("coachPanel")
        self.panel.hide()
        self.panel.answered.connect(self._answered)
        self.close_button = QPushButton(self.panel)
        self.close_button.clicked.connect(self._close)
        self.panel.box.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.panel.installEventFilter(self)
        table.installEventFilter(self)
        table.director.watchers.append(self.watch)

    # ------------------------------------------------------------------ the table's events
    def watch(self, e: ev.Event) -> None:
        if isinstance(e, ev.RoundStarted):
            self.events = []
            self._close()
        if self.events is None:
            return
        self.events.append(e)
        if isinstance(e, ev.PhaseOneEnded):
            self._ask()
        elif isinstance(e, ev.RoundEnded):
            self._verdict()
            self.events = None

    def _ask(self) -> None:
        if self.table.controller.replaying or not self.events:
            return
        # the game's public facts (colours, orders, kinds), told from the person's seat
        facts = dataclasses.replace(GameFacts.from_view(self.table.controller.view()), seat=self.seat)
        self.memory = round_memories(self.events, facts)[-1]
        self.level = level_after((lv, right) for _, _, lv, right in self._kept())
        found = ask(self.memory, self.level, self.rng, 1)
        if not found:
            return
        self.question = found[0]
        self.panel.ask(self.question, self.names, self.memory)
        self.close_button.hide()
        self._show_panel()
        self.table.scene.hold()

    def _answered(self, given: int | Choice) -> None:
        self.panel.hide()
        self.table.setFocus()
        self.table.scene.release()

    def _verdict(self) -> None:
        q, given, memory = self.question, self.panel.given, self.memory
        self.question = None
        if q is None or given is None or memory is None:
            return
        self._keep(q, q.is_correct(given))
        self.panel.show_verdict(self.names, memory)
        self.close_button.setText(QCoreApplication.translate("Coach", "Close"))
        self.close_button.show()
        self._show_panel()
        self.close_button.setFocus()
        self._holding = True  # the round's summary would cover it: it comes once this is read
        self.table.scene.hold()

    def _close(self) -> None:
        if self.panel.isVisible() and self.question is None:
            self.panel.hide()
            self.table.setFocus()
        if self._holding:
            self._holding = False
            self.table.scene.release()

    # ------------------------------------------------------------------ the panel over the table
    def _show_panel(self) -> None:
        self._place()
        self.panel.show()
        self.panel.raise_()

    def _place(self) -> None:
        area = self.table.rect()
        width = min(PANEL_WIDTH, area.width() - 24)
        self.panel.setFixedWidth(max(width, 200))
        self.panel.fit_choices(self.panel.width())  # its choices' columns before its height is taken
        self.panel.adjustSize()
        x = (area.width() - self.panel.width()) // 2
        y = max(8, (area.height() - self.panel.height()) // 3)
        self.panel.move(x, y)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if watched is self.table and event.type() == QEvent.Type.Resize and self.panel.isVisible():
            self._place()
        if watched is self.panel and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() == Qt.Key.Key_Escape and self.close_button.isVisible():
                self._close()
                return True
        return False

    # ------------------------------------------------------------------ the archive
    def _kept(self) -> list[tuple[str, str, int, bool]]:
        if self.folder is None:
            return []
        try:
            with Archive.in_folder(self.folder) as archive:
                return archive.answers()
        except (sqlite3.Error, OSError):
            return []

    def _keep(self, q: Question, correct: bool) -> None:
        if self.folder is None:
            return
        try:
            with Archive.in_folder(self.folder) as archive:
                archive.record_answer(q.kind, self.level, correct)
        except (sqlite3.Error, OSError):
            pass  # shown all the same; only the chart misses it
