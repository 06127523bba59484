"""The card art the phones load: the table's own card faces as SVG, in each language.

Faces are drawn before the server starts (on the Qt thread, their text fitted with Qt's font metrics;
without Qt, with an estimate of them); the server thread only reads the finished bytes. No Qt is
imported here: the phones' host without Qt draws them too.
"""

from __future__ import annotations

from collections.abc import Callable

from mammamia_qt.engine.cards import INGREDIENTS, load_deck
from mammamia_qt.engine.rules import Rules
from mammamia_qt.ui.art.card_faces import build_face, default_labels, order_face
from mammamia_qt.wording.languages import LANGUAGES


class ArtStore:
    """Every face one game can show, per language: ``get(lang, face_id)`` from any thread."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self._svg: dict[tuple[str, str], bytes] = {}

    def faces(self) -> list[str]:
        facts = self.rules.edition_rules  # the game's rule facts, as every view carries them
        kinds, minimale_n = facts.kinds, facts.minimale_n
        colours = set(self.rules.colours)
        deck = load_deck(self.rules.edition)
        faces = [f"ingredient:{k}" for k in INGREDIENTS[:kinds]]
        faces += [order_face(card, minimale_n) for card in deck.orders if card.colour in colours]
        faces += ["mamma_mia", "back:ingredient"]
        return list(dict.fromkeys(faces))

    def prepare(
        self, names: Callable[[str], dict[str, str]], languages: tuple[str, ...] | None = None
    ) -> None:
        """Draw every face in every language, its words from ``names(lang)`` (the cards' names)."""
        faces = self.faces()
        for lang in languages or tuple(LANGUAGES):
            labels = default_labels() | names(lang)
            for face in faces:
                self._svg[(lang, face)] = build_face(face, labels)

    def get(self, lang: str, face: str) -> bytes | None:
        return self._svg.get((lang, face))
