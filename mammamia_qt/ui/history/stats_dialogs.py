"""The Statistics tab's dialogs: which names become one (and what it is called), which games go.

Both only gather a choice; the tab asks for confirmation and changes the archive.
"""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mammamia_qt.archive.store import GameSummary
from mammamia_qt.ui.common.names import edition_name, join_list

NAME_LIMIT = 24
"""The longest name a seat takes (``SeatConfig.name``)."""


def game_date(finished: str) -> str:
    """A kept game's finishing time (ISO, UTC) as a local date and time in the language's format."""
    when = QDateTime.fromString(finished, Qt.DateFormat.ISODate)
    return (
        QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat) if when.isValid() else finished
    )


def game_day(finished: str) -> str:
    """A kept game's local date alone, in the language's short format."""
    when = QDateTime.fromString(finished, Qt.DateFormat.ISODate)
    return (
        QLocale().toString(when.toLocalTime().date(), QLocale.FormatType.ShortFormat)
        if when.isValid()
        else finished
    )


def _checked(items: QListWidget) -> list[QListWidgetItem]:
    rows = (items.item(i) for i in range(items.count()))
    return [item for item in rows if item.checkState() == Qt.CheckState.Checked]


class _ChoiceDialog(QDialog):
    """A heading, a line of explanation, a list to tick, a hint for what is missing, OK and Cancel."""

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.heading = QLabel()
        self.heading.setProperty("role", "heading")
        self.explain = QLabel()
        self.explain.setWordWrap(True)
        self.items = QListWidget()
        self.items.setSelectionMode(QListWidget.SelectionMode.NoSelection)  # the ticks are the choice
        self.hint = QLabel()
        self.hint.setProperty("role", "muted")
        self.hint.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._try_accept)
        self.buttons.rejected.connect(self.reject)
        self.layout_ = QVBoxLayout(self)
        for widget in (self.heading, self.explain, self.items):
            self.layout_.addWidget(widget)
        self.items.itemChanged.connect(self._check)

    def _finish_layout(self) -> None:
        self.layout_.addWidget(self.hint)
        self.layout_.addWidget(self.buttons)
        self.retranslate()
        self._check()

    def problem(self) -> str:
        """Why the choice cannot be taken yet ('' when it can)."""
        raise NotImplementedError

    def _check(self) -> None:
        problem = self.problem()
        self.hint.setText(problem)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problem)

    def _try_accept(self) -> None:
        if not self.problem():
            self.accept()

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._check()
        super().changeEvent(event)


class NamesDialog(_ChoiceDialog):
    """Tick the names that are one player and type the name to keep: one name ticked is a rename,
    several a merge."""

    def __init__(self, names: list[str], current: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.existing = list(names)
        for name in names:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if name == current else Qt.CheckState.Unchecked)
            self.items.addItem(item)
        self.new_name = QLineEdit(current)
        self.new_name.setMaxLength(NAME_LIMIT)
        self.new_name.textChanged.connect(self._check)
        self._typed = False  # the name to keep was typed (then the ticks leave it as it is)
        self.new_name.textEdited.connect(self._note_typed)
        self.items.itemChanged.connect(self._follow_ticks)
        self.name_label = QLabel()
        self.name_label.setBuddy(self.new_name)
        self.layout_.addWidget(self.name_label)
        self.layout_.addWidget(self.new_name)
        self._finish_layout()
        self.new_name.selectAll()
        self.new_name.setFocus()  # typing renames at once; the list is a click (or Tab, Space) away

    def chosen(self) -> list[str]:
        return [item.text() for item in _checked(self.items)]

    def _note_typed(self) -> None:
        self._typed = True

    def _follow_ticks(self) -> None:
        """An untyped name to keep follows the ticks: one no longer ticked gives way to the first
        name ticked (it stayed, naming a player the choice had left)."""
        chosen = self.chosen()
        if self._typed or self.target() in chosen:
            return
        self.new_name.setText(chosen[0] if chosen else "")

    def target(self) -> str:
        return self.new_name.text().strip()

    def problem(self) -> str:
        chosen = self.chosen()
        if not chosen:
            return self.tr("Tick at least one name.")
        if not self.target():
            return self.tr("Type the name to keep.")
        if chosen == [self.target()]:
            return self.tr("Type a new name, or tick more names to merge.")
        return ""

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rename or merge names"))
        self.heading.setText(self.tr("Rename or merge names"))
        self.explain.setText(
            self.tr("Tick the names that belong to one player and type the name to keep. Their games then count for that name.")
        )  # fmt: skip
        self.name_label.setText(self.tr("Name to keep:"))


class DeleteGamesDialog(_ChoiceDialog):
    """The games of one name, newest first, all ticked: untick those to keep."""

    def __init__(self, name: str, games: list[GameSummary], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.games = games
        self.all_button = QPushButton()
        self.all_button.clicked.connect(lambda: self._tick_all(Qt.CheckState.Checked))
        self.none_button = QPushButton()
        self.none_button.clicked.connect(lambda: self._tick_all(Qt.CheckState.Unchecked))
        self.buttons.addButton(self.all_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.none_button, QDialogButtonBox.ButtonRole.ActionRole)
        for game in games:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, game.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.items.addItem(item)
        self._finish_layout()

    def _tick_all(self, state: Qt.CheckState) -> None:
        for i in range(self.items.count()):
            self.items.item(i).setCheckState(state)

    def chosen_ids(self) -> list[int]:
        return [int(item.data(Qt.ItemDataRole.UserRole)) for item in _checked(self.items)]

    def problem(self) -> str:
        return "" if self.chosen_ids() else self.tr("Tick the games to delete.")

    def _line(self, game: GameSummary) -> str:
        """When, what the name did (pizzas, won), which edition, who played."""
        seat = game.seats.index(self.name) if self.name in game.seats else -1
        result = ""
        if seat >= 0:
            pizzas = self.tr("%n pizza(s)", "", game.delivered[seat])
            result = self.tr("won with {pizzas}").format(pizzas=pizzas) if seat in game.winners else pizzas
        return self.tr("{date} · {result} · {edition} · {names}").format(
            date=game_date(game.finished), result=result, edition=edition_name(game.edition),
            names=join_list(list(game.seats)),
        )  # fmt: skip

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Delete games"))
        self.heading.setText(self.tr("Delete games"))
        self.explain.setText(
            self.tr("The games {name} played, newest first. Untick the ones to keep.").format(name=self.name)
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Delete"))
        self.all_button.setText(self.tr("Tick all"))
        self.none_button.setText(self.tr("Tick none"))
        for i, game in enumerate(self.games):
            self.items.item(i).setText(self._line(game))
        self._fit_lines()

    def _fit_lines(self) -> None:
        """Wide enough for whole lines, within the window (or the screen) it opens over."""
        metrics = self.items.fontMetrics()
        rows = (self.items.item(i).text() for i in range(self.items.count()))
        widest = max((metrics.horizontalAdvance(text) for text in rows), default=0)
        parent = self.parentWidget()
        room = parent.window().width() if parent is not None else self.screen().availableGeometry().width()
        self.items.setMinimumWidth(min(widest + 60, int(room * 0.9) - 40))
