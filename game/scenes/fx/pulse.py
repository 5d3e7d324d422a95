"""The background's pulse: big moments light the grid up for a moment, and a ring of light
spreads from where they happened, fading within a second.

It is drawn over the kept picture of the background (``Background.draw_pulse``: the grid's
lines alone, added), so it costs the lines' pixels and nothing is drawn again; the kept
panels and boards are holes it leaves dark (their rects, given by the scene). A scene draws
it right after the backdrop, before anything live, moved as the kept pictures are. Once the
grid's own light is gone (:data:`GLOW_SECONDS`) only the lines' parts near the ring are drawn.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import arcade

from game.render.kept.backdrop import background_time

PULSE_SECONDS = 0.75  # the ring's
GLOW_SECONDS = 0.22  # the whole grid's light: then only the ring's part of the grid is drawn
GLOW = 1.8  # the whole grid's extra light at a full kick (times its own brightness)
RING = 8.0  # the ring's, on top
RING_SPEED = 1100.0  # reference px a second the ring spreads (the screen's width in ~1 s)
RING_WIDTH = 70.0  # reference px


def holes(rects: Iterable[arcade.Rect], ratio: float = 1.0
          ) -> tuple[tuple[float, float, float, float], ...]:
    """Rects (pixels) as the pulse's holes (left, bottom, right, top, framebuffer pixels)."""
    return tuple((r.left * ratio, r.bottom * ratio, r.right * ratio, r.top * ratio)
                 for r in rects)


class Pulse:
    """The grid's pulse: :meth:`kick` starts one, :meth:`draw` draws it."""

    def __init__(self, seconds: float = PULSE_SECONDS) -> None:
        self.seconds = seconds
        self.strength = 0.0
        self.start = -1e9
        self.center = (0.0, 0.0)

    def kick(self, strength: float, now: float, center: tuple[float, float]) -> None:
        """A pulse of ``strength`` (0–1; 0 or less: nothing) whose ring spreads from
        ``center`` (framebuffer pixels); a weaker one does not cut a stronger one short."""
        if strength > 0 and strength >= self.remaining(now):
            self.strength, self.start, self.center = min(1.0, strength), now, center

    def clear(self) -> None:
        """No pulse any more (a new game, a pause)."""
        self.strength = 0.0

    def remaining(self, now: float) -> float:
        """What is left of the pulse at ``now`` (its strength, falling to 0)."""
        t = (now - self.start) / self.seconds
        return self.strength * (1.0 - t) if 0 <= t < 1 else 0.0

    def levels(self, now: float, scale: float = 1.0) -> tuple[float, float, float]:
        """(glow, ring, radius px) at ``now``; ``scale``: px per reference unit."""
        left = self.remaining(now)
        if left <= 0:
            return 0.0, 0.0, 0.0
        t = now - self.start
        glow = max(0.0, 1.0 - t / GLOW_SECONDS)
        return (self.strength * GLOW * glow * glow, left * RING, RING_SPEED * scale * t)

    def draw(self, background: Any, now: float, scale: float = 1.0,
             keep_out: tuple[tuple[float, float, float, float], ...] = (),
             shift: tuple[int, int] = (0, 0)) -> bool:
        """Light ``background``'s grid (over its kept picture; ``keep_out``: :func:`holes`),
        moved by ``shift`` (framebuffer pixels). Returns whether anything was drawn."""
        glow, ring, radius = self.levels(now, scale)
        if glow <= 0 and ring <= 0:
            return False
        background.draw_pulse(background_time(now), glow, ring, self.center, radius,
                              RING_WIDTH * scale, keep_out, shift)
        return True
