"""The game told in words, without Qt: one message per event and viewer, and the
table's standing sentences (whose turn, who holds the Mamma Mia card), each in the second person
for the viewer's own seat (``messages.py``)."""

from mammamia_qt.wording.messages import MESSAGES, Said, describe, holds_mamma_mia, whose_turn

__all__ = ["MESSAGES", "Said", "describe", "holds_mamma_mia", "whose_turn"]
