"""Phase 2: the reveal as a sequence of decisions.

``RevealFlow`` is the part of a table (``table.py``, ``table.flow``) that takes the pizzas out of
the oven: each revealed order is checked and, where its owner (or a helper) must decide, waits as
a ``Pending`` decision that ``GameState.apply`` answers. The arithmetic is in ``reveal.py``; the
round's end and the game's end are ``rounds.py``'s.
"""

from __future__ import annotations

from . import reveal as rv
from . import rounds
from .actions import Action, AskHelp, Choose, Complete, Help
from .cards import OrderCard
from .events import (
    Event,
    HelpAsked,
    HelpDeclined,
    HelpGiven,
    IngredientRevealed,
    KindsChosen,
    OrderDelivered,
    OrderReturned,
    OrderRevealed,
    PhaseOneEnded,
)
from .ids import Outcome, Phase, ReturnReason, Stage
from .table import ORDER_BASE, OrderResult, Pending, RevealFields

__all__ = ["ORDER_BASE", "Pending", "RevealFlow"]

NO_COMPLETION = Complete(False, ())
"""The owner's "no" to adding from hand: always among the options, made once."""
DELIVERED, RETURNED = Outcome.DELIVERED, Outcome.RETURNED
_COMPLETIONS: dict[tuple[int, ...], Complete] = {}
"""The owner's yes to adding each shortfall from hand, made once and shared (``completion``)."""


_CHOICES: dict[tuple[int, ...], Choose] = {}


def _choice(kinds: tuple[int, ...]) -> Choose:
    """``Choose(kinds)``, made once per ``kinds`` and shared (as ``completion``)."""
    choose = _CHOICES.get(kinds)
    if choose is None:
        choose = _CHOICES[kinds] = Choose(kinds)
    return choose


def completion(give: tuple[int, ...]) -> Complete:
    """``Complete(True, give)``, made once per ``give`` (a frozen action costs more to build than
    to find); bounded by the shortfalls a hand can cover."""
    accept = _COMPLETIONS.get(give)
    if accept is None:
        accept = _COMPLETIONS[give] = Complete(True, give)
    return accept


class RevealFlow(RevealFields):
    """Phase 2 of one game: owned by its table (``table.flow``), which it reads and updates.

    Its fields (``table.RevealFields``) exist only while an oven is checked: the evaluator, how
    far the oven is turned, the face-up columns, the results so far and the pending decision. The
    table (hands, waiters, delivered piles, the round's counts) belongs to the game; a round's end
    is ``rounds.end_round``.
    """

    __slots__ = ()

    # ------------------------------------------------------------------ phase 2
    def end_phase_one(self, evaluator: int, events: list[Event] | None) -> None:
        g = self.game
        g.phase = Phase.REVEAL
        self.evaluator = evaluator
        if g.stop_at_reveal:
            return
        self.columns = list(g.carried)
        self.reveal_pos = 0
        self.results = []
        if events is not None:
            events.append(PhaseOneEnded(evaluator, len(g.oven)))
        self.advance(events)

    def advance(self, events: list[Event] | None) -> None:
        """Turn oven cards until a decision is needed or the oven is empty (then the round ends)."""
        oven = self.game.oven
        columns = self.columns
        end = len(oven)
        pos = self.reveal_pos
        while self.pending is None and pos < end:
            card = oven[pos]
            pos += 1
            if card < ORDER_BASE:
                columns[card] += 1
                if events is not None:
                    events.append(IngredientRevealed(card, columns[card], end - pos))
            else:
                self.reveal_pos = pos  # the order's check reads how far the oven is turned
                self._start_order(card - ORDER_BASE, events)
        self.reveal_pos = pos
        if self.pending is None:
            rounds.end_round(self.game, [] if events is None else events)

    def _start_order(self, order: int, events: list[Event] | None) -> None:
        g = self.game
        card = g.orders[order]
        owner = g.order_owner[order]
        if events is not None:
            events.append(OrderRevealed(order, owner, len(g.oven) - self.reveal_pos))
        if card.forbidden is not None and self.columns[card.forbidden] > 0:  # rv.forbidden_showing
            self._return(order, owner, ReturnReason.FORBIDDEN, events)
            return
        p = Pending(order, owner)
        self.pending = p
        kind = card.type
        if kind is rv.BOMBASTICA:
            self._check_bombastica(p, events)
        elif kind in rv.CHOICE_TYPES:  # rv.needs_choice
            self._start_choice(p, card, events)
        else:
            self._check(p, (), events)

    def _start_choice(self, p: Pending, card: OrderCard, events: list[Event] | None) -> None:
        """An order whose kinds are chosen when it is revealed: the owner chooses, unless a
        Minimale leaves one choice (checked at once) or none (it goes back)."""
        g = self.game
        options = rv.choice_options(card, self.columns, g.kinds, g.edition_rules.minimale_n)
        if options == [()]:
            self._return(p.order, p.owner, ReturnReason.NO_CANDIDATE, events)
        elif len(options) > 1 or card.type is not rv.MINIMALE:
            p.stage, p.seat = Stage.CHOOSE, p.owner
            p.options = [_choice(o) for o in options]
        else:
            self._check(p, options[0], events)

    def _check(self, p: Pending, chosen: tuple[int, ...], events: list[Event] | None) -> None:
        g = self.game
        card = g.orders[p.order]
        # A printed recipe is read as it is (nothing changes a Pending's ``need``); rv.requirement
        # works out the others from the kinds chosen.
        need = p.need = (
            card.needs if card.type in rv.FIXED_TYPES else rv.requirement(card, chosen, g.minimale_n)
        )
        short = p.short = tuple([n - c if n > c else 0 for n, c in zip(need, self.columns)])  # rv.shortfall
        if not any(short):
            self._deliver(p, (0,) * 6, None, events)
            return
        # The owner is always asked, whether or not the hand covers the shortfall: who is asked
        # what is public, so it must not depend on the hand (RULES.md, Helping).
        p.stage, p.seat = Stage.COMPLETE, p.owner
        if rv.covers(g.hand_ing[p.owner], short):
            p.options = [completion(short), NO_COMPLETION]
        else:
            p.options = [NO_COMPLETION]

    def _check_bombastica(self, p: Pending, events: list[Event] | None) -> None:
        total = sum(self.columns)
        p.bomb = max(0, rv.BOMBASTICA_MIN - total)
        if p.bomb == 0:
            self._deliver(p, (0,) * 6, None, events)
            return
        hand = self.game.hand_ing[p.owner]
        accept = [completion(g) for g in rv.multisets(p.bomb, hand)] if sum(hand) >= p.bomb else []
        p.stage, p.seat = Stage.COMPLETE, p.owner
        p.options = [*accept, NO_COMPLETION]

    def _offer_help(self, p: Pending, events: list[Event] | None) -> None:
        g = self.game
        if not g.helping:
            self._return(p.order, p.owner, ReturnReason.NOT_COMPLETED, events)
            return
        hand = g.hand_ing[p.owner]
        p.stage, p.seat = Stage.ASK_HELP, p.owner
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
        g = self.game
        unseen = [g.edition_rules.per_kind - g.removed[k] if k < g.kinds else 0 for k in range(6)]
        for k in range(6):
            unseen[k] -= g.hand_ing[owner][k] + self.columns[k] + g.used[k]
        for card in g.oven[self.reveal_pos :]:
            if card < ORDER_BASE:
                unseen[card] -= 1
        biggest = max((g.hand_size(s) for s in range(g.n) if s != owner and g.waiter[s]), default=0)
        return [max(0, min(u, biggest)) for u in unseen]

    def _next_helper(self, p: Pending, events: list[Event] | None) -> None:
        """Ask the next player clockwise from the owner's left who still has a waiter card.

        Everyone with a waiter card (a public fact) is asked, able or not: one who does not hold
        every requested card can only answer no. Fails when nobody is left.
        """
        g = self.game
        while p.asked < g.n - 1:
            p.asked += 1
            seat = (p.owner + p.asked) % g.n
            if g.waiter[seat]:
                p.stage, p.seat = Stage.HELP, seat
                able = rv.covers(g.hand_ing[seat], p.request)
                p.options = [Help(True), Help(False)] if able else [Help(False)]
                return
        self._return(p.order, p.owner, ReturnReason.NO_HELP, events)

    def apply_decision(self, action: Action, events: list[Event] | None) -> None:
        """Answer the pending decision with ``action`` (checked by ``GameState.check``)."""
        p = self.pending
        assert p is not None
        if isinstance(action, Choose):
            if events is not None:
                events.append(KindsChosen(p.owner, p.order, action.kinds))
            self._check(p, action.kinds, events)
        elif isinstance(action, Complete):
            if action.accept:
                self._deliver(p, action.give, None, events)
            else:
                self._offer_help(p, events)
        elif isinstance(action, AskHelp):
            self._ask_help(p, action.request, events)
        elif isinstance(action, Help):
            self._answer_help(p, action.accept, events)
        if self.pending is None:
            self.advance(events)

    def _ask_help(self, p: Pending, request: tuple[int, ...], events: list[Event] | None) -> None:
        """The owner's request for help, or () for none (the order goes back)."""
        if not request:
            self._return(p.order, p.owner, ReturnReason.NOT_COMPLETED, events)
            return
        p.request = request
        if events is not None:
            events.append(HelpAsked(p.owner, p.order, request))
        self._next_helper(p, events)

    def _answer_help(self, p: Pending, accept: bool, events: list[Event] | None) -> None:
        """The asked player's yes (helps) or no (the next one is asked)."""
        helper = p.seat
        if accept:
            self._help(p, helper, events)
            return
        if events is not None:
            events.append(HelpDeclined(helper, p.order))
        self._next_helper(p, events)

    def _help(self, p: Pending, helper: int, events: list[Event] | None) -> None:
        g = self.game
        owner_hand = g.hand_ing[p.owner]
        helper_hand = g.hand_ing[helper]
        for k, c in enumerate(p.request):
            helper_hand[k] -= c
        if p.bomb:
            rest = rv.take_any(owner_hand, p.bomb - sum(p.request))
            own = rest
        else:
            own = tuple(s - r for s, r in zip(p.short, p.request))
        reward = g.waiter[helper].pop()
        g.delivered[helper].append(reward)
        g.round_delivered[helper] += 1
        if events is not None:
            events.append(  # the reward goes unseen
                HelpGiven(
                    helper, p.owner, p.order, p.request,
                    g.hand_size(helper), len(g.waiter[helper]), len(g.delivered[helper]),
                )
            )  # fmt: skip
        self._deliver(p, own, helper, events, extra=p.request)

    def _deliver(
        self,
        p: Pending,
        from_hand: tuple[int, ...],
        helper: int | None,
        events: list[Event] | None,
        extra: tuple[int, ...] = (0,) * 6,
    ) -> None:
        g = self.game
        hand = g.hand_ing[p.owner]
        cols = self.columns
        used = g.used
        bombastica = p.bomb or g.orders[p.order].type is rv.BOMBASTICA
        need = p.need
        taken = [0] * 6  # what the order takes from the face-up columns: all of them for a Bombastica
        for k in range(6):
            take = cols[k] if bombastica or need[k] > cols[k] else need[k]
            taken[k] = take
            hand[k] -= from_hand[k]
            cols[k] -= take
            used[k] += take + from_hand[k] + extra[k]
        g.delivered[p.owner].append(p.order)
        g.round_delivered[p.owner] += 1
        self.results.append(OrderResult(p.order, p.owner, DELIVERED, helper, from_hand))
        if events is not None:
            size, pile = g.hand_size(p.owner), len(g.delivered[p.owner])
            events.append(OrderDelivered(p.order, p.owner, tuple(taken), from_hand, helper, size, pile))
        self.pending = None

    def _return(self, order: int, owner: int, reason: ReturnReason, events: list[Event] | None) -> None:
        g = self.game
        g.waiter[owner].insert(0, order)
        g.round_returned[owner] += 1
        self.results.append(OrderResult(order, owner, RETURNED, None, (0,) * 6))
        if events is not None:
            events.append(OrderReturned(order, owner, reason, len(g.waiter[owner])))
        self.pending = None
