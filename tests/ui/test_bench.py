"""The start-up benchmark's children: each reaches its first paint and says when."""

from __future__ import annotations

import pytest

from mammamia_qt.tools import bench, bench_startup


@pytest.mark.parametrize(
    "name", ["BARE_SCRIPT", "PYDANTIC_SCRIPT", "FLOOR_SCRIPT", "TABLE_SCRIPT", "FIRST_WINDOW_SCRIPT"]
)
def test_each_start_up_script_paints(name, tmp_path):
    """The table is started through the app's own ``main`` and painted; so are the references."""
    seconds = bench_startup._time_to_paint(
        getattr(bench_startup, name), bench_startup.child_env(str(tmp_path))
    )
    assert 0 < seconds < 60


def test_the_frame_bench_reports_what_a_frame_holds(qapp):  # noqa: ARG001
    """A few frames of the reveal: the figures the frame target is read from are there."""
    result = bench.bench_frames(frames=12)
    assert result["frames"] == 12
    assert result["items_per_frame"] > 20  # six seat panels, the piles, the columns, cards
    assert result["faces_drawn_in_frames"] >= 0


def test_the_frame_ratio_is_the_share_of_a_bare_start():
    assert bench.frame_ratio(8.1, 0.27) == 0.03
    assert bench.frame_ratio(2.0, 0.0) == 0.0
