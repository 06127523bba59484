"""A process killed (SIGKILL) while it keeps games leaves an archive of whole games only."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import time

import pytest

from mammamia_qt.archive import Archive, replay_save
from mammamia_qt.archive.store import ARCHIVE_FILE
from mammamia_qt.storage import dumps

from .test_archive_core import finished_game

# The seats' rows take a moment here, so the kill often falls inside a write (between the game's
# row and its seats' rows), where a write that was not one transaction would leave half a game.
KEEPER = """
import sys, time
from pathlib import Path
from mammamia_qt.archive import Archive, store
real_seat_rows = store.seat_rows
def slow_seat_rows(*args):
    rows = real_seat_rows(*args)
    time.sleep(0.002 * len(rows))
    return rows
store.seat_rows = slow_seat_rows
save = Path(sys.argv[1]).read_text(encoding="utf-8")
with Archive(Path(sys.argv[2])) as archive:
    while True:
        archive.keep(save, origin="tournament")
"""


def kept_so_far(path) -> int:
    """Games committed to the file, read as another program would (0 while it is not made yet)."""
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
    except sqlite3.OperationalError:
        return 0
    try:
        return db.execute("SELECT count(*) FROM games").fetchone()[0]
    except sqlite3.OperationalError:  # the file or its tables are still being made
        return 0
    finally:
        db.close()


@pytest.mark.slow
@pytest.mark.parametrize("after", [1, 4, 9, 17])
def test_a_keeper_killed_at_any_moment_leaves_only_whole_games(tmp_path, after):
    state, setup = finished_game("plus", 5, 60 + after)
    save = dumps(state, setup)
    (tmp_path / "game.json").write_text(save, encoding="utf-8")
    path = tmp_path / ARCHIVE_FILE
    child = subprocess.Popen([sys.executable, "-c", KEEPER, str(tmp_path / "game.json"), str(path)])
    try:
        give_up = time.monotonic() + 120  # a guard against a child that never writes, not a measure
        while kept_so_far(path) < after:
            assert child.poll() is None, "the keeper stopped by itself"
            assert time.monotonic() < give_up, "the keeper kept nothing"
            time.sleep(0.005)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    assert child.returncode == -signal.SIGKILL

    with Archive(path) as archive:
        assert archive.problem is None
        assert archive._db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        rows = archive._db.execute(
            "SELECT g.id, g.players, g.save, count(s.seat) FROM games g LEFT JOIN seats s ON s.game_id = g.id "
            "GROUP BY g.id"
        ).fetchall()
        assert len(rows) >= after
        for _game_id, players, text, seats in rows:
            assert seats == players == 5
            assert text == save
        summaries = archive.summaries()
        assert len(summaries) == len(rows)
        assert all(s.delivered == tuple(len(d) for d in state.delivered) for s in summaries)
        last = replay_save(archive.load(rows[-1][0]).save).steps[-1]
        assert last.hands == tuple(tuple(h) for h in state.hand_ing)
