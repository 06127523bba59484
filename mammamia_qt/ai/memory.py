"""What a computer player remembers of the oven: the lever that separates the levels most.

The oven's announcements are public, but people do not keep them all in mind. ``Memory`` is fed
``view.round_plays`` at each decision; it records each new announcement once, through the level's
``Recall`` (a count may be misremembered, an old play may fade), so a misremembered play stays
misremembered for the rest of the round, as it would for a person.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.actions import NO_KIND, NO_ORDER
from ..engine.view import PlayerView

Play4 = tuple[int, int, int, int]
"""An announcement as the view gives it: (seat, kind, count, order)."""


@dataclass(frozen=True, slots=True)
class Recall:
    """How well a level remembers the oven.

    ``exact_span``: the most recent plays are always remembered exactly. Older ones are
    misremembered by one card with ``count_error``, and fade with ``fade`` per play of age beyond
    ``exact_span`` (an order card, face up and coloured, fades at ``order_fade`` instead).
    Own plays are remembered ``own_factor`` times better.
    """

    exact_span: int = 10**6
    count_error: float = 0.0
    fade: float = 0.0
    order_fade: float = 0.0
    own_factor: float = 1.0


PERFECT = Recall()


class _Trace:
    """One remembered announcement and the age at which it fades (None: never)."""

    __slots__ = ("play", "noisy", "fades_at")

    def __init__(self, play: Play4, noisy: Play4, fades_at: int | None) -> None:
        self.play = play
        self.noisy = noisy
        self.fades_at = fades_at


class Memory:
    """A player's recollection of this round's oven, fed from the view."""

    def __init__(self, recall: Recall, rng: random.Random) -> None:
        self.recall = recall
        self.rng = rng
        self.round = -1
        self.traces: list[_Trace] = []

    def observe(self, view: PlayerView) -> None:
        """Take in the announcements made since the last look (a new round starts afresh)."""
        plays = view.round_plays
        if (
            view.round != self.round
            or len(plays) < len(self.traces)
            or (self.traces and plays[:1] and plays[0] != self.traces[0].play)
        ):
            self.round = view.round
            self.traces = []
        for i in range(len(self.traces), len(plays)):
            self.traces.append(self._encode(plays[i], i, view.seat))

    def _encode(self, play: Play4, index: int, me: int) -> _Trace:
        r = self.recall
        seat, kind, count, order = play
        own = seat == me
        if r.count_error <= 0.0 and r.fade <= 0.0 and r.order_fade <= 0.0:
            return _Trace(play, play, None)
        scale = 1.0 / r.own_factor if own else 1.0
        noisy_count = count
        if kind != NO_KIND and self.rng.random() < r.count_error * scale:
            noisy_count = max(1, count + self.rng.choice((-1, 1)))
        # The age at which the play fades: geometric beyond the exact span.
        rate = (r.order_fade if kind == NO_KIND and order != NO_ORDER else r.fade) * scale
        fades_at: int | None = None
        if rate > 0.0:
            extra = 0
            while self.rng.random() >= rate and extra < 200:
                extra += 1
            fades_at = r.exact_span + extra + 1
            if extra >= 200:
                fades_at = None
        return _Trace(play, (seat, kind, noisy_count, order), fades_at)

    def plays(self) -> list[Play4]:
        """The announcements as remembered now, in the order they were made.

        Recent plays (within ``exact_span``) are exact; older ones may be off by one or gone.
        An order remembered without its ingredients keeps the order; a faded order loses both.
        """
        total = len(self.traces)
        out: list[Play4] = []
        span = self.recall.exact_span
        for i, t in enumerate(self.traces):
            age = total - i
            if age <= span:
                out.append(t.play)
                continue
            if t.fades_at is not None and age >= t.fades_at:
                continue
            out.append(t.noisy)
        return out
