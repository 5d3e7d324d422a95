"""A HUD's moving bits (gauge fills, popup pills, banners, flashes, trails) as one small
buffer written every frame.

``arcade.draw_rect_filled`` / ``draw_rect_outline`` are a buffer write, a round of program
state and a draw call each: a HUD with two gauges and a popup paid eight of them a frame.
Here the frame's rects are collected in Python (a few dozen vertices), written to one GPU
buffer and drawn with one call of arcade's own line program, the one
``draw_rect_outline`` uses, so the pixels are those of the immediate calls, in the same order.
Static geometry belongs in :func:`game.ui.panel.draw_panels`' cached buffers instead.
"""

from __future__ import annotations

import array

import arcade
from arcade.gl import BufferDescription

from game.ui.theme import Color, rgba


class LiveShapes:
    """Rects and rect outlines of one frame, drawn in the order given by :meth:`draw`."""

    def __init__(self, ctx: arcade.ArcadeContext, capacity: int = 256) -> None:
        self.ctx = ctx
        self._points = array.array("f")
        self._colors = array.array("B")
        self._capacity = 0
        self._allocate(capacity)

    @property
    def vertices(self) -> int:
        """Vertices collected since the last :meth:`draw`."""
        return len(self._points) // 2

    def rect(self, rect: arcade.Rect, color: Color) -> None:
        """A filled rect, as ``arcade.draw_rect_filled`` draws it (nothing when empty)."""
        if rect.width <= 0 or rect.height <= 0:
            return
        x0, x1, y0, y1 = rect.left, rect.right, rect.bottom, rect.top
        self._add((x0, y0, x1, y0, x0, y1, x1, y0, x1, y1, x0, y1), color)

    def rect_outline(self, rect: arcade.Rect, color: Color, width: float = 1.0) -> None:
        """A rect's outline centred on its edges, as ``arcade.draw_rect_outline`` draws it
        (its triangle strip, as separate triangles)."""
        h = width / 2
        ol, ob, o_r, ot = rect.left - h, rect.bottom - h, rect.right + h, rect.top + h
        il, ib, ir, it = rect.left + h, rect.bottom + h, rect.right - h, rect.top - h
        # The strip (ol ot, il it, or ot, ir it, or ob, ir ib, ol ob, il ib, ol ot, il it)
        # as its eight triangles, written out (a popup's pill is one a frame).
        self._add((ol, ot, il, it, o_r, ot, il, it, o_r, ot, ir, it, o_r, ot, ir, it, o_r, ob,
                   ir, it, o_r, ob, ir, ib, o_r, ob, ir, ib, ol, ob, ir, ib, ol, ob, il, ib,
                   ol, ob, il, ib, ol, ot, il, ib, ol, ot, il, it), color)

    def quad(self, corners: tuple[tuple[float, float], ...],
             colors: tuple[Color, Color, Color, Color]) -> None:
        """A quad, ``corners`` in order around it, with a colour per corner blended across it
        (a streak fading along its length, a soft edge): two triangles."""
        (ax, ay), (bx, by), (cx, cy), (dx, dy) = corners
        ca, cb, cc, cd = (rgba(c) for c in colors)
        self._points.extend((ax, ay, bx, by, cx, cy, ax, ay, cx, cy, dx, dy))
        for c in (ca, cb, cc, ca, cc, cd):
            self._colors.extend(c)

    def _add(self, flat: tuple[float, ...] | list[float], color: Color) -> None:
        self._points.extend(flat)
        self._colors.extend(rgba(color) * (len(flat) // 2))

    def draw(self) -> None:
        """Draw what was collected in one call and start the next frame's collection."""
        n = self.vertices
        if n:
            if n > self._capacity:
                self._allocate(max(n, 2 * self._capacity))
            self._positions.write(self._points)
            self._colour_buffer.write(self._colors)
            ctx = self.ctx
            ctx.enable(ctx.BLEND)
            self._geometry.render(ctx.line_vertex_shader, vertices=n)
            ctx.disable(ctx.BLEND)
        self._points = array.array("f")
        self._colors = array.array("B")

    def _allocate(self, capacity: int) -> None:
        self._capacity = capacity
        self._positions = self.ctx.buffer(reserve=capacity * 8)
        self._colour_buffer = self.ctx.buffer(reserve=capacity * 4)
        self._geometry = self.ctx.geometry([
            BufferDescription(self._positions, "2f", ["in_vert"]),
            BufferDescription(self._colour_buffer, "4f1", ["in_color"]),
        ], mode=self.ctx.TRIANGLES)
