"""The statistics per name match figures worked out by hand from the kept games' summaries."""

from __future__ import annotations

from statistics import mean

import pytest
from engine_support import play_out, randomly

from mammamia_qt.archive import Archive
from mammamia_qt.archive.stats import player_stats, stats_json
from mammamia_qt.engine import GameState, Rules
from mammamia_qt.seats import GameSetup, SeatConfig
from mammamia_qt.storage import dumps

# (edition, seed, names and kinds per seat, finished): Anna plays all but one, in dates not in
# the order they were kept; Ben sits twice at the last table (as after a merge).
GAMES = [
    ("classic", 31, [("Anna", "human"), ("Luigi", "expert")], "2026-03-04T20:00:00+00:00"),
    ("plus", 32, [("Anna", "human"), ("Ben", "human"), ("Sofia", "master")], "2026-01-02T20:00:00+00:00"),
    ("classic", 33, [("Ben", "phone"), ("Anna", "human"), ("Luigi", "expert"), ("Sofia", "master")],
     "2026-02-10T20:00:00+00:00"),
    ("plus", 34, [("Anna", "human"), ("Marco", "beginner")], "2026-02-11T20:00:00+00:00"),
    ("classic", 35, [("Anna", "human"), ("Luigi", "expert"), ("Marco", "beginner")], "2026-05-01T20:00:00+00:00"),
    ("plus", 36, [("Ben", "human"), ("Luigi", "expert"), ("Ben", "human")], "2026-04-01T20:00:00+00:00"),
    ("classic", 37, [("Anna", "human"), ("Sofia", "master")], "2026-04-20T20:00:00+00:00"),
]  # fmt: skip


def keep_game(archive: Archive, edition: str, seed: int, seats: list[tuple[str, str]], finished: str) -> int:
    rules = Rules(edition=edition, players=len(seats))
    state, _ = GameState.new_game(rules, seed)
    play_out(state, randomly(seed))
    setup = GameSetup(rules=rules, seats=tuple(SeatConfig(name=n, kind=k) for n, k in seats), seed=seed)
    return archive.keep(dumps(state, setup), finished=finished)


@pytest.fixture(scope="module")
def kept(tmp_path_factory):
    folder = tmp_path_factory.mktemp("archive")
    with Archive.in_folder(folder) as archive:
        for game in GAMES:
            keep_game(archive, *game)
        summaries = archive.summaries()
    archive = Archive.in_folder(folder)
    yield archive, sorted(summaries, key=lambda s: (s.finished, s.id))
    archive.close()


def entries(summaries, name):
    """(summary, the name's seat) per game, oldest first; of two seats, a winning one, else the better."""
    found = []
    for s in summaries:
        seats = [i for i, n in enumerate(s.seats) if n == name]
        if seats:
            found.append((s, max(seats, key=lambda i: (i in s.winners, s.delivered[i]))))
    return found


def runs_of_wins(wins: list[bool]) -> tuple[int, int]:
    longest = current = 0
    for won in wins:
        current = current + 1 if won else 0
        longest = max(longest, current)
    return longest, current


@pytest.mark.parametrize("name", ["Anna", "Ben", "Luigi", "Sofia", "Marco"])
def test_the_figures_of_each_name(kept, name):
    archive, summaries = kept
    mine = entries(summaries, name)
    wins = [seat in s.winners for s, seat in mine]
    stats = player_stats(archive)[name]
    assert stats.games == len(mine)
    assert stats.wins == sum(wins)
    assert stats.win_rate == pytest.approx(sum(wins) / len(mine))
    assert stats.delivered_mean == pytest.approx(mean(s.delivered[seat] for s, seat in mine))
    best = max(s.delivered[seat] for s, seat in mine)
    first_best = next(s for s, seat in mine if s.delivered[seat] == best)
    assert (stats.best.id, stats.best.finished, stats.best.delivered) == (
        first_best.id,
        first_best.finished,
        best,
    )
    assert (stats.longest_streak, stats.current_streak) == runs_of_wins(wins)
    assert [(p.id, p.per_round) for p in stats.timeline] == [
        (s.id, pytest.approx(sum(s.rounds[seat]) / len(s.rounds[seat]))) for s, seat in mine
    ]


@pytest.mark.parametrize("name", ["Anna", "Ben", "Luigi"])
def test_win_rates_by_edition_players_and_computer_level(kept, name):
    archive, summaries = kept
    mine = entries(summaries, name)
    stats = player_stats(archive)[name]
    for edition in ("classic", "plus"):
        games = [(s, seat) for s, seat in mine if s.edition == edition]
        if games:
            share = stats.by_edition[edition]
            assert (share.games, share.wins) == (len(games), sum(seat in s.winners for s, seat in games))
        else:
            assert edition not in stats.by_edition
    counts = {len(s.seats) for s, _ in mine}
    assert set(stats.by_players) == counts
    for n in counts:
        games = [(s, seat) for s, seat in mine if len(s.seats) == n]
        assert stats.by_players[n].wins == sum(seat in s.winners for s, seat in games)
        assert stats.by_players[n].games == len(games)
    for level in ("beginner", "expert", "master"):
        games = [(s, seat) for s, seat in mine
                 if any(k == level and s.seats[i] != name for i, k in enumerate(s.kinds))]  # fmt: skip
        share = stats.against.get(level)
        found = (share.games, share.wins) if share else (0, 0)
        assert found == (len(games), sum(seat in s.winners for s, seat in games))


def test_the_hand_made_facts_the_archive_holds(kept):
    """The fixture games themselves: who played where, so the figures above are not all empty."""
    archive, _ = kept
    stats = player_stats(archive)
    assert {n: s.games for n, s in stats.items()} == {"Anna": 6, "Ben": 3, "Luigi": 4, "Marco": 2, "Sofia": 3}
    assert sorted(stats["Anna"].by_players) == [2, 3, 4]
    assert stats["Anna"].against["expert"].games == 3
    assert stats["Ben"].against == {"expert": stats["Ben"].against["expert"],
                                    "master": stats["Ben"].against["master"]}  # fmt: skip
    assert [p.finished[:10] for p in stats["Anna"].timeline] == [
        "2026-01-02",
        "2026-02-10",
        "2026-02-11",
        "2026-03-04",
        "2026-04-20",
        "2026-05-01",
    ]


def test_one_name_alone_is_the_same_as_among_all(kept):
    archive, _ = kept
    assert list(player_stats(archive, "Ben")) == ["Ben"]
    assert player_stats(archive, "Ben")["Ben"] == player_stats(archive)["Ben"]
    assert player_stats(archive, "Nobody") == {}


def test_the_json_shape(kept):
    archive, summaries = kept
    players = stats_json(archive)["players"]
    assert sorted(players) == ["Anna", "Ben", "Luigi", "Marco", "Sofia"]
    anna = players["Anna"]
    mine = entries(summaries, "Anna")
    assert anna["games"] == 6
    assert anna["wins"] == sum(seat in s.winners for s, seat in mine)
    assert anna["delivered_mean"] == round(mean(s.delivered[seat] for s, seat in mine), 3)
    assert set(anna) >= {
        "win_rate",
        "by_edition",
        "by_players",
        "best_game",
        "streaks",
        "against",
        "per_round",
    }
    assert set(anna["by_players"]) == {"2", "3", "4"}
    assert list(anna["against"]) == ["beginner", "expert", "master"]  # weakest first
    assert [p["id"] for p in anna["per_round"]] == [s.id for s, _ in mine]


def test_an_empty_archive_has_no_players(tmp_path):
    with Archive.in_folder(tmp_path) as archive:
        assert player_stats(archive) == {}
        assert stats_json(archive) == {"players": {}}
