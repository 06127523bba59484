"""The memory coach's question at 150 % text and on a large screen: its choices are set in as many
columns as their texts fit side by side (a long answer such as Dutch "Geen: ze wordt meteen
uitgevoerd" takes a row of its own), and its type grows with the text size like the rest."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtGui import QFontInfo

from mammamia_qt.coach.questions import NOTHING, SEVERAL, Question
from mammamia_qt.tools.sweep.fit_checks import fit_problem
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common import style
from mammamia_qt.ui.history.coach_tab import CoachTab

from .test_coach_tab import _kept_game

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

SIX_CHOICES = Question("runs_short", 4, (("seat", 0), ("order", 0)),
                       (("kind", 0), ("kind", 1), ("kind", 3), ("kind", 4), NOTHING, SEVERAL), NOTHING, ())  # fmt: skip


@pytest.fixture
def larger_text(styled):
    yield lambda percent: style.apply_theme(styled, "light", percent / 100)
    style.apply_theme(styled, "light", 1.0)


def _asked(qtbot, tmp_path: Path, width: int) -> CoachTab:
    _kept_game(tmp_path)
    tab = CoachTab(tmp_path, CardArt(), rng=random.Random(2), play_ms=0)
    qtbot.addWidget(tab)
    tab.resize(width, 760)
    tab.show()
    tab.start_button.click()
    qtbot.waitUntil(lambda: tab.pages.currentWidget() is tab.asking)
    assert tab.drawn is not None
    tab.panel.ask(SIX_CHOICES, tab.drawn.names, tab.drawn.memory)
    qtbot.wait(1)
    return tab


def _rows(tab: CoachTab) -> int:
    grid = tab.panel.choices
    return len({grid.getItemPosition(grid.indexOf(b))[0] for b in tab.panel.choice_buttons})


@pytest.mark.parametrize("lang", ["nl", "ja", "cs", "de"])
def test_every_choice_is_whole_at_150(qtbot, larger_text, languages, tmp_path, lang):
    assert languages.set_language(lang)
    larger_text(150)
    tab = _asked(qtbot, tmp_path, 1000)
    cut = {b.text(): fit_problem(b) for b in tab.panel.choice_buttons if fit_problem(b)}
    assert not cut, cut
    assert _rows(tab) > 2  # fewer than three a row: they would not fit


def test_the_choices_use_the_room_they_have(qtbot, larger_text, languages, tmp_path):
    assert languages.set_language("en")
    larger_text(100)  # the usual text size, whatever a test before left
    tab = _asked(qtbot, tmp_path, 1400)
    assert _rows(tab) == 2  # three a row
    assert not [b.text() for b in tab.panel.choice_buttons if fit_problem(b)]


def test_the_question_grows_with_the_text_size(qtbot, larger_text, tmp_path):
    larger_text(100)
    tab = _asked(qtbot, tmp_path, 1000)
    usual = QFontInfo(tab.panel.text.font()).pixelSize()
    widest = tab.panel.maximumWidth()
    larger_text(150)
    qtbot.wait(1)
    assert QFontInfo(tab.panel.text.font()).pixelSize() >= usual * 1.4
    assert tab.panel.maximumWidth() >= widest * 1.4
