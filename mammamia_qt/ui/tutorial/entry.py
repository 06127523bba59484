"""Ways into the guided first game: the start screen's button, the Game menu, the first start's offer."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from mammamia_qt.tutorial import script
from mammamia_qt.ui.tutorial.lesson import Tutorial

if TYPE_CHECKING:
    from mammamia_qt.ui.shell.game_window import GamePages


def start_guided_game(pages: GamePages, parent: QWidget, lesson: str = "classic") -> Tutorial | None:
    """Start a guided game (``script.LESSONS``: "classic", the first game, or "plus", helping) on the
    table page, after confirming if a game is running, with its lesson over the table."""
    if pages.game_in_progress():
        answer = QMessageBox.question(parent, pages.abandon_title(), pages.abandon_text())
        if answer != QMessageBox.StandardButton.Yes:
            return None
    chosen = script.LESSONS[lesson]
    controller = pages.start_game(chosen.setup(QCoreApplication.translate("Tutorial", "You")))
    table = pages.table_page.table
    return None if table is None else Tutorial(table, controller, chosen)


def offer_first_game(parent: QWidget, start: Callable[[], object]) -> QMessageBox:
    """The first start's offer, a window-modal question that does not block: Start the guided first
    game, or Not now (the start screen stays; the start screen's button and the Game menu keep it)."""
    box = QMessageBox(parent)
    box.setObjectName("tutorialOffer")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("Tutorial", "Welcome to Mamma Mia!"))
    box.setText(QCoreApplication.translate("Tutorial", "New to the game? Play a guided first game: a short lesson on the real table "
                         "that shows you every step, then goes on as a real game."))  # fmt: skip
    yes = box.addButton(
        QCoreApplication.translate("Tutorial", "Start the guided first game"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    box.addButton(QCoreApplication.translate("Tutorial", "Not now"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(yes)
    yes.clicked.connect(start)
    box.open()
    return box
