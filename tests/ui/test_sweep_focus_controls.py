"""Every kind of control the screens use shows the keyboard focus in every theme, at least 3:1
against its neighbours (the sweep's focus check): tool buttons, check boxes and options, a chosen
(checked) button, and the accent buttons standing on the wood of the kiosk's pages. Taking the
focus does not take room from a control's text either (its edge is as wide as its ring)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.tools.sweep.look_checks import focus_problems
from mammamia_qt.ui.common import themes
from mammamia_qt.ui.common.style import apply_style

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")


@pytest.fixture(params=themes.THEME_NAMES)
def themed(request, styled):
    before = themes.theme().name
    themes.set_current(request.param)
    apply_style(styled, theme_name=request.param)
    yield themes.theme()
    themes.set_current(before)
    apply_style(styled, theme_name=before)


def _button(text: str, **props: str) -> QPushButton:
    button = QPushButton(text)
    for key, value in props.items():
        button.setProperty(key, value)
    return button


def _window(qtbot, t: themes.Theme) -> tuple[QWidget, QWidget, QWidget]:
    """A dialog's paper with plain controls over a kiosk page's wood with its big buttons."""
    root = QWidget()
    qtbot.addWidget(root)
    paper, wood = QWidget(root), QWidget(root)
    paper.setObjectName("paper")
    wood.setObjectName("quickStart")
    root.setStyleSheet(f"#paper {{ background: {t.surface}; }} #quickStart {{ background: {t.window}; }}")
    for w in (paper, wood):
        w.setAutoFillBackground(True)
    tool = QToolButton()
    tool.setText("‹")
    checked = _button("Classic")
    checked.setCheckable(True)
    checked.setChecked(True)
    row = QHBoxLayout(paper)
    for w in (tool, QCheckBox("Memory aid"), QRadioButton("Plus"), checked, QComboBox()):
        row.addWidget(w)
    chosen = _button("Plus", role="big", tab="true")
    chosen.setCheckable(True)
    chosen.setChecked(True)
    big = QHBoxLayout(wood)
    for w in (chosen, _button("Play", role="big", accent="true")):
        big.addWidget(w)
    layout = QVBoxLayout(root)
    layout.addWidget(paper)
    layout.addWidget(wood)
    root.resize(900, 260)
    root.show()
    root.activateWindow()
    qtbot.waitUntil(root.isActiveWindow)
    return root, paper, wood


def test_every_control_shows_its_focus_in_every_theme(qtbot, themed):
    root, paper, wood = _window(qtbot, themed)
    assert [(p.widget, p.figure) for p in focus_problems(paper) + focus_problems(wood)] == []


def _text_room(control: QWidget) -> QSize:
    """Where the style lets ``control`` write its text."""
    if isinstance(control, QComboBox):
        option = QStyleOptionComboBox()
        control.initStyleOption(option)
        field = QStyle.SubControl.SC_ComboBoxEditField
        return (
            control.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option, field, control).size()
        )
    assert isinstance(control, QPushButton)
    button = QStyleOptionButton()
    control.initStyleOption(button)
    return control.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, button, control).size()


def test_taking_the_focus_keeps_a_controls_room_for_its_text(qtbot, themed):
    root, paper, wood = _window(qtbot, themed)
    for control in (
        *paper.findChildren(QPushButton),
        *wood.findChildren(QPushButton),
        *paper.findChildren(QComboBox),
    ):
        control.clearFocus()
        qtbot.waitUntil(lambda c=control: not c.hasFocus())
        before = _text_room(control)
        control.setFocus()
        qtbot.waitUntil(control.hasFocus)
        assert _text_room(control) == before, type(control).__name__
