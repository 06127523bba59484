"""Who plays a seat, as the session sees it: one small interface for people, computers and phones.

The session asks the driver of the seat whose decision the game waits for (``ask``, with what
that seat may know), withdraws the question when the seat changes hands or the game goes back
(``cancel``) and ends it all before closing (``stop``). Whatever the driver decides comes back
through one door, ``SeatHost.submit_for``: the session checks that the seat was asked and that
the action is legal, and refuses with the rule broken. The people at the screen (the hand-over
cover, the table's controls), the computer players (``ui/ai_seats.py``) and the phones
(``ui/phone_seats.py``) are the three drivers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from mammamia_qt.engine.actions import Action
    from mammamia_qt.engine.ids import Rule
    from mammamia_qt.engine.view import PlayerView


class SeatDriver(Protocol):
    """Decides for some seats of one game."""

    def ask(self, seat: int, view: PlayerView) -> None:
        """The game waits for ``seat``: decide from ``view`` (the seat's own) and submit."""
        ...

    def cancel(self) -> None:
        """The question asked last is withdrawn: an answer still on its way is not submitted."""
        ...

    def stop(self) -> None:
        """The game is closing: withdraw everything and let go of threads and sockets."""
        ...


class SeatHost(Protocol):
    """The one door back for every driver."""

    def submit_for(self, seat: int, *answers: Action) -> Rule | None:
        """Apply ``seat``'s answers if it was asked and they are legal (None); else the rule broken
        (nothing changes)."""
        ...


class Nobody:
    """The driver of seats nobody plays yet (phone seats before the table serves its phones): a
    question waits, unanswered, until a driver comes (``Session.drive_phones``)."""

    def ask(self, seat: int, view: PlayerView) -> None:
        pass

    def cancel(self) -> None:
        pass

    def stop(self) -> None:
        pass


NOBODY = Nobody()


class Screen(Nobody):
    """The people at the screen: asked, a person gets the cover (hot seat) or their hand (``show``,
    the session's); they answer through the table's controls (``GameController.submit``)."""

    def __init__(self, show: Callable[[int], None]) -> None:
        self._show = show

    def ask(self, seat: int, view: PlayerView) -> None:
        self._show(seat)
