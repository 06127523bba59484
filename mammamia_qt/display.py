"""Can a window be opened here? Asked before Qt is started, because Qt aborts when it cannot.

Without a display (a server, an SSH session, a CI job) or without the X11 libraries that Qt's xcb
plugin loads, Qt prints several lines about plugins and ``xcb-cursor0`` and then aborts the process.
``display_problem`` finds the same cases first, so ``mammamia`` can say in one line what is wrong
and how to run it instead. No Qt here: it runs before PySide6 is imported.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping

HOW_TO_RUN = (
    "run it in a desktop session, as a kiosk under cage (cage -- mammamia --kiosk), "
    "or with QT_QPA_PLATFORM=offscreen for tests"
)

XCB_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}
"""The system libraries Qt's xcb platform plugin needs beyond Qt's own, with their Debian packages."""


def _wayland_reachable(env: Mapping[str, str]) -> bool:
    name = env.get("WAYLAND_DISPLAY", "")
    if not name:
        return False
    path = name if os.path.isabs(name) else os.path.join(env.get("XDG_RUNTIME_DIR", ""), name)
    return _connects(path)


def _connects(address: str | tuple[str, int], timeout: float = 2.0) -> bool:
    """Whether a server answers at ``address``: a Unix socket's path, or a (host, port)."""
    import socket  # only when a display is to be reached: an offscreen start never needs it

    family = socket.AF_UNIX if isinstance(address, str) else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.settimeout(timeout)
        try:
            probe.connect(address)
        except OSError:
            return False
    return True


def x11_reachable(display: str) -> bool:
    """Whether an X server answers at ``display`` (``[host]:n[.screen]``)."""
    host, _, rest = display.rpartition(":")
    number = rest.split(".")[0]
    if not number.isdigit():
        return False
    if host in ("", "unix"):
        path = f"/tmp/.X11-unix/X{number}"
        return _connects("\0" + path) or _connects(path)
    return _connects((host, 6000 + int(number)))


def missing_xcb_packages() -> list[str]:
    """The Debian packages of the xcb libraries that cannot be loaded."""
    import ctypes  # only on X11, where Qt's xcb plugin is about to load these libraries itself

    missing = []
    for library, package in XCB_LIBRARIES.items():
        try:
            ctypes.CDLL(library)
        except OSError:
            missing.append(package)
    return missing


def display_problem(env: Mapping[str, str] | None = None, qt_args: list[str] | None = None) -> str | None:
    """One line saying why no window can be opened, or None when Qt should be able to open one."""
    env = os.environ if env is None else env
    if not sys.platform.startswith("linux") or "-platform" in (qt_args or []):
        return None
    platform = env.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith(("xcb", "wayland")):
        return None  # offscreen, eglfs, vnc...: the user chose, Qt reports on its own
    may_wayland = "wayland" in platform or not platform
    may_xcb = "xcb" in platform or not platform
    if may_wayland and _wayland_reachable(env):
        return None
    display = env.get("DISPLAY", "")
    if not may_xcb or not display:
        if not display and not env.get("WAYLAND_DISPLAY"):
            return f"mammamia: there is no display to open the window on (DISPLAY is not set): {HOW_TO_RUN}."
        shown = f"WAYLAND_DISPLAY={env.get('WAYLAND_DISPLAY', '')}" if may_wayland else f"DISPLAY={display}"
        return f"mammamia: cannot connect to the display ({shown}): {HOW_TO_RUN}."
    if not x11_reachable(display):
        return f"mammamia: cannot connect to the display (DISPLAY={display}): {HOW_TO_RUN}."
    missing = missing_xcb_packages()
    if missing:
        return (
            f"mammamia: Qt needs the system libraries {', '.join(missing)} to open a window on X11 "
            f"(sudo apt-get install {' '.join(missing)})."
        )
    return None
