"""The player's preferences: a small pydantic model, stored in QSettings under ``preferences/``."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

from mammamia_qt.engine.files import FileError, check_regular
from mammamia_qt.storage import set_aside

Speed = Literal["slow", "normal", "fast", "instant"]
SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")

AI_PACE_MS: dict[str, int] = {"slow": 1200, "normal": 600, "fast": 250, "instant": 0}
"""How long an AI player seems to think before it plays, by pace."""

GROUP = "preferences"
PIN_KEY = "kiosk/pin"
"""The operator PIN that unlocks kiosk mode (digits; set by the operator in the configuration file)."""


class AppSettings(BaseModel):
    """Preferences that outlive a game (rule options belong to the new game dialog)."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    animation_speed: Speed = "normal"
    ai_pace: Speed = "normal"
    fullscreen_on_start: bool = False
    # Language: the interface language code (None follows the system); the language picker and
    # translator loading hook in here.
    language: str | None = None
    # Kiosk: fullscreen without chrome, attract mode when idle, an operator PIN (``kiosk/pin``).
    kiosk: bool = False
    kiosk_idle_seconds: int = Field(default=90, ge=15, le=3600)
    kiosk_countdown_seconds: int = Field(default=10, ge=3, le=60)

    @property
    def ai_delay_ms(self) -> int:
        return AI_PACE_MS[self.ai_pace]


def _value(raw: object) -> object:
    """QSettings returns strings for bools on some back ends; turn them back."""
    if isinstance(raw, str) and raw.lower() in ("true", "false"):
        return raw.lower() == "true"
    if raw == "":
        return None
    return raw


MAX_SETTINGS_BYTES = 1_000_000
"""The settings file holds a few lines; anything larger is not ours."""


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
        if not os.path.lexists(path):
            continue
        try:
            if check_regular(path).st_size <= MAX_SETTINGS_BYTES:
                continue
        except FileError:
            pass
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
    data = {k: v for k, v in data.items() if k in AppSettings.model_fields}
    try:
        return AppSettings.model_validate(data)
    except ValidationError:
        good = {}
        for key, value in data.items():
            try:
                AppSettings.model_validate({key: value})
                good[key] = value
            except ValidationError:
                pass
        return AppSettings.model_validate(good)


def save_settings(settings: AppSettings, store: QSettings | None = None) -> None:
    store = store or QSettings()
    store.beginGroup(GROUP)
    for key, value in settings.model_dump().items():
        if value is None:
            store.remove(key)
        else:
            store.setValue(key, value)
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
