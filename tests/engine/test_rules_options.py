"""RULES.md options: every switch validated, with its documented default."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from mammamia_qt.engine import Edition, Rules


def test_options_have_documented_defaults() -> None:
    rules = Rules()
    assert rules.edition is Edition.CLASSIC
    assert rules.mm_card_in_deal is False
    assert rules.ingredients_optional is False
    assert rules.draw_fewer is False
    assert rules.helping is True
    assert rules.memory_aid is False
    assert rules.start_player is None  # drawn at random


@pytest.mark.parametrize(
    "option", ["mm_card_in_deal", "ingredients_optional", "draw_fewer", "helping", "memory_aid"]
)
def test_options_are_booleans(option: str) -> None:
    assert getattr(Rules(**{option: True}), option) is True
    with pytest.raises(ValidationError):
        Rules(**{option: "sometimes"})


@pytest.mark.parametrize(
    ("edition", "players", "ok"),
    [("classic", 1, False), ("classic", 2, True), ("classic", 5, True), ("classic", 6, False),
     ("plus", 2, True), ("plus", 6, True), ("plus", 7, False)],
)  # fmt: skip
def test_players_by_edition(edition: str, players: int, ok: bool) -> None:
    if ok:
        assert Rules(edition=edition, players=players).players == players
    else:
        with pytest.raises(ValidationError):
            Rules(edition=edition, players=players)


def test_seats_validated() -> None:
    assert Rules(players=3, seats=("red", "green", "yellow")).colours == ("red", "green", "yellow")
    assert Rules(players=3).colours == ("yellow", "green", "brown")
    assert Rules(edition="plus", players=6).colours[-1] == "pink"
    for bad in [
        {"players": 3, "seats": ("red", "green")},
        {"players": 2, "seats": ("red", "red")},
        {"players": 2, "seats": ("red", "pink")},  # pink is a Plus colour
        {"players": 2, "seats": ("red", "blue")},
    ]:
        with pytest.raises(ValidationError):
            Rules(**bad)  # type: ignore[arg-type]


def test_mm_card_in_deal_classic_only_and_start_player_a_seat() -> None:
    with pytest.raises(ValidationError):
        Rules(edition="plus", mm_card_in_deal=True)
    with pytest.raises(ValidationError):
        Rules(players=3, start_player=3)
    assert Rules(players=3, start_player=2).start_player == 2


def test_unknown_options_rejected_and_rules_frozen() -> None:
    with pytest.raises(ValidationError):
        Rules(helpinf=True)  # type: ignore[call-arg]
    rules = Rules()
    with pytest.raises(ValidationError):
        rules.helping = False  # type: ignore[misc]


def test_rules_round_trip_json() -> None:
    rules = Rules(
        edition="plus", players=5, seats=("pink", "red", "yellow", "green", "brown"), draw_fewer=True
    )
    assert Rules.model_validate_json(rules.model_dump_json()) == rules
