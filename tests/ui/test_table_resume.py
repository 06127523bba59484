"""The reveal on the table: the seat acting now is highlighted, and a game resumed mid-reveal is
shown again from the start of the reveal, from a clean first frame."""

from __future__ import annotations

import random

from mammamia_qt.engine import events as ev
from mammamia_qt.engine.save import reveal_so_far
from mammamia_qt.engine.state import GameState
from mammamia_qt.seats import GameSetup
from mammamia_qt.ui.controller import GameController
from mammamia_qt.ui.table.seat_panel import seat_subtitle

from .table_support import make_setup, make_table


def mid_reveal(setup: GameSetup, seed: int = 2, steps: int = 3) -> GameState:
    """Random legal moves until ``steps`` reveal decisions were taken (or the reveal waits for one
    after some orders were checked); a state in the middle of the first reveal."""
    state, _ = GameState.new_game(setup.rules, setup.seed)
    rng = random.Random(seed)
    taken = 0
    while True:
        legal = state.legal_actions()
        events = state.apply(legal[rng.randrange(len(legal))])
        if state.phase == "reveal":
            taken += 1
            checked = any(isinstance(e, (ev.OrderDelivered, ev.OrderReturned)) for e in events)
            if taken >= steps or (checked and taken > 1):
                return state
        assert not state.is_terminal()


def test_the_highlight_follows_the_order_on_show(qtbot):
    setup = make_setup(["human", "random", "random", "random"], seed=4)
    state, _ = GameState.new_game(setup.rules, setup.seed)
    rng = random.Random(1)
    controller, table = make_table(qtbot, setup, controller=GameController(setup, ai_delay_ms=0, saved=state))
    director = table.director
    while state.phase == "play":  # phase one played on the engine, the reveal fed to the table step by step
        legal = state.legal_actions()
        batch = state.apply(legal[rng.randrange(len(legal))])
    seen = 0
    for event in batch:
        director.play([event])
        qtbot.waitUntil(lambda: not table.scene.busy)
        panels = table.scene.panels
        active = [i for i, p in enumerate(panels) if p.info.active]
        if isinstance(event, ev.PhaseOneEnded):
            assert active == [event.evaluator] and panels[event.evaluator].info.doing == "oven"
            assert "pizzas out" in seat_subtitle(panels[event.evaluator].info)
        elif isinstance(event, ev.OrderRevealed):
            seen += 1
            assert active == [event.owner], (event, active)
            assert panels[event.owner].info.doing == "order"
            assert "order" in seat_subtitle(panels[event.owner].info)
        for i, panel in enumerate(panels):
            if i not in active:
                assert seat_subtitle(panel.info) != "to play"
    assert seen, "the reveal showed no order"


def test_a_resumed_reveal_is_replayed_from_its_start(qtbot):
    setup = make_setup(["human", "random", "random", "random"], seed=6)
    state = mid_reveal(setup)
    before, events = reveal_so_far(setup.rules, setup.seed, state)
    assert before.phase == "play" and any(isinstance(e, ev.PhaseOneEnded) for e in events)
    shown = [e for e in events if isinstance(e, (ev.OrderDelivered, ev.OrderReturned))]
    assert shown, "the replay includes the orders already checked"

    controller = GameController(setup, ai_delay_ms=0, saved=state)
    batches: list[list] = []
    controller.eventsReady.connect(batches.append)
    controller, table = make_table(qtbot, setup, size=(1600, 900), controller=controller)
    # Built from before the reveal: the oven still closed, nothing sorted into columns yet.
    assert table.scene.oven.oven.count == before.view_for(0).oven_count
    assert (
        table.scene.reveal.counts()[: state.view_for(0).kinds]
        == before.view_for(0).carried[: before.view_for(0).kinds]
    )
    # A clean first frame: every hand card in the hand's strip, none over a seat panel (also once
    # the event loop ran: no card still flying towards the places of the size the table had first).
    qtbot.wait(500)
    hand_cards = table.hand.cards + table.hand.order_cards
    assert hand_cards
    for card in hand_cards:
        box = card.mapRectToScene(card.shape().boundingRect())
        assert table.scene.lay.hand.adjusted(-2, -2, 2, 2).contains(box), box
        for panel in table.scene.panels:
            assert not box.intersects(panel.sceneBoundingRect().adjusted(6, 6, -6, -6))
    controller.start()
    assert batches and batches[0] == events
    qtbot.waitUntil(lambda: not controller.replaying)
    view = controller.view()
    assert table.scene.reveal.counts()[: view.kinds] == view.columns[: view.kinds]


def test_a_resume_outside_a_reveal_replays_nothing(qtbot):
    setup = make_setup(["human", "random", "random", "random"], seed=6)
    state, _ = GameState.new_game(setup.rules, setup.seed)
    state.apply(state.legal_actions()[0])
    assert reveal_so_far(setup.rules, setup.seed, state) is None
    controller = GameController(setup, ai_delay_ms=0, saved=state)
    batches: list[list] = []
    controller.eventsReady.connect(batches.append)
    make_table(qtbot, setup, controller=controller)
    controller.start()
    assert not batches and not controller.replaying


def test_continuing_a_game_saved_mid_reveal_replays_it_once(qtbot, tmp_path, monkeypatch):
    """The save's one replay brings the reveal so far: the controller does not play the moves again."""
    from mammamia_qt.storage import GameStore, load_saved

    setup = make_setup(["human", "random", "random", "random"], seed=6)
    state = mid_reveal(setup)
    store = GameStore(tmp_path)
    store.autosave(state, setup)
    deals = []
    new_game = GameState.new_game.__func__  # type: ignore[attr-defined]
    monkeypatch.setattr(
        GameState, "new_game", classmethod(lambda cls, *a: deals.append(a) or new_game(cls, *a))
    )
    saved, again = load_saved(store)
    controller = GameController(again, ai_delay_ms=0, saved=saved)
    assert len(deals) == 1
    monkeypatch.undo()
    before, events = reveal_so_far(setup.rules, setup.seed, state)
    batches: list[list] = []
    controller.eventsReady.connect(batches.append)
    controller, table = make_table(qtbot, setup, controller=controller)
    assert table.scene.oven.oven.count == before.view_for(0).oven_count
    controller.start()
    assert batches and batches[0] == events
    qtbot.waitUntil(lambda: not controller.replaying)
