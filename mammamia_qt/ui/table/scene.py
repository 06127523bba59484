"""The table scene: a warm pizzeria table laid out in card units, relaid out on every resize.

Like kpat's ``KCardScene::relayoutScene`` the scene rect is the view's size and the card width
follows from it, so the table fills any screen from 1024x600 to 4K. The scene also runs the
table's script: steps queued by the director run one after another, each once the cards of the
one before have stopped moving; ``allAnimationsDone`` says the whole batch is shown.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRect, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPen,
    QPixmap,
    QPixmapCache,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem

from mammamia_qt.engine.cards import load_deck
from mammamia_qt.seats import GameSetup
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.names import card_labels
from mammamia_qt.ui.common.paint import warm_fonts
from mammamia_qt.ui.common.style import text_scale
from mammamia_qt.ui.common.themes import theme
from mammamia_qt.ui.table.animation import Animator
from mammamia_qt.ui.table.announce import Banner, PlayLog, TextPlate
from mammamia_qt.ui.table.card_item import RATIO, CardItem
from mammamia_qt.ui.table.hand import HandView
from mammamia_qt.ui.table.oven import OvenArea
from mammamia_qt.ui.table.pile import CAPTION, PileItem
from mammamia_qt.ui.table.reveal import ColumnBase, RevealArea
from mammamia_qt.ui.table.seat_panel import SeatInfo, SeatPanel

_DONE = object()
ITEM_CACHE_KB = 64 * 1024
"""Room for the device caches of the table's items (Qt keeps them in QPixmapCache, 10 MB by default):
a 1080p table holds up to about 8 MB of them (the cards on the table and in the hand, the texts),
a 4K one four times that; an evicted cache is painted again in the next frame."""
HAND_SCALE = 1.2
"""Hand cards are this much larger than the table's."""


@dataclass(slots=True)
class TableLayout:
    """Where everything goes for one scene size (all in scene pixels)."""

    w: float
    h: float
    u: float  # card width
    m: float  # margin
    top_panels: list[QRectF] = field(default_factory=list)
    bottom_panel: QRectF = field(default_factory=QRectF)
    banner: QRectF = field(default_factory=QRectF)
    centre: QRectF = field(default_factory=QRectF)
    hand: QRectF = field(default_factory=QRectF)
    dock: QRectF = field(default_factory=QRectF)
    hand_w: float = 0.0  # a hand card's width


def compute_layout(w: float, h: float, seats: int, kinds: int, k: float | None = None) -> TableLayout:
    """The table's places at ``w`` x ``h``; with larger text (``k``, the text scale, by default the
    setting's) the panels, the dock and the hand grow, the centre row keeps what room is left."""
    k = text_scale() if k is None else k
    grow = 1 + (k - 1) * 0.5  # the panels and the dock: half the text's growth, their type the rest
    m = h * 0.015
    dock_w = min(max(w * 0.25, 270.0) * grow, w * 0.34 * grow)
    ph = h * 0.16 * grow
    centre_w = w - dock_w - 3 * m
    # centre row: supply, oven, the columns, the order spot, the used pile (see RevealArea)
    factor = 1 + 0.22 + 1 + 0.44 + kinds * 1.0 + 0.22 + 1.45 + 0.22 + 0.8
    u = min(h * 0.125, centre_w / (factor + 0.6))
    hand_w = min(u * HAND_SCALE * k, max(u * HAND_SCALE, h * 0.3 / (RATIO * 1.25)))  # within 30 % of h
    bottom_h = hand_w * RATIO * 1.25
    lay = TableLayout(w, h, u, m, hand_w=hand_w)
    lay.dock = QRectF(w - dock_w - m, m + ph + m, dock_w, h - ph - 3 * m)
    top = m + ph + m
    lay.banner = QRectF(m, top, centre_w, h * 0.08)
    lay.centre = QRectF(
        m, lay.banner.bottom() + h * 0.012, centre_w, h - bottom_h - lay.banner.bottom() - h * 0.03
    )
    # The person's own panel, beside the hand: never narrower than its counts and their labels need
    # (2.3 times its height, as the other panels), also on a table narrowed by a side panel.
    panel_w = min(ph * 2.3, max(centre_w * 0.26, h * 0.16 * 2.3))
    bottom_ph = min(ph, max(h * 0.16, panel_w / 2.3))  # a narrow panel stays as long as the usual one
    lay.bottom_panel = QRectF(m, h - m - bottom_ph, panel_w, bottom_ph)
    lay.hand = QRectF(m + panel_w + m, h - bottom_h - m * 0.5, centre_w - panel_w - m, bottom_h)
    others = max(1, seats - 1)
    pw = min(ph * 2.3, (w - 2 * m - (others - 1) * m) / others)
    total = others * pw + (others - 1) * m
    x = (w - total) / 2
    lay.top_panels = [QRectF(x + i * (pw + m), m, pw, ph) for i in range(others)]
    return lay


class TableScene(QGraphicsScene):
    """The card table.

    Signals:
        allAnimationsDone(): every queued step ran and no card is moving.
    """

    allAnimationsDone = Signal()

    def __init__(self, art: CardArt, setup: GameSetup, parent=None) -> None:
        super().__init__(parent)
        self.art = art
        self.setup = setup
        rules = setup.rules
        self.kinds = rules.edition_rules.kinds  # the game's rule facts, as every view carries them
        self.minimale_n = rules.edition_rules.minimale_n
        self.orders = load_deck(rules.edition).orders
        self.animator = Animator(self)
        self.animator.idle.connect(self._pump)
        self._steps: deque[object] = deque()
        self._pumping = False
        self._held = 0  # holds on the script (a question to the person at the table): hold()
        self.dpr = 1.0
        self._size: QSizeF | None = None  # the view's size, once known
        self.bottom_seat = setup.humans[0] if setup.humans else 0
        self.lay = compute_layout(1280, 720, rules.players, self.kinds)
        self._background: QPixmap | None = None
        self._option = QStyleOptionGraphicsItem()
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        if QPixmapCache.cacheLimit() < ITEM_CACHE_KB:
            QPixmapCache.setCacheLimit(ITEM_CACHE_KB)
        self.oven = OvenArea(self, art, self.orders, self.minimale_n)
        self.oven.on_mode = self._mode_changed
        self.reveal = RevealArea(self, art, self.animator, self.kinds)
        self.hand = HandView(self, art, self.animator, self.minimale_n)
        self.hand.orders_info = self.orders
        self.panels = [
            SeatPanel(art, seat, SeatInfo(s.name, colour, 0, s.kind))
            for seat, (s, colour) in enumerate(zip(setup.seats, rules.colours, strict=False))
        ]
        for panel in self.panels:
            self.addItem(panel)
        self.banner = Banner()
        self.status = TextPlate(plate=False)
        self.caption = TextPlate()
        self.log = PlayLog()
        for item in (self.banner, self.status, self.caption, self.log):
            self.addItem(item)
        self.banner.partner = self.status
        self.log.setVisible(rules.memory_aid)

    def retranslate(self) -> None:
        """New card texts and captions after a language change (graphics items get no LanguageChange)."""
        self.art.set_labels(card_labels())
        for item in self.items():
            if isinstance(item, CardItem):
                item.clear_cache()
            elif isinstance(item, (SeatPanel, TextPlate)):
                item.retranslate()
            else:
                item.update()

    def restyle(self) -> None:
        """Paint everything again in the current theme: the tablecloth, the panels, the cards."""
        self._background = None  # (the table lays the scene out again: the text size may be new)
        for item in self.items():
            item.update()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    # ------------------------------------------------------------------ layout
    def relayout(self, size: QSizeF, dpr: float = 1.0) -> None:
        """Fit the table to a view of ``size`` pixels."""
        w, h = max(size.width(), 320.0), max(size.height(), 240.0)
        self._size = QSizeF(w, h)
        self.dpr = dpr
        self.setSceneRect(0, 0, w, h)  # (the tablecloth is painted anew when this size is new)
        lay = self.lay = compute_layout(w, h, len(self.panels), self.kinds)
        u, g = lay.u, lay.u * 0.22
        c = lay.centre
        sizes = self.centre_sizes(u, c.width())
        pile_w, cw, order_w, used_w = sizes
        x = c.left() + (c.width() - self._centre_width(u, sizes)) / 2
        y = c.top() + u * 0.12
        if self.oven.revealing:  # the supply waits under the oven: the columns take its place
            # Both piles and their captions inside the cloth: smaller piles where the row is low
            # (the larger text's cards), the supply's caption never on the cloth's edge.
            stacked = c.bottom() - y - u * 0.12
            pile_h = min(pile_w * RATIO, (stacked - 2 * pile_w * CAPTION - u * 0.2) / 2)
            pile_w = min(pile_w, pile_h / RATIO)
            supply_y = min(y + pile_w * RATIO + u * 0.6, c.bottom() - u * 0.12 - pile_w * (RATIO + CAPTION))
            self.oven.relayout(QPointF(x, supply_y), QPointF(x, y), pile_w, dpr)
            cols_x = x + pile_w + 2 * g
        else:
            self.oven.relayout(QPointF(x, y), QPointF(x + pile_w + g, y), pile_w, dpr)
            cols_x = x + 2 * pile_w + 3 * g
        cols = QRectF(cols_x, y, self.kinds * (cw + g) - g, c.bottom() - y)
        order_x = cols.right() + 2 * g
        order_at = QPointF(order_x, y)
        self.reveal.relayout(cols, cw, g, order_at, order_w, QPointF(order_x + order_w + g, y), used_w, dpr)
        # the caption under the order: as wide as the order and the used pile, down to the cloth's edge
        cap_top = y + order_w * RATIO + u * 0.12
        cap_h = max(u * 0.4, min(u * 1.4, c.bottom() - u * 0.06 - cap_top))
        self.caption.set_geometry(QRectF(order_x - g, cap_top, order_w + used_w + 2 * g, cap_h), h * 0.024)
        self.banner.set_geometry(lay.banner, h * 0.044)
        self.status.set_geometry(
            QRectF(c.left(), lay.banner.top(), c.width(), lay.banner.height()), h * 0.028
        )
        self.log.set_geometry(QRectF(lay.dock.left(), lay.dock.top(), lay.dock.width(), lay.dock.height() * 0.45),
                              h * 0.02)  # fmt: skip
        self.hand.oven_rect = self.oven.oven_rect().adjusted(-u * 0.3, -u * 0.3, u * 0.3, u * 0.3)
        self.hand.set_geometry(lay.hand, lay.hand_w, dpr)
        self._place_panels()
        self._warm_fonts()

    def _warm_fonts(self) -> None:
        """Load the faces the table's texts are set in at this size, between frames."""
        texts: list[SeatPanel | TextPlate | PileItem | ColumnBase] = [*self.panels, self.banner, self.status,
                                                                       self.caption, self.oven.supply, self.oven.oven,
                                                                       self.reveal.used, *self.reveal.bases]  # fmt: skip
        if self.log.isVisible():
            texts.append(self.log)
        warm_fonts(f for item in texts for f in item.fonts())

    def centre_sizes(
        self, u: float, room: float, revealing: bool | None = None
    ) -> tuple[float, float, float, float]:
        """Widths of the piles, the columns, the order being checked and the used pile.

        During a reveal the supply waits under the oven and the columns and the order card take
        the room (the cards that matter then are larger); while the oven fills, the piles lead.
        ``revealing`` asks for the sizes of that mode (default: the current one).
        """
        if not (self.oven.revealing if revealing is None else revealing):
            return u, u * 0.78, u * 1.45, u * 0.8
        pile_w, used_w, g = u * 0.8, u * 0.65, u * 0.22
        order_w = u * (2.0 if self.kinds <= 5 else 1.8)
        fixed = pile_w + 2 * g - g + 2 * g + order_w + g + used_w
        cw = min(u * 1.15, (room * 0.98 - fixed) / self.kinds - g)
        return pile_w, max(cw, u * 0.78), order_w, used_w

    def _centre_width(self, u: float, sizes: tuple[float, float, float, float] | None = None) -> float:
        pile_w, cw, order_w, used_w = sizes or self.centre_sizes(u, self.lay.centre.width())
        g = u * 0.22
        piles = pile_w + 2 * g if self.oven.revealing else 2 * pile_w + 3 * g  # side by side or stacked
        return piles + self.kinds * (cw + g) - g + 2 * g + order_w + g + used_w

    def _mode_changed(self) -> None:
        """Filling the oven or revealing: the centre row is laid out anew for the other mode."""
        if self._size is not None:  # (before the view's first size, its first relayout will do)
            self.relayout(self._size, self.dpr)

    def set_bottom_seat(self, seat: int) -> None:
        if seat != self.bottom_seat:
            self.bottom_seat = seat
            self._place_panels()

    def _place_panels(self) -> None:
        n = len(self.panels)
        order = [(self.bottom_seat + i) % n for i in range(1, n)]
        for seat, rect in zip(order, self.lay.top_panels, strict=False):
            self.panels[seat].dpr = self.dpr
            self.panels[seat].set_rect(rect)
        bottom = self.panels[self.bottom_seat]
        bottom.dpr = self.dpr
        bottom.set_rect(self.lay.bottom_panel)

    def controls_rect(self) -> QRectF:
        """The dock for the action bar and prompts (scene = view pixels)."""
        dock = self.lay.dock
        if self.log.isVisible():
            return QRectF(dock.left(), dock.top() + dock.height() * 0.47, dock.width(), dock.height() * 0.53)
        return dock

    # ------------------------------------------------------------------ background
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # Qt override
        """The tablecloth, pre-rendered once per size; only the exposed part is copied. Then the
        items that lie under every card (seat panels, piles, column slots: ``backdrop``) where
        they meet the exposed part: the view keeps all of it as its cached background."""
        r = self.sceneRect()
        if self._background is None or self._background.size() != (r.size() * self.dpr).toSize():
            self._background = self._paint_background(r.size())
        part = QRectF(rect).intersected(r)  # Qt passes a QRectF; its stub allows a QRect
        if part.isEmpty():
            return
        exposed = painter.clipRegion() if painter.hasClipping() else None
        if exposed is not None:
            painter.setClipRegion(exposed)  # the view clips to a path: the same as rects, blitted faster
        source = QRectF(part.topLeft() * self.dpr, part.size() * self.dpr)
        painter.drawPixmap(part, self._background, source)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        for item in self._backdrop():
            box = item.sceneBoundingRect()
            if not item.isVisible() or not box.intersects(part):
                continue
            if exposed is not None and not exposed.intersects(box.toAlignedRect()):
                continue
            painter.save()
            painter.translate(item.pos())
            item.paint(painter, self._option, None)
            painter.restore()

    def _backdrop(self) -> list[SeatPanel | PileItem | ColumnBase]:
        """The items painted into the background, bottom first."""
        items: list[SeatPanel | PileItem | ColumnBase] = [*self.reveal.bases, self.oven.supply, self.oven.oven,
                                                          self.reveal.used, *self.panels]  # fmt: skip
        return sorted(items, key=lambda item: item.zValue())

    def _paint_background(self, size: QSizeF) -> QPixmap:
        pix = QPixmap((size * self.dpr).toSize())
        pix.setDevicePixelRatio(self.dpr)
        w, h = size.width(), size.height()
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = theme()
        wood = QLinearGradient(0, 0, 0, h)
        wood.setColorAt(0, QColor(t.table_top))
        wood.setColorAt(1, QColor(t.table_bottom))
        p.fillRect(QRectF(0, 0, w, h), wood)
        p.setPen(QPen(style.tint(t.shade, 60), max(1.0, h * 0.002)))
        plank = h / 9
        for i in range(1, 10):
            p.drawLine(QPointF(0, i * plank), QPointF(w, i * plank))
        cloth = self.lay.centre.united(self.lay.banner).adjusted(
            -self.lay.m, -self.lay.m * 0.5, self.lay.m, 0
        )
        glow = QRadialGradient(cloth.center(), max(cloth.width(), cloth.height()) * 0.7)
        glow.setColorAt(0, QColor(t.felt_top))
        glow.setColorAt(1, QColor(t.felt_bottom))
        p.setPen(QPen(QColor(t.felt_edge), max(2.0, h * 0.004)))
        p.setBrush(QBrush(glow))
        p.drawRoundedRect(cloth, h * 0.03, h * 0.03)
        p.fillRect(cloth, self._checks(h * 0.06, cloth.topLeft()))
        p.end()
        return pix

    def _checks(self, sq: float, origin: QPointF) -> QBrush:
        """The tablecloth's faint checks as a tiled brush (one tile of two squares, not hundreds)."""
        side = max(1, round(2 * sq * self.dpr))
        tile = QPixmap(side, side)
        tile.fill(Qt.GlobalColor.transparent)
        t = QPainter(tile)
        t.setRenderHint(QPainter.RenderHint.Antialiasing)
        t.scale(side / (2 * sq), side / (2 * sq))
        t.setPen(Qt.PenStyle.NoPen)
        t.setBrush(style.tint(theme().shine, 14))
        t.drawRect(QRectF(0, 0, sq, sq))
        t.drawRect(QRectF(sq, sq, sq, sq))
        t.end()
        brush = QBrush(tile)
        brush.setTransform(
            QTransform.fromScale(2 * sq / side, 2 * sq / side)
            * QTransform.fromTranslate(origin.x(), origin.y())
        )
        return brush

    # ------------------------------------------------------------------ the script
    def queue(self, step: Callable[[], None]) -> None:
        self._steps.append(step)

    def queue_front(self, step: Callable[[], None]) -> None:
        """Run ``step`` right after the current one (before the rest of the batch)."""
        self._steps.appendleft(step)

    def finish_batch(self) -> None:
        """Close the batch: ``allAnimationsDone`` follows once every queued step has run."""
        self._steps.append(_DONE)
        self._pump()

    @property
    def held(self) -> bool:
        return self._held > 0

    def hold(self) -> None:
        """Stop the script before its next step until ``release()`` (animations already running end)."""
        self._held += 1

    def release(self) -> None:
        self._held = max(0, self._held - 1)
        self._pump()

    @property
    def busy(self) -> bool:
        return bool(self._steps) or self.animator.busy

    @property
    def paused(self) -> bool:
        return self.animator.paused

    def set_paused(self, paused: bool) -> None:
        """Hold the script where it is (cards stop mid-flight, the banner stays up), or go on."""
        self.animator.set_paused(paused)
        self.banner.set_paused(paused)
        if not paused:
            self._pump()

    def hurry(self) -> None:
        """Finish every running and queued animation at once."""
        if self.busy:
            self.animator.set_hurry(True)
            self._pump()

    def _pump(self) -> None:
        if self._pumping:
            return
        self._pumping = True
        try:
            while self._steps and not self._held and not self.animator.busy and not self.animator.paused:
                step = self._steps.popleft()
                if step is _DONE:
                    if not any(s is _DONE for s in self._steps):
                        self.animator.set_hurry(False)
                    QTimer.singleShot(0, self, self.allAnimationsDone.emit)
                else:
                    step()  # type: ignore[operator]
        finally:
            self._pumping = False
