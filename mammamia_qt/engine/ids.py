"""The engine's named ids: phases, reveal stages, refusal rules, outcomes, return reasons, tiebreaks.

Each is a ``StrEnum``: a member equals its string (``Phase.PLAY == "play"``), formats and
serialises as that string, so saves, scenarios and any code comparing strings see no change.
Display wording lives in the UI (``ui/common/names.py``), keyed by these ids.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    PLAY = "play"  # phase 1: turns
    REVEAL = "reveal"  # phase 2: the oven is checked
    OVER = "over"  # the game has ended


class Stage(StrEnum):
    """The decision a reveal waits for."""

    CHOOSE = "choose"  # the owner names the kinds of a choice order
    COMPLETE = "complete"  # the owner may add the shortfall from hand
    ASK_HELP = "ask_help"  # the owner may ask the others for part of it
    HELP = "help"  # a player is asked to help


class Outcome(StrEnum):
    """What became of an order checked in a reveal (``OrderResult.outcome``)."""

    DELIVERED = "delivered"
    RETURNED = "returned"


class ReturnReason(StrEnum):
    """Why an order went back to the waiter (``OrderReturned.reason``); never what a hand holds."""

    FORBIDDEN = "forbidden"  # its forbidden kind is face up
    NO_CANDIDATE = "no_candidate"  # a Minimale with no kind face up to be its fewest
    NO_HELP = "no_help"  # help was asked and everyone asked declined
    NOT_COMPLETED = "not_completed"  # the owner did not complete it (and did not ask for help)


class Tiebreak(StrEnum):
    UNDECIDED = ""  # the game is not over
    NONE = "none"  # one seat delivered the most, no tiebreak needed
    HAND = "hand"  # a tie broken by the most ingredients in hand
    SHARED = "shared"  # still tied: the win is shared


class Rule(StrEnum):
    """The rule an illegal action breaks (``IllegalAction.rule``)."""

    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"  # a client's refusal (not raised here): that seat was not asked to act
    NOT_AN_ACTION = "not_an_action"
    NOT_IN_REVEAL = "not_in_reveal"
    REVEAL_CHOOSE = "reveal_choose"
    REVEAL_COMPLETE = "reveal_complete"
    REVEAL_ASK_HELP = "reveal_ask_help"
    REVEAL_HELP = "reveal_help"
    MUST_PLAY_INGREDIENT = "must_play_ingredient"
    PASS_PLAYS_NOTHING = "pass_plays_nothing"
    NO_INGREDIENT = "no_ingredient"
    INGREDIENTS_IN_HAND = "ingredients_in_hand"
    ORDER_IN_HAND = "order_in_hand"
    SIT_OUT = "sit_out"
    PASS = "pass"
    DRAW_SOURCE = "draw_source"
    DRAW_WAITER_EMPTY = "draw_waiter_empty"
    DRAW_SUPPLY_EMPTY = "draw_supply_empty"
    DRAW_COMPULSORY = "draw_compulsory"
    DRAW_COUNT = "draw_count"

    @classmethod
    def for_stage(cls, stage: str) -> Rule:
        """The rule a wrong answer to a reveal question breaks."""
        return cls(f"reveal_{stage}")
