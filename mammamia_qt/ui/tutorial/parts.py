"""Where the parts of the table are, from the table's own items (never fixed pixels)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import reduce
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from mammamia_qt.engine.actions import Action, Play
from mammamia_qt.tutorial.script import PLAYER, Part

if TYPE_CHECKING:
    from mammamia_qt.ui.table.table_widget import TableWidget


def _union(rects: Iterable[QRectF]) -> QRectF:
    return reduce(QRectF.united, rects, QRectF())


def _hand(table: TableWidget, _move: Action | None) -> QRectF:
    hand = table.scene.hand
    cards = [c.sceneBoundingRect() for c in (*hand.cards, *hand.order_cards) if c.isVisible()]
    return _union(cards) if cards else QRectF(table.scene.lay.hand)


def _order(table: TableWidget, move: Action | None) -> QRectF:
    """The very card a turn plays: its order card (one of several alike: that one), else the
    ingredients of the kind it plays."""
    if not isinstance(move, Play):
        return _hand(table, move)
    hand = table.scene.hand
    cards = [c.sceneBoundingRect() for c in hand.order_cards if c.order == move.order and c.isVisible()]
    if not cards:
        cards = [c.sceneBoundingRect() for c in hand.cards if c.kind == move.kind and c.isVisible()]
    return _union(cards) if cards else _hand(table, move)


def order_position(table: TableWidget, order: int) -> tuple[int, int]:
    """Where order card ``order`` is among the hand's order cards of its type: its place counted
    from the left (1, 2...) and how many there are; (0, 0) when the hand does not show it."""
    hand = table.scene.hand
    card = next((c for c in hand.order_cards if c.order == order), None)
    orders = table.controller.view().orders if table.controller.started else ()
    if card is None or order >= len(orders):
        return 0, 0
    alike = sorted(
        (c for c in hand.order_cards if c.order < len(orders) and orders[c.order].type == orders[order].type),
        key=lambda c: c.sceneBoundingRect().left(),
    )
    return alike.index(card) + 1, len(alike)


def _opponent(table: TableWidget, _move: Action | None) -> QRectF:
    panels = table.scene.panels
    return _union(p.sceneBoundingRect() for i, p in enumerate(panels) if i != PLAYER)


SCENE_PARTS: dict[Part, Callable[[TableWidget, Action | None], QRectF]] = {
    Part.HAND: _hand,
    Part.ORDER: _order,
    Part.OVEN: lambda table, _m: table.scene.oven.oven_rect(),
    Part.SUPPLY: lambda table, _m: table.scene.oven.supply.sceneBoundingRect(),
    Part.WAITER: lambda table, _m: table.scene.panels[PLAYER].sceneBoundingRect(),
    Part.OPPONENT: _opponent,
    Part.COLUMNS: lambda table, _m: _union(b.sceneBoundingRect() for b in table.scene.reveal.bases),
}
"""Each part on the scene, in scene coordinates (the dock is a widget: ``part_rect``)."""


def scene_rect(table: TableWidget, part: Part, move: Action | None = None) -> QRectF | None:
    """The part's rectangle on the scene, or None for the dock (a widget beside the scene)."""
    find = SCENE_PARTS.get(part)
    return None if find is None else find(table, move)


def part_rect(table: TableWidget, part: Part, move: Action | None = None) -> QRectF:
    """The part's rectangle in the table widget's coordinates, as it is laid out now."""
    rect = scene_rect(table, part, move)
    if rect is None:
        return QRectF(table.dock.geometry())
    mapped = table.view.mapFromScene(rect).boundingRect().translated(table.view.pos())
    return QRectF(mapped)
