"""How a game is built, wherever it is played: one function, ``build_session``.

Every face of the game gets its game here: the desktop's table and the kiosk's demo through the
``GameController`` adapter (``ui/controller.py``; the benches and the self-test build theirs the
same way), ``mammamia-cli serve`` through ``tools/served_game.py`` without Qt. What differs from
one place to another is given: how a step is taken later (``call_soon``: a Qt timer, an asyncio
loop), who plays the computer seats (the Qt worker ``ui/ai_seats.py`` or the asyncio one), who
watches (the observers), a saved game to play on from, and where a finished game is kept (``keep``,
given its save text once, the moment its last action is applied). The phone seats' driver comes
later, when the phones are served (``Session.drive_phones``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .session import Drivers, Observer, Onlooker, Session

if TYPE_CHECKING:
    from mammamia_qt.engine.actions import Action
    from mammamia_qt.engine.state import GameState
    from mammamia_qt.seats import GameSetup
    from mammamia_qt.storage import SavedGame

    from .drivers import SeatDriver


def build_session(
    setup: GameSetup,
    *,
    computers: SeatDriver,
    observers: Sequence[Observer],
    call_soon: Callable[[Callable[[], None]], None],
    saved: GameState | SavedGame | None = None,
    keep: Callable[[str], None] | None = None,
) -> Session:
    """A game of ``setup`` (or ``saved``, played on from where it is) ready to ``start``: its
    computer seats played by ``computers``, watched by ``observers``, kept by ``keep`` when it ends."""
    session = Session(setup, Drivers(computers=computers), observers, call_soon=call_soon)
    if saved is not None:
        session.resume_with(saved)
    if keep is not None:
        keep_when_over(session, keep)
    return session


def keep_when_over(session: Session, keep: Callable[[str], None]) -> None:
    """Hand ``session``'s save text to ``keep`` once, the moment its last action is applied."""
    session.observers.append(KeepWhenOver(session, keep))


class KeepWhenOver(Onlooker):
    """Hands the game's save text to ``keep`` once, the moment its last action is applied (its
    final reveal has still to be shown: a window closed during it loses nothing). A game resumed
    or loaded already finished applies no action, so it is never kept twice."""

    def __init__(self, session: Session, keep: Callable[[str], None]) -> None:
        self.session = session
        self.keep = keep
        self.done = False

    def action_applied(self, action: Action) -> None:
        if self.done or not self.session.over:
            return
        self.done = True
        self.keep(self.session.save_text())
