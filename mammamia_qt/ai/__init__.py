"""Computer players. Each sees only its seat's PlayerView and returns one of its legal actions."""

from .base import LEVELS, Player, RandomPlayer, make_player

__all__ = ["LEVELS", "Player", "RandomPlayer", "make_player"]
