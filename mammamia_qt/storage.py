"""Where games are kept: the autosave after every action, and saves the player makes.

Writes are atomic (a temporary file in the same folder, flushed to disk, then renamed over
the old one), so a crash or kill at any moment leaves the previous complete save. A file that
cannot be loaded is set aside under a new name, never deleted, and the error names it.
No Qt here: the UI passes the folder (QStandardPaths' app data location).
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from pydantic import ValidationError

from .engine.save import MAX_SAVE_BYTES, SaveError, dump_game, load_game
from .engine.state import GameState
from .seats import GameSetup, SeatConfig

AUTOSAVE = "autosave.json"


class StoreError(ValueError):
    """A save that could not be loaded; ``path`` is the file, ``aside`` where it was moved.

    ``code`` is SaveError's code, or "missing" / "unreadable" for a file that cannot be read.
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
        if not target.exists():
            os.replace(path, target)
            return target
    raise OSError(f"cannot set {path} aside")


def default_setup(state: GameState) -> GameSetup:
    seats = tuple(SeatConfig(name=colour.capitalize(), kind="human") for colour in state.colours)
    return GameSetup(rules=state.rules, seats=seats, seed=state.seed)


def dumps(state: GameState, setup: GameSetup) -> str:
    return dump_game(state, {"setup": setup.model_dump(mode="json")})


def loads(text: str | bytes) -> tuple[GameState, GameSetup]:
    state, meta = load_game(text)
    raw = meta.get("setup")
    if raw is None:
        return state, default_setup(state)
    try:
        setup = GameSetup.model_validate(raw)
    except ValidationError as exc:
        raise SaveError(f"the file is damaged: its seats are invalid ({exc.errors()[0]['msg']})") from None
    if setup.rules != state.rules or setup.seed != state.seed or len(setup.seats) != state.n:
        raise SaveError("the file is damaged: its seats do not match its game")
    return state, setup


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
        return self.autosave_path.is_file()

    def load_autosave(self) -> tuple[GameState, GameSetup]:
        return self.load(self.autosave_path)

    def save(self, path: Path, state: GameState, setup: GameSetup) -> None:
        write_atomic(Path(path), dumps(state, setup))

    def load(self, path: Path) -> tuple[GameState, GameSetup]:
        """Load a save, or set the file aside and raise StoreError naming it."""
        path = Path(path)
        try:
            if path.stat().st_size > MAX_SAVE_BYTES:
                raise SaveError(
                    f"the file is too large to be a saved game ({path.stat().st_size} bytes)", "too_large"
                )
            return loads(path.read_bytes())
        except FileNotFoundError:
            raise StoreError(path, "the file does not exist", code="missing") from None
        except SaveError as exc:
            reason, code = str(exc), exc.code
        except OSError as exc:
            raise StoreError(path, exc.strerror or str(exc), code="unreadable") from None
        try:
            aside: Path | None = set_aside(path)
        except OSError:
            aside = None
        raise StoreError(path, reason, aside, code)
