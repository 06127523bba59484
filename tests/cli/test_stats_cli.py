"""mammamia-cli stats: the JSON shape, the table, an empty or missing archive, a damaged file."""

from __future__ import annotations

import json

import pytest
from engine_support import play_out, randomly

from mammamia_qt.archive import Archive
from mammamia_qt.cli import main
from mammamia_qt.engine import GameState, Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import dumps


def keep(archive: Archive, names: list[str], seed: int, finished: str) -> None:
    rules = Rules(players=len(names))
    state, _ = GameState.new_game(rules, seed)
    play_out(state, randomly(seed))
    setup = GameSetup(rules=rules, seats=tuple(SeatConfig(name=n) for n in names), seed=seed)
    archive.keep(dumps(state, setup), finished=finished)


@pytest.fixture
def folder(tmp_path):
    with Archive.in_folder(tmp_path) as archive:
        keep(archive, ["Anna", "Ben"], 1, "2026-01-01T10:00:00+00:00")
        keep(archive, ["Ben", "Anna", "Carla"], 2, "2026-01-02T10:00:00+00:00")
        summaries = archive.summaries()
    return tmp_path, summaries


def test_json_gives_games_wins_and_mean_delivered_per_name(folder, capsys):
    path, summaries = folder
    assert main(["stats", "--json", "--data", str(path)]) == 0
    players = json.loads(capsys.readouterr().out)["players"]
    assert sorted(players) == ["Anna", "Ben", "Carla"]
    for name, figures in players.items():
        seats = [(s, s.seats.index(name)) for s in summaries if name in s.seats]
        assert figures["games"] == len(seats)
        assert figures["wins"] == sum(seat in s.winners for s, seat in seats)
        assert figures["delivered_mean"] == round(sum(s.delivered[i] for s, i in seats) / len(seats), 3)
        assert figures["streaks"].keys() == {"longest", "current"}


def test_without_json_a_table_with_a_row_per_name(folder, capsys):
    path, summaries = folder
    assert main(["stats", "--data", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[:3] == ["name", "games", "wins"]
    rows = {line.split()[0]: line.split() for line in lines[1:4]}
    assert sorted(rows) == ["Anna", "Ben", "Carla"]
    for name, row in rows.items():
        seats = [(s, s.seats.index(name)) for s in summaries if name in s.seats]
        assert row[1:3] == [str(len(seats)), str(sum(seat in s.winners for s, seat in seats))]
    assert [row[1] for row in rows.values()] == ["2", "2", "1"]
    assert sorted(row[2] for row in rows.values()) != sorted(row[1] for row in rows.values())  # not all won


def test_no_archive_yet_is_said_and_nothing_is_made(tmp_path, capsys):
    assert main(["stats", "--data", str(tmp_path / "new")]) == 0
    assert capsys.readouterr().out.strip() == "No games kept yet."
    assert main(["stats", "--json", "--data", str(tmp_path / "new")]) == 0
    assert json.loads(capsys.readouterr().out) == {"players": {}}
    assert not (tmp_path / "new").exists()


def test_a_damaged_archive_is_named_set_aside_and_kept(tmp_path, capsys):
    (tmp_path / "archive.sqlite3").write_bytes(b"not a database at all" * 100)
    assert main(["stats", "--data", str(tmp_path)]) == 0
    out, err = capsys.readouterr()
    assert "archive.sqlite3" in err and "set aside" in err and len(err.strip().splitlines()) == 1
    assert "No games kept yet." in out
    (aside,) = tmp_path.glob("archive.bad-*")
    assert aside.read_bytes() == b"not a database at all" * 100


def test_the_bench_times_the_statistics_of_the_whole_large_archive(monkeypatch):
    from mammamia_qt.tools import bench_archive

    seen = []
    real = bench_archive.player_stats
    monkeypatch.setattr(bench_archive, "player_stats", lambda archive: seen.append(real(archive)) or seen[-1])
    result = bench_archive.bench_archive(runs=2, games=30, writes=3)
    assert len(result["stats_30_games_s"]["runs"]) == len(seen) == 2
    # the copies of the large archive are played under the bench's names, each at least once
    assert set(bench_archive.NAMES) <= set(seen[-1])
    assert sum(s.games for name, s in seen[-1].items() if name in bench_archive.NAMES) >= 30 - 3
