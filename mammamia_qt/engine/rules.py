"""The rule options of RULES.md as a validated model."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .cards import EDITIONS, ColourId, Edition


@dataclass(frozen=True, slots=True)
class EditionRules:
    """Every fixed rule fact of one game: its edition's numbers, resolved for its options.

    The one source for the engine, the AI and (through ``PlayerView.edition_rules``) any client:
    nothing else computes the Minimale count, the hand limit or the number of rounds.
    """

    edition: Edition
    players: int
    kinds: int  # ingredient kinds in play: the first ``kinds`` of cards.INGREDIENTS
    per_kind: int  # cards of each kind in the box
    removed: int  # cards of each kind put back in the box for this player count
    dealt: int  # ingredient cards dealt to each player
    hand_limit: int  # a draw fills the hand up to this
    max_draw: int | None  # Plus: at most 5 cards per draw
    sit_out_draw: int  # Plus: a player without ingredients sits out and draws this many (0: Classic passes)
    minimale_n: int  # how many of the fewest face-up kind a Pizza Minimale needs
    rounds: int  # Classic 3; Plus 3, or 4 without helping
    helping: bool  # players may help complete each other's orders
    has_mamma_mia_card: bool
    colours: tuple[str, ...]  # the seats' colours, clockwise
    edition_colours: tuple[str, ...]  # every colour of the edition (each has its order deck)


@cache
def _edition_rules(edition: Edition, players: int, helping: bool, colours: tuple[str, ...]) -> EditionRules:
    info = EDITIONS[edition]
    classic = edition is Edition.CLASSIC
    return EditionRules(
        edition=edition,
        players=players,
        kinds=info.kinds,
        per_kind=info.per_kind,
        removed=info.removed_per_kind[players],
        dealt=info.dealt,
        hand_limit=info.hand_limit,
        max_draw=info.max_draw,
        sit_out_draw=0 if classic else 5,
        minimale_n=3 if classic else 4,
        rounds=3 if classic or helping else 4,
        helping=helping,
        has_mamma_mia_card=info.has_mamma_mia_card,
        colours=colours,
        edition_colours=info.colours,
    )


class Rules(BaseModel):
    """Who plays which colour, and every rule switch of RULES.md with its documented default.

    ``seats`` lists the colours in clockwise seat order; empty means the edition's colours in
    their canonical order for ``players`` seats.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    edition: Edition = Edition.CLASSIC
    players: int = Field(default=4, ge=2, le=6)
    seats: tuple[ColourId, ...] = ()
    ingredients_optional: bool = False
    draw_fewer: bool = False
    mm_card_in_deal: bool = False
    helping: bool = True
    memory_aid: bool = False
    start_player: int | None = Field(default=None, ge=0, le=5)
    """The seat that starts the first round; None draws it with the game's seed."""

    @model_validator(mode="after")
    def _check(self) -> Rules:
        info = EDITIONS[self.edition]
        if not info.min_players <= self.players <= info.max_players:
            raise ValueError(
                f"{self.edition.value} is for {info.min_players}-{info.max_players} players, not {self.players}"
            )
        if self.seats:
            if len(self.seats) != self.players:
                raise ValueError(f"seats lists {len(self.seats)} colours for {self.players} players")
            if len(set(self.seats)) != len(self.seats):
                raise ValueError("two seats share a colour")
            for colour in self.seats:
                if colour not in info.colours:
                    raise ValueError(f"{colour} is not a colour of the {self.edition.value} edition")
        if self.mm_card_in_deal and self.edition is not Edition.CLASSIC:
            raise ValueError("mm_card_in_deal is a Classic option (Plus has no Mamma Mia card)")
        if self.start_player is not None and self.start_player >= self.players:
            raise ValueError(f"start_player {self.start_player} is not a seat of {self.players}")
        return self

    @property
    def colours(self) -> tuple[str, ...]:
        return tuple(self.seats) if self.seats else EDITIONS[self.edition].colours[: self.players]

    @property
    def helping_in_play(self) -> bool:
        """Helping exists only in Plus, and never with two players."""
        return self.edition is Edition.PLUS and self.helping and self.players >= 3

    @property
    def rounds(self) -> int:
        """Classic: 3. Plus: 3, or 4 when playing without helping."""
        return self.edition_rules.rounds

    @property
    def edition_rules(self) -> EditionRules:
        """The rule facts of a game with these rules (one shared object per combination)."""
        return _edition_rules(self.edition, self.players, self.helping_in_play, self.colours)
