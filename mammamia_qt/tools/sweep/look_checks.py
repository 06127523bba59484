"""Whether every text can be read and the keyboard focus can be seen, measured on rendered pixels.

Contrast: each text's colour (the widget's effective foreground after its style sheet; where no
pixel of the text's box is drawn in it, the colour read off the glyphs' pixels) against the colour
that covers most of the box in the grabbed screen, at least 4.5:1, 3:1 for large text (24 px, or
19 px bold). The table's painted texts are measured the same way, their colour being the one they
are drawn in.

Focus (WCAG 2.2 focus appearance): each kind of focusable control is grabbed without the focus and
with it; the pixels that changed are the indicator, and its colour must stand at least 3:1 against
each colour that lies around it (the control's face inside, the ground outside).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QFontInfo, QFontMetrics, QImage, QRegion
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from . import more_texts, pixels
from .fit_checks import (
    Problem,
    box_in,
    covered,
    describe,
    in_scroll_area,
    ink_rect,
    scene_text_items,
    scroll_area,
    text_widgets,
)

TEXT_RATIO = 4.5
LARGE_RATIO = 3.0
FOCUS_RATIO = 3.0
FOCUS_KINDS = (QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox, QAbstractSlider)
"""The controls whose focus indicator is measured (one of each look per screen)."""
CHANGED = 30
"""How far (sum of the channels) a pixel must move to count as part of the focus indicator."""


def is_large(pixel_size: int, bold: bool) -> bool:
    return pixel_size >= 24 or (bold and pixel_size >= 19)


def needed(pixel_size: int, bold: bool) -> float:
    return LARGE_RATIO if is_large(pixel_size, bold) else TEXT_RATIO


def _text_box(widget: QLabel | QAbstractButton) -> QRect:
    """Where the widget writes its text (its own coordinates)."""
    if isinstance(widget, QPushButton):
        option = QStyleOptionButton()
        widget.initStyleOption(option)
        return widget.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, widget)
    return widget.contentsRect()


def _visible_box(widget: QWidget, root: QWidget, box: QRect) -> QRect:
    """``box`` (widget coordinates) in ``root``'s, cut to what its scroll areas and ``root`` show."""
    shown = widget.visibleRegion().boundingRect().intersected(box)
    return QRect(widget.mapTo(root, shown.topLeft()), shown.size()).intersected(root.rect())


def text_contrast(
    image: QImage, box: QRect, colour: pixels.Rgb, alpha: int = 255, trust: bool = False
) -> tuple[float, pixels.Rgb, pixels.Rgb] | None:
    """(ratio, text colour, ground) of a text meant to be in ``colour`` (``alpha`` over what lies
    beneath) in ``box`` of ``image``; None when the box shows nothing.

    The ground is the commonest colour in the box that is not the text's. Unless the colour is to
    be trusted (``trust``: the table's items paint exactly what they list), the glyphs' pixels are
    read too: a small text's pixels lie between the ground and its colour (anti-aliasing), but a
    text drawn in another colour (a rule of its own, rich text) is measured in the colour it shows."""
    found = pixels.counts(image, box)
    if not found:
        return None
    if alpha < 255:
        return _translucent(found, colour, alpha)
    grounds = [w for w, _ in found.most_common() if pixels.distance(pixels.rgb(w), colour) > pixels.NEAR]
    ground = pixels.rgb(grounds[0]) if grounds else colour
    if not trust and grounds and not pixels.reaches(found, ground, colour):
        read = pixels.ink(found, ground)
        if read is not None:
            colour = read  # drawn in another colour than the widget says
    return pixels.contrast(colour, ground), colour, ground


def _translucent(found: Counter[int], colour: pixels.Rgb, alpha: int) -> tuple[float, pixels.Rgb, pixels.Rgb]:
    """A text drawn see-through: on which of the commonest colours it shows, and how it shows there."""
    for word, _ in found.most_common(3):
        ground = pixels.rgb(word)
        shown = pixels.blend(colour, alpha, ground)
        if pixels.distance(shown, ground) > pixels.NEAR and pixels.near(found, shown):
            return pixels.contrast(shown, ground), shown, ground
    ground = pixels.rgb(found.most_common(1)[0][0])
    shown = pixels.blend(colour, alpha, ground)
    return pixels.contrast(shown, ground), shown, ground


def _figure(ratio: float, colour: pixels.Rgb, ground: pixels.Rgb, need: float) -> str:
    return f"{ratio:.2f}:1 ({pixels.hex_of(colour)} on {pixels.hex_of(ground)}, needs {need:g}:1)"


def contrast_problems(root: QWidget, image: QImage) -> list[Problem]:
    """Every enabled label and button in ``root`` (grabbed as ``image``) whose text stands less
    than it needs against what is painted behind it."""
    problems = []
    for w in text_widgets(root):
        if not w.isEnabled() or covered(w, root):
            continue  # WCAG asks nothing of inactive controls, nor of what a cover hides
        whole = _text_box(w)
        box = _visible_box(w, root, whole)
        if box.width() < 2 or box.height() < min(QFontMetrics(w.font()).height(), whole.height()):
            continue  # a strip of it, the rest scrolled away, holds no whole line: read where it shows
        colour, _ = _under_shades(root, box, w.palette().color(w.foregroundRole()))
        measured = text_contrast(image, box, colour)
        if measured is None:
            continue
        info = QFontInfo(w.font())
        need = needed(info.pixelSize(), info.bold())
        ratio, text, ground = measured
        if ratio < need:
            problems.append(Problem("contrast", describe(w), _figure(ratio, text, ground, need)))
    return problems + _parts_contrast(root, image)


def _parts_contrast(root: QWidget, image: QImage) -> list[Problem]:
    """The tab titles, group box titles and drop-down choices (``more_texts``) against their ground."""
    problems = []
    for part in more_texts.parts(root):
        if not part.widget.isEnabled() or covered(part.widget, root):
            continue
        box = _visible_box(part.widget, root, part.box)
        if box.width() < 2 or box.height() < 2:
            continue
        measured = text_contrast(image, box, pixels.of_qcolor(part.colour))
        if measured is None:
            continue
        info = QFontInfo(part.font)
        need = needed(info.pixelSize(), info.bold())
        ratio, text, ground = measured
        if ratio < need:
            problems.append(Problem("contrast", part.name, _figure(ratio, text, ground, need)))
    return problems


def _under_shades(root: QWidget, box: QRect, colour: QColor) -> tuple[pixels.Rgb, int]:
    """A painted text's colour and alpha as shown: a shade laid over the view (a widget with a
    ``dim_at``, such as the lesson's spotlight) dims the text as it dims the ground under it."""
    shown, alpha = pixels.of_qcolor(colour), colour.alpha()
    for shade in root.findChildren(QWidget):
        dim_at = getattr(shade, "dim_at", None)
        if not callable(dim_at) or not shade.isVisible():
            continue
        dim = dim_at(QPointF(shade.mapFrom(root, box.center())))
        if dim is not None:
            shown = pixels.blend(pixels.of_qcolor(dim), dim.alpha(), shown)  # (a see-through text: the same)
    return shown, alpha


def _cover(root: QWidget, surface: QWidget, point: QPoint) -> QWidget | None:
    """The widget lying over ``surface`` at ``point`` (``root``'s coordinates), whole (the note,
    not the label in it), or None where ``surface`` shows."""
    top = root.childAt(point)
    if top is None or top is surface or surface.isAncestorOf(top):
        return None
    while (
        (parent := top.parentWidget()) is not None and parent is not root and not parent.isAncestorOf(surface)
    ):
        top = parent
    return top


def uncovered(root: QWidget, surface: QWidget, box: QRect) -> QRect:
    """The largest part of ``box`` (``root``'s coordinates) on ``surface`` that no other widget
    lies over: a painted text partly under a cover is measured where it can be read, and not at
    all when a cover lies over its middle."""
    inner = box.adjusted(1, 1, -1, -1)
    corners = (inner.topLeft(), inner.topRight(), inner.bottomLeft(), inner.bottomRight())
    covers = {id(c): c for c in (_cover(root, surface, p) for p in corners) if c is not None}
    if not covers or _cover(root, surface, box.center()) is not None:
        return box
    shown = QRegion(box)
    for cover in covers.values():
        shown = shown.subtracted(QRegion(box_in(cover, root)))
    parts: list[QRect] = list(shown)  # type: ignore[call-overload]  # a QRegion iterates its rectangles
    return max(parts, key=lambda r: r.width() * r.height(), default=QRect())


def painted_contrast_problems(view: QGraphicsView, root: QWidget, image: QImage) -> list[Problem]:
    """The table's painted texts (``view`` shows the scene) against what lies behind each."""
    problems = []
    for item in scene_text_items(view.scene()):
        for drawn in item.texts():
            glyphs = item.mapRectToScene(ink_rect(drawn))
            box = view.mapFromScene(glyphs).boundingRect()
            box = QRect(view.viewport().mapTo(root, box.topLeft()), box.size()).intersected(root.rect())
            box = uncovered(root, view.viewport(), box)  # (a lesson's note over part of a banner)
            if box.width() < 2 or box.height() < 2 or root.childAt(box.center()) is not view.viewport():
                continue  # off the view, or under a cover
            measured = text_contrast(image, box, *_under_shades(root, box, drawn.colour), trust=True)
            if measured is None:
                continue
            scale = view.transform().m22()
            need = needed(round(drawn.font.pixelSize() * scale), drawn.font.bold())
            ratio, text, ground = measured
            if ratio < need:
                name = f"{type(item).__name__} {drawn.text[:60]!r}"
                problems.append(Problem("contrast", name, _figure(ratio, text, ground, need)))
    return problems


# ---------------------------------------------------------------------- focus
def _look(widget: QWidget) -> tuple[object, ...]:
    """What decides how a control's focus looks: its class and the style sheet's properties."""
    return type(widget).__name__, widget.property("role"), widget.property("accent"), widget.objectName()


def focus_candidates(root: QWidget, limit: int = 8) -> list[QWidget]:
    """One enabled, shown, keyboard-focusable control of each look in ``root`` (at most ``limit``)."""
    seen: set[tuple[object, ...]] = set()
    out: list[QWidget] = []
    for w in root.findChildren(QWidget):
        if not isinstance(w, FOCUS_KINDS) or not w.isVisibleTo(root) or not w.isEnabled():
            continue
        if isinstance(w.parentWidget(), (QComboBox, QAbstractSpinBox)):
            continue  # the field inside a spin box or list: its box shows the focus
        if not (w.focusPolicy() & Qt.FocusPolicy.TabFocus) or w.visibleRegion().boundingRect() != w.rect():
            continue
        if not root.rect().contains(box_in(w, root)) or _look(w) in seen or covered(w, root):
            continue
        seen.add(_look(w))
        out.append(w)
        if len(out) >= limit:
            break
    return out


def _grab(root: QWidget, rect: QRect) -> QImage:
    QApplication.processEvents()
    return pixels.as_rgb32(root.grab(rect).toImage())


def _ring(
    changed: set[tuple[int, int]], width: int, height: int, reach: int = 2
) -> Iterator[tuple[int, int]]:
    """The pixels within ``reach`` of a changed one that did not change themselves."""
    seen: set[tuple[int, int]] = set()
    for x, y in changed:
        for dx in range(-reach, reach + 1):
            for dy in range(-reach, reach + 1):
                p = (x + dx, y + dy)
                if p not in changed and p not in seen and 0 <= p[0] < width and 0 <= p[1] < height:
                    seen.add(p)
                    yield p


def _shares(after: QImage, changed: set[tuple[int, int]]) -> list[pixels.Rgb]:
    """The colours making up a fifth or more of the ``changed`` pixels (at least the commonest)."""
    parts = Counter(after.pixel(x, y) & 0xFFFFFF for x, y in changed)
    return [pixels.rgb(c) for c, n in parts.most_common() if n >= 0.2 * len(changed)] or [
        pixels.rgb(parts.most_common(1)[0][0])
    ]


def focus_figure(before: QImage, after: QImage, edge: QRect | None = None) -> tuple[float, str]:
    """The focus indicator's contrast against the colours around it (1.0 when nothing changed),
    and what was measured. Each colour making up a fifth of the changed pixels is a candidate (a
    ring, a selected text), and so is each making up a fifth of those changed along the control's
    ``edge`` (its box in the images: a thin ring round a large field whose text was selected);
    the one that stands out best is the indicator."""
    w, h = after.width(), after.height()
    changed = {
        (x, y) for y in range(h) for x in range(w)
        if pixels.distance(pixels.rgb(before.pixel(x, y)), pixels.rgb(after.pixel(x, y))) > CHANGED
    }  # fmt: skip
    if not changed:
        return 1.0, "nothing changes when it takes the focus"
    marks = _shares(after, changed)
    if edge is not None:
        inner = edge.adjusted(4, 4, -4, -4)  # a ring (up to 3 px) on the edge, not what lies inside
        ring = {p for p in changed if not inner.contains(*p)}
        marks += [m for m in _shares(after, ring) if m not in marks] if ring else []
    around = Counter(after.pixel(x, y) & 0xFFFFFF for x, y in _ring(changed, w, h))
    total = sum(around.values()) or 1
    grounds = [pixels.rgb(c) for c, n in around.most_common() if n >= 0.2 * total]
    if not grounds:
        return 21.0, f"{pixels.hex_of(marks[0])} on nothing else"

    def worst(mark: pixels.Rgb) -> tuple[float, pixels.Rgb]:
        return min((pixels.contrast(mark, g), g) for g in grounds)

    ratio, ground, mark = max(((*worst(m), m) for m in marks), key=lambda found: found[0])
    return ratio, f"{ratio:.2f}:1 (indicator {pixels.hex_of(mark)} beside {pixels.hex_of(ground)}, needs 3:1)"


def take_focus(window: QWidget) -> bool:
    """Make ``window`` the active window; whether it is. A window whose native window was made
    anew (kiosk mode takes its frame away) is active again only after another one was."""
    window.activateWindow()
    QApplication.processEvents()
    if not window.isActiveWindow():
        bounce = QWidget(None, Qt.WindowType.Tool | Qt.WindowType.FramelessWindowHint)
        bounce.resize(1, 1)
        bounce.show()
        bounce.activateWindow()
        QApplication.processEvents()
        bounce.close()
        bounce.deleteLater()
        window.activateWindow()
        QApplication.processEvents()
    return window.isActiveWindow()


def seen_whole(widget: QWidget, root: QWidget) -> None:
    """Scroll ``widget`` into its scroll area's view with a margin, as a Tab to it does
    (``QScrollArea.focusNextPrevChild``): measured at the area's edge, the phones' panel's "New link"
    moved with the area when it took the focus, and the area's move counted as its ring (1.16:1)."""
    area = scroll_area(widget, root)
    if isinstance(area, QScrollArea):
        area.ensureWidgetVisible(widget, 8, 8)
        QApplication.processEvents()


FOCUS_TRIES = 3
"""How often a control's focus is measured again when its surroundings changed meanwhile."""


def _focus_measured(w: QWidget, root: QWidget) -> tuple[float, str] | None:
    """``focus_figure`` of ``w`` taking the focus (None when it does not take it), measured only
    when the focus is all that changed: the control without the focus is grabbed again after, and
    when it no longer looks as it did before (the phones' panel narrowed and the table's dock moved
    under the measure: 1.00:1 on a dock button), it is measured again (at most ``FOCUS_TRIES``)."""
    for _ in range(FOCUS_TRIES):
        rect = box_in(w, root).adjusted(-6, -6, 6, 6).intersected(root.rect())
        w.clearFocus()
        before = _grab(root, rect)
        w.setFocus(Qt.FocusReason.TabFocusReason)
        after = _grab(root, rect)
        if not w.hasFocus():
            return None
        w.clearFocus()
        if _grab(root, rect) == before:
            break
    return focus_figure(before, after, box_in(w, root).translated(-rect.topLeft()))


def focus_problems(root: QWidget, limit: int = 8) -> list[Problem]:
    """Each look of focusable control in ``root`` whose focus indicator is missing or stands less
    than 3:1 against its neighbours. The focus is given back where it was."""
    window = root.window()
    window.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, True)  # as after a Tab
    if not take_focus(window):
        return [Problem("focus", describe(window), "the window could not take the focus to be measured")]
    had = QApplication.focusWidget()
    problems = []
    for w in focus_candidates(root, limit):
        if in_scroll_area(w, root) and w.visibleRegion().isEmpty():
            continue
        seen_whole(w, root)
        measured = _focus_measured(w, root)
        if measured is not None and measured[0] < FOCUS_RATIO:
            problems.append(Problem("focus", describe(w), measured[1]))
    if had is not None:
        had.setFocus(Qt.FocusReason.OtherFocusReason)
    else:
        root.setFocus(Qt.FocusReason.OtherFocusReason)
    QApplication.processEvents()
    return problems
