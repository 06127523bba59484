"""The phone page's texts in each language, with or without Qt.

The page is plain JavaScript and cannot read a .qm file, so the host hands the server a JSON object
of its texts (``phones/strings.py``), the cards' names (``wording/card_names.py``) and the events'
sentences (``wording/messages.py``), translated from the same source texts as the table's. Who
translates is given: the desktop passes Qt's translator of the compiled .qm (``ui/phone_texts.py``);
a host without Qt reads the translation sources, ``translations/mammamia_<lang>.ts``
(``ts_translator``), which lrelease compiles into those very .qm files.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from xml.etree import ElementTree

from mammamia_qt.engine.cards import COLOURS, INGREDIENTS
from mammamia_qt.wording.card_names import (
    CARD_WORDS,
    COLOUR_NAMES,
    INGREDIENT_NAMES,
    LIST_WORDS,
    ORDER_NAMES,
    REASON_NAMES,
)
from mammamia_qt.wording.languages import LANGUAGES
from mammamia_qt.wording.messages import CONTEXT, MESSAGES

from .strings import PHONE

Translate = Callable[[str, str], str]
"""(context, source text) -> its translation, or "" where there is none."""

# The cards' names: the very tables the screen translates (the same source texts, so the same
# translations), keyed by ingredient id, order type value, card word and colour.
NAMES: dict[str, str] = {
    **INGREDIENT_NAMES,
    **ORDER_NAMES,
    **CARD_WORDS,
    **COLOUR_NAMES,
}
assert set(INGREDIENTS) | set(COLOURS) <= set(NAMES)


def translated(lang: str, translate: Translate | None) -> dict[str, dict[str, str]]:
    """Every page text in ``lang``: ``{"phone": {...}, "names": {...}, "words": {...}, "reasons": {...},
    "events": {...}, "missing": [...]}``. The events' sentences are the messages the table says
    (``wording/messages.py``), translated from the same source texts, so both word an event alike.

    ``missing`` lists the keys without a translation (English then stands in); English has none.
    """
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
            text = translate(context, source) if translate is not None else ""
            if not text:
                text = source
                if lang != "en":
                    missing.append(f"{group}.{key}")
            out[group][key] = text
    out["missing"] = missing  # type: ignore[assignment]
    return out


def strings_json(lang: str, translate: Translate | None) -> bytes | None:
    """The page texts of ``lang`` as JSON bytes, or None for a language the game does not speak."""
    if lang not in LANGUAGES:
        return None
    data = translated(lang, translate)
    data["languages"] = dict(LANGUAGES)
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


def ts_translator(path: Path) -> Translate | None:
    """The translations of a Qt Linguist source file as lrelease compiles them (every non-empty
    translation, unfinished ones too; none of the vanished or obsolete), or None without the file."""
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError):
        return None
    table: dict[tuple[str, str], str] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("vanished", "obsolete"):
                continue
            if message.find("comment") is None and (translation.text or ""):
                table[(name, message.findtext("source") or "")] = translation.text or ""
    return lambda context, source: table.get((context, source), "")
