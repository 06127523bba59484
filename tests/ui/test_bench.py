"""The start-up benchmark's children: each reaches its first paint and says when."""

from __future__ import annotations

import pytest

from mammamia_qt.tools import bench, bench_startup
from mammamia_qt.ui.art import card_art


@pytest.mark.parametrize(
    "name",
    [
        "BARE_SCRIPT", "PYDANTIC_SCRIPT", "FLOOR_SCRIPT", "TITLE_REFERENCE_SCRIPT", "TABLE_SCRIPT",
        "FIRST_WINDOW_SCRIPT",
    ],
)  # fmt: skip
def test_each_start_up_script_paints(name, tmp_path):
    """The table is started through the app's own ``main`` and painted; so are the references."""
    seconds = bench_startup._time_to_paint(
        getattr(bench_startup, name), bench_startup.child_env(str(tmp_path))
    )
    assert 0 < seconds < 60


@pytest.mark.usefixtures("qapp")
def test_the_frame_bench_reports_what_a_frame_holds(monkeypatch):
    """Frames of the reveal as its first cards turn over: the figures the frame target is read from
    are there, and no card face was rendered from SVG inside a frame (they are drawn ahead).

    Drawing ahead may take as long as it needs per pass of the event loop here, so the count does not
    depend on how fast this machine renders; whether each face was asked for ahead is what is tested.
    """
    monkeypatch.setattr(card_art, "AHEAD_SECONDS", 60.0)
    result = bench.bench_frames(frames=90)
    assert result["frames"] == 90
    assert result["items_per_frame"] > 20  # six seat panels, the piles, the columns, cards
    assert result["faces_drawn_in_frames"] == 0


@pytest.mark.usefixtures("qapp")
def test_the_frame_bench_counts_faces_rendered_inside_frames(monkeypatch):
    """With nothing drawn ahead, the faces the turning cards need are rendered inside frames, and the
    bench counts them (the figure above is a count that can be more than zero)."""
    monkeypatch.setattr(card_art.CardArt, "_draw_ahead", lambda _self: None)
    result = bench.bench_frames(frames=90)
    assert result["faces_drawn_in_frames"] > 0


def test_the_frame_ratio_is_the_share_of_a_bare_start():
    assert bench.frame_ratio(8.1, 0.27) == 0.03
    assert bench.frame_ratio(2.0, 0.0) == 0.0
