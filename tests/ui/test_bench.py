"""The start-up benchmark's children: each reaches its first paint and says when."""

from __future__ import annotations

import os

import pytest

from mammamia_qt.ui import bench


@pytest.mark.parametrize("name", ["BARE_SCRIPT", "PYDANTIC_SCRIPT", "FLOOR_SCRIPT", "TABLE_SCRIPT"])
def test_each_start_up_script_paints(name, tmp_path):
    """The table is started through the app's own ``main`` and painted; so are the references."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["XDG_CONFIG_HOME"] = env["XDG_DATA_HOME"] = env["XDG_CACHE_HOME"] = str(tmp_path)
    seconds = bench._time_to_paint(getattr(bench, name), env)
    assert 0 < seconds < 60
