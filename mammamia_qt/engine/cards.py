"""Canonical ids of the components and the decks, loaded from the data files.

Everything inside the engine is an int for speed: an ingredient kind is an index into
``INGREDIENTS``, an order card is an index into its edition's ``Deck.orders``.
The ids (strings) are what files, scenarios and the UI use.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

INGREDIENTS: tuple[str, ...] = ("pineapple", "olive", "pepper", "mushroom", "salami", "shrimp")
COLOURS: tuple[str, ...] = ("yellow", "green", "brown", "purple", "red", "pink")
PERSONAL: dict[str, str] = {
    "yellow": "pineapple",
    "green": "pepper",
    "brown": "mushroom",
    "purple": "olive",
    "red": "salami",
    "pink": "shrimp",
}
KIND: dict[str, int] = {name: i for i, name in enumerate(INGREDIENTS)}
SHRIMP = KIND["shrimp"]
MAMMA_MIA_CARD = 6
"""The Mamma Mia card's value where supply cards are ints (ingredient kinds are 0-5)."""


class Edition(str, Enum):
    CLASSIC = "classic"
    PLUS = "plus"


class OrderType(str, Enum):
    NORMALE = "normale"
    BOMBASTICA = "bombastica"
    MONOTONI = "monotoni"
    MINIMALE = "minimale"
    GHIOTTONA = "ghiottona"
    MONOTONI_JUNIOR = "monotoni_junior"
    MINIPIZZA = "minipizza"
    MAMMA_MIA = "mamma_mia"


PLUS_ONLY = {OrderType.GHIOTTONA, OrderType.MONOTONI_JUNIOR, OrderType.MINIPIZZA, OrderType.MAMMA_MIA}

IngredientId = Literal["pineapple", "olive", "pepper", "mushroom", "salami", "shrimp"]
ColourId = Literal["yellow", "green", "brown", "purple", "red", "pink"]


@dataclass(frozen=True, slots=True)
class EditionInfo:
    """The numbers of RULES.md's components table for one edition."""

    edition: Edition
    min_players: int
    max_players: int
    kinds: int  # ingredient kinds in play: the first `kinds` of INGREDIENTS
    per_kind: int
    removed_per_kind: dict[int, int]  # by player count
    dealt: int
    hand_limit: int
    max_draw: int | None  # Plus: at most 5 cards per draw
    colours: tuple[str, ...]
    has_mamma_mia_card: bool


EDITIONS: dict[Edition, EditionInfo] = {
    Edition.CLASSIC: EditionInfo(
        Edition.CLASSIC, 2, 5, 5, 13, {2: 5, 3: 3, 4: 1, 5: 0}, 6, 7, None, COLOURS[:5], True
    ),
    Edition.PLUS: EditionInfo(
        Edition.PLUS, 2, 6, 6, 15, {2: 7, 3: 5, 4: 3, 5: 1, 6: 0}, 8, 9, 5, COLOURS, False
    ),
}


MAX_NEED = 20
"""The most cards of one kind an order may need (printed orders need at most a handful)."""


class OrderSpec(BaseModel):
    """One order card's recipe, in the shape the data files and scenarios use.

    ``needs`` is the full recipe of a Normale (personal ingredient included) and the
    named kind of a Minipizza; the personal ingredient of the other types comes from the
    owner's colour.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    type: OrderType
    needs: dict[IngredientId, Annotated[int, Field(strict=True)]] = Field(default_factory=dict)
    forbidden: IngredientId | None = None
    either: tuple[IngredientId, IngredientId] | None = None

    @field_validator("needs")
    @classmethod
    def _positive(cls, value: dict[str, int]) -> dict[str, int]:
        for kind, n in value.items():
            if not 1 <= n <= MAX_NEED:
                raise ValueError(f"needs.{kind} must be from 1 to {MAX_NEED}, not {n}")
        return value

    @model_validator(mode="after")
    def _shape(self) -> OrderSpec:
        t = self.type
        if t is OrderType.NORMALE and not self.needs:
            raise ValueError("a normale order needs 'needs'")
        if t is OrderType.MINIPIZZA and len(self.needs) != 1:
            raise ValueError("a minipizza order needs exactly one kind in 'needs'")
        if t in (OrderType.MONOTONI_JUNIOR, OrderType.MINIPIZZA) and self.forbidden is None:
            raise ValueError(f"a {t.value} order needs 'forbidden'")
        if t is OrderType.MINIPIZZA and self.forbidden in self.needs:
            raise ValueError("a minipizza's forbidden kind cannot be its needed kind")
        if t is OrderType.MAMMA_MIA:
            if self.either is None or self.either[0] == self.either[1]:
                raise ValueError("a mamma_mia order needs 'either': two different ingredients")
        elif self.either is not None:
            raise ValueError(f"'either' belongs to mamma_mia orders, not {t.value}")
        if t not in (OrderType.NORMALE, OrderType.MINIPIZZA) and self.needs:
            raise ValueError(f"'needs' belongs to normale and minipizza orders, not {t.value}")
        if t not in (OrderType.MONOTONI_JUNIOR, OrderType.MINIPIZZA) and self.forbidden:
            raise ValueError(f"'forbidden' belongs to monotoni_junior and minipizza, not {t.value}")
        return self


@dataclass(frozen=True, slots=True)
class OrderCard:
    """An order card in play: its id (``yellow-03``), owner colour and recipe."""

    index: int
    id: str
    colour: str
    type: OrderType
    personal: int  # kind index of the colour's personal ingredient
    needs: tuple[int, ...]  # counts per kind (6 long); normale and minipizza only
    forbidden: int | None
    either: tuple[int, int] | None

    @classmethod
    def from_spec(cls, index: int, card_id: str, colour: str, spec: OrderSpec) -> OrderCard:
        needs = [0] * len(INGREDIENTS)
        for kind, n in spec.needs.items():
            needs[KIND[kind]] = n
        return cls(
            index=index,
            id=card_id,
            colour=colour,
            type=spec.type,
            personal=KIND[PERSONAL[colour]],
            needs=tuple(needs),
            forbidden=KIND[spec.forbidden] if spec.forbidden else None,
            either=(KIND[spec.either[0]], KIND[spec.either[1]]) if spec.either else None,
        )

    def spec(self) -> OrderSpec:
        return OrderSpec(
            type=self.type,
            needs={INGREDIENTS[k]: n for k, n in enumerate(self.needs) if n},  # type: ignore[misc]
            forbidden=INGREDIENTS[self.forbidden] if self.forbidden is not None else None,  # type: ignore[arg-type]
            either=(INGREDIENTS[self.either[0]], INGREDIENTS[self.either[1]]) if self.either else None,  # type: ignore[arg-type]
        )


class DeckFile(BaseModel):
    """A deck data file (``engine/data/<edition>.json``)."""

    model_config = ConfigDict(extra="forbid")

    format: Literal[1]
    edition: Edition
    reconstruction: bool
    note: str
    orders: dict[ColourId, list[OrderSpec]]

    @model_validator(mode="after")
    def _check(self) -> DeckFile:
        info = EDITIONS[self.edition]
        if set(self.orders) != set(info.colours):
            raise ValueError(f"orders must have exactly the colours {', '.join(info.colours)}")
        sizes = {len(cards) for cards in self.orders.values()}
        if len(sizes) != 1:
            raise ValueError("every colour must have the same number of orders")
        in_play = set(INGREDIENTS[: info.kinds])
        for colour, cards in self.orders.items():
            for i, spec in enumerate(cards):
                where = f"orders.{colour}[{i}]"
                if self.edition is Edition.CLASSIC and spec.type in PLUS_ONLY:
                    raise ValueError(f"{where}: {spec.type.value} is a Plus order")
                used = set(spec.needs) | {spec.forbidden} - {None} | set(spec.either or ())
                if not used <= in_play:
                    raise ValueError(f"{where}: uses an ingredient not in this edition")
                p = PERSONAL[colour]
                if spec.type is OrderType.MAMMA_MIA and p in (spec.either or ()):
                    raise ValueError(f"{where}: A and B cannot be the personal ingredient")
                if spec.type in (OrderType.MINIPIZZA, OrderType.MONOTONI_JUNIOR) and spec.forbidden == p:
                    raise ValueError(f"{where}: the forbidden kind cannot be the personal ingredient")
        return self


@dataclass(frozen=True, slots=True)
class Deck:
    edition: Edition
    reconstruction: bool
    note: str
    orders: tuple[OrderCard, ...]
    by_colour: dict[str, tuple[int, ...]]
    by_id: dict[str, int]

    @classmethod
    def from_file(cls, data: DeckFile) -> Deck:
        orders: list[OrderCard] = []
        by_colour: dict[str, tuple[int, ...]] = {}
        for colour in EDITIONS[data.edition].colours:
            start = len(orders)
            for i, spec in enumerate(data.orders[colour]):  # type: ignore[index]
                orders.append(OrderCard.from_spec(len(orders), f"{colour}-{i + 1:02d}", colour, spec))
            by_colour[colour] = tuple(range(start, len(orders)))
        return cls(
            data.edition,
            data.reconstruction,
            data.note,
            tuple(orders),
            by_colour,
            {card.id: card.index for card in orders},
        )


DATA_DIR = Path(__file__).with_name("data")
"""The deck files: package data beside this module, also in the PyInstaller bundle (see its spec)."""


@cache
def load_deck(edition: Edition | str) -> Deck:
    """The packaged deck of an edition (validated once, then cached)."""
    edition = Edition(edition)
    text = (DATA_DIR / f"{edition.value}.json").read_text("utf-8")
    return Deck.from_file(DeckFile.model_validate(json.loads(text)))
