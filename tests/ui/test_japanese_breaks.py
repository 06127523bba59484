"""Japanese lines break between phrases, never inside a word: "求めてい/ます", "パイナッ/プル",
"サラミ/×3", "…選んでくださ/い" are what Qt does to plain Japanese. Checked on the phrases BudouX
finds, and on the lines Qt lays the texts out in: a label's, a button's, the hot-seat cover's and
the table's painted announcements."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QLabel

from mammamia_qt.ui.common.fit import PhraseLabel, WrapButton
from mammamia_qt.ui.common.phrases import phrased, phrases, plain
from mammamia_qt.ui.common.style import BODY_FAMILIES
from mammamia_qt.ui.table.announce import wrap_line
from tests.ui.text_fit_support import laid_out_lines, mid_phrase_breaks

from .table_support import make_page, make_setup

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

QUESTION = "アンナさんがパイナップル×1、サラミ×3を求めています。手助けしますか？"
CHOOSE = "不足している枚数ちょうどを手札から選んでください。"
WORDS = ("パイナップル", "求めています", "サラミ×3", "選んでください", "手助けしますか")


def japanese_font(px: int = 20) -> QFont:
    font = QFont()
    font.setFamilies(BODY_FAMILIES)
    font.setPixelSize(px)
    return font


def test_phrases_keep_words_whole_and_say_the_same() -> None:
    for text in (QUESTION, CHOOSE, "Massimilianoさんが パイナップル\u00a0×\u00a01を求めています。"):
        cut = phrases(text)
        assert "".join(cut) == text and plain(phrased(text)) == text
        for word in WORDS:
            if word in text:
                assert any(word in piece for piece in cut), (word, cut)
        assert not any(piece.endswith("Massimili") for piece in cut)  # a Latin name stays whole
    assert phrased("Pass to Anna") == "Pass to Anna"  # other languages are left as they are


def test_plain_japanese_breaks_inside_words_and_phrased_does_not(qapp) -> None:
    """The check can fail: Qt left to itself breaks the question inside a word at these widths."""
    font = japanese_font()
    widths = range(140, 520, 20)
    assert any(mid_phrase_breaks(QUESTION, font, w) for w in widths)  # what the players saw
    for text in (QUESTION, CHOOSE):
        for width in widths:
            assert not mid_phrase_breaks(phrased(text), font, width), (text, width)
            assert "".join(plain(x) for x in laid_out_lines(phrased(text), font, width)) == text


def test_labels_and_buttons_wrap_between_phrases(qtbot, styled) -> None:
    label, button = PhraseLabel(), WrapButton()
    for widget in (label, button):
        qtbot.addWidget(widget)
    label.setWordWrap(True)
    label.setText(QUESTION)
    assert label.text() == QUESTION and label.accessibleName() == QUESTION  # said without the marks
    button.setText(CHOOSE)
    for width in (180, 260, 340):
        label.setFixedWidth(width)
        shown = super(PhraseLabel, label).text()
        assert not mid_phrase_breaks(shown, label.font(), label.contentsRect().width()), width
        room = width - button._chrome().width()
        assert not mid_phrase_breaks(button._shown_text(), button.font(), room), width


def test_announcements_wrap_between_phrases(qapp) -> None:
    metrics = QFontMetricsF(japanese_font(24))
    for room in (200.0, 260.0, 330.0):
        lines = wrap_line(QUESTION, metrics, room)
        assert "".join(lines) == QUESTION
        ends = {sum(len(p) for p in phrases(QUESTION)[: i + 1]) for i in range(len(phrases(QUESTION)))}
        at = 0
        for line in lines[:-1]:
            at += len(line)
            assert at in ends, (room, lines)


def test_the_japanese_cover_breaks_between_phrases(qtbot, styled, languages) -> None:
    assert languages.set_language("ja")
    setup = make_setup(["human"] * 4, seed=5, edition="plus")
    controller, page = make_page(qtbot, setup, size=(1024, 557))
    controller.start()
    qtbot.waitUntil(lambda: page.hand_over.isVisible())
    cover = page.hand_over
    cover.show_for("アンナ", lambda: (QUESTION, "いいえ、手助けしません"))
    bad = []
    for label in cover.labels():
        bad += mid_phrase_breaks(super(PhraseLabel, label).text(), label.font(), label.contentsRect().width())
    for button in cover.buttons():
        room = button.width() - button._chrome().width()
        bad += mid_phrase_breaks(button._shown_text(), button.font(), room)
    assert not bad, bad


def test_the_coachs_texts_break_between_phrases(qtbot, styled) -> None:
    from mammamia_qt.ui.history.coach_panel import QuestionPanel

    panel = QuestionPanel()
    qtbot.addWidget(panel)
    why = "出されたカード：Carl：パイナップル×2、Dora：パイナップル×1、Beate：パイナップル×3、Carl：パイナップル×1。"
    panel.why.setText(why)
    for width in (300, 420, 560):
        panel.why.setFixedWidth(width)
        shown = QLabel.text(panel.why)  # what Qt lays out
        assert not mid_phrase_breaks(shown, panel.why.font(), panel.why.contentsRect().width()), width


def test_a_wrapping_button_may_be_as_narrow_as_its_widest_phrase(qtbot) -> None:
    """Japanese has no spaces: the narrowest a wrapping button may be is its widest phrase (the
    hot-seat cover's "Albertoです：手札を見せて" got no second line and was cut by a pixel)."""
    button = WrapButton("Albertoです：手札を見せて")
    qtbot.addWidget(button)
    button.setFont(japanese_font())
    metrics = QFontMetricsF(button.font())
    widest = max(metrics.horizontalAdvance(p.strip()) for p in phrases(button.text()))
    chrome = button._chrome().width()  # its border, padding and icon
    assert button.minimumSizeHint().width() <= widest + chrome + 3
    assert button.minimumSizeHint().width() < metrics.horizontalAdvance(button.text()) + chrome
