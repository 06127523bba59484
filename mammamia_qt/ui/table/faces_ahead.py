"""The card faces an event batch will show, drawn ahead between frames at the sizes they take.

A card turned up at the oven, put in a column or on the order spot, or drawn into the shown hand
needs its face at that size the moment it moves; ``FacesAhead`` asks the card art for them before
the batch plays (``Director.play``). A batch that ends phase one is prepared at the reveal's sizes,
which the table takes when it gets there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mammamia_qt.engine import ORDER_BASE
from mammamia_qt.engine import events as ev
from mammamia_qt.engine.cards import INGREDIENTS

if TYPE_CHECKING:
    from mammamia_qt.ui.table.scene import TableScene


class FacesAhead:
    """The faces of one batch on ``scene``; ``hand_seat`` is the seat whose hand is shown."""

    def __init__(self, scene: TableScene, hand_seat: int, revealing: bool) -> None:
        s = scene
        self.scene = s
        self.hand_seat = hand_seat
        self.pile_w, self.column_w, self.order_w, self.used_w = s.centre_sizes(
            s.lay.u, s.lay.centre.width(), revealing
        )
        self.filling_pile_w = s.centre_sizes(s.lay.u, s.lay.centre.width(), False)[0]

    @classmethod
    def prepare(cls, scene: TableScene, hand_seat: int, events: list[ev.Event]) -> None:
        """Ask for every face ``events`` will show (nothing when the animations are instant)."""
        if scene.animator.instant:
            return
        revealing = scene.oven.revealing or any(isinstance(e, ev.PhaseOneEnded) for e in events)
        ahead = cls(scene, hand_seat, revealing)
        if revealing:
            ahead.oven_turned()
        for e in events:
            step = _STEPS.get(type(e))
            if step is not None:
                step(ahead, e)

    def want(self, face: str | None, *widths: float) -> None:
        s = self.scene
        for width in widths:
            s.art.prepare(face or "", max(8, round(width)), s.dpr)

    def want_bare(self, face: str | None, width: float) -> None:
        s = self.scene
        s.art.prepare_face(face or "", max(8, round(width)), s.dpr)

    def oven_turned(self) -> None:
        """The oven turned over, and the columns' slots."""
        s = self.scene
        self.want_bare("back:ingredient", self.pile_w)
        for name in INGREDIENTS[: s.kinds]:
            s.art.prepare_icon(name, round(self.column_w * 0.5), s.dpr)

    def ingredients_played(self, e: ev.IngredientsPlayed) -> None:
        self.want_bare(self.scene.oven.face_of(e.kind), self.filling_pile_w)

    def order_played(self, e: ev.OrderPlayed) -> None:
        self.want_bare(self.scene.oven.face_of(ORDER_BASE + e.order), self.filling_pile_w)

    def ingredient_revealed(self, e: ev.IngredientRevealed) -> None:
        u = self.scene.lay.u
        self.want("back:ingredient", u)
        self.want(f"ingredient:{INGREDIENTS[e.kind]}", u, self.column_w)

    def order_revealed(self, e: ev.OrderRevealed) -> None:
        s = self.scene
        self.want(f"back:order:{s.orders[e.order].colour}", s.lay.u)
        self.want(s.oven.face_of(ORDER_BASE + e.order), s.lay.u, self.order_w)

    def cards_used(self, kinds: tuple[int, ...]) -> None:
        """Cards from a hand (the owner's or a helper's) on the used pile."""
        self.want_bare("back:ingredient", self.used_w)
        for kind, n in enumerate(kinds):
            if n and kind < len(INGREDIENTS):
                self.want("back:ingredient", self.scene.lay.u * 0.4)
                self.want(f"ingredient:{INGREDIENTS[kind]}", self.used_w)

    def cards_drawn(self, e: ev.CardsDrawn) -> None:
        """Cards drawn into the shown hand: made face down at the hand's width, then turned up."""
        if e.seat != self.hand_seat:
            return
        s = self.scene
        width = s.lay.hand_w
        if any(e.ingredients):
            self.want("back:ingredient", width)
        for kind, n in enumerate(e.ingredients):
            if n:
                self.want(f"ingredient:{INGREDIENTS[kind]}", width)
        for order in e.orders:
            self.want(f"back:order:{s.orders[order].colour}", width)
            self.want(s.oven.face_of(ORDER_BASE + order), width)


_STEPS: dict[type, Callable[[FacesAhead, Any], None]] = {
    ev.IngredientsPlayed: FacesAhead.ingredients_played,
    ev.OrderPlayed: FacesAhead.order_played,
    ev.IngredientRevealed: FacesAhead.ingredient_revealed,
    ev.OrderRevealed: FacesAhead.order_revealed,
    ev.OrderDelivered: lambda ahead, e: ahead.cards_used(e.from_hand),
    ev.HelpGiven: lambda ahead, e: ahead.cards_used(e.cards),
    ev.CardsDrawn: FacesAhead.cards_drawn,
}
"""The events whose cards show a face the batch has not shown yet, and how to prepare it."""
