"""The levels' ladder: each level beats the one below it by a clear margin over a fixed set of seeded games.

Every game is seeded (the deal and the players), so the figures are the same on every run and
machine; a change that weakens a level (a sign flipped in the evaluation, a memory forgotten)
moves them. Each rung plays two-player games with the seats swapped every game
(``run_tournament``). The sizes are the smallest that held the margin over several
tournament seeds (100 to 107, five for the expert's rung; the lowest of them is given beside each
rung), so a harmless change that only reshuffles the games does not break it:

- beginner over random: Classic, 20 games (lowest win share 0.75, delivered +1.6 a game);
- intermediate over beginner: Plus, 30 games (lowest 0.62, +0.73; Classic's games are closer,
  0.51 over 80);
- expert over intermediate: Classic, 6 games (lowest 0.75, +1.17).

The master (a time budget at a table, 300 playouts a decision here) is left out: it beat the
expert in 73 % of 200 games, a margin that six games cannot show, and six cost 12 s.
"""

from __future__ import annotations

import pytest

from mammamia_qt.ai.tournament import run_tournament

RUNGS = [
    # (stronger, weaker, edition, games)
    ("beginner", "random", "classic", 20),
    ("intermediate", "beginner", "plus", 30),
    ("expert", "intermediate", "classic", 6),
]
SEED = 100
MIN_SHARE = 0.6
"""The stronger level's least share of the wins (a shared win split; chance is 0.5)."""
MIN_MORE_DELIVERED = 0.5
"""The least number of orders a game the stronger level delivers more than the weaker."""


@pytest.mark.parametrize(("stronger", "weaker", "edition", "games"), RUNGS)
def test_each_level_beats_the_one_below(stronger: str, weaker: str, edition: str, games: int) -> None:
    result = run_tournament(edition, 2, [stronger, weaker], games, SEED)
    assert result["games"] == games
    up, down = result["levels"][stronger], result["levels"][weaker]
    shown = f"{stronger} {up['win_share']:.0%} of wins, delivered {up['mean_delivered']} vs {down['mean_delivered']}"
    assert up["win_share"] >= MIN_SHARE, shown
    assert up["mean_delivered"] - down["mean_delivered"] >= MIN_MORE_DELIVERED, shown
