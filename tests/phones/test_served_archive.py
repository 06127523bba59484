"""A game served to phones (mammamia-cli serve) is kept in the archive when it ends, as "served"."""

from __future__ import annotations

from mammamia_qt.archive import Archive
from mammamia_qt.storage import loads


def test_a_served_game_is_kept_when_it_ends(serve, phones, tmp_path) -> None:
    data = tmp_path / "served"
    game = serve("--edition", "classic", "--players", "2", "--phones", "1", "--pace", "20", "--seed", "7",
                 "--level", "random", "--data", str(data))  # fmt: skip
    bot = phones.Bot(game.ws(0), seed=3)
    bot.start()
    bot.join(180)
    assert bot.over
    assert game.wait(60) == 0
    with Archive.in_folder(data) as archive:
        games = archive.summaries()
        assert [(g.origin, g.seats, g.kinds) for g in games] == [
            ("served", ("Anna", "Luigi"), ("phone", "random"))
        ]
        state, setup = loads(archive.load(games[0].id).save)
    assert state.is_terminal() and setup.seed == 7
    last = bot.messages[-1]["v"]
    assert list(games[0].winners) == last["winners"]
