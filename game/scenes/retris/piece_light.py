"""The falling piece's light, made once per look of the piece and added wherever it is.

Retris's bloom makes its light from glow sources drawn first in the frame
(``game.render.bloom``). The piece moves several times a second, and each move made the whole
light again: the sources, three passes and a wait, 1–1.5 ms of the thread that draws. The
light of the blocks and that of the piece add up (the blur is linear, and the bright pass
works texel by texel on cells that share no bright texels), so the field's light leaves the
falling piece out, and the piece's own light is made once per look (shape and turn, colours,
specials, the step of its lock darkening, cell size), kept, and added over the piece where it
is now: one more small composite a frame.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import arcade
import numpy as np

from game.render.bloom import REACH, Bloom, Region, clip_region
from game.render.board import BoardRenderer

#: Lights kept (least recently used go): 7 pieces × 4 turns × a few lock steps, and some room.
KEPT = 128

Layer = tuple[np.ndarray, np.ndarray, np.ndarray]


class PieceLight:
    """Makes (:meth:`prepare`) and adds (:meth:`draw`) the light of one piece at a time."""

    def __init__(self, ctx: arcade.ArcadeContext) -> None:
        self.ctx = ctx
        self.bloom = Bloom(ctx)  # its own targets: the field's kept light stays as it is
        self.cells = BoardRenderer(ctx, "square", 16)
        self._lights: dict[Hashable, tuple[arcade.gl.Texture2D, Region]] = {}
        self._shown: tuple[arcade.gl.Texture2D, Region] | None = None
        self.made = 0  # lights made so far (tests read it)
        self._asked: tuple = ()  # what the last prepare was asked for, and its layer
        self._layer: Layer | None = None

    def prepare(self, layer: Layer, size: float) -> None:
        """The light of the piece ``layer`` (its cells as the field draws them, cell side
        ``size``) for :meth:`draw`: made now, unshaken, if this look has none yet. Call it
        before anything of the frame is drawn (its passes then wait for nothing else)."""
        fb = self.ctx.active_framebuffer
        asked = (id(layer), size, self.ctx.viewport, self.ctx.projection_matrix, fb.size)
        if asked == self._asked and layer is self._layer:
            return  # the same piece as last frame (most frames): the same light, same place
        self._asked, self._layer = asked, layer
        centers, colors, fl = layer
        self._shown = None
        if not len(centers):
            return
        low = centers.min(axis=0) - size / 2.0
        corner, area = self._area(low, centers.max(axis=0) + size / 2.0)
        clipped = clip_region(area, (fb.width, fb.height))
        if clipped is None:
            return
        # A piece at the framebuffer's edge has its light cut there: that cut is part of the
        # look (made again when the piece comes away from the edge).
        cut = None if clipped == area else (clipped[0] - corner[0], clipped[1] - corner[1],
                                            clipped[2], clipped[3])
        key = ((centers - low).round(2).tobytes(), colors.tobytes(), fl.tobytes(), size,
               area[2:], cut, self.ctx.viewport, self.ctx.projection_matrix)
        light = self._lights.pop(key, None) or self._make(layer, size, clipped, corner)
        if light is None:
            return
        self._lights[key] = light  # (the newest last)
        while len(self._lights) > KEPT:
            del self._lights[next(iter(self._lights))]
        texture, (dx, dy, w, h) = light
        self._shown = texture, (corner[0] + dx, corner[1] + dy, w, h)

    def _area(self, low: np.ndarray, high: np.ndarray) -> tuple[tuple[int, int], Region]:
        """The framebuffer pixel at the piece's lower left (``low``, world), and the region its
        light covers: the piece and the light's reach around it, the same size wherever the
        piece is (a pixel to spare for where it falls between pixels): one light per look."""
        x0, y0 = _pixel(self.ctx, low)
        x1, y1 = _pixel(self.ctx, high)
        corner = (math.floor(x0), math.floor(y0))
        reach = math.ceil(REACH)
        return corner, (corner[0] - reach, corner[1] - reach,
                        math.ceil(x1 - x0) + 1 + 2 * reach, math.ceil(y1 - y0) + 1 + 2 * reach)

    def draw(self, strength: float, shift: tuple[float, float] = (0.0, 0.0)) -> bool:
        """Add the prepared light over the piece, moved by ``shift`` (framebuffer pixels: a
        shake); whether anything was added."""
        if self._shown is None:
            return False
        texture, (x, y, w, h) = self._shown
        return self.bloom.add_light(texture, (x + round(shift[0]), y + round(shift[1]), w, h),
                                    strength)

    def _make(self, layer: Layer, size: float, area: Region, corner: tuple[int, int],
              ) -> tuple[arcade.gl.Texture2D, Region] | None:
        """The light of ``layer`` over ``area``, and where it lies from ``corner``."""
        self.cells.update(*layer)
        if not self.bloom.glow(area, 1.0, lambda: self.cells.draw(size, 0.0)):
            return None
        made = self.bloom.light()
        assert made is not None
        texture, (x, y, w, h) = made
        self.made += 1
        return texture, (x - corner[0], y - corner[1], w, h)


def _pixel(ctx: arcade.ArcadeContext, point: np.ndarray) -> tuple[float, float]:
    """Where world ``point`` lands on the framebuffer (pixels), through the projection and
    viewport (the view matrix left out: a shake is added when drawing)."""
    p = ctx.projection_matrix
    vx, vy, vw, vh = ctx.viewport
    x, y = float(point[0]), float(point[1])
    cx = p[0] * x + p[4] * y + p[12]
    cy = p[1] * x + p[5] * y + p[13]
    return vx + (cx + 1.0) * vw / 2.0, vy + (cy + 1.0) * vh / 2.0
