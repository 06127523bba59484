"""What a sweep covers: languages, themes, text sizes, window sizes and screens."""

from __future__ import annotations

from dataclasses import dataclass, field

SIZES: tuple[tuple[int, int], ...] = ((1024, 568), (1366, 768), (1600, 900), (1920, 1080), (3840, 2160))
TEXTS: tuple[int, ...] = (100, 150)
THUMB_WIDTH = 320
"""The width of a contact sheet's thumbnail."""


@dataclass(frozen=True)
class Matrix:
    """What to sweep; each part defaults to all there are (no screens named: every screen)."""

    langs: tuple[str, ...] = ("en", "de", "cs", "nl", "ja")
    themes: tuple[str, ...] = ("light", "dark", "high-contrast")
    texts: tuple[int, ...] = TEXTS
    sizes: tuple[tuple[int, int], ...] = SIZES
    screens: tuple[str, ...] = field(default_factory=tuple)

    def shots(self) -> int:
        from .screens import SCREENS

        count = len(self.screens or SCREENS)
        return len(self.langs) * len(self.themes) * len(self.texts) * len(self.sizes) * count


def size_name(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"
