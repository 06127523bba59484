"""The memory coach's own mode, drawn from the kept games: watch a round's plays, then answer.

``CoachTab`` (a tab of the History page) picks a kept game and one of its rounds at random, plays
that round's announcements one at a time as the quizzed seat heard them (a kept game's first
person at the screen, else its first seat), each gone when the next comes, then asks
``QUESTIONS`` questions at the player's level (``coach.level_after`` of the answers kept). Each
answer is scored, kept (``Archive.record_answer``) and shown with the true answer and the plays
that made it; below, the share answered right per day (``coach_chart.AccuracyChart``).
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.archive import Archive, ArchiveError, replay_save
from mammamia_qt.archive.store import ARCHIVE_FILE
from mammamia_qt.coach import (
    Choice,
    GameFacts,
    Placed,
    Question,
    RoundMemory,
    ask,
    level_after,
    round_memories,
)
from mammamia_qt.engine.cards import INGREDIENTS
from mammamia_qt.engine.files import FileError
from mammamia_qt.face_ids import order_face
from mammamia_qt.seats import SeatKind
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.names import counts_text, order_name
from mammamia_qt.ui.history.archive_texts import error_reason
from mammamia_qt.ui.history.coach_chart import AccuracyChart
from mammamia_qt.ui.history.coach_panel import QuestionPanel, body_px
from mammamia_qt.ui.history.coach_texts import level_text, play_text

QUESTIONS = 2
"""Questions asked about each round watched."""
PLAY_MS = 1200
"""How long each announcement stays up while a round is played out."""
PANEL_MAX_LINES = 44
"""The question's widest, in lines of the body type (960 px at the usual type; its choices stay
near each other on a wide screen, and it grows with the text size and on a 4K screen)."""


class Drawn:
    """A round drawn from a kept game: its id, the seats' names and what the seat saw."""

    def __init__(self, game_id: int, names: tuple[str, ...], memory: RoundMemory) -> None:
        self.game_id, self.names, self.memory = game_id, names, memory


def _quizzed_seat(kinds: tuple[str, ...]) -> int:
    return next((seat for seat, kind in enumerate(kinds) if kind == SeatKind.HUMAN), 0)


def draw_round(archive: Archive, rng: random.Random) -> Drawn | None:
    """A random round of a random kept game (None when no game is kept)."""
    summaries = archive.summaries()
    if not summaries:
        return None
    summary = rng.choice(summaries)
    replay = replay_save(archive.load(summary.id).save)
    seat = _quizzed_seat(summary.kinds)
    facts = GameFacts.from_view(replay.steps[0].views[seat])
    memories = round_memories((e for step in replay.steps for e in step.events), facts)
    if not memories:
        return None
    return Drawn(summary.id, summary.seats, rng.choice(memories))


class CoachTab(QWidget):
    """The coach's mode: a round watched, questions answered, the level and the accuracy chart."""

    def __init__(self, folder: Path, art: CardArt | None = None, parent: QWidget | None = None, *,
                 rng: random.Random | None = None, play_ms: int = PLAY_MS) -> None:  # fmt: skip
        super().__init__(parent)
        self.setObjectName("coachTab")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        style.keep_styled(self, lambda t: (
            f"QWidget#coachTab {{ background: {t.surface}; }} QWidget#coachTab QLabel {{ color: {t.text}; }}"
            f" QWidget#coachTab QLabel[role=\"heading\"] {{ color: {t.heading}; }}"
            f" QWidget#coachTab QLabel[role=\"muted\"] {{ color: {t.muted}; }}"))  # fmt: skip
        self.folder, self.art = folder, art
        self.rng = rng or random.Random()
        self.play_ms = play_ms
        self.drawn: Drawn | None = None
        self.questions: list[Question] = []
        self._shown: list[Placed] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next_play)
        self._build()
        style.follow(self._size_panel)  # a new text size: a wider question, a larger play
        self.retranslate()
        self.refresh()

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        self.title = QLabel(self)
        self.title.setProperty("role", "heading")
        self.level = QLabel(self)
        self.level.setObjectName("coachLevel")
        self.start_button = QPushButton(self)
        self.start_button.setProperty("role", "primary")
        self.start_button.clicked.connect(self.start_round)
        header = QHBoxLayout()
        header.addWidget(self.title)
        header.addStretch(1)
        header.addWidget(self.level)
        header.addWidget(self.start_button)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.watch = self._build_watch()
        self.panel = QuestionPanel(self.art, self)
        self.panel.answered.connect(self._answered)
        self.next_button = QPushButton(self)
        self.next_button.clicked.connect(self._next_question)
        asking = QWidget(self)
        asking_layout = QVBoxLayout(asking)
        self._size_panel()
        centred = QHBoxLayout()
        centred.addStretch(1)
        centred.addWidget(self.panel, 100)
        centred.addStretch(1)
        asking_layout.addLayout(centred)
        asking_layout.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignHCenter)
        asking_layout.addStretch(1)
        self.pages = QStackedLayout()
        for page in (self.message, self.watch, asking):
            self.pages.addWidget(page)
        self.asking = asking
        self.chart = AccuracyChart(self)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addLayout(self.pages, 3)
        layout.addWidget(self.chart, 2)

    def _size_panel(self) -> None:
        """The question's widest and the watched play's type, for the current type size."""
        self.panel.setMaximumWidth(PANEL_MAX_LINES * QFontMetrics(QApplication.font()).height())
        self.play_line.setStyleSheet(f"font-size: {round(body_px() * 1.25)}px; font-weight: bold;")

    def _build_watch(self) -> QWidget:
        watch = QWidget(self)
        layout = QVBoxLayout(watch)
        self.watch_hint = QLabel(watch)
        self.watch_hint.setWordWrap(True)
        self.watch_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.play_card = QLabel(watch)
        self.play_card.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.play_line = QLabel(watch)
        self.play_line.setObjectName("coachPlay")
        self.play_line.setWordWrap(True)
        self.play_line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.progress = QLabel(watch)
        self.progress.setProperty("role", "muted")
        self.progress.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.watch_hint)
        layout.addStretch(1)
        for part in (self.play_card, self.play_line, self.progress):
            layout.addWidget(part)
        layout.addStretch(1)
        return watch

    def retranslate(self) -> None:
        self.title.setText(QCoreApplication.translate("Coach", "Memory coach"))
        self.start_button.setText(QCoreApplication.translate("Coach", "New round"))
        self.next_button.setText(QCoreApplication.translate("Coach", "Next  [Enter]"))
        self.watch_hint.setText(
            QCoreApplication.translate(
                "Coach", "Watch the plays as they go into the oven, then answer from memory."
            )
        )
        self.chart.retranslate()
        self._show_level()
        if self.pages.currentWidget() is self.message:
            self.message.setText(self._idle_text())

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ the archive
    def _archive(self) -> Archive:
        return Archive.in_folder(self.folder)

    def answers(self) -> list[tuple[str, str, int, bool]]:
        try:
            with self._archive() as archive:
                return archive.answers()
        except (sqlite3.Error, OSError, ArchiveError):  # said on the History screen: no answers here
            return []

    def player_level(self) -> int:
        return level_after((level, correct) for _, _, level, correct in self.answers())

    def refresh(self) -> None:
        """The level and the chart as the kept answers say."""
        self.chart.set_answers(self.answers())
        self._show_level()
        if self.pages.currentWidget() is self.message:
            self.message.setText(self._idle_text())

    def _show_level(self) -> None:
        self.level.setText(level_text(self.player_level()))

    def _idle_text(self) -> str:
        return QCoreApplication.translate(
            "Coach", "Press “New round”: a round of a kept game is played out, then you answer from memory."
        )

    # ------------------------------------------------------------------ a round
    def start_round(self) -> None:
        self._timer.stop()
        try:
            with self._archive() as archive:
                self.drawn = draw_round(archive, self.rng)
        except (sqlite3.Error, OSError, ArchiveError, FileError) as exc:
            self._say(
                QCoreApplication.translate(
                    "Coach", "The kept games could not be read ({file}): {reason}"
                ).format(file=self.folder / ARCHIVE_FILE, reason=error_reason(exc))
            )
            return
        if self.drawn is None:
            self._say(
                QCoreApplication.translate(
                    "Coach", "No game is kept yet: finish a game, then practise with it here."
                )
            )
            return
        memory = self.drawn.memory
        self.questions = ask(memory, self.player_level(), self.rng, QUESTIONS)
        self._shown = list(memory.placed)
        self.pages.setCurrentWidget(self.watch)
        self._show_carried(memory)

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.pages.setCurrentWidget(self.message)

    def _show_carried(self, memory: RoundMemory) -> None:
        self.play_card.clear()
        if any(memory.carried):
            self.play_line.setText(
                QCoreApplication.translate("Coach", "Face up from the round before: {cards}").format(
                    cards=counts_text(memory.carried)
                )
            )
            self.progress.setText(
                QCoreApplication.translate("Coach", "Round {round}").format(round=memory.round)
            )
            self._timer.start(self.play_ms)
        else:
            self._next_play()

    def _next_play(self) -> None:
        """The next announcement, or the questions once all were shown."""
        assert self.drawn is not None
        if not self._shown:
            self._first_question()
            return
        placed = self._shown.pop(0)
        total = len(self.drawn.memory.placed)
        self._show_play(placed)
        self.progress.setText(
            QCoreApplication.translate("Coach", "Play {n} of {total}").format(
                n=total - len(self._shown), total=total
            )
        )
        if self.play_ms <= 0:
            self._next_play()
        else:
            self._timer.start(self.play_ms)

    def _show_play(self, placed: Placed) -> None:
        assert self.drawn is not None
        names, facts = self.drawn.names, self.drawn.memory.facts
        if placed.order >= 0:
            card = facts.orders[placed.order]
            face = order_face(card, 3 if facts.kinds == 5 else 4)
            text = QCoreApplication.translate("Coach", "{name}: an order, {order}").format(
                name=names[placed.seat], order=order_name(card.type)
            )
        else:
            face = f"ingredient:{INGREDIENTS[placed.kind]}"
            text = play_text(placed, names)
        self.play_line.setText(text)
        if self.art is not None:
            width = max(100, min(220, self.height() // 6))  # a card at the tab's scale
            self.play_card.setPixmap(self.art.pixmap(face, width, self.devicePixelRatioF()))

    def _first_question(self) -> None:
        self.play_card.clear()
        self.play_line.clear()
        if not self.questions:
            self._say(
                QCoreApplication.translate("Coach", "Nothing to ask about this round: press “New round”.")
            )
            return
        self._ask(self.questions[0])

    def _ask(self, q: Question) -> None:
        assert self.drawn is not None
        self.pages.setCurrentWidget(self.asking)
        self.next_button.hide()
        self.panel.ask(q, self.drawn.names, self.drawn.memory)

    def _answered(self, given: int | Choice) -> None:
        assert self.drawn is not None and self.questions
        q = self.questions[0]
        level = self.player_level()
        try:
            with self._archive() as archive:
                archive.record_answer(q.kind, level, q.is_correct(given), game_id=self.drawn.game_id)
        except (sqlite3.Error, OSError):
            pass  # still scored on screen; the chart shows what was kept
        self.panel.show_verdict(self.drawn.names, self.drawn.memory)
        self.next_button.setText(
            QCoreApplication.translate("Coach", "Next  [Enter]")
            if len(self.questions) > 1
            else QCoreApplication.translate("Coach", "New round  [Enter]")
        )
        self.next_button.show()
        self.next_button.setDefault(True)
        self.next_button.setFocus()
        self.refresh()

    def _next_question(self) -> None:
        self.questions = self.questions[1:]
        if self.questions:
            self._ask(self.questions[0])
        else:
            self.start_round()

    def keyPressEvent(self, event) -> None:  # Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.next_button.isVisible():
            self.next_button.click()
            return
        super().keyPressEvent(event)
