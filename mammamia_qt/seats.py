"""Who sits where: the setup a new game starts from (names and seat kinds; no Qt, used by saves too)."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

from mammamia_qt.engine.rng import MAX_SEED
from mammamia_qt.engine.rules import Rules


class SeatKind(StrEnum):
    """Who plays a seat: a person at the screen, a computer player of a level, or a phone. The
    values are what saves have always held (a saved setup reads and writes them unchanged)."""

    HUMAN = "human"
    RANDOM = "random"
    BEGINNER = "beginner"
    INTERMEDIATE = "intermediate"
    EXPERT = "expert"
    MASTER = "master"
    PHONE = "phone"

    @property
    def is_computer(self) -> bool:
        return self not in (SeatKind.HUMAN, SeatKind.PHONE)


SEAT_KINDS = tuple(kind.value for kind in SeatKind)


class SeatConfig(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1, max_length=24)
    kind: SeatKind = SeatKind.HUMAN  # anything else is refused, naming the kinds there are

    @property
    def is_human(self) -> bool:
        return self.kind is SeatKind.HUMAN

    @property
    def is_phone(self) -> bool:
        """A player whose hand is on their own phone (mammamia_qt/phones)."""
        return self.kind is SeatKind.PHONE


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
