"""Random finished games recorded for the coach's tests: every event, and the engine's own oven at
each reveal's start (a copy of the game stopped right there)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from mammamia_qt.engine import Edition, GameState, Rules
from mammamia_qt.engine.events import Event, PhaseOneEnded


@dataclass
class Recorded:
    state: GameState
    events: list[Event] = field(default_factory=list)
    ovens: list[tuple[int, ...]] = field(default_factory=list)  # bottom to top, at each reveal's start
    at_reveal: list[GameState] = field(default_factory=list)  # the game stopped at each reveal's start


def random_game(edition: str, players: int, seed: int, **options: object) -> Recorded:
    state, events = GameState.new_game(Rules(edition=Edition(edition), players=players, **options), seed)
    rec = Recorded(state, list(events))
    rng = random.Random(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        before = state.clone()
        caused = state.apply(action)
        if any(isinstance(e, PhaseOneEnded) for e in caused):
            before.stop_at_reveal = True
            before.apply(action)
            rec.ovens.append(tuple(before.oven))
            rec.at_reveal.append(before)
        rec.events += caused
    return rec


GAMES = [
    ("classic", 2, 3),
    ("classic", 3, 5),
    ("classic", 5, 8),
    ("plus", 3, 13),
    ("plus", 4, 21),
    ("plus", 6, 34),
]
