"""Search seeds for the guided games' deals (mammamia_qt/tutorial/script.py).

The player's moves are an intermediate computer player's (seat 0, starting), the opponents are the
lessons' beginners with the seeds the table gives them. A Classic seed fits when the first turn
plays ingredients and an order, the second draws from the other stack, that order is delivered in
the first reveal and an order is completed from the hand; a Plus seed (three players, helping) when
the player's first request for help is answered at once and the player helps someone too. Prints
the fitting seeds, shortest rounds first, and the moves of the best one (to paste into the lesson):

    python packaging/find_tutorial_deal.py classic 0 300
    python packaging/find_tutorial_deal.py plus 0 160
"""

from __future__ import annotations

import sys

from mammamia_qt.ai.base import make_player
from mammamia_qt.engine.actions import NO_ORDER, Action, AskHelp, Play
from mammamia_qt.engine.events import Event, HelpGiven, OrderDelivered, RoundEnded
from mammamia_qt.engine.state import GameState
from mammamia_qt.tutorial import script
from mammamia_qt.tutorial.script import Lesson


def first_round(lesson: Lesson, seed: int) -> tuple[list[Action], list[Event]]:
    """The player's moves and the round's events in the first round of ``lesson`` dealt with ``seed``."""
    state, _ = GameState.new_game(lesson.rules, seed)
    players = {seat: make_player(script.OPPONENT, seed + 7919 * (seat + 1), live=True)
               for seat in range(1, lesson.rules.players)}  # fmt: skip
    players[script.PLAYER] = make_player("intermediate", seed)
    mine: list[Action] = []
    events: list[Event] = []
    while not any(isinstance(e, RoundEnded) for e in events):
        seat = state.current_player()
        action = players[seat].choose(state.view_for(seat))
        if seat == script.PLAYER:
            mine.append(action)
        events += state.apply(action)
    return mine, events


def fits_classic(mine: list[Action], events: list[Event]) -> bool:
    first, second = mine[0], mine[1]
    if not isinstance(first, Play) or first.order == NO_ORDER:
        return False
    if not isinstance(second, Play) or second.draw == first.draw:
        return False
    delivered = [e for e in events if isinstance(e, OrderDelivered) and e.owner == script.PLAYER]
    return first.order in [e.order for e in delivered] and any(any(e.from_hand) for e in delivered)


def fits_plus(mine: list[Action], events: list[Event]) -> bool:
    given = [e for e in events if isinstance(e, (HelpGiven, OrderDelivered))]
    asked = [a for a in mine if isinstance(a, AskHelp) and a.request]
    first_help = next((e for e in given if isinstance(e, HelpGiven)), None)
    helped = any(isinstance(e, HelpGiven) and e.helper == script.PLAYER for e in given)
    return bool(asked) and first_help is not None and first_help.owner == script.PLAYER and helped


def main(argv: list[str]) -> int:
    name = argv[0] if argv else "classic"
    low, high = (int(a) for a in argv[1:3]) if len(argv) >= 3 else (0, 300)
    lesson, fits = (script.PLUS, fits_plus) if name == "plus" else (script.CLASSIC, fits_classic)
    found = []
    for seed in range(low, high):
        mine, events = first_round(lesson, seed)
        if fits(mine, events):
            found.append((len(mine), seed, mine))
    found.sort(key=lambda f: (f[0], f[1]))
    for length, seed, _ in found:
        print(f"seed {seed}: {length} decisions")
    if found:
        print(*found[0][2], sep="\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
