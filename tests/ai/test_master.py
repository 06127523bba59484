"""The master: a seeded search that decides by its playouts, stops when told, and answers reveals."""

from __future__ import annotations

import random

import pytest

from mammamia_qt.ai import LEVELS, make_player
from mammamia_qt.ai import master as master_module
from mammamia_qt.ai.base import MASTER_TIME_BUDGET, table_player
from mammamia_qt.ai.master import MasterPlayer
from mammamia_qt.ai.playout import Playout, PlayoutState
from mammamia_qt.ai.profiles import MASTER
from mammamia_qt.engine import GameState, PlayerView, Rules
from mammamia_qt.engine.actions import Play
from mammamia_qt.engine.worlds import sample_world


def _turn_views(edition: str, n: int, seed: int, every: int = 4) -> list[PlayerView]:
    """Views of phase-1 turns with several legal plays, from a seeded game of intermediates."""
    state, _ = GameState.new_game(Rules(edition=edition, players=n), seed)  # type: ignore[arg-type]
    players = [make_player("intermediate", seed + s) for s in range(n)]
    out: list[PlayerView] = []
    step = 0
    while not state.is_terminal():
        seat = state.current_player()
        view = state.view_for(seat)
        if state.phase == "play" and step % every == 0 and len(view.legal_actions) > 3:
            out.append(view)
        state.apply(players[seat].choose(view))
        step += 1
    return out


def _master(seed: int, iterations: int = 60) -> MasterPlayer:
    return MasterPlayer(MASTER, random.Random(seed), iterations=iterations)


def test_a_seed_and_an_iteration_budget_fix_every_choice() -> None:
    views = _turn_views("classic", 3, 5)[:6]
    first = [_master(3).choose(v) for v in views]
    again = [_master(3).choose(v) for v in views]
    assert first == again


def test_the_playouts_decide_not_the_prior(monkeypatch: pytest.MonkeyPatch) -> None:
    """Playouts that pay only for the heuristic's lowest shortlisted move make the master play it."""
    view = _turn_views("classic", 4, 8)[2]
    player = _master(1, iterations=120)
    player.memory.observe(view)
    scored = player._score_plays(view)
    shortlist = sorted(scored, key=lambda s: -s[0])[: player.shortlist]
    target = shortlist[-1][1]
    assert isinstance(target, Play) and target != shortlist[0][1]

    def paid(world: GameState, me: int, before: list[int], cols: list[int], future: float) -> float:
        root = world.round_plays[len(view.round_plays)]  # the move tried at the root
        return 3.0 if root[1:] == (target.kind, target.count, target.order) else 0.0

    monkeypatch.setattr(master_module, "playout_value", paid)
    choice = _master(1, iterations=120).choose(view)
    assert isinstance(choice, Play)
    assert (choice.kind, choice.count, choice.order) == (target.kind, target.count, target.order)


def test_stop_ends_a_running_search_with_a_legal_move(monkeypatch: pytest.MonkeyPatch) -> None:
    view = _turn_views("plus", 4, 2)[3]
    player = _master(4, iterations=10_000)
    sample = MasterPlayer._sample
    calls = []

    def stop_after_first(self: MasterPlayer, *args: object) -> int:
        calls.append(1)
        done = sample(self, *args)  # type: ignore[arg-type]
        self.stop()  # the game was closed while the master thought
        return done

    monkeypatch.setattr(MasterPlayer, "_sample", stop_after_first)
    action = player.choose(view)
    assert action in view.legal_actions
    assert len(calls) == 1
    assert 0 < player.last_iterations < 10_000


def test_a_new_question_is_not_stopped_by_an_old_stop() -> None:
    view = _turn_views("classic", 2, 4)[1]
    fresh = _master(2, iterations=40)
    fresh.choose(view)
    player = _master(2, iterations=40)
    player.stop()  # a stop that came after the last search
    player.choose(view)
    assert player.last_iterations == fresh.last_iterations > 20


def test_worlds_where_the_others_orders_fail_are_drawn_again(monkeypatch: pytest.MonkeyPatch) -> None:
    view = next(v for v in _turn_views("classic", 4, 6, every=1) if any(p[3] >= 0 for p in v.round_plays))
    player = _master(7)
    starts: list[int] = []
    real_start = Playout.start

    def doubtful(world: GameState, me: int = -1) -> Playout:
        p = real_start(world, me)
        p.doubts = 1 if len(starts) < 2 else 0  # the first two worlds look implausible
        starts.append(p.doubts)
        return p

    monkeypatch.setattr(master_module.Playout, "start", staticmethod(doubtful))
    player._world(view)
    assert starts == [1, 1, 0]


def test_doubts_count_the_others_orders_a_world_cannot_complete() -> None:
    for view in _turn_views("classic", 4, 9, every=1):
        orders = [p for p in view.round_plays if p[3] >= 0 and p[0] != view.seat]
        if not orders:
            continue
        world = sample_world(view, random.Random(1), None, PlayoutState)
        p = Playout.start(world, view.seat)
        assert 0 <= p.doubts <= len(orders)
        # Emptied hands and no face-up cards: none of the others' orders can be completed.
        for s in range(world.n):
            if s != view.seat:
                world.hand_ing[s] = [0] * 6
        world.carried = [0] * 6
        world.round_plays = [(s, -1, 0, o) for s, _, _, o in world.round_plays if o >= 0]
        assert Playout.start(world, view.seat).doubts == len(orders)
        return
    pytest.fail("no turn with another seat's order in the oven")


@pytest.mark.parametrize(("edition", "n"), [("plus", 3), ("classic", 2)])
def test_the_master_plays_whole_games_and_answers_the_reveal(edition: str, n: int) -> None:
    """Legal throughout, and the reveal's questions with several answers go to the search."""
    state, _ = GameState.new_game(Rules(edition=edition, players=n), 12)  # type: ignore[arg-type]
    master = _master(5, iterations=24)
    others = [make_player("expert", 40 + s) for s in range(n)]
    searched_answers = 0
    while not state.is_terminal():
        seat = state.current_player()
        view = state.view_for(seat)
        if seat == 0:
            master.last_iterations = 0
            action = master.choose(view)
            if view.pending is not None and len(view.legal_actions) > 1:
                searched_answers += master.last_iterations > 0
        else:
            action = others[seat].choose(view)
        assert action in view.legal_actions
        state.apply(action)
    assert searched_answers > 0


class Clock:
    """A stand-in for the master's clock: every reading is ``step`` seconds after the last."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def perf_counter(self) -> float:
        self.now += self.step
        return self.now


@pytest.mark.parametrize("live", [False, True])
def test_live_play_ends_the_search_at_its_time_budget(live: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Made as every caller makes it (``make_player``): live, the master stops at its time budget;
    otherwise it runs its whole iteration count. The clock is read off the master's own module:
    each reading is 0.05 s later, whatever the machine."""
    view = _turn_views("classic", 3, 11)[2]
    monkeypatch.setattr(master_module, "time", Clock(0.05))
    player = make_player("master", 3, live=live, iterations=200)
    assert isinstance(player, MasterPlayer)
    action = player.choose(view)
    assert action in view.legal_actions
    if not live:
        assert player.last_iterations > 150  # the whole budget: no clock stops it
    else:
        # The budget (0.2 s) counts from the question: four readings fit, one world per reading.
        assert MASTER_TIME_BUDGET == 0.2
        assert 0 < player.last_iterations <= 4 * player.shortlist


@pytest.mark.parametrize("level", LEVELS)
def test_a_table_seats_each_level_in_live_play(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """``table_player``, how the tables (ui/ai_seats.py) make their computer players: the level asked
    for, seeded by the game and the seat (the same game set up again plays alike), and a master
    that keeps to its time budget."""
    view = _turn_views("classic", 3, 11)[2]
    player = table_player(level, 41, 2)
    assert player.level == level
    again = table_player(level, 41, 2)
    if level != "master":
        assert player.choose(view) == again.choose(view)
        return
    monkeypatch.setattr(master_module, "time", Clock(0.05))
    assert player.choose(view) in view.legal_actions
    assert isinstance(player, MasterPlayer)
    assert 0 < player.last_iterations <= 4 * player.shortlist


@pytest.mark.parametrize(("edition", "low", "high"), [("classic", 150, 300), ("plus", 300, 450)])
def test_plus_gets_half_as_many_playouts_again(edition: str, low: int, high: int) -> None:
    """Without a budget of its own the master spends its edition's: 300 playouts a turn in
    Classic, 450 in Plus (halving rounds down, so a turn spends a little less); a budget given
    wins over both."""
    view = _turn_views(edition, 2, 6)[1]
    player = MasterPlayer(MASTER, random.Random(1))
    assert player.budget(view) == master_module.ITERATIONS[view.edition_rules.edition] == high
    player.choose(view)
    assert low < player.last_iterations <= high
    assert MasterPlayer(MASTER, random.Random(1), iterations=80).budget(view) == 80
