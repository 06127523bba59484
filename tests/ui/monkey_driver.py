"""Run by test_monkey.py in a child process: the real ``mammamia`` (``__main__.main``) with a monkey.

    python monkey_driver.py --seed S --inputs N --log FILE [--kiosk]
    python monkey_driver.py --replay FILE [--kiosk]     the inputs of a log, once more, in order

A timer gives the app one random input per turn of the event loop: a click, a double click, a drag,
a wheel turn or a key, on whatever is on top (an open menu, a modal dialog, another window of the
game, else the main window). Because it is a timer, it keeps running inside the nested event loops
of modal dialogs (``QDialog.exec``, message boxes), so those are driven too and never block. Qt's
own file dialogs (Save…, Load…) are closed at once: a random walk through the file system would
write saves wherever it wandered. The monkey never quits: no Ctrl+Q or Alt+F4, no click, key or
access key on a Quit button or menu entry, no closing of the main window.

Every input is written to the log as one JSON line before it is given (so a crash keeps the one
that broke it), in a form ``--replay`` plays back. At the end the app is closed as an operator
would, and one JSON line on stdout reports the seed, the inputs given, the screens reached and
every Qt warning or critical message. Not a test module (pytest does not collect it).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QMessageLogContext,
    QObject,
    QPoint,
    QPointF,
    Qt,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QKeySequence, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow, QMenu, QWidget

from mammamia_qt.__main__ import main

IGNORED_MESSAGES = ("This plugin does not support",)
"""The offscreen platform's own notes (no window manager to ask): not the game's doing."""
IGNORED_CATEGORIES = ("qt.multimedia.symbolsresolver",)
"""Qt Multimedia's notes on optional libraries it did not find (PipeWire, VA-API), which the game
silences itself (``ui.sound.MULTIMEDIA_RULES``)."""
MENU_BAR_SHARE = 0.06
"""How often a click aims at the menu bar (a small strip a random click would seldom hit)."""

Key = Qt.Key
PLAIN_KEYS = [
    *(getattr(Key, f"Key_{c}") for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    Key.Key_Space, Key.Key_Return, Key.Key_Enter, Key.Key_Escape, Key.Key_Tab, Key.Key_Backtab,
    Key.Key_Left, Key.Key_Right, Key.Key_Up, Key.Key_Down, Key.Key_Plus, Key.Key_Minus, Key.Key_Backspace,
    Key.Key_Delete, Key.Key_Home, Key.Key_End, Key.Key_PageUp, Key.Key_PageDown, Key.Key_F1, Key.Key_F2,
    Key.Key_F11,
]  # fmt: skip
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
SHORTCUTS = [(Key.Key_N, CTRL), (Key.Key_S, CTRL), (Key.Key_O, CTRL), (Key.Key_H, CTRL), (Key.Key_Comma, CTRL),
             (Key.Key_K, CTRL | SHIFT), (Key.Key_Z, CTRL), (Key.Key_A, CTRL)]  # fmt: skip
"""The game's own shortcuts (never Ctrl+Q) and a few that mean nothing here."""
PRESSING = (Key.Key_Space, Key.Key_Return, Key.Key_Enter, Key.Key_Select)
BUTTONS = {"left": Qt.MouseButton.LeftButton, "right": Qt.MouseButton.RightButton}
MODS = {"ctrl": CTRL, "shift": SHIFT}


def _mods(names: list[str]) -> Qt.KeyboardModifier:
    flags = Qt.KeyboardModifier.NoModifier
    for name in names:
        flags |= MODS[name]
    return flags


def _mnemonic(text: str) -> str | None:
    """The access key in a menu text ("&Quit" -> "Q", "終了(&Q)" -> "Q")."""
    at = text.replace("&&", "").find("&")
    return text.replace("&&", "")[at + 1].upper() if 0 <= at < len(text) - 1 else None


class Monkey(QObject):
    """One input per timer tick until ``count`` are given (or the ``script`` of a replay is played)."""

    def __init__(self, window: QMainWindow, rng: random.Random, count: int, log: Path | None,
                 script: list[dict[str, Any]] | None = None) -> None:  # fmt: skip
        super().__init__(window)
        self.window, self.rng, self.count = window, rng, count
        self.script = script
        self.log = log.open("w", encoding="utf-8") if log is not None else None
        self.given = 0
        self.file_dialogs = 0
        self.screens: set[str] = set()
        self.finished = False

    # ------------------------------------------------------------------ what is on top, what quits
    def target(self) -> QWidget:
        """An open menu, else a modal dialog, else now and then another window of the game, else
        the main window."""
        top = QApplication.activePopupWidget() or QApplication.activeModalWidget()
        if top is not None:
            return top
        others = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not self.window]
        others = [w for w in others if not isinstance(w, QMenu) and w.windowType() != Qt.WindowType.ToolTip]
        if others and self.rng.random() < 0.3:
            return self.rng.choice(others)
        return self.window

    def quit_widgets(self) -> list[QWidget]:
        window: Any = self.window
        found: list[QWidget] = [window.start_screen.quit_button]
        if window.kiosk is not None:
            found.append(window.kiosk.pin_pad.quit_button)
        return found

    def quits(self, widget: QWidget | None) -> bool:
        return widget is not None and any(q is widget or q.isAncestorOf(widget) for q in self.quit_widgets())

    def key_quits(self, target: QWidget, key: Qt.Key, mods: Qt.KeyboardModifier) -> bool:
        """Would this key quit: Enter or Space on a Quit button or menu entry, or the entry's access key."""
        quit_action = self.window.menus.quit_action  # type: ignore[attr-defined]
        if isinstance(target, QMenu) and quit_action in target.actions():
            letter = QKeySequence(key).toString()
            if target.activeAction() is quit_action and key in PRESSING:
                return True
            return not mods and letter.upper() == _mnemonic(quit_action.text())
        return key in PRESSING and self.quits(QApplication.focusWidget())

    def point_quits(self, target: QWidget, point: QPoint) -> bool:
        if isinstance(target, QMenu):
            return target.actionAt(point) is self.window.menus.quit_action  # type: ignore[attr-defined]
        return self.quits(target.childAt(point))

    # ------------------------------------------------------------------ inputs
    def tick(self) -> None:
        """One input. The next is asked for first, on a timer of its own: an input that opens a
        modal dialog runs that dialog's event loop inside this call, and the next inputs run in it
        (a timer never fires again inside its own handler, so one repeating timer would stall)."""
        if self.finished:
            return
        if self.given >= self.count:
            self.finish()
            return
        QTimer.singleShot(0, self, self.tick)
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QFileDialog):
            self.file_dialogs += 1
            modal.reject()  # never a walk through the file system
            return
        target = self.target()
        self.screens.add(self.screen_name(target))
        step = self.script[self.given] if self.script is not None else self.invent(target)
        self.given += 1
        if step is None:
            return
        GIVEN[0] = self.given
        step = {"i": self.given, "on": type(target).__name__, **step}
        if self.log is not None:
            self.log.write(json.dumps(step) + "\n")
            self.log.flush()
        self.give(target, step)

    def screen_name(self, target: QWidget) -> str:
        if target is self.window:
            page = self.window.pages.currentWidget()  # type: ignore[attr-defined]
            return f"page {type(page).__name__}"
        return type(target).__name__

    def invent(self, target: QWidget) -> dict[str, Any] | None:
        """A random input for ``target``; None when ten tries all met a Quit."""
        for _ in range(10):
            roll = self.rng.random()
            if roll < 0.45:
                step = self.a_click(target)
            elif roll < 0.75:
                step = self.a_key(target)
            elif roll < 0.87:
                step = self.a_drag(target)
            else:
                step = self.a_wheel(target)
            if step is not None:
                return step
        return None

    def a_point(self, target: QWidget) -> QPoint:
        if target is self.window and self.rng.random() < MENU_BAR_SHARE:
            bar = self.window.menuBar()
            if bar.isVisible() and bar.width() > 0:
                return QPoint(
                    self.rng.randrange(max(1, bar.width() // 3)), self.rng.randrange(max(1, bar.height()))
                )
        return QPoint(self.rng.randrange(max(1, target.width())), self.rng.randrange(max(1, target.height())))

    def a_click(self, target: QWidget) -> dict[str, Any] | None:
        point = self.a_point(target)
        if self.point_quits(target, point):
            return None
        button = "right" if self.rng.random() < 0.1 else "left"
        kind = "double" if self.rng.random() < 0.1 else "click"
        return {"do": kind, "at": [point.x(), point.y()], "button": button}

    def a_drag(self, target: QWidget) -> dict[str, Any] | None:
        start, end = self.a_point(target), self.a_point(target)
        if self.point_quits(target, start) or self.point_quits(target, end):
            return None
        return {"do": "drag", "at": [start.x(), start.y()], "to": [end.x(), end.y()], "button": "left"}

    def a_wheel(self, target: QWidget) -> dict[str, Any]:
        point = self.a_point(target)
        delta = self.rng.choice([-360, -120, 120, 360])
        return {"do": "wheel", "at": [point.x(), point.y()], "delta": delta, "mods": []}

    def a_key(self, target: QWidget) -> dict[str, Any] | None:
        if self.rng.random() < 0.12:
            key, mods = self.rng.choice(SHORTCUTS)
        else:
            key, mods = self.rng.choice(PLAIN_KEYS), Qt.KeyboardModifier.NoModifier
        if self.key_quits(target, key, mods):
            return None
        names = [name for name, flag in MODS.items() if mods & flag]
        return {"do": "key", "key": key.name, "mods": names}

    def give(self, target: QWidget, step: dict[str, Any]) -> None:
        kind = step["do"]
        if kind == "key":
            receiver = QApplication.focusWidget() or target
            if not (target is receiver or target.isAncestorOf(receiver)):
                receiver = target
            QTest.keyClick(receiver, getattr(Key, step["key"]), _mods(step["mods"]))
            return
        point = QPoint(*step["at"])
        child, local = self.at(target, point)
        button = BUTTONS[step.get("button", "left")]
        if kind == "click":
            QTest.mouseClick(child, button, Qt.KeyboardModifier.NoModifier, local)
        elif kind == "double":
            QTest.mouseDClick(child, button, Qt.KeyboardModifier.NoModifier, local)
        elif kind == "drag":
            self.drag(target, child, local, QPoint(*step["to"]))
        elif kind == "wheel":
            self.wheel(child, local, step["delta"])

    @staticmethod
    def at(target: QWidget, point: QPoint) -> tuple[QWidget, QPoint]:
        child = target.childAt(point) or target
        return child, child.mapFrom(target, point)

    @staticmethod
    def drag(target: QWidget, child: QWidget, local: QPoint, end: QPoint) -> None:
        QTest.mousePress(child, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, local)
        finish = child.mapFrom(target, end)
        for part in (0.25, 0.5, 0.75, 1.0):
            if child.isVisible():
                QTest.mouseMove(child, local + (finish - local) * part)
        if child.isVisible():
            QTest.mouseRelease(child, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, finish)

    @staticmethod
    def wheel(child: QWidget, local: QPoint, delta: int) -> None:
        event = QWheelEvent(
            QPointF(local), QPointF(child.mapToGlobal(local)), QPoint(0, 0), QPoint(0, delta),
            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
        )  # fmt: skip
        QApplication.sendEvent(child, event)

    # ------------------------------------------------------------------ the end
    def finish(self) -> None:
        """Close what is open, then the window, as its operator would (the kiosk lets them)."""
        self.finished = True
        for _ in range(20):
            top = QApplication.activePopupWidget() or QApplication.activeModalWidget()
            if top is None:
                break
            top.close()
        window: Any = self.window
        if window.kiosk is not None:
            window.kiosk.allow_close = True
        window.close()
        QApplication.quit()


PROBLEMS: list[dict[str, Any]] = []
"""Every Qt warning or critical message and every exception that reached ``sys.excepthook``, with
the number of the input being given (0: before the first)."""
GIVEN = [0]


def _watch_messages() -> None:
    def handler(kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
        if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            if (
                not text.startswith(IGNORED_MESSAGES)
                and str(context.category or "") not in IGNORED_CATEGORIES
            ):
                PROBLEMS.append({"input": GIVEN[0], "what": f"{kind.name}: {text}"})
        print(text, file=sys.stderr, flush=True)

    qInstallMessageHandler(handler)


def _watch_exceptions() -> None:
    """Around the game's own hook (which logs to errors.log and tells the player): note the input."""
    hook = sys.excepthook

    def noted(kind: type[BaseException], value: BaseException, tb: Any) -> None:
        said = str(value).rsplit("(): ", 1)[-1]  # past PySide's "Error calling Python override of …"
        PROBLEMS.append({"input": GIVEN[0], "what": f"{kind.__name__}: {said[:300]}"})
        hook(kind, value, tb)

    sys.excepthook = noted


def _quick_settings() -> None:
    """The animations and the computer players at instant speed, so games reach their ends."""
    from PySide6.QtCore import QCoreApplication

    from mammamia_qt.__main__ import APP_NAME
    from mammamia_qt.ui.common.settings import AppSettings, save_settings

    QCoreApplication.setOrganizationName(APP_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    save_settings(AppSettings(animation_speed="instant", ai_pace="instant"))


def run(args: argparse.Namespace) -> int:
    _watch_messages()
    script = None
    if args.replay:
        script = [json.loads(line) for line in Path(args.replay).read_text(encoding="utf-8").splitlines()]
        script = [{k: v for k, v in s.items() if k not in ("i", "on")} for s in script]
    monkeys: list[Monkey] = []

    def start(window: QMainWindow) -> None:
        count = len(script) if script is not None else args.inputs
        log = None if args.replay else Path(args.log)
        _watch_exceptions()  # the game's CrashReporter is installed by now
        monkey = Monkey(window, random.Random(args.seed), count, log, script)
        monkeys.append(monkey)
        QTimer.singleShot(0, monkey, monkey.tick)

    _quick_settings()
    argv = ["mammamia", *(["--kiosk"] if args.kiosk else [])]
    status = main(argv, on_window=start)
    monkey = monkeys[0]
    report = {
        "seed": None if args.replay else args.seed, "inputs": monkey.given, "finished": monkey.finished,
        "status": status, "file_dialogs_closed": monkey.file_dialogs, "screens": sorted(monkey.screens),
        "problems": PROBLEMS,
    }  # fmt: skip
    print(json.dumps(report), flush=True)
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--inputs", type=int, default=2000)
    parser.add_argument("--log", default="monkey.jsonl")
    parser.add_argument("--replay")
    parser.add_argument("--kiosk", action="store_true")
    sys.exit(run(parser.parse_args()))
