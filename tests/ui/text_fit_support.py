"""What the text-fit test checks: every text on screen is shown whole, inside its box and the window.

Widgets: a label's text (wrapped: its height for its width) against the label, a button's text
against the button less its padding. The table's painted texts: what each item says it paints
(``texts()``, the list its ``paint`` draws) against the box it is set in, the item's bounds (what
the view repaints when it changes) and the scene.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from mammamia_qt.ui.common.fit import WrapButton, button_text_width
from mammamia_qt.ui.common.paint import Drawn
from mammamia_qt.ui.table.announce import TextPlate

SLACK = 0.5
"""Rounding allowed between a text's measure and its box (in pixels)."""


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


def ink(drawn: Drawn) -> QRectF:
    """Where the glyphs of ``drawn`` land when it is drawn in its box (item coordinates)."""
    metrics = QFontMetricsF(drawn.font)
    box, flags = drawn.box, drawn.flags
    if flags & Qt.AlignmentFlag.AlignTop:
        top = box.top()
    elif flags & Qt.AlignmentFlag.AlignBottom:
        top = box.bottom() - metrics.height()
    else:
        top = box.top() + (box.height() - metrics.height()) / 2
    glyphs = metrics.tightBoundingRect(drawn.text)
    width = metrics.horizontalAdvance(drawn.text)
    if flags & Qt.AlignmentFlag.AlignLeft:
        left = box.left()
    elif flags & Qt.AlignmentFlag.AlignRight:
        left = box.right() - width
    else:
        left = box.center().x() - width / 2
    return QRectF(left, top + metrics.ascent() + glyphs.top(), width, glyphs.height())


def painted_problems(item, scene_rect: QRectF, where: str) -> list[str]:
    """Every text the table item paints that is cut, wider or taller than its box, painted outside
    the item's bounds (the view would leave it behind when the item changes) or off the table."""
    problems = []
    bounds = item.boundingRect()
    thinking = QCoreApplication.translate("SeatPanel", "thinking…")
    drawn_lines = item.texts()
    if isinstance(item, TextPlate) and _bare("".join(d.text for d in drawn_lines)) != _bare(item.text()):
        problems.append(f"{where}: {item.lines} drawn as {[d.text for d in drawn_lines]}")
    for drawn in drawn_lines:
        name = f"{where}: {type(item).__name__} {drawn.text!r} at {drawn.font.pixelSize()} px"
        glyphs = ink(drawn)
        if "…" in drawn.text and drawn.text != thinking:
            problems.append(f"{name} is cut")
        if not drawn.box.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(glyphs):
            problems.append(f"{name} is drawn at {_r(glyphs)}, outside its box {_r(drawn.box)}")
        if not bounds.contains(drawn.box):
            problems.append(f"{name} is painted outside its item: {_r(drawn.box)} not in {_r(bounds)}")
        if not scene_rect.contains(item.mapRectToScene(drawn.box)):
            problems.append(f"{name} lies off the table")
    return problems


def _bare(text: str) -> str:
    """``text`` without its spaces and line breaks (where a wrapped line was broken)."""
    return "".join(text.split())


def _r(rect: QRectF) -> str:
    return "({:.0f}, {:.0f}, {:.0f}x{:.0f})".format(*rect.getRect())


def scene_problems(scene, where: str) -> list[str]:
    """``painted_problems`` of every visible text item of the table."""
    items = [*scene.panels, scene.oven.supply, scene.oven.oven, scene.reveal.used, *scene.reveal.bases,
             scene.banner, scene.status, scene.caption, scene.log]  # fmt: skip
    rect = scene.sceneRect()
    return [p for item in items if item.isVisible() for p in painted_problems(item, rect, where)]


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
