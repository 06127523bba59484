"""A game being played, without Qt: its flow as one explicit state, its seats' drivers, its observers.

``session.py`` ``Session`` owns the engine's state and asks each seat's driver (``drivers.py``);
``flow.py`` names where it stands (``Idle``, ``Animation``, ``RoundSummary``, ``HandOver``,
``Seat``, ``Over``) and why it is held (``PauseReason``). The desktop's ``ui/controller.py`` is a
thin Qt adapter over it; the ``session-without-qt`` contract keeps Qt out. Nothing is imported
here: the title screen names a ``PauseReason`` before the engine is loaded.
"""
