"""Attract mode: computer players play demo games on the real table, forever, under "Tap to play".

Every demo game gets a fresh controller and table; the previous ones are stopped and deleted,
so the loop can run all night without growing.
"""

from __future__ import annotations

import ctypes
import gc
import itertools
import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen, QTouchEvent
from PySide6.QtWidgets import QWidget

from mammamia_qt.engine.cards import Edition
from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
from mammamia_qt.session.flow import PauseReason
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.settings import Speed
from mammamia_qt.ui.common.themes import theme
from mammamia_qt.ui.controller import GameController

if TYPE_CHECKING:  # the table is imported with the first demo game
    from mammamia_qt.ui.table.table_widget import TableWidget

DEMO_NAMES = ("Luigi", "Gina", "Marco", "Sofia", "Paolo", "Rosa")
DEMO_TABLES = (
    (Edition.CLASSIC, 4),
    (Edition.PLUS, 6),
    (Edition.CLASSIC, 3),
    (Edition.PLUS, 5),
    (Edition.PLUS, 4),
)
DEMO_LEVELS = ("intermediate", "beginner", "master", "expert", "beginner", "intermediate")
"""Who plays each demo seat: every demo table (three players or more) has the master at its third
seat, which thinks in the worker thread within its live time budget, well inside the demo's pace."""
PAUSE_MS = {Speed.SLOW: 8000, Speed.NORMAL: 5000, Speed.FAST: 2000, Speed.INSTANT: 0}
"""How long a finished round or game stays on the table before the demo goes on."""
_NOT_TAP_KEYS = frozenset(
    key.value
    for key in (
        Qt.Key.Key_Shift,
        Qt.Key.Key_Control,
        Qt.Key.Key_Meta,
        Qt.Key.Key_Alt,
        Qt.Key.Key_AltGr,
        Qt.Key.Key_CapsLock,
        Qt.Key.Key_NumLock,
        Qt.Key.Key_ScrollLock,
        Qt.Key.Key_Super_L,
        Qt.Key.Key_Super_R,
        Qt.Key.Key_Hyper_L,
        Qt.Key.Key_Hyper_R,
        Qt.Key.Key_Mode_switch,
        Qt.Key.Key_unknown,
    )
)
_SHORTCUT_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier
)


def is_tap_key(event: QKeyEvent) -> bool:
    """Whether a key pressed over the demo means "let me play", as a tap does: any key but a
    modifier on its own, a shortcut with Ctrl, Alt or Meta (the operator's Ctrl+Shift+K) and the
    function keys (F1 is the rules)."""
    key = int(event.key())  # any key code, also one Qt.Key has no name for
    if event.modifiers() & _SHORTCUT_MODIFIERS or key in _NOT_TAP_KEYS:
        return False
    return not Qt.Key.Key_F1.value <= key <= Qt.Key.Key_F35.value


def release_memory() -> None:
    """Collect cycles and hand freed heap back to the system between demo games.

    A demo loop allocates and frees a whole table per game; glibc keeps the freed arenas, so the
    process would look as if it grew all evening. ``malloc_trim`` returns them (glibc only).
    """
    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


def demo_setup(number: int, seed: int) -> GameSetup:
    """The ``number``-th demo game: editions and table sizes take turns."""
    edition, players = DEMO_TABLES[number % len(DEMO_TABLES)]
    seats = tuple(SeatConfig(name=DEMO_NAMES[i], kind=SeatKind(DEMO_LEVELS[i])) for i in range(players))
    return GameSetup(rules=Rules(edition=edition, players=players), seats=seats, seed=seed)


def hold_game(controller: GameController, covered: bool) -> None:
    """Hold the demo's game while something covers it (the kiosk's PIN pad, rules page, a dialog),
    or let go of that hold: the one pause path, reason ``COVERED``."""
    (controller.pause if covered else controller.resume)(PauseReason.COVERED)


class CallToAction(QWidget):
    """The "Tap to play" banner over the demo; it takes every click and touch meant for the table."""

    tapped = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("callToAction")
        self.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Tap to play"))
        self.phase = 0
        self.reserved: Callable[[QPoint], bool] = lambda _spot: False
        """Whether a press at this global point belongs to someone else (no tap)."""
        self._pulse = QTimer(self)
        self._pulse.setInterval(120)
        self._pulse.timeout.connect(self._tick)

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Tap to play"))  # the banner itself is painted in the language
        super().changeEvent(event)

    def showEvent(self, event) -> None:  # Qt override
        self._pulse.start()
        super().showEvent(event)

    def hideEvent(self, event) -> None:  # Qt override
        self._pulse.stop()
        super().hideEvent(event)

    def _tick(self) -> None:
        self.phase = (self.phase + 1) % 24
        self.update(self.banner_rect().toAlignedRect().adjusted(-12, -12, 12, 12))

    def banner_rect(self) -> QRectF:
        w, h = self.width(), self.height()
        bw, bh = w * 0.46, h * 0.17
        return QRectF((w - bw) / 2, h * 0.79, bw, bh)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.banner_rect()
        glow = abs(12 - self.phase) / 12  # 0..1..0: a slow breathing outline
        painter.setPen(QPen(QColor(theme().frame), 4 + 6 * glow))
        painter.setBrush(QColor(theme().accent))
        painter.drawRoundedRect(rect, rect.height() * 0.25, rect.height() * 0.25)
        painter.setPen(QColor(theme().accent_text))
        painter.setFont(style.title_font(int(self.height() * 0.075)))
        top = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.68)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, self.tr("Tap to play"))
        painter.setPen(QColor(theme().on_wood))
        painter.setFont(style.title_font(int(self.height() * 0.028), bold=False))
        bottom = QRectF(rect.left(), rect.top() + rect.height() * 0.6, rect.width(), rect.height() * 0.36)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, self.tr("Mamma Mia! – the pizza card game"))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # Qt override
        self._tap(event, event.globalPosition().toPoint())

    def event(self, event: QEvent) -> bool:
        if isinstance(event, QTouchEvent) and event.type() == QEvent.Type.TouchBegin and event.points():
            self._tap(event, event.points()[0].globalPosition().toPoint())
            return True
        return super().event(event)

    def _tap(self, event: QEvent, spot: QPoint) -> None:
        """A press or touch at ``spot`` (global): a tap, unless the spot is ``reserved``."""
        if self.reserved(spot):
            event.ignore()  # not for the demo: the kiosk counts it (the operator's corner)
            return
        event.accept()
        self.tapped.emit()


class AttractPage(QWidget):
    """Demo games between computer players on the table, one after another, with a call to action.

    Signals:
        tapped(): someone touched or clicked the screen: open the quick start (a key is the
            kiosk's to notice, whichever widget has the keyboard).
        gameFinished(int): a demo game ended (the number of demo games played so far).
        gameStarted(object): a demo game's controller, about to start (the window may keep its game).
    """

    tapped = Signal()
    gameFinished = Signal(int)
    gameStarted = Signal(object)

    def __init__(self, art: CardArt, parent: QWidget | None = None, *, speed: Speed = Speed.NORMAL) -> None:
        super().__init__(parent)
        self.setObjectName("attractPage")
        self.art = art
        self.speed = speed
        self.ai_delay_ms = 600
        self.games_played = 0
        self.sound: Callable[[object], None] = lambda _event: None
        """What hears the demo's events (the window's board, through its demo cues: silent unless
        the operator turned the demo's sound on, and until the first touch or key)."""
        self.controller: GameController | None = None
        self.table: TableWidget | None = None
        self._numbers = itertools.count()
        self._running = False
        self._paused = False
        self._next = QTimer(self)
        self._next.setSingleShot(True)
        self._next.timeout.connect(self._next_game)
        self._continue = QTimer(self)
        self._continue.setSingleShot(True)
        self._continue.timeout.connect(self._continue_round)
        self.cta = CallToAction(self)
        self.cta.tapped.connect(self.tapped)

    # ------------------------------------------------------------------ loop
    def start(self) -> None:
        """Play demo games until ``stop``."""
        self._running = True
        if self.controller is None:
            self._next_game()
        self.cta.raise_()
        self.cta.setFocus()

    def stop(self) -> None:
        """End the current demo game and free its table."""
        self._running = False
        self._next.stop()
        self._continue.stop()
        self._drop_game()

    @property
    def running(self) -> bool:
        return self._running

    def set_paused(self, paused: bool) -> None:
        """Hold the demo (its game and animations, and the next round or game) while covered."""
        self._paused = paused
        if self.controller is not None:
            hold_game(self.controller, paused)  # its table holds its animations on pausedChanged

    def set_speed(self, speed: Speed, ai_delay_ms: int) -> None:
        self.speed, self.ai_delay_ms = speed, ai_delay_ms
        if self.table is not None:
            self.table.set_speed(speed)
        if self.controller is not None:
            self.controller.ai_delay_ms = ai_delay_ms

    def _next_game(self) -> None:
        from mammamia_qt.ui.table.table_widget import TableWidget

        release_memory()  # what the game before last left behind (its table is deleted by now)
        self._drop_game()
        if not self._running:
            return
        setup = demo_setup(next(self._numbers), secrets.randbelow(2**32))
        controller = GameController(setup, self, ai_delay_ms=self.ai_delay_ms)
        controller.roundEnded.connect(self._round_ended)
        controller.gameEnded.connect(self._game_ended)
        table = TableWidget(controller, self.art, self)
        table.setAccessibleName(self.tr("Demo game"))
        table.set_speed(self.speed)
        table.set_key_hints(False)  # a touch screen: no "[Space]" under the demo
        table.set_sound(self.sound)
        table.setGeometry(self.rect())
        table.show()
        self.controller, self.table = controller, table
        self.cta.raise_()
        hold_game(controller, self._paused)
        self.gameStarted.emit(controller)
        controller.start()

    def _drop_game(self) -> None:
        controller, table = self.controller, self.table
        self.controller = self.table = None
        if controller is not None:
            controller.roundEnded.disconnect(self._round_ended)
            controller.gameEnded.disconnect(self._game_ended)
            controller.stop()
        if table is not None:
            table.retire()
        if controller is not None:
            controller.deleteLater()

    def _round_ended(self, _event: object) -> None:
        self._continue.start(PAUSE_MS.get(self.speed, 0))

    def _continue_round(self) -> None:
        if self.controller is not None:
            self.controller.continue_after_round()

    def _game_ended(self, _event: object) -> None:
        self.games_played += 1
        self.gameFinished.emit(self.games_played)
        if self._running:
            self._next.start(PAUSE_MS.get(self.speed, 0))

    # ------------------------------------------------------------------ geometry
    def resizeEvent(self, event) -> None:  # Qt override
        super().resizeEvent(event)
        self.cta.setGeometry(self.rect())
        if self.table is not None:
            self.table.setGeometry(self.rect())
