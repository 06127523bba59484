"""The new game dialog: edition, seats (name, colour, human or AI level), rule options, start player.

A computer seat may be played by Auto (``new_game_auto.py``): a line under the seats says which
level it chose and why, and the game starts with that concrete level in the seat.

Invalid setups cannot be built: the seat count follows the edition's range, colours stay unique
(picking a taken colour swaps it with the seat that had it), Classic-only and Plus-only options
appear only for their edition, and helping is disabled with two players.
"""

from __future__ import annotations

import secrets
from typing import cast

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QIcon, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.archive.auto_level import AutoChoice
from mammamia_qt.engine.cards import EDITIONS, ColourId, Edition
from mammamia_qt.engine.rules import Rules
from mammamia_qt.seats import GameSetup, SeatConfig, SeatKind
from mammamia_qt.ui.art.card_art import CardArt
from mammamia_qt.ui.common.fit import ComboBox, available_rect, fit_dialog, place_dialog
from mammamia_qt.ui.common.names import AI_NAMES, colour_name, seat_kind_name
from mammamia_qt.ui.dialogs.new_game_auto import AUTO, AutoSource, auto_sentence, no_archive


def default_human_name() -> str:
    """A real name for the first seat: every sentence of the table reads right with it ("Player 1
    starts", "Player 1's order"), where a pronoun such as "You" would not ("You's order")."""
    return QCoreApplication.translate("NewGameDialog", "Player {n}").format(n=1)


class SeatRow:
    """The widgets of one seat: name, colour, and who plays it."""

    def __init__(self, index: int, art: CardArt | None, parent: QWidget) -> None:
        self.index = index
        self.number = QLabel(str(index + 1), parent)
        self.number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.number.setMinimumWidth(28)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(24)
        self.name.setMinimumWidth(130)
        self.colour = ComboBox(parent)
        self.colour.setIconSize(QSize(28, 28))
        self.colour.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.kind = ComboBox(parent)
        self.kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for kind in SeatKind:
            self.kind.addItem(seat_kind_name(kind), kind.value)
        self.kind.insertItem(self.kind.findData(SeatKind.PHONE.value), seat_kind_name(AUTO), AUTO)
        self._art = art
        self.retranslate()

    def retranslate(self) -> None:
        """The row's names and accessible names in the current language."""
        n = self.index + 1
        self.name.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Name of seat {n}").format(n=n)
        )
        self.name.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "Player {n}").format(n=n))
        # On Linux a screen reader names a combo box by its shown value and what it is for by a
        # label's buddy; one column heading cannot be every row's buddy, so the description says it.
        for box, text in (
            (self.colour, QCoreApplication.translate("NewGameDialog", "Colour of seat {n}")),
            (self.kind, QCoreApplication.translate("NewGameDialog", "Player of seat {n}")),
        ):
            box.setAccessibleName(text.format(n=n))
            box.setAccessibleDescription(text.format(n=n))
        for i in range(self.kind.count()):
            self.kind.setItemText(i, seat_kind_name(self.kind.itemData(i)))
        for i in range(self.colour.count()):
            self.colour.setItemText(i, colour_name(self.colour.itemData(i)))

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.number, self.name, self.colour, self.kind)

    def set_colours(self, colours: tuple[str, ...], current: str | None) -> None:
        self.colour.blockSignals(True)
        self.colour.clear()
        for colour in colours:
            icon = QIcon()
            if self._art is not None:
                icon = QIcon(self._art.symbol_pixmap(colour, 28, self.colour.devicePixelRatioF()))
            self.colour.addItem(icon, colour_name(colour), colour)
        if current is not None:
            self.colour.setCurrentIndex(colours.index(current))
        self.colour.blockSignals(False)

    def current_colour(self) -> ColourId:
        return self.colour.currentData()

    @property
    def auto(self) -> bool:
        """Whether Auto plays the seat (the level is chosen when the game starts)."""
        return bool(self.kind.currentData() == AUTO)

    def shown_name(self) -> str:
        return (self.name.text().strip() or self.name.placeholderText())[:24]

    def config(self, level: str | None = None) -> SeatConfig:
        """The seat as set up; an Auto seat plays ``level`` (intermediate if none is given)."""
        kind = SeatKind(level or "intermediate") if self.auto else self.kind.currentData()
        return SeatConfig(name=self.shown_name(), kind=kind)


class NewGameDialog(QDialog):
    """Builds a ``GameSetup``; the defaults (you against three intermediate AIs, Classic) start at once."""

    def __init__(
        self, art: CardArt | None = None, parent: QWidget | None = None, auto_source: AutoSource = no_archive
    ) -> None:
        """``auto_source`` reads a person's record for the Auto seats (the app's reads its archive)."""
        super().__init__(parent)
        self._art = art
        self._auto_source = auto_source
        self._rows: list[SeatRow] = []
        self._count = 4
        buttons = self._build_buttons()
        left = QVBoxLayout()
        left.addWidget(self._build_editions())
        left.addWidget(self._build_seats(), 1)
        top = QHBoxLayout()
        top.addLayout(left, 3)
        top.addWidget(self._build_options(), 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(buttons)
        self._add_seat_rows()
        self._apply_edition()
        self._connect_signals()
        self.retranslate()
        scroll = self._scroll = fit_dialog(self, buttons)  # fits a 1024x600 screen (scrolling if need be)
        if top.sizeHint().width() + 60 > available_rect(self).width():
            top.setDirection(QBoxLayout.Direction.TopToBottom)  # the rules below the players
            place_dialog(self, scroll)
        self.start_button.setFocus()

    def _build_editions(self) -> QGroupBox:
        """Classic or Plus (Classic checked)."""
        self.classic = QRadioButton()
        self.plus = QRadioButton()
        self.classic.setChecked(True)
        self._editions = QButtonGroup(self)
        self._editions.addButton(self.classic)
        self._editions.addButton(self.plus)
        edition_box = self.edition_box = QGroupBox()
        elay = QVBoxLayout(edition_box)
        elay.addWidget(self.classic)
        elay.addWidget(self.plus)
        return edition_box

    def _build_seats(self) -> QGroupBox:
        """The players' grid (its heads; the rows come later) and the buttons to add and remove one."""
        self.seat_grid = QGridLayout()
        self.seat_grid.setHorizontalSpacing(10)
        self.seat_grid.setVerticalSpacing(8)
        self.seat_grid.setColumnStretch(1, 1)
        self.heads: list[QLabel] = []
        for col in range(4):
            head = QLabel("#")
            head.setProperty("role", "muted")
            self.seat_grid.addWidget(head, 0, col)
            self.heads.append(head)
        self.add_button = QPushButton()
        self.remove_button = QPushButton()
        seats_box = self.seats_box = QGroupBox()
        slay = QVBoxLayout(seats_box)
        slay.addLayout(self.seat_grid)
        self.auto_note = QLabel()
        self.auto_note.setWordWrap(True)
        self.auto_note.setProperty("role", "muted")
        self.auto_note.hide()
        slay.addWidget(self.auto_note)
        buttons_row = QHBoxLayout()
        buttons_row.addWidget(self.add_button)
        buttons_row.addWidget(self.remove_button)
        buttons_row.addStretch(1)
        slay.addLayout(buttons_row)
        slay.addStretch(1)
        return seats_box

    def _build_options(self) -> QGroupBox:
        """The rule options (helping on), who starts, and the summary of the game set up."""
        self.ingredients_optional = QCheckBox()
        self.draw_fewer = QCheckBox()
        self.mm_card_in_deal = QCheckBox()
        self.helping = QCheckBox()
        self.helping.setChecked(True)
        self.memory_aid = QCheckBox()
        self.start_player = ComboBox()
        options_box = self.options_box = QGroupBox()
        olay = QVBoxLayout(options_box)
        for box in (
            self.helping,
            self.memory_aid,
            self.mm_card_in_deal,
            self.ingredients_optional,
            self.draw_fewer,
        ):
            olay.addWidget(box)
        form = QFormLayout()
        self.start_label = QLabel()
        form.addRow(self.start_label, self.start_player)
        self.start_label.setBuddy(self.start_player)  # what a screen reader names the box by
        olay.addLayout(form)
        olay.addStretch(1)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setProperty("role", "muted")
        olay.addWidget(self.summary)
        return options_box

    def _build_buttons(self) -> QDialogButtonBox:
        """Cancel and Start (the default button)."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setProperty("role", "primary")
        self.start_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        return buttons

    def _add_seat_rows(self) -> None:
        """A row for every seat the larger edition has: you, then intermediate computer players."""
        for i in range(max(info.max_players for info in EDITIONS.values())):
            self._add_row(i)
        self._rows[0].name.setText(default_human_name())
        self._human_name = default_human_name()
        for row in self._rows[1:]:
            row.kind.setCurrentIndex(row.kind.findData("intermediate"))

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        """Every text of the dialog in the current language (names typed by the players stay)."""
        self.setWindowTitle(self.tr("New game"))
        self.classic.setText(self.tr("Classic (1999): 2 to 5 players"))
        self.plus.setText(self.tr("Plus (2009): 2 to 6 players, shrimp and helping"))
        self.edition_box.setTitle(self.tr("Edition"))
        for head, text in zip(
            self.heads, ("#", self.tr("Name"), self.tr("Colour"), self.tr("Played by")), strict=True
        ):
            head.setText(text)
        self.add_button.setText(self.tr("Add a player"))
        self.remove_button.setText(self.tr("Remove a player"))
        self.add_button.setAccessibleName(self.tr("Add a player"))
        self.remove_button.setAccessibleName(self.tr("Remove a player"))
        self.seats_box.setTitle(self.tr("Players (clockwise)"))
        self.ingredients_optional.setText(self.tr("Ingredients optional (Czech reading)"))
        self.draw_fewer.setText(self.tr("Draw fewer cards (Czech reading)"))
        self.mm_card_in_deal.setText(self.tr("Mamma Mia card in the deal (Dutch rules)"))
        self.helping.setText(self.tr("Helping"))
        self.memory_aid.setText(self.tr("Memory aid"))
        self.ingredients_optional.setToolTip(self.tr("A turn may skip putting ingredients into the oven."))
        self.draw_fewer.setToolTip(
            self.tr("At the end of a turn, draw any number of cards from one up to the limit.")
        )
        self.mm_card_in_deal.setToolTip(
            self.tr(
                "The Mamma Mia card is shuffled in before dealing; whoever gets it lays it out and draws again."
            )
        )
        self.memory_aid.setToolTip(
            self.tr("Show everything played into the oven this round, not only the top card.")
        )
        self.start_player.setAccessibleName(self.tr("Starting player"))
        self.start_label.setText(self.tr("Starting player:"))
        self.options_box.setTitle(self.tr("Rules"))
        self.start_button.setText(self.tr("Start the game"))
        self.start_button.setAccessibleName(self.tr("Start the game"))
        for row in self._rows:
            row.retranslate()
        first = self._rows[0].name
        if first.text() == self._human_name:  # the default name follows the language; a typed one stays
            first.setText(default_human_name())
        self._human_name = default_human_name()
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ building
    def _add_row(self, index: int) -> None:
        row = SeatRow(index, self._art, self)
        if index > 0:
            row.name.setText(AI_NAMES[(index - 1) % len(AI_NAMES)])
        for col, widget in enumerate(row.widgets()):
            self.seat_grid.addWidget(widget, index + 1, col)
        self._rows.append(row)

    def _connect_signals(self) -> None:
        self.classic.toggled.connect(self._apply_edition)
        self.add_button.clicked.connect(lambda: self.set_player_count(self._count + 1))
        self.remove_button.clicked.connect(lambda: self.set_player_count(self._count - 1))
        for row in self._rows:
            row.colour.activated.connect(lambda _i, r=row: self._colour_picked(r))
            row.name.textChanged.connect(self._refresh_start_players)
            row.name.textChanged.connect(self._refresh_auto)
            row.kind.currentIndexChanged.connect(self._refresh_auto)
        self.helping.toggled.connect(self._refresh_summary)

    # ------------------------------------------------------------------ state
    @property
    def edition(self) -> Edition:
        return Edition.CLASSIC if self.classic.isChecked() else Edition.PLUS

    @property
    def player_count(self) -> int:
        return self._count

    def set_edition(self, edition: Edition) -> None:
        (self.classic if edition is Edition.CLASSIC else self.plus).setChecked(True)

    def set_player_count(self, count: int) -> None:
        info = EDITIONS[self.edition]
        self._count = max(info.min_players, min(info.max_players, count))
        self._refresh()

    def _apply_edition(self) -> None:
        info = EDITIONS[self.edition]
        self._count = max(info.min_players, min(info.max_players, self._count))
        used: list[ColourId] = []
        for row in self._rows[info.max_players :]:
            row.set_colours((), None)
        for row in self._rows[: info.max_players]:
            current = row.current_colour()
            if current not in info.colours or current in used:
                # the edition lists its colour ids as plain strings
                current = cast(ColourId, next(c for c in info.colours if c not in used))
            used.append(current)
            row.set_colours(info.colours, current)
        self._refresh()

    def _colour_picked(self, row: SeatRow) -> None:
        """Keep colours unique: the seat that had the picked colour takes this seat's old one."""
        picked = row.current_colour()
        colours = EDITIONS[self.edition].colours
        rows = self._rows[: len(colours)]
        taken = {r.current_colour() for r in rows if r is not row}
        if picked not in taken:
            return
        free = next(c for c in colours if c not in taken)  # this seat's previous colour
        for other in rows:
            if other is not row and other.current_colour() == picked:
                other.set_colours(colours, free)

    def _refresh(self) -> None:
        info = EDITIONS[self.edition]
        for row in self._rows:
            shown = row.index < self._count
            for widget in row.widgets():
                widget.setVisible(shown)
        self.add_button.setEnabled(self._count < info.max_players)
        self.remove_button.setEnabled(self._count > info.min_players)
        classic = self.edition is Edition.CLASSIC
        self.mm_card_in_deal.setVisible(classic)
        self.helping.setVisible(not classic)
        two = self._count < 3
        self.helping.setEnabled(not two)
        self.helping.setToolTip(
            self.tr("Two players always play without helping.")
            if two
            else self.tr("A player short of ingredients may ask the others; a helper scores a bonus order.")
        )
        self._refresh_start_players()
        self._refresh_summary()
        self._refresh_auto()

    def auto_choice(self) -> AutoChoice | None:
        """The levels Auto chooses for its seats (in seat order) and why; None without an Auto seat.
        The person is the first human seat's name."""
        rows = self._rows[: self._count]
        count = sum(row.auto for row in rows)
        if not count:
            return None
        person = next((r.shown_name() for r in rows if r.kind.currentData() == SeatKind.HUMAN.value), None)
        return self._auto_source(person, count)

    def seat_kind(self, seat: int) -> QComboBox:
        """The "Played by" combo box of ``seat``."""
        return self._rows[seat].kind

    def auto_seats(self) -> tuple[int, ...]:
        """The seats Auto plays (the app remembers them with the setup)."""
        return tuple(row.index for row in self._rows[: self._count] if row.auto)

    def _refresh_auto(self) -> None:
        if not hasattr(self, "auto_note"):
            return
        choice = self.auto_choice()
        self.auto_note.setVisible(choice is not None)
        text = auto_sentence(choice) if choice is not None else ""
        self.auto_note.setText(text)
        self.auto_note.setAccessibleName(text)
        if self.isVisible():  # the sentence may take another line: the dialog grows for it
            QTimer.singleShot(0, self, self._refit)

    def showEvent(self, event: QShowEvent) -> None:  # Qt override
        super().showEvent(event)
        QTimer.singleShot(0, self, self._refit)  # once laid out, a wrapped line's height is known

    def _refit(self) -> None:
        if self.isVisible():
            place_dialog(self, self._scroll)

    def _refresh_summary(self) -> None:
        rules = self.rules()
        info = EDITIONS[self.edition]
        if self.edition is Edition.CLASSIC:
            text = self.tr(
                "%n round(s). Hands of {hand} cards; the holder of the Mamma Mia card opens the oven. "
                "Most pizzas delivered wins.",
                "",
                rules.rounds,
            ).format(hand=info.hand_limit)
        else:
            text = self.tr(
                "%n round(s). Hands of {hand} cards, drawing at most {most} at a time. "
                "Most pizzas delivered wins.",
                "",
                rules.rounds,
            ).format(hand=info.hand_limit, most=info.max_draw)
        self.summary.setText(text)

    def _refresh_start_players(self) -> None:
        current = self.start_player.currentData()
        self.start_player.clear()
        self.start_player.addItem(self.tr("Draw at random"), None)
        for row in self._rows[: self._count]:
            self.start_player.addItem(row.name.text().strip() or row.name.placeholderText(), row.index)
        index = self.start_player.findData(current) if current is not None else 0
        self.start_player.setCurrentIndex(max(0, index))

    def set_setup(self, setup: GameSetup, auto_seats: tuple[int, ...] = ()) -> None:
        """Fill the dialog in from an earlier game's setup (the last one played, for instance);
        ``auto_seats`` were played by Auto there (their setup holds the level it chose)."""
        rules = setup.rules
        self.set_edition(rules.edition)
        self.set_player_count(len(setup.seats))
        info = EDITIONS[self.edition]
        colours = tuple(rules.colours)
        for row, seat, colour in zip(self._rows, setup.seats, colours, strict=False):
            row.name.setText(seat.name)
            index = row.kind.findData(AUTO if row.index in auto_seats else seat.kind)
            if index >= 0:
                row.kind.setCurrentIndex(index)
            if colour in info.colours:
                row.set_colours(info.colours, colour)
        used = [row.current_colour() for row in self._rows[: info.max_players]]
        if len(set(used)) != len(used):  # an old or odd setup: back to unique colours
            self._apply_edition()
        self.ingredients_optional.setChecked(rules.ingredients_optional)
        self.draw_fewer.setChecked(rules.draw_fewer)
        self.mm_card_in_deal.setChecked(rules.mm_card_in_deal)
        self.helping.setChecked(rules.helping)
        self.memory_aid.setChecked(rules.memory_aid)
        self._refresh()
        start = self.start_player.findData(rules.start_player) if rules.start_player is not None else 0
        self.start_player.setCurrentIndex(max(0, start))

    # ------------------------------------------------------------------ result
    def rules(self) -> Rules:
        classic = self.edition is Edition.CLASSIC
        return Rules(
            edition=self.edition,
            players=self._count,
            seats=tuple(row.current_colour() for row in self._rows[: self._count]),
            ingredients_optional=self.ingredients_optional.isChecked(),
            draw_fewer=self.draw_fewer.isChecked(),
            mm_card_in_deal=classic and self.mm_card_in_deal.isChecked(),
            helping=self.helping.isChecked(),
            memory_aid=self.memory_aid.isChecked(),
            start_player=self.start_player.currentData(),
        )

    def setup(self, seed: int | None = None) -> GameSetup:
        """The game the dialog describes, with a fresh random seed unless one is given."""
        choice = self.auto_choice()
        levels = iter(choice.levels if choice is not None else ())
        return GameSetup(
            rules=self.rules(),
            seats=tuple(row.config(next(levels) if row.auto else None) for row in self._rows[: self._count]),
            seed=secrets.randbelow(2**32) if seed is None else seed,
        )
