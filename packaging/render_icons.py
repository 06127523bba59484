"""Render the game's icon (resources/icons/mammamia.svg) into a hicolor icon theme folder.

    python packaging/render_icons.py TARGET/usr/share/icons/hicolor NAME

writes ``SIZExSIZE/apps/NAME.png`` for every size in ``SIZES`` and ``scalable/apps/NAME.svg``, with
Qt's SVG renderer (the one the game draws its icon with), offscreen. ``packaging/build_deb.sh`` uses it.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "resources" / "icons" / "mammamia.svg"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def render(theme: Path, name: str) -> list[Path]:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 (kept alive)
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"{SOURCE} is not an SVG image Qt can draw")
    written = []
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        path = theme / f"{size}x{size}" / "apps" / f"{name}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(path)):
            raise SystemExit(f"could not write {path}")
        written.append(path)
    scalable = theme / "scalable" / "apps" / f"{name}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, scalable)
    return [*written, scalable]


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    for written in render(Path(sys.argv[1]), sys.argv[2]):
        print(written)
