"""The table's side panel for phone seats: a QR code, a short link and a code per seat, and who is away.

It starts the game's PhoneHub when the table shows a game with phone seats and stops it when
the game goes away. The operator can give a seat a new link (another phone; the old link stops
working) or hand it to a computer player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import segno
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from mammamia_qt.phones import hub as hub_module
from mammamia_qt.phones.hub import PhoneHub

if TYPE_CHECKING:
    from mammamia_qt.ui.controller import GameController


def qr_pixmap(text: str, size: int) -> QPixmap:
    """A QR code of ``text`` as a square pixmap of about ``size`` pixels (dark on white, quiet zone 2)."""
    code = segno.make(text, error="m", micro=False)
    modules = int(code.symbol_size(border=2)[0])
    scale = max(2, -(-size // modules))  # at least ``size``, whole pixels per module
    pixmap = QPixmap()
    pixmap.loadFromData(_png(code, scale))
    return pixmap


def _png(code: segno.QRCode, scale: int) -> bytes:
    import io

    out = io.BytesIO()
    code.save(out, kind="png", scale=scale, border=2)
    return out.getvalue()


class SeatCard(QFrame):
    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("phoneSeat")
        self.name = QLabel(self)
        self.name.setObjectName("phoneSeatName")
        font = self.name.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.name.setFont(font)
        self.qr = QLabel(self)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scan = QLabel(self)
        self.scan.setWordWrap(True)
        self.link = QLabel(self)
        self.link.setWordWrap(True)
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setObjectName("phoneSeatStatus")
        self.new_link = QPushButton(self)
        self.to_ai = QPushButton(self)
        buttons = QVBoxLayout()
        buttons.addWidget(self.new_link)
        buttons.addWidget(self.to_ai)
        layout = QVBoxLayout(self)
        for w in (self.name, self.qr, self.scan, self.link, self.status):
            layout.addWidget(w)
        layout.addLayout(buttons)


class PhonePanel(QFrame):
    """QR codes and presence of every phone seat of ``controller``'s game, beside the table."""

    QR_SIZE = 220

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phonePanel")
        self.controller = controller
        self.error = ""
        self.hub = PhoneHub(controller, host=hub_module.DEFAULT_HOST, parent=self)
        self.title = QLabel(self)
        self.title.setObjectName("phonePanelTitle")
        self.cards: dict[int, SeatCard] = {}
        inner = QWidget()
        column = QVBoxLayout(inner)
        column.addWidget(self.title)
        for seat in controller.setup.phones:
            card = SeatCard(seat, inner)
            card.new_link.clicked.connect(lambda _=False, s=seat: self._new_link(s))
            card.to_ai.clicked.connect(lambda _=False, s=seat: self._to_ai(s))
            self.cards[seat] = card
            column.addWidget(card)
        column.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)
        self.setFixedWidth(self.QR_SIZE + 100)
        try:
            self.hub.start()
        except OSError as exc:
            self.error = exc.strerror or str(exc)
        self.hub.presenceChanged.connect(self.refresh)
        self.hub.activity.connect(self._keep_awake)
        controller.stateChanged.connect(self.refresh)
        controller.gameEnded.connect(self._game_ended)
        self._qr_for: dict[int, str] = {}
        self.refresh()

    def stop(self) -> None:
        self.controller.stateChanged.disconnect(self.refresh)
        self.controller.gameEnded.disconnect(self._game_ended)
        self.hub.stop()

    def _keep_awake(self) -> None:
        """A kiosk must not take the game back to its demo while people play on their phones."""
        kiosk = getattr(self.window(), "kiosk", None)
        if kiosk is None or not getattr(kiosk, "active", False):
            return
        if kiosk.countdown.running:
            kiosk.countdown.cancel()
        kiosk._restart_idle()

    def _game_ended(self, event: object) -> None:
        """The phones have the final state; the server stops a little later (they stop reconnecting)."""
        QTimer.singleShot(5000, self, self.hub.stop)

    def _new_link(self, seat: int) -> None:
        self.hub.new_link(seat)
        self.refresh()

    def _to_ai(self, seat: int) -> None:
        self.hub.hand_to_ai(seat)
        self.cards[seat].hide()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def status_text(self, seat: int) -> str:
        name = self.controller.setup.seats[seat].name
        if self.error:
            return self.tr("The phones cannot be reached: {reason}").format(reason=self.error)
        if not self.hub.connected(seat):
            return self.tr("Waiting for {name}'s phone").format(name=name)
        if self.controller.phone_to_act() == seat:
            return self.tr("{name} is deciding…").format(name=name)
        return self.tr("{name}'s phone is connected").format(name=name)

    def refresh(self) -> None:
        self.title.setText(self.tr("Phones"))
        seats = set(self.hub.seats())
        for seat, card in self.cards.items():
            if seat not in seats:
                continue
            card.name.setText(self.controller.setup.seats[seat].name)
            connected = self.hub.connected(seat)
            url = self.hub.url(seat) if not self.error else ""
            if url and self._qr_for.get(seat) != url:
                card.qr.setPixmap(qr_pixmap(url, self.QR_SIZE))
                self._qr_for[seat] = url
            code = self.hub.code(seat)
            card.qr.setVisible(bool(url) and not connected)
            card.scan.setVisible(bool(url) and not connected)
            card.link.setVisible(bool(url) and not connected and code is not None)
            card.scan.setText(self.tr("Scan with the phone's camera"))
            if code is not None:
                card.link.setText(
                    self.tr("or open {url} and type {code}").format(url=self.hub.join_url(), code=code)
                )
            card.status.setText(self.status_text(seat))
            card.new_link.setText(self.tr("New link"))
            card.new_link.setToolTip(self.tr("Give this seat to another phone; the old link stops working"))
            card.to_ai.setText(self.tr("Computer plays"))
