"""The master's answers in a reveal, found by the same playouts as its turns.

Each candidate answer is applied to a sampled reveal world (``engine/worlds.py``
``sample_reveal_world``: the oven still face down, the face-up columns, the hidden hands dealt at
random), the order being checked is finished as the greedy playout would finish it, and the rest
of the oven is revealed by ``Playout.reveal``. Every candidate is played in the same worlds, and
the one with the best mean playout value is given.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine import playout_ops as ops
from ..engine import reveal as rv
from ..engine.actions import Action, AskHelp, Choose, Complete, Help
from ..engine.cards import OrderType
from ..engine.state import GameState
from ..engine.view import PendingView, PlayerView

EMPTY = (0,) * 6


class Checked:
    """The order a reveal waits on, inside one sampled world: what it needs and who owns it."""

    __slots__ = ("world", "order", "owner", "need", "bomb", "cols")

    def __init__(self, world: GameState, pend: PendingView) -> None:
        self.world = world
        self.order = pend.order
        self.owner = pend.owner
        self.need = list(pend.need)
        self.bomb = world.orders[pend.order].type is OrderType.BOMBASTICA
        self.cols = list(world.carried)

    def short(self) -> list[int]:
        if self.bomb:
            return []
        return [max(0, n - c) for n, c in zip(self.need, self.cols)]

    def missing(self) -> int:
        """Bombastica: cards missing beyond the face-up ones."""
        return max(0, rv.BOMBASTICA_MIN - sum(self.cols))

    # ------------------------------------------------------------------ outcomes
    def deliver(self, from_hand: Sequence[int], helper: int = -1, request: Sequence[int] = EMPTY) -> None:
        """Deliver the order with ``from_hand`` from the owner's hand (and ``request`` from
        ``helper``'s, who is rewarded); the columns lose what it takes."""
        if self.bomb:
            self.cols = [0] * 6
        else:
            self.cols = [c - min(n, c) for n, c in zip(self.need, self.cols)]
        if helper < 0:
            ops.deliver(self.world, self.owner, self.order, from_hand)
        else:
            ops.deliver_helped(self.world, self.owner, self.order, from_hand, helper, request)

    def give_back(self) -> None:
        ops.give_back(self.world, self.owner, self.order)

    def own_part(self, request: Sequence[int]) -> tuple[int, ...]:
        """What the owner adds from hand beside ``request``."""
        if self.bomb:
            return rv.take_any(list(self.world.hand_ing[self.owner]), self.missing() - sum(request))
        return tuple(max(0, s - r) for s, r in zip(self.short(), request))

    # ------------------------------------------------------------------ the greedy finish
    def finish(self) -> None:
        """Complete from hand when it covers, else ask the first able helper, else give back."""
        hand = self.world.hand_ing[self.owner]
        if self.bomb:
            if sum(hand) >= self.missing():
                self.deliver(rv.take_any(list(hand), self.missing()))
            else:
                self.give_back()
            return
        short = self.short()
        if rv.covers(hand, short):
            self.deliver(short)
            return
        self.ask(tuple(max(0, s - h) for s, h in zip(short, hand)))

    def ask(self, request: tuple[int, ...], after: int = -1) -> None:
        """Ask clockwise from the owner (or from ``after``) for ``request``; the first able helps."""
        w = self.world
        if not w.helping or not any(request):
            self.give_back()
            return
        start = self.owner if after < 0 else after
        for step in range(1, w.n):
            seat = (start + step) % w.n
            if seat == self.owner:
                break
            if w.waiter[seat] and rv.covers(w.hand_ing[seat], request):
                self.deliver(self.own_part(request), seat, request)
                return
        self.give_back()


def apply_answer(world: GameState, pend: PendingView, me: int, action: Action) -> list[int]:
    """Play ``action`` (this seat's answer) into ``world``; the face-up columns after the order."""
    c = Checked(world, pend)
    answer = _ANSWERS.get(type(action))
    if answer is not None:
        answer(c, action, pend, me)
    return c.cols


def _chosen(c: Checked, action: Action, pend: PendingView, me: int) -> None:
    """The owner chose the kinds: delivered if the columns hold them, else finished greedily."""
    assert isinstance(action, Choose)
    c.need = rv.requirement(c.world.orders[c.order], action.kinds, c.world.minimale_n)
    if not any(c.short()):
        c.deliver(EMPTY)
    else:
        c.finish()


def _completed(c: Checked, action: Action, pend: PendingView, me: int) -> None:
    """The owner completes from hand, or does not: a Bombastica goes back, another order asks for help."""
    assert isinstance(action, Complete)
    if action.accept:
        c.deliver(action.give)
    elif c.bomb:
        c.give_back()
    else:
        hand = c.world.hand_ing[c.owner]
        c.ask(tuple(max(0, s - h) for s, h in zip(c.short(), hand)))


def _asked(c: Checked, action: Action, pend: PendingView, me: int) -> None:
    """The owner asks the others for ``action.request``, or asks nothing and the order goes back."""
    assert isinstance(action, AskHelp)
    if action.request:
        c.ask(action.request)
    else:
        c.give_back()


def _helped(c: Checked, action: Action, pend: PendingView, me: int) -> None:
    """This seat helps with the request, or says no and the next seat after it is asked."""
    assert isinstance(action, Help)
    if action.accept:
        c.deliver(c.own_part(pend.request), me, pend.request)
    else:
        c.ask(pend.request, after=me)


_ANSWERS: dict[type, Callable[[Checked, Action, PendingView, int], None]] = {
    Choose: _chosen,
    Complete: _completed,
    AskHelp: _asked,
    Help: _helped,
}


def candidates(view: PlayerView, extra: Sequence[Action] = ()) -> list[Action]:
    """The answers worth searching: every legal one when few, else ``extra`` (the heuristic's picks)."""
    legal = view.legal_actions
    if isinstance(legal, rv.BombasticaRequests) or len(legal) > 12:
        out = list(dict.fromkeys(extra))
        last = legal[-1]
        if isinstance(last, (AskHelp, Complete)) and last not in out:
            out.append(last)
        return out
    return list(legal)
