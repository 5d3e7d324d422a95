"""Boards kept in parts: a screen's boards that lie apart (a match's fields, each in its own
column), so that one piece landing mends the boards' picture instead of making it again.

Made again, the picture is a copy of the whole still picture and every board drawn over it:
at 1920×1080 with four Retris fields that was 31 ms of CPU in a frame that otherwise took 11
(measured, llvmpipe, the machine shared), and four level-5 bots land a piece in one field or
another in about one frame of six. Mended, only the boxes of the parts whose keys changed are
copied from the still picture again and only those parts drawn over them, clipped to their
boxes: the same pixels as a picture made again, for a quarter of the work.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import arcade

from game.render.blit import Box
from game.render.kept import window_layout

#: left, bottom, right, top in world units (the scene's pixels)
Area = tuple[float, float, float, float]


@dataclass(frozen=True)
class BoardParts:
    """A board key of parts that do not overlap: each part's key (what it shows) and the
    area it draws in, nothing of it outside; ``draw_part(i)`` draws part ``i`` alone.
    Compared and hashed by its keys and areas (the draw function is no part of the key)."""

    keys: tuple[Hashable, ...]
    areas: tuple[Area, ...]
    draw_part: Callable[[int], None] = field(compare=False, hash=False)

    def draw_all(self) -> None:
        for i in range(len(self.keys)):
            self.draw_part(i)


def changed_parts(old: Hashable, new: Hashable) -> list[int] | None:
    """The parts to draw again to turn a picture kept under ``old`` into one of ``new``
    (both ``(still key, BoardParts)``): those whose keys changed, when the still picture
    under them and every part's area are the same and not all of them changed; else None
    (the picture is made again)."""
    if not (isinstance(old, tuple) and isinstance(new, tuple) and len(old) == len(new) == 2):
        return None
    (old_still, old_parts), (new_still, new_parts) = old, new
    if not (isinstance(old_parts, BoardParts) and isinstance(new_parts, BoardParts)) \
            or old_still != new_still or old_parts.areas != new_parts.areas:
        return None
    changed = [i for i, (a, b) in enumerate(zip(old_parts.keys, new_parts.keys, strict=True))
               if a != b]
    return changed if 0 < len(changed) < len(new_parts.keys) else None


def pixel_box(ctx: arcade.ArcadeContext, area: Area) -> Box:
    """``area`` (world units) as a box of framebuffer pixels, through the projection and the
    viewport (2D, no view transform: the boards' picture is made unmoved), rounded outwards
    by a pixel and clipped to the framebuffer."""
    p, (vx, vy, vw, vh) = ctx.projection_matrix, ctx.viewport
    fb = ctx.active_framebuffer
    xs = sorted(vx + (p[0] * x + p[12] + 1.0) * vw / 2.0 for x in (area[0], area[2]))
    ys = sorted(vy + (p[5] * y + p[13] + 1.0) * vh / 2.0 for y in (area[1], area[3]))
    w, h = fb.size
    return (max(0, math.floor(xs[0]) - 1), max(0, math.floor(ys[0]) - 1),
            min(w, math.ceil(xs[1]) + 1), min(h, math.ceil(ys[1]) + 1))


def mend(ctx: arcade.ArcadeContext, still: Any, parts: BoardParts,
         changed: Sequence[int]) -> None:
    """Inside the boards' picture (the active framebuffer): each changed part's box copied
    from the ``still`` picture (a FrozenFrame) again, then the part drawn over it, clipped."""
    for i in changed:
        box = pixel_box(ctx, parts.areas[i])
        if box[2] <= box[0] or box[3] <= box[1]:
            continue
        still.copy(box=box)
        with _clipped(ctx.active_framebuffer, box):
            parts.draw_part(i)


@contextmanager
def _clipped(fb: Any, box: Box) -> Iterator[None]:
    """Draws inside land in ``box`` (upright pixels) alone: its rows mirrored while drawing
    upside down (the window's layout)."""
    x0, y0, x1, y1 = box
    bottom = window_layout.mirrored_rows(y0, y1 - y0, fb.height)
    before = fb.scissor
    fb.scissor = (x0, bottom, x1 - x0, y1 - y0)
    try:
        yield
    finally:
        fb.scissor = before
