"""One card on the table: a cached pixmap at the current size and device pixel ratio.

The pixmap carries the card's shadow and is drawn unscaled, on whole device pixels, so a frame
is a blit per card. Only while a card flips or changes size is it drawn scaled: a flip squashes
the card horizontally and swaps faces at the middle (kpat's KCard); a size change shows the old
pixmap scaled until the size settles. A card can be clicked or dragged; the hand decides what
that means.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Property, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
)

from mammamia_qt.ui.common.themes import theme

if TYPE_CHECKING:
    from mammamia_qt.ui.art.card_art import CardArt

RATIO = 88 / 63
SETTLE_MS = 150
"""A card whose size changed shows its old pixmap scaled until the size has held this long."""
AHEAD_WAIT_MS = 16
AHEAD_WAITS = 10
"""A settled size whose face is not drawn yet has it drawn ahead: the old pixmap stays, scaled, for
up to AHEAD_WAITS checks AHEAD_WAIT_MS apart while it is drawn between frames."""
DRAG_START = 8.0
_TRANSLATE = QTransform.TransformationType.TxTranslate.value


class CardItem(QGraphicsObject):
    """A card with a front and a back face id; ``width`` and ``flip`` animate.

    Signals:
        clicked(): pressed and released without moving.
        dropped(QPointF): released after a drag, at this scene position.
    """

    clicked = Signal()
    dropped = Signal(QPointF)
    # Set by the hand or the reveal that holds the card: its ingredient's kind (0-5), its order's index.
    kind: int
    order: int

    def __init__(self, art: CardArt, front: str, back: str, width: float, *, face_up: bool = True) -> None:
        super().__init__()
        self.art = art
        self.front = front
        self.back = back
        self._width = float(width)
        self._flip = 0.0
        self._face_up = face_up
        self._flip_to: bool | None = None
        self.highlight: QColor | None = None
        self._dpr = 1.0
        self.draggable = False
        self._press: QPointF | None = None
        self._drag_offset = QPointF()
        self._dragging = False
        self._cache: dict[tuple[str, int], QPixmap] = {}
        self._resizing = False
        self._resized_at = 0.0
        self._settle_timer: QTimer | None = None  # made on the first resize; it dies with the card
        self._target = 0  # the width a running resize ends at (its faces are drawn ahead)
        self._ahead_waits = 0  # checks so far for the settled size's face, drawn ahead
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # A card that lies or slides is blitted by Qt from its device cache, with no call into
        # Python; one that turns over or changes size is painted every frame (see _cache_as_needed).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # ------------------------------------------------------------------ properties
    @property
    def face(self) -> str:
        return self.front if self._face_up else self.back

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, up: bool) -> None:
        if up != self._face_up:
            self._face_up = up
            self.update()

    @property
    def dpr(self) -> float:
        """The device pixel ratio the card is drawn for."""
        return self._dpr

    @dpr.setter
    def dpr(self, dpr: float) -> None:
        if dpr != self._dpr:
            self.prepareGeometryChange()  # (the bounding rect is whole device pixels)
            self._dpr = dpr
            self.update()

    def _get_width(self) -> float:
        return self._width

    def prepare(self, width: float | None = None) -> None:
        """Have both faces drawn ahead at ``width`` (default: now's), e.g. before a flip or a resize."""
        sizes = {max(8, round(self._width if width is None else width))}
        if width is not None:
            self._target = max(8, round(width))
        elif self._target:
            sizes.add(self._target)  # a flip during a resize: both faces at the size it ends at too
        for w in sizes:
            for face in (self.front, self.back):
                self.art.prepare(face, w, self.dpr)

    def _set_width(self, w: float) -> None:
        if w != self._width:
            self.prepareGeometryChange()
            self._width = float(w)
            self._resized_at = time.perf_counter()
            if self._cache and not self._resizing:
                self._resizing = True  # draw the old pixmap scaled until the size settles
                self._cache_as_needed()
                self._settle_later(SETTLE_MS)
            self.update()

    def jump_to_width(self, width: float) -> None:
        """Take ``width`` at once (a new layout, not an animation): the faces at that size are drawn
        ahead and the card shows them as soon as they are ready, not after SETTLE_MS of stillness
        (meanwhile it is drawn scaled, every frame)."""
        if width == self._width:
            return
        self._set_width(width)
        if self._resizing:
            self.prepare(width)
            self._resized_at -= SETTLE_MS / 1000  # no animation to wait for: the size holds from now
            self._settle_later(AHEAD_WAIT_MS)

    def _settle_later(self, ms: int) -> None:
        # A timer owned by the card, not QTimer.singleShot: a card deleted with its table (a new
        # game) must take its pending call with it.
        if self._settle_timer is None:
            self._settle_timer = QTimer(self)
            self._settle_timer.setSingleShot(True)
            self._settle_timer.timeout.connect(self._settle)
        self._settle_timer.start(ms)

    def _settle(self) -> None:
        still = (time.perf_counter() - self._resized_at) * 1000
        if still < SETTLE_MS:  # the size is still changing: not one face per frame's size
            self._settle_later(int(SETTLE_MS - still) + 1)
            return
        w = max(8, round(self._width))
        if (self.face, w) not in self._cache and self.art.ready_shadowed(self.face, w, self.dpr) is None:
            if self._ahead_waits < AHEAD_WAITS:  # a size nobody foresaw: drawn ahead, not mid-frame
                self._ahead_waits += 1
                self.art.prepare(self.face, w, self.dpr)
                self._settle_later(AHEAD_WAIT_MS)
                return
        self._ahead_waits = 0
        self._resizing = False
        self._cache_as_needed()
        self.update()

    # Qt's stub types a Property as itself; on an instance it reads and writes a float.
    cardWidth = cast(float, Property(float, _get_width, _set_width))

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, t: float) -> None:
        self._flip = t
        if self._flip_to is not None and t >= 0.5:
            self.set_face_up(self._flip_to)
            self._flip_to = None
        if t >= 1.0:
            self._flip = 0.0
        self._cache_as_needed()
        self.update()

    def _cache_as_needed(self) -> None:
        """Cached in device pixels while the card's look holds (it may move: the cache is blitted
        where it goes); uncached while it turns over or takes a new size, when every frame is new."""
        mode = (
            QGraphicsItem.CacheMode.NoCache
            if self._flip or self._resizing
            else QGraphicsItem.CacheMode.DeviceCoordinateCache
        )
        if self.cacheMode() != mode:
            self.setCacheMode(mode)

    flip = cast(float, Property(float, _get_flip, _set_flip))

    def prepare_flip(self, face_up: bool) -> bool:
        """Arm a flip to ``face_up`` (swapped at the middle); False if already so."""
        if face_up == self._face_up:
            return False
        self._flip_to = face_up
        self._flip = 0.0
        return True

    @property
    def height(self) -> float:
        return self._width * RATIO

    def set_clickable(self, on: bool) -> None:
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)

    def set_highlight(self, colour: QColor | None) -> None:
        self.highlight = colour
        self.update()

    # ------------------------------------------------------------------ painting
    def boundingRect(self) -> QRectF:
        m = self._width * 0.08 + 2  # the shadow, a highlight's pen, snapping to whole pixels
        # Whole device pixels wide and high: wherever a sliding card is, its device cache keeps its
        # size (a size off by one, from rounding a fractional position, would be painted anew).
        dpr = self.dpr
        w = math.ceil((self._width + 2 * m) * dpr) / dpr
        h = math.ceil((self.height + 2 * m) * dpr) / dpr
        return QRectF(-m, -m, w, h)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self._width, self.height))
        return path

    def clear_cache(self) -> None:
        """Forget the rendered faces (the card texts changed with the language)."""
        self._cache.clear()
        self.update()

    def pixmap(self) -> tuple[QPixmap, int]:
        """The face over its shadow, and the card width it was made for: the current width
        rounded, or while the width animates an earlier one (drawn scaled until it settles)."""
        w = max(8, round(self._width))
        pix = self._cache.get((self.face, w))
        if pix is None and self._resizing:
            found = next(((p, fw) for (f, fw), p in self._cache.items() if f == self.face), None)
            if found is not None:
                return found
            ahead = self.art.ready_shadowed(self.face, self._target, self.dpr) if self._target else None
            if ahead is not None:  # turned over mid-resize: the new face at the size it is going to
                self._cache[(self.face, self._target)] = ahead
                return ahead, self._target
        if pix is None:
            if len(self._cache) > 3:
                self._cache.clear()
            pix = self.art.shadowed_pixmap(self.face, w, self.dpr)
            self._cache[(self.face, w)] = pix
        return pix, w

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        w = self._width
        pix, made_for = self.pixmap()
        dpr = pix.devicePixelRatio()
        if not self._flip and made_for == max(8, round(w)):
            t = painter.worldTransform()
            if t.type().value <= _TRANSLATE:
                # unscaled, on whole device pixels: the raster engine's plain blit
                dx, dy = t.dx() * dpr, t.dy() * dpr
                at = QPointF((round(dx) - dx) / dpr, (round(dy) - dy) / dpr)
                painter.drawPixmap(at, pix)
                self._paint_marks(painter, QRectF(at.x(), at.y(), made_for, made_for * RATIO))
                return
        squash = abs(math.cos(math.pi * self._flip)) if self._flip else 1.0
        scale = w / made_for
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.translate(w / 2, 0)
        painter.scale(max(squash, 0.02), 1.0)
        painter.translate(-w / 2, 0)
        painter.scale(scale, scale)
        painter.drawPixmap(QPointF(0, 0), pix)
        self._paint_marks(painter, QRectF(0, 0, made_for, made_for * RATIO))
        painter.restore()

    def _paint_marks(self, painter: QPainter, rect: QRectF) -> None:
        """The theme's edge around the card's paper (a dark or high-contrast table), then the highlight."""
        t = theme()
        if t.card_edge_width > 0:
            self._paint_highlight(
                painter, rect, QColor(t.card_edge), max(1.0, t.card_edge_width * rect.width() / 100)
            )
        if self.highlight is not None:
            self._paint_highlight(painter, rect, self.highlight)

    def _paint_highlight(self, painter: QPainter, rect: QRectF, colour: QColor, pen: float = 0.0) -> None:
        painter.save()  # (the table's view leaves the painter's state to the items)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)  # (the table's view does not smooth)
        w = rect.width()
        radius = w * 0.07
        painter.setPen(QPen(colour, pen or max(2.0, w * 0.045)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, radius, radius)
        painter.restore()

    # ------------------------------------------------------------------ mouse
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = event.scenePos()
        self._drag_offset = event.scenePos() - self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not self.draggable:
            return
        if not self._dragging and (event.scenePos() - self._press).manhattanLength() > DRAG_START:
            self._dragging = True
            self.setZValue(self.zValue() + 500)
        if self._dragging:
            self.setPos(event.scenePos() - self._drag_offset)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.setZValue(self.zValue() - 500)
            self.dropped.emit(event.scenePos())
        else:
            self.clicked.emit()
