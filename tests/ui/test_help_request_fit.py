"""The Plus help request in the dock on a small window at 150 % text: the question and the answer
buttons keep their whole height, and the rows of −/+ counts (six of them for a Pizza Bombastica)
scroll instead of squeezing them; Tab brings a count's button into view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from mammamia_qt.tools.sweep import run
from mammamia_qt.tools.sweep.matrix import Matrix
from mammamia_qt.tools.sweep.run import sweep_size
from mammamia_qt.tools.sweep.screens import SCREENS, Stage, StageData, kept_ids
from mammamia_qt.ui.table.prompts import CountRows

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support propagateSizeHints", r"This plugin does not support raise"
)

SMALL = (1024, 568)
FIT = ("clipped", "elided", "outside", "error")


@pytest.mark.parametrize("size", [SMALL, (1366, 768)])
def test_the_help_request_fits_a_small_window_at_150(qtbot, styled, languages, tmp_path, size):
    matrix = Matrix(langs=("de", "en", "nl", "ja"), themes=("light",), texts=(150,), sizes=(size,),
                    screens=("reveal_plus_ask_help",))  # fmt: skip
    found = [f for f in sweep_size(matrix, size, tmp_path / "data") if f.kind in FIT]
    assert not found, "\n".join(f.line() for f in found)


def test_the_counts_scroll_and_tab_brings_each_into_view(qtbot, styled, languages, tmp_path):
    assert languages.set_language("de")
    with run.screen_of(SMALL):
        window = run._window("de", "light", 150, SMALL, tmp_path)
        qtbot.addWidget(window)
        stage = Stage(window, SMALL, StageData(tmp_path, kept_ids(tmp_path)))
        steps = SCREENS["reveal_plus_ask_help"](stage)
        next(steps)
        prompt = window.table_page.table.prompt
        rows = prompt.findChild(CountRows)
        assert rows is not None and rows.isVisible()
        assert rows.widget().height() > rows.viewport().height()  # six kinds: more than the room
        for button in (prompt.ask, prompt.no):
            assert button is not None and button.height() >= button.heightForWidth(button.width())
        counts = [b for b in rows.widget().findChildren(QPushButton) if b.objectName().startswith("more_")]
        last = counts[-1]
        assert last.visibleRegion().isEmpty()  # scrolled out of view at first
        first = rows.widget().findChildren(QPushButton)[0]
        first.setFocus(Qt.FocusReason.TabFocusReason)
        for _ in range(20):
            if last.hasFocus():
                break
            QTest.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
        assert last.hasFocus()
        assert last.visibleRegion().boundingRect().size() == last.size()
        window.stop_game()
