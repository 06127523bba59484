"""The Settings dialog: animation speed, AI pace, fullscreen on start."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from .settings import SPEEDS, AppSettings


def speed_label(name: str) -> str:
    """The display name of an animation speed or AI pace."""
    from PySide6.QtCore import QCoreApplication

    labels = {
        "slow": QCoreApplication.translate("Speed", "Slow"),
        "normal": QCoreApplication.translate("Speed", "Normal"),
        "fast": QCoreApplication.translate("Speed", "Fast"),
        "instant": QCoreApplication.translate("Speed", "Instant"),
    }
    return labels[name]


class SettingsDialog(QDialog):
    """Edits an ``AppSettings``; ``result_settings()`` gives the edited copy."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setWindowTitle(self.tr("Settings"))
        self.setMinimumWidth(560)

        self.speed = QComboBox()
        self.ai_pace = QComboBox()
        for box in (self.speed, self.ai_pace):
            for name in SPEEDS:
                box.addItem(speed_label(name), name)
        self.speed.setCurrentIndex(SPEEDS.index(settings.animation_speed))
        self.ai_pace.setCurrentIndex(SPEEDS.index(settings.ai_pace))
        self.speed.setAccessibleName(self.tr("Animation speed"))
        self.ai_pace.setAccessibleName(self.tr("AI pace"))
        self.ai_pace.setToolTip(self.tr("How long computer players take before they play"))
        self.fullscreen = QCheckBox(self.tr("Start in fullscreen"))
        self.fullscreen.setChecked(settings.fullscreen_on_start)

        table = QGroupBox(self.tr("At the table"))
        form = QFormLayout(table)
        form.addRow(self.tr("Animation speed:"), self.speed)
        form.addRow(self.tr("AI pace:"), self.ai_pace)

        window = QGroupBox(self.tr("Window"))
        wlay = QVBoxLayout(window)
        wlay.addWidget(self.fullscreen)
        hint = QLabel(self.tr("F11 switches fullscreen at any time."))
        hint.setProperty("role", "muted")
        wlay.addWidget(hint)

        # The language group goes here (between the window group and the buttons).
        self.language_slot = QVBoxLayout()

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setProperty("role", "primary")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.setSpacing(14)
        layout.addWidget(table)
        layout.addWidget(window)
        layout.addLayout(self.language_slot)
        layout.addStretch(1)
        layout.addWidget(buttons)

    def result_settings(self) -> AppSettings:
        return self._settings.model_copy(
            update={
                "animation_speed": self.speed.currentData(),
                "ai_pace": self.ai_pace.currentData(),
                "fullscreen_on_start": self.fullscreen.isChecked(),
            }
        )
