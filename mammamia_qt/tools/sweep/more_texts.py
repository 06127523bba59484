"""The texts a widget draws that are not a label's or a button's: a tab's title, a group box's
title, a drop-down's current choice. Each is a ``Part``: where it is drawn (the widget's own
coordinates), in what font and colour, and how wide its text is, so the fit and contrast checks
treat it as they treat a label."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionGroupBox,
    QTabBar,
    QWidget,
)


@dataclass(frozen=True)
class Part:
    widget: QWidget
    name: str
    box: QRect
    font: QFont
    colour: QColor
    need: int  # the width its text needs
    room: int  # the width it has


def _shown(text: str) -> str:
    """A text as drawn: an access key's "&" is not drawn, "&&" is one "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _tabs(bar: QTabBar) -> Iterator[Part]:
    for i in range(bar.count()):
        text = _shown(bar.tabText(i))
        rect = bar.tabRect(i)
        colour = bar.tabTextColor(i)
        if not colour.isValid():
            colour = bar.palette().color(QPalette.ColorRole.WindowText)
        yield Part(bar, f"QTabBar {bar.objectName()!r} tab {text!r}", rect.adjusted(6, 4, -6, -4), bar.font(),
                   colour, bar.tabSizeHint(i).width(), rect.width())  # fmt: skip


def _group_title(box: QGroupBox) -> Iterator[Part]:
    if not box.title().strip():
        return
    option = QStyleOptionGroupBox()
    box.initStyleOption(option)
    rect = box.style().subControlRect(
        QStyle.ComplexControl.CC_GroupBox, option, QStyle.SubControl.SC_GroupBoxLabel, box
    )
    text = _shown(box.title())
    need = QFontMetrics(box.font()).horizontalAdvance(text)
    yield Part(box, f"QGroupBox {box.objectName()!r} title {text!r}", rect, box.font(),
               box.palette().color(QPalette.ColorRole.WindowText), need, box.width() - max(0, rect.left()))  # fmt: skip


def _combo(combo: QComboBox) -> Iterator[Part]:
    text = combo.currentText()
    if not text.strip():
        return
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    rect = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    need = QFontMetrics(combo.font()).horizontalAdvance(text)
    if not combo.itemIcon(combo.currentIndex()).isNull():
        need += combo.iconSize().width() + 4
    yield Part(combo, f"QComboBox {combo.objectName()!r} {text[:60]!r}", rect, combo.font(),
               combo.palette().color(QPalette.ColorRole.ButtonText), need, rect.width())  # fmt: skip


def parts(root: QWidget) -> list[Part]:
    """Every tab title, group box title and drop-down choice shown in ``root``."""
    found: list[Part] = []
    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(root):
            continue
        if isinstance(w, QTabBar):
            found += _tabs(w)
        elif isinstance(w, QGroupBox):
            found += _group_title(w)
        elif isinstance(w, QComboBox):
            found += _combo(w)
    return found
