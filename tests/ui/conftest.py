"""UI test fixtures: settings written to a temporary folder, never the user's; a stand-in controller."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from engine_support import play_out, randomly
from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal
from PySide6.QtGui import QFont

from mammamia_qt.engine.events import GameEnded, RoundEnded
from mammamia_qt.engine.rules import Rules
from mammamia_qt.engine.state import GameState
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.paths import translations_dir
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import GameStore
from mammamia_qt.ui.common import i18n
from mammamia_qt.ui.common.i18n import Languages
from mammamia_qt.ui.shell import game_files


class FakeController(QObject):
    """The parts of GameController the shell's views read: the setup, the view and stateChanged.

    It holds a state (``state``) that tests arrange; the views only ever get ``view()`` of it.
    """

    stateChanged = Signal()
    handOverRequested = Signal(int)
    roundEnded = Signal(object)
    gameEnded = Signal(object)

    def __init__(self, setup: GameSetup, state: GameState) -> None:
        super().__init__()
        self.setup, self.state = setup, state
        self.confirmed = 0
        self.continued = 0

    @property
    def started(self) -> bool:
        return self.state is not None

    def view(self) -> PlayerView:
        return self.state.view_for(0)

    def confirm_hand_over(self) -> None:
        self.confirmed += 1

    def continue_after_round(self) -> None:
        self.continued += 1


def make_setup(players: int = 4, seed: int = 3) -> GameSetup:
    seats = (SeatConfig(name="Beate"),) + tuple(
        SeatConfig(name=f"AI {i}", kind="random") for i in range(1, players)
    )
    return GameSetup(rules=Rules(players=players), seats=seats, seed=seed)


def play(setup: GameSetup, moves: int | None = None, seed: int = 1):
    """Random legal moves; returns the state, the RoundEnded events and the GameEnded (if reached)."""
    state, _ = GameState.new_game(setup.rules, setup.seed)
    events = play_out(state, randomly(seed), moves=moves)
    rounds = [e for e in events if isinstance(e, RoundEnded)]
    ended = next((e for e in events if isinstance(e, GameEnded)), None)
    return state, rounds, ended


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # the autosave's folder
    QCoreApplication.setOrganizationName("mammamia-qt-tests")
    QCoreApplication.setApplicationName("mammamia-qt-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    yield tmp_path / "settings"


@pytest.fixture
def shell():
    """The helpers above, for the app-shell tests (test modules cannot import each other here)."""
    return SimpleNamespace(FakeController=FakeController, make_setup=make_setup, play=play)


@pytest.fixture
def styled(qapp):
    """The app's look (palette, type, stylesheet: the paddings and type sizes that decide what fits),
    as the game runs; the test app's own afterwards."""
    from mammamia_qt.ui.common.style import apply_style

    before = (qapp.styleSheet(), QFont(qapp.font()), qapp.palette(), qapp.style().name())
    apply_style(qapp)
    yield qapp
    sheet, font, palette, style = before
    qapp.setStyleSheet(sheet)
    qapp.setFont(font)
    qapp.setPalette(palette)
    qapp.setStyle(style)


@pytest.fixture(scope="session")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every .ts compiled with lrelease into a temporary folder (no install step needed)."""
    out = tmp_path_factory.mktemp("qm")
    lrelease = shutil.which("pyside6-lrelease") or str(Path(sys.executable).with_name("pyside6-lrelease"))
    for ts in translations_dir().glob("mammamia_*.ts"):
        subprocess.run(
            [lrelease, "-silent", str(ts), "-qm", str(out / ts.with_suffix(".qm").name)], check=True
        )
    return out


@pytest.fixture
def languages(compiled: Path, monkeypatch: pytest.MonkeyPatch, qapp):
    """The app's Languages, loading the freshly compiled files; English again afterwards."""
    monkeypatch.setattr(i18n, "qm_path", lambda lang: compiled / f"mammamia_{lang}.qm")
    langs = Languages.instance()
    yield langs
    langs.set_language("en")


@pytest.fixture
def store(tmp_path) -> GameStore:
    """The saves' and the archive's folder of a window under test."""
    return GameStore(tmp_path / "data")


@pytest.fixture
def warnings(monkeypatch) -> list[tuple[str, str]]:
    """Every warning box the app would show, as (title, text), instead of showing it."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(game_files, "warn", lambda parent, title, text: shown.append((title, text)))
    return shown


@pytest.fixture
def window(qtbot):
    """The real main window at 1280x800, shown, with instant animations and computer players and
    nothing written to the user's settings (a test module that needs another window defines its own)."""
    from mammamia_qt.ui.common.settings import AppSettings
    from mammamia_qt.ui.shell.main_window import MainWindow

    w = MainWindow(settings=AppSettings(animation_speed="instant", ai_pace="instant"), persist=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w
