"""Card pixmaps kept on disk between starts, shadows baked into table pixmaps, a cache bounded in bytes."""

from __future__ import annotations

from pathlib import Path

import pytest

from mammamia_qt.ui.art import card_art
from mammamia_qt.ui.art.card_art import CardArt

pytestmark = pytest.mark.qt_log_level_fail("WARNING")


def test_disk_cache_gives_the_same_pixels(qapp: object, tmp_path: Path) -> None:
    first = CardArt(disk_cache=tmp_path)
    rendered = first.pixmap("ingredient:olive", 90, 2.0).toImage()
    assert len(list(tmp_path.glob("cards-*/*.png"))) == 1
    later = CardArt(disk_cache=tmp_path)
    loaded = later.pixmap("ingredient:olive", 90, 2.0)
    assert loaded.devicePixelRatio() == 2.0
    assert loaded.toImage() == rendered


def test_disk_cache_keys_include_the_labels(qapp: object, tmp_path: Path) -> None:
    CardArt(disk_cache=tmp_path).pixmap("ingredient:olive", 60)
    CardArt({"olive": "Oliva"}, disk_cache=tmp_path).pixmap("ingredient:olive", 60)
    assert len(list(tmp_path.glob("cards-*/*.png"))) == 2


def test_prune_removes_older_art(qapp: object, tmp_path: Path) -> None:
    old = tmp_path / "cards-0000"
    old.mkdir()
    (old / "x.png").write_bytes(b"")
    art = CardArt(disk_cache=tmp_path)
    art.pixmap("back:ingredient", 40)
    art.disk.prune()  # type: ignore[union-attr]
    assert not old.exists() and len(list(tmp_path.glob("cards-*/*.png"))) == 1


def test_shadowed_pixmap_holds_card_and_shadow(qapp: object) -> None:
    art = CardArt()
    face = art.pixmap("ingredient:salami", 100)
    shadowed = art.shadowed_pixmap("ingredient:salami", 100)
    assert shadowed.width() > face.width() and shadowed.height() > face.height()
    image = shadowed.toImage()
    assert image.pixelColor(50, 50) == face.toImage().pixelColor(50, 50)
    assert image.pixelColor(shadowed.width() - 2, shadowed.height() // 2).alpha() > 0  # the shadow
    assert art.shadowed_pixmap("ingredient:salami", 100) is shadowed


def test_pixmap_cache_is_bounded_in_bytes(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(card_art, "CACHE_BYTES", 200 * 280 * 4 * 2)
    art = CardArt()
    first = art.pixmap("ingredient:shrimp", 200)
    for width in (201, 202, 203):
        art.pixmap("ingredient:shrimp", width)
    assert art.pixmap("ingredient:shrimp", 200) is not first
