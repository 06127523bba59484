"""How long the game takes to show itself: the first window and the first table, beside a bare
PySide6 window, each timed in a fresh child process from its start to its first paint.

Part of ``bench ui`` (``tools/bench.py``). Nothing here imports Qt: the children do.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

from mammamia_qt.paths import resource
from mammamia_qt.progress import QUIET, Progress
from mammamia_qt.ui.common.themes import LIGHT

_PAINTED = """
import time, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
class Painted(QObject):
    def __init__(self, target):
        super().__init__()
        self.seen = False
        target.installEventFilter(self)
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            QTimer.singleShot(0, self.done)
        return False
    def done(self):
        print(f"PAINTED {time.time():.6f}", flush=True)
        QApplication.instance().quit()
"""

BARE_SCRIPT = (
    _PAINTED
    + """
from PySide6.QtWidgets import QWidget
app = QApplication(sys.argv)
w = QWidget()
w.resize(1920, 1080)
watch = Painted(w)
w.show()
app.exec()
"""
)

PYDANTIC_SCRIPT = (
    """
import os
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
from pydantic import BaseModel, Field
class Options(BaseModel):
    players: int = Field(default=4, ge=2, le=6)
    helping: bool = True
Options(players=4)
"""
    + BARE_SCRIPT
)
"""The bare window that also validates one pydantic model, as a game's start must (rule options
are pydantic models)."""

FLOOR_SCRIPT = BARE_SCRIPT.replace("app = QApplication", "from PySide6.QtCore import Qt\napp = QApplication")
"""The least any real window costs: the bare window plus the ``Qt`` namespace, whose enums PySide6
makes when it is first imported (every real window uses its alignments and flags). The title
screen does not wait for pydantic (it loads after the first paint), so the floor leaves it out."""

TITLE_REFERENCE_SCRIPT = (
    _PAINTED
    + """
import json, os
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAction, QActionGroup, QColor, QFont, QIcon, QKeySequence, QLinearGradient, QPainter, QPen
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QLabel, QMainWindow, QPushButton, QStackedWidget, QVBoxLayout, QWidget
app = QApplication([sys.argv[0], "-style", "fusion"])
C = json.loads(os.environ["MAMMAMIA_REFERENCE_COLOURS"])
app.setStyleSheet(f"QPushButton {{ background: {C['accent']}; color: {C['accent_text']}; border-radius: 8px; padding: 6px 24px; }}"
                  f"QPushButton:focus {{ border: 3px solid {C['focus_on_accent']}; }} QLabel#title {{ color: {C['on_wood']}; }}")
font = QFont(); font.setFamilies(["Nimbus Sans", "DejaVu Sans", "sans-serif"]); font.setPointSizeF(11); app.setFont(font)
ICON = os.environ["MAMMAMIA_REFERENCE_ICON"]
app.setWindowIcon(QIcon(ICON))
class Title(QWidget):
    def __init__(self):
        super().__init__()
        self.svg = QSvgRenderer(ICON, self)
        box = QVBoxLayout(self)
        box.addSpacing(220)
        title = QLabel("Mamma Mia!"); title.setObjectName("title"); title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        f = QFont(); f.setFamilies(["URW Bookman", "DejaVu Serif", "serif"]); f.setPixelSize(72); f.setBold(True); title.setFont(f)
        box.addWidget(title)
        sub = QLabel("A card game of pizzas"); sub.setAlignment(Qt.AlignmentFlag.AlignCenter); box.addWidget(sub)
        for text in ("Continue", "New game", "First game", "History", "How to play", "Settings", "Quit"):
            b = QPushButton(text); bf = QFont(); bf.setPixelSize(28); b.setFont(bf); box.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch()
    def paintEvent(self, event):
        p = QPainter(self); p.setRenderHint(QPainter.RenderHint.Antialiasing)
        g = QLinearGradient(0, 0, 0, self.height()); g.setColorAt(0, QColor(C["wood_top"])); g.setColorAt(1, QColor(C["wood_bottom"]))
        p.fillRect(self.rect(), g)
        grain = QColor(C["slot_line"]); grain.setAlpha(14); p.setPen(QPen(grain, 2)); p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        for i in range(0, self.height(), 23): p.drawLine(0, i, self.width(), i + (i % 7) - 3)
        p.setRenderHint(QPainter.RenderHint.Antialiasing); p.save(); p.translate(self.width() / 2, self.height() / 2); p.rotate(-4)
        p.setPen(Qt.PenStyle.NoPen); p.setBrush(QColor(C["cloth_red"])); p.drawRoundedRect(QRectF(-400, -450, 800, 900), 14, 14); p.restore()
        self.svg.render(p, QRectF(self.width() / 2 - 90, 20, 180, 180)); p.end()
w = QMainWindow()
for m in range(2):
    menu = w.menuBar().addMenu(("Game", "View")[m])
    for i in range(10):
        a = QAction(f"Action {i}", w); a.setShortcut(QKeySequence(QKeySequence.StandardKey.New) if i == 0 else QKeySequence(f"Ctrl+{i}")); menu.addAction(a)
    group = QActionGroup(w)
    for i in range(4):
        a = QAction(f"Choice {i}", group); a.setCheckable(True); menu.addAction(a)
pages = QStackedWidget(); title_page = Title(); pages.addWidget(title_page); w.setCentralWidget(pages)
w.resize(1920, 1080)
watch = Painted(title_page)
w.show()
app.exec()
"""
)
"""The title screen's parts written as a plain PySide6 script, with none of the game's code: a
window with two menus of shortcuts, a page on a stack painting a wood gradient, grain, a cloth and
the SVG logo, a big title, a subtitle and seven styled buttons. What the same screen costs in
PySide6 itself, the reference the game's own first window is measured against
(``startup_first_window_vs_reference``)."""

FIRST_WINDOW_SCRIPT = """
import time, sys
from mammamia_qt.__main__ import main

def start(window):
    # The app's own entry point, as a player starts it: the first window is the title screen.
    exec(PAINTED, globals())
    window.resize(1920, 1080)
    window._bench_watch = Painted(window.start_screen)

main([sys.argv[0]], on_window=start)
""".replace("PAINTED", repr(_PAINTED))

TABLE_SCRIPT = """
import time, sys
from mammamia_qt.__main__ import main

def start(window):
    # What the New game dialog's defaults start: the app's own entry point, then a game.
    exec(PAINTED, globals())
    from mammamia_qt.engine.rules import Rules
    from mammamia_qt.seats import GameSetup, SeatConfig
    window.resize(1920, 1080)
    seats = (SeatConfig(name="Anna"),) + tuple(SeatConfig(name=f"AI {i}", kind="intermediate") for i in range(3))
    window.start_game(GameSetup(rules=Rules(players=4), seats=seats, seed=1))
    window._bench_watch = Painted(window.table_page.table.view.viewport())

main([sys.argv[0]], on_window=start)
""".replace("PAINTED", repr(_PAINTED))


def child_env(folder: str) -> dict[str, str]:
    """The environment of a start-up child: offscreen, with its settings and caches in ``folder``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["XDG_CONFIG_HOME"] = env["XDG_DATA_HOME"] = env["XDG_CACHE_HOME"] = folder
    env["MAMMAMIA_REFERENCE_ICON"] = str(resource("icons", "mammamia.svg"))  # the reference's logo
    env["MAMMAMIA_REFERENCE_COLOURS"] = json.dumps(LIGHT._asdict())  # ... and its colours
    return env


def _time_to_paint(script: str, env: dict[str, str]) -> float:
    start = time.time()
    # In a session of its own, so a Ctrl+C at the terminal stops the bench, not the child it times.
    out = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120, check=True,
        start_new_session=True,
    ).stdout  # fmt: skip
    painted = next(float(line.split()[1]) for line in out.splitlines() if line.startswith("PAINTED "))
    return painted - start


def bench_startup(runs: int = 7, progress: Progress = QUIET) -> dict[str, Any]:
    """Seconds from process start to the first painted window (the title screen, the player's first
    sight of the game), to the first painted table, and to a bare PySide6 window's first paint.

    Three reference starts show how much is spent before the game's own code runs:
    ``startup_pydantic_s``, a bare window that also validates one pydantic model (as the first table
    must), ``startup_floor_s``, a bare window plus PySide6's ``Qt`` namespace, and
    ``startup_title_reference_s``, the title screen's parts as a plain PySide6 script
    (``TITLE_REFERENCE_SCRIPT``); ``startup_first_window_vs_reference`` is the game's first window
    over that reference.

    The children start as an installed app does: with Python's bytecode cache (kept in a scratch
    folder, as are the settings and the card cache), whatever PYTHONDONTWRITEBYTECODE says here.
    One start of each comes first and is reported apart (``startup_table_first_s``): it writes
    those caches, as the very first start after an install does; the medians are of the later starts.
    Stopped early (``progress.stopped``), the medians are of the runs finished ({} if none).
    """
    scratch = _scratch()
    env = child_env(scratch)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = os.path.join(scratch, "pycache")
    scripts = {
        "bare": BARE_SCRIPT,
        "pydantic": PYDANTIC_SCRIPT,
        "floor": FLOOR_SCRIPT,
        "reference": TITLE_REFERENCE_SCRIPT,
        "table": TABLE_SCRIPT,
        "first_window": FIRST_WINDOW_SCRIPT,
    }
    progress.start(6 + runs * len(scripts), "bench ui: start-up", "start")
    first = 0.0
    for name, script in (
        ("bare", BARE_SCRIPT),
        ("table", TABLE_SCRIPT),
        ("", FIRST_WINDOW_SCRIPT),
        ("", PYDANTIC_SCRIPT),
        ("", FLOOR_SCRIPT),
        ("", TITLE_REFERENCE_SCRIPT),
    ):
        if progress.stopped:
            return {}
        elapsed = _time_to_paint(script, env)
        first = elapsed if name == "table" else first
        progress.advance()
    times: dict[str, list[float]] = {name: [] for name in scripts}
    for _ in range(runs):
        if progress.stopped:
            break
        for name, script in scripts.items():
            times[name].append(_time_to_paint(script, env))
            progress.advance()
    runs = min(len(t) for t in times.values())
    if runs == 0:
        return {}
    times = {name: t[:runs] for name, t in times.items()}
    b, p, f, r, t, w = (statistics.median(times[name]) for name in scripts)
    return {
        "startup_first_window_s": round(w, 3),
        "startup_first_window_ratio": round(w / b, 2),
        "startup_table_s": round(t, 3),
        "startup_bare_s": round(b, 3),
        "startup_ratio": round(t / b, 2),
        "startup_pydantic_s": round(p, 3),
        "startup_pydantic_ratio": round(p / b, 2),
        "startup_floor_s": round(f, 3),
        "startup_floor_ratio": round(f / b, 2),
        "startup_title_reference_s": round(r, 3),
        "startup_title_reference_ratio": round(r / b, 2),
        "startup_first_window_vs_reference": round(w / r, 2),
        "startup_table_first_s": round(first, 3),
        "runs": runs,
    }


def _scratch() -> str:
    return tempfile.mkdtemp(prefix="mammamia-bench-")
