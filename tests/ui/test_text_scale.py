"""The larger text: at 150 % on a 1366x768 screen (and a 1024x600 netbook) every text is still whole (German's long words,
Japanese in its own font), the table's painted texts inside their boxes; and the texts and the
hand's cards are laid out larger than at 100 % (as large as the hand's row leaves room for)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from mammamia_qt.tools.snapshot import arranged_screens
from mammamia_qt.ui.common import fit, style
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.dialogs import new_game
from mammamia_qt.ui.dialogs.about import AboutDialog
from mammamia_qt.ui.dialogs.settings import SettingsDialog
from mammamia_qt.ui.shell.main_window import MainWindow

from .text_fit_support import dialog_problems, scene_problems, widget_problems

pytestmark = [pytest.mark.slow, pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")]

SIZE = (1366, 768)
NETBOOK = (1024, 600)
TABLES = ("table", "reveal", "round_summary", "reveal_plus6")


@pytest.fixture
def usual_size_after(styled):
    yield styled
    style.apply_theme(styled, "light", 1.0)


def open_window(qtbot, lang: str, percent: int, monkeypatch, size: tuple[int, int] = SIZE) -> MainWindow:
    screen = QRect(0, 0, *size)  # dialogs fit themselves to the screen: this one
    monkeypatch.setattr(fit, "available_rect", lambda _widget: screen)
    monkeypatch.setattr(new_game, "available_rect", lambda _widget: screen)
    settings = AppSettings(animation_speed="instant", ai_pace="instant", language=lang, text_scale=percent)
    window = MainWindow(settings=settings, persist=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    return window


@pytest.mark.parametrize("size", [SIZE, NETBOOK])
@pytest.mark.parametrize("lang", ["de", "ja"])
def test_every_text_fits_at_the_largest_text_size(
    qtbot, usual_size_after, languages, lang, size, monkeypatch
) -> None:
    assert languages.set_language(lang)
    window = open_window(qtbot, lang, 150, monkeypatch, size)
    assert style.text_scale() == 1.5
    problems: list[str] = []
    shown = []
    for name, widget in arranged_screens(window, size):
        shown.append(name)
        where = f"{lang} 150 % {size[0]}x{size[1]} {name}"
        problems += widget_problems(widget, where)
        if name in TABLES:
            problems += scene_problems(window.table_page.table.scene, where)
        if name == "start":
            problems += dialog_problems(SettingsDialog(window.settings, window), f"{where} settings")
            problems += dialog_problems(AboutDialog(window), f"{where} about")
        if name == "table":
            cover = window.table_page.hand_over
            cover.show_for("Beate")
            problems += widget_problems(window, f"{where} hot-seat cover")
            cover.hide()
    assert len(shown) == 8
    assert not problems, "\n".join(problems)


def table_measures(qtbot, lang: str, percent: int, monkeypatch) -> tuple[float, float, int, int]:
    """The hand's card width as laid out and as shown (smaller when the hand would not fit), a seat
    name's type size, the title screen's buttons' type size."""
    window = open_window(qtbot, lang, percent, monkeypatch)
    screens = arranged_screens(window, SIZE)
    name, _ = next(screens)
    button_px = window.game.start_screen.new_game_button.font().pixelSize()
    while name != "table":
        name, _ = next(screens)
    scene = window.table_page.table.scene
    hand = scene.hand
    panel = scene.panels[1].texts()[0].font.pixelSize()
    window.close()
    return hand.width, hand.card_width(), panel, button_px


def test_the_larger_text_enlarges_texts_and_the_hand(qtbot, usual_size_after, languages, monkeypatch) -> None:
    assert languages.set_language("en")
    usual = table_measures(qtbot, "en", 100, monkeypatch)
    large = table_measures(qtbot, "en", 150, monkeypatch)
    assert large[0] > usual[0] * 1.1  # the hand's cards (up to 30 % of the table's height)
    # A full hand on this screen is as wide as it can be already; at 150 % the person's own seat
    # panel beside it keeps the width its counts and labels need (2.3 times its height), which the
    # hand's strip gives up: its cards are shown at most a twentieth smaller, never more.
    assert large[1] >= usual[1] * 0.95
    assert large[2] > usual[2] * 1.2  # a seat's name
    assert large[3] > usual[3] * 1.2  # the title screen's buttons
