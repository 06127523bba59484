"""The phone page's own texts, as source texts: marked here for Qt Linguist, translated by the table.

The phones layer has no Qt: the table (``ui/phone_texts.py``) translates these and the cards' names
with the game's compiled translations and hands the server the finished JSON per language.
Placeholders are ``%1``, ``%2``... as in Qt; the page fills them in. The events' sentences are not
here: they are the table's own messages (``wording/messages.py``), handed to the page likewise.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for lupdate under ``context``; the text itself is the source text."""
    return text


PHONE: dict[str, str] = {
    "title": QT_TRANSLATE_NOOP("Phone", "Mamma Mia!"),
    "language": QT_TRANSLATE_NOOP("Phone", "Language"),
    "connecting": QT_TRANSLATE_NOOP("Phone", "Connecting to the table…"),
    "reconnecting": QT_TRANSLATE_NOOP("Phone", "Connection lost. Reconnecting…"),
    "revoked": QT_TRANSLATE_NOOP("Phone", "This link no longer works. Scan the new code on the table."),
    "replaced": QT_TRANSLATE_NOOP("Phone", "Your seat was opened on another device."),
    "busy": QT_TRANSLATE_NOOP("Phone", "This seat is open on another device."),
    "take_over": QT_TRANSLATE_NOOP("Phone", "Play on this device"),
    "back_to_seat": QT_TRANSLATE_NOOP("Phone", "Back to my seat"),
    "top_card": QT_TRANSLATE_NOOP("Phone", "Top of the oven"),
    "oven_empty": QT_TRANSLATE_NOOP("Phone", "The oven is empty"),
    "news_more": QT_TRANSLATE_NOOP("Phone", "%1 more: tap to go on"),
    "your_hand": QT_TRANSLATE_NOOP("Phone", "Your hand"),
    "your_orders": QT_TRANSLATE_NOOP("Phone", "Your orders"),
    "no_orders": QT_TRANSLATE_NOOP("Phone", "No order in hand"),
    "waiter": QT_TRANSLATE_NOOP("Phone", "Waiter: %1"),
    "delivered": QT_TRANSLATE_NOOP("Phone", "Delivered: %1"),
    "round": QT_TRANSLATE_NOOP("Phone", "Round %1 of %2"),
    "your_turn": QT_TRANSLATE_NOOP("Phone", "Your turn"),
    "turn_of": QT_TRANSLATE_NOOP("Phone", "%1's turn"),
    "deciding": QT_TRANSLATE_NOOP("Phone", "%1 is deciding…"),
    "you_decide": QT_TRANSLATE_NOOP("Phone", "Your decision"),
    "pick_ingredients": QT_TRANSLATE_NOOP("Phone", "Tap ingredients of one kind to put into the oven."),
    "pick_order": QT_TRANSLATE_NOOP("Phone", "Add an order (optional):"),
    "no_order": QT_TRANSLATE_NOOP("Phone", "No order"),
    "draw_supply": QT_TRANSLATE_NOOP("Phone", "Play, draw %1 from the supply"),
    "draw_waiter": QT_TRANSLATE_NOOP("Phone", "Play, draw %1 from the waiter"),
    "draw_none": QT_TRANSLATE_NOOP("Phone", "Play, draw nothing"),
    "pass_turn": QT_TRANSLATE_NOOP("Phone", "No ingredient: pass"),
    "clear": QT_TRANSLATE_NOOP("Phone", "Clear"),
    "choose_kinds": QT_TRANSLATE_NOOP("Phone", "Choose the ingredients for your %1:"),
    "complete": QT_TRANSLATE_NOOP("Phone", "Add %1 from your hand to deliver your %2?"),
    "ask_help": QT_TRANSLATE_NOOP("Phone", "Your %1 is short of %2. Ask the others for help?"),
    "ask_for": QT_TRANSLATE_NOOP("Phone", "Ask for %1"),
    "dont_ask": QT_TRANSLATE_NOOP("Phone", "Do not ask"),
    "help_asked": QT_TRANSLATE_NOOP("Phone", "%1 asks you for %2 for their %3. Help?"),
    "help_yes": QT_TRANSLATE_NOOP("Phone", "Help"),
    "help_no": QT_TRANSLATE_NOOP("Phone", "Do not help"),
    "yes": QT_TRANSLATE_NOOP("Phone", "Yes"),
    "no": QT_TRANSLATE_NOOP("Phone", "No"),
    "any_cards": QT_TRANSLATE_NOOP("Phone", "%1 cards of any kind"),
    "wait_table": QT_TRANSLATE_NOOP("Phone", "Waiting for the table…"),
    "not_allowed": QT_TRANSLATE_NOOP("Phone", "That is not allowed now. Nothing was changed."),
    "bad_message": QT_TRANSLATE_NOOP("Phone", "The table did not understand that. Nothing was changed."),
    "game_over": QT_TRANSLATE_NOOP("Phone", "Game over"),
    "wins": QT_TRANSLATE_NOOP("Phone", "%1 wins!"),
    "you_win": QT_TRANSLATE_NOOP("Phone", "You win!"),
    "table": QT_TRANSLATE_NOOP("Phone", "Table"),
    "oven": QT_TRANSLATE_NOOP("Phone", "Oven: %1 cards"),
    "supply": QT_TRANSLATE_NOOP("Phone", "Supply: %1"),
    "columns": QT_TRANSLATE_NOOP("Phone", "Face up:"),
    "cards_in_hand": QT_TRANSLATE_NOOP("Phone", "%1 cards"),
    "away": QT_TRANSLATE_NOOP("Phone", "Waiting for %1's phone"),
    "ev_delivered": QT_TRANSLATE_NOOP("Phone", "%1 delivered a %2"),
    "ev_returned": QT_TRANSLATE_NOOP("Phone", "%1's %2 goes back to the waiter"),
    "carried": QT_TRANSLATE_NOOP("Phone", "In the oven from the last round: %1"),
    "final_scores": QT_TRANSLATE_NOOP("Phone", "Final scores"),
    "share_win": QT_TRANSLATE_NOOP("Phone", "%1 share the win!"),
    "you_share_win": QT_TRANSLATE_NOOP("Phone", "You share the win with %1!"),
    "tie_hand": QT_TRANSLATE_NOOP(
        "Phone",
        "Tie-break: %1 tied on pizzas delivered (%2 each). %3 wins with the most ingredient cards left in hand.",
    ),
    "tie_shared": QT_TRANSLATE_NOOP(
        "Phone",
        "Tie-break: %1 tied on pizzas delivered (%2 each) and on ingredient cards left in hand (%3 each), so they share the win.",
    ),
    "most_delivered": QT_TRANSLATE_NOOP("Phone", "Most pizzas delivered: %1"),
    "cards_left": QT_TRANSLATE_NOOP("Phone", "Cards left: %1"),
    "and": QT_TRANSLATE_NOOP("Phone", "%1 and %2"),
    "comma": QT_TRANSLATE_NOOP("Phone", ", "),
    "vibrate": QT_TRANSLATE_NOOP("Phone", "Vibrate when it is my turn"),
    "bad_link": QT_TRANSLATE_NOOP(
        "Phone", "This link or code is not valid (any more). Scan the code on the table again or type it in."
    ),
    "too_many": QT_TRANSLATE_NOOP("Phone", "Too many wrong codes. Wait a minute, then try again."),
    "to_form": QT_TRANSLATE_NOOP("Phone", "Type a code"),
    "join_title": QT_TRANSLATE_NOOP("Phone", "Enter the code shown on the table"),
    "join": QT_TRANSLATE_NOOP("Phone", "Join"),
}
