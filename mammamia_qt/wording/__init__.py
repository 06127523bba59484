"""The game told in words, without Qt: one message per event and viewer (``describe.py``)."""

from mammamia_qt.wording.messages import MESSAGES, Said, describe

__all__ = ["MESSAGES", "Said", "describe"]
