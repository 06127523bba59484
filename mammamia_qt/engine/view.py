"""What one seat may know (RULES.md, "Information"): the only thing AI players and UIs read.

Nothing hidden is copied in: no other hand's cards, no supply or waiter order. The round's
announcements are public as announced; a UI shows them only with the memory aid on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action
from .cards import OrderCard
from .ids import Phase, Stage, Tiebreak
from .reveal import BombasticaRequests
from .rules import EditionRules, Rules
from .table import OrderResult, Table


@dataclass(frozen=True, slots=True)
class PendingView:
    """The decision a reveal waits for, as every seat sees it."""

    stage: Stage  # "choose", "complete", "ask_help" or "help"
    seat: int  # who is asked
    order: int
    owner: int
    need: tuple[int, ...]  # counts per kind ((0,)*6 before a choice, and for Bombastica)
    short: tuple[int, ...]
    bombastica_missing: int
    request: tuple[int, ...]  # helping: what the owner asked for


@dataclass(frozen=True, slots=True)
class Question:
    """The reveal's question to this seat: what is asked and the answers it may give.

    Only in the asked seat's view: the answers can depend on its hand (a Complete(True) is
    offered only when the hand covers the shortfall).
    """

    pending: PendingView
    options: Sequence[Action]  # the legal answers (a lazy Sequence for a Bombastica's help requests)

    @property
    def stage(self) -> Stage:
        return self.pending.stage


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    rules: Rules
    orders: tuple[OrderCard, ...]
    colours: tuple[str, ...]
    kinds: int
    round: int
    phase: Phase  # "play", "reveal" or "over"
    current_player: int
    start_player: int
    one_lap: bool
    hand_ingredients: tuple[int, ...]  # own hand, counts per kind
    hand_orders: tuple[int, ...]  # own orders
    hand_sizes: tuple[int, ...]
    waiter_sizes: tuple[int, ...]
    delivered: tuple[int, ...]
    supply_count: int
    mm_holder: int | None
    mm_in_supply: bool
    oven_count: int
    oven_top: int | None  # an ingredient kind, or ORDER_BASE + order index
    carried: tuple[int, ...]  # face up at the round's start
    removed: tuple[int, ...]  # per kind, back in the box
    round_plays: tuple[tuple[int, int, int, int], ...]  # (seat, kind, count, order) as announced
    evaluator: int
    columns: tuple[int, ...]  # reveal: the face-up columns now
    revealed: int  # reveal: how many oven cards are turned
    results: tuple[OrderResult, ...]
    pending: PendingView | None
    legal_actions: tuple[Action, ...]  # empty unless this seat is to act
    winners: tuple[int, ...]
    tiebreak: Tiebreak
    edition_rules: EditionRules  # the game's fixed rule facts (hand limit, Minimale count, rounds...)
    personal_ingredients: tuple[int, ...]  # per seat, the kind its colour makes personal (public)
    question: Question | None  # the reveal's question to this seat, None unless it is asked
    hands_left: tuple[
        int, ...
    ]  # game over: each seat's ingredient cards left in hand (the tie-break); () before
    round_history: tuple[tuple[int, ...], ...]  # per finished round, each seat's deliveries (RoundEnded's)

    @property
    def is_my_turn(self) -> bool:
        return self.current_player == self.seat

    @property
    def personal(self) -> int:
        """This seat's personal ingredient (a kind)."""
        return self.personal_ingredients[self.seat]

    @property
    def minimale_n(self) -> int:
        """How many of the fewest face-up kind a Pizza Minimale needs in this game."""
        return self.edition_rules.minimale_n


def make_view(state: Table, seat: int, legal_now: Sequence[Action]) -> PlayerView:
    """The view of ``seat``; ``legal_now`` is the game's legal actions when it is this seat's to act."""
    if not 0 <= seat < state.n:
        raise ValueError(f"no seat {seat} in a game of {state.n}")
    p = state.pending
    pending = question = None
    legal = _frozen(legal_now)
    if p is not None:
        pending = PendingView(
            p.stage,
            p.seat,
            p.order,
            p.owner,
            tuple(p.need) or (0,) * 6,
            p.short or (0,) * 6,
            p.bomb,
            p.request,
        )
        if p.seat == seat:
            question = Question(pending, legal)
    return PlayerView(
        seat=seat,
        rules=state.rules,
        orders=state.orders,
        colours=state.colours,
        kinds=state.kinds,
        round=state.round,
        phase=state.phase,
        current_player=state.current_player(),
        start_player=state.start_player,
        one_lap=state.one_lap,
        hand_ingredients=tuple(state.hand_ing[seat]),
        hand_orders=tuple(state.hand_orders[seat]),
        hand_sizes=tuple(state.hand_size(s) for s in range(state.n)),
        waiter_sizes=tuple(len(w) for w in state.waiter),
        delivered=tuple(len(d) for d in state.delivered),
        supply_count=len(state.supply),
        mm_holder=state.mm_holder,
        mm_in_supply=state.mm_in_supply,
        oven_count=len(state.oven) - state.reveal_pos if state.phase == Phase.REVEAL else len(state.oven),
        oven_top=state.oven[-1] if state.oven and state.phase == Phase.PLAY else None,
        carried=tuple(state.carried),
        removed=tuple(state.removed),
        round_plays=tuple(state.round_plays),
        evaluator=state.evaluator,
        columns=tuple(state.columns),
        revealed=state.reveal_pos if state.phase == Phase.REVEAL else 0,
        results=tuple(state.results),
        pending=pending,
        legal_actions=legal,
        winners=state.winners,
        tiebreak=state.tiebreak,
        edition_rules=state.edition_rules,
        personal_ingredients=tuple(state.personal),
        question=question,
        hands_left=tuple(sum(hand) for hand in state.hand_ing) if state.phase == Phase.OVER else (),
        round_history=tuple(state.past_rounds),
    )


def _frozen(legal: Sequence[Action]) -> tuple[Action, ...]:
    """A tuple; a Bombastica's help requests stay the lazy sequence (there can be thousands)."""
    return legal if isinstance(legal, BombasticaRequests) else tuple(legal)  # type: ignore[return-value]
