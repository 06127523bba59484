"""bench archive: what it times is real (games written, a large archive whole), whatever the times."""

from __future__ import annotations

from mammamia_qt.archive import Archive
from mammamia_qt.storage import loads
from mammamia_qt.tools import bench_archive
from mammamia_qt.tools.bench_archive import fill, finished_save


def test_the_large_archive_holds_every_copied_game_whole(tmp_path):
    templates = [finished_save(seed) for seed in range(3)]
    path = tmp_path / "archive.sqlite3"
    fill(path, templates, 40)
    with Archive(path) as archive:
        games = archive.summaries()
        assert len(games) == 40
        assert len({g.finished for g in games}) > 20  # spread over many dates
        for g in games:
            state, _ = loads(archive.load(g.id).save)
            assert len(g.seats) == state.n
            assert g.delivered == tuple(len(d) for d in state.delivered)


def test_the_bench_reports_writes_and_each_large_measure(monkeypatch):
    seen = []
    monkeypatch.setitem(
        bench_archive.LARGE, "count", lambda path: seen.append(len(bench_archive._history(path)))
    )
    result = bench_archive.bench_archive(runs=2, games=30, writes=4)
    assert result["writes"] == 4 and result["write_ms_median"] > 0
    assert len(result["history_30_games_s"]["runs"]) == 2
    assert len(result["count_30_games_s"]["runs"]) == 2
    assert len(result["open_and_keep_30_games_s"]["runs"]) == 2
    assert seen == [32, 32]  # after the two games open_and_keep kept, as the app keeps them
