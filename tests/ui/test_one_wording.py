"""One event, one wording on every face: the table's banner, the narration, the replay's captions and
the phone page say the same sentence for the same event and viewer, in every language; and no
translated sentence puts the word for "you" into a third-person sentence."""

from __future__ import annotations

import json
import random
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mammamia_qt.engine import events as ev
from mammamia_qt.engine.rules import Rules
from mammamia_qt.engine.state import GameState
from mammamia_qt.phones.protocol import STRIP, event_json
from mammamia_qt.ui.common.names import said_text
from mammamia_qt.ui.history.captions import UNTOLD, caption
from mammamia_qt.ui.phone_texts import translated
from mammamia_qt.ui.table.narration import Narrator
from mammamia_qt.wording.messages import TEXTS, describe

from .table_support import make_setup, make_table

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Anna", "Ben", "Carla", "Dario"]
LANGS = ("en", "de", "cs", "nl", "ja")

# A third-person verb after the word for "you" (the sentence was made for a name, and "you" put in).
WRONG_YOU = {
    "en": re.compile(r"\bYou(?:'s| (?:is|has|does|\w+[^s\W]s))\b"),
    "de": re.compile(r"\bDu (?:ist|hat|wird|\w*[^sßzx\W]t)\b"),
    "nl": re.compile(r"\b(?:Jij|Je|jij|je) (?:is|heeft|kan|zal)\b"),
    "cs": re.compile(r"(?:^|[.!?:]\s)Ty (?:je|má|\w*[áeí])\b"),
    "ja": re.compile(r"あなた(?:さん|様|くん|ちゃん)"),  # "you" treated as a player's name
}
# The words for "you"/"your" of each language: in every second-person sentence, in no other.
YOU_WORDS = {
    "en": re.compile(r"\b(?:you|your)\b", re.IGNORECASE),
    "de": re.compile(r"\b(?:du|dir|dich|dein\w*)\b", re.IGNORECASE),
    "nl": re.compile(r"\b(?:je|jij|jou|jouw)\b", re.IGNORECASE),
    "cs": re.compile(r"\b(?:ty|ti|tvoje|tvou|tvého|\w+š)\b", re.IGNORECASE),
    "ja": re.compile(r"あなた"),
}


def _translations(lang: str) -> dict[tuple[str, str], str]:
    root = ET.parse(ROOT / "translations" / f"mammamia_{lang}.ts").getroot()
    out = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            tr = message.find("translation")
            assert tr is not None
            text = tr.text or " ".join(n.text or "" for n in tr.iter("numerusform"))
            out[(name, message.findtext("source") or "")] = text
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_no_sentence_puts_you_into_the_third_person(lang: str) -> None:
    wrong = [text for text in _translations(lang).values() if WRONG_YOU[lang].search(text)]
    assert wrong == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_second_person_messages_and_only_they_say_you(lang: str) -> None:
    texts = _translations(lang)
    english = YOU_WORDS["en"]
    for key, source in TEXTS.items():  # the events' sentences and the table's standing ones
        text = texts[("Events", source)]
        assert bool(YOU_WORDS[lang].search(text)) == bool(english.search(source)), (key, text)


def _game_events(seed: int, edition: str = "plus", players: int = 4) -> tuple[list[ev.Event], GameState]:
    state, _ = GameState.new_game(Rules(edition=edition, players=players), seed)
    rng, events = random.Random(seed), []
    start = state
    while not state.is_terminal():
        legal = state.legal_actions()
        events += state.apply(legal[rng.randrange(len(legal))])
    return events, start


def _phone_texts(lang: str, says: list[dict]) -> list[str]:
    """The page's own words.js wording each sentence, run by Node with the page's strings."""
    script = (
        "const w = require(process.argv[1]); const d = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
        "process.stdout.write(JSON.stringify(d.says.map(s => w.say(d.strings, d.names, s))));"
    )
    data = {"strings": translated(lang), "names": NAMES, "says": says}
    out = subprocess.run(
        ["node", "-e", script, str(ROOT / "resources" / "phone" / "words.js")],
        input=json.dumps(data), capture_output=True, text=True, check=True, timeout=60,
    )  # fmt: skip
    return json.loads(out.stdout)


@pytest.mark.parametrize("lang", ["en", "de", "ja", "cs"])
def test_narration_captions_and_phone_say_the_same(qapp, languages, lang: str) -> None:
    assert languages.set_language(lang)
    events, state = _game_events(seed=21)
    orders = state.view_for(0).orders
    narrator = Narrator(NAMES, orders)
    told = [e for e in events if isinstance(e, STRIP)]
    for viewer in (-1, 0, 2):
        says = [event_json(e, viewer, orders, 3)["say"] for e in told]
        phone = _phone_texts(lang, says)
        for event, on_phone in zip(told, phone, strict=True):
            expected = said_text(describe(event, viewer), NAMES, orders)
            assert narrator.text(event, viewer)() == expected
            assert on_phone == expected, event
    for event in events:  # a replay is watched by nobody's seat
        if type(event) not in UNTOLD:
            assert caption(1, [event], NAMES, orders) == narrator.text(event)()
    assert any(describe(e, 0).id.endswith("_you") for e in told)  # the viewer's own doing came up


def test_the_banner_says_what_the_narration_says_to_the_person_at_the_screen(qtbot, languages) -> None:
    assert languages.set_language("de")
    setup = make_setup(["human", "random", "random"], seed=7, edition="plus")
    controller, table = make_table(qtbot, setup)
    shown: list[str] = []
    announce = table.scene.banner.announce

    def spy(text, colour=None, hold_ms=2600) -> None:
        made = text() if callable(text) else text
        shown.extend([made] if isinstance(made, str) else made)
        announce(text, colour, hold_ms)

    table.scene.banner.announce = spy  # type: ignore[method-assign]
    controller.start()
    qtbot.waitUntil(lambda: bool(shown), timeout=10000)
    lines = table.narration.lines()
    assert shown and set(shown) <= set(lines)
    assert any(line.startswith("Du ") for line in lines) or any(" du " in line.lower() for line in lines)
