"""The coach's accuracy over time: one point per day, the share of questions answered right.

``daily_accuracy`` groups the archive's answers (``Archive.answers()``, oldest first) by the day
they were given (UTC); ``AccuracyChart`` draws them as a line on a Qt Charts view.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCharts import QChart, QChartView, QDateTimeAxis, QLineSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QDateTime, QMargins, Qt, QTimeZone
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget


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


def _msecs(day: str) -> float:
    """The start of ``day`` (UTC), as the chart's x value."""
    moment = QDateTime.fromString(day, "yyyy-MM-dd")
    moment.setTimeZone(QTimeZone.utc())
    return float(moment.toMSecsSinceEpoch())


class AccuracyChart(QChartView):
    """A line of the share answered right per day (0–100 %)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(150)
        chart = QChart()
        chart.legend().hide()
        chart.setMargins(QMargins(4, 4, 4, 4))
        chart.setBackgroundRoundness(10)
        self.series = QLineSeries()
        self.series.setPen(QPen(QColor("#c0392b"), 3))
        self.series.setPointsVisible(True)
        chart.addSeries(self.series)
        self.x_axis = QDateTimeAxis()
        self.x_axis.setFormat("yyyy-MM-dd")
        self.y_axis = QValueAxis()
        self.y_axis.setRange(0, 100)
        self.y_axis.setLabelFormat("%d %%")
        self.y_axis.setTickCount(5)
        chart.addAxis(self.x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.y_axis, Qt.AlignmentFlag.AlignLeft)
        self.series.attachAxis(self.x_axis)
        self.series.attachAxis(self.y_axis)
        self.setChart(chart)
        self.days: list[Day] = []
        self.retranslate()

    def retranslate(self) -> None:
        self.chart().setTitle(QCoreApplication.translate("Coach", "Answered right, per day"))
        self.setAccessibleName(QCoreApplication.translate("Coach", "Accuracy over time"))

    def set_answers(self, answers: Sequence[tuple[str, str, int, bool]]) -> None:
        self.days = daily_accuracy(answers)
        self.series.clear()
        for day in self.days:
            self.series.append(_msecs(day.day), day.percent)
        if self.days:
            first, last = _msecs(self.days[0].day), _msecs(self.days[-1].day)
            pad = 12 * 3600 * 1000.0
            utc = QTimeZone.utc()
            self.x_axis.setRange(
                QDateTime.fromMSecsSinceEpoch(int(first - pad), utc),
                QDateTime.fromMSecsSinceEpoch(int(last + pad), utc),
            )
            self.x_axis.setTickCount(min(len(self.days), 5) + 1 if len(self.days) > 1 else 2)
