"""What the table and the shell ask the controller instead of reading its state: the rule a move
would break, whether a game is on, the game's rule facts, saving and loading a game unopened."""

from __future__ import annotations

import pytest

from mammamia_qt.engine.actions import NO_DRAW, NO_KIND, NO_ORDER, SUPPLY, WAITER, Play
from mammamia_qt.engine.ids import Rule
from mammamia_qt.engine.state import GameState
from mammamia_qt.storage import GameStore, SavedGame, load_saved
from mammamia_qt.ui.common.names import refusal_text
from mammamia_qt.ui.controller import GameController

from .table_support import make_setup, make_table


def _human_to_act(qtbot, setup, state: GameState | None = None):
    controller = GameController(setup, ai_delay_ms=0, saved=state) if state else None
    controller, widget = make_table(qtbot, setup, controller=controller)
    asked: list[int] = []
    controller.humanToAct.connect(asked.append)
    controller.start()
    qtbot.waitUntil(lambda: bool(asked))
    return controller, widget


def test_the_action_bar_says_the_rule_the_engine_names(qtbot) -> None:
    setup = make_setup(["human", "random", "random"], seed=4, start_player=0)
    controller, widget = _human_to_act(qtbot, setup)
    bar = widget.action_bar
    # Nothing selected: the engine's rule for a turn without an ingredient, in the one wording.
    assert controller.refusal(Play(NO_KIND, 0, NO_ORDER, SUPPLY, 1)) == Rule.MUST_PLAY_INGREDIENT
    assert bar.status.text() == refusal_text(Rule.MUST_PLAY_INGREDIENT)
    assert bar.supply_button.toolTip() == refusal_text(Rule.MUST_PLAY_INGREDIENT)
    # One kind selected: a legal move is refused by nothing; not drawing is against the draw rule.
    kind = next(k for k, n in enumerate(controller.view().hand_ingredients) if n)
    bar.pick_kind(kind)
    legal = bar.matching()
    assert legal and controller.refusal(legal[0]) is None
    assert bar.status.text() == ""
    assert not bar.draw(NO_DRAW)
    assert bar.status.text() == refusal_text(Rule.DRAW_COMPULSORY)
    assert controller.view().hand_ingredients == tuple(controller._state.hand_ing[0])  # nothing played
    # Unbound (not this person's turn): the controller's own refusal, worded the same way.
    bar.set_view(None)
    assert bar.reason(SUPPLY) == refusal_text(Rule.NOT_YOUR_TURN)


def test_an_empty_waiter_is_named_by_its_rule(qtbot) -> None:
    setup = make_setup(["human", "random", "random"], seed=6, start_player=0)
    state, _ = GameState.new_game(setup.rules, setup.seed)
    state.waiter[0] = []  # arranged: the human's waiter is empty
    controller, widget = _human_to_act(qtbot, setup, state)
    bar = widget.action_bar
    bar.pick_kind(next(k for k, n in enumerate(controller.view().hand_ingredients) if n))
    assert not bar.waiter_button.isEnabled()
    assert bar.waiter_button.toolTip() == refusal_text(Rule.DRAW_WAITER_EMPTY)
    assert (
        controller.refusal(Play(bar.hand.kind, bar.hand.count, NO_ORDER, WAITER, 1)) == Rule.DRAW_WAITER_EMPTY
    )


def test_a_seat_that_was_not_asked_is_refused_without_a_change(qtbot) -> None:
    setup = make_setup(["random", "human", "random"], seed=5, start_player=0)
    controller = GameController(setup, ai_delay_ms=0)
    assert not controller.started and not controller.in_progress
    assert controller.refusal(Play(0, 1, NO_ORDER, SUPPLY, 1)) == Rule.NOT_YOUR_TURN
    refused: list[str] = []
    controller.actionRefused.connect(refused.append)
    controller.start()  # no table: the first batch is never animated, so nobody is asked yet
    assert controller.started and controller.in_progress
    legal = controller._state.legal_actions()[0]  # seat 0's, an AI's
    assert controller.refusal(legal) == Rule.NOT_YOUR_TURN
    assert not controller.submit(legal)
    assert refused == [refusal_text(Rule.NOT_YOUR_TURN)]
    assert controller.submit_for(0, legal) == Rule.NOT_YOUR_TURN == "not_your_turn"
    assert controller._state.history == []  # nothing was applied
    controller.stop()


@pytest.mark.parametrize(("edition", "minimale"), [("classic", 3), ("plus", 4)])
def test_the_table_takes_the_minimale_count_and_personal_ingredients_from_the_view(
    qtbot, edition: str, minimale: int
) -> None:
    setup = make_setup(["human", "random", "random", "random"], edition=edition, seed=3)
    controller, widget = _human_to_act(qtbot, setup)
    view = controller.view()
    assert controller.edition_rules is view.edition_rules
    assert widget.scene.minimale_n == view.edition_rules.minimale_n == minimale
    assert widget.scene.oven.minimale_n == widget.scene.hand.minimale_n == minimale
    assert [p.info.personal for p in widget.scene.panels] == list(view.personal_ingredients)


def test_a_game_is_saved_and_resumed_by_the_controller_unopened(qtbot, tmp_path) -> None:
    setup = make_setup(["human", "random", "random"], seed=7, start_player=0)
    controller, _widget = _human_to_act(qtbot, setup)
    store = GameStore(tmp_path)
    path = tmp_path / "game.json"
    controller.save(store, path)
    controller.save(store)  # the autosave
    for saved, again in (load_saved(store, path), load_saved(store)):
        assert isinstance(saved, SavedGame) and not saved.over and again == setup
        resumed = GameController(again, ai_delay_ms=0, saved=saved)
        assert resumed.started and resumed.in_progress
        assert resumed.view() == controller.view()
    kept = controller.saved_game()
    assert not kept.over and GameController(setup, saved=kept).view() == controller.view()
