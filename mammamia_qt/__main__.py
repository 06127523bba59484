"""The ``mammamia`` entry point (also ``python -m mammamia_qt``): start the desktop game."""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NoReturn, cast

if TYPE_CHECKING:
    from mammamia_qt.ui.shell.main_window import MainWindow

APP_NAME = "mammamia-qt"
DESKTOP_ID = "io.github.mammamiaqt.mammamia"
"""The desktop entry's name (without .desktop) as the .deb installs it, and the AppStream id: the
window says it belongs to that entry (its icon and name in a dock or task bar)."""


QT_OPTIONS_WITH_VALUE = (
    "-platform", "-platformpluginpath", "-platformtheme", "-plugin", "-qwindowgeometry", "-geometry",
    "-qwindowtitle", "-title", "-qwindowicon", "-icon", "-style", "-stylesheet", "-display", "-name",
    "-session", "-qmljsdebugger",
)  # fmt: skip
"""Qt's own start options that take a value (``-platform xcb``, ``-style=fusion``): handed to Qt."""
QT_FLAGS = ("-reverse", "-widgetcount", "-nograb", "-dograb", "-sync", "-testability")
"""Qt's own start options without a value."""
QT_HELP = (
    "Qt's own options are accepted and handed to Qt: with a value (-style fusion or -style=fusion) "
    + ", ".join(QT_OPTIONS_WITH_VALUE)
    + "; without one "
    + ", ".join(QT_FLAGS)
    + ". Anything else is refused."
)


def split_qt_options(rest: list[str]) -> tuple[list[str], list[str]]:
    """``rest`` (what our parser did not take) as Qt's own options and the unknown rest."""
    qt: list[str] = []
    unknown: list[str] = []
    items = iter(rest)
    for arg in items:
        name = arg[1:] if arg.startswith("--") else arg  # Qt reads --style as -style
        if name in QT_FLAGS:
            qt.append(arg)
        elif name.split("=", 1)[0] in QT_OPTIONS_WITH_VALUE and "=" in name:
            qt.append(arg)
        elif name in QT_OPTIONS_WITH_VALUE:
            value = next(items, None)
            if value is None:
                unknown.append(f"{arg} (without its value)")
            else:
                qt += [arg, value]
        else:
            unknown.append(arg)
    return qt, unknown


class StartOptions:
    """What the command line asks for; made without arguments, a plain start (no option given)."""

    def __init__(
        self, *, lang: str | None = None, size: tuple[int, int] | None = None, theme: str | None = None,
        fullscreen: bool = False, kiosk: bool = False, load: str | None = None, self_test: bool = False,
        self_test_part: str | None = None, version: bool = False,
    ) -> None:  # fmt: skip
        self.lang, self.size, self.theme = lang, size, theme
        self.fullscreen, self.kiosk, self.load = fullscreen, kiosk, load
        self.self_test, self.self_test_part, self.version = self_test, self_test_part, version


def parse_args(argv: list[str]) -> tuple[StartOptions, list[str]]:
    """Our options, and Qt's own options (such as ``-platform``) for QApplication; anything else
    (an unknown option, a stray argument) is one line on stderr and exit status 2. A start without
    arguments (the desktop entry's) does not load the parser at all: ``StartOptions()``."""
    if not argv:
        return StartOptions(), []
    import argparse

    from mammamia_qt.options import language, theme_name, window_size

    class Parser(argparse.ArgumentParser):
        """A bad option is one line on stderr and exit status 2, before anything starts."""

        def error(self, message: str) -> NoReturn:
            print(f"{self.prog}: error: {message} (see {self.prog} --help)", file=sys.stderr, flush=True)
            raise SystemExit(2)

    parser = Parser(
        prog="mammamia", description="Mamma Mia! - the pizza card game.", epilog=QT_HELP, allow_abbrev=False
    )
    parser.add_argument(
        "--lang",
        type=language,
        metavar="LANG",
        help="the language for this start: de, en, cs, nl or ja (the saved choice stays as it is)",
    )
    parser.add_argument(
        "--size",
        type=window_size,
        metavar="WxH",
        help="the window's size at start, e.g. 1024x600 (640x480 to 7680x4320; kept within the screen)",
    )
    parser.add_argument(
        "--theme",
        type=theme_name,
        metavar="NAME",
        help="the look for this start: light, dark or high-contrast (the saved choice stays as it is)",
    )
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 leaves it)")
    parser.add_argument(
        "--kiosk",
        action="store_true",
        help="kiosk mode: fullscreen, demo games when idle; the operator PIN (kiosk/pin) unlocks it",
    )
    parser.add_argument(
        "--load", metavar="FILE", help="open this saved game at start (a bad file is reported and set aside)"
    )
    parser.add_argument("--self-test", action="store_true", help="check the installation offscreen and exit")
    parser.add_argument("--self-test-part", help=argparse.SUPPRESS)  # one check, in a child of --self-test
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    args, rest = parser.parse_known_args(argv)
    qt, unknown = split_qt_options(rest)
    if unknown:
        shown = " ".join(repr(a) if not a.isprintable() or not a else a for a in unknown)[:200]
        parser.error(f"unrecognized arguments: {shown}")
    return StartOptions(**vars(args)), qt


def _skip_pydantic_plugins() -> None:
    """Pydantic's plugin discovery, which scans every installed package's metadata when pydantic is
    first used, is skipped unless the environment asks for plugins. Pydantic and the engine themselves
    load after the first window has painted (``GamePages.finish_start``)."""
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")


def quicken_pyside_imports() -> None:
    """PySide6 asks of every module imported after it whether its source names PySide6 (for its
    optional ``__feature__`` switches, which the game does not use), through
    ``inspect.getsource``, which decodes and splits the whole file into lines: about 0.1 ms a
    module, 4-7 ms before the first window and more when the engine loads. The same question put
    to the file's bytes has the same answer (the name is plain ASCII) in a fraction of the time;
    a module without a readable ``.py`` file is still asked PySide6's way. If a PySide6 release
    drops or renames the check, nothing is changed."""
    feature = sys.modules.get("shibokensupport.feature") or sys.modules.get("PySide6.support.feature")
    upstream = getattr(feature, "_mod_uses_pyside", None)
    if upstream is None or getattr(upstream, "reads_bytes", False):
        return

    def uses_pyside(module: Any) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return bool(upstream(module))
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return bool(upstream(module))

    uses_pyside.reads_bytes = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]


def main(argv: list[str] | None = None, on_window: Callable[[Any], None] | None = None) -> int:
    """Start the game; ``on_window`` is handed the main window before it is shown (bench ui)."""
    argv = sys.argv if argv is None else argv
    args, rest = parse_args(argv[1:])
    if args.version:
        from mammamia_qt.version import version_line

        print(version_line())
        return 0
    if args.self_test_part:
        from mammamia_qt.tools.selftest import run_part

        return run_part(args.self_test_part)
    if args.self_test:
        from mammamia_qt.tools.selftest import run

        return run()

    from mammamia_qt.display import display_problem

    problem = display_problem(qt_args=rest)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    collecting = gc.isenabled()
    gc.disable()  # until the first paint (``after_first_paint``), and whatever way the start ends
    try:
        return _start(argv, args, rest, on_window, collecting)
    finally:
        if collecting:
            gc.enable()


def _start(
    argv: list[str],
    args: StartOptions,
    rest: list[str],
    on_window: Callable[[Any], None] | None,
    collecting: bool,
) -> int:
    """The application, its window and its event loop (``main`` has read the options)."""
    _skip_pydantic_plugins()
    from PySide6.QtCore import QCoreApplication

    quicken_pyside_imports()
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName(APP_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    existing = cast(QApplication | None, QApplication.instance())
    # Fusion from the command line: setStyle would hand PySide a QStyle to wrap before the first
    # paint, and it sets up the class's large enums then (a later -style option still wins).
    app = existing or QApplication([argv[0], "-style", "fusion", *rest])
    app.setApplicationDisplayName("Mamma Mia!")
    app.setDesktopFileName(DESKTOP_ID)

    from mammamia_qt.paths import resource
    from mammamia_qt.ui.common.settings import load_settings
    from mammamia_qt.ui.common.style import apply_style
    from mammamia_qt.ui.shell.crash import CrashReporter
    from mammamia_qt.ui.shell.game_files import data_dir

    settings = load_settings()
    apply_style(app, fonts=False, fusion=existing is not None, theme_name=args.theme or settings.theme,
                scale=settings.text_scale / 100)  # fmt: skip
    app.setWindowIcon(QIcon(str(resource("icons", "mammamia.svg"))))
    window = open_window(args, settings)
    after_first_paint(window, collecting)
    reporter = CrashReporter(data_dir(), window, window.game.game_in_progress)
    reporter.install()  # an exception inside Qt is logged and told, not lost on stderr
    if on_window is not None:
        on_window(window)
    show_window(window, args)
    if args.load:
        from pathlib import Path

        from PySide6.QtCore import QTimer

        wanted = Path(args.load)
        QTimer.singleShot(0, window, lambda: window.load_game_file(wanted))
    return app.exec()


def open_window(args: StartOptions, settings: Any) -> MainWindow:
    """The main window as the options ask: in ``--lang`` (else the saved language, else the
    system's), kiosk mode with ``--kiosk``, ``--size`` big (kept within the screen)."""
    from mammamia_qt.ui.shell.main_window import MainWindow

    window = MainWindow(
        settings=settings, kiosk=True if args.kiosk else None, language=args.lang, theme=args.theme
    )
    if args.size is not None:
        window.resize(*args.size)
        window.frame.fit_to_screen()
    return window


def after_first_paint(window: MainWindow, collecting: bool) -> None:
    """What waits for the window's first paint (or a second, if it is never painted: minimised,
    covered): Python's cycle collector, when ``collecting`` (it was on before the start), and the
    bundled Japanese font, a fallback of the application font (at once when the window speaks
    Japanese).

    The start makes tens of thousands of objects that live as long as the app (PySide6's classes
    and their enum classes, the game's modules, the window) and hardly any garbage, yet the
    collector would look them over for cycles every few hundred new ones: 45 collections and 6 ms
    before the first paint. Reading the font file takes longer than a bare window's whole paint; it is
    there in time for a name typed in Japanese or the language menu's own name for Japanese."""
    from PySide6.QtCore import QTimer

    from mammamia_qt.ui.common.i18n import register_fonts
    from mammamia_qt.ui.shell.game_pages import FALLBACK_MS, FirstPaint

    def painted() -> None:
        if collecting:
            gc.enable()
        register_fonts()

    if window.languages.current == "ja":
        register_fonts()
    FirstPaint(window.pages.currentWidget() or window, painted)
    QTimer.singleShot(FALLBACK_MS, window, painted)


def show_window(window: MainWindow, args: StartOptions) -> None:
    """Fullscreen in kiosk mode, with ``--fullscreen`` or when the settings say so; else as it is."""
    if window.kiosk_active or args.fullscreen or window.settings.fullscreen_on_start:
        window.showFullScreen()
    else:
        window.show()


if __name__ == "__main__":
    sys.exit(main())
