"""The clairvoyant reference: the master's search on the true state, for tournaments only."""

from __future__ import annotations

import random

import pytest

from mammamia_qt.ai.base import LEVELS, make_player, table_player
from mammamia_qt.ai.clairvoyant import REFERENCES, make_clairvoyant
from mammamia_qt.ai.playout import Playout, PlayoutState, playout_value
from mammamia_qt.ai.tournament import BENCH_LEVELS, play_game, run_tournament, wilson
from mammamia_qt.cli import main
from mammamia_qt.engine import GameState, Rules
from mammamia_qt.engine.cards import MAMMA_MIA_CARD
from mammamia_qt.engine.ids import Phase
from mammamia_qt.engine.worlds import blur_hands, known_world, sample_reveal_world, sample_world, true_world
from mammamia_qt.seats import SeatKind


@pytest.mark.parametrize("level", REFERENCES)
def test_no_player_is_offered_the_clairvoyant(level: str) -> None:
    assert level in BENCH_LEVELS
    assert level not in LEVELS
    assert level not in {kind.value for kind in SeatKind}  # New game, kiosk, phones, saves
    with pytest.raises(ValueError):
        make_player(level, 1)
    with pytest.raises(ValueError):
        table_player(level, 1, 0)


@pytest.mark.parametrize("level", REFERENCES)
def test_the_command_line_seats_it_only_in_a_tournament(
    level: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["serve", "--edition", "classic", "--players", "2", "--level", level])
    assert "unknown level" in capsys.readouterr().err
    args = ["tournament", "--edition", "classic", "--players", "2", "--seats", f"{level},random"]
    assert main([*args, "--archive"]) != 0
    assert "not a player" in capsys.readouterr().err


def test_without_the_game_it_refuses_to_decide() -> None:
    state, _ = GameState.new_game(Rules(edition="classic", players=2), 4)  # type: ignore[arg-type]
    seat = state.current_player()
    with pytest.raises(RuntimeError):
        make_clairvoyant(1).choose(state.view_for(seat))


def _states(edition: str, seed: int) -> list[GameState]:
    """Clones of a seeded game at every decision, turns and reveals alike."""
    state, _ = GameState.new_game(Rules(edition=edition, players=3), seed)  # type: ignore[arg-type]
    players = [make_player("intermediate", seed + s) for s in range(3)]
    out = []
    while not state.is_terminal():
        out.append(state.clone())
        seat = state.current_player()
        state.apply(players[seat].choose(state.view_for(seat)))
    return out


@pytest.mark.parametrize("edition", ["classic", "plus"])
def test_its_world_is_the_true_one(edition: str) -> None:
    states = _states(edition, 21)
    assert {s.phase for s in states} >= {Phase.PLAY, Phase.REVEAL}
    for state in states:
        world = true_world(state, random.Random(3))
        assert world.hand_ing == state.hand_ing and world.hand_orders == state.hand_orders
        assert world.supply == state.supply and world.waiter == state.waiter
        assert world.delivered == state.delivered
        if state.phase == Phase.REVEAL:
            assert world.oven == state.oven[state.reveal_pos :] and world.carried == state.columns
        else:
            assert world.oven == state.oven and world.carried == state.carried
        assert world.phase == Phase.PLAY and world.pending is None
        world.hand_ing[0][0] += 1  # the search plays on its own copy
        assert world.hand_ing != state.hand_ing


def _public(world: GameState) -> tuple[object, ...]:
    """What every seat of ``world`` knows alike: the round so far and every public count."""
    return (
        type(world), world.phase, world.pending, world.round, world.current, world.start_player,
        world.one_lap, world.lap_turns, world.evaluator, world.round_plays, world.oven, world.carried,
        world.columns, world.used, world.removed, world.mm_in_supply, world.mm_holder, len(world.supply),
        [len(d) for d in world.delivered], [len(w) for w in world.waiter],
        [sum(h) + len(o) for h, o in zip(world.hand_ing, world.hand_orders)],
    )  # fmt: skip


def _hidden(world: GameState, seat: int) -> list[int]:
    """The ingredient cards ``seat`` cannot see in ``world`` (the other hands and the supply), sorted."""
    cards = list(world.supply)
    for s, hand in enumerate(world.hand_ing):
        if s != seat:
            cards += [k for k in range(6) for _ in range(hand[k])]
    return sorted(cards)


@pytest.mark.parametrize("edition", ["classic", "plus"])
def test_a_sampled_world_is_laid_out_as_the_true_one(edition: str) -> None:
    """The master's worlds and the clairvoyant's read the same fields the same way: for the seat to
    move, a sampled world differs from the true one only in where the hidden cards lie."""
    for i, state in enumerate(_states(edition, 23)):
        seat = state.current_player()
        view = state.view_for(seat)
        truth = true_world(state, random.Random(i), PlayoutState)
        if state.phase == Phase.PLAY:
            world = sample_world(view, random.Random(i), view.round_plays, PlayoutState)
            assert _hidden(world, seat) == _hidden(truth, seat)
        else:
            world = sample_reveal_world(view, random.Random(i), view.round_plays, PlayoutState)
        assert sorted(vars(world)) == sorted(vars(truth))
        assert _public(world) == _public(truth)
        assert world.hand_ing[seat] == truth.hand_ing[seat]
        assert world.hand_orders[seat] == truth.hand_orders[seat]


def _spread(state: GameState, world_seeds: range) -> int:
    """How many different values one playout of the seat's first legal turn takes over the
    clairvoyant's worlds of ``state``."""
    seat = state.current_player()
    action = state.legal_actions()[0]
    values = set()
    for w in world_seeds:
        world = known_world(state, random.Random(w), PlayoutState)
        p = Playout.start(world, seat)
        before = [len(d) for d in world.delivered]
        p.play(action)  # type: ignore[arg-type]
        values.add(round(playout_value(p.world, seat, before, p.run(), 0.4), 6))
    return len(values)


def test_its_playouts_differ_only_in_the_supply_order() -> None:
    """The playout policy is deterministic, so in one fixed world every playout of a move is the
    same line: the clairvoyant draws the supply's order afresh per playout (the rest stays true)
    and its search averages over different lines, as the master's does over sampled worlds."""
    states = [s for s in _states("classic", 21) if s.phase == Phase.PLAY and len(set(s.supply)) > 1]
    assert len(states) > 10
    for state in states:
        worlds = [known_world(state, random.Random(w), PlayoutState) for w in range(4)]
        for world in worlds:
            assert sorted(world.supply) == sorted(state.supply)
            assert (world.hand_ing, world.waiter, world.oven) == (state.hand_ing, state.waiter, state.oven)
        assert len({tuple(w.supply) for w in worlds}) > 1
    varied = sum(_spread(state, range(6)) > 1 for state in states)
    assert varied > len(states) // 2


@pytest.mark.parametrize("edition", ["classic", "plus"])
def test_a_blurred_world_moves_a_card_of_each_other_hand_and_keeps_every_count(edition: str) -> None:
    """The blurred clairvoyant's world: one card of every other hand swapped with one of the
    supply; the seat's own hand, the oven, every public count and the hidden cards' kinds stay."""
    states = _states(edition, 25)
    changed = 0
    for i, state in enumerate(states):
        seat = state.current_player()
        truth = known_world(state, random.Random(i), PlayoutState)
        world = known_world(state, random.Random(i), PlayoutState)
        blur_hands(world, seat, random.Random(i), 1)
        assert _public(world) == _public(truth)
        assert _hidden(world, seat) == _hidden(truth, seat)
        assert world.hand_ing[seat] == truth.hand_ing[seat]
        assert [c == MAMMA_MIA_CARD for c in world.supply] == [c == MAMMA_MIA_CARD for c in truth.supply]
        assert (world.hand_orders, world.waiter, world.delivered) == (
            truth.hand_orders,
            truth.waiter,
            truth.delivered,
        )
        for s in range(len(world.hand_ing)):
            moved = sum(abs(a - b) for a, b in zip(world.hand_ing[s], truth.hand_ing[s])) // 2
            assert min(world.hand_ing[s]) >= 0 and moved <= (0 if s == seat else 1)
            changed += moved
    # a swap with a card of the same kind, an empty hand or an empty supply changes nothing
    assert changed > len(states) // 4


@pytest.mark.parametrize("level", REFERENCES)
def test_it_plays_whole_games_from_its_seed(level: str) -> None:
    first = play_game("classic", [level, "expert"], 5, 6)
    again = play_game("classic", [level, "expert"], 5, 6)
    assert first["winners"] == again["winners"] and first["delivered"] == again["delivered"]
    assert len(first["times"][0]) > 0


def test_jobs_do_not_change_the_result() -> None:
    seats = ["expert", "intermediate"]
    one = run_tournament("classic", 2, seats, 4, seed=35, jobs=1)
    two = run_tournament("classic", 2, seats, 4, seed=35, jobs=2)
    for level in seats:
        a, b = one["levels"][level], two["levels"][level]
        assert (a["wins"], a["mean_delivered"], a["decisions"]) == (
            b["wins"],
            b["mean_delivered"],
            b["decisions"],
        )
    assert one["games"] == two["games"] == 4
    with pytest.raises(ValueError):
        run_tournament("classic", 2, seats, 2, seed=35, jobs=2, on_game=lambda state, order: None)


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(3, 0) == (0.0, 0.0)
