"""The History page, the replay, the statistics, the memory coach and the settings' volume slider
are readable in every theme, switched to while they are open: each text measured on the rendered
pixels against what is painted behind it (4.5:1, 3:1 for large text), the charts' texts in the
colours they are given against the chart's own ground, the slider against its dialog.

A screen that takes its colours once (a style sheet made from the theme of the moment) keeps the
light theme's colours after the switch and fails here; so does a colour fixed in the code."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCharts import QChartView
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QStyle, QStyleOptionSlider, QWidget

from mammamia_qt.archive import Archive
from mammamia_qt.engine import GameState, Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import dumps
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.common.themes import THEME_NAMES
from mammamia_qt.ui.dialogs.settings import SettingsDialog
from mammamia_qt.ui.history.coach_tab import CoachTab
from mammamia_qt.ui.history.history_page import HistoryPage
from mammamia_qt.ui.history.stats_tab import StatisticsTab
from tests.ui.test_theme_contrast import AA, AA_LARGE, contrast

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def keep_a_game(folder: Path, seed: int = 5) -> int:
    setup = GameSetup(
        rules=Rules(players=3),
        seats=(
            SeatConfig(name="Beate"),
            SeatConfig(name="Carl", kind="random"),
            SeatConfig(name="Dora", kind="random"),
        ),
        seed=seed,
    )
    state, _ = GameState.new_game(setup.rules, setup.seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    with Archive.in_folder(folder) as archive:
        return archive.keep(dumps(state, setup))


def text_contrast(image: QImage, rect: QRect) -> tuple[float, str, str]:
    """The contrast of a text painted in ``rect`` of ``image``: its ground is the colour most of
    the box has, its ink the colour farthest from that ground (a glyph's core)."""
    counts: Counter[int] = Counter()
    for y in range(max(0, rect.top()), min(image.height(), rect.bottom() + 1)):
        for x in range(max(0, rect.left()), min(image.width(), rect.right() + 1)):
            counts[image.pixel(x, y)] += 1
    ground = QColor.fromRgb(counts.most_common(1)[0][0])
    ink = max((QColor.fromRgb(p) for p in counts), key=lambda c: contrast(c, ground))
    return contrast(ink, ground), ink.name(), ground.name()


def large(label: QLabel) -> bool:
    info = label.fontInfo()
    return info.pixelSize() >= 24 or (info.pixelSize() >= 19 and info.bold())


def unreadable(root: QWidget) -> list[str]:
    """Every shown, enabled label of ``root`` whose text falls short of AA on screen."""
    window = root.window()
    image = window.grab().toImage()
    ratio = image.devicePixelRatio()
    low = []
    for label in root.findChildren(QLabel):
        if not label.isVisible() or not label.isEnabled() or not label.text().strip():
            continue
        if label.width() < 4 or label.height() < 4:
            continue
        at = label.mapTo(window, QPoint(0, 0))
        box = QRect(round(at.x() * ratio), round(at.y() * ratio), round(label.width() * ratio),
                    round(label.height() * ratio))  # fmt: skip
        value, ink, ground = text_contrast(image, box)
        if value < (AA_LARGE if large(label) else AA):
            low.append(f"{label.objectName() or label.text()[:30]!r}: {ink} on {ground} is {value:.2f}")
    return low


def chart_problems(view: QChartView) -> list[str]:
    """The chart's title and axis labels against its ground, in the colours the chart was given."""
    chart = view.chart()
    ground = chart.backgroundBrush().color()
    low = []
    if chart.title() and contrast(chart.titleBrush().color(), ground) < AA:
        low.append(f"title {chart.title()!r}: {chart.titleBrush().color().name()} on {ground.name()}")
    for axis in chart.axes():
        if contrast(axis.labelsBrush().color(), ground) < AA:
            low.append(f"axis of {chart.title()!r}: {axis.labelsBrush().color().name()} on {ground.name()}")
    return low


@pytest.fixture
def history(qtbot, styled, tmp_path: Path, request):
    """The History page as the window shows it (on the pages' wood), with its statistics and coach,
    made in the theme the test names (``made``)."""
    style.apply_theme(styled, request.node.callspec.params["made"])
    keep_a_game(tmp_path)
    window = QMainWindow()
    pages = QStackedWidget()
    pages.setObjectName("pages")
    window.setCentralWidget(pages)
    page = HistoryPage(CardArt(), lambda: tmp_path)
    page.add_tab(StatisticsTab(lambda: Archive.in_folder(tmp_path)), lambda: "Statistics")
    coach = CoachTab(tmp_path, CardArt(), rng=random.Random(2), play_ms=0)
    page.add_tab(coach, lambda: "Coach")
    pages.addWidget(page)
    qtbot.addWidget(window)
    window.resize(1024, 568)
    window.show()
    qtbot.waitExposed(window)
    yield page
    style.apply_theme(styled, "light", 1.0)


SWITCHES = [("light", name) for name in THEME_NAMES] + [(name, name) for name in THEME_NAMES[1:]]
"""(the theme the screens are made in, the one they are shown in): switched while open, or from the start."""


@pytest.mark.parametrize(("made", "name"), SWITCHES)
def test_the_history_screens_are_readable_in_every_theme(qtbot, styled, history: HistoryPage, made: str,
                                                         name: str) -> None:  # fmt: skip
    style.apply_theme(styled, name)
    low: list[str] = []
    history.tabs.setCurrentIndex(0)
    history.message.setText("The games could not be deleted: the disk is full")
    history.message.show()
    low += [f"list {x}" for x in unreadable(history.list_page)]
    stats = history.tab(1)
    assert isinstance(stats, StatisticsTab)
    history.tabs.setCurrentIndex(1)
    low += [f"statistics {x}" for x in unreadable(stats)]
    for view in stats.charts:
        low += chart_problems(view)
    coach = history.tab(2)
    assert isinstance(coach, CoachTab)
    history.tabs.setCurrentIndex(2)
    low += [f"coach {x}" for x in unreadable(coach)]
    low += chart_problems(coach.chart)
    coach.start_round()
    if coach.panel.question is not None:
        low += [f"coach question {x}" for x in unreadable(coach)]
        question = coach.panel.question
        coach.panel._give(question.answer if not question.numeric else -1)  # type: ignore[arg-type]
        low += [f"coach verdict {x}" for x in unreadable(coach)]
    history.tabs.setCurrentIndex(0)
    history.games.table.selectRow(0)
    history.open_game(history.games.selected_ids()[0])
    assert history.stack.currentWidget() is history.viewer
    history.viewer.step_forward()
    low += [f"replay {x}" for x in unreadable(history.viewer)]
    assert not low, "\n".join(low)


def strongest(image: QImage, box: QRect, ground: QColor) -> float:
    """The highest contrast against ``ground`` of a pixel in ``box``."""
    pixels = {
        image.pixel(x, y)
        for y in range(box.top(), box.bottom() + 1)
        for x in range(box.left(), box.right() + 1)
    }
    return max(contrast(QColor.fromRgb(p), ground) for p in pixels)


@pytest.mark.parametrize("name", THEME_NAMES)
def test_the_volume_slider_stands_out_from_its_dialog(qtbot, styled, name: str) -> None:
    """The slider's handle and the groove beyond it (the volume not reached) are each at least 3:1
    against the dialog behind them (WCAG's non-text contrast)."""
    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    try:
        style.apply_theme(styled, name)
        slider = dialog.volume
        slider.setValue(50)
        image = slider.grab().toImage()
        ground = slider.parentWidget().palette().color(slider.parentWidget().backgroundRole())
        option = QStyleOptionSlider()
        slider.initStyleOption(option)
        handle = slider.style().subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                               QStyle.SubControl.SC_SliderHandle, slider)  # fmt: skip
        beyond = QRect(handle.right() + 4, handle.top(), slider.width() - handle.right() - 8, handle.height())
        found = {"handle": strongest(image, handle, ground), "groove": strongest(image, beyond, ground)}
        low = {part: round(value, 2) for part, value in found.items() if value < AA_LARGE}
        assert not low, f"{name}: against {ground.name()}: {low}"
    finally:
        style.apply_theme(styled, "light")
