"""Screen readers: every focusable control of every screen has a name in the language shown, a role
and the states of a control that can be reached; a whole turn can be played by keys alone."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable
from functools import cache

import pytest
from engine_support import play_out, randomly
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QWidget

from mammamia_qt.engine.actions import Play
from mammamia_qt.engine.events import GameEnded
from mammamia_qt.paths import translations_dir
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common.i18n import LANGUAGES
from mammamia_qt.ui.common.settings import AppSettings

from .table_support import make_page, make_setup

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen

NOT_A_ROLE = (QAccessible.Role.NoRole, QAccessible.Role.Client)


@cache
def untranslated(lang: str) -> frozenset[str]:
    """The English source texts the language words differently (a name equal to one is not translated)."""
    root = ET.parse(translations_dir() / f"mammamia_{lang}.ts").getroot()
    out = set()
    for msg in root.iter("message"):
        source, translation = msg.findtext("source") or "", msg.find("translation")
        text = "".join(translation.itertext()) if translation is not None else ""
        if text and text != source:
            out.add(source.replace("&", ""))
    return frozenset(out)


def focusable(root: QWidget) -> list[QWidget]:
    """The visible widgets that take the focus. A spin box's editor is left to its spin box: the spin
    box keeps the focus and hands the editor its keys, so the spin box is what a screen reader names."""
    widgets = [root, *root.findChildren(QWidget)]
    return [
        w
        for w in widgets
        if w.isVisible()
        and w.focusPolicy() != Qt.FocusPolicy.NoFocus
        and not isinstance(w.parentWidget(), QAbstractSpinBox)
    ]


def problems(root: QWidget, lang: str) -> list[str]:
    """What a screen reader would miss on ``root``: nameless, roleless, hidden or unfocusable controls."""
    found = []
    english = untranslated(lang) if lang != "en" else frozenset()
    for w in focusable(root):
        iface = QAccessible.queryAccessibleInterface(w)
        where = f"{type(w).__name__}#{w.objectName()}"
        if iface is None or not iface.isValid():
            found.append(f"{where}: no accessible interface")
            continue
        name, role, state = iface.text(QAccessible.Text.Name).strip(), iface.role(), iface.state()
        if not name:
            found.append(f"{where}: no name")
        elif name in english:
            found.append(f"{where}: English name {name!r}")
        if role == QAccessible.Role.NoRole or (isinstance(w, QAbstractButton) and role in NOT_A_ROLE):
            found.append(f"{where} {name!r}: role {role}")
        if not state.focusable or state.invisible:
            found.append(f"{where} {name!r}: not focusable or invisible")
    return found


def _shown(qtbot, widget: QWidget, size: tuple[int, int] = (1280, 800)) -> QWidget:
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    return widget


def start_screen(qtbot, shell) -> QWidget:
    from mammamia_qt.ui.shell.start_screen import StartScreen

    screen = _shown(qtbot, StartScreen())
    screen.set_can_continue(True)
    return screen


def new_game(qtbot, shell) -> QWidget:
    from mammamia_qt.ui.dialogs.new_game import NewGameDialog

    return _shown(qtbot, NewGameDialog(CardArt()), (1024, 700))


def settings(qtbot, shell) -> QWidget:
    from mammamia_qt.ui.dialogs.settings import SettingsDialog

    return _shown(qtbot, SettingsDialog(AppSettings()), (900, 700))


def about(qtbot, shell) -> QWidget:
    from mammamia_qt.ui.dialogs.about import AboutDialog

    return _shown(qtbot, AboutDialog(), (600, 500))


def how_to_play(qtbot, shell) -> QWidget:
    from mammamia_qt.ui.dialogs.how_to_play import HowToPlayDialog

    return _shown(qtbot, HowToPlayDialog(), (900, 700))


def _table(qtbot, edition: str) -> QWidget:
    setup = make_setup(["human", "random", "random"], seed=4, edition=edition)
    controller, page = make_page(qtbot, setup)
    asked: list[int] = []
    controller.humanToAct.connect(asked.append)
    controller.start()
    qtbot.waitUntil(lambda: bool(asked), timeout=10000)
    qtbot.waitUntil(lambda: not page.table.scene.busy, timeout=10000)
    return page


def table_classic(qtbot, shell) -> QWidget:
    return _table(qtbot, "classic")


def table_plus(qtbot, shell) -> QWidget:
    return _table(qtbot, "plus")


def _asked_in_the_reveal(edition: str, seed: int):
    """A game of Anna (at the screen) and two random players, at a reveal question to Anna."""

    from mammamia_qt.engine.state import GameState

    setup = make_setup(["human", "random", "random"], seed=seed, edition=edition)
    state, _ = GameState.new_game(setup.rules, setup.seed)
    play_out(state, randomly(seed), until=lambda s: s.view_for(0).question is not None)
    return setup, state


def table_reveal_prompt(qtbot, shell) -> QWidget:
    from mammamia_qt.ui.controller import GameController

    setup, state = _asked_in_the_reveal("plus", 21)
    controller = GameController(setup, ai_delay_ms=0, saved=state)
    controller, page = make_page(qtbot, setup, controller=controller)
    asked: list[int] = []
    controller.humanToAct.connect(asked.append)
    controller.start()
    qtbot.waitUntil(
        lambda: bool(asked) and page.table.pages.currentWidget() is page.table.prompt, timeout=10000
    )
    return page


def narration_list(qtbot, shell) -> QWidget:
    page = table_classic(qtbot, shell)
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_L)
    assert page.table.narration.list.hasFocus()
    return page


def table_with_a_phone(qtbot, shell) -> QWidget:
    setup = make_setup(["human", "phone", "random"], seed=4)
    controller, page = make_page(qtbot, setup)
    controller.start()
    return page


def hand_over(qtbot, shell) -> QWidget:
    from mammamia_qt.ui.shell.hand_over import HandOverOverlay

    page = _shown(qtbot, QWidget())
    table = QWidget(page)
    table.setGeometry(page.rect())
    table.hand_area = lambda: QRect(100, 450, 800, 300)  # type: ignore[attr-defined]
    HandOverOverlay(table, page).show_for("Beate")
    return page


def round_summary(qtbot, shell) -> QWidget:
    from mammamia_qt.ui.shell.round_summary import RoundSummary

    setup = shell.make_setup()
    state, rounds, _ = shell.play(setup)
    page = _shown(qtbot, QWidget())
    RoundSummary(CardArt(), page).show_round(rounds[0], shell.FakeController(setup, state))
    return page


def results(qtbot, shell) -> QWidget:
    from mammamia_qt.ui.shell.results import ResultsPage

    setup = shell.make_setup()
    state, _, _ = shell.play(setup)
    page = _shown(qtbot, ResultsPage(CardArt()))
    page.show_results(GameEnded((0,), (5, 3, 2, 1), "none"), shell.FakeController(setup, state))
    return page


def attract(qtbot, shell) -> QWidget:
    from mammamia_qt.ui.kiosk.attract import AttractPage

    return _shown(qtbot, AttractPage(CardArt(), speed="instant"))


def quick_start(qtbot, shell) -> QWidget:
    from mammamia_qt.ui.kiosk.quick_start import QuickStartPage

    page = _shown(qtbot, QuickStartPage())
    page.set_can_resume(True)
    return page


def pin_pad(qtbot, shell) -> QWidget:
    from mammamia_qt.ui.kiosk.pin_pad import PinPad

    host = _shown(qtbot, QWidget())
    PinPad(host).open("2468")
    return host


SCREENS: dict[str, Callable[..., QWidget]] = {
    "start": start_screen,
    "new game": new_game,
    "settings": settings,
    "how to play": how_to_play,
    "about": about,
    "table classic": table_classic,
    "table plus": table_plus,
    "table reveal prompt": table_reveal_prompt,
    "narration list": narration_list,
    "phone panel": table_with_a_phone,
    "hand-over": hand_over,
    "round summary": round_summary,
    "results": results,
    "kiosk attract": attract,
    "kiosk quick start": quick_start,
    "kiosk pin pad": pin_pad,
}


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_control_has_a_name_role_and_state(qtbot, shell, languages, lang: str, screen: str) -> None:
    assert languages.set_language(lang)
    root = SCREENS[screen](qtbot, shell)
    assert len(focusable(root)) >= 1
    assert problems(root, lang) == []


def test_names_follow_a_change_of_language(qtbot, shell, languages) -> None:
    assert languages.set_language("en")
    page = table_classic(qtbot, shell)
    before = {w: QAccessible.queryAccessibleInterface(w).text(QAccessible.Text.Name) for w in focusable(page)}
    assert languages.set_language("de")
    assert problems(page, "de") == []
    after = {w: QAccessible.queryAccessibleInterface(w).text(QAccessible.Text.Name) for w in before}
    assert sum(before[w] != after[w] for w in before) >= len(before) // 2


def test_a_whole_turn_by_keys_alone_each_choice_spoken(qtbot) -> None:
    setup = make_setup(["human", "random"], seed=8)
    controller, page = make_page(qtbot, setup)
    asked: list[int] = []
    controller.humanToAct.connect(asked.append)
    controller.start()
    qtbot.waitUntil(lambda: bool(asked), timeout=10000)
    table = page.table
    qtbot.waitUntil(lambda: not table.scene.busy, timeout=10000)
    view = controller.view()
    assert table.narration.live().startswith("Your turn")  # what is asked, told to the person at the screen
    play = next(a for a in view.legal_actions if isinstance(a, Play) and a.kind >= 0 and a.draw == "supply")
    moves = controller.moves()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key(Qt.Key.Key_1 + play.kind))
    held = view.hand_ingredients[play.kind]
    assert table.narration.live().endswith(f"1 of {held} selected")
    assert f"1 of {held} selected" in table.action_bar.kind_buttons[play.kind].accessibleName()
    qtbot.keyClick(table, Qt.Key.Key_S)
    assert controller.moves() == moves + 1
    # said to her in the second person: she is the one at the screen
    assert any(line.startswith("You put 1 ×") for line in table.narration.lines()) or table.scene.busy


def test_the_round_summary_explains_the_one_lap_round_after_an_empty_supply(qtbot, shell) -> None:
    import dataclasses

    from mammamia_qt.ui.shell.round_summary import RoundSummary

    setup = shell.make_setup()
    moves = 20
    state, rounds, _ = shell.play(setup, moves)
    while not rounds:  # just after the first round: more rounds to come
        moves += 20
        state, rounds, _ = shell.play(setup, moves)
    page = _shown(qtbot, QWidget())
    summary = RoundSummary(CardArt(), page)
    controller = shell.FakeController(setup, state)
    summary.show_round(dataclasses.replace(rounds[0], supply=5), controller)
    usual = summary.next_info.text()
    summary.show_round(dataclasses.replace(rounds[0], supply=0), controller)
    assert summary.next_info.text().startswith(usual.rstrip("."))
    assert "one lap" in summary.next_info.text() and "waiter" in summary.next_info.text()
