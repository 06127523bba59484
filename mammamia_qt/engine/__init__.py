"""The rules engine: pure Python (stdlib + pydantic), no Qt, no display strings."""

from .actions import NO_DRAW, NO_KIND, NO_ORDER, SUPPLY, WAITER, Action, AskHelp, Choose, Complete, Help, Play
from .cards import COLOURS, INGREDIENTS, KIND, PERSONAL, Edition, OrderCard, OrderType, load_deck
from .errors import IllegalAction
from .rules import Rules
from .state import ORDER_BASE, GameState
from .view import PendingView, PlayerView

__all__ = [
    "COLOURS", "INGREDIENTS", "KIND", "NO_DRAW", "NO_KIND", "NO_ORDER", "ORDER_BASE", "PERSONAL", "SUPPLY",
    "WAITER", "Action", "AskHelp", "Choose", "Complete", "Edition", "GameState", "Help", "IllegalAction",
    "OrderCard", "OrderType", "PendingView", "PlayerView", "Play", "Rules", "load_deck",
]  # fmt: skip
