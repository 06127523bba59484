"""Events returned by ``GameState.apply``: the script the table animates.

Seats are ints, ingredient kinds ints (``cards.INGREDIENTS``), orders ints (the game's order
list). ``CardsDrawn`` is the only event with private content (the cards); a UI shows it to its
seat only.

Every event that changes a public count carries the count after it (a hand's size, a waiter's,
a delivered pile's, the supply's, the oven's), so a client never keeps counts by arithmetic.
These counts are public (every seat's view shows them) and take no part in an event's equality:
two events are equal when the same thing happened. Built by hand (tests), they default to -1.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .ids import ReturnReason, Tiebreak


def _count() -> int:
    """A count after the event: public, outside the event's equality; -1 when not given."""
    return field(default=-1, compare=False)


@dataclass(frozen=True, slots=True)
class RoundStarted:
    round: int
    start_player: int
    carried: tuple[int, ...]
    supply: int
    one_lap: bool  # Plus, empty supply: one lap drawing from waiters only


@dataclass(frozen=True, slots=True)
class IngredientsPlayed:
    seat: int
    kind: int
    count: int
    hand_size: int = _count()  # the seat's hand after playing
    oven: int = _count()  # cards in the oven after


@dataclass(frozen=True, slots=True)
class OrderPlayed:
    seat: int
    order: int
    hand_size: int = _count()
    oven: int = _count()


@dataclass(frozen=True, slots=True)
class Passed:
    """No ingredient in hand at the start of the turn (Classic: pass; Plus: sit out)."""

    seat: int
    sat_out: bool


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    seat: int
    source: str  # "supply" or "waiter"
    count: int
    ingredients: tuple[int, ...]  # private: counts per kind drawn
    orders: tuple[int, ...]  # private: orders drawn
    hand_size: int = _count()  # public: the seat's hand after the draw
    supply: int = _count()  # cards in the supply after
    waiter: int = _count()  # the seat's waiter after


@dataclass(frozen=True, slots=True)
class MammaMiaTaken:
    seat: int
    at_deal: bool = False
    supply: int = _count()  # cards in the supply after (drawn from it in phase 1)


@dataclass(frozen=True, slots=True)
class PhaseOneEnded:
    evaluator: int
    oven: int  # cards in the oven
    # why phase 1 ended: "supply" (its last card was drawn) or "lap" (Plus: the one lap after a
    # round that began with an empty supply is over)
    cause: str = "supply"


@dataclass(frozen=True, slots=True)
class IngredientRevealed:
    kind: int
    column: int  # the column's count after this card joined it
    remaining: int = _count()  # oven cards still face down after this one


@dataclass(frozen=True, slots=True)
class OrderRevealed:
    order: int
    owner: int
    remaining: int = _count()  # oven cards still face down after this one


@dataclass(frozen=True, slots=True)
class KindsChosen:
    owner: int
    order: int
    kinds: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HelpAsked:
    owner: int
    order: int
    request: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HelpDeclined:
    seat: int
    order: int


@dataclass(frozen=True, slots=True)
class HelpGiven:
    helper: int
    owner: int
    order: int
    cards: tuple[int, ...]
    hand_size: int = _count()  # the helper's hand after giving
    waiter: int = _count()  # the helper's waiter after (its top card is the reward)
    delivered: int = _count()  # the helper's delivered pile after


@dataclass(frozen=True, slots=True)
class OrderDelivered:
    order: int
    owner: int
    from_columns: tuple[int, ...]
    from_hand: tuple[int, ...]
    helper: int | None
    hand_size: int = _count()  # the owner's hand after
    delivered: int = _count()  # the owner's delivered pile after


@dataclass(frozen=True, slots=True)
class OrderReturned:
    order: int
    owner: int
    reason: ReturnReason  # never what a hand holds; equal to its string ("forbidden", ...)
    waiter: int = _count()  # the owner's waiter after


@dataclass(frozen=True, slots=True)
class RoundEnded:
    round: int
    delivered: tuple[int, ...]  # this round's deliveries per seat (rewards included)
    returned: tuple[int, ...]
    carried: tuple[int, ...]
    supply: int


@dataclass(frozen=True, slots=True)
class GameEnded:
    winners: tuple[int, ...]
    delivered: tuple[int, ...]
    tiebreak: Tiebreak | str  # "none", "hand" (most ingredients in hand) or "shared"


Event = (
    RoundStarted
    | IngredientsPlayed
    | OrderPlayed
    | Passed
    | CardsDrawn
    | MammaMiaTaken
    | PhaseOneEnded
    | IngredientRevealed
    | OrderRevealed
    | KindsChosen
    | HelpAsked
    | HelpDeclined
    | HelpGiven
    | OrderDelivered
    | OrderReturned
    | RoundEnded
    | GameEnded
)
