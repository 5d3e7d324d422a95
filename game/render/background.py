"""The deep background: a near-black blue gradient, slow glows and a faint drifting grid.

It is opaque and covers the viewport, so a frame that draws it needs no clear. The smooth
parts are computed per vertex of a coarse mesh; the grid lines are thin instanced strips, so
only their pixels pay for them. The fragment shader only writes the interpolated colour.

Per frame it writes one uniform (``time``) and toggles blending for the grid; the
uniforms are written when the viewport, the palette or the instance drawing changes (the
program is shared), since each write is Python and GL-call time on the main thread.

:meth:`Background.draw_pulse` draws the grid's lines alone (the ``PULSE`` variant of the
shaders), brightened, added over the kept picture of the background: big moments light the
grid up without drawing the background and the panels again (only the lines' pixels pay).
"""

from __future__ import annotations

import weakref

import arcade
import numpy as np
from arcade.gl import BufferDescription

from game.render.gridlines import GridLines
from game.render.palette import Palette, load_palette
from game.render.shaders import load_program
from game.render.uniforms import set_changed

# Quads across, down: on llvmpipe each triangle costs setup and binning in every tile it
# touches, more than shading its pixels; 12×7 is within 2/255 of a 128×72 mesh (the colours are
# smooth) and ~1.5 ms a frame cheaper than 24×14.
_MESH = (12, 7)
# Per grid line, so the vignette and the breathing follow it (4: within 2/255 of 8 segments,
# 3: 3/255, 2: 5/255); each segment is more binning in every tile crossed.
_LINE_SEGMENTS = 4

# What each shared program last had written besides ``time``: (size, grid, colours).
_written: weakref.WeakKeyDictionary[arcade.gl.Program, tuple] = weakref.WeakKeyDictionary()


def _mesh(nx: int, ny: int) -> tuple[np.ndarray, np.ndarray]:
    """Clip-space vertices (x, y, 0: the shader's mark for the mesh) of an ``nx × ny`` grid of
    quads, and its triangle indices."""
    xs, ys = np.linspace(-1.0, 1.0, nx + 1), np.linspace(-1.0, 1.0, ny + 1)
    xy = np.stack(np.meshgrid(xs, ys), axis=-1).reshape(-1, 2)
    verts = np.concatenate([xy, np.zeros((len(xy), 1))], axis=1).astype(np.float32)
    i = np.arange(ny)[:, None] * (nx + 1) + np.arange(nx)[None, :]
    a, b, c, d = i, i + 1, i + nx + 1, i + nx + 2
    tris = np.stack([a, b, d, a, d, c], axis=-1).reshape(-1).astype(np.uint32)
    return verts, tris


def _rgb(color: tuple[int, int, int, int]) -> tuple[float, float, float]:
    return color[0] / 255.0, color[1] / 255.0, color[2] / 255.0


class Background:
    """Fills the current viewport; ``time`` (seconds) drives the slow motion."""

    def __init__(
        self, ctx: arcade.ArcadeContext, palette: Palette | None = None, grid_size: float = 48.0
    ) -> None:
        self.ctx = ctx
        self.program = load_program(ctx, "background")
        self.pulse_program = load_program(ctx, "background", ("PULSE",))
        verts, tris = _mesh(*_MESH)
        self._geometry = ctx.geometry(
            [BufferDescription(ctx.buffer(data=verts.tobytes()), "3f", ["in_vert"])],
            index_buffer=ctx.buffer(data=tris.tobytes()),
            mode=ctx.TRIANGLES,
        )
        self._lines = GridLines(ctx, _LINE_SEGMENTS)
        self._line_count = 0
        self._mask: tuple[tuple, arcade.gl.Texture] | None = None  # (holes, size), texture
        self._pad = 0  # pixels the grid's viewport reaches past the top and right (gridlines.py)
        self.grid_size = grid_size
        self.set_palette(palette or load_palette())

    def set_palette(self, palette: Palette) -> None:
        """Take the background colours from ``palette``."""
        self.colors = {
            "color_top": _rgb(palette.ui_color("background_top")),
            "color_bottom": _rgb(palette.ui_color("background_bottom")),
            "glow_color": _rgb(palette.ui_color("background_glow")),
            "grid_color": _rgb(palette.ui_color("grid")),
        }

    def draw(self, time: float) -> None:
        """Draw over the whole viewport (opaque); the grid scales with the viewport height."""
        ctx = self.ctx
        _, _, width, height = ctx.viewport
        self._write_uniforms(self.program, max(width, 1), max(height, 1))
        program = self.program
        program["time"] = float(time)
        if ctx._flags - {ctx.BLEND}:  # depth test, culling…: draw without them, as before
            with ctx.enabled_only():
                self._draw_passes(blend_was_on=False)
            return
        blend_was_on = ctx.BLEND in ctx._flags
        if blend_was_on:  # opaque: blending would only cost time
            ctx.disable(ctx.BLEND)
        self._draw_passes(blend_was_on)

    def _draw_passes(self, blend_was_on: bool) -> None:
        """The opaque mesh, then the grid added to it; blending is left as ``blend_was_on``."""
        ctx, program = self.ctx, self.program
        self._geometry.render(program)
        ctx.enable(ctx.BLEND)
        blend = ctx.blend_func
        ctx.blend_func = ctx.BLEND_ADDITIVE  # lines add light to what is below
        self._lines.render(program, self._line_count, self._pad)
        ctx.blend_func = blend
        if not blend_was_on:
            ctx.disable(ctx.BLEND)

    def draw_pulse(self, time: float, glow: float, ring: float, center: tuple[float, float],
                   radius: float, ring_width: float,
                   holes: tuple[tuple[float, float, float, float], ...] = (),
                   shift: tuple[int, int] = (0, 0)) -> None:
        """The grid's lines as :meth:`draw` drew them at ``time`` (the kept picture's time),
        moved by ``shift`` (framebuffer pixels, as the picture was copied), each added again
        times ``glow``, plus ``ring`` on a ring ``radius`` px from ``center`` (framebuffer
        pixels), ``ring_width`` wide; none inside ``holes`` (left, bottom, right, top in
        framebuffer pixels). Nothing when both are 0; with no ``glow``, only the lines' parts
        near the ring are drawn (the rest would add nothing)."""
        if glow <= 0 and ring <= 0:
            return
        ctx, program = self.ctx, self.pulse_program
        _, _, width, height = ctx.viewport
        self._write_uniforms(program, max(width, 1), max(height, 1))
        set_changed(program, (
            ("time", float(time)), ("shift", (float(shift[0]), float(shift[1]))),
            ("glow", float(glow)), ("ring", float(ring)),
            ("center", (float(center[0]), float(center[1]))), ("radius", float(radius)),
            ("ring_width", max(1.0, float(ring_width))), ("holes", bool(holes)),
            ("hole_mask", 0), ("band", glow <= 0)))
        if holes:
            self._hole_mask(holes).use(0)
        blend_was_on = ctx.BLEND in ctx._flags
        ctx.enable(ctx.BLEND)
        blend = ctx.blend_func
        ctx.blend_func = ctx.BLEND_ADDITIVE
        self._lines.render(program, self._line_count * (2 if glow <= 0 else 1), self._pad)
        ctx.blend_func = blend
        if not blend_was_on:
            ctx.disable(ctx.BLEND)

    def _hole_mask(self, holes: tuple[tuple[float, float, float, float], ...]
                   ) -> arcade.gl.Texture:
        """A texture of the framebuffer's size, 1 inside ``holes``: made again only when they
        or the size change (a layout), kept while a pulse fades."""
        size = tuple(self.ctx.active_framebuffer.size)
        key = (holes, size)
        if self._mask is None or self._mask[0] != key:
            width, height = size
            mask = np.zeros((height, width), np.uint8)
            for left, bottom, right, top in holes:
                x0, x1 = max(0, round(left)), min(width, round(right))
                y0, y1 = max(0, round(bottom)), min(height, round(top))
                mask[y0:y1, x0:x1] = 255
            texture = self.ctx.texture(size, components=1, data=mask.tobytes(),
                                       filter=(self.ctx.NEAREST, self.ctx.NEAREST))
            self._mask = (key, texture)
        return self._mask[1]

    def _write_uniforms(self, program: arcade.gl.Program, width: int, height: int) -> None:
        """Write what only changes with the viewport, the grid size and the palette, when the
        shared ``program`` last had other values."""
        cell = max(4.0, float(self.grid_size) * height / 720.0)
        columns = int(width // cell) + 2
        self._line_count = columns + int(height // cell) + 2
        self._pad = self._lines.pad()
        key = (width, height, cell, self._pad, tuple(self.colors.values()))
        if _written.get(program) == key:
            return
        program["resolution"] = (float(width), float(height))
        program["line_space"] = (float(width + self._pad), float(height + self._pad))
        program["grid_cell"] = cell
        program["columns"] = columns
        for name, value in self.colors.items():
            program[name] = value
        _written[program] = key
