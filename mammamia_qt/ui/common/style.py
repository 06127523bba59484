"""The app's warm look: a walnut-and-tablecloth palette, big readable fonts, one small stylesheet.

Every window and dialog shares it, so ``apply_style`` is called once on the QApplication.
Colours are named here so widgets that paint themselves (title screen, overlays) match.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from mammamia_qt.paths import resource
from mammamia_qt.ui.common.i18n import register_fonts

WALNUT = "#3b2418"
WALNUT_DARK = "#26160e"
WOOD = "#6b4128"
CREAM = "#fbf3e4"
PAPER = "#fffaf0"
CRUST = "#e9b066"
TOMATO = "#c0392b"
TOMATO_DARK = "#962d22"
BASIL = "#3f7d3a"
INK = "#2b1a10"
MUTED = "#7a5a44"
CLOTH_LIGHT = "#fdf6ea"
CLOTH_RED = "#c8443a"

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


def _palette() -> QPalette:
    pal = QPalette()
    roles = {
        QPalette.ColorRole.Window: CREAM,
        QPalette.ColorRole.WindowText: INK,
        QPalette.ColorRole.Base: PAPER,
        QPalette.ColorRole.AlternateBase: "#f4e6cf",
        QPalette.ColorRole.Text: INK,
        QPalette.ColorRole.Button: "#f3e1c2",
        QPalette.ColorRole.ButtonText: INK,
        QPalette.ColorRole.Highlight: TOMATO,
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.ToolTipBase: PAPER,
        QPalette.ColorRole.ToolTipText: INK,
        QPalette.ColorRole.PlaceholderText: MUTED,
        QPalette.ColorRole.Link: TOMATO_DARK,
    }
    for role, colour in roles.items():
        pal.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor("#a8927f"))
    return pal


STYLESHEET = f"""
QMainWindow, QStackedWidget#pages {{ background: {WALNUT}; }}
QMenuBar {{ background: {WALNUT_DARK}; color: {CREAM}; padding: 2px; }}
QMenuBar::item {{ padding: 6px 14px; background: transparent; }}
QMenuBar::item:selected {{ background: {WOOD}; border-radius: 4px; }}
QMenu {{ background: {PAPER}; color: {INK}; border: 1px solid {WOOD}; padding: 4px; }}
QMenu::item {{ padding: 8px 28px 8px 24px; }}
QMenu::item:selected {{ background: {TOMATO}; color: white; }}
QMenu::separator {{ height: 1px; background: #d9c3a3; margin: 4px 8px; }}
QDialog, QTextBrowser {{ background: {CREAM}; color: {INK}; }}
QGroupBox {{ font-weight: bold; border: 1px solid #d9c3a3; border-radius: 10px; margin-top: 16px;
    padding: 14px 10px 10px 10px; background: {PAPER}; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 14px; padding: 0 6px; color: {TOMATO_DARK}; }}
QPushButton {{ background: #f3e1c2; color: {INK}; border: 2px solid {WOOD}; border-radius: 12px;
    padding: 8px 22px; min-height: 32px; font-weight: bold; }}
QPushButton:hover {{ background: #f8ecd6; }}
QPushButton:pressed {{ background: {CRUST}; }}
QPushButton:focus {{ border-color: {TOMATO}; }}
QPushButton:disabled {{ color: #a8927f; border-color: #cdb89c; background: #efe4d2; }}
QPushButton[role="primary"] {{ background: {TOMATO}; color: white; border-color: {TOMATO_DARK}; }}
QPushButton[role="primary"]:hover {{ background: #d24a3b; }}
QPushButton[role="primary"]:pressed {{ background: {TOMATO_DARK}; }}
QPushButton[role="big"] {{ min-height: 56px; border-radius: 16px; padding: 8px 36px; }}
QPushButton[accent="true"] {{ background: {TOMATO}; color: white; border-color: {TOMATO_DARK}; }}
QPushButton[accent="true"]:hover {{ background: #d24a3b; }}
QPushButton[accent="true"]:focus {{ border-color: {CRUST}; }}
QComboBox, QLineEdit, QSpinBox {{ background: {PAPER}; color: {INK}; border: 1px solid #c7ab86;
    border-radius: 8px; padding: 4px 10px; min-height: 30px; }}
QComboBox:focus, QLineEdit:focus, QSpinBox:focus {{ border: 2px solid {TOMATO}; }}
QComboBox QAbstractItemView {{ background: {PAPER}; selection-background-color: {TOMATO};
    selection-color: white; }}
QCheckBox, QRadioButton {{ spacing: 12px; min-height: 34px; }}
QCheckBox::indicator, QRadioButton::indicator {{ width: 22px; height: 22px; }}
QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right; width: 30px;
    border: none; }}
QComboBox::down-arrow {{ image: url("{{chevron}}"); width: 16px; height: 16px; }}
QSpinBox {{ padding-right: 34px; }}
QSpinBox::up-button, QSpinBox::down-button {{ subcontrol-origin: border; width: 30px; border: none;
    border-left: 1px solid #e2cfb2; background: transparent; }}
QSpinBox::up-button {{ subcontrol-position: top right; border-top-right-radius: 8px; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; border-bottom-right-radius: 8px; }}
QSpinBox::up-button:hover, QSpinBox::down-button:hover {{ background: #f3e1c2; }}
QSpinBox::up-arrow {{ image: url("{{chevron_up}}"); width: 14px; height: 14px; }}
QSpinBox::down-arrow {{ image: url("{{chevron}}"); width: 14px; height: 14px; }}
QSpinBox::up-arrow:disabled, QSpinBox::up-arrow:off, QSpinBox::down-arrow:disabled,
QSpinBox::down-arrow:off {{ image: none; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QTableView {{ background: {PAPER}; alternate-background-color: #f6ead6; gridline-color: #e2cfb2;
    border: 1px solid #d9c3a3; border-radius: 8px; selection-background-color: #f1c9a0;
    selection-color: {INK}; }}
QHeaderView::section {{ background: #f0dcc0; color: {INK}; border: none; border-bottom: 1px solid #d9c3a3;
    padding: 6px 8px; font-weight: bold; }}
QToolTip {{ background: {PAPER}; color: {INK}; border: 1px solid {WOOD}; padding: 6px; }}
QScrollBar:vertical {{ background: transparent; width: 12px; }}
QScrollBar::handle:vertical {{ background: #cfb391; border-radius: 6px; min-height: 30px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; }}
QLabel[role="heading"] {{ font-size: 26px; font-weight: bold; color: {TOMATO_DARK}; }}
QLabel[role="muted"] {{ color: {MUTED}; }}
"""


def screen_scale(app: QApplication) -> float:
    """How much larger the dialogs' type is set on a very large screen without a device pixel ratio
    (a 4K screen at 96 dpi: 1.8); 1 up to 1200 lines, and wherever Qt already scales by the ratio."""
    screen = app.primaryScreen()
    if screen is None:
        return 1.0
    return max(1.0, screen.geometry().height() / 1200)


def apply_style(app: QApplication, *, fonts: bool = True, fusion: bool = True) -> None:
    """Give ``app`` the Fusion style, the warm palette, a large base font and the shared stylesheet;
    with ``fonts``, register the bundled Japanese font too. (The game's start passes ``-style fusion``
    to its QApplication and registers the font itself, after its first paint.)"""
    if fusion:
        app.setStyle("Fusion")
    font = QFont()
    font.setFamilies(BODY_FAMILIES)
    font.setPointSizeF(BASE_POINT_SIZE * screen_scale(app))
    app.setFont(font)
    app.setPalette(_palette())
    chevron = resource("icons", "chevron_down.svg").as_posix()
    chevron_up = resource("icons", "chevron_up.svg").as_posix()
    app.setStyleSheet(STYLESHEET.replace("{chevron_up}", chevron_up).replace("{chevron}", chevron))
    if fonts:
        register_fonts()  # the bundled Japanese font, so kana and kanji show without a system CJK font
