"""What kiosk mode needs from the window it runs in: the window implements ``KioskHost``.

The kiosk adds its pages (the demo, the quick start, the rules) to the host's pages and shows
them, starts and ends games, holds the game while something covers it, and hands the operator's
choices (settings, leaving kiosk mode) back to the host. It never reaches into the window's
menus, actions or game files.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from mammamia_qt.seats import GameSetup
    from mammamia_qt.ui.art.card_art import CardArt
    from mammamia_qt.ui.common.settings import AppSettings
    from mammamia_qt.ui.sound import SoundBoard


class KioskHost(Protocol):
    """The window kiosk mode runs in."""

    @property
    def settings(self) -> AppSettings:
        """The preferences: the idle and countdown times, the animation speed and the AI's pace."""
        ...

    @property
    def art(self) -> CardArt:
        """The card art the demo's table and the rules page draw with."""
        ...

    @property
    def sound(self) -> SoundBoard:
        """The sound board: the demo's table plays through its demo cues."""
        ...

    def window(self) -> QWidget:
        """The top-level widget the kiosk covers: its overlays' parent, its size and place."""
        ...

    # ------------------------------------------------------------------ pages
    def add_page(self, page: QWidget) -> None:
        """Make ``page`` one of the window's pages (not shown yet)."""
        ...

    def show_page(self, page: QWidget) -> None: ...

    def current_page(self) -> QWidget | None: ...

    def has_page(self, page: QWidget) -> bool: ...

    # ------------------------------------------------------------------ games
    def has_saved_game(self) -> bool:
        """Whether an unfinished game can be resumed."""
        ...

    def start_game(self, setup: GameSetup) -> object:
        """Start a new game of ``setup`` on the table."""
        ...

    def resume_saved_game(self) -> bool:
        """Resume the unfinished game; False (after telling the player why) when it cannot be."""
        ...

    def end_game(self) -> None:
        """End the game in play (it stays in the autosave)."""
        ...

    def pause_game(self, on: bool) -> None:
        """Hold the game in play (no AI move, no animation) or let it go on."""
        ...

    # ------------------------------------------------------------------ the window and the operator
    def set_chrome(self, on: bool) -> None:
        """The window's menus, frame and window-level actions; without them it is fullscreen."""
        ...

    def set_language(self, code: str) -> bool:
        """Switch the interface language; False if it cannot be loaded."""
        ...

    def open_settings(self) -> None:
        """The settings dialog, for the operator (the PIN was given)."""
        ...

    def leave_kiosk(self) -> None:
        """Back to the ordinary window (the operator's choice)."""
        ...
