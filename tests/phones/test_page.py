"""The phone page's connection in headless Chromium: a silent loss, the visibility/retry race, a second
tab taking the seat over, a tap made during a reconnect (applied exactly once); and the page itself
(contrast, toggles, the hidden decision box) at phone sizes.

The server is stopped with SIGSTOP: it stops answering without closing anything, as a phone's
Wi-Fi that silently goes away looks from the page. Heartbeats are short here (500 ms, lost after
2 s) so the test does not wait the real 8 s.
"""

from __future__ import annotations

import json
import os
import signal
import time

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

FAST = ("--heartbeat-ms", "500", "--lost-ms", "2000", "--news-ms", "50")


def wait(driver, predicate, timeout: float = 30):
    """Until ``predicate`` holds (an element re-rendered while it was read is read again)."""
    return WebDriverWait(
        driver, timeout, poll_frequency=0.1, ignored_exceptions=(StaleElementReferenceException,)
    ).until(lambda d: predicate(d))


def banner(driver) -> str:
    return driver.execute_script(
        "var b=document.getElementById('banner'); return b.hidden ? '' : b.textContent"
    )


def status(driver) -> str:
    return driver.find_element(By.ID, "status").text


def frames(driver, key: str) -> list[dict]:
    return [json.loads(t) for t in driver.execute_script(f"return window.__ws.{key}")]


def asked(driver) -> bool:
    return driver.find_element(By.ID, "decision").is_displayed()


def my_turn(driver) -> bool:
    """Select the first playable card if it is our turn; True once a play button is offered."""
    if not asked(driver):
        return False
    if driver.find_elements(By.CSS_SELECTOR, "#decision button[data-action]"):
        return True
    cards = [c for c in driver.find_elements(By.CSS_SELECTOR, "#hand button.card") if c.is_enabled()]
    if cards:
        cards[0].click()
    return False


@pytest.mark.slow
def test_a_silent_loss_is_shown_and_a_tap_made_meanwhile_is_applied_once(serve, phones, chromium) -> None:
    game = serve(
        "--edition", "classic", "--players", "2", "--phones", "2", "--pace", "40", "--seed", "11", *FAST
    )
    bot = phones.Bot(game.ws(1), seed=1, reconnect=True)
    bot.start()
    driver = chromium()
    driver.get(game.seats[0]["url"])
    wait(driver, my_turn)
    button = driver.find_element(By.CSS_SELECTOR, "#decision button[data-action]")
    game.proc.send_signal(signal.SIGSTOP)  # the server stops answering, nothing is closed
    try:
        button.click()  # the tap is made on a connection that is already dead
        wait(driver, lambda d: "Connection lost" in banner(d), timeout=20)
        assert status(driver) == "Waiting for the table…"  # the tap waits for its answer
    finally:
        game.proc.send_signal(signal.SIGCONT)
    wait(driver, lambda d: banner(d) == "" and driver.execute_script("return window.__ws.open") == 1)
    tap = next(m for m in frames(driver, "tx") if m["t"] == "act")
    wait(driver, lambda d: any(m.get("id") == tap["id"] for m in frames(d, "rx")))
    answers = [m for m in frames(driver, "rx") if m.get("id") == tap["id"]]
    assert [m["t"] for m in answers] == ["ack"] * len(answers) and answers[0]["n"] == tap["n"] + 1
    assert sum(1 for m in frames(driver, "tx") if m.get("id") == tap["id"]) >= 1
    assert driver.execute_script("return window.__ws.made") >= 2  # it did reconnect
    # The move is in the game exactly once: the state after it is the next one, and the game goes on.
    states = [m for m in frames(driver, "rx") if m["t"] == "state"]
    assert any(m["n"] == tap["n"] + 1 for m in states)
    assert not any(m["t"] == "error" for m in frames(driver, "rx"))
    wait(driver, lambda d: any(m["t"] == "state" and m["n"] > tap["n"] + 1 for m in frames(d, "rx")))


@pytest.mark.slow
def test_the_page_coming_back_while_its_retry_timer_runs_opens_one_socket(serve, chromium) -> None:
    game = serve("--edition", "classic", "--players", "2", "--phones", "1", "--pace", "2000", *FAST)
    driver = chromium()
    driver.get(game.seats[0]["url"])
    wait(driver, lambda d: d.execute_script("return window.__ws.open") == 1)
    game.proc.send_signal(signal.SIGSTOP)
    try:
        wait(driver, lambda d: "Connection lost" in banner(d), timeout=20)
        for _ in range(12):  # the page is shown again, again and again, while it retries
            driver.execute_script("document.dispatchEvent(new Event('visibilitychange'))")
            time.sleep(0.25)
    finally:
        game.proc.send_signal(signal.SIGCONT)
    wait(driver, lambda d: banner(d) == "" and d.execute_script("return window.__ws.open") == 1)
    for _ in range(8):
        driver.execute_script("document.dispatchEvent(new Event('visibilitychange'))")
    time.sleep(2.5)  # longer than a loss takes to be noticed: whatever would race has raced
    assert driver.execute_script("return window.__ws.maxOpen") == 1
    assert banner(driver) == "" and driver.execute_script("return window.__ws.open") == 1
    assert status(driver) != "Connecting to the table…"


@pytest.mark.slow
def test_a_second_tab_takes_the_seat_over_only_through_its_button(serve, phones, chromium) -> None:
    game = serve("--edition", "classic", "--players", "2", "--phones", "1", "--pace", "2000", *FAST)
    driver = chromium()
    driver.get(game.seats[0]["url"])
    first = driver.current_window_handle
    wait(driver, lambda d: d.execute_script("return window.__ws.open") == 1)
    second = phones.new_tab(driver, game.seats[0]["url"])
    wait(driver, lambda d: "open on another device" in banner(d))
    take = driver.find_element(By.ID, "take-over")
    assert take.is_displayed() and take.text == "Play on this device"
    assert status(driver) == ""  # not "Connecting to the table…" under the banner
    time.sleep(1.5)  # nothing happens by itself
    driver.switch_to.window(first)
    assert banner(driver) == "" and driver.execute_script("return window.__ws.open") == 1
    driver.switch_to.window(second)
    assert "open on another device" in banner(driver)
    driver.find_element(By.ID, "take-over").click()
    wait(driver, lambda d: banner(d) == "" and d.execute_script("return window.__ws.open") == 1)
    wait(driver, lambda d: any(m["t"] == "state" for m in frames(d, "rx")))
    driver.switch_to.window(first)
    wait(driver, lambda d: "opened on another device" in banner(d))
    assert driver.find_element(By.ID, "take-over").is_displayed()
    assert driver.execute_script("return window.__ws.open") == 0


CONTRAST = """
function lum(c) {
  var m = c.match(/[\\d.]+/g).map(Number);
  var v = m.slice(0, 3).map(function (x) { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
}
function bg(e) {
  for (; e; e = e.parentElement) {
    var c = getComputedStyle(e).backgroundColor;
    if (c && !/rgba\\(.*, 0\\)$/.test(c) && c !== "transparent") return c;
  }
  return "rgb(255, 255, 255)";
}
var worst = [];
document.querySelectorAll("body *").forEach(function (e) {
  if (!e.offsetParent && e.tagName !== "HEADER") return;
  var own = Array.prototype.some.call(e.childNodes, function (n) { return n.nodeType === 3 && n.textContent.trim(); });
  if (!own || getComputedStyle(e).opacity < 1) return;
  var a = lum(getComputedStyle(e).color), b = lum(bg(e));
  var r = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  if (r < 4.5) worst.push([e.tagName, e.id, e.className, e.textContent.slice(0, 30), r.toFixed(2)]);
});
return worst;
"""


@pytest.mark.slow
@pytest.mark.parametrize(
    "lang,size", [("de", "320,640"), ("ja", "360,740"), ("cs", "430,932"), ("nl", "844,390")]
)
def test_the_page_reads_well_at_phone_sizes(serve, phones, chromium, lang, size) -> None:
    game = serve("--edition", "plus", "--players", "3", "--phones", "2", "--pace", "40", "--seed", "4", *FAST)
    bot = phones.Bot(game.ws(1), seed=1)
    bot.start()
    driver = chromium(lang, size)
    driver.get(game.seats[0]["url"])
    wait(driver, my_turn)
    assert driver.execute_script("return document.documentElement.lang") == lang
    hand = driver.find_element(By.ID, "hand")
    y = hand.location["y"]
    pressed = driver.find_elements(By.CSS_SELECTOR, "#hand button.card[aria-pressed='true']")
    assert pressed and all(
        b.get_attribute("aria-pressed") for b in driver.find_elements(By.CSS_SELECTOR, ".card")
    )
    assert driver.find_element(By.ID, "hand").location["y"] == y  # the first tap moves nothing
    assert driver.execute_script("return document.activeElement.getAttribute('data-key')") == pressed[
        -1
    ].get_attribute("data-key")
    assert driver.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
    assert driver.execute_script(CONTRAST) == []
    assert driver.find_element(By.ID, "news").get_attribute("aria-live") == "polite"
    names = driver.execute_script(
        "return Array.from(document.querySelectorAll('#lang option')).map(o => o.value)"
    )
    assert names == ["de", "en", "cs", "nl", "ja"]
    os.makedirs("/tmp/phones-shots", exist_ok=True)
    driver.save_screenshot(f"/tmp/phones-shots/{lang}-{size.replace(',', 'x')}.png")
    # Off its turn the decision box is not shown at all (no empty green box).
    driver.find_element(By.CSS_SELECTOR, "#decision button[data-action]").click()
    wait(driver, lambda d: not asked(d))
    assert (
        driver.execute_script("return getComputedStyle(document.getElementById('decision')).display")
        == "none"
    )


def click_at(driver, element) -> None:
    """A finger's tap where ``element`` is on the screen (whatever is there takes it)."""
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(driver).move_to_element(element).click().perform()


@pytest.mark.slow
def test_a_page_whose_seat_was_taken_over_on_its_turn_is_inert_and_keeps_its_button(
    serve, phones, chromium
) -> None:
    game = serve(
        "--edition", "classic", "--players", "2", "--phones", "1", "--pace", "40", "--seed", "2", *FAST
    )
    driver = chromium()
    driver.get(game.seats[0]["url"])
    first = driver.current_window_handle
    wait(driver, my_turn)  # its turn, a card selected, the play buttons offered
    phones.new_tab(driver, game.seats[0]["url"])
    wait(driver, lambda d: "open on another device" in banner(d))
    driver.find_element(By.ID, "take-over").click()
    wait(driver, lambda d: banner(d) == "" and asked(d))
    driver.switch_to.window(first)
    wait(driver, lambda d: "opened on another device" in banner(d))
    assert not asked(driver) and status(driver) != "Your turn"
    assert driver.execute_script("return document.getElementById('main').inert")
    sent = len(frames(driver, "tx"))
    before = driver.execute_script("return document.getElementById('main').innerHTML")
    for card in driver.find_elements(By.CSS_SELECTOR, "#hand button.card, #orders button.card"):
        click_at(driver, card)
    click_at(driver, driver.find_element(By.ID, "strip"))
    time.sleep(0.5)
    assert "opened on another device" in banner(driver)
    assert driver.find_element(By.ID, "take-over").is_displayed()
    assert len(frames(driver, "tx")) == sent  # no tap went anywhere
    assert driver.execute_script("return document.getElementById('main').innerHTML") == before
    assert status(driver) != "Waiting for the table…"
    driver.find_element(By.ID, "take-over").click()  # the button still takes the seat back
    wait(driver, lambda d: banner(d) == "" and asked(d))
    assert not driver.execute_script("return document.getElementById('main').inert")
