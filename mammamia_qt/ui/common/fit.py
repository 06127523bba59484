"""Fitting windows and texts to the screen: from a 1024x600 netbook to a 4K display.

- ``fit_dialog`` puts a dialog's body into a scroll area (the buttons stay below it) and keeps the
  dialog inside the available screen, so a long form stays usable on a small screen;
- ``fit_button_text`` makes a button's text fit its width by scaling the whole text evenly (never
  squeezing glyphs, never eliding), for texts that a translation makes long;
- ``ComboBox`` is the drop-down every screen uses: as wide as its longest choice as it is drawn.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QGuiApplication, QIcon, QPalette
from PySide6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QScrollBar,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStylePainter,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.ui.common.phrases import ZERO_WIDTH_SPACE, phrased, plain

KEY_HINT = re.compile(r"\s*\[[^\]]{1,12}\]\s*$")
"""A key hint at the end of a button's text, such as "  [Space]"."""
SCREEN_MARGIN = 8
"""Room kept free around a dialog on the screen (and for its title bar, DECORATION more)."""
DECORATION = 32
SCROLL_NAME = "dialogScroll"
"""The object name of the scroll area ``fit_dialog`` puts a dialog's body in."""


def keep_counts(text: str) -> str:
    """``text`` with each count bound to its kind by no-break spaces: "1 × Pepper" never breaks."""
    return text.replace(" × ", "\u00a0×\u00a0")


def available_rect(widget: QWidget) -> QRect:
    """The available area (without panels) of the screen ``widget`` is on, or of the primary one."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return QRect(0, 0, 1024, 600)
    return screen.availableGeometry()


def on_screen(widget: QWidget, size: QSize) -> QSize:
    """``size``, smaller where the available screen (less room for a title bar) is smaller."""
    return _bounded(size, available_rect(widget.parentWidget() or widget))


def _bounded(size: QSize, area: QRect) -> QSize:
    return QSize(
        max(1, min(size.width(), area.width() - 2 * SCREEN_MARGIN)),
        max(1, min(size.height(), area.height() - 2 * SCREEN_MARGIN - DECORATION)),
    )


class _KeepOnScreen(QObject):
    """Clamps the dialog it filters to the available screen each time it is shown.

    It keeps nothing of its own: Qt's parent owns it, and its Python side may be made anew for a
    dialog that outlived the code that made it, so it finds the dialog's scroll area by name."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() == QEvent.Type.Show and isinstance(watched, QDialog):
            scroll = watched.findChild(QScrollArea, SCROLL_NAME)
            if scroll is not None:
                place_dialog(watched, scroll)
        return False


def wanted_size(dialog: QDialog, scroll: QScrollArea) -> QSize:
    """The dialog's size with its whole body shown (no scroll bars needed)."""
    inner, outer = scroll.widget(), dialog.layout()
    body = inner.sizeHint() if inner is not None else QSize()
    extra = (outer.sizeHint() if outer is not None else QSize()) - scroll.sizeHint()  # buttons, margins
    bar = scroll.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
    return QSize(body.width() + max(0, extra.width()) + bar, body.height() + max(0, extra.height()))


def place_dialog(dialog: QDialog, scroll: QScrollArea) -> None:
    """Size the dialog for its body, within the available screen, and keep it on that screen."""
    area = available_rect(dialog.parentWidget() or dialog)
    size = _bounded(
        wanted_size(dialog, scroll).expandedTo(dialog.size() if dialog.isVisible() else QSize()), area
    )
    dialog.resize(size)
    geo = dialog.frameGeometry()
    x = min(max(geo.x(), area.left()), area.right() + 1 - geo.width())
    y = min(max(geo.y(), area.top()), area.bottom() + 1 - geo.height())
    if (x, y) != (geo.x(), geo.y()):
        dialog.move(max(area.left(), x), max(area.top(), y))


def fit_dialog(dialog: QDialog, footer: QWidget | None = None) -> QScrollArea:
    """Move ``dialog``'s layout (all but ``footer``) into a scroll area and keep the dialog on screen.

    Call at the end of the dialog's ``__init__``; returns the scroll area.
    """
    layout = dialog.layout()
    if layout is None:
        raise ValueError("fit_dialog needs a dialog with its layout set")
    if footer is not None:
        layout.removeWidget(footer)
    body = QWidget()
    body.setObjectName("dialogBody")
    body.setLayout(layout)  # takes the layout (and its widgets) over from the dialog
    scroll = QScrollArea(dialog)
    scroll.setObjectName(SCROLL_NAME)
    scroll.setAccessibleName(dialog.windowTitle())  # reached by Tab to scroll: named as its dialog
    dialog.windowTitleChanged.connect(scroll.setAccessibleName)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    scroll.setStyleSheet("#dialogScroll, #dialogBody { background: transparent; }")
    scroll.viewport().setAutoFillBackground(False)
    scroll.setWidget(body)
    outer = QVBoxLayout(dialog)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(scroll, 1)
    if footer is not None:
        margins = layout.contentsMargins()
        row = QVBoxLayout()
        row.setContentsMargins(margins.left(), 0, margins.right(), margins.bottom())
        row.addWidget(footer)
        outer.addLayout(row)
    dialog.setMinimumSize(QSize(320, 240))
    dialog.installEventFilter(_KeepOnScreen(dialog))
    wheel_scrolls(scroll)
    place_dialog(dialog, scroll)
    return scroll


class _WheelScrolls(QObject):
    """Sends the wheel over a control that has no keyboard focus to the scroll area instead."""

    def __init__(self, scroll: QScrollArea) -> None:
        super().__init__(scroll)
        self._scroll = scroll

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget) or watched.hasFocus():
            return False
        QCoreApplication.sendEvent(self._scroll.verticalScrollBar(), event)
        return True


def wheel_scrolls(scroll: QScrollArea) -> None:
    """In ``scroll``, a drop-down, number field or slider takes the mouse wheel only once it has the
    keyboard focus (a click or Tab gives it): the wheel passing over one scrolls the page and
    changes nothing (the theme became High contrast by accident). A scroll bar is no such control:
    it never takes the keyboard focus, and the wheel over a list's own bar scrolls the list (made
    to take the focus, History's list bar was a Tab stop that showed no focus)."""
    guard = _WheelScrolls(scroll)
    body = scroll.widget()
    for control in body.findChildren(QWidget) if body is not None else []:
        if isinstance(control, QScrollBar):
            continue
        if isinstance(control, QComboBox | QAbstractSpinBox | QAbstractSlider):
            control.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the wheel gives no focus
            control.installEventFilter(guard)


class ComboBox(QComboBox):
    """A drop-down whose size hint holds its longest choice whole. Qt sizes a drop-down by its
    choices' ink (``QFontMetrics.boundingRect``), narrower than the text as it is drawn (its advance:
    "ピンク" 6 px, "Round 1" at 4K 3 px), and the style draws the choice 1 px in from each side of its
    field: the hint is widened by what the field lacks for the widest choice."""

    def _widened(self, hint: QSize) -> QSize:
        if (
            self.count() == 0
            or self.sizeAdjustPolicy() == QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        ):
            return hint
        metrics = QFontMetrics(self.font())
        need = max(metrics.horizontalAdvance(self.itemText(i)) for i in range(self.count())) + 2
        if any(not self.itemIcon(i).isNull() for i in range(self.count())):
            need += self.iconSize().width() + 4
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        option.rect = QRect(0, 0, hint.width(), hint.height())
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        return QSize(hint.width() + max(0, need - field.width()), hint.height())

    def sizeHint(self) -> QSize:  # Qt override
        return self._widened(super().sizeHint())

    def minimumSizeHint(self) -> QSize:  # Qt override
        hint = super().minimumSizeHint()
        if self.sizeAdjustPolicy() != QComboBox.SizeAdjustPolicy.AdjustToContents:
            return hint  # (it may be narrower than its choices: a layout gives it its size hint)
        return self._widened(hint)


def button_text_width(button: QPushButton) -> int:
    """What the button needs for its text and icon at its current font (the style's padding
    included); a text set on several lines needs its widest line."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    metrics = QFontMetrics(button.font())
    lines = button.text().replace("&&", "&").split("\n")
    content = QSize(max(metrics.horizontalAdvance(line) for line in lines), metrics.height())
    if not button.icon().isNull():
        content.setWidth(content.width() + button.iconSize().width() + 4)
    return button.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, option, content, button).width()


def text_fits(button: QPushButton) -> bool:
    """Whether the button's text and icon are shown whole at its current width."""
    return button_text_width(button) <= button.width()


def fit_button_text(button: QPushButton, pixel_size: int, smallest: int = 9) -> None:
    """Set the button's font to ``pixel_size`` px, smaller (the whole text evenly) if it would be cut."""
    font = button.font()
    size = max(1, pixel_size)
    while True:
        font.setPixelSize(size)
        button.setFont(font)
        if size <= smallest or button.width() <= 0 or button_text_width(button) <= button.width():
            return
        size -= 1


class PhraseLabel(QLabel):
    """A wrapping label whose Japanese breaks between phrases only (``phrases.phrased``); ``text()``
    gives the text as set, and a screen reader hears it without the invisible marks."""

    def setText(self, text: str) -> None:  # the text as Qt lays it out
        shown = phrased(text)
        super().setText(shown)
        self.setAccessibleName(text if shown != text else "")

    def text(self) -> str:
        return plain(super().text())


class WrapButton(QPushButton):
    """A push button whose text wraps onto more lines when the layout gives it less than one line's width.

    Translations make some labels long ("Ask for 1 × Pineapple, 1 × Pepper"); the text is never
    cut, squeezed or elided: the button grows taller instead.
    """

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._key_hints = True
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def setSizePolicy(self, *args) -> None:  # Qt override
        policy = args[0] if len(args) == 1 else QSizePolicy(*args)
        policy.setHeightForWidth(True)
        if policy.verticalPolicy() == QSizePolicy.Policy.Fixed:
            policy.setVerticalPolicy(QSizePolicy.Policy.Minimum)  # it may grow for a second line
        super().setSizePolicy(policy)

    def _chrome(self) -> QSize:
        """Border, padding and icon around the text (what is not the text itself)."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        icon = self.iconSize().width() + 4 if not self.icon().isNull() else 0
        probe = QSize(0, 400)  # taller than any min-height, so only border and padding are added
        full = self.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, option, probe, self)
        return QSize(full.width() + icon, full.height() - probe.height())

    def _text_rect(self, width: int) -> QRect:
        metrics = QFontMetrics(self.font())
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        return metrics.boundingRect(QRect(0, 0, max(1, width), 100000), flags, self._shown_text())

    def set_key_hints(self, on: bool) -> None:
        """Show or leave out the key in brackets ("[Space]"): a touch kiosk has no keyboard."""
        if on != self._key_hints:
            self._key_hints = on
            self.updateGeometry()
            self.update()

    def key_hints(self) -> bool:
        """Whether the key is shown: not if this button or a widget it sits in says ``keyHints`` false."""
        if not self._key_hints:
            return False
        widget = self.parentWidget()
        while widget is not None:
            if widget.property("keyHints") is False:
                return False
            widget = widget.parentWidget()
        return True

    def _shown_text(self) -> str:
        """The text as drawn: a count stays with its ingredient ("1 × Pepper" never breaks)."""
        text = self.text()
        if not self.key_hints():
            text = KEY_HINT.sub("", text)
        return phrased(keep_counts(text).replace("  [", "\u00a0["))

    def sizeHint(self) -> QSize:  # Qt override
        hint = super().sizeHint()
        if self.key_hints():
            return hint
        metrics = QFontMetrics(self.font())
        cut = metrics.horizontalAdvance(self.text()) - metrics.horizontalAdvance(self._shown_text())
        return QSize(hint.width() - max(0, cut), hint.height())

    def minimumSizeHint(self) -> QSize:  # Qt override
        """As narrow as its widest word (Japanese: its widest phrase, ``phrased`` marks where a
        line may break between phrases with a zero width space)."""
        metrics = QFontMetrics(self.font())
        words = self._shown_text().replace(ZERO_WIDTH_SPACE, " ").split() or [""]
        widest = max(metrics.horizontalAdvance(word) for word in words)
        return QSize(widest + self._chrome().width() + 2, super().sizeHint().height())

    def hasHeightForWidth(self) -> bool:  # Qt override
        return True

    def heightForWidth(self, width: int) -> int:  # Qt override
        chrome = self._chrome()
        text = self._text_rect(width - chrome.width()).height()
        return max(super().sizeHint().height(), text + chrome.height())

    def paintEvent(self, event) -> None:  # Qt override
        option = QStyleOptionButton()
        self.initStyleOption(option)
        text, icon = self._shown_text(), QIcon(option.icon)  # copies: the option's members are reused
        option.text, option.icon = "", QIcon()
        painter = QStylePainter(self)
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
        option.text = text
        contents = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, self)
        text_rect = self._text_rect(
            contents.width() - (self.iconSize().width() + 4 if not icon.isNull() else 0)
        )
        block_w = text_rect.width() + (self.iconSize().width() + 4 if not icon.isNull() else 0)
        x = contents.left() + max(0, (contents.width() - block_w) // 2)
        if not icon.isNull():
            mode = QIcon.Mode.Normal if self.isEnabled() else QIcon.Mode.Disabled
            side = self.iconSize()
            pix = icon.pixmap(side, self.devicePixelRatioF(), mode)
            painter.drawPixmap(x, contents.center().y() - side.height() // 2, pix)
            x += side.width() + 4
        area = QRect(x, contents.top(), contents.right() - x + 1, contents.height())
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        self.style().drawItemText(painter, area, flags, self.palette(), self.isEnabled(), text,
                                  QPalette.ColorRole.ButtonText)  # fmt: skip
