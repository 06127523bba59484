"""Who sits where: the setup a new game starts from (names and seat kinds; no Qt, used by saves too)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from mammamia_qt.engine.rng import MAX_SEED
from mammamia_qt.engine.rules import Rules

SEAT_KINDS = ("human", "random", "beginner", "intermediate", "expert", "master", "phone")


class SeatConfig(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1, max_length=24)
    kind: str = "human"  # one of SEAT_KINDS

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def is_phone(self) -> bool:
        """A player whose hand is on their own phone (mammamia_qt/phones)."""
        return self.kind == "phone"


class GameSetup(BaseModel):
    """Rules (edition, colours, options), the seats in clockwise order, and the seed."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    rules: Rules
    seats: tuple[SeatConfig, ...]
    seed: int = Field(ge=0, le=MAX_SEED)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def phones(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_phone]
