"""What the browser tests share: a player's taps on a page, and the public story a page showed."""

from __future__ import annotations

from selenium.webdriver.common.by import By

SHOWN_TYPES = frozenset(
    ("round", "ingredients", "order", "passed", "mamma_mia", "reveal", "order_revealed", "chosen",
     "help_asked", "help_declined", "help_given", "delivered", "returned", "round_ended", "game_ended")
)  # fmt: skip
"""The items a page's strip shows one by one (a draw or a face-up card is shown otherwise)."""


def tap_something(driver, titles: set[str]) -> bool:
    """One step of a player on their turn: select a card, an order, or press an offered button."""
    box = driver.find_element(By.ID, "decision")
    if not box.is_displayed():
        return False
    titles.add(box.find_element(By.TAG_NAME, "p").text)
    actions = box.find_elements(By.CSS_SELECTOR, "button[data-action]")
    if not actions:
        cards = [c for c in driver.find_elements(By.CSS_SELECTOR, "#hand button.card") if c.is_enabled()]
        if cards:
            cards[0].click()
        return False
    orders = driver.find_elements(By.CSS_SELECTOR, "#orders button.card")
    if any(o.is_enabled() for o in orders) and not any(
        o.get_attribute("aria-pressed") == "true" for o in orders
    ):
        next(o for o in orders if o.is_enabled()).click()  # place an order with it
        return False
    actions[0].click()
    return True


def story_sent_to(bot) -> dict[int, dict]:
    """Every item of the public story a phone bot was sent, by its number."""
    return {
        e["i"]: e for m in bot.messages if m["t"] == "state" for e in m.get("ev", []) if e["e"] in SHOWN_TYPES
    }


def strip_order(seen: list) -> list[int]:
    """The item numbers a page's strip showed, in the order it showed them (one entry per showing:
    the watch records each change of the strip, several per item)."""
    order: list[int] = []
    last = None
    for i, _text, _face in seen:
        if i != last and i:
            order.append(int(i))
        last = i
    return order
