"""The ``mammamia`` entry point (also ``python -m mammamia_qt``): start the desktop game."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from typing import Any, cast

APP_NAME = "mammamia-qt"


def parse_args(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    """Our options, and everything else (Qt's own options such as ``-platform``) for QApplication."""
    parser = argparse.ArgumentParser(prog="mammamia", description="Mamma Mia! - the pizza card game.")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument(
        "--kiosk",
        action="store_true",
        help="kiosk mode: fullscreen, demo games when idle; the operator PIN (kiosk/pin) unlocks it",
    )
    parser.add_argument("--self-test", action="store_true", help="check the installation offscreen and exit")
    parser.add_argument("--self-test-part", help=argparse.SUPPRESS)  # one check, in a child of --self-test
    parser.add_argument(
        "--load", metavar="FILE", help="open this saved game at start (a bad file is reported and set aside)"
    )
    return parser.parse_known_args(argv)


def _skip_pydantic_plugins() -> None:
    """Pydantic's plugin discovery, which scans every installed package's metadata when pydantic is
    first used, is skipped unless the environment asks for plugins. Pydantic and the engine themselves
    load after the first window has painted (``GameWindow.finish_start``)."""
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")


def main(argv: list[str] | None = None, on_window: Callable[[Any], None] | None = None) -> int:
    """Start the game; ``on_window`` is handed the main window before it is shown (bench ui)."""
    argv = sys.argv if argv is None else argv
    args, rest = parse_args(argv[1:])
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
    _skip_pydantic_plugins()
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName(APP_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    app = cast(QApplication, QApplication.instance()) or QApplication([argv[0], *rest])
    app.setApplicationDisplayName("Mamma Mia!")
    app.setDesktopFileName(APP_NAME)

    from mammamia_qt.paths import resource
    from mammamia_qt.ui.common.i18n import Languages, register_fonts
    from mammamia_qt.ui.common.settings import load_settings
    from mammamia_qt.ui.common.style import apply_style
    from mammamia_qt.ui.shell.crash import CrashReporter
    from mammamia_qt.ui.shell.game_files import data_dir
    from mammamia_qt.ui.shell.main_window import MainWindow

    apply_style(app)
    register_fonts()  # the bundled Japanese font, as a fallback of the application font
    app.setWindowIcon(QIcon(str(resource("icons", "mammamia.svg"))))
    settings = load_settings()
    Languages.instance().apply(settings.language)  # the saved language, else the system's
    window = MainWindow(settings=settings, kiosk=True if args.kiosk else None)
    reporter = CrashReporter(data_dir(), window, window.game_in_progress)
    reporter.install()  # an exception inside Qt is logged and told, not lost on stderr
    if on_window is not None:
        on_window(window)
    if window.kiosk_active:
        window.showFullScreen()
    elif args.fullscreen or settings.fullscreen_on_start:
        window.showFullScreen()
    else:
        window.show()
    if args.load:
        from pathlib import Path

        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, window, lambda: window.load_game_file(Path(args.load)))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
