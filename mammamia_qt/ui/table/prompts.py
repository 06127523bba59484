"""Reveal decisions, asked beside the order being checked.

Only legal options are offered: kind choices as big icon buttons, yes/no for adding from hand or
helping (with the cards concerned marked in the hand), and a request builder for asking help
whose every request is checked with ``action in view.legal_actions`` (a Bombastica's requests
are a lazy sequence, never listed).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.engine.actions import Action, AskHelp, Choose, Complete, Help
from mammamia_qt.engine.cards import INGREDIENTS
from mammamia_qt.engine.ids import Stage
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.ui.common.fit import PhraseLabel, button_text_width, keep_counts
from mammamia_qt.ui.common.names import count_of, counts_text, ingredient_name, join_list, order_name
from mammamia_qt.ui.table.action_bar import make_button

if TYPE_CHECKING:
    from mammamia_qt.ui.art.card_art import CardArt
    from mammamia_qt.ui.table.hand import HandView


OPTION_KEYS = "1234567890"
"""The keys that pick an option, first to tenth (the digits row: 0 comes after 9)."""


def option_key(index: int) -> str:
    """The key that picks option ``index`` (from 0), or "" for one past the tenth (no key: a click)."""
    return OPTION_KEYS[index] if 0 <= index < len(OPTION_KEYS) else ""


def option_index(key_text: str) -> int:
    """The option a key picks (its text, "1"... "0"), or -1 for a key that picks none."""
    return OPTION_KEYS.find(key_text) if len(key_text) == 1 else -1


class CountLabel(PhraseLabel):
    """A wrapping label whose counts stay with their kind: "1 × Pepper" never breaks at the ×."""

    def setText(self, text: str) -> None:  # Qt override
        super().setText(keep_counts(text))


class CountRows(QScrollArea):
    """The rows of −/+ counts of a request or of cards to add: as tall as they are where the dock
    has the room, else shorter and scrolled (Tab brings the focused button into view), so the
    question above and the answers below keep their whole height on a small window at 150 % text."""

    def __init__(self, rows: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("countRows")
        self.setWidget(rows)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the buttons inside take the focus
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        for part in (self.viewport(), rows):  # the dock's paper shows through
            part.setAutoFillBackground(False)

    def sizeHint(self) -> QSize:  # Qt override: the rows whole, however many there are
        rows = self.widget()
        return rows.sizeHint() if rows is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:  # Qt override: one row and the scroll bar at least
        rows = self.widget()
        if rows is None:
            return super().minimumSizeHint()
        grid = rows.layout()
        first = (
            [grid.itemAtPosition(0, c) for c in range(grid.columnCount())]
            if isinstance(grid, QGridLayout)
            else []
        )
        one_row = max((item.sizeHint().height() for item in first if item is not None), default=0)
        width = rows.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
        return QSize(width, max(one_row, super().minimumSizeHint().height()))


class PromptPanel(QFrame):
    """One reveal decision of the displayed human; ``submit`` applies the answer."""

    def __init__(self, hand: HandView, art: CardArt, names: list[str], submit: Callable[..., bool],
                 parent: QWidget, allowed: Callable[..., bool] | None = None) -> None:  # fmt: skip
        """``submit(action, *then)`` applies one click's answers; ``allowed(action, *then)`` says
        whether they would be taken (the engine's check, nothing applied)."""
        super().__init__(parent)
        self.setObjectName("prompt")
        self.hand, self.art, self.names, self._submit = hand, art, names, submit
        self._allowed = allowed
        self.view: PlayerView | None = None
        self.options: list[QPushButton] = []
        self.yes: QPushButton | None = None
        self.no: QPushButton | None = None
        self.request: list[int] = [0] * 6
        self.spin_labels: list[QLabel] = []
        self.ask: QPushButton | None = None
        self.give: list[int] = [0] * 6
        self._cannot = ""  # the status while the request is fine
        self._layout = QVBoxLayout(self)
        self.title = CountLabel(self)
        self.title.setObjectName("title")
        self.title.setWordWrap(True)
        self._layout.addWidget(self.title)
        self.body = QWidget(self)
        self._layout.addWidget(self.body)
        self.status = PhraseLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self._layout.addWidget(self.status)
        self._layout.addStretch(1)

    @property
    def stage(self) -> str:
        return self.view.pending.stage if self.view is not None and self.view.pending else ""

    def legal(self, action: Action, *then: Action) -> bool:
        if self.view is None or action not in self.view.legal_actions:
            return False
        return not then or (self._allowed is not None and self._allowed(action, *then))

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Ask the same question again in the current language, keeping the counts picked so far."""
        if self.view is None:
            return
        request, give = list(self.request), list(self.give)
        self.set_view(self.view)
        if self.ask is not None:
            self.request[:] = request
            self._request_changed()
        elif self.stage == Stage.COMPLETE and self.spin_labels:
            self.give[:] = give
            self._give_changed()

    # ------------------------------------------------------------------ building
    def set_view(self, view: PlayerView | None) -> None:
        """Ask the view's pending decision (None: nothing to ask)."""
        self.view = view if view is not None and view.pending is not None and view.legal_actions else None
        self.hand.offer(())
        self.body.deleteLater()
        self.body = QWidget(self)
        self._layout.insertWidget(1, self.body)
        self.options, self.yes, self.no, self.ask, self.spin_labels = [], None, None, None, []
        self._cannot = ""
        self.status.setText("")
        if self.view is None or self.view.pending is None:
            self.title.setText("")
            return
        p = self.view.pending
        order = order_name(self.view.orders[p.order].type)
        if p.stage == Stage.CHOOSE:
            self.title.setText(self.tr("Your {order}: choose").format(order=order))
            self._build_choose()
        elif p.stage == Stage.COMPLETE:
            self._build_complete(order)
        elif p.stage == Stage.ASK_HELP:
            self._build_ask(order)
        elif p.stage == Stage.HELP:
            self.title.setText(self.tr("Help {name} with {cards}?").format(
                name=self.names[p.owner], cards=counts_text(p.request)))  # fmt: skip
            if Help(True) not in self.view.legal_actions:
                # Asked all the same, so that the question tells nobody what is in the hand.
                self.status.setText(self.tr("You do not hold all of these cards, so you cannot help."))
                self._only_no(Help(False))
                return
            self.hand.offer(p.request)
            self.status.setText(
                self.tr("You hand over these cards; your waiter's top order counts as delivered.")
            )
            self._yes_no(Help(True), Help(False), self.tr("Yes, help  [Y]"), self.tr("No  [N]"))

    def _icon(self, kinds: tuple[int, ...], size: int) -> QIcon:
        dpr = self.devicePixelRatioF()
        pix = QPixmap(round(size * len(kinds) * dpr), round(size * dpr))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pix)
        for i, k in enumerate(kinds):
            painter.drawPixmap(i * size, 0, self.art.icon_pixmap(INGREDIENTS[k], size, dpr))
        painter.end()
        return QIcon(pix)

    def _build_choose(self) -> None:
        assert self.view is not None
        grid = QGridLayout(self.body)
        choices = [a for a in self.view.legal_actions if isinstance(a, Choose)]
        buttons = []
        for i, action in enumerate(choices):
            names = join_list([ingredient_name(k) for k in action.kinds], self.tr(" + "))
            key = option_key(i)
            text = self.tr("{kinds}  [{key}]").format(key=key, kinds=names) if key else names
            b = make_button(text, self.body, name=f"choose_{i}")
            if key:
                b.setToolTip(self.tr("{kinds} (key {key})").format(key=key, kinds=names))
            b.setAccessibleName(names)
            size = max(20, round(b.fontMetrics().height() * 1.6))  # the dock's type size (4K included)
            b.setIcon(self._icon(action.kinds, size))
            b.setIconSize(QSize(size * len(action.kinds), size))
            b.clicked.connect(lambda _=False, a=action: self._submit(a))
            buttons.append(b)
            self.options.append(b)
        # two a row when their icons and names fit side by side, else one a row: nothing is cut
        need = max((button_text_width(b) for b in buttons), default=0)
        margins = self._layout.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        cols = 2 if len(choices) > 3 and 2 * need + max(0, grid.horizontalSpacing()) <= room else 1
        for i, b in enumerate(buttons):
            grid.addWidget(b, i // cols, i % cols)

    def _yes_no(self, yes: Action, no: Action, yes_text: str, no_text: str) -> None:
        row = QHBoxLayout()
        above = self.body.layout()
        if isinstance(above, QVBoxLayout):  # under the rows of counts
            above.addLayout(row)
        else:
            self.body.setLayout(row)
        self.yes = make_button(yes_text, self.body, primary=True, name="yes")
        self.no = make_button(no_text, self.body, name="no")
        self.yes.clicked.connect(lambda: self._answer(True, yes))
        self.no.clicked.connect(lambda: self._submit(no))
        row.addWidget(self.yes)
        row.addWidget(self.no)

    def _only_no(self, no: Action) -> None:
        """A question whose only answer is no: it is asked all the same, so that who is asked
        what tells nobody what is in a hand."""
        row = QHBoxLayout(self.body)
        self.no = make_button(self.tr("No  [N]"), self.body, primary=True, name="no")
        self.no.clicked.connect(lambda: self._submit(no))
        row.addWidget(self.no)
        row.addStretch(1)

    def _build_complete(self, order: str) -> None:
        assert self.view is not None
        p = self.view.pending
        assert p is not None
        accepts = [a for a in self.view.legal_actions if isinstance(a, Complete) and a.accept]
        if not p.bombastica_missing:
            self._build_short(order, accepts)
            return
        if not accepts:  # the hand cannot cover the shortfall
            self.title.setText(self.tr("Your {order} needs %n more card(s).", "", p.bombastica_missing)
                               .format(order=order))  # fmt: skip
            self.status.setText(self.tr("Your hand cannot make it up."))
            self._only_no(Complete(False, ()))
            return
        missing = p.bombastica_missing
        self.title.setText(self.tr("Your {order} needs %n more card(s). Add which from your hand?", "", missing)
                           .format(order=order))  # fmt: skip
        self.give = list(accepts[0].give) if accepts else [0] * 6
        QVBoxLayout(self.body).addWidget(
            self._builder(self.give, self.view.hand_ingredients, self._give_changed)
        )
        self._yes_no(Complete(True, tuple(self.give)), Complete(False, ()), self.tr("Add them  [Y]"),
                     self.tr("Don't  [N]"))  # fmt: skip
        self._give_changed()

    def _build_short(self, order: str, accepts: list[Complete]) -> None:
        """An order short of fixed cards: add them from hand, ask the others for some (helping), or
        let it go back, all in one prompt; one click gives the engine every answer it implies."""
        assert self.view is not None and self.view.pending is not None
        short = self.view.pending.short
        self.title.setText(
            self.tr("Your {order} is short of {cards}.").format(order=order, cards=counts_text(short))
        )
        outer = QVBoxLayout(self.body)
        self._cannot = "" if accepts else self.tr("Your hand cannot make it up.")
        if accepts:
            self.hand.offer(short)
            self.yes = make_button(self.tr("Add {cards} from your hand  [Y]").format(cards=counts_text(short)),
                                   self.body, primary=True, name="yes")  # fmt: skip
            self.yes.clicked.connect(lambda: self._submit(accepts[0]))
            outer.addWidget(self.yes)
        helping = self.view.edition_rules.helping
        if helping:
            hand = self.view.hand_ingredients
            least = [max(0, s - h) for s, h in zip(short, hand, strict=False)]
            self.request = least if any(least) else list(short)
            outer.addWidget(self._builder(self.request, short, self._request_changed))
            self.ask = make_button("", self.body, primary=not accepts, name="ask")
            self.ask.clicked.connect(self.ask_help)
            outer.addWidget(self.ask)
        go_back = (Complete(False, ()), AskHelp(())) if helping else (Complete(False, ()),)
        self.no = make_button(self.tr("Let it go back  [N]"), self.body, name="no")
        self.no.clicked.connect(lambda: self._submit(*go_back))
        outer.addWidget(self.no)
        if helping:
            self._request_changed()
        else:
            self.status.setText(self._cannot)

    def _build_ask(self, order: str) -> None:
        assert self.view is not None
        p = self.view.pending
        assert p is not None  # asked only with a question pending
        hand = self.view.hand_ingredients
        if p.bombastica_missing:
            self.title.setText(self.tr("Your {order} needs %n more card(s). Ask the others for help?", "",
                                       p.bombastica_missing).format(order=order))  # fmt: skip
            caps = [p.bombastica_missing if k < self.view.kinds else 0 for k in range(6)]
            self.request = [0] * 6
        else:
            self.title.setText(self.tr("Your {order} is short of {cards}. Ask the others for help?").format(
                order=order, cards=counts_text(p.short)))  # fmt: skip
            caps = list(p.short)
            least = [max(0, s - h) for s, h in zip(p.short, hand, strict=False)]
            self.request = least if any(least) else list(p.short)
        outer = QVBoxLayout(self.body)
        outer.addWidget(self._builder(self.request, tuple(caps), self._request_changed))
        row = QHBoxLayout()
        self.ask = make_button("", self.body, primary=True, name="ask")
        self.no = make_button(self.tr("Don't ask  [N]"), self.body, name="no")
        self.ask.clicked.connect(self.ask_help)
        self.no.clicked.connect(lambda: self._submit(AskHelp(())))
        row.addWidget(self.ask)
        row.addWidget(self.no)
        outer.addLayout(row)
        self._request_changed()

    def _builder(
        self, counts: list[int], caps: tuple[int, ...] | list[int], changed: Callable[[], None]
    ) -> CountRows:
        """Rows of −/+ per kind, within ``caps``, in a ``CountRows`` for the body (returned)."""
        rows = QWidget()
        grid = QGridLayout(rows)
        grid.setContentsMargins(0, 0, 0, 0)
        size = max(20, round(self.fontMetrics().height() * 1.4))
        row = 0
        for k in range(6):
            if caps[k] <= 0:
                continue
            icon = QLabel(rows)
            icon.setPixmap(self.art.icon_pixmap(INGREDIENTS[k], size, self.devicePixelRatioF()))
            label = QLabel(rows)
            label.setObjectName(f"count_{INGREDIENTS[k]}")
            less = make_button("−", rows, name=f"less_{INGREDIENTS[k]}")
            more = make_button("+", rows, name=f"more_{INGREDIENTS[k]}")

            def step(delta: int, k: int = k, cap: int = caps[k]) -> None:
                counts[k] = max(0, min(cap, counts[k] + delta))
                changed()

            less.clicked.connect(lambda _=False, s=step: s(-1))
            more.clicked.connect(lambda _=False, s=step: s(1))
            grid.addWidget(icon, row, 0)
            grid.addWidget(label, row, 1)
            grid.addWidget(less, row, 2)
            grid.addWidget(more, row, 3)
            label.kind = k  # type: ignore[attr-defined]
            self.spin_labels.append(label)
            row += 1
        return CountRows(rows, self.body)

    def _labels(self, counts: list[int]) -> None:
        for label in self.spin_labels:
            label.setText(count_of(counts[label.kind], label.kind))  # type: ignore[attr-defined]

    def _give_changed(self) -> None:
        self._labels(self.give)
        self.hand.offer(tuple(self.give))
        ok = self.legal(Complete(True, tuple(self.give)))
        if self.yes is not None:
            self.yes.setEnabled(ok)
            self.status.setText(
                "" if ok else self.tr("Pick exactly the missing number of cards from your hand.")
            )

    def _ask_steps(self) -> tuple[Action, ...]:
        """The answers asking for help with the request: first no to adding from hand, if asked."""
        ask = AskHelp(tuple(self.request))
        return (Complete(False, ()), ask) if self.stage == Stage.COMPLETE else (ask,)

    def _request_changed(self) -> None:
        self._labels(self.request)
        ok = any(self.request) and self.legal(*self._ask_steps())
        if self.ask is not None:
            key = "A" if self.yes is not None else "Y"
            self.ask.setText(self.tr("Ask the others for {cards}  [{key}]").format(
                cards=counts_text(self.request), key=key))  # fmt: skip
            self.ask.setEnabled(ok)
        self.status.setText(self._cannot if ok else self.tr(
            "Ask for part of what is missing; your own hand must cover the rest."))  # fmt: skip

    # ------------------------------------------------------------------ answers (buttons and keys)
    def _answer(self, yes: bool, action: Action) -> None:
        if self.stage == Stage.COMPLETE and isinstance(action, Complete) and action.accept:
            action = Complete(True, tuple(self.give)) if len(self.view.legal_actions) > 2 else action  # type: ignore[union-attr]
        self._submit(action)

    def answer_yes(self) -> bool:
        if self.ask is not None and self.yes is None:
            return self.ask_help()
        if self.yes is not None and self.yes.isEnabled():
            self.yes.click()
            return True
        return False

    def answer_no(self) -> bool:
        if self.no is not None:
            self.no.click()
            return True
        return False

    def pick(self, index: int) -> bool:
        if 0 <= index < len(self.options):
            self.options[index].click()
            return True
        return False

    def ask_help(self) -> bool:
        steps = self._ask_steps()
        if self.ask is None or not any(self.request) or not self.legal(*steps):
            return False
        return self._submit(*steps)
