"""The reveal is a part the state owns (``state.flow``): copies stay apart, names stay the same."""

from __future__ import annotations

import random

from engine_support import new, play_out, randomly

from mammamia_qt.engine.actions import Play
from mammamia_qt.engine.ids import Phase
from mammamia_qt.engine.reveal_flow import RevealFlow
from mammamia_qt.engine.state import GameState


def _to_a_decision(seed: int) -> GameState:
    """A Plus game played at random up to a pending reveal decision."""
    state, _ = new("plus", 4, seed)
    play_out(state, randomly(seed), until=lambda s: s.pending is not None)
    return state


def test_a_clone_mid_reveal_has_its_own_flow() -> None:
    state = _to_a_decision(3)
    copy = state.clone()
    assert isinstance(copy.flow, RevealFlow) and copy.flow is not state.flow
    assert copy.flow.game is copy and state.flow.game is state
    assert copy.fingerprint() == state.fingerprint()
    before = state.fingerprint()
    columns, results = list(state.columns), list(state.results)
    play_out(copy)  # the copy plays to the end
    assert copy.phase == Phase.OVER
    assert state.fingerprint() == before  # the original did not move
    assert state.columns == columns and state.results == results and state.pending is not None
    play_out(state)
    assert state.fingerprint() == copy.fingerprint()  # and plays the same way


def test_the_reveals_fields_keep_their_names_on_the_state() -> None:
    state = _to_a_decision(5)
    flow = state.flow
    assert state.pending is flow.pending and state.columns is flow.columns
    assert state.results is flow.results
    assert (state.reveal_pos, state.evaluator) == (flow.reveal_pos, flow.evaluator)
    state.columns = [1, 2, 3, 4, 5, 6]
    assert flow.columns == [1, 2, 3, 4, 5, 6]
    state.pending = None
    assert flow.pending is None and state.legal_actions() is not None
    assert not {"pending", "columns", "results", "reveal_pos", "evaluator"} & set(vars(state))


def test_a_playout_turn_moves_the_game_as_apply_does() -> None:
    for edition, players, seed in (("classic", 4, 2), ("plus", 5, 6)):
        checked, _ = new(edition, players, seed)
        fast = checked.clone()
        rng = random.Random(seed)
        while checked.phase == Phase.PLAY:
            legal = checked.legal_actions()
            action = legal[rng.randrange(len(legal))]
            assert isinstance(action, Play)
            checked.apply(action)
            fast.playout_turn(action)  # the reveal, when phase 1 ends, too: only no events
            assert fast.fingerprint() == checked.fingerprint()
        assert checked.phase != Phase.PLAY  # up to a reveal decision or the game's end
