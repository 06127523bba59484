"""What a screen reader says a drop-down is for. On Linux, Qt's AT-SPI bridge names a combo box by
its shown value ("Gelb", "KI: mittel") and ignores the accessible name set on it; what the box is
for comes from a label whose buddy it is, or from its description. Every drop-down of New game,
Settings, the replay and the statistics says what it is for, in German as in English."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QComboBox, QWidget

from mammamia_qt.archive import Archive
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.dialogs.new_game import NewGameDialog
from mammamia_qt.ui.dialogs.settings import SettingsDialog
from mammamia_qt.ui.history.replay_viewer import ReplayViewer
from mammamia_qt.ui.history.stats_tab import StatisticsTab


def heard_for(combo: QComboBox) -> str:
    """What the box is for, as AT-SPI hands it on: the texts of the labels whose buddy it is (not
    the title of the group around it, which names the group), then its description."""
    interface = QAccessible.queryAccessibleInterface(combo)
    assert interface is not None
    labels = [
        other.text(QAccessible.Text.Name)
        for other, _ in interface.relations(QAccessible.RelationFlag.Label)
        if other.role() == QAccessible.Role.StaticText
    ]
    return " ".join([*labels, interface.text(QAccessible.Text.Description)]).strip()


def _screens(qtbot, tmp_path) -> list[QWidget]:
    screens: list[QWidget] = [
        NewGameDialog(CardArt()),
        SettingsDialog(AppSettings()),
        ReplayViewer(CardArt(), speed="instant"),
        StatisticsTab(Archive.in_folder(tmp_path)),
    ]
    for screen in screens:
        qtbot.addWidget(screen)
    return screens


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_drop_down_says_what_it_is_for(qtbot, tmp_path, languages, lang):
    languages.set_language(lang)
    screens = _screens(qtbot, tmp_path)  # held here: a dialog without a parent lives as long as its name
    combos = [c for screen in screens for c in screen.findChildren(QComboBox)]
    assert len(combos) >= 12  # four seats' two boxes, who starts, the settings' five, replay, player
    for combo in combos:
        heard = heard_for(combo).strip(" :")
        assert heard, f"{combo.accessibleName()!r} is heard only as its value {combo.currentText()!r}"
        assert heard != combo.currentText()


def test_a_seats_boxes_say_which_seat_they_set(qtbot, languages):
    languages.set_language("de")
    dialog = NewGameDialog(CardArt())
    qtbot.addWidget(dialog)
    row = dialog._rows[1]
    assert heard_for(row.colour) == "Farbe auf Platz 2"
    assert heard_for(row.kind).endswith("Platz 2")
