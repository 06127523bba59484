"""What the text-fit tests check: every text on screen is shown whole, inside its box and the window,
checked by the screen sweep's own checks (``mammamia_qt/tools/sweep/fit_checks.py``: a label's
text against the label, a button's glyphs against its padding, descenders included, an elided
text, a drop-down's choice; the table's painted texts against their boxes, the item's bounds and
the scene), so the tests and the sweep find the same things.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import (
    QApplication,
    QWidget,
)

from mammamia_qt.tools.sweep import fit_checks


def widget_problems(root: QWidget, where: str, skip: tuple[type, ...] = ()) -> list[str]:
    """Every label and button shown in ``root`` whose text does not fit (descenders included), is
    elided, lies outside ``root`` or is cut by its scroll area, and every drop-down choice too
    narrow for its box: the screen sweep's check (``tools/sweep/fit_checks.widget_problems``), one
    implementation for the sweep and these tests. Widgets inside an instance of a class in ``skip``
    are left out.
    """
    return [f"{where}: {p.widget} {p.kind}: {p.figure}" for p in fit_checks.widget_problems(root, skip)]


def painted_problems(item, scene_rect: QRectF, where: str) -> list[str]:
    """Every text the table item paints that is cut, wider or taller than its box, painted outside
    the item's bounds (the view would leave it behind when the item changes) or off the table (the
    sweep's check: ``tools/sweep/fit_checks.painted_problems``)."""
    return [f"{where}: {p.widget} {p.figure}" for p in fit_checks.painted_problems(item, scene_rect)]


def scene_problems(scene, where: str) -> list[str]:
    """``painted_problems`` of every visible text item of the table."""
    return [f"{where}: {p.widget} {p.figure}" for p in fit_checks.scene_problems(scene)]


def dialog_problems(dialog: QWidget, where: str) -> list[str]:
    """``widget_problems`` of ``dialog`` as shown, then the dialog closed and let go."""
    dialog.show()
    QApplication.processEvents()  # laid out as it is seen (a scroll bar that came takes its room first)
    problems = widget_problems(dialog, where)
    dialog.close()
    dialog.deleteLater()
    return problems


def laid_out_lines(text: str, font, width: int) -> list[str]:
    """The lines Qt breaks ``text`` into at ``width`` (word wrap, as labels and buttons wrap)."""
    from PySide6.QtGui import QTextLayout, QTextOption

    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1, width))
        lines.append(text[line.textStart() : line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


def mid_phrase_breaks(shown: str, font, width: int) -> list[str]:
    """Where the text ``shown`` (as a label or button lays it out) breaks inside a Japanese phrase
    at ``width``: "パイナッ|プル". A phrase wider than the whole line may break anywhere."""
    from PySide6.QtGui import QFontMetricsF

    from mammamia_qt.ui.common.phrases import phrases, plain

    text = plain(shown)
    ends, at = set(), 0
    for phrase in phrases(text):
        at += len(phrase)
        ends.add(at)
    metrics = QFontMetricsF(font)
    too_wide = {p for p in phrases(text) if metrics.horizontalAdvance(p.strip()) > width}
    bad, at = [], 0
    lines = [plain(line) for line in laid_out_lines(shown, font, width)]
    for line, after in zip(lines, lines[1:]):
        at += len(line)
        if at not in ends and not any(p in line + after for p in too_wide):
            bad.append(f"{line}|{after}")
    return bad
