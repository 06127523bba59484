"""The phone page's texts, translated by Qt from the game's compiled translations.

``phones/texts.py`` builds the page's texts for one language from a translator; this side gives it
Qt's, reading the very .qm the screen uses (a host without Qt reads the .ts sources instead).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QTranslator

from mammamia_qt.phones import texts
from mammamia_qt.ui.common.i18n import qm_path

NAMES = texts.NAMES  # the cards' names, keyed by id (the same tables the screen translates)


@cache
def _translator(lang: str) -> QTranslator | None:
    path = qm_path(lang)
    translator = QTranslator()
    return translator if path is not None and translator.load(str(path)) else None


def _translate(lang: str) -> texts.Translate | None:
    translator = _translator(lang)
    return None if translator is None else lambda context, source: translator.translate(context, source) or ""


def translated(lang: str) -> dict[str, dict[str, str]]:
    """Every page text in ``lang`` (``phones.texts.translated``), by Qt's translator."""
    return texts.translated(lang, _translate(lang))


@cache
def strings_json(lang: str) -> bytes | None:
    """The page texts of ``lang`` as JSON bytes, or None for a language the game does not speak."""
    return texts.strings_json(lang, _translate(lang) if lang in texts.LANGUAGES else None)
