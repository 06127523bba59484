"""The guided first game: the lesson's steps on the real table, and its gate on the player's moves.

``Tutorial`` walks ``tutorial/script.py``'s steps, each once the table has shown what it speaks of
(the director's events and the end of the table's animations, never the engine's phase ahead of
them). A note holds the table's script and the game (the controller's pause) until Next; a move step waits for exactly that move of the script: the controller asks the lesson
(``GameController.lesson_gate``) before it applies a legal move of the person at the screen, and a
move that does not fit is refused with the step's instruction as the reason (an illegal one keeps
the engine's rule). After the last step the lesson lets go and the game goes on as a normal game.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QTimer, Signal
from PySide6.QtWidgets import QMessageBox

from mammamia_qt.engine import events as ev
from mammamia_qt.engine.actions import Action, Play
from mammamia_qt.session.flow import PauseReason
from mammamia_qt.tutorial.script import PLAYER, Lesson, Step, When
from mammamia_qt.ui.common import style
from mammamia_qt.ui.tutorial import texts
from mammamia_qt.ui.tutorial.overlay import Bubble, Spotlight, place_beside
from mammamia_qt.ui.tutorial.parts import order_position, part_rect

if TYPE_CHECKING:
    from mammamia_qt.ui.controller import GameController
    from mammamia_qt.ui.table.table_widget import TableWidget


BEFORE, AFTER, BATCH = "before", "after", "batch"
TRIGGERS: dict[When, tuple[type[ev.Event], str]] = {
    When.MAMMA_MIA: (ev.MammaMiaTaken, BATCH),
    When.REVEAL: (ev.PhaseOneEnded, AFTER),
    When.END: (ev.RoundEnded, BEFORE),
}
"""The table's event a note waits for, and when the note comes: just before the event is shown
(every event before it shown), once it has been shown, or once its whole batch has been shown
(the seat panels brought up to date: the Mamma Mia card by the player's name)."""


class Tutorial(QObject):
    """The lesson over one table and its controller (a game started from ``script.setup``).

    A step is shown once the table has shown what it speaks of: a move once the game asks the
    player (after the table's animations), a note once the table is at rest (the deal) or once the
    table's director reaches the note's event (``TRIGGERS``); there the lesson holds the table's
    script (``TableScene.hold``) and the game (the controller's pause) until Next.

    Signals:
        finished(bool): the lesson is over: played to its end (True) or left (False).
        realGameRequested(): the player asked for a game of their own against beginners.
    """

    finished = Signal(bool)
    realGameRequested = Signal()

    def __init__(self, table: TableWidget, controller: GameController, lesson: Lesson) -> None:
        super().__init__(table)
        self.lesson = lesson
        self.table = table
        self.controller = controller
        self.index = 0
        self.active = True
        self.arrived: set[When] = set()  # the notes' events the table has reached
        self._holding = False  # the lesson holds the table's script
        self.confirm_skip = self._ask_skip  # tests answer for the player
        self.spotlight = Spotlight(table)
        self.bubble = Bubble(table)
        self.bubble.nextClicked.connect(self.next)
        self.bubble.skipClicked.connect(self.skip)
        self.bubble.realGameClicked.connect(self._real_game)
        self.bubble.languageChanged.connect(self._show)
        controller.lesson_gate = self
        controller.stateChanged.connect(self._on_state)
        controller.humanToAct.connect(self._on_state)
        table.scene.allAnimationsDone.connect(self._on_state)
        table.director.watchers.append(self._watch)
        table.installEventFilter(self)
        style.follow(self.follow)  # a new text size: the bubble fits its text anew
        self._enter(0)

    # ------------------------------------------------------------------ the steps
    @property
    def step(self) -> Step | None:
        """The step shown now (None once the lesson is over)."""
        steps = self.lesson.steps
        return steps[self.index] if self.active and self.index < len(steps) else None

    def _waiting(self) -> bool:
        """The step's moment has not come yet: the table has not shown what it speaks of."""
        step = self.step
        if step is None or not self.controller.started:
            return False
        if step.move is not None:  # asked once the table has shown everything before
            return self.controller.acting_seat() != PLAYER
        if step.when is When.NOW:
            return self.table.scene.busy and not self._holding
        return step.when not in self.arrived

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
        real = texts.real_game_label() if last else None
        self.bubble.show_step(
            texts.step_text(self.lesson, step, self._table()), label, texts.skip_label(), real
        )
        self.follow()

    def _table(self) -> texts.LessonFacts:
        """What the words may name: the game's order cards and the player's view, as the table shows them."""
        if not self.controller.started:
            return texts.LessonFacts()
        view = self.controller.view()  # the player's: the one person at the screen
        step = self.step
        move = self.lesson.moves[step.move] if step is not None and step.move is not None else None
        place = (
            order_position(self.table, move.order) if isinstance(move, Play) and move.order >= 0 else (0, 0)
        )
        return texts.LessonFacts(view.orders, view, place)

    def _on_state(self, *_args: object) -> None:
        step = self.step
        if step is not None and not self.bubble.isVisible() and not self._waiting():
            if step.is_note:
                self.controller.pause(PauseReason.LESSON)
            self._show()
            return
        self.follow()

    def _watch(self, event: ev.Event) -> None:
        """The table's director begins to show ``event``: a note waiting for it comes now, or once
        it is shown (``TRIGGERS``)."""
        for when, (kind, moment) in TRIGGERS.items():
            mine = not isinstance(event, ev.MammaMiaTaken) or event.seat == PLAYER
            if isinstance(event, kind) and mine and when not in self.arrived and self._expects(when):
                if moment == BEFORE:
                    self._arrive(when)
                elif moment == AFTER:
                    self.table.scene.queue_front(partial(self._arrive, when))
                else:  # after the batch's last step (the seat panels' update), before its end is told
                    self.table.scene.queue(partial(self._arrive, when))

    def _expects(self, when: When) -> bool:
        """A note for ``when`` is the step now or the next one (the move being applied comes first)."""
        steps = self.lesson.steps[self.index : self.index + 2] if self.active else ()
        return any(s.is_note and s.when is when for s in steps)

    def _arrive(self, when: When) -> None:
        """The table has reached the note's moment: hold it there until the note is read."""
        if not self.active:
            return
        self.arrived.add(when)
        if not self._holding:
            self._holding = True
            self.table.scene.hold()
        self._on_state()

    def next(self) -> None:
        """The note is read: on to the next step (the game goes on)."""
        step = self.step
        if step is None or not step.is_note or self._waiting():
            return
        self._enter(self.index + 1)
        step = self.step
        if step is None or not step.is_note or self._waiting():
            self._let_go()

    def _let_go(self) -> None:
        """The table and the game go on."""
        if self._holding:
            self._holding = False
            self.table.scene.release()
        self.controller.resume(PauseReason.LESSON)

    # ------------------------------------------------------------------ the gate
    def refuse(self, answers: tuple[Action, ...]) -> str | None:
        """None if ``answers`` are the script's next moves; else the step's reason, shown in the bubble:
        what differs between the player's choice and the step's."""
        step = self.step
        if step is None:
            return None
        if not step.is_note and step.move is not None:
            if answers == self.lesson.moves[step.move : step.move + len(answers)]:
                return None
        reason = texts.refusal(self.lesson, step, self._table(), answers[0] if answers else None)
        self.bubble.show_reason(reason)
        self.follow()
        return reason

    def applied(self, answers: tuple[Action, ...]) -> None:
        """The script's moves were made: past their steps to the next one."""
        if self.step is not None:
            self._enter(self.index + len(answers))

    # ------------------------------------------------------------------ the end
    def skip(self) -> None:
        """Leave the lesson: after the player confirms, the game goes on without it."""
        if self.active and self.confirm_skip():
            self.end(False)

    def _ask_skip(self) -> bool:
        """Leave the lesson? Staying is the default (Enter and Esc keep the lesson)."""
        box = self.skip_box()
        box.exec()
        left = box.buttonRole(box.clickedButton()) == QMessageBox.ButtonRole.AcceptRole
        box.deleteLater()
        return left

    def skip_box(self) -> QMessageBox:
        """The question before the lesson is left, not yet shown: Leave (accept) or Stay (reject,
        the default for Enter and Esc)."""
        box = QMessageBox(self.table)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(QCoreApplication.translate("Tutorial", "Leave the lesson?"))
        box.setText(
            QCoreApplication.translate("Tutorial", "The lesson ends and this game goes on as a normal game.")
        )
        box.addButton(
            QCoreApplication.translate("Tutorial", "Leave the lesson"), QMessageBox.ButtonRole.AcceptRole
        )
        stay = box.addButton(
            QCoreApplication.translate("Tutorial", "Stay in the lesson"), QMessageBox.ButtonRole.RejectRole
        )
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        return box

    def _real_game(self) -> None:
        """The last note's other button: a game of the player's own against beginners."""
        self.end(True)
        self.realGameRequested.emit()

    def end(self, completed: bool) -> None:
        """Let go of the game: no gate, no hold, no marks on the table."""
        if not self.active:
            return
        self.active = False
        if self.controller.lesson_gate is self:
            self.controller.lesson_gate = None
        self.controller.stateChanged.disconnect(self._on_state)
        self.controller.humanToAct.disconnect(self._on_state)
        self.table.scene.allAnimationsDone.disconnect(self._on_state)
        if self._watch in self.table.director.watchers:
            self.table.director.watchers.remove(self._watch)
        self.table.removeEventFilter(self)
        self._let_go()
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
        gap = max(8.0, table.height() * 0.015)
        room = QRectF(table.rect()).adjusted(gap, gap, -gap, -gap)
        room.setRight(min(room.right(), table.dock.geometry().left() - gap))  # the dock stays usable
        self.bubble.fit_to(table, room)
        size = (float(self.bubble.width()), float(self.bubble.height()))
        self.bubble.setGeometry(place_beside(size, target, room, gap).toAlignedRect())
        self.spotlight.raise_()
        self.bubble.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if watched is self.table and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self.follow)  # once the table has laid itself out anew
        return False
