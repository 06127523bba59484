"""The start-up benchmark's children: each reaches its first paint and says when."""

from __future__ import annotations

import pytest

from mammamia_qt.ui import bench


@pytest.mark.parametrize("name", ["BARE_SCRIPT", "PYDANTIC_SCRIPT", "FLOOR_SCRIPT", "TABLE_SCRIPT"])
def test_each_start_up_script_paints(name, tmp_path):
    """The table is started through the app's own ``main`` and painted; so are the references."""
    seconds = bench._time_to_paint(getattr(bench, name), bench.child_env(str(tmp_path)))
    assert 0 < seconds < 60
