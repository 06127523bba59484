"""The one gate every file the game reads goes through: saves, the autosave and scenarios.

``read_bytes`` opens only regular files (a link to one is fine; a dangling link, a folder, a
named pipe or a device such as ``/dev/zero`` is refused without blocking and without reading it),
refuses anything over a fixed size and gives up after a time bound. ``parse_json`` decodes strict
UTF-8 and parses JSON with limits: nesting depth, the length of numbers, no ``Infinity``/``NaN``
or numbers that overflow to them, no unpaired surrogates, no repeated keys. Every refusal is a
FileError with a short ``code`` a UI translates and an English message for logs and the command
line; nothing here raises anything else for bad input.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
import time
from itertools import accumulate
from pathlib import Path
from typing import Any

MAX_DEPTH = 32
"""Nesting depth of JSON arrays and objects (saves need 5, scenarios 4)."""
MAX_NUMBER_CHARS = 32
"""The longest number literal accepted (a 64-bit seed has 20 digits)."""
READ_SECONDS = 1.0
"""How long reading one file may take before it is given up."""
CHUNK = 1 << 16

CODES = (
    "missing",  # nothing at that path
    "broken_link",  # a symbolic link to nothing
    "not_a_file",  # a folder, a named pipe, a device, a socket
    "unreadable",  # permissions, an input/output error
    "too_large",  # over the size limit
    "too_slow",  # reading took longer than the time bound
    "not_text",  # not UTF-8, or text with unpaired surrogates
    "not_json",  # not JSON (cut short, damaged, repeated keys)
    "too_deep",  # JSON nested deeper than MAX_DEPTH
    "bad_number",  # a number too long, infinite or not a number
)


class FileError(ValueError):
    """A file the game will not use; ``code`` says why for a UI (see CODES and SaveError's codes)."""

    def __init__(self, message: str, code: str = "damaged") -> None:
        super().__init__(message)
        self.code = code


class _Refused(Exception):
    """Raised inside the JSON parser's hooks; turned into FileError."""

    def __init__(self, message: str, code: str) -> None:
        super().__init__(message)
        self.message, self.code = message, code


# ---------------------------------------------------------------------- reading
def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def check_regular(path: str | Path) -> os.stat_result:
    """The stat of ``path`` if it is (a link to) a regular file, else FileError; opens nothing."""
    path = Path(path)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):
            raise FileError("it is a link to a file that does not exist", "broken_link") from None
        raise FileError("the file does not exist", "missing") from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise FileError("it is a link that leads in a circle", "broken_link") from None
        raise FileError(f"the file cannot be read ({exc.strerror or exc})", "unreadable") from None
    if not stat.S_ISREG(st.st_mode):
        raise FileError(f"it is {_kind(st.st_mode)}, not a file", "not_a_file")
    return st


def _too_large(size: int, max_bytes: int) -> FileError:
    return FileError(f"the file is too large ({size} bytes; at most {max_bytes} are read)", "too_large")


def read_bytes(path: str | Path, max_bytes: int, seconds: float = READ_SECONDS) -> bytes:
    """The content of the regular file ``path`` (at most ``max_bytes``), or FileError.

    The file is checked before it is opened (a pipe or a device is never opened) and again after
    (fstat of what was opened, in case it was swapped); the open never blocks (O_NONBLOCK) and the
    read stops at ``max_bytes`` + 1 bytes or after ``seconds``.
    """
    st = check_regular(path)
    if st.st_size > max_bytes:
        raise _too_large(st.st_size, max_bytes)
    fd = _open(path)
    try:
        _check_opened(fd, max_bytes)
        return _read_all(fd, max_bytes, seconds)
    finally:
        os.close(fd)


def _open(path: str | Path) -> int:
    """A descriptor of ``path`` opened for reading without blocking, or FileError."""
    flags = (
        os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOCTTY", 0)
    )
    try:
        return os.open(path, flags)
    except FileNotFoundError:
        raise FileError("the file does not exist", "missing") from None
    except OSError as exc:
        raise FileError(f"the file cannot be read ({exc.strerror or exc})", "unreadable") from None


def _check_opened(fd: int, max_bytes: int) -> None:
    """What was opened is a regular file of at most ``max_bytes`` (it may have been swapped)."""
    st = os.fstat(fd)
    if not stat.S_ISREG(st.st_mode):
        raise FileError(f"it is {_kind(st.st_mode)}, not a file", "not_a_file")
    if st.st_size > max_bytes:
        raise _too_large(st.st_size, max_bytes)


def _read_all(fd: int, max_bytes: int, seconds: float) -> bytes:
    """Read ``fd`` to its end: FileError past ``max_bytes`` or after ``seconds``."""
    deadline = time.monotonic() + seconds
    chunks: list[bytes] = []
    total = 0
    while True:
        chunk = _read_chunk(fd, min(CHUNK, max_bytes + 1 - total))
        if chunk == b"":
            return b"".join(chunks)
        if chunk:
            chunks.append(chunk)
            total += len(chunk)
            if total > max_bytes:
                raise _too_large(total, max_bytes)
        if time.monotonic() > deadline:
            raise FileError(f"reading the file took longer than {seconds:g} s", "too_slow")
        if chunk is None:
            time.sleep(0.01)


def _read_chunk(fd: int, size: int) -> bytes | None:
    """Up to ``size`` bytes of ``fd``: b"" at its end, None when nothing is there yet."""
    try:
        return os.read(fd, size)
    except BlockingIOError:
        return None
    except OSError as exc:
        raise FileError(f"the file cannot be read ({exc.strerror or exc})", "unreadable") from None


# ---------------------------------------------------------------------- parsing
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}


def json_depth(text: str) -> int:
    """The deepest nesting of arrays and objects in ``text`` (brackets inside strings ignored)."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if not brackets:
        return 0
    return max(accumulate(map(_STEP.__getitem__, brackets.encode("ascii"))))


def _parse_int(s: str) -> int:
    if len(s.lstrip("-")) > MAX_NUMBER_CHARS:
        raise _Refused(f"a number is too long ({len(s)} digits)", "bad_number")
    return int(s)


def _parse_float(s: str) -> float:
    if len(s) > MAX_NUMBER_CHARS:
        raise _Refused(f"a number is too long ({len(s)} characters)", "bad_number")
    value = float(s)
    if not math.isfinite(value):
        raise _Refused(f"the number {s} is too large", "bad_number")
    return value


def _parse_constant(s: str) -> float:
    raise _Refused(f"{s} is not a number this game accepts", "bad_number")


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        key = next(k for k, _ in pairs if k in seen or seen.add(k))  # type: ignore[func-returns-value]
        raise _Refused(f"the key {key!r} appears twice in one object", "not_json")
    return obj


def decode_text(data: bytes) -> str:
    """Strict UTF-8 (a leading byte order mark is allowed), or FileError ``not_text``."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileError(f"the file is not UTF-8 text (byte {exc.start})", "not_text") from None
    return text[1:] if text.startswith("\ufeff") else text


def parse_json(data: bytes | str, max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON within the limits above, or raise FileError."""
    text = decode_text(data) if isinstance(data, bytes) else data
    depth = json_depth(text)
    if depth > max_depth:
        raise FileError(f"the data is nested too deeply ({depth} levels; at most {max_depth})", "too_deep")
    try:
        value = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
            object_pairs_hook=_object,
        )
    except _Refused as exc:
        raise FileError(exc.message, exc.code) from None
    except json.JSONDecodeError as exc:
        raise FileError(f"the file is damaged or truncated (not valid JSON: {exc.msg})", "not_json") from None
    except RecursionError:  # cannot happen below max_depth; kept as a last line of defence
        raise FileError("the data is nested too deeply", "too_deep") from None
    except (ValueError, OverflowError) as exc:
        raise FileError(f"the file holds a value that cannot be read ({exc})", "bad_number") from None
    try:  # every string, key or value, must be encodable: no unpaired surrogates (\\ud800)
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise FileError(
            "the file holds text with an unpaired surrogate (\\ud800-\\udfff)", "not_text"
        ) from None
    return value


def read_json(path: str | Path, max_bytes: int, max_depth: int = MAX_DEPTH) -> tuple[bytes, Any]:
    """The raw bytes and the parsed JSON of the file at ``path``, through the whole gate."""
    data = read_bytes(path, max_bytes)
    return data, parse_json(data, max_depth)


# ---------------------------------------------------------------------- temporaries
TEMP_NAME = re.compile(r"\.[^/]+\.json\.[A-Za-z0-9_]{8}\.tmp")
"""The names tempfile.mkstemp gives write_atomic's temporaries (prefix ``.NAME.``, suffix ``.tmp``)."""


def stale_temporaries(folder: str | Path, min_age_seconds: float = 60.0) -> list[Path]:
    """write_atomic's leftovers in ``folder``: ``.NAME.XXXXXXXX.tmp`` regular files older than
    ``min_age_seconds`` (so a write in flight by another instance is left alone)."""
    folder = Path(folder)
    found: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return found
    now = time.time()
    for entry in entries:
        if not TEMP_NAME.fullmatch(entry.name):
            continue
        try:
            st = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if stat.S_ISREG(st.st_mode) and now - st.st_mtime >= min_age_seconds:
            found.append(Path(entry.path))
    return sorted(found)
