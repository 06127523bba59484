"""Questions tell nobody what is in a hand (RULES.md, Helping and Information).

Over random reveals: dealing the same hidden cards differently between the hands (every hand
keeping its size) never changes who is asked what, nor any public event, as long as the players'
free answers are the same. A question whose only answer is no is asked all the same.
"""

from __future__ import annotations

import dataclasses
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mammamia_qt.engine import AskHelp, Choose, Complete, Help
from mammamia_qt.engine.actions import Action
from mammamia_qt.engine.cards import EDITIONS, INGREDIENTS, load_deck
from mammamia_qt.engine.events import CardsDrawn, Event, OrderDelivered, OrderReturned
from mammamia_qt.engine.ids import Phase
from mammamia_qt.engine.scenario import build_state, parse_scenario, run_scenario
from mammamia_qt.engine.state import GameState

SETTINGS = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PUBLIC_REASONS = {"forbidden", "no_candidate", "no_help", "not_completed"}


@st.composite
def reveals(draw: st.DrawFn) -> tuple[dict, dict]:
    """A random reveal scenario, and the same with the hidden hand cards dealt differently."""
    edition = draw(st.sampled_from(["classic", "plus"]))
    info = EDITIONS[edition]
    players = draw(st.integers(2 if edition == "classic" else 3, 5 if edition == "classic" else 6))
    seats = list(info.colours[:players])
    kinds = list(INGREDIENTS[: info.kinds])
    deck = load_deck(edition)
    oven: list[object] = []
    for _ in range(draw(st.integers(1, 26))):
        if draw(st.integers(0, 4)) == 0:
            owner = draw(st.sampled_from(seats))
            card = draw(st.sampled_from([o for o in deck.orders if o.colour == owner]))
            oven.append({"owner": owner, "order": card.spec().model_dump(mode="json", exclude_none=True)})
        else:
            oven.append(draw(st.sampled_from(kinds)))
    carried = {k: draw(st.integers(0, 3)) for k in kinds if draw(st.booleans())}
    sizes = [draw(st.integers(0, 7)) for _ in seats]
    # Hands of few kinds, so that help requests are often covered in one world and not the other.
    hand_kinds = draw(st.lists(st.sampled_from(kinds), min_size=1, max_size=3, unique=True))
    pool = [draw(st.sampled_from(hand_kinds)) for _ in range(sum(sizes))]

    # Two deals of the same cards: shuffled, or sorted by kind and cut at different places (which
    # gathers a kind in different hands, so who could help differs).
    def shuffled() -> list[str]:
        if draw(st.booleans()):
            return list(draw(st.permutations(pool)))
        cut = draw(st.integers(0, max(0, len(pool) - 1)))
        ordered = sorted(pool)
        return ordered[cut:] + ordered[:cut]

    first, other = shuffled(), shuffled()

    def deal(cards: list[str]) -> dict[str, dict[str, int]]:
        hands: dict[str, dict[str, int]] = {}
        at = 0
        for colour, size in zip(seats, sizes):
            hand: dict[str, int] = {}
            for k in cards[at : at + size]:
                hand[k] = hand.get(k, 0) + 1
            hands[colour] = hand
            at += size
        return hands

    base = {
        "name": "random",
        "edition": edition,
        "seats": seats,
        "options": {"helping": draw(st.integers(0, 3)) > 0},
        "carried_over": carried,
        "oven": oven,
        "waiters": {c: draw(st.integers(0, 2)) for c in seats},
    }
    return {**base, "hands": deal(first)}, {**base, "hands": deal(other)}


def public(events: list[Event]) -> list[object]:
    """The events as the table sees them, before they show cards from a hand: a helped
    Bombastica's owner adds "the rest" from hand, which the table then sees, so only how many
    is compared there."""
    out: list[object] = []
    for e in events:
        if isinstance(e, CardsDrawn):
            continue
        if isinstance(e, OrderDelivered):
            out.append(dataclasses.replace(e, from_hand=(sum(e.from_hand),)))
        else:
            out.append(e)
    return out


def common_answer(a: GameState, b: GameState, intent: int) -> Action:
    """The same free answer in both worlds: a 'yes' only where it is open in both."""
    p = a.pending
    assert p is not None
    legal_a, legal_b = a.legal_actions(), b.legal_actions()
    if p.stage == "choose":
        assert list(legal_a) == list(legal_b)  # the choices follow the face-up columns only
        return legal_a[intent % len(legal_a)]
    if p.stage == "complete":
        both = [x for x in legal_a if x.accept and x in legal_b]  # type: ignore[union-attr]
        return both[intent % len(both)] if both and intent % 2 else Complete(False, ())
    if p.stage == "ask_help":
        both = [x for x in list(legal_a)[:300] if x.request and x in legal_b]  # type: ignore[union-attr]
        if not both or not intent % 4:
            return AskHelp(())

        def able(state: GameState, seat: int, request: tuple[int, ...]) -> bool:
            return all(h >= r for h, r in zip(state.hand_ing[seat], request))

        # Most telling: a request that someone could meet in one world and not in the other.
        telling = [
            x for x in both
            if any(able(a, s, x.request) != able(b, s, x.request) for s in range(a.n) if s != p.owner)  # type: ignore[union-attr]
        ]  # fmt: skip
        pick = telling if telling and intent % 3 else both
        return pick[intent % len(pick)]
    return Help(True) if intent % 2 and Help(True) in legal_a and Help(True) in legal_b else Help(False)


@SETTINGS
@given(reveals(), st.randoms(use_true_random=False))
def test_swapping_hidden_cards_changes_no_question(pair: tuple[dict, dict], rnd: random.Random) -> None:
    one, two = (build_state(parse_scenario(data)) for data in pair)
    events_a: list[Event] = []
    events_b: list[Event] = []
    one.flow.end_phase_one(0, events_a)
    two.flow.end_phase_one(0, events_b)
    asked: list[tuple[int, str]] = []
    while one.phase == Phase.REVEAL and one.pending is not None:
        pa, pb = one.pending, two.pending
        assert pb is not None, "one world asks a question the other does not"
        assert (pa.seat, pa.stage, pa.order) == (pb.seat, pb.stage, pb.order)
        assert one.view_for(pa.seat).pending == two.view_for(pb.seat).pending
        asked.append((pa.seat, pa.stage))
        action = common_answer(one, two, rnd.randrange(1 << 16))
        events_a += one.apply(action)
        events_b += two.apply(action)
    assert two.pending is None and two.phase == one.phase
    assert public(events_a) == public(events_b)
    for e in events_a:
        if isinstance(e, OrderReturned):
            assert e.reason in PUBLIC_REASONS


@SETTINGS
@given(reveals())
def test_scenario_questions_list_every_question_forced_ones_included(pair: tuple[dict, dict]) -> None:
    data, _ = pair
    run = run_scenario(parse_scenario(data))  # no decisions scripted: every default applies
    if run.error:  # a choice left open is never guessed
        assert "choices are never guessed" in run.error
        return
    state = build_state(parse_scenario(data))
    events: list[Event] = []
    state.flow.end_phase_one(0, events)
    expected = []
    while state.phase == Phase.REVEAL and state.pending is not None:
        p = state.pending
        expected.append({"player": state.colours[p.seat], "question": p.stage})
        legal = state.legal_actions()
        if p.stage == "complete":
            action = legal[0]
        elif p.stage == "ask_help":
            action = AskHelp(())
        elif p.stage == "help":
            action = Help(False)
        else:  # pragma: no cover - the run above would have failed
            action = Choose(())
        state.apply(action)
    assert run.outcome["questions"] == expected
