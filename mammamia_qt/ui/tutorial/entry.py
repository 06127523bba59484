"""Ways into the guided first game: the start screen's button, the Game menu, the first start's offer."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
from mammamia_qt.tutorial import script
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.names import AI_NAMES
from mammamia_qt.ui.common.themes import theme
from mammamia_qt.ui.tutorial.lesson import Tutorial

if TYPE_CHECKING:
    from mammamia_qt.ui.shell.game_pages import GamePages


def start_guided_game(pages: GamePages, parent: QWidget, lesson: str = "classic") -> Tutorial | None:
    """Start a guided game (``script.LESSONS``: "classic", the first game, or "plus", helping) on the
    table page, after confirming if an unfinished game would be replaced (``confirm_replace``), with
    its lesson over the table."""
    if not pages.confirm_replace():
        return None
    chosen = script.LESSONS[lesson]
    name = player_name(pages)
    controller = pages.start_game(chosen.setup(name))
    table = pages.table_page.table
    if table is None:
        return None
    tutorial = Tutorial(table, controller, chosen)
    tutorial.realGameRequested.connect(lambda: pages.start_game(beginners_game(chosen, name)))
    return tutorial


def player_name(pages: GamePages) -> str:
    """The lesson's player by a real name, so every sentence of the table reads right: the first
    person of the last New game, else the name the New game dialog gives the first seat."""
    from mammamia_qt.ui.dialogs.new_game import default_human_name

    last = pages.last_setup()
    humans = [s.name for s in last.seats if s.is_human] if last is not None else []
    return humans[0] if humans else default_human_name()


def beginners_game(lesson: script.Lesson, name: str) -> GameSetup:
    """A game of the player's own after the lesson: its edition, its number of players, beginners."""
    rules = Rules(edition=lesson.rules.edition, players=lesson.rules.players)
    others = tuple(SeatConfig(name=n, kind=SeatKind.BEGINNER) for n in AI_NAMES[: rules.players - 1])
    return GameSetup(rules=rules, seats=(SeatConfig(name=name), *others), seed=secrets.randbelow(2**32))


OFFER_STYLE = """
QFrame#tutorialOffer {{ background: {c.paper}; border: {bw}px solid {c.frame}; border-radius: {r}px; }}
QFrame#tutorialOffer QLabel {{ color: {c.text}; font-size: {f}px; background: transparent; }}
QFrame#tutorialOffer QLabel#title {{ font-weight: bold; color: {c.heading}; }}
QFrame#tutorialOffer QPushButton {{ font-size: {f}px; min-height: {b}px; padding: 2px 14px; border-radius: {r}px;
    background: {c.button}; color: {c.text}; border: 2px solid {c.edge}; font-weight: bold; }}
QFrame#tutorialOffer QPushButton#start {{ background: {c.accent}; color: {c.accent_text}; border-color: {c.accent_dark}; }}
QFrame#tutorialOffer QPushButton:focus {{ border: 3px solid {c.dock_focus}; }}
QFrame#tutorialOffer QPushButton#start:focus {{ border: 3px solid {c.focus_on_accent}; }}
"""


class OfferBanner(QFrame):
    """The first start's offer, a banner over the top of the start screen (no window of its own:
    nothing waits for it and it takes no keyboard from the window): Start the guided first game, or
    Not now. It goes once answered or once the start screen is left."""

    def __init__(self, screen: QWidget, start: Callable[[], object]) -> None:
        super().__init__(screen)
        self.setObjectName("tutorialOffer")
        self._screen = screen
        self.title = QLabel(QCoreApplication.translate("Tutorial", "Welcome to Mamma Mia!"), self)
        self.title.setObjectName("title")
        self.text = QLabel(QCoreApplication.translate("Tutorial", "New to the game? Play a guided first game: a short "
                           "lesson on the real table that shows you every step, then goes on as a real game."),
                           self)  # fmt: skip
        self.text.setWordWrap(True)
        self.start_button = QPushButton(
            QCoreApplication.translate("Tutorial", "Start the guided first game"), self
        )
        self.start_button.setObjectName("start")
        self.later_button = QPushButton(QCoreApplication.translate("Tutorial", "Not now"), self)
        self.start_button.clicked.connect(self.close_offer)
        self.start_button.clicked.connect(lambda: start())
        self.later_button.clicked.connect(self.close_offer)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.later_button)
        buttons.addWidget(self.start_button)
        self._layout = QVBoxLayout(self)
        self._layout.addWidget(self.title)
        self._layout.addWidget(self.text)
        self._layout.addLayout(buttons)
        screen.installEventFilter(self)
        style.follow(self.place)  # a new theme or text size: its colours and type anew
        self._logo(False)
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        """Across the top of the start screen where the logo is (it is not drawn meanwhile), its
        type following the screen's height; wider, then a step smaller, while it would reach the
        title's sign (four lines of a 4K window's type covered the logo and met the sign)."""
        w, h = self._screen.width(), self._screen.height()
        top = max(8, round(h * 0.015))
        self._room_below(0)
        sign_top = getattr(self._screen, "sign_top", None)  # the start screen's title sign

        def room() -> int:
            return sign_top() - top - 4 if sign_top is not None else h

        widths = sorted({round(min(max(w * k, 320.0), w - 24.0)) for k in (0.5, 0.65, 0.8, 1.0)})
        limit = room()
        for size in range(max(13, round(h * 0.022)), 12, -1):
            fits = next((width for width in widths if self._set_type(size, h, width) <= limit), None)
            if fits is not None:
                break
        if sign_top is not None and hasattr(self._screen, "make_room"):
            self._make_room(room)
        self.move((w - self.width()) // 2, top)

    def _make_room(self, room: Callable[[], int]) -> None:
        """The smallest type still reaches the sign: the screen makes room below its logo's place
        (again while short: a stretch above the logo may give up part of what was asked)."""
        asked = 0
        for _ in range(4):
            short = self.height() - room()
            if short <= 0:
                return
            asked += short
            self._room_below(asked)

    def _room_below(self, more: int) -> None:
        """The start screen's room above its sign, ``more`` px beyond the logo's (0: the logo's own)."""
        make_room = getattr(self._screen, "make_room", None)
        if make_room is not None:
            make_room(more)

    def _logo(self, on: bool) -> None:
        """The start screen's logo, under the banner: not drawn while the banner stands there."""
        show_logo = getattr(self._screen, "show_logo", None)
        if show_logo is not None:
            show_logo(on)

    def _set_type(self, size: int, h: int, width: int) -> int:
        """Its look with type ``size`` px, ``width`` wide; the height that takes."""
        self.setFixedWidth(width)
        self.setStyleSheet(OFFER_STYLE.format(
            c=theme(), f=size, b=max(28, round(size * 2)), r=max(8, round(h * 0.014)), bw=max(2, round(h * 0.004))
        ))  # fmt: skip
        self._layout.activate()
        height = max(self._layout.heightForWidth(width), self._layout.minimumSize().height())
        self.setFixedHeight(height + max(4, round(h * 0.008)))
        return self.height()

    def close_offer(self) -> None:
        if self._screen is not None:
            self._screen.removeEventFilter(self)
            self._logo(True)
            self._room_below(0)
        self.hide()
        self.deleteLater()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if watched is self._screen and event.type() == QEvent.Type.Resize:
            self.place()
        elif watched is self._screen and event.type() == QEvent.Type.Hide:
            self.close_offer()  # the player went elsewhere: offered once
        return False


def offer_first_game(screen: QWidget, start: Callable[[], object]) -> OfferBanner:
    """The first start's offer of the guided first game, on the start screen."""
    return OfferBanner(screen, start)
