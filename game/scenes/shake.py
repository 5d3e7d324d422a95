"""The screen shake of big clears (and, later, bombs): a short decaying jolt."""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from pyglet.math import Mat4, Vec3

# Screen shake on row clears: amplitude in reference pixels (1280×720, scaled with the window)
# per cleared row, so 2 px for a single up to 8 px for four rows. The one place its strength
# is set (until it comes from the settings).
SHAKE_PX_PER_ROW = 2.0
SHAKE_SECONDS = 0.3


class Shake:
    """A short, decaying screen shake: :meth:`kick` starts one, :meth:`offset` reads it."""

    def __init__(self, seconds: float = SHAKE_SECONDS) -> None:
        self.seconds = seconds
        self.amplitude = 0.0
        self.start = -math.inf

    def kick(self, amplitude: float, now: float) -> None:
        """Shake by ``amplitude`` px; a weaker kick does not cut a stronger one short."""
        amplitude = max(amplitude, self.strength(now))
        if amplitude > 0:
            self.amplitude, self.start = amplitude, now

    def strength(self, now: float) -> float:
        """The amplitude left at ``now`` (falls off quadratically to 0)."""
        t = now - self.start
        if not 0 <= t < self.seconds:
            return 0.0
        return self.amplitude * (1.0 - t / self.seconds) ** 2

    def offset(self, now: float) -> tuple[float, float]:
        """Whole-pixel offset at ``now``: a jolt down first, then jitter that dies away."""
        a = self.strength(now)
        if a <= 0:
            return 0.0, 0.0
        t = now - self.start
        return (round(a * math.sin(2 * math.pi * 17 * t + 0.6)),
                round(-a * math.cos(2 * math.pi * 13 * t)))


def total(*offsets: tuple[float, float]) -> tuple[float, float]:
    """Offsets added up (the shake's and the field's spring: both move the same pictures)."""
    return sum(o[0] for o in offsets), sum(o[1] for o in offsets)


@contextmanager
def shaken(ctx: Any, shake: Shake, now: float,
           *more: tuple[float, float]) -> Iterator[None]:
    """Draw what is inside offset by the shake and ``more`` offsets (the field's spring; a
    scene moves its kept pictures with them: ``Scene.still_shift``)."""
    with moved(ctx, total(shake.offset(now), *more)):
        yield


@contextmanager
def moved(ctx: Any, offset: tuple[float, float]) -> Iterator[None]:
    """Draw what is inside offset by ``offset`` (world units): the view matrix is moved for
    the block and put back after, even if drawing fails."""
    dx, dy = offset
    if not (dx or dy):
        yield
        return
    view = ctx.view_matrix
    ctx.view_matrix = Mat4.from_translation(Vec3(dx, dy, 0.0)) @ view
    try:
        yield
    finally:
        ctx.view_matrix = view
