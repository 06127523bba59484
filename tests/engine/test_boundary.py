"""DESIGN.md, Layers: the engine never imports Qt, the UI or the AI players."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import mammamia_qt.engine

ENGINE = Path(mammamia_qt.engine.__file__).parent
FORBIDDEN = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2", "mammamia_qt.ui", "mammamia_qt.ai")


def test_engine_import_loads_no_qt() -> None:
    code = (
        "import sys, mammamia_qt.engine, mammamia_qt.engine.state, mammamia_qt.engine.view\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def imported_modules(path: Path) -> list[str]:
    tree = ast.parse(path.read_text("utf-8"), str(path))
    names: list[str] = []
    package = "mammamia_qt.engine"
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                names.append(f"{base}.{node.module}" if node.module else base)
            elif node.module:
                names.append(node.module)
    return names


def test_no_engine_file_imports_qt_ui_or_ai() -> None:
    files = sorted(ENGINE.rglob("*.py"))
    assert files
    for path in files:
        for name in imported_modules(path):
            assert not any(name == f or name.startswith(f + ".") for f in FORBIDDEN), (
                f"{path.name} imports {name}"
            )
