"""How to play, for both editions, illustrated with the game's own cards.

The card pictures are rendered by CardArt and handed to the document with ``addResource``, so the
page needs no files on disk. Each paragraph is its own translatable string.
"""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.cards import Edition, load_deck
from . import style
from .card_art import CardArt, order_face

CARD_WIDTH = 120
COLOUR = "red"  # whose order cards illustrate the page


def _order_faces(edition: Edition) -> dict[str, str]:
    """One example face per order type (the first of each type in one colour's deck)."""
    minimale_n = 3 if edition is Edition.CLASSIC else 4
    faces: dict[str, str] = {}
    for card in load_deck(edition).orders:
        if card.colour == COLOUR and card.type.value not in faces:
            faces[card.type.value] = order_face(card, minimale_n)
    return faces


class HowToPlayDialog(QDialog):
    """A readable rules page with a Classic / Plus switch."""

    def __init__(self, art: CardArt | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._art = art or CardArt()
        self.setWindowTitle(self.tr("How to play"))
        self.resize(1100, 860)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setAccessibleName(self.tr("How to play"))
        self.browser.document().setDocumentMargin(28)
        self.classic_button = QPushButton(self.tr("Classic (1999)"))
        self.plus_button = QPushButton(self.tr("Plus (2009)"))
        group = QButtonGroup(self)
        for button in (self.classic_button, self.plus_button):
            button.setCheckable(True)
            button.setMinimumHeight(48)
            button.setAccessibleName(button.text())
            button.setStyleSheet(
                f"QPushButton:checked {{ background: {style.TOMATO}; color: white; border-color: {style.TOMATO_DARK}; }}"
            )
            group.addButton(button)
        self.classic_button.setChecked(True)
        self.classic_button.clicked.connect(lambda: self.show_edition(Edition.CLASSIC))
        self.plus_button.clicked.connect(lambda: self.show_edition(Edition.PLUS))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.classic_button)
        top.addWidget(self.plus_button)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.show_edition(Edition.CLASSIC)

    # ------------------------------------------------------------------ pictures
    def _image(self, face: str, width: int = CARD_WIDTH) -> str:
        """An <img> of a card face, registered with the document under a private URL."""
        doc = self.browser.document()
        url = QUrl("card:" + face.replace(":", "/"))
        dpr = max(2.0, self.devicePixelRatioF())
        doc.addResource(
            QTextDocument.ResourceType.ImageResource, url, self._art.pixmap(face, width, dpr).toImage()
        )
        return f'<img src="{url.toString()}" width="{width}">&nbsp;&nbsp;'

    def _icon(self, kind: str, size: int = 28) -> str:
        doc = self.browser.document()
        url = QUrl(f"icon:{kind}")
        doc.addResource(
            QTextDocument.ResourceType.ImageResource, url, self._art.icon_pixmap(kind, size, 2.0).toImage()
        )
        return f'<img src="{url.toString()}" width="{size}" height="{size}">'

    # ------------------------------------------------------------------ text
    def show_edition(self, edition: Edition) -> None:
        (self.classic_button if edition is Edition.CLASSIC else self.plus_button).setChecked(True)
        self.browser.setHtml(self.html(edition))

    def html(self, edition: Edition) -> str:
        classic = edition is Edition.CLASSIC
        faces = _order_faces(edition)
        kinds = ["pineapple", "olive", "pepper", "mushroom", "salami"] + ([] if classic else ["shrimp"])
        ingredients = "".join(self._image(f"ingredient:{k}", 96) for k in kinds)
        parts = [
            f"<h1 style='color:{style.TOMATO_DARK}'>{self.tr('How to play Mamma Mia!')}</h1>",
            "<p>"
            + self.tr(
                "You are cooks in one busy pizzeria sharing one oven. Everybody throws ingredients into it, "
                "and now and then an order of their own. Later the oven is opened card by card: a pizza "
                "succeeds only if enough of its ingredients went in before it. Keep count of what goes in, "
                "and place your orders when the oven is full of what they need."
            )
            + "</p>",
            f"<h2>{self.tr('The cards')}</h2>",
            f"<p>{ingredients}</p>",
            "<p>"
            + (
                self.tr(
                    "Classic: 5 ingredients, 13 cards of each; 8 orders per player colour; and the Mamma Mia card."
                )
                if classic
                else self.tr(
                    "Plus: 6 ingredients (shrimp joins), 15 cards of each; 15 orders per player colour."
                )
            )
            + " "
            + self.tr(
                "With fewer players, some cards of each ingredient stay in the box. Each colour has a "
                "personal ingredient that appears on most of its orders."
            )
            + "</p>",
            f"<h2>{self.tr('Setting up')}</h2>",
            "<p>"
            + (
                self.tr(
                    "Everyone gets 6 ingredient cards. The rest, with the Mamma Mia card shuffled in, is "
                    "the face-down supply. Your orders are shuffled into your waiter stack and you take "
                    "the top one into your hand: 7 cards."
                )
                if classic
                else self.tr(
                    "Everyone gets 8 ingredient cards; the rest is the face-down supply. Your orders are "
                    "shuffled into your waiter stack and you take the top one into your hand: 9 cards."
                )
            )
            + "</p>",
            f"<h2>{self.tr('Your turn: filling the oven')}</h2><ol>",
            "<li>"
            + self.tr(
                "Put one or more ingredient cards <b>of one kind</b> into the oven, face up. "
                "Everyone hears what you played, for example \u201c3 \u00d7 Salami\u201d."
            )
            + "</li>",
            "<li>"
            + self.tr(
                "If you like, add one order card from your hand. It goes in face up, so everyone "
                "sees whose order it is and what it needs."
            )
            + "</li>",
            "<li>"
            + (
                self.tr(
                    "Draw back up to 7 cards, either from the supply or from your own waiter stack, never both."
                )
                if classic
                else self.tr(
                    "Draw up to 9 cards, at most 5 at a time, either from the supply or from your "
                    "own waiter stack, never both."
                )
            )
            + "</li></ol>",
            "<p>"
            + (
                self.tr("No ingredient in hand? You pass, then draw as usual.")
                if classic
                else self.tr("No ingredient in hand? You sit out and draw 5 ingredients from the supply.")
            )
            + " "
            + self.tr("Only the top card of the oven stays visible, so the rest is up to your memory.")
            + "</p>",
        ]
        if classic:
            parts.append(
                f"<p>{self._image('mamma_mia', 100)}</p><p>"
                + self.tr(
                    "Whoever draws the Mamma Mia card lays it out and draws a replacement. When the last "
                    "supply card is drawn, the holder of the Mamma Mia card opens the oven and starts the "
                    "next round."
                )
                + "</p>"
            )
        else:
            parts.append(
                "<p>"
                + self.tr(
                    "When the last supply card is drawn, the player who drew it opens the oven and starts "
                    "the next round."
                )
                + "</p>"
            )
        parts += [
            f"<h2>{self.tr('Opening the oven')}</h2>",
            "<p>"
            + self.tr(
                "The oven is turned over and revealed in the order the cards went in. Each ingredient joins "
                "a face-up column of its kind. When an order turns up, it is checked at once: if the columns "
                "hold what it needs, those ingredients are used up and the pizza is delivered to its owner."
            )
            + "</p><p>"
            + self.tr(
                "If something is missing, the owner may add the missing cards from their hand. Otherwise the "
                "order goes back under the owner's waiter stack, to be tried again later."
            )
            + "</p><p>"
            + self.tr(
                "What is still face up at the end stays in the oven for the next round. The used "
                "ingredients are shuffled into the new supply."
            )
            + "</p>",
            f"<h2>{self.tr('The orders')}</h2>",
            f"<p>{self._image(faces['normale'])}{self._image(faces['bombastica'])}"
            f"{self._image(faces['monotoni'])}{self._image(faces['minimale'])}</p>",
            "<ul>",
            "<li>" + self.tr("<b>Normale:</b> exactly the ingredients shown.") + "</li>",
            "<li>"
            + self.tr(
                "<b>Bombastica (15+):</b> at least 15 ingredients of any kinds; it takes "
                "<i>everything</i> face up."
            )
            + "</li>",
            "<li>"
            + self.tr(
                "<b>Monotoni:</b> your personal ingredient plus 6 of one other kind (the J), chosen "
                "by you when it turns up."
            )
            + "</li>",
            "<li>"
            + self.tr(
                "<b>Minimale:</b> your personal ingredient plus {n} of the kind with the <i>fewest</i> "
                "face-up cards (not your own kind, and not a kind with none showing)."
            ).format(n=3 if classic else 4)
            + "</li>",
        ]
        if not classic:
            parts += [
                "</ul>",
                f"<p>{self._image(faces['ghiottona'])}{self._image(faces['monotoni_junior'])}"
                f"{self._image(faces['minipizza'])}{self._image(faces['mamma_mia'])}</p><ul>",
                "<li>"
                + self.tr("<b>Ghiottona:</b> your personal ingredient plus 4 each of two other kinds.")
                + "</li>",
                "<li>"
                + self.tr(
                    "<b>Monotoni junior:</b> fails at once if the crossed-out kind is showing; "
                    "otherwise 5 of any one other kind."
                )
                + "</li>",
                "<li>"
                + self.tr(
                    "<b>Minipizza:</b> fails at once if the crossed-out kind is showing; otherwise "
                    "3 of the kind shown."
                )
                + "</li>",
                "<li>"
                + self.tr(
                    "<b>Pizza Mamma Mia:</b> your personal ingredient plus exactly 5 of one of the "
                    "two kinds shown."
                )
                + "</li>",
            ]
        parts.append("</ul>")
        if not classic:
            parts += [
                f"<h2>{self.tr('Helping (3 or more players)')}</h2>",
                "<p>"
                + self.tr(
                    "If your order is short, you may name exactly the cards you want from the others. They "
                    "are asked in turn, starting on your left. Someone may help only with all the requested "
                    "cards and at least one order left in their waiter stack. The helper gives the cards, "
                    "you add the rest from your hand, and the pizza is delivered. As thanks, the helper "
                    "moves the top order of their waiter stack, unseen, onto their delivered pile. If nobody "
                    "helps, the pizza fails."
                )
                + "</p>",
            ]
        rounds = (
            self.tr("The game ends after the third time the oven is opened.")
            if classic
            else self.tr(
                "The game ends after the third opening of the oven, or the fourth when playing "
                "without helping (always so with two players)."
            )
        )
        parts += [
            f"<h2>{self.tr('Winning')}</h2>",
            "<p>"
            + rounds
            + " "
            + self.tr(
                "Whoever delivered the most pizzas wins. On a tie, the tied player with the most ingredient "
                "cards in hand wins; if that is equal too, they share the win."
            )
            + "</p>",
            f"<h2>{self.tr('At this table')}</h2><ul>",
            "<li>"
            + self.tr("The memory aid (new game options) shows everything played this round.")
            + "</li>",
            "<li>"
            + self.tr("Change the animation speed in the View menu, or skip a reveal to its end.")
            + "</li>",
            "<li>"
            + self.tr(
                "With several people at one screen, the table is covered between turns so nobody "
                "sees another player's hand."
            )
            + "</li>",
            "</ul>",
            f"<p style='color:{style.MUTED}'>{self._icon('salami')} "
            + self.tr("Game by Uwe Rosenberg. This digital edition uses its own card art.")
            + "</p>",
        ]
        return "\n".join(parts)
