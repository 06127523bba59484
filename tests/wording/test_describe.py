"""One event, one sentence: ``describe(event, viewer)`` for every event kind, in the third person
for anyone else and in the second person for the viewer's own doing (a message of its own)."""

from __future__ import annotations

import re

import pytest

from mammamia_qt.engine import events as ev
from mammamia_qt.wording.messages import DESCRIBE, MESSAGES, Said, describe

# Per event kind: an example, and the seat whose doing (or whose order) it is; None: nobody's.
SAMPLES: list[tuple[ev.Event, int | None]] = [
    (ev.RoundStarted(2, 1, (0,) * 6, 30, False), 1),
    (ev.RoundStarted(3, 1, (0,) * 6, 0, True), None),
    (ev.IngredientsPlayed(1, 4, 3), 1),
    (ev.OrderPlayed(1, 5), 1),
    (ev.Passed(2, sat_out=False), 2),
    (ev.Passed(2, sat_out=True), 2),
    (ev.CardsDrawn(0, "supply", 2, (1, 1, 0, 0, 0, 0), ()), 0),
    (ev.CardsDrawn(0, "waiter", 1, (0,) * 6, (3,)), 0),
    (ev.MammaMiaTaken(3), 3),
    (ev.PhaseOneEnded(2, 9), 2),
    (ev.PhaseOneEnded(2, 9, "lap"), 2),
    (ev.IngredientRevealed(1, 4), None),
    (ev.OrderRevealed(5, 1), 1),
    (ev.KindsChosen(1, 5, (0, 2)), 1),
    (ev.HelpAsked(1, 5, (0, 1, 0, 0, 0, 0)), 1),
    (ev.HelpDeclined(2, 5), 2),
    (ev.HelpGiven(2, 1, 5, (0, 1, 0, 0, 0, 0)), 2),
    (ev.OrderDelivered(5, 1, (1,) * 6, (0,) * 6, None), 1),
    (ev.OrderDelivered(5, 1, (1,) * 6, (0,) * 6, 2), 1),
    (ev.OrderReturned(5, 1, "forbidden"), 1),  # type: ignore[arg-type]
    (ev.RoundEnded(1, (2, 1, 0), (0, 1, 0), (0,) * 6, 12), None),
    (ev.GameEnded((0,), (5, 3, 2), "none"), 0),
    (ev.GameEnded((0, 2), (5, 3, 5), "shared"), 0),
]

YOU = re.compile(r"\b(you|your)\b", re.IGNORECASE)


def _second_person(said: Said) -> bool:
    return bool(YOU.search(said.source))


def test_every_event_kind_has_a_sentence_and_an_example() -> None:
    assert set(DESCRIBE) == set(ev.Event.__args__)  # type: ignore[attr-defined]
    assert {type(e) for e, _ in SAMPLES} == set(DESCRIBE)


@pytest.mark.parametrize(("event", "actor"), SAMPLES, ids=lambda x: type(x).__name__)
def test_third_person_for_anyone_else_second_person_for_the_viewer(
    event: ev.Event, actor: int | None
) -> None:
    nobody = describe(event, None)
    assert describe(event, -1) == nobody  # a spectator, a replay, a hot-seat cover
    assert not _second_person(nobody), nobody.source
    assert "You" not in nobody.source.format(**{k: "X" for k in nobody.params})
    others = [describe(event, seat) for seat in range(6) if seat != actor]
    if actor is None:  # nobody's doing: every viewer reads the same sentence
        assert {s.id for s in others} == {nobody.id}
        return
    mine = describe(event, actor)
    assert mine.id != nobody.id and _second_person(mine), mine.source
    # the viewer's own name is never a parameter of their own sentence: "you" stands for it
    named = {v.seat for v in mine.params.values() if hasattr(v, "seat")}
    assert actor not in named


def test_help_is_worded_for_the_helper_for_the_helped_and_for_the_others() -> None:
    given = ev.HelpGiven(helper=2, owner=1, order=5, cards=(0, 1, 0, 0, 0, 0))
    assert describe(given, 2).source == "You help {name} with {cards}."
    assert describe(given, 1).source == "{helper} helps you with {cards}."
    assert describe(given, 0).source == "{helper} helps {name} with {cards}."
    delivered = ev.OrderDelivered(5, 1, (1,) * 6, (0,) * 6, helper=2)
    assert describe(delivered, 2).source == "{name}'s {order} is delivered with your help."
    assert describe(delivered, 1).source == "Your {order} is delivered with help from {helper}."


def test_each_end_of_phase_one_is_told_for_what_it_is() -> None:
    """Phase 1 ends when the supply's last card is drawn, or after the one lap of a round begun with
    an empty supply: never "the oven is full"."""
    supply, lap = describe(ev.PhaseOneEnded(0, 5)), describe(ev.PhaseOneEnded(0, 5, "lap"))
    assert supply.id != lap.id
    assert "supply is empty" in supply.source and "lap is over" in lap.source
    assert not any("oven is full" in text for text in MESSAGES.values())


def test_a_draw_is_told_by_its_source_and_count_never_its_cards() -> None:
    a = describe(ev.CardsDrawn(0, "supply", 2, (2, 0, 0, 0, 0, 0), ()), 1)
    b = describe(ev.CardsDrawn(0, "supply", 2, (0, 0, 1, 1, 0, 0), ()), 1)
    assert a == b


def test_every_message_is_used_and_its_placeholders_are_filled() -> None:
    used = set()
    for event, actor in SAMPLES:
        for viewer in (None, actor, 1, 2):
            said = describe(event, viewer)
            used.add(said.id)
            assert set(re.findall(r"\{(\w+)\}", said.source)) == set(said.params), said.id
    used.add(describe(ev.OrderDelivered(5, 1, (1,) * 6, (0,) * 6, 2), 2).id)
    assert used == set(MESSAGES)


def test_whose_turn_and_the_mamma_mia_card_in_the_second_person_for_the_viewer_only() -> None:
    from mammamia_qt.wording.messages import STATES, holds_mamma_mia, whose_turn

    for glance in (False, True):
        yours = whose_turn(1, 3, 2, 2, glance=glance)
        assert _second_person(yours) and yours.params == {"round": 1, "rounds": 3}
        for viewer in (None, -1, 0, 1):
            said = whose_turn(1, 3, 2, viewer, glance=glance)
            assert not _second_person(said) and said.params["name"].seat == 2  # type: ignore[union-attr]
    assert _second_person(holds_mamma_mia(1, 1)) and not _second_person(holds_mamma_mia(1, 0))
    assert {whose_turn(1, 3, 0, v, glance=g).id for v in (0, 1) for g in (False, True)} | {
        holds_mamma_mia(0, v).id for v in (0, 1)
    } == set(STATES)
