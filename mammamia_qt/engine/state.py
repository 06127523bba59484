"""The game state: its fields, the checks and ``apply``, copies and views.

The stack below it: the fields in ``table.py``, the rules that change them in ``rounds.py`` (the
deal and the ends of rounds), ``turns.py`` (phase 1) and ``reveal_flow.py`` (the reveal), called
as their module functions.

The API follows OpenSpiel's shape: ``current_player()``, ``legal_actions()``, ``apply(action)``
returning events, ``is_terminal()``, ``clone()``, plus ``view_for(seat)``. Internals are plain
lists of ints for speed (AI playouts run here); see ``cards.py`` for the encodings.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import rounds, turns
from .actions import ACTION_TYPES, Action, AskHelp, Choose, Complete, Help, Play
from .cards import OrderCard
from .errors import IllegalAction
from .events import Event
from .ids import Phase, Rule, Stage
from .reveal_flow import RevealFlow
from .rules import Rules
from .table import ORDER_BASE, Pending, Table
from .view import PlayerView, make_view

__all__ = ["ORDER_BASE", "GameState", "Pending"]

_ANSWER: dict[str, type] = {
    Stage.CHOOSE: Choose,
    Stage.COMPLETE: Complete,
    Stage.ASK_HELP: AskHelp,
    Stage.HELP: Help,
}
"""The action type that answers each reveal stage."""


class GameState(Table):
    """One game of Mamma Mia! (either edition): the table's fields (``table.py``) with ``apply``
    and its checks, copies and views.

    The reveal's own fields (evaluator, columns, results, the pending decision, how far the oven
    is turned) live in ``self.flow`` (``reveal_flow.RevealFlow``); the table's properties give
    them under their usual names.
    """

    flow: RevealFlow

    def __init__(self, rules: Rules, seed: int, *, orders: tuple[OrderCard, ...] | None = None) -> None:
        super().__init__(rules, seed, orders=orders)
        self.flow = RevealFlow(self)
        self.history: list[Action] = []
        self._legal: Sequence[Action] | None = None

    # ------------------------------------------------------------------ setup
    @classmethod
    def new_game(cls, rules: Rules, seed: int) -> tuple[GameState, list[Event]]:
        """Set up and deal a new game; returns the state and its opening events."""
        state = cls(rules, seed)
        events = rounds.deal(state)
        return state, events

    # ------------------------------------------------------------------ queries
    def is_terminal(self) -> bool:
        return self.phase == Phase.OVER

    def legal_actions(self) -> Sequence[Action]:
        """The actions allowed now: a list, or a lazy Sequence (the turns of a seat holding
        ingredients, ``turns.TurnActions``; a Bombastica's help requests)."""
        if self._legal is None:
            if self.phase == Phase.OVER:
                self._legal = []
            elif self.flow.pending is not None:
                self._legal = self.flow.pending.options
            else:
                self._legal = turns.turn_actions(self)
        legal = self._legal
        # A copy of a plain list; the lazy ones (TurnActions, BombasticaRequests) are not changed by
        # anyone. Asked by type, not isinstance: theirs is a Sequence ABC, whose check runs Python code.
        return list(legal) if type(legal) is list else legal

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the current player; IllegalAction (state unchanged) if not allowed."""
        events: list[Event] = []
        self.step(action, events)
        return events

    def step(self, action: Action, events: list[Event] | None = None) -> None:
        """``apply`` without its events (unless given a list to add them to): the same checks and
        the same game, for simulations and playouts that do not watch a table (building the events
        is a good part of a move's cost)."""
        if self.phase == Phase.OVER:
            raise IllegalAction("the game is over", Rule.GAME_OVER)
        if type(action) not in ACTION_TYPES:
            raise IllegalAction(f"{action!r} is not an action", Rule.NOT_AN_ACTION)
        legal = self._legal
        # The turn just handed out by this position's TurnActions needs no other check.
        if type(legal) is not turns.TurnActions or action is not legal.last:
            self.check(action)
        self._legal = None
        self.history.append(action)
        if type(action) is Play:
            turns.apply_play(self, action, events)
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
        if p is None or p.stage == Stage.CHOOSE:
            return ()
        if p.stage == Stage.HELP:
            return (Help(False),)
        if p.stage == Stage.ASK_HELP:
            return (AskHelp(()),)
        return (Complete(False, ()), AskHelp(())) if self.helping else (Complete(False, ()),)

    def playout_turn(self, action: Play) -> None:
        """Apply a phase-1 turn that the caller guarantees is legal: no check, history or events.

        For AI playouts on sampled worlds, where enumerating the legal turns costs more than the
        turn itself; an illegal action corrupts the state. ``apply`` is the checked path.
        """
        self._legal = None
        turns.apply_play(self, action, None)

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
                raise IllegalAction(turns.why_not_decision(self, action), Rule.for_stage(stage))
            return
        if not isinstance(action, Play):
            raise IllegalAction("no reveal decision is pending: it is a turn of phase 1", Rule.NOT_IN_REVEAL)
        legal = self._legal if self._legal is not None else turns.turn_actions(self)
        self._legal = legal
        # A TurnActions holds only turns of exact ints; a short list holds equal floats and bools too.
        if action in legal and (type(legal) is not list or turns.whole_fields(action)):
            return
        if not turns.whole_fields(action):
            raise IllegalAction(
                "a turn's kind, count, order and draw count are whole numbers", Rule.NOT_AN_ACTION
            )
        raise IllegalAction.refused(turns.why_not_play(self, action))

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

    def view_for(self, seat: int) -> PlayerView:
        """What ``seat`` may know now (``view.py``); its legal actions only when it is to act."""
        legal = self.legal_actions() if self.current_player() == seat else ()
        return make_view(self, seat, legal)

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
