"""A game's frame: setup and deal, the end of a round and the end of the game.

Each function takes the table (``table.py``) first: ``GameState.new_game`` deals with ``deal``,
the reveal (``reveal_flow.py``) ends a round here when the oven is empty.
"""

from __future__ import annotations

from .cards import MAMMA_MIA_CARD
from .events import Event, GameEnded, MammaMiaTaken, RoundEnded, RoundStarted
from .ids import Phase, Tiebreak
from .table import Table


def deal(state: Table) -> list[Event]:
    """Deal the hands, lay out the supply and the waiters, and pick the start player."""
    er, rng, n = state.edition_rules, state.rng, state.n
    events: list[Event] = []
    removed = er.removed
    pool: list[int] = []
    for k in range(state.kinds):
        state.removed[k] = removed
        pool.extend([k] * (er.per_kind - removed))
    mm_in_deal = state.classic and state.rules.mm_card_in_deal
    if mm_in_deal:
        pool.append(MAMMA_MIA_CARD)
    rng.shuffle(pool)
    for _ in range(er.dealt):
        for seat in range(n):
            card = pool.pop()
            while card == MAMMA_MIA_CARD:  # laid out at once, replaced
                state.mm_holder = seat
                events.append(MammaMiaTaken(seat, at_deal=True))
                card = pool.pop()
            state.hand_ing[seat][card] += 1
    if state.classic and not mm_in_deal:
        pool.append(MAMMA_MIA_CARD)
        rng.shuffle(pool)
    state.supply = pool
    state.mm_in_supply = MAMMA_MIA_CARD in pool
    for seat in range(n):
        waiter = list(state.order_decks[seat])
        rng.shuffle(waiter)
        state.hand_orders[seat].append(waiter.pop())
        state.waiter[seat] = waiter
    start = state.rules.start_player
    state.start_player = start if start is not None else rng.below(n)
    state.current = state.start_player
    events.append(RoundStarted(1, state.start_player, tuple(state.carried), len(state.supply), False))
    return events


def end_round(state: Table, events: list[Event]) -> None:
    """The oven is empty: what stays face up carries over, the rest becomes the supply."""
    state.carried = list(state.columns)
    supply = [k for k in range(6) for _ in range(state.used[k])]
    if state.classic:
        supply.append(MAMMA_MIA_CARD)
        state.mm_holder = None
    state.rng.shuffle(supply)
    state.supply = supply
    state.mm_in_supply = state.classic
    state.used = [0] * 6
    state.oven = []
    state.past_rounds.append(tuple(state.round_delivered))
    events.append(
        RoundEnded(
            state.round,
            tuple(state.round_delivered),
            tuple(state.round_returned),
            tuple(state.carried),
            len(state.supply),
        )
    )
    if state.round >= state.edition_rules.rounds:
        end_game(state, events)
        return
    state.round += 1
    state.phase = Phase.PLAY
    state.start_player = state.evaluator
    state.current = state.start_player
    state.one_lap = not state.supply
    state.lap_turns = 0
    state.round_plays = []
    state.round_delivered = [0] * state.n
    state.round_returned = [0] * state.n
    state.columns = [0] * 6
    events.append(
        RoundStarted(state.round, state.start_player, tuple(state.carried), len(state.supply), state.one_lap)
    )


def end_game(state: Table, events: list[Event]) -> None:
    """The last round is over: the most pizzas delivered win; a tie goes to the most ingredients in hand."""
    state.phase = Phase.OVER
    counts = [len(d) for d in state.delivered]
    best = max(counts)
    tied = [s for s in range(state.n) if counts[s] == best]
    tiebreak = Tiebreak.NONE
    if len(tied) > 1:
        most = max(sum(state.hand_ing[s]) for s in tied)
        tied = [s for s in tied if sum(state.hand_ing[s]) == most]
        tiebreak = Tiebreak.HAND if len(tied) == 1 else Tiebreak.SHARED
    state.winners = tuple(tied)
    state.tiebreak = tiebreak
    events.append(GameEnded(state.winners, tuple(counts), tiebreak))
