"""Run by test_hostile_files.py in a child process: the real ``mammamia`` main with a driver.

    python hostile_driver.py load FOLDER      every file in FOLDER through Game ▸ Load…
    python hostile_driver.py autosave FOLDER  every file in FOLDER as the autosave of a new start
    python hostile_driver.py start            just start (the autosave already in place) and report
    python hostile_driver.py start --load F   the same with ``--load F``

Message boxes are real; a timer reads and closes each one. One JSON line per file on stdout:
name, seconds, the boxes shown (title, text), whether the window is usable afterwards, whether
Continue is offered. Not a test module (pytest does not collect it).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from mammamia_qt.__main__ import main

boxes: list[dict[str, str]] = []
PROCESS_START = time.monotonic()


def _dismiss() -> None:
    from PySide6.QtWidgets import QApplication, QMessageBox

    widget = QApplication.activeModalWidget()
    if isinstance(widget, QMessageBox):
        boxes.append({"title": widget.windowTitle(), "text": widget.text()})
        widget.done(0)


SETTLE_S = 60.0
"""How long the driver waits for the window to answer a file: a bound against hangs, far above a
start on a busy machine (the seconds are reported, not judged)."""


def _wait(condition, seconds: float = 5.0) -> bool:
    from PySide6.QtCore import QCoreApplication, QEventLoop

    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.002)
    return True


def _usable(window) -> bool:
    """The window is up, on the title screen, with no dialog left open, and its menus work."""
    from PySide6.QtWidgets import QApplication

    return (
        window.isVisible()
        and QApplication.activeModalWidget() is None
        and window.pages.currentWidget() is window.start_screen
        and window.menus.new_game_action.isEnabled()
        and window.menus.load_action.isEnabled()
    )


def _plays(window) -> bool:
    """A new game starts on the table and the window returns to the title screen."""
    from mammamia_qt.engine.rules import Rules
    from mammamia_qt.seats import GameSetup, SeatConfig

    setup = GameSetup(rules=Rules(players=2), seats=(SeatConfig(name="A"), SeatConfig(name="B")), seed=1)
    controller = window.start_game(setup)
    ok = window.pages.currentWidget() is window.table_page and controller.started
    window.stop_game()
    window.show_start()
    return ok


def _report(name: str, started: float, window, **extra) -> None:
    record = {
        "name": name,
        "seconds": round(time.monotonic() - started, 3),
        "boxes": list(boxes),
        "usable": _usable(window),
        "can_continue": window.start_screen.continue_button.isVisible(),
        **extra,
    }
    print(json.dumps(record), flush=True)


def run_load(window, folder: Path) -> None:
    for path in sorted(folder.iterdir()):
        boxes.clear()
        window.files.ask_load_path = lambda p=path: p  # what the file dialog would return
        started = time.monotonic()
        window.menus.load_action.trigger()
        _report(path.name, started, window)
    print(json.dumps({"name": "(a game after the corpus)", "plays": _plays(window)}), flush=True)


def run_autosave(window, folder: Path) -> None:
    from mammamia_qt.ui.shell.main_window import MainWindow

    target = window.files.store.autosave_path
    target.parent.mkdir(parents=True, exist_ok=True)
    for path in sorted(folder.iterdir()):
        boxes.clear()
        os.replace(path, target)  # moves links, pipes and folders as they are
        started = time.monotonic()
        fresh = MainWindow(settings=window.settings)
        fresh.show()
        settled = _wait(lambda w=fresh: bool(boxes) and w.files.saved is None, SETTLE_S)
        _wait(lambda: False, 0.05)  # let the check finish and Continue settle
        still_there = os.path.lexists(target)
        _report(path.name, started, fresh, autosave_left=still_there, settled=settled)
        fresh.close()
        fresh.deleteLater()
        if still_there:  # not set aside: move it out of the way so the next case starts clean
            os.replace(target, folder / f"{path.name}.left")
    print(json.dumps({"name": "(a game after the corpus)", "plays": _plays(window)}), flush=True)


def run_start(window) -> None:
    started = PROCESS_START
    settled = _wait(lambda: bool(boxes) or window.controller is not None, SETTLE_S)
    _wait(lambda: False, 0.1)
    usable = _usable(window) or window.pages.currentWidget() is window.table_page
    record = {
        "name": "start",
        "seconds": round(time.monotonic() - started, 3),
        "settled": settled,
        "boxes": list(boxes),
        "usable": usable,
        "on_table": window.pages.currentWidget() is window.table_page,
        "can_continue": window.start_screen.continue_button.isVisible(),
        "folder": str(window.files.store.folder),
    }
    print(json.dumps(record), flush=True)
    if window.controller is None:
        record["plays"] = _plays(window)
        print(json.dumps({"name": "(a game after the start)", "plays": record["plays"]}), flush=True)


def on_window(window) -> None:
    from PySide6.QtCore import QCoreApplication, QTimer

    mode = sys.argv[1]
    dismisser = QTimer(window)
    dismisser.setInterval(10)
    dismisser.timeout.connect(_dismiss)
    dismisser.start()

    def drive() -> None:
        from PySide6.QtCore import QThread

        if QThread.currentThread().loopLevel() > 1:  # inside a message box's loop: after it closes
            QTimer.singleShot(20, window, drive)
            return
        try:
            if mode == "load":
                run_load(window, Path(sys.argv[2]))
            elif mode == "autosave":
                run_autosave(window, Path(sys.argv[2]))
            else:
                run_start(window)
        finally:
            window.stop_game()
            QCoreApplication.exit(0)

    QTimer.singleShot(0, window, drive)


if __name__ == "__main__":
    argv = ["mammamia"]
    if len(sys.argv) > 3 and sys.argv[2] == "--load":
        argv += ["--load", sys.argv[3]]
    sys.exit(main(argv, on_window=on_window))
