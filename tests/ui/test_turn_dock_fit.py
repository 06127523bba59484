"""The turn's controls in the dock at 150 % text on a 1024x568 or 1366x768 window, in Japanese (a
title of three lines), beside the phones' panel too (a narrower table, and a narrower dock whose type
is set for its width): every control has the height it asks for and none lies over another; the
ingredients three a row, the two draws share a row."""

from __future__ import annotations

from itertools import combinations

import pytest
from PySide6.QtWidgets import QPushButton

from mammamia_qt.tools.sweep import run
from mammamia_qt.tools.sweep.screens import SCREENS, Stage, StageData, kept_ids
from mammamia_qt.ui.table.action_bar import ActionBar

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support propagateSizeHints", r"This plugin does not support raise"
)

SMALL = (1024, 568)


def _bar(qtbot, tmp_path, screens: tuple[str, ...], lang: str, theme: str, size: tuple[int, int]
         ) -> tuple[ActionBar, object]:  # fmt: skip
    """The window at the last of ``screens``, arranged one after the other as the sweep does (the
    History page before the table leaves the table a little taller: larger type in the dock)."""
    window = run._window(lang, theme, 150, size, tmp_path)
    qtbot.addWidget(window)
    stage = Stage(window, size, StageData(tmp_path, kept_ids(tmp_path)))
    for screen in screens[:-1]:
        for _ in SCREENS[screen](stage):
            pass
    next(SCREENS[screens[-1]](stage))
    bar = window.table_page.table.action_bar
    assert bar.isVisible() and bar.view is not None  # the person's turn
    return bar, window


CASES = [
    (("table_turn",), "ja", "light", SMALL),
    (("table_turn",), "de", "light", SMALL),
    (("phone_waiting",), "ja", "light", SMALL),
    (("replay", "phone_waiting"), "ja", "high-contrast", SMALL),
    (("phone_stand_in",), "ja", "dark", (1366, 768)),
    (("phone_waiting",), "de", "high-contrast", (1366, 768)),
]
"""The History page before the table leaves it a little taller (larger type); high contrast's
thicker edges make every button wider; a 1366x768 window sets larger type in a dock the phones'
panel keeps as narrow as on a netbook."""


@pytest.mark.parametrize(("screens", "lang", "theme", "size"), CASES)
def test_the_turns_controls_fit_the_dock_without_overlapping(
    qtbot, styled, languages, tmp_path, screens, lang, theme, size
):
    assert languages.set_language(lang)
    with run.screen_of(size):
        bar, window = _bar(qtbot, tmp_path, screens, lang, theme, size)
        assert bar.heightForWidth(bar.width()) <= bar.height()
        shown = [b for b in bar.findChildren(QPushButton) if b.isVisible()]
        over = [(a.objectName(), b.objectName()) for a, b in combinations(shown, 2)
                if a.geometry().intersects(b.geometry())]  # fmt: skip
        assert not over
        assert bar.supply_button.geometry().top() == bar.waiter_button.geometry().top()
        kinds = [b for b in bar.kind_buttons if b.isVisible()]
        assert len({b.geometry().top() for b in kinds}) == 2  # five or six kinds: three a row
        window.stop_game()
