"""Offscreen screenshots of the main screens (1920x1080 unless asked), for docs, reviews and regression checks.

Each moment is reached by playing a seeded game in the engine (random legal moves) and handing
the position to the real window through a ``GameController`` given it as ``saved``; animations are instant.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QElapsedTimer, QPoint
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from mammamia_qt.engine.cards import Edition
from mammamia_qt.engine.events import RoundEnded
from mammamia_qt.engine.ids import Phase
from mammamia_qt.engine.rules import Rules
from mammamia_qt.engine.state import GameState
from mammamia_qt.options import parse_size as parse_size  # one reading of WxH
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
from mammamia_qt.storage import SavedGame
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.settings import AppSettings, Speed
from mammamia_qt.ui.common.themes import theme

if TYPE_CHECKING:
    from mammamia_qt.ui.controller import GameController
    from mammamia_qt.ui.shell.main_window import MainWindow

SIZE = (1920, 1080)
NAMES = ("Beate", "Alberto", "Claudio", "Dora")
NAMES_PLUS = ("Beate", "Alberto", "Claudio", "Dora", "Emilia", "Federico")
SHOT_NAMES = (
    "start", "new_game", "table", "reveal", "round_summary", "results", "reveal_plus6", "quick_start"
)  # fmt: skip


def snapshot_setup(seed: int) -> GameSetup:
    """A human (seat 0, the hand shown) against three computer players, Classic."""
    seats = (SeatConfig(name=NAMES[0]),) + tuple(
        SeatConfig(name=n, kind=SeatKind.INTERMEDIATE) for n in NAMES[1:]
    )
    return GameSetup(rules=Rules(start_player=0), seats=seats, seed=seed)


def plus6_setup(seed: int) -> GameSetup:
    """A human (seat 0) against five computer players, Plus: the fullest table and hands."""
    seats = (SeatConfig(name=NAMES_PLUS[0]),) + tuple(
        SeatConfig(name=n, kind=SeatKind.INTERMEDIATE) for n in NAMES_PLUS[1:]
    )
    return GameSetup(rules=Rules(edition=Edition.PLUS, players=6, start_player=0), seats=seats, seed=seed)


def play_until(setup: GameSetup, stop: Callable[[GameState], bool], moves_seed: int = 1) -> GameState | None:
    """Play random legal moves from the setup's deal until ``stop(state)``; None if the game ends first."""
    state, _ = GameState.new_game(setup.rules, setup.seed)
    rng = random.Random(moves_seed)
    while not stop(state):
        if state.is_terminal():
            return None
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def _mid_round(state: GameState) -> bool:
    return (
        state.phase == Phase.PLAY
        and state.round == 1
        and state.current_player() == 0
        and len(state.oven) >= 12
    )


def _reveal(state: GameState) -> bool:
    p = state.pending
    return p is not None and p.seat == 0 and state.reveal_pos >= 8 and sum(state.columns) >= 6


def find_moment(
    stop: Callable[[GameState], bool],
    seeds: range = range(1, 200),
    make: Callable[[int], GameSetup] = snapshot_setup,
) -> tuple[GameSetup, GameState]:
    """The first seeded game that reaches ``stop`` (deterministic for the same engine)."""
    for seed in seeds:
        setup = make(seed)
        state = play_until(setup, stop)
        if state is not None:
            return setup, state
    raise RuntimeError("no seeded game reached the wanted moment")


def round_end_moment(seeds: range = range(1, 200)) -> tuple[GameSetup, GameState, RoundEnded]:
    """A position just after round 1 where the human starts round 2, with the RoundEnded event."""
    for seed in seeds:
        setup = snapshot_setup(seed)
        state, _ = GameState.new_game(setup.rules, setup.seed)
        rng = random.Random(1)
        while not state.is_terminal():
            legal = state.legal_actions()
            events = state.apply(legal[rng.randrange(len(legal))])
            ended = [e for e in events if isinstance(e, RoundEnded)]
            if ended:
                if state.current_player() == 0 and any(ended[0].delivered) and any(ended[0].carried):
                    return setup, state, ended[0]
                break
    raise RuntimeError("no seeded game reached the wanted round end")


def _wait(condition: Callable[[], bool], timeout_ms: int = 15000) -> bool:
    """Run the event loop in short slices until ``condition()`` holds (False on timeout)."""
    clock = QElapsedTimer()
    clock.start()
    while not condition():
        if clock.elapsed() > timeout_ms:
            return False
        QTest.qWait(10)
    return True


def _settle(ms: int = 150) -> None:
    QTest.qWait(ms)


def offscreen_screen_file(size: tuple[int, int]) -> Path:
    """An offscreen screen of ``size`` (dialogs fit themselves to the screen, as on real hardware):
    a config file for ``QT_QPA_PLATFORM=offscreen:configfile=…``, the snapshots' and the sweep's."""
    import json
    import tempfile

    screen = {"name": "snapshot", "x": 0, "y": 0, "width": size[0], "height": size[1],
              "logicalDpi": 96, "logicalDpiX": 96, "logicalDpiY": 96, "dpr": 1}  # fmt: skip
    handle, name = tempfile.mkstemp(prefix="mammamia-screen-", suffix=".json")
    with os.fdopen(handle, "w") as file:
        json.dump({"screens": [screen]}, file)
    return Path(name)


def _hand_placed(window: QWidget) -> None:
    """Finish the entrance animations of a freshly built table and place its hand."""
    size = (window.width(), window.height())
    window.table_page.skip_reveal()  # type: ignore[attr-defined]
    # A table built from a resumed state places the hand only on its next resize.
    window.resize(size[0] - 1, size[1])
    _settle(30)
    window.resize(*size)
    _settle()


def _save(widget: QWidget, path: Path) -> Path:
    widget.grab().save(str(path))
    return path


def render_snapshots(
    out_dir: Path, lang: str | None = None, size: tuple[int, int] = SIZE, theme: str = "light"
) -> list[Path]:
    """Render the title screen, the new game dialog, a mid-round table, a reveal, a round summary,
    the results, a six-player Plus reveal and the kiosk quick start, in a window of ``size`` pixels,
    in ``theme`` (light, dark or high-contrast).

    ``lang`` is one of the game's language codes (ValueError otherwise), None for English.
    """
    from mammamia_qt.ui.common.i18n import LANGUAGES, Languages

    if lang is not None and lang not in LANGUAGES:
        raise ValueError(f"{lang!r} is not one of the game's languages ({', '.join(LANGUAGES)})")
    if QApplication.instance() is None and os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={offscreen_screen_file(size)}"
    app = cast(QApplication, QApplication.instance()) or QApplication([])
    from mammamia_qt.ui.common.style import apply_style
    from mammamia_qt.ui.shell.main_window import MainWindow

    apply_style(app, theme_name=theme)
    if not Languages.instance().set_language(lang or "en"):
        raise RuntimeError(f"the {lang} translation cannot be loaded")
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    settings = AppSettings(
        animation_speed=Speed.INSTANT, ai_pace=Speed.INSTANT, language=lang or "en", theme=theme
    )
    window = MainWindow(settings=settings, persist=False)
    window.resize(*size)
    window.show()
    paths: list[Path] = []
    try:
        backdrop = QPixmap()
        for name, widget in arranged_screens(window, size):
            path = out_dir / f"{name}.png"
            if name == "start":
                backdrop = window.grab()
                backdrop.save(str(path))
            elif name == "new_game":  # the dialog over the dimmed title screen
                _over(backdrop, widget.grab()).save(str(path))
            elif widget is window:
                _save(window, path)
            else:
                widget.grab().save(str(path))
            paths.append(path)
    finally:
        window.close()
        window.deleteLater()
        _settle(10)
    return paths


def _over(backdrop: QPixmap, face: QPixmap) -> QPixmap:
    """``face`` centred over a dimmed copy of ``backdrop``."""
    shot = QPixmap(backdrop)
    painter = QPainter(shot)
    painter.fillRect(shot.rect(), style.tint(theme().shade, 140))
    painter.drawPixmap(QPoint((shot.width() - face.width()) // 2, (shot.height() - face.height()) // 2), face)
    painter.end()
    return shot


def _start(window: MainWindow, setup: GameSetup, state: GameState) -> GameController:
    return window.start_game(setup, SavedGame(state))


def arranged_screens(window: MainWindow, size: tuple[int, int]) -> Iterator[tuple[str, QWidget]]:
    """Arrange the main screens one after another in ``window`` (shown, at ``size``): yield each
    screen's name (``SHOT_NAMES``) and the widget showing it, while it shows.

    The title screen, the new game dialog over it, a mid-round table, a reveal asking the human, the
    round summary after round 1, the results, a six-player Plus reveal and the kiosk quick start.
    """
    from mammamia_qt.ui.dialogs.new_game import NewGameDialog
    from mammamia_qt.ui.kiosk.quick_start import QuickStartPage

    _settle()
    yield "start", window
    dialog = NewGameDialog(window.art, window)
    dialog.show()
    _settle()
    yield "new_game", dialog
    dialog.close()
    dialog.deleteLater()

    controller = _start(window, *find_moment(_mid_round))  # the human to play in round 1
    _wait(lambda: controller.acting_seat() == 0)
    _hand_placed(window)
    yield "table", window
    controller = _start(window, *find_moment(_reveal))
    _wait(lambda: controller.acting_seat() == 0)
    _hand_placed(window)
    yield "reveal", window
    setup, state, ended = round_end_moment()
    controller = window.start_game(setup, SavedGame(state))
    _wait(lambda: controller.acting_seat() == 0)
    window.table_page.show_round_summary(ended)
    _hand_placed(window)
    yield "round_summary", window
    controller = _start(window, *find_moment(GameState.is_terminal))
    _wait(lambda: window.pages.currentWidget() is window.results_page)
    _settle()
    yield "results", window
    controller = _start(window, *find_moment(_reveal, make=plus6_setup))  # the fullest table and hand
    _wait(lambda: controller.acting_seat() == 0)
    _hand_placed(window)
    yield "reveal_plus6", window

    page = QuickStartPage()  # a full screen without menus
    page.set_can_resume(True)
    page.set_edition(Edition.PLUS)
    page.set_players(6)
    page.resize(*size)
    page.show()
    _settle()
    yield "quick_start", page
    page.close()
    page.deleteLater()
