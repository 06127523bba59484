"""The greedy playouts the searching players value their choices by (``search.py``, ``master.py``).

A ``Playout`` is one sampled world (``engine/worlds.py``) played out to the end of the round with a
fast greedy policy for every seat, reveal included, beside a running forecast of what the oven
will leave. ``playout_value`` scores the result for one seat: the orders delivered this round
against the others' mean, plus what its hand promises for the next round; in the last round, by
winning. The playouts run on the sampled worlds only, never on the real game state.
"""

from __future__ import annotations

from ..engine import playout_ops as ops
from ..engine import reveal as rv
from ..engine import turns
from ..engine.actions import NO_DRAW, NO_KIND, NO_ORDER, SUPPLY, WAITER, Play
from ..engine.cards import OrderCard, OrderType
from ..engine.ids import Phase
from ..engine.state import ORDER_BASE, GameState
from .heuristic import HAND_DECAY, READY

BIG = 99


class PlayoutState(GameState):
    """A sampled world whose phase 1 stops at its end: the playout reveals the oven itself."""

    stop_at_reveal = True


class Playout:
    """One world played out: the greedy policy for every seat and a running forecast of the oven.

    ``cols`` is what the oven would leave face up if revealed now, with every order placed so far
    delivered or failed as the policy expects; ``reserved`` holds the hand cards each seat keeps
    back to top its placed orders up.
    """

    __slots__ = ("world", "cols", "reserved", "minimale_n", "checked", "doubts")

    checked_default = False
    """Whether turns go through the engine's legality check (tests switch it on)."""

    def __init__(self, world: GameState, cols: list[int], reserved: list[list[int]]) -> None:
        self.world = world
        self.cols = cols
        self.reserved = reserved
        self.minimale_n = world.edition_rules.minimale_n
        self.checked = Playout.checked_default
        self.doubts = 0

    @classmethod
    def start(cls, world: GameState, me: int = -1) -> Playout:
        """The forecast of the oven so far; ``doubts`` counts the orders others placed in it that
        this world's hands could not complete (``me``'s own are not counted)."""
        p = cls(world, list(world.carried), [[0] * 6 for _ in range(world.n)])
        for seat, kind, count, order in world.round_plays:
            if kind != NO_KIND:
                p.cols[kind] += count
            if order != NO_ORDER and not p._settle(seat, order) and seat != me:
                p.doubts += 1
        return p

    def copy(self) -> Playout:
        return Playout(self.world.clone(), list(self.cols), [list(r) for r in self.reserved])

    # ------------------------------------------------------------------ the forecast
    def _fit(self, seat: int, order: int, cols: list[int]) -> tuple[list[int], tuple[int, ...], int]:
        """The owner's best kinds for ``order`` on ``cols``: (need, shortfall, cards missing after hand)."""
        w = self.world
        card = w.orders[order]
        hand = w.hand_ing[seat]
        res = self.reserved[seat]
        forbidden = card.forbidden
        if forbidden is not None and cols[forbidden] > 0:
            return [], (), BIG
        if card.type is OrderType.BOMBASTICA:
            missing = max(0, rv.BOMBASTICA_MIN - sum(cols))
            spare = sum(hand) - sum(res)
            return [], (missing,), max(0, missing - spare)
        options = _needs(card, w.kinds, self.minimale_n)
        if options is None:  # Minimale: the fewest face-up kind
            chosen = rv.choice_options(card, cols, w.kinds, self.minimale_n)
            if chosen == [()]:
                return [], (), BIG
            options = [rv.requirement(card, c, self.minimale_n) for c in chosen]
        best_need: list[int] = options[0]
        best_short: tuple[int, ...] = ()
        best_missing = best_total = BIG
        for need in options:
            short = [0] * 6
            missing = total = 0
            for k in range(6):
                n = need[k]
                if n:
                    s = n - cols[k]
                    if s > 0:
                        short[k] = s
                        total += s
                        a = hand[k] - res[k]
                        if s > a:
                            missing += s - (a if a > 0 else 0)
            if missing < best_missing or (missing == best_missing and total < best_total):
                best_need, best_short, best_missing, best_total = need, tuple(short), missing, total
        return best_need, best_short, best_missing

    def _settle(self, seat: int, order: int) -> bool:
        """Resolve a placed order in the forecast: take its cards, or let it fail (False)."""
        need, short, missing = self._fit(seat, order, self.cols)
        if missing:
            return False
        res = self.reserved[seat]
        if not need:  # Bombastica: everything face up goes, the rest from hand
            left = short[0]
            hand = self.world.hand_ing[seat]
            while left > 0:
                k = max(range(6), key=lambda i: hand[i] - res[i])
                res[k] += 1
                left -= 1
            self.cols = [0] * 6
            return True
        cols = self.cols
        for k in range(6):
            if need[k]:
                cols[k] -= need[k] - short[k]
                res[k] += short[k]
        return True

    # ------------------------------------------------------------------ the greedy policy
    def turn(self) -> Play:
        """The greedy policy's turn for the seat to play."""
        w = self.world
        seat = w.current
        hand = w.hand_ing[seat]
        orders = w.hand_orders[seat]
        if not any(hand):
            return self._draw_only(seat)
        avail = [h - r if h > r else 0 for h, r in zip(hand, self.reserved[seat])]
        if not any(avail):
            avail = list(hand)
        best_order, best_short, needed = self._cash_in(seat)
        kind, count = NO_KIND, 0
        if best_order != NO_ORDER and w.orders[best_order].type is not OrderType.BOMBASTICA:
            kind, count = _under_the_order(best_short, avail)
        if kind == NO_KIND:
            kind, count = _spare_kind(hand, avail, needed)
        size = sum(hand) + len(orders) - count - (best_order != NO_ORDER)
        orders_after = len(orders) - (best_order != NO_ORDER)
        draw, got = self._draw(seat, size, orders_after)
        return Play(kind, count, best_order, draw, got)

    def _draw_only(self, seat: int) -> Play:
        """A turn with no ingredient in hand: draw from the supply (the waiter if holding no order)."""
        w = self.world
        legal = w.legal_actions()
        want = SUPPLY if w.hand_orders[seat] or not w.waiter[seat] else WAITER
        for a in legal:
            if isinstance(a, Play) and a.draw == want and a.order == NO_ORDER:
                return a
        return legal[0]  # type: ignore[return-value]

    def _cash_in(self, seat: int) -> tuple[int, tuple[int, ...], list[int]]:
        """The order in hand that the oven plus the hand can complete most cheaply (its shortfall),
        and per kind the most any order in hand still misses (at least one of the personal kind)."""
        best_order = NO_ORDER
        best_cost = BIG
        best_short: tuple[int, ...] = ()
        needed = [0] * 6
        for o in self.world.hand_orders[seat]:
            need, short, missing = self._fit(seat, o, self.cols)
            if missing == 0:
                cost = sum(short)
                if cost < best_cost:
                    best_order, best_cost, best_short = o, cost, short
            if need:
                for k in range(6):
                    if short[k] > needed[k]:
                        needed[k] = short[k]
        personal = self.world.personal[seat]
        if needed[personal] < 1:
            needed[personal] = 1
        return best_order, best_short, needed

    def _draw(self, seat: int, size: int, orders_after: int) -> tuple[str, int]:
        w = self.world
        need = turns.draw_room(w, size)
        if need <= 0:
            return NO_DRAW, 0
        waiter = len(w.waiter[seat])
        supply_ok = not w.one_lap and w.supply
        if waiter and (orders_after == 0 or not supply_ok):
            return WAITER, min(need, waiter)
        if supply_ok:
            return SUPPLY, min(need, max(1, w.supply_hand_cards()))
        return NO_DRAW, 0

    def play(self, action: Play) -> None:
        """Apply a turn to the world and the forecast."""
        w = self.world
        seat = w.current
        if action.kind != NO_KIND:
            self.cols[action.kind] += action.count
            res = self.reserved[seat]
            left = w.hand_ing[seat][action.kind] - action.count
            if res[action.kind] > left:
                res[action.kind] = left
        if self.checked:
            w.apply(action)
        else:  # the greedy policy's turns are legal by construction: skip the engine's enumeration
            w.playout_turn(action)
        if action.order != NO_ORDER:
            self._settle(seat, action.order)

    # ------------------------------------------------------------------ the reveal
    def reveal(self, face_up: list[int] | None = None) -> list[int]:
        """Reveal the oven as the engine would, every owner deciding greedily; the columns left.

        The columns start from ``face_up`` (by default the carried-over ingredients at the oven's
        bottom). Owners take the kinds that suit their hand, always top up when they can, and
        (Plus) ask for exactly what they lack; the first able player clockwise helps and takes
        the reward. The world changes through the engine's quick reveal (``playout_ops``) only.
        """
        w = self.world
        cols = list(w.carried if face_up is None else face_up)
        for card_code in w.oven:
            if card_code < ORDER_BASE:
                cols[card_code] += 1
            else:
                cols = self._reveal_order(card_code - ORDER_BASE, cols)
        return cols

    def _reveal_order(self, order: int, cols: list[int]) -> list[int]:
        """One order out of the oven, delivered or given back; the columns after it."""
        w = self.world
        card = w.orders[order]
        owner = w.colours.index(card.colour)
        if card.forbidden is not None and cols[card.forbidden] > 0:
            ops.give_back(w, owner, order)
            return cols
        if card.type is OrderType.BOMBASTICA:
            return self._reveal_bombastica(order, owner, cols)
        best = self._reveal_need(card, cols, w.hand_ing[owner])
        if best is None:
            ops.give_back(w, owner, order)
        else:
            self._top_up(order, owner, best[0], best[1] == 0, cols)
        return cols

    def _reveal_bombastica(self, order: int, owner: int, cols: list[int]) -> list[int]:
        """The owner tops a Bombastica up from the kinds held most if it can (the columns empty)."""
        w = self.world
        hand = w.hand_ing[owner]
        missing = rv.BOMBASTICA_MIN - sum(cols)
        if missing > sum(hand):
            ops.give_back(w, owner, order)
            return cols
        ops.deliver(w, owner, order, rv.take_any(hand, missing))
        return [0] * 6

    def _reveal_need(self, card: OrderCard, cols: list[int], hand: list[int]) -> tuple[list[int], int] | None:
        """The owner's pick of what ``card`` needs, the hand covering most (then the columns):
        the need and the cards missing after the hand; None if no kind can be chosen."""
        options = _needs(card, self.world.kinds, self.minimale_n)
        if options is None:
            chosen = rv.choice_options(card, cols, self.world.kinds, self.minimale_n)
            if chosen == [()]:
                return None
            options = [rv.requirement(card, c, self.minimale_n) for c in chosen]
        best: list[int] = options[0]
        best_key = (BIG, BIG)
        for need in options:
            missing = total = 0
            for k in range(6):
                s = need[k] - cols[k]
                if s > 0:
                    total += s
                    if s > hand[k]:
                        missing += s - hand[k]
            if missing < best_key[0] or (missing == best_key[0] and total < best_key[1]):
                best, best_key = need, (missing, total)
        return best, best_key[0]

    def _top_up(self, order: int, owner: int, need: list[int], covered: bool, cols: list[int]) -> None:
        """Deliver ``order`` from the columns and the owner's hand (``covered``), or with the first
        able helper's cards, or give it back; ``cols`` loses what the order takes."""
        w = self.world
        hand = w.hand_ing[owner]
        short = [max(0, need[k] - cols[k]) for k in range(6)]
        if covered:
            for k in range(6):
                cols[k] -= need[k] - short[k]
            ops.deliver(w, owner, order, short)
            return
        request = [max(0, short[k] - hand[k]) for k in range(6)]
        helper = self._helper(owner, request) if w.helping else -1
        if helper < 0:
            ops.give_back(w, owner, order)
            return
        for k in range(6):
            cols[k] -= need[k] - short[k]
        ops.deliver_helped(w, owner, order, [short[k] - request[k] for k in range(6)], helper, request)

    def _helper(self, owner: int, request: list[int]) -> int:
        """The first seat clockwise from ``owner`` with a waiter and ``request`` in hand (-1: none)."""
        w = self.world
        n = w.n
        for step in range(1, n):
            seat = (owner + step) % n
            other = w.hand_ing[seat]
            if w.waiter[seat] and all(other[k] >= request[k] for k in range(6)):
                return seat
        return -1

    def run(self) -> list[int]:
        """Play on to the end of this round's phase 1, then reveal; the columns carried over."""
        w = self.world
        guard = 0
        while w.phase == Phase.PLAY and guard < 400:
            self.play(self.turn())
            guard += 1
        if w.phase == Phase.PLAY:  # pragma: no cover - a playout that would not end
            return list(w.carried)
        return self.reveal()


def _under_the_order(short: tuple[int, ...], avail: list[int]) -> tuple[int, int]:
    """The shortfall's largest kind the hand can give, to go in right under the order (or none)."""
    k = max(range(6), key=lambda i: (min(short[i], avail[i]), -i))
    if short[k] and avail[k]:
        return k, min(short[k], avail[k])
    return NO_KIND, 0


def _spare_kind(hand: list[int], avail: list[int], needed: list[int]) -> tuple[int, int]:
    """The kind held most beyond what the orders need, all of the excess (at least one card)."""
    excess = [avail[k] - needed[k] for k in range(6)]
    k = max(range(6), key=lambda i: (excess[i], avail[i], -i))
    if avail[k] > 0:
        return k, max(1, excess[k])
    return max(range(6), key=lambda i: hand[i]), 1


_NEEDS: dict[tuple[str, int, int], list[list[int]] | None] = {}


def _needs(card: OrderCard, kinds: int, minimale_n: int) -> list[list[int]] | None:
    """Every requirement a card can be fulfilled with (None: Minimale, decided by the columns)."""
    key = (card.id, kinds, minimale_n)
    if key not in _NEEDS:
        if card.type is OrderType.MINIMALE:
            _NEEDS[key] = None
        elif rv.needs_choice(card):
            choices = rv.choice_options(card, [0] * 6, kinds, minimale_n)
            _NEEDS[key] = [rv.requirement(card, c, minimale_n) for c in choices]
        else:
            _NEEDS[key] = [rv.requirement(card, (), minimale_n)]
    return _NEEDS[key]


def hand_promise(world: GameState, seat: int, cols: list[int]) -> float:
    """What the orders in a hand promise for the next round, against the carried-over columns."""
    hand = world.hand_ing[seat]
    values: list[float] = []
    for o in world.hand_orders[seat]:
        card = world.orders[o]
        if card.type is OrderType.BOMBASTICA:
            missing = max(0, rv.BOMBASTICA_MIN - sum(cols) - sum(hand))
        elif card.forbidden is not None and cols[card.forbidden] > 0:
            missing = 4
        else:
            if rv.needs_choice(card):
                options = rv.choice_options(card, cols, world.kinds, world.minimale_n)
                if options == [()]:
                    options = rv.choice_options(card, [1] * 6, world.kinds, world.minimale_n)
            else:
                options = [()]
            missing = BIG
            for chosen in options:
                need = rv.requirement(card, chosen, world.minimale_n)
                m = sum(max(0, n - c - h) for n, c, h in zip(need, cols, hand))
                missing = min(missing, m)
        values.append(READY[min(missing, len(READY) - 1)])
    values.sort(reverse=True)
    return sum(v * HAND_DECAY[min(i, len(HAND_DECAY) - 1)] for i, v in enumerate(values))


def playout_value(world: GameState, me: int, before: list[int], cols: list[int], future: float) -> float:
    """A played-out round from ``me``'s side: orders won against the others', or the game's result."""
    n = world.n
    got = [len(world.delivered[s]) - before[s] for s in range(n)]
    if world.round >= world.edition_rules.rounds:
        totals = [len(d) for d in world.delivered]
        top = max(totals)
        tied = [s for s in range(n) if totals[s] == top]
        if len(tied) > 1:
            most = max(sum(world.hand_ing[s]) for s in tied)
            tied = [s for s in tied if sum(world.hand_ing[s]) == most]
        share = 1.0 / len(tied) if me in tied else 0.0
        best_other = max(totals[s] for s in range(n) if s != me)
        margin = max(-2, min(2, totals[me] - best_other))
        return share + 0.1 * margin + 0.002 * sum(world.hand_ing[me])
    others = (sum(got) - got[me]) / (n - 1)
    value = got[me] - others
    if future:
        value += future * hand_promise(world, me, cols) + 0.01 * sum(world.hand_ing[me])
    return value
