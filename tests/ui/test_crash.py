"""An exception inside a Qt override is logged beside the autosave and told to the player once."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from mammamia_qt.ui.shell.crash import LOG_NAME, CrashReporter

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen


class Broken(QWidget):
    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        raise FileNotFoundError("cards/motif_oven.svg")


def test_an_exception_in_paint_is_logged_and_shown_once(qtbot, tmp_path: Path) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    reporter = CrashReporter(tmp_path / "data", window, game_running=lambda: True)
    broken = Broken(window)
    broken.resize(50, 50)
    window.show()
    with qtbot.capture_exceptions() as raised:  # the hook before ours (pytest-qt's) still sees them
        reporter.install()
        try:
            broken.repaint()
            qtbot.waitUntil(lambda: reporter.box is not None and reporter.box.isVisible())
        finally:
            reporter.uninstall()
    assert [kind for kind, _, _ in raised] == [FileNotFoundError]
    log = (tmp_path / "data" / LOG_NAME).read_text()
    assert log.count("Traceback") == 1
    assert "paintEvent" in log and "cards/motif_oven.svg" in log
    box = reporter.box
    assert isinstance(box, QMessageBox) and box.parent() is window
    text = box.text()
    assert "FileNotFoundError: cards/motif_oven.svg" in text
    assert "Continue" in text
    assert str(tmp_path / "data" / LOG_NAME) in text
    box.close()


def test_the_message_leaves_out_the_saved_game_when_none_is_running(qtbot, tmp_path: Path) -> None:
    reporter = CrashReporter(tmp_path, None, game_running=lambda: False)
    text = reporter.message("ValueError: x")
    assert "ValueError: x" in text and str(tmp_path / LOG_NAME) in text
    assert "Continue" not in text


def test_uninstall_gives_the_hook_back(tmp_path: Path) -> None:
    before = sys.excepthook
    reporter = CrashReporter(tmp_path)
    reporter.install()
    assert sys.excepthook == reporter.handle
    reporter.uninstall()
    assert sys.excepthook is before


def test_the_same_failure_again_is_logged_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    reporter = CrashReporter(tmp_path)
    reporter._previous = sys.__excepthook__
    for _ in range(3):  # a paint that fails on every frame
        try:
            raise KeyError("olive")
        except KeyError:
            reporter.handle(*sys.exc_info())
    try:
        raise KeyError("pepper")
    except KeyError:
        reporter.handle(*sys.exc_info())
    log = (tmp_path / LOG_NAME).read_text()
    assert log.count("Traceback") == 2 and "'olive'" in log and "'pepper'" in log
    assert capsys.readouterr().err.count("Traceback") == 4  # the terminal still sees each one


def test_a_pipe_in_place_of_the_log_never_blocks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    os.mkfifo(tmp_path / LOG_NAME)
    reporter = CrashReporter(tmp_path)
    reporter._previous = None
    try:
        raise ValueError("boom")
    except ValueError:
        reporter.handle(*sys.exc_info())  # returns at once: nobody reads the pipe
    assert "could not write" in capsys.readouterr().err
    assert (tmp_path / LOG_NAME).exists()  # left where it is
