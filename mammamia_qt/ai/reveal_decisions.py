"""The thinking players' answers in a reveal: which kinds, whether to complete, ask for help or help.

Each function takes the player first (a ``ThinkingPlayer``, ``thinking.py``) and is one of the
``HeuristicPlayer``'s methods (``heuristic.py`` binds them: ``_choose``, ``_complete``,
``_ask_help``, ``_help``...); like the rest of the player, they read the seat's view alone.
"""

from __future__ import annotations

import math

from ..engine import reveal as rv
from ..engine.actions import NO_KIND, Action, AskHelp, Choose, Complete, Help
from ..engine.cards import OrderType
from ..engine.view import PlayerView
from .forecast import ForecastFacts, best_choice, forecast
from .thinking import ThinkingPlayer


def later_value(
    player: ThinkingPlayer, view: PlayerView, t: ForecastFacts, cols: list[int], hand: list[int]
) -> float:
    """My later orders in the oven minus a share of the others', from ``cols`` on."""
    f = forecast(
        t,
        cols,
        player._remaining(view),
        hand,
        others_consume=player.profile.others_consume,
        others_topup=player.profile.others_topup,
    )
    mine = sum(o.chance for o in f.outcomes if o.owner == view.seat)
    theirs = sum(o.chance for o in f.outcomes if o.owner != view.seat)
    return mine - theirs / max(1, len(view.colours) - 1)


def choose_kinds(player: ThinkingPlayer, view: PlayerView) -> Action:
    """The kinds an order is checked with (a Minimale's, a joker's): the best-scored choice."""
    t = player._table(view)
    pend = view.pending
    assert pend is not None
    card = view.orders[pend.order]
    hand = list(view.hand_ingredients)
    cols = list(view.columns)
    scored: list[tuple[float, Action]] = []
    for action in view.legal_actions:
        assert isinstance(action, Choose)
        need = rv.requirement(card, action.kinds, t.minimale_n)
        short = rv.shortfall(need, cols)
        missing = sum(max(0, s - h) for s, h in zip(short, hand, strict=True))
        if missing == 0:
            score = 1.0 - 0.04 * sum(short)
            left = [c - (n - s) for c, n, s in zip(cols, need, short, strict=True)]
            h2 = [h - s for h, s in zip(hand, short, strict=True)]
        else:
            score = (0.45 if t.helping else 0.0) * (0.7**missing)
            left, h2 = cols, hand
        if player.profile.waiter_sense:
            score += 0.5 * later_value(player, view, t, left, h2)
        scored.append((score, action))
    return player._pick(scored)


def complete_order(player: ThinkingPlayer, view: PlayerView) -> Action:
    """Whether to top an order up from the hand, and for a Bombastica with which cards."""
    accepts = [a for a in view.legal_actions if isinstance(a, Complete) and a.accept]
    if not accepts:
        return view.legal_actions[0]
    balk = player.profile.balk_rate
    if balk and sum(accepts[0].give) > 3 and player.rng.random() < balk:
        return Complete(False, ())
    if len(accepts) == 1:
        return accepts[0]
    # Bombastica: give the cards least worth keeping.
    t = player._table(view)
    personal = player._personal(view)
    hand = list(view.hand_ingredients)
    needed = [0] * 6
    for o in view.hand_orders:
        c = view.orders[o]
        if c.type is not OrderType.BOMBASTICA:
            _, short, _ = best_choice(c, [0] * 6, hand, t)
            for k in range(6):
                needed[k] = max(needed[k], short[k] if short else 0)
    worth = [0.12 * min(1, needed[k]) + (0.1 if k == personal else 0.0) for k in range(6)]
    scored: list[tuple[float, Action]] = []
    for a in accepts:
        left = [h - g for h, g in zip(hand, a.give, strict=True)]
        s = sum(worth[k] * min(left[k], max(needed[k], 1)) for k in range(6))
        if player.profile.waiter_sense:
            s += 0.5 * later_value(player, view, t, [0] * 6, left)
        scored.append((s, a))
    best = max(range(len(scored)), key=lambda i: scored[i][0])
    return scored[best][1]


def unseen_cards(player: ThinkingPlayer, view: PlayerView) -> list[int]:
    """Per kind, the cards this seat cannot place: not in hand, not face up, not in the remaining oven."""
    per_kind = view.edition_rules.per_kind
    unseen = [per_kind - view.removed[k] if k < view.kinds else 0 for k in range(6)]
    for k in range(6):
        unseen[k] -= view.hand_ingredients[k] + view.columns[k]
    for _, kind, count, _ in player._remaining(view):
        if kind != NO_KIND:
            unseen[kind] -= count
    return [max(0, u) for u in unseen]


def help_chance(
    player: ThinkingPlayer, view: PlayerView, request: tuple[int, ...], unseen: list[int]
) -> float:
    """Chance that some able player holds every card of ``request`` (binomial guess per seat)."""
    total = max(1, sum(unseen))
    miss = 1.0
    for seat in range(len(view.colours)):
        if seat == view.seat or not view.waiter_sizes[seat]:
            continue
        h = max(0, view.hand_sizes[seat] - 1)
        p_all = 1.0
        for k, r in enumerate(request):
            if r:
                p_all *= at_least(h, unseen[k] / total, r)
        miss *= 1.0 - p_all
    return 1.0 - miss


def ask_help(player: ThinkingPlayer, view: PlayerView) -> Action:
    """The help request likeliest to be answered, or none."""
    if player.rng.random() >= player.profile.ask_rate:
        return AskHelp(())
    legal = view.legal_actions
    pend = view.pending
    assert pend is not None
    unseen = unseen_cards(player, view)
    if isinstance(legal, rv.BombasticaRequests):
        candidates = bomb_requests(player, legal, unseen)
    else:
        candidates = [a.request for a in legal if isinstance(a, AskHelp) and a.request]
    if not candidates:
        return AskHelp(())
    if player.profile.asks_at_random:
        return AskHelp(candidates[player.rng.randrange(len(candidates))])
    best = max(candidates, key=lambda r: (help_chance(player, view, r, unseen) - 0.01 * sum(r), r))
    return AskHelp(best)


def bomb_requests(
    player: ThinkingPlayer, legal: rv.BombasticaRequests, unseen: list[int]
) -> list[tuple[int, ...]]:
    """A few sensible Bombastica requests: the smallest sizes, heaped on the commonest kinds."""
    out: list[tuple[int, ...]] = []
    order = sorted(range(len(legal.caps)), key=lambda k: -unseen[k])
    for size in range(legal.lo, min(legal.hi, legal.lo + 2) + 1):
        for first in order[:3]:
            req = [0] * len(legal.caps)
            left = size
            for k in [first, *[k for k in order if k != first]]:
                n = min(left, legal.caps[k])
                req[k] += n
                left -= n
            if left == 0 and AskHelp(tuple(req)) in legal:
                out.append(tuple(req))
    return out


def answer_help(player: ThinkingPlayer, view: PlayerView) -> Action:
    """Hand over the requested cards, unless the profile declines or they are worth more kept."""
    pend = view.pending
    assert pend is not None
    if player.rng.random() >= player.profile.help_rate:
        return Help(False)
    if player.profile.waiter_sense:
        t = player._table(view)
        hand = list(view.hand_ingredients)
        after = [h - r for h, r in zip(hand, pend.request, strict=True)]
        cols = list(view.columns)
        loss = later_value(player, view, t, cols, hand) - later_value(player, view, t, cols, after)
        if loss >= 1.0:
            return Help(False)
    return Help(True)


def at_least(n: int, q: float, r: int) -> float:
    """P(Binomial(n, q) >= r)."""
    if r <= 0:
        return 1.0
    if r > n or q <= 0.0:
        return 0.0
    below = 0.0
    for i in range(r):
        below += math.comb(n, i) * q**i * (1 - q) ** (n - i)
    return max(0.0, 1.0 - below)
