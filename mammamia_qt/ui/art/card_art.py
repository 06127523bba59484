"""Card faces rendered to pixmaps, cached in memory and, optionally, on disk.

The faces themselves are SVG documents (``card_faces``, built from ``card_svg``'s pieces); their
public names are re-exported here so callers need one import.

Rendered faces may also be kept on disk (kpat keeps its card pixmaps in a KImageCache): a later
start then loads them instead of composing and rendering SVG, which is what makes the table quick
to appear.
"""

from __future__ import annotations

import hashlib
import math
import os
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from contextlib import suppress
from functools import cache
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QByteArray, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from mammamia_qt.engine.cards import COLOURS, INGREDIENTS
from mammamia_qt.paths import resource
from mammamia_qt.ui.art.card_faces import OrderFace, build_face, default_labels, order_face, parse_order
from mammamia_qt.ui.art.card_svg import CARD_H, CARD_W, colour_hex, forget_text_metrics, square_svg

__all__ = [
    "CACHE_BYTES",
    "CACHE_SIZE",
    "CARD_H",
    "CARD_W",
    "SHADOW",
    "CardArt",
    "DiskCache",
    "OrderFace",
    "build_face",
    "colour_hex",
    "default_labels",
    "order_face",
    "parse_order",
    "shadow_offset",
]

CACHE_SIZE = 512
CACHE_BYTES = 40 * 1024 * 1024
"""The pixmap cache's bounds: entries, and bytes of pixels (a long kiosk night must not grow it).

Enough for the faces of a six-player Plus reveal at 1920x1080 at every size a card takes on its
way (oven, column, order spot, used pile, hand), so none is drawn again from SVG mid-animation."""

AHEAD_SECONDS = 0.004
"""How long one pass of the event loop may spend drawing faces ahead (a quarter of a 60 Hz frame)."""

K = TypeVar("K")
V = TypeVar("V")


def _render(svg: bytes, width: int, height: int, dpr: float) -> QImage:
    from PySide6.QtSvg import QSvgRenderer  # not needed while the disk cache answers

    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise ValueError("invalid SVG")
    w, h = max(1, round(width * dpr)), max(1, round(height * dpr))
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, w, h))
    painter.end()
    return image


SHADOW = QColor(0, 0, 0, 60)
"""The soft shadow under a card on the table, baked into its pixmap."""


def shadow_offset(width: float) -> tuple[float, float]:
    """Where a card's shadow falls, relative to the card, for a card ``width`` pixels wide."""
    return width * 0.03, width * 0.05


def _with_shadow(face: QPixmap, width: int, height: int, dpr: float) -> QPixmap:
    """``face`` over its shadow: the card at (0, 0), the shadow offset down and to the right."""
    dx, dy = shadow_offset(width)
    w, h = math.ceil((width + dx + 1) * dpr), math.ceil((height + dy + 1) * dpr)
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADOW)
    radius = width * 0.07
    painter.drawRoundedRect(QRectF(dx, dy, width, height), radius, radius)
    painter.drawPixmap(0, 0, face)
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


ART_VERSION = 1
"""Part of every disk cache key: raise it when the drawings change in a way file dates cannot show."""


@cache
def _art_fingerprint() -> str:
    """What the rendered faces depend on: the modules that draw them, the drawings and ART_VERSION."""
    digest = hashlib.sha1(f"{ART_VERSION}".encode())
    files = [Path(__file__).with_name(f"{name}.py") for name in ("card_svg", "card_faces", "card_art")]
    for folder in ("cards", "icons"):
        with suppress(OSError):
            files += sorted(resource(folder).iterdir())
    for path in files:
        with suppress(OSError):
            stat = path.stat()
            digest.update(f"{path.name}:{stat.st_size}:{stat.st_mtime_ns};".encode())
    return digest.hexdigest()[:16]


class DiskCache:
    """Rendered faces as PNG files in one folder per art fingerprint (older folders are pruned)."""

    MAX_FILES = 3000

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.folder = self.root / f"cards-{_art_fingerprint()}"
        self._ready = False

    def _path(self, key: str) -> Path:
        return self.folder / f"{hashlib.sha1(key.encode()).hexdigest()}.png"

    def load(self, key: str, width: int, height: int) -> QImage | None:
        """The image kept for ``key`` if it is there and ``width`` x ``height`` device pixels."""
        path = self._path(key)
        if not path.is_file():
            return None
        image = QImage(str(path))
        if image.isNull() or image.width() != width or image.height() != height:
            return None
        if image.format() != QImage.Format.Format_ARGB32_Premultiplied:
            image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        return image

    def store(self, key: str, image: QImage) -> None:
        """Keep ``image`` for ``key``; a failure (read-only disk, full disk) only costs speed."""
        try:
            if not self._ready:
                self.folder.mkdir(parents=True, exist_ok=True)
                self._ready = True
            path = self._path(key)
            temp = path.with_name(f"{path.stem}.{os.getpid()}.tmp")
            if image.save(str(temp), "PNG", 90):  # type: ignore[call-overload]  # the stub wants bytes, Qt a str
                os.replace(temp, path)
        except OSError:
            pass

    def prune(self) -> None:
        """Remove the folders of older art, and the least recently written files beyond MAX_FILES."""
        with suppress(OSError):
            for old in self.root.glob("cards-*"):
                if old != self.folder and old.is_dir():
                    for file in old.iterdir():
                        file.unlink(missing_ok=True)
                    old.rmdir()
        with suppress(OSError):
            if not self.folder.is_dir():
                return
            files = sorted(self.folder.iterdir(), key=lambda f: f.stat().st_mtime)
            for file in files[: max(0, len(files) - self.MAX_FILES)]:
                file.unlink(missing_ok=True)


class CardArt:
    """Card faces as SVG documents and as pixmaps, cached (LRU) per face, size and device pixel ratio.

    With a ``disk_cache`` folder, rendered faces are also kept on disk for the next start. Use it on
    the GUI thread only: it makes QPixmaps.
    """

    def __init__(self, labels: dict[str, str] | None = None, disk_cache: Path | None = None) -> None:
        self._labels = default_labels() | dict(labels or {})
        self._labels_key = ""
        self._svg: OrderedDict[str, bytes] = OrderedDict()
        self._pixmaps: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()
        self._bytes = 0
        self.disk = DiskCache(disk_cache) if disk_cache is not None else None
        self.rendered = 0  # drawings rendered from SVG so far (the frame benchmark counts them)
        self._ahead: deque[tuple[str, int, float]] = deque()
        self._ahead_keys: set[tuple[str, int, float]] = set()

    def ready_shadowed(self, face: str, width: int, dpr: float = 1.0) -> QPixmap | None:
        """The shadowed face if it is drawn already (never draws)."""
        return self._pixmaps.get(("shadow:" + face, width, dpr))

    # ------------------------------------------------------------------ drawing ahead
    def prepare(self, face: str, width: int, dpr: float = 1.0) -> None:
        """Draw ``face`` over its shadow at ``width`` soon, between frames (a few milliseconds'
        worth per pass of the event loop), so a card that is about to take that size or turn over finds it ready
        instead of rendering SVG in the middle of a frame."""
        if face:
            self._queue(("shadow:" + face, width, dpr))

    def prepare_face(self, face: str, width: int, dpr: float = 1.0) -> None:
        """Draw the bare ``face`` at ``width`` soon, between frames (a pile's top card)."""
        if face:
            self._queue(("face:" + face, width, dpr))

    def prepare_icon(self, kind: str, size: int, dpr: float = 1.0) -> None:
        """Draw the icon of an ingredient kind at ``size`` soon, between frames (a column's slot)."""
        if kind in INGREDIENTS:
            self._queue(("icon:" + kind, size, dpr))

    def _queue(self, key: tuple[str, int, float]) -> None:
        if key in self._pixmaps or key in self._ahead_keys:
            return
        self._ahead.append(key)
        self._ahead_keys.add(key)
        if len(self._ahead) == 1:
            QTimer.singleShot(0, self._draw_ahead)

    def _draw_ahead(self) -> None:
        clock = time.perf_counter()
        while self._ahead and time.perf_counter() - clock < AHEAD_SECONDS:
            key = self._ahead.popleft()
            self._ahead_keys.discard(key)
            what, _, name = key[0].partition(":")
            try:
                if what == "shadow":
                    self.shadowed_pixmap(name, key[1], key[2])
                elif what == "face":
                    self.pixmap(name, key[1], key[2])
                else:
                    self.icon_pixmap(name, key[1], key[2])
            except ValueError:  # not a face (a card without a front): nothing to draw
                pass
        if self._ahead:
            QTimer.singleShot(0, self._draw_ahead)

    def set_labels(self, labels: dict[str, str]) -> None:
        """Use new card texts (a missing key keeps its English text) and clear the caches."""
        new = default_labels() | dict(labels)
        if new == self._labels:
            return
        forget_text_metrics()
        self._labels = new
        self._labels_key = ""
        self._svg.clear()
        self._pixmaps.clear()
        self._bytes = 0
        self._ahead.clear()
        self._ahead_keys.clear()

    def face_svg(self, face: str) -> bytes:
        """The SVG document of a face id; ValueError for an unknown id."""
        return _lru(self._svg, face, lambda: build_face(face, self._labels))

    def _image(self, key: str, svg: Callable[[], bytes], width: int, height: int, dpr: float) -> QPixmap:
        """A rendered drawing, from the disk cache when it has it."""
        self.rendered += 1
        image = None
        if self.disk is not None:
            if not self._labels_key:
                text = "\x1f".join(f"{k}={v}" for k, v in sorted(self._labels.items()))
                self._labels_key = hashlib.sha1(text.encode()).hexdigest()
            disk_key = f"{key}|{width}|{height}|{dpr:g}|{self._labels_key}"
            image = self.disk.load(disk_key, max(1, round(width * dpr)), max(1, round(height * dpr)))
            if image is None:
                image = _render(svg(), width, height, dpr)
                self.disk.store(disk_key, image)
        else:
            image = _render(svg(), width, height, dpr)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def pixmap(self, face: str, width: int, dpr: float = 1.0) -> QPixmap:
        """A face ``width`` logical pixels wide (the height follows the card's proportions)."""
        height = round(width * CARD_H / CARD_W)
        key = ("face:" + face, width, dpr)
        return self._pixmap(key, lambda: self._image(key[0], lambda: self.face_svg(face), width, height, dpr))

    def shadowed_pixmap(self, face: str, width: int, dpr: float = 1.0) -> QPixmap:
        """A face ``width`` logical pixels wide over its shadow, as cards lie on the table.

        The card is at (0, 0); the pixmap is larger by the shadow's offset (see ``shadow_offset``).
        The bare face is not kept as well, unless it was asked for on its own.
        """
        key = ("shadow:" + face, width, dpr)
        height = round(width * CARD_H / CARD_W)

        def make() -> QPixmap:
            bare = self._pixmaps.get(("face:" + face, width, dpr))
            if bare is None:
                bare = self._image("face:" + face, lambda: self.face_svg(face), width, height, dpr)
            return _with_shadow(bare, width, height, dpr)

        return self._pixmap(key, make)

    def icon_pixmap(self, kind: str, size: int, dpr: float = 1.0) -> QPixmap:
        """The bare icon of an ingredient kind, ``size`` logical pixels square."""
        if kind not in INGREDIENTS:
            raise ValueError(f"unknown ingredient {kind!r}")
        return self._square_pixmap("icon", kind, size, dpr)

    def symbol_pixmap(self, colour: str, size: int, dpr: float = 1.0) -> QPixmap:
        """The symbol of a player colour, ``size`` logical pixels square."""
        if colour not in COLOURS:
            raise ValueError(f"unknown colour {colour!r}")
        return self._square_pixmap("symbol", colour, size, dpr)

    def _square_pixmap(self, what: str, name: str, size: int, dpr: float) -> QPixmap:
        """The drawing ``<what>_<name>`` of ``resources/cards`` alone, ``size`` logical pixels square."""
        key = (f"{what}:{name}", size, dpr)
        return self._pixmap(
            key, lambda: self._image(key[0], lambda: square_svg(f"{what}_{name}"), size, size, dpr)
        )

    def _pixmap(self, key: tuple[str, int, float], make: Callable[[], QPixmap]) -> QPixmap:
        """The LRU pixmap store, bounded by entries and by bytes of pixels."""
        store = self._pixmaps
        if key in store:
            store.move_to_end(key)
            return store[key]
        value = store[key] = make()
        self._bytes += _size(value)
        while len(store) > 1 and (len(store) > CACHE_SIZE or self._bytes > CACHE_BYTES):
            self._bytes -= _size(store.popitem(last=False)[1])
        return value


def _size(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


def _lru(store: OrderedDict[K, V], key: K, make: Callable[[], V]) -> V:
    """Look up a key in a bounded LRU store, making and inserting the value on a miss."""
    if key in store:
        store.move_to_end(key)
        return store[key]
    value = store[key] = make()
    while len(store) > CACHE_SIZE:
        store.popitem(last=False)
    return value
