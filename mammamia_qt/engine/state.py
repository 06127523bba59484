"""The game state: its fields, the checks and ``apply``, copies and views.

The deal and the ends of rounds are ``rounds.py``, the turns of phase 1 ``turns.py``, the reveal
``reveal_flow.py``; their functions are this class's methods.

The API follows OpenSpiel's shape: ``current_player()``, ``legal_actions()``, ``apply(action)``
returning events, ``is_terminal()``, ``clone()``, plus ``view_for(seat)``. Internals are plain
lists of ints for speed (AI playouts run here); see ``cards.py`` for the encodings.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import reveal as rv
from . import rounds as _rounds
from . import turns as _turns
from .actions import ACTION_TYPES, Action, AskHelp, Choose, Complete, Help, Play
from .cards import EDITIONS, KIND, PERSONAL, Edition, OrderCard, load_deck
from .errors import IllegalAction
from .events import Event
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
        self.past_rounds: list[tuple[int, ...]] = []  # per finished round, its deliveries per seat
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

    def _end_phase_one(self, evaluator: int, events: list[Event] | None) -> None:
        self.flow.end_phase_one(evaluator, events)

    # ------------------------------------------------------------------ setup
    @classmethod
    def new_game(cls, rules: Rules, seed: int) -> tuple[GameState, list[Event]]:
        """Set up and deal a new game; returns the state and its opening events."""
        state = cls(rules, seed)
        events = state._deal()
        return state, events

    # The frame of a game, in ``rounds.py``: the deal, the end of a round, the end of the game.
    _deal = _rounds.deal
    _end_round = _rounds.end_round
    _end_game = _rounds.end_game

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
        """The actions allowed now: a list, or a lazy Sequence (the turns of a seat holding
        ingredients, ``turns.TurnActions``; a Bombastica's help requests)."""
        if self._legal is None:
            if self.phase == OVER:
                self._legal = []
            elif self.flow.pending is not None:
                self._legal = self.flow.pending.options
            else:
                self._legal = self._turn_actions()
        legal = self._legal
        return legal if isinstance(legal, (rv.BombasticaRequests, _turns.TurnActions)) else list(legal)

    # The turns of phase 1, in ``turns.py``: the legal turns, the refusals, a turn played.
    draw_room = _turns.draw_room
    _draw_stacks = _turns.draw_stacks
    _draw_options = _turns.draw_options
    _turn_actions = _turns.turn_actions
    _why_not_decision = _turns.why_not_decision
    _why_not_play = _turns.why_not_play
    _apply_play = _turns.apply_play
    _draw_supply = _turns.draw_supply
    _drawn = _turns.supply_drawn

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the current player; IllegalAction (state unchanged) if not allowed."""
        events: list[Event] = []
        self._apply(action, events)
        return events

    def step(self, action: Action) -> None:
        """``apply`` without its events: the same checks and the same game, for simulations and
        playouts that do not watch a table (building the events is a good part of a move's cost)."""
        self._apply(action, None)

    def _apply(self, action: Action, events: list[Event] | None) -> None:
        if self.phase == OVER:
            raise IllegalAction("the game is over", Rule.GAME_OVER)
        if type(action) not in ACTION_TYPES:
            raise IllegalAction(f"{action!r} is not an action", Rule.NOT_AN_ACTION)
        self.check(action)
        self._legal = None
        self.history.append(action)
        if type(action) is Play:
            self._apply_play(action, events)
        else:
            self.flow.apply_decision(action, events)

    def apply_answers(self, answers: Sequence[Action]) -> list[Event]:
        """One person's answers in a row to the questions about one order (one click implies them
        all, e.g. no to adding from hand, then a help request): all applied, or none (IllegalAction).
        One answer is checked by ``apply`` itself; several are tried on a copy first."""
        if len(answers) > 1:
            self.check_answers(answers)
        return self._answer_steps(answers)

    def check_answers(self, answers: Sequence[Action]) -> None:
        """Raise IllegalAction unless ``answers`` may be applied one after another (``apply_answers``)."""
        if len(answers) == 1:
            self.check(answers[0])
        else:
            self.clone()._answer_steps(answers)

    def _answer_steps(self, answers: Sequence[Action]) -> list[Event]:
        p = self.flow.pending
        asked = (p.seat, p.order) if p is not None else None
        events: list[Event] = []
        for i, action in enumerate(answers):
            p = self.flow.pending
            if i and (p is None or (p.seat, p.order) != asked):
                raise IllegalAction(
                    "an answer after the first must go to the same question", Rule.NOT_YOUR_TURN
                )
            events += self.apply(action)
        return events

    def declines(self) -> tuple[Action, ...]:
        """The "no" to the pending question, from its public kind alone: no help, or no to adding
        from hand and then (helping) no request for help. Always legal; () where the question has
        no "no" (a choice of kinds) or none is pending."""
        p = self.flow.pending
        if p is None or p.stage == CHOOSE:
            return ()
        if p.stage == HELP:
            return (Help(False),)
        if p.stage == ASK_HELP:
            return (AskHelp(()),)
        return (Complete(False, ()), AskHelp(())) if self.helping else (Complete(False, ()),)

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
        if not _turns.whole_fields(action):
            raise IllegalAction(
                "a turn's kind, count, order and draw count are whole numbers", Rule.NOT_AN_ACTION
            )
        legal = self._legal if self._legal is not None else self._turn_actions()
        self._legal = legal
        if action not in legal:
            raise IllegalAction(*self._why_not_play(action))

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
        d["past_rounds"] = list(self.past_rounds)
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
