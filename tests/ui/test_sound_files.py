"""The sound files: made by packaging/make_sounds.py (byte for byte), one per cue, equally loud, small."""

from __future__ import annotations

import importlib.util
import math
import wave
from array import array
from pathlib import Path

import pytest

from mammamia_qt.paths import resource
from mammamia_qt.ui.sound import cue_path, wav_problem
from mammamia_qt.ui.table.cues import CUES

ROOT = Path(__file__).resolve().parents[2]
TOTAL_LIMIT = 400_000
TOLERANCE_DB = 0.5


def make_sounds():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "packaging" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def samples(path: Path) -> list[float]:
    with wave.open(str(path), "rb") as w:
        data = array("h", w.readframes(w.getnframes()))
    return [x / 32767 for x in data]


def test_every_cue_has_its_file_and_no_file_is_left_over() -> None:
    folder = resource("sounds")
    assert sorted(p.stem for p in folder.glob("*.wav")) == sorted(CUES)
    assert sorted(make_sounds().CUES) == sorted(CUES)
    for name in CUES:
        assert wav_problem(cue_path(name)) is None, name


@pytest.mark.slow
def test_the_script_makes_the_committed_files_byte_for_byte() -> None:
    script = make_sounds()
    differ = [name for name in CUES if script.render(name) != cue_path(name).read_bytes()]
    assert differ == []


def test_every_cue_is_as_loud_as_the_target_and_under_the_ceiling() -> None:
    script = make_sounds()
    for name in CUES:
        sound = samples(cue_path(name))
        rms = math.sqrt(sum(x * x for x in sound) / len(sound))
        assert abs(20 * math.log10(rms) - script.TARGET_DBFS) <= TOLERANCE_DB, name
        assert 20 * math.log10(max(abs(x) for x in sound)) <= script.CEILING_DBFS + 0.01, name


def test_the_cues_are_short_mono_and_small_together() -> None:
    total = 0
    for name in CUES:
        path = cue_path(name)
        with wave.open(str(path), "rb") as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050), name
            assert w.getnframes() / w.getframerate() <= 2.5, name
        total += path.stat().st_size
    assert total < TOTAL_LIMIT


def test_a_broken_cue_file_is_named_for_what_it_is(tmp_path: Path) -> None:
    assert wav_problem(tmp_path / "gone.wav") == "missing"
    (tmp_path / "text.wav").write_text("not a sound")
    assert (wav_problem(tmp_path / "text.wav") or "").startswith("not a WAV file")
    with wave.open(str(tmp_path / "stereo.wav"), "wb") as w:
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(22050)
        w.writeframes(b"\0\0\0\0" * 10)
    assert wav_problem(tmp_path / "stereo.wav") == "not a mono 16-bit WAV with sound in it"


def test_the_self_test_checks_the_sound_files_and_qt_multimedia(tmp_path: Path, qapp, qtlog) -> None:
    from mammamia_qt.tools import selftest

    assert {path.stem for path in selftest.required_resources()["sounds"]} == set(CUES)
    (tmp_path / "card.wav").write_bytes(b"RIFF....WAVEjunk")
    assert (selftest._loads(tmp_path / "card.wav") or "").startswith("not a WAV file")
    assert selftest._loads(cue_path("card")) is None
    detail = selftest.check_sound()  # here, without a sound device: said, and nothing printed
    assert "silently" in detail or "cues load to play" in detail
    assert not [r for r in qtlog.records if r.type.name != "QtDebugMsg"]
