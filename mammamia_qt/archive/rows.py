"""The rows a kept game is written as, worked out from its save (the store writes them; the salvage
of a damaged file checks the rows it reads against them)."""

from __future__ import annotations

import json

from mammamia_qt.engine.state import GameState
from mammamia_qt.seats import GameSetup

ORIGINS = ("table", "kiosk", "tournament", "served")
"""Where a kept game was played (``games.origin``)."""

SeatRow = tuple[int, int, str, str, int, int, str]
"""``seats``: game_id, seat, name, kind, delivered, winner (0/1), rounds (JSON)."""


def seat_rows(game_id: int, state: GameState, setup: GameSetup) -> list[SeatRow]:
    """Each seat's row of the finished game ``state`` played with ``setup``."""
    rows: list[SeatRow] = []
    for seat in range(state.n):
        config = setup.seats[seat]
        rounds = [r[seat] for r in state.past_rounds]
        rows.append((game_id, seat, config.name, str(config.kind), len(state.delivered[seat]),
                     int(seat in state.winners), json.dumps(rounds)))  # fmt: skip
    return rows
