"""The Statistics tab's charts (Qt Charts): win rates as bars, pizzas per round over time as a line.

Each function fills a ``QChart`` (emptied first) from one name's ``PlayerStats`` and returns it; the chart takes the
game's palette (paper background, tomato bars, basil line, ink text) and the widget's font, so it
reads like the rest of the app at every size. Texts are translated when the chart is filled: the tab
fills its charts again on a language change. The tab keeps its four charts for its lifetime (a chart
handed to a QChartView belongs to it), so only series and axes come and go.
"""

from __future__ import annotations

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSet,
    QChart,
    QHorizontalBarSeries,
    QLineSeries,
    QScatterSeries,
    QValueAxis,
)
from PySide6.QtCore import QCoreApplication, QLocale, QMargins, QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen

from mammamia_qt.archive.stats import COMPUTER_LEVELS, PlayerStats, Share
from mammamia_qt.ui.common.names import edition_name, seat_kind_name
from mammamia_qt.ui.common.themes import theme


def _reset(chart: QChart, title: str, font: QFont) -> QChart:
    """``chart`` emptied (no series, no axes) and dressed in the game's palette, titled ``title``."""
    chart.removeAllSeries()
    for axis in chart.axes():
        chart.removeAxis(axis)
        axis.deleteLater()
    chart.setTitle(title)
    bold = QFont(font)
    bold.setBold(True)
    chart.setTitleFont(bold)
    chart.setTitleBrush(QBrush(QColor(theme().heading)))
    chart.setBackgroundBrush(QBrush(QColor(theme().paper)))
    chart.setBackgroundPen(QPen(QColor(theme().soft_edge)))
    chart.setBackgroundRoundness(10)
    chart.setMargins(QMargins(2, 0, 6, 2))
    chart.layout().setContentsMargins(4, 4, 4, 4)
    chart.legend().setVisible(False)
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
    chart.setLocale(QLocale())  # "2,5" in German, as the card writes it
    chart.setLocalizeNumbers(True)
    return chart


def _style_axis(axis: QValueAxis | QBarCategoryAxis, font: QFont, title: str = "") -> None:
    axis.setLabelsFont(font)
    axis.setTruncateLabels(False)  # a level's or an edition's name whole, even in a small chart
    axis.setLabelsBrush(QBrush(QColor(theme().text)))
    axis.setGridLineColor(QColor(theme().soft_edge))
    axis.setLinePenColor(QColor(theme().muted))
    if title:
        axis.setTitleText(title)
        axis.setTitleFont(font)
        axis.setTitleBrush(QBrush(QColor(theme().muted)))


def _percent_axis(font: QFont) -> QValueAxis:
    axis = QValueAxis()
    axis.setRange(0, 100)
    axis.setTickCount(3)
    axis.setLabelFormat(QCoreApplication.translate("Statistics", "{percent} %").format(percent="%.0f"))
    _style_axis(axis, font)
    return axis


def win_rate_bars(chart: QChart, title: str, shares: list[tuple[str, Share]], font: QFont) -> QChart:
    """One bar per category, across (so long names fit beside them): the share of its games won, in
    percent; the category's label counts its games."""
    _reset(chart, title, font)
    bars = QBarSet(QCoreApplication.translate("Statistics", "Won (%)"))
    bars.setColor(QColor(theme().accent))
    bars.setBorderColor(QColor(theme().accent_dark))
    bars.setLabelColor(QColor(theme().text))
    bars.setLabelFont(font)
    bars.append([round(100 * share.win_rate) for _, share in shares])
    series = QHorizontalBarSeries()
    series.setBarWidth(0.6)
    series.append(bars)
    series.setLabelsVisible(True)
    series.setLabelsFormat("@value")
    series.setLabelsPosition(QHorizontalBarSeries.LabelsPosition.LabelsOutsideEnd)
    chart.addSeries(series)
    categories = QBarCategoryAxis()
    games = QCoreApplication.translate("Statistics", "{category} ({games})")
    categories.append([games.format(category=label, games=share.games) for label, share in shares])
    _style_axis(categories, font)
    chart.addAxis(categories, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(categories)
    values = _percent_axis(font)
    chart.addAxis(values, Qt.AlignmentFlag.AlignBottom)
    series.attachAxis(values)
    return chart


def by_edition(chart: QChart, stats: PlayerStats, font: QFont) -> QChart:
    shares = [
        (edition_name(ed), stats.by_edition[ed]) for ed in ("classic", "plus") if ed in stats.by_edition
    ]
    return win_rate_bars(
        chart, QCoreApplication.translate("Statistics", "Won by edition (games)"), shares, font
    )


def by_players(chart: QChart, stats: PlayerStats, font: QFont) -> QChart:
    shares = [(str(n), stats.by_players[n]) for n in sorted(stats.by_players)]
    return win_rate_bars(
        chart, QCoreApplication.translate("Statistics", "Won by number of players (games)"), shares, font
    )


def against_levels(chart: QChart, stats: PlayerStats, font: QFont) -> QChart:
    """The computer levels met, weakest first (a level never met is left out)."""
    shares = [(level_name(lv), stats.against[lv]) for lv in COMPUTER_LEVELS if lv in stats.against]
    win_rate_bars(
        chart, QCoreApplication.translate("Statistics", "Won against computer players (games)"), shares, font
    )
    if not shares:
        chart.setTitle(QCoreApplication.translate("Statistics", "No games against computer players yet"))
    return chart


def level_name(level: str) -> str:
    """A computer level's name without the new game dialog's "AI:" (the chart's title says it)."""
    names = {
        "random": QCoreApplication.translate("Statistics", "random"),
        "beginner": QCoreApplication.translate("Statistics", "beginner"),
        "intermediate": QCoreApplication.translate("Statistics", "intermediate"),
        "expert": QCoreApplication.translate("Statistics", "expert"),
        "master": QCoreApplication.translate("Statistics", "master"),
    }
    return names.get(level) or seat_kind_name(level)


def game_step(games: int) -> int:
    """Every how many games the x axis is labelled: 1, 2 or 5 times a power of ten, at most six labels."""
    power = 1
    while True:
        for step in (power, 2 * power, 5 * power):
            if games <= 6 * step:
                return step
        power *= 10


def per_round_line(chart: QChart, stats: PlayerStats, font: QFont) -> QChart:
    """Pizzas per round in each game, oldest first (x: the game's number in that order)."""
    _reset(chart, QCoreApplication.translate("Statistics", "Pizzas per round, game by game"), font)
    points = [QPointF(i + 1, p.per_round) for i, p in enumerate(stats.timeline)]
    line = QLineSeries()
    line.setPen(QPen(QColor(theme().good), 3))
    line.append(points)
    dots = QScatterSeries()
    dots.setMarkerSize(8)
    dots.setColor(QColor(theme().good))
    dots.setBorderColor(QColor(theme().paper))
    dots.append(points)
    x = QValueAxis()
    x.setRange(1, max(2, len(points)))
    x.setLabelFormat("%.0f")
    x.setTickType(QValueAxis.TickType.TicksDynamic)
    x.setTickAnchor(0)
    x.setTickInterval(game_step(len(points)))
    _style_axis(x, font, QCoreApplication.translate("Statistics", "Games, oldest first"))
    y = QValueAxis()
    y.setRange(0, max(1.0, max((p.y() for p in points), default=0.0)))
    y.setLabelFormat("%.1f")
    y.setTickCount(5)
    y.applyNiceNumbers()
    _style_axis(y, font)
    chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
    for series in (line, dots):
        chart.addSeries(series)
        series.attachAxis(x)
        series.attachAxis(y)
    return chart


CHARTS = (by_edition, by_players, against_levels, per_round_line)
"""The tab's charts, in the order they are laid out."""
