"""The archive file: its schema and versions, and how a file is opened, checked and brought up to date.

A file of ours carries ``PRAGMA application_id = APPLICATION_ID`` (set at creation, and by the
migration of a version-1 file, which predates it) and its schema version in ``PRAGMA
user_version``. On opening, a file that is not SQLite, is SQLite but not ours, fails ``PRAGMA
quick_check`` or has a newer schema than this code knows is set aside (renamed beside itself,
never deleted, with its ``-wal`` and ``-shm`` companions) and a new archive is started; the
``ArchiveProblem`` says what was found, for the UI and the command line to report by name.

A file in use (locked by another program longer than ``TIMEOUT_S``) or one that cannot be written
(a read-only file or folder) raises ``ArchiveError``: a clear message, never a hang.

The file runs in WAL mode: a reader (the History screen) reads while a finished game is written,
and a write that is cut off (a crash, kill -9) is rolled back on the next opening. Each migration
step is one transaction: a step that fails leaves the file at the version it had.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from mammamia_qt.storage import set_aside

SCHEMA_VERSION = 2
APPLICATION_ID = 0x4D616D4D
"""``PRAGMA application_id`` of an archive of this game ("MamM")."""
TIMEOUT_S = 2.0
"""How long a write waits for another program's lock before it gives up with ArchiveError."""
SQLITE_HEADER = b"SQLite format 3\x00"

SCHEMA_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    finished TEXT NOT NULL,
    edition TEXT NOT NULL,
    players INTEGER NOT NULL,
    origin TEXT NOT NULL,
    engine_version INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    save TEXT NOT NULL
);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    delivered INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    rounds TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_by_name ON seats(name);
CREATE INDEX games_by_finished ON games(finished);
"""
"""A new file is made at version 1 and brought up to date by MIGRATIONS, as an old file is."""

MIGRATIONS: dict[int, str] = {
    # from version 1: the memory coach's answers
    1: """
CREATE TABLE coach_answers (
    id INTEGER PRIMARY KEY,
    answered TEXT NOT NULL,
    game_id INTEGER REFERENCES games(id) ON DELETE SET NULL,
    question TEXT NOT NULL,
    level INTEGER NOT NULL,
    correct INTEGER NOT NULL
);
""",
}
"""SQL that takes a file from version ``k`` to ``k + 1`` (each step also marks the file as ours)."""

PROBLEMS = {
    "not_sqlite": "it is not a SQLite database",
    "not_ours": "it is a SQLite database of another program",
    "damaged": "it is damaged",
    "newer": "it was written by a newer version of the game",
}
"""What an ``ArchiveProblem``'s reason means (in English, for logs and the command line)."""


class ArchiveError(ValueError):
    """The archive cannot do what was asked. ``code`` says why for a UI to translate: "unknown_game",
    "rules_changed" (kept by other rules that replay it differently), "damaged_game", "busy" (locked by
    another program), the file cannot be opened or written (a key of ``FAILURES``: "no_permission",
    "not_a_file", "no_folder", "read_only", "disk_full", "unavailable"), "migration" (a step failed),
    "failed"."""

    def __init__(self, message: str, code: str = "failed") -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True, slots=True)
class ArchiveProblem:
    """A file found in the archive's place that could not be used: set aside, a new one started."""

    path: Path
    aside: Path | None  # where it is now (None: it could not be moved)
    reason: str  # a key of PROBLEMS
    detail: str = ""  # what SQLite said, if anything
    recovered: int = 0  # kept games copied from it into the new archive (``salvage``)
    found: int = 0  # kept games it still showed (0: none could be read, or none was looked for)

    def message(self) -> str:
        if self.found and self.aside:
            return (
                f"{self.path} is damaged: {self.recovered} of {self.found} kept games were recovered into a"
                f" new archive; the damaged file was set aside as {self.aside.name}."
            )
        moved = f"it was set aside as {self.aside.name}" if self.aside else "it could not be set aside"
        return (
            f"{self.path} could not be read ({PROBLEMS[self.reason]}); {moved} and a new archive was started."
        )


class _Unusable(Exception):
    """The file in the archive's place is not a usable archive of ours (``reason``: a PROBLEMS key)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.detail = detail


def open_archive(
    path: Path, timeout: float = TIMEOUT_S, verify: bool = True
) -> tuple[sqlite3.Connection, ArchiveProblem | None]:
    """A connection to the archive at ``path``, up to date; a bad file there is set aside first.

    ``verify`` runs ``PRAGMA quick_check`` over the whole file (a few hundred ms for 10,000 games);
    without it only the header, the marks and the version are looked at (the app checks its
    archive once at start-up and then writes without reading the whole file again)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            return _open(path, timeout, verify), None
        except _Unusable as bad:
            problem = ArchiveProblem(path, _set_aside(path), bad.reason, bad.detail)
        if problem.aside is None:
            raise ArchiveError(
                f"{path} cannot be used ({PROBLEMS[problem.reason]}) nor set aside", "unavailable"
            )
        return _open(path, timeout, verify), problem
    except OSError as exc:
        raise os_error(path, exc) from None


def _open(path: Path, timeout: float, verify: bool) -> sqlite3.Connection:
    _check_header(path)
    try:
        db = _connect(path, timeout)
    except sqlite3.Error as exc:
        raise sqlite_error(path, exc) from None
    try:
        _examine(db, verify)
        bring_up_to_date(db, path)
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA foreign_keys = ON")
    except sqlite3.Error as exc:
        db.close()
        raise sqlite_error(path, exc) from None
    except BaseException:
        db.close()
        raise
    return db


def _check_header(path: Path) -> None:
    """A file that is there and not empty starts as every SQLite database does."""
    if not os.path.lexists(path):
        return
    if path.is_dir():  # not a file of ours gone bad: it stays where it is, and is said
        raise failure(path, "not_a_file")
    if not path.is_file():
        raise _Unusable("not_sqlite", "not a regular file")
    head = _read_head(path)
    if head and head != SQLITE_HEADER:
        raise _Unusable("not_sqlite")


def _connect(path: Path, timeout: float) -> sqlite3.Connection:
    return sqlite3.connect(path, timeout=timeout, isolation_level=None)


def _read_head(path: Path) -> bytes:
    with open(path, "rb") as f:
        return f.read(len(SQLITE_HEADER))


def _examine(db: sqlite3.Connection, verify: bool) -> None:
    """Ours (or empty), intact (if ``verify``), and not newer than this code; else ``_Unusable``."""
    app_id = db.execute("PRAGMA application_id").fetchone()[0]
    version = db.execute("PRAGMA user_version").fetchone()[0]
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    empty = app_id == 0 and version == 0 and not tables
    first_version = app_id == 0 and version == 1 and {"games", "seats"} <= tables
    if not (app_id == APPLICATION_ID or empty or first_version):
        raise _Unusable("not_ours")
    check = db.execute("PRAGMA quick_check").fetchone()[0] if verify else "ok"
    if check != "ok":
        raise _Unusable("damaged", str(check))
    if version > SCHEMA_VERSION:
        raise _Unusable("newer", f"schema version {version}; this version knows 1 to {SCHEMA_VERSION}")


def bring_up_to_date(db: sqlite3.Connection, path: Path) -> None:
    """Create a new file at version 1, then run MIGRATIONS up to SCHEMA_VERSION, a transaction each."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version == 0:
        _step(db, path, SCHEMA_V1, 1)
        version = 1
    for step in range(version, SCHEMA_VERSION):
        _step(db, path, MIGRATIONS[step], step + 1)


def _step(db: sqlite3.Connection, path: Path, sql: str, to: int) -> None:
    mark = f"PRAGMA application_id = {APPLICATION_ID};PRAGMA user_version = {to};"
    try:
        db.executescript(f"BEGIN IMMEDIATE;{sql};{mark}COMMIT;")
    except sqlite3.Error as exc:
        if db.in_transaction:
            db.execute("ROLLBACK")
        error = sqlite_error(path, exc)
        if isinstance(error, ArchiveError) and error.code != "failed":
            raise error from None
        raise ArchiveError(
            f"{path} could not be brought up to schema version {to} ({exc}); it was left as it was",
            "migration",
        ) from None


def sqlite_error(path: Path, exc: sqlite3.Error) -> Exception:
    """What SQLite's complaint about ``path`` means here: a damaged file (``_Unusable``), or ArchiveError."""
    name = getattr(exc, "sqlite_errorname", "") or _ERROR_NAMES.get(str(exc), "")
    if name.startswith(("SQLITE_NOTADB", "SQLITE_CORRUPT")):
        return _Unusable("damaged", str(exc))
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return ArchiveError(f"{path} is in use by another program (still locked after waiting)", "busy")
    if name.startswith("SQLITE_READONLY"):
        return failure(path, "read_only")
    if name.startswith("SQLITE_FULL"):
        return failure(path, "disk_full")
    if name.startswith(("SQLITE_CANTOPEN", "SQLITE_PERM", "SQLITE_IOERR", "SQLITE_AUTH")):
        return failure(path, _why_not(path))
    return ArchiveError(f"{path}: {exc}", "failed")


_ERROR_NAMES = {
    "database or disk is full": "SQLITE_FULL",
    "attempt to write a readonly database": "SQLITE_READONLY",
    "unable to open database file": "SQLITE_CANTOPEN",
    "disk I/O error": "SQLITE_IOERR",
}
"""SQLite's messages by its error's name, for an error that does not carry the name."""

FAILURES = {
    "no_permission": "the game is not allowed to read or change it (no permission)",
    "not_a_file": "a folder stands in its place",
    "no_folder": "its folder cannot be made (a file is in the way)",
    "read_only": "the file or its disk is read-only",
    "disk_full": "the disk is full",
    "unavailable": "it cannot be opened or written",
}
"""Why the archive cannot be opened or written, by ArchiveError's code (in English, for logs and the
command line; the UI says it in the player's language)."""

_OS_ERRORS = {
    errno.EACCES: "no_permission",
    errno.EPERM: "no_permission",
    errno.EROFS: "read_only",
    errno.ENOSPC: "disk_full",
    errno.EDQUOT: "disk_full",
    errno.EISDIR: "not_a_file",
    errno.ENOTDIR: "no_folder",
    errno.EEXIST: "no_folder",  # a file where a folder on the way was to be made
}


def failure(path: Path, code: str) -> ArchiveError:
    """``path`` cannot be opened or written, for the reason ``code`` (a FAILURES key)."""
    return ArchiveError(f"{path} cannot be used: {FAILURES[code]}", code)


def os_error(path: Path, exc: OSError) -> ArchiveError:
    """The system's refusal to open, read or make ``path`` (or its folder), in plain words."""
    code = _OS_ERRORS.get(exc.errno or 0)
    return failure(path, code if code is not None else _why_not(path))


def _why_not(path: Path) -> str:
    """Why SQLite could not open or write ``path``, as far as the file system shows (a FAILURES key)."""
    folder = path.parent
    if folder.exists() and not folder.is_dir():
        return "no_folder"
    if path.is_dir():
        return "not_a_file"
    try:
        if os.statvfs(folder).f_flag & os.ST_RDONLY:
            return "read_only"
    except OSError:
        return "unavailable"
    wanted = os.R_OK | os.W_OK
    if not os.access(folder, wanted | os.X_OK) or (path.exists() and not os.access(path, wanted)):
        return "no_permission"
    return "unavailable"


def _set_aside(path: Path) -> Path | None:
    """Rename the file (and its -wal and -shm companions) beside itself; None if it cannot be moved."""
    try:
        aside = set_aside(path)
    except OSError:
        return None
    for companion in ("-wal", "-shm", "-journal"):
        old = Path(f"{path}{companion}")
        if os.path.lexists(old):
            try:
                os.replace(old, Path(f"{aside}{companion}"))
            except OSError:
                pass
    return aside
