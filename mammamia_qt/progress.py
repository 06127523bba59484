"""Long command-line work: a progress bar on stderr (when it is a terminal) and a clean Ctrl+C.

``Progress`` is used as a context manager around the work. Inside it, the first Ctrl+C only sets
``stopped``: the loops check it between steps, stop, and the command prints what was done so far.
A second Ctrl+C interrupts at once (KeyboardInterrupt). The bar is tqdm's; it is drawn only when
stderr is a terminal, so pipes and logs get the JSON result alone.

Code that may run without a command line (tests, the window) takes ``progress=None`` and uses
``QUIET``, which draws nothing and is never stopped.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from types import FrameType
from typing import IO, Any

from tqdm import tqdm


class Progress:
    def __init__(self, stream: IO[str] | None = None, *, show: bool | None = None, interrupt: bool = True):
        self.stream = stream if stream is not None else sys.stderr
        if show is None:
            try:
                show = bool(self.stream.isatty())
            except (AttributeError, ValueError):
                show = False
        self.show = show
        self.stopped = False
        self._interrupt = interrupt
        self._previous: Any = None
        self._installed = False
        self._bar: tqdm[Any] | None = None

    # ------------------------------------------------------------------ Ctrl+C
    def __enter__(self) -> Progress:
        if self._interrupt and threading.current_thread() is threading.main_thread():
            self._previous = signal.signal(signal.SIGINT, self._on_sigint)
            self._installed = True
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
        if self._installed:
            signal.signal(signal.SIGINT, self._previous)
            self._installed = False

    def _on_sigint(self, _signum: int, _frame: FrameType | None) -> None:
        if self.stopped:  # the second Ctrl+C: the user does not want to wait for the step to end
            raise KeyboardInterrupt
        self.stopped = True

    # ------------------------------------------------------------------ the bar
    def start(self, total: int | None, desc: str, unit: str = "it") -> None:
        """A new bar (the previous one is closed) for ``total`` steps of ``unit``."""
        self.close()
        sized = self._columns() > 0  # a terminal that does not say its size gets 80x24
        self._bar = tqdm(
            total=total, desc=desc, unit=unit, file=self.stream, disable=not self.show, leave=False,
            dynamic_ncols=sized, ncols=None if sized else 80, nrows=None if sized else 24,
        )  # fmt: skip

    def _columns(self) -> int:
        try:
            return os.get_terminal_size(self.stream.fileno()).columns
        except (AttributeError, ValueError, OSError):
            return 0

    def advance(self, n: int = 1) -> None:
        if self._bar is not None:
            self._bar.update(n)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None


class _Quiet(Progress):
    """No bar, no signal handler, never stopped."""

    def __init__(self) -> None:
        super().__init__(show=False, interrupt=False)

    def start(self, total: int | None, desc: str, unit: str = "it") -> None:
        pass


QUIET = _Quiet()
