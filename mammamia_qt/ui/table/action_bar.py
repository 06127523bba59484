"""The controls of a turn: what is selected, the kind and count pickers, the order, the draw.

Everything comes from the legal actions in the view: a control is enabled only if some legal
action uses it, and a disabled one says why (tooltip and the status line): the rule the engine
names for the move it would make (``refusal``), worded by ``names.refusal_text``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.engine.actions import NO_DRAW, NO_KIND, NO_ORDER, SUPPLY, WAITER, Action, Play
from mammamia_qt.engine.cards import INGREDIENTS
from mammamia_qt.engine.ids import Rule
from mammamia_qt.engine.view import PlayerView
from mammamia_qt.ui.common.fit import PhraseLabel, WrapButton, button_text_width
from mammamia_qt.ui.common.names import count_of, ingredient_name, join_list, order_name, refusal_text

if TYPE_CHECKING:
    from mammamia_qt.ui.art.card_art import CardArt
    from mammamia_qt.ui.table.hand import HandView


def make_button(text: str, parent: QWidget, *, primary: bool = False, name: str = "") -> QPushButton:
    """A dock button; a long text wraps onto another line instead of being cut."""
    button = WrapButton(text, parent)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    if primary:
        button.setProperty("role", "primary")
    if name:
        button.setObjectName(name)
    button.ensurePolished()  # the dock's type size, before anyone measures the button
    return button


class ActionBar(QFrame):
    """A turn's controls, bound to the hand's selection; ``submit`` applies the chosen Play, and
    ``refusal`` names the rule a Play would break (the controller's, which asks the engine)."""

    def __init__(
        self,
        hand: HandView,
        art: CardArt,
        submit: Callable[[Action], bool],
        parent: QWidget,
        *,
        refusal: Callable[[Action], Rule | None],
    ) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.hand = hand
        self.art = art
        self._submit = submit
        self._refusal = refusal
        self.view: PlayerView | None = None
        self.draw_count: dict[str, int] = {}
        layout = self._outer = self._column()
        self.title = PhraseLabel(self)
        self.title.setObjectName("title")
        self.title.setWordWrap(True)
        self.summary = PhraseLabel(self)
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addWidget(self.summary)
        grid = self.kind_grid = QGridLayout()
        self.kind_buttons: list[QPushButton] = []
        self._columns = 3
        for k in range(6):
            b = make_button("", self, name=f"kind_{INGREDIENTS[k]}")
            b.clicked.connect(lambda _=False, k=k: self.pick_kind(k))
            grid.addWidget(b, k // 3, k % 3)
            self.kind_buttons.append(b)
        layout.addLayout(grid)
        row = QHBoxLayout()
        self.less = make_button("−", self, name="less")
        self.more = make_button("+", self, name="more")
        self.order_button = make_button("", self, name="order")
        self.less.clicked.connect(lambda: self.change_count(-1))
        self.more.clicked.connect(lambda: self.change_count(1))
        self.order_button.clicked.connect(self.cycle_order)
        row.addWidget(self.less, 1)
        row.addWidget(self.more, 1)
        row.addWidget(self.order_button, 3)
        layout.addLayout(row)
        self._add_draws(layout)
        self.status = PhraseLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        layout.addStretch(1)
        hand.selectionChanged.connect(self.refresh)

    def _add_draws(self, layout: QVBoxLayout) -> None:
        """The draws side by side, wrapped if need be (a row less in a short dock), then "no draw"."""
        self.supply_button = make_button("", self, primary=True, name="draw_supply")
        self.waiter_button = make_button("", self, primary=True, name="draw_waiter")
        self.pass_button = make_button("", self, primary=True, name="pass")
        self.supply_button.clicked.connect(lambda: self.draw(SUPPLY))
        self.waiter_button.clicked.connect(lambda: self.draw(WAITER))
        self.pass_button.clicked.connect(lambda: self.draw(NO_DRAW))
        draws = QHBoxLayout()
        draws.addWidget(self.supply_button, 1)
        draws.addWidget(self.waiter_button, 1)
        layout.addLayout(draws)
        layout.addWidget(self.pass_button)

    def _column(self) -> QVBoxLayout:
        """The bar's column, close-set: a title of three lines still fits above the narration's
        two at 150 % text on a 1024x568 window."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 3, 6, 0)
        layout.setSpacing(3)
        return layout

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:  # Qt override
        super().resizeEvent(event)
        self._arrange_kinds()

    def _arrange_kinds(self) -> None:
        """Three ingredient buttons a row when their icon and count fit, else two (never cut)."""
        shown = [b for b in self.kind_buttons if not b.isHidden()] or self.kind_buttons
        need = max(button_text_width(b) for b in shown)
        margins = self._outer.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        spacing = max(0, self.kind_grid.horizontalSpacing())
        columns = 3 if 3 * need + 2 * spacing <= room else 2
        if columns == self._columns:
            return
        self._columns = columns
        for b in self.kind_buttons:
            self.kind_grid.removeWidget(b)
        for k, b in enumerate(self.kind_buttons):
            self.kind_grid.addWidget(b, k // columns, k % columns)

    # ------------------------------------------------------------------ binding
    def set_view(self, view: PlayerView | None) -> None:
        """Bind to a turn (the view's legal Plays), or unbind (None)."""
        self.view = (
            view if view is not None and any(isinstance(a, Play) for a in view.legal_actions) else None
        )
        self.draw_count = {}
        if self.view is not None:
            self.hand.clear_selection(emit=False)
            kinds = {a.kind for a in self.view.legal_actions if isinstance(a, Play)}
            if kinds == {NO_KIND}:
                self.hand.kind, self.hand.count = NO_KIND, 0
        self.refresh()

    def plays(self) -> list[Play]:
        if self.view is None:
            return []
        return [a for a in self.view.legal_actions if isinstance(a, Play)]

    def matching(self) -> list[Play]:
        h = self.hand
        return [a for a in self.plays() if a.kind == h.kind and a.count == h.count and a.order == h.order]

    # ------------------------------------------------------------------ commands (buttons and keys)
    def pick_kind(self, kind: int) -> None:
        """Select a kind; again: one more of it (back to one after all)."""
        if self.view is None or kind >= self.view.kinds:
            return
        held = self.view.hand_ingredients[kind]
        if held == 0:
            return
        count = self.hand.count + 1 if self.hand.kind == kind else 1
        self.hand.select_kind(kind, count if count <= held else 1)

    def change_count(self, delta: int) -> None:
        if self.view is None or self.hand.kind < 0:
            return
        held = self.view.hand_ingredients[self.hand.kind]
        count = max(1, min(held, self.hand.count + delta))
        self.hand.select_kind(self.hand.kind, count)

    def cycle_order(self) -> None:
        if self.view is None:
            return
        cycle = [NO_ORDER, *self.view.hand_orders]
        i = cycle.index(self.hand.order) if self.hand.order in cycle else 0
        self.hand.select_order(cycle[(i + 1) % len(cycle)])

    def draw(self, source: str) -> bool:
        """Play the selection and draw from ``source``; False (with the reason shown) if not allowed."""
        options = [a for a in self.matching() if a.draw == source]
        if not options:
            self.status.setText(self.reason(source))
            return False
        wanted = self.draw_count.get(source)
        action = next(
            (a for a in options if a.draw_count == wanted), max(options, key=lambda a: a.draw_count)
        )
        return self._submit(action)

    def confirm(self) -> bool:
        """Enter: the first allowed of supply, waiter, pass."""
        for source in (SUPPLY, WAITER, NO_DRAW):
            if any(a.draw == source for a in self.matching()):
                return self.draw(source)
        self.status.setText(self.reason(SUPPLY))
        return False

    # ------------------------------------------------------------------ display
    def reason(self, source: str) -> str:
        """Why ``source`` cannot be used with the current selection, in the player's words."""
        return refusal_text(self.refused_by(source))

    def refused_by(self, source: str) -> Rule:
        """The rule the engine names for the selection played with a draw from ``source``."""
        v, h = self.view, self.hand
        if v is None:
            return Rule.NOT_YOUR_TURN
        count = h.count if h.kind != NO_KIND else 0
        draws = [a.draw_count for a in self.plays() if a.draw == source]
        draw_count = max(draws, default=0 if source == NO_DRAW else 1)
        rule = self._refusal(Play(h.kind, count, h.order, source, draw_count))
        if rule is not None:
            return rule
        return Rule.NOT_AN_ACTION  # not reached: a Play the engine takes is among the matching ones

    def refresh(self) -> None:
        v = self.view
        self.setEnabled(v is not None)
        if v is None:
            self._refresh_waiting()
            return
        plays = self.plays()
        must_pass = all(a.kind == NO_KIND for a in plays)
        self.title.setText(self.tr("Your turn: nothing to play, so you pass.") if must_pass
                           else self.tr("Your turn: choose ingredients of one kind, maybe an order, then draw."))  # fmt: skip
        self.summary.setText(self._summary())
        self._refresh_kinds(v, plays)
        self._refresh_order(v, plays)
        self._refresh_draws(v, plays)

    def _refresh_waiting(self) -> None:
        """No turn of ours: the dock says so and offers nothing."""
        self.title.setText(self.tr("Waiting…"))
        self.summary.setText("")
        self.status.setText("")
        for b in (self.supply_button, self.waiter_button):
            b.setText("")
        self.pass_button.setVisible(False)

    def _refresh_kinds(self, v: PlayerView, plays: list[Play]) -> None:
        """The kind buttons (count in hand, key, icon, whether a turn can play the kind) and − / +."""
        h = self.hand
        # the icons follow the dock's type size (set by the table for its height), 4K included
        size = max(16, round(self.kind_buttons[0].fontMetrics().height() * 1.3))
        for k, b in enumerate(self.kind_buttons):
            b.setVisible(k < v.kinds)
            held = v.hand_ingredients[k]
            # the icon names the kind; "×3" is the count in hand, "[1]" its key (as on every dock button)
            b.setText(self.tr("×{held}  [{key}]").format(held=held, key=k + 1))
            b.setAccessibleName(self._kind_name(k, held))
            b.setIcon(QIcon(self.art.icon_pixmap(INGREDIENTS[k], size, self.devicePixelRatioF())))
            b.setIconSize(QSize(size, size))
            b.setEnabled(held > 0 and any(a.kind == k for a in plays))
            b.setToolTip(self.tr("{ingredient}: {held} in hand (key {key})").format(
                ingredient=ingredient_name(k), held=held, key=k + 1))  # fmt: skip
            b.setProperty("selected", k == h.kind)
            b.style().unpolish(b)
            b.style().polish(b)
        self._arrange_kinds()
        counts = {a.count for a in plays if a.kind == h.kind}
        self.less.setEnabled(h.kind >= 0 and h.count - 1 in counts)
        self.more.setEnabled(h.kind >= 0 and h.count + 1 in counts)
        self.less.setToolTip(self.tr("One card fewer (key −)"))
        self.more.setToolTip(self.tr("One card more (key +)"))
        self.less.setAccessibleName(self.tr("One card fewer"))
        self.more.setAccessibleName(self.tr("One card more"))

    def _kind_name(self, kind: int, held: int) -> str:
        """A kind button's accessible name: the kind, how many are held and how many chosen."""
        if kind == self.hand.kind:
            return self.tr("{ingredient}: {count} of {held} selected").format(
                ingredient=ingredient_name(kind), count=self.hand.count, held=held)  # fmt: skip
        return self.tr("{ingredient}: {held} in hand").format(ingredient=ingredient_name(kind), held=held)

    def _refresh_order(self, v: PlayerView, plays: list[Play]) -> None:
        """The order button: the order chosen, or none; enabled if a turn can place one."""
        h = self.hand
        has_orders = any(a.order != NO_ORDER for a in plays)
        self.order_button.setEnabled(has_orders)
        if h.order >= 0:
            self.order_button.setText(
                self.tr("Order: {name}").format(name=order_name(v.orders[h.order].type))
            )
        else:
            self.order_button.setText(self.tr("No order"))
        self.order_button.setToolTip(self.tr("Cycle through your orders (key O)") if has_orders
                                     else self.tr("You have no order to place now."))  # fmt: skip

    def _refresh_draws(self, v: PlayerView, plays: list[Play]) -> None:
        """The draw buttons and the pass button for the selection, and why a draw is refused."""
        h = self.hand
        matching = self.matching()
        for source, button, label in (
            (SUPPLY, self.supply_button, self.tr("Draw from supply ({n})  [S]")),
            (WAITER, self.waiter_button, self.tr("Draw from waiter ({n})  [W]")),
        ):
            ok = [a for a in matching if a.draw == source]
            n = max((a.draw_count for a in ok), default=0)
            if not ok:
                n = v.supply_count if source == SUPPLY else v.waiter_sizes[v.seat]
            button.setText(label.format(n=n))
            button.setEnabled(bool(ok))
            button.setToolTip("" if ok else self.reason(source))
        nodraw = any(a.draw == NO_DRAW for a in matching) or not any(a.draw != NO_DRAW for a in plays)
        self.pass_button.setVisible(nodraw)
        self.pass_button.setEnabled(any(a.draw == NO_DRAW for a in matching))
        self.pass_button.setText(self.tr("Pass  [Enter]") if h.kind == NO_KIND and h.order == NO_ORDER
                                 else self.tr("Play without drawing  [Enter]"))  # fmt: skip
        self.supply_button.setVisible(not nodraw or any(a.draw == SUPPLY for a in plays))
        self.waiter_button.setVisible(not nodraw or any(a.draw == WAITER for a in plays))
        self.status.setText("" if matching else self.reason(SUPPLY))

    def selection_text(self) -> str:
        """What is selected, for the ear: "Tomato: 2 of 5 selected", the order, or nothing."""
        v, h = self.view, self.hand
        if v is None:
            return ""
        parts = []
        if h.kind >= 0:
            parts.append(self.tr("{ingredient}: {count} of {held} selected").format(
                ingredient=ingredient_name(h.kind), count=h.count, held=v.hand_ingredients[h.kind]))  # fmt: skip
        if h.order >= 0:
            parts.append(self.tr("order {order} selected").format(order=order_name(v.orders[h.order].type)))
        return join_list(parts) if parts else self.tr("Nothing selected")

    def _summary(self) -> str:
        v, h = self.view, self.hand
        assert v is not None
        if h.kind >= 0 and h.order >= 0:
            return self.tr("{cards} and {order}").format(cards=count_of(h.count, h.kind),
                                                         order=order_name(v.orders[h.order].type))  # fmt: skip
        if h.kind >= 0:
            return count_of(h.count, h.kind)
        if h.order >= 0:
            return order_name(v.orders[h.order].type)
        return self.tr("Nothing selected")
