"""The table's status line and its glance for screen readers speak to the person at the screen in
the second person ("… · your turn"), a message of its own (``wording.whose_turn``): one person
against computers is always that person; at a hot seat it is the person whose hand is shown, and
nobody while the cover waits. Any other seat, a computer's or another person's, is named."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from mammamia_qt.engine.ids import Phase
from mammamia_qt.engine.rules import Rules
from mammamia_qt.engine.state import GameState
from mammamia_qt.ui.table.narration import Narrator

from .table_support import make_setup, make_table

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

# The status line's two forms per language: the person at the screen's, another seat's.
STATUS = {
    "en": ("Round 1 of 3 · filling the oven · your turn", "Round 1 of 3 · filling the oven · {name} to play"),
    "de": (
        "Runde 1 von 3 · der Ofen wird gefüllt · du bist am Zug",
        "Runde 1 von 3 · der Ofen wird gefüllt · {name} ist am Zug",
    ),
}
GLANCE = {
    "en": ("Round 1 of 3: your turn.", "Round 1 of 3: {name} to play.", "You have the Mamma Mia card."),
    "de": (
        "Runde 1 von 3: Du bist am Zug.",
        "Runde 1 von 3: {name} ist am Zug.",
        "Du hast die Mamma-Mia-Karte.",
    ),
}


def _first_round(qtbot, kinds: list[str]) -> list[tuple[str, int, str]]:
    """The first round's turns at the table, answered with the first legal action: for each moment
    the table waits for someone (("you", seat) a person asked to act, ("cover", seat) a hot-seat
    cover, ("computer", seat) a computer deciding), what its status line says then."""
    controller, table = make_table(qtbot, make_setup(kinds, seed=5))
    seen: list[tuple[str, int, str]] = []

    def playing() -> bool:
        return controller.started and controller.view().phase == Phase.PLAY and controller.view().round == 1

    def note(kind: str, seat: int) -> None:
        if playing() and controller.view().current_player == seat:
            seen.append((kind, seat, table.scene.status.text()))

    def act(seat: int) -> None:
        note("you", seat)
        legal = controller.view().legal_actions
        QTimer.singleShot(0, lambda: controller.submit(legal[0]))

    def cover(seat: int) -> None:
        note("cover", seat)
        QTimer.singleShot(0, controller.confirm_hand_over)

    controller.humanToAct.connect(act)
    controller.handOverRequested.connect(cover)
    controller.aiThinking.connect(lambda seat: note("computer", seat))
    controller.start()
    qtbot.waitUntil(lambda: controller.view().phase != Phase.PLAY, timeout=30000)
    return seen


@pytest.mark.parametrize("lang", ["en", "de"])
def test_one_person_against_computers_reads_your_turn_and_the_computers_names(
    qtbot, languages, lang: str
) -> None:
    assert languages.set_language(lang)
    seen = _first_round(qtbot, ["human", "random", "random"])
    yours, others = STATUS[lang]
    kinds = {kind for kind, _, _ in seen}
    assert kinds == {"you", "computer"}, seen
    for kind, seat, text in seen:
        name = ("Anna", "Beate", "Carlo")[seat]
        assert text == (yours if kind == "you" else others.format(name=name)), (kind, seat)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_hot_seat_reads_your_turn_for_the_hand_shown_and_names_the_covered_seat(
    qtbot, languages, lang: str
) -> None:
    assert languages.set_language(lang)
    seen = _first_round(qtbot, ["human", "human", "random"])
    yours, others = STATUS[lang]
    names = ("Anna", "Beate", "Carlo")
    assert {kind for kind, _, _ in seen} == {"you", "cover", "computer"}, seen
    for kind, seat, text in seen:
        assert text == (yours if kind == "you" else others.format(name=names[seat])), (kind, seat)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_glance_speaks_to_the_seat_at_the_screen_and_names_the_others(qapp, languages, lang: str) -> None:
    assert languages.set_language(lang)
    state, _ = GameState.new_game(Rules(players=3), 4)
    while state.view_for(0).mm_holder in (None, -1):  # played on until someone holds the card
        state.apply(state.legal_actions()[0])
    assert state.phase == Phase.PLAY
    view = state.view_for(state.current_player())
    narrator = Narrator(["Anna", "Beate", "Carlo"], view.orders)
    mine, other, holds = GLANCE[lang]
    current, holder = view.current_player, view.mm_holder
    name = ("Anna", "Beate", "Carlo")[current]
    assert narrator.status(view, current).startswith(mine)
    for viewer in (-1, (current + 1) % 3):  # nobody's screen (a cover), another person's
        told = narrator.status(view, viewer)
        assert told.startswith(other.format(name=name)), told
        assert (holds in told) == (holder == viewer)
    assert holds in narrator.status(state.view_for(holder), holder)


SEAT_LINE = {
    "en": ("You have {hand} in hand, {waiter} in the waiter, {delivered} delivered.",
           "{name}: {hand} in hand, {waiter} in the waiter, {delivered} delivered."),
    "de": ("Du hast {hand} auf der Hand, {waiter} beim Kellner, {delivered} geliefert.",
           "{name}: {hand} auf der Hand, {waiter} beim Kellner, {delivered} geliefert."),
}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_glance_tells_the_person_their_own_counts_and_names_everyone_else(
    qapp, languages, lang: str
) -> None:
    assert languages.set_language(lang)
    state, _ = GameState.new_game(Rules(players=3), 4)
    view = state.view_for(1)
    names = ["Anna", "Beate", "Carlo"]
    narrator = Narrator(names, view.orders)
    yours, others = SEAT_LINE[lang]
    counts = [
        {"hand": view.hand_sizes[s], "waiter": view.waiter_sizes[s], "delivered": view.delivered[s]}
        for s in range(3)
    ]
    told = narrator.status(view, 1)
    assert yours.format(**counts[1]) in told
    assert "Beate" not in told  # the person at the screen is "you", never their own name
    for seat in (0, 2):
        assert others.format(name=names[seat], **counts[seat]) in told
    nobody = narrator.status(view, -1)  # a cover: nobody's screen, every seat by name
    assert others.format(name="Beate", **counts[1]) in nobody


def test_the_question_is_spoken_as_the_dock_asks_it_not_behind_the_persons_name(qtbot, languages) -> None:
    assert languages.set_language("de")
    controller, table = make_table(qtbot, make_setup(["human", "random", "random"], seed=5))
    asked: list[int] = []
    controller.humanToAct.connect(asked.append)
    controller.start()
    qtbot.waitUntil(lambda: bool(asked), timeout=10000)
    assert table.narration.live() == table.action_bar.title.text()
    assert table.narration.live().startswith("Du bist dran")
