"""The table's side panel for phone seats: a QR code, a short link and a code per seat, and who is away.

It starts the game's PhoneSeats when the table shows a game with phone seats and stops it when
the game goes away. A seat's QR code (its secret) is shown only until the seat's phone first
joins; after that only when the host asks for it on that seat, and *New link* ends the old one at
once. Each seat says whether its phone is connected or lost; once it has been lost for the time
set in the settings, the host may let the computer play the seat until the phone is back, or
hand it to a computer player for good.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import segno
from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from mammamia_qt.ui import phone_seats
from mammamia_qt.ui.common.phrases import phrases
from mammamia_qt.ui.phone_seats import PhoneSeats

if TYPE_CHECKING:
    from mammamia_qt.ui.protocol import Controller


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


def wrap_text(button: QPushButton, text: str, width: int) -> None:
    """``text`` on the button on as many lines as keep it within ``width`` pixels, broken only
    where a line may break (between words; Japanese, which has no spaces, between its phrases:
    ``phrases``); a word wider than that makes the button wider. Its accessible name is the text."""
    button.setAccessibleName(text)
    metrics = button.fontMetrics()
    button.setText(text)
    room = width - (button.sizeHint().width() - metrics.horizontalAdvance(text))
    lines: list[str] = []
    for piece in phrases(text):
        joined = lines[-1] + piece if lines else piece
        if lines and (piece.isspace() or metrics.horizontalAdvance(joined.rstrip()) <= room):
            lines[-1] = joined
        else:
            lines.append(piece.lstrip())
    button.setText("\n".join(line.rstrip() for line in lines))


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
        self.name.setWordWrap(True)
        self.qr = QLabel(self)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scan = QLabel(self)
        self.scan.setWordWrap(True)
        self.link = QLabel(self)
        self.link.setWordWrap(True)
        self.link.setObjectName("phoneSeatLink")
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setObjectName("phoneSeatStatus")
        self.show_link = QPushButton(self)
        self.show_link.setCheckable(True)
        self.new_link = QPushButton(self)
        self.stand_in = QPushButton(self)
        self.to_ai = QPushButton(self)
        buttons = QVBoxLayout()
        for button in (self.show_link, self.new_link, self.stand_in, self.to_ai):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        for w in (self.name, self.qr, self.scan, self.link, self.status):
            layout.addWidget(w)
        layout.addLayout(buttons)


class PhonePanel(QFrame):
    """QR codes and presence of every phone seat of ``controller``'s game, beside the table.

    As wide as its widest line needs (a QR code, a button in the current language and text size),
    never wider than that: the table takes the rest; the seats scroll down, never sideways."""

    QR_SIZE = 220

    def __init__(
        self, controller: Controller, parent: QWidget | None = None, lost_after_s: int | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("phonePanel")
        self.controller = controller
        self.error = ""
        if lost_after_s is None:
            from mammamia_qt.ui.common.settings import load_settings

            lost_after_s = load_settings().phone_lost_seconds
        self.lost_after_s = lost_after_s
        self.hub = PhoneSeats(controller, host=phone_seats.DEFAULT_HOST, parent=self)
        self.title = QLabel(self)
        self.title.setObjectName("phonePanelTitle")
        self.cards: dict[int, SeatCard] = {}
        inner = QWidget()
        column = QVBoxLayout(inner)
        column.addWidget(self.title)
        for seat in controller.setup.phones:
            card = SeatCard(seat, inner)
            card.show_link.toggled.connect(lambda _=False, s=seat: self.refresh())
            card.new_link.clicked.connect(lambda _=False, s=seat: self._new_link(s))
            card.stand_in.clicked.connect(lambda _=False, s=seat: self._stand_in(s))
            card.to_ai.clicked.connect(lambda _=False, s=seat: self._to_ai(s))
            self.cards[seat] = card
            column.addWidget(card)
        column.addStretch(1)
        scroll = self.seats_scroll = QScrollArea(self)
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)
        self._inner = inner
        try:
            self.hub.start()
        except OSError as exc:
            self.error = exc.strerror or str(exc)
        self.hub.presenceChanged.connect(self.refresh)
        controller.stateChanged.connect(self.refresh)
        controller.gameEnded.connect(self._game_ended)
        self._qr_for: dict[int, str] = {}
        self._clock = QTimer(self)  # "lost for ..." counts on, and the computer is offered in time
        self._clock.timeout.connect(self.refresh)
        self._clock.start(1000)
        self.refresh()

    def stop(self) -> None:
        self._clock.stop()
        self.controller.stateChanged.disconnect(self.refresh)
        self.controller.gameEnded.disconnect(self._game_ended)
        self.hub.stop()

    def _game_ended(self, event: object) -> None:
        """The phones have the final state; the server stops a little later (they stop reconnecting)."""
        QTimer.singleShot(5000, self, self.hub.stop)

    def _new_link(self, seat: int) -> None:
        """The old link ends at once; the new one is shown until a phone opens it."""
        self.hub.new_link(seat)
        self.cards[seat].show_link.setChecked(False)
        self.refresh()

    def _stand_in(self, seat: int) -> None:
        self.hub.play_for_lost_phone(seat)
        self.refresh()

    def _to_ai(self, seat: int) -> None:
        self.hub.hand_to_ai(seat)
        self.cards[seat].hide()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def status_text(self, seat: int) -> str:
        name = self.controller.setup.seats[seat].name
        if self.error:
            return self.tr("The phones cannot be reached: {reason}").format(reason=self.error)
        lost = self.hub.lost_for(seat)
        if self.hub.stand_in(seat):
            return self.tr("{name}'s phone is lost: the computer plays until it is back").format(name=name)
        if lost is not None:
            return self.tr("{name}'s phone is lost ({seconds} s)").format(name=name, seconds=int(lost))
        if not self.hub.connected(seat):
            return self.tr("Waiting for {name}'s phone").format(name=name)
        if self.controller.asked_seat() == seat:
            return self.tr("{name} is deciding…").format(name=name)
        return self.tr("{name}'s phone is connected").format(name=name)

    def qr_shown(self, seat: int) -> bool:
        """A seat's secret is on show only until its phone first joins, or while the host asks for it."""
        card = self.cards[seat]
        if self.error or self.hub.connected(seat):
            card.show_link.setChecked(False)
            return False
        return not self.hub.has_joined(seat) or card.show_link.isChecked()

    def refresh(self) -> None:
        self.title.setText(self.tr("Phones"))
        self.seats_scroll.setAccessibleName(self.title.text())  # it takes Tab to scroll the seats
        seats = set(self.hub.seats())
        for seat, card in self.cards.items():
            if seat in seats:
                self._refresh_card(seat, card)
        self._fit_width()

    def _fit_width(self) -> None:
        """As wide as the seats' widest line (a button appearing, another language): never cut off."""
        bar = self.seats_scroll.verticalScrollBar().sizeHint().width()
        need = self._inner.minimumSizeHint().width() + bar + 2 * self.seats_scroll.frameWidth()
        if need != self.seats_scroll.minimumWidth():
            self.seats_scroll.setMinimumWidth(need)
            self.updateGeometry()

    def sizeHint(self) -> QSize:  # Qt override: no wider than it needs
        return QSize(self.seats_scroll.minimumWidth(), super().sizeHint().height())

    def _refresh_card(self, seat: int, card: SeatCard) -> None:
        card.name.setText(self.controller.setup.seats[seat].name)
        shown = self.qr_shown(seat)
        url = self.hub.url(seat) if shown else ""
        if url and self._qr_for.get(seat) != url:
            card.qr.setPixmap(qr_pixmap(url, self.QR_SIZE))
            self._qr_for[seat] = url
        if not shown:
            self.hub.forget_code(seat)  # a code shown again for a phone that was back works until hidden
        code = self.hub.room_code(seat) if shown else None  # the code too, when shown again
        for widget in (card.qr, card.scan):
            widget.setVisible(shown)
        card.link.setVisible(shown and code is not None)
        card.scan.setText(self.tr("Scan with the phone's camera"))
        if code is not None:
            card.link.setText(
                self.tr("or open {url} and type {code}").format(url=self.hub.join_url(), code=code)
            )
        card.status.setText(self.status_text(seat))
        joined_away = self.hub.has_joined(seat) and not self.hub.connected(seat) and not self.error
        card.show_link.setVisible(joined_away)
        width = self.QR_SIZE + 2  # the buttons wrap to the QR code's width
        wrap_text(
            card.show_link,
            self.tr("Hide the link") if card.show_link.isChecked() else self.tr("Show the link"),
            width,
        )
        card.show_link.setToolTip(self.tr("Shows this seat's code for its phone to scan again"))
        wrap_text(card.new_link, self.tr("New link"), width)
        card.new_link.setToolTip(
            self.tr("Give this seat to another phone; the old link stops working at once")
        )
        lost = self.hub.lost_for(seat)
        card.stand_in.setVisible(
            lost is not None and lost >= self.lost_after_s and not self.hub.stand_in(seat)
        )
        wrap_text(card.stand_in, self.tr("Computer plays until the phone is back"), width)
        wrap_text(card.to_ai, self.tr("Computer plays"), width)
