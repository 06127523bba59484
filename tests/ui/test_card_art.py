"""Card art: every face renders, ids parse, icons differ in silhouette, labels and caches work."""

from __future__ import annotations

from itertools import combinations
from xml.etree import ElementTree as ET

import pytest
from PySide6.QtGui import QImage

from mammamia_qt.engine.cards import COLOURS, INGREDIENTS, OrderType, load_deck
from mammamia_qt.ui.art import card_art
from mammamia_qt.ui.art.card_art import (
    CardArt,
    colour_hex,
    default_labels,
    order_face,
    parse_order,
)

pytestmark = pytest.mark.qt_log_level_fail("WARNING")


def all_faces() -> list[str]:
    faces = [f"ingredient:{kind}" for kind in INGREDIENTS]
    faces += ["back:ingredient", "mamma_mia"] + [f"back:order:{colour}" for colour in COLOURS]
    faces += [order_face(card) for card in load_deck("classic").orders]
    faces += [order_face(card, minimale_n=4) for card in load_deck("plus").orders]
    return list(dict.fromkeys(faces))


@pytest.fixture
def art(qapp: object) -> CardArt:
    return CardArt()


def opaque_mask(image: QImage) -> list[bool]:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    return [image.pixelColor(x, y).alpha() > 127 for y in range(image.height()) for x in range(image.width())]


def test_every_face_renders(art: CardArt) -> None:
    for face in all_faces():
        pixmap = art.pixmap(face, 63)
        assert not pixmap.isNull(), face
        assert (pixmap.width(), pixmap.height()) == (63, 88), face
        image = pixmap.toImage()
        inside = [(x, y) for x in (8, 31, 55) for y in (8, 44, 80)]
        assert all(image.pixelColor(x, y).alpha() == 255 for x, y in inside), face
        assert image.pixelColor(0, 0).alpha() < 128, f"{face}: corners should be rounded"


def test_face_svg_is_well_formed_xml(art: CardArt) -> None:
    for face in all_faces():
        root = ET.fromstring(art.face_svg(face))
        assert root.tag.endswith("svg"), face
        assert root.get("viewBox") == "0 0 630 880", face


@pytest.mark.parametrize(
    "face",
    [
        "",
        "ingredient",
        "ingredient:tomato",
        "back:oven",
        "back:order:blue",
        "mamma_mia:red",
        "order:blue:normale:olive=4",
        "order:green:pizza",
        "order:green:normale",
        "order:green:normale:olive=0",
        "order:green:normale:olive=4,olive=1",
        "order:green:normale:tomato=2",
        "order:green:normale:olive=4:colour=red",
        "order:green:bombastica:olive=4",
        "order:green:minipizza:olive=3",
        "order:green:minipizza:olive=3:forbid=olive",
        "order:green:monotoni_junior",
        "order:green:mamma_mia:either=olive,olive",
        "order:green:mamma_mia:either=olive",
        "order:green:monotoni:either=olive,salami",
        "order:green:minimale:n=x",
    ],
)
def test_unknown_face_raises(art: CardArt, face: str) -> None:
    with pytest.raises(ValueError):
        art.face_svg(face)
    with pytest.raises(ValueError):
        art.pixmap(face, 40)


def test_order_face_ids() -> None:
    plus = load_deck("plus")
    assert order_face(plus.orders[0]) == "order:yellow:normale:pineapple=1,olive=4"
    green_olive = next(c for c in plus.orders if c.colour == "green" and c.needs == (0, 4, 1, 0, 0, 0))
    assert order_face(green_olive) == "order:green:normale:olive=4,pepper=1"
    kinds = {card.type: card for card in plus.orders if card.colour == "green"}
    assert order_face(kinds[OrderType.MINIMALE], minimale_n=4) == "order:green:minimale:n=4"
    assert order_face(kinds[OrderType.BOMBASTICA]) == "order:green:bombastica"
    minipizza = order_face(kinds[OrderType.MINIPIZZA])
    assert minipizza.startswith("order:green:minipizza:") and ":forbid=" in minipizza
    assert order_face(kinds[OrderType.MAMMA_MIA]).startswith("order:green:mamma_mia:either=")


def test_order_faces_round_trip() -> None:
    for edition in ("classic", "plus"):
        for card in load_deck(edition).orders:
            parsed = parse_order(order_face(card))
            assert parsed.colour == card.colour and parsed.type is card.type
            assert dict(parsed.needs) == {INGREDIENTS[k]: n for k, n in enumerate(card.needs) if n}
            assert parsed.forbidden == (INGREDIENTS[card.forbidden] if card.forbidden is not None else None)
            assert parsed.either == (tuple(INGREDIENTS[k] for k in card.either) if card.either else None)


def test_recipes_not_in_a_deck_render(art: CardArt) -> None:
    for face in (
        "order:red:normale:olive=2,pepper=3,shrimp=9",
        "order:pink:minipizza:pineapple=3:forbid=salami",
        "order:brown:mamma_mia:either=shrimp,olive",
        "order:purple:minimale:n=7",
    ):
        assert not art.pixmap(face, 50).isNull()


def test_ingredient_icons_differ_in_silhouette(art: CardArt) -> None:
    images = {kind: art.icon_pixmap(kind, 48).toImage() for kind in INGREDIENTS}
    masks = {kind: image.createAlphaMask() for kind, image in images.items()}
    opaque = {kind: opaque_mask(image) for kind, image in images.items()}
    for a, b in combinations(INGREDIENTS, 2):
        assert masks[a] != masks[b], (a, b)
        differing = sum(x != y for x, y in zip(opaque[a], opaque[b], strict=True))
        assert differing > 48 * 48 // 10, f"{a} and {b} have nearly the same silhouette"


def test_colour_symbols_differ_in_silhouette(art: CardArt) -> None:
    opaque = {colour: opaque_mask(art.symbol_pixmap(colour, 48).toImage()) for colour in COLOURS}
    for a, b in combinations(COLOURS, 2):
        differing = sum(x != y for x, y in zip(opaque[a], opaque[b], strict=True))
        assert differing > 48 * 48 // 10, f"{a} and {b} have nearly the same symbol"


def test_labels_are_used_and_escaped(qapp: object) -> None:
    art = CardArt()
    assert b">Salami<" in art.face_svg("ingredient:salami")
    art.set_labels({"salami": "Salame"})
    svg = art.face_svg("ingredient:salami")
    assert b">Salame<" in svg and b"Salami" not in svg
    art = CardArt({"olive": "<Oliva & co>", "or": "oder"})
    svg = art.face_svg("ingredient:olive")
    ET.fromstring(svg)
    assert b"&lt;Oliva &amp; co&gt;" in svg
    assert b">oder<" in art.face_svg("order:yellow:mamma_mia:either=pepper,salami")
    assert set(default_labels()) >= set(INGREDIENTS) | {t.value for t in OrderType} | {"or"}


def test_non_latin_labels_render(qapp: object) -> None:
    art = CardArt({"pineapple": "パイナップル", "normale": "ピッツァ・ノルマーレ"})
    assert "パイナップル".encode() in art.face_svg("ingredient:pineapple")
    assert not art.pixmap("order:yellow:normale:pineapple=1,olive=4", 80).isNull()


def test_pixmap_cache_and_device_pixel_ratio(art: CardArt) -> None:
    face = "ingredient:olive"
    first = art.pixmap(face, 90)
    assert art.pixmap(face, 90) is first
    hidpi = art.pixmap(face, 90, dpr=2.0)
    assert hidpi is not first
    assert hidpi.devicePixelRatio() == 2.0 and hidpi.width() == 180
    assert art.icon_pixmap("olive", 32) is art.icon_pixmap("olive", 32)
    assert art.symbol_pixmap("red", 32, 1.5) is art.symbol_pixmap("red", 32, 1.5)
    art.set_labels({"olive": "Oliva"})
    assert art.pixmap(face, 90) is not first


def test_cache_is_bounded(art: CardArt, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(card_art, "CACHE_SIZE", 3)
    first = art.pixmap("ingredient:shrimp", 20)
    for width in (21, 22, 23):
        art.pixmap("ingredient:shrimp", width)
    assert art.pixmap("ingredient:shrimp", 20) is not first


def test_bad_kinds_and_colours(art: CardArt) -> None:
    assert colour_hex("red").startswith("#") and len(colour_hex("red")) == 7
    with pytest.raises(ValueError):
        colour_hex("blue")
    with pytest.raises(ValueError):
        art.icon_pixmap("tomato", 20)
    with pytest.raises(ValueError):
        art.symbol_pixmap("blue", 20)


def test_every_resource_file_is_needed_and_present() -> None:
    """The self-test's list of what the game needs is exactly what resources/ ships."""
    from mammamia_qt.paths import resources_dir
    from mammamia_qt.tools.selftest import required_resources

    needed = {path for files in required_resources().values() for path in files}
    shipped = {path for path in resources_dir().rglob("*") if path.is_file()}
    assert needed == shipped
