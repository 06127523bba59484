"""Languages: Qt translators for the game and for Qt's own dialogs, switchable at runtime.

Installing a translator makes Qt send QEvent.LanguageChange to every widget; widgets
retranslate in ``changeEvent``. Graphics items get no such event, so the scene listens to
``Languages.changed`` instead. The bundled Japanese font is registered at start-up and used
as a fallback family everywhere, so kana and kanji render on machines without a CJK font.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QStandardPaths,
    QTranslator,
    Signal,
)
from PySide6.QtWidgets import QApplication

from mammamia_qt.paths import resource, translations_dir
from mammamia_qt.wording.languages import LANGUAGES as LANGUAGES  # Qt-free: the phones' host reads it

JP_FONT_FILE = "NotoSansJP-Subset.otf"


def fonts_dir() -> Path:
    return resource("fonts")


def system_language() -> str:
    """The system locale's language if the game speaks it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def lrelease() -> str | None:
    """PySide6's lrelease: on PATH, beside this Python (a virtualenv not activated), or in the wheel."""
    import shutil  # only a checkout without compiled translations needs it

    import PySide6

    candidates = [
        shutil.which("pyside6-lrelease"),
        str(Path(sys.executable).with_name("pyside6-lrelease")),
        str(Path(PySide6.__file__).parent / ("lrelease.exe" if sys.platform == "win32" else "lrelease")),
    ]
    return next((c for c in candidates if c and Path(c).is_file()), None)


def _compile_missing(lang: str) -> Path | None:
    """A checkout run without an install has .ts only: compile it once into the cache."""
    ts = translations_dir() / f"mammamia_{lang}.ts"
    if not ts.exists():
        return None
    cache = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)) / "qm"
    qm = cache / f"mammamia_{lang}.qm"
    if qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
        return qm
    tool = lrelease()
    if tool is None:
        return None
    import subprocess  # only a checkout without compiled translations comes here

    cache.mkdir(parents=True, exist_ok=True)
    result = subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], capture_output=True)
    return qm if result.returncode == 0 else None


def qm_path(lang: str) -> Path | None:
    qm = translations_dir() / f"mammamia_{lang}.qm"
    return qm if qm.exists() else _compile_missing(lang)


_jp_family: str | None = None


def register_fonts() -> str | None:
    """Register the bundled Japanese font and make it a fallback of the application font."""
    global _jp_family
    if _jp_family is None:
        from PySide6.QtGui import QFontDatabase  # (after the first paint unless the window speaks Japanese)

        font_id = QFontDatabase.addApplicationFont(str(fonts_dir() / JP_FONT_FILE))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        _jp_family = families[0] if families else ""
    if _jp_family:
        font = QApplication.font()
        base = font.families() or [font.family()]
        if _jp_family not in base:
            font.setFamilies([*base, _jp_family])
            QApplication.setFont(font)
    return _jp_family or None


class Languages(QObject):
    """The current language; ``set_language`` swaps the translators in place.

    Signals:
        changed(str): the language code after a switch (every translator is installed by then).
    """

    changed = Signal(str)
    _instance: Languages | None = None

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._translators: list[QTranslator] = []
        self.current = ""

    @classmethod
    def instance(cls) -> Languages:
        """The application's one Languages object (made on first use, owned by the application)."""
        if cls._instance is None:
            cls._instance = cls(QCoreApplication.instance())
            cls._instance.destroyed.connect(cls._forget)
        return cls._instance

    @classmethod
    def _forget(cls) -> None:
        cls._instance = None

    def apply(self, saved: str | None) -> str:
        """Use the saved language, else the system's (else English); the code in use."""
        for lang in (saved, system_language(), "en"):
            if lang and self.set_language(lang):
                break
        return self.current

    def set_language(self, lang: str) -> bool:
        """Switch to ``lang`` (a LANGUAGES code); False if it is unknown or its file will not load."""
        if lang not in LANGUAGES:
            return False
        if lang == self.current:
            return True
        for old in self._translators:
            QCoreApplication.removeTranslator(old)
        self._translators = []
        own = QTranslator(self)
        path = qm_path(lang)
        if path is not None and own.load(str(path)):
            self._translators.append(own)  # English too: its plural forms ("1 card", "3 cards")
        elif lang != "en":  # the source texts are English, so English works without its file
            return False
        qt = QTranslator(self)
        if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            self._translators.append(qt)
        for translator in self._translators:
            QCoreApplication.installTranslator(translator)
        QLocale.setDefault(QLocale(lang))
        self.current = lang
        # Qt posts LanguageChange to every window; deliver it now so the switch is complete on return.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        self.changed.emit(lang)
        return True
