"""The game's own seeded generator, so a seed means the same game on every Python version.

SplitMix64 for the stream and an unbiased bounded draw (rejection sampling) for the
Fisher-Yates shuffle; nothing depends on :mod:`random`, whose algorithms may change.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1
MAX_SEED = MASK64
"""Seeds run from 0 to 2**64 - 1, on the command line and in saves alike (the generator's state)."""
GOLDEN = 0x9E3779B97F4A7C15
MIX1 = 0xBF58476D1CE4E5B9
MIX2 = 0x94D049BB133111EB
"""SplitMix64's increment and its two mixing multipliers."""


def _steps(length: int) -> tuple[tuple[int, int, int], ...]:
    """A shuffle's steps for a list of ``length``: from the top, each index ``i``, the number of
    places ``n = i + 1`` it may swap with, and ``below(n)``'s rejection limit."""
    return tuple((i, i + 1, MASK64 - (MASK64 + 1) % (i + 1)) for i in range(length - 1, 0, -1))


_STEPS = tuple(_steps(length) for length in range(257))
"""The steps of a shuffle of each length a deck can have (a few hundred cards at most)."""


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next64(self) -> int:
        self.state = (self.state + GOLDEN) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * MIX1) & MASK64
        z = ((z ^ (z >> 27)) * MIX2) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform int in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        limit = MASK64 - (MASK64 + 1) % n
        while True:
            x = self.next64()
            if x <= limit:
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates with ``below``'s draws, the generator's steps written out (a shuffle is most
        of the draws a game makes, and calls cost more than the arithmetic)."""
        state = self.state
        mask, golden, mix1, mix2 = MASK64, GOLDEN, MIX1, MIX2  # read as locals in the loop
        steps = _STEPS[len(items)] if len(items) < len(_STEPS) else _steps(len(items))
        for i, n, limit in steps:
            while True:
                state = (state + golden) & mask
                z = ((state ^ (state >> 30)) * mix1) & mask
                z = ((z ^ (z >> 27)) * mix2) & mask
                z ^= z >> 31
                if z <= limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def clone(self) -> Rng:
        other = Rng(0)
        other.state = self.state
        return other
