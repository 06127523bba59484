"""The About box (Game ▸ About Mamma Mia!): the version, the licence and the credits."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from mammamia_qt.ui.common.fit import fit_dialog
from mammamia_qt.version import version


class AboutDialog(QDialog):
    """The game's name and version, its licence (MIT) and who made the game and this edition."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel()
        self.heading.setObjectName("aboutHeading")
        self.heading.setProperty("role", "heading")  # the style sheet's heading type, in every theme and size
        self.version_label = QLabel()
        self.version_label.setObjectName("aboutVersion")
        self.licence_label = QLabel()
        self.credits_label = QLabel()
        for label in (self.heading, self.version_label, self.licence_label, self.credits_label):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setProperty("role", "primary")
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        for label in (self.heading, self.version_label, self.licence_label, self.credits_label):
            layout.addWidget(label)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self.retranslate()
        fit_dialog(self, self.buttons)  # fits a small screen and large text (scrolling if need be)
        self.close_button.setDefault(True)
        self.close_button.setFocus()

    def retranslate(self) -> None:
        """Every text in the current language (the version is a number in every language)."""
        self.setWindowTitle(self.tr("About Mamma Mia!"))
        self.heading.setText(self.tr("Mamma Mia!"))
        self.version_label.setText(self.tr("Version {version}").format(version=version()))
        self.licence_label.setText(self.tr("This edition is free software, released under the MIT licence."))
        self.credits_label.setText(
            self.tr(
                "Mamma Mia! is a card game by Uwe Rosenberg, published by Abacusspiele. The card art "
                "and the texts of this desktop edition are the project's own."
            )
        )
        self.close_button.setText(self.tr("Close"))
        self.close_button.setAccessibleName(self.tr("Close the About box"))
        for label in (self.heading, self.version_label, self.licence_label, self.credits_label):
            label.setAccessibleName(label.text())

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "close_button"):
            self.retranslate()
        super().changeEvent(event)
