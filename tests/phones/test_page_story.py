"""The page follows its strip: the carried-over counts at a round's start, the header and the status
telling what the strip has come to (not what the state already knows), the final scores with the
tie-break explained; the screen kept awake and a vibration on "your turn" (which the player may turn off).

Needs Debian's ``chromium`` and ``chromium-driver``. The table is scripted here: the real phone server
and page, sent the messages a game sends at those moments (so a three-way tie needs no lucky seed).
"""

from __future__ import annotations

import threading
from typing import Any

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from mammamia_qt.paths import resource
from mammamia_qt.phones.protocol import dumps
from mammamia_qt.phones.server import PhoneServer
from mammamia_qt.ui.common.i18n import LANGUAGES
from mammamia_qt.ui.phone_texts import strings_json

CARD = b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 63 88"><rect width="63" height="88" fill="#ddd"/></svg>'
NEWS_MS = 400

# What the tests watch, installed before the page's own script: each change of the strip, header and
# status (as one row), the vibrations asked for and the screen wake lock.
TRAIL = """
window.__trail = []; window.__buzz = []; window.__lock = { asked: 0, released: 0 };
navigator.vibrate = function (ms) { window.__buzz.push(ms); return true; };
Object.defineProperty(navigator, "wakeLock", { value: { request: function () {
  window.__lock.asked++;
  var lock = new EventTarget();
  lock.release = function () { window.__lock.released++; return Promise.resolve(); };
  return Promise.resolve(lock);
} } });
document.addEventListener("DOMContentLoaded", function () {
  var row = function () {
    window.__trail.push([document.getElementById("news").getAttribute("data-i"),
      document.getElementById("round").textContent, document.getElementById("status").textContent,
      document.getElementById("carried").textContent, !document.getElementById("final").hidden]);
  };
  new MutationObserver(row).observe(document.body, { subtree: true, childList: true, attributes: true,
    characterData: true });
});
"""


class ScriptedTable:
    """The phone server of one seat (seat 0 of three), the messages sent by the test."""

    def __init__(self) -> None:
        self.joined = threading.Event()
        self.server = PhoneServer(
            [0], host="127.0.0.1", static_dir=resource("phone"), languages=list(LANGUAGES),
            strings=strings_json, art=lambda lang, face: CARD, on_join=lambda seat, seen: self.joined.set(),
        )  # fmt: skip
        self.server.start()

    def send(self, message: dict[str, Any]) -> None:
        self.server.send(0, dumps(message))


@pytest.fixture
def table(qapp):
    t = ScriptedTable()
    yield t
    t.server.stop()


HELLO = {
    "t": "hello", "seat": 0, "names": ["Anna", "Beate", "Carlo"], "colours": ["yellow", "green", "red"],
    "colour_hex": ["#e8b400", "#2e8b57", "#c0392b"], "edition": "plus", "public": True, "news_ms": NEWS_MS,
    "hb_ms": 3000, "lost_ms": 8000,
}  # fmt: skip


def state(n: int, ev: list[dict], **view: Any) -> dict[str, Any]:
    v = {
        "seat": 0, "edition": "plus", "kinds": ["pineapple", "olive", "pepper", "mushroom", "salami", "shrimp"],
        "round": 2, "rounds": 3, "phase": "play", "current": 1, "start": 1, "hand": {"olive": 2},
        "hand_orders": [], "hand_sizes": [5, 5, 5], "waiter_sizes": [3, 3, 3], "delivered": [1, 1, 1],
        "supply": 20, "mm_holder": None, "oven": 0, "oven_top": None, "carried": {}, "columns": {},
        "revealed": 0, "results": [], "pending": None, "legal": [], "winners": [], "tiebreak": "undecided",
        "hands_left": [], "public": True, "orders": {}, **view,
    }  # fmt: skip
    asked = bool(v["legal"])
    return {"t": "state", "v": v, "ev": ev, "from": ev[0]["i"] - 1 if ev else -1, "deciding": 0 if asked else 1,
            "asked": asked, "n": n, "away": [], "s": n}  # fmt: skip


def wait(driver, predicate, timeout: float = 20):
    return WebDriverWait(
        driver, timeout, poll_frequency=0.05, ignored_exceptions=(StaleElementReferenceException,)
    ).until(lambda d: predicate(d))


def open_page(chromium, table: ScriptedTable, lang: str = "en"):
    driver = chromium(lang)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": TRAIL})
    driver.get(table.server.url(0))
    assert table.joined.wait(20)
    table.send(HELLO)
    return driver


def trail(driver) -> list[list]:
    return driver.execute_script("return window.__trail")


def strip_done(driver) -> bool:
    return (
        driver.find_element(By.ID, "news").get_attribute("data-i") == ""
        and not driver.find_element(By.ID, "news-more").is_displayed()
    )


ROUND_1_END = {"e": "round_ended", "round": 1, "delivered": [1, 1, 1], "returned": [0, 0, 0], "i": 40,
               "say": {"id": "round_over", "p": {"round": 1, "counts": {"tally": [1, 1, 1]}}}}  # fmt: skip
ROUND_2 = {
    "e": "round",
    "round": 2,
    "start": 1,
    "one_lap": False,
    "carried": {"pineapple": 7, "olive": 3},
    "i": 41,
    "say": {"id": "round", "p": {"round": 2, "name": {"seat": 1}}},
}
PLAY = {"e": "ingredients", "seat": 1, "kind": "pepper", "count": 2, "oven": 2, "i": 42,
        "say": {"id": "played", "p": {"name": {"seat": 1}, "count": 2, "ingredient": {"kind": "pepper"}}}}  # fmt: skip


@pytest.mark.slow
def test_a_round_starts_with_its_carried_over_counts_and_the_header_follows_the_strip(
    table, chromium
) -> None:
    driver = open_page(chromium, table)
    carried = {"pineapple": 7, "olive": 3}
    table.send(state(10, [ROUND_1_END, ROUND_2], carried=carried))
    wait(driver, strip_done)
    rows = trail(driver)
    during_end = [r for r in rows if r[0] == "40"]
    assert during_end and all(r[1] == "Round 1 of 3" and r[2] == "" for r in during_end), during_end
    during_start = [r for r in rows if r[0] == "41"]
    assert during_start and all(r[1] == "Round 2 of 3" for r in during_start)
    assert "In the oven from the last round: 7 × Pineapple, 3 × Olive" in during_start[-1][3]
    carried_line = driver.find_element(By.ID, "carried")
    assert (
        carried_line.text == "In the oven from the last round: 7 × Pineapple, 3 × Olive"
    )  # until the first play
    assert driver.find_element(By.ID, "status").text == "Beate's turn"
    table.send(state(11, [PLAY], carried=carried, oven=2, oven_top={"kind": "pepper"}))
    wait(driver, strip_done)
    assert driver.find_element(By.ID, "top-text").text == "Oven: 2 cards"
    assert not carried_line.is_displayed()  # then it is to be remembered


def _won(winners: list[int]) -> dict:
    """The sentence the hub sends seat 0 for the game's end (``wording.describe``)."""
    others = [w for w in winners if w != 0]
    if len(winners) == 1:
        return {"id": "won_you" if winners == [0] else "won", "p": {"name": {"seat": winners[0]}}}
    return {"id": "shared_you" if len(others) < len(winners) else "shared", "p": {"names": {"seats": others}}}


def game_end(tiebreak: str, winners: list[int], delivered: list[int], hands: list[int]) -> list[dict]:
    order = {"id": "red-01", "colour": "red", "type": "normale", "face": "order:red:normale"}
    return [
        {"e": "delivered", "order": order, "owner": 2, "from_hand": {}, "helper": None, "i": 90,
         "say": {"id": "delivered", "p": {"name": {"seat": 2}, "order": {"order": order}}}},
        {"e": "round_ended", "round": 3, "delivered": delivered, "returned": [0, 0, 0], "i": 91,
         "say": {"id": "round_over", "p": {"round": 3, "counts": {"tally": delivered}}}},
        {"e": "game_ended", "winners": winners, "delivered": delivered, "tiebreak": tiebreak, "i": 92,
         "say": _won(winners)},
    ]  # fmt: skip


@pytest.mark.slow
def test_the_result_waits_for_the_strip_and_the_final_scores_explain_the_tie_break(table, chromium) -> None:
    driver = open_page(chromium, table)
    over = {"phase": "over", "round": 3, "winners": [0, 2], "delivered": [4, 3, 4], "hands_left": [2, 5, 2],
            "tiebreak": "shared"}  # fmt: skip
    table.send(state(49, [], round=3, delivered=[3, 3, 4]))
    wait(driver, lambda d: d.execute_script("return window.__lock.asked") == 1)  # awake while it lasts
    table.send(state(50, game_end("shared", [0, 2], [4, 3, 4], [2, 5, 2]), **over))
    wait(driver, strip_done)
    rows = trail(driver)
    telling = [r for r in rows if r[0] in ("90", "91", "92")]
    assert telling and all(r[2] == "" and not r[4] for r in telling), telling  # no result ahead of the story
    assert driver.find_element(By.ID, "status").text == "Game over"
    final = driver.find_element(By.ID, "final")
    assert final.is_displayed() and not driver.find_element(By.ID, "strip").is_displayed()
    assert final.find_element(By.CSS_SELECTOR, ".headline").text == "You share the win with Carlo!"
    assert final.find_element(By.CSS_SELECTOR, ".tiebreak").text == (
        "Tie-break: Anna and Carlo tied on pizzas delivered (4 each) and on ingredient cards left in hand "
        "(2 each), so they share the win."
    )
    rows = [r.text for r in final.find_elements(By.CSS_SELECTOR, "tr")]
    assert rows == ["★ Anna Delivered: 4 Cards left: 2", "★ Carlo Delivered: 4 Cards left: 2",
                    "Beate Delivered: 3 Cards left: 5"]  # fmt: skip
    assert driver.execute_script("return window.__lock.released") >= 1  # the screen may sleep again


@pytest.mark.slow
def test_a_tie_won_on_cards_in_hand_names_its_winner(table, chromium) -> None:
    driver = open_page(chromium, table)
    over = {"phase": "over", "round": 3, "winners": [1], "delivered": [4, 4, 4], "hands_left": [2, 6, 3],
            "tiebreak": "hand"}  # fmt: skip
    table.send(state(50, game_end("hand", [1], [4, 4, 4], [2, 6, 3]), **over))
    wait(driver, lambda d: d.find_element(By.ID, "final").is_displayed())
    assert driver.find_element(By.CSS_SELECTOR, "#final .headline").text == "Beate wins!"
    assert driver.find_element(By.CSS_SELECTOR, "#final .tiebreak").text == (
        "Tie-break: Anna, Beate and Carlo tied on pizzas delivered (4 each). Beate wins with the most "
        "ingredient cards left in hand."
    )


PLAY_OPTION = {"type": "play", "kind": "olive", "count": 1, "order": None, "draw": "supply", "draw_count": 1}


@pytest.mark.slow
def test_your_turn_vibrates_unless_turned_off_and_the_screen_stays_awake(table, chromium) -> None:
    driver = open_page(chromium, table)
    table.send(state(10, [], legal=[PLAY_OPTION]))
    wait(driver, lambda d: d.find_element(By.ID, "status").text == "Your turn")
    assert driver.execute_script("return window.__buzz") == [200]
    assert driver.execute_script("return window.__lock.asked") == 1
    table.send(state(10, [], legal=[PLAY_OPTION], supply=19))  # the same question again: no second buzz
    table.send(state(11, [], supply=18))
    wait(driver, lambda d: d.find_element(By.ID, "status").text == "Beate's turn")
    box = driver.find_element(By.ID, "vibrate")
    assert (
        box.is_selected() and driver.find_element(By.ID, "vibrate-label").text == "Vibrate when it is my turn"
    )
    box.click()
    table.send(state(12, [], legal=[PLAY_OPTION]))
    wait(driver, lambda d: d.find_element(By.ID, "status").text == "Your turn")
    assert driver.execute_script("return window.__buzz") == [200]  # turned off: no more
    assert driver.execute_script("return window.__lock") == {"asked": 1, "released": 0}  # one lock, held
    table.joined.clear()
    driver.refresh()  # the setting is kept
    assert table.joined.wait(20)
    wait(driver, lambda d: d.execute_script("return document.getElementById('vibrate').checked === false"))


ONE_LINE = """
return Array.from(document.querySelectorAll("#public td:first-child")).filter(function (td) {
  var range = document.createRange();
  range.selectNodeContents(td);
  var tops = new Set(Array.from(range.getClientRects()).map(function (r) { return Math.round(r.top); }));
  return tops.size > 1;
}).map(function (td) { return td.textContent; });
"""


@pytest.mark.slow
def test_names_in_the_table_do_not_break_mid_word_at_390_px(table, chromium) -> None:
    names = ["Beate", "Francesca", "Giuseppina", "Dario", "Massimiliano", "Elena"]
    driver = open_page(chromium, table)
    table.send({**HELLO, "names": names, "colour_hex": ["#888"] * 6, "colours": ["red"] * 6})
    six = [4, 12, 5, 3, 10, 6]
    table.send(state(3, [], hand_sizes=six, waiter_sizes=six, delivered=six))
    wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#public tr")) == 6)
    assert driver.execute_script(ONE_LINE) == []
    assert driver.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
