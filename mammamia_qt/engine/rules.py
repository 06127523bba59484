"""The rule options of RULES.md as a validated model."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .cards import EDITIONS, ColourId, Edition


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
        if self.edition is Edition.PLUS and not self.helping_in_play:
            return 4
        return 3
