"""The master: a search rooted at the seat's information set, over worlds sampled per playout.

After Cowling, Powley and Whitehouse's Information Set MCTS (2012): the search's root is what the
seat knows, not one guessed world, and every playout runs in a freshly sampled determinization
consistent with the view and the master's memory of the round (``engine/worlds.py``; it
remembers every announcement exactly). So no move is chosen for one world's sake (no strategy
fusion at the root). The candidates are the heuristic's best turns (``heuristic.py``), whose score
stays as a progressive bias that fades with visits. The playout budget is spent by sequential
halving: every surviving candidate is played out in the same worlds (shared worlds make the
comparison fair), then the better half goes on. A playout plays the round out with the greedy
policy for every seat (``playout.py`` ``Playout``). The tree is grown at the root only: the
master's next decision lies behind the others' hidden moves, and within the budget its nodes got
too few visits to help; a UCB1 root with one world per playout was weaker than halving (measured,
ARCHITECTURE.md).

Worlds are filtered by what the others' plays say about their hands: an order a player put into
the oven this round is most likely one it can complete, so a world in which it cannot is drawn
again (a few tries, then the most plausible one is kept).

The budget is a playout count (deterministic for a seed: tournaments and tests) and, in live
play, also a time limit counted from the question; ``stop()`` ends a running search at the next
playout. The reveal's answers (choose, complete, ask for help, help) are settled by the same
worlds and playouts (``master_reveal.py``).
"""

from __future__ import annotations

import math
import random
import threading
import time

from ..engine.actions import Action, Play
from ..engine.cards import Edition
from ..engine.state import GameState
from ..engine.view import PlayerView
from ..engine.worlds import sample_reveal_world, sample_world
from .heuristic import HeuristicPlayer, Profile
from .master_reveal import apply_answer, candidates
from .playout import Playout, PlayoutState, playout_value

ITERATIONS = {Edition.CLASSIC: 300, Edition.PLUS: 450}
"""The playout budget per decision by edition, at up to four seats (less at bigger tables, whose
playouts are longer). Plus gets half as much again: its hands of nine hold more candidate turns,
and 450 won 80.3 % of 400 two-player Plus games against the expert where 300 won 76.1 % (same
seeds), at a decision CPU p95 of 154 ms; in Classic four times as many (1,200) won no more."""


class Arm:
    """One move at the root: its heuristic prior, visits and summed playout value."""

    __slots__ = ("action", "prior", "visits", "total")

    def __init__(self, action: Action, prior: float) -> None:
        self.action = action
        self.prior = prior
        self.visits = 0
        self.total = 0.0

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class MasterPlayer(HeuristicPlayer):
    """ISMCTS at the root of its information set, playouts by the greedy policy."""

    def __init__(
        self,
        profile: Profile,
        rng: random.Random,
        *,
        iterations: int | None = None,
        time_budget: float | None = None,
        shortlist: int = 10,
        bias: float = 0.5,
        tries: int = 4,
        future: float = 0.4,
    ) -> None:
        super().__init__(profile, rng)
        self.iterations = iterations
        self.time_budget = time_budget
        self.shortlist = shortlist
        self.bias = bias
        self.tries = tries
        self.future = future
        self._stop = threading.Event()
        self._deadline: float | None = None
        self.last_iterations = 0

    def budget(self, view: PlayerView) -> int:
        """Playouts per decision: ``iterations`` if given, else the edition's (``ITERATIONS``)."""
        if self.iterations is not None:
            return self.iterations
        return ITERATIONS[view.edition_rules.edition]

    def stop(self) -> None:
        """End a running search at its next iteration (the game was closed); it returns a legal move."""
        self._stop.set()

    def choose(self, view: PlayerView) -> Action:
        """The answer; in live play the time budget counts from here, the evaluation included."""
        self._stop.clear()
        self._deadline = None if self.time_budget is None else time.perf_counter() + self.time_budget
        return super().choose(view)

    def _stopped(self) -> bool:
        """Told to stop, or out of time (live play only)."""
        if self._stop.is_set():
            return True
        return self._deadline is not None and time.perf_counter() >= self._deadline

    # ------------------------------------------------------------------ worlds
    def _world(self, view: PlayerView) -> tuple[GameState, Playout]:
        """A determinization, redrawn while the others' orders in the oven look uncompletable."""
        plays = self.memory.plays()
        best: tuple[GameState, Playout] | None = None
        for _ in range(max(1, self.tries)):
            world = sample_world(view, self.rng, plays, PlayoutState)
            base = Playout.start(world, view.seat)
            if best is None or base.doubts < best[1].doubts:
                best = (world, base)
            if base.doubts == 0:
                break
        assert best is not None
        return best

    def _reveal_world(self, view: PlayerView, plays: list[tuple[int, int, int, int]]) -> GameState:
        """A determinization of the reveal in progress (the hidden hands dealt at random)."""
        return sample_reveal_world(view, self.rng, plays, PlayoutState)

    # ------------------------------------------------------------------ phase 1
    def _play(self, view: PlayerView) -> Action:
        scored = self._score_plays(view)
        ranked = sorted(range(len(scored)), key=lambda i: -scored[i][0])[: self.shortlist]
        if len(ranked) == 1:
            return scored[ranked[0]][1]
        top = scored[ranked[0]][0]
        spread = max(1e-6, top - scored[ranked[-1]][0])
        arms = [Arm(scored[i][1], (scored[i][0] - top) / spread) for i in ranked]
        stages = max(1, math.ceil(math.log2(len(arms))))
        budget = self.budget(view) * min(1.0, 4 / len(view.colours))  # longer playouts at bigger tables
        alive = arms
        done = 0
        while len(alive) > 1 and not self._stopped():
            worlds = max(1, int(budget) // (stages * len(alive)))
            done += self._sample(view, alive, worlds)
            alive = sorted(alive, key=self._worth, reverse=True)[: math.ceil(len(alive) / 2)]
        self.last_iterations = done
        return max(alive, key=self._worth).action

    def _worth(self, arm: Arm) -> float:
        """An arm's mean playout value with the heuristic's prior as a bias that fades with visits."""
        return arm.mean() + self.bias * arm.prior / (arm.visits + 1)

    def _sample(self, view: PlayerView, arms: list[Arm], worlds: int) -> int:
        """Play every arm out in the same ``worlds`` sampled worlds; the playouts run."""
        me = view.seat
        done = 0
        for _ in range(worlds):
            if done and self._stopped():
                break
            _, base = self._world(view)
            before = [len(d) for d in base.world.delivered]
            for arm in arms:
                p = base.copy()
                assert isinstance(arm.action, Play)
                p.play(arm.action)
                cols = p.run()
                arm.visits += 1
                arm.total += playout_value(p.world, me, before, cols, self.future)
                done += 1
        return done

    # ------------------------------------------------------------------ the reveal
    def _decide(self, view: PlayerView, fallback: Action) -> Action:
        """The reveal answer with the best mean playout over shared sampled worlds."""
        options = candidates(view, (fallback,))
        if len(options) <= 1:
            return options[0] if options else fallback
        pend = view.pending
        assert pend is not None
        me = view.seat
        totals = [0.0] * len(options)
        plays = self.memory.plays()
        rounds = max(1, self.budget(view) // len(options))
        done = 0
        while done < rounds and not (done and self._stopped()):
            world = self._reveal_world(view, plays)
            before = [len(d) for d in world.delivered]
            for i, action in enumerate(options):
                w = world.clone()
                face_up = apply_answer(w, pend, me, action)
                cols = Playout(w, list(face_up), [[0] * 6 for _ in range(w.n)]).reveal(face_up)
                totals[i] += playout_value(w, me, before, cols, self.future)
            done += 1
        self.last_iterations = done * len(options)
        return options[max(range(len(options)), key=lambda i: (totals[i], -i))]

    def _choose(self, view: PlayerView) -> Action:
        return self._decide(view, HeuristicPlayer._choose(self, view))

    def _complete(self, view: PlayerView) -> Action:
        return self._decide(view, HeuristicPlayer._complete(self, view))

    def _ask_help(self, view: PlayerView) -> Action:
        return self._decide(view, HeuristicPlayer._ask_help(self, view))

    def _help(self, view: PlayerView) -> Action:
        return self._decide(view, HeuristicPlayer._help(self, view))
