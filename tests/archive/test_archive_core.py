"""The archive keeps a finished game whole and gives it back; a replay walks it step by step."""

from __future__ import annotations

import pytest
from engine_support import play_out, randomly

from mammamia_qt.archive import Archive, ArchiveError, replay_save
from mammamia_qt.engine import GameState, Rules
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
from mammamia_qt.storage import dumps


def finished_game(edition: str, players: int, seed: int) -> tuple[GameState, GameSetup]:
    rules = Rules(edition=edition, players=players)
    state, _ = GameState.new_game(rules, seed)
    play_out(state, randomly(seed))
    kinds = (SeatKind.HUMAN, SeatKind.EXPERT, SeatKind.MASTER, SeatKind.PHONE, SeatKind.BEGINNER)
    seats = tuple(SeatConfig(name=f"Player {i + 1}", kind=kinds[i % 5]) for i in range(players))
    return state, GameSetup(rules=rules, seats=seats, seed=seed)


def test_a_kept_game_comes_back_with_its_result(tmp_path):
    state, setup = finished_game("plus", 3, 7)
    with Archive.in_folder(tmp_path) as archive:
        game_id = archive.keep(dumps(state, setup), finished="2026-11-20T20:15:00+00:00")
    with Archive.in_folder(tmp_path) as archive:  # read back from the file
        kept = archive.load(game_id)
        listed = archive.summaries()
    assert [s.id for s in listed] == [game_id]
    summary = kept.summary
    assert summary == listed[0]
    assert summary.seats == ("Player 1", "Player 2", "Player 3")
    assert summary.kinds == ("human", "expert", "master")
    assert summary.delivered == tuple(len(d) for d in state.delivered)
    assert summary.winners == state.winners
    assert summary.edition == "plus"
    assert summary.finished == "2026-11-20T20:15:00+00:00"
    assert [sum(r) for r in summary.rounds] == list(summary.delivered)
    assert len(summary.rounds[0]) == len(state.past_rounds) > 0


def test_newest_first_and_an_unknown_id_is_a_clear_error(tmp_path):
    with Archive.in_folder(tmp_path) as archive:
        first = archive.keep(dumps(*finished_game("classic", 2, 1)), finished="2026-01-01T10:00:00+00:00")
        second = archive.keep(dumps(*finished_game("classic", 4, 2)), finished="2026-02-01T10:00:00+00:00")
        assert [s.id for s in archive.summaries()] == [second, first]
        with pytest.raises(ArchiveError, match="no kept game 99"):
            archive.load(99)


def test_a_game_that_fails_to_write_is_not_kept_at_all(tmp_path, monkeypatch):
    state, setup = finished_game("classic", 3, 5)
    with Archive.in_folder(tmp_path) as archive:
        monkeypatch.setattr("mammamia_qt.archive.store.seat_rows", lambda *a: 1 / 0)
        with pytest.raises(ZeroDivisionError):
            archive.keep(dumps(state, setup))
        assert archive.summaries() == []


@pytest.mark.parametrize(
    ("edition", "players", "seed"), [("classic", 3, 11), ("plus", 4, 12), ("plus", 6, 13)]
)
def test_a_replay_walks_the_game_as_it_was_played(edition, players, seed):
    state, setup = finished_game(edition, players, seed)
    replay = replay_save(dumps(state, setup))
    assert len(replay.steps) == len(state.history) + 1
    assert replay.steps[0].action is None
    last = replay.steps[-1]
    assert last.phase == "over"
    assert last.hands == tuple(tuple(h) for h in state.hand_ing)
    assert last.delivered == tuple(len(d) for d in state.delivered)
    # Each step is the position the engine reaches by playing the game's actions one by one.
    again, _ = GameState.new_game(state.rules, state.seed)
    for step, action in zip(replay.steps[1:], state.history, strict=True):
        assert step.actor == again.current_player()
        again.apply(action)
        assert step.hands == tuple(tuple(h) for h in again.hand_ing)
        assert step.oven == tuple(again.oven)
        assert step.delivered == tuple(len(d) for d in again.delivered)


def test_names_are_renamed_merged_and_games_deleted(tmp_path):
    with Archive.in_folder(tmp_path) as archive:
        a = archive.keep(dumps(*finished_game("classic", 2, 21)))
        b = archive.keep(dumps(*finished_game("classic", 3, 22)))
        assert archive.names() == ["Player 1", "Player 2", "Player 3"]
        assert archive.rename("Player 3", "Carla") == 1
        assert archive.merge(["Player 2", "Carla"], "Ben") == 3
        assert archive.names() == ["Ben", "Player 1"]
        assert archive.load(b).summary.seats == ("Player 1", "Ben", "Ben")
        assert archive.delete([a, 404]) == 1
        assert [s.id for s in archive.summaries()] == [b]
        with pytest.raises(ArchiveError, match="empty"):
            archive.rename("Ben", "  ")


def test_the_coachs_answers_are_kept_in_order(tmp_path):
    with Archive.in_folder(tmp_path) as archive:
        archive.record_answer("oven_count", 2, True, answered="2026-03-01T10:00:00+00:00")
        archive.record_answer("short_for", 1, False, answered="2026-02-01T10:00:00+00:00")
    with Archive.in_folder(tmp_path) as archive:
        assert archive.answers() == [
            ("2026-02-01T10:00:00+00:00", "short_for", 1, False),
            ("2026-03-01T10:00:00+00:00", "oven_count", 2, True),
        ]


def test_a_merge_that_fails_half_way_changes_nothing(tmp_path, monkeypatch):
    with Archive.in_folder(tmp_path) as archive:
        archive.keep(dumps(*finished_game("classic", 3, 23)))
        real = Archive.rename

        def rename_then_fail(self, old, new):
            if old == "Player 3":
                raise OSError("disk full")
            return real(self, old, new)

        monkeypatch.setattr(Archive, "rename", rename_then_fail)
        with pytest.raises(OSError):
            archive.merge(["Player 2", "Player 3"], "Ben")
        assert archive.names() == ["Player 1", "Player 2", "Player 3"]
