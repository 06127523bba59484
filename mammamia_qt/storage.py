"""Where games are kept: the autosave after every action, and saves the player makes.

Writes are atomic (a temporary file in the same folder, flushed to disk, then renamed over
the old one), so a crash or kill at any moment leaves the previous complete save. A file that
cannot be loaded is set aside under a new name, never deleted, and the error names it.
Every file is read through the engine's file gate (``engine.files``: regular files only, a size
and time bound, strict JSON), so a folder, a pipe, a device or a dangling link in place of a save
is reported like any other bad file. Temporaries left by an interrupted write are removed when
the store is opened for a session (``remove_stale_temporaries``).
No Qt here: the UI passes the folder (QStandardPaths' app data location).
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from mammamia_qt.engine.files import stale_temporaries
from mammamia_qt.engine.save import LoadedGame, RevealSoFar, SaveError, dump_game, read_game, read_save
from mammamia_qt.engine.state import GameState
from mammamia_qt.seats import SEAT_KINDS, GameSetup, SeatConfig, SeatKind

AUTOSAVE = "autosave.json"


class StoreError(ValueError):
    """A save that could not be loaded; ``path`` is the file, ``aside`` where it was moved.

    ``code`` is SaveError's code (which includes the file gate's codes, such as "missing",
    "not_a_file" or "broken_link").
    """

    def __init__(self, path: Path, reason: str, aside: Path | None = None, code: str = "damaged") -> None:
        moved = f" It was set aside as {aside.name}." if aside else ""
        super().__init__(f"{path.name} could not be loaded: {reason}.{moved}")
        self.path = path
        self.reason = reason
        self.aside = aside
        self.code = code


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def set_aside(path: Path) -> Path:
    """Rename a bad file beside itself (``name.bad-YYYYmmdd-HHMMSS[-n].json``); never delete."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        suffix = f"-{n}" if n else ""
        target = path.with_name(f"{path.stem}.bad-{stamp}{suffix}{path.suffix}")
        if not os.path.lexists(target):
            os.replace(path, target)
            return target
    raise OSError(f"cannot set {path} aside")


def default_setup(state: GameState) -> GameSetup:
    seats = tuple(SeatConfig(name=colour.capitalize(), kind=SeatKind.HUMAN) for colour in state.colours)
    return GameSetup(rules=state.rules, seats=seats, seed=state.seed)


def _seats_error(exc: ValidationError) -> str:
    """What is wrong with a saved setup: an unknown kind of player by name (and the kinds there
    are), else pydantic's first complaint."""
    first = exc.errors()[0]
    if first["type"] == "enum" and first["loc"][-1] == "kind":
        kind = str(first["input"])[:24]
        return f"{kind!r} is not a kind of player ({', '.join(SEAT_KINDS)})"
    return f"its seats are invalid ({first['msg']})"


def dumps(state: GameState, setup: GameSetup) -> str:
    return dump_game(state, {"setup": setup.model_dump(mode="json")})


class SavedMeta(BaseModel):
    """What the desktop game keeps beside a saved game: its setup (names and seat kinds), read in
    the save's own strict pass (``read_game(text, meta=SavedMeta)``); other keys are kept as they are."""

    model_config = ConfigDict(extra="allow", strict=True)

    setup: GameSetup | None = None


def _read(text: str | bytes | Path) -> LoadedGame:
    """A save (its text, or its path) replayed once with its setup; a damaged setup worded as
    ``_seats_error`` words it."""
    try:
        return read_save(text, SavedMeta) if isinstance(text, Path) else read_game(text, SavedMeta)
    except SaveError as exc:
        cause = exc.__cause__
        if isinstance(cause, ValidationError) and cause.errors()[0]["loc"][:2] == ("meta", "setup"):
            raise SaveError(f"the file is damaged: {_seats_error(cause)}") from None
        raise


def loads(text: str | bytes) -> tuple[GameState, GameSetup]:
    loaded = _read(text)
    return loaded.state, _setup_of(loaded)


def _setup_of(loaded: LoadedGame) -> GameSetup:
    """The loaded game's setup (every seat a person's when it kept none), checked against the game."""
    state, setup = loaded.state, loaded.meta.setup
    if setup is None:
        return default_setup(state)
    if setup.rules != state.rules or setup.seed != state.seed or len(setup.seats) != state.n:
        raise SaveError("the file is damaged: its seats do not match its game")
    return setup


class SavedGame:
    """A game read back from a file (Continue, Load…): the shell holds it and hands it, unopened,
    to a ``GameController`` (its ``saved``). Only the game's builder (``session/game.py``) looks
    inside (the UI reads views)."""

    __slots__ = ("_reveal", "_state")

    def __init__(self, state: GameState, reveal: RevealSoFar | None = None) -> None:
        self._state = state
        self._reveal = reveal  # saved mid-reveal: what the table replays (read with the save)

    @property
    def over(self) -> bool:
        """The game in the file is finished (nothing to continue)."""
        return self._state.is_terminal()


class GameStore:
    """The autosave and saved games in one folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    @property
    def autosave_path(self) -> Path:
        return self.folder / AUTOSAVE

    def autosave(self, state: GameState, setup: GameSetup) -> None:
        """Keep the game; a finished game leaves nothing to continue."""
        if state.is_terminal():
            self.clear_autosave()
        else:
            write_atomic(self.autosave_path, dumps(state, setup))

    def clear_autosave(self) -> None:
        self.autosave_path.unlink(missing_ok=True)

    def has_autosave(self) -> bool:
        """Anything at the autosave's path (a folder or a dangling link too: loading reports it)."""
        return os.path.lexists(self.autosave_path)

    def load_autosave(self) -> tuple[GameState, GameSetup]:
        return self.load(self.autosave_path, autosave=True)

    def load_saved(self, path: Path | None = None) -> tuple[SavedGame, GameSetup]:
        """The game in ``path`` (None: the autosave), with the reveal so far, and its setup."""
        loaded, setup = self._read(self.autosave_path if path is None else Path(path), autosave=path is None)
        return SavedGame(loaded.state, loaded.reveal), setup

    def remove_stale_temporaries(self, min_age_seconds: float = 60.0) -> list[Path]:
        """Remove what interrupted writes left in the folder (``.autosave.json.XXXXXXXX.tmp`` and
        the like: write_atomic's names only, older than ``min_age_seconds``); returns them."""
        removed = []
        for path in stale_temporaries(self.folder, min_age_seconds):
            try:
                path.unlink()
            except OSError:
                continue
            removed.append(path)
        return removed

    def save(self, path: Path, state: GameState, setup: GameSetup) -> None:
        write_atomic(Path(path), dumps(state, setup))

    def load(self, path: Path, *, autosave: bool = False) -> tuple[GameState, GameSetup]:
        """Load a save, or set the file aside and raise StoreError naming it (see ``_read``)."""
        loaded, setup = self._read(Path(path), autosave=autosave)
        return loaded.state, setup

    def _read(self, path: Path, *, autosave: bool) -> tuple[LoadedGame, GameSetup]:
        """Read and replay a save, or set the file aside and raise StoreError naming it.

        Whatever is in the way is renamed, never deleted: a damaged file, a pipe, a link. A folder
        is renamed only in place of the autosave (``autosave``), where it would block every write;
        a folder the player picked stays where it is.
        """
        try:
            loaded = _read(path)
            return loaded, _setup_of(loaded)
        except SaveError as exc:
            reason, code = str(exc), exc.code
        aside: Path | None = None
        if code != "missing" and (autosave or not os.path.isdir(path)):
            try:
                aside = set_aside(path)
            except OSError:
                aside = None
        raise StoreError(path, reason, aside, code)


def load_saved(store: GameStore, path: Path | None = None) -> tuple[SavedGame, GameSetup]:
    """The game in ``path`` (None: the autosave) and its setup; raises ``StoreError`` as the store does."""
    return store.load_saved(path)
