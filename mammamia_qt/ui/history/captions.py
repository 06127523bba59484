"""What happened at one step of a replay, in words: who played what, what the oven gave.

Each event is told in the words every face of the game uses (``wording.describe``), in the third
person: a replay is watched by nobody's seat. A kept game is finished, so nothing of a step is
secret any more, but a draw is still told by its source and count, as at the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from mammamia_qt.engine import events as ev
from mammamia_qt.engine.cards import OrderCard
from mammamia_qt.ui.common.names import said_text
from mammamia_qt.wording.messages import describe

Names = Sequence[str]

UNTOLD: frozenset[type] = frozenset({ev.IngredientRevealed, ev.OrderRevealed})
"""Single cards turned over: shown on the board, not told."""


def caption(index: int, events: Sequence[ev.Event], names: Names, orders: Sequence[OrderCard]) -> str:
    """The step's sentences, one per line (step 0: the deal)."""
    lines = [QCoreApplication.translate("Replay", "The cards are dealt")] if index == 0 else []
    for event in events:
        if type(event) not in UNTOLD:
            lines.append(said_text(describe(event), names, orders))
    return "\n".join(lines)
