"""The levels of the thinking players: what each remembers, foresees and how carefully it picks.

``heuristic.HeuristicPlayer`` plays any of them; the expert adds the search (``search.py``), the
master (the expert's evaluation as its prior) the tree search (``master.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .memory import PERFECT, Recall


@dataclass(frozen=True, slots=True)
class Profile:
    """What separates the levels: memory, foresight and care."""

    level: str
    recall: Recall
    others_consume: bool  # remembers that others' orders take ingredients out
    others_topup: bool  # expects others to top up small shortfalls
    temperature: float  # 0 picks the best play; more picks loosely among the good ones
    help_rate: float  # chance of handing over cards when asked and able
    ask_rate: float  # chance of asking for help when short
    keep_personal: float  # worth of holding one's personal ingredient
    feed_penalty: float  # cost of each ingredient card put where others can use it
    round_control: bool  # weighs ending the round or stalling it
    waiter_sense: bool  # judges what the waiter will bring
    samples: int = 1  # forecasts averaged over others' uncertain top-ups (1: likeliest outcome only)
    dump_penalty: float = 0.15  # cost of putting in an order that will fail
    later_scale: float = 1.0  # trust in covering a shortfall with cards still to be drawn
    balk_rate: float = 0.0  # chance of not completing an order that takes more than 3 cards from hand
    asks_at_random: bool = False  # asks for help with any request, not the likeliest to be granted


BEGINNER = Profile(
    level="beginner",
    recall=Recall(exact_span=3, count_error=0.5, fade=0.25, order_fade=0.12, own_factor=2.0),
    others_consume=False,
    others_topup=False,
    temperature=0.15,
    help_rate=0.6,
    ask_rate=0.6,
    keep_personal=0.0,
    feed_penalty=0.0,
    round_control=False,
    waiter_sense=False,
    dump_penalty=0.4,
    later_scale=0.0,
    balk_rate=0.4,
    asks_at_random=True,
)
INTERMEDIATE = Profile(
    level="intermediate",
    recall=Recall(exact_span=8, count_error=0.25, fade=0.06, order_fade=0.03, own_factor=2.0),
    others_consume=True,
    others_topup=False,
    temperature=0.03,
    help_rate=1.0,
    ask_rate=1.0,
    keep_personal=0.06,
    feed_penalty=0.01,
    round_control=False,
    waiter_sense=False,
)
EXPERT = Profile(
    level="expert",
    recall=PERFECT,
    others_consume=True,
    others_topup=True,
    temperature=0.0,
    help_rate=1.0,
    ask_rate=1.0,
    keep_personal=0.1,
    feed_penalty=0.02,
    round_control=True,
    waiter_sense=True,
    samples=6,
    dump_penalty=0.1,
)
MASTER = replace(EXPERT, level="master")
PROFILES: dict[str, Profile] = {p.level: p for p in (BEGINNER, INTERMEDIATE, EXPERT, MASTER)}
