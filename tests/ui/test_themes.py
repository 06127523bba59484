"""Themes switch at once on every open screen; the settings and the command line choose them."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPalette

from mammamia_qt.__main__ import parse_args
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.settings import AppSettings, load_settings, save_settings
from mammamia_qt.ui.common.themes import THEME_NAMES, THEMES, theme
from tests.ui.table_support import make_setup, make_table


@pytest.fixture
def looks(styled):
    """The app's look; the light theme at the usual size again afterwards."""
    yield styled
    style.apply_theme(styled, "light", 1.0)
    style.set_reduced_motion(False)


def close(a: QColor, b: str, slack: int = 12) -> bool:
    c = QColor(b)
    return all(abs(x - y) <= slack for x, y in zip(a.getRgb()[:3], c.getRgb()[:3], strict=True))


def test_the_open_table_is_painted_in_a_new_theme_at_once(qtbot, looks) -> None:
    _, table = make_table(qtbot, make_setup(["human", "intermediate"]))
    qtbot.waitExposed(table)
    for name in ("dark", "high-contrast", "light"):
        style.apply_theme(looks, name)
        image = table.grab().toImage()
        corner = image.pixelColor(3, 3)  # the table's wood, top left
        assert close(corner, THEMES[name].table_top), (name, corner.name())
        assert THEMES[name].dock in table.dock.styleSheet()


def test_the_title_screen_follows_the_theme(qtbot, looks) -> None:
    from mammamia_qt.ui.shell.start_screen import StartScreen

    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.resize(1024, 600)
    screen.show()
    qtbot.waitExposed(screen)
    for name in ("light", "high-contrast", "dark"):
        style.apply_theme(looks, name)
        t = THEMES[name]
        assert screen.title.palette().color(QPalette.ColorRole.WindowText).name() == t.on_wood
        assert screen.subtitle.palette().color(QPalette.ColorRole.WindowText).name() == t.on_wood_accent
        corner = screen.grab().toImage().pixelColor(2, 2)
        assert close(corner, t.wood_top, slack=16), (name, corner.name())


def test_text_scale_sets_the_application_font_larger(looks) -> None:
    style.apply_theme(looks, "light", 1.0)
    usual = looks.font().pointSizeF()
    style.apply_theme(looks, "light", 1.5)
    assert looks.font().pointSizeF() == pytest.approx(usual * 1.5)
    assert "font-size: 39px" in looks.styleSheet()  # the headings' 26 px, half as large again


def test_settings_keep_a_theme_a_text_size_and_reduced_motion(isolated_settings) -> None:
    chosen = AppSettings(theme="high-contrast", text_scale=150, reduced_motion=True)
    save_settings(chosen)
    assert load_settings() == chosen
    for bad in ({"theme": "neon"}, {"text_scale": 130}, {"text_scale": 175}, {"reduced_motion": "maybe"}):
        with pytest.raises(ValueError):
            AppSettings(**bad)  # type: ignore[arg-type]
    kept = AppSettings.from_stored({"theme": "neon", "text_scale": "125", "reduced_motion": "true"})
    assert (kept.theme, kept.text_scale, kept.reduced_motion) == ("light", 125, True)


def test_the_command_line_takes_a_theme(capsys) -> None:
    for name in THEME_NAMES:
        assert parse_args(["--theme", name])[0].theme == name
    with pytest.raises(SystemExit) as exit_:
        parse_args(["--theme", "neon"])
    assert exit_.value.code == 2
    assert "light, dark, high-contrast" in capsys.readouterr().err


def test_a_theme_for_one_start_is_not_saved(qtbot, looks, isolated_settings) -> None:
    from mammamia_qt.ui.shell.main_window import MainWindow

    save_settings(AppSettings(theme="light", language="en"))
    window = MainWindow(theme="dark")
    qtbot.addWidget(window)
    assert theme().name == "dark"
    window.apply_settings(window.settings.replace(ai_pace="fast"))  # something else changed
    assert load_settings().theme == "light" and load_settings().ai_pace == "fast"
    window.apply_settings(window.settings.replace(theme="high-contrast"))  # a theme picked: kept
    assert theme().name == "high-contrast" and load_settings().theme == "high-contrast"


@pytest.mark.parametrize("name", THEME_NAMES)
def test_every_icon_a_theme_names_is_there(name: str) -> None:
    import re
    from pathlib import Path

    sheet = style._with_icons(style.stylesheet(THEMES[name]), THEMES[name])
    paths = re.findall(r'url\("([^"]+)"\)', sheet)
    assert len(paths) >= 3 and all(Path(p).is_file() for p in paths), paths
    assert not re.search(r"\{(chevron_up|chevron_down|check|dot)\}", sheet)


@pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")
def test_snapshot_renders_in_the_theme_it_is_given(tmp_path, looks) -> None:
    from mammamia_qt.cli import main
    from mammamia_qt.tools.snapshot import render_snapshots

    with pytest.raises(SystemExit) as refused:  # one line on stderr, exit status 2
        main(["snapshot", "--out", str(tmp_path), "--theme", "neon"])
    assert refused.value.code == 2
    paths = render_snapshots(tmp_path / "shots", size=(1024, 600), theme="high-contrast")
    start = next(p for p in paths if p.stem == "start")
    corner = QImage(str(start)).pixelColor(4, 60)  # below the menu bar: the wood, black here
    assert close(corner, THEMES["high-contrast"].wood_top, slack=30), corner.name()
