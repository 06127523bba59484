"""``mammamia --self-test``: does this installation (or packaged folder) have what the game needs?

Runs offscreen and prints one line per check, ``ok`` or ``FAIL`` with the reason; the exit status is
0 only if every check passed and 1 otherwise. A check that crashes cannot take the self-test down
with it: the table is drawn in a child process, whose crash (a signal) becomes a ``FAIL`` line, and
every other check turns an exception into a ``FAIL`` line. Checks that need the card art are not
tried when the art is missing, and say so.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import traceback
from collections.abc import Callable
from pathlib import Path

from mammamia_qt.ui.common.settings import Speed

JAPANESE_SAMPLE = "マンマミーア！ピザ注文"
TABLE_PART = "table"
"""The hidden ``--self-test-part`` that draws the table in a child process."""
CHILD_TIMEOUT_S = 120


class Check:
    """Collects results; ``run`` turns an exception into a failed line."""

    def __init__(self) -> None:
        self.failed: list[str] = []

    def line(self, status: str, name: str, detail: str = "") -> None:
        if status != "ok":
            self.failed.append(name)
        print(f"{status:7} {name}" + (f": {detail}" if detail else ""), flush=True)

    def run(self, name: str, test: Callable[[], str | None]) -> bool:
        try:
            detail = test()
        except Exception as exc:  # every failure becomes a line
            self.line("FAIL", name, f"{type(exc).__name__}: {exc}")
            if os.environ.get("MAMMAMIA_SELFTEST_TRACE"):
                traceback.print_exc()
            return False
        self.line("ok", name, detail or "")
        return True


def required_resources() -> dict[str, list[Path]]:
    """Every resource file the game needs, by what it is for."""
    from mammamia_qt.engine.cards import COLOURS, INGREDIENTS
    from mammamia_qt.paths import resource
    from mammamia_qt.ui.common.i18n import JP_FONT_FILE, LANGUAGES
    from mammamia_qt.ui.sound import cue_path
    from mammamia_qt.ui.table.cues import CUES

    cards = [resource("cards", f"icon_{kind}.svg") for kind in INGREDIENTS]
    cards += [resource("cards", f"symbol_{colour}.svg") for colour in COLOURS]
    cards += [resource("cards", f"motif_{name}.svg") for name in ("oven", "mamma_mia")]
    return {
        "card art": cards,
        "icons": [resource("icons", f"{name}.svg") for name in ("mammamia", "chevron_down", "chevron_up")]
        + theme_icons(),
        "fonts": [resource("fonts", JP_FONT_FILE), resource("fonts", "LICENSE-OFL.txt")],
        "how to play": [resource("howto", f"{lang}.html") for lang in LANGUAGES],
        "phone page": [
            resource("phone", name)
            for name in (
                "index.html",
                "join.html",
                "phone.js",
                "words.js",
                "phone.css",
                "join.js",
                "icon.svg",
            )
        ],
        "sounds": [cue_path(name) for name in CUES],
    }


def theme_icons() -> list[Path]:
    """The arrows, check marks and dots a theme with icons of its own draws its controls with."""
    from mammamia_qt.paths import resource
    from mammamia_qt.ui.common.themes import THEMES

    return [
        resource("icons", f"{name}{theme.icons}.svg")
        for theme in THEMES.values()
        if theme.icons
        for name in ("chevron_up", "chevron_down", "check", "dot")
    ]


def _loads(path: Path) -> str | None:
    """Why ``path`` does not load as what its name says, or None if it does."""
    from PySide6.QtGui import QFontDatabase
    from PySide6.QtSvg import QSvgRenderer

    if not path.is_file():
        return "missing"
    if path.suffix == ".svg":
        return None if QSvgRenderer(str(path)).isValid() else "not a valid SVG drawing"
    if path.suffix == ".wav":
        from mammamia_qt.ui.sound import wav_problem

        return wav_problem(path)
    if path.suffix == ".otf":
        font_id = QFontDatabase.addApplicationFont(str(path))
        return None if font_id >= 0 else "not a font Qt can load"
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return f"unreadable ({exc})"
    return None if text.strip() else "empty"


def check_resources(check: Check) -> dict[str, bool]:
    """One line per kind of resource: every file present and loading. Which kinds passed."""
    from mammamia_qt.paths import resources_dir

    passed = {}
    for kind, files in required_resources().items():
        problems = [f"{path.relative_to(resources_dir())} {why}" for path in files if (why := _loads(path))]
        if problems:
            check.line("FAIL", kind, f"{'; '.join(problems)} (in {resources_dir()})")
        else:
            check.line("ok", kind, f"{len(files)} files")
        passed[kind] = not problems
    return passed


def check_faces() -> str:
    """Every card face of both decks composes and renders."""
    from mammamia_qt.engine.cards import COLOURS, INGREDIENTS, load_deck
    from mammamia_qt.ui.art.card_art import CardArt, order_face

    art = CardArt()
    faces = [f"ingredient:{kind}" for kind in INGREDIENTS] + ["back:ingredient", "mamma_mia"]
    faces += [f"back:order:{colour}" for colour in COLOURS]
    for edition in ("classic", "plus"):
        faces += sorted({order_face(order) for order in load_deck(edition).orders})
    for face in faces:
        if art.pixmap(face, 63).isNull():
            raise RuntimeError(f"the face {face} rendered empty")
    return f"{len(faces)} card faces"


def check_languages(check: Check) -> None:
    from mammamia_qt.ui.common.i18n import LANGUAGES, Languages

    languages = Languages()
    for code in LANGUAGES:
        if languages.set_language(code):
            check.line("ok", f"language {code}")
        else:
            check.line("FAIL", f"language {code}", "its translation does not load")
    languages.set_language("en")


def check_fonts() -> str:
    from PySide6.QtGui import QFont, QFontMetrics

    from mammamia_qt.ui.common.i18n import register_fonts

    family = register_fonts()
    if not family:
        raise RuntimeError("the bundled Japanese font did not register")
    metrics = QFontMetrics(QFont(family))
    missing = [ch for ch in JAPANESE_SAMPLE if not metrics.inFontUcs4(ord(ch))]
    if missing:
        raise RuntimeError(f"{family} has no glyph for {''.join(missing)}")
    return f"{family} covers {JAPANESE_SAMPLE}"


def check_charts() -> str:
    """Qt Charts (the Statistics tab's charts) loads and draws a bar and a line chart."""
    from PySide6.QtCharts import QBarSet, QChart, QChartView, QHorizontalBarSeries, QLineSeries
    from PySide6.QtCore import QPointF

    bars, line = QHorizontalBarSeries(), QLineSeries()
    bar_set = QBarSet("won")
    bar_set.append([40.0, 60.0])
    bars.append(bar_set)
    line.append([QPointF(1, 1.5), QPointF(2, 2.0)])
    for series in (bars, line):
        chart = QChart()
        chart.addSeries(series)
        chart.createDefaultAxes()
        view = QChartView(chart)
        view.resize(320, 200)
        image = view.grab().toImage()
        colours = {image.pixel(x, y) for x in range(0, 320, 8) for y in range(0, 200, 8)}
        if len(colours) < 3:
            raise RuntimeError(f"a chart of {type(series).__name__} drew nothing")
    return "a bar and a line chart drawn"


def check_version() -> str:
    """The package metadata is there (the one-folder app carries a copy): ``--version`` and the About
    box read the version from it."""
    from mammamia_qt.version import DISTRIBUTION, installed_version

    found = installed_version()
    if found is None:
        raise RuntimeError(f"no package metadata for {DISTRIBUTION}: the version is unknown")
    return found


def check_archive() -> str:
    """SQLite (the archive of kept games: the History screen, its statistics) opens a new archive."""
    import sqlite3
    import tempfile

    from mammamia_qt.archive.store import Archive

    with tempfile.TemporaryDirectory(prefix="mammamia-selftest-") as folder:
        with Archive.in_folder(Path(folder)) as archive:
            archive.names()
    return f"SQLite {sqlite3.sqlite_version}"


def check_sound() -> str:
    """Qt Multimedia starts (without a word); with an audio output, every cue loads to play."""
    from PySide6.QtCore import QCoreApplication, QElapsedTimer
    from PySide6.QtWidgets import QApplication

    from mammamia_qt.ui.sound import QtBackend, audio_outputs
    from mammamia_qt.ui.table.cues import CUES

    outputs = audio_outputs()
    if not outputs:
        return "no audio output here: the game plays silently"
    from PySide6.QtMultimedia import QSoundEffect  # imported quietly by audio_outputs

    backend = QtBackend(QCoreApplication.instance())  # type: ignore[arg-type]
    backend.preload(CUES)
    waiting = (QSoundEffect.Status.Null, QSoundEffect.Status.Loading)
    clock = QElapsedTimer()
    clock.start()
    while clock.elapsed() < 5000 and any(e.status() in waiting for e in backend.effects.values()):
        QApplication.processEvents()
    bad = [name for name, effect in backend.effects.items() if not effect.isLoaded()]
    if bad:
        raise RuntimeError(f"{', '.join(bad)} did not load to play on {outputs[0].description()}")
    return f"{len(CUES)} cues load to play on {outputs[0].description()}"


def draw_table() -> str:
    """Play a few moves on a table offscreen and look at it; any exception inside Qt fails it."""
    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtWidgets import QApplication

    from mammamia_qt.engine.rules import Rules
    from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
    from mammamia_qt.ui.art.card_art import CardArt
    from mammamia_qt.ui.controller import GameController
    from mammamia_qt.ui.table.table_widget import TableWidget

    errors: list[str] = []
    sys.excepthook = lambda kind, value, tb: errors.append(f"{kind.__name__}: {value}")
    seats = tuple(SeatConfig(name=f"Chef {i}", kind=SeatKind.BEGINNER) for i in range(1, 5))
    controller = GameController(GameSetup(rules=Rules(players=4), seats=seats, seed=1), ai_delay_ms=0)
    table = TableWidget(controller, CardArt())
    table.set_speed(Speed.INSTANT)
    table.resize(1280, 720)
    table.show()
    controller.start()
    clock = QElapsedTimer()
    clock.start()
    while clock.elapsed() < 1500 and controller.started and controller.moves() < 4 and not errors:
        QApplication.processEvents()
    image = table.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 29)}
    controller.stop()
    table.close()
    if errors:
        raise RuntimeError(f"drawing the table raised {errors[0]}")
    if image.isNull() or len(colours) < 20:
        raise RuntimeError(f"the table looks blank ({len(colours)} colours in a sample)")
    return f"{image.width()}x{image.height()}, {len(colours)} colours in a sample"


def child_command(part: str) -> list[str]:
    """This program again, running one part of the self-test (a packaged app has no ``-m``)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--self-test-part", part]
    return [sys.executable, "-m", "mammamia_qt", "--self-test-part", part]


def run_part(part: str) -> int:
    """The child's side: one check, reported as a JSON line on stdout."""
    _start_offscreen()
    parts: dict[str, Callable[[], str]] = {TABLE_PART: draw_table}
    try:
        result = {"ok": True, "detail": parts[part]()}
    except Exception as exc:  # the parent prints it
        result = {"ok": False, "detail": f"{type(exc).__name__}: {exc}"}
    print(json.dumps(result), flush=True)
    return 0 if result["ok"] else 1


def check_in_child(check: Check, name: str, part: str) -> None:
    """Run ``part`` in a child process, so that a crash there is a failed line here."""
    try:
        child = subprocess.run(child_command(part), capture_output=True, text=True, timeout=CHILD_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        check.line("FAIL", name, f"no answer within {CHILD_TIMEOUT_S} s")
        return
    except OSError as exc:
        check.line("FAIL", name, f"could not start the check ({exc})")
        return
    if os.environ.get("MAMMAMIA_SELFTEST_TRACE") and child.stderr:
        sys.stderr.write(child.stderr)
    if child.returncode < 0:
        check.line("FAIL", name, f"the check crashed ({signal.Signals(-child.returncode).name})")
        return
    try:
        result = json.loads(child.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        last = (child.stderr.strip().splitlines() or ["no output"])[-1]
        check.line("FAIL", name, f"the check ended with status {child.returncode}: {last}")
        return
    check.line("ok" if result["ok"] else "FAIL", name, result["detail"])


def _start_offscreen():  # returns the QApplication
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName("mammamia-qt-selftest")
    QCoreApplication.setApplicationName("mammamia-qt-selftest")
    return QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "mammamia"])


def run() -> int:
    """All checks, offscreen; 0 if all passed, 1 if any failed."""
    check = Check()
    try:
        app = _start_offscreen()
        check.line("ok", "qt", f"PySide6 on {app.platformName()}")
        check.run("version", check_version)
        passed = check_resources(check)
        if passed["card art"]:
            check.run("card faces", check_faces)
        else:
            check.line("FAIL", "card faces", "not tried: the card art is missing")
        check_languages(check)
        check.run("japanese font", check_fonts)
        check.run("charts", check_charts)
        check.run("archive", check_archive)
        if passed["sounds"]:
            check.run("sound", check_sound)
        else:
            check.line("FAIL", "sound", "not tried: sound files are missing or broken")
        if passed["card art"] and passed["icons"]:
            check_in_child(check, "table", TABLE_PART)
        else:
            check.line("FAIL", "table", "not tried: the card art or the icons are missing")
    except Exception as exc:  # even a broken check never ends the self-test without a verdict
        check.line("FAIL", "self-test", f"{type(exc).__name__}: {exc}")
    verdict = "passed" if not check.failed else f"failed ({len(check.failed)}: {', '.join(check.failed)})"
    print(f"self-test {verdict}", flush=True)
    return 1 if check.failed else 0
