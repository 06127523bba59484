"""What a screen reader hears of a drop-down or a slider is what it shows: a combo box's accessible
value is its current text after every change (and after a language change), a slider's value is its
number and its description the value as shown beside it ("40 %", "Step 7 of 120")."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QComboBox, QSlider, QWidget

from mammamia_qt.engine.cards import COLOURS
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.dialogs.new_game import NewGameDialog
from mammamia_qt.ui.dialogs.settings import SettingsDialog


def _value(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.text(QAccessible.Text.Value)


def _dialogs(qtbot) -> list[QWidget]:
    dialogs: list[QWidget] = [NewGameDialog(CardArt()), SettingsDialog(AppSettings())]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
    return dialogs


def _combos(dialog: QWidget) -> list[QComboBox]:
    return [c for c in dialog.findChildren(QComboBox) if c.isVisibleTo(dialog) and c.count()]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_combo_box_says_what_it_shows_after_each_change(qtbot, languages, lang: str) -> None:
    assert languages.set_language(lang)
    for dialog in _dialogs(qtbot):
        combos = _combos(dialog)
        assert len(combos) >= 4, dialog
        for combo in combos:
            assert _value(combo) == combo.currentText() != "", combo.accessibleName()
            if combo.itemData(0) in COLOURS:  # two seats may not share a colour: each keeps its own
                continue
            for index in [*range(combo.count())[::-1], 0]:
                combo.setCurrentIndex(index)
                assert _value(combo) == combo.currentText() != "", (combo.accessibleName(), index)


def test_a_seat_set_to_a_computer_level_is_said_to_be_one(qtbot, languages) -> None:
    assert languages.set_language("de")
    dialog = NewGameDialog(CardArt())
    qtbot.addWidget(dialog)
    dialog.show()
    kinds = [c for c in _combos(dialog) if c.findData("expert") >= 0]
    assert kinds
    for combo in kinds:
        combo.setCurrentIndex(combo.findData("expert"))
        assert _value(combo) == combo.currentText() == "KI: Profi"
    assert languages.set_language("en")  # the words change, the value follows
    assert [_value(c) for c in kinds] == [c.currentText() for c in kinds] == ["AI: expert"] * len(kinds)


def test_the_volume_slider_says_its_value_as_shown(qtbot, languages) -> None:
    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    dialog.show()
    sliders = dialog.findChildren(QSlider)
    assert sliders == [dialog.volume]
    for value in (0, 35, 100):
        dialog.volume.setValue(value)
        assert _value(dialog.volume) == str(value)
        assert dialog.volume.accessibleDescription() == dialog.volume_value.text() == f"{value} %"
    assert languages.set_language("de")
    assert dialog.volume.accessibleDescription() == dialog.volume_value.text() == "100 %"
