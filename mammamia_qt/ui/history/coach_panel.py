"""One of the coach's questions on screen: the text, the answer (a number or a choice, by mouse or
keyboard), then the verdict with the plays that made the true answer.

Shared by the coach's own tab (``coach_tab.py``) and the question at a live reveal's start
(``ui/shell/live_coach.py``). Keys: digits pick a choice (1–9); for a number, type it and press Enter.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFontInfo, QKeyEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.coach import Choice, Question, RoundMemory
from mammamia_qt.face_ids import order_face
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.fit import PhraseLabel, button_text_width
from mammamia_qt.ui.common.themes import Theme
from mammamia_qt.ui.history.coach_texts import choice_text, explanation, question_text, verdict_text


def body_px() -> int:
    """The pixel size of the application's type (the text size and a 4K screen's scale in it)."""
    return QFontInfo(QApplication.font()).pixelSize()


def panel_style(t: Theme) -> str:
    """The question's panel in theme ``t``: its question and verdict a little larger than the body
    type, at every text size and on every screen."""
    body = body_px()
    return f"""
QFrame#coachPanel {{ background: {t.paper}; border: 2px solid {t.edge}; border-radius: 14px; }}
QFrame#coachPanel QLabel {{ background: transparent; color: {t.text}; }}
QLabel#coachQuestion {{ font-size: {round(body * 1.1)}px; font-weight: bold; }}
QLabel#coachVerdict {{ font-size: {body}px; font-weight: bold; }}
QLabel#coachVerdict[right="true"] {{ color: {t.good}; }}
QLabel#coachVerdict[right="false"] {{ color: {t.wrong}; }}
QPushButton[answer="right"]:disabled {{ color: {t.text}; background: {t.right_bg}; border-color: {t.good}; }}
QPushButton[answer="wrong"]:disabled {{ color: {t.text}; background: {t.wrong_bg}; border-color: {t.wrong}; }}
"""


MAX_NUMBER = 99


def repolish(widget: QWidget) -> None:
    """Apply the style sheet again after a property it selects on changed."""
    widget.style().unpolish(widget)
    widget.style().polish(widget)


class QuestionPanel(QFrame):
    """Asks one question; ``answered(value)`` with an int or a choice once the player answers."""

    answered = Signal(object)

    def __init__(self, art: CardArt | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choice_buttons: list[QPushButton] = []
        self._columns = 0  # how many columns the choices are set in
        self.setObjectName("coachPanel")
        style.keep_styled(self, panel_style)
        self.art = art
        self.question: Question | None = None
        self.given: int | Choice | None = None
        self._asked: tuple[Sequence[str], RoundMemory] | None = None  # the names and round asked about
        layout = self.box = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        self.text = self._label("coachQuestion")
        self.card = QLabel(self)
        self.card.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.number = QSpinBox(self)
        self.number.setRange(0, MAX_NUMBER)
        self.number.setMinimumWidth(120)
        self.answer_button = QPushButton(self)
        self.answer_button.setProperty("role", "primary")
        self.answer_button.clicked.connect(self.submit)
        number_row = QHBoxLayout()
        number_row.addStretch(1)
        number_row.addWidget(self.number)
        number_row.addWidget(self.answer_button)
        number_row.addStretch(1)
        self.choices = QGridLayout()
        self.verdict = self._label("coachVerdict")
        self.why = self._label("coachWhy")
        for part in (self.text, self.card):
            layout.addWidget(part)
        layout.addLayout(number_row)
        layout.addLayout(self.choices)
        layout.addWidget(self.verdict)
        layout.addWidget(self.why)
        self.retranslate()

    def _label(self, name: str) -> QLabel:
        label = PhraseLabel(self)  # Japanese breaks between phrases
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setTextFormat(Qt.TextFormat.PlainText)
        return label

    def retranslate(self) -> None:
        self.answer_button.setText(QCoreApplication.translate("Coach", "Answer  [Enter]"))
        self.number.setAccessibleName(QCoreApplication.translate("Coach", "Your answer"))
        if self.question is not None and self._asked is not None:
            names, memory = self._asked
            self.text.setText(question_text(self.question, names, memory))
            for i, (choice, button) in enumerate(zip(self.question.choices, self.choice_buttons)):
                button.setText(f"{i + 1}  {choice_text(choice, names)}")
            if self.verdict.text():
                self.show_verdict(names, memory)

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._columns = 0  # the texts' widths changed: their columns are chosen again
            self.fit_choices()

    # ------------------------------------------------------------------ asking
    def ask(self, q: Question, names: Sequence[str], memory: RoundMemory) -> None:
        self.question, self.given, self._asked = q, None, (names, memory)
        self.verdict.clear()
        self.text.setText(question_text(q, names, memory))
        self._show_card(q, memory)
        self._set_choices(q, names)
        self.number.setValue(0)
        for widget in (self.number, self.answer_button):
            widget.setVisible(q.numeric)
            widget.setEnabled(True)
        self.verdict.hide()
        self.why.hide()
        (self.number if q.numeric else self.choice_buttons[0]).setFocus()

    def _show_card(self, q: Question, memory: RoundMemory) -> None:
        if q.kind != "runs_short" or self.art is None:
            self.card.hide()
            return
        card = memory.facts.orders[q.param("order")]
        minimale_n = 3 if memory.facts.kinds == 5 else 4
        dpr = self.devicePixelRatioF()
        pixmap: QPixmap = self.art.pixmap(order_face(card, minimale_n), 110, dpr)
        self.card.setPixmap(pixmap)
        self.card.show()

    def _set_choices(self, q: Question, names: Sequence[str]) -> None:
        for button in self.choice_buttons:
            self.choices.removeWidget(button)
            button.deleteLater()
        self.choice_buttons = []
        for i, choice in enumerate(q.choices):
            button = QPushButton(f"{i + 1}  {choice_text(choice, names)}", self)
            button.clicked.connect(lambda _=False, c=choice: self._give(c))
            self.choice_buttons.append(button)
        self._columns = 0
        self.fit_choices()

    def _columns_for(self, room: int) -> int:
        """As many columns as the choices' texts fit side by side in ``room`` (three at most, two
        for up to four choices), else one."""
        most = 3 if len(self.choice_buttons) > 4 else 2
        need = max((button_text_width(b) for b in self.choice_buttons), default=0)
        gap = max(0, self.choices.horizontalSpacing())
        return next((n for n in range(most, 1, -1) if n * need + (n - 1) * gap <= room), 1)

    def fit_choices(self, width: int | None = None) -> None:
        """Set the choices in as many columns as fit the panel's ``width`` (by default its own)
        whole: a long answer ("Geen: ze wordt meteen uitgevoerd") takes a row of its own."""
        if not self.choice_buttons:
            return
        margins = self.box.contentsMargins()
        room = (self.width() if width is None else width) - margins.left() - margins.right()
        columns = self._columns_for(room)
        if columns == self._columns:
            return
        for button in self.choice_buttons:
            self.choices.removeWidget(button)
        for i, button in enumerate(self.choice_buttons):
            self.choices.addWidget(button, i // columns, i % columns)
        self._columns = columns

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        super().resizeEvent(event)
        self.fit_choices()

    # ------------------------------------------------------------------ answering
    def submit(self) -> None:
        """The number in the box is the answer (Enter or the Answer button)."""
        if self.question is not None and self.question.numeric:
            self.number.interpretText()
            self._give(self.number.value())

    def _give(self, value: int | Choice) -> None:
        if self.question is None or self.given is not None:
            return
        self.given = value
        for widget in (self.number, self.answer_button, *self.choice_buttons):
            widget.setEnabled(False)
        self.answered.emit(value)

    def show_verdict(self, names: Sequence[str], memory: RoundMemory) -> None:
        """The true answer beside the player's, and the plays that made it."""
        q, given = self.question, self.given
        if q is None or given is None:
            return
        self.verdict.setText(verdict_text(q, given, names))
        self.verdict.setProperty("right", "true" if q.is_correct(given) else "false")
        repolish(self.verdict)
        self.why.setText(explanation(q, names, memory))
        self.verdict.show()
        self.why.show()
        self.number.hide()  # the verdict says what was answered
        self.answer_button.hide()
        for choice, button in zip(q.choices, self.choice_buttons):
            if choice == q.answer or choice == given:
                button.setProperty("answer", "right" if choice == q.answer else "wrong")
                repolish(button)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt override
        key = event.key()
        q = self.question
        if q is not None and self.given is None:
            if q.numeric and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.submit()
                return
            index = key - Qt.Key.Key_1
            if not q.numeric and 0 <= index < len(q.choices):
                self._give(q.choices[index])
                return
        super().keyPressEvent(event)
