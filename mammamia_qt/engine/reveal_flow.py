"""Phase 2 and the end of a round: the reveal as a sequence of decisions, then rounds and the winner.

``RevealFlow`` holds the methods of ``GameState`` (``state.py``) that take the pizzas out of the
oven: each revealed order is checked and, where its owner (or a helper) must decide, waits as a
``Pending`` decision that ``GameState.apply`` answers. The arithmetic is in ``reveal.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import reveal as rv
from .actions import Action, AskHelp, Choose, Complete, Help
from .cards import MAMMA_MIA_CARD, EditionInfo, OrderCard, OrderType
from .events import (
    Event,
    GameEnded,
    HelpAsked,
    HelpDeclined,
    HelpGiven,
    IngredientRevealed,
    KindsChosen,
    OrderDelivered,
    OrderReturned,
    OrderRevealed,
    PhaseOneEnded,
    RoundEnded,
    RoundStarted,
)
from .rng import Rng
from .rules import Rules

PLAY = "play"
REVEAL = "reveal"
OVER = "over"

# Pending decision stages during a reveal.
CHOOSE = "choose"
COMPLETE = "complete"
ASK_HELP = "ask_help"
HELP = "help"

# Why an order went back to the waiter (``OrderReturned.reason``). Each is public: where the
# owner's hand decided (could not, or would not, add the cards), the reason is one.
FORBIDDEN = "forbidden"  # its forbidden kind is face up
NO_CANDIDATE = "no_candidate"  # a Minimale with no kind face up to be its fewest
NO_HELP = "no_help"  # help was asked and everyone asked declined
NOT_COMPLETED = "not_completed"  # the owner did not complete it (and did not ask for help)

ORDER_BASE = 100
"""Oven entries: an ingredient kind (0-5), or ORDER_BASE + order index."""


class Pending:
    """The order being checked in a reveal and the decision it waits for."""

    __slots__ = ("order", "owner", "stage", "seat", "options", "need", "short", "bomb", "request", "asked")

    def __init__(self, order: int, owner: int) -> None:
        self.order = order
        self.owner = owner
        self.stage = ""
        self.seat = owner
        self.options: Sequence[Action] = []
        self.need: list[int] = []
        self.short: tuple[int, ...] = ()
        self.bomb = 0  # Bombastica: cards missing (any kinds)
        self.request: tuple[int, ...] = ()
        self.asked = 0  # helping: how many seats clockwise from the owner were considered

    def copy(self) -> Pending:
        p = Pending(self.order, self.owner)
        p.stage, p.seat, p.options = self.stage, self.seat, self.options
        p.need, p.short, p.bomb, p.request, p.asked = (
            self.need,
            self.short,
            self.bomb,
            self.request,
            self.asked,
        )
        return p


class RevealFlow:
    """Phase 2, round ends and the game's end: mixed into ``GameState``, whose fields they use."""

    stop_at_reveal: bool
    rules: Rules
    info: EditionInfo
    n: int
    kinds: int
    colours: tuple[str, ...]
    classic: bool
    helping: bool
    minimale_n: int
    rng: Rng
    orders: tuple[OrderCard, ...]
    hand_ing: list[list[int]]
    waiter: list[list[int]]
    delivered: list[list[int]]
    supply: list[int]
    mm_in_supply: bool
    mm_holder: int | None
    oven: list[int]
    carried: list[int]
    columns: list[int]
    used: list[int]
    removed: list[int]
    round: int
    phase: str
    current: int
    start_player: int
    one_lap: bool
    lap_turns: int
    evaluator: int
    reveal_pos: int
    pending: Pending | None
    round_plays: list[tuple[int, int, int, int]]
    results: list[tuple[int, int, str, int | None, tuple[int, ...]]]
    round_delivered: list[int]
    round_returned: list[int]
    winners: tuple[int, ...]
    tiebreak: str

    if TYPE_CHECKING:

        def hand_size(self, seat: int) -> int: ...

    # ------------------------------------------------------------------ phase 2
    def _end_phase_one(self, evaluator: int, events: list[Event]) -> None:
        self.phase = REVEAL
        self.evaluator = evaluator
        if self.stop_at_reveal:
            return
        self.columns = list(self.carried)
        self.reveal_pos = 0
        self.results = []
        events.append(PhaseOneEnded(evaluator, len(self.oven)))
        self._advance(events)

    def _advance(self, events: list[Event]) -> None:
        oven = self.oven
        while self.pending is None and self.reveal_pos < len(oven):
            card = oven[self.reveal_pos]
            self.reveal_pos += 1
            if card < ORDER_BASE:
                self.columns[card] += 1
                events.append(IngredientRevealed(card, self.columns[card]))
            else:
                self._start_order(card - ORDER_BASE, events)
        if self.pending is None:
            self._end_round(events)

    def _owner(self, order: int) -> int:
        return self.colours.index(self.orders[order].colour)

    def _start_order(self, order: int, events: list[Event]) -> None:
        card = self.orders[order]
        owner = self._owner(order)
        events.append(OrderRevealed(order, owner))
        if rv.forbidden_showing(card, self.columns):
            self._return(order, owner, FORBIDDEN, events)
            return
        p = Pending(order, owner)
        if card.type is OrderType.BOMBASTICA:
            self.pending = p
            self._check_bombastica(p, events)
            return
        if rv.needs_choice(card):
            options = rv.choice_options(card, self.columns, self.kinds, self.minimale_n)
            if options == [()]:
                self._return(order, owner, NO_CANDIDATE, events)
                return
            if len(options) > 1 or card.type is not OrderType.MINIMALE:
                p.stage, p.seat = CHOOSE, owner
                p.options = [Choose(o) for o in options]
                self.pending = p
                return
            chosen = options[0]
        else:
            chosen = ()
        self.pending = p
        self._check(p, chosen, events)

    def _check(self, p: Pending, chosen: tuple[int, ...], events: list[Event]) -> None:
        p.need = rv.requirement(self.orders[p.order], chosen, self.minimale_n)
        p.short = rv.shortfall(p.need, self.columns)
        if not any(p.short):
            self._deliver(p, (0,) * 6, None, events)
            return
        # The owner is always asked, whether or not the hand covers the shortfall: who is asked
        # what is public, so it must not depend on the hand (RULES.md, Helping).
        accept = [Complete(True, p.short)] if rv.covers(self.hand_ing[p.owner], p.short) else []
        p.stage, p.seat = COMPLETE, p.owner
        p.options = [*accept, Complete(False, ())]

    def _check_bombastica(self, p: Pending, events: list[Event]) -> None:
        total = sum(self.columns)
        p.bomb = max(0, rv.BOMBASTICA_MIN - total)
        if p.bomb == 0:
            self._deliver(p, (0,) * 6, None, events)
            return
        hand = self.hand_ing[p.owner]
        accept = [Complete(True, g) for g in rv.multisets(p.bomb, hand)] if sum(hand) >= p.bomb else []
        p.stage, p.seat = COMPLETE, p.owner
        p.options = [*accept, Complete(False, ())]

    def _offer_help(self, p: Pending, events: list[Event]) -> None:
        if not self.helping:
            self._return(p.order, p.owner, NOT_COMPLETED, events)
            return
        hand = self.hand_ing[p.owner]
        p.stage, p.seat = ASK_HELP, p.owner
        if p.bomb:
            p.options = rv.BombasticaRequests(p.bomb, sum(hand), self._askable(p.owner))
        else:
            p.options = [AskHelp(r) for r in rv.sub_requests(p.short, hand)] + [AskHelp(())]
        p.asked = 0

    def _askable(self, owner: int) -> list[int]:
        """Per kind, how many cards a Bombastica owner could sensibly ask for.

        Bounded by public facts only: the kind's cards the owner cannot see anywhere (not in
        hand, face up, used, or announced into the rest of the oven), and the largest hand of a
        player who could help. [decision] Requests beyond that could never be met.
        """
        unseen = [self.info.per_kind - self.removed[k] if k < self.kinds else 0 for k in range(6)]
        for k in range(6):
            unseen[k] -= self.hand_ing[owner][k] + self.columns[k] + self.used[k]
        for card in self.oven[self.reveal_pos :]:
            if card < ORDER_BASE:
                unseen[card] -= 1
        biggest = max((self.hand_size(s) for s in range(self.n) if s != owner and self.waiter[s]), default=0)
        return [max(0, min(u, biggest)) for u in unseen]

    def _next_helper(self, p: Pending, events: list[Event]) -> None:
        """Ask the next player clockwise from the owner's left who still has a waiter card.

        Everyone with a waiter card (a public fact) is asked, able or not: one who does not hold
        every requested card can only answer no. Fails when nobody is left.
        """
        while p.asked < self.n - 1:
            p.asked += 1
            seat = (p.owner + p.asked) % self.n
            if self.waiter[seat]:
                p.stage, p.seat = HELP, seat
                able = rv.covers(self.hand_ing[seat], p.request)
                p.options = [Help(True), Help(False)] if able else [Help(False)]
                return
        self._return(p.order, p.owner, NO_HELP, events)

    def _apply_decision(self, action: Action, events: list[Event]) -> None:
        p = self.pending
        assert p is not None
        if isinstance(action, Choose):
            events.append(KindsChosen(p.owner, p.order, action.kinds))
            self._check(p, action.kinds, events)
        elif isinstance(action, Complete):
            if action.accept:
                self._deliver(p, action.give, None, events)
            else:
                self._offer_help(p, events)
        elif isinstance(action, AskHelp):
            if not action.request:
                self._return(p.order, p.owner, NOT_COMPLETED, events)
            else:
                p.request = action.request
                events.append(HelpAsked(p.owner, p.order, action.request))
                self._next_helper(p, events)
        elif isinstance(action, Help):
            helper = p.seat
            if action.accept:
                self._help(p, helper, events)
            else:
                events.append(HelpDeclined(helper, p.order))
                self._next_helper(p, events)
        if self.pending is None:
            self._advance(events)

    def _help(self, p: Pending, helper: int, events: list[Event]) -> None:
        owner_hand = self.hand_ing[p.owner]
        helper_hand = self.hand_ing[helper]
        for k, c in enumerate(p.request):
            helper_hand[k] -= c
        if p.bomb:
            rest = rv.take_any(owner_hand, p.bomb - sum(p.request))
            own = rest
        else:
            own = tuple(s - r for s, r in zip(p.short, p.request))
        reward = self.waiter[helper].pop()
        self.delivered[helper].append(reward)
        self.round_delivered[helper] += 1
        events.append(HelpGiven(helper, p.owner, p.order, p.request))  # the reward goes unseen
        self._deliver(p, own, helper, events, extra=p.request)

    def _deliver(
        self,
        p: Pending,
        from_hand: tuple[int, ...],
        helper: int | None,
        events: list[Event],
        extra: tuple[int, ...] = (0,) * 6,
    ) -> None:
        hand = self.hand_ing[p.owner]
        cols = self.columns
        if p.bomb or self.orders[p.order].type is OrderType.BOMBASTICA:
            taken = tuple(cols)
        else:
            taken = tuple(min(n, c) for n, c in zip(p.need, cols))
        for k in range(6):
            hand[k] -= from_hand[k]
            cols[k] -= taken[k]
            self.used[k] += taken[k] + from_hand[k] + extra[k]
        self.delivered[p.owner].append(p.order)
        self.round_delivered[p.owner] += 1
        self.results.append((p.order, p.owner, "delivered", helper, from_hand))
        events.append(OrderDelivered(p.order, p.owner, taken, from_hand, helper))
        self.pending = None

    def _return(self, order: int, owner: int, reason: str, events: list[Event]) -> None:
        self.waiter[owner].insert(0, order)
        self.round_returned[owner] += 1
        self.results.append((order, owner, "returned", None, (0,) * 6))
        events.append(OrderReturned(order, owner, reason))
        self.pending = None

    # ------------------------------------------------------------------ rounds
    def _end_round(self, events: list[Event]) -> None:
        self.carried = list(self.columns)
        supply = [k for k in range(6) for _ in range(self.used[k])]
        if self.classic:
            supply.append(MAMMA_MIA_CARD)
            self.mm_holder = None
        self.rng.shuffle(supply)
        self.supply = supply
        self.mm_in_supply = self.classic
        self.used = [0] * 6
        self.oven = []
        events.append(
            RoundEnded(
                self.round,
                tuple(self.round_delivered),
                tuple(self.round_returned),
                tuple(self.carried),
                len(self.supply),
            )
        )
        if self.round >= self.rules.rounds:
            self._end_game(events)
            return
        self.round += 1
        self.phase = PLAY
        self.start_player = self.evaluator
        self.current = self.start_player
        self.one_lap = not self.supply
        self.lap_turns = 0
        self.round_plays = []
        self.round_delivered = [0] * self.n
        self.round_returned = [0] * self.n
        self.columns = [0] * 6
        events.append(
            RoundStarted(self.round, self.start_player, tuple(self.carried), len(self.supply), self.one_lap)
        )

    def _end_game(self, events: list[Event]) -> None:
        self.phase = OVER
        counts = [len(d) for d in self.delivered]
        best = max(counts)
        tied = [s for s in range(self.n) if counts[s] == best]
        tiebreak = "none"
        if len(tied) > 1:
            most = max(sum(self.hand_ing[s]) for s in tied)
            tied = [s for s in tied if sum(self.hand_ing[s]) == most]
            tiebreak = "hand" if len(tied) == 1 else "shared"
        self.winners = tuple(tied)
        self.tiebreak = tiebreak
        events.append(GameEnded(self.winners, tuple(counts), tiebreak))
