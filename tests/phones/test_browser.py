"""A real browser: a phones-only game (`mammamia-cli serve`, no window) played through the pages to the end.

Needs Debian's ``chromium`` and ``chromium-driver`` (the README's test command installs them).
Two seats are pages in headless Chromium, driven as a player would (tap ingredient cards, then a
draw button; answer every reveal question with one of the offered buttons); the third is a phone
bot. The first page is also the observer: every play of the other two into the oven must have been
shown in its public strip, with the oven's top card after it.
"""

from __future__ import annotations

import json

import pytest
from selenium.common.exceptions import (
    NoSuchElementException,
    StaleElementReferenceException,
    WebDriverException,
)
from selenium.webdriver.common.by import By

from .browser_support import tap_something


def plays_seen_by(bot) -> dict[int, dict]:
    """Every play into the oven, by its event number, as a phone was sent it."""
    plays = {}
    for m in bot.messages:
        for e in m.get("ev", []) if m["t"] == "state" else []:
            if e["e"] in ("ingredients", "order"):
                plays[e["i"]] = e
    return plays


def tap_through(driver, windows: list[str], titles: set[str]) -> list[int]:
    """Tap on every page in turn until each says the game is over (bounded: a game is a few
    hundred taps); how many taps each page made."""
    acted = [0] * len(windows)
    over = [False] * len(windows)
    for _ in range(8000):
        for i, handle in enumerate(windows):
            if over[i]:
                continue
            driver.switch_to.window(handle)
            try:
                if driver.find_element(By.ID, "status").text.startswith("Game over"):
                    over[i] = True
                elif tap_something(driver, titles):
                    acted[i] += 1
            except (StaleElementReferenceException, NoSuchElementException):  # re-rendered meanwhile
                continue
        if all(over):
            break
    assert all(over), (acted, titles)
    return acted


def check_every_play_shown(seen: list, plays: dict[int, dict], names: list[str]) -> None:
    """The observer page showed every other player's play in turn, with the oven's top card after it."""
    shown: dict[int, tuple[str, str | None]] = {}
    for i, text, face in seen:
        if i:
            shown.setdefault(int(i), (text, face))
    others = {i: e for i, e in plays.items() if e["seat"] != 0}
    assert len(others) > 20
    for i, e in sorted(others.items()):
        assert i in shown, (i, e, "never shown")
        text, face = shown[i]
        assert text.startswith(names[e["seat"]]), (text, e)
        if e["e"] == "ingredients":
            assert f"{e['count']} × " in text and face == f"ingredient:{e['kind']}", (text, face, e)
        else:
            assert face == e["order"]["face"], (face, e)


@pytest.mark.slow
def test_a_phones_only_game_is_played_through_the_pages_and_every_play_is_shown(
    serve, phones, chromium
) -> None:
    game = serve("--edition", "plus", "--players", "3", "--phones", "3", "--pace", "60", "--seed", "9",
                 "--news-ms", "120")  # fmt: skip
    bot = phones.Bot(game.ws(2), seed=2)
    bot.start()
    driver = chromium()
    titles: set[str] = set()
    try:
        driver.get(game.seats[0]["url"])
        first = driver.current_window_handle
        acted = tap_through(driver, [first, phones.new_tab(driver, game.seats[1]["url"])], titles)
        assert acted[0] > 5 and acted[1] > 5
        driver.switch_to.window(first)
        seen = driver.execute_script("return window.__seen")
        assert driver.find_elements(By.CSS_SELECTOR, "#public table tr")
    except WebDriverException as exc:  # pragma: no cover - reported with the server's output
        pytest.fail(f"browser failed: {exc.msg}\n{game.close()}")
    bot.join(60)
    assert bot.over
    assert game.wait(60) == 0
    assert any(t.startswith("Tap ingredients") for t in titles)
    assert any("asks you for" in t for t in titles), titles  # reveal questions reached the pages
    check_every_play_shown(seen, plays_seen_by(bot), [s["name"] for s in game.seats])
    assert json.loads(json.dumps(game.seats))[0]["seat"] == 0
