"""The guided first game's deal still gives every lesson point (mammamia_qt/tutorial/script.py)."""

from __future__ import annotations

from mammamia_qt.ai.base import make_player
from mammamia_qt.engine.actions import WAITER, Complete, Play
from mammamia_qt.engine.events import OrderDelivered, PhaseOneEnded, RoundEnded
from mammamia_qt.engine.ids import Phase
from mammamia_qt.engine.state import GameState
from mammamia_qt.tutorial import script


def _opponent_seed() -> int:
    """The seed ui/ai_seats.py gives the opponent's computer player."""
    return script.SEED + 7919 * (1 + 1)


def play_lesson() -> tuple[GameState, list[object], list[tuple[int, object]]]:
    """The first round as the lesson plays it: the script's moves for the player, the opponent's
    own choices; returns the state, every event and (move index, the player's view) per move."""
    state, events = GameState.new_game(script.RULES, script.SEED)
    opponent = make_player(script.OPPONENT, _opponent_seed(), live=True)
    moves = iter(enumerate(script.MOVES))
    asked: list[tuple[int, object]] = []
    while not any(isinstance(e, RoundEnded) for e in events):
        seat = state.current_player()
        view = state.view_for(seat)
        if seat == script.PLAYER:
            index, action = next(moves)
            assert action in view.legal_actions, (index, action)
            asked.append((index, view))
        else:
            action = opponent.choose(view)
        events += state.apply(action)
    assert next(moves, None) is None, "the round ended before every scripted move"
    return state, events, asked


def test_the_deal_gives_every_lesson_point() -> None:
    state, events, asked = play_lesson()
    first = script.MOVES[0]
    assert isinstance(first, Play) and first.count >= 1 and first.order >= 0
    assert {m.draw for m in script.MOVES[:2] if isinstance(m, Play)} == {WAITER, "supply"}
    assert any(isinstance(e, PhaseOneEnded) for e in events)
    mine = [e for e in events if isinstance(e, OrderDelivered) and e.owner == script.PLAYER]
    assert first.order in [e.order for e in mine], "the first turn's order is delivered"
    assert any(any(e.from_hand) for e in mine), "an order is completed from the hand"
    completes = [i for i, m in enumerate(script.MOVES) if isinstance(m, Complete) and m.accept]
    assert completes and asked[completes[0]][1].phase == Phase.REVEAL  # type: ignore[attr-defined]


def test_every_move_has_a_step_in_order() -> None:
    moves = [s.move for s in script.STEPS if not s.is_note]
    assert moves == list(range(len(script.MOVES)))
    reveal = [i for i, s in enumerate(script.STEPS) if s.when == script.When.REVEAL]
    first_reveal_move = next(i for i, m in enumerate(script.MOVES) if not isinstance(m, Play))
    assert len(reveal) == 1 and script.STEPS[reveal[0] + 1].move == first_reveal_move
