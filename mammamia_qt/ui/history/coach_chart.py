"""The coach's accuracy over time: one point per day, the share of questions answered right.

``daily_accuracy`` groups the archive's answers (``Archive.answers()``, oldest first) by the day
they were given (UTC); ``AccuracyChart`` draws them as a line on a Qt Charts view.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCharts import QCategoryAxis, QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QMargins, QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.themes import theme


@dataclass(frozen=True, slots=True)
class Day:
    day: str  # YYYY-MM-DD
    asked: int
    right: int

    @property
    def percent(self) -> float:
        return 100.0 * self.right / self.asked


def daily_accuracy(answers: Sequence[tuple[str, str, int, bool]]) -> list[Day]:
    """Per day, oldest first: how many questions were answered and how many right."""
    days: dict[str, list[int]] = {}
    for answered, _kind, _level, correct in answers:
        tally = days.setdefault(answered[:10], [0, 0])
        tally[0] += 1
        tally[1] += int(correct)
    return [Day(day, asked, right) for day, (asked, right) in days.items()]


MAX_LABELS = 8
"""The most day labels under the line (every k-th day is named when there are more)."""


class AccuracyChart(QChartView):
    """A line of the share answered right per day (0–100 %): day ``i`` (oldest first) at x = ``i``,
    named by its date below."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(180)
        chart = QChart()
        chart.legend().hide()
        chart.setMargins(QMargins(4, 4, 4, 4))
        chart.setBackgroundRoundness(10)
        self.series = QLineSeries()
        self.series.setPointsVisible(True)
        chart.addSeries(self.series)
        self.x_axis = QCategoryAxis()
        self.x_axis.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
        self.y_axis = QValueAxis()
        self.y_axis.setRange(0, 100)
        self.y_axis.setLabelFormat("%d %%")
        self.y_axis.setTickCount(3)
        chart.addAxis(self.x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.y_axis, Qt.AlignmentFlag.AlignLeft)
        self.series.attachAxis(self.x_axis)
        self.series.attachAxis(self.y_axis)
        self.setChart(chart)
        self.days: list[Day] = []
        style.follow(self.recolour)
        self.recolour()
        self.retranslate()

    def recolour(self) -> None:
        """The chart in the current theme's colours (a Qt chart keeps the colours it is given)."""
        t = theme()
        chart = self.chart()
        chart.setBackgroundBrush(QBrush(QColor(t.paper)))
        chart.setBackgroundPen(QPen(QColor(t.soft_edge)))
        chart.setTitleBrush(QBrush(QColor(t.heading)))
        self.series.setPen(QPen(QColor(t.accent), 3))
        for axis in (self.x_axis, self.y_axis):
            axis.setLabelsBrush(QBrush(QColor(t.text)))
            axis.setGridLineColor(QColor(t.soft_edge))
            axis.setLinePenColor(QColor(t.muted))

    def retranslate(self) -> None:
        self.chart().setTitle(QCoreApplication.translate("Coach", "Answered right, per day"))
        self.setAccessibleName(QCoreApplication.translate("Coach", "Accuracy over time"))

    def set_answers(self, answers: Sequence[tuple[str, str, int, bool]]) -> None:
        self.days = daily_accuracy(answers)
        for label in self.x_axis.categoriesLabels():
            self.x_axis.remove(label)
        step = max(1, -(-len(self.days) // MAX_LABELS))
        for i, day in enumerate(self.days):
            if i % step == 0:
                self.x_axis.append(day.day, i)
        self.series.replace([QPointF(i, day.percent) for i, day in enumerate(self.days)])
        self.x_axis.setRange(-0.5, max(len(self.days) - 0.5, 0.5))
        # The whole view painted anew: Qt Charts repaints only what it thinks changed, and left the
        # old point's marker on screen where the line no longer goes.
        self.viewport().update()
