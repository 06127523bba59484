"""The pause after a reveal: what each seat delivered and got back, and what carries over."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from mammamia_qt.engine.cards import INGREDIENTS
from mammamia_qt.engine.events import RoundEnded
from mammamia_qt.engine.ids import Phase
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common import style
from mammamia_qt.ui.common.fit import PhraseLabel
from mammamia_qt.ui.common.names import ingredient_name
from mammamia_qt.ui.common.themes import theme

if TYPE_CHECKING:
    from mammamia_qt.ui.protocol import Controller


class RoundSummary(QWidget):
    """A card over the dimmed table with the round's results and a Continue button.

    Signals:
        continued(): the players are ready; the caller tells the controller.
    """

    continued = Signal()

    def __init__(self, art: CardArt | None, parent: QWidget) -> None:
        super().__init__(parent)
        self._art = art
        self._shown: tuple[RoundEnded, Controller] | None = None
        self.setObjectName("roundSummary")
        self.panel = QFrame(self)
        self.panel.setObjectName("summaryPanel")
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setProperty("tone", "heading")
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(28)
        self.grid.setVerticalSpacing(8)
        self.carried_title = QLabel()
        self.carried_row = QHBoxLayout()
        self.carried_row.setSpacing(22)
        self.supply = QLabel()
        self.next_info = PhraseLabel()
        self.next_info.setWordWrap(True)
        self.button = QPushButton()
        self.button.setProperty("role", "primary")
        self.button.setDefault(True)
        self.button.setMinimumHeight(56)
        self.button.clicked.connect(self._continue)

        lay = QVBoxLayout(self.panel)
        lay.setContentsMargins(40, 28, 40, 28)
        lay.setSpacing(14)
        lay.addWidget(self.title)
        lay.addLayout(self.grid)
        lay.addSpacing(6)
        lay.addWidget(self.carried_title)
        lay.addLayout(self.carried_row)
        lay.addWidget(self.supply)
        lay.addWidget(self.next_info)
        lay.addSpacing(6)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        parent.installEventFilter(self)
        self.hide()

    # ------------------------------------------------------------------ content
    def show_round(self, event: RoundEnded, controller: Controller) -> None:
        """Fill in ``event`` (the engine's RoundEnded) for ``controller``'s game and show it."""
        self._shown = (event, controller)
        view, setup = controller.view(), controller.setup
        self.title.setText(self.tr("Round {n} is over").format(n=event.round))
        self._clear(self.grid)
        heads = (self.tr("Player"), self.tr("Delivered"), self.tr("Returned"), self.tr("In total"))
        for col, text in enumerate(heads):
            head = QLabel(text)
            head.setProperty("role", "muted")
            align = Qt.AlignmentFlag.AlignCenter if col else Qt.AlignmentFlag.AlignLeft
            self.grid.addWidget(head, 0, col, alignment=align)
        self.grid.setColumnStretch(0, 1)
        best = max(event.delivered) if event.delivered else 0
        for seat, seat_cfg in enumerate(setup.seats):
            row = seat + 1
            symbol = QLabel()
            if self._art is not None:
                side = round(30 * self._scale())
                symbol.setPixmap(self._art.symbol_pixmap(view.colours[seat], side, self.devicePixelRatioF()))
            name = QLabel(seat_cfg.name)
            delivered = QLabel(str(event.delivered[seat]))
            returned = QLabel(str(event.returned[seat]))
            total = QLabel(str(view.delivered[seat]))
            if best and event.delivered[seat] == best:
                delivered.setProperty("tone", "good")
            name.setAccessibleName(
                self.tr("{name}: delivered {d}, returned {r}, {t} in total").format(
                    name=seat_cfg.name,
                    d=event.delivered[seat],
                    r=event.returned[seat],
                    t=view.delivered[seat],
                )
            )
            who = QHBoxLayout()
            who.setSpacing(10)
            who.addWidget(symbol)
            who.addWidget(name, 1)
            self.grid.addLayout(who, row, 0)
            for col, label in ((1, delivered), (2, returned), (3, total)):
                self.grid.addWidget(label, row, col, alignment=Qt.AlignmentFlag.AlignCenter)
        last = view.phase == Phase.OVER or event.round >= view.edition_rules.rounds
        # After the last round nothing carries over and nobody draws again: no word of either.
        for widget in (self.carried_title, self.supply):
            widget.setVisible(not last)
        if last:
            self._clear(self.carried_row)
        else:
            self._fill_carried(event.carried)
            self.supply.setText(self.tr("Cards in the supply: %n", "", event.supply))
        if last:
            self.next_info.setText(self.tr("That was the last round."))
            self.button.setText(self.tr("See the results"))
        else:
            self.next_info.setText(self._next_round(event, setup.seats[view.start_player].name))
            self.button.setText(self.tr("Start round {n}").format(n=event.round + 1))
        self.button.setAccessibleName(self.button.text())
        self._fit()
        self.show()
        self.raise_()
        self.button.setFocus()

    def _next_round(self, event: RoundEnded, starter: str) -> str:
        """Who begins the next round; after a reveal that used nothing, that it is one lap."""
        if event.supply == 0:  # the supply stays empty: one lap drawing from the waiters
            text = self.tr(
                "Round {n} begins with {name}. The supply is empty, so it is one lap: everyone "
                "plays one turn and draws from their waiter, then the oven is opened."
            )
        else:
            text = self.tr("Round {n} begins with {name}.")
        return text.format(n=event.round + 1, name=starter)

    def _fill_carried(self, carried: tuple[int, ...]) -> None:
        self._clear(self.carried_row)
        if not any(carried):
            self.carried_title.setText(self.tr("Nothing stays in the oven: the next round starts empty."))
            return
        self.carried_title.setText(self.tr("Staying face up in the oven for the next round:"))
        for kind, count in enumerate(carried):
            if not count:
                continue
            item = QLabel()
            name = ingredient_name(INGREDIENTS[kind])
            if self._art is not None:
                side = round(40 * self._scale())
                item.setPixmap(self._art.icon_pixmap(INGREDIENTS[kind], side, self.devicePixelRatioF()))
            text = QLabel(f"\N{MULTIPLICATION SIGN} {count}")
            text.setObjectName("carriedCount")
            box = QHBoxLayout()
            box.setSpacing(6)
            box.addWidget(item)
            box.addWidget(text)
            item.setToolTip(name)
            text.setAccessibleName(self.tr("{count} × {kind}").format(count=count, kind=name))
            self.carried_row.addLayout(box)
        self.carried_row.addStretch(1)

    @staticmethod
    def _clear(layout: Any) -> None:
        while layout.count():
            item = layout.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
            elif item.layout() is not None:
                RoundSummary._clear(item.layout())

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange and self.isVisible() and self._shown is not None:
            self.show_round(*self._shown)  # the same round, said again in the current language
        super().changeEvent(event)

    def _continue(self) -> None:
        if self.isVisible():
            self.hide()
            self.continued.emit()

    # ------------------------------------------------------------------ geometry and paint
    def _scale(self) -> float:
        """How much larger than on a 1080-line screen the pictures are drawn (4K: 2)."""
        parent = self.parentWidget()
        return max(1.0, (parent.height() if parent is not None else self.height()) / 1080)

    def _fit(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        h = max(500, self.height())
        self.title.setFont(style.title_font(int(h * 0.05)))
        font = self.font()
        font.setPixelSize(max(16, int(h * 0.022)))
        self.panel.setFont(font)
        for label in self.panel.findChildren(QLabel):  # each label: the app's type would win otherwise
            if label is self.title:
                continue
            if label.objectName() == "carriedCount":
                label.setFont(style.title_font(max(22, int(h * 0.024))))
            else:
                label.setFont(font)
        self.button.setFont(style.title_font(max(18, int(h * 0.026))))
        self.button.setMinimumSize(int(h * 0.24), max(56, int(h * 0.06)))
        self.panel.adjustSize()
        w = max(self.panel.sizeHint().width(), int(self.width() * 0.42))
        ph = self.panel.sizeHint().height()
        self.panel.setGeometry((self.width() - w) // 2, max(0, (self.height() - ph) // 2), w, ph)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self._fit()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        painter.fillRect(self.rect(), style.tint(theme().shade, 150))
        painter.end()
