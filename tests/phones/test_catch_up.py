"""A page that was away catches up: every public item of the round it missed, in order, once.

Needs Debian's ``chromium`` and ``chromium-driver`` (the README's test command installs them).
Seat 0 is a page in headless Chromium, seat 1 a phone bot (the reference: it is sent the whole
story), the other four computer players. The page's network is cut off (DevTools' offline mode,
the same as a phone whose Wi-Fi froze: nothing is closed, nothing arrives) for longer than the
heartbeat's limit, so both sides give the connection up, while the others play on; or the page is
reloaded while they play. Afterwards its strip must have shown every item in between.
"""

from __future__ import annotations

import time

import pytest
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By

from .browser_support import story_sent_to, strip_order, tap_something

FREEZE_S = 5.0
"""The network freeze: longer than the served game's --lost-ms (2 s), so the connection dies on both
sides (the table's default is 8 s, a freeze of 20 s; the ratio is the same)."""

GAME = ("--edition", "plus", "--players", "6", "--phones", "2", "--pace", "120", "--news-ms", "60",
        "--heartbeat-ms", "500", "--lost-ms", "2000")  # fmt: skip


# Every item the strip showed, kept in the tab's sessionStorage by the test (so a reload loses none of
# what was shown just before it): installed before the page's own script.
KEEP = """
document.addEventListener("DOMContentLoaded", function () {
  var news = document.getElementById("news");
  if (!news) return;
  new MutationObserver(function () {
    var all = JSON.parse(sessionStorage.getItem("test.seen") || "[]");
    all.push(news.getAttribute("data-i"));
    sessionStorage.setItem("test.seen", JSON.stringify(all));
  }).observe(document.getElementById("strip"), { subtree: true, childList: true, attributes: true,
    characterData: true });
});
"""


def kept(driver) -> list[int]:
    """The items shown in this tab, across its reloads."""
    seen = driver.execute_script("return JSON.parse(sessionStorage.getItem('test.seen') || '[]')")
    return strip_order([(i, None, None) for i in seen])


def play_until(driver, done, limit: float = 90.0) -> None:
    """The page's player taps on their turns until ``done()`` (bounded by ``limit`` seconds)."""
    end = time.monotonic() + limit
    titles: set[str] = set()
    while not done():
        assert time.monotonic() < end, "the game did not get there"
        try:
            tap_something(driver, titles)
        except (StaleElementReferenceException, NoSuchElementException):  # re-rendered meanwhile
            continue


def shown(driver) -> list[int]:
    return strip_order(driver.execute_script("return window.__seen"))


def sockets_made(driver) -> int:
    return driver.execute_script("return window.__ws.made")


def set_offline(driver, offline: bool) -> None:
    driver.execute_cdp_cmd(
        "Network.emulateNetworkConditions",
        {"offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1},
    )


def the_page_is_not_asked(driver) -> bool:
    return not driver.find_element(By.ID, "decision").is_displayed()


def check_caught_up(order: list[int], story: dict[int, dict], after: int) -> list[int]:
    """Every item of the story after item ``after`` up to the last one the page showed was shown,
    in order, once; the items checked."""
    assert order == sorted(set(order)), f"shown out of order or twice: {order}"
    expected = [i for i in sorted(story) if after < i <= order[-1]]
    missing = [story[i] for i in expected if i not in order]
    assert not missing, f"never shown: {missing}"
    return expected


@pytest.mark.slow
def test_a_page_whose_network_froze_shows_every_item_it_missed_in_order_once(serve, phones, chromium) -> None:
    game = serve(*GAME, "--seed", "4")
    bot = phones.Bot(game.ws(1), seed=1)
    bot.start()
    driver = chromium()
    driver.execute_cdp_cmd("Network.enable", {})
    set_offline(driver, False)  # the page's socket is opened under the emulation, so it can cut it off
    driver.get(game.seats[0]["url"])
    play_until(driver, lambda: len(shown(driver)) > 8 and the_page_is_not_asked(driver))
    before = sockets_made(driver)
    last_shown = shown(driver)[-1]
    sent_before = len(story_sent_to(bot))
    set_offline(driver, True)
    time.sleep(FREEZE_S)
    missed = len(story_sent_to(bot)) - sent_before
    set_offline(driver, False)
    play_until(driver, lambda: max(story_sent_to(bot)) <= shown(driver)[-1] or len(shown(driver)) > 80)
    assert sockets_made(driver) > before  # the freeze cut the connection: the page opened a new one
    assert missed >= 4, missed  # the others played while the page was away
    checked = check_caught_up(shown(driver), story_sent_to(bot), last_shown)
    plays = [i for i in checked if story_sent_to(bot)[i]["e"] in ("ingredients", "order", "passed")]
    assert len(plays) >= 4, checked


@pytest.mark.slow
def test_a_page_reloaded_mid_round_shows_every_item_after_its_last_one_in_order_once(
    serve, phones, chromium
) -> None:
    game = serve(*GAME, "--seed", "5")
    bot = phones.Bot(game.ws(1), seed=1)
    bot.start()
    driver = chromium()
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": KEEP})
    driver.get(game.seats[0]["url"])
    play_until(driver, lambda: len(shown(driver)) > 8 and the_page_is_not_asked(driver))
    before = len(kept(driver))
    driver.refresh()
    play_until(driver, lambda: len(shown(driver)) > 8 and max(story_sent_to(bot)) <= shown(driver)[-1])
    assert shown(driver) != kept(driver)  # it was reloaded: this document saw only what came after
    order = kept(driver)
    checked = check_caught_up(order, story_sent_to(bot), order[0] - 1)
    assert len([i for i in checked if i > order[before - 1]]) >= 4
