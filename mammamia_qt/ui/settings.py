"""The player's preferences: a small pydantic model, stored in QSettings under ``preferences/``."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError
from PySide6.QtCore import QSettings

Speed = Literal["slow", "normal", "fast", "instant"]
SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")

AI_PACE_MS: dict[str, int] = {"slow": 1200, "normal": 600, "fast": 250, "instant": 0}
"""How long an AI player seems to think before it plays, by pace."""

GROUP = "preferences"


class AppSettings(BaseModel):
    """Preferences that outlive a game (rule options belong to the new game dialog)."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    animation_speed: Speed = "normal"
    ai_pace: Speed = "normal"
    fullscreen_on_start: bool = False
    # Language: the interface language code (None follows the system); the language picker and
    # translator loading hook in here.
    language: str | None = None

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


def load_settings(store: QSettings | None = None) -> AppSettings:
    """The stored preferences; a missing or invalid value falls back to its default."""
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
