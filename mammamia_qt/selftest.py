"""``mammamia --self-test``: does this installation (or packaged folder) have what the game needs?

Runs offscreen and prints one line per check (``ok``, ``MISSING`` or ``FAIL``); the exit status is 0
only if every check passed. A language whose translation was never written is reported as missing;
it fails the test only once translation sources (translations/*.ts) exist.
"""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable

JAPANESE_SAMPLE = "マンマミーア！ピザ注文"


class Check:
    """Collects results; ``run`` turns an exception into a failed line."""

    def __init__(self) -> None:
        self.failed = 0

    def line(self, status: str, name: str, detail: str = "") -> None:
        if status == "FAIL":
            self.failed += 1
        print(f"{status:7} {name}" + (f": {detail}" if detail else ""), flush=True)

    def run(self, name: str, test: Callable[[], str | None]) -> None:
        try:
            detail = test()
        except Exception as exc:  # noqa: BLE001 - every failure becomes a line
            self.line("FAIL", name, f"{type(exc).__name__}: {exc}")
            if os.environ.get("MAMMAMIA_SELFTEST_TRACE"):
                traceback.print_exc()
            return
        self.line("ok", name, detail or "")


def check_languages(check: Check) -> None:
    from .paths import translations_dir
    from .ui.i18n import LANGUAGES, Languages

    sources = list(translations_dir().glob("*.ts"))
    languages = Languages()
    for code in LANGUAGES:
        if languages.set_language(code):
            check.line("ok", f"language {code}")
        elif sources:
            check.line("FAIL", f"language {code}", "its translation does not load")
        else:
            check.line("MISSING", f"language {code}", "no translation yet")
    languages.set_language("en")


def check_fonts() -> str:
    from PySide6.QtGui import QFont, QFontMetrics

    from .ui.i18n import register_fonts

    family = register_fonts()
    if not family:
        raise RuntimeError("the bundled Japanese font did not register")
    metrics = QFontMetrics(QFont(family))
    missing = [ch for ch in JAPANESE_SAMPLE if not metrics.inFontUcs4(ord(ch))]
    if missing:
        raise RuntimeError(f"{family} has no glyph for {''.join(missing)}")
    return f"{family} covers {JAPANESE_SAMPLE}"


def check_table() -> str:
    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtWidgets import QApplication

    from .engine.rules import Rules
    from .seats import GameSetup, SeatConfig
    from .ui.card_art import CardArt
    from .ui.controller import GameController
    from .ui.table.table_widget import TableWidget

    seats = tuple(SeatConfig(name=f"Chef {i}", kind="beginner") for i in range(1, 5))
    controller = GameController(GameSetup(rules=Rules(players=4), seats=seats, seed=1), ai_delay_ms=0)
    table = TableWidget(controller, CardArt())
    table.set_speed("instant")
    table.resize(1280, 720)
    table.show()
    controller.start()
    clock = QElapsedTimer()
    clock.start()
    while clock.elapsed() < 1500 and len(controller.state.history) < 4:
        QApplication.processEvents()
    image = table.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 29)}
    controller.stop()
    table.close()
    if image.isNull() or len(colours) < 20:
        raise RuntimeError(f"the table looks blank ({len(colours)} colours in a sample)")
    return f"{image.width()}x{image.height()}, {len(colours)} colours in a sample"


def check_art() -> str:
    from .ui.card_art import resource_path

    icon = resource_path("icons", "mammamia.svg")
    if not icon.is_file():
        raise RuntimeError(f"{icon} is missing")
    return str(icon.parent.parent)


def run() -> int:
    """All checks, offscreen; 0 if all passed."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName("mammamia-qt-selftest")
    QCoreApplication.setApplicationName("mammamia-qt-selftest")
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "mammamia"])
    check = Check()
    check.line("ok", "qt", f"PySide6 on {app.platformName()}")
    check.run("art", check_art)
    check_languages(check)
    check.run("fonts", check_fonts)
    check.run("table", check_table)
    print("self-test " + ("passed" if not check.failed else f"failed ({check.failed})"), flush=True)
    return 1 if check.failed else 0
