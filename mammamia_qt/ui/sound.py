"""Sound effects: a short cue for what the table shows, at the player's volume, never in the way.

``SoundBoard`` is the window's one board (``MainWindow.sound``). The table's director hands it each
event as the event is shown (``TableWidget.set_sound``); ``event_cue`` names the cue of an event,
from what the table shows of it and nothing more. The board plays a cue unless the sound is muted
or there is no audio output; the kiosk's demo plays through ``demo_cue``, which stays silent unless
the operator turned the demo's sound on, and even then until someone has touched the screen or a
key since the kiosk started.

Playing goes through a ``Backend``: ``QtBackend`` uses Qt Multimedia's ``QSoundEffect`` (one per
cue, made and loaded when first needed; ``play`` starts it and returns at once, so a sound never
holds the game up: a cue played again while it sounds starts over, so a burst of one cue, as at
instant speed, is heard once). Qt Multimedia is imported only then, with its own start-up notices
silenced (``quiet_multimedia``); a machine without an audio output plays nothing and prints nothing.
Tests hand the board a backend of their own that counts what it is asked to play.

The cues are made by ``packaging/make_sounds.py`` (``resources/sounds/<cue>.wav``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QLoggingCategory, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from mammamia_qt.paths import resource
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.themes import theme

if TYPE_CHECKING:
    from PySide6.QtCore import QMessageLogContext, QtMsgType
    from PySide6.QtMultimedia import QSoundEffect

    from mammamia_qt.ui.common.settings import AppSettings

MULTIMEDIA_RULES = "qt.multimedia.symbolsresolver=false\nqt.multimedia.ffmpeg.info=false"
"""Qt Multimedia's start-up notices: optional libraries it did not find (PipeWire, VA-API) and the
FFmpeg version. They say nothing a player could act on."""
QUIET_NOTICES = ("PulseAudioService:", "No QtMultimedia backends found")
"""What Qt Multimedia says without a logging category while it starts: its PulseAudio client when
there is no sound server, and that it has no media backend (the packaged game ships none: a sound
effect needs none)."""

NOTICE_MS = 1500
"""How long the "Sound on/off" notice stays after M."""


def cue_path(name: str) -> Path:
    return resource("sounds", f"{name}.wav")


def wav_problem(path: Path) -> str | None:
    """Why ``path`` is not one of our cues (a mono 16-bit WAV with sound in it), or None."""
    if not path.is_file():
        return "missing"
    import wave  # only when a cue is checked (the self-test, the first sound), not at start

    try:
        with wave.open(str(path), "rb") as w:
            if w.getnchannels() != 1 or w.getsampwidth() != 2 or w.getnframes() == 0:
                return "not a mono 16-bit WAV with sound in it"
    except (OSError, EOFError, wave.Error) as exc:
        return f"not a WAV file ({exc})"
    return None


def linear_volume(percent: int) -> float:
    """The setting's 0-100 (as loud as it sounds) as the linear amplitude QSoundEffect takes:
    the square, so that 50 sounds about half as loud as 100."""
    return (max(0, min(100, percent)) / 100.0) ** 2


class _Filter:
    """A message handler for one call: Qt Multimedia's notices dropped, every other message
    passed on to the handler that was there (or printed as Qt would)."""

    def __init__(self) -> None:
        from PySide6.QtCore import qInstallMessageHandler

        self._install = qInstallMessageHandler
        self._previous: Any = None

    def __enter__(self) -> _Filter:
        self._previous = self._install(self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        self._install(self._previous)

    def _handle(self, kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message.startswith(QUIET_NOTICES) or str(context.category or "").startswith("qt.multimedia"):
            return
        if self._previous is not None:
            self._previous(kind, context, message)
            return
        from PySide6.QtCore import qFormatLogMessage

        print(qFormatLogMessage(kind, context, message), file=sys.stderr)


def quiet_multimedia() -> None:
    """Silence Qt Multimedia's start-up notices (call before it is first imported)."""
    QLoggingCategory.setFilterRules(MULTIMEDIA_RULES)


def audio_outputs() -> list[Any]:
    """The machine's audio outputs (Qt Multimedia's, imported quietly): empty without one, and
    without Qt Multimedia or the sound libraries it needs (libpulse)."""
    quiet_multimedia()
    with _Filter():
        try:
            from PySide6.QtMultimedia import QMediaDevices
        except ImportError:
            return []
        return list(QMediaDevices.audioOutputs())


class Backend(Protocol):
    """What plays the cues."""

    def available(self) -> bool:
        """Whether there is anything to play on (an audio output)."""
        ...

    def preload(self, names: Iterable[str]) -> None:
        """Get ``names`` ready to play (loading them in the background)."""
        ...

    def play(self, name: str, volume: float) -> None:
        """Start cue ``name`` at ``volume`` (linear, 0-1) and return at once."""
        ...


class Silence:
    """A backend with nothing to play on."""

    def available(self) -> bool:
        return False

    def preload(self, names: Iterable[str]) -> None:
        pass

    def play(self, name: str, volume: float) -> None:
        pass


class QtBackend:
    """Plays through Qt Multimedia: one ``QSoundEffect`` per cue, made when first needed.

    ``outputs`` lists the audio outputs (Qt's, by default); it is asked once, when the board first
    needs to know. Without an output no effect is ever made (Qt would complain about each).
    """

    def __init__(self, parent: QObject, outputs: Callable[[], list[Any]] = audio_outputs) -> None:
        self._parent = parent
        self._outputs = outputs
        self._available: bool | None = None
        self.effects: dict[str, QSoundEffect] = {}

    def available(self) -> bool:
        if self._available is None:
            self._available = bool(self._outputs())
        return self._available

    def preload(self, names: Iterable[str]) -> None:
        if self.available():
            for name in names:
                self._effect(name)

    def play(self, name: str, volume: float) -> None:
        if not self.available():
            return
        effect = self._effect(name)
        effect.setVolume(volume)
        effect.play()  # asynchronous: loads if need be, then plays; never waited on

    def _effect(self, name: str) -> QSoundEffect:
        effect = self.effects.get(name)
        if effect is None:
            from PySide6.QtCore import QUrl
            from PySide6.QtMultimedia import QSoundEffect

            effect = self.effects[name] = QSoundEffect(self._parent)
            effect.setSource(QUrl.fromLocalFile(str(cue_path(name))))
        return effect


class _FirstInput(QObject):
    """Watches the application until its first touch, click or key, then tells ``then`` and leaves."""

    EVENTS = frozenset(
        {
            QEvent.Type.MouseButtonPress,
            QEvent.Type.MouseButtonDblClick,
            QEvent.Type.TouchBegin,
            QEvent.Type.KeyPress,
            QEvent.Type.KeyRelease,  # the kiosk takes a key press over the demo for itself
        }
    )

    def __init__(self, parent: QObject, then: Callable[[], None]) -> None:
        super().__init__(parent)
        self._then = then
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() in self.EVENTS:
            app = QCoreApplication.instance()
            if app is not None:
                app.removeEventFilter(self)
            self._then()
        return False


class SoundBoard(QObject):
    """Plays the cues at the settings' volume; muted or without an audio output, nothing.

    Signals:
        mutedChanged(bool): the sound was muted (True) or turned on again.
    """

    mutedChanged = Signal(bool)

    def __init__(
        self, settings: AppSettings, parent: QObject | None = None, *, backend: Backend | None = None
    ) -> None:
        super().__init__(parent)
        self._backend = backend
        self.volume = settings.sound_volume
        self.muted = settings.sound_muted
        self.attract_sound = settings.kiosk_attract_sound
        self.heard_input = False
        """Whether anyone has touched, clicked or typed since the kiosk's demo was wired (its
        sound waits for it)."""
        self._watch: _FirstInput | None = None

    def _heard(self) -> None:
        self.heard_input = True

    @property
    def backend(self) -> Backend:
        """What plays: Qt Multimedia, made when first needed; silence on the offscreen platform
        (tests, benchmarks, snapshots, the self-test's table: nobody sees that table, nobody hears it)."""
        if self._backend is None:
            offscreen = QGuiApplication.platformName() == "offscreen"
            self._backend = Silence() if offscreen else QtBackend(self)
        return self._backend

    @backend.setter
    def backend(self, backend: Backend) -> None:
        self._backend = backend

    def apply(self, settings: AppSettings) -> None:
        """Follow the settings: volume, mute, the demo's sound."""
        self.volume = settings.sound_volume
        self.attract_sound = settings.kiosk_attract_sound
        if settings.sound_muted != self.muted:
            self.muted = settings.sound_muted
            self.mutedChanged.emit(self.muted)

    def warm_up(self) -> None:
        """Load every cue now (a game starts), so the first one sounds in time; muted, nothing."""
        from mammamia_qt.ui.table.cues import CUES

        if not self.muted and self.volume > 0:
            self.backend.preload(CUES)

    def cue(self, name: str) -> None:
        """Play ``name`` now, unless muted (or at volume 0, or without an audio output)."""
        if self.muted or self.volume <= 0:
            return
        backend = self.backend
        if backend.available():
            backend.play(name, linear_volume(self.volume))

    def demo_cue(self, name: str) -> None:
        """A cue of the kiosk's demo: only with the demo's sound on, and only once someone has
        touched the screen or a key since the start."""
        if self.attract_sound and self.heard_input:
            self.cue(name)

    def demo_player(self) -> Callable[[object], None]:
        """What the kiosk's demo table calls with each event: ``demo_cue``. From now on the board
        watches the application for its first touch, click or key (until then, and only then: no
        application-wide filter runs before kiosk mode asks for it)."""
        if self._watch is None and not self.heard_input:
            self._watch = _FirstInput(self, self._heard)
        return self.event_player(self.demo_cue)

    def event_player(self, play: Callable[[str], None] | None = None) -> Callable[[object], None]:
        """What a table calls with each event it shows: that event's cue through ``play``
        (``cue`` by default; the demo's table gets ``demo_cue``)."""
        from mammamia_qt.ui.table.cues import event_cue

        out = play or self.cue

        def hear(event: object) -> None:
            if (name := event_cue(event)) is not None:
                out(name)

        return hear


class MuteNotice(QLabel):
    """A short note at the top of ``window``, gone by itself: that M switched the sound off or on,
    or that the game was saved (``say``)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("muteNotice")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    @staticmethod
    def text_for(muted: bool) -> str:
        if muted:
            return QCoreApplication.translate("Sound", "Sound off (M turns it on)")
        return QCoreApplication.translate("Sound", "Sound on")

    def notify(self, muted: bool) -> None:
        self.say(self.text_for(muted))

    def say(self, text: str) -> None:
        """Show ``text`` for a moment."""
        window = self.parentWidget()
        if window is None:
            return
        px = max(QApplication.font().pixelSize(), round(window.height() * 0.028), 12)
        t = theme()
        plate = style.tint(t.plate, 225)
        ground = f"rgba({plate.red()}, {plate.green()}, {plate.blue()}, {plate.alpha()})"
        self.setStyleSheet(
            f"QLabel#muteNotice {{ background: {ground}; color: {t.plate_text}; font-size: {px}px;"
            f" font-weight: bold; border-radius: {px // 2}px; padding: {px // 2}px {px}px; }}"
        )
        self.setText(text)
        self.setAccessibleName(text)
        self.adjustSize()
        self.move((window.width() - self.width()) // 2, round(window.height() * 0.08))
        self.show()
        self.raise_()
        self._timer.start(NOTICE_MS)
