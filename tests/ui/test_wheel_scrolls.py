"""The mouse wheel over a scrolling dialog scrolls it: a drop-down, number field or slider under the
pointer takes the wheel only once it has the keyboard focus (the theme became High contrast by
accident while someone scrolled the settings)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from mammamia_qt.ui.common.fit import SCROLL_NAME
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.dialogs.settings import SettingsDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def wheel_down(widget: QWidget) -> None:
    at = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(at, QPointF(widget.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                        False)  # fmt: skip
    QApplication.sendEvent(widget, event)


def test_the_wheel_scrolls_the_settings_past_an_unfocused_drop_down(qtbot, styled) -> None:
    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.resize(600, 300)  # a small screen: the settings scroll
    qtbot.waitExposed(dialog)
    scroll = dialog.findChild(QScrollArea, SCROLL_NAME)
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0
    before = (dialog.theme.currentIndex(), dialog.volume.value(), dialog.phone_lost.value())
    for control in (dialog.theme, dialog.volume, dialog.phone_lost):
        bar.setValue(0)
        wheel_down(control)
        assert bar.value() > 0, control.objectName()  # the page scrolled
    assert (dialog.theme.currentIndex(), dialog.volume.value(), dialog.phone_lost.value()) == before
    dialog.theme.setFocus()
    qtbot.waitUntil(dialog.theme.hasFocus)
    wheel_down(dialog.theme)
    assert dialog.theme.currentIndex() != before[0]  # once chosen, the drop-down takes the wheel


def test_a_lists_scroll_bar_in_a_scrolling_page_takes_no_focus_and_its_wheel_scrolls_the_list(qtbot, styled):
    """History's games list lies in a scrolling page: its own scroll bar was made to take the focus
    like a slider, a Tab stop that showed nothing (the sweep: 'nothing changes when it takes the
    focus'), and the wheel over it went to the page instead of the list."""
    from PySide6.QtGui import QStandardItem, QStandardItemModel
    from PySide6.QtWidgets import QTableView, QVBoxLayout

    from mammamia_qt.ui.common.fit import wheel_scrolls

    scroll = QScrollArea()
    qtbot.addWidget(scroll)
    body = QWidget()
    column = QVBoxLayout(body)
    table = QTableView()
    model = QStandardItemModel(40, 2)
    for row in range(40):
        model.setItem(row, 0, QStandardItem(f"Game {row}"))
    table.setModel(model)
    table.setFixedHeight(200)
    column.addWidget(table)
    column.addSpacing(900)  # the page scrolls too
    scroll.setWidget(body)
    scroll.setWidgetResizable(True)
    wheel_scrolls(scroll)
    scroll.resize(400, 300)
    scroll.show()
    qtbot.waitExposed(scroll)
    bar = table.verticalScrollBar()
    assert bar.isVisible() and bar.maximum() > 0
    assert bar.focusPolicy() == Qt.FocusPolicy.NoFocus
    wheel_down(bar)
    assert bar.value() > 0  # the list scrolled
    assert scroll.verticalScrollBar().value() == 0  # not the page
