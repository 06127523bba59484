"""One glossary per language (translations/glossary.json): every message of every translation that
names one of the game's terms says it with the glossary's word, and none says it with a competing
word (Japanese once named the waiter three ways and put "helping" beside the memory aid)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = json.loads((ROOT / "translations" / "glossary.json").read_text(encoding="utf-8"))["terms"]
LANGS = ("de", "cs", "nl", "ja")
MARKS = re.compile(r"\{\w+\}|%n|%\d|&")  # placeholders and access-key marks are not words


def messages(lang: str) -> list[tuple[str, str, str]]:
    """Every message of the language's .ts file: (context, source, translation with every plural form)."""
    root = ET.parse(ROOT / "translations" / f"mammamia_{lang}.ts").getroot()
    out = []
    for context in root.iter("context"):
        for message in context.iter("message"):
            tr = message.find("translation")
            assert tr is not None
            forms = [n.text or "" for n in tr.iter("numerusform")] or [tr.text or ""]
            out.append((context.findtext("name") or "", message.findtext("source") or "", " ".join(forms)))
    return out


def test_every_term_has_a_word_in_every_language() -> None:
    for term, entry in GLOSSARY.items():
        re.compile(entry["source"])
        for lang in LANGS:
            assert entry[lang]["word"], (term, lang)
            assert re.search(entry[lang]["forms"], entry[lang]["word"], re.IGNORECASE), (term, lang)
            for other in entry[lang]["not"]:  # a competing word is never the glossary's own
                assert not re.search(other, entry[lang]["word"], re.IGNORECASE), (term, lang, other)
    assert {"oven", "supply", "waiter", "order", "helping", "memory aid", "Mamma Mia card", "shrimp"} <= set(
        GLOSSARY
    )


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_uses_the_glossary_word(lang: str) -> None:
    wrong = []
    for context, source, translation in messages(lang):
        source_words, words = MARKS.sub("", source), MARKS.sub("", translation)
        for term, entry in GLOSSARY.items():
            use = entry[lang]
            rival = [w for w in use["not"] if re.search(w, words, re.IGNORECASE)]
            if rival:
                wrong.append(f"{term}: {rival} in {context} {translation!r}")
            elif re.search(entry["source"], source_words, re.IGNORECASE) and not re.search(
                use["forms"], words, re.IGNORECASE
            ):
                wrong.append(f"{term}: not {use['word']!r} in {context} {translation!r}")
    assert wrong == []
