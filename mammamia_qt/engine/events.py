"""Events returned by ``GameState.apply``: the script the table animates.

Seats are ints, ingredient kinds ints (``cards.INGREDIENTS``), orders ints (the game's order
list). ``CardsDrawn`` is the only event with private content (the cards); a UI shows it to its
seat only.
"""

from __future__ import annotations

from dataclasses import dataclass


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


@dataclass(frozen=True, slots=True)
class OrderPlayed:
    seat: int
    order: int


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


@dataclass(frozen=True, slots=True)
class MammaMiaTaken:
    seat: int
    at_deal: bool = False


@dataclass(frozen=True, slots=True)
class PhaseOneEnded:
    evaluator: int
    oven: int  # cards in the oven


@dataclass(frozen=True, slots=True)
class IngredientRevealed:
    kind: int
    column: int  # the column's count after this card joined it


@dataclass(frozen=True, slots=True)
class OrderRevealed:
    order: int
    owner: int


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


@dataclass(frozen=True, slots=True)
class OrderDelivered:
    order: int
    owner: int
    from_columns: tuple[int, ...]
    from_hand: tuple[int, ...]
    helper: int | None


@dataclass(frozen=True, slots=True)
class OrderReturned:
    order: int
    owner: int
    reason: str  # "forbidden", "no_candidate", "no_help" or "not_completed" (never what a hand holds)


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
    tiebreak: str  # "none", "hand" (most ingredients in hand) or "shared"


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
