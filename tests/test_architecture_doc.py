"""ARCHITECTURE.md and the package agree: every module the document names exists, every module of
the package is named there (the desktop game's folders in its tree, each under its own folder),
and the modules' own pointers to other modules lead somewhere."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "mammamia_qt"
DOC = (ROOT / "ARCHITECTURE.md").read_text("utf-8")
TREE_FOLDERS = ("ui/", "phones/", "tools/")
"""The folders the document's tree lists module by module."""


def _files() -> list[str]:
    """Every Python file and document of the repository, as a path from its root."""
    skip = {".venv", ".git", "build", "dist"}
    return [
        p.relative_to(ROOT).as_posix()
        for pattern in ("*.py", "*.md")
        for p in ROOT.rglob(pattern)
        if not skip & set(p.relative_to(ROOT).parts)
    ]


def _modules() -> list[str]:
    """The package's modules as paths within it (``ui/sound.py``), ``__init__.py`` left out."""
    return sorted(p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*.py") if p.name != "__init__.py")


def _resolves(name: str, files: list[str]) -> bool:
    return any(f == name or f.endswith("/" + name) for f in files)


def _tree() -> dict[str, str]:
    """The tree's text per folder (``ui/``, ``ui/table/``, ``phones/``...)."""
    block = next(b for b in re.findall(r"```\n(.*?)```", DOC, re.S) if "mammamia_qt/ui/" in b)
    sections: dict[str, str] = {}
    base = folder = ""
    for line in block.splitlines():
        if top := re.match(r"^mammamia_qt/([\w/]+/)\s*(.*)$", line):
            base = folder = top.group(1)
            text = top.group(2)
        elif sub := re.match(r"^  (\w+)/\s+(.*)$", line):
            folder, text = base + sub.group(1) + "/", sub.group(2)
        elif module := re.match(r"^  (\w+\.py)\s", line):
            folder, text = base, module.group(1)
        else:
            text = line
        sections[folder] = sections.get(folder, "") + " " + text
    return sections


def test_every_module_the_document_names_exists() -> None:
    files = _files()
    named = set(re.findall(r"`([\w./]+\.py)\b", DOC))
    missing = [n for n in sorted(named) if not n.startswith("../") and not _resolves(n, files)]
    assert not missing, missing


def test_every_module_of_the_package_is_named() -> None:
    tree = _tree()
    ticked = set(re.findall(r"`([\w./]+\.py)`", DOC))
    unnamed = []
    for module in _modules():
        folder, _, name = module.rpartition("/")
        if module.startswith(TREE_FOLDERS):
            if not re.search(rf"\b{re.escape(name.removesuffix('.py'))}\b", tree.get(folder + "/", "")):
                unnamed.append(f"{module} (not in the tree under {folder}/)")
            continue
        parts = module.split("/")
        if not {"mammamia_qt/" + module} | {"/".join(parts[i:]) for i in range(len(parts))} & ticked:
            unnamed.append(module)
    assert not unnamed, unnamed


def test_the_modules_pointers_lead_somewhere() -> None:
    """A module's docstring or comment that names another by its path (``ui/common/names.py``)."""
    files = _files()
    stale = [
        f"{module}: {name}"
        for module in _modules()
        for name in re.findall(r"``([\w/]+/\w+\.py)``", (PACKAGE / module).read_text("utf-8"))
        if not _resolves(name, files)
    ]
    assert not stale, stale
