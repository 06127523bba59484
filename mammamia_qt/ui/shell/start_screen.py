"""The title screen: a warm welcome and the big buttons that lead everywhere."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal, SignalInstance
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QImage,
    QKeyEvent,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QShowEvent,
    QTransform,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QSpacerItem, QVBoxLayout, QWidget

from mammamia_qt.paths import resource
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.themes import theme

BIG_PADDING = 4
"""The big buttons' padding above and below their text (the shared style sheet's ``role="big"``)."""
MIN_SIZE = QSize(360, 420)
"""Every part of the screen scales with its height, so it fits down to this size."""


class StartScreen(QWidget):
    """Continue (only with a saved game), New game, History, How to play, Settings, Quit.

    Signals:
        continueRequested(): resume the saved game.
        newGameRequested(): open the new game dialog.
        historyRequested(): show the kept games.
        howToPlayRequested(): show the rules.
        settingsRequested(): open the settings.
        quitRequested(): leave the app.
    """

    continueRequested = Signal()
    newGameRequested = Signal()
    tutorialRequested = Signal()
    historyRequested = Signal()
    howToPlayRequested = Signal()
    settingsRequested = Signal()
    quitRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        style.follow(self._fit)  # a new text size sets the menu anew
        self._icon = QSvgRenderer(str(resource("icons", "mammamia.svg")), self)
        self.logo_shown = True
        """Whether the logo is drawn over the menu (not while a banner stands where it is)."""
        self._room_asked = 0
        """How much higher than the logo a banner standing where it is needs the space above the
        sign (``make_room``): the menu's buttons give it up."""

        self.title = QLabel(self.tr("Mamma Mia!"))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setProperty("tone", "on_wood")
        self.subtitle = QLabel(self.tr("The pizza card game of good memory"))
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setProperty("tone", "on_wood_accent")

        self.continue_button = self._button(self.tr("Continue"), self.continueRequested, primary=True)
        self.new_game_button = self._button(self.tr("New game"), self.newGameRequested, primary=True)
        self.tutorial_button = self._button(self.tr("First game"), self.tutorialRequested)
        self.history_button = self._button(self.tr("History"), self.historyRequested)
        self.how_button = self._button(self.tr("How to play"), self.howToPlayRequested)
        self.settings_button = self._button(self.tr("Settings"), self.settingsRequested)
        self.quit_button = self._button(self.tr("Quit"), self.quitRequested)
        self.continue_button.setAccessibleDescription(self.tr("Resume the saved game"))
        self.new_game_button.setAccessibleDescription(self.tr("Choose players and rules for a new game"))
        self.continue_button.hide()

        self._column = QVBoxLayout()
        self._column.setSpacing(16)
        for button in (
            self.continue_button,
            self.new_game_button,
            self.tutorial_button,
            self.history_button,
            self.how_button,
            self.settings_button,
            self.quit_button,
        ):
            self._column.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)

        layout = QVBoxLayout(self)
        layout.addStretch(3)
        self._icon_space = QWidget()
        self._icon_space.setFixedHeight(160)
        self._icon_space.setStyleSheet("background: transparent;")
        layout.addWidget(self._icon_space)
        # The title and the subtitle as wide as their words: their boxes lie on the sign painted
        # behind them (``_paint_cloth``), not across the cloth and the wood beside it.
        layout.addWidget(self.title, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.subtitle, 0, Qt.AlignmentFlag.AlignHCenter)
        self._gap = QSpacerItem(0, 30, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        layout.addItem(self._gap)
        layout.addLayout(self._column)
        layout.addStretch(4)
        self.new_game_button.setFocus()
        self.setMinimumSize(MIN_SIZE)

    def _button(self, text: str, signal: SignalInstance, *, primary: bool = False) -> QPushButton:
        button = QPushButton(text)
        button.setProperty("role", "big")
        button.setProperty("accent", "true" if primary else "false")
        button.setAccessibleName(text.replace("&", ""))
        button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(signal)
        return button

    def retranslate(self) -> None:
        """Every text of the screen in the current language."""
        self.title.setText(self.tr("Mamma Mia!"))
        self.subtitle.setText(self.tr("The pizza card game of good memory"))
        for button, text in (
            (self.continue_button, self.tr("Continue")),
            (self.new_game_button, self.tr("New game")),
            (self.tutorial_button, self.tr("First game")),
            (self.history_button, self.tr("History")),
            (self.how_button, self.tr("How to play")),
            (self.settings_button, self.tr("Settings")),
            (self.quit_button, self.tr("Quit")),
        ):
            button.setText(text)
            button.setAccessibleName(text.replace("&", ""))
        self._fit()
        self.continue_button.setAccessibleDescription(self.tr("Resume the saved game"))
        self.new_game_button.setAccessibleDescription(self.tr("Choose players and rules for a new game"))

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # Qt override
        """Shown again (back from a game): the keyboard is on a button of the menu."""
        super().showEvent(event)
        if self.focusWidget() not in self._shown_buttons():
            self._default_button().setFocus(Qt.FocusReason.OtherFocusReason)

    def _shown_buttons(self) -> list[QPushButton]:
        return [button for button in self._buttons() if not button.isHidden() and button.isEnabled()]

    def _default_button(self) -> QPushButton:
        """What Enter presses when no button has the keyboard: Continue if shown, else New game."""
        return self.continue_button if not self.continue_button.isHidden() else self.new_game_button

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt override
        """Enter (or Return) presses the focused button, as Space does; with none focused, the
        first shown (Continue when there is a saved game, else New game). A QPushButton outside a
        dialog leaves Enter to its parent, so it arrives here."""
        if (
            event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            super().keyPressEvent(event)
            return
        focused = self.focusWidget()
        target = focused if focused in self._shown_buttons() else self._default_button()
        assert isinstance(target, QPushButton)
        target.animateClick()
        event.accept()

    def sign_top(self) -> int:
        """Where the sign under the title begins (what stands above it may not reach lower)."""
        return self.title.y() - 6

    def show_logo(self, on: bool) -> None:
        self.logo_shown = on
        self.update()

    def make_room(self, more: int) -> None:
        """``more`` px above the sign than the logo takes, for a banner standing there (0: none);
        the buttons grow shorter by as much between them (on a netbook the offer of a first game
        has three rows of type where the logo has room for two)."""
        if more != self._room_asked:
            self._room_asked = max(0, more)
            self._fit()

    def set_can_continue(self, can: bool) -> None:
        """Show Continue only when a saved game exists."""
        self.continue_button.setVisible(can)
        self._fit()

    def resizeEvent(self, event) -> None:  # Qt override
        self._fit()
        super().resizeEvent(event)

    def _fit(self) -> None:
        """Everything follows the height, so the menu fits a 1024x600 netbook and fills a 4K screen;
        larger text (``style.text_scale``) sets the subtitle and the buttons larger and the picture
        smaller."""
        h, w, k = self.height(), self.width(), style.text_scale()
        shown = sum(1 for button in self._buttons() if not button.isHidden())
        self.title.setFont(style.title_font(max(26, int(h * 0.1))))
        self.subtitle.setFont(style.title_font(max(14, int(h * 0.028 * k)), bold=False))
        more = self._room_asked
        self._icon_space.setFixedHeight(max(40, int(h * 0.15 / k)) + more)
        self._gap.changeSize(0, max(6, int(h * 0.03)))
        spacing = max(6, int(h * 0.018))
        self._column.setSpacing(spacing)
        share = int((h * (0.58 + 0.1 * (k - 1)) - more) / max(1, shown)) - spacing
        height = max(34, min(int(h * 0.07 * k), share))
        font = self._button_font(height, k)
        room = max(height, 84)  # the big buttons' padding (36 px each side) and borders
        side = min(max(self._text_width(font) + room, int(h * 0.36)), max(200, w - 40))
        for button in self._buttons():
            button.setFixedSize(side, height)
            button.setFont(font)
        # Place the title now, not at the next layout pass: the banner behind it is painted where
        # the title is, and a banner painted for the old place left a strip (leaving kiosk mode).
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.update()

    def _button_font(self, height: int, k: float) -> QFont:
        """The buttons' type for buttons ``height`` high: about 40 % of it (fuller with larger text),
        and never more than its line (descenders included) fits inside the padding and border."""
        room = height - 2 * BIG_PADDING - 2 * (3 if theme().focus_width > 2 else 2)
        px = max(10, int(height * min(0.5, 0.4 * k)))
        font = style.title_font(px)
        while px > 10 and QFontMetrics(font).height() > room:
            px -= 1
            font = style.title_font(px)
        return font

    def _text_width(self, font) -> int:
        """The widest button text in ``font`` (a long translation widens every button alike)."""
        metrics = QFontMetrics(font)
        return max((metrics.horizontalAdvance(b.text()) for b in self._buttons()), default=0)

    def _buttons(self) -> list[QPushButton]:
        """The menu's buttons, top to bottom."""
        return [self.continue_button, self.new_game_button, self.tutorial_button, self.history_button,
                self.how_button,
                self.settings_button, self.quit_button]  # fmt: skip

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        wood = QLinearGradient(0, 0, 0, h)
        t = theme()
        wood.setColorAt(0.0, QColor(t.wood_top))
        wood.setColorAt(1.0, QColor(t.wood_bottom))
        painter.fillRect(self.rect(), wood)
        grain = QPen(style.tint(t.slot_line, 14), 2)
        painter.setPen(grain)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # faint and nearly level: no
        for i in range(0, h, 23):  # difference to see, and a tenth of the time on a large screen
            painter.drawLine(0, i, w, i + (i % 7) - 3)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_cloth(painter, w, h)
        icon = self._icon_space.geometry()
        side = icon.height()
        if self.logo_shown:
            self._icon.render(painter, QRectF(w / 2 - side / 2, icon.top(), side, side))
        painter.end()

    def _paint_cloth(self, painter: QPainter, w: int, h: int) -> None:
        """A red-and-white checked cloth laid diagonally under the menu."""
        cloth_w, cloth_h = min(w * 0.5, h * 0.8), h * 0.9
        painter.save()
        painter.translate(w / 2, h / 2)
        painter.rotate(-4)
        rect = QRectF(-cloth_w / 2, -cloth_h / 2, cloth_w, cloth_h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.tint(theme().shadow, 70))
        painter.drawRoundedRect(rect.translated(10, 14), 14, 14)
        painter.setBrush(QColor(theme().cloth_light))
        painter.drawRoundedRect(rect, 14, 14)
        # The checks: one tile (a red band across its top half, one down its left half) repeated
        # from the cloth's corner, in one fill (the stripes one by one, turned, took twice as long).
        step = max(24.0, h / 22)
        side = max(2, round(step))
        tile = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
        tile.fill(QColor(theme().cloth_light))
        red = QColor(theme().cloth_red)
        red.setAlpha(70)
        tiler = QPainter(tile)
        tiler.fillRect(QRectF(0, 0, side, side / 2), red)
        tiler.fillRect(QRectF(0, 0, side / 2, side), red)
        tiler.end()
        checks = QBrush(tile)
        checks.setTransform(QTransform.fromTranslate(rect.left(), rect.top()).scale(step / side, step / side))
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.fillRect(rect.adjusted(6, 6, -6, -6), checks)
        painter.restore()
        # The title sits on the cloth: give it a darker band so the cream letters stay readable.
        words = max(self.subtitle.fontMetrics().horizontalAdvance(self.subtitle.text()),
                    self.title.fontMetrics().horizontalAdvance(self.title.text())) + 48  # fmt: skip
        wide = min(max(cloth_w + 60, words), w - 8.0)  # (larger text: the sign holds its words)
        band = QRectF(w / 2 - wide / 2, self.title.y() - 6, wide, self.title.height() + 12)
        band = band.united(QRectF(band.left(), self.subtitle.y(), band.width(), self.subtitle.height() + 10))
        painter.setBrush(QColor(theme().sign))
        painter.setPen(QPen(QColor(theme().frame), 3))
        painter.drawRoundedRect(band, 18, 18)
