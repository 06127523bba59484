"""One way to drive a seat: the controller asks the driver of the seat it waits for (people at the
screen, computer players, phones) and takes every answer through one door, ``submit_for``, which
checks the seat asked and the rules and names the rule a refused answer breaks."""

from __future__ import annotations

import pytest

from mammamia_qt.engine.actions import NO_ORDER, SUPPLY, Play
from mammamia_qt.engine.ids import Rule
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.ui.controller import GameController

from .table_support import make_setup


class Driver:
    """A phone driver that only notes what it is asked."""

    def __init__(self) -> None:
        self.asked: list[tuple[int, PlayerView]] = []
        self.cancelled = 0
        self.stopped = 0

    def ask(self, seat: int, view: PlayerView) -> None:
        self.asked.append((seat, view))

    def cancel(self) -> None:
        self.cancelled += 1

    def stop(self) -> None:
        self.stopped += 1


def _phone_asked(kinds: list[str], *, attach: bool = True) -> tuple[GameController, Driver]:
    """A game whose seat 0 is a phone, started and past its first batch: seat 0 is asked."""
    controller = GameController(make_setup(kinds, seed=5, start_player=0), ai_delay_ms=0)
    driver = Driver()
    if attach:
        controller.drive_phones(driver)
    controller.start()
    controller.animations_done()  # no table: the deal is "shown" at once
    return controller, driver


def test_the_phone_seat_is_asked_with_its_own_view_and_answers_through_the_one_door(qtbot) -> None:
    controller, driver = _phone_asked(["phone", "human"])
    assert [seat for seat, _ in driver.asked] == [0] and controller.asked_seat() == 0
    view = driver.asked[0][1]
    assert (
        view.seat == 0
        and view.legal_actions
        and view.hand_ingredients == controller.seat_view(0).hand_ingredients
    )
    legal = view.legal_actions[0]
    assert controller.submit_for(1, legal) == Rule.NOT_YOUR_TURN  # the person at the screen was not asked
    assert not controller.submit(legal)
    held = view.hand_ingredients
    kind = next(k for k, n in enumerate(held) if n)
    too_many = Play(kind, held[kind] + 1, NO_ORDER, SUPPLY, 1)
    refused = controller.submit_for(0, too_many)
    assert isinstance(refused, Rule) and refused is not Rule.NOT_YOUR_TURN
    assert controller.moves() == 0 and controller.asked_seat() == 0  # nothing changed, still asked
    assert controller.submit_for(0, legal) is None
    assert controller.moves() == 1 and controller.asked_seat() is None
    assert controller.submit_for(0, legal) == Rule.NOT_YOUR_TURN  # answered once, not twice
    controller.stop()
    assert driver.stopped == 1


def test_a_seat_played_at_the_screen_gives_no_view_away(qtbot) -> None:
    controller, _ = _phone_asked(["phone", "human", "random"])
    assert controller.seat_view(2).seat == 2
    with pytest.raises(ValueError, match="seat 1 is played at the screen"):
        controller.seat_view(1)
    controller.stop()


def test_a_question_goes_to_the_seats_new_player(qtbot) -> None:
    controller, driver = _phone_asked(["phone", "random"])
    thinking: list[int] = []
    controller.aiThinking.connect(thinking.append)
    controller.replace_seat(0, "random")  # the phone is gone: a computer plays on
    assert driver.cancelled == 1 and thinking == [0] and controller.asked_seat() == 0
    assert controller.setup.seats[0].kind == "random"
    qtbot.waitUntil(lambda: controller.moves() == 1)  # the computer's answer came through the door
    with pytest.raises(ValueError, match="bogus"):
        controller.replace_seat(1, "bogus")
    controller.stop()


def test_a_phone_asked_before_its_driver_came_is_asked_when_it_comes(qtbot) -> None:
    controller, _ = _phone_asked(["phone", "random"], attach=False)
    assert controller.asked_seat() == 0 and controller.deciding_seat() == 0
    driver = Driver()
    controller.drive_phones(driver)
    assert [seat for seat, _ in driver.asked] == [0]
    controller.drive_phones(None)
    controller.stop()
    assert driver.stopped == 0  # let go before: the controller no longer drives it


def test_no_answer_counts_before_the_seat_is_asked(qtbot) -> None:
    """While the table still shows the deal nobody is asked: even the seat whose turn it is waits."""
    controller = GameController(make_setup(["phone", "random"], seed=5, start_player=0), ai_delay_ms=0)
    driver = Driver()
    controller.drive_phones(driver)
    controller.start()
    legal = controller.seat_view(0).legal_actions[0]
    assert controller.deciding_seat() == 0 and controller.asked_seat() is None and not driver.asked
    assert controller.submit_for(0, legal) == Rule.NOT_YOUR_TURN and controller.moves() == 0
    controller.stop()


def test_a_person_answers_only_once_their_hand_is_theirs(qtbot) -> None:
    """Hot seat: asked, a person first takes the cover; until then nothing they could mean counts."""
    controller = GameController(make_setup(["human", "human"], seed=5, start_player=0), ai_delay_ms=0)
    covers: list[int] = []
    controller.handOverRequested.connect(covers.append)
    controller.start()
    controller.animations_done()
    assert covers == [0] and controller.asked_seat() == 0
    legal = controller._state.legal_actions()[0]
    assert controller.submit_for(0, legal) == Rule.NOT_YOUR_TURN and not controller.submit(legal)
    controller.confirm_hand_over()
    assert controller.submit(legal) and controller.moves() == 1
    controller.stop()
