"""Where a game's flow stands: one explicit state, and why it is held.

A session is always in exactly one of these (``Session.flow``):

- ``Idle``: nothing is waited for: before the start, and for the moment between one step and the
  next (an answer applied, its batch not yet sent; a resumed game about to ask);
- ``Animation``: a batch of events is on the table; the game goes on when the table says it has
  shown it (``Session.animations_done``). A batch that ends a round stops at its ``RoundEnded``;
  the rest (the next round's deal, or the game's end) waits in ``after``;
- ``RoundSummary``: the round's batch was shown; its summary is on screen once ``shown`` (told to
  the observers), and the next round comes on ``continue_after_round``;
- ``HandOver``: two or more people share the screen and the cover waits for ``seat``'s person;
- ``Seat``: ``seat``'s driver was asked and the game waits for its answer (``shown``: a person at
  the screen whose hand is face up; only then may they answer);
- ``Over``: the game has ended (``ended`` is what the results show).

Holding the game (``PauseReason``) is beside the flow: a held session keeps its flow and does
its next step when the last holder lets go.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the title screen names a PauseReason before the engine is loaded
    from mammamia_qt.engine.events import Event, GameEnded, RoundEnded


class PauseReason(StrEnum):
    """Who holds a game (``Session.pause``): each holder its own reason; the last to let go
    resumes the game where it stopped."""

    MENU_OR_DIALOG = "menu or dialog"  # a menu or a modal dialog is open (ui/shell/pause_watch.py)
    NOT_ON_SCREEN = "not on screen"  # its table is not the page shown (ui/shell/game_pages.py)
    LESSON = "tutorial"  # the guided game's note is being read (ui/tutorial/lesson.py)
    COVERED = "kiosk cover"  # the kiosk's PIN pad, rules page or a dialog covers it (set_paused)


@dataclass(frozen=True, slots=True)
class Idle:
    pass


@dataclass(frozen=True, slots=True)
class Animation:
    round_end: RoundEnded | None = None
    after: list[Event] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class RoundSummary:
    ended: RoundEnded
    after: list[Event]
    shown: bool = False


@dataclass(frozen=True, slots=True)
class HandOver:
    seat: int


@dataclass(frozen=True, slots=True)
class Seat:
    seat: int
    shown: bool = False


@dataclass(frozen=True, slots=True)
class Over:
    ended: GameEnded


Flow = Idle | Animation | RoundSummary | HandOver | Seat | Over
"""Where a session stands."""
