"""The rules page: one document per language, both editions, real card pictures, runtime language switch."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from fontTools.ttLib import TTFont
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QWidget

from mammamia_qt.engine.cards import Edition, OrderType
from mammamia_qt.paths import resource
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common.i18n import JP_FONT_FILE, LANGUAGES, Languages
from mammamia_qt.ui.dialogs.how_to_play import (
    HowToPlayDialog,
    card_images,
    document_text,
    edition_html,
    howto_path,
)

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

ROOT = Path(__file__).resolve().parents[2]
ORDER_NAMES = {
    OrderType.NORMALE: "Pizza Normale",
    OrderType.BOMBASTICA: "Pizza Bombastica",
    OrderType.MONOTONI: "Pizza Monotoni",
    OrderType.MINIMALE: "Pizza Minimale",
    OrderType.GHIOTTONA: "Pizza Ghiottona",
    OrderType.MONOTONI_JUNIOR: "Monotoni junior",
    OrderType.MINIPIZZA: "Minipizza",
    OrderType.MAMMA_MIA: "Pizza Mamma Mia",
}
PLUS_ONLY = {OrderType.GHIOTTONA, OrderType.MONOTONI_JUNIOR, OrderType.MINIPIZZA, OrderType.MAMMA_MIA}
# a word each page uses and the others do not, to tell the languages apart
MARKER = {"de": "Zutaten", "en": "ingredients", "cs": "přísady", "nl": "ingrediënten", "ja": "窯"}
EDITIONS = (Edition.CLASSIC, Edition.PLUS)


@pytest.fixture
def dialog(qtbot):
    d = HowToPlayDialog()
    qtbot.addWidget(d)
    return d


@pytest.fixture
def restore_locale():
    before = QLocale()
    yield
    QLocale.setDefault(before)


def shown_images(doc: QTextDocument) -> list[str]:
    """The name of every image the document actually lays out."""
    names = []
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat():
                names.append(fmt.toImageFormat().name())
            it += 1
        block = block.next()
    return names


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_language_has_a_well_formed_page(qapp, lang):
    path = howto_path(lang)
    assert path.exists(), path
    text = path.read_text(encoding="utf-8")
    ET.fromstring(text)  # closed tags, known entities
    for edition in ("classic", "plus"):
        assert text.count(f"<!-- {edition} -->") == text.count(f"<!-- /{edition} -->") > 0
    for edition in EDITIONS:
        page = edition_html(text, edition)
        assert "<!-- classic" not in page and "<!-- plus" not in page  # no nested or broken markers
        doc = QTextDocument()
        doc.setHtml(page)
        plain = doc.toPlainText()
        assert MARKER[lang] in plain
        assert "Rosenberg" in plain or "ローゼンベルク" in plain


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_order_type_is_named(lang):
    text = document_text(lang)
    for name in ORDER_NAMES.values():
        assert name in text
    classic, plus = edition_html(text, Edition.CLASSIC), edition_html(text, Edition.PLUS)
    for order_type, name in ORDER_NAMES.items():
        assert f"card:order:red:{order_type.value}" in plus
        assert (f"card:order:red:{order_type.value}" in classic) is (order_type not in PLUS_ONLY)
        assert name in plus


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_card_picture_resolves(dialog, lang):
    art = CardArt()
    for face in card_images(document_text(lang)):
        art.face_svg(face.removeprefix("card:"))  # a valid face id
    dialog.set_language(lang)
    for edition in EDITIONS:
        dialog.show_edition(edition)
        doc = dialog.browser.document()
        names = shown_images(doc)
        assert set(names) == set(card_images(dialog.html(edition)))
        for name in names:
            image = doc.resource(QTextDocument.ResourceType.ImageResource, QUrl(name))
            assert isinstance(image, QImage) and not image.isNull(), name


def test_the_switch_shows_one_edition_at_a_time(dialog):
    dialog.set_language("en")
    assert dialog.classic_button.isChecked() and dialog.edition() is Edition.CLASSIC
    classic = dialog.browser.toPlainText()
    assert "Mamma Mia card" in classic and "9 cards" not in classic
    assert "card:mamma_mia" in card_images(dialog.html(Edition.CLASSIC))
    dialog.plus_button.click()
    assert dialog.edition() is Edition.PLUS
    plus = dialog.browser.toPlainText()
    assert "Helping" in plus and "Ghiottona" in plus and "9 cards" in plus
    assert "card:mamma_mia" not in card_images(dialog.html(Edition.PLUS))
    dialog.classic_button.click()
    assert dialog.browser.toPlainText() == classic


def test_set_language_changes_the_text(dialog):
    dialog.show_edition(Edition.PLUS)
    texts = {}
    for lang in LANGUAGES:
        dialog.set_language(lang)
        texts[lang] = dialog.browser.toPlainText()
        assert MARKER[lang] in texts[lang]
        assert dialog.edition() is Edition.PLUS
    assert len(set(texts.values())) == len(LANGUAGES)


def test_a_language_change_event_reloads_the_page(dialog, restore_locale):
    dialog.set_language(None)  # follow the interface
    for lang in ("de", "ja", "cs"):
        QLocale.setDefault(QLocale(lang))
        QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
        assert dialog.language() == lang
        assert MARKER[lang] in dialog.browser.toPlainText()


def test_follows_the_windows_languages_and_falls_back_to_english(qtbot, restore_locale):
    window = QWidget()
    qtbot.addWidget(window)
    window.languages = Languages(window)  # type: ignore[attr-defined]
    window.languages.current = "nl"  # type: ignore[attr-defined]
    dialog = HowToPlayDialog(parent=window)
    assert dialog.language() == "nl" and MARKER["nl"] in dialog.browser.toPlainText()
    window.languages.current = ""  # type: ignore[attr-defined]
    QLocale.setDefault(QLocale(QLocale.Language.Swahili))
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.language() == "en" and MARKER["en"] in dialog.browser.toPlainText()
    assert document_text("xx") == document_text("en")


def test_the_japanese_page_has_glyphs_in_the_bundled_font():
    cmap = TTFont(str(resource("fonts", JP_FONT_FILE))).getBestCmap()
    text = "".join(ET.fromstring(howto_path("ja").read_text(encoding="utf-8")).itertext())
    missing = sorted({c for c in text if not c.isspace() and ord(c) not in cmap})
    assert not missing, "run packaging/make_font_subset.py: " + "".join(missing)


def test_the_font_subset_script_reads_the_japanese_page():
    spec = importlib.util.spec_from_file_location(
        "make_font_subset", ROOT / "packaging" / "make_font_subset.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    chars = module.howto_chars()
    assert {"窯", "ト", "。"} <= chars
    assert not {"<", ">", "!"} & chars  # tags and comments are left out


def test_renders_with_pictures(dialog, qtbot):
    dialog.set_language("ja")
    dialog.show_edition(Edition.PLUS)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.grab().isNull()
    assert dialog.browser.document().size().height() > dialog.browser.viewport().height()
