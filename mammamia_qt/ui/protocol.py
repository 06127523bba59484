"""What the UI uses of a game's controller: the door between the table (and the shell) and the game.

The table, the scoreboard, the round summary, the results and the shell's files are typed against
``Controller``, not against ``GameController``: they get views (``view``, ``start_view``), events
(the signals) and small read-only answers (``started``, ``in_progress``, ``refusal``...), and they
hand back actions (``submit``) and the players' pace (``animations_done``, ``pause``...). Nothing
here gives the game's state; ``GameController`` owns it (``ui/controller.py``) and satisfies this
protocol, which mypy checks where the controller module assigns one to the other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtCore import SignalInstance

    from mammamia_qt.engine.actions import Action
    from mammamia_qt.engine.ids import Rule
    from mammamia_qt.engine.rules import EditionRules
    from mammamia_qt.engine.view import PlayerView
    from mammamia_qt.seats import GameSetup
    from mammamia_qt.storage import GameStore, SavedGame
    from mammamia_qt.ui.seat_driver import SeatDriver


class Controller(Protocol):
    """A game as the UI sees it. Signals (see ``GameController`` for their arguments) are read-only
    attributes; so are the setup and the flags, which change only through the controller."""

    # ------------------------------------------------------------------ signals
    @property
    def eventsReady(self) -> SignalInstance: ...  # noqa: N802 - Qt signal names
    @property
    def stateChanged(self) -> SignalInstance: ...  # noqa: N802
    @property
    def humanToAct(self) -> SignalInstance: ...  # noqa: N802
    @property
    def handOverRequested(self) -> SignalInstance: ...  # noqa: N802
    @property
    def roundEnded(self) -> SignalInstance: ...  # noqa: N802
    @property
    def gameEnded(self) -> SignalInstance: ...  # noqa: N802
    @property
    def actionRefused(self) -> SignalInstance: ...  # noqa: N802
    @property
    def aiThinking(self) -> SignalInstance: ...  # noqa: N802
    @property
    def actionApplied(self) -> SignalInstance: ...  # noqa: N802
    @property
    def pausedChanged(self) -> SignalInstance: ...  # noqa: N802

    # ------------------------------------------------------------------ what the game is
    @property
    def setup(self) -> GameSetup: ...
    @property
    def edition_rules(self) -> EditionRules: ...
    @property
    def started(self) -> bool: ...
    @property
    def in_progress(self) -> bool: ...
    @property
    def replaying(self) -> bool: ...
    @property
    def paused(self) -> bool: ...

    # ------------------------------------------------------------------ what the table shows
    def view(self) -> PlayerView: ...
    def start_view(self) -> PlayerView: ...
    def display_seat(self) -> int: ...
    def refusal(self, action: Action, *then: Action) -> Rule | None: ...

    # ------------------------------------------------------------------ the seats and their drivers
    @property
    def over(self) -> bool: ...
    def moves(self) -> int: ...
    def deciding_seat(self) -> int | None: ...
    def asked_seat(self) -> int | None: ...
    def seat_view(self, seat: int) -> PlayerView: ...
    def submit_for(self, seat: int, *answers: Action) -> Rule | None: ...
    def drive_phones(self, driver: SeatDriver | None) -> None: ...
    def replace_seat(self, seat: int, kind: str) -> None: ...

    # ------------------------------------------------------------------ what the players do
    def submit(self, action: Action, *then: Action) -> bool: ...
    def animations_done(self) -> None: ...
    def confirm_hand_over(self) -> None: ...
    def decline_hand_over(self) -> None: ...
    def continue_after_round(self) -> None: ...
    def pause(self, reason: str) -> None: ...
    def resume(self, reason: str) -> None: ...
    def set_paused(self, paused: bool) -> None: ...

    # ------------------------------------------------------------------ files
    def save(self, store: GameStore, path: Path | None = None) -> None: ...
    def saved_game(self) -> SavedGame: ...
