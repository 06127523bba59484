"""Every text fits, in every language from a 1024x600 netbook to 4K: no text cut or elided, none
wider or taller than its box, no box outside the window or the table.

The screens are arranged as the screenshots arrange them (``tools/snapshot.arranged_screens``); the
settings and how-to-play dialogs and the hot-seat cover are added here. The checks themselves are in
``text_fit_support.py``.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QWidget

from mammamia_qt.engine import events as ev
from mammamia_qt.engine.ids import ReturnReason
from mammamia_qt.tools.snapshot import arranged_screens
from mammamia_qt.ui.common import fit
from mammamia_qt.ui.common.i18n import LANGUAGES
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.dialogs import new_game
from mammamia_qt.ui.dialogs.about import AboutDialog
from mammamia_qt.ui.dialogs.how_to_play import HowToPlayDialog
from mammamia_qt.ui.dialogs.settings import SettingsDialog
from mammamia_qt.ui.shell.main_window import MainWindow
from mammamia_qt.ui.table.director import HANDLERS

from .text_fit_support import dialog_problems, painted_problems, scene_problems, widget_problems

pytestmark = [pytest.mark.slow, pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")]

SIZES = [(1024, 600), (1366, 768), (1600, 900), (1920, 1080), (3840, 2160)]
TABLES = ("table", "reveal", "round_summary", "reveal_plus6")


def _caption_problems(window: MainWindow, where: str) -> list[str]:
    """The reveal's captions under the order on show, each outcome in turn (as its event shows it),
    whole and on the tablecloth."""
    table = window.table_page.table
    scene, director = table.scene, table.director
    pending = table.controller.view().pending
    assert pending is not None and scene.caption.lines  # the order's owner under the order asked about
    owner, order = pending.owner, pending.order
    outcomes: list[ev.Event] = [
        ev.KindsChosen(owner, order, tuple(range(scene.kinds))),
        ev.OrderDelivered(order, owner, (0,) * 6, (0,) * 6, None),
        *(ev.OrderReturned(order, owner, reason) for reason in ReturnReason),
    ]
    problems = []
    for event in outcomes:
        HANDLERS[type(event)](director, event, None)
        lines = scene.caption.text().replace("\n", " / ")
        problems += painted_problems(scene.caption, scene.lay.centre, f"{where} caption {lines!r}")
    return problems


def _announcement_problems(window: MainWindow, where: str) -> list[str]:
    """The longest announcements the table makes, each in the banner as its event shows it."""
    scene, director = window.table_page.table.scene, window.table_page.table.director
    seats = len(scene.panels)
    last = max(range(seats), key=lambda seat: len(director.names[seat]))
    events: list[ev.Event] = [
        ev.HelpAsked(last, 0, (2,) * scene.kinds),
        ev.HelpGiven(last, 0, 0, (1,) * scene.kinds),
        ev.Passed(last, sat_out=True),
        ev.GameEnded(tuple(range(seats)), (0,) * seats, "shared"),
        ev.RoundStarted(3, last, (0,) * 6, 0, one_lap=True),
    ]
    problems = []
    for event in events:
        HANDLERS[type(event)](director, event, None)
        problems += painted_problems(
            scene.banner, scene.sceneRect(), f"{where} banner {scene.banner.text()!r}"
        )
    return problems


def _screen_problems(window: MainWindow, name: str, widget: QWidget, where: str) -> list[str]:
    problems = widget_problems(widget, where)
    if name in TABLES:
        problems += scene_problems(window.table_page.table.scene, where)
    if name == "start":
        problems += dialog_problems(SettingsDialog(window.settings, window), f"{where} settings")
        problems += dialog_problems(AboutDialog(window), f"{where} about")
        problems += dialog_problems(HowToPlayDialog(window.art, window), f"{where} how to play")
    if name.startswith("reveal"):
        problems += _caption_problems(window, where)
        problems += _announcement_problems(window, where)
    if name == "table":  # the hot-seat cover over the same table
        cover = window.table_page.hand_over
        cover.show_for("Beate")
        problems += widget_problems(window, f"{where} hot-seat cover")
        cover.hide()
    if name in ("table", "reveal_plus6"):
        problems += _scoreboard_problems(window, where)
    return problems


def _scoreboard_problems(window: MainWindow, where: str) -> list[str]:
    """F2's scoreboard over or beside the table: its title and the table's texts whole while it shows
    and after (its cells against their columns: test_scoreboard_fit.py)."""
    window.menus.scoreboard_action.setChecked(True)
    QApplication.processEvents()
    problems = widget_problems(window, f"{where} scoreboard")
    problems += scene_problems(window.table_page.table.scene, f"{where} beside the scoreboard")
    window.menus.scoreboard_action.setChecked(False)
    QApplication.processEvents()
    return problems + scene_problems(window.table_page.table.scene, f"{where} after the scoreboard")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_fits_at_every_size(qtbot, styled, languages, lang, monkeypatch):
    assert languages.set_language(lang)
    problems: list[str] = []
    for size in SIZES:
        screen = QRect(0, 0, *size)  # dialogs fit themselves to the screen: this one
        monkeypatch.setattr(fit, "available_rect", lambda _widget, screen=screen: screen)
        monkeypatch.setattr(new_game, "available_rect", lambda _widget, screen=screen: screen)
        settings = AppSettings(animation_speed="instant", ai_pace="instant", language=lang)
        window = MainWindow(settings=settings, persist=False)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        assert (window.width(), window.height()) == size
        shown = []
        for name, widget in arranged_screens(window, size):
            shown.append(name)
            problems += _screen_problems(window, name, widget, f"{lang} {size[0]}x{size[1]} {name}")
        assert len(shown) == 8
        window.close()
    assert not problems, "\n".join(problems)
