"""The languages the game speaks (no Qt: the phones' host reads them without a window)."""

from __future__ import annotations

LANGUAGES: dict[str, str] = {
    "de": "Deutsch",
    "en": "English",
    "cs": "Čeština",
    "nl": "Nederlands",
    "ja": "日本語",
}
"""Each language in its own name (shown untranslated in the language menu)."""
