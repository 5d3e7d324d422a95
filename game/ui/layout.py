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

    ``view`` (left, bottom, width, height, in reference units) is the region that must fit;
    ``frame`` (left, bottom, width, height, in pixels) is where it fits, the whole window by
    default (a part of a screen stacked under another in a portrait window: :func:`stack`).
    """

    width: int
    height: int
    view: tuple[float, float, float, float] = FULL_VIEW
    frame: tuple[float, float, float, float] | None = None

    @property
    def _frame(self) -> tuple[float, float, float, float]:
        return self.frame or (0.0, 0.0, float(self.width), float(self.height))

    @property
    def scale(self) -> float:
        _, _, vw, vh = self.view
        _, _, fw, fh = self._frame
        return max(0.05, min(fw / vw, fh / vh))

    @property
    def origin(self) -> tuple[float, float]:
        """Where reference (0, 0) lands, in pixels (may be off-window for a narrow view)."""
        s = self.scale
        left, bottom, vw, vh = self.view
        fl, fb, fw, fh = self._frame
        return (fl + (fw - vw * s) / 2.0 - left * s,
                fb + (fh - vh * s) / 2.0 - bottom * s)

    @property
    def portrait(self) -> bool:
        """A window taller than wide: screens laid out for landscape stack their parts."""
        return self.height > self.width

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


def stack(width: int, height: int, views: list[tuple[float, float, float, float]],
          bottom: float = 0.0) -> list[Layout]:
    """Layouts for reference regions shown one under another (first on top) at one scale,
    each centred across the window: a landscape screen's columns in a portrait window.
    ``bottom`` reference units at the window's foot stay free (the key hints)."""
    widest = max(v[2] for v in views)
    total = sum(v[3] for v in views) + bottom
    scale = max(0.05, min(width / widest, height / total))
    y = (height + (total - bottom) * scale) / 2.0 + bottom * scale / 2.0
    layouts = []
    for view in views:
        h = view[3] * scale
        y -= h
        layouts.append(Layout(width, height, view, (0.0, y, float(width), h)))
    return layouts
