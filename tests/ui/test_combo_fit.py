"""Drop-downs hold their longest choice whole: every drop-down is a ``fit.ComboBox``, whose size
hint leaves its field room for the widest choice as it is drawn (Qt's own hint measures the ink, a
few pixels short: "ピンク" was cut in New game, "Round 1" in the replay on a 4K screen), in every
language at 150 % text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QComboBox, QWidget

import mammamia_qt
from mammamia_qt.tools.sweep import more_texts
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.fit import ComboBox
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.dialogs.new_game import NewGameDialog
from mammamia_qt.ui.dialogs.settings import SettingsDialog

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")

CHOICES = ("Runde 1", "ピンク", "Braun", "第 1 ラウンド", "Ronde 1")


def short_by(combo: QComboBox) -> int:
    """How many pixels the sweep's own measure of a shown drop-down (``more_texts.parts``, what
    ``mammamia-cli sweep`` reads as clipped) finds its field short of a choice, each choice shown in
    turn with the drop-down as wide as its size hint; 0 when every choice is whole."""
    holder, size, current = combo.parentWidget(), combo.size(), combo.currentIndex()
    assert holder is not None
    combo.resize(combo.sizeHint())
    short = 0
    for i in range(combo.count()):
        combo.setCurrentIndex(i)
        for part in more_texts.parts(holder):
            if part.widget is combo:
                short = max(short, part.need - part.room)
    combo.setCurrentIndex(current)
    combo.resize(size)
    return short


def _combo(qtbot, kind: type[QComboBox], pixel_size: int, icon: int) -> QComboBox:
    holder = QWidget()
    qtbot.addWidget(holder)
    combo = kind(holder)
    font = combo.font()
    font.setPixelSize(pixel_size)
    combo.setFont(font)
    swatch = QPixmap(max(1, icon), max(1, icon))
    swatch.fill(QColor("#c03a2b"))
    for text in CHOICES:
        if icon:
            combo.addItem(QIcon(swatch), text)
        else:
            combo.addItem(text)
    if icon:
        combo.setIconSize(QSize(icon, icon))
    holder.show()
    combo.holder = holder  # (kept alive while the test holds the drop-down)
    return combo


@pytest.mark.parametrize("pixel_size", [16, 24, 36, 48])
@pytest.mark.parametrize("icon", [0, 28])
def test_a_drop_down_is_as_wide_as_its_widest_choice_as_drawn(qtbot, styled, pixel_size, icon):
    assert short_by(_combo(qtbot, ComboBox, pixel_size, icon)) == 0


def test_qts_own_hint_is_short_of_the_choice_as_drawn(qtbot, styled):
    """What ``ComboBox`` mends: the measure above finds Qt's hint short under the style sheet."""
    assert short_by(_combo(qtbot, QComboBox, 36, 0)) >= 3


@pytest.mark.parametrize("lang", ["de", "en", "cs", "nl", "ja"])
def test_every_drop_down_of_new_game_and_settings_holds_its_choices_at_150(qtbot, styled, languages, lang):
    assert languages.set_language(lang)
    style.apply_theme(styled, "light", 1.5)
    try:
        for dialog in (NewGameDialog(CardArt()), SettingsDialog(AppSettings())):
            qtbot.addWidget(dialog)
            dialog.show()
            combos = [c for c in dialog.findChildren(QComboBox) if c.count()]
            assert combos
            short = {c.itemText(c.currentIndex()): short_by(c) for c in combos if short_by(c)}
            assert not short, f"{lang}: {short}"
            dialog.close()
    finally:
        style.apply_theme(styled, "light", 1.0)


def test_no_screen_makes_a_plain_qt_drop_down():
    """Every drop-down is a ``fit.ComboBox`` (a plain ``QComboBox`` has Qt's short hint)."""
    package = Path(mammamia_qt.__file__).parent
    made = [
        f"{path.relative_to(package)}:{n}"
        for path in package.rglob("*.py")
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\bQComboBox\(", line)
    ]
    assert made == []
