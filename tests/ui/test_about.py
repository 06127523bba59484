"""Game ▸ About: the version, the licence and the credits, in the language shown, themed, with the
keyboard's focus on its button (a visible ring) and a name for every control."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtWidgets import QApplication

from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.common.themes import THEMES
from mammamia_qt.ui.dialogs.about import AboutDialog
from mammamia_qt.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen

VERSION = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text())["project"][
    "version"
]


def _window(qtbot, **settings) -> MainWindow:
    window = MainWindow(settings=AppSettings(animation_speed="instant", **settings), persist=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _about(qtbot, window: MainWindow) -> AboutDialog:
    window.menus.about_action.trigger()
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), AboutDialog))
    return QApplication.activeModalWidget()  # type: ignore[return-value]


def test_the_game_menu_opens_the_about_box_with_version_licence_and_credits(qtbot):
    window = _window(qtbot)
    assert window.menus.about_action in window.menus.game_menu.actions()
    about = _about(qtbot, window)
    assert about.windowTitle() == "About Mamma Mia!"
    assert about.version_label.text() == f"Version {VERSION}"
    assert "MIT" in about.licence_label.text()
    assert "Uwe Rosenberg" in about.credits_label.text() and "Abacusspiele" in about.credits_label.text()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is about.close_button)  # Enter or Escape closes it
    qtbot.keyClick(about.close_button, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)


@pytest.mark.parametrize(
    ("lang", "title", "version"),
    [("de", "Über Mamma Mia!", "Version"), ("cs", "O hře Mamma Mia!", "Verze"), ("nl", "Over Mamma Mia!", "Versie"),
     ("ja", "マンマミーアについて", "バージョン")],
)  # fmt: skip
def test_the_about_box_speaks_the_language_and_follows_a_change(qtbot, languages, lang, title, version):
    window = _window(qtbot)
    about = _about(qtbot, window)
    assert languages.set_language(lang)
    assert about.windowTitle() == title
    assert about.version_label.text() == f"{version} {VERSION}"
    assert "Rosenberg" in about.credits_label.text() or "ローゼンベルク" in about.credits_label.text()
    name = QAccessible.queryAccessibleInterface(about.close_button).text(QAccessible.Text.Name)
    assert name and name != "Close the About box"


def test_the_about_box_is_themed_and_its_focus_ring_shows(qtbot, styled):
    theme = THEMES["dark"]
    window = _window(qtbot, theme="dark")
    about = _about(qtbot, window)
    image = about.grab().toImage()
    corner = image.pixelColor(4, 4)
    assert corner == QColor(theme.surface)  # the dialogs' own colour, as in every theme
    button = about.close_button
    qtbot.waitUntil(button.hasFocus)
    shot = button.grab().toImage()
    ring = shot.pixelColor(shot.width() // 2, 0)
    assert ring == QColor(theme.focus_on_accent), (ring.name(), theme.focus_on_accent)  # on the accent button


def test_the_heading_is_larger_than_the_text_and_stays_so(qtbot, styled):
    window = _window(qtbot)
    about = _about(qtbot, window)
    heading = about.heading.fontInfo().pixelSize()
    assert heading > about.version_label.fontInfo().pixelSize() * 1.25  # the style sheet's heading
    assert about.heading.palette().windowText().color() == QColor(THEMES["light"].heading)
    about.hide()
    about.show()  # shown again: not larger again
    assert about.heading.fontInfo().pixelSize() == heading


def test_no_about_box_in_kiosk_mode(qtbot):
    window = _window(qtbot, kiosk=True)
    assert window.show_about() is None
    assert not window.findChildren(AboutDialog)
    window.set_kiosk(False)  # the operator leaves, so the window may close
