"""The game table as one widget: the card scene in a fitted view, and the dock of controls.

The controller's signals are wired here, in one place. Keyboard: 1-6 pick a kind (or an option
of a prompt), +/- change the count, O cycles orders, S/W draw from supply/waiter, Enter confirms,
Y/N answer a question (A asks for help), Esc clears the selection, Space skips the running animations,
L opens the narration's last lines (``narration.py``; Esc or L goes back), T tells the table at a glance.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QStackedLayout, QVBoxLayout, QWidget

from mammamia_qt.engine.actions import SUPPLY, WAITER, Action
from mammamia_qt.engine.ids import Stage
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common.fit import PhraseLabel, WrapButton
from mammamia_qt.ui.common.i18n import Languages
from mammamia_qt.ui.common.style import follow, text_scale
from mammamia_qt.ui.common.themes import Theme, theme
from mammamia_qt.ui.table.action_bar import ActionBar, make_button
from mammamia_qt.ui.table.director import Director
from mammamia_qt.ui.table.narration import NarrationView, Narrator
from mammamia_qt.ui.table.prompts import PromptPanel, option_index
from mammamia_qt.ui.table.scene import TableScene

if TYPE_CHECKING:
    from mammamia_qt.ui.protocol import Controller

DOCK_STYLE = """
QFrame#dock {{ background: {c.dock}; border: {bw}px solid {c.dock_edge}; border-radius: {r}px; }}
QFrame#dock QLabel {{ color: {c.text}; font-size: {f}px; background: transparent; }}
QFrame#dock QLabel#title {{ font-size: {t}px; font-weight: bold; color: {c.dock_title}; }}
QFrame#dock QLabel#summary {{ font-size: {t}px; font-weight: bold; }}
QFrame#dock QLabel#status {{ color: {c.muted}; font-style: {slant}; }}
QFrame#dock QPushButton {{ font-size: {f}px; min-height: {b}px; border-radius: {r}px;
    padding: {pv}px {ph}px; background: {c.button}; color: {c.text}; border: {bw}px solid {c.edge};
    font-weight: bold; }}
QFrame#dock QPushButton:hover {{ background: {c.button_hover}; }}
QFrame#dock QPushButton:focus {{ border: {fw}px solid {c.dock_focus}; padding: 2px 8px; }}
QFrame#dock QPushButton[selected="true"] {{ background: {c.chosen}; color: {c.chosen_text}; border-color: {c.chosen_edge}; }}
QFrame#dock QPushButton[role="primary"] {{ background: {c.accent}; color: {c.accent_text}; border-color: {c.accent_dark}; }}
QFrame#dock QPushButton[role="primary"]:focus {{ border: {fw}px solid {c.focus_on_accent}; padding: 2px 8px; }}
QFrame#dock QPushButton:disabled {{ color: {c.disabled_text}; border-color: {c.disabled_edge}; background: {c.disabled_bg}; }}
"""


DOCK_WIDTH_PER_HEIGHT = 0.47
"""The least width of the dock per pixel of the table's height for which its type is set by the
height alone (the text size's growth of the dock aside; 1366x768: 0.49, 1920x1080: 0.48, a 4K
window: 0.46, a table beside the phones' panel: 0.39 to 0.45)."""


def dock_style(c: Theme, *, f: int, t: int, b: int, r: int, fw: int, bw: int, slant: str) -> str:
    """The dock's style sheet: type ``f`` (titles ``t``), buttons at least ``b`` high with corners
    ``r``, borders ``bw`` and focus rings ``fw`` wide. The ring is wider than the border on a large
    screen; the padding gives back what it takes, so the text stays where it was and the ring lies
    on the button's ground, not on the text."""
    return DOCK_STYLE.format(
        c=c, f=f, t=t, b=b, r=r, fw=fw, bw=bw, pv=2 + fw - bw, ph=8 + fw - bw, slant=slant
    )


class TableWidget(QWidget):
    """The table the players see; the shell hosts it and drives rounds through the controller.

    Signals:
        speedChanged(str): the animation speed was set ("slow", "normal", "fast", "instant").
    """

    speedChanged = Signal(str)

    def __init__(self, controller: Controller, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.art = art
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.scene = TableScene(art, controller.setup, self)
        self.view = QGraphicsView(self.scene, self)
        # Only text is smoothed for the whole view: cards are blitted on whole device pixels (a smooth
        # or antialiased painter would filter every one of them each frame), and the items that draw
        # curves or scale a picture ask for smoothing themselves, into their caches.
        self.view.setRenderHints(QPainter.RenderHint.TextAntialiasing)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setFrameShape(QFrame.Shape.NoFrame)
        self.view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The scene paints every pixel (the tablecloth is one cached pixmap), so no widget under it
        # needs its background filled first; items repaint only where they changed.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.view.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.view.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.view.viewport().setAutoFillBackground(False)
        self.view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.view.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing)
        # Items paint into their caches or restore what they change: no save/restore per item per frame.
        self.view.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.view.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.director = Director(self.scene, controller)
        self.hand = self.scene.hand
        self.dock = QFrame(self)
        self.dock.setObjectName("dock")
        self.pages = QStackedLayout()
        names = [s.name for s in controller.setup.seats]
        self._make_narration(names)
        self.action_bar = ActionBar(self.hand, art, self._submit, self.dock, refusal=controller.refusal)
        self.prompt = PromptPanel(self.hand, art, names, self._submit, self.dock,
                                  allowed=lambda *answers: controller.refusal(*answers) is None)  # fmt: skip
        self.waiting = self._make_waiting()
        for page in (self.action_bar, self.prompt, self.waiting):
            self.pages.addWidget(page)
        self.pages.setCurrentWidget(self.waiting)
        self._initialised = False
        self._wait_text: Callable[[], str] = str
        self.retranslate()
        self._connect_signals()
        self.scene.set_paused(controller.paused)
        if controller.started:
            self._initialise()

    def _make_waiting(self) -> QWidget:
        """The dock's page while nobody at the screen acts: what goes on, and "Skip animations"."""
        waiting = QWidget(self.dock)
        wait_layout = QVBoxLayout(waiting)
        self.wait_label = PhraseLabel(waiting)
        self.wait_label.setObjectName("title")
        self.wait_label.setWordWrap(True)
        self.wait_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.skip_button = make_button("", waiting, name="skip")
        self.skip_button.clicked.connect(self.skip_reveal)
        self.skip_button.setVisible(False)  # nothing moves yet
        wait_layout.addStretch(1)
        wait_layout.addWidget(self.wait_label)
        wait_layout.addWidget(self.skip_button)
        wait_layout.addStretch(1)
        return waiting

    def _make_narration(self, names: list[str]) -> None:
        """The dock's pages above the narration's live line; the director tells it each event."""
        dock_layout = QVBoxLayout(self.dock)
        dock_layout.setContentsMargins(0, 0, 0, 0)
        dock_layout.setSpacing(0)
        dock_layout.addLayout(self.pages, 1)
        self.narrator = Narrator(names, self.scene.orders, self)
        self.narration = NarrationView(self.dock, self)
        dock_layout.addWidget(self.narration.line)
        self.director.watchers.append(self._narrate)

    def _connect_signals(self) -> None:
        c = self.controller
        c.eventsReady.connect(self._on_events)
        c.stateChanged.connect(self._on_state)
        c.humanToAct.connect(self._on_human)
        c.handOverRequested.connect(self._on_hand_over)
        c.aiThinking.connect(self._on_thinking)
        c.actionRefused.connect(self._on_refused)
        c.pausedChanged.connect(self.scene.set_paused)
        self.scene.allAnimationsDone.connect(self._on_animations_done)
        self.hand.droppedOnOven.connect(self._on_drop)
        self.hand.selectionChanged.connect(self._on_selection)
        follow(self.restyle)  # a new theme or text size repaints the table at once

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        """Every text of the table in the current language: the dock's and the scene's."""
        self.skip_button.setText(self.tr("Skip animations  [Space]"))
        self.skip_button.setAccessibleName(self.tr("Skip animations"))
        self.view.setAccessibleName(self.tr("Card table"))
        self.view.viewport().setAccessibleName(self.tr("Card table"))
        self.wait_label.setText(self._wait_text())
        self.scene.retranslate()  # cards, panels, banner, captions, status and log
        self._style_dock()

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _set_wait_text(self, text: Callable[[], str]) -> None:
        """The waiting page's line, made by ``text`` (again after a language change)."""
        self._wait_text = text
        self.wait_label.setText(text())
        if text is not str:
            self.narration.say(text)

    # ------------------------------------------------------------------ narration
    def _narrate(self, event: object) -> None:
        """An event as the table shows it, told in the narration (to the person at the screen)."""
        self.narration.add(self.narrator.text(event, self.controller.display_seat()))  # type: ignore[arg-type]

    def _ask_aloud(self) -> None:
        """Tell the person at the screen what is asked of them, in the second person as the dock
        asks it ("Your turn: …"; never behind their own name), spoken and not kept in the list."""
        page = self.pages.currentWidget()
        title = page.title if page in (self.action_bar, self.prompt) else self.wait_label
        self.narration.say(title.text)

    def _status(self) -> str:
        """The table at a glance, from the displayed view (the hand only while the table shows it)."""
        return self.narrator.status(self.controller.view(), self.director.hand_seat)

    def _describe(self) -> None:
        """The table at a glance as the table's accessible description, once the screen shows it."""
        if self.controller.started:
            self.setAccessibleDescription(self._status())

    def _on_selection(self) -> None:
        """The cards chosen by key or click, spoken (the hand is drawn on the table, unseen by screen readers)."""
        if self.pages.currentWidget() is self.action_bar and self.action_bar.view is not None:
            self.narration.say(self.action_bar.selection_text)

    # ------------------------------------------------------------------ public
    def set_key_hints(self, on: bool) -> None:
        """Show the keys in the dock's buttons ("[Space]", "[S]"), or not (a touch kiosk)."""
        self.dock.setProperty("keyHints", on)  # buttons made later (the prompts') follow it too
        for button in self.dock.findChildren(WrapButton):
            button.updateGeometry()
            button.update()

    def set_speed(self, name: str) -> None:
        """The animation speed: "slow", "normal", "fast" or "instant"."""
        self.scene.animator.set_speed(name)
        self.speedChanged.emit(name)

    def speed(self) -> str:
        return self.scene.animator.speed

    def set_sound(self, hear: Callable[[object], None]) -> None:
        """What hears each event as the table shows it (``SoundBoard.event_player``)."""
        self.director.sound = hear

    def hand_area(self) -> QRect:
        """The strip where the displayed hand lies, in this widget's coordinates (a hand-over
        covers it; the rest of the table stays in view)."""
        lay = self.scene.lay
        rect = QRectF(lay.hand.left(), lay.hand.top(), lay.hand.width(), lay.h - lay.hand.top())
        return (
            self.view.mapFromScene(rect).boundingRect().translated(self.view.pos()).intersected(self.rect())
        )

    def retire(self) -> None:
        """Delete this game's table once its animations have ended (Qt would stop them mid-destruction).

        The scene's signals are blocked first, so finishing the animations does not call the
        controller, which is going away too.
        """
        self.scene.blockSignals(True)
        self.skip_reveal()
        self.hide()
        self.deleteLater()

    def skip_reveal(self) -> None:
        """Finish every running and queued animation at once (a reveal shown in an instant)."""
        self.scene.hurry()

    # ------------------------------------------------------------------ controller signals
    def _initialise(self) -> None:
        self._initialised = True
        self.director.reset(self.controller.start_view())

    def _on_events(self, events: list) -> None:
        if not self._initialised:
            self._initialise()
        if self.controller.display_seat() < 0 and self.director.hand_seat >= 0:
            self.director.hide_hand()  # acted: face down before the move is shown
        self.director.stop_thinking()  # decided: the move is shown, not the thinking
        self._idle_controls()
        self._set_wait_text(str)
        if self.controller.replaying:  # a resumed reveal, shown again quickly up to where it was
            self.scene.animator.set_quick(True)
        self.director.play(events)
        self._show_skip()

    def _show_skip(self) -> None:
        """ "Skip animations" only while something is moving or queued to: a cover waiting, or a
        computer thinking, has nothing to skip."""
        self.skip_button.setVisible(self.scene.busy)

    def _on_state(self) -> None:
        if not self._initialised:
            self._initialise()
        elif not self.scene.busy:
            self.director.sync()

    def _on_animations_done(self) -> None:
        self.scene.animator.set_quick(False)
        self._show_skip()
        self._describe()
        self.controller.animations_done()

    def _on_human(self, seat: int) -> None:
        self.director.thinking = -1
        if not self.scene.busy:
            self.director.sync()
        view = self.controller.view()
        if view.pending is not None:
            self.action_bar.set_view(None)
            self.hand.set_interactive(False)
            self.prompt.set_view(view)
            self.pages.setCurrentWidget(self.prompt)
        else:
            self.prompt.set_view(None)
            self.hand.set_interactive(True)
            self.action_bar.set_view(view)
            self.pages.setCurrentWidget(self.action_bar)
        self.narration.hide()  # the list makes way for the question (its focus goes to the table)
        self.setFocus()
        self._describe()
        self._ask_aloud()

    def _on_hand_over(self, seat: int) -> None:
        self._idle_controls()
        self.narration.forget_live()
        self.director.hide_hand()
        self._describe()
        name = self.controller.setup.seats[seat].name
        self._set_wait_text(lambda: self.tr("Pass the device to {name}.").format(name=name))

    def _on_thinking(self, seat: int) -> None:
        pending = self.controller.view().pending if self.controller.started else None
        if pending is not None and pending.stage == Stage.HELP:
            # Everyone with a waiter card is asked in turn, able or not, so naming them tells
            # nobody what they hold.
            self.director.thinking = seat
            if not self.scene.busy:
                self.director.sync()
            owner, name = (
                self.controller.setup.seats[pending.owner].name,
                self.controller.setup.seats[seat].name,
            )
            self._set_wait_text(
                lambda: self.tr("{owner} asks {name} for help…").format(owner=owner, name=name)
            )
            return
        self.director.thinking = seat
        if not self.scene.busy:
            self.director.sync()
        name = self.controller.setup.seats[seat].name
        self._set_wait_text(lambda: self.tr("{name} is thinking…").format(name=name))

    def _on_refused(self, text: str) -> None:
        page = self.pages.currentWidget()
        if page is self.action_bar:
            self.action_bar.status.setText(text)
        elif page is self.prompt:
            self.prompt.status.setText(text)

    def _idle_controls(self) -> None:
        self.action_bar.set_view(None)
        self.prompt.set_view(None)
        self.hand.set_interactive(False)
        self.pages.setCurrentWidget(self.waiting)

    def _submit(self, action: Action, *then: Action) -> bool:
        ok = self.controller.submit(action, *then)
        if ok:
            self.setFocus()
        return ok

    def _on_drop(self) -> None:
        bar = self.action_bar
        sources = {a.draw for a in bar.matching()}
        if len(sources) == 1:
            bar.draw(sources.pop())
        else:
            bar.supply_button.setFocus()

    # ------------------------------------------------------------------ geometry and keys
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._lay_out()

    def _lay_out(self) -> None:
        """The scene and the dock at the widget's size (and the current text size)."""
        self.view.setGeometry(self.rect())
        self.scene.relayout(self.size().toSizeF(), self.devicePixelRatioF())
        self.view.setSceneRect(self.scene.sceneRect())
        self.view.resetCachedContent()  # the tablecloth was painted anew for this size
        self._style_dock()
        self.dock.setGeometry(self.scene.controls_rect().toAlignedRect())
        self._place_narration()
        self.action_bar.refresh()  # its icons follow the dock's new type size

    def _place_narration(self) -> None:
        """The narration's list over the table's left half, clear of the dock."""
        dock = self.dock.geometry()
        w = max(200, min(dock.left() - 16, self.width() // 2))
        self.narration.setGeometry(8, 8, w, max(120, self.height() // 2))

    def _type_height(self) -> int:
        """The height the dock's type is set for: the table's, or less where the dock is narrow
        for it (``DOCK_WIDTH_PER_HEIGHT``; a side panel such as the phones' narrows the table): its
        controls then keep the shape they have on a usual window, three ingredients a row."""
        grow = 1 + (text_scale() - 1) * 0.5  # as the dock grows in the table's layout
        width = self.scene.lay.dock.width() / grow
        h = self.height()
        return min(h, round(width / DOCK_WIDTH_PER_HEIGHT)) if width > 0 else h

    def _style_dock(self) -> None:
        """The dock's type follows the table's height (``_type_height``); kana and kanji are never
        slanted (a made-up italic of the Japanese face leans its glyphs out of shape)."""
        h = self._type_height()
        slant = "normal" if Languages.instance().current == "ja" else "italic"
        c, k = theme(), 1 + (text_scale() - 1) * 0.75  # the dock grows too: its type a little less
        f = max(12, round(h * 0.019 * k))
        self.narration.line.set_type_size(f)
        self.dock.setStyleSheet(dock_style(
            c, f=f, t=max(13, round(h * 0.022 * k)), b=max(30, round(h * 0.05 * k)), r=max(6, round(h * 0.012)),
            fw=max(c.focus_width, round(h * 0.004 * c.focus_width / 2)), bw=3 if c.focus_width > 2 else 2,
            slant=slant))  # fmt: skip

    def restyle(self) -> None:
        """The dock and the table laid out and painted again in the current theme and text scale."""
        self.scene.restyle()
        self._lay_out()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and self._handles(cast(QKeyEvent, event)):
            event.accept()
            return True
        return super().event(event)

    def _handles(self, event: QKeyEvent) -> bool:
        return event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Ctrl+O, Alt+S...: a menu's shortcut (which the window did not take, e.g. while it was not
        # the active one), never the table's O or S.
        commands = (
            Qt.KeyboardModifier.ControlModifier
            | Qt.KeyboardModifier.AltModifier
            | Qt.KeyboardModifier.MetaModifier
        )
        if event.modifiers() & commands or not self.handle_key(event.key()):
            super().keyPressEvent(event)

    def handle_key(self, key: int) -> bool:
        """Apply one key of the keyboard map; True if it meant something now."""
        if key == Qt.Key.Key_Space:
            self.skip_reveal()
            return True
        if key == Qt.Key.Key_L:
            self.narration.open()
            return True
        if key == Qt.Key.Key_T and self.controller.started:
            self.narration.say(self._status)
            return True
        digit = key - Qt.Key.Key_0 if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 else 0
        page = self.pages.currentWidget()
        if page is self.prompt:
            return self._prompt_key(key, digit)
        if page is self.action_bar:
            return self._turn_key(key, digit)
        return False

    def _prompt_key(self, key: int, digit: int) -> bool:
        """A key while the reveal asks: an option by its number, yes, no, or asking for help."""
        prompt = self.prompt
        if Qt.Key.Key_0 <= key <= Qt.Key.Key_9:  # an option by the key on its label (0: the tenth)
            return prompt.pick(option_index(chr(key)))
        answers: dict[int, Callable[[], bool]] = {
            Qt.Key.Key_Y: prompt.answer_yes,
            Qt.Key.Key_Return: prompt.answer_yes,
            Qt.Key.Key_Enter: prompt.answer_yes,
            Qt.Key.Key_N: prompt.answer_no,
            Qt.Key.Key_A: prompt.ask_help,
        }
        answer = answers.get(key)
        return answer is not None and answer()

    def _turn_key(self, key: int, digit: int) -> bool:
        """A key on a turn: a kind by its number, a card more or fewer, the next order, a draw, play, clear."""
        bar = self.action_bar
        if 1 <= digit <= 6:
            bar.pick_kind(digit - 1)
            return True
        commands: dict[int, Callable[[], object]] = {
            Qt.Key.Key_Plus: lambda: bar.change_count(1),
            Qt.Key.Key_Equal: lambda: bar.change_count(1),
            Qt.Key.Key_Minus: lambda: bar.change_count(-1),
            Qt.Key.Key_Underscore: lambda: bar.change_count(-1),
            Qt.Key.Key_O: bar.cycle_order,
            Qt.Key.Key_S: lambda: bar.draw(SUPPLY),
            Qt.Key.Key_W: lambda: bar.draw(WAITER),
            Qt.Key.Key_Return: bar.confirm,
            Qt.Key.Key_Enter: bar.confirm,
            Qt.Key.Key_Escape: self.hand.clear_selection,
        }
        command = commands.get(key)
        if command is None:
            return False
        command()
        return True
