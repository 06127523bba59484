"""Build hook: compile translations/*.ts to .qm with pyside6-lrelease, so every install has them."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def lrelease() -> list[str] | None:
    exe = shutil.which("pyside6-lrelease")
    if exe:
        return [exe]
    try:
        import PySide6  # noqa: PLC0415

        tool = Path(PySide6.__file__).parent / ("lrelease.exe" if sys.platform == "win32" else "lrelease")
        return [str(tool)] if tool.exists() else None
    except ImportError:
        return None


class BuildWithTranslations(build_py):
    def run(self) -> None:
        tool = lrelease()
        sources = sorted((ROOT / "translations").glob("*.ts"))
        if sources and tool is None:
            raise SystemExit("pyside6-lrelease is needed to compile the translations")
        for ts in sources:
            subprocess.run([*tool, "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)  # type: ignore[misc]
        super().run()


setup(cmdclass={"build_py": BuildWithTranslations})
