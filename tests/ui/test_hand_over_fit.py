"""The hot-seat cover's texts are shown whole at every window size and in every language.

Measured with the font metrics of each text against the room its widget gives it (a button's
contents inside its border and padding): the name, the public question, the hint and both
buttons, from a 1024 x 600 netbook to a 3840 x 2160 screen, never cut, never elided.
"""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QPushButton, QStyle, QStyleOptionButton

from mammamia_qt.engine.view import PendingView
from mammamia_qt.ui.common.i18n import LANGUAGES
from mammamia_qt.ui.shell.hand_over import public_question

from .table_support import make_page, make_setup

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

SIZES = [(1024, 600), (1024, 557), (1280, 677), (1366, 728), (1920, 1037), (2560, 1397), (3840, 2117)]
WRAP = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
LONG = "Massimiliano"


def questions(view) -> dict[str, object]:
    """The public questions a cover can carry (a turn, a help request, a short order, a choice)."""
    big = (0, 2, 0, 1, 2, 1)
    asked = {
        "help": PendingView("help", 1, 7, 0, (0,) * 6, big, 0, big),
        "complete": PendingView("complete", 0, 7, 0, (0,) * 6, big, 0, ()),
        "bombastica": PendingView("complete", 0, 6, 0, (0,) * 6, (0,) * 6, 11, ()),
        "choose": PendingView("choose", 0, 14, 0, (0,) * 6, (0,) * 6, 0, ()),
    }
    out: dict[str, object] = {"turn": view}
    out.update({name: dataclasses.replace(view, pending=p) for name, p in asked.items()})
    return out


def text_room(font: QFont, text: str, room: QRect) -> bool:
    """Whether ``text`` wrapped in ``room`` (the widget's own width) stays inside it."""
    text = text.replace(" × ", "\u00a0×\u00a0")
    needed = QFontMetrics(font).boundingRect(QRect(0, 0, room.width(), 100000), WRAP, text)
    return needed.width() <= room.width() and needed.height() <= room.height()


def button_contents(button: QPushButton) -> QRect:
    option = QStyleOptionButton()
    button.initStyleOption(option)
    return button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_cover_text_is_whole_at_every_size(qtbot, styled, languages, lang) -> None:
    assert languages.set_language(lang)
    setup = make_setup(["human"] * 4, seed=5, edition="plus")
    setup = setup.model_copy(
        update={"seats": (setup.seats[0].model_copy(update={"name": LONG}), *setup.seats[1:])}
    )
    controller, page = make_page(qtbot, setup, size=SIZES[0])
    controller.start()
    qtbot.waitUntil(lambda: page.hand_over.isVisible())
    cover = page.hand_over
    names = [s.name for s in setup.seats]
    for size in SIZES:
        page.resize(*size)
        for what, view in questions(controller.view()).items():
            cover.show_for(LONG, lambda v=view: public_question(v, names))
            where = (lang, size, what)
            assert cover.isVisible() and page.rect().contains(cover.geometry()), where
            assert cover.question.text() or what == "turn", where
            if what in ("help", "complete"):  # a count never breaks from its kind ("1 × Pepper")
                assert "×" in cover.question.text() and " × " not in cover.question.text(), where
            assert (not cover.decline.isHidden()) == (what in ("help", "complete", "bombastica")), where
            widgets = [*cover.labels(), *cover.buttons()]
            for widget in widgets:
                assert cover.rect().contains(widget.geometry()), (*where, widget.objectName())
                if isinstance(widget, QLabel):
                    assert text_room(widget.font(), widget.text(), widget.contentsRect()), (
                        *where,
                        widget.text(),
                    )
                else:
                    room = button_contents(widget)
                    assert text_room(widget.font(), widget.text(), room), (*where, widget.text(), room)
                assert widget.font().pixelSize() >= 9, (*where, widget.text())
            labels, buttons = cover.labels(), cover.buttons()
            assert max(w.geometry().right() for w in labels) < min(b.geometry().left() for b in buttons)


NAMES = ["Anna", "Beate", "Carlo", "Dario", "Emma", "Fritz"]


def one_line(button: QPushButton) -> bool:
    room = button_contents(button)
    needed = QFontMetrics(button.font()).boundingRect(QRect(0, 0, room.width(), 100000), WRAP, button.text())
    return needed.height() <= QFontMetrics(button.font()).height()


def test_the_first_cover_is_set_as_every_later_one(qtbot, styled) -> None:
    """The first "Pass to …" of a hot-seat game at 1600x900 comes up in the cover's own large type
    (its labels take their fonts after the style sheet polished them), its button on one line."""
    setup = make_setup(["human"] * 4, seed=5)
    controller, page = make_page(qtbot, setup, size=(1600, 860))
    controller.start()
    qtbot.waitUntil(lambda: page.hand_over.isVisible())
    cover = page.hand_over
    first = [label.fontInfo().pixelSize() for label in cover.labels()]
    first_button = cover.button.fontInfo().pixelSize()
    assert one_line(cover.button), (cover.button.text(), cover.button.size())
    cover._fit()  # laid out again, as every later cover is
    assert [label.fontInfo().pixelSize() for label in cover.labels()] == first
    assert cover.button.fontInfo().pixelSize() == first_button
    assert first[0] > QFontMetrics(page.font()).height()  # the headline is larger than the body type


@pytest.mark.parametrize("size", [(1600, 860), (1920, 1037)])
def test_english_cover_buttons_stay_on_one_line(qtbot, styled, size) -> None:
    setup = make_setup(["human"] * 4, seed=5)
    controller, page = make_page(qtbot, setup, size=size)
    controller.start()
    qtbot.waitUntil(lambda: page.hand_over.isVisible())
    cover = page.hand_over
    wrapped = []
    for name in NAMES:
        cover.show_for(name)
        if not one_line(cover.button):
            wrapped.append((name, cover.button.text(), cover.button.width()))
    assert not wrapped, wrapped


def test_nothing_to_skip_while_a_cover_waits(qtbot, styled) -> None:
    setup = make_setup(["human"] * 4, seed=5)
    controller, page = make_page(qtbot, setup, size=(1600, 860))
    controller.start()
    qtbot.waitUntil(lambda: page.hand_over.isVisible() and not page.table.scene.busy)
    assert not page.table.skip_button.isVisible()
