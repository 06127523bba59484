"""The file gate: only regular files, bounded size and time, JSON within depth and number limits."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from mammamia_qt.engine import files
from mammamia_qt.engine.files import (
    FileError,
    json_depth,
    parse_json,
    read_bytes,
    read_json,
    stale_temporaries,
)


def _code(fn, *args) -> str:
    with pytest.raises(FileError) as info:
        fn(*args)
    assert info.value.code in files.CODES
    return info.value.code


def test_a_regular_file_and_a_link_to_one_are_read(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b'{"a": [1, 2.5, "x"]}')
    link = tmp_path / "link.json"
    link.symlink_to(path)
    assert read_bytes(path, 100) == read_bytes(link, 100) == path.read_bytes()
    assert read_json(link, 100)[1] == {"a": [1, 2.5, "x"]}


def test_missing_and_dangling_are_told_apart(tmp_path: Path) -> None:
    assert _code(read_bytes, tmp_path / "nope.json", 100) == "missing"
    link = tmp_path / "dangling.json"
    link.symlink_to(tmp_path / "nope.json")
    assert _code(read_bytes, link, 100) == "broken_link"
    loop = tmp_path / "loop.json"
    loop.symlink_to(loop)
    assert _code(read_bytes, loop, 100) == "broken_link"


def test_a_named_pipe_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    result: list[str] = []
    worker = threading.Thread(target=lambda: result.append(_code(read_bytes, fifo, 100)), daemon=True)
    worker.start()
    worker.join(10)
    if worker.is_alive():  # unblock the reader so the test process can end, then fail
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("reading a named pipe blocked")
    assert result == ["not_a_file"]


def test_devices_and_folders_are_refused(tmp_path: Path) -> None:
    zero = tmp_path / "zero.json"
    zero.symlink_to("/dev/zero")
    assert _code(read_bytes, zero, 100) == "not_a_file"
    assert _code(read_bytes, "/dev/null", 100) == "not_a_file"
    assert _code(read_bytes, tmp_path, 100) == "not_a_file"


def test_size_is_bounded_before_and_while_reading(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    with open(path, "wb") as f:
        f.truncate(10_000_000)
    with pytest.raises(FileError, match="too large") as info:
        read_bytes(path, 1000)
    assert info.value.code == "too_large"
    path.write_bytes(b"x" * 1000)
    assert len(read_bytes(path, 1000)) == 1000
    path.write_bytes(b"x" * 1001)
    assert _code(read_bytes, path, 1000) == "too_large"


def test_reading_gives_up_after_its_time_bound(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "slow.json"
    path.write_bytes(b"[" + b"1," * 200_000 + b"1]")
    ticks = iter(range(0, 1000, 5))  # every look at the clock is five seconds later
    monkeypatch.setattr(files.time, "monotonic", lambda: next(ticks))
    assert _code(read_bytes, path, 1_000_000) == "too_slow"


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("[" * 100_000, "too_deep"),
        ("[" * 33 + "]" * 33, "too_deep"),
        ('{"a":' * 40 + "1" + "}" * 40, "too_deep"),
        ("1" * 5000, "bad_number"),
        ("-" + "1" * 33, "bad_number"),
        ("[Infinity]", "bad_number"),
        ("[-Infinity]", "bad_number"),
        ("[NaN]", "bad_number"),
        ("[1e400]", "bad_number"),
        ("[-1e400]", "bad_number"),
        ('["\\ud800"]', "not_text"),
        ('{"\\udfff": 1}', "not_text"),
        ('["\\udc00\\ud800"]', "not_text"),
        ('{"a": 1, "a": 2}', "not_json"),
        ("", "not_json"),
        ("[1, 2", "not_json"),
        ('["a]', "not_json"),
    ],
)
def test_json_beyond_the_limits_is_refused(text: str, code: str) -> None:
    assert _code(parse_json, text) == code


def test_json_within_the_limits_is_parsed() -> None:
    assert parse_json("[" * 32 + "]" * 32) is not None
    assert parse_json('["[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\"[[["]') == [
        '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["[[['
    ]
    assert parse_json(str(2**64 - 1)) == 2**64 - 1
    assert parse_json('["\\ud83c\\udf55", "\U0001f355"]') == ["\U0001f355", "\U0001f355"]  # paired: a pizza
    assert parse_json("[1.5e300, -0.0]") == [1.5e300, -0.0]
    assert parse_json(b'\xef\xbb\xbf{"bom": true}') == {"bom": True}


def test_bytes_must_be_utf8() -> None:
    assert _code(parse_json, b'["\xe9"]') == "not_text"
    assert _code(parse_json, json.dumps(["x"]).encode("utf-16")) == "not_text"
    assert _code(parse_json, b'["\xed\xa0\x80"]') == "not_text"  # an encoded surrogate


def test_depth_ignores_brackets_in_strings() -> None:
    assert json_depth('{"a": "[[[{{{", "b": [["\\"]]"]]}') == 3
    assert json_depth("7") == 0


def test_stale_temporaries_are_only_ours_and_old(tmp_path: Path) -> None:
    old = (1_000_000_000, 1_000_000_000)
    ours = [tmp_path / ".autosave.json.abc_1234.tmp", tmp_path / ".evening.mammamia.json.zz9_zz9z.tmp"]
    others = [
        tmp_path / "autosave.json.abc_1234.tmp",  # no leading dot: not write_atomic's name
        tmp_path / ".autosave.json.tmp",
        tmp_path / ".notes.txt.abc_1234.tmp",
        tmp_path / "autosave.json",
    ]
    for path in ours + others:
        path.write_text("x")
        os.utime(path, old)
    young = tmp_path / ".autosave.json.young123.tmp"
    young.write_text("x")
    folder = tmp_path / ".autosave.json.folder12.tmp"
    folder.mkdir()
    os.utime(folder, old)
    assert stale_temporaries(tmp_path) == sorted(ours)
    assert stale_temporaries(tmp_path / "missing") == []


def test_a_file_that_grew_after_its_check_is_refused_while_read(tmp_path: Path) -> None:
    """The read itself stops one byte past the limit, whatever the size looked like before."""
    path = tmp_path / "grown.json"
    path.write_bytes(b"x" * 150)
    fd = os.open(path, os.O_RDONLY)
    try:
        assert _code(files._read_all, fd, 100, 5.0) == "too_large"
    finally:
        os.close(fd)


def test_a_source_that_never_gives_a_byte_is_given_up(tmp_path: Path) -> None:
    """A descriptor with nothing to read yet (an empty pipe, opened without blocking) is waited
    for only until the time allowed, never read as an empty file."""
    reader, writer = os.pipe()
    os.set_blocking(reader, False)
    try:
        assert _code(files._read_all, reader, 100, 0.05) == "too_slow"
    finally:
        os.close(reader)
        os.close(writer)
