"""Phase 2 arithmetic: what a revealed order needs, the choices it leaves open, the shortfall.

Pure functions over count tuples (index = ingredient kind); the flow lives in ``state.py``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations, product
from operator import ge

from .actions import AskHelp
from .cards import OrderCard, OrderType

BOMBASTICA_MIN = 15

# The order types under plain names: reaching an Enum member through its class costs more than the
# arithmetic around it, and the reveal asks for them for every order it turns.
NORMALE, MINIPIZZA, BOMBASTICA = OrderType.NORMALE, OrderType.MINIPIZZA, OrderType.BOMBASTICA
MONOTONI, MONOTONI_JUNIOR, MINIMALE = OrderType.MONOTONI, OrderType.MONOTONI_JUNIOR, OrderType.MINIMALE
GHIOTTONA, MAMMA_MIA = OrderType.GHIOTTONA, OrderType.MAMMA_MIA
CHOICE_TYPES = frozenset({MONOTONI, GHIOTTONA, MONOTONI_JUNIOR, MAMMA_MIA, MINIMALE})
FIXED_TYPES = frozenset({NORMALE, MINIPIZZA})
"""Orders whose recipe is printed on the card (``OrderCard.needs``)."""
"""The order types that leave kinds open for their owner to choose."""
ANY = -1
"""Where a Bombastica's need is 'any kinds', its requirement is ``{ANY: missing}``."""


def choice_options(card: OrderCard, columns: list[int], kinds: int, minimale_n: int) -> list[tuple[int, ...]]:
    """The kind choices the owner must make for ``card``, or [] when nothing is left open.

    For Minimale, a single candidate needs no choice (it is returned as the only option);
    no candidate at all returns [()] which means the order cannot be completed.
    """
    t = card.type
    p = card.personal
    if t is MONOTONI:
        return [(k,) for k in range(kinds) if k != p]
    if t is GHIOTTONA:
        return list(combinations([k for k in range(kinds) if k != p], 2))
    if t is MONOTONI_JUNIOR:
        return [(k,) for k in range(kinds) if k != card.forbidden]
    if t is MAMMA_MIA:
        assert card.either is not None
        return [(card.either[0],), (card.either[1],)]
    if t is MINIMALE:
        candidates = [k for k in range(kinds) if k != p and columns[k] > 0]
        if not candidates:
            return [()]
        fewest = min(columns[k] for k in candidates)
        return [(k,) for k in candidates if columns[k] == fewest]
    return []


def needs_choice(card: OrderCard) -> bool:
    return card.type in CHOICE_TYPES


def forbidden_showing(card: OrderCard, columns: list[int]) -> bool:
    """Monotoni junior and Minipizza fail at once when their forbidden kind is face up."""
    return card.forbidden is not None and columns[card.forbidden] > 0


def requirement(card: OrderCard, chosen: tuple[int, ...], minimale_n: int) -> list[int]:
    """Counts per kind the order needs (6 long). Bombastica is handled by the caller."""
    t = card.type
    if t is NORMALE or t is MINIPIZZA:
        return list(card.needs)
    need = [0] * 6
    if t is MONOTONI:
        need[card.personal] = 1
        need[chosen[0]] = 6
    elif t is MINIMALE:
        need[card.personal] = 1
        need[chosen[0]] = minimale_n
    elif t is GHIOTTONA:
        need[card.personal] = 1
        need[chosen[0]] = 4
        need[chosen[1]] = 4
    elif t is MONOTONI_JUNIOR:
        need[chosen[0]] = 5
    elif t is MAMMA_MIA:
        need[card.personal] = 1
        need[chosen[0]] = 5
    return need


def shortfall(need: list[int], columns: list[int]) -> tuple[int, ...]:
    return tuple([n - c if n > c else 0 for n, c in zip(need, columns)])


def covers(hand: list[int], counts: tuple[int, ...] | list[int]) -> bool:
    return all(map(ge, hand, counts))


def multisets(size: int, caps: list[int]) -> list[tuple[int, ...]]:
    """All count tuples summing to ``size`` with each entry at most its cap, the first entry largest
    first, then the next... Each entry takes at least what the kinds after it cannot hold, so no
    branch is followed that cannot reach the sum."""
    out: list[tuple[int, ...]] = []
    after = [0] * (len(caps) + 1)  # after[k]: what kinds k.. can hold together
    for k in range(len(caps) - 1, -1, -1):
        after[k] = after[k + 1] + caps[k]

    def rec(k: int, left: int, acc: list[int]) -> None:
        if k == len(caps):
            out.append(tuple(acc))
            return
        for n in range(min(left, caps[k]), max(0, left - after[k + 1]) - 1, -1):
            acc.append(n)
            rec(k + 1, left - n, acc)
            acc.pop()

    rec(0, size, [])
    return out


def sub_requests(short: tuple[int, ...], hand: list[int]) -> list[tuple[int, ...]]:
    """Help requests for a fixed shortfall: non-empty parts of it whose rest the hand covers."""
    ranges = [range(max(0, s - h), s + 1) for s, h in zip(short, hand)]
    return [r for r in product(*ranges) if any(r)]


class BombasticaRequests(Sequence[AskHelp]):
    """Every help request for a Bombastica short of ``missing`` cards of any kinds, then AskHelp(()).

    A request asks for ``size`` cards (the owner's hand covers the rest), each kind at most its
    cap. There can be thousands, so they are counted and unranked, never all built: ``len``,
    indexing, ``in`` and iteration work as on a list.
    """

    def __init__(self, missing: int, hand_total: int, caps: list[int]) -> None:
        self.caps = caps
        self.lo = max(1, missing - hand_total)
        self.hi = min(missing, sum(caps))
        # ways[k][left]: fillings of kinds k.. summing to exactly ``left``
        width = max(self.hi, 0) + 1
        ways = [[0] * width for _ in range(len(caps) + 1)]
        ways[len(caps)][0] = 1
        for k in range(len(caps) - 1, -1, -1):
            for left in range(width):
                ways[k][left] = sum(ways[k + 1][left - n] for n in range(min(left, caps[k]) + 1))
        self.ways = ways
        self.sizes = [(size, ways[0][size]) for size in range(self.lo, self.hi + 1)]
        self.total = sum(c for _, c in self.sizes)

    def __len__(self) -> int:
        return self.total + 1

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        if index == self.total:
            return AskHelp(())
        for size, count in self.sizes:
            if index < count:
                return AskHelp(self._unrank(size, index))
            index -= count
        raise IndexError(index)  # pragma: no cover

    def _unrank(self, size: int, index: int) -> tuple[int, ...]:
        out = []
        left = size
        for k, cap in enumerate(self.caps):
            for n in range(min(left, cap), -1, -1):
                c = self.ways[k + 1][left - n]
                if index < c:
                    out.append(n)
                    left -= n
                    break
                index -= c
        return tuple(out)

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, AskHelp):
            return False
        r = action.request
        if r == ():
            return True
        return (
            len(r) == len(self.caps)
            and all(isinstance(n, int) and 0 <= n <= cap for n, cap in zip(r, self.caps))
            and self.lo <= sum(r) <= self.hi
        )

    def __iter__(self) -> Iterator[AskHelp]:
        for size, _ in self.sizes:
            for counts in multisets(size, self.caps):
                yield AskHelp(counts)
        yield AskHelp(())


def take_any(hand: list[int], n: int) -> tuple[int, ...]:
    """``n`` cards of any kinds from ``hand``, from the kinds held most (ties: lower kind first).

    Used where a Bombastica owner adds 'the rest' after help: see RULES.md, Helping.
    """
    give = [0] * len(hand)
    left = list(hand)
    for _ in range(n):
        k = max(range(len(left)), key=lambda i: (left[i], -i))
        left[k] -= 1
        give[k] += 1
    return tuple(give)
