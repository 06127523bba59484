"""Rebuild the game's sound effects, resources/sounds/*.wav, from nothing but arithmetic.

Every cue is synthesised here with the standard library alone (wave, math, array, random with a
fixed seed per cue), so running the script again writes the very same bytes
(tests/ui/test_sound_files.py checks the committed files against it). The cues are short mono
16-bit WAVs at 22,050 Hz, each brought to the same loudness (an RMS target) under a peak ceiling:

    python packaging/make_sounds.py            # writes resources/sounds/
    python packaging/make_sounds.py --check    # says whether the files there are as this script makes them

The sounds are meant to sit in a warm kitchen: a card swished into the oven (filtered noise), an
order slapped down (paper and a soft thump), the oven opening (a low whoosh and the door's clunk),
each ingredient sorted (a plucked string, its pitch by ingredient), an order delivered (a bright
two-note chime) or sent back (a soft falling tone), the Mamma Mia card (a cheerful plucked
arpeggio), help given (a soft bell), a round's end (a short fanfare) and a win (a longer one).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 22050
TARGET_DBFS = -20.0
"""Every cue's RMS over its whole length, in dB below full scale."""
CEILING_DBFS = -1.0
"""No sample above this (a soft knee bends the peaks under it)."""
ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "resources" / "sounds"

Signal = list[float]


# ---------------------------------------------------------------------- building blocks
def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def mix(into: Signal, sound: Signal, at: float = 0.0, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` from ``at`` seconds on (``into`` grows if need be)."""
    start = int(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, x in enumerate(sound):
        into[start + i] += gain * x


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def decay(seconds: float, attack: float, half_life: float) -> Signal:
    """An envelope: a linear rise over ``attack`` seconds, then halving every ``half_life`` seconds."""
    n, rise = int(seconds * RATE), max(1, int(attack * RATE))
    k = math.log(2) / (half_life * RATE)
    return [i / rise if i < rise else math.exp(-k * (i - rise)) for i in range(n)]


def shaped(sound: Signal, envelope: Signal) -> Signal:
    return [x * e for x, e in zip(sound, envelope, strict=False)]


def lowpass(sound: Signal, cutoff: float | Callable[[int], float]) -> Signal:
    """A one-pole low-pass; ``cutoff`` in Hz, or a function of the sample's index (a sweep)."""
    at = cutoff if callable(cutoff) else (lambda _i: cutoff)
    out, y = [], 0.0
    for i, x in enumerate(sound):
        a = 1.0 - math.exp(-2.0 * math.pi * at(i) / RATE)
        y += a * (x - y)
        out.append(y)
    return out


def bandpass(sound: Signal, centre: float | Callable[[int], float], q: float) -> Signal:
    """A resonant band-pass (the RBJ cookbook's biquad, constant peak gain); ``centre`` may sweep."""
    at = centre if callable(centre) else (lambda _i: centre)
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for i, x in enumerate(sound):
        w = 2.0 * math.pi * at(i) / RATE
        alpha = math.sin(w) / (2.0 * q)
        a0 = 1.0 + alpha
        y = (alpha * x - alpha * x2 + 2.0 * math.cos(w) * y1 - (1.0 - alpha) * y2) / a0
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def tone(
    freq: float | Callable[[float], float], seconds: float, partials: tuple[float, ...] = (1.0,)
) -> Signal:
    """A tone of harmonic ``partials`` (their levels, from the fundamental up); ``freq`` in Hz, or a
    function of the time in seconds (a glide)."""
    at = freq if callable(freq) else (lambda _t: freq)
    out, phase = [], 0.0
    for i in range(int(seconds * RATE)):
        phase += 2.0 * math.pi * at(i / RATE) / RATE
        out.append(sum(level * math.sin((h + 1) * phase) for h, level in enumerate(partials)))
    return out


def pluck(freq: float, seconds: float, rng: random.Random, brightness: float = 0.5) -> Signal:
    """A plucked string (Karplus-Strong): a burst of noise round a loop of one period, averaged
    on every pass (so it mellows as it fades), the loop's fraction of a sample made up by an
    all-pass filter so the string is in tune (Jaffe and Smith)."""
    loop = RATE / freq - 0.5  # the averaging delays by half a sample
    period = int(loop - 0.1)
    frac = loop - period
    c = (1.0 - frac) / (1.0 + frac)
    out = lowpass(noise(period / RATE, rng), 1500 + 6000 * brightness)
    s1 = v1 = 0.0
    for n in range(period, int(seconds * RATE)):
        s = 0.996 * 0.5 * (out[n - period] + (out[n - period - 1] if n > period else 0.0))
        v1 = c * s + s1 - c * v1
        s1 = s
        out.append(v1)
    return out


def bell(freq: float, seconds: float) -> Signal:
    """A soft bell: a few inharmonic partials, the high ones fading first."""
    out = silence(seconds)
    for ratio, level, half in ((1.0, 1.0, 0.45), (2.0, 0.35, 0.3), (2.76, 0.25, 0.2), (5.4, 0.08, 0.08)):
        mix(out, shaped(tone(freq * ratio, seconds), decay(seconds, 0.004, half)), gain=level)
    return out


def brass(freq: float, seconds: float, rng: random.Random) -> Signal:
    """A warm brass-like note: harmonics that open up with the attack, a touch of breath, a soft end."""
    partials = tuple(1.0 / (h + 1) ** 1.3 for h in range(8))
    body = tone(lambda t: freq * (1.0 + 0.004 * math.sin(2 * math.pi * 5.5 * t)), seconds, partials)
    opening = lowpass(body, lambda i: 600 + 3200 * min(1.0, i / (0.06 * RATE)))
    breath = lowpass(noise(seconds, rng), 2500)
    n, rise, fall = len(opening), int(0.025 * RATE), int(0.09 * RATE)
    env = [min(1.0, i / rise, (n - i) / fall) * (1.0 - 0.15 * i / n) for i in range(n)]
    return shaped([a + 0.02 * b for a, b in zip(opening, breath, strict=False)], env)


def note(name: str) -> float:
    """The frequency of a note like "C5" or "F#4" (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    steps += name.count("#") - name.count("b", 1)
    octave = int(name[-1])
    return 440.0 * 2.0 ** ((steps + 12 * (octave - 4)) / 12.0)


# ---------------------------------------------------------------------- the cues
def card(rng: random.Random) -> Signal:
    """A card swished into the oven: a noise burst whose band rises as it slides."""
    seconds = 0.16
    swish = bandpass(noise(seconds, rng), lambda i: 1800 + 3200 * i / (seconds * RATE), 1.4)
    return shaped(swish, decay(seconds, 0.02, 0.03))


def order(rng: random.Random) -> Signal:
    """An order card slapped down: a short paper crack over a soft thump."""
    seconds = 0.14
    crack = shaped(bandpass(noise(seconds, rng), 2400, 0.9), decay(seconds, 0.002, 0.012))
    thump = shaped(tone(lambda t: 150 - 300 * t, seconds), decay(seconds, 0.003, 0.025))
    out = silence(seconds)
    mix(out, crack)
    mix(out, thump, gain=0.8)
    return out


def oven(rng: random.Random) -> Signal:
    """The oven opened: a low whoosh of warm air swelling up, then the door's clunk."""
    whoosh_s = 0.62
    n = int(whoosh_s * RATE)

    def sweep(i: int) -> float:
        return 180 + 900 * math.sin(math.pi * i / n) ** 2

    air = lowpass(lowpass(noise(whoosh_s, rng), sweep), sweep)  # twice: a warm, dark rush
    swell = [math.sin(math.pi * i / n) ** 1.5 for i in range(n)]
    out = shaped(air, swell)
    clunk_s = 0.22
    knock = shaped(tone(lambda t: 95 - 60 * t, clunk_s, (1.0, 0.4, 0.15)), decay(clunk_s, 0.002, 0.04))
    rattle = shaped(bandpass(noise(clunk_s, rng), 900, 2.0), decay(clunk_s, 0.001, 0.015))
    mix(out, knock, at=0.5, gain=0.9)
    mix(out, rattle, at=0.5, gain=0.5)
    return out


SORT_NOTES = {
    "pineapple": "C5",
    "olive": "D5",
    "pepper": "E5",
    "mushroom": "G5",
    "salami": "A5",
    "shrimp": "C6",
}
"""The pitch each ingredient is plucked at as it is sorted into its column (a pentatonic scale)."""


def sorter(kind: str) -> Callable[[random.Random], Signal]:
    def sort(rng: random.Random) -> Signal:
        seconds = 0.22
        return shaped(pluck(note(SORT_NOTES[kind]), seconds, rng, 0.45), decay(seconds, 0.001, 0.07))

    sort.__doc__ = f"An ingredient ({kind}) sorted into its column: a short pluck."
    return sort


def delivered(rng: random.Random) -> Signal:
    """An order delivered: a bright two-note chime, rising."""
    out = silence(0.5)
    for at, name in ((0.0, "E5"), (0.12, "B5")):
        ring = 0.5 - at
        chime = shaped(tone(note(name), ring, (1.0, 0.0, 0.0, 0.3)), decay(ring, 0.003, 0.11))
        mix(out, chime, at=at)
    return out


def failed(rng: random.Random) -> Signal:
    """An order sent back: a soft, low, falling two-step tone."""
    out = silence(0.55)
    length = 0.35
    for at, start, end in ((0.0, note("E4"), note("D4")), (0.2, note("C4"), note("A3"))):
        glide = tone(lambda t, s=start, e=end: s + (e - s) * t / length, length, (1.0, 0.25, 0.08))
        n = len(glide)
        env = [min(1.0, i / (0.03 * RATE)) * (1.0 - i / n) ** 1.5 for i in range(n)]
        mix(out, shaped(lowpass(glide, 900), env), at=at)
    return out


def mamma_mia(rng: random.Random) -> Signal:
    """The Mamma Mia card: a cheerful plucked arpeggio up to the octave, like a mandolin."""
    out = silence(0.8)
    for i, name in enumerate(("C5", "E5", "G5", "C6")):
        ring = 0.8 - i * 0.08
        for repeat in range(2 if i == 3 else 1):  # the top note tremolo-picked once more
            mix(
                out, pluck(note(name), ring - repeat * 0.07, rng, 0.65), at=i * 0.08 + repeat * 0.07, gain=0.8
            )
    return shaped(out, decay(0.8, 0.001, 0.22))


def help_given(rng: random.Random) -> Signal:
    """Help given: one soft bell."""
    return bell(note("A5"), 0.65)


def round_end(rng: random.Random) -> Signal:
    """A round is over: a short fanfare, G-G-C."""
    out = silence(1.0)
    for at, name, length in ((0.0, "G4", 0.13), (0.15, "G4", 0.13), (0.3, "C5", 0.65)):
        mix(out, brass(note(name), length, rng), at=at)
        mix(out, brass(note(name) * 1.5, length, rng), at=at, gain=0.35)  # a fifth above, softly
    return out


def win(rng: random.Random) -> Signal:
    """A game won: a longer fanfare up a major triad to a held chord."""
    out = silence(2.1)
    line = (
        (0.0, "C5", 0.12), (0.14, "C5", 0.12), (0.28, "C5", 0.12), (0.42, "E5", 0.3),
        (0.75, "D5", 0.12), (0.89, "E5", 0.12), (1.03, "G5", 1.05),
    )  # fmt: skip
    for at, name, length in line:
        mix(out, brass(note(name), length, rng), at=at)
    for name in ("C4", "E4", "G4"):  # the chord under the last note
        mix(out, brass(note(name), 1.05, rng), at=1.03, gain=0.4)
    return out


CUES: dict[str, Callable[[random.Random], Signal]] = {
    "card": card,
    "order": order,
    "oven": oven,
    **{f"sort_{kind}": sorter(kind) for kind in SORT_NOTES},
    "delivered": delivered,
    "failed": failed,
    "mamma_mia": mamma_mia,
    "help": help_given,
    "round_end": round_end,
    "win": win,
}
"""Every cue the game plays, by the name of its file (``resources/sounds/<name>.wav``)."""


# ---------------------------------------------------------------------- loudness and files
def rms(sound: Signal) -> float:
    return math.sqrt(sum(x * x for x in sound) / len(sound)) if sound else 0.0


def db(level: float) -> float:
    return 20.0 * math.log10(level) if level > 0 else -math.inf


def _limit(sound: Signal, ceiling: float) -> Signal:
    """Peaks bent smoothly under ``ceiling``: untouched up to half of it, a tanh knee above."""
    knee = ceiling / 2.0
    room = ceiling - knee
    return [
        x if abs(x) <= knee else math.copysign(knee + room * math.tanh((abs(x) - knee) / room), x)
        for x in sound
    ]


def normalise(sound: Signal) -> Signal:
    """``sound`` at the RMS target under the ceiling: scaled, its peaks bent, scaled again (the
    bending lowers the RMS a little each time; a few rounds bring it to the target)."""
    target, ceiling = 10 ** (TARGET_DBFS / 20.0), 10 ** (CEILING_DBFS / 20.0)
    out = list(sound)
    for _ in range(6):
        gain = target / rms(out)
        out = _limit([x * gain for x in out], ceiling)
    return out


def _fade(sound: Signal, seconds: float = 0.004) -> Signal:
    """A few milliseconds' fade at both ends: no click where the sound starts or stops."""
    n = min(int(seconds * RATE), len(sound) // 2)
    out = list(sound)
    for i in range(n):
        out[i] *= i / n
        out[-1 - i] *= i / n
    return out


def render(name: str) -> bytes:
    """The WAV file of cue ``name``, as bytes (the same bytes every time)."""
    rng = random.Random(f"mammamia-sound:{name}")
    sound = normalise(_fade(CUES[name](rng)))
    samples = array("h", (max(-32767, min(32767, round(x * 32767))) for x in sound))
    if sys.byteorder != "little":
        samples.byteswap()
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())
    return buffer.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the files, write nothing")
    parser.add_argument("--out", type=Path, default=OUT, help=f"the folder to write to (default {OUT})")
    args = parser.parse_args(argv)
    differ, total = [], 0
    if not args.check:
        args.out.mkdir(parents=True, exist_ok=True)
    for name in CUES:
        data = render(name)
        total += len(data)
        path = args.out / f"{name}.wav"
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                differ.append(path.name)
        else:
            path.write_bytes(data)
    if differ:
        print(f"differ from this script: {', '.join(differ)}", file=sys.stderr)
        return 1
    print(
        f"{len(CUES)} cues, {total} bytes in all ({'checked' if args.check else 'written to ' + str(args.out)})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
