"""Search seeds for the guided first game's deal (mammamia_qt/tutorial/script.py).

Classic for two, the player starting; the player's moves are an intermediate computer player's,
the opponent is the lesson's beginner with the seed the table gives it. A seed fits when the first
turn plays ingredients and an order, the second draws from the other stack, the first turn's order
is delivered in the first reveal and an order is completed from the hand. Prints the fitting seeds,
shortest rounds first, and the moves of the best one (to paste into MOVES):

    python packaging/find_tutorial_deal.py 0 300
"""

from __future__ import annotations

import sys

from mammamia_qt.ai.base import make_player
from mammamia_qt.engine.actions import NO_ORDER, Action, Play
from mammamia_qt.engine.events import OrderDelivered, RoundEnded
from mammamia_qt.engine.state import GameState
from mammamia_qt.tutorial import script


def first_round(seed: int) -> tuple[list[Action], list[OrderDelivered]]:
    """The player's moves and deliveries in the first round of ``seed``."""
    state, _ = GameState.new_game(script.RULES, seed)
    players = {
        0: make_player("intermediate", seed),
        1: make_player(script.OPPONENT, seed + 7919 * 2, live=True),
    }
    mine: list[Action] = []
    delivered: list[OrderDelivered] = []
    while True:
        seat = state.current_player()
        action = players[seat].choose(state.view_for(seat))
        if seat == script.PLAYER:
            mine.append(action)
        events = state.apply(action)
        delivered += [e for e in events if isinstance(e, OrderDelivered) and e.owner == script.PLAYER]
        if any(isinstance(e, RoundEnded) for e in events):
            return mine, delivered


def fits(mine: list[Action], delivered: list[OrderDelivered]) -> bool:
    first, second = mine[0], mine[1]
    if not isinstance(first, Play) or first.order == NO_ORDER:
        return False
    if not isinstance(second, Play) or second.draw == first.draw:
        return False
    return first.order in [e.order for e in delivered] and any(any(e.from_hand) for e in delivered)


def main(argv: list[str]) -> int:
    low, high = (int(a) for a in argv[:2]) if len(argv) >= 2 else (0, 300)
    found = []
    for seed in range(low, high):
        mine, delivered = first_round(seed)
        if fits(mine, delivered):
            found.append((len(mine), seed, mine))
    found.sort(key=lambda f: (f[0], f[1]))
    for length, seed, _ in found:
        print(f"seed {seed}: {length} decisions")
    if found:
        print(*found[0][2], sep="\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
