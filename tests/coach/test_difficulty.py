"""The coach's level moves with the player's accuracy at it."""

from __future__ import annotations

from mammamia_qt.coach import MAX_LEVEL, level_after


def test_starts_at_one() -> None:
    assert level_after([]) == 1


def test_four_of_the_last_five_right_go_up() -> None:
    assert level_after([(1, True)] * 4) == 1
    assert level_after([(1, True), (1, False), (1, True), (1, True), (1, True)]) == 2


def test_three_of_five_stay() -> None:
    assert level_after([(1, True), (1, False), (1, True), (1, False), (1, True)]) == 1


def test_two_of_the_last_five_go_down() -> None:
    up = [(1, True)] * 5
    assert level_after([*up, (2, False), (2, True), (2, False), (2, True), (2, False)]) == 1


def test_the_window_slides_and_starts_again_at_a_new_level() -> None:
    # three wrong, then four right: the last five hold four right
    answers = [(1, False), (1, False), (1, True), (1, True), (1, True), (1, True)]
    assert level_after(answers) == 2
    # at level 2 the count starts again: one answer there moves nothing
    assert level_after([*[(1, True)] * 5, (2, False)]) == 2


def test_never_above_the_top_nor_below_one() -> None:
    climb = [(lv, True) for lv in range(1, MAX_LEVEL + 1) for _ in range(5)] + [(MAX_LEVEL, True)] * 5
    assert level_after(climb) == MAX_LEVEL
    assert level_after([(1, False)] * 10) == 1


def test_answers_kept_at_another_level_do_not_count() -> None:
    assert level_after([(3, True)] * 10) == 1
