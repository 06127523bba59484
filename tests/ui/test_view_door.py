"""The view is the only door: nothing under ``mammamia_qt/ui`` but the controller reads the game's state
(and above the engine nothing but the game's session, ``mammamia_qt/session/session.py``, and that controller).

The table, the shell and the kiosk get what they show from ``PlayerView``, the events and the
controller's small read-only methods. ``ui/controller.py`` owns the game (a ``GameState``) and is
the one module allowed to open it. import-linter keeps the engine's state modules out of the UI's
imports (pyproject.toml, contract "ui-through-the-view"); this test keeps the attribute out:
``controller.state.x`` (or ``something.state`` of any kind) and the names ``GameState`` and
``RevealFlow`` cannot creep back.
"""

from __future__ import annotations

import ast
from pathlib import Path

import mammamia_qt.ui

UI = Path(mammamia_qt.ui.__file__).resolve().parent
PACKAGE = UI.parent
OWNER = (
    UI / "controller.py"
)  # the UI's adapter over the game's session: the one module of ui/ that may hold its state
SESSION = PACKAGE / "session" / "session.py"  # owns the game, below the UI (mammamia_qt/session/)
STATE_NAMES = {"GameState", "RevealFlow"}
STATE_ATTRIBUTES = {"state", "_state"}
BELOW = ("engine", "ai")  # the game itself and its players' own copies, below every controller
KEEPERS = ("storage.py", "seats.py")  # files of games: read and write the state they are handed


def attribute_reads(source: str, filename: str = "<source>") -> list[str]:
    """Where ``source`` reads an attribute ``state`` or ``_state`` (a controller's game): not a
    call ``x.state()``, which is Qt's animation state."""
    tree = ast.parse(source, filename)
    called = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
    return [
        f"{filename}:{node.lineno}: {ast.unparse(node)}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and node.attr in STATE_ATTRIBUTES and id(node) not in called
    ]


def reads_of_state(source: str, filename: str = "<source>") -> list[str]:
    """Where ``source`` reads a game's state: ``x.state`` or ``x._state`` (not a call) and any use
    of the names of the engine's state classes."""
    found = attribute_reads(source, filename)
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Attribute) and node.attr in STATE_NAMES:
            found.append(f"{filename}:{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.Name) and node.id in STATE_NAMES:
            found.append(f"{filename}:{node.lineno}: {node.id}")
        elif isinstance(node, ast.ImportFrom):
            names = {alias.name for alias in node.names}
            if names & STATE_NAMES:
                found.append(f"{filename}:{node.lineno}: imports {', '.join(sorted(names & STATE_NAMES))}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in STATE_NAMES:
            found.append(f"{filename}:{node.lineno}: '{node.value}' (a string annotation)")
    return found


def test_no_module_under_ui_reads_the_games_state() -> None:
    modules = sorted(p for p in UI.rglob("*.py") if p != OWNER)
    assert len(modules) > 30  # the whole UI is looked at (table, shell, kiosk, dialogs, art, common)
    found = [
        hit for path in modules for hit in reads_of_state(path.read_text("utf-8"), str(path.relative_to(UI)))
    ]
    assert not found, (
        "the UI reads the game's state; use the view, the events or the controller:\n" + "\n".join(found)
    )


def test_nothing_above_the_engine_but_the_controller_opens_a_controllers_game() -> None:
    """The phones, the tools and the command line too reach a game through its controller's view
    and its small answers (``moves``, ``over``, ``seat_view``...), never its state, private or not."""
    modules = sorted(
        p
        for p in PACKAGE.rglob("*.py")
        if p not in (OWNER, SESSION)
        and p.relative_to(PACKAGE).parts[0] not in BELOW
        and p.name not in KEEPERS
    )
    assert {"phones", "tools", "cli", "ui"} <= {p.relative_to(PACKAGE).parts[0] for p in modules}
    found = [
        hit for p in modules for hit in attribute_reads(p.read_text("utf-8"), str(p.relative_to(PACKAGE)))
    ]
    assert not found, "a game's state is read outside its controller:\n" + "\n".join(found)


def test_the_check_sees_each_way_in() -> None:
    """The check finds what it must (so a pass above means something) and leaves Qt's state() alone."""
    assert reads_of_state("n = controller.state.personal[0]")
    assert reads_of_state("s = self.controller.state\nif s is None: pass")
    assert reads_of_state("n = len(self.controller._state.history)")
    assert attribute_reads("n = len(hub.controller._state.history)")
    assert not attribute_reads("n = self.controller.moves()\nok = page.state_of(1)")
    assert reads_of_state("from mammamia_qt.engine import GameState")
    assert reads_of_state("def f(x: 'GameState') -> None: ...")
    assert reads_of_state("import mammamia_qt.engine as e\nx = e.state.GameState")
    assert not reads_of_state("if anim.state() == QAbstractAnimation.State.Running: pass")
    assert not reads_of_state("view = controller.view()\nk = view.personal_ingredients[0]")


def test_the_controller_satisfies_the_protocol_the_ui_uses(qtbot) -> None:
    """What the UI is typed against (``ui/protocol.py``) is what ``GameController`` offers: every
    method, signal and attribute it names exists on a controller (mypy checks the signatures)."""
    from mammamia_qt.ui.controller import GameController
    from mammamia_qt.ui.protocol import Controller

    from .table_support import make_setup

    wanted = {
        name
        for name in dir(Controller)
        if not name.startswith("_") and name not in dir(object) and name != "register"
    }
    assert {"view", "submit", "setup", "edition_rules", "eventsReady", "stateChanged"} <= wanted
    controller = GameController(make_setup(["human", "random", "random"]), ai_delay_ms=0)
    missing = sorted(name for name in wanted if not hasattr(controller, name))
    assert not missing, missing
    assert not controller.started and not controller.in_progress
    assert controller.edition_rules is controller.setup.rules.edition_rules
