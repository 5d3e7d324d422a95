"""Bloom: bright things glow, at an eighth of the resolution.

:meth:`Bloom.apply` works on what has already been drawn in a region of the current
framebuffer (the screen, or an offscreen target): it grabs the region (a blit), keeps what is
bright while shrinking it 8× (``shaders/bloom.frag`` DOWN), blurs that with a separable
Gaussian (BLUR, across then down) and adds the result back over the region (COMPOSITE, blend
ONE, ONE). On software GL every texture fetch counts: at 1/8 one blur round as wide as the
former two at 1/4 reads 1/16 of the texels. Only the region pays: the play scenes pass the
board and a margin for the particles, not the whole window.

With a strength of 0 nothing at all happens (no grab, no pass, no allocation): bloom off costs
nothing. The GL state it touches (bound framebuffer, viewport, blend) is put back as it was.
"""

from __future__ import annotations

import math

import arcade
import numpy as np
from arcade.gl import BufferDescription
from pyglet import gl

from game.render.shaders import load_program

#: The blur works at 1/SCALE of the region's resolution in each direction.
SCALE = 8
THRESHOLD = 0.72  # max channel where the glow starts (glass gloss and sparks pass it)
KNEE = 0.22  # soft start below the threshold, so the glow does not switch on abruptly
SPREAD = 0.884  # blur step in eighth-resolution texels: sigma 1.25 (2.5 at 1/4, as before)
PASSES = 1  # blur rounds (across + down each)
GAIN = 1.1  # composite brightness at strength 1
_QUAD = np.array([(-1, -1), (1, -1), (-1, 1), (1, 1)], np.float32)
Region = tuple[int, int, int, int]  # x, y, width, height in framebuffer pixels


def clip_region(region: Region, size: tuple[int, int]) -> Region | None:
    """``region`` cut to a framebuffer of ``size``; None when nothing is left."""
    x, y, w, h = (round(v) for v in region)
    x0, y0 = max(0, x), max(0, y)
    x1, y1 = min(size[0], x + w), min(size[1], y + h)
    if x1 - x0 < SCALE or y1 - y0 < SCALE:
        return None
    return x0, y0, x1 - x0, y1 - y0


class Bloom:
    """A bloom post-effect over regions of whatever framebuffer is active."""

    def __init__(self, ctx: arcade.ArcadeContext) -> None:
        self.ctx = ctx
        self.threshold = THRESHOLD
        self.passes = PASSES
        self._programs: dict[str, arcade.gl.Program] = {}
        self._quad: arcade.gl.Geometry | None = None
        self._size: tuple[int, int] | None = None  # region size the targets were made for
        self._grab: arcade.gl.Framebuffer | None = None
        self._small: list[arcade.gl.Framebuffer] = []
        self.applied = 0  # regions bloomed so far (tests and benchmarks read it)

    @property
    def allocated(self) -> bool:
        """Whether any GPU target exists yet (none until the first bloom with strength > 0)."""
        return self._grab is not None

    def apply(self, region: Region, strength: float) -> bool:
        """Bloom ``region`` (framebuffer pixels) of the active framebuffer, ``strength`` 0–1+.

        Returns whether anything was done: not for strength 0 or an empty region."""
        if not strength > 0.0:
            return False
        target = self.ctx.active_framebuffer
        area = clip_region(region, (target.width, target.height))
        if area is None:
            return False
        self._ensure(area[2], area[3])
        try:
            self._grab_region(target, area)
            self._bright_and_blur()
        finally:
            target.use(force=True)  # the raw blit bound framebuffers behind arcade's back
        self._composite(target, area, strength)
        self.applied += 1
        return True

    # -- passes -------------------------------------------------------------------------------

    def _grab_region(self, source: arcade.gl.Framebuffer, area: Region) -> None:
        """Copy the region into the full-resolution grab texture (a blit, no shader)."""
        assert self._grab is not None
        x, y, w, h = area
        gl.glBindFramebuffer(gl.GL_READ_FRAMEBUFFER, source.glo)
        gl.glBindFramebuffer(gl.GL_DRAW_FRAMEBUFFER, self._grab.glo)
        if not source.is_default:  # the window's own read buffer (back, or front when single-
            gl.glReadBuffer(gl.GL_COLOR_ATTACHMENT0)  # buffered) is already the one drawn to
        gl.glBlitFramebuffer(x, y, x + w, y + h, 0, 0, w, h, gl.GL_COLOR_BUFFER_BIT,
                             gl.GL_NEAREST)

    def _bright_and_blur(self) -> None:
        assert self._grab is not None and self._quad is not None
        ctx, quad = self.ctx, self._quad
        a, b = self._small
        grab = self._grab.color_attachments[0]
        down = self._program("DOWN")
        down["threshold"], down["knee"] = self.threshold, KNEE
        down["texel"] = (1.0 / grab.width, 1.0 / grab.height)
        with ctx.enabled_only():  # plain writes: no blending between passes
            with a.activate():
                grab.use(0)
                quad.render(down)
            blur = self._program("BLUR")
            texel = (1.0 / a.width, 1.0 / a.height)
            blur["texel"] = texel
            for _ in range(self.passes):
                for src, dst, direction in ((a, b, (SPREAD, 0.0)), (b, a, (0.0, SPREAD))):
                    with dst.activate():
                        src.color_attachments[0].use(0)
                        blur["direction"] = direction
                        quad.render(blur)

    def _composite(self, target: arcade.gl.Framebuffer, area: Region, strength: float) -> None:
        assert self._quad is not None
        ctx = self.ctx
        program = self._program("COMPOSITE")
        program["strength"] = float(strength) * GAIN
        self._small[0].color_attachments[0].use(0)
        blend = ctx.blend_func
        gl.glViewport(*area)
        gl.glScissor(*area)
        try:
            with ctx.enabled(ctx.BLEND):
                ctx.blend_func = ctx.ONE, ctx.ONE
                self._quad.render(program)
        finally:
            ctx.blend_func = blend
            target.use(force=True)  # its own viewport and scissor again

    # -- resources ----------------------------------------------------------------------------

    def _program(self, variant: str) -> arcade.gl.Program:
        program = self._programs.get(variant)
        if program is None:
            program = load_program(self.ctx, "bloom", (variant,))
            program["source"] = 0  # texture unit
            self._programs[variant] = program
        return program

    def _ensure(self, width: int, height: int) -> None:
        """Targets for a region of this size (remade only when the size changes)."""
        if self._size == (width, height):
            return
        ctx = self.ctx
        if self._quad is None:
            self._quad = ctx.geometry([BufferDescription(ctx.buffer(data=_QUAD.tobytes()), "2f",
                                                         ["in_vert"])],
                                      mode=ctx.TRIANGLE_STRIP)
        linear = (ctx.LINEAR, ctx.LINEAR)

        def target(w: int, h: int) -> arcade.gl.Framebuffer:
            texture = ctx.texture((w, h), components=4, filter=linear,
                                  wrap_x=ctx.CLAMP_TO_EDGE, wrap_y=ctx.CLAMP_TO_EDGE)
            return ctx.framebuffer(color_attachments=[texture])

        self._grab = target(width, height)
        small = (max(1, math.ceil(width / SCALE)), max(1, math.ceil(height / SCALE)))
        self._small = [target(*small), target(*small)]
        self._size = (width, height)
