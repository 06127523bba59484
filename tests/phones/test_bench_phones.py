"""`mammamia-cli bench phones` measures what it says (its figures are reported, not asserted)."""

from __future__ import annotations

import pytest

from mammamia_qt.tools.bench_phones import bench_phones
from mammamia_qt.ui import phone_seats


@pytest.mark.slow
@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen's notice on show()
def test_bench_phones_measures_six_phones_and_the_table(qapp, monkeypatch) -> None:
    monkeypatch.setattr(phone_seats, "DEFAULT_HOST", "127.0.0.1")
    result = bench_phones(actions=12)
    assert result["phones"] == 6
    assert result["actions"] >= 12
    for key in ("action_to_table", "action_to_other_phones", "frame_with_phones"):
        figures = result[key]
        assert 0 < figures["median_ms"] <= figures["p99_ms"] <= figures["max_ms"]
    assert result["frame_with_phones"]["frames"] > 0


@pytest.mark.slow
def test_a_six_phone_game_on_a_lossy_network_loses_no_tap_and_applies_none_twice(qapp) -> None:
    from mammamia_qt.tools.bench_phones_lossy import bench_lossy

    result = bench_lossy(drop=0.05, suspend_s=4.0, timeout=300)
    assert result["finished"] and result["all_phones_saw_the_end"]
    assert result["taps_made"] > 50 and result["taps_applied"] == result["taps_made"] - len(
        result["taps_refused"]
    )
    assert result["applied_twice"] == 0 and result["taps_lost"] == 0 and result["acked_not_applied"] == 0
    assert result["reconnects"] > 6  # the sleeping phone came back on a new connection
    assert result["public_items"] > 100 and result["items_missing_per_phone"] == [0] * 6  # each saw all
