"""The kiosk's quick start: players, who is human, edition and language, all with big buttons."""

from __future__ import annotations

import secrets

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.engine.cards import EDITIONS, Edition
from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.i18n import LANGUAGES, Languages
from mammamia_qt.ui.common.names import AI_NAMES, edition_name
from mammamia_qt.ui.common.themes import theme

AI_LEVEL = "intermediate"


class QuickStartPage(QWidget):
    """Choose and play in a few taps; no text to type, no small controls.

    Signals:
        startRequested(object): play the GameSetup.
        resumeRequested(): continue the last (abandoned) game.
        backRequested(): back to the demo.
        languageRequested(str): switch to this language code.
    """

    startRequested = Signal(object)
    resumeRequested = Signal()
    backRequested = Signal()
    languageRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quickStart")
        self.edition = Edition.CLASSIC
        self.players = 4
        self.humans = [True, False, False, False, False, False]
        self.phones = [False] * 6  # seats played on the players' own phones (mammamia_qt/phones)
        self._buttons: list[QPushButton] = []

        self._build_controls()
        block, actions = self._build_rows(), self._build_actions()
        layout = self._outer = QVBoxLayout(self)
        layout.setContentsMargins(48, 32, 48, 32)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addSpacing(24)
        layout.addLayout(block)
        layout.addWidget(self.note)
        layout.addSpacing(24)
        layout.addLayout(actions)
        layout.addStretch(1)
        self.set_can_resume(False)
        self.retranslate()
        self._refresh()
        self.setMinimumSize(320, 400)  # the page fits itself to any size from 1024x600 up (_fit)

    def _build_controls(self) -> None:
        """The labels and the big buttons (edition, players, seats, language, play, resume, back), connected."""
        self.title = self._label()
        self.edition_label, self.players_label = self._label(), self._label()
        self.seats_label, self.language_label = self._label(), self._label()
        self.note = self._label()
        self.edition_buttons = {e: self._button(checkable=True) for e in (Edition.CLASSIC, Edition.PLUS)}
        self.count_buttons = {n: self._button(str(n), checkable=True) for n in range(2, 7)}
        self.seat_buttons = [self._button(checkable=True) for _ in range(6)]
        self.language_buttons = {code: self._button(name, checkable=True) for code, name in LANGUAGES.items()}
        for group in (self.edition_buttons, self.count_buttons, self.language_buttons):
            exclusive = QButtonGroup(self)
            for button in group.values():
                exclusive.addButton(button)
        for edition, button in self.edition_buttons.items():
            button.clicked.connect(lambda _=False, e=edition: self.set_edition(e))
        for n, button in self.count_buttons.items():
            button.clicked.connect(lambda _=False, n=n: self.set_players(n))
        for i, button in enumerate(self.seat_buttons):
            button.clicked.connect(lambda _=False, i=i: self.toggle_seat(i))
        for code, button in self.language_buttons.items():
            button.clicked.connect(lambda _=False, c=code: self.languageRequested.emit(c))
        self.play_button = self._button(primary=True)
        self.play_button.clicked.connect(lambda: self.startRequested.emit(self.setup()))
        self.resume_button = self._button(primary=True)
        self.resume_button.clicked.connect(self.resumeRequested)
        self.back_button = self._button()
        self.back_button.clicked.connect(self.backRequested)

    def _build_rows(self) -> QHBoxLayout:
        """The rows (a label, its buttons) as one block centred under the title, their buttons starting on one line."""
        grid = self._grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(18)
        rows = (
            (self.edition_label, list(self.edition_buttons.values())),
            (self.players_label, list(self.count_buttons.values())),
            (self.seats_label, self.seat_buttons),
            (self.language_label, list(self.language_buttons.values())),
        )
        for r, (label, buttons) in enumerate(rows):
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(label, r, 0)
            line = QHBoxLayout()
            line.setSpacing(12)
            for b in buttons:
                line.addWidget(b)
            grid.addLayout(line, r, 1, Qt.AlignmentFlag.AlignLeft)
        block = QHBoxLayout()
        block.addStretch(1)
        block.addLayout(grid)
        block.addStretch(1)
        return block

    def _build_actions(self) -> QHBoxLayout:
        """Back, resume and play, centred."""
        actions = QHBoxLayout()
        actions.setSpacing(24)
        actions.addStretch(1)
        for b in (self.back_button, self.resume_button, self.play_button):
            actions.addWidget(b)
        actions.addStretch(1)
        return actions

    def _label(self) -> QLabel:
        label = QLabel()
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setProperty("tone", "on_wood")
        return label

    def _button(self, text: str = "", *, checkable: bool = False, primary: bool = False) -> QPushButton:
        button = QPushButton(text)
        button.setCheckable(checkable)
        button.setProperty("role", "big")
        button.setProperty("accent", "true" if primary else "false")
        button.setProperty("tab", "true" if checkable else "false")  # a chosen one wears the accent
        self._buttons.append(button)
        return button

    # ------------------------------------------------------------------ choices
    def set_edition(self, edition: Edition) -> None:
        self.edition = edition
        info = EDITIONS[edition]
        self.players = min(max(self.players, info.min_players), info.max_players)
        self._refresh()

    def set_players(self, players: int) -> None:
        info = EDITIONS[self.edition]
        if info.min_players <= players <= info.max_players:
            self.players = players
        self._refresh()

    def toggle_seat(self, seat: int) -> None:
        """Computer -> human -> phone -> computer; at least one seat stays a person's."""
        if seat >= self.players:
            return
        if self.humans[seat]:
            self.humans[seat], self.phones[seat] = False, True
        elif self.phones[seat]:
            people = sum(self.humans[: self.players]) + sum(self.phones[: self.players])
            if people > 1:
                self.phones[seat] = False
        else:
            self.humans[seat] = True
        self._refresh()

    def set_language(self, code: str, available: bool) -> None:
        """Mark ``code`` as chosen, or tell that it is not available yet."""
        if code in self.language_buttons and available:
            self.language_buttons[code].setChecked(True)
            self.note.setText("")
        else:
            self.note.setText(
                self.tr("{language} is not available yet.").format(language=LANGUAGES.get(code, code))
            )

    def set_can_resume(self, can: bool) -> None:
        self.resume_button.setVisible(can)

    def seat_name(self, seat: int) -> str:
        """Friendly names: "Player 1" for the people at the screen and on phones, Luigi, Sofia… for the
        computer."""
        if self.humans[seat] or self.phones[seat]:
            return self.tr("Player {n}").format(n=seat + 1)
        computers = sum(1 for i in range(seat) if not (self.humans[i] or self.phones[i]))
        return AI_NAMES[computers % len(AI_NAMES)]

    def _kind(self, seat: int) -> str:
        return "human" if self.humans[seat] else "phone" if self.phones[seat] else AI_LEVEL

    def setup(self, seed: int | None = None) -> GameSetup:
        seats = tuple(
            SeatConfig(name=self.seat_name(i), kind=SeatKind(self._kind(i))) for i in range(self.players)
        )
        rules = Rules(edition=self.edition, players=self.players)
        return GameSetup(rules=rules, seats=seats, seed=secrets.randbelow(2**32) if seed is None else seed)

    def _refresh(self) -> None:
        info = EDITIONS[self.edition]
        self.edition_buttons[self.edition].setChecked(True)
        for n, button in self.count_buttons.items():
            button.setEnabled(info.min_players <= n <= info.max_players)
        self.count_buttons[self.players].setChecked(True)
        for i, button in enumerate(self.seat_buttons):
            button.setVisible(i < self.players)
            button.setChecked(self.humans[i] or self.phones[i])
            button.setText(self.tr("{n}: Human").format(n=i + 1) if self.humans[i] else
                           self.tr("{n}: Phone").format(n=i + 1) if self.phones[i] else
                           self.tr("{n}: Computer").format(n=i + 1))  # fmt: skip
            button.setToolTip(self.seat_name(i))
            button.setAccessibleName(self.seat_name(i))
        if hasattr(self, "_grid"):
            self._fit()  # more seats shown: the rows may need smaller type to fit

    def retranslate(self) -> None:
        self.title.setText(self.tr("New game"))
        self.edition_label.setText(self.tr("Edition"))
        self.players_label.setText(self.tr("Players"))
        self.seats_label.setText(self.tr("Who plays"))
        self.language_label.setText(self.tr("Language"))
        for edition, button in self.edition_buttons.items():
            button.setText(edition_name(edition))
        self.play_button.setText(self.tr("Play"))
        self.resume_button.setText(self.tr("Resume the last game"))
        self.back_button.setText(self.tr("Back to the demo"))
        current = Languages.instance().current
        if current in self.language_buttons:
            self.language_buttons[current].setChecked(True)  # the language in use is the one lit
        self._refresh()

    def changeEvent(self, event) -> None:  # Qt override
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ look
    def resizeEvent(self, event) -> None:  # Qt override
        self._fit()
        super().resizeEvent(event)

    def _fit(self) -> None:
        """Type and buttons follow the height, and shrink further until the widest row fits the width
        (six seats on a 1024x600 screen included)."""
        h, w = self.height(), self.width()
        scale = h / 600
        for _ in range(12):
            self._apply_scale(scale)
            need_w, need_h = self._needed()
            if (need_w <= w and need_h <= h) or scale < 0.45:
                break
            scale *= 0.92

    def _needed(self) -> tuple[int, int]:
        """The width of the widest row and the height of all rows, from the widgets' own size hints."""
        rows = (
            list(self.edition_buttons.values()),
            list(self.count_buttons.values()),
            self.seat_buttons,
            list(self.language_buttons.values()),
            [self.back_button, self.resume_button, self.play_button],
        )
        labels = (self.edition_label, self.players_label, self.seats_label, self.language_label)
        gap = self._grid.horizontalSpacing()
        label_w = max(label.sizeHint().width() for label in labels)
        widths = []
        for row in rows:
            shown = [b for b in row if not b.isHidden()]
            widths.append(sum(b.sizeHint().width() for b in shown) + 12 * max(0, len(shown) - 1))
        margins = self._outer.contentsMargins()
        need_w = label_w + gap + max(widths[:4]) + margins.left() + margins.right()
        need_w = max(need_w, widths[4] + margins.left() + margins.right())
        button_h = max(b.sizeHint().height() for b in self._buttons)
        need_h = (self.title.sizeHint().height() + 48 + 5 * button_h + 3 * self._grid.verticalSpacing()
                  + self.note.sizeHint().height() + margins.top() + margins.bottom())  # fmt: skip
        return need_w, need_h

    def _apply_scale(self, scale: float) -> None:
        self.title.setFont(style.title_font(max(20, int(42 * scale))))
        label_font = style.title_font(max(12, int(18 * scale)))
        for label in (
            self.edition_label,
            self.players_label,
            self.seats_label,
            self.language_label,
            self.note,
        ):
            label.setFont(label_font)
        button_font = style.title_font(max(11, int(15.6 * scale)))
        height = max(48, int(48 * scale))  # a finger's width, however small the screen
        pad = max(6, int(20 * scale))
        sheet = f"QPushButton {{ padding: 4px {pad}px; min-height: {height - 12}px; }}"
        for button in self._buttons:
            button.setFont(button_font)
            button.setMinimumSize(height, height)
            if button.styleSheet() != sheet:
                button.setStyleSheet(sheet)
        for button in (self.play_button, self.resume_button, self.back_button):
            button.setMinimumWidth(int(200 * scale))
        spacing = max(8, int(24 * scale))
        self._outer.setContentsMargins(spacing * 2, spacing, spacing * 2, spacing)
        self._grid.setHorizontalSpacing(spacing)
        self._grid.setVerticalSpacing(max(6, int(18 * scale)))

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        wood = QLinearGradient(0, 0, 0, self.height())
        wood.setColorAt(0.0, QColor(theme().wood_top))
        wood.setColorAt(1.0, QColor(theme().wood_bottom))
        painter.fillRect(self.rect(), wood)
        painter.end()
