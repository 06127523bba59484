"""The hand-over screen between two human players on one computer.

It covers the whole table page with an opaque cloth and hides the table widget itself, so the
next player cannot glimpse the previous hand; only the confirm button (or Enter) lifts it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from . import style


class HandOverOverlay(QWidget):
    """A full-cover "Pass to NAME" screen over ``parent``, hiding ``covered`` until confirmed.

    Signals:
        confirmed(): the named player has the screen; the caller tells the controller.
    """

    confirmed = Signal()

    def __init__(self, covered: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self._covered = covered
        self._name = ""
        self.setObjectName("handOver")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

        self.headline = QLabel()
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet(f"color: {style.CREAM}; background: transparent;")
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setStyleSheet(f"color: {style.CRUST}; background: transparent;")
        self.button = QPushButton()
        self.button.setProperty("role", "big")
        self.button.setProperty("accent", "true")
        self.button.setDefault(True)
        self.button.clicked.connect(self.confirm)

        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.headline)
        layout.addWidget(self.hint)
        layout.addSpacing(40)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        parent.installEventFilter(self)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """Every text in the current language, for the player last asked for."""
        name = self._name
        self.hint.setText(self.tr("Everyone else, please look away."))
        self.headline.setText(self.tr("Pass to {name}").format(name=name))
        self.button.setText(self.tr("I am {name}: show my cards").format(name=name))
        self.button.setAccessibleName(self.tr("Show {name}'s cards").format(name=name))
        self.setAccessibleName(self.tr("Pass the screen to {name}").format(name=name))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_for(self, name: str) -> None:
        """Cover the table and ask for ``name``."""
        self._name = name
        self.retranslate()
        self._covered.setVisible(False)
        self._fit()
        self.show()
        self.raise_()
        self.button.setFocus()

    @property
    def active(self) -> bool:
        return self.isVisible()

    def confirm(self) -> None:
        if not self.isVisible():
            return
        self.hide()
        self._covered.setVisible(True)
        self.confirmed.emit()

    def _fit(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        h = max(400, self.height())
        self.headline.setFont(style.title_font(int(h * 0.08)))
        self.hint.setFont(style.title_font(int(h * 0.03), bold=False))
        self.button.setFont(style.title_font(int(h * 0.03)))
        self.button.setMinimumSize(int(h * 0.5), max(56, int(h * 0.08)))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self._fit()
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(style.WALNUT))
        step = max(30, self.height() // 14)
        tint = QColor(style.TOMATO_DARK)
        tint.setAlpha(60)
        for y in range(0, self.height(), step):
            painter.fillRect(0, y, self.width(), step // 2, tint)
        for x in range(0, self.width(), step):
            painter.fillRect(x, 0, step // 2, self.height(), tint)
        painter.end()
