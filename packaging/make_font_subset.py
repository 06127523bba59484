"""Rebuild resources/fonts/NotoSansJP-Subset.otf from Noto Sans CJK JP (SIL OFL 1.1).

The subset keeps what the game can show in Japanese: Latin (for names and numbers), CJK
punctuation, hiragana, katakana, full- and half-width forms, the JIS X 0208 level-1 kanji
(the 2,965 common ones, enough for typed names), and every character of the Japanese
translation and of the Japanese rules page (resources/howto/ja.html). Run after either gains
characters (tests check coverage):

    apt-get install fonts-noto-cjk && pip install fonttools
    python packaging/make_font_subset.py
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parents[1]
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
TARGET = ROOT / "resources" / "fonts" / "NotoSansJP-Subset.otf"
RANGES = [
    (0x20, 0x7E), (0xA0, 0x17F), (0x2000, 0x206F), (0x2190, 0x21FF), (0x2200, 0x22FF), (0x25A0, 0x25FF),
    (0x2600, 0x26FF), (0x3000, 0x303F), (0x3040, 0x309F), (0x30A0, 0x30FF), (0x31F0, 0x31FF),
    (0xFF00, 0xFFEF),
]  # fmt: skip


def jis_level1_kanji() -> set[str]:
    """The kanji of JIS X 0208 rows 16-47, by decoding every EUC-JP code point there."""
    chars = set()
    for row in range(16, 48):
        for cell in range(1, 95):
            try:
                chars.add(bytes([0xA0 + row, 0xA0 + cell]).decode("euc_jp"))
            except UnicodeDecodeError:
                continue
    return chars


def translation_chars() -> set[str]:
    ts = ROOT / "translations" / "mammamia_ja.ts"
    if not ts.exists():
        return set()
    text = ts.read_text(encoding="utf-8")
    return set("".join(re.findall(r"<translation[^>]*>(.*?)</translation>", text, re.S)))


def howto_chars() -> set[str]:
    """The characters of the Japanese rules page's text (tags and comments left out)."""
    page = ROOT / "resources" / "howto" / "ja.html"
    if not page.exists():
        return set()
    text = re.sub(r"<!--.*?-->|<[^>]*>", "", page.read_text(encoding="utf-8"), flags=re.S)
    return set(html.unescape(text))


def wanted() -> set[str]:
    chars = {chr(c) for lo, hi in RANGES for c in range(lo, hi + 1)}
    return chars | jis_level1_kanji() | translation_chars() | howto_chars()


def main() -> int:
    collection = TTCollection(str(SOURCE))
    font = next(f for f in collection.fonts if "Noto Sans CJK JP" in f["name"].getDebugName(1))
    options = subset.Options()
    options.layout_features = ["kern", "palt", "liga", "locl", "ccmp"]
    options.hinting = False
    options.name_IDs = ["*"]
    options.notdef_outline = True
    sub = subset.Subsetter(options)
    sub.populate(unicodes=[ord(c) for c in wanted()])
    sub.subset(font)
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(TARGET))
    print(f"{TARGET}: {TARGET.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
