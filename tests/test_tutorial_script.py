"""The guided games' deals still give every lesson point (mammamia_qt/tutorial/script.py)."""

from __future__ import annotations

import pytest

from mammamia_qt.ai.base import table_player
from mammamia_qt.engine.actions import WAITER, AskHelp, Complete, Help, Play
from mammamia_qt.engine.events import HelpGiven, OrderDelivered, PhaseOneEnded, RoundEnded
from mammamia_qt.engine.ids import Phase
from mammamia_qt.engine.state import GameState
from mammamia_qt.tutorial import script
from mammamia_qt.tutorial.script import CLASSIC, PLUS, Lesson


def play_lesson(lesson: Lesson) -> tuple[list[object], list[object]]:
    """The first round as the lesson plays it: the script's moves for the player, the opponents'
    own choices (seated by table_player, as ui/ai_seats.py seats them); returns every event and the player's view
    at each of their moves."""
    state, events = GameState.new_game(lesson.rules, lesson.seed)
    setup = lesson.setup("You")
    players = {
        seat: table_player(config.kind, setup.seed, seat)
        for seat, config in enumerate(setup.seats)
        if seat != script.PLAYER
    }
    moves = iter(enumerate(lesson.moves))
    views = []
    while not any(isinstance(e, RoundEnded) for e in events):
        seat = state.current_player()
        view = state.view_for(seat)
        if seat == script.PLAYER:
            index, action = next(moves)
            assert action in view.legal_actions, (index, action)
            views.append(view)
        else:
            action = players[seat].choose(view)
        events += state.apply(action)
    assert next(moves, None) is None, "the round ended before every scripted move"
    return events, views


def _mine(events: list[object]) -> list[OrderDelivered]:
    return [e for e in events if isinstance(e, OrderDelivered) and e.owner == script.PLAYER]


def test_the_first_game_gives_every_lesson_point() -> None:
    events, views = play_lesson(CLASSIC)
    first = CLASSIC.moves[0]
    assert isinstance(first, Play) and first.count >= 1 and first.order >= 0
    assert {m.draw for m in CLASSIC.moves[:2] if isinstance(m, Play)} == {WAITER, "supply"}
    assert any(isinstance(e, PhaseOneEnded) for e in events)
    mine = _mine(events)
    assert first.order in [e.order for e in mine], "the first turn's order is delivered"
    assert any(any(e.from_hand) for e in mine), "an order is completed from the hand"
    completes = [i for i, m in enumerate(CLASSIC.moves) if isinstance(m, Complete) and m.accept]
    assert completes and views[completes[0]].phase == Phase.REVEAL  # type: ignore[attr-defined]


def test_the_helping_lesson_gets_help_and_gives_it() -> None:
    events, _views = play_lesson(PLUS)
    assert PLUS.rules.helping_in_play
    given = [e for e in events if isinstance(e, HelpGiven)]
    asked = next(i for i, m in enumerate(PLUS.moves) if isinstance(m, AskHelp) and m.request)
    assert any(e.owner == script.PLAYER for e in given), "someone helps the player"
    assert any(e.helper == script.PLAYER for e in given), "the player helps someone"
    ask_step = PLUS.steps[[s.lesson for s in PLUS.steps].index("ask_help")]
    assert Help(True) in PLUS.moves  # the "help" lesson's move
    assert ask_step.move == asked - 1 and PLUS.moves[asked - 1] == Complete(False, ())  # no, then ask


@pytest.mark.parametrize("lesson", [CLASSIC, PLUS], ids=lambda lesson: lesson.name)
def test_every_move_has_a_step_in_order(lesson: Lesson) -> None:
    moves = [s.move for s in lesson.steps if not s.is_note]
    assert moves == list(range(len(lesson.moves)))
    reveal = [i for i, s in enumerate(lesson.steps) if s.when == script.When.REVEAL]
    first_reveal_move = next(i for i, m in enumerate(lesson.moves) if not isinstance(m, Play))
    assert len(reveal) == 1 and lesson.steps[reveal[0] + 1].move == first_reveal_move
