"""The table: every field of one game as plain data, the bottom of the engine's stack.

``Table`` holds what lies on the table (hands, waiters, delivered piles, supply, oven, the round's
counts) and, in ``table.flow``, what exists only while an oven is checked (``RevealFields``). The
rule modules above it read and change these fields: ``rounds.py`` (the deal, the ends of a round
and of the game), ``turns.py`` (phase 1), ``reveal_flow.py`` (phase 2, whose ``RevealFlow`` is
the flow a game holds). ``GameState`` (``state.py``) is a ``Table`` with ``apply``, its checks,
views and copies on top. Nothing here imports a rule module.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, Self

from .actions import Action
from .cards import EDITIONS, KIND, PERSONAL, Edition, OrderCard, load_deck
from .events import Event
from .ids import Outcome, Phase, Stage, Tiebreak
from .rng import Rng
from .rules import Rules

ORDER_BASE = 100
"""Oven entries: an ingredient kind (0-5), or ORDER_BASE + order index."""


class OrderResult(NamedTuple):
    """An order checked in a reveal: delivered (with the cards its owner added from hand, and who
    helped) or returned to the waiter (``from_hand`` all 0, no helper)."""

    order: int
    owner: int
    outcome: Outcome
    helper: int | None
    from_hand: tuple[int, ...]


class Pending:
    """The order being checked in a reveal and the decision it waits for."""

    __slots__ = ("order", "owner", "stage", "seat", "options", "need", "short", "bomb", "request", "asked")

    def __init__(self, order: int, owner: int) -> None:
        self.order = order
        self.owner = owner
        self.stage: Stage = Stage.COMPLETE  # set to the decision asked before anyone sees it
        self.seat = owner
        self.options: Sequence[Action] = []
        self.need: Sequence[int] = ()
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


class RevealFields:
    """What exists only while an oven is checked: the evaluator, how far the oven is turned, the
    face-up columns, the results so far and the pending decision.

    ``reveal_flow.RevealFlow`` is these fields with phase 2's steps; a table holds one as
    ``table.flow``. ``end_phase_one`` is the one step the turns of phase 1 start.
    """

    __slots__ = ("game", "evaluator", "reveal_pos", "columns", "results", "pending")

    def __init__(self, game: Table) -> None:
        self.game = game
        self.evaluator = 0
        self.reveal_pos = 0
        self.columns = [0] * 6
        self.results: list[OrderResult] = []
        self.pending: Pending | None = None

    def copy_for(self, game: Table) -> Self:
        """A copy belonging to ``game`` (a clone of this flow's game)."""
        other = type(self)(game)
        other.evaluator = self.evaluator
        other.reveal_pos = self.reveal_pos
        other.columns = list(self.columns)
        other.results = list(self.results)
        other.pending = self.pending.copy() if self.pending else None
        return other

    def end_phase_one(self, evaluator: int, events: list[Event] | None) -> None:
        """Phase 1 is over: ``evaluator`` turns the oven over (``RevealFlow`` does it); ``events``
        None builds none."""
        raise NotImplementedError


class OrderTables(NamedTuple):
    """What a game looks up about its order cards, made once per deck and seating (read only)."""

    ids: tuple[str, ...]
    by_id: dict[str, int]  # each card's index
    owner: tuple[int, ...]  # per card, its seat (-1: a colour not at the table)
    decks: tuple[tuple[int, ...], ...]  # per seat, its cards' indexes

    @classmethod
    def of(cls, orders: tuple[OrderCard, ...], colours: tuple[str, ...]) -> OrderTables:
        seat_of = {colour: seat for seat, colour in enumerate(colours)}
        owner = tuple(seat_of.get(o.colour, -1) for o in orders)
        decks = tuple(tuple(o.index for o in orders if o.colour == colour) for colour in colours)
        return cls(tuple(o.id for o in orders), {o.id: o.index for o in orders}, owner, decks)

    @classmethod
    def for_game(
        cls, edition: Edition, colours: tuple[str, ...], orders: tuple[OrderCard, ...]
    ) -> OrderTables:
        """The tables of a game's orders: made once per seating for the edition's packaged deck."""
        if orders is not load_deck(edition).orders:  # a scenario's or a sampled world's own
            return cls.of(orders, colours)
        tables = _DECK_TABLES.get((edition, colours))
        if tables is None:
            tables = _DECK_TABLES[edition, colours] = cls.of(orders, colours)
        return tables


_DECK_TABLES: dict[tuple[Edition, tuple[str, ...]], OrderTables] = {}
"""The packaged decks' tables, per edition and seating (a few dozen at most)."""


class Table:
    """The fields of one game of Mamma Mia! (either edition); the rules that change them are the
    functions of ``rounds.py``, ``turns.py`` and ``reveal_flow.py``.

    The reveal's own fields live in ``self.flow``; the properties below give them under their
    usual names.
    """

    stop_at_reveal = False
    """For AI playouts on sampled worlds: phase 1 ends without the reveal (the phase becomes
    "reveal" and the oven stays as played), so the playout can resolve the oven its own way."""

    flow: RevealFields

    def __init__(self, rules: Rules, seed: int, *, orders: tuple[OrderCard, ...] | None = None) -> None:
        self.rules = rules
        self.seed = seed
        info = EDITIONS[rules.edition]
        self.info = info
        self.n = rules.players
        self.kinds = info.kinds
        self.colours = rules.colours
        self.classic = rules.edition is Edition.CLASSIC
        self.edition_rules = rules.edition_rules
        """Every fixed rule fact of this game (hand limit, Minimale count, rounds...): the one source."""
        self.helping = self.edition_rules.helping
        self.minimale_n = self.edition_rules.minimale_n
        self.rng = Rng(seed)
        if orders is None:
            orders = load_deck(rules.edition).orders
        cards = OrderTables.for_game(rules.edition, self.colours, orders)
        self.orders: tuple[OrderCard, ...] = orders
        self.order_ids = cards.ids
        self.order_index = cards.by_id
        self.order_owner = cards.owner
        """The seat each order card belongs to (by its colour; -1 for a colour not at the table)."""
        self.order_decks = cards.decks
        """Per seat, its colour's order cards (indexes) in the deck's order, before the shuffle."""
        self.personal = [KIND[PERSONAL[c]] for c in self.colours]
        n = self.n
        self.hand_ing: list[list[int]] = [[0] * 6 for _ in range(n)]
        self.hand_orders: list[list[int]] = [[] for _ in range(n)]
        self.waiter: list[list[int]] = [[] for _ in range(n)]  # top = end
        self.delivered: list[list[int]] = [[] for _ in range(n)]
        self.supply: list[int] = []  # top = end
        self.mm_in_supply = False
        self.oven: list[int] = []
        self.carried = [0] * 6
        self.used = [0] * 6
        self.removed = [0] * 6
        self.mm_holder: int | None = None
        self.round = 1
        self.phase = Phase.PLAY
        self.current = 0
        self.start_player = 0
        self.one_lap = False
        self.lap_turns = 0
        self.round_plays: list[tuple[int, int, int, int]] = []  # (seat, kind, count, order)
        self.round_delivered = [0] * n
        self.round_returned = [0] * n
        self.past_rounds: list[tuple[int, ...]] = []  # per finished round, its deliveries per seat
        self.winners: tuple[int, ...] = ()
        self.tiebreak: Tiebreak = Tiebreak.UNDECIDED
        self.turns = 0

    # ------------------------------------------------------------------ the reveal's fields
    @property
    def pending(self) -> Pending | None:
        """The decision the reveal waits for, or None."""
        return self.flow.pending

    @pending.setter
    def pending(self, value: Pending | None) -> None:
        self.flow.pending = value

    @property
    def evaluator(self) -> int:
        return self.flow.evaluator

    @evaluator.setter
    def evaluator(self, value: int) -> None:
        self.flow.evaluator = value

    @property
    def reveal_pos(self) -> int:
        return self.flow.reveal_pos

    @reveal_pos.setter
    def reveal_pos(self, value: int) -> None:
        self.flow.reveal_pos = value

    @property
    def columns(self) -> list[int]:
        return self.flow.columns

    @columns.setter
    def columns(self, value: list[int]) -> None:
        self.flow.columns = value

    @property
    def results(self) -> list[OrderResult]:
        return self.flow.results

    @results.setter
    def results(self, value: list[OrderResult]) -> None:
        self.flow.results = value

    # ------------------------------------------------------------------ counts
    def current_player(self) -> int:
        """The seat to act, or -1 when the game is over."""
        if self.phase == Phase.OVER:
            return -1
        p = self.flow.pending
        if p is not None:
            return p.seat
        return self.current

    def hand_size(self, seat: int) -> int:
        return sum(self.hand_ing[seat]) + len(self.hand_orders[seat])

    def supply_hand_cards(self) -> int:
        """Cards in the supply that can enter a hand (the Mamma Mia card does not)."""
        return len(self.supply) - (1 if self.mm_in_supply else 0)
