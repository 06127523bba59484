"""What the text-fit test checks: every text on screen is shown whole, inside its box and the window.

Widgets: a label's text (wrapped: its height for its width) against the label, a button's text
against the button less its padding. The table's painted texts: what each item says it paints
(``texts()``, the list its ``paint`` draws) against the box it is set in, the item's bounds (what
the view repaints when it changes) and the scene, checked as the screen sweep checks them
(``mammamia_qt/tools/sweep/fit_checks.py``, which also places a button's glyphs to find a cut
descender).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from mammamia_qt.tools.sweep import fit_checks
from mammamia_qt.ui.common.fit import WrapButton, button_text_width


def _button_text_height(button: QPushButton) -> int:
    """The height a push button has for its text: its size less border and padding."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    return button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button).height()


def label_problem(label: QLabel) -> str | None:
    if label.wordWrap():
        need = QSize(label.minimumSizeHint().width(), label.heightForWidth(label.width()))
    else:
        need = label.sizeHint()
    if need.width() > label.width() or need.height() > label.height():
        return f"needs {need.width()}x{need.height()}, has {label.width()}x{label.height()}"
    return None


def button_problem(button: QAbstractButton) -> str | None:
    if isinstance(button, WrapButton):
        need = QSize(button.minimumSizeHint().width(), button.heightForWidth(button.width()))
    elif isinstance(button, QPushButton):
        glyphs = QFontMetrics(button.font()).tightBoundingRect(button.text().replace("&&", "&")).height()
        over = glyphs - _button_text_height(button)
        need = QSize(button_text_width(button), button.height() + max(0, over))
    else:  # radio buttons, check boxes, tool buttons: their indicator and text
        need = button.sizeHint()
    if need.width() > button.width() or need.height() > button.height():
        return f"needs {need.width()}x{need.height()}, has {button.width()}x{button.height()}"
    return None


def _inside_scroll_area(widget: QWidget, root: QWidget) -> bool:
    """Whether ``widget`` lies in a scroll area below ``root`` (it may be scrolled out of view)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _text_widgets(root: QWidget, skip: tuple[type, ...]) -> list[QLabel | QAbstractButton]:
    found = [root, *root.findChildren(QWidget)]
    widgets: list[QLabel | QAbstractButton] = []
    for w in found:
        if not isinstance(w, (QLabel, QAbstractButton)) or not w.text().strip():
            continue
        if not w.isVisibleTo(root) or any(isinstance(a, skip) for a in _ancestors(w, root)):
            continue
        widgets.append(w)
    return widgets


def _ancestors(widget: QWidget, root: QWidget) -> list[QWidget]:
    out = []
    w: QWidget | None = widget
    while w is not None and w is not root:
        out.append(w)
        w = w.parentWidget()
    return out


def widget_problems(root: QWidget, where: str, skip: tuple[type, ...] = ()) -> list[str]:
    """Every label and button shown in ``root`` whose text does not fit, or that lies outside ``root``.

    Widgets inside an instance of a class in ``skip`` are left out.
    """
    problems = []
    frame = root.rect()
    for w in _text_widgets(root, skip):
        name = f"{where}: {type(w).__name__} {w.objectName()!r} {w.text()!r}"
        problem = label_problem(w) if isinstance(w, QLabel) else button_problem(w)
        if problem:
            problems.append(f"{name} {problem}")
        box = QRect(w.mapTo(root, w.rect().topLeft()), w.size())
        if not _inside_scroll_area(w, root) and not frame.contains(box):
            problems.append(f"{name} lies outside the window: {box.getRect()} in {frame.getRect()}")
    return problems


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
