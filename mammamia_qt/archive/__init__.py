"""The game archive: every finished game kept in a SQLite file, and replays of kept games.

Qt-free (standard ``sqlite3`` and the engine): the CLI, the UI and the tournament all use it.
A game is kept as its save text (rules, seed and every action: ``engine.save``), so the engine
replays it exactly; beside it the names, date, edition and result, for lists and statistics.
"""

from .replay import OpenStep, Replay, replay_save
from .store import Archive, ArchiveError, ArchiveProblem, GameSummary, KeptGame

__all__ = [
    "Archive",
    "ArchiveError",
    "ArchiveProblem",
    "GameSummary",
    "KeptGame",
    "OpenStep",
    "Replay",
    "replay_save",
]
