"""A game is held through one place: its controller (``GameController.pause``/``resume`` with a
reason, the session's hold). The window's ``pause_game`` (the kiosk's cover over a game) and the demo's
``set_paused`` only tell the controller; the table holds its animations because the controller says
so (``pausedChanged``), and nobody holds a table's scene, animator or banner but the table itself.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import mammamia_qt.ui
from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support propagateSizeHints",
    "This plugin does not support raise",
    "This plugin does not support grabbing the keyboard",
)  # the offscreen platform, about windows and popups

UI = Path(mammamia_qt.ui.__file__).resolve().parent
TABLE_HOLDERS = {"table/table_widget.py", "table/scene.py"}  # the table holds its own parts


def _setup() -> GameSetup:
    seats = (SeatConfig(name="Anna", kind="human"),) + tuple(
        SeatConfig(name=f"Chef {i}", kind="random") for i in range(1, 4)
    )
    return GameSetup(rules=Rules(players=4), seats=seats, seed=5)


def test_covering_the_game_holds_the_table_and_the_prompt_and_uncovering_gives_them_back(window, qtbot):
    controller = window.start_game(_setup())
    table = window.table_page.table
    window.pause_game(True)  # before the deal has been shown
    assert controller.paused and table.scene.paused
    qtbot.wait(300)  # at instant pace the deal and the computers' moves would be long done
    assert controller.moves() == 0 and controller.acting_seat() is None
    assert table.pages.currentWidget() is table.waiting  # no prompt for Anna while covered
    window.pause_game(False)
    assert not controller.paused and not table.scene.paused
    qtbot.waitUntil(lambda: controller.acting_seat() == 0, timeout=10000)
    qtbot.waitUntil(lambda: table.pages.currentWidget() is not table.waiting, timeout=5000)
    assert table.pages.currentWidget() in (table.action_bar, table.prompt)


def test_the_demo_is_held_through_its_controller_alone(qtbot, tmp_path):
    from mammamia_qt.storage import GameStore

    w = MainWindow(
        settings=AppSettings(animation_speed="instant", ai_pace="instant"),
        persist=False,
        store=GameStore(tmp_path / "data"),
        kiosk=True,
    )
    qtbot.addWidget(w)
    w.resize(1280, 720)
    attract = w.kiosk.attract  # type: ignore[union-attr]
    try:
        qtbot.waitUntil(
            lambda: attract.controller is not None and attract.controller.moves() >= 2, timeout=10000
        )
        demo, table = attract.controller, attract.table
        assert demo is not None and table is not None
        attract.set_paused(True)
        assert demo.paused and table.scene.paused
        moves = demo.moves()
        qtbot.wait(300)
        assert demo.moves() == moves
        attract.set_paused(False)
        assert not demo.paused and not table.scene.paused
        qtbot.waitUntil(lambda: demo.moves() > moves, timeout=10000)
    finally:
        w.kiosk.allow_close = True  # type: ignore[union-attr]
        w.close()


def _holds(path: Path) -> list[str]:
    """Where ``path`` holds a table's part itself: ``x.scene.set_paused``, ``x.animator.set_paused``,
    ``x.banner.set_paused`` (or on a name ``scene``, ``animator``, ``banner``)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "set_paused"
        ):
            owner = node.func.value
            name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
            if name in ("scene", "animator", "banner"):
                found.append(f"{path.relative_to(UI)}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_nothing_but_the_table_holds_its_animations():
    found = [
        hit
        for p in sorted(UI.rglob("*.py"))
        if str(p.relative_to(UI)) not in TABLE_HOLDERS
        for hit in _holds(p)
    ]
    assert not found, "a table's animations held beside its controller:\n" + "\n".join(found)
    assert _holds(UI / "table" / "table_widget.py")  # the check sees the table's own call
