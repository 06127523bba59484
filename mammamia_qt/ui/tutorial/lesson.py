"""The guided first game: the lesson's steps on the real table, and its gate on the player's moves.

``Tutorial`` walks ``tutorial/script.py``'s steps. A note holds the game (the controller's pause)
until Next; a move step waits for exactly that move of the script: the controller asks the lesson
(``GameController.lesson_gate``) before it applies a legal move of the person at the screen, and a
move that does not fit is refused with the step's instruction as the reason (an illegal one keeps
the engine's rule). After the last step the lesson lets go and the game goes on as a normal game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QMessageBox

from mammamia_qt.engine.actions import Action, Play
from mammamia_qt.engine.ids import Phase
from mammamia_qt.session.flow import PauseReason
from mammamia_qt.tutorial.script import PLAYER, Lesson, Step, When
from mammamia_qt.ui.common import style
from mammamia_qt.ui.tutorial import texts
from mammamia_qt.ui.tutorial.overlay import Bubble, Spotlight, place_beside
from mammamia_qt.ui.tutorial.parts import part_rect

if TYPE_CHECKING:
    from mammamia_qt.ui.controller import GameController
    from mammamia_qt.ui.table.table_widget import TableWidget


class Tutorial(QObject):
    """The lesson over one table and its controller (a game started from ``script.setup``).

    Signals:
        finished(bool): the lesson is over: played to its end (True) or skipped (False).
    """

    finished = Signal(bool)

    def __init__(self, table: TableWidget, controller: GameController, lesson: Lesson) -> None:
        super().__init__(table)
        self.lesson = lesson
        self.table = table
        self.controller = controller
        self.index = 0
        self.active = True
        self.confirm_skip = self._ask_skip  # tests answer for the player
        self.spotlight = Spotlight(table)
        self.bubble = Bubble(table)
        self.bubble.nextClicked.connect(self.next)
        self.bubble.skipClicked.connect(self.skip)
        self.bubble.languageChanged.connect(self._show)
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), table)
        self.escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.escape.activated.connect(self.skip)
        controller.lesson_gate = self
        controller.stateChanged.connect(self._on_state)
        controller.humanToAct.connect(self._on_state)
        table.scene.allAnimationsDone.connect(self.follow)
        table.installEventFilter(self)
        style.follow(self.follow)  # a new theme or text size: the bubble's colours and type anew
        self._enter(0)

    # ------------------------------------------------------------------ the steps
    @property
    def step(self) -> Step | None:
        """The step shown now (None once the lesson is over)."""
        steps = self.lesson.steps
        return steps[self.index] if self.active and self.index < len(steps) else None

    def _waiting(self) -> bool:
        """The step's moment has not come yet: a note for the reveal before it, or a reveal's answer
        before the question is put to the player (its words would tell what comes)."""
        step = self.step
        if step is None or not self.controller.started:
            return False
        if step.move is not None:
            return (
                not isinstance(self.lesson.moves[step.move], Play) and self.controller.acting_seat() != PLAYER
            )
        return step.when is When.REVEAL and self.controller.view().phase != Phase.REVEAL

    def _enter(self, index: int) -> None:
        self.index = index
        step = self.step
        if step is None:
            self.end(True)
            return
        if step.is_note and not self._waiting():
            self.controller.pause(PauseReason.LESSON)
        self._show()

    def _show(self) -> None:
        step = self.step
        if step is None:
            return
        waiting = self._waiting()
        self.bubble.setVisible(not waiting)
        self.spotlight.setVisible(not waiting)
        if waiting:
            return
        last = self.index == len(self.lesson.steps) - 1
        label = texts.next_label(last) if step.is_note else None
        self.bubble.show_step(texts.step_text(self.lesson, step, self._orders()), label, texts.skip_label())
        self.follow()

    def _orders(self):  # the game's order cards, as every view carries them
        return self.controller.view().orders if self.controller.started else ()

    def _on_state(self) -> None:
        step = self.step
        if step is not None and not self.bubble.isVisible() and not self._waiting():
            if step.is_note:
                self.controller.pause(PauseReason.LESSON)
            self._show()
            return
        self.follow()

    def next(self) -> None:
        """The note is read: on to the next step (the game goes on)."""
        step = self.step
        if step is None or not step.is_note or self._waiting():
            return
        self.controller.resume(PauseReason.LESSON)
        self._enter(self.index + 1)

    # ------------------------------------------------------------------ the gate
    def refuse(self, answers: tuple[Action, ...]) -> str | None:
        """None if ``answers`` are the script's next moves; else the step's reason, shown in the bubble."""
        step = self.step
        if step is None:
            return None
        if not step.is_note and step.move is not None:
            if answers == self.lesson.moves[step.move : step.move + len(answers)]:
                return None
        reason = texts.refusal(self.lesson, step, self._orders())
        self.bubble.show_reason(reason)
        self.follow()
        return reason

    def applied(self, answers: tuple[Action, ...]) -> None:
        """The script's moves were made: past their steps to the next one."""
        if self.step is not None:
            self._enter(self.index + len(answers))

    # ------------------------------------------------------------------ the end
    def skip(self) -> None:
        """Skip tutorial (or Escape): after the player confirms, the game goes on without the lesson."""
        if self.active and self.confirm_skip():
            self.end(False)

    def _ask_skip(self) -> bool:
        answer = QMessageBox.question(
            self.table,
            QCoreApplication.translate("Tutorial", "Skip the tutorial?"),
            QCoreApplication.translate("Tutorial", "The lesson ends and this game goes on as a normal game."),
        )
        return answer == QMessageBox.StandardButton.Yes

    def end(self, completed: bool) -> None:
        """Let go of the game: no gate, no hold, no marks on the table."""
        if not self.active:
            return
        self.active = False
        if self.controller.lesson_gate is self:
            self.controller.lesson_gate = None
        self.controller.stateChanged.disconnect(self._on_state)
        self.controller.humanToAct.disconnect(self._on_state)
        self.table.removeEventFilter(self)
        self.escape.setEnabled(False)
        self.controller.resume(PauseReason.LESSON)
        for widget in (self.spotlight, self.bubble):
            widget.hide()
            widget.deleteLater()
        self.finished.emit(completed)

    # ------------------------------------------------------------------ geometry
    def spot(self) -> QRectF:
        """The spotlit part, in the table's coordinates, as laid out now."""
        step = self.step
        if step is None:
            return QRectF()
        move = self.lesson.moves[step.move] if step.move is not None else None
        return part_rect(self.table, step.part, move)

    def follow(self) -> None:
        """Lay the marks out again for the table as it is now (its size, its cards)."""
        if self.step is None or not self.bubble.isVisible():
            return
        table = self.table
        self.spotlight.setGeometry(table.rect())
        target = self.spot()
        self.spotlight.set_spot(target)
        self.bubble.fit_to(table)
        gap = max(8.0, table.height() * 0.015)
        room = QRectF(table.rect()).adjusted(gap, gap, -gap, -gap)
        room.setRight(min(room.right(), table.dock.geometry().left() - gap))  # the dock stays usable
        size = (float(self.bubble.width()), float(self.bubble.height()))
        self.bubble.setGeometry(place_beside(size, target, room, gap).toAlignedRect())
        self.spotlight.raise_()
        self.bubble.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if watched is self.table and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self.follow)  # once the table has laid itself out anew
        return False
