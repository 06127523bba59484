"""The table's script: each engine event becomes a step of card motions, banners and captions.

The director never re-derives rules: it moves cards where the events say and, at the end of a
batch, takes counts (hands, waiters, supply) and the seats' personal ingredients from the
displayed view. The card motions and the reveal's steps are ``card_motions.CardMotions``; the
faces a batch will show are drawn ahead by ``faces_ahead.FacesAhead``. ``HANDLERS`` (at the end)
names the step of each event type, ``IGNORED`` the ones the table shows nothing of.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from mammamia_qt.engine import ORDER_BASE
from mammamia_qt.engine import events as ev
from mammamia_qt.engine.ids import Phase
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.ui.common.names import describe_play, said_text
from mammamia_qt.ui.table.card_motions import PAUSE_MS, CardMotions
from mammamia_qt.ui.table.faces_ahead import FacesAhead
from mammamia_qt.ui.table.seat_panel import SeatInfo
from mammamia_qt.wording.messages import Said, whose_turn

if TYPE_CHECKING:
    from mammamia_qt.ui.protocol import Controller
    from mammamia_qt.ui.table.scene import TableScene


class Director(CardMotions):
    """Turns event batches into queued scene steps."""

    def __init__(self, scene: TableScene, controller: Controller) -> None:
        self.scene = scene
        self.controller = controller
        self.names = [s.name for s in controller.setup.seats]
        self.hand_seat = -1
        self.thinking = -1
        self.actor: tuple[int, str] | None = None  # during a reveal: who acts now, and how
        self.evaluator = -1  # who takes the pizzas out in the reveal on show
        self._played: tuple[int, Said | None] = (-1, None)  # the turn's play, until its order shows
        # told of each event as its step begins (the table's narration, the memory coach)
        self.watchers: list[Callable[[ev.Event], None]] = []
        self.sound: Callable[[ev.Event], None] = lambda _e: None  # each event as it is shown

    # ------------------------------------------------------------------ entry points
    def stop_thinking(self) -> None:
        """The seat that was deciding has decided: its panel stops saying so before its move shows."""
        self.thinking = -1
        for panel in self.scene.panels:
            if panel.info.thinking:
                panel.set_info(dataclasses.replace(panel.info, thinking=False))

    def play(self, events: list[ev.Event]) -> None:
        FacesAhead.prepare(self.scene, self.hand_seat, events)
        for i, event in enumerate(events):
            nxt = events[i + 1] if i + 1 < len(events) else None
            self._queue_event(event, nxt)
        self.scene.queue(self.sync)
        self.scene.finish_batch()

    def reset(self, view: PlayerView) -> None:
        """Build the whole table from a view at once (a resume, a new widget)."""
        s = self.scene
        s.oven.set_supply(view.supply_count)
        if view.phase == Phase.REVEAL:
            s.oven.start_reveal(view.oven_count)
            s.reveal.set_columns(view.columns)
        else:
            s.oven.set_oven(view.oven_count, s.oven.face_of(view.oven_top))
            s.reveal.set_columns(view.carried)
        s.reveal.clear_order()
        s.reveal.used.set_state(0, None)
        self.actor = None
        self.evaluator = view.evaluator
        if view.phase == Phase.REVEAL:
            self.actor = (view.evaluator, "oven")
        if view.pending is not None:
            card = self._order_card(view.pending.order, s.reveal.order_at, face_up=True)
            s.reveal.show_order(card)
            self._caption_owner(view.pending.owner)
            self.actor = (view.pending.owner, "order")
        self.sync(view)
        # Built at once: the hand is where it belongs from the first frame (no card flies in over
        # the seat panels, nor towards the places of a size the table no longer has).
        s.animator.finish_all()
        s.hand.layout(animate=False)

    def sync(self, view: PlayerView | None = None) -> None:
        """Counts, hand and highlights from the displayed view (the end of every batch), or from
        ``view`` (the one the table is built from)."""
        c, s = self.controller, self.scene
        if not c.started:
            return
        view = view or c.view()
        shown = c.display_seat()
        if shown >= 0:
            s.set_bottom_seat(shown)
        current, doing = self._acting(view)
        for seat, panel in enumerate(s.panels):
            panel.set_info(SeatInfo(
                self.names[seat], view.colours[seat], view.personal_ingredients[seat], c.setup.seats[seat].kind,
                view.hand_sizes[seat], view.waiter_sizes[seat], view.delivered[seat], view.mm_holder == seat,
                active=seat == current, thinking=seat == self.thinking and seat == current and not doing,
                doing=doing if seat == current else "",
            ))  # fmt: skip
        s.oven.set_supply(view.supply_count)
        if view.phase == Phase.PLAY:
            s.oven.set_oven(view.oven_count, s.oven.face_of(view.oven_top))
        else:
            s.oven.set_remaining(view.oven_count)
        if shown >= 0:
            self.hand_seat = shown
            s.hand.set_hand(view.hand_ingredients, view.hand_orders, s.oven.supply_pos())
        else:
            self.hide_hand()
        if s.log.isVisible():
            s.log.set_plays(lambda: self.play_lines(view))
        self._status(view)

    def _acting(self, view: PlayerView) -> tuple[int, str]:
        """The seat to highlight and what it does: the player to play, or during a reveal the one
        acting at the card on show (the seat taking the pizzas out, or the owner of the order)."""
        if view.phase == Phase.PLAY:
            return view.current_player, ""
        if view.phase == Phase.REVEAL and self.actor is not None:
            return self.actor
        return -1, ""

    def hide_hand(self) -> None:
        self.hand_seat = -1
        self.scene.hand.clear()

    def play_lines(self, view: PlayerView) -> list[str]:
        """Memory aid: this round's plays as announced."""
        return [
            describe_play(self.names[seat], kind, count, order >= 0)
            for seat, kind, count, order in view.round_plays
        ]

    def _status(self, view: PlayerView) -> None:
        """The status line: the round and its phase, and who is to play ("your turn" for the person
        at the screen: the one person against computers, or the hot-seat player whose hand is shown)."""
        phase, round_, rounds = view.phase, view.round, view.rules.rounds
        turn = whose_turn(round_, rounds, view.current_player, self.controller.display_seat())

        def text() -> list[str]:
            if phase == Phase.OVER:
                return [QCoreApplication.translate("Table", "Game over")]
            if phase == Phase.REVEAL:
                return [
                    QCoreApplication.translate(
                        "Table", "Round {round} of {rounds} · taking the pizzas out of the oven"
                    ).format(round=round_, rounds=rounds)
                ]
            return [said_text(turn, self.names, ())]

        self.scene.status.set_lines(text, "status_text")

    # ------------------------------------------------------------------ events
    def _queue_event(self, e: ev.Event, nxt: ev.Event | None) -> None:
        """Queue the step that shows ``e`` (``nxt``, the event after it, may change its wording)."""
        handler = HANDLERS.get(type(e))
        if handler is not None:
            self.scene.queue(lambda: self._show(handler, e, nxt))

    def _show(self, handler: Handler, e: ev.Event, nxt: ev.Event | None) -> None:
        """The step of ``e``: the watchers first (one may hold the script for a question, and the
        event shows after), then its motions and its sound (``ui/sound.py``) as it is shown."""
        for watch in self.watchers:
            watch(e)
        if self.scene.held:
            self.scene.queue_front(lambda: self._step(handler, e, nxt))
        else:
            self._step(handler, e, nxt)

    def _step(self, handler: Handler, e: ev.Event, nxt: ev.Event | None) -> None:
        handler(self, e, nxt)
        self.sound(e)

    def _on_round_started(self, e: ev.RoundStarted, nxt: ev.Event | None) -> None:
        s = self.scene
        s.reveal.clear_order()
        s.caption.set_lines([])
        s.oven.set_oven(0, None)
        s.reveal.set_columns(e.carried)
        s.reveal.used.set_state(0, None)
        s.oven.set_supply(e.supply)
        self._tell(e)
        s.animator.wait(PAUSE_MS)

    def _on_ingredients_played(self, e: ev.IngredientsPlayed, nxt: ev.Event | None) -> None:
        self._tell(e)
        self._played = (e.seat, self._said(e))
        s = self.scene
        to = s.oven.oven_pos()
        count = s.oven.oven.count + e.count
        for i, card in enumerate(self._from_seat(e.seat, e.kind, e.count)):
            self._fly(card, to, width=s.lay.u, face_up=True, delay=i * 70, remove=True)
        s.animator.wait(1, on_done=lambda: s.oven.set_oven(count, s.oven.face_of(e.kind)))

    def _on_order_played(self, e: ev.OrderPlayed, nxt: ev.Event | None) -> None:
        """The order joins the turn's ingredients on the banner (a pass shows it alone)."""
        seat, played = self._played
        self._tell(e, before=played if seat == e.seat else None)
        self._played = (-1, None)
        s = self.scene
        card = s.hand.take_order(e.order) if e.seat == self.hand_seat else None
        if card is None:
            card = self._order_card(e.order, s.panels[e.seat].hand_point(), face_up=True)
            card.cardWidth = s.lay.u * 0.4
        count = s.oven.oven.count + 1
        self._fly(card, s.oven.oven_pos(), width=s.lay.u, face_up=True, remove=True)
        s.animator.wait(1, on_done=lambda: s.oven.set_oven(count, s.oven.face_of(ORDER_BASE + e.order)))

    def _on_passed(self, e: ev.Passed, nxt: ev.Event | None) -> None:
        self._tell(e)
        self._played = (e.seat, self._said(e))

    def _on_cards_drawn(self, e: ev.CardsDrawn, nxt: ev.Event | None) -> None:
        s = self.scene
        panel = s.panels[e.seat]
        origin = s.oven.supply_pos() if e.source == "supply" else panel.waiter_point()
        if e.source == "supply":
            s.oven.set_supply(max(0, s.oven.supply.count - e.count))
        if e.seat == self.hand_seat:
            counts = tuple(a + b for a, b in zip(s.hand.ingredient_counts(), e.ingredients, strict=False))
            s.hand.set_hand(counts, s.hand.orders() + list(e.orders), origin)
            return
        if e.source == "supply":
            back = "back:ingredient"
        else:
            back = f"back:order:{self.controller.setup.rules.colours[e.seat]}"
        for i in range(e.count):
            card = self._card(back, back, s.lay.u * 0.6, origin)
            self._fly(card, panel.hand_point(), width=s.lay.u * 0.3, delay=i * 60, remove=True)

    def _on_mamma_mia_taken(self, e: ev.MammaMiaTaken, nxt: ev.Event | None) -> None:
        s = self.scene
        self._tell(e, "news")
        if not e.at_deal:
            s.oven.set_supply(max(0, s.oven.supply.count - 1))
        card = self._card("mamma_mia", "back:ingredient", s.lay.u, s.oven.supply_pos(), face_up=False)
        self._fly(card, s.panels[e.seat].mm_point(), width=s.lay.u * 0.3, face_up=True, remove=True)

    def _on_round_ended(self, e: ev.RoundEnded, nxt: ev.Event | None) -> None:
        s = self.scene
        self._set_actor(-1, "")
        s.reveal.clear_order()
        s.caption.set_lines([])
        s.oven.set_remaining(0)
        self._tell(e, "news")
        used = s.reveal.used
        if used.count:
            card = self._card("back:ingredient", "back:ingredient", used.width, used.top_pos())
            used.set_state(0, None)
            self._fly(card, s.oven.supply_pos(), width=s.lay.u, remove=True,
                      then=lambda: s.oven.set_supply(e.supply))  # fmt: skip
        else:
            s.oven.set_supply(e.supply)

    def _on_game_ended(self, e: ev.GameEnded, nxt: ev.Event | None) -> None:
        self._tell(e, "news")


Handler = Callable[[Director, Any, ev.Event | None], None]

HANDLERS: dict[type, Handler] = {
    ev.RoundStarted: Director._on_round_started,
    ev.IngredientsPlayed: Director._on_ingredients_played,
    ev.OrderPlayed: Director._on_order_played,
    ev.Passed: Director._on_passed,
    ev.CardsDrawn: Director._on_cards_drawn,
    ev.MammaMiaTaken: Director._on_mamma_mia_taken,
    ev.PhaseOneEnded: CardMotions._on_phase_one_ended,
    ev.IngredientRevealed: CardMotions._on_ingredient_revealed,
    ev.OrderRevealed: CardMotions._on_order_revealed,
    ev.KindsChosen: CardMotions._on_kinds_chosen,
    ev.HelpAsked: CardMotions._on_help_asked,
    ev.HelpDeclined: CardMotions._on_help_declined,
    ev.HelpGiven: CardMotions._on_help_given,
    ev.OrderDelivered: CardMotions._on_order_delivered,
    ev.OrderReturned: CardMotions._on_order_returned,
    ev.RoundEnded: Director._on_round_ended,
    ev.GameEnded: Director._on_game_ended,
}
"""How the table shows each event: every event type of ``engine/events.py`` is here or in ``IGNORED``."""

IGNORED: frozenset[type] = frozenset()
"""The event types the table shows nothing of (none: every event is seen on the table)."""
