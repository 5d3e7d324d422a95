"""Scaling the 1280×720 reference layout to any window size and aspect ratio.

Scenes place things in reference units; :class:`Layout` maps them to pixels. The part of the
reference rectangle a scene actually uses (its ``view``, the whole 1280×720 by default) is
scaled uniformly to fit and centred, so nothing stretches and nothing is cut off, and a scene
whose content is narrow (the play field) grows to the full height of a 4:3 window. The
background still fills the whole window. Fonts are sized in pixels after scaling (not
scaled bitmaps), so text stays sharp at any size.
"""

from __future__ import annotations

from dataclasses import dataclass

import arcade

REF_W = 1280.0
REF_H = 720.0


FULL_VIEW = (0.0, 0.0, REF_W, REF_H)


@dataclass(frozen=True, slots=True)
class Layout:
    """Reference coordinates (x right, y up, origin bottom-left) to window pixels.

    ``view`` (left, bottom, width, height, in reference units) is the region that must fit.
    """

    width: int
    height: int
    view: tuple[float, float, float, float] = FULL_VIEW

    @property
    def scale(self) -> float:
        _, _, vw, vh = self.view
        return max(0.05, min(self.width / vw, self.height / vh))

    @property
    def origin(self) -> tuple[float, float]:
        """Where reference (0, 0) lands, in pixels (may be off-window for a narrow view)."""
        s = self.scale
        left, bottom, vw, vh = self.view
        return (self.width - vw * s) / 2.0 - left * s, (self.height - vh * s) / 2.0 - bottom * s

    def x(self, rx: float) -> float:
        return self.origin[0] + rx * self.scale

    def y(self, ry: float) -> float:
        return self.origin[1] + ry * self.scale

    def pt(self, rx: float, ry: float) -> tuple[float, float]:
        return self.x(rx), self.y(ry)

    def len(self, rlen: float) -> float:
        """A reference length in pixels."""
        return rlen * self.scale

    def font(self, size: float) -> float:
        """A font size for the window; never so small that it cannot be read."""
        return max(7.0, size * self.scale)

    def rect(self, left: float, bottom: float, width: float, height: float) -> arcade.Rect:
        """A reference box (left, bottom, width, height) as a pixel ``arcade.Rect``."""
        return arcade.LBWH(self.x(left), self.y(bottom), self.len(width), self.len(height))

    def centered(self, cx: float, cy: float, width: float, height: float) -> arcade.Rect:
        """A reference box given by its centre, as a pixel ``arcade.Rect``."""
        return self.rect(cx - width / 2, cy - height / 2, width, height)

    @property
    def window_rect(self) -> arcade.Rect:
        return arcade.LBWH(0, 0, self.width, self.height)
