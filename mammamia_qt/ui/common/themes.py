"""The table's looks: today's warm ``light``, a ``dark`` night table and a ``high-contrast`` one.

A ``Theme`` names every colour the window's style sheet, palette and painters use, by what it is
for (a text on wood, a panel's paper, the tablecloth), so each look can choose them freely. The
current theme is read at paint and style time (``theme()``); ``style.apply_theme`` switches it and
restyles every open screen. ``TEXT_PAIRS`` lists which text colour is drawn on which background,
for the contrast test (WCAG AA). No Qt here: the title screen reads it before Qt's namespace loads.
"""

from typing import NamedTuple

THEME_NAMES: tuple[str, ...] = ("light", "dark", "high-contrast")


class Theme(NamedTuple):
    """One look. Colours are ``#rrggbb``; an ``_alpha`` field is the opacity (0-255) of the colour
    before it, painted over what lies beneath. (A named tuple: fixed like a frozen dataclass, and
    made in a tenth of its time, which the first window waits for.)"""

    name: str = "light"
    # The wood around everything and what is written on it.
    window: str = "#3b2418"
    wood_top: str = "#6b4128"
    wood_bottom: str = "#26160e"
    wood_deep: str = "#26160e"
    on_wood: str = "#fbf3e4"
    on_wood_accent: str = "#e9b066"
    # The title screen's cloth and the sign that carries the title.
    cloth_light: str = "#fdf6ea"
    cloth_red: str = "#c8443a"
    sign: str = "#842519"
    frame: str = "#e9b066"
    # Dialogs, menus, panels: paper and ink.
    surface: str = "#fbf3e4"
    surface_alt: str = "#f4e6cf"
    paper: str = "#fffaf0"
    text: str = "#2b1a10"
    muted: str = "#7a5a44"
    heading: str = "#962d22"
    good: str = "#3f7d3a"
    edge: str = "#6b4128"
    soft_edge: str = "#d9c3a3"
    field_edge: str = "#c7ab86"
    # Buttons.
    button: str = "#f3e1c2"
    button_hover: str = "#f8ecd6"
    button_down: str = "#e9b066"
    accent: str = "#c0392b"
    accent_dark: str = "#962d22"
    accent_hover: str = "#c44032"
    accent_text: str = "#ffffff"
    # The keyboard focus ring: on plain buttons and fields (against their fill and the paper or wood
    # around them), and on accent-filled buttons and the title screen's cloth; each at least 3:1
    # against what it borders.
    focus: str = "#d9452f"
    focus_on_accent: str = "#1b0f0a"
    # ... and on accent-filled buttons standing on the wood (the kiosk's pages, the hand-over cover),
    # where it borders the accent inside and the dark wood outside.
    focus_on_wood: str = "#fbf3e4"
    # ... and on a chosen (checked) plain button, whose face is ``button_down``.
    focus_on_down: str = "#1b0f0a"
    focus_width: int = 2
    disabled_text: str = "#a8927f"
    disabled_edge: str = "#cdb89c"
    disabled_bg: str = "#efe4d2"
    # Lists and tables.
    selection: str = "#f1c9a0"
    selection_text: str = "#2b1a10"
    table_alt: str = "#f6ead6"
    header: str = "#f0dcc0"
    scroll: str = "#cfb391"
    # The game table: its wood, the tablecloth in the middle, the seats' panels.
    table_top: str = "#6b4128"
    table_bottom: str = "#4a2b19"
    felt_top: str = "#a3362c"
    felt_bottom: str = "#6e1f19"
    felt_edge: str = "#f1d9b5"
    panel_top: str = "#fbf3e4"
    panel_bottom: str = "#f1e0c4"
    panel_edge: str = "#8a6a4c"
    panel_text: str = "#2b1a10"
    panel_muted: str = "#6e503c"
    active: str = "#f4c542"
    # Texts painted on the cloth: announcements on their plate, captions, the piles' counts.
    plate: str = "#1e1008"
    plate_alpha: int = 190
    plate_text: str = "#fff6e4"
    news: str = "#ffd166"
    ok: str = "#8fd17a"
    fail: str = "#ff9b85"
    status_text: str = "#f7e3c0"
    pile_text: str = "#fff6e0"
    pile_empty: str = "#fcece2"  # an empty column's 0: quieter than a count, still read at 4.5:1
    pile_sub: str = "#fbe9cc"
    badge: str = "#7a2a1e"
    # The dock under the table (a turn's controls, the reveal's questions).
    dock: str = "#f2e8d8"
    dock_edge: str = "#8a6a4c"
    dock_title: str = "#7a2a1e"
    dock_focus: str = "#1565c0"
    chosen: str = "#f4c542"
    chosen_edge: str = "#a8760a"
    chosen_text: str = "#2b1a10"
    # The cards keep their printed paper; an edge drawn around them on the table (width 0: none).
    card_edge: str = "#000000"
    card_edge_width: float = 0.0
    # A hand card offered to help another player (the chosen ones take ``chosen``).
    offer: str = "#4fc3f7"
    # The backs in a pile's stack, alternating, and the dashed line of an empty place on the cloth.
    stack_light: str = "#f3e6cf"
    stack_dark: str = "#e7d5b5"
    slot_line: str = "#fff0d2"
    # What painters lay over things at an alpha of their own: a shadow, a shade that dims the screen
    # behind a panel, a faint shine.
    shadow: str = "#000000"
    shade: str = "#140a04"
    # The hand-over cover's checks (``accent_dark`` at this alpha over the window's colour; 0: a
    # plain ground, where its button's focus ring must stand against one colour only).
    check_alpha: int = 60
    shine: str = "#ffffff"
    # A right and a wrong answer: their text on the panel and the ground of the button answered.
    wrong: str = "#b3261e"
    right_bg: str = "#cfe8c9"
    wrong_bg: str = "#f3c9c2"
    # The small drawings in resources/icons drawn in this theme's colours (their names end in it):
    # the chevrons of lists and number fields, and for a dark theme the check box's tick and the
    # option's dot (the light theme keeps Qt's own boxes).
    icons: str = ""


LIGHT = Theme()

DARK = LIGHT._replace(
    name="dark",
    window="#17100c", wood_top="#3a271c", wood_bottom="#120c08", wood_deep="#120c08",
    on_wood="#f6ead8", on_wood_accent="#e6b46a",
    cloth_light="#2c3340", cloth_red="#8a3a34", sign="#5c1c16", frame="#c99550",
    surface="#2a211b", surface_alt="#332820", paper="#30261f", text="#f2e6d6", muted="#c8b29a",
    heading="#f4a486", good="#9bd987", edge="#9a7a5e", soft_edge="#5c4839", field_edge="#9a7a5e",
    button="#3e3029", button_hover="#4b3b32", button_down="#6a4a30",
    accent="#a5372a", accent_dark="#7a2419", accent_hover="#b8463a", accent_text="#ffffff",
    focus="#f0b35a", focus_on_accent="#f0b35a", focus_on_wood="#f0b35a", focus_on_down="#f0b35a", disabled_text="#85725f", disabled_edge="#4a3c33", disabled_bg="#2c231d",
    selection="#6d4330", selection_text="#f2e6d6", table_alt="#2f251e", header="#3b2e26", scroll="#6a5442",
    table_top="#2e2019", table_bottom="#140d09", felt_top="#2f3b35", felt_bottom="#15201b",
    felt_edge="#8c7a5c", panel_top="#3b2f27", panel_bottom="#2b221c", panel_edge="#7d6450",
    panel_text="#f4e8d8", panel_muted="#cdb79e", active="#f4c542",
    plate="#080504", plate_alpha=200, status_text="#f0dcc0", pile_sub="#eddcc0",
    pile_empty="#dde2de",
    dock="#2a211b", dock_edge="#7d6450", dock_title="#f4a486", dock_focus="#8cc4ff",
    chosen="#f4c542", chosen_edge="#ffe08a", chosen_text="#2b1a10",
    card_edge="#f3e6cf", card_edge_width=1.5, icons="_dark",
    wrong="#ff9b85", right_bg="#24401f", wrong_bg="#4a221c",
)  # fmt: skip
"""A night table: dark walnut, a deep green cloth under a lamp, warm light text."""

HIGH_CONTRAST = LIGHT._replace(
    name="high-contrast",
    window="#000000", wood_top="#000000", wood_bottom="#000000", wood_deep="#000000",
    on_wood="#ffffff", on_wood_accent="#ffe14d",
    cloth_light="#000000", cloth_red="#000000", sign="#000000", frame="#ffffff",
    surface="#000000", surface_alt="#000000", paper="#000000", text="#ffffff", muted="#e6e6e6",
    heading="#ffe14d", good="#7dff7d", edge="#ffffff", soft_edge="#ffffff", field_edge="#ffffff",
    button="#000000", button_hover="#262626", button_down="#3d3d00",
    accent="#ffe14d", accent_dark="#ffffff", accent_hover="#fff07a", accent_text="#000000",
    focus="#00e5ff", focus_on_accent="#3d6bff", focus_on_wood="#3d6bff", focus_on_down="#00e5ff", focus_width=3, disabled_text="#b3b3b3", disabled_edge="#8c8c8c", disabled_bg="#000000",
    selection="#ffe14d", selection_text="#000000", table_alt="#141414", header="#000000", scroll="#ffffff",
    table_top="#000000", table_bottom="#000000", felt_top="#000000", felt_bottom="#000000",
    felt_edge="#ffffff", panel_top="#000000", panel_bottom="#000000", panel_edge="#ffffff",
    panel_text="#ffffff", panel_muted="#ffffff", active="#ffe14d",
    plate="#000000", plate_alpha=255, plate_text="#ffffff", news="#ffe14d", ok="#7dff7d", fail="#ff9e94",
    status_text="#ffffff", pile_text="#ffffff", pile_sub="#ffffff", pile_empty="#e6e6e6", badge="#000000",
    dock="#000000", dock_edge="#ffffff", dock_title="#ffe14d", dock_focus="#00e5ff",
    chosen="#ffe14d", chosen_edge="#ffffff", chosen_text="#000000",
    card_edge="#ffe14d", card_edge_width=4.0, icons="_hc",
    offer="#00e5ff", slot_line="#ffffff", shade="#000000", check_alpha=0, wrong="#ff9e94", right_bg="#003d00", wrong_bg="#4d0000",
)  # fmt: skip
"""Black, white and yellow, strong edges, wide focus rings."""

THEMES: dict[str, Theme] = {t.name: t for t in (LIGHT, DARK, HIGH_CONTRAST)}

_current: list[Theme] = [LIGHT]


def theme() -> Theme:
    """The theme every painter and style sheet reads now."""
    return _current[0]


def theme_named(name: str) -> Theme:
    """The theme called ``name`` (ValueError with the names there are otherwise)."""
    try:
        return THEMES[name]
    except KeyError:
        raise ValueError(f"unknown theme {name!r}; choose one of {', '.join(THEME_NAMES)}") from None


def set_current(name: str) -> Theme:
    """Make ``name`` the current theme (only the value: ``style.apply_theme`` restyles the screens)."""
    _current[0] = theme_named(name)
    return _current[0]


class TextPair(NamedTuple):
    """A text colour drawn on a background, both fields of ``Theme``; ``over`` is the field the
    background is painted over when it has an ``_alpha``; ``large`` when the text is at least 24 px
    (or 19 px bold), where WCAG AA asks 3:1 instead of 4.5:1."""

    text: str
    background: str
    where: str
    large: bool = False
    over: str = ""


TEXT_PAIRS: tuple[TextPair, ...] = (
    TextPair("on_wood", "wood_top", "title screen title on its wood", large=True),
    TextPair("on_wood", "sign", "title screen title on its sign", large=True),
    TextPair("on_wood_accent", "sign", "title screen subtitle on its sign"),
    TextPair("on_wood", "wood_deep", "menu bar, scoreboard, cover texts"),
    TextPair("on_wood_accent", "wood_deep", "scoreboard headings, cover hint"),
    TextPair("on_wood", "window", "texts on the window's wood"),
    TextPair("text", "surface", "dialogs, summaries, results"),
    TextPair("muted", "surface", "muted labels"),
    TextPair("heading", "surface", "headings"),
    TextPair("heading", "paper", "group titles"),
    TextPair("good", "surface", "delivered counts in the round summary"),
    TextPair("text", "paper", "menus, fields, tool tips, lists"),
    TextPair("text", "surface_alt", "alternate list rows"),
    TextPair("text", "table_alt", "alternate table rows"),
    TextPair("text", "header", "table headers"),
    TextPair("selection_text", "selection", "selected table rows"),
    TextPair("text", "button", "buttons"),
    TextPair("text", "button_hover", "buttons under the pointer"),
    TextPair("text", "button_down", "pressed buttons"),
    TextPair("accent_text", "accent", "primary buttons, selected menu items"),
    TextPair("accent_text", "accent_hover", "primary buttons under the pointer"),
    TextPair("panel_text", "panel_top", "seat names on their panels"),
    TextPair("panel_text", "panel_bottom", "seat counts on their panels"),
    TextPair("panel_muted", "panel_top", "seat subtitles on their panels"),
    TextPair("panel_muted", "panel_bottom", "seat labels on their panels"),
    TextPair("plate_text", "plate", "announcements on their plate", over="felt_top"),
    TextPair("news", "plate", "news announcements on their plate", over="felt_top"),
    TextPair("ok", "plate", "a delivered order's verdict", over="felt_top"),
    TextPair("fail", "plate", "a returned order's verdict", over="felt_top"),
    TextPair("status_text", "felt_top", "the status line on the cloth"),
    TextPair("status_text", "felt_bottom", "the status line at the cloth's rim"),
    TextPair("pile_text", "badge", "pile counts on their badges"),
    TextPair("pile_text", "felt_top", "column counts on the cloth"),
    TextPair("pile_sub", "felt_top", "pile labels on the cloth"),
    TextPair("pile_text", "felt_bottom", "column counts at the cloth's rim"),
    TextPair("pile_empty", "felt_top", "an empty column's count on the cloth"),
    TextPair("pile_empty", "felt_bottom", "an empty column's count at the cloth's rim"),
    TextPair("text", "dock", "the dock's texts"),
    TextPair("dock_title", "dock", "the dock's title"),
    TextPair("muted", "dock", "the dock's status line"),
    TextPair("chosen_text", "chosen", "a chosen answer in the dock"),
    TextPair("good", "paper", "a right answer's verdict in the coach"),
    TextPair("wrong", "paper", "a wrong answer's verdict in the coach"),
    TextPair("text", "right_bg", "the right answer's button in the coach"),
    TextPair("text", "wrong_bg", "a wrong answer's button in the coach"),
    TextPair("heading", "paper", "statistics figures and chart titles"),
    TextPair("muted", "paper", "statistics axis titles"),
)
"""Every text colour the screens draw, on what. Style sheets and painters take their colours from
the same ``Theme`` fields, so a theme whose pair is unreadable fails the contrast test."""
