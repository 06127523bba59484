"""Phone seats at the table: the new-game choices, the QR panel, presence, handing a seat over."""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from mammamia_qt.engine.rules import Rules
from mammamia_qt.phones.strings import PHONE
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.ui import phone_seats
from mammamia_qt.ui.common.i18n import LANGUAGES
from mammamia_qt.ui.phone_texts import NAMES, translated
from mammamia_qt.wording.messages import MESSAGES


@pytest.fixture(autouse=True)
def loopback(monkeypatch, tmp_path):
    monkeypatch.setattr(phone_seats, "DEFAULT_HOST", "127.0.0.1")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    QCoreApplication.setOrganizationName("mammamia-qt-tests")
    QCoreApplication.setApplicationName("mammamia-qt-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_page_text_is_translated_in_every_language(qapp, lang) -> None:
    texts = translated(lang)
    assert texts["missing"] == []
    assert set(texts["phone"]) == set(PHONE) and set(texts["names"]) == set(NAMES)
    for key, source in PHONE.items():
        # the placeholders of the source are all in the translation
        assert sorted(re.findall(r"%\d", texts["phone"][key])) == sorted(re.findall(r"%\d", source)), key
    for key, source in MESSAGES.items():
        # an event's sentence keeps its named placeholders in every language
        assert sorted(re.findall(r"\{\w+\}", texts["events"][key])) == sorted(
            re.findall(r"\{\w+\}", source)
        ), key
    if lang != "en":
        assert texts["phone"]["your_hand"] != PHONE["your_hand"]


def status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as r:
            return r.status
    except urllib.error.HTTPError as exc:
        return exc.code


def test_new_game_dialog_and_quick_start_offer_phone_seats(qtbot) -> None:
    from mammamia_qt.ui.art.card_art import CardArt
    from mammamia_qt.ui.dialogs.new_game import NewGameDialog
    from mammamia_qt.ui.kiosk.quick_start import QuickStartPage

    dialog = NewGameDialog(CardArt())
    qtbot.addWidget(dialog)
    row = dialog._rows[1]
    row.kind.setCurrentIndex(row.kind.findData("phone"))
    assert dialog.setup().seats[1].kind == "phone"
    quick = QuickStartPage()
    qtbot.addWidget(quick)
    quick.seat_buttons[1].click()  # computer -> human
    quick.seat_buttons[1].click()  # human -> phone
    assert "phone" in quick.seat_buttons[1].text().lower() or quick.phones[1]
    assert [s.kind for s in quick.setup(seed=1).seats][:2] == ["human", "phone"]
    quick.seat_buttons[0].click()  # the first human becomes a phone: phones alone may play
    quick.seat_buttons[0].click()  # and a computer, while another seat is a person's
    assert quick.setup(seed=1).seats[0].kind not in ("human", "phone")
    quick.seat_buttons[1].click()  # the last person's seat cannot become a computer
    assert quick.setup(seed=1).seats[1].kind == "phone"


def ws(url: str) -> str:
    """A seat's socket, from its page's link."""
    return url.replace("http://", "ws://").replace("/p/", "/ws/")


def _two_phones_and_a_computer(qtbot):
    """A table page for Beate's and Carlo's phones and a computer player, its game started (the
    table's animations done at once)."""
    from mammamia_qt.ui.art.card_art import CardArt
    from mammamia_qt.ui.controller import GameController
    from mammamia_qt.ui.shell.table_page import TablePage

    seats = (SeatConfig(name="Beate", kind="phone"), SeatConfig(name="Carlo", kind="phone"),
             SeatConfig(name="Luigi", kind="random"))  # fmt: skip
    controller = GameController(GameSetup(rules=Rules(players=3), seats=seats, seed=11), ai_delay_ms=0)
    page = TablePage(CardArt())
    qtbot.addWidget(page)
    page.resize(1600, 900)
    page.set_controller(controller)
    panel = page.phones
    assert panel is not None and not panel.error
    card = panel.cards[0]
    assert not card.qr.pixmap().isNull() and card.qr.pixmap().width() >= 200
    assert card.status.text() == panel.tr("Waiting for {name}'s phone").format(name="Beate")
    assert panel.hub.code(0) in panel.cards[0].link.text()
    controller.eventsReady.connect(lambda events: controller.animations_done())
    controller.roundEnded.connect(lambda event: controller.continue_after_round())
    controller.start()
    # The table never shows a phone seat's hand: no one sits at the table.
    assert controller.display_seat() == -1 and controller.view().hand_ingredients == (0,) * 6
    return controller, page


def _a_phone_comes_and_goes(qtbot, phones, panel, url: str, *, seed: int, stop_after: int) -> None:
    """A phone opens seat 0's link, plays ``stop_after`` taps and is gone: its seat is lost."""
    bot = phones.Bot(ws(url), seed=seed, stop_after=stop_after)
    bot.start()
    qtbot.waitUntil(lambda: panel.hub.connected(0), timeout=20000)
    panel.refresh()
    card = panel.cards[0]
    assert "connected" in card.status.text() or "deciding" in card.status.text()
    assert card.qr.isHidden()
    bot.join(60)
    qtbot.waitUntil(lambda: panel.hub.lost_for(0) is not None, timeout=20000)


def _while_away_the_secret_is_shown_only_when_asked_for(panel) -> None:
    panel.refresh()
    card = panel.cards[0]
    assert "lost" in card.status.text()
    assert card.qr.isHidden() and card.scan.isHidden() and card.link.isHidden()
    assert not card.show_link.isHidden() and card.stand_in.isHidden()  # not yet: 60 s by default
    card.show_link.click()
    assert not card.qr.isHidden() and not card.link.isHidden()
    code = panel.hub.code(0)
    assert code and code in card.link.text()  # the code to type, as well as the QR code
    assert status(panel.hub.join_url() + "?code=" + code) == 200  # it leads to the seat's page
    card.show_link.click()
    assert card.qr.isHidden() and card.link.isHidden()
    assert status(panel.hub.join_url() + "?code=" + code) == 403  # hidden again: it works no more


def seat_kind_shown(page) -> str:
    """The kind of player the scoreboard shows for seat 0."""
    model = page.scoreboard_model
    return model.data(model.index(0, 1))


def controller_kind(page) -> str:
    return page.controller.setup.seats[0].kind


def _the_computer_stands_in_until_the_phone_is_back(qtbot, phones, page, panel, url: str) -> None:
    """Lost for longer than the settings allow: the computer plays her seat until her phone is back;
    every face says who plays the seat at once (not after the next move)."""
    controller = page.controller
    card = panel.cards[0]
    panel.lost_after_s = 0
    panel.refresh()
    assert not card.stand_in.isHidden()
    card.stand_in.click()
    assert controller.setup.seats[0].kind not in ("phone", "human") and panel.hub.stand_in(0)
    assert seat_kind_shown(page) == "AI: intermediate"
    shown_on_return: list[str] = []
    controller.eventsReady.connect(  # the first move after the phone is back: what was shown until then
        lambda events: (
            shown_on_return.append(seat_kind_shown(page)) if controller_kind(page) == "phone" else None
        )
    )
    back = phones.Bot(ws(url), seed=3, stop_after=1)
    back.start()
    qtbot.waitUntil(lambda: controller.setup.seats[0].kind == "phone", timeout=20000)
    assert not panel.hub.stand_in(0)
    qtbot.waitUntil(lambda: bool(shown_on_return), timeout=20000)
    assert shown_on_return[0] == "Phone"  # at once, not at the next move
    back.join(60)
    qtbot.waitUntil(lambda: panel.hub.lost_for(0) is not None, timeout=20000)


def _a_new_phone_plays_on_to_the_end(qtbot, phones, controller, panel, old_url: str) -> str:
    """The operator gives her seat to another phone; the old link is dead. Its new link."""
    card = panel.cards[0]
    card.new_link.click()
    assert not card.qr.isHidden()  # the new link is shown until a phone opens it
    new_url = panel.hub.url(0)
    assert new_url != old_url
    assert status(old_url) == 403 and status(new_url) == 200
    again = phones.Bot(ws(new_url), seed=2)
    again.start()
    qtbot.waitUntil(lambda: controller.over, timeout=120000)
    again.join(30)
    assert again.over
    last = [m for m in again.messages if m["t"] == "state"][-1]
    assert json.dumps(last).count('"hand"') == 1  # its own hand, and no one else's
    return new_url


@pytest.mark.slow
def test_the_table_shows_qr_codes_presence_and_hands_seats_over(qtbot, phones) -> None:
    controller, page = _two_phones_and_a_computer(qtbot)
    panel = page.phones
    # Carlo's phone never comes: his seat goes to a computer player.
    panel.cards[1].to_ai.click()
    assert controller.setup.seats[1].kind not in ("phone", "human")
    assert 1 not in panel.hub.seats()
    old_url = panel.hub.url(0)
    _a_phone_comes_and_goes(qtbot, phones, panel, old_url, seed=1, stop_after=2)
    # While her phone is away, her seat's secret is not on the table: only when the host asks for it.
    _while_away_the_secret_is_shown_only_when_asked_for(panel)
    _the_computer_stands_in_until_the_phone_is_back(qtbot, phones, page, panel, old_url)
    # Beate's phone is gone: she plays on from a new phone to the end.
    new_url = _a_new_phone_plays_on_to_the_end(qtbot, phones, controller, panel, old_url)
    page.clear_controller()
    assert page.phones is None
    with pytest.raises(OSError):
        urllib.request.urlopen(new_url, timeout=5)


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
def test_a_phone_keeps_the_kiosk_from_returning_to_the_demo(qtbot, phones, tmp_path) -> None:
    from mammamia_qt.storage import GameStore
    from mammamia_qt.ui.common.settings import AppSettings
    from mammamia_qt.ui.shell.main_window import MainWindow

    settings = AppSettings(animation_speed="instant", ai_pace="instant")
    window = MainWindow(settings=settings, persist=False, store=GameStore(tmp_path / "kiosk"), kiosk=True)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    kiosk = window.kiosk
    try:
        kiosk.idle_ms, kiosk.countdown_seconds, kiosk.tick_ms = 300, 50, 1000
        kiosk.attract.tapped.emit()
        kiosk.quick_start.seat_buttons[0].click()  # the one human plays on a phone
        assert kiosk.quick_start.setup(seed=1).seats[0].kind == "phone"
        kiosk.quick_start.play_button.click()
        panel = window.table_page.phones
        assert panel is not None
        qtbot.waitUntil(kiosk.countdown.isVisible, timeout=5000)  # nobody touches the screen
        with phones.connect(panel.hub.url(0).replace("http://", "ws://").replace("/p/", "/ws/")) as ws:
            ws.send(
                json.dumps({"t": "act", "id": "tap-00000001", "n": 0, "a": {"type": "help", "accept": True}})
            )
            qtbot.waitUntil(lambda: not kiosk.countdown.isVisible(), timeout=5000)
        assert window.pages.currentWidget() is window.table_page
    finally:
        kiosk.allow_close = True
        window.close()


def test_the_settings_keep_when_a_lost_phone_is_offered_to_the_computer(qtbot) -> None:
    from mammamia_qt.ui.common.settings import AppSettings
    from mammamia_qt.ui.dialogs.settings import SettingsDialog

    assert AppSettings().phone_lost_seconds == 60
    assert AppSettings.from_stored({"phone_lost_seconds": "5"}).phone_lost_seconds == 60  # out of range
    dialog = SettingsDialog(AppSettings(phone_lost_seconds=90))
    qtbot.addWidget(dialog)
    assert dialog.phone_lost.value() == 90
    dialog.phone_lost.setValue(120)
    assert dialog.result_settings().phone_lost_seconds == 120


def cut_off(page, panel) -> list[str]:
    """What of the phone panel is not wholly on show: the panel outside the page, a child outside the
    seats' visible width (they scroll down, never sideways), a button's text or the QR code cut."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QLabel, QPushButton, QWidget

    problems = []
    if not page.rect().contains(panel.geometry()):
        problems.append(f"panel {panel.geometry()} outside the page {page.rect()}")
    viewport = panel.seats_scroll.viewport()
    for w in panel.findChildren(QWidget):
        if not w.isVisibleTo(panel) or not viewport.isAncestorOf(w):
            continue
        left = w.mapTo(viewport, QPoint(0, 0)).x()
        what = f"{type(w).__name__} {w.objectName()} {getattr(w, 'text', lambda: '')()!r}"
        if left < 0 or left + w.width() > viewport.width():
            problems.append(f"{what}: x {left}..{left + w.width()} outside 0..{viewport.width()}")
        if isinstance(w, QPushButton) and w.width() < w.sizeHint().width():
            problems.append(f"{what}: {w.width()} wide, its text needs {w.sizeHint().width()}")
        if (
            isinstance(w, QLabel)
            and not w.pixmap().isNull()
            and w.width() < w.pixmap().deviceIndependentSize().width()
        ):
            problems.append(f"{what}: the QR code is cut ({w.width()} < {w.pixmap().width()})")
        if isinstance(w, QLabel) and not w.wordWrap() and w.width() < w.sizeHint().width():
            problems.append(f"{what}: truncated")
    return problems


@pytest.fixture
def big_german(qapp):
    """The app's look at 150 % text, in German (long words): what decides whether the panel fits."""
    from PySide6.QtGui import QFont

    from mammamia_qt.ui.common.i18n import Languages
    from mammamia_qt.ui.common.style import apply_style, text_scale

    before = (qapp.styleSheet(), QFont(qapp.font()), qapp.palette(), qapp.style().name(), text_scale())
    apply_style(qapp, scale=1.5)
    assert Languages.instance().set_language("de")
    yield
    Languages.instance().set_language("en")
    sheet, font, palette, style, scale = before
    apply_style(qapp, scale=scale)
    qapp.setStyleSheet(sheet)
    qapp.setFont(font)
    qapp.setPalette(palette)
    qapp.setStyle(style)


@pytest.mark.slow
@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
@pytest.mark.parametrize("size", [(1024, 568), (1920, 1080)])
def test_the_phone_panel_fits_the_window_with_a_lost_phone_and_the_computer_standing_in(
    qtbot, phones, big_german, size
) -> None:
    controller, page = _two_phones_and_a_computer(qtbot)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    panel = page.phones
    with phones.connect(ws(panel.hub.url(0))):
        qtbot.waitUntil(lambda: panel.hub.connected(0), timeout=20000)
    qtbot.waitUntil(lambda: panel.hub.lost_for(0) is not None, timeout=20000)
    panel.lost_after_s = 0
    card = panel.cards[0]
    card.show_link.click()  # its QR code and code again, and every button: the widest it gets
    qtbot.waitUntil(lambda: not card.stand_in.isHidden(), timeout=5000)
    qtbot.wait(50)
    assert cut_off(page, panel) == []
    card.stand_in.click()
    qtbot.wait(50)
    assert panel.hub.stand_in(0) and card.stand_in.isHidden()
    assert cut_off(page, panel) == []
