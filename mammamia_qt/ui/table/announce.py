"""Texts on the table: the big fading banner for every play, captions, and the memory-aid log.

The banner shows one announcement at a time and fades; earlier plays of the round are never
listed unless the memory aid is on (then ``PlayLog`` shows them).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPropertyAnimation, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem

from mammamia_qt.ui.common.paint import Drawn, draw_all, font
from mammamia_qt.ui.common.phrases import phrases
from mammamia_qt.ui.common.themes import theme

BANNER_MS = 2600

Lines = list[str] | Callable[[], list[str]]
"""Lines of text, or a function that makes them (called again when the language changes)."""


_PIECES = re.compile(
    r"[\u3000-\u30ff\u4e00-\u9fff\uff01-\uff60][、。，！？）」』：・ー]*\s*|[^\s\u3000-\u30ff\u4e00-\u9fff\uff01-\uff60]+\s*|\s+"
)
"""Where a line may break at the latest: after a word and its spaces, or after a Japanese character
(with the punctuation that may not start a line)."""


def _pieces(line: str, metrics: QFontMetricsF, room: float) -> list[str]:
    """Where ``line`` may break: after a word, or between Japanese phrases (``phrases``); a phrase
    wider than ``room`` breaks between its characters after all."""
    out: list[str] = []
    for phrase in phrases(line):
        if metrics.horizontalAdvance(phrase.rstrip()) <= room:
            out.append(phrase)
        else:
            out.extend(_PIECES.findall(phrase))
    return out


def wrap_line(line: str, metrics: QFontMetricsF, room: float) -> list[str]:
    """``line`` as it is, or broken into lines no wider than ``room`` where it may break."""
    if metrics.horizontalAdvance(line) <= room:
        return [line]
    out: list[str] = []
    current = ""
    for piece in _pieces(line, metrics, room):
        if current and metrics.horizontalAdvance((current + piece).rstrip()) > room:
            out.append(current.rstrip())
            current = piece
        else:
            current += piece
    return [*out, current.rstrip()]


class TextPlate(QGraphicsObject):
    """Lines of text on a soft dark plate, fitted into ``rect`` (centred or left-aligned)."""

    def __init__(self, *, title: bool = False, align_left: bool = False, plate: bool = True) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.rect = QRectF(0, 0, 300, 60)
        self.pixel = 20.0
        self.title = title
        self.align_left = align_left
        self.plate = plate
        self.colour = "plate_text"  # a field of the theme, read when the lines are drawn
        self._source: Callable[[], list[str]] | None = None
        self._placed: tuple[object, QRectF, float, list[str]] = ((), QRectF(), 0.0, [])
        self.setZValue(300)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # a fading banner only blits

    def set_geometry(self, rect: QRectF, pixel: float) -> None:
        if rect == self.rect and pixel == self.pixel:
            return
        self._expose()
        self.prepareGeometryChange()
        self.rect, self.pixel = rect, pixel
        self.update()

    def set_lines(self, lines: Lines, colour: str | None = None) -> None:
        """Show ``lines``; given as a function, they are made again by ``retranslate``."""
        self._source = lines if callable(lines) else None
        if colour is not None:
            self.colour = colour
        self._show(lines() if callable(lines) else lines)

    def _show(self, lines: list[str]) -> None:
        self._expose()
        self.prepareGeometryChange()  # the plate is as wide as the text
        self.lines = lines
        self.setToolTip("\n".join(lines))
        self.update()

    def _expose(self) -> None:
        """Have the views paint the plate's area again before it shrinks, moves or is cleared.

        The item's own update (``prepareGeometryChange``) does not always reach the view: while cards
        fly (a reveal at any speed but instant), a plate replaced by a smaller one left strips of
        the old one (its second line, "Delivered!") under the next order's caption.
        """
        scene = self.scene()
        if scene is not None and self.lines:
            scene.update(self.sceneBoundingRect())

    def retranslate(self) -> None:
        """Make the lines again in the current language (if they were given as a function)."""
        if self._source is not None:
            self._show(self._source())

    def text(self) -> str:
        return "\n".join(self.lines)

    def boundingRect(self) -> QRectF:
        """The plate the lines are on (a frame blends only these pixels, not the whole ``rect``)."""
        plate = self._plate()[0]
        if plate.isEmpty():  # nothing to show: a pixel where the plate would start
            return QRectF(self.rect.topLeft(), QSizeF(1, 1))
        return plate.adjusted(-2, -2, 2, 2)

    def _plate(self) -> tuple[QRectF, float, list[str]]:
        """The plate under the lines, the pixel size they are set in and the lines as set (a long
        one wrapped); found once per text and size."""
        key = (tuple(self.lines), self.rect.getRect(), self.pixel, self.align_left)
        if self._placed[0] != key:
            self._placed = (key, *self._place())
        return self._placed[1], self._placed[2], self._placed[3]

    def _place(self) -> tuple[QRectF, float, list[str]]:
        if not self.lines:
            return QRectF(), self.pixel, []
        pixel, lines = self._fit()
        metrics = QFontMetricsF(font(pixel, bold=True, title=self.title))
        height = metrics.height() * len(lines) + pixel * 0.4
        widest = max(metrics.horizontalAdvance(line) for line in lines) + pixel * 1.2
        width = min(self.rect.width(), widest)
        left = self.rect.left() if self.align_left else self.rect.center().x() - width / 2
        return QRectF(left, self.rect.top(), width, height), pixel, lines

    def fonts(self) -> list[QFont]:
        """The faces a text of this plate is set in: its size and the first sizes it shrinks to."""
        return [font(self.pixel * 0.92**k, bold=True, title=self.title) for k in range(3)]

    def _fit(self) -> tuple[float, list[str]]:
        """The largest size (down to 8 px) at which the lines fit the rect, a line too wide for it
        wrapped at its spaces (or between Japanese characters): never cut."""
        pixel = self.pixel
        while True:
            metrics = QFontMetricsF(font(pixel, bold=True, title=self.title))
            room = self.rect.width() - pixel * 1.2
            lines = [part for line in self.lines for part in wrap_line(line, metrics, room)]
            tall = metrics.height() * len(lines) + pixel * 0.4
            widest = max((metrics.horizontalAdvance(line) for line in lines), default=0)
            if pixel * 0.92 < 8 or (widest <= room and tall <= self.rect.height()):
                return pixel, lines
            pixel *= 0.92

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        if not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plate, pixel, _ = self._plate()
        if self.plate:
            painter.setPen(Qt.PenStyle.NoPen)
            plate_colour = QColor(theme().plate)
            plate_colour.setAlpha(theme().plate_alpha)
            painter.setBrush(plate_colour)
            painter.drawRoundedRect(plate, pixel * 0.5, pixel * 0.5)
        draw_all(painter, self.texts())

    def texts(self) -> list[Drawn]:
        """Every line, one under the other on the plate (scene coordinates: the plate has no offset)."""
        plate, pixel, lines = self._plate()
        f = font(pixel, bold=True, title=self.title)
        line_h = QFontMetricsF(f).height()
        flags = Qt.AlignmentFlag.AlignVCenter | (
            Qt.AlignmentFlag.AlignLeft if self.align_left else Qt.AlignmentFlag.AlignHCenter
        )
        top, width = plate.top() + pixel * 0.2, plate.width() - pixel * 1.2
        return [
            Drawn(
                line,
                f,
                QRectF(plate.left() + pixel * 0.6, top + k * line_h, width, line_h),
                flags,
                QColor(getattr(theme(), self.colour)),
            )
            for k, line in enumerate(lines)
        ]


class Banner(TextPlate):
    """The announcement of the latest play: large, fading after a while."""

    def __init__(self) -> None:
        super().__init__(title=True)
        self._fade = QPropertyAnimation(self, b"opacity", self)
        self._fade.setDuration(700)
        self._fade.setEasingCurve(QEasingCurve.Type.InQuad)
        self._fade.setEndValue(0.0)
        self._fade.finished.connect(self._faded)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fade.start)
        self.setZValue(400)
        self.partner: TextPlate | None = None  # the status line, hidden while a banner shows
        self._held_ms: int | None = None  # time left to show, kept while the table is paused

    def set_paused(self, paused: bool) -> None:
        """Keep the announcement up, unfaded, while the table is paused; go on from there after."""
        if paused:
            if self._timer.isActive():
                self._held_ms = max(0, self._timer.remainingTime())
                self._timer.stop()
            elif self._fade.state() == QPropertyAnimation.State.Running:
                self._fade.pause()
        elif self._held_ms is not None:
            self._timer.start(self._held_ms)
            self._held_ms = None
        elif self._fade.state() == QPropertyAnimation.State.Paused:
            self._fade.resume()

    def announce(
        self, text: str | Callable[[], str], colour: str | None = None, hold_ms: int = BANNER_MS
    ) -> None:
        """Show ``text`` (or what a function makes, again on a language change) for a while."""
        self._fade.stop()
        self._held_ms = None
        self.setOpacity(1.0)
        lines: Lines = (lambda: [text()]) if callable(text) else [text]
        self.set_lines(lines, colour or "plate_text")
        self.setVisible(True)
        if self.scene() is not None and getattr(self.scene(), "paused", False):
            self._held_ms = hold_ms
        else:
            self._timer.start(hold_ms)
        if self.partner is not None:
            self.partner.setVisible(False)

    def _faded(self) -> None:
        self.set_lines([])
        self.setVisible(False)
        if self.partner is not None:
            self.partner.setVisible(True)


class PlayLog(TextPlate):
    """Memory aid only: this round's plays as announced, newest last."""

    def __init__(self) -> None:
        super().__init__(align_left=True)
        self.setZValue(250)

    def set_plays(self, lines: Callable[[], list[str]]) -> None:
        """This round's plays, made by ``lines`` (again when the language changes)."""

        def make() -> list[str]:
            plays = lines()
            title = QCoreApplication.translate("Announce", "This round's plays")
            return [title, *plays[-12:]] if plays else []

        self.set_lines(make)
