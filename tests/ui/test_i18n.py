"""Translations: complete and in sync .ts files, whole sentences, switching at runtime, Japanese glyphs."""

from __future__ import annotations

import ast
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import cast

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QRawFont

from mammamia_qt.ui.common.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "mammamia_qt"
TRANSLATIONS = ROOT / "translations"
FONT = ROOT / "resources" / "fonts" / "NotoSansJP-Subset.otf"
FORMS = {"de": 2, "en": 2, "cs": 3, "nl": 2, "ja": 1}
"""Plural forms per language (Czech: 1, 2-4, 5+; Japanese has one)."""
TRANSLATORS = {"tr", "translate"}
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")


def tool(name: str) -> str:
    exe = shutil.which(name) or str(Path(sys.executable).with_name(name))
    if not Path(exe).exists() and shutil.which(exe) is None:
        pytest.skip(f"{name} is not installed")
    return exe


def messages(ts: Path) -> list[tuple[str, str, ET.Element]]:
    """(context, source, message element) of every message in a .ts file."""
    root = ET.parse(ts).getroot()
    return [
        (ctx.findtext("name", ""), msg.findtext("source", ""), msg)
        for ctx in root.iter("context")
        for msg in ctx.iter("message")
    ]


def texts(msg: ET.Element) -> list[str]:
    translation = msg.find("translation")
    assert translation is not None
    forms = translation.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [translation.text or ""]


# ---------------------------------------------------------------------------------------- the files
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_ts_file_is_complete(lang: str) -> None:
    ts = TRANSLATIONS / f"mammamia_{lang}.ts"
    assert ET.parse(ts).getroot().get("language") == lang
    found = messages(ts)
    assert len(found) > 200
    for context, source, msg in found:
        translation = msg.find("translation")
        assert translation is not None
        assert translation.get("type") not in ("unfinished", "vanished", "obsolete"), (context, source)
        forms = texts(msg)
        if msg.get("numerus") == "yes":
            assert len(forms) == FORMS[lang], (context, source)
        assert all(form.strip() or not source.strip() for form in forms), (context, source)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_translations_keep_the_placeholders(lang: str) -> None:
    """.format() after translation needs every {name} of the source, and no other."""
    for context, source, msg in messages(TRANSLATIONS / f"mammamia_{lang}.ts"):
        wanted = set(PLACEHOLDER.findall(source))
        for form in texts(msg):
            assert set(PLACEHOLDER.findall(form)) <= wanted, (context, source, form)
            if msg.get("numerus") != "yes":  # a singular form may say "one" instead of {count}
                assert set(PLACEHOLDER.findall(form)) == wanted, (context, source, form)


def test_ts_files_are_in_sync_with_the_source(tmp_path: Path) -> None:
    """lupdate over the package finds no source text the .ts files lack, and none they have extra."""
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import update_translations
    finally:
        sys.path.pop(0)
    tool("pyside6-lupdate")
    for lang in LANGUAGES:
        ts = TRANSLATIONS / f"mammamia_{lang}.ts"
        copy = tmp_path / "translations" / ts.name
        copy.parent.mkdir(exist_ok=True)
        shutil.copy(ts, copy)
        (tmp_path / "mammamia_qt").unlink(missing_ok=True)
        (tmp_path / "mammamia_qt").symlink_to(PACKAGE)
        update_translations.update(lang, copy, tmp_path, quiet=True)
        before = {(c, s) for c, s, _ in messages(ts)}
        after = messages(copy)
        assert {(c, s) for c, s, _ in after} == before, lang
        unfinished = [(c, s) for c, s, m in after if m.find("translation").get("type") == "unfinished"]
        assert not unfinished, (lang, unfinished)


def _calls(tree: ast.AST) -> list[ast.Call]:
    """Every tr()/QCoreApplication.translate() call in a module."""
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in TRANSLATORS
        and _is_translator(node)
    ]


def _is_translator(call: ast.Call) -> bool:
    """self.tr(...) / QCoreApplication.translate(...) with a literal text (not painter.translate)."""
    func = call.func
    assert isinstance(func, ast.Attribute)
    if func.attr == "tr":
        return bool(call.args)
    return isinstance(func.value, ast.Name) and func.value.id == "QCoreApplication" and len(call.args) >= 2


def _sources() -> list[tuple[Path, ast.AST]]:
    return [(path, ast.parse(path.read_text(encoding="utf-8"))) for path in sorted(PACKAGE.rglob("*.py"))]


def _noop_tables(tree: ast.Module) -> dict[str, set[str]]:
    """Module-level tables whose every value is QT_TRANSLATE_NOOP(context, literal): name -> contexts.

    lupdate reads those literals where they are marked, so translate(context, TABLE[id]) is safe
    when the context is the table's own.
    """
    tables: dict[str, set[str]] = {}
    for node in tree.body:
        target: ast.expr | None = node.target if isinstance(node, ast.AnnAssign) else None
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
        value = node.value if isinstance(node, (ast.Assign, ast.AnnAssign)) else None
        if not (isinstance(target, ast.Name) and isinstance(value, ast.Dict) and value.values):
            continue
        marks = [
            v
            for v in value.values
            if isinstance(v, ast.Call)
            and isinstance(v.func, ast.Name)
            and v.func.id == "QT_TRANSLATE_NOOP"
            and len(v.args) == 2
            and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in v.args)
        ]
        if len(marks) == len(value.values):
            tables[target.id] = {str(cast(ast.Constant, m.args[0]).value) for m in marks}
    return tables


def _from_table(call: ast.Call, text: ast.expr, tables: dict[str, set[str]]) -> bool:
    """translate("Context", TABLE[...]) with TABLE a QT_TRANSLATE_NOOP table of that one context (in
    this module or one it imports)."""
    context = call.args[0]
    return (
        call.func.attr == "translate"  # type: ignore[attr-defined]
        and isinstance(context, ast.Constant)
        and isinstance(text, ast.Subscript)
        and isinstance(text.value, ast.Name)
        and tables.get(text.value.id) == {context.value}
    )


def test_every_translated_text_is_in_the_ts_files() -> None:
    """Each literal passed to tr()/translate() reached lupdate (it cannot see computed texts; a
    text looked up in a table of QT_TRANSLATE_NOOP marks of the same context is one it saw)."""
    known = {(c, s) for c, s, _ in messages(TRANSLATIONS / "mammamia_de.ts")}
    sources = {s for _, s in known}
    missing = []
    tables: dict[str, set[str]] = {}  # the tables of every module (one is read where it is imported)
    for _path, tree in _sources():
        tables |= _noop_tables(cast(ast.Module, tree))
    for path, tree in _sources():
        for call in _calls(tree):
            args = call.args if call.func.attr == "tr" else call.args[1:]  # type: ignore[attr-defined]
            text = args[0]
            if _from_table(call, text, tables):
                continue
            if not (isinstance(text, ast.Constant) and isinstance(text.value, str)):
                missing.append(f"{path.name}:{call.lineno}: computed text")
            elif text.value not in sources:
                missing.append(f"{path.name}:{call.lineno}: {text.value!r}")
            if call.func.attr == "translate" and len(call.args) >= 4:  # type: ignore[attr-defined]
                missing.append(f"{path.name}:{call.lineno}: plural via translate() (lupdate misses it)")
    assert not missing, missing


def _translated(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and _is_translator(node)


def _translated_inside(node: ast.AST) -> bool:
    """A tr()/translate() call, possibly followed by .format(...)."""
    if _translated(node):
        return True
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "format"
        and _translated(node.func.value)
    )


def test_no_string_is_glued_from_translated_fragments() -> None:
    """No ``tr(...) + ...``, ``... + tr(...)``, ``+=`` of a translation, or an f-string around one."""
    glued = []
    for path, tree in _sources():
        for node in ast.walk(tree):
            if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
                if _translated_inside(node.left) or _translated_inside(node.right):
                    glued.append(f"{path.name}:{node.lineno}")
            elif isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add):
                if _translated_inside(node.value):
                    glued.append(f"{path.name}:{node.lineno}")
            elif isinstance(node, ast.JoinedStr):
                for part in node.values:
                    if isinstance(part, ast.FormattedValue) and _translated_inside(part.value):
                        glued.append(f"{path.name}:{node.lineno}")
    assert not glued, glued


# ---------------------------------------------------------------------------------------- plurals and glyphs
def test_czech_plurals_have_three_forms(languages) -> None:
    assert languages.set_language("cs")
    said = [
        QCoreApplication.translate(
            "PromptPanel", "Your {order} needs %n more card(s). Ask the others for help?", "", n
        )
        for n in (1, 3, 5)
    ]
    assert said == [
        "Tvá {order} potřebuje ještě 1 kartu. Požádat ostatní o pomoc?",
        "Tvá {order} potřebuje ještě 3 karty. Požádat ostatní o pomoc?",
        "Tvá {order} potřebuje ještě 5 karet. Požádat ostatní o pomoc?",
    ]


def test_english_plurals_say_one_card_and_three_cards(languages) -> None:
    assert languages.set_language("en")
    one, three = (
        QCoreApplication.translate(
            "PromptPanel", "Your {order} needs %n more card(s). Add which from your hand?", "", n
        )
        for n in (1, 3)
    )
    assert "1 more card." in one and "3 more cards." in three


def test_every_japanese_character_has_a_glyph_in_the_bundled_font(qapp) -> None:
    font = QRawFont(str(FONT), 16)
    assert font.isValid()
    chars = {
        ch
        for _, _, msg in messages(TRANSLATIONS / "mammamia_ja.ts")
        for text in texts(msg)
        for ch in text
        if not ch.isspace()
    }
    chars |= set(LANGUAGES["ja"])
    missing = sorted(
        ch for ch in chars if not font.supportsCharacter(ord(ch))
    )  # the str overload misreads kanji
    assert not missing, "".join(missing)


# ---------------------------------------------------------------------------------------- switching
def test_switching_language_retranslates_the_table(qtbot, languages) -> None:
    from mammamia_qt.ui.table.action_bar import ActionBar

    from .table_support import make_setup, make_table

    languages.set_language("en")
    controller, widget = make_table(qtbot, make_setup(["human", "random", "random"]))
    controller.start()
    qtbot.waitUntil(lambda: widget.pages.currentWidget() is widget.action_bar)
    scene = widget.scene
    bar: ActionBar = widget.action_bar

    def shown() -> dict[str, str]:
        return {
            "title": bar.title.text(),
            "order": bar.order_button.text(),
            "skip": widget.skip_button.text(),
            "oven": scene.oven.oven.caption(),
            "supply": scene.oven.supply.caption(),
            "status": scene.status.text(),
            "seat": scene.panels[1].toolTip(),
        }

    english = shown()
    assert english["oven"] == "Oven" and english["skip"].startswith("Skip animations")
    assert languages.set_language("de")
    german = shown()
    assert german["title"].startswith("Du bist dran")
    assert german["order"] == "Keine Bestellung"
    assert german["skip"].startswith("Animationen überspringen")
    assert (german["oven"], german["supply"]) == ("Ofen", "Vorrat")
    assert german["status"].startswith("Runde 1 von")
    assert "eigene Zutat" in german["seat"]
    assert scene.art.face_svg("ingredient:mushroom").count(b"Pilze") >= 1
    assert languages.set_language("ja")
    japanese = shown()
    assert (japanese["oven"], japanese["supply"]) == ("窯", "山札")
    assert japanese["title"].startswith("あなたの番です")
    assert "ラウンド1/" in japanese["status"]
    assert "マッシュルーム".encode() in scene.art.face_svg("ingredient:mushroom")
    assert all(a != b for a, b in zip(english.values(), japanese.values(), strict=True))
    controller.stop()


def test_switching_language_retranslates_the_new_game_dialog(qtbot, languages) -> None:
    from mammamia_qt.ui.dialogs.new_game import NewGameDialog

    languages.set_language("en")
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "New game"
    assert dialog.start_button.text() == "Start the game"
    assert dialog._rows[0].name.text() == "Player 1"
    dialog._rows[1].name.setText("Luigi")
    assert languages.set_language("de")
    assert dialog.windowTitle() == "Neues Spiel"
    assert dialog.start_button.text() == "Spiel starten"
    assert dialog.helping.text() == "Helfen"
    assert dialog.edition_box.title() == "Ausgabe"
    assert dialog._rows[0].name.text() == "Spieler 1"  # the default name follows; typed names stay
    assert dialog._rows[1].name.text() == "Luigi"
    assert dialog._rows[1].kind.currentText() == "KI: mittel"
    assert dialog.summary.text().startswith("3 Runden.")
    assert languages.set_language("ja")
    assert dialog.windowTitle() == "新しいゲーム"
    assert dialog.start_button.text() == "ゲーム開始"
    assert dialog._rows[0].name.text() == "プレイヤー1"


def test_language_menu_switches_at_once_and_is_remembered(qtbot, languages) -> None:
    from mammamia_qt.ui.common.settings import load_settings
    from mammamia_qt.ui.shell.main_window import MainWindow

    window = MainWindow(kiosk=False)
    qtbot.addWidget(window)
    window.show()
    assert list(window.menus.language_actions) == list(LANGUAGES)
    assert [a.text() for a in window.menus.language_actions.values()] == list(LANGUAGES.values())
    window.menus.language_actions["nl"].trigger()
    assert languages.current == "nl"
    assert window.menus.language_actions["nl"].isChecked()
    assert window.start_screen.new_game_button.text() == "Nieuw spel"
    assert window.menus.game_menu.title() == "&Spel"
    assert window.art.face_svg("ingredient:shrimp").count(b"Garnalen") >= 1
    assert load_settings().language == "nl"
    assert QSettings().value("preferences/language") == "nl"
    window.menus.language_actions["cs"].trigger()
    assert window.start_screen.how_button.text() == "Jak hrát"
    window.close()


def test_settings_dialog_lists_the_languages_by_their_own_names(qtbot, languages) -> None:
    from mammamia_qt.ui.common.settings import AppSettings
    from mammamia_qt.ui.dialogs.settings import SettingsDialog

    languages.set_language("en")
    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    assert [dialog.language.itemText(i) for i in range(dialog.language.count())] == list(LANGUAGES.values())
    assert dialog.result_settings().language is None  # untouched: keep following the system
    dialog.language.setCurrentIndex(dialog.language.findData("ja"))
    assert dialog.result_settings().language == "ja"
    assert languages.set_language("ja")
    assert dialog.windowTitle() == "設定"
    assert dialog.language_box.title() == "言語"


def test_unknown_language_is_refused(languages) -> None:
    assert languages.set_language("en")
    assert not languages.set_language("xx")
    assert languages.current == "en"


def test_a_load_error_speaks_the_players_language(languages, qtbot) -> None:
    from PySide6.QtWidgets import QWidget

    from mammamia_qt.storage import GameStore, StoreError
    from mammamia_qt.ui.shell.game_files import GameFiles

    parent = QWidget()
    qtbot.addWidget(parent)
    files = GameFiles(GameStore(Path(parent.objectName() or ".")), parent)
    error = StoreError(Path("evening.json"), "the file was saved by a newer version", None, "newer")
    english = files.reason_text(error)
    assert "newer version" in english
    assert languages.set_language("de")
    german = files.reason_text(error)
    assert german != english and "neueren Version" in german
