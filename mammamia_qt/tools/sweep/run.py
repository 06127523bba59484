"""Running the sweep: every chosen screen in every chosen language, theme, text size and window
size, each shot checked (``fit_checks``, ``look_checks``) and kept as a thumbnail for the contact
sheets.

``sweep_size`` runs one window size in this process, on whatever screen Qt has (the dialogs are
told the screen is that size). ``sweep`` runs each size in a process of its own whose offscreen
screen is that size, as a real screen of it would be (the type grows on very large screens), then
gathers the findings and draws one contact sheet per language and theme.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QDialog, QGraphicsView, QMessageBox, QWidget

from . import fit_checks, look_checks
from .fit_checks import Problem
from .matrix import THUMB_WIDTH, Matrix, size_name

if TYPE_CHECKING:
    from mammamia_qt.ui.shell.main_window import MainWindow

KINDS = ("clipped", "elided", "outside", "contrast", "focus", "error")
"""The classes of finding: a text cut or too big for its box, shortened with "…", outside the
window or screen; a text that cannot be read on its ground; a focus that cannot be seen; a screen
that could not be reached."""


@dataclass(frozen=True)
class Finding:
    """One problem on one shot: where (screen, language, theme, text size, window size), which
    widget, what class of problem and the figure measured."""

    screen: str
    lang: str
    theme: str
    text: int
    size: str
    kind: str
    widget: str
    figure: str

    def line(self) -> str:
        return (f"{self.kind:8} {self.screen} {self.lang} {self.theme} {self.text}% {self.size}: "
                f"{self.widget}: {self.figure}")  # fmt: skip


# ---------------------------------------------------------------------- checking one shot
def shot_problems(root: QWidget, image: QImage, screen_size: tuple[int, int]) -> list[Problem]:
    """Every problem on ``root`` as grabbed in ``image``: texts that do not fit, cannot be read, a
    focus that cannot be seen; the table's painted texts too; a dialog larger than the screen."""
    problems = fit_checks.widget_problems(root)
    problems += look_checks.contrast_problems(root, image)
    for view in root.findChildren(QGraphicsView):
        if view.isVisibleTo(root) and hasattr(view.scene(), "panels"):
            if not fit_checks.covered(view.viewport(), root):  # (a cover over the table: not read)
                problems += fit_checks.scene_problems(view.scene())
            problems += look_checks.painted_contrast_problems(view, root, image)
    if root.isWindow() and root.parentWidget() is not None:  # a dialog: on the screen, whole
        frame, screen = root.frameGeometry(), QRect(0, 0, *screen_size)
        if not screen.contains(frame):
            problems.append(Problem("outside", fit_checks.describe(root),
                                    f"{frame.getRect()} on a {size_name(screen_size)} screen"))  # fmt: skip
    problems += look_checks.focus_problems(root)
    return problems


def grab(root: QWidget) -> QImage:
    QApplication.processEvents()
    from . import pixels

    return pixels.as_rgb32(root.grab().toImage())


STILL_TRIES = 25
STILL_PAUSE_MS = 40


def still(root: QWidget) -> QImage:
    """``root`` grabbed once it rests: two grabs ``STILL_PAUSE_MS`` apart the same (at most
    ``STILL_TRIES`` pauses; a screen that never rests, a clock counting seconds, is taken as it
    last showed). A screen arranged by a fixed wait could still be settling when it was grabbed,
    its texts measured where they had moved since (1.50:1 on the coach's answer, on a busy machine)."""
    from PySide6.QtTest import QTest

    image = grab(root)
    for _ in range(STILL_TRIES):
        QTest.qWait(STILL_PAUSE_MS)
        again = grab(root)
        if again == image:
            break
        image = again
    return image


# ---------------------------------------------------------------------- one size in this process
@contextlib.contextmanager
def screen_of(size: tuple[int, int]) -> Iterator[None]:
    """The dialogs fit themselves to a screen of ``size`` (whatever screen Qt has)."""
    from mammamia_qt.ui.common import fit
    from mammamia_qt.ui.dialogs import new_game

    before = fit.available_rect, new_game.available_rect
    rect = QRect(0, 0, *size)
    fit.available_rect = new_game.available_rect = lambda _widget: rect  # type: ignore[assignment]
    try:
        yield
    finally:
        fit.available_rect, new_game.available_rect = before


def thumbnail(image: QImage, backdrop: QImage | None) -> QImage:
    """``image`` small; a dialog over its dimmed window."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtGui import QPainter

    from mammamia_qt.ui.common import style
    from mammamia_qt.ui.common.themes import theme

    if backdrop is not None:
        shot = QImage(backdrop)
        painter = QPainter(shot)
        painter.fillRect(shot.rect(), style.tint(theme().shade, 140))
        painter.drawImage(
            QPoint((shot.width() - image.width()) // 2, (shot.height() - image.height()) // 2), image
        )
        painter.end()
        image = shot
    return image.scaledToWidth(THUMB_WIDTH, Qt.TransformationMode.SmoothTransformation)


def sweep_size(
    matrix: Matrix,
    size: tuple[int, int],
    data: Path,
    thumbs: Path | None = None,
    progress: Callable[[str], None] | None = None,
    kept: Callable[[list[Finding]], None] | None = None,
) -> list[Finding]:
    """Every screen of ``matrix`` at window ``size`` in this process's QApplication, checked;
    thumbnails into ``thumbs`` (``LANG-THEME/SCREEN-WxH-TEXT.jpg``) when given; ``kept`` is given
    the findings so far after each language, theme and text size (a long run keeps what it did)."""
    from mammamia_qt.ui.common.i18n import Languages

    from .screens import SCREENS, kept_ids

    names = matrix.screens or tuple(SCREENS)
    ids = kept_ids(data)
    findings: list[Finding] = []
    with screen_of(size):
        for lang in matrix.langs:
            if not Languages.instance().set_language(lang):
                raise RuntimeError(f"the {lang} translation cannot be loaded")
            for theme in matrix.themes:
                for text in matrix.texts:
                    where = (lang, theme, text, size_name(size))
                    if progress is not None:
                        progress(" ".join(map(str, where)))
                    findings += _one_window(names, where, size, data, ids, thumbs)
                    if kept is not None:
                        kept(findings)
    return findings


def _window(lang: str, theme: str, text: int, size: tuple[int, int], data: Path) -> MainWindow:
    from mammamia_qt.storage import GameStore
    from mammamia_qt.ui.common.settings import AppSettings, Speed
    from mammamia_qt.ui.shell.main_window import MainWindow

    settings = AppSettings(animation_speed=Speed.INSTANT, ai_pace=Speed.INSTANT, language=lang, theme=theme,
                           text_scale=text, tutorial_offered=True)  # fmt: skip
    window = MainWindow(settings=settings, persist=False, store=GameStore(data))
    window.game.ask_replace = _start_the_new_one  # type: ignore[method-assign]  # a screen's new game never waits for an answer
    window.resize(*size)
    window.show()
    window.activateWindow()
    QApplication.processEvents()
    return window


def _start_the_new_one(box: QMessageBox) -> None:
    """The title screen's "an unfinished game is waiting" question, answered as the sweep means it
    (each screen starts its own game): the new game. Asked modally, it would wait for ever."""
    accept = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    accept.click()


def _one_window(names: Sequence[str], where: tuple[str, str, int, str], size: tuple[int, int], data: Path,
                ids: tuple[int, ...], thumbs: Path | None) -> list[Finding]:  # fmt: skip
    from .screens import SCREENS, Stage, StageData

    lang, theme, text, _ = where
    window = _window(lang, theme, text, size, data)
    stage = Stage(window, size, StageData(data, ids))
    findings: list[Finding] = []
    try:
        for name in names:
            findings += _one_shot(stage, name, SCREENS[name], where, thumbs)
    finally:
        if window.kiosk_active:
            window.set_kiosk(False)
        window.stop_game()
        window.close()
        window.deleteLater()
        QApplication.processEvents()
    return findings


MODAL_WAIT_MS = 20_000
"""How long a screen may sit in a modal question while it is arranged before the question is
closed and the screen counted as an error (a sweep never waits for an answer nobody gives)."""


@contextlib.contextmanager
def _no_modal_wait(found: list[Problem], name: str) -> Iterator[None]:
    """Close a modal dialog that is still open after ``MODAL_WAIT_MS`` (it would stop the sweep for
    ever) and write it down as an error of screen ``name``."""

    def close_it() -> None:
        modal = QApplication.activeModalWidget()
        if modal is not None:
            found.append(Problem("error", name, f"a modal {type(modal).__name__} waited for an answer"))
            if isinstance(modal, QDialog):
                modal.reject()
            else:
                modal.close()

    timer = QTimer()
    timer.setSingleShot(True)
    timer.setInterval(MODAL_WAIT_MS)
    timer.timeout.connect(close_it)
    timer.start()
    try:
        yield
    finally:
        timer.stop()


def _one_shot(
    stage, name: str, arrange, where: tuple[str, str, int, str], thumbs: Path | None
) -> list[Finding]:
    lang, theme, text, size = where
    found: list[Problem] = []
    steps = arrange(stage)
    try:
        with _no_modal_wait(found, name):
            root = next(steps)
        image = still(root)
        backdrop = grab(stage.window) if root is not stage.window else None
        found += shot_problems(root, image, stage.size)
        if thumbs is not None:
            folder = thumbs / f"{lang}-{theme}"
            folder.mkdir(parents=True, exist_ok=True)
            thumbnail(image, backdrop).save(str(folder / f"{name}-{size}-{text}.jpg"), quality=85)
        with contextlib.suppress(StopIteration):
            next(steps)
    except Exception as exc:  # a screen that cannot be reached is a finding, and the sweep goes on
        found.append(Problem("error", name, f"{type(exc).__name__}: {exc}"))
        steps.close()
    return [Finding(name, lang, theme, text, size, p.kind, p.widget, p.figure) for p in found]


# ---------------------------------------------------------------------- the whole matrix, a process per size
def part_command(matrix: Matrix, size: tuple[int, int], out: Path, data: Path) -> list[str]:
    """The command that sweeps one size into ``out/findings-WxH.json``."""
    return [sys.executable, "-m", "mammamia_qt.tools.sweep", "--out", str(out), "--data", str(data),
            "--size", size_name(size), "--langs", ",".join(matrix.langs), "--themes", ",".join(matrix.themes),
            "--text", ",".join(map(str, matrix.texts)), "--screens", ",".join(matrix.screens)]  # fmt: skip


def run_part(matrix: Matrix, size: tuple[int, int], out: Path, data: Path) -> list[Finding]:
    """``sweep_size`` in this process (its QApplication made here, on a screen of ``size``), the
    findings written to ``out/findings-WxH.json``."""
    from mammamia_qt.tools.snapshot import offscreen_screen_file

    config = offscreen_screen_file(size)
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    app = QApplication.instance() or QApplication(["mammamia-sweep"])
    from mammamia_qt.ui.common.style import apply_style

    apply_style(app)  # type: ignore[arg-type]
    part = out / f"findings-{size_name(size)}.json"
    parent = os.getppid()

    def keep(findings: list[Finding]) -> None:
        if os.getppid() != parent:  # the sweep that started this part is gone: so is its use
            raise SystemExit(1)
        part.write_text(
            json.dumps([asdict(f) for f in findings], ensure_ascii=False, indent=1), encoding="utf-8"
        )

    try:
        findings = sweep_size(matrix, size, data, out / "thumbs",
                              progress=lambda w: print(w, file=sys.stderr, flush=True), kept=keep)  # fmt: skip
    finally:
        config.unlink(missing_ok=True)
    keep(findings)
    return findings


def sweep(matrix: Matrix, out: Path, say: Callable[[str], None] = print, jobs: int = 1) -> list[Finding]:
    """Every size of ``matrix`` in a process of its own (``jobs`` at a time), then the findings
    together (``out/findings.json``, ``out/findings.txt``) and the contact sheets
    (``out/sheet-LANG-THEME.png``)."""
    out.mkdir(parents=True, exist_ok=True)
    found: dict[tuple[int, int], list[Finding]] = {}
    with tempfile.TemporaryDirectory(prefix="mammamia-sweep-") as data:
        waiting = list(matrix.sizes)
        running: list[tuple[tuple[int, int], subprocess.Popen[bytes]]] = []
        try:
            while waiting or running:
                while waiting and len(running) < max(1, jobs):
                    size = waiting.pop(0)
                    say(f"sweeping {size_name(size)}")
                    folder = Path(data) / size_name(size)
                    folder.mkdir()
                    running.append((size, subprocess.Popen(part_command(matrix, size, out, folder))))
                size, process = running.pop(first_done([p for _, p in running]))
                found[size] = _part_findings(out, size, process.returncode)
        finally:  # stopped (Ctrl+C): the parts stop too
            for _, process in running:
                process.terminate()
    findings = [f for size in matrix.sizes for f in found.get(size, [])]
    write_findings(findings, out)
    from .sheets import contact_sheets  # (sheets import nothing of this module)

    for path in contact_sheets(out / "thumbs", out, matrix):
        say(f"contact sheet {path}")
    return findings


def first_done(processes: Sequence[subprocess.Popen[bytes]], pause_s: float = 0.2) -> int:
    """The index of the first of ``processes`` to end (waited for): a slot is free as soon as any
    part ends (waiting for the parts in order left one core idle while a 4K part went on)."""
    import time

    while True:
        for index, process in enumerate(processes):
            if process.poll() is not None:
                return index
        time.sleep(pause_s)


def _part_findings(out: Path, size: tuple[int, int], status: int) -> list[Finding]:
    """What the sweep of one size found (an "error" finding if it stopped)."""
    part = out / f"findings-{size_name(size)}.json"
    if status != 0 or not part.exists():
        return [Finding("*", "*", "*", 0, size_name(size), "error", "sweep",
                        f"the sweep of this size stopped (exit status {status})")]  # fmt: skip
    return [Finding(**f) for f in json.loads(part.read_text(encoding="utf-8"))]


def write_findings(findings: Sequence[Finding], out: Path) -> None:
    (out / "findings.json").write_text(
        json.dumps([asdict(f) for f in findings], ensure_ascii=False, indent=1), encoding="utf-8"
    )
    (out / "findings.txt").write_text("".join(f.line() + "\n" for f in findings), encoding="utf-8")


def counts(findings: Sequence[Finding]) -> dict[str, int]:
    """How many findings of each class (every class named, 0 included)."""
    found = Counter(f.kind for f in findings)
    return {kind: found.get(kind, 0) for kind in KINDS}
