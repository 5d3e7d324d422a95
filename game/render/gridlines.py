"""The background grid's line geometry: one instanced line per grid line, 3 px wide.

The vertex shader places each instance (``in_vert`` = (across -1..1, along 0..1, 1: the
shader's mark for the grid)); this only
chooses how the band is rasterised. Where GL draws wide lines (Mesa's core contexts, not
forward-compatible ones), a 3 px ``LINE_STRIP`` lights the same pixels as a 3 px triangle
strip (a y-major line of width 3 lights the 3 pixels nearest its centre in each row, the
band the pixel centres within 1.5 px) at ~40% less raster time on llvmpipe: one 4-edge
command per tile it crosses instead of two slivers that shade the same 4×4 blocks under
complementary masks.

GL clips a wide line by its centre line, so a line just past the top or right edge would
vanish with the row its band still reaches: the wide lines are drawn in a viewport 2 px
larger towards the top and right (the framebuffer's edge cuts them where the viewport ended).
That needs the viewport to be the whole framebuffer; in any other viewport the triangle
strips are drawn.
"""

from __future__ import annotations

import ctypes

import arcade
import numpy as np
from arcade.gl import BufferDescription
from pyglet import gl

LINE_WIDTH = 3.0  # pixels: the band the strips cover (across ±1.5 px)
PAD = 2  # pixels the wide lines' viewport reaches past the top and right edges


def wide_lines_supported() -> bool:
    """Whether the current context draws lines ``LINE_WIDTH`` wide (forward-compatible
    contexts reject widths above 1)."""
    widths = (gl.GLfloat * 2)()
    gl.glGetFloatv(gl.GL_ALIASED_LINE_WIDTH_RANGE, widths)
    flags = gl.GLint()
    gl.glGetIntegerv(gl.GL_CONTEXT_FLAGS, ctypes.byref(flags))
    forward_compatible = bool(flags.value & gl.GL_CONTEXT_FLAG_FORWARD_COMPATIBLE_BIT)
    return widths[1] >= LINE_WIDTH and not forward_compatible


def _geometry(ctx: arcade.ArcadeContext, segments: int, wide: bool) -> arcade.gl.Geometry:
    """The unit line: ``segments + 1`` points along its centre (a line strip), or a triangle
    strip across (-1, 1)."""
    along = np.linspace(0.0, 1.0, segments + 1)
    if wide:
        verts = np.stack([np.zeros_like(along), along, np.ones_like(along)], axis=-1)
    else:
        points = 2 * (segments + 1)
        across = np.tile([-1.0, 1.0], segments + 1)
        verts = np.stack([across, np.repeat(along, 2), np.ones(points)], axis=-1)
    return ctx.geometry(
        [BufferDescription(ctx.buffer(data=verts.astype(np.float32).tobytes()), "3f",
                           ["in_vert"])],
        mode=ctx.LINE_STRIP if wide else ctx.TRIANGLE_STRIP,
    )


class GridLines:
    """Grid lines in one instanced draw: wide lines where they can be, else triangle strips."""

    def __init__(self, ctx: arcade.ArcadeContext, segments: int, wide: bool | None = None):
        self.ctx = ctx
        self.can_widen = wide_lines_supported() if wide is None else wide
        self._strips = _geometry(ctx, segments, wide=False)
        self._strip_vertices = 2 * (segments + 1)
        self._wide = _geometry(ctx, segments, wide=True) if self.can_widen else None
        self._wide_vertices = segments + 1

    def pad(self) -> int:
        """Pixels the current viewport is to be widened by for :meth:`render` (0: strips)."""
        if not self.can_widen:
            return 0
        x, y, width, height = self.ctx.viewport
        return PAD if (x, y, width, height) == (0, 0, *self.ctx.active_framebuffer.size) else 0

    def render(self, program: arcade.gl.Program, count: int, pad: int) -> None:
        """``count`` lines; ``pad`` is :meth:`pad`, which the program's line space follows."""
        if not pad or self._wide is None:
            self._strips.render(program, vertices=self._strip_vertices, instances=count)
            return
        _, _, width, height = self.ctx.viewport
        gl.glViewport(0, 0, width + pad, height + pad)  # behind arcade's back, put back below
        gl.glLineWidth(LINE_WIDTH)
        self._wide.render(program, vertices=self._wide_vertices, instances=count)
        gl.glLineWidth(1.0)  # GL's default, which the rest of the game draws with
        gl.glViewport(0, 0, width, height)
