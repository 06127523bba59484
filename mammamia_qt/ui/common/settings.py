"""The player's preferences: a small frozen dataclass, stored in QSettings under ``preferences/``.

No pydantic here: the preferences are read before the first window paints, and pydantic (with
the engine) loads only after it.
"""

from __future__ import annotations

import dataclasses
import os
import stat
import sys
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths


class Speed(StrEnum):
    """How fast the table moves, or how long the computer players seem to think (its pace); stored
    as its value."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"


AI_PACE_MS: dict[Speed, int] = {Speed.SLOW: 1200, Speed.NORMAL: 600, Speed.FAST: 250, Speed.INSTANT: 0}
"""How long an AI player seems to think before it plays, by pace."""

GROUP = "preferences"
PIN_KEY = "kiosk/pin"
"""The operator PIN that unlocks kiosk mode (digits; set by the operator in the configuration file)."""

_TRUE = ("true", "1", "yes", "on")
_FALSE = ("false", "0", "no", "off")


def _speed(value: object) -> Speed:
    if isinstance(value, str) and value in Speed.__members__.values():
        return Speed(value)
    raise ValueError(f"not a speed: {value!r}")


def _flag(value: object) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in _TRUE + _FALSE:
        return value.strip().lower() in _TRUE
    raise ValueError(f"not true or false: {value!r}")


def _whole(value: object, low: int, high: int) -> int:
    if isinstance(value, bool):
        raise ValueError(f"not a number: {value!r}")
    if isinstance(value, int):
        number = value
    elif isinstance(value, float) and value.is_integer():
        number = int(value)
    elif isinstance(value, str) and value.strip().lstrip("+-").isdigit() and len(value) < 12:
        number = int(value.strip())
    else:
        raise ValueError(f"not a whole number: {value!r}")
    if not low <= number <= high:
        raise ValueError(f"{number} is not between {low} and {high}")
    return number


THEMES: tuple[str, ...] = ("light", "dark", "high-contrast")
"""The looks there are (``themes.THEME_NAMES``; named here too, as the preferences load before it)."""
TEXT_SCALES: tuple[int, ...] = (100, 125, 150)
"""The text sizes there are, in per cent of the usual."""


def _theme(value: object) -> str:
    if value in THEMES:
        return str(value)
    raise ValueError(f"not a theme: {value!r}")


def _text_scale(value: object) -> int:
    number = _whole(value, min(TEXT_SCALES), max(TEXT_SCALES))
    if number not in TEXT_SCALES:
        raise ValueError(f"{number} is not one of {', '.join(map(str, TEXT_SCALES))}")
    return number


def _language(value: object) -> str | None:
    if value is None or isinstance(value, str):
        return value
    raise ValueError(f"not a language code: {value!r}")


_CHECKS: dict[str, Any] = {
    "animation_speed": _speed,
    "ai_pace": _speed,
    "fullscreen_on_start": _flag,
    "language": _language,
    "kiosk": _flag,
    "kiosk_idle_seconds": lambda v: _whole(v, 15, 3600),
    "kiosk_countdown_seconds": lambda v: _whole(v, 3, 60),
    "kiosk_keep_demo_games": _flag,
    "phone_lost_seconds": lambda v: _whole(v, 10, 600),
    "coach_after_reveal": _flag,
    "sound_volume": lambda v: _whole(v, 0, 100),
    "sound_muted": _flag,
    "kiosk_attract_sound": _flag,
    "tutorial_offered": _flag,
    "theme": _theme,
    "text_scale": _text_scale,
    "reduced_motion": _flag,
}
"""Each preference's check: the value in its type (a stored "90" is 90, "true" is True), else ValueError."""


@dataclass(frozen=True)
class AppSettings:
    """Preferences that outlive a game (rule options belong to the new game dialog).

    A value out of its range or of the wrong kind raises ValueError; ``from_stored`` keeps the good
    ones of a stored set and lets the others fall back to their defaults.
    """

    animation_speed: Speed = Speed.NORMAL
    ai_pace: Speed = Speed.NORMAL
    fullscreen_on_start: bool = False
    # Language: the interface language code (None follows the system); the language picker and
    # translator loading hook in here.
    language: str | None = None
    # Kiosk: fullscreen without chrome, attract mode when idle, an operator PIN (``kiosk/pin``).
    kiosk: bool = False
    kiosk_idle_seconds: int = 90
    kiosk_countdown_seconds: int = 10
    kiosk_keep_demo_games: bool = False  # the demo's games kept in the game archive too
    # Phones: how long a phone may be lost before the table offers to let the computer play its seat.
    phone_lost_seconds: int = 60
    # The memory coach: a question at each reveal's start when one person plays at the screen.
    coach_after_reveal: bool = False
    # Sound: the effects' volume (0-100, as loud as it sounds), muted (M), the kiosk's demo heard or not.
    sound_volume: int = 70
    sound_muted: bool = False
    kiosk_attract_sound: bool = False
    # The guided first game was offered on a first start (offered once, never in kiosk mode).
    tutorial_offered: bool = False
    # Looks: the theme, the text size in per cent (every text and card), fades instead of flying cards.
    theme: str = "light"
    text_scale: int = 100
    reduced_motion: bool = False

    def __post_init__(self) -> None:
        for name, check in _CHECKS.items():
            object.__setattr__(self, name, check(getattr(self, name)))

    @property
    def ai_delay_ms(self) -> int:
        return AI_PACE_MS[self.ai_pace]

    def replace(self, **changes: Any) -> AppSettings:
        """A copy with ``changes`` (checked like any new settings)."""
        return dataclasses.replace(self, **changes)

    def as_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_stored(cls, data: dict[str, object]) -> AppSettings:
        """The settings in ``data``; unknown keys are ignored, bad values fall back to their defaults."""
        good = {}
        for key, value in data.items():
            if key in _CHECKS:
                try:
                    good[key] = _CHECKS[key](value)
                except ValueError:
                    pass
        return cls(**good)


def _value(raw: object) -> object:
    """QSettings returns strings for bools on some back ends; turn them back."""
    if isinstance(raw, str) and raw.lower() in ("true", "false"):
        return raw.lower() == "true"
    if raw == "":
        return None
    return raw


MAX_SETTINGS_BYTES = 1_000_000
"""The settings file holds a few lines; anything larger is not ours."""


def _small_regular_file(path: Path) -> bool:
    """Whether ``path`` is (a link to) a regular file of at most MAX_SETTINGS_BYTES; opens nothing."""
    try:
        st = os.stat(path)
    except OSError:
        return False
    return stat.S_ISREG(st.st_mode) and st.st_size <= MAX_SETTINGS_BYTES


def guard_settings_files() -> list[Path]:
    """Set aside whatever stands in place of the user's settings files and is not a small regular
    file: QSettings would block forever on a named pipe and read a device or a huge file whole.
    The file is renamed beside itself (never deleted) and the settings start from their defaults.
    Only the native format on Linux and other XDG systems, whose paths are known without opening."""
    if sys.platform in ("win32", "darwin") or QSettings.defaultFormat() != QSettings.Format.NativeFormat:
        return []
    org, app = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    if not org or not app:
        return []
    base = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation))
    moved = []
    for path in (base / org / f"{app}.conf", base / f"{org}.conf"):
        if not os.path.lexists(path) or _small_regular_file(path):
            continue
        from mammamia_qt.storage import set_aside  # only for a file in the way

        try:
            aside = set_aside(path)
        except OSError:
            continue
        moved.append(aside)
        print(
            f"mammamia: {path} is not a usable settings file; it was set aside as {aside.name} "
            "and the settings start from their defaults",
            file=sys.stderr,
        )
    return moved


def load_settings(store: QSettings | None = None) -> AppSettings:
    """The stored preferences; a missing or invalid value falls back to its default."""
    if store is None:
        guard_settings_files()
    store = store or QSettings()
    store.beginGroup(GROUP)
    data = {key: _value(store.value(key)) for key in store.childKeys()}
    store.endGroup()
    return AppSettings.from_stored(data)


def save_settings(settings: AppSettings, store: QSettings | None = None) -> None:
    store = store or QSettings()
    store.beginGroup(GROUP)
    for key, value in settings.as_dict().items():
        if value is None:
            store.remove(key)
        else:
            store.setValue(key, value.value if isinstance(value, StrEnum) else value)
    store.endGroup()
    store.sync()


def operator_pin(store: QSettings | None = None) -> str | None:
    """The configured operator PIN (4-12 digits), or None when none (or an invalid one) is set."""
    raw = (store or QSettings()).value(PIN_KEY)
    pin = str(raw).strip() if raw is not None else ""
    return pin if pin.isdigit() and 4 <= len(pin) <= 12 else None


def set_operator_pin(pin: str | None, store: QSettings | None = None) -> None:
    store = store or QSettings()
    if pin is None:
        store.remove(PIN_KEY)
    else:
        store.setValue(PIN_KEY, pin)
    store.sync()
