"""The table's sounds: which cue each event plays as the table shows it (``ui/sound.py`` plays them).

A cue tells no more than the table shows: every order played sounds the same, an ingredient is
plucked at its own pitch only once it lies face up in its column, and an order is heard delivered
or sent back when its caption says so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mammamia_qt.engine import events as ev
from mammamia_qt.engine.cards import INGREDIENTS

SORT_CUES: tuple[str, ...] = tuple(f"sort_{kind}" for kind in INGREDIENTS)
"""An ingredient sorted into its column in the reveal: one pluck per ingredient, each its own pitch."""
CUES: tuple[str, ...] = (
    "card", "order", "oven", *SORT_CUES, "delivered", "failed", "mamma_mia", "help", "round_end", "win",
)  # fmt: skip
"""Every cue, by the name of its file in ``resources/sounds/``."""

EVENT_CUES: dict[type, Callable[[Any], str]] = {
    ev.IngredientsPlayed: lambda e: "card",
    ev.OrderPlayed: lambda e: "order",  # the same for every order: the sound names none
    ev.MammaMiaTaken: lambda e: "mamma_mia",
    ev.PhaseOneEnded: lambda e: "oven",
    ev.IngredientRevealed: lambda e: SORT_CUES[e.kind],  # face up in its column as it sounds
    ev.OrderRevealed: lambda e: "order",
    ev.HelpGiven: lambda e: "help",
    ev.OrderDelivered: lambda e: "delivered",
    ev.OrderReturned: lambda e: "failed",
    ev.RoundEnded: lambda e: "round_end",
    ev.GameEnded: lambda e: "win",
}
"""The cue each event plays as the table shows it; the others (a draw, a pass, a choice, help asked
or declined, a round's start) are heard as nothing. A cue tells no more than the table shows."""


def event_cue(event: object) -> str | None:
    """The cue ``event`` plays when the table shows it, or None."""
    cue = EVENT_CUES.get(type(event))
    return cue(event) if cue is not None else None
