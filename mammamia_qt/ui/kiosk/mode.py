"""Kiosk mode: the game as the only app on a big screen at a game night.

Fullscreen without chrome or menus; when nobody plays, computer players play demo games (attract
mode) under "Tap to play"; a tap or a key opens the quick start. A game left alone gets a
countdown, then the demo returns (the game stays in the autosave: "Resume the last game"). Only
the operator, with the PIN from the configuration (``kiosk/pin``), may open the settings, leave
kiosk mode or quit; the PIN pad opens with Ctrl+Shift+K or five taps in the top-left corner within
four seconds.

The window stays up: minimised, hidden or pushed behind another window, it comes back to the front
in fullscreen within a second (``front.KeepInFront``).

Nothing opens outside the fullscreen window: *How to play* (F1) is a page of the window with a large
Back button, no widget offers a context menu, and links never open a browser. While the PIN pad, the
rules page or a dialog covers the game, the game waits (no AI move, no animation goes on).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QMouseEvent, QTouchEvent
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from mammamia_qt.ui.common.settings import Speed, operator_pin
from mammamia_qt.ui.kiosk.attract import AttractPage, is_tap_key
from mammamia_qt.ui.kiosk.front import KeepInFront
from mammamia_qt.ui.kiosk.idle import CountdownOverlay, InputWatcher
from mammamia_qt.ui.kiosk.pin_pad import PinPad
from mammamia_qt.ui.kiosk.quick_start import QuickStartPage

if TYPE_CHECKING:
    from mammamia_qt.ui.dialogs.how_to_play import HowToPlayDialog
    from mammamia_qt.ui.kiosk.protocol import KioskHost

_SAVED_POLICY = "_kioskContextMenuPolicy"
CORNER_TAPS = 5
CORNER_WINDOW_MS = 4000
"""Five taps in the top-left corner within this long (by the events' own times) open the PIN pad."""
TAP_EVENTS = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.TouchBegin)
"""What a tap reaches a widget as: a second quick click comes as a double click only (its press
goes to the window's QWindow, never to a widget), a finger as a touch."""


class KioskGuard(QObject):
    """An application-wide event filter while kiosk mode is on: no context menus anywhere (every
    widget gets ``Qt.NoContextMenu`` as it is polished, every widget of the window again whenever a
    page or a window changes, and context menu events are eaten), a key pressed over the demo
    opens the quick start (whichever widget has the keyboard), and the kiosk hears when a window
    or the PIN pad shows or hides (to hold the game)."""

    def __init__(self, kiosk: Kiosk) -> None:
        super().__init__(kiosk)
        self.kiosk = kiosk

    def install(self, root: QWidget) -> None:
        self.lock_all(root)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def remove(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        for widget in QApplication.allWidgets():
            saved = widget.property(_SAVED_POLICY)
            if saved is not None:
                widget.setContextMenuPolicy(Qt.ContextMenuPolicy(int(saved)))
                widget.setProperty(_SAVED_POLICY, None)

    def lock_all(self, root: QWidget) -> None:
        """``root`` and all its widgets, the hidden ones too (they are polished only when shown)."""
        for widget in (root, *root.findChildren(QWidget)):
            self.lock(widget)

    def lock(self, widget: QWidget) -> None:
        policy = widget.contextMenuPolicy()
        if policy != Qt.ContextMenuPolicy.NoContextMenu:
            # Kept on the widget itself, so it goes with the widget (the demo makes new ones all night).
            widget.setProperty(_SAVED_POLICY, policy.value)
            widget.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        kind = event.type()
        if kind == QEvent.Type.ContextMenu:
            return True
        if kind == QEvent.Type.KeyPress and self.kiosk.wants_to_play(cast(QKeyEvent, event)):
            self.kiosk.show_quick_start()
            return True  # the key is used up: it reaches neither the demo's table nor the quick start
        if kind == QEvent.Type.Polish and isinstance(watched, QWidget):
            self.lock(watched)
            if self._is_dialog(watched):  # before it is first shown: no frame, no title bar
                watched.setWindowFlag(Qt.WindowType.FramelessWindowHint, True)
        elif kind in (QEvent.Type.Show, QEvent.Type.Hide) and isinstance(watched, QWidget):
            if kind == QEvent.Type.Show and self._is_dialog(watched):
                self.keep_inside(watched)
            if watched.isWindow() or watched is self.kiosk.pin_pad:
                self.kiosk.update_hold()
        return False

    def _is_dialog(self, widget: QWidget) -> bool:
        return isinstance(widget, QDialog) and widget.isWindow() and widget is not self.kiosk.window

    def keep_inside(self, dialog: QWidget) -> None:
        """A dialog (a message, the operator's settings) lies centred inside the kiosk window, no
        larger than it, so nothing ever shows outside the fullscreen window."""
        area = self.kiosk.window.geometry()
        dialog.setMaximumSize(area.size())
        place = QRect(QPoint(0, 0), dialog.size().boundedTo(area.size()))
        place.moveCenter(area.center())
        dialog.setGeometry(place)


class Kiosk(QObject):
    """Runs kiosk mode for a window (its ``host``): pages, idle countdown, operator PIN, locked window."""

    def __init__(self, host: KioskHost) -> None:
        window = host.window()
        super().__init__(window)
        self.host = host
        self.window = window
        s = host.settings
        self.idle_ms = s.kiosk_idle_seconds * 1000
        self.countdown_seconds = s.kiosk_countdown_seconds
        self.tick_ms = 1000
        self.active = False
        self.allow_close = False
        self._taps: list[int] = []
        self._last_tap_ms: int | None = None

        self.attract = AttractPage(host.art, speed=s.animation_speed)
        self.attract.set_speed(s.animation_speed, s.ai_delay_ms)
        self.attract.sound = host.sound.demo_player()
        self.quick_start = QuickStartPage()
        for page in (self.attract, self.quick_start):
            host.add_page(page)
        self.pin_pad = PinPad(window)
        self.countdown = CountdownOverlay(window)
        self.watcher = InputWatcher(self.idle_ms, self)
        self.guard = KioskGuard(self)
        self.front = KeepInFront(window, lambda: self.active and not self.allow_close)
        self.how_to_play: HowToPlayDialog | None = None
        self._before_help: QWidget | None = None
        self._holding = False

        self.attract.cta.reserved = lambda spot: self.in_corner(self.window.mapFromGlobal(spot))
        self.attract.tapped.connect(self.show_quick_start)
        self.quick_start.startRequested.connect(self._start)
        self.quick_start.resumeRequested.connect(self._resume)
        self.quick_start.backRequested.connect(self.show_attract)
        self.quick_start.languageRequested.connect(self._language)
        self.pin_pad.settingsChosen.connect(self._operator_settings)
        self.pin_pad.leaveChosen.connect(self._operator_leave)
        self.pin_pad.quitChosen.connect(self._operator_quit)
        self.pin_pad.closed.connect(self._restart_idle)
        self.pin_pad.touched.connect(self._restart_idle)
        self.countdown.expired.connect(self.return_to_demo)
        self.watcher.input.connect(self._on_input)
        self.watcher.idle.connect(self._on_idle)

    # ------------------------------------------------------------------ mode
    def enter(self) -> None:
        """Lock the window down and start the demo."""
        self.active = True
        self.allow_close = False
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self.watcher)
        self.guard.install(self.window)
        self.host.set_chrome(False)
        self.front.start()  # minimised, hidden or pushed behind, it comes back
        self.show_attract()

    def leave(self, restore_chrome: bool = True) -> None:
        """Stop the demo and the watching; give the window back its menus and frame."""
        self.active = False
        self.front.stop()
        self.attract.stop()
        self.countdown.cancel()
        self.pin_pad.hide()
        self.watcher.timer.stop()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self.watcher)
        self.guard.remove()
        self.update_hold()
        if restore_chrome:
            self.host.set_chrome(True)

    # ------------------------------------------------------------------ pages
    def show_attract(self) -> None:
        self.countdown.cancel()
        self.watcher.timer.stop()
        self.host.show_page(self.attract)
        self.attract.start()

    def show_quick_start(self) -> None:
        self.attract.stop()
        self.quick_start.set_can_resume(self.host.has_saved_game())
        self.host.show_page(self.quick_start)
        self._restart_idle()

    def return_to_demo(self) -> None:
        """The game was left alone: keep it (autosaved) and play the demo again."""
        self.host.end_game()
        self.show_attract()

    def set_speed(self, speed: Speed, ai_delay_ms: int) -> None:
        self.attract.set_speed(speed, ai_delay_ms)

    def _start(self, setup: object) -> None:
        self.host.start_game(setup)  # type: ignore[arg-type]
        self._restart_idle()

    def _resume(self) -> None:
        if self.host.resume_saved_game():
            self._restart_idle()
        else:
            self.quick_start.set_can_resume(False)

    def _language(self, code: str) -> None:
        self.quick_start.set_language(code, self.host.set_language(code))

    # ------------------------------------------------------------------ idle
    def _restart_idle(self) -> None:
        if self.active and self.host.current_page() is not self.attract:
            self.watcher.set_idle_ms(self.idle_ms)
            self.watcher.timer.start()

    def _on_idle(self) -> None:
        if not self.active or self.host.current_page() is self.attract:
            return
        if self.pin_pad.isVisible():
            self.pin_pad.dismiss()
        self.countdown.begin(self.countdown_seconds, self.tick_ms)

    def note_activity(self) -> None:
        """Players are active (a touch, a key, a tap on a phone): the countdown back to the demo
        stops and the idle time starts over."""
        if self.countdown.running:
            self.countdown.cancel()
        self._restart_idle()

    def _on_input(self, watched: QObject, event: QEvent) -> None:
        self.note_activity()
        kind = event.type()
        if kind == QEvent.Type.KeyPress and self._is_operator_key(cast(QKeyEvent, event)):
            self.ask_operator()
        elif kind in TAP_EVENTS:
            self._corner_tap(event)

    @staticmethod
    def _is_operator_key(event: QKeyEvent) -> bool:
        mods = event.modifiers()
        wanted = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        return event.key() == Qt.Key.Key_K and (mods & wanted) == wanted

    def wants_to_play(self, event: QKeyEvent) -> bool:
        """Whether ``event`` is someone at the demo pressing a key to play (as a tap would)."""
        return (
            self.active
            and self.host.current_page() is self.attract
            and not self.covered()
            and is_tap_key(event)
        )

    def _corner_tap(self, event: QEvent) -> None:
        if isinstance(event, QMouseEvent):
            spot = event.globalPosition().toPoint()
        elif isinstance(event, QTouchEvent) and event.points():
            spot = event.points()[0].globalPosition().toPoint()
        else:
            return
        stamp = event.timestamp()
        if stamp == self._last_tap_ms:  # the same tap on its way to a parent, or the click made of a touch
            return
        self._last_tap_ms = stamp
        self.note_tap(self.window.mapFromGlobal(spot), stamp)

    def in_corner(self, pos: QPoint) -> bool:
        """Whether ``pos`` (window coordinates) is in the operator's top-left corner."""
        corner = max(60, int(self.window.height() * 0.07))
        return 0 <= pos.x() <= corner and 0 <= pos.y() <= corner

    def note_tap(self, pos: QPoint, ms: int) -> None:
        """A tap at ``pos`` (window coordinates) at ``ms`` (the event's time): five in the top-left
        corner within ``CORNER_WINDOW_MS`` open the PIN pad; a tap anywhere else starts over."""
        if not self.in_corner(pos):
            self._taps.clear()
            return
        self._taps = [t for t in self._taps if 0 <= ms - t < CORNER_WINDOW_MS] + [ms]
        if len(self._taps) >= CORNER_TAPS:
            self._taps.clear()
            self.ask_operator()

    # ------------------------------------------------------------------ operator
    def ask_operator(self) -> None:
        """Open the PIN pad (the way to settings, out of kiosk mode, or out of the app)."""
        if not self.active or self.pin_pad.isVisible():
            return
        self.countdown.cancel()
        self.pin_pad.open(operator_pin())

    def _operator_settings(self) -> None:
        self.pin_pad.hide()
        self.host.open_settings()
        self._restart_idle()

    def _operator_leave(self) -> None:
        self.pin_pad.hide()
        self.host.leave_kiosk()

    def _operator_quit(self) -> None:
        self.pin_pad.hide()
        self.allow_close = True
        self.window.close()

    def may_close(self) -> bool:
        """Closing (Alt+F4, Ctrl+Q, the compositor) needs the operator; otherwise the PIN pad opens."""
        if not self.active or self.allow_close:
            return True
        self.ask_operator()
        return False

    def page_is_ours(self, page: QWidget | None) -> bool:
        return page is not None and page in (self.attract, self.quick_start, self.how_to_play)

    # ------------------------------------------------------------------ how to play
    def show_how_to_play(self) -> None:
        """F1: the rules as a page of the window (with a large Back button), never a window."""
        if not self.active:
            return
        if self.how_to_play is None:
            from mammamia_qt.ui.dialogs.how_to_play import HowToPlayDialog  # not needed at start-up

            self.how_to_play = HowToPlayDialog(self.host.art, self.window, embedded=True)
            self.how_to_play.setObjectName("howToPlayPage")
            self.how_to_play.backRequested.connect(self.close_how_to_play)
            self.host.add_page(self.how_to_play)
        if self.host.current_page() is not self.how_to_play:
            self._before_help = self.host.current_page()
        self.countdown.cancel()
        self.host.show_page(self.how_to_play)
        self.how_to_play.browser.setFocus()
        self._restart_idle()

    def close_how_to_play(self) -> None:
        """Back: the page the rules were opened from (the demo starts afresh)."""
        back, self._before_help = self._before_help, None
        if back is None or back is self.attract or not self.host.has_page(back):
            self.show_attract()
        else:
            self.host.show_page(back)
            self._restart_idle()

    # ------------------------------------------------------------------ holding the game
    def covered(self) -> bool:
        """Whether something covers the game: the PIN pad, the rules page or a dialog."""
        if not self.active:
            return False
        if self.pin_pad.isVisible():
            return True
        if self.how_to_play is not None and self.host.current_page() is self.how_to_play:
            return True
        return any(isinstance(w, QDialog) and w.isVisible() for w in QApplication.topLevelWidgets())

    def update_hold(self, *_args: object) -> None:
        """The game (and the demo) wait while covered, and go on when uncovered."""
        if self.active:
            self.guard.lock_all(self.window)  # the widgets a new page or game brought
        self._hold(self.covered())
        QTimer.singleShot(0, self, lambda: self._hold(self.covered()))  # after a hide has completed

    def _hold(self, on: bool) -> None:
        self._holding = on
        self.host.pause_game(on)
        self.attract.set_paused(on)

    @property
    def holding(self) -> bool:
        return self._holding
