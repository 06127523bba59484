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


def _limits(top: int) -> list[int]:
    """``below``'s rejection limit for each ``n`` up to ``top``."""
    return [MASK64 - (MASK64 + 1) % n if n else 0 for n in range(top + 1)]


_LIMITS = _limits(256)
"""The limits a shuffle of a deck meets (a deck has a few hundred cards at most)."""


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
        limits = _LIMITS if len(items) < len(_LIMITS) else _limits(len(items))
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = limits[n]
            while True:
                state = (state + GOLDEN) & MASK64
                z = ((state ^ (state >> 30)) * MIX1) & MASK64
                z = ((z ^ (z >> 27)) * MIX2) & MASK64
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
