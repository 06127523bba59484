"""mammamia-cli history, replay and tournament --archive: the archive's games on the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mammamia_qt.archive import Archive
from mammamia_qt.cli import main
from mammamia_qt.engine.cards import INGREDIENTS
from mammamia_qt.paths import data_dir
from mammamia_qt.storage import loads


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def kept(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A data folder holding three tournament games (Plus, three seats, rotating)."""
    status, out, _ = run(
        capsys, "tournament", "--edition", "plus", "--players", "3", "--seats", "random,beginner,random",
        "--games", "3", "--seed", "5", "--archive", "--data", str(tmp_path),
    )  # fmt: skip
    assert status == 0
    assert json.loads(out)["archive"] == {"path": str(tmp_path / "archive.sqlite3"), "kept": 3}
    return tmp_path


def test_a_tournament_keeps_its_games_with_their_players(kept, capsys):
    status, out, _ = run(capsys, "history", "--json", "--data", str(kept))
    assert status == 0
    games = json.loads(out)
    assert [g["id"] for g in games] == [3, 2, 1]
    for g in games:
        assert {"id", "edition", "seats", "delivered", "winners", "finished"} <= g.keys()
        assert g["edition"] == "plus"
        assert g["origin"] == "tournament"
        assert sorted(g["seats"]) == ["Beginner 1", "Random 1", "Random 2"]
        assert all(0 <= w < 3 for w in g["winners"]) and g["winners"]
    # The seats rotate by one each game: the first game's first seat is the second game's last.
    first, second = games[2], games[1]
    assert second["seats"] == first["seats"][1:] + first["seats"][:1]
    with Archive.in_folder(kept) as archive:
        for g in games:
            state, setup = loads(archive.load(g["id"]).save)
            assert g["delivered"] == [len(d) for d in state.delivered]
            assert g["winners"] == list(state.winners)
            assert [s.name for s in setup.seats] == g["seats"]
            assert [str(s.kind) for s in setup.seats] == [n.split()[0].lower() for n in g["seats"]]


def test_a_replay_walks_every_step_with_every_hand_open(kept, capsys):
    _, out, _ = run(capsys, "history", "--json", "--data", str(kept))
    entry = json.loads(out)[0]
    status, out, _ = run(capsys, "replay", str(entry["id"]), "--json", "--data", str(kept))
    assert status == 0
    game = json.loads(out)
    steps = game["steps"]
    assert steps[0]["action"] is None
    assert all(step["action"]["type"] for step in steps[1:])
    assert steps[-1]["delivered"] == entry["delivered"]  # the last step is the history's result
    assert game["seats"] == entry["seats"]
    with Archive.in_folder(kept) as archive:
        state, _ = loads(archive.load(entry["id"]).save)
    assert len(steps) == len(state.history) + 1
    assert [s["action"] for s in steps[1:]] == json.loads(archive_save(kept, entry["id"]))["actions"]
    last_hands = steps[-1]["hands"]
    assert len(last_hands) == 3
    for seat, hand in enumerate(last_hands):
        assert list(hand["ingredients"]) == list(INGREDIENTS)  # Plus: all six kinds, zeros too
        assert list(hand["ingredients"].values()) == state.hand_ing[seat]
        assert hand["orders"] == [state.order_ids[i] for i in state.hand_orders[seat]]


def archive_save(folder: Path, game_id: int) -> str:
    with Archive.in_folder(folder) as archive:
        return archive.load(game_id).save


def test_the_tables_for_people_name_the_players_and_the_winners(kept, capsys):
    status, out, _ = run(capsys, "history", "--data", str(kept))
    assert status == 0
    lines = out.splitlines()
    assert len(lines) == 4 and lines[0].split()[0] == "id"
    assert all("plus" in line and "tournament" in line and "*" in line for line in lines[1:])
    status, out, _ = run(capsys, "replay", "1", "--data", str(kept))
    assert status == 0
    assert "the deal" in out.splitlines()[1]
    assert out.splitlines()[-1].startswith("Pizzas delivered (* won): ")


@pytest.mark.parametrize("game", ["99", "0", "abc", "1" * 40, "-1"])
def test_an_unknown_or_malformed_id_is_one_clear_line(kept, capsys, game):
    try:
        status = main(["replay", "--data", str(kept), "--", game])
    except SystemExit as exc:  # argparse's refusal
        status = exc.code
    out, err = capsys.readouterr()
    assert status == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert ("no kept game 99" in err) if game == "99" else ("whole number from 1" in err)


def test_an_empty_or_missing_archive_is_listed_as_empty(tmp_path, capsys):
    status, out, _ = run(capsys, "history", "--json", "--data", str(tmp_path / "nothing"))
    assert (status, json.loads(out)) == (0, [])
    status, out, _ = run(capsys, "history", "--data", str(tmp_path / "nothing"))
    assert status == 0 and "No games kept yet" in out
    assert not (tmp_path / "nothing").exists()  # listing creates nothing
    status, _, err = run(capsys, "replay", "1", "--data", str(tmp_path / "nothing"))
    assert status == 2 and "no kept game 1" in err


def test_a_damaged_archive_is_named_set_aside_and_the_command_goes_on(tmp_path, capsys):
    path = tmp_path / "archive.sqlite3"
    path.write_bytes(b"not a database at all\n" * 100)
    status, out, err = run(capsys, "history", "--json", "--data", str(tmp_path))
    assert (status, json.loads(out)) == (0, [])
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("archive.bad-")]
    assert len(aside) == 1 and aside[0].read_bytes() == b"not a database at all\n" * 100
    assert str(path) in err and aside[0].name in err and "not a SQLite database" in err


@pytest.mark.parametrize("command", [["history"], ["replay", "1"], ["stats"]])
def test_data_must_be_a_folder(tmp_path, capsys, command):
    (tmp_path / "file").write_text("x")
    with pytest.raises(SystemExit) as caught:
        main([*command, "--data", str(tmp_path / "file")])
    assert caught.value.code == 2
    assert "is not a folder" in capsys.readouterr().err


def test_without_data_the_games_data_folder_is_used(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    folder = tmp_path / "xdg" / "mammamia-qt" / "mammamia-qt"
    assert data_dir() == folder
    status, out, _ = run(
        capsys, "tournament", "--edition", "classic", "--players", "2", "--seats", "random,random",
        "--games", "1", "--archive",
    )  # fmt: skip
    assert status == 0 and json.loads(out)["archive"]["path"] == str(folder / "archive.sqlite3")
    status, out, _ = run(capsys, "history", "--json")
    assert [g["seats"] for g in json.loads(out)] == [["Random 1", "Random 2"]]


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"XDG_DATA_HOME": "/srv/data"}, Path("/srv/data/mammamia-qt/mammamia-qt")),
        ({"XDG_DATA_HOME": "relative/data"}, Path.home() / ".local/share/mammamia-qt/mammamia-qt"),
        ({}, Path.home() / ".local/share/mammamia-qt/mammamia-qt"),
    ],
)
def test_the_data_folder_follows_qts_rule_on_linux(environ, expected):
    assert data_dir(environ) == expected


def _damaged_archive(folder: Path, games: int) -> None:
    """An archive of ``games`` games whose last games-table leaf page is overwritten."""
    import sqlite3

    from mammamia_qt.storage import dumps
    from tests.archive.test_archive_core import finished_game

    path = folder / "archive.sqlite3"
    with Archive(path) as archive:
        for seed in range(games):
            archive.keep(dumps(*finished_game("plus", 4, 200 + seed)))
    db = sqlite3.connect(path)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    leaf = db.execute("SELECT max(pageno) FROM dbstat WHERE name = 'games' AND pagetype = 'leaf'").fetchone()[
        0
    ]
    db.close()
    with open(path, "r+b") as f:
        f.seek((leaf - 1) * 4096 + 8)
        f.write(b"\xa5" * 40)


@pytest.mark.parametrize("command", [["history"], ["stats"]])
def test_a_damaged_archive_gives_up_the_games_it_still_holds(tmp_path, capsys, command):
    _damaged_archive(tmp_path, 6)
    status, out, err = run(capsys, *command, "--json", "--data", str(tmp_path))
    assert status == 0
    (aside,) = tmp_path.glob("archive.bad-*")
    assert len(err.strip().splitlines()) == 1
    recovered = (
        len(json.loads(out)) if command == ["history"] else json.loads(out)["players"]["Player 1"]["games"]
    )
    assert 0 < recovered < 6
    assert f"{tmp_path / 'archive.sqlite3'} is damaged: {recovered} of 6 kept games were recovered" in err
    assert aside.name in err


@pytest.mark.parametrize("command", [["history"], ["replay", "1"], ["stats"]])
def test_an_archive_that_cannot_be_opened_is_named_with_the_reason(tmp_path, capsys, monkeypatch, command):
    from mammamia_qt.archive import schema

    (tmp_path / "archive.sqlite3").mkdir()
    status, out, err = run(capsys, *command, "--data", str(tmp_path))
    assert (status, out) == (2, "")
    assert err.strip() == (
        f"mammamia-cli: error: {tmp_path / 'archive.sqlite3'} cannot be used: a folder stands in its place"
    )
    (tmp_path / "archive.sqlite3").rmdir()
    with Archive(tmp_path / "archive.sqlite3"):
        pass

    def denied(path):
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(schema, "_read_head", denied)
    status, out, err = run(capsys, *command, "--data", str(tmp_path))
    assert (status, out) == (2, "")
    assert err.strip() == (
        f"mammamia-cli: error: {tmp_path / 'archive.sqlite3'} cannot be used: "
        "the game is not allowed to read or change it (no permission)"
    )
