"""The card art the phones load: the table's own card faces as SVG, in each language.

Faces are drawn on the Qt thread (their text is fitted with Qt's font metrics) before the server
starts; the server thread only reads the finished bytes.
"""

from __future__ import annotations

from mammamia_qt.engine.cards import INGREDIENTS, load_deck
from mammamia_qt.engine.rules import Rules
from mammamia_qt.ui.art.card_faces import build_face, default_labels, order_face
from mammamia_qt.ui.common.i18n import LANGUAGES


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

    def prepare(self, languages: tuple[str, ...] | None = None) -> None:
        from mammamia_qt.ui.phone_texts import translated

        faces = self.faces()
        for lang in languages or tuple(LANGUAGES):
            labels = default_labels() | translated(lang)["names"]
            for face in faces:
                self._svg[(lang, face)] = build_face(face, labels)

    def get(self, lang: str, face: str) -> bytes | None:
        return self._svg.get((lang, face))
