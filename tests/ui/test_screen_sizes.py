"""Every screen from a 1024x600 netbook to 4K, in every language: nothing cut, squeezed or off screen.

The app's own style is applied (its stylesheet sets the paddings and type sizes that decide whether
a text fits) and taken off again afterwards.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QFontMetrics, QFontMetricsF, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton, QWidget

from mammamia_qt.engine.cards import Edition
from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.tools.snapshot import find_moment, plus6_setup, snapshot_setup
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.art.card_svg import svg_text_block, text_width
from mammamia_qt.ui.common.fit import WrapButton, button_text_width, text_fits
from mammamia_qt.ui.common.i18n import LANGUAGES
from mammamia_qt.ui.common.names import AI_NAMES
from mammamia_qt.ui.common.settings import AppSettings
from mammamia_qt.ui.controller import GameController
from mammamia_qt.ui.shell.game_files import suggested_save_name, with_save_suffix
from mammamia_qt.ui.shell.main_window import MainWindow
from mammamia_qt.ui.table import TableWidget

# The offscreen platform says it cannot pass a shown window's size limits on to a window system.
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")

NETBOOK = QSize(1024, 600)
MENU_AND_FRAME = 32 + 8  # a title bar and a panel's worth of room left on the netbook
TABLE_SIZES = [(1024, 557), (1920, 1037), (3840, 2117)]  # fullscreen with the menu bar


def plus6(seed: int = 3) -> GameSetup:
    names = ("Anna", "Beate", "Carlo", "Dario", "Elsa", "Fabio")
    seats = (SeatConfig(name=names[0]),) + tuple(SeatConfig(name=n, kind="random") for n in names[1:])
    return GameSetup(rules=Rules(edition=Edition.PLUS, players=6), seats=seats, seed=seed)


def window(qtbot) -> MainWindow:
    w = MainWindow(settings=AppSettings(animation_speed="instant", ai_pace="instant"), persist=False)
    qtbot.addWidget(w)
    return w


def table_at(qtbot, setup: GameSetup, state, size: tuple[int, int]) -> TableWidget:
    controller = GameController(setup, ai_delay_ms=0, saved=state)
    table = TableWidget(controller, CardArt())
    qtbot.addWidget(table)
    table.set_speed("instant")
    table.resize(*size)
    table.show()
    controller.start()
    qtbot.waitUntil(
        lambda: controller.acting_seat() == 0 and table.pages.currentWidget() is not table.waiting
    )
    table.skip_reveal()
    table.resize(size[0] - 1, size[1])
    table.resize(*size)
    QTest.qWait(20)
    return table


def shown_whole(button: QPushButton) -> bool:
    """The button's text (and icon) are shown whole: on one line, or wrapped within its height."""
    if isinstance(button, WrapButton):
        return (
            button.minimumSizeHint().width() <= button.width()
            and button.heightForWidth(button.width()) <= button.height()
        )
    return text_fits(button)


def dock_buttons(table: TableWidget) -> list[QPushButton]:
    return [b for b in table.dock.findChildren(QPushButton) if b.isVisibleTo(table.dock) and b.text()]


# ------------------------------------------------------------------------------------ the window
def test_the_window_opens_inside_the_available_screen(qtbot, styled):
    w = window(qtbot)
    area = QGuiApplication.primaryScreen().availableGeometry()
    assert w.width() <= area.width() and w.height() + 32 <= area.height()  # not the 1600x900 default
    w.resize(3000, 2000)  # remembered from a larger screen
    w.frame.fit_to_screen()
    assert w.width() <= area.width() and w.height() <= area.height()
    assert area.contains(w.frameGeometry().topLeft())


def test_every_page_fits_a_netbook_with_six_players(qtbot, styled, shell):
    w = window(qtbot)
    setup = plus6()
    state, _, ended = shell.play(setup)
    w.results_page.show_results(ended, shell.FakeController(setup, state))  # the results are a page too
    need = w.minimumSizeHint()
    assert need.width() <= NETBOOK.width() and need.height() <= NETBOOK.height() - MENU_AND_FRAME, need
    w.resize(NETBOOK.width(), NETBOOK.height() - MENU_AND_FRAME)
    w.show()
    for page in (w.start_screen, w.results_page):
        w.pages.setCurrentWidget(page)
        QTest.qWait(20)
        for child in page.findChildren(QPushButton):
            if child.isVisibleTo(page):
                box = child.geometry().translated(child.parentWidget().mapTo(page, child.pos()) - child.pos())
                assert page.rect().contains(box), (page.objectName(), child.text())
                assert text_fits(child), child.text()
    results = w.results_page
    assert results.hand_counts.isHidden() or results.hand_counts.geometry().top() >= (
        results.table.geometry().bottom()
    )


def test_dialogs_fit_the_screen_and_scroll_rather_than_cut(qtbot, styled):
    from mammamia_qt.ui.dialogs.new_game import NewGameDialog
    from mammamia_qt.ui.dialogs.settings import SettingsDialog

    w = window(qtbot)
    area = QGuiApplication.primaryScreen().availableGeometry()
    for dialog in (NewGameDialog(w.art, w), SettingsDialog(w.settings, w)):
        qtbot.addWidget(dialog)
        dialog.show()
        QTest.qWait(10)
        assert dialog.minimumSize().width() <= NETBOOK.width() and dialog.minimumSize().height() <= 540
        assert dialog.width() <= area.width() and dialog.height() <= area.height(), type(dialog).__name__
        dialog.close()


def test_menus_and_ingredient_icons_follow_a_4k_screen(qtbot, styled):
    w = window(qtbot)
    w.resize(1920, 1080)
    small = w.menuBar().font().pixelSize()
    w.resize(3840, 2160)
    assert w.menuBar().font().pixelSize() >= 1.8 * small
    assert w.menus.game_menu.font().pixelSize() == w.menuBar().font().pixelSize()

    setup, state = find_moment(lambda s: s.phase == "play" and s.current_player() == 0 and len(s.oven) >= 4)
    icons = []
    for size in ((1920, 1037), (3840, 2117)):
        table = table_at(qtbot, setup, state, size)
        button = table.action_bar.kind_buttons[0]
        icons.append(button.iconSize().width())
        assert button.iconSize().height() >= button.fontMetrics().height()  # as tall as its text
    assert icons[1] >= 1.8 * icons[0]


# ------------------------------------------------------------------------------------ the table
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_no_table_control_is_cut_in_any_language_or_size(qtbot, styled, languages, lang):
    assert languages.set_language(lang)
    moments = {
        "turn": lambda s: s.phase == "play" and s.current_player() == 0 and len(s.oven) >= 4,
        "choose": lambda s: s.pending is not None and s.pending.seat == 0 and s.pending.stage == "choose",
        "complete": lambda s: s.pending is not None and s.pending.seat == 0 and s.pending.stage == "complete",
        "ask_help": lambda s: s.pending is not None and s.pending.seat == 0 and s.pending.stage == "ask_help",
    }
    for name, stop in moments.items():
        setup, state = find_moment(stop, seeds=range(1, 80), make=plus6_setup)
        for size in (TABLE_SIZES[0], TABLE_SIZES[1]):
            table = table_at(qtbot, setup, state, size)
            buttons = dock_buttons(table)
            assert buttons, name
            dock = table.dock.rect()
            for b in buttons:
                assert shown_whole(b), (lang, name, size, b.text(), b.size())
                assert dock.contains(
                    b.geometry().translated(b.parentWidget().mapTo(table.dock, b.pos()) - b.pos())
                )
            table.close()


def test_the_hand_and_the_panels_stay_on_the_table(qtbot, styled):
    setup, state = find_moment(lambda s: s.phase == "play" and s.current_player() == 0, make=plus6_setup)
    for size in TABLE_SIZES[:2]:
        table = table_at(qtbot, setup, state, size)
        scene_rect = table.scene.sceneRect()
        for card in table.hand.cards + table.hand.order_cards:
            box = QRectF(card.pos(), QSize(round(card.cardWidth), round(card.cardWidth * 88 / 63)).toSizeF())
            assert scene_rect.contains(box), size
        for panel in table.scene.panels:
            assert scene_rect.contains(panel.sceneBoundingRect().adjusted(2, 2, -2, -2)), size


@pytest.mark.parametrize("size", TABLE_SIZES[:2])
def test_a_full_plus_hand_keeps_every_recipe_readable(qtbot, styled, size):
    setup, state = find_moment(lambda s: s.phase == "play" and s.current_player() == 0, make=plus6_setup)
    table = table_at(qtbot, setup, state, size)
    hand = table.hand
    hand.set_hand((2, 1, 1, 0, 1, 0), [0, 1, 2, 3])  # 5 ingredients and 4 orders: a full hand of 9
    hand.layout(animate=False)

    def box(card) -> QRectF:
        return QRectF(card.pos().x(), card.pos().y(), card.cardWidth, card.cardWidth * 88 / 63)

    orders = [box(c) for c in hand.order_cards]
    ingredients = [box(c) for c in hand.cards]
    assert len(orders) == 4
    for i, rect in enumerate(orders):
        for other in orders[i + 1 :] + ingredients:
            assert not rect.intersects(other), size  # no card lies over a recipe and its "× 4"
        assert table.scene.sceneRect().contains(rect)
    kinds = [c.kind for c in hand.cards]
    for i in range(len(kinds) - 1):  # the last card of each kind shows whole: its name is not cut
        if kinds[i] != kinds[i + 1]:
            assert ingredients[i + 1].left() >= ingredients[i].right() - 1, (size, kinds)


def test_the_reveal_uses_the_room_for_larger_columns_and_order(qtbot, styled):
    setup, state = find_moment(lambda s: s.phase == "play" and s.current_player() == 0)
    table = table_at(qtbot, setup, state, (1920, 1037))
    u = table.scene.lay.u
    play_cw, play_order = table.scene.reveal.cw, table.scene.reveal.order_w
    setup, state = find_moment(lambda s: s.pending is not None and s.pending.seat == 0)
    table = table_at(qtbot, setup, state, (1920, 1037))
    scene = table.scene
    assert scene.oven.revealing
    assert scene.reveal.cw >= 1.15 * play_cw and scene.reveal.order_w >= 1.2 * play_order
    assert scene.lay.u == pytest.approx(u)
    oven, supply = scene.oven.oven, scene.oven.supply
    assert supply.y() > oven.y() + oven.width * 88 / 63 and supply.x() == pytest.approx(oven.x())
    used = scene.reveal.used
    right = used.scenePos().x() + used.width
    assert right <= scene.lay.centre.right()  # still inside the tablecloth


def test_seat_names_shrink_evenly_instead_of_being_cut(qtbot):
    from mammamia_qt.ui.table.seat_panel import name_font

    font = name_font("Massimiliano", 40, 200)
    assert QFontMetrics(font).horizontalAdvance("Massimiliano") <= 200
    assert font.stretch() in (0, 100)  # smaller, never narrower
    assert name_font("Ada", 40, 200).pixelSize() == 40


def test_the_line_under_a_seat_name_fits_in_every_language(qtbot, styled, languages):
    """The line under a seat's name (who plays it, in the same words as the scoreboard and the new
    game dialog, or what it is doing now) is whole, from the colour's symbol to the personal
    ingredient's icon, at every table size and beside the docked scoreboard too; at most evenly a
    little smaller (SUBTITLE_LEAST), never cut."""
    from mammamia_qt.ai.base import LEVELS
    from mammamia_qt.ui.table.seat_panel import SUBTITLE_LEAST, SeatInfo, seat_subtitle, subtitle_font

    setup, state = find_moment(lambda s: s.phase == "play" and s.current_player() == 0, make=plus6_setup)
    rooms: list[tuple[tuple[int, int], float, float]] = []  # (table size, room, font pixels)
    for size in [*TABLE_SIZES[:2], (1400, 1014)]:  # 1400 x 1014: beside the docked scoreboard on 1920 x 1080
        table = table_at(qtbot, setup, state, size)
        for panel in table.scene.panels:
            rect = panel._rect
            u = rect.height()
            # colour band 0.12, symbol 0.26, personal icon 0.22, three paddings of 0.07: 0.81
            rooms.append((size, rect.width() - 0.81 * u, u * 0.11))
            assert panel._subtitle_width() == pytest.approx(rect.width() - 0.81 * u, abs=1)
        table.close()
    base = SeatInfo("Ada", "yellow", 0, "human", 7, 7, 0)
    states = [
        base.__class__(**{**{f: getattr(base, f) for f in base.__slots__}, **change})
        for change in ({"active": True}, {"active": True, "thinking": True}, {"active": True, "doing": "oven"},
                       {"active": True, "doing": "order"})
    ] + [base.__class__(**{**{f: getattr(base, f) for f in base.__slots__}, "kind": kind})
         for kind in ("human", *LEVELS, "phone")]  # fmt: skip
    bad = []
    for lang in LANGUAGES:
        languages.set_language(lang)
        for info in states:
            text = seat_subtitle(info)
            for size, room, pixels in rooms:
                face = subtitle_font(text, pixels, room)
                wide = QFontMetricsF(face).horizontalAdvance(text)
                if wide > room:
                    bad.append((lang, text, size, round(wide), round(room)))
                assert face.pixelSize() >= round(pixels * SUBTITLE_LEAST)
    assert not bad, sorted(set((b[0], b[1], b[3], b[4]) for b in bad))


# ------------------------------------------------------------------------------------ words and text
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_title_screen_and_quick_start_show_whole_texts(qtbot, styled, languages, lang):
    from mammamia_qt.ui.kiosk.quick_start import QuickStartPage

    assert languages.set_language(lang)
    w = window(qtbot)
    w.resize(NETBOOK.width(), NETBOOK.height() - MENU_AND_FRAME)
    w.start_screen.set_can_continue(True)
    w.show()
    QTest.qWait(10)
    for button in w.start_screen.findChildren(QPushButton):
        assert text_fits(button), (lang, button.text())
    page = QuickStartPage()
    qtbot.addWidget(page)
    page.set_edition(Edition.PLUS)
    page.set_players(6)
    page.set_can_resume(True)
    page.resize(NETBOOK)
    page.show()
    QTest.qWait(10)
    for button in page.findChildren(QPushButton):
        if button.isVisibleTo(page):
            assert text_fits(button), (lang, button.text())
            assert page.rect().contains(
                button.geometry().translated(button.parentWidget().mapTo(page, button.pos()) - button.pos())
            )


def test_no_font_is_squeezed_in_japanese(qtbot, styled, languages):
    assert languages.set_language("ja")
    w = window(qtbot)
    w.resize(NETBOOK.width(), NETBOOK.height() - MENU_AND_FRAME)
    w.show()
    widgets = [w, *w.findChildren(QWidget)]
    assert all(x.font().stretch() in (0, 100) or x.font().stretch() >= 100 for x in widgets)
    for name in ("パイナップル", "マッシュルーム", "モノトーニ・ジュニア"):
        block = svg_text_block(315, 715, name, 380, 72, "#000")
        assert "textLength" not in block and "lengthAdjust" not in block and "scale(" not in block
        assert 'font-weight="normal"' in block  # the face's own weight: no smeared made-up bold
    assert text_width("マッシュルーム", 60) <= text_width("マッシュルーム", 100)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_first_seat_has_a_real_name(qtbot, languages, lang):
    from mammamia_qt.ui.dialogs.new_game import NewGameDialog, default_human_name

    assert languages.set_language(lang)
    name = default_human_name()
    assert "1" in name and name.lower() not in ("you", "du", "ty", "jij", "あなた")
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.setup().seats[0].name == name


def test_key_hints_leave_the_buttons_of_a_touch_kiosk(qtbot, styled):
    setup, state = find_moment(lambda s: s.phase == "play" and s.current_player() == 0)
    table = table_at(qtbot, setup, state, (1024, 557))
    bar = table.action_bar
    assert "[S]" in bar.supply_button._shown_text()
    table.set_key_hints(False)
    assert "[" not in bar.supply_button._shown_text() and "[" not in table.skip_button._shown_text()
    assert bar.supply_button.sizeHint().width() < button_text_width(bar.supply_button)


# ------------------------------------------------------------------------------------ small things
def test_spin_boxes_have_arrows_and_dialog_buttons_no_stock_icons(qtbot, styled):
    from mammamia_qt.ui.dialogs.settings import SettingsDialog

    w = window(qtbot)
    dialog = SettingsDialog(w.settings, w)
    qtbot.addWidget(dialog)
    dialog.show()
    spin = dialog.kiosk_idle
    spin.setValue(90)
    image = spin.grab().toImage()
    arrow = QColor("#6b4128")
    right = [
        image.pixelColor(x, y)
        for x in range(image.width() - 30, image.width())
        for y in range(image.height())
    ]
    assert any(abs(c.red() - arrow.red()) < 40 and abs(c.green() - arrow.green()) < 40 for c in right)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Ok).icon().isNull()
    assert box.button(QDialogButtonBox.StandardButton.Cancel).icon().isNull()


def test_the_save_dialog_suggests_a_plain_json_name():
    name = suggested_save_name(datetime(2026, 11, 24, 21, 30))
    assert name == "mammamia-2026-11-24.json"
    assert name.count(".") == 1
    assert with_save_suffix(Path("/tmp/evening")) == Path("/tmp/evening.json")
    assert with_save_suffix(Path("/tmp/evening.json")) == Path("/tmp/evening.json")


def test_the_new_game_dialog_remembers_the_last_setup(qtbot, monkeypatch):
    from mammamia_qt.ui.dialogs.new_game import NewGameDialog

    w = MainWindow(settings=AppSettings(animation_speed="instant"), persist=True)
    qtbot.addWidget(w)
    seats = (SeatConfig(name="Mia"), SeatConfig(name="Tom"), SeatConfig(name="Sofia", kind="expert"))
    last = GameSetup(
        rules=Rules(edition=Edition.PLUS, players=3, seats=("red", "pink", "green"), memory_aid=True),
        seats=seats,
        seed=1,
    )
    w.game.remember_setup(last)
    seen: list[GameSetup] = []

    def fake_exec(dialog: NewGameDialog) -> int:
        seen.append(dialog.setup(seed=1))
        return 0  # cancelled

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    fresh = MainWindow(settings=AppSettings(animation_speed="instant"), persist=True)  # a later start
    qtbot.addWidget(fresh)
    fresh.new_game()
    assert seen[0].rules.edition is Edition.PLUS and seen[0].rules.players == 3
    assert [s.name for s in seen[0].seats] == ["Mia", "Tom", "Sofia"]
    assert [s.kind for s in seen[0].seats] == ["human", "human", "expert"]
    assert seen[0].rules.colours == ("red", "pink", "green") and seen[0].rules.memory_aid


def test_the_kiosk_quick_start_is_centred_lit_and_friendly(qtbot, styled, languages):
    from mammamia_qt.ui.kiosk.quick_start import QuickStartPage

    assert languages.set_language("nl")
    page = QuickStartPage()
    qtbot.addWidget(page)
    page.resize(1920, 1080)
    page.show()
    QTest.qWait(10)
    assert page.language_buttons["nl"].isChecked()
    left = page.edition_label.mapTo(page, page.edition_label.rect().topLeft()).x()
    row = [page.seat_buttons[i] for i in range(page.players)]
    right = max(b.mapTo(page, b.rect().topRight()).x() for b in row)
    middle = page.title.mapTo(page, page.title.rect().center()).x()
    assert abs((left + right) / 2 - middle) < page.width() * 0.08  # the rows sit under the title
    setup = page.setup(seed=1)
    assert setup.seats[0].name == "Speler 1"
    assert [s.name for s in setup.seats[1:]] == list(AI_NAMES[: page.players - 1])


def test_leaving_the_kiosk_keeps_the_window_on_screen(qtbot, styled):
    w = window(qtbot)
    w.show()
    w.set_kiosk(True)
    QTest.qWait(20)
    w.set_kiosk(False)
    QTest.qWait(20)
    area = QGuiApplication.primaryScreen().availableGeometry()
    assert w.menuBar().isVisible()
    assert w.height() <= area.height() and w.width() <= area.width()


def test_snapshot_takes_a_size(tmp_path):
    from mammamia_qt.cli import main
    from mammamia_qt.tools.snapshot import parse_size

    assert parse_size("1024x600") == (1024, 600)
    for bad in ("1024", "axb", "100x100", "1024x600x2"):
        with pytest.raises(ValueError):
            parse_size(bad)
    with pytest.raises(SystemExit) as refused:  # one line on stderr, exit status 2
        main(["snapshot", "--out", str(tmp_path), "--size", "12x"])
    assert refused.value.code == 2
    assert QApplication.instance() is not None and snapshot_setup(1).seats[0].name == "Beate"


def test_type_follows_a_4k_screen_without_a_pixel_ratio(qtbot, shell):
    from types import SimpleNamespace

    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QLabel

    from mammamia_qt.ui.common.style import screen_scale
    from mammamia_qt.ui.shell.round_summary import RoundSummary

    def app_on(height: int) -> SimpleNamespace:
        screen = SimpleNamespace(geometry=lambda: QRect(0, 0, height * 16 // 9, height))
        return SimpleNamespace(primaryScreen=lambda: screen)

    assert screen_scale(app_on(1080)) == 1.0 and screen_scale(app_on(600)) == 1.0
    assert screen_scale(app_on(2160)) == pytest.approx(1.8)

    setup = shell.make_setup()
    state, rounds, _ = shell.play(setup)
    sizes = []
    for height in (1080, 2160):
        host = QWidget()
        qtbot.addWidget(host)
        host.resize(height * 16 // 9, height)
        summary = RoundSummary(CardArt(), host)
        summary.show_round(rounds[0], shell.FakeController(setup, state))
        names = [lab for lab in summary.panel.findChildren(QLabel) if lab.text() == "Beate"]
        sizes.append(names[0].font().pixelSize())
    assert sizes[1] >= 1.8 * sizes[0]  # the summary's rows grow with the table, not only its title


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_operator_pin_pad_shows_whole_texts(qtbot, styled, languages, lang):
    from mammamia_qt.ui.kiosk.pin_pad import PinPad

    assert languages.set_language(lang)
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(NETBOOK)
    host.show()
    pad = PinPad(host)
    pad.open("2468")
    for button in pad.buttons:
        assert text_fits(button), (lang, button.text(), button.width())
    assert text_fits(pad.leave_button) and pad.leave_button.width() <= host.width()


@pytest.mark.parametrize("lang", ["de", "ja", "nl"])
def test_the_skip_button_shows_its_whole_text(qtbot, styled, languages, lang):
    assert languages.set_language(lang)
    setup, state = find_moment(lambda s: s.phase == "play" and s.current_player() == 0)
    table = table_at(qtbot, setup, state, (1024, 557))
    table.pages.setCurrentWidget(table.waiting)
    table.skip_button.show()  # as while cards move
    QTest.qWait(10)
    assert table.skip_button.isVisible()
    assert shown_whole(table.skip_button), (lang, table.skip_button.text(), table.skip_button.size())


def test_the_scoreboard_never_squeezes_the_table(qtbot, styled):
    w = window(qtbot)
    setup, state = find_moment(lambda s: s.phase == "play" and s.current_player() == 0, make=plus6_setup)
    # Beside the table only where the table keeps its layout (a wide, low window); a 16:9 table is as
    # wide as its cards allow, so there the board lies over it (tests/ui/test_scoreboard_fit.py).
    for size, floats in (((1024, 560), True), ((1920, 1040), True), ((3840, 1040), False)):
        w.resize(*size)
        w.show()
        w.start_game(setup, state)
        qtbot.waitUntil(lambda: w.controller.acting_seat() == 0)
        w.menus.scoreboard_action.setChecked(False)
        QTest.qWait(10)
        before = w.table_page.table.width()
        w.menus.scoreboard_action.setChecked(True)
        QTest.qWait(10)
        page = w.table_page
        assert page.scoreboard.isVisible() and page.scoreboard_floats is floats
        if floats:  # over the table, which keeps its whole width, and clear of the dock
            assert page.table.width() == before
            dock = page.table.dock.geometry()
            assert page.scoreboard.geometry().right() < dock.left()
        else:
            assert page.table.width() >= 960 and page.table.width() + page.scoreboard.width() <= size[0]
        assert page.rect().contains(page.scoreboard.geometry())
        w.menus.scoreboard_action.setChecked(False)


def test_japanese_dock_text_is_never_slanted(qtbot, styled, languages):
    setup, state = find_moment(lambda s: s.phase == "play" and s.current_player() == 0)
    table = table_at(qtbot, setup, state, (1024, 557))
    assert "font-style: italic" in table.dock.styleSheet()
    assert languages.set_language("ja")
    assert "italic" not in table.dock.styleSheet()
    assert not table.action_bar.status.font().italic()


def test_how_to_play_opens_within_the_screen(qtbot, styled):
    from mammamia_qt.ui.dialogs.how_to_play import HowToPlayDialog

    w = window(qtbot)
    dialog = HowToPlayDialog(w.art, w)
    qtbot.addWidget(dialog)
    area = QGuiApplication.primaryScreen().availableGeometry()
    assert dialog.width() <= area.width() and dialog.height() + 32 <= area.height()


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_hand_over_cover_shows_whole_texts_on_a_netbook(qtbot, styled, languages, lang):
    from mammamia_qt.ui.shell.hand_over import HandOverOverlay

    assert languages.set_language(lang)
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1024, 557)
    host.show()
    cover = HandOverOverlay(QWidget(host), host)
    cover.show_for("Massimiliano")
    QTest.qWait(10)
    assert text_fits(cover.button), (lang, cover.button.text(), cover.button.width())
    assert host.rect().contains(
        cover.button.geometry().translated(
            cover.button.parentWidget().mapTo(host, cover.button.pos()) - cover.button.pos()
        )
    )


def test_the_title_banner_follows_the_title_at_once(qtbot, styled):
    w = window(qtbot)
    w.resize(1024, 600)
    w.show()
    QTest.qWait(20)
    screen = w.start_screen
    for size in ((1024, 557), (1024, 600), (1920, 1037), (1024, 520)):
        w.resize(*size)  # as when the menu bar comes back after kiosk mode
        placed = (screen.title.geometry(), screen.subtitle.geometry())
        QTest.qWait(20)  # any pending layout pass would move them now
        assert (screen.title.geometry(), screen.subtitle.geometry()) == placed, size
