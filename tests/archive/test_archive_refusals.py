"""An archive that cannot be opened or written is named by its file, with the reason in plain words:
no permission, a folder in its place, a file where its folder should be, a read-only file or disk,
a full disk. Nothing is moved or lost on the way. (The tests run as root, whom no permission stops:
the system's refusals are stood in for where needed.)"""

from __future__ import annotations

import sqlite3

import pytest

from mammamia_qt.archive import Archive, ArchiveError, schema
from mammamia_qt.archive.store import ARCHIVE_FILE
from mammamia_qt.storage import dumps

from .test_archive_core import finished_game


def refused(path, code: str) -> str:
    with pytest.raises(ArchiveError) as caught:
        Archive(path)
    assert caught.value.code == code
    assert str(caught.value).startswith(f"{path} cannot be used: ")
    return str(caught.value)


def test_no_permission(tmp_path, monkeypatch):
    path = tmp_path / ARCHIVE_FILE
    with Archive(path):
        pass

    def denied(_path):
        raise PermissionError(13, "Permission denied", str(_path))

    monkeypatch.setattr(schema, "_read_head", denied)
    message = refused(path, "no_permission")
    assert message.endswith("the game is not allowed to read or change it (no permission)")
    assert "Errno" not in message
    assert path.exists() and not list(tmp_path.glob("archive.bad-*"))


def test_a_folder_in_its_place_is_said_and_left_where_it_is(tmp_path):
    path = tmp_path / ARCHIVE_FILE
    path.mkdir()
    (path / "photo.jpg").write_bytes(b"mine")
    assert refused(path, "not_a_file").endswith("a folder stands in its place")
    assert (path / "photo.jpg").read_bytes() == b"mine" and not list(tmp_path.glob("archive.bad-*"))


def test_a_file_where_its_folder_should_be(tmp_path):
    (tmp_path / "data").write_text("not a folder")
    message = refused(tmp_path / "data" / ARCHIVE_FILE, "no_folder")
    assert message.endswith("its folder cannot be made (a file is in the way)")
    assert (tmp_path / "data").read_text() == "not a folder"


def test_a_read_only_file_or_disk(tmp_path, monkeypatch):
    path = tmp_path / ARCHIVE_FILE
    sqlite3.connect(path).close()  # an empty file, to be made an archive: a write
    monkeypatch.setattr(
        schema, "_connect", lambda p, t: sqlite3.connect(f"file:{p}?mode=ro", uri=True, isolation_level=None)
    )
    assert refused(path, "read_only").endswith("the file or its disk is read-only")


class FullDisk:
    """A connection on a disk with no room left: every write is refused as SQLite refuses it."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __getattr__(self, name: str):
        return getattr(self._db, name)

    def _refuse(self, sql: str) -> None:
        if any(word in sql.upper() for word in ("INSERT", "CREATE", "BEGIN", "PRAGMA APPLICATION_ID")):
            raise sqlite3.OperationalError("database or disk is full")

    def execute(self, sql: str, *args):
        self._refuse(sql)
        return self._db.execute(sql, *args)

    def executescript(self, sql: str):
        self._refuse(sql)
        return self._db.executescript(sql)


def test_a_full_disk_when_the_archive_is_made_and_when_a_game_is_kept(tmp_path, monkeypatch):
    path = tmp_path / ARCHIVE_FILE
    real = schema._connect
    monkeypatch.setattr(schema, "_connect", lambda p, t: FullDisk(real(p, t)))
    assert refused(path, "disk_full").endswith("the disk is full")
    monkeypatch.undo()
    with Archive(path) as archive:
        archive._db = FullDisk(archive._db)
        with pytest.raises(ArchiveError, match="cannot be used: the disk is full$") as caught:
            archive.keep(dumps(*finished_game("classic", 2, 70)))
        assert caught.value.code == "disk_full"
        assert archive.summaries() == []
