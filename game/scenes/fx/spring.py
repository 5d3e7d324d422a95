"""The field's spring (TETR.IO's bounce): a hard drop or a big clear kicks the field down and
it springs back, a damped oscillation that is mostly downward and at rest within a third of a
second.

A scene adds :meth:`Spring.offset` to its shake's (``game.scenes.shake.moved``): the kept
pictures are copied moved by it and what is drawn live is drawn moved the same way, so the
spring costs no picture made again (as the shake). Kicks add up (a second drop before the
first settled bounces on), at most :data:`MOST_KICKS_PX` times the biggest kick.
"""

from __future__ import annotations

import math

SPRING_HZ = 5.0  # the oscillation: down, back up a little past rest, down a little …
SPRING_DECAY = 14.0  # 1/s: the second swing (up) is a quarter of the first, the third 6 %
REST_S = 0.35  # a kick's swing is under half a pixel after this (up to 16 px kicks)
MOST_KICKS_PX = 1.5  # kicks in a row add up to at most this many times the biggest one


def _peak(omega: float, decay: float) -> float:
    """The first peak of ``e^(-decay·t)·sin(omega·t)``: kicks are scaled so that it is 1."""
    t = math.atan2(omega, decay) / omega
    return math.exp(-decay * t) * math.sin(omega * t)


class Spring:
    """The field's spring: :meth:`kick` it, read :meth:`offset` each frame."""

    def __init__(self, hz: float = SPRING_HZ, decay: float = SPRING_DECAY) -> None:
        self.omega = 2.0 * math.pi * hz
        self.decay = decay
        self._scale = 1.0 / _peak(self.omega, decay)
        self.kicks: list[tuple[float, float]] = []  # (px, when)

    def kick(self, px: float, now: float) -> None:
        """Push the field down by about ``px`` pixels at its lowest (0 or less: nothing)."""
        self.kicks = [k for k in self.kicks if now - k[1] < REST_S]
        if px > 0:
            self.kicks.append((float(px), now))

    def clear(self) -> None:
        """Stop at once (a new game, a pause)."""
        self.kicks = []

    def at_rest(self, now: float) -> bool:
        """Whether no kick moves the field any more at ``now``."""
        return all(not 0 <= now - t < REST_S for _, t in self.kicks)

    def displacement(self, now: float) -> float:
        """How far down the field is at ``now`` (pixels; negative: above its rest)."""
        total, biggest = 0.0, 0.0
        for px, t0 in self.kicks:
            t = now - t0
            if 0 <= t < REST_S:
                total += px * self._scale * math.exp(-self.decay * t) * math.sin(self.omega * t)
                biggest = max(biggest, px)
        most = biggest * MOST_KICKS_PX
        return max(-most, min(most, total))

    def offset(self, now: float) -> tuple[float, float]:
        """The field's offset at ``now`` (x, y) in whole pixels, as the kept pictures move."""
        return 0.0, float(-round(self.displacement(now)))
