"""The names of card faces: what the card art draws and the phones are told (no Qt).

An order card's face id (``order:<colour>:<type>[:<param>]...``) names everything printed on it,
so the table's card art (``ui/art/card_faces.py``, which reads it back) and the phone page's
(``phones/protocol.py``, which sends it) agree on one name per face.
"""

from __future__ import annotations

from mammamia_qt.engine.cards import INGREDIENTS, OrderCard, OrderType


def order_face(card: OrderCard, minimale_n: int = 3) -> str:
    """The face id of an order card; ``minimale_n`` is the edition's Minimale count (Classic 3, Plus 4)."""
    parts = ["order", card.colour, card.type.value]
    needs = [f"{INGREDIENTS[k]}={n}" for k, n in enumerate(card.needs) if n]
    if needs:
        parts.append(",".join(needs))
    if card.forbidden is not None:
        parts.append(f"forbid={INGREDIENTS[card.forbidden]}")
    if card.either is not None:
        parts.append(f"either={INGREDIENTS[card.either[0]]},{INGREDIENTS[card.either[1]]}")
    if card.type is OrderType.MINIMALE:
        parts.append(f"n={minimale_n}")
    return ":".join(parts)
