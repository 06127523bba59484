"""One action JSON: saves and the phones' taps read actions with the same models (engine/save.py),
each within its own bounds (the largest count, the longest order id)."""

from __future__ import annotations

import json

import pytest
from pydantic import TypeAdapter, ValidationError

from mammamia_qt.engine.save import SAVE_BOUNDS, ActionBounds, ActionJson, PlayJson, bounds_context
from mammamia_qt.phones.protocol import ACTION_BOUNDS, ActMsg, ProtocolError, parse_message

ACTION = TypeAdapter(ActionJson)


def _play(count: int, order: str | None = None) -> dict:
    return {
        "type": "play",
        "kind": "olive",
        "count": count,
        "order": order,
        "draw": "supply",
        "draw_count": 1,
    }


def _tap(action: dict) -> str:
    return json.dumps({"t": "act", "id": "tap-0000001", "n": 0, "a": action})


def test_a_tap_carries_the_saves_action_model() -> None:
    msg = parse_message(_tap(_play(2)))
    assert isinstance(msg, ActMsg) and type(msg.a) is PlayJson
    assert msg.a == ACTION.validate_python(_play(2), strict=True)


@pytest.mark.parametrize("action", [_play(150), _play(1, "o" * 40)])
def test_the_same_action_is_within_a_saves_bounds_but_not_a_taps(action: dict) -> None:
    assert ACTION.validate_python(action, strict=True) == PlayJson(**action)
    with pytest.raises(ProtocolError) as info:
        parse_message(_tap(action))
    assert info.value.code == "malformed"


def test_the_bounds_are_the_readers_parameter() -> None:
    assert (SAVE_BOUNDS.max_count, ACTION_BOUNDS.max_count) == (200, 99)
    tight = bounds_context(ActionBounds(max_count=3, max_order_id=5))
    assert ACTION.validate_python(_play(3, "abcde"), strict=True, context=tight).count == 3
    for action in (_play(4), _play(3, "abcdef"), {"type": "complete", "accept": True, "give": {"olive": 4}}):
        with pytest.raises(ValidationError):
            ACTION.validate_python(action, strict=True, context=tight)
    with pytest.raises(ValidationError):
        ACTION.validate_python(_play(201), strict=True)  # no context: a save's bounds


def test_every_action_of_a_game_reads_back_as_itself() -> None:
    """``to_json`` and the models' ``to_action`` are each other's inverse, for every kind of action."""
    import random

    from engine_support import new, play_out

    from mammamia_qt.engine.actions import to_json

    for edition, seed in (("classic", 3), ("plus", 8)):
        state, _ = new(edition, 4, seed)
        play_out(state, random.Random(seed).choice)
        kinds = set()
        for action in state.history:
            kinds.add(type(action).__name__)
            model = ACTION.validate_python(to_json(action, state.order_ids), strict=True)
            assert model.to_action(state.order_index) == action
        assert {"Play", "Complete"} <= kinds, kinds
