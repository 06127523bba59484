"""Japanese lines break between phrases, never inside a word.

Japanese is written without spaces, and Qt (like the Unicode line-breaking rules it follows) may
break a line between almost any two characters: "求めてい / ます", "パイナッ / プル". BudouX (a small
model of where Japanese phrases end) finds the phrases; a line may then break only between them.

``phrases(text)`` cuts a text into the pieces a line may not break inside: words at their spaces,
and Japanese into its phrases (a name in Latin letters stays whole). ``phrased(text)`` is the same
text for a Qt label or button that wraps: a WORD JOINER (U+2060, no break here) between the
characters of a phrase, a ZERO WIDTH SPACE (U+200B, a break may go here) between phrases; both are
invisible. A text without Japanese comes back as it was. No Qt here.
"""

from __future__ import annotations

import functools
import re

import budoux

WORD_JOINER = "\u2060"
ZERO_WIDTH_SPACE = "\u200b"

_JAPANESE = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff01-\uff60]")
_BREAKS = " \t\n"
"""Where a line may break anyway (a no-break space, as in "1\u00a0×\u00a0Pepper", is not one)."""
_WORDS = re.compile(r"[^ \t\n]+[ \t\n]*|[ \t\n]+")


@functools.cache
def _parser() -> budoux.Parser:
    return budoux.load_default_japanese_parser()


def _latin(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


@functools.lru_cache(maxsize=4096)
def phrases(text: str) -> tuple[str, ...]:
    """``text`` cut where a line may break; the pieces joined are ``text`` again."""
    out: list[str] = []
    for word in _WORDS.findall(text):
        if not _JAPANESE.search(word):
            out.append(word)
            continue
        for part in _parser().parse(word):
            if out and out[-1] and _latin(out[-1][-1]) and part and _latin(part[0]):
                out[-1] += part  # inside a name or number in Latin letters: no break
            else:
                out.append(part)
    return tuple(out)


def _joined(piece: str) -> str:
    """One phrase with a word joiner between its characters (none beside a space or in Latin)."""
    out = [piece[0]] if piece else []
    for before, ch in zip(piece, piece[1:]):
        if before not in _BREAKS and ch not in _BREAKS and not (_latin(before) and _latin(ch)):
            out.append(WORD_JOINER)
        out.append(ch)
    return "".join(out)


@functools.lru_cache(maxsize=4096)
def phrased(text: str) -> str:
    """``text`` as a wrapping Qt label or button should get it: Japanese breaks between phrases only."""
    if not _JAPANESE.search(text):
        return text
    out: list[str] = []
    for piece in phrases(text):
        if out and out[-1][-1] not in _BREAKS and piece[0] not in _BREAKS:
            out.append(ZERO_WIDTH_SPACE)
        out.append(_joined(piece))
    return "".join(out)


def plain(text: str) -> str:
    """``text`` without the marks ``phrased`` put in (what it says, for a screen reader or a test)."""
    return text.replace(WORD_JOINER, "").replace(ZERO_WIDTH_SPACE, "")
