"""The Settings dialog: animation speed, AI pace, sound, the look (theme, text size, motion),
fullscreen on start, kiosk mode."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.ui.common.fit import ComboBox, fit_dialog
from mammamia_qt.ui.common.i18n import LANGUAGES, Languages
from mammamia_qt.ui.common.names import speed_label
from mammamia_qt.ui.common.settings import TEXT_SCALES, THEMES, AppSettings, Speed


class SettingsDialog(QDialog):
    """Edits an ``AppSettings``; ``result_settings()`` gives the edited copy."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setWindowTitle(self.tr("Settings"))
        self.setMinimumWidth(560)

        buttons = self._build_buttons()
        layout = QVBoxLayout(self)
        layout.setSpacing(14)
        layout.addWidget(self._build_table_box(settings))
        layout.addWidget(self._build_sound_box(settings))
        layout.addWidget(self._build_looks_box(settings))
        layout.addWidget(self._build_window_box(settings))
        layout.addWidget(self._build_kiosk_box(settings))
        layout.addLayout(self._build_language(settings))
        layout.addStretch(1)
        layout.addWidget(buttons)

        self.retranslate()
        fit_dialog(self, buttons)  # fits a 1024x600 screen (scrolling if need be)

    def _build_table_box(self, settings: AppSettings) -> QGroupBox:
        """At the table: the animation speed, the AI's pace, when a lost phone's seat goes to the computer."""
        self.speed = ComboBox()
        self.ai_pace = ComboBox()
        for box in (self.speed, self.ai_pace):
            for name in Speed:
                box.addItem(speed_label(name), name.value)
        self.speed.setCurrentIndex(list(Speed).index(settings.animation_speed))
        self.ai_pace.setCurrentIndex(list(Speed).index(settings.ai_pace))
        self.speed.setAccessibleName(self.tr("Animation speed"))
        self.ai_pace.setAccessibleName(self.tr("AI pace"))
        self.ai_pace.setToolTip(self.tr("How long computer players take before they play"))
        self.phone_lost = QSpinBox()
        self.phone_lost.setRange(10, 600)
        self.phone_lost.setSingleStep(10)
        self.phone_lost.setValue(settings.phone_lost_seconds)
        table = self.table_box = QGroupBox(self.tr("At the table"))
        form = self._table_form = QFormLayout(table)
        form.addRow(self.tr("Animation speed:"), self.speed)
        form.addRow(self.tr("AI pace:"), self.ai_pace)
        form.addRow(self.tr("A lost phone's seat to the computer after:"), self.phone_lost)
        self.coach = QCheckBox(self.tr("Memory coach: a question at each reveal"))
        self.coach.setChecked(settings.coach_after_reveal)
        form.addRow(self.coach)
        return table

    def _build_sound_box(self, settings: AppSettings) -> QGroupBox:
        """Sound: the effects' volume, and mute (M switches it at the table too)."""
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.sound_volume)
        self.volume_value = QLabel()
        self.volume_value.setMinimumWidth(self.volume_value.fontMetrics().horizontalAdvance("100 %") + 4)
        self.volume.valueChanged.connect(self._show_volume)
        self.muted = QCheckBox()
        self.muted.setChecked(settings.sound_muted)
        row = QHBoxLayout()
        row.addWidget(self.volume, 1)
        row.addWidget(self.volume_value)
        sound = self.sound_box = QGroupBox()
        self.volume_label = QLabel()
        self.volume_label.setBuddy(self.volume)
        form = QFormLayout(sound)
        form.addRow(self.volume_label, row)
        form.addRow(self.muted)
        return sound

    def _show_volume(self, value: int) -> None:
        """The volume beside the slider, and to screen readers as the slider's description (its
        accessible value is the bare number)."""
        text = self.tr("{volume} %").format(volume=value)
        self.volume_value.setText(text)
        self.volume.setAccessibleDescription(text)

    def _build_looks_box(self, settings: AppSettings) -> QGroupBox:
        """Looks: the theme, the text size, reduced motion (each applied when the dialog is confirmed)."""
        self.theme = ComboBox()
        for name in THEMES:
            self.theme.addItem(name, name)
        self.theme.setCurrentIndex(THEMES.index(settings.theme))
        self.text_scale = ComboBox()
        for percent in TEXT_SCALES:
            self.text_scale.addItem(f"{percent} %", percent)
        self.text_scale.setCurrentIndex(TEXT_SCALES.index(settings.text_scale))
        self.reduced_motion = QCheckBox()
        self.reduced_motion.setChecked(settings.reduced_motion)
        looks = self.looks_box = QGroupBox()
        form = self._looks_form = QFormLayout(looks)
        form.addRow(QLabel(), self.theme)  # (their words: _retranslate_looks)
        form.addRow(QLabel(), self.text_scale)
        form.addRow(self.reduced_motion)
        return looks

    def _retranslate_looks(self) -> None:
        names = {
            "light": self.tr("Light"),
            "dark": self.tr("Dark"),
            "high-contrast": self.tr("High contrast"),
        }
        for i in range(self.theme.count()):
            self.theme.setItemText(i, names[self.theme.itemData(i)])
        self.looks_box.setTitle(self.tr("Looks"))
        for field, text in ((self.theme, self.tr("Theme:")), (self.text_scale, self.tr("Text size:"))):
            label = cast(QLabel, self._looks_form.labelForField(field))
            label.setText(text)
            label.setBuddy(field)  # what a screen reader names the box by (its name is its value)
        self.reduced_motion.setText(self.tr("Reduced motion: cards fade instead of flying"))

    def _build_window_box(self, settings: AppSettings) -> QGroupBox:
        """Window: fullscreen on start, and that F11 switches it."""
        self.fullscreen = QCheckBox(self.tr("Start in fullscreen"))
        self.fullscreen.setChecked(settings.fullscreen_on_start)
        window = self.window_box = QGroupBox(self.tr("Window"))
        wlay = QVBoxLayout(window)
        wlay.addWidget(self.fullscreen)
        hint = self.fullscreen_hint = QLabel(self.tr("F11 switches fullscreen at any time."))
        hint.setProperty("role", "muted")
        wlay.addWidget(hint)
        return window

    def _build_kiosk_box(self, settings: AppSettings) -> QGroupBox:
        """Kiosk: start in kiosk mode, back to the demo when idle, where the operator PIN is."""
        self.kiosk = QCheckBox(self.tr("Start in kiosk mode"))
        self.kiosk.setChecked(settings.kiosk)
        self.kiosk_idle = QSpinBox()
        self.kiosk_idle.setRange(15, 3600)
        self.kiosk_idle.setSingleStep(15)
        self.kiosk_idle.setValue(settings.kiosk_idle_seconds)
        self.kiosk_idle.setSuffix(self.tr(" s"))
        self.kiosk_idle.setAccessibleName(self.tr("Back to the demo after this many idle seconds"))
        kiosk = QGroupBox(self.tr("Kiosk"))
        kform = QFormLayout(kiosk)
        kform.addRow(self.kiosk)
        kform.addRow(self.tr("Back to the demo when idle for:"), self.kiosk_idle)
        self.attract_sound = QCheckBox()
        self.attract_sound.setChecked(settings.kiosk_attract_sound)
        kform.addRow(self.attract_sound)
        self.kiosk_keep_demo = QCheckBox(self.tr("Keep the demo's games in the game history"))
        self.kiosk_keep_demo.setChecked(settings.kiosk_keep_demo_games)
        kform.addRow(self.kiosk_keep_demo)
        khint = QLabel(self.tr("The operator PIN (kiosk/pin in the configuration file) unlocks kiosk mode."))
        khint.setProperty("role", "muted")
        khint.setWordWrap(True)
        kform.addRow(khint)
        return kiosk

    def _build_language(self, settings: AppSettings) -> QVBoxLayout:
        """The language group (between the window group and the buttons), in its slot."""
        self.language_slot = QVBoxLayout()
        self.language_box = QGroupBox()
        self.language = ComboBox()
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)  # each language in its own name
        self._shown_language = settings.language or Languages.instance().current
        self.language.setCurrentIndex(max(0, self.language.findData(self._shown_language)))
        QVBoxLayout(self.language_box).addWidget(self.language)
        self.language_slot.addWidget(self.language_box)
        return self.language_slot

    def _build_buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setProperty("role", "primary")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        return buttons

    def retranslate(self) -> None:
        """Every text of the dialog in the current language."""
        self.setWindowTitle(self.tr("Settings"))
        for box in (self.speed, self.ai_pace):
            for i in range(box.count()):
                box.setItemText(i, speed_label(box.itemData(i)))
        self.speed.setAccessibleName(self.tr("Animation speed"))
        self.ai_pace.setAccessibleName(self.tr("AI pace"))
        self.ai_pace.setToolTip(self.tr("How long computer players take before they play"))
        self.fullscreen.setText(self.tr("Start in fullscreen"))
        self.table_box.setTitle(self.tr("At the table"))
        form = self._table_form
        cast(QLabel, form.labelForField(self.speed)).setText(self.tr("Animation speed:"))
        cast(QLabel, form.labelForField(self.ai_pace)).setText(self.tr("AI pace:"))
        cast(QLabel, form.labelForField(self.phone_lost)).setText(
            self.tr("A lost phone's seat to the computer after:")
        )
        self.phone_lost.setSuffix(self.tr(" s"))
        self.phone_lost.setToolTip(
            self.tr(
                "When a phone has been lost this long, the table offers to let the computer play its seat"
            )
        )
        self.coach.setText(self.tr("Memory coach: a question at each reveal"))
        self.coach.setToolTip(
            self.tr(
                "When one person plays at the screen: before the oven is turned, a question about the round"
            )
        )
        self.window_box.setTitle(self.tr("Window"))
        self.sound_box.setTitle(self.tr("Sound"))
        self.volume_label.setText(self.tr("Volume:"))
        self.volume.setAccessibleName(self.tr("Sound volume"))
        self._show_volume(self.volume.value())
        self.muted.setText(self.tr("Mute the sound (M switches it at any time)"))
        self.attract_sound.setText(
            self.tr("Sound in the demo games (only once someone has touched the screen)")
        )
        self._retranslate_looks()
        self.fullscreen_hint.setText(self.tr("F11 switches fullscreen at any time."))
        self.language_box.setTitle(self.tr("Language"))
        self.language.setAccessibleName(self.tr("Language"))
        self.language.setAccessibleDescription(
            self.tr("Language")
        )  # no label beside it: see new_game.SeatRow
        self.language.setToolTip(self.tr("The game switches at once; every window follows."))

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _chosen_language(self) -> str | None:
        """The picked language; None (keep following the system) if none was saved and none picked."""
        code = self.language.currentData()
        if self._settings.language is None and code == self._shown_language:
            return None
        return code

    def result_settings(self) -> AppSettings:
        return self._settings.replace(
            language=self._chosen_language(),
            animation_speed=self.speed.currentData(),
            ai_pace=self.ai_pace.currentData(),
            fullscreen_on_start=self.fullscreen.isChecked(),
            kiosk=self.kiosk.isChecked(),
            kiosk_attract_sound=self.attract_sound.isChecked(),
            sound_volume=self.volume.value(),
            sound_muted=self.muted.isChecked(),
            kiosk_idle_seconds=self.kiosk_idle.value(),
            kiosk_keep_demo_games=self.kiosk_keep_demo.isChecked(),
            phone_lost_seconds=self.phone_lost.value(),
            coach_after_reveal=self.coach.isChecked(),
            theme=self.theme.currentData(),
            text_scale=self.text_scale.currentData(),
            reduced_motion=self.reduced_motion.isChecked(),
        )
