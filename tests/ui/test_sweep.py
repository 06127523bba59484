"""The screen sweep (``mammamia-cli sweep``): a slice of its matrix finds nothing, and each of its
checks goes red on a small widget made to fail it (a text the colour of its ground, an elided and a
cut label, a cut descender, a red focus ring on a red button)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QLabel,
    QPushButton,
    QScrollArea,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.cli import main
from mammamia_qt.tools.sweep import pixels
from mammamia_qt.tools.sweep.matrix import Matrix
from mammamia_qt.tools.sweep.run import grab, shot_problems, sweep_size
from mammamia_qt.tools.sweep.screens import SCREENS

pytestmark = pytest.mark.qt_log_ignore(  # the offscreen platform has no window manager
    r"This plugin does not support propagateSizeHints", r"This plugin does not support raise"
)

SLICE = [
    (
        ("how_to_play_plus", "message_abandon", "kiosk_pin", "kiosk_idle"),
        ("en", "ja"),
        ("dark",),
        (1366, 768),
    ),
    (("reveal_plus_choose",), ("de",), ("high-contrast",), (1366, 768)),
    (("message_abandon", "how_to_play_plus", "message_damaged_file"), ("cs",), ("light",), (1366, 768)),
    (("reveal_plus_choose", "message_abandon"), ("nl",), ("dark",), (1366, 768)),
    (("kiosk_operator", "kiosk_lockout"), ("nl",), ("high-contrast",), (1366, 768)),
    (("reveal_plus_choose", "kiosk_pin"), ("en",), ("dark",), (1920, 1080)),
    (("title", "history", "statistics", "coach_question"), ("en",), ("light",), (1024, 568)),
    (("title", "statistics", "coach_question"), ("ja",), ("high-contrast",), (1366, 768)),
    (("table_turn", "cover_first"), ("nl", "cs"), ("light",), (1024, 568)),
    (("title", "first_start_offer"), ("en",), ("light",), (3840, 2160)),
    (("table_turn",), ("de",), ("dark",), (3840, 2160)),
    (("replay",), ("de", "cs"), ("high-contrast",), (1024, 568)),
    (
        ("reveal_plus_ask_help", "replay", "new_game_seats", "phone_waiting"),
        ("nl", "ja"),
        ("light",),
        (1024, 568),
    ),
    (("coach_question", "coach_verdict", "phone_stand_in"), ("ja",), ("dark",), (1366, 768)),
]
"""Screens, languages, themes and window size the slice sweeps, text 100 % and 150 %: a few of each
kind (the title screen, a dialog, a message box, the table in a reveal, History, statistics and the
memory coach, the kiosk's PIN pad and covers, the person's own seat panel in long words, the replay
on a small screen, the title screen and the table's dock on a 4K window, the Plus help request, New
game's drop-downs and the phones' panel on a netbook), all five languages and all three themes. (The screens the full sweep still finds problems on are left out
until they are fixed; ``mammamia-cli sweep`` runs them all.)"""


def test_a_slice_of_the_sweep_finds_nothing(qtbot, styled, languages, tmp_path):
    findings = []
    for screens, langs, themes, size in SLICE:
        matrix = Matrix(langs=langs, themes=themes, texts=(100, 150), sizes=(size,), screens=screens)
        findings += sweep_size(matrix, size, tmp_path / "data")
    assert not findings, "\n".join(f.line() for f in findings)


def _panel(qtbot, *widgets: QWidget, sheet: str = "") -> QWidget:
    """A small window of ``widgets`` one under the other, shown and active."""
    root = QWidget()
    qtbot.addWidget(root)
    root.setStyleSheet(sheet or "QWidget { background: #fbf3e4; color: #2b1a10; }")
    layout = QVBoxLayout(root)
    for w in widgets:
        layout.addWidget(w)
    root.resize(420, 60 * len(widgets) + 40)
    root.show()
    root.activateWindow()
    qtbot.waitUntil(root.isActiveWindow)
    return root


def _problems(root: QWidget, kind: str) -> list[tuple[str, str]]:
    return [(p.widget, p.figure) for p in shot_problems(root, grab(root), (1024, 568)) if p.kind == kind]


def test_a_text_the_colour_of_its_ground_is_found(qtbot, styled):
    hidden = QLabel("The History heading")
    hidden.setObjectName("hidden")
    hidden.setStyleSheet("color: #3b2418; background: #3b2418;")
    shown = QLabel("Readable words")
    root = _panel(qtbot, hidden, shown)
    (found,) = _problems(root, "contrast")
    assert found[0] == "QLabel 'hidden' 'The History heading'"
    assert found[1].startswith("1.00:1 (#3b2418 on #3b2418")


def test_a_text_drawn_in_another_colour_than_its_palette_is_measured_as_drawn(qtbot, styled):
    """Rich text sets its own colour: the pixels tell, not the palette."""
    label = QLabel('<span style="color: #f4e6cf">Pale on cream</span>')
    label.setObjectName("pale")
    root = _panel(qtbot, label)
    (found,) = _problems(root, "contrast")
    assert found[0] == "QLabel 'pale' '<span style=\"color: #f4e6cf\">Pale on cream</span>'"
    ratio = float(found[1].split(":")[0])
    assert ratio < 1.3


def test_an_elided_and_a_cut_label_are_found(qtbot, styled):
    full = "Beate: your turn, choose ingredients of one kind and maybe an order"
    elided = QLabel(full[:20] + "…")
    elided.setObjectName("elided")
    elided.setToolTip(full)
    cut = QLabel("A label far wider than the room it has")
    cut.setObjectName("cut")
    cut.setFixedWidth(60)
    root = _panel(qtbot, elided, cut)
    assert [w for w, _ in _problems(root, "elided")] == [f"QLabel 'elided' {full[:20] + '…'!r}"]
    assert [w for w, _ in _problems(root, "clipped")] == [
        "QLabel 'cut' 'A label far wider than the room it has'"
    ]


def test_a_button_set_on_lines_needs_its_widest_line_not_the_whole_text(qtbot, styled):
    fits = QPushButton("Computer plays\nuntil the phone\nis back")
    fits.setObjectName("fits")
    cut = QPushButton("Computer plays\nuntil the phone\nis back")
    cut.setObjectName("cut")
    widest = fits.fontMetrics().horizontalAdvance("until the phone")
    fits.setFixedSize(fits.sizeHint().width() + 10, fits.sizeHint().height())  # its widest line, and a little
    cut.setFixedSize(widest - 20, cut.sizeHint().height())
    root = _panel(qtbot, fits, cut)
    assert [w.split("'")[1] for w, _ in _problems(root, "clipped")] == ["cut"], _problems(root, "clipped")


def test_a_text_its_scroll_area_cuts_at_the_side_is_found(qtbot, styled):
    """A panel that scrolls only up and down, its content made wider than the panel."""
    wide = QPushButton("Computer plays until the phone is back")
    wide.setObjectName("wide")
    inner = QWidget()
    QVBoxLayout(inner).addWidget(wide)
    scroll = QScrollArea()
    scroll.setWidget(inner)
    scroll.setWidgetResizable(True)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setFixedWidth(wide.sizeHint().width() // 2)
    root = _panel(qtbot, scroll)
    ((name, figure),) = _problems(root, "outside")
    assert name == "QPushButton 'wide' 'Computer plays until the phone is back'"
    assert figure.startswith("cut by its scroll area")


def test_a_drop_down_too_narrow_for_its_choice_and_an_unreadable_tab_are_found(qtbot, styled):
    combo = QComboBox()
    combo.setObjectName("level")
    combo.addItem("Computer: intermediate")
    combo.setFixedWidth(90)
    tabs = QTabBar()
    tabs.setObjectName("tabs")
    tabs.addTab("Statistics")
    tabs.setTabTextColor(0, QColor("#fbf3e4"))
    root = _panel(qtbot, combo, tabs)
    assert [w for w, _ in _problems(root, "clipped")] == ["QComboBox 'level' 'Computer: intermediate'"]
    assert [w for w, _ in _problems(root, "contrast")] == ["QTabBar 'tabs' tab 'Statistics'"]


def test_a_dialog_larger_than_the_screen_is_found(qtbot, styled):
    window = _panel(qtbot, QLabel("The window"))
    dialog = QDialog(window)
    dialog.setObjectName("huge")
    dialog.resize(1100, 700)
    dialog.show()
    qtbot.waitExposed(dialog)
    found = [p for p in shot_problems(dialog, grab(dialog), (1024, 568)) if p.kind == "outside"]
    assert [(p.widget, p.figure.endswith("on a 1024x568 screen")) for p in found] == [
        ("QDialog 'huge' ''", True)
    ]


def test_a_button_that_cuts_its_descenders_is_found(qtbot, styled):
    """The word "Playing" fits its button's width, but the button is too low for the tail of its "y" and "g"."""
    low = QPushButton("Playing")
    low.setObjectName("low")
    roomy = QPushButton("Playing")
    root = _panel(qtbot, low, roomy)
    low.setStyleSheet("padding: 0 22px; min-height: 0; border: 0;")
    low.setFixedHeight(low.fontMetrics().ascent())  # room for the text above the line only
    qtbot.waitUntil(lambda: low.height() == low.fontMetrics().ascent())
    found = _problems(root, "clipped")
    assert [w for w, _ in found] == ["QPushButton 'low' 'Playing'"]


def test_buttons_a_short_column_draws_over_each_other_are_found(qtbot, styled):
    """A column given less height than its buttons' least: Qt squeezes them below it, and each is
    drawn over the next (the turn's controls in a short dock); set apart, none is found."""
    column = QWidget()
    column.setObjectName("column")
    layout = QVBoxLayout(column)
    upper, lower = QPushButton("Draw from the supply"), QPushButton("Draw a waiter")
    upper.setObjectName("upper")
    for button in (upper, lower):
        layout.addWidget(button)
    root = _panel(qtbot, column)
    column.setFixedHeight(upper.sizeHint().height() + 4)
    qtbot.waitUntil(lambda: lower.geometry().top() < upper.geometry().bottom())
    found = _problems(root, "clipped")
    assert [w for w, _ in found] == ["QPushButton 'upper' 'Draw from the supply'"]
    assert "lies over QPushButton '' 'Draw a waiter'" in found[0][1]
    column.setFixedHeight(2 * upper.sizeHint().height() + 20)
    qtbot.waitUntil(lambda: lower.geometry().top() > upper.geometry().bottom())
    assert not _problems(root, "clipped")


def test_a_red_focus_ring_on_a_red_button_is_found(qtbot, styled):
    red = QPushButton("Continue")
    red.setObjectName("red")
    red.setStyleSheet(
        "QPushButton { background: #c0392b; color: #ffffff; border: 2px solid #962d22; }"
        "QPushButton:focus { border: 2px solid #c0392b; }"
    )
    plain = QPushButton("Settings")
    plain.setObjectName("plain")
    plain.setStyleSheet(
        "QPushButton { background: #f3e1c2; color: #2b1a10; border: 2px solid #f3e1c2; }"
        "QPushButton:focus { border: 3px solid #1e1008; }"
    )
    root = _panel(qtbot, red, plain, sheet="QWidget { background: #c8443a; }")
    assert _problems(root, "focus") == [
        ("QPushButton 'red' 'Continue'", "1.00:1 (indicator #c0392b beside #c0392b, needs 3:1)")
    ]


def test_a_control_whose_focus_shows_nothing_is_found(qtbot, styled):
    flat = QPushButton("Open")
    flat.setObjectName("flat")
    flat.setStyleSheet("QPushButton, QPushButton:focus { background: #f3e1c2; border: 2px solid #6b4128; }")
    root = _panel(qtbot, flat)
    assert _problems(root, "focus") == [
        ("QPushButton 'flat' 'Open'", "nothing changes when it takes the focus")
    ]


def test_contrast_is_the_wcag_ratio():
    assert pixels.contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert pixels.contrast((0x76, 0x76, 0x76), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)
    assert pixels.blend((255, 255, 255), 0, (10, 20, 30)) == (10, 20, 30)
    assert pixels.between((128, 128, 128), (0, 0, 0), (255, 255, 255))
    assert not pixels.between((255, 0, 0), (0, 0, 0), (255, 255, 255))


def test_the_screens_have_names_of_their_own_and_the_cli_lists_them(capsys):
    assert main(["sweep", "--out", "unused", "--list"]) == 0
    assert capsys.readouterr().out.split() == list(SCREENS)
    assert len(SCREENS) >= 25


@pytest.mark.parametrize(
    "option",
    [
        ["--langs", "fr"],
        ["--themes", "sepia"],
        ["--text", "120"],
        ["--sizes", "10x10"],
        ["--screens", "nowhere"],
        ["--jobs", "0"],
    ],
)
def test_a_bad_choice_is_refused_before_anything_runs(option, tmp_path, capsys):
    with pytest.raises(SystemExit) as done:
        main(["sweep", "--out", str(tmp_path), *option])
    assert done.value.code == 2
    assert "error" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.slow
def test_the_command_sweeps_in_a_process_per_size_and_draws_the_sheets(qapp, tmp_path, capsys):
    # (``qapp``: the sheets make a plain QGuiApplication when none is there, and the widget tests
    # that came after it in the same worker could make none of their own)
    out = tmp_path / "out"
    status = main(["sweep", "--out", str(out), "--screens", "kiosk_pin", "--langs", "en",
                   "--themes", "dark", "--text", "100", "--sizes", "1024x568"])  # fmt: skip
    summary = json.loads(capsys.readouterr().out)
    assert (status, summary["shots"], summary["findings"]) == (0, 1, 0), (out / "findings.txt").read_text()
    assert summary["by_kind"] == dict.fromkeys(
        ("clipped", "elided", "outside", "contrast", "focus", "error"), 0
    )
    assert summary["by_screen"] == {}
    assert (out / "findings.txt").read_text() == ""
    assert (out / "sheet-en-dark.png").stat().st_size > 1000
    assert (out / "thumbs" / "en-dark" / "kiosk_pin-1024x568-100.jpg").exists()


def test_focus_problems_leave_the_focus_where_it_was(qtbot, styled):
    first, second = QPushButton("One"), QPushButton("Two")
    root = _panel(qtbot, first, second)
    second.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(second.hasFocus)
    shot_problems(root, grab(root), (1024, 568))
    assert second.hasFocus()


def test_a_screen_that_waits_in_a_modal_question_is_an_error_not_a_hang(qtbot, styled, monkeypatch):
    """A question asked modally while a screen is arranged (nobody answers in a sweep) is closed
    after a while and written down as an error; the sweep goes on to the next screen."""
    from PySide6.QtWidgets import QMessageBox

    from mammamia_qt.tools.sweep import run

    monkeypatch.setattr(run, "MODAL_WAIT_MS", 50)  # (with the watch taken out this test never ends)
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(400, 300)
    window.show()

    def arrange(_stage):
        QMessageBox(QMessageBox.Icon.Question, "Sure?", "Nobody answers this", parent=window).exec()
        yield window

    class Stage:
        size = (400, 300)

    Stage.window = window
    findings = run._one_shot(Stage(), "asks", arrange, ("en", "light", 100, "400x300"), None)
    errors = [f for f in findings if f.kind == "error"]
    assert len(errors) == 1 and "QMessageBox waited for an answer" in errors[0].figure


def test_a_painted_text_partly_under_a_note_is_measured_where_it_shows(qtbot, styled):
    """The lesson's note lies over the lower part of the table's banner: the banner is measured on
    what shows of it (not on the note's paper), and a banner that cannot be read is still found."""
    from PySide6.QtWidgets import QFrame

    from mammamia_qt.tools.sweep.fit_checks import ink_rect
    from mammamia_qt.tools.sweep.look_checks import painted_contrast_problems

    from .table_support import make_setup, make_table

    controller, table = make_table(qtbot, make_setup(["human", "random"]), size=(1024, 568))
    controller.start()
    qtbot.waitUntil(lambda: controller.acting_seat() is not None and not table.scene.busy, timeout=10000)
    banner, view = table.scene.banner, table.view
    banner.set_lines(["Round 1 begins. You start."])
    glyphs = view.mapFromScene(banner.mapRectToScene(ink_rect(banner.texts()[0]))).boundingRect()
    glyphs.moveTopLeft(view.viewport().mapTo(table, glyphs.topLeft()))
    note = QFrame(table)
    note.setStyleSheet("background: #fffaf0;")
    note.setGeometry(glyphs.left() - 20, glyphs.center().y() + 2, glyphs.width() + 40, 200)
    note.show()
    qtbot.wait(20)

    def banner_problems() -> list[str]:
        found = painted_contrast_problems(view, table, grab(table))
        return [p.figure for p in found if p.widget.startswith("Banner")]

    assert banner_problems() == []
    banner.colour = "plate"  # the banner's words the colour of its plate
    banner.update()
    assert banner_problems() != []


def test_a_thin_ring_round_a_field_whose_text_is_selected_is_its_indicator(qtbot, styled):
    """Tab into a field selects its text: on a large screen the selection outweighs the ring, yet a
    ring that stands out shows the focus; a field whose only sign is a faint selection is found."""
    from PySide6.QtWidgets import QLineEdit

    def field(name: str, ring: str) -> QLineEdit:
        edit = QLineEdit("Spieler 1")
        edit.setObjectName(name)
        edit.setStyleSheet(
            "QLineEdit { background: #30261f; color: #f2e6d6; border: 2px solid #5a4a3e; font-size: 40px;"
            " selection-background-color: #a5372a; selection-color: #ffffff; padding: 4px 10px; }"
            f"QLineEdit:focus {{ border: 2px solid {ring}; }}"
        )
        return edit

    ringed, faint = field("ringed", "#f0b35a"), field("faint", "#5a4a3e")
    root = _panel(qtbot, ringed, faint, sheet="QWidget { background: #30261f; }")
    root.resize(520, 220)
    found = _problems(root, "focus")
    assert [w for w, _ in found] == ["QLineEdit 'faint' ''"], found


def test_a_control_moved_while_its_focus_is_measured_is_measured_again(qtbot, styled, monkeypatch):
    """The phones' panel narrowing under the measure moved the table's dock: the control without
    the focus no longer looked as before, and the move was taken for its ring (1.00:1)."""
    from mammamia_qt.tools.sweep import look_checks

    button = QPushButton("×1  [2]")
    button.setObjectName("kind_olive")
    button.setStyleSheet(
        "QPushButton { background: #f3e1c2; color: #2b1a10; border: 2px solid #f3e1c2; }"
        "QPushButton:focus { border: 2px solid #1e1008; }"
    )
    root = _panel(qtbot, button)
    grabs = []
    real = look_checks._grab

    def grab_moving(widget, rect):
        grabs.append(rect)
        if len(grabs) == 2:  # the first "after": the layout settles, the button moves 12 px down
            button.move(button.x(), button.y() + 12)
        return real(widget, rect)

    monkeypatch.setattr(look_checks, "_grab", grab_moving)
    assert _problems(root, "focus") == []
    assert len(grabs) == 6  # measured twice: the second time nothing moved but the focus


def test_a_screen_still_settling_is_grabbed_once_it_rests(qtbot, styled):
    from PySide6.QtCore import QTimer

    from mammamia_qt.tools.sweep.run import still

    label = QLabel("Settling")
    root = _panel(qtbot, label)
    ticks = []

    def step() -> None:
        ticks.append(1)
        label.setText(f"Settling {len(ticks)}")
        if len(ticks) == 6:
            timer.stop()

    timer = QTimer(root)
    timer.timeout.connect(step)
    timer.start(20)
    image = still(root)
    assert len(ticks) == 6
    assert image == grab(root)


def test_a_text_its_scroll_area_shows_a_strip_of_is_read_where_it_shows_whole(qtbot, styled):
    """The coach's answers under the fold on a netbook: the strip of their tops that showed held only
    the letters' faint edges and was measured as their text (1.50:1, #2c2c2c on black). A strip
    thinner than a line of the text holds no whole letter: the text is read where it shows whole,
    and one that cannot be read is still found there."""
    from PySide6.QtGui import QFont, QPainter

    class Answer(QLabel):
        def paintEvent(self, event) -> None:  # Qt override: the letters' tops, faint, above them
            super().paintEvent(event)
            painter = QPainter(self)
            for x in range(0, self.width(), 12):
                painter.fillRect(x, 0, 3, 3, QColor("#2c2c2c"))
            painter.end()

    def shown(colour: str, height: int) -> QWidget:
        label = Answer("2  Olives")
        label.setObjectName("answer")
        font = QFont(label.font())
        font.setPixelSize(40)
        label.setFont(font)
        label.setStyleSheet(f"QLabel {{ color: {colour}; background: #000000; }}")
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addSpacing(100)
        column.addWidget(label)
        column.addStretch(1)
        body.setMinimumHeight(400)
        scroll = QScrollArea()
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setFixedHeight(100 + height)
        return _panel(qtbot, scroll, sheet="QWidget { background: #000000; color: #ffffff; }")

    assert _problems(shown("#ffffff", 3), "contrast") == []
    assert _problems(shown("#ffffff", 120), "contrast") == []
    assert [w for w, _ in _problems(shown("#303030", 120), "contrast")] == ["Answer 'answer' '2  Olives'"]


def test_a_free_slot_goes_to_the_next_size_as_soon_as_any_part_ends():
    """With --jobs 2 the parts were waited for in order: a long 4K part first left the other core
    idle after its neighbour ended. The first part to end frees its slot."""
    from mammamia_qt.tools.sweep.run import first_done

    class Part:
        def __init__(self, polls_until_done: int) -> None:
            self.left = polls_until_done

        def poll(self) -> int | None:
            self.left -= 1
            return 0 if self.left <= 0 else None

    assert first_done([Part(50), Part(3)], pause_s=0) == 1
    assert first_done([Part(1), Part(3)], pause_s=0) == 0
