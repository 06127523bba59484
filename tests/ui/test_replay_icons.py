"""The replay's step buttons draw their icons in the theme's text colour, in every theme and after
a change of theme: the style's own icons are dark grey, black on high contrast's black buttons."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from mammamia_qt.tools.sweep import pixels
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.themes import THEME_NAMES, theme
from mammamia_qt.ui.history.replay_viewer import ReplayViewer

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # no window manager


def icon_colours(button) -> set[str]:
    """The colours of the icon's solid pixels, each as the theme's text colour when it is that
    colour but for rounding (premultiplied alpha moves a channel by one)."""
    image = button.icon().pixmap(32, 32).toImage()
    found = set()
    for y in range(image.height()):
        for x in range(image.width()):
            colour = image.pixelColor(x, y)
            if colour.alpha() > 200:
                near = pixels.distance(pixels.rgb(colour.rgb()), pixels.rgb(QColor(theme().text).rgb())) <= 3
                found.add(theme().text if near else colour.name())
    return found


@pytest.fixture
def viewer(qtbot, styled):
    view = ReplayViewer(CardArt(), speed="instant")
    qtbot.addWidget(view)
    view.resize(1024, 560)
    view.show()
    yield view
    style.apply_theme(styled, "light", 1.0)


@pytest.mark.parametrize("name", THEME_NAMES)
def test_the_step_buttons_icons_take_the_themes_text_colour(viewer, styled, name: str) -> None:
    style.apply_theme(styled, name)  # after the viewer was made: it follows the change
    text, ground = QColor(theme().text), QColor(theme().button)
    for button in (viewer.start_button, viewer.play_button, viewer.step_button, viewer.end_button):
        assert icon_colours(button) == {theme().text}, button.toolTip()
    contrast = pixels.contrast(pixels.rgb(text.rgb()), pixels.rgb(ground.rgb()))
    assert contrast >= 3.0  # WCAG's non-text contrast for the icon on its button


def test_play_and_pause_keep_the_colour(viewer, styled, qtbot) -> None:
    style.apply_theme(styled, "high-contrast")
    viewer.pause()
    assert icon_colours(viewer.play_button) == {theme().text}
