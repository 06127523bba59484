"""The global animation speed and the tracker of running card animations.

Every card motion goes through ``Animator.animate`` so the table knows when all are finished
(kpat's ``cardAnimationDone``). At instant speed nothing runs: end values are set at once. With
reduced motion a card does not fly: it fades out where it is and fades in where it goes, one step
after another as before.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QAnimationGroup,
    QEasingCurve,
    QObject,
    QPauseAnimation,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)

from mammamia_qt.ui.common.settings import Speed
from mammamia_qt.ui.common.style import reduced_motion

SPEED_FACTORS: dict[Speed, float] = {Speed.SLOW: 0.5, Speed.NORMAL: 1.0, Speed.FAST: 3.0, Speed.INSTANT: 0.0}
"""Each speed's factor (0 means instant)."""

QUICK = 4.0
"""The least speed factor while replaying (a resumed reveal shown again up to where it was)."""

MOVE_MS = 320
FLIP_MS = 260
FADE_OUT_MS = 160
FADE_IN_MS = 240
"""With reduced motion, a move is a fade out at its source and a fade in at its target (together a
little longer than a flight, so each step of a reveal is still seen on its own)."""


class Animator(QObject):
    """Runs property animations at the global speed and reports when none is left running.

    Signals:
        idle(): the last running animation finished.
    """

    idle = Signal()

    def __init__(self, parent: QObject | None = None, speed: Speed = Speed.NORMAL) -> None:
        super().__init__(parent)
        self._factor = SPEED_FACTORS[Speed.NORMAL]
        self._running: dict[QAbstractAnimation, Callable[[], None] | None] = {}
        self._fades: dict[
            QObject, tuple[Any, QAbstractAnimation]
        ] = {}  # a fading item: where to, by which group
        self._hurry = False
        self._paused = False
        self._quick = False
        self.reduced: bool | None = None  # None: the setting (``style.reduced_motion``)
        self.set_speed(speed)

    # ------------------------------------------------------------------ speed
    def set_speed(self, name: str) -> None:
        if name not in SPEED_FACTORS:
            raise ValueError(f"unknown speed {name!r}; choose one of {', '.join(Speed)}")
        self.speed = name
        self._factor = SPEED_FACTORS[Speed(name)]

    @property
    def instant(self) -> bool:
        return self._factor == 0 or self._hurry

    def set_hurry(self, hurry: bool) -> None:
        """While hurrying (a skipped reveal), every animation is instant."""
        self._hurry = hurry
        if hurry:
            self.finish_all()

    def set_quick(self, quick: bool) -> None:
        """While quick, animations run at least at the ``QUICK`` factor (a replay)."""
        self._quick = quick

    def duration(self, ms: int) -> int:
        factor = max(self._factor, QUICK) if self._quick else self._factor
        return 0 if self.instant else max(1, int(ms / factor))

    @property
    def busy(self) -> bool:
        return bool(self._running)

    # ------------------------------------------------------------------ pause
    @property
    def paused(self) -> bool:
        return self._paused

    def set_paused(self, paused: bool) -> None:
        """Hold every running animation where it is (a menu or dialog is open), or let them go on."""
        if paused == self._paused:
            return
        self._paused = paused
        for anim in list(self._running):
            if paused and anim.state() == QAbstractAnimation.State.Running:
                anim.pause()
            elif not paused and anim.state() == QAbstractAnimation.State.Paused:
                anim.resume()

    # ------------------------------------------------------------------ running
    def animate(
        self,
        target: QObject,
        prop: str,
        end: Any,
        ms: int = MOVE_MS,
        *,
        delay: int = 0,
        easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        """Animate ``target.prop`` to ``end``; ``on_done`` runs when it is there."""
        prepare = getattr(target, "prepare", None)
        if prepare is not None and not self.instant:  # a card: its faces at the size it will have
            if prop == "cardWidth":
                prepare(end)
            elif prop == "flip":
                prepare()
        if self.instant:
            target.setProperty(prop, end)
            if on_done:
                on_done()
            return
        if prop == "pos" and (self.reduced if self.reduced is not None else reduced_motion()):
            self._fade_to(target, end, delay, on_done)
            return
        anim = QPropertyAnimation(target, prop.encode())
        anim.item = target  # type: ignore[attr-defined]  # see _target_gone
        anim.setEndValue(end)
        anim.setDuration(self.duration(ms))
        anim.setEasingCurve(easing)
        if delay:
            group = QSequentialAnimationGroup(self)
            group.addPause(self.duration(delay))
            group.addAnimation(anim)
            self._start(group, on_done)
        else:
            anim.setParent(self)
            self._start(anim, on_done)

    def _fade_to(self, target: QObject, end: Any, delay: int, on_done: Callable[[], None] | None) -> None:
        """Move ``target`` to ``end`` without passing anything between: fade out, jump, fade in.

        An item already there, or already fading to there, is left as it is: a hand laid out again
        where it lies (a turn ending, a selection changing) must not fade out and in, card after
        card, for no move."""
        going = self._fades.get(target)
        if going is None and target.property("pos") == end:
            if on_done:
                on_done()
            return
        if going is not None and going[0] == end and on_done is None:
            return
        group = QSequentialAnimationGroup(self)
        if delay:
            group.addPause(self.duration(delay))
        for prop, start, stop, ms in (
            ("opacity", None, 0.0, FADE_OUT_MS),
            ("pos", end, end, 1),  # from the target to the target: no place between
            ("opacity", 0.0, 1.0, FADE_IN_MS),  # (cards are always opaque: a fade cut short ends whole)
        ):
            anim = QPropertyAnimation(target, prop.encode())
            anim.item = target  # type: ignore[attr-defined]  # see _target_gone
            if start is not None:
                anim.setStartValue(start)
            anim.setEndValue(stop)
            anim.setDuration(self.duration(ms) if ms > 1 else 1)
            group.addAnimation(anim)
        self._fades[target] = (end, group)
        self._start(group, on_done)

    def wait(self, ms: int, on_done: Callable[[], None] | None = None) -> None:
        """A pause the table waits for (e.g. to show an order's verdict)."""
        if self.instant:
            if on_done:
                on_done()
            return
        self._start(QPauseAnimation(self.duration(ms), self), on_done)

    def _start(self, anim: QAbstractAnimation, on_done: Callable[[], None] | None) -> None:
        self._running[anim] = on_done
        # The animation's connections hold the animator weakly: held strongly, they could be the
        # last hold on it, and the animation's own deferred deletion (``_finished``) would then
        # delete its parent, and so itself a second time, from inside its destructor.
        me = weakref.ref(self)
        anim.finished.connect(lambda a=anim: _tell(me, a))
        # Qt stops an animation without 'finished' when a newer one takes over the same property.
        anim.stateChanged.connect(
            lambda new, _old, a=anim: _tell(me, a) if new == QAbstractAnimation.State.Stopped else None
        )
        anim.start()
        if self._paused:
            anim.pause()

    def _finished(self, anim: QAbstractAnimation) -> None:
        # Qt stops running animations while it destroys them with their table: nothing to call then.
        if not shiboken6.isValid(self) or anim not in self._running:
            return
        on_done = self._running.pop(anim)
        for target, (_, group) in list(self._fades.items()):
            if group is anim:
                del self._fades[target]
        anim.deleteLater()
        if on_done and not _target_gone(anim):  # a card deleted with its table has nothing left to do
            on_done()
        if not self._running:
            self.idle.emit()

    def finish_all(self) -> None:
        """Jump every running animation to its end (end values set, callbacks run)."""
        while self._running:
            anim = next(iter(self._running))
            anim.setCurrentTime(anim.totalDuration())
            if anim in self._running:  # not finished by the jump (e.g. a stopped group)
                anim.stop()
                self._finished(anim)


def _tell(animator: weakref.ref[Animator], anim: QAbstractAnimation) -> None:
    """``anim`` ended: its animator, if it is still there, takes note (``Animator._finished``)."""
    alive = animator()
    if alive is not None:
        alive._finished(anim)


def _target_gone(anim: QAbstractAnimation) -> bool:
    """Whether the item an animation moved was deleted under it (the table is being destroyed)."""
    if isinstance(anim, QPropertyAnimation):
        # The item itself, as animated: while it is being destroyed, targetObject() still answers
        # with a bare QObject, but the item's own wrapper is already invalid.
        target = getattr(anim, "item", None) or anim.targetObject()
        return target is None or not shiboken6.isValid(target)
    if isinstance(anim, QAnimationGroup):
        return any(_target_gone(anim.animationAt(i)) for i in range(anim.animationCount()))
    return False
