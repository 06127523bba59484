"""`mammamia --lang/--size/--fullscreen/--kiosk`: each is read, and the window starts as it says;
a bad value is one line on stderr, exit status 2, and nothing starts."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from mammamia_qt.__main__ import open_window, parse_args, show_window
from mammamia_qt.options import parse_size
from mammamia_qt.ui.common.settings import AppSettings, load_settings, save_settings

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen


def test_the_options_are_read():
    args, rest = parse_args(
        ["--lang", "ja", "--size", "1024x600", "--fullscreen", "--kiosk", "-platform", "x"]
    )
    assert (args.lang, args.size, args.fullscreen, args.kiosk) == ("ja", (1024, 600), True, True)
    assert rest == ["-platform", "x"]
    args, _ = parse_args([])
    assert (args.lang, args.size, args.fullscreen, args.kiosk) == (None, None, False, False)
    assert parse_size("3840×2160") == (3840, 2160) and parse_size(" 640 x 480 ") == (640, 480)


def test_the_help_lists_every_start_option(capsys):
    with pytest.raises(SystemExit) as done:
        parse_args(["--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    for option in ("--lang LANG", "--size WxH", "--fullscreen", "--kiosk", "--load FILE"):
        assert option in text
    assert "de, en, cs, nl or ja" in text and "1024x600" in text


BAD = [
    ["--lang", "fr"],
    ["--lang", "EN"],
    ["--lang"],
    ["--size", "1024"],
    ["--size", "0x600"],
    ["--size", "1024x-600"],
    ["--size", "639x480"],
    ["--size", "7681x4320"],
    ["--size", "1024x600x2"],
    ["--size", "９９９x600"],  # full-width digits are digits to Python, not to a user
    ["--size", "9" * 5000 + "x600"],
]


@pytest.mark.parametrize("argv", BAD, ids=lambda argv: " ".join(argv)[:30])
def test_a_bad_value_is_one_line_and_exit_2(argv, capsys):
    with pytest.raises(SystemExit) as refused:
        parse_args(argv)
    assert refused.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("mammamia: error: argument --") and len(err) < 200, err


def test_a_bad_value_starts_nothing(tmp_path):
    """Without a display a start would end with status 1 and a line about the display: a refused
    option ends before that, with status 2."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["HOME"] = str(tmp_path)
    result = subprocess.run(
        [sys.executable, "-m", "mammamia_qt", "--size", "12x"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == (
        "mammamia: error: argument --size: a size is WIDTHxHEIGHT, such as 1024x600, not '12x' "
        "(see mammamia --help)\n"
    )


def _open(qtbot, argv, settings=None):
    args, _ = parse_args(argv)
    window = open_window(args, settings or AppSettings(animation_speed="instant", ai_pace="instant"))
    qtbot.addWidget(window)
    show_window(window, args)
    qtbot.waitExposed(window)
    return window


def test_lang_starts_the_window_in_that_language_and_keeps_the_saved_one(qtbot, languages):
    save_settings(AppSettings(language="nl"))
    window = _open(qtbot, ["--lang", "de"], load_settings())
    assert languages.current == "de"
    assert window.start_screen.new_game_button.text() == "Neues Spiel"
    window.set_speed("fast")  # any saved change of the settings keeps the saved language
    assert load_settings().language == "nl" and load_settings().animation_speed == "fast"
    assert window.set_language("cs")  # the player's own choice is kept
    assert load_settings().language == "cs"


def test_size_is_the_window_size_at_start(qtbot):
    window = _open(qtbot, ["--size", "720x500"])  # the offscreen screen is 800x800
    assert (window.width(), window.height()) == (720, 500)
    assert not window.isFullScreen()


def test_a_size_larger_than_the_screen_is_kept_within_it(qtbot):
    window = _open(qtbot, ["--size", "3840x2160"])
    area = window.screen().availableGeometry()
    assert window.width() <= area.width() and window.height() <= area.height()


def test_fullscreen_starts_fullscreen(qtbot):
    window = _open(qtbot, ["--fullscreen", "--size", "720x500"])
    assert window.isFullScreen()
    window.set_fullscreen(False)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert (window.width(), window.height()) == (720, 500)  # the size asked for, back from fullscreen


def test_kiosk_starts_in_kiosk_mode_fullscreen(qtbot):
    window = _open(qtbot, ["--kiosk"])
    assert window.kiosk_active and window.isFullScreen()
    window.set_kiosk(False)


QUICK_CHECK = """
import json, sys
import PySide6.QtCore
import mammamia_qt.engine.cards, mammamia_qt.ui.shell.start_screen, json.decoder, email.message
from mammamia_qt.__main__ import quicken_pyside_imports
feature = sys.modules["shibokensupport.feature"]
upstream = feature._mod_uses_pyside
quicken_pyside_imports()
quick = feature._mod_uses_pyside
quicken_pyside_imports()
modules = [m for name, m in sorted(sys.modules.items()) if name.startswith(("mammamia_qt", "json", "email", "PySide6"))]
print(json.dumps({
    "replaced": quick is not upstream, "once": feature._mod_uses_pyside is quick,
    "quick": {m.__name__: quick(m) for m in modules}, "upstream": {m.__name__: upstream(m) for m in modules},
}))
"""


def test_pyside_asks_the_same_of_every_module_from_its_bytes():
    """PySide6's check of each imported module (does its source name PySide6?) is answered from
    the file's bytes at start, with the same answer as PySide6's own for every module, Qt-free
    or not, the game's and the standard library's."""
    out = subprocess.run([sys.executable, "-c", QUICK_CHECK], capture_output=True, text=True, check=True)
    seen = json.loads(out.stdout)
    assert seen["replaced"] and seen["once"]
    assert seen["quick"] == seen["upstream"]
    assert seen["quick"]["mammamia_qt.ui.shell.start_screen"] is True
    assert seen["quick"]["mammamia_qt.engine.cards"] is False and seen["quick"]["json.decoder"] is False
