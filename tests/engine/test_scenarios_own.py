"""This suite's own reveal scenarios (``scenarios/own``): one per order type and edge case."""

from __future__ import annotations

from pathlib import Path

import pytest

from mammamia_qt.engine.scenario import run_scenario_file

OWN = sorted((Path(__file__).parent / "scenarios" / "own").glob("*.json"))


def test_own_scenarios_cover_the_edge_cases() -> None:
    names = {p.stem for p in OWN}
    for needed in [
        "plus-ghiottona", "plus-monotoni-junior-forbidden-showing", "plus-monotoni-junior-forbidden-absent",
        "plus-minipizza", "classic-minimale-no-candidate", "classic-bombastica-topped-up-from-hand",
        "classic-bombastica-short-returned", "plus-helping-declined-by-all", "plus-helping-two-players-ignored",
        "classic-complete-false-declined", "classic-carried-over-first-order",
        "plus-helping-everyone-asked", "classic-complete-asked-though-hand-cannot",
    ]:  # fmt: skip
        assert needed in names


@pytest.mark.parametrize("path", OWN, ids=lambda p: p.stem)
def test_own_scenario_passes(path: Path) -> None:
    run = run_scenario_file(path)
    assert run.passed, (run.error, run.differences)
