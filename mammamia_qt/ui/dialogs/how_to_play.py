"""How to play, for both editions, in every language of the game, illustrated with its own cards.

Each language has one rich-text document, ``resources/howto/<lang>.html``. Parts that belong to one
edition only are wrapped in ``<!-- classic -->...<!-- /classic -->`` or ``<!-- plus -->...<!-- /plus -->``;
the dialog keeps the parts of the edition picked with its Classic / Plus switch.

Card pictures are written as ``<img src="card:<face id>" width="90">`` (face ids as in
:mod:`.card_art`). The dialog renders every such face with CardArt, with the card texts of the
current language, and hands it to the document with ``addResource``, so no picture files are needed.
The document follows the interface language: it is reloaded on ``QEvent.LanguageChange``.

Links never open a browser: a link to a place in the page scrolls there, any other is ignored. In kiosk
mode the page is ``embedded``: a page of the window itself with a large Back button, not a window.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QShowEvent, QTextDocument
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.engine.cards import Edition
from mammamia_qt.paths import resource
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common.fit import on_screen
from mammamia_qt.ui.common.i18n import LANGUAGES, Languages
from mammamia_qt.ui.common.names import card_labels
from mammamia_qt.ui.common.themes import theme

FALLBACK_LANGUAGE = "en"
IMAGE_DPR = 2.0
"""Pictures are rendered at twice their logical size so they stay sharp on high-density screens."""

_EDITION_BLOCK = re.compile(r"<!--\s*(classic|plus)\s*-->(.*?)<!--\s*/\1\s*-->", re.S)
_CARD_IMAGE = re.compile(r"<img\b[^>]*?\bsrc=\"(card:[^\"]+)\"[^>]*>")
_WIDTH = re.compile(r"\bwidth=\"(\d+)\"")


def style_sheet() -> str:
    """The rules' document style in the current theme."""
    t = theme()
    return f"""
h1 {{ color: {t.heading}; }}
h2 {{ color: {t.heading}; margin-top: 18px; }}
h3 {{ color: {t.heading}; }}
.tag {{ color: {t.accent_text}; background-color: {t.accent}; font-weight: bold; }}
.note {{ color: {t.muted}; }}
td {{ vertical-align: middle; }}
"""


def howto_path(lang: str) -> Path:
    """The rules document of a language code (it may not exist)."""
    return resource("howto", f"{lang}.html")


@cache
def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def document_text(lang: str) -> str:
    """The whole document of ``lang`` (both editions), falling back to English."""
    path = howto_path(lang)
    if not path.exists():
        path = howto_path(FALLBACK_LANGUAGE)
    return _read(path)


def edition_html(text: str, edition: Edition) -> str:
    """``text`` with the other edition's marked parts removed."""
    keep = Edition(edition).value
    return _EDITION_BLOCK.sub(lambda m: m.group(2) if m.group(1) == keep else "", text)


def card_images(text: str) -> dict[str, int]:
    """Every ``card:`` picture of a document and the largest width it is shown at (default 90)."""
    images: dict[str, int] = {}
    for match in _CARD_IMAGE.finditer(text):
        width = _WIDTH.search(match.group(0))
        images[match.group(1)] = max(images.get(match.group(1), 0), int(width.group(1)) if width else 90)
    return images


def current_language(widget: QWidget | None = None) -> str:
    """The interface language: the code a ``Languages`` of an ancestor holds, else the default locale's."""
    while widget is not None:
        languages = getattr(widget, "languages", None)
        if isinstance(languages, Languages) and languages.current in LANGUAGES:
            return languages.current
        widget = widget.parentWidget()
    code = QLocale().name()[:2]
    return code if code in LANGUAGES else FALLBACK_LANGUAGE


class HowToPlayDialog(QDialog):
    """A readable rules page with a Classic / Plus switch, in the interface language.

    ``art`` is accepted for compatibility; the pictures are rendered by the dialog's own CardArt so
    their texts follow the page's language without touching the table's art.

    ``embedded``: not a window but a page for the kiosk's window, with a large Back button instead
    of Close; Back and Escape emit ``backRequested``.
    """

    backRequested = Signal()

    def __init__(
        self, art: CardArt | None = None, parent: QWidget | None = None, *, embedded: bool = False
    ) -> None:
        super().__init__(parent)
        self.embedded = embedded
        self._shared_art = art
        self._art = CardArt()
        self._labels: dict[str, str] = {}
        self._language_override: str | None = None
        self._edition = Edition.CLASSIC
        self._shown: tuple[str, Edition] | None = None
        self.resize(on_screen(self, QSize(1100, 860)))  # within a 1024x600 screen too
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._follow)
        self.browser.document().setDocumentMargin(28)
        self.browser.document().setDefaultStyleSheet(style_sheet())
        self.classic_button = QPushButton()
        self.plus_button = QPushButton()
        group = QButtonGroup(self)
        for button in (self.classic_button, self.plus_button):
            button.setCheckable(True)
            button.setMinimumHeight(48)
            button.setProperty("tab", "true")
            group.addButton(button)
        self.classic_button.setChecked(True)
        self.classic_button.clicked.connect(lambda: self.show_edition(Edition.CLASSIC))
        self.plus_button.clicked.connect(lambda: self.show_edition(Edition.PLUS))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.setVisible(not embedded)
        self.back_button = QPushButton()
        self.back_button.setProperty("role", "big")
        self.back_button.setMinimumSize(200, 72)
        self.back_button.clicked.connect(lambda: self.backRequested.emit())
        self.back_button.setVisible(embedded)
        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addSpacing(24)
        top.addWidget(self.classic_button)
        top.addWidget(self.plus_button)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self._retranslate()
        self.show_edition(Edition.CLASSIC)
        if embedded:
            # Last: becoming a plain widget re-parents the dialog, and the locale change that sends
            # (after a language change) reaches changeEvent, which needs every widget above.
            self.setWindowFlags(Qt.WindowType.Widget)

    # ------------------------------------------------------------------ language
    def language(self) -> str:
        """The language code of the page: one set with :meth:`set_language`, else the interface's."""
        return self._language_override or current_language(self)

    def set_language(self, lang: str | None) -> None:
        """Show the page in ``lang`` (None: follow the interface language again)."""
        self._language_override = lang if lang in LANGUAGES else None
        self.reload()

    def edition(self) -> Edition:
        return self._edition

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("How to play"))
        self.back_button.setText(self.tr("Back"))
        self.back_button.setAccessibleName(self.tr("Back"))
        self.browser.setAccessibleName(self.tr("How to play"))
        self.classic_button.setText(self.tr("Classic (1999)"))
        self.plus_button.setText(self.tr("Plus (2009)"))
        for button in (self.classic_button, self.plus_button):
            button.setAccessibleName(button.text())

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange):
            self._retranslate()
            self.reload()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # Qt override
        if self._shown != (self.language(), self._edition):
            self.reload()
        super().showEvent(event)

    def reject(self) -> None:
        """Close (Escape); embedded, go back instead: a page is never hidden on its own."""
        if self.embedded:
            self.backRequested.emit()
        else:
            super().reject()

    def _follow(self, url: QUrl) -> None:
        """A clicked link: a place in this page scrolls there; nothing ever leaves the game."""
        if url.hasFragment() and not url.scheme() and not url.path():
            self.browser.scrollToAnchor(url.fragment())

    # ------------------------------------------------------------------ pages
    def show_edition(self, edition: Edition) -> None:
        """Show the rules of ``edition`` and check its button."""
        self._edition = Edition(edition)
        (self.classic_button if self._edition is Edition.CLASSIC else self.plus_button).setChecked(True)
        self.reload(keep_position=False)

    def reload(self, keep_position: bool = True) -> None:
        """Load the page again for the current language and edition."""
        lang = self.language()
        bar = self.browser.verticalScrollBar()
        position = bar.value() if keep_position and self._shown == (lang, self._edition) else 0
        labels = card_labels()
        if labels != self._labels:  # the card texts of the page's language
            self._labels = labels
            self._art.set_labels(labels)
        text = self.html(self._edition, lang)
        doc = self.browser.document()
        doc.clear()
        self._register_images(text)
        self.browser.setHtml(text)
        bar.setValue(position)
        self._shown = (lang, self._edition)

    def html(self, edition: Edition, lang: str | None = None) -> str:
        """The page of ``edition`` in ``lang`` (default: the page's language), as rich text."""
        return edition_html(document_text(lang or self.language()), edition)

    def _register_images(self, text: str) -> None:
        doc = self.browser.document()
        for src, width in card_images(text).items():
            image = self._art.pixmap(src.removeprefix("card:"), width, IMAGE_DPR).toImage()
            image.setDevicePixelRatio(IMAGE_DPR)
            doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(src), image)
