"""The app's look: the current theme's palette (``themes.py``), big readable fonts, one stylesheet.

Every window and dialog shares it: ``apply_style`` is called once on the QApplication, and
``apply_theme`` switches the theme and the text scale at once. Widgets that set their own style
sheets ``follow`` the theme; painters read ``theme()`` when they paint.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from mammamia_qt.paths import resource
from mammamia_qt.ui.common.i18n import register_fonts
from mammamia_qt.ui.common.themes import Theme, set_current, theme

if TYPE_CHECKING:
    from mammamia_qt.ui.common.settings import AppSettings

JP_FAMILY = "Noto Sans CJK JP"
"""The bundled Japanese font (resources/fonts, registered by i18n.register_fonts): every list ends in it."""
TITLE_FAMILIES = ["URW Bookman", "Bookman Old Style", "Georgia", "DejaVu Serif", JP_FAMILY, "serif"]
BODY_FAMILIES = ["Nimbus Sans", "Segoe UI", "Helvetica Neue", "DejaVu Sans", JP_FAMILY, "sans-serif"]

BASE_POINT_SIZE = 14


def title_font(pixel_size: int, bold: bool = True) -> QFont:
    """The serif display face for titles and announcements."""
    font = QFont()
    font.setFamilies(TITLE_FAMILIES)
    font.setPixelSize(max(1, pixel_size))
    font.setBold(bold)
    return font


def tint(colour: str, alpha: int) -> QColor:
    """``colour`` (a theme's field) at opacity ``alpha`` (0-255): a shadow, a shade, a shine."""
    tinted = QColor(colour)
    tinted.setAlpha(alpha)
    return tinted


def palette(t: Theme) -> QPalette:
    """The application palette of theme ``t``."""
    pal = QPalette()
    for role, field in PALETTE_ROLES.items():
        pal.setColor(role, QColor(getattr(t, field)))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor(t.disabled_text))
    return pal


PALETTE_ROLES: dict[QPalette.ColorRole, str] = {
    QPalette.ColorRole.Window: "surface",
    QPalette.ColorRole.WindowText: "text",
    QPalette.ColorRole.Base: "paper",
    QPalette.ColorRole.AlternateBase: "surface_alt",
    QPalette.ColorRole.Text: "text",
    QPalette.ColorRole.Button: "button",
    QPalette.ColorRole.ButtonText: "text",
    QPalette.ColorRole.Highlight: "accent",
    QPalette.ColorRole.HighlightedText: "accent_text",
    QPalette.ColorRole.ToolTipBase: "paper",
    QPalette.ColorRole.ToolTipText: "text",
    QPalette.ColorRole.PlaceholderText: "muted",
    QPalette.ColorRole.Link: "heading",
    QPalette.ColorRole.BrightText: "accent_text",
}
"""Each palette role's theme field (the contrast test pairs the text roles with their grounds)."""


def stylesheet(t: Theme, scale: float = 1.0) -> str:
    """The shared style sheet in theme ``t``, its type set ``scale`` times larger."""
    # A control's edge is as wide as its focus ring (the ring only changes its colour), so taking
    # the focus never takes room from the text inside the size its hint asked for.
    bw, bw1, fw = (t.focus_width, 2, t.focus_width) if t.focus_width > 2 else (2, 1, t.focus_width)
    heading_px, board_px = round(26 * scale), round(22 * scale)
    return f"""
QMainWindow, QStackedWidget#pages {{ background: {t.window}; color: {t.on_wood}; }}
QMenuBar {{ background: {t.wood_deep}; color: {t.on_wood}; padding: 2px; }}
QMenuBar::item {{ padding: 6px 14px; background: transparent; }}
QMenuBar::item:selected {{ background: {t.wood_top}; border-radius: 4px; }}
QMenu {{ background: {t.paper}; color: {t.text}; border: {bw}px solid {t.edge}; padding: 4px; }}
QMenu::item {{ padding: 8px 28px 8px 24px; }}
QMenu::item:selected {{ background: {t.accent}; color: {t.accent_text}; }}
QMenu::separator {{ height: 1px; background: {t.soft_edge}; margin: 4px 8px; }}
QDialog, QTextBrowser {{ background: {t.surface}; color: {t.text}; }}
QGroupBox {{ font-weight: bold; border: {bw1}px solid {t.soft_edge}; border-radius: 10px; margin-top: 16px;
    padding: 14px 10px 10px 10px; background: {t.paper}; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 14px; padding: 0 6px; color: {t.heading}; }}
QPushButton {{ background: {t.button}; color: {t.text}; border: {bw}px solid {t.edge}; border-radius: 12px;
    padding: 8px 22px; min-height: 32px; font-weight: bold; }}
QPushButton:hover {{ background: {t.button_hover}; }}
QPushButton:pressed {{ background: {t.button_down}; }}
QPushButton:focus {{ border: {fw}px solid {t.focus}; }}
QPushButton:disabled {{ color: {t.disabled_text}; border-color: {t.disabled_edge}; background: {t.disabled_bg}; }}
QPushButton[role="primary"] {{ background: {t.accent}; color: {t.accent_text}; border-color: {t.accent_dark}; }}
QPushButton[role="primary"]:hover {{ background: {t.accent_hover}; }}
QPushButton[role="primary"]:pressed {{ background: {t.accent_dark}; color: {t.accent_text}; }}
QPushButton[role="big"] {{ min-height: 56px; border-radius: 16px; padding: 4px 36px; }}
QPushButton[accent="true"] {{ background: {t.accent}; color: {t.accent_text}; border-color: {t.accent_dark}; }}
QPushButton[accent="true"]:hover {{ background: {t.accent_hover}; }}
QPushButton[accent="true"]:focus, QPushButton[role="primary"]:focus {{ border: {fw}px solid {t.focus_on_accent}; }}
#startScreen QPushButton:focus {{ border: {fw}px solid {t.focus_on_accent}; }}
QSlider:horizontal {{ min-height: 30px; }}
QSlider::groove:horizontal {{ height: 8px; border-radius: 4px; background: {t.scroll}; border: 1px solid {t.edge}; }}
QSlider::sub-page:horizontal {{ border-radius: 4px; background: {t.accent}; border: 1px solid {t.edge}; }}
QSlider::handle:horizontal {{ width: 22px; margin: -9px 0; border-radius: 11px; background: {t.paper};
    border: {bw}px solid {t.edge}; }}
QSlider::handle:horizontal:focus {{ border: {fw}px solid {t.focus}; }}
QSlider:focus {{ border: none; }}
QComboBox, QLineEdit, QSpinBox {{ background: {t.paper}; color: {t.text}; border: {fw}px solid {t.field_edge};
    border-radius: 8px; padding: 4px 10px; min-height: 30px; }}
QComboBox:focus, QLineEdit:focus, QSpinBox:focus {{ border: {fw}px solid {t.focus}; }}
QComboBox QAbstractItemView {{ background: {t.paper}; color: {t.text}; selection-background-color: {t.accent};
    selection-color: {t.accent_text}; }}
QCheckBox, QRadioButton {{ spacing: 12px; min-height: 34px; color: {t.text}; padding: 0 4px;
    border: {fw}px solid transparent; border-radius: 6px; }}
QCheckBox:focus, QRadioButton:focus {{ border-color: {t.focus}; }}
QToolButton {{ background: {t.button}; color: {t.text}; border: {bw}px solid {t.edge}; border-radius: 8px;
    padding: 4px; }}
QToolButton:hover {{ background: {t.button_hover}; }}
QToolButton:pressed {{ background: {t.button_down}; }}
QToolButton:focus {{ border-color: {t.focus}; }}
QCheckBox::indicator, QRadioButton::indicator {{ width: 22px; height: 22px; }}
QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right; width: 30px;
    border: none; }}
QComboBox::down-arrow {{ image: url("{{chevron_down}}"); width: 16px; height: 16px; }}
QSpinBox {{ padding-right: 34px; }}
QSpinBox::up-button, QSpinBox::down-button {{ subcontrol-origin: border; width: 30px; border: none;
    border-left: 1px solid {t.soft_edge}; background: transparent; }}
QSpinBox::up-button {{ subcontrol-position: top right; border-top-right-radius: 8px; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; border-bottom-right-radius: 8px; }}
QSpinBox::up-button:hover, QSpinBox::down-button:hover {{ background: {t.button}; }}
QSpinBox::up-arrow {{ image: url("{{chevron_up}}"); width: 14px; height: 14px; }}
QSpinBox::down-arrow {{ image: url("{{chevron_down}}"); width: 14px; height: 14px; }}
QSpinBox::up-arrow:disabled, QSpinBox::up-arrow:off, QSpinBox::down-arrow:disabled,
QSpinBox::down-arrow:off {{ image: none; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QTableView {{ background: {t.paper}; color: {t.text}; alternate-background-color: {t.table_alt};
    gridline-color: {t.soft_edge}; border: {bw1}px solid {t.soft_edge}; border-radius: 8px;
    selection-background-color: {t.selection}; selection-color: {t.selection_text}; }}
QHeaderView::section {{ background: {t.header}; color: {t.text}; border: none; border-bottom: 1px solid {t.soft_edge};
    padding: 6px 8px; font-weight: bold; }}
QToolTip {{ background: {t.paper}; color: {t.text}; border: {bw1}px solid {t.edge}; padding: 6px; }}
QScrollBar:vertical {{ background: transparent; width: 12px; }}
QScrollBar::handle:vertical {{ background: {t.scroll}; border-radius: 6px; min-height: 30px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; }}
QLabel[role="heading"] {{ font-size: {heading_px}px; font-weight: bold; color: {t.heading}; }}
QLabel[role="muted"] {{ color: {t.muted}; }}
{_indicators(t, fw) if t.icons else ""}QLabel[tone="on_wood"] {{ color: {t.on_wood}; background: transparent; }}
QLabel[tone="on_wood_accent"] {{ color: {t.on_wood_accent}; background: transparent; }}
QLabel[tone="heading"] {{ color: {t.heading}; }}
QLabel[tone="good"] {{ color: {t.good}; font-weight: bold; }}
QLabel[tone="board_title"] {{ color: {t.on_wood_accent}; font-size: {board_px}px; font-weight: bold; }}
#summaryPanel {{ background: {t.surface}; border: 3px solid {t.frame}; border-radius: 22px; }}
#summaryPanel QLabel {{ background: transparent; }}
#scoreboardPanel {{ background: {t.wood_deep}; color: {t.on_wood}; }}
#scoreboardPanel[floating="true"] {{ border: 3px solid {t.frame}; border-radius: 14px; }}
QPushButton#showCards {{ background: {t.accent}; color: {t.accent_text}; border-color: {t.accent_dark}; }}
QPushButton:checked {{ background: {t.button_down}; border-color: {t.accent}; }}
QPushButton[tab="true"]:checked {{ background: {t.accent}; color: {t.accent_text}; border-color: {t.accent_dark}; }}
QPushButton[tab="true"]:checked:focus {{ border: {fw}px solid {t.focus_on_accent}; }}
QPushButton:checked:focus {{ border: {fw}px solid {t.focus_on_down}; }}
#quickStart QPushButton[accent="true"]:focus, #quickStart QPushButton[tab="true"]:checked:focus,
#countdown QPushButton[accent="true"]:focus, QPushButton#showCards:focus {{
    border: {fw}px solid {t.focus_on_wood}; }}
"""


def _indicators(t: Theme, fw: int) -> str:
    """Check boxes and options drawn with the theme's edge, paper and tick (Qt's own box takes its
    edge from the window's colour, which a dark theme would hide)."""
    box = f"border: {fw}px solid {t.edge}; background: {t.paper}; width: 20px; height: 20px;"
    return f"""
QCheckBox::indicator {{ {box} border-radius: 5px; }}
QRadioButton::indicator {{ {box} border-radius: 12px; }}
QCheckBox::indicator:checked {{ image: url("{{check}}"); }}
QRadioButton::indicator:checked {{ image: url("{{dot}}"); }}
QCheckBox::indicator:focus, QRadioButton::indicator:focus {{ border-color: {t.focus}; }}
"""


def screen_scale(app: QApplication) -> float:
    """How much larger the dialogs' type is set on a very large screen without a device pixel ratio
    (a 4K screen at 96 dpi: 1.8); 1 up to 1200 lines, and wherever Qt already scales by the ratio."""
    screen = app.primaryScreen()
    if screen is None:
        return 1.0
    return max(1.0, screen.geometry().height() / 1200)


def apply_style(
    app: QApplication,
    *,
    fonts: bool = True,
    fusion: bool = True,
    theme_name: str | None = None,
    scale: float | None = None,
) -> None:
    """Give ``app`` the Fusion style, the theme's palette (``theme_name``, else the current one), a
    large base font (``scale`` times the usual, else the current text scale) and the shared style
    sheet; with ``fonts``, register the bundled Japanese font too. (The game's start passes ``-style
    fusion`` to its QApplication and registers the font itself, after its first paint.)"""
    if fusion:
        app.setStyle("Fusion")
    if fonts:
        register_fonts()  # the bundled Japanese font, so kana and kanji show without a system CJK font
    apply_theme(app, theme_name or theme().name, scale)


def _with_icons(sheet: str, t: Theme) -> str:
    """The style sheet with the paths of the theme's icons in place of their names."""
    for name in ("chevron_up", "chevron_down", "check", "dot"):
        sheet = sheet.replace(f"{{{name}}}", resource("icons", f"{name}{t.icons}.svg").as_posix())
    return sheet


def apply_looks(settings: AppSettings) -> None:
    """The settings' theme, text size and reduced motion, applied at once where they differ."""
    set_reduced_motion(settings.reduced_motion)
    app = QApplication.instance()
    scale = settings.text_scale / 100
    if isinstance(app, QApplication) and (settings.theme != theme().name or scale != _scale[0]):
        apply_theme(app, settings.theme, scale)


def apply_theme(app: QApplication, name: str, scale: float | None = None) -> None:
    """Switch to theme ``name`` (and text ``scale``) at once: the palette, the base font, the shared
    style sheet, every screen that follows the theme (``follow``), and a repaint of every widget."""
    t = set_current(name)
    if scale is not None:
        _scale[0] = scale
    font = QFont()
    font.setFamilies(BODY_FAMILIES)
    font.setPointSizeF(BASE_POINT_SIZE * screen_scale(app) * _scale[0])
    app.setFont(font)
    app.setPalette(palette(t))
    app.setStyleSheet(_with_icons(stylesheet(t, _scale[0]), t))
    for method in list(_followers):
        _call(method)
    for widget in app.allWidgets():
        widget.update()


_scale: list[float] = [1.0]
_followers: list[weakref.WeakMethod] = []


_reduced: list[bool] = [False]


def reduced_motion() -> bool:
    """Whether cards fade instead of flying (the setting; Qt 6.11 tells no desktop preference)."""
    return _reduced[0]


def set_reduced_motion(on: bool) -> None:
    _reduced[0] = on


def text_scale() -> float:
    """How much larger than usual every text (and card) is set: 1, 1.25 or 1.5."""
    return _scale[0]


class _Restyle(QObject):
    """Sets its widget's own style sheet from the current theme, now and at every change."""

    def __init__(self, widget: QWidget, sheet: Callable[[Theme], str]) -> None:
        super().__init__(widget)
        self._widget, self._sheet = widget, sheet
        follow(self.restyle)
        self.restyle()

    def restyle(self) -> None:
        self._widget.setStyleSheet(self._sheet(theme()))


def keep_styled(widget: QWidget, sheet: Callable[[Theme], str]) -> None:
    """Give ``widget`` the style sheet ``sheet(theme())``, made again whenever the theme or the text
    scale changes (a sheet made once from the theme of the moment would keep that theme's colours)."""
    _Restyle(widget, sheet)


def follow(method: Callable[[], object]) -> None:
    """Call ``method`` (a bound method of a QObject: its restyle) whenever the theme or the text
    scale changes; it is forgotten with its object."""
    _followers.append(weakref.WeakMethod(method))


def _call(ref: weakref.WeakMethod) -> None:
    method = ref()
    owner = getattr(method, "__self__", None)
    if method is None or owner is None or not shiboken6.isValid(owner):
        _followers.remove(ref)
        return
    method()
