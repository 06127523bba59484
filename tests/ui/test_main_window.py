"""The main window: start screen navigation, fullscreen, settings, and a game from start to results."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from mammamia_qt.__main__ import after_first_paint, parse_args
from mammamia_qt.ui.common import i18n
from mammamia_qt.ui.common.settings import AppSettings, load_settings, save_settings
from mammamia_qt.ui.dialogs.new_game import NewGameDialog
from mammamia_qt.ui.dialogs.settings import SettingsDialog
from mammamia_qt.ui.shell import main_window as mw
from mammamia_qt.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support propagateSizeHints"
)  # offscreen platform


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 800)  # not a size some earlier test left in the settings
    w.show()
    qtbot.waitExposed(w)
    return w


def test_starts_on_the_title_screen(window):
    assert window.pages.currentWidget() is window.start_screen
    assert not window.start_screen.continue_button.isVisible()
    window.start_screen.set_can_continue(True)
    assert window.start_screen.continue_button.isVisible()
    for button in (window.start_screen.new_game_button, window.start_screen.quit_button):
        assert button.height() >= 48 and button.accessibleName()


def test_how_to_play_button_opens_the_rules(window, qtbot):
    qtbot.mouseClick(window.start_screen.how_button, Qt.MouseButton.LeftButton)
    dialog = window._how_to_play
    assert dialog is not None and dialog.isVisible()
    assert "Bombastica" in dialog.browser.toPlainText()
    dialog.close()


def test_settings_button_opens_settings_and_saves(window, qtbot, monkeypatch):
    opened = []

    def fake_exec(dialog):
        opened.append(dialog)
        dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))
        dialog.fullscreen.setChecked(True)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", fake_exec)
    qtbot.mouseClick(window.start_screen.settings_button, Qt.MouseButton.LeftButton)
    assert opened
    assert window.settings.animation_speed == "fast"
    assert window.menus.speed_actions["fast"].isChecked()
    assert load_settings() == AppSettings(animation_speed="fast", fullscreen_on_start=True)


def test_new_game_button_opens_the_dialog(window, qtbot, monkeypatch):
    opened = []

    def fake_exec(dialog):
        opened.append(dialog.setup())
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    qtbot.mouseClick(window.start_screen.new_game_button, Qt.MouseButton.LeftButton)
    assert len(opened) == 1 and opened[0].rules.players == 4
    assert window.pages.currentWidget() is window.start_screen


def test_quit_button_closes(window, qtbot):
    qtbot.mouseClick(window.start_screen.quit_button, Qt.MouseButton.LeftButton)
    assert not window.isVisible()


def test_f11_toggles_fullscreen(window, qtbot):
    assert not window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    assert window.menus.fullscreen_action.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2000)
    assert not window.menus.fullscreen_action.isChecked()


def test_settings_round_trip_and_bad_values():
    save_settings(AppSettings(animation_speed="slow", ai_pace="instant"))
    assert load_settings().animation_speed == "slow"
    assert load_settings().ai_delay_ms == 0
    from PySide6.QtCore import QSettings

    QSettings().setValue("preferences/animation_speed", "warp")
    assert load_settings().animation_speed == "normal"
    assert load_settings().ai_pace == "instant"


def test_stored_settings_are_read_in_their_types_and_bad_ones_fall_back():
    """QSettings hands back strings ("120", "true"); a value out of range or unknown is its default."""
    stored = {
        "kiosk_idle_seconds": "120",
        "fullscreen_on_start": "true",
        "kiosk": 1,
        "language": "de",
        "animation_speed": "warp",
        "kiosk_countdown_seconds": "999",
        "ai_pace": 3,
        "from_a_newer_version": "x",
    }
    settings = AppSettings.from_stored(stored)
    assert settings == AppSettings(
        kiosk_idle_seconds=120, fullscreen_on_start=True, kiosk=True, language="de"
    )
    assert settings.animation_speed == "normal" and settings.kiosk_countdown_seconds == 10
    with pytest.raises(ValueError):
        AppSettings(kiosk_idle_seconds=5)
    with pytest.raises(ValueError):
        settings.replace(animation_speed="warp")
    assert settings.replace(ai_pace="fast").ai_delay_ms == 250 and settings.ai_pace == "normal"


def test_geometry_is_remembered(qtbot):
    first = MainWindow()
    qtbot.addWidget(first)
    first.resize(640, 480)
    first.show()
    first.close()
    second = MainWindow()
    qtbot.addWidget(second)
    from PySide6.QtCore import QSettings

    assert QSettings().value(mw.GEOMETRY_KEY) is not None
    assert abs(second.width() - 640) < 60  # the offscreen platform adds its frame margins


def test_command_line_keeps_qt_options():
    args, rest = parse_args(["--fullscreen", "-platform", "offscreen", "--reverse"])
    assert args.fullscreen
    assert rest == ["-platform", "offscreen", "--reverse"]


@pytest.mark.parametrize(("language", "at_once"), [("ja", True), ("de", False)])
def test_the_japanese_font_comes_before_the_first_paint_only_in_japanese(
    qtbot, monkeypatch, language, at_once
):
    registered: list[bool] = []
    monkeypatch.setattr(i18n, "register_fonts", lambda: registered.append(True))
    window = MainWindow(settings=AppSettings(), persist=False, language=language)
    qtbot.addWidget(window)
    after_first_paint(window, collecting=False)
    assert registered == ([True] if at_once else [])
    window.show()
    qtbot.waitUntil(lambda: bool(registered))  # after the first paint at the latest


LAZY_MODULES = ("dialogs.new_game", "dialogs.settings", "shell.results", "dialogs.how_to_play", "kiosk.mode")

START_PROBE = """
import gc, json, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication
from mammamia_qt.__main__ import main

calls = []  # the font files read, event filters on the whole application and styles set, in order
_add_font = QFontDatabase.addApplicationFont
QFontDatabase.addApplicationFont = staticmethod(lambda path: calls.append("font") or _add_font(path))
_add_filter = QApplication.installEventFilter
QApplication.installEventFilter = lambda app, f: calls.append("app filter") or _add_filter(app, f)
_set_style = QApplication.setStyle
QApplication.setStyle = staticmethod(lambda style: calls.append("style") or _set_style(style))

def fusion():
    from PySide6.QtWidgets import QStyle, QStyleFactory
    metrics = (QStyle.PixelMetric.PM_DefaultFrameWidth, QStyle.PixelMetric.PM_SliderThickness)
    reference = QStyleFactory.create("fusion")
    return all(QApplication.style().pixelMetric(m) == reference.pixelMetric(m) for m in metrics)

def modules(window):
    loaded = list(sys.modules)
    return {
        "collector": gc.isenabled(),
        "calls": list(calls),
        "fusion": fusion(),
        "pages": window.pages.count(),
        "ui": [name for name in loaded if name.startswith("mammamia_qt.ui.")],
        "pydantic": "pydantic" in loaded,
        "engine": "mammamia_qt.engine" in loaded,
        "storage": "mammamia_qt.storage" in loaded,
        "deferred": sorted(name for name in DEFERRED if name in loaded),
        "stdlib_later": stdlib_later(loaded),
    }

DEFERRED = ("pydantic", "mammamia_qt.engine", "mammamia_qt.ai", "mammamia_qt.archive", "mammamia_qt.storage",
            "mammamia_qt.seats", "mammamia_qt.phones", "mammamia_qt.coach", "mammamia_qt.session", "sqlite3",
            "PySide6.QtMultimedia", "PySide6.QtCharts", "PySide6.QtNetwork")
LATER = ("socket", "ctypes", "wave", "datetime")  # the display check's, the sound check's, the save name's

def stdlib_later(loaded):
    return sorted(name for name in LATER if name in loaded)

class Probe(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.report = {}
        window.start_screen.installEventFilter(self)

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and "painted" not in self.report:
            self.report["painted"] = modules(self.window)  # at the moment the first window paints
            self.tries = 0
            QTimer.singleShot(0, self.later)
        return False

    def later(self):
        self.tries += 1
        if self.window.pages.count() < 2 and self.tries < 1000:  # until the table page is made
            QTimer.singleShot(10, self.later)
            return
        self.report["later"] = modules(self.window)
        print(json.dumps(self.report), flush=True)
        QApplication.instance().exit(0)

def shown(window):
    window._probe = Probe(window)

sys.exit(main(["mammamia"], on_window=shown))
"""


def test_start_up_loads_only_what_the_first_screen_needs(tmp_path):
    """The first window (the title screen) paints before pydantic, the engine, the AI, the archive
    (and SQLite), the saves, the phones, the game's flow (session), Qt Multimedia and Qt Charts are
    imported (``DEFERRED`` in the probe), and before the standard modules only a display check, a
    sound check or a save uses (``LATER``); pydantic, the engine and the saves load right after it
    (the table page is made ready), the dialogs, the results page and the kiosk wait until they are
    first needed."""
    import json
    import subprocess
    import sys

    from mammamia_qt.tools.bench_startup import child_env

    out = subprocess.run(
        [sys.executable, "-c", START_PROBE],
        env=child_env(str(tmp_path)) | {"QT_STYLE_OVERRIDE": "windows"},  # a desktop of another style
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    probe = json.loads(out.strip().splitlines()[-1])
    painted, later = probe["painted"], probe["later"]
    assert painted["pages"] == 1  # the start screen; the table page comes after the first paint
    assert "mammamia_qt.ui.shell.main_window" in painted["ui"]  # the probe does see the UI modules
    assert not painted["pydantic"] and not painted["engine"] and not painted["storage"], painted
    assert painted["deferred"] == [], painted["deferred"]
    # Nor the standard modules a start without a display to reach, a sound or a save never uses
    # (a bare PySide6 window does not import them either).
    assert painted["stdlib_later"] == [], painted["stdlib_later"]
    assert painted["fusion"]  # in the game's own style, though it was never set by a call
    assert painted["calls"] == []  # no font file read, no event of the application through Python
    assert not painted["collector"] and later["collector"]  # Python's collector waits for the paint
    assert later["calls"] == ["font"]  # the Japanese font, right after; the pause watch, with a game
    assert "mammamia_qt.ui.controller" not in painted["ui"]
    assert later["pages"] == 2 and later["pydantic"] and later["engine"] and later["storage"], later
    for name in LAZY_MODULES:
        assert f"mammamia_qt.ui.{name}" not in later["ui"], later["ui"]


FAILED_START = """
import gc, sys
from mammamia_qt.__main__ import main

def broken(window):
    raise RuntimeError("the window could not be shown")

try:
    main(["mammamia"], on_window=broken)
except RuntimeError:
    print("collector", gc.isenabled(), flush=True)
"""


def test_a_start_that_fails_before_the_first_paint_gives_the_collector_back(tmp_path):
    """Python's collector is paused from the start until the first paint; a start that ends before
    that (here the window cannot be shown) does not leave the process without it."""
    import subprocess
    import sys

    from mammamia_qt.tools.bench_startup import child_env

    out = subprocess.run(
        [sys.executable, "-c", FAILED_START], env=child_env(str(tmp_path)), capture_output=True, text=True,
        timeout=120, check=True,
    ).stdout  # fmt: skip
    assert out.split() == ["collector", "True"]


def _close_open_dialog(accept: bool) -> None:
    from PySide6.QtWidgets import QApplication

    for top in QApplication.topLevelWidgets():
        if isinstance(top, QDialog) and top.isVisible():
            top.accept() if accept else top.reject()


def test_settings_left_unchanged_then_a_new_game_starts_cleanly(window, qtbot):
    """Settings closed with Cancel, then a new game from the menu: the game starts, no error in
    between (a closed dialog once stayed hidden behind the window, and its screen guard broke)."""
    import gc

    from PySide6.QtCore import QTimer

    QTimer.singleShot(50, lambda: _close_open_dialog(accept=False))
    window.edit_settings()
    gc.collect()
    qtbot.wait(20)
    assert not [w for w in window.findChildren(SettingsDialog) if not w.isHidden()]
    QTimer.singleShot(50, lambda: _close_open_dialog(accept=True))
    window.game.new_game()
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.game.table_page)
    qtbot.wait(50)
    assert window.game.controller is not None and window.game.controller.started


@pytest.mark.parametrize("lang", ["en", "de", "cs", "nl", "ja"])
def test_each_menu_has_one_action_per_access_key(window, languages, lang):
    """Alt and a letter reaches one entry of a menu, in every language (no two share a letter)."""
    import re

    assert languages.set_language(lang)
    for menu in [action.menu() for action in window.menuBar().actions() if action.menu()]:
        keys = [
            found.group(1).lower()
            for action in menu.actions()
            if (found := re.search(r"&(\w)", action.text().replace("&&", "")))
        ]
        assert len(keys) == len(set(keys)) >= 5, (lang, menu.title(), keys)


def test_a_start_without_options_is_the_parsers_defaults():
    """A plain start skips the parser (``StartOptions()``), and means just what the parser gives
    when only a Qt option is there (its defaults), field by field."""
    plain, qt = parse_args([])
    parsed, qt_only = parse_args(["-reverse"])
    assert (qt, qt_only) == ([], ["-reverse"])
    assert vars(plain) == vars(parsed)
    assert set(vars(plain)) == {"lang", "size", "theme", "fullscreen", "kiosk", "load", "self_test",
                                "self_test_part", "version"}  # fmt: skip
