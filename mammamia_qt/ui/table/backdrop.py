"""Items painted into the view's cached background instead of into every frame.

The seat panels, the piles and the column slots lie under every card and change only when what
they show does. The table's view keeps its background (the tablecloth) as one pixmap and blits it
once per frame; painted into that pixmap, these items cost a frame nothing. An item that changes
exposes its part of the background (``QGraphicsScene.invalidate``), which the view paints again,
the tablecloth and the items there, at its next frame. They stay ordinary items for everything
else: positions, hit tests, tooltips.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

BACKGROUND = QGraphicsScene.SceneLayer.BackgroundLayer
_MOVES = (
    QGraphicsItem.GraphicsItemChange.ItemPositionChange,
    QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged,
    QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged,
    QGraphicsItem.GraphicsItemChange.ItemZValueHasChanged,
    QGraphicsItem.GraphicsItemChange.ItemSceneChange,  # (still in the scene it leaves)
    QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged,
)


class Backdrop:
    """Mixin for a QGraphicsObject of the table painted into the background; the scene paints it
    (``TableScene.drawBackground``). Call ``_init_backdrop`` in ``__init__`` and ``_expose`` before
    a geometry change (``update`` after it, as for any item)."""

    def _init_backdrop(self: Any) -> None:
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)  # never in a frame's items
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges, True)

    def _expose(self: Any) -> None:
        """Have the view paint this item's part of the background again."""
        scene = self.scene()
        if scene is not None:
            scene.invalidate(self.sceneBoundingRect(), BACKGROUND)

    def update(self: Any, *args: object) -> None:  # the whole item is painted again
        Backdrop._expose(self)

    def itemChange(self: Any, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        if change in _MOVES:  # where it was (a position about to change) and where it is now
            Backdrop._expose(self)
        return super().itemChange(change, value)  # type: ignore[misc]
