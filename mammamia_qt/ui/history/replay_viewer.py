"""The replay viewer: a kept game stepped through forward and back, a step per action.

Keys (shown in the buttons' tooltips): Left/Right a step, Home/End the start and the end,
Page Up/Page Down the previous/next round, Ctrl+Left/Ctrl+Right the previous/next reveal (a step
that turns oven cards over), P play/pause, Escape back to the list. Stepping forward into a reveal
lifts the cards it turns over at the chosen speed; every other move shows its step at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QKeyCombination, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.archive import GameSummary, Replay
from mammamia_qt.engine import events as ev
from mammamia_qt.engine.ids import Phase
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.fit import ComboBox
from mammamia_qt.ui.common.names import speed_label
from mammamia_qt.ui.common.paint import tinted_icon
from mammamia_qt.ui.common.settings import Speed
from mammamia_qt.ui.common.themes import theme
from mammamia_qt.ui.history.captions import caption
from mammamia_qt.ui.history.games_list import finished_text
from mammamia_qt.ui.history.replay_board import ReplayBoard, Seat
from mammamia_qt.ui.table.animation import SPEED_FACTORS


def fit_text(button: QPushButton, px: int) -> None:
    """Room for a button's text in its new type (a styled button keeps its old size hint), as wide
    and as tall as it asks: on a short window the board gives way, not the text's descenders."""
    button.setMinimumWidth(button.fontMetrics().horizontalAdvance(button.text()) + 3 * px)
    button.setMinimumHeight(button.sizeHint().height())


PLAY_MS = 1200
"""The pause between steps when playing on, at normal speed."""

TURNING = (ev.IngredientRevealed, ev.OrderRevealed)


def reveal_steps(replay: Replay) -> list[int]:
    """The steps that turn oven cards over."""
    return [s.index for s in replay.steps if any(isinstance(e, TURNING) for e in s.events)]


def round_starts(replay: Replay) -> list[int]:
    """The first step of each round (the deal for round 1)."""
    starts = [0]
    for step in replay.steps[1:]:
        if step.round != replay.steps[step.index - 1].round and step.phase != Phase.OVER:
            starts.append(step.index)
    return starts


class ReplayViewer(QWidget):
    """Shows one kept game; ``open(replay, summary)``, then ``go(index)`` or the keys.

    Signals:
        backRequested(): Escape or Back: return to the list of games.
    """

    backRequested = Signal()

    def __init__(self, art: CardArt, speed: Speed = Speed.NORMAL, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayViewer")
        self._icons: dict[QToolButton, QStyle.StandardPixmap] = {}
        style.follow(self._recolour)
        self.replay: Replay | None = None
        self.summary: GameSummary | None = None
        self.index = 0
        self._rounds: list[int] = [0]
        self._reveals: list[int] = []
        self.board = ReplayBoard(art)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._play_on)
        self._build(speed)
        self._keys()
        self.retranslate()

    # ------------------------------------------------------------------ building
    def _build(self, speed: Speed) -> None:
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.backRequested)
        self.title = QLabel()
        self.title.setProperty("tone", "on_wood")  # the page's wood: the theme's text on it
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.title.setWordWrap(True)  # (a very long one goes on two lines)
        self.round_label, self.round_box = QLabel(), ComboBox()
        self.round_box.activated.connect(lambda i: self.go(self._rounds[i]))
        self.speed_label, self.speed_box = QLabel(), ComboBox()
        for name in Speed:
            self.speed_box.addItem(speed_label(name), name.value)
        self.speed_box.setCurrentIndex(max(0, self.speed_box.findData(speed)))
        for label in (self.round_label, self.speed_label):
            label.setProperty("tone", "on_wood")
        # The game's name on a line of its own over the controls: beside them it had no room for
        # its date at 150 % text on a small screen.
        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addStretch(1)
        for w in (self.round_label, self.round_box, self.speed_label, self.speed_box):
            top.addWidget(w)
        self.round_label.setBuddy(self.round_box)  # what a screen reader names each box by
        self.speed_label.setBuddy(self.speed_box)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setObjectName("replayCaption")
        style.keep_styled(self.caption, lambda t: (
            f"background: {t.paper}; color: {t.text}; border-radius: 8px; padding: 4px 10px;"))  # fmt: skip
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addLayout(top)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.caption)
        layout.addLayout(self._controls())

    def _tool(self, icon: QStyle.StandardPixmap | None, slot: Callable[[], object]) -> QToolButton:
        button = QToolButton()
        if icon is not None:
            self._icons[button] = icon
            button.setIcon(self._icon(icon))
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly if icon is not None
                                  else Qt.ToolButtonStyle.ToolButtonTextOnly)  # fmt: skip
        button.setAutoRaise(False)
        button.clicked.connect(slot)
        return button

    def _controls(self) -> QVBoxLayout:
        """The step buttons, and under them the slider with the step it is at: on one row they did
        not fit a small screen at 150 % text (the slider was squeezed away, the step cut)."""
        sp = QStyle.StandardPixmap
        self.start_button = self._tool(sp.SP_MediaSkipBackward, self.to_start)
        self.prev_round_button = self._tool(sp.SP_MediaSeekBackward, self.previous_round)
        self.prev_reveal_button = self._tool(None, self.previous_reveal)
        self.back_step_button = self._tool(sp.SP_ArrowLeft, self.step_back)
        self.play_button = self._tool(sp.SP_MediaPlay, self.toggle_play)
        self.step_button = self._tool(sp.SP_ArrowRight, self.step_forward)
        self.next_reveal_button = self._tool(None, self.next_reveal)
        self.next_round_button = self._tool(sp.SP_MediaSeekForward, self.next_round)
        self.end_button = self._tool(sp.SP_MediaSkipForward, self.to_end)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.valueChanged.connect(self._slid)
        self.position = QLabel()
        self.position.setProperty("tone", "on_wood")
        row = QHBoxLayout()
        row.addStretch(1)
        for button in self._buttons():
            row.addWidget(button)
        row.addStretch(1)
        track = QHBoxLayout()
        track.addWidget(self.slider, 1)
        track.addWidget(self.position)
        column = QVBoxLayout()
        column.setSpacing(4)
        column.addLayout(row)
        column.addLayout(track)
        return column

    def _buttons(self) -> list[QToolButton]:
        return [self.start_button, self.prev_round_button, self.prev_reveal_button, self.back_step_button,
                self.play_button, self.step_button, self.next_reveal_button, self.next_round_button,
                self.end_button]  # fmt: skip

    def _bindings(self) -> list[tuple[QToolButton | None, QKeySequence, Callable[[], object]]]:
        key, ctrl = Qt.Key, Qt.KeyboardModifier.ControlModifier
        return [
            (self.start_button, QKeySequence(key.Key_Home), self.to_start),
            (self.end_button, QKeySequence(key.Key_End), self.to_end),
            (self.back_step_button, QKeySequence(key.Key_Left), self.step_back),
            (self.step_button, QKeySequence(key.Key_Right), self.step_forward),
            (self.prev_round_button, QKeySequence(key.Key_PageUp), self.previous_round),
            (self.next_round_button, QKeySequence(key.Key_PageDown), self.next_round),
            (
                self.prev_reveal_button,
                QKeySequence(QKeyCombination(ctrl, key.Key_Left)),
                self.previous_reveal,
            ),
            (self.next_reveal_button, QKeySequence(QKeyCombination(ctrl, key.Key_Right)), self.next_reveal),
            (self.play_button, QKeySequence(key.Key_P), self.toggle_play),
            (None, QKeySequence(key.Key_Escape), self.backRequested.emit),
        ]

    def _keys(self) -> None:
        self._shortcuts: dict[QToolButton, QKeySequence] = {}
        for button, sequence, slot in self._bindings():
            shortcut = QShortcut(sequence, self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
            if button is not None:
                self._shortcuts[button] = sequence

    def retranslate(self) -> None:
        self.back_button.setText(QCoreApplication.translate("Replay", "Back to the list"))
        fit_text(self.back_button, self.back_button.fontInfo().pixelSize())
        self.round_label.setText(QCoreApplication.translate("Replay", "Round"))
        self.speed_label.setText(QCoreApplication.translate("Replay", "Speed"))
        for i in range(self.speed_box.count()):
            self.speed_box.setItemText(i, speed_label(self.speed_box.itemData(i)))
        self.prev_reveal_button.setText(QCoreApplication.translate("Replay", "‹ Reveal"))
        self.next_reveal_button.setText(QCoreApplication.translate("Replay", "Reveal ›"))
        tips = {
            self.start_button: QCoreApplication.translate("Replay", "To the start"),
            self.end_button: QCoreApplication.translate("Replay", "To the end"),
            self.back_step_button: QCoreApplication.translate("Replay", "One step back"),
            self.step_button: QCoreApplication.translate("Replay", "One step forward"),
            self.prev_round_button: QCoreApplication.translate("Replay", "Previous round"),
            self.next_round_button: QCoreApplication.translate("Replay", "Next round"),
            self.prev_reveal_button: QCoreApplication.translate("Replay", "Previous reveal"),
            self.next_reveal_button: QCoreApplication.translate("Replay", "Next reveal"),
            self.play_button: QCoreApplication.translate("Replay", "Play or pause"),
        }
        for button, tip in tips.items():
            keys = self._shortcuts[button].toString(QKeySequence.SequenceFormat.NativeText)
            button.setToolTip(
                QCoreApplication.translate("Replay", "{action} ({keys})").format(action=tip, keys=keys)
            )
            button.setAccessibleName(tip)
        self.speed_box.setAccessibleName(QCoreApplication.translate("Replay", "Speed"))
        self.round_box.setAccessibleName(QCoreApplication.translate("Replay", "Round"))
        self.slider.setAccessibleName(QCoreApplication.translate("Replay", "Step"))
        self._fill_rounds()
        self._show_texts()
        self.board.update()  # its painted words (the oven, the pizzas delivered)

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _icon(self, which: QStyle.StandardPixmap) -> QIcon:
        """The style's icon in the theme's text colour (the style draws it dark grey in every theme)."""
        return tinted_icon(self.style().standardIcon(which), QColor(theme().text))

    def _set_icon(self, button: QToolButton, which: QStyle.StandardPixmap) -> None:
        self._icons[button] = which
        button.setIcon(self._icon(which))

    def _recolour(self) -> None:
        """The step buttons' icons in the new theme's text colour."""
        for button, which in self._icons.items():
            button.setIcon(self._icon(which))

    # ------------------------------------------------------------------ the game
    def open(self, replay: Replay, summary: GameSummary) -> None:
        """Show ``replay`` from its deal."""
        self.pause()
        self.replay, self.summary = replay, summary
        self._rounds, self._reveals = round_starts(replay), reveal_steps(replay)
        colours = replay.steps[0].views[0].colours
        self.board.set_seats([Seat(seat.name, colours[i]) for i, seat in enumerate(replay.setup.seats)])
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(replay.steps) - 1)
        self.slider.blockSignals(False)
        self._fill_rounds()
        self.index = -1
        self.go(0)
        self.step_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fill_rounds(self) -> None:
        self.round_box.clear()
        for number in range(1, len(self._rounds) + 1):
            self.round_box.addItem(QCoreApplication.translate("Replay", "Round {round}").format(round=number))
        self._sync_round_box()

    @property
    def speed(self) -> Speed:
        return Speed(self.speed_box.currentData())

    @property
    def last(self) -> int:
        return len(self.replay.steps) - 1 if self.replay is not None else 0

    def go(self, index: int) -> None:
        """Show step ``index`` (clamped); one step forward into a reveal lifts its turned cards."""
        if self.replay is None:
            return
        index = max(0, min(self.last, index))
        forward = index == self.index + 1
        before = self.replay.steps[self.index].views[0].revealed if forward else 0
        self.board.finish()
        self.index = index
        step = self.replay.steps[index]
        self.board.set_step(step.views, step.oven, step.actor)
        self._show_texts()
        if forward and index in self._reveals:
            self.board.play_reveal(before, step.views[0].revealed, self.speed)

    def _show_texts(self) -> None:
        if self.replay is None:
            return
        step = self.replay.steps[self.index]
        names = [seat.name for seat in self.replay.setup.seats]
        self.caption.setText(caption(step.index, step.events, names, step.views[0].orders))
        self.position.setText(
            QCoreApplication.translate("Replay", "Step {step} of {steps}").format(
                step=self.index, steps=self.last
            )
        )
        self.slider.blockSignals(True)
        self.slider.setValue(self.index)
        self.slider.blockSignals(False)
        self.slider.setAccessibleDescription(self.position.text())  # what it shows, said as shown
        self._sync_round_box()
        self.title.setText(self._title())

    def _title(self) -> str:
        if self.summary is None or self.replay is None:
            return ""
        return QCoreApplication.translate("Replay", "Replay of {date}").format(
            date=finished_text(self.summary.finished)
        )

    def _sync_round_box(self) -> None:
        current = max((i for i, start in enumerate(self._rounds) if start <= self.index), default=0)
        if self.round_box.count() > current:
            self.round_box.setCurrentIndex(current)

    def _slid(self, value: int) -> None:
        self.go(value)

    # ------------------------------------------------------------------ moves
    def step_forward(self) -> None:
        self.go(self.index + 1)

    def step_back(self) -> None:
        self.go(self.index - 1)

    def to_start(self) -> None:
        self.go(0)

    def to_end(self) -> None:
        self.go(self.last)

    def next_round(self) -> None:
        self.go(next((s for s in self._rounds if s > self.index), self.last))

    def previous_round(self) -> None:
        self.go(max((s for s in self._rounds if s < self.index), default=0))

    def next_reveal(self) -> None:
        later = next((s for s in self._reveals if s > self.index), None)
        if later is not None:
            self.go(later)

    def previous_reveal(self) -> None:
        earlier = max((s for s in self._reveals if s < self.index), default=None)
        if earlier is not None:
            self.go(earlier)

    # ------------------------------------------------------------------ playing on
    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def play(self) -> None:
        if self.replay is None:
            return
        if self.index >= self.last:
            self.go(0)
        factor = SPEED_FACTORS.get(self.speed, 1.0)
        self._timer.start(round(PLAY_MS / factor) if factor else 1)
        self._set_icon(self.play_button, QStyle.StandardPixmap.SP_MediaPause)

    def pause(self) -> None:
        self._timer.stop()
        self._set_icon(self.play_button, QStyle.StandardPixmap.SP_MediaPlay)

    def _play_on(self) -> None:
        if self.board.animating:
            return  # the reveal's cards are still moving: the next step waits for them
        if self.index >= self.last:
            self.pause()
            return
        self.step_forward()

    def resizeEvent(self, event) -> None:  # Qt override
        """The controls' type and icons follow the height, as the table's do (large on 4K)."""
        super().resizeEvent(event)
        px = max(self.fontInfo().pixelSize(), round(self.height() * 0.024))
        font = QFont(self.font())
        font.setPixelSize(px)
        bold = QFont(font)
        bold.setBold(True)
        self.title.setFont(bold)
        for widget in (self.back_button, self.round_label, self.round_box, self.speed_label,
                       self.speed_box, self.caption, self.position, *self._buttons()):  # fmt: skip
            widget.setFont(font)
        for button in self._buttons():
            button.setIconSize(QSize(round(px * 1.2), round(px * 1.2)))
        self.caption.setMinimumHeight(round(px * 2.9))
        fit_text(self.back_button, px)

    def hideEvent(self, event) -> None:  # Qt override
        self.pause()
        super().hideEvent(event)
