"""Flashes: a field or the whole screen washed towards a colour for a moment, fading out.

Drawn live, over the kept pictures and the cells, as rects of a frame's ``LiveShapes`` (the
HUD's, or one of the scene's own: one draw call for every flash and pill of the frame). The
strength a scene kicks with is its design times ``Strengths.flash``, which reduced motion
caps (``game.scenes.fx.strengths``), so a flash never outshines that.
"""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from game.ui.live_shapes import LiveShapes
from game.ui.theme import Color, with_alpha

FLASH_SECONDS = 0.28
UNSEEN = 3  # an opacity (of 255) too faint to see: not drawn (a screen flash is a full pass)
WHITE: Color = (255, 255, 255, 255)


@dataclass(frozen=True, slots=True)
class Lit:
    """One flash: how strong it starts (0–1: the colour's opacity), where (None: the whole
    screen), its colour and times."""

    strength: float
    rect: arcade.Rect | None
    color: Color
    born: float
    seconds: float


class Flash:
    """Flashes in flight: :meth:`kick` starts one, :meth:`add_to` draws them into a frame."""

    def __init__(self) -> None:
        self.lit: list[Lit] = []

    def kick(self, strength: float, now: float, rect: arcade.Rect | None = None,
             color: Color = WHITE, seconds: float = FLASH_SECONDS) -> None:
        """Flash ``rect`` (pixels; None: the whole screen) in ``color`` at ``strength``
        (0–1; 0 or less: nothing), fading out over ``seconds``."""
        if strength > 0 and seconds > 0:
            self.lit.append(Lit(min(1.0, strength), rect, color, now, seconds))

    def clear(self) -> None:
        """No flash any more (a new game, a pause)."""
        self.lit = []

    def alpha(self, lit: Lit, now: float) -> int:
        """Its opacity at ``now`` (0–255): all at once, then falling off quadratically."""
        t = (now - lit.born) / lit.seconds
        return round(255 * lit.strength * (1.0 - t) ** 2) if 0 <= t < 1 else 0

    def active(self, now: float) -> bool:
        """Whether any flash shows at ``now``."""
        return any(self.alpha(lit, now) >= UNSEEN for lit in self.lit)

    def add_to(self, shapes: LiveShapes, now: float, screen: arcade.Rect) -> None:
        """The flashes showing at ``now`` as rects of ``shapes`` (``screen``: the whole
        screen's rect, pixels); those over are forgotten."""
        self.lit = [lit for lit in self.lit if now - lit.born < lit.seconds]
        for lit in self.lit:
            a = self.alpha(lit, now)
            if a >= UNSEEN:
                shapes.rect(lit.rect or screen, with_alpha(lit.color, a))
