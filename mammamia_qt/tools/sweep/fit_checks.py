"""Whether every text on a screen is shown whole: not cut (descenders included), not elided, inside
its box and inside the window, not under a neighbour.

Widgets: a label's text (wrapped: its height for its width) against the label, a push button's
glyphs (``QFontMetrics.tightBoundingRect``, so a cut descender counts) against its contents rect, a
wrapping button's text against its height for its width. The table's painted texts: what each item
says it paints (``texts()``, the list its ``paint`` draws) against the box it is set in, the item's
bounds (what the view repaints when it changes) and the scene. Each problem is a ``Problem``: the
widget (or item) it concerns and what was measured.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF, QSize, Qt
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

from . import more_texts

SLACK = 0.5
"""Rounding allowed between a text's measure and its box (in pixels)."""
ELLIPSIS = "…"


@dataclass(frozen=True)
class Problem:
    """One text that is not shown whole: ``kind`` is "clipped", "elided" or "outside"."""

    kind: str
    widget: str
    figure: str


def describe(widget: QWidget) -> str:
    """A widget as a finding names it: class, object name and text."""
    text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
    return f"{type(widget).__name__} {widget.objectName()!r} {text[:60]!r}"


def _contents(button: QPushButton) -> QRect:
    """Where a push button sets its text: inside its border and padding."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    return button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)


def glyphs_over(button: QPushButton) -> float:
    """How many pixels of the button's glyphs (a descender's tail, an accent's top) stand out of
    its contents rect above or below: the text is centred on its line (ascent and descent)."""
    metrics = QFontMetricsF(button.font())
    box = _contents(button)
    top = box.top() + (box.height() - metrics.height()) / 2
    ink = metrics.tightBoundingRect(shown_text(button.text()))
    ink_top, ink_bottom = top + metrics.ascent() + ink.top(), top + metrics.ascent() + ink.bottom()
    return max(0.0, box.top() - ink_top, ink_bottom - (box.bottom() + 1))


def label_need(label: QLabel) -> QSize:
    if label.wordWrap():
        return QSize(label.minimumSizeHint().width(), label.heightForWidth(label.width()))
    return label.sizeHint()


def shown_text(text: str) -> str:
    """A widget's text as drawn: an access key's "&" is not drawn, "&&" is one "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _text_width(button: QPushButton) -> int:
    """What the button needs for its text as drawn and its icon (the style's padding included)."""
    mnemonics = len(button.text()) - len(shown_text(button.text()))
    return button_text_width(button) - mnemonics * QFontMetrics(button.font()).horizontalAdvance("&")


def button_need(button: QAbstractButton) -> QSize:
    if isinstance(button, WrapButton):
        return QSize(button.minimumSizeHint().width(), button.heightForWidth(button.width()))
    if isinstance(button, QPushButton):
        over = glyphs_over(button)
        return QSize(_text_width(button), button.height() + (math.ceil(over - SLACK) if over > SLACK else 0))
    return button.sizeHint()  # radio buttons, check boxes, tool buttons: their indicator and text


def fit_problem(widget: QLabel | QAbstractButton) -> str | None:
    """What the widget needs for its text when it has less, else None."""
    need = label_need(widget) if isinstance(widget, QLabel) else button_need(widget)
    if need.width() > widget.width() or need.height() > widget.height():
        return f"needs {need.width()}x{need.height()}, has {widget.width()}x{widget.height()}"
    return None


def elided(widget: QLabel | QAbstractButton) -> str | None:
    """The whole text of a widget that shows it shortened with "…" (its ``full_text()`` or its
    tooltip says more), else None."""
    shown = widget.text().rstrip()
    if not shown.endswith(ELLIPSIS):
        return None
    full_text = getattr(widget, "full_text", None)
    full = full_text() if callable(full_text) else widget.toolTip()
    head = shown[: -len(ELLIPSIS)].rstrip()
    if isinstance(full, str) and len(full) > len(shown) and full.startswith(head) and full != shown:
        return full
    return None


def scroll_area(widget: QWidget, root: QWidget) -> QAbstractScrollArea | None:
    """The nearest scroll area ``widget`` lies in below ``root`` (it may be scrolled out of view)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def in_scroll_area(widget: QWidget, root: QWidget) -> bool:
    return scroll_area(widget, root) is not None


def cut_by_scroll_area(widget: QWidget, root: QWidget) -> str | None:
    """What shows of a widget its scroll area cuts at the side, where it cannot be scrolled to."""
    area = scroll_area(widget, root)
    if area is None or area.horizontalScrollBar().isVisible():
        return None
    shown = widget.visibleRegion().boundingRect()
    if shown.isEmpty() or shown.width() >= widget.width():
        return None
    return f"cut by its scroll area: {shown.width()} of {widget.width()} px wide shown"


def _ancestors(widget: QWidget, root: QWidget) -> list[QWidget]:
    out = []
    w: QWidget | None = widget
    while w is not None and w is not root:
        out.append(w)
        w = w.parentWidget()
    return out


def text_widgets(root: QWidget, skip: tuple[type, ...] = ()) -> list[QLabel | QAbstractButton]:
    """Every label and button with a text shown in ``root`` (not inside an instance of ``skip``)."""
    widgets: list[QLabel | QAbstractButton] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not isinstance(w, (QLabel, QAbstractButton)) or not w.text().strip():
            continue
        if not w.isVisibleTo(root) or any(isinstance(a, skip) for a in _ancestors(w, root)):
            continue
        widgets.append(w)
    return widgets


def covered(widget: QWidget, root: QWidget) -> bool:
    """Whether another widget lies over ``widget``'s middle or a corner (a dimming cover, a banner,
    a dialog drawn in the window): what it covers is not read, so not measured."""
    rect = widget.rect().adjusted(2, 2, -2, -2)
    for point in (rect.center(), rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight()):
        top = root.childAt(widget.mapTo(root, point))
        if (
            top is not None
            and top is not widget
            and not widget.isAncestorOf(top)
            and not top.isAncestorOf(widget)
        ):
            return True
    return False


def box_in(widget: QWidget, root: QWidget) -> QRect:
    """``widget``'s rectangle in ``root``'s coordinates."""
    return QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())


OVERLAP = 1
"""Pixels two neighbouring texts may share (a border drawn on a border)."""


def overlaps(widgets: list[QLabel | QAbstractButton]) -> list[tuple[QWidget, QWidget, QRect]]:
    """Every pair of texts of one parent that lie over each other (a layout with less room than
    its widgets' least height squeezes them below it, and they are drawn over each other), with
    what they share."""
    found = []
    by_parent: dict[int, list[QWidget]] = {}
    for w in widgets:
        if w.parentWidget() is not None and not w.isWindow():
            by_parent.setdefault(id(w.parentWidget()), []).append(w)
    for siblings in by_parent.values():
        for i, a in enumerate(siblings):
            for b in siblings[i + 1 :]:
                shared = a.geometry().intersected(b.geometry())
                if shared.width() > OVERLAP and shared.height() > OVERLAP:
                    found.append((a, b, shared))
    return found


def widget_problems(root: QWidget, skip: tuple[type, ...] = ()) -> list[Problem]:
    """Every label and button shown in ``root`` whose text does not fit, is elided, or that lies
    outside ``root`` (a widget in a scroll area may be scrolled out of view)."""
    problems = []
    frame = root.rect()
    widgets = text_widgets(root, skip)
    for a, b, shared in overlaps(widgets):
        problems.append(
            Problem("clipped", describe(a), f"lies over {describe(b)}: {shared.width()}x{shared.height()} px")
        )
    for w in widgets:
        name = describe(w)
        if (need := fit_problem(w)) is not None:
            problems.append(Problem("clipped", name, need))
        if (full := elided(w)) is not None:
            problems.append(Problem("elided", name, f"shows {len(w.text())} of {len(full)} characters"))
        box = box_in(w, root)
        if not in_scroll_area(w, root) and not frame.contains(box):
            problems.append(Problem("outside", name, f"{box.getRect()} in {frame.getRect()}"))
        elif (cut := cut_by_scroll_area(w, root)) is not None:
            problems.append(Problem("outside", name, cut))
    for part in more_texts.parts(root):
        if part.need > part.room + 1:
            problems.append(Problem("clipped", part.name, f"needs {part.need} px wide, has {part.room}"))
    return problems


def ink_rect(drawn: Drawn) -> QRectF:
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


def _bare(text: str) -> str:
    """``text`` without its spaces and line breaks (where a wrapped line was broken)."""
    return "".join(text.split())


def _r(rect: QRectF) -> str:
    return f"({rect.x():.0f}, {rect.y():.0f}, {rect.width():.0f}x{rect.height():.0f})"


def painted_problems(item, scene_rect: QRectF) -> list[Problem]:
    """Every text the table item paints that is cut, wider or taller than its box, painted outside
    the item's bounds (the view would leave it behind when the item changes) or off the table."""
    from mammamia_qt.ui.table.announce import TextPlate

    problems = []
    bounds = item.boundingRect()
    thinking = QCoreApplication.translate("SeatPanel", "thinking…")
    drawn_lines = item.texts()
    if isinstance(item, TextPlate) and _bare("".join(d.text for d in drawn_lines)) != _bare(item.text()):
        problems.append(Problem("clipped", f"{type(item).__name__} {item.text()!r}",
                                f"drawn as {[d.text for d in drawn_lines]}"))  # fmt: skip
    for drawn in drawn_lines:
        name = f"{type(item).__name__} {drawn.text!r} at {drawn.font.pixelSize()} px"
        glyphs = ink_rect(drawn)
        if ELLIPSIS in drawn.text and drawn.text != thinking:
            problems.append(Problem("elided", name, "ends in …"))
        if not drawn.box.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(glyphs):
            problems.append(
                Problem("clipped", name, f"drawn at {_r(glyphs)}, outside its box {_r(drawn.box)}")
            )
        if not bounds.contains(drawn.box):
            problems.append(
                Problem("clipped", name, f"painted outside its item: {_r(drawn.box)} not in {_r(bounds)}")
            )
        if not scene_rect.contains(item.mapRectToScene(drawn.box)):
            problems.append(Problem("outside", name, f"{_r(item.mapRectToScene(drawn.box))} off the table"))
    return problems


def scene_text_items(scene) -> list:
    """The table's visible items that paint texts (``texts()``)."""
    items = [*scene.panels, scene.oven.supply, scene.oven.oven, scene.reveal.used, *scene.reveal.bases,
             scene.banner, scene.status, scene.caption, scene.log]  # fmt: skip
    return [item for item in items if item.isVisible()]


def scene_problems(scene) -> list[Problem]:
    """``painted_problems`` of every visible text item of the table."""
    rect = scene.sceneRect()
    return [p for item in scene_text_items(scene) for p in painted_problems(item, rect)]
