"""The game state: setup, the turns of phase 1 and the ends of rounds; the reveal is ``reveal_flow.py``.

The API follows OpenSpiel's shape: ``current_player()``, ``legal_actions()``, ``apply(action)``
returning events, ``is_terminal()``, ``clone()``, plus ``view_for(seat)``. Internals are plain
lists of ints for speed (AI playouts run here); see ``cards.py`` for the encodings.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import reveal as rv
from .actions import (
    ACTION_TYPES,
    NO_DRAW,
    NO_KIND,
    NO_ORDER,
    SUPPLY,
    WAITER,
    Action,
    AskHelp,
    Choose,
    Complete,
    Help,
    Play,
)
from .cards import EDITIONS, KIND, MAMMA_MIA_CARD, PERSONAL, Edition, OrderCard, load_deck
from .errors import IllegalAction
from .events import (
    CardsDrawn,
    Event,
    GameEnded,
    IngredientsPlayed,
    MammaMiaTaken,
    OrderPlayed,
    Passed,
    RoundEnded,
    RoundStarted,
)
from .ids import Phase, Rule, Tiebreak
from .reveal_flow import (
    ASK_HELP,
    CHOOSE,
    COMPLETE,
    HELP,
    ORDER_BASE,
    OVER,
    PLAY,
    REVEAL,
    Pending,
    RevealFlow,
)
from .rng import Rng
from .rules import Rules

__all__ = [
    "ASK_HELP", "CHOOSE", "COMPLETE", "HELP", "ORDER_BASE", "OVER", "PLAY", "REVEAL", "GameState", "Pending",
]  # fmt: skip

_ANSWER: dict[str, type] = {CHOOSE: Choose, COMPLETE: Complete, ASK_HELP: AskHelp, HELP: Help}
"""The action type that answers each reveal stage."""


class GameState:
    """One game of Mamma Mia! (either edition).

    The reveal's own fields (evaluator, columns, results, the pending decision, how far the oven
    is turned) live in ``self.flow`` (``reveal_flow.RevealFlow``); the properties below give
    them under their usual names.
    """

    stop_at_reveal = False
    """For AI playouts on sampled worlds: phase 1 ends without the reveal (the phase becomes
    "reveal" and the oven stays as played), so the playout can resolve the oven its own way."""

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
        deck = load_deck(rules.edition)
        self.orders: tuple[OrderCard, ...] = orders if orders is not None else deck.orders
        self.order_ids = tuple(o.id for o in self.orders)
        self.order_index = {o.id: o.index for o in self.orders}
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
        self.winners: tuple[int, ...] = ()
        self.tiebreak: Tiebreak = Tiebreak.UNDECIDED
        self.flow = RevealFlow(self)
        self.history: list[Action] = []
        self.turns = 0
        self._legal: Sequence[Action] | None = None

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
    def results(self) -> list[tuple[int, int, str, int | None, tuple[int, ...]]]:
        return self.flow.results

    @results.setter
    def results(self, value: list[tuple[int, int, str, int | None, tuple[int, ...]]]) -> None:
        self.flow.results = value

    def _end_phase_one(self, evaluator: int, events: list[Event]) -> None:
        self.flow.end_phase_one(evaluator, events)

    # ------------------------------------------------------------------ setup
    @classmethod
    def new_game(cls, rules: Rules, seed: int) -> tuple[GameState, list[Event]]:
        """Set up and deal a new game; returns the state and its opening events."""
        state = cls(rules, seed)
        events = state._deal()
        return state, events

    def _deal(self) -> list[Event]:
        er, rng, n = self.edition_rules, self.rng, self.n
        events: list[Event] = []
        removed = er.removed
        pool: list[int] = []
        for k in range(self.kinds):
            self.removed[k] = removed
            pool.extend([k] * (er.per_kind - removed))
        mm_in_deal = self.classic and self.rules.mm_card_in_deal
        if mm_in_deal:
            pool.append(MAMMA_MIA_CARD)
        rng.shuffle(pool)
        for _ in range(er.dealt):
            for seat in range(n):
                card = pool.pop()
                while card == MAMMA_MIA_CARD:  # laid out at once, replaced
                    self.mm_holder = seat
                    events.append(MammaMiaTaken(seat, at_deal=True))
                    card = pool.pop()
                self.hand_ing[seat][card] += 1
        if self.classic and not mm_in_deal:
            pool.append(MAMMA_MIA_CARD)
            rng.shuffle(pool)
        self.supply = pool
        self.mm_in_supply = MAMMA_MIA_CARD in pool
        for seat, colour in enumerate(self.colours):
            waiter = [o.index for o in self.orders if o.colour == colour]
            rng.shuffle(waiter)
            self.hand_orders[seat].append(waiter.pop())
            self.waiter[seat] = waiter
        start = self.rules.start_player
        self.start_player = start if start is not None else rng.below(n)
        self.current = self.start_player
        events.append(RoundStarted(1, self.start_player, tuple(self.carried), len(self.supply), False))
        return events

    # ------------------------------------------------------------------ queries
    def current_player(self) -> int:
        """The seat to act, or -1 when the game is over."""
        if self.phase == OVER:
            return -1
        p = self.flow.pending
        if p is not None:
            return p.seat
        return self.current

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def hand_size(self, seat: int) -> int:
        return sum(self.hand_ing[seat]) + len(self.hand_orders[seat])

    def supply_hand_cards(self) -> int:
        """Cards in the supply that can enter a hand (the Mamma Mia card does not)."""
        return len(self.supply) - (1 if self.mm_in_supply else 0)

    def legal_actions(self) -> Sequence[Action]:
        """The actions allowed now: a list, or a lazy Sequence for a Bombastica's help requests."""
        if self._legal is None:
            if self.phase == OVER:
                self._legal = []
            elif self.flow.pending is not None:
                self._legal = self.flow.pending.options
            else:
                self._legal = self._turn_actions()
        legal = self._legal
        return legal if isinstance(legal, rv.BombasticaRequests) else list(legal)

    def _draw_stacks(self, seat: int) -> list[tuple[str, int]]:
        """The stacks a draw may come from now, with how many hand cards each can give."""
        stacks = []
        if not self.one_lap and self.supply:
            # Only the Mamma Mia card left: drawing it still ends phase 1.
            stacks.append((SUPPLY, max(1, self.supply_hand_cards())))
        if self.waiter[seat]:
            stacks.append((WAITER, len(self.waiter[seat])))
        return stacks

    def draw_room(self, hand_after: int) -> int:
        """How many cards a draw brings a hand of ``hand_after`` cards: up to the limit, Plus at most 5."""
        er = self.edition_rules
        need = er.hand_limit - hand_after
        if er.max_draw is not None and need > er.max_draw:
            need = er.max_draw
        return need

    def _draw_options(self, stacks: list[tuple[str, int]], hand_after: int) -> list[tuple[str, int]]:
        need = self.draw_room(hand_after)
        if need <= 0 or not stacks:
            return [(NO_DRAW, 0)]
        if self.rules.draw_fewer:
            return [(source, c) for source, size in stacks for c in range(1, min(need, size) + 1)]
        return [(source, need if need < size else size) for source, size in stacks]

    def _turn_actions(self) -> list[Action]:
        seat = self.current
        ing = self.hand_ing[seat]
        orders = self.hand_orders[seat]
        size = sum(ing) + len(orders)
        new = tuple.__new__
        if size - len(orders) == 0:
            if not self.classic:  # Plus: sits out and draws 5 ingredients from the supply
                if self.one_lap or not self.supply:
                    return [new(Play, (NO_KIND, 0, NO_ORDER, NO_DRAW, 0))]
                draw = min(self.edition_rules.sit_out_draw, len(self.supply))
                return [new(Play, (NO_KIND, 0, NO_ORDER, SUPPLY, draw))]
            stacks = self._draw_stacks(seat)
            passes: list[Action] = [
                new(Play, (NO_KIND, 0, NO_ORDER, src, c)) for src, c in self._draw_options(stacks, size)
            ]
            if size >= self.edition_rules.hand_limit and orders:
                # Classic safeguard: a full hand of orders may place one, so the game cannot lock.
                full = self._draw_options(stacks, size - 1)
                return [new(Play, (NO_KIND, 0, o, src, c)) for o in orders for src, c in full] + passes
            return passes
        stacks = self._draw_stacks(seat)
        plays = [(k, c) for k in range(self.kinds) for c in range(1, ing[k] + 1)]
        if self.rules.ingredients_optional:
            plays.append((NO_KIND, 0))
        order_choices = [NO_ORDER, *orders]
        by_after: dict[int, list[tuple[str, int]]] = {}
        draws: list[tuple[str, int]] | None
        actions: list[Action] = []
        append = actions.append
        for k, c in plays:
            for o in order_choices:
                after = size - c - (o != NO_ORDER)
                draws = by_after.get(after)
                if draws is None:
                    draws = by_after[after] = self._draw_options(stacks, after)
                for src, count in draws:
                    append(new(Play, (k, c, o, src, count)))
        return actions

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the current player; IllegalAction (state unchanged) if not allowed."""
        if self.phase == OVER:
            raise IllegalAction("the game is over", Rule.GAME_OVER)
        if type(action) not in ACTION_TYPES:
            raise IllegalAction(f"{action!r} is not an action", Rule.NOT_AN_ACTION)
        self.check(action)
        self._legal = None
        self.history.append(action)
        events: list[Event] = []
        if isinstance(action, Play):
            self._apply_play(action, events)
        else:
            self.flow.apply_decision(action, events)
        return events

    def playout_turn(self, action: Play) -> None:
        """Apply a phase-1 turn that the caller guarantees is legal: no check, history or events.

        For AI playouts on sampled worlds, where enumerating the legal turns costs more than the
        turn itself; an illegal action corrupts the state. ``apply`` is the checked path.
        """
        self._legal = None
        self._apply_play(action, None)

    def check(self, action: Action) -> None:
        """Raise IllegalAction naming the broken rule if ``action`` is not legal now."""
        p = self.flow.pending
        if p is not None:
            stage = p.stage
            if type(action) is not _ANSWER[stage]:
                raise IllegalAction(
                    f"the reveal waits for a {stage} decision of seat {p.seat}", Rule.for_stage(stage)
                )
            if action not in p.options:
                raise IllegalAction(self._why_not_decision(action), Rule.for_stage(stage))
            return
        if not isinstance(action, Play):
            raise IllegalAction("no reveal decision is pending: it is a turn of phase 1", Rule.NOT_IN_REVEAL)
        legal = self._legal if self._legal is not None else self._turn_actions()
        self._legal = legal
        if action not in legal:
            raise IllegalAction(*self._why_not_play(action))

    def _why_not_decision(self, action: Action) -> str:
        p = self.pending
        assert p is not None
        if isinstance(action, Choose):
            return "that choice is not open: jokers cannot be the personal ingredient, and a Minimale takes the fewest face-up kind"
        if isinstance(action, Complete):
            return "the owner can only add the exact shortfall from cards in hand"
        if isinstance(action, AskHelp):
            return "a help request must be part of the shortfall, and the owner's hand must cover the rest"
        return "only a player who holds every requested card can help"

    def _why_not_play(self, a: Play) -> tuple[str, Rule]:
        seat = self.current
        ing = self.hand_ing[seat]
        has_ing = sum(ing) > 0
        if a.kind == NO_KIND:
            if has_ing and not self.rules.ingredients_optional:
                return "a turn must put at least one ingredient into the oven", Rule.MUST_PLAY_INGREDIENT
            if a.count != 0:
                return "a pass plays no ingredient", Rule.PASS_PLAYS_NOTHING
        else:
            if not has_ing:
                return "there is no ingredient in hand to play", Rule.NO_INGREDIENT
            if not 0 <= a.kind < self.kinds or a.count < 1 or ing[a.kind] < a.count:
                return "the ingredients played must be in hand", Rule.INGREDIENTS_IN_HAND
        if a.order != NO_ORDER and a.order not in self.hand_orders[seat]:
            return "the order played must be in hand", Rule.ORDER_IN_HAND
        if not has_ing and not self.classic and a.order != NO_ORDER:
            return "a player without ingredients sits out and plays no order (Plus)", Rule.SIT_OUT
        if (
            not has_ing
            and self.classic
            and a.order != NO_ORDER
            and self.hand_size(seat) < self.edition_rules.hand_limit
        ):
            return "a player without ingredients passes and plays no order (Classic)", Rule.PASS
        if a.draw not in (NO_DRAW, SUPPLY, WAITER):
            return f"unknown draw source {a.draw!r}", Rule.DRAW_SOURCE
        if a.draw == WAITER and not self.waiter[seat]:
            return "the waiter is empty: draw from the supply", Rule.DRAW_WAITER_EMPTY
        if a.draw == SUPPLY and (self.one_lap or not self.supply):
            return "the supply is empty: draw from the waiter", Rule.DRAW_SUPPLY_EMPTY
        if a.draw == NO_DRAW:
            return "the draw is compulsory while a stack can give a card", Rule.DRAW_COMPULSORY
        if self.rules.draw_fewer:
            return "draw at least one card, up to the hand limit and what the stack holds", Rule.DRAW_COUNT
        er = self.edition_rules
        limit = f"up to {er.hand_limit} cards" + (f", at most {er.max_draw} at once" if er.max_draw else "")
        return f"draw {limit}, or what the stack holds", Rule.DRAW_COUNT

    def _apply_play(self, a: Play, events: list[Event] | None) -> None:
        """Apply a turn; ``events`` None (playouts) builds no events."""
        seat = self.current
        self.turns += 1
        size = self.hand_size(seat)  # kept along for the events' counts
        if a.kind == NO_KIND:
            if events is not None:
                events.append(Passed(seat, not self.classic and size == len(self.hand_orders[seat])))
        else:
            self.hand_ing[seat][a.kind] -= a.count
            self.oven.extend([a.kind] * a.count)
            size -= a.count
            if events is not None:
                events.append(IngredientsPlayed(seat, a.kind, a.count, size, len(self.oven)))
        if a.order != NO_ORDER:
            self.hand_orders[seat].remove(a.order)
            self.oven.append(ORDER_BASE + a.order)
            size -= 1
            if events is not None:
                events.append(OrderPlayed(seat, a.order, size, len(self.oven)))
        self.round_plays.append((seat, a.kind, a.count, a.order))
        if a.draw == SUPPLY:
            if self._draw_supply(seat, a.draw_count, events, size):
                evaluator = self.mm_holder if self.classic else seat
                assert evaluator is not None  # Classic: whoever drew the Mamma Mia card
                self.flow.end_phase_one(evaluator, [] if events is None else events)
                return
        elif a.draw == WAITER:
            waiter = self.waiter[seat]
            got = [waiter.pop() for _ in range(a.draw_count)]
            self.hand_orders[seat].extend(got)
            if events is not None:
                events.append(
                    CardsDrawn(
                        seat, WAITER, len(got), (0,) * 6, tuple(got),
                        size + len(got), len(self.supply), len(waiter),
                    )
                )  # fmt: skip
        if self.one_lap:
            self.lap_turns += 1
            if self.lap_turns >= self.n:
                self.flow.end_phase_one(self.start_player, [] if events is None else events)
                return
        self.current = (seat + 1) % self.n

    def _draw_supply(self, seat: int, count: int, events: list[Event] | None, size: int) -> bool:
        """Draw ``count`` hand cards into a hand of ``size``; True when the last supply card was
        drawn (phase 1 ends)."""
        drawn = [0] * 6
        got = 0
        supply = self.supply
        # A draw of every hand card left that still wants more goes on to a Mamma Mia card below
        # them (RULES.md: "a stack that runs short gives what it has"), which ends phase 1.
        drains = self.mm_in_supply and count >= self.supply_hand_cards() and count < self.draw_room(size)
        while supply and (got < count or drains):
            card = supply.pop()
            if card == MAMMA_MIA_CARD:
                self.mm_in_supply = False
                if got:
                    size += got
                    if events is not None:
                        events.append(self._drawn(seat, got, drawn, len(supply) + 1, size))
                    drawn, got, count = [0] * 6, 0, count - got
                self.mm_holder = seat
                if events is not None:
                    events.append(MammaMiaTaken(seat, False, len(supply)))
                continue
            drawn[card] += 1
            self.hand_ing[seat][card] += 1
            got += 1
        if got and events is not None:
            events.append(self._drawn(seat, got, drawn, len(supply), size + got))
        return not supply

    def _drawn(self, seat: int, got: int, drawn: list[int], supply: int, size: int) -> CardsDrawn:
        """A draw from the supply, with the counts after it (the supply's and the hand's size then)."""
        return CardsDrawn(seat, SUPPLY, got, tuple(drawn), (), size, supply, len(self.waiter[seat]))

    # ------------------------------------------------------------------ rounds
    def _end_round(self, events: list[Event]) -> None:
        """The oven is empty: what stays face up carries over, the rest becomes the supply."""
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
        if self.round >= self.edition_rules.rounds:
            self._end_game(events)
            return
        self.round += 1
        self.phase = Phase.PLAY
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
        self.phase = Phase.OVER
        counts = [len(d) for d in self.delivered]
        best = max(counts)
        tied = [s for s in range(self.n) if counts[s] == best]
        tiebreak = Tiebreak.NONE
        if len(tied) > 1:
            most = max(sum(self.hand_ing[s]) for s in tied)
            tied = [s for s in tied if sum(self.hand_ing[s]) == most]
            tiebreak = Tiebreak.HAND if len(tied) == 1 else Tiebreak.SHARED
        self.winners = tuple(tied)
        self.tiebreak = tiebreak
        events.append(GameEnded(self.winners, tuple(counts), tiebreak))

    # ------------------------------------------------------------------ copies and views
    def clone(self) -> GameState:
        cls = type(self)
        other = cls.__new__(cls)
        d = self.__dict__.copy()
        other.__dict__ = d
        d["rng"] = self.rng.clone()
        d["hand_ing"] = [list(h) for h in self.hand_ing]
        d["hand_orders"] = [list(h) for h in self.hand_orders]
        d["waiter"] = [list(w) for w in self.waiter]
        d["delivered"] = [list(x) for x in self.delivered]
        d["supply"] = list(self.supply)
        d["oven"] = list(self.oven)
        d["carried"] = list(self.carried)
        d["used"] = list(self.used)
        d["removed"] = list(self.removed)
        d["round_plays"] = list(self.round_plays)
        d["round_delivered"] = list(self.round_delivered)
        d["round_returned"] = list(self.round_returned)
        d["history"] = list(self.history)
        d["flow"] = self.flow.copy_for(other)
        return other

    def view_for(self, seat: int) -> Any:
        from .view import make_view

        return make_view(self, seat)

    def fingerprint(self) -> tuple[Any, ...]:
        """Everything that defines the position, for equality checks in tests and replays."""
        p = self.pending
        return (
            self.phase, self.round, self.current, self.start_player, self.one_lap, self.lap_turns,
            self.evaluator, self.reveal_pos, self.rng.state, self.mm_holder, self.mm_in_supply,
            tuple(map(tuple, self.hand_ing)), tuple(map(tuple, self.hand_orders)),
            tuple(map(tuple, self.waiter)), tuple(map(tuple, self.delivered)), tuple(self.supply),
            tuple(self.oven), tuple(self.carried), tuple(self.columns), tuple(self.used),
            (p.order, p.stage, p.seat, tuple(p.options), p.request, p.asked) if p else None,
            self.winners, self.tiebreak,
        )  # fmt: skip
