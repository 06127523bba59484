"""Sound: each event the table shows plays its cue once; nothing when muted, without an audio
output, or in the kiosk's demo before anyone touched it; M mutes; the settings keep it all."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterable

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt, QtMsgType, qWarning

from mammamia_qt.engine import events as ev
from mammamia_qt.ui.common.settings import AppSettings, load_settings, save_settings
from mammamia_qt.ui.dialogs.settings import SettingsDialog
from mammamia_qt.ui.sound import MuteNotice, QtBackend, SoundBoard, audio_outputs, linear_volume
from mammamia_qt.ui.table.cues import CUES

from .table_support import make_setup, make_table

# What each event should sound like, written out here (not read from the code under test).
EXPECTED = {
    ev.IngredientsPlayed: "card",
    ev.OrderPlayed: "order",
    ev.OrderRevealed: "order",
    ev.MammaMiaTaken: "mamma_mia",
    ev.PhaseOneEnded: "oven",
    ev.HelpGiven: "help",
    ev.OrderDelivered: "delivered",
    ev.OrderReturned: "failed",
    ev.RoundEnded: "round_end",
    ev.GameEnded: "win",
}
INGREDIENT_NAMES = ("pineapple", "olive", "pepper", "mushroom", "salami", "shrimp")
SILENT = (ev.RoundStarted, ev.CardsDrawn, ev.Passed, ev.KindsChosen, ev.HelpAsked, ev.HelpDeclined)


def expected_cue(event: object) -> str | None:
    if isinstance(event, ev.IngredientRevealed):
        return f"sort_{INGREDIENT_NAMES[event.kind]}"
    if isinstance(event, SILENT):
        return None
    return EXPECTED[type(event)]


class Counting:
    """A backend that plays nothing and keeps what it was asked."""

    def __init__(self, available: bool = True) -> None:
        self.has_output = available
        self.plays: list[tuple[str, float]] = []
        self.preloaded: list[str] = []

    def available(self) -> bool:
        return self.has_output

    def preload(self, names: Iterable[str]) -> None:
        self.preloaded += list(names)

    def play(self, name: str, volume: float) -> None:
        self.plays.append((name, volume))

    @property
    def names(self) -> list[str]:
        return [name for name, _ in self.plays]


def play_ai_game(qtbot, board: SoundBoard, edition: str, seed: int, players: int = 3) -> list[object]:
    """A whole game of computer players on a table at instant speed; the events it showed."""
    setup = make_setup(["random"] * players, seed=seed, edition=edition)
    controller, widget = make_table(qtbot, setup)
    widget.set_sound(board.event_player())
    shown: list[object] = []
    controller.eventsReady.connect(shown.extend)
    controller.roundEnded.connect(lambda _e: controller.continue_after_round())
    ended: list[object] = []
    controller.gameEnded.connect(ended.append)
    controller.start()
    qtbot.waitUntil(lambda: bool(ended) and not widget.scene.busy, timeout=60000)
    return shown


@pytest.mark.parametrize(("edition", "seed"), [("classic", 5), ("plus", 8)])
def test_each_event_plays_its_cue_once_as_the_table_shows_it(qtbot, edition: str, seed: int) -> None:
    backend = Counting()
    board = SoundBoard(AppSettings(sound_volume=70), backend=backend)
    shown = play_ai_game(qtbot, board, edition, seed)
    expected = [cue for event in shown if (cue := expected_cue(event)) is not None]
    assert backend.names == expected
    assert {volume for _name, volume in backend.plays} == {linear_volume(70)}
    heard = set(backend.names)
    assert {"card", "order", "oven", "delivered", "failed", "round_end", "win"} <= heard
    assert any(name.startswith("sort_") for name in heard)
    assert backend.names.count("win") == 1


def test_the_games_above_cover_every_cue(qtbot) -> None:
    """Between them the two games sound every cue there is but one per ingredient not in play."""
    backend = Counting()
    board = SoundBoard(AppSettings(), backend=backend)
    for edition, seed in (("classic", 5), ("plus", 8)):
        play_ai_game(qtbot, board, edition, seed)
    assert set(backend.names) == set(CUES)


def test_muted_or_at_no_volume_nothing_plays(qtbot) -> None:
    for settings in (AppSettings(sound_muted=True), AppSettings(sound_volume=0)):
        backend = Counting()
        board = SoundBoard(settings, backend=backend)
        board.warm_up()
        shown = play_ai_game(qtbot, board, "classic", 5, players=2)
        assert shown and backend.plays == [] and backend.preloaded == []


def test_muting_and_unmuting_follow_the_settings(qtbot) -> None:
    backend = Counting()
    board = SoundBoard(AppSettings(), backend=backend)
    changes: list[bool] = []
    board.mutedChanged.connect(changes.append)
    board.cue("card")
    board.apply(AppSettings(sound_muted=True))
    board.cue("card")
    board.apply(AppSettings(sound_muted=False, sound_volume=30))
    board.cue("oven")
    assert backend.plays == [("card", linear_volume(70)), ("oven", linear_volume(30))]
    assert changes == [True, False]


def test_without_an_audio_output_nothing_is_made_or_played(qtbot, qtlog) -> None:
    asked = []
    backend = QtBackend(None, outputs=lambda: asked.append(1) or [])  # type: ignore[arg-type]
    board = SoundBoard(AppSettings(), backend=backend)
    board.warm_up()
    for name in CUES:
        board.cue(name)
    assert backend.effects == {}  # no QSoundEffect made: Qt would warn about every one
    assert asked == [1]  # the machine is asked once
    assert not [r for r in qtlog.records if r.type != QtMsgType.QtDebugMsg]


@pytest.mark.qt_log_level_fail("CRITICAL")  # the game's own warning below is meant to come through
def test_asking_for_the_audio_outputs_prints_no_notice_but_lets_other_warnings_through(qapp, qtlog) -> None:
    audio_outputs()  # Qt Multimedia's start-up, here for real (with or without a sound server)
    assert not [r for r in qtlog.records if r.type != QtMsgType.QtDebugMsg]
    from mammamia_qt.ui import sound

    with sound._Filter():
        qWarning("PulseAudioService: pa_context_connect() failed")
        qWarning("No QtMultimedia backends found. Only QMediaDevices, QAudioDevice, QSoundEffect, ...")
        qWarning("a warning of the game's own")
    assert [r.message for r in qtlog.records] == ["a warning of the game's own"]


def test_without_qt_multimedia_there_is_no_output_and_no_error(monkeypatch) -> None:
    """A build without Qt Multimedia, or a machine without libpulse (which it links), is silent."""
    import builtins

    real_import = builtins.__import__

    def no_multimedia(name, *args, **kwargs):
        if name.startswith("PySide6.QtMultimedia"):
            raise ImportError("libpulse.so.0: cannot open shared object file")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_multimedia)
    assert audio_outputs() == []
    board = SoundBoard(AppSettings(), backend=QtBackend(None))  # type: ignore[arg-type]
    board.warm_up()
    board.cue("card")


def test_a_start_without_an_audio_device_prints_nothing(tmp_path) -> None:
    """The real thing, in a fresh process: the board asked to play every cue says not a word."""
    code = (
        "from PySide6.QtWidgets import QApplication\n"
        "from PySide6.QtCore import QTimer\n"
        "app = QApplication([])\n"
        "from mammamia_qt.ui.common.settings import AppSettings\n"
        "from mammamia_qt.ui.sound import QtBackend, SoundBoard\n"
        "from mammamia_qt.ui.table.cues import CUES\n"
        "board = SoundBoard(AppSettings())\n"
        "board.backend = QtBackend(board)\n"
        "board.warm_up()\n"
        "for name in CUES: board.cue(name)\n"
        "QTimer.singleShot(300, app.quit)\n"
        "app.exec()\n"
        "print('done')\n"
    )
    env = {
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_RUNTIME_DIR": str(tmp_path),
        "PULSE_SERVER": f"unix:{tmp_path / 'no-sound-server'}",  # a machine without a sound server
        "PATH": os.environ.get("PATH", ""),
    }
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout == "done\n"
    assert run.stderr == ""


def test_an_offscreen_window_is_never_heard(qtbot, monkeypatch) -> None:
    """Tests, benchmarks and snapshots run offscreen: Qt Multimedia is not even asked."""
    from mammamia_qt.ui import sound

    made: list[object] = []
    monkeypatch.setattr(sound, "QtBackend", lambda *args, **kw: made.append(args) or Counting())
    board = SoundBoard(AppSettings())
    board.warm_up()
    board.cue("card")
    assert made == [] and not board.backend.available()


# ---------------------------------------------------------------------- the window: M, settings
@pytest.fixture
def window(qtbot):
    from mammamia_qt.ui.shell.main_window import MainWindow

    w = MainWindow(persist=False)
    qtbot.addWidget(w)
    w.resize(1024, 600)
    w.show()
    qtbot.waitExposed(w)
    return w


pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def test_m_toggles_mute_with_a_note_that_says_so(window, qtbot) -> None:
    backend = Counting()
    window.sound.backend = backend
    assert not window.sound.muted and not window.menus.mute_action.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_M)
    assert window.sound.muted and window.settings.sound_muted
    assert window.menus.mute_action.isChecked()
    notice = window.findChild(MuteNotice)
    assert notice.isVisible() and notice.text() == MuteNotice.text_for(True)
    window.sound.cue("card")
    assert backend.plays == []
    qtbot.keyClick(window, Qt.Key.Key_M)
    assert not window.sound.muted and not window.settings.sound_muted
    assert notice.text() == MuteNotice.text_for(False)
    window.sound.cue("card")
    assert backend.names == ["card"]


def test_a_game_in_the_window_is_heard_through_its_board(window, qtbot) -> None:
    backend = Counting()
    window.sound.backend = backend
    window.apply_settings(window.settings.replace(animation_speed="instant", ai_pace="instant"))
    controller = window.start_game(make_setup(["random", "random"], seed=5))
    assert "card" in backend.preloaded  # loaded as the game starts, before the first cue
    qtbot.waitUntil(lambda: "oven" in backend.names, timeout=30000)
    assert controller.moves() > 0 and backend.names[0] == "card"


def test_sound_settings_round_trip_and_bad_values_fall_back() -> None:
    settings = AppSettings(sound_volume=35, sound_muted=True, kiosk_attract_sound=True)
    save_settings(settings)
    loaded = load_settings()
    assert (loaded.sound_volume, loaded.sound_muted, loaded.kiosk_attract_sound) == (35, True, True)
    QSettings().setValue("preferences/sound_volume", "150")
    QSettings().setValue("preferences/sound_muted", "loud")
    loaded = load_settings()
    assert (loaded.sound_volume, loaded.sound_muted, loaded.kiosk_attract_sound) == (70, False, True)
    with pytest.raises(ValueError):
        AppSettings(sound_volume=101)


def test_the_settings_dialog_edits_the_sound(qtbot) -> None:
    dialog = SettingsDialog(AppSettings(sound_volume=40))
    qtbot.addWidget(dialog)
    assert dialog.volume.value() == 40 and not dialog.muted.isChecked()
    assert not dialog.attract_sound.isChecked()
    dialog.volume.setValue(85)
    dialog.muted.setChecked(True)
    dialog.attract_sound.setChecked(True)
    assert "85" in dialog.volume_value.text()
    result = dialog.result_settings()
    assert (result.sound_volume, result.sound_muted, result.kiosk_attract_sound) == (85, True, True)


# ---------------------------------------------------------------------- the kiosk's demo
def demo(qtbot, settings: AppSettings) -> tuple[object, SoundBoard, Counting, list[object]]:
    """The attract page playing demo games at instant speed through a counting board."""
    from mammamia_qt.ui.art.card_art import CardArt
    from mammamia_qt.ui.kiosk.attract import AttractPage

    backend = Counting()
    board = SoundBoard(settings, backend=backend)
    page = AttractPage(CardArt(), speed="instant")
    qtbot.addWidget(page)
    page.set_speed("instant", 0)
    page.sound = board.demo_player()
    page.resize(1024, 600)
    page.show()
    shown: list[object] = []
    page.start()
    page.controller.eventsReady.connect(shown.extend)
    return page, board, backend, shown


def test_the_demo_is_silent_by_default_even_after_a_touch(qtbot) -> None:
    page, board, backend, shown = demo(qtbot, AppSettings())
    qtbot.keyClick(page.cta, Qt.Key.Key_Shift)
    assert board.heard_input
    qtbot.waitUntil(lambda: any(isinstance(e, ev.PhaseOneEnded) for e in shown), timeout=60000)
    assert backend.plays == []
    page.stop()


def test_the_demos_sound_waits_for_the_first_touch(qtbot) -> None:
    page, board, backend, shown = demo(qtbot, AppSettings(kiosk_attract_sound=True))
    qtbot.waitUntil(lambda: sum(isinstance(e, ev.IngredientsPlayed) for e in shown) >= 3, timeout=60000)
    assert not board.heard_input and backend.plays == []
    qtbot.mouseClick(page.cta, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert board.heard_input
    qtbot.waitUntil(lambda: "card" in backend.names, timeout=60000)
    page.stop()


def test_a_kiosk_window_hears_its_demo_only_when_asked_and_touched(qtbot, tmp_path) -> None:
    from mammamia_qt.storage import GameStore
    from mammamia_qt.ui.shell.main_window import MainWindow

    settings = AppSettings(animation_speed="instant", ai_pace="instant", kiosk_attract_sound=True)
    window = MainWindow(settings=settings, persist=False, store=GameStore(tmp_path / "data"), kiosk=True)
    qtbot.addWidget(window)
    backend = Counting()
    window.sound.backend = backend
    window.resize(1024, 600)
    window.show()
    attract = window.kiosk.attract
    qtbot.waitUntil(lambda: attract.controller is not None and attract.controller.moves() >= 6, timeout=60000)
    assert backend.plays == []  # nobody has touched it yet
    qtbot.keyClick(attract.cta, Qt.Key.Key_Shift)  # a key that does not start a game, but is a touch
    assert window.pages.currentWidget() is attract
    qtbot.waitUntil(lambda: "card" in backend.names, timeout=60000)
    window.kiosk.allow_close = True
    window.close()
