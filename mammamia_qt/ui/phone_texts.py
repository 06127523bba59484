"""The phone page's texts, translated: the table hands them to its phone server per language.

The page is plain JavaScript and cannot read a .qm file, so the server hands it a JSON object of
its texts (``phones/strings.py``) and the cards' names (``ui/common/names.py``) translated with the
game's own compiled translations, one per language. Only this side has Qt's translator; the phones
layer gets the finished bytes (``strings_json``).
"""

from __future__ import annotations

import json
from functools import cache

from PySide6.QtCore import QTranslator

from mammamia_qt.engine.cards import COLOURS, INGREDIENTS
from mammamia_qt.phones.strings import PHONE
from mammamia_qt.ui.common.i18n import LANGUAGES, qm_path
from mammamia_qt.ui.common.names import (
    CARD_WORDS,
    COLOUR_NAMES,
    INGREDIENT_NAMES,
    LIST_WORDS,
    ORDER_NAMES,
    REASON_NAMES,
)
from mammamia_qt.wording.messages import CONTEXT, MESSAGES

# The cards' names: the very tables of ui/common/names.py (the same source texts, so the same
# translations), keyed by ingredient id, order type value, card word and colour.
NAMES: dict[str, str] = {
    **INGREDIENT_NAMES,
    **ORDER_NAMES,
    **CARD_WORDS,
    **COLOUR_NAMES,
}
assert set(INGREDIENTS) | set(COLOURS) <= set(NAMES)


@cache
def _translator(lang: str) -> QTranslator | None:
    path = qm_path(lang)
    translator = QTranslator()
    return translator if path is not None and translator.load(str(path)) else None


def translated(lang: str) -> dict[str, dict[str, str]]:
    """Every page text in ``lang``: ``{"phone": {...}, "names": {...}, "words": {...}, "reasons": {...},
    "events": {...}, "missing": [...]}``. The events' sentences are the messages the table says
    (``wording/messages.py``), translated from the same source texts, so both word an event alike.

    ``missing`` lists the keys without a translation (English then stands in); English has none.
    """
    translator = _translator(lang)
    out: dict[str, dict[str, str]] = {"phone": {}, "names": {}, "words": {}, "reasons": {}, "events": {}}
    missing: list[str] = []
    for group, context, texts in (
        ("phone", "Phone", PHONE),
        ("names", "Names", NAMES),
        ("words", "Names", LIST_WORDS),
        ("reasons", "Reveal", REASON_NAMES),
        ("events", CONTEXT, MESSAGES),
    ):
        for key, source in texts.items():
            text = translator.translate(context, source) if translator is not None else ""
            if not text:
                text = source
                if lang != "en":
                    missing.append(f"{group}.{key}")
            out[group][key] = text
    out["missing"] = missing  # type: ignore[assignment]
    return out


@cache
def strings_json(lang: str) -> bytes | None:
    """The page texts of ``lang`` as JSON bytes, or None for a language the game does not speak."""
    if lang not in LANGUAGES:
        return None
    data = translated(lang)
    data["languages"] = dict(LANGUAGES)
    return json.dumps(data, ensure_ascii=False).encode("utf-8")
