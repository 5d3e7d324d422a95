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

The grab has a price on software GL: reading back what was drawn this frame makes the caller
wait for the rasteriser to finish everything before it. :meth:`Bloom.glow` avoids it: a scene
that knows what can glow draws those things (cells) a second time, first thing in the
frame, into a quarter-resolution target mapped on the region, and bright-passes (2×2 texels
per blur texel) and blurs that; :meth:`Bloom.composite` later adds the light over the region,
only over the bands of it where something glows (its texture fetch per pixel is the cost).
(A mesh whose vertices read the blurred texels was tried for the composite: llvmpipe runs
vertex texture fetches on the calling thread, so that draw waited for the whole frame.)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence

import arcade
import numpy as np
from arcade.gl import BufferDescription
from pyglet import gl
from pyglet.math import Mat4, Vec3

from game.glcalls import threaded
from game.render.blit import blit
from game.render.kept.window_layout import mirrored_rows
from game.render.shaders import load_program

#: The blur works at 1/SCALE of the region's resolution in each direction.
SCALE = 8
THRESHOLD = 0.72  # max channel where the glow starts (glass gloss and sparks pass it)
KNEE = 0.22  # soft start below the threshold, so the glow does not switch on abruptly
SPREAD = 0.884  # blur step in eighth-resolution texels: sigma 1.25 (2.5 at 1/4, as before)
PASSES = 1  # blur rounds (across + down each)
GAIN = 1.1  # composite brightness at strength 1
#: Glow sources (:meth:`Bloom.glow`) are drawn at 1/SOURCE_SCALE of the region's resolution:
#: each of its texels is bright-passed before 2×2 of them make one blur texel.
SOURCE_SCALE = 4
#: How far (framebuffer pixels) light reaches from what glows: half a blur texel of the bright
#: pass's block, the blur's outer taps (3.23 texels × SPREAD), a texel of bilinear filtering
#: and a texel to spare, at 1/SCALE.
REACH = SCALE * (2.5 + 3.3 * SPREAD)
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
        self._size: tuple[int, int] | None = None  # region size the small targets were made for
        self._grab: arcade.gl.Framebuffer | None = None
        self._source: arcade.gl.Framebuffer | None = None  # glow sources at 1/SOURCE_SCALE
        self._small: list[arcade.gl.Framebuffer] = []
        self._pending: tuple[Region, float] | None = None  # glow() done, composite() not yet
        self._made: tuple | None = None  # (key, area, strength, size) of the light kept
        self.applied = 0  # regions bloomed so far (tests and benchmarks read it)

    @property
    def allocated(self) -> bool:
        """Whether any GPU target exists yet (none until the first bloom with strength > 0)."""
        return self._size is not None

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
        self._made = None  # the small targets are reused below
        if self._grab is None or self._grab.size != (area[2], area[3]):
            self._grab = self._target(area[2], area[3])
        try:
            self._grab_region(target, area)
            self._bright_and_blur(self._grab.color_attachments[0], "DOWN")
        finally:
            target.use(force=True)  # the raw blit bound framebuffers behind arcade's back
        self._composite(target, area, strength)
        self.applied += 1
        return True

    def glow(self, region: Region, strength: float, draw: Callable[[], None],
             key: Hashable = None) -> bool:
        """Draw what may glow in ``region`` (framebuffer pixels) of the active framebuffer into
        the glow target, then keep its bright part, blurred, for :meth:`composite`.

        ``draw`` draws as it would on the framebuffer (same projection and view; only the
        things that can pass the threshold are worth drawing). Call this before drawing to
        the framebuffer this frame: the passes then wait for nothing but themselves. Returns
        whether there is anything to composite (not for strength 0 or an empty region).

        ``key`` (not None): what ``draw`` draws, when it draws the same every time it is
        given (nothing in it moves with time): while it, the region and the strength stay the
        same, the light made last time is used again and nothing is drawn."""
        self._pending = None
        if not strength > 0.0:
            return False
        ctx = self.ctx
        target = ctx.active_framebuffer
        area = clip_region(region, (target.width, target.height))
        if area is None:
            return False
        made = (key, area, float(strength), target.size)
        if key is not None and made == self._made:
            self._pending = (area, float(strength))
            return True
        self._made = made if key is not None else None
        self._ensure(area[2], area[3])
        size = (math.ceil(area[2] / SOURCE_SCALE), math.ceil(area[3] / SOURCE_SCALE))
        if self._source is None or self._source.size != size:
            self._source = self._target(*size)
        projection = ctx.projection_matrix
        onto = _region_clip(area, ctx.viewport)
        with self._source.activate() as source:
            source.clear()
            ctx.projection_matrix = onto @ projection
            try:
                draw()
            finally:
                ctx.projection_matrix = projection
        self._bright_and_blur(self._source.color_attachments[0], "DOWN", "QUARTER")
        # Software GL makes a draw that samples a texture still being rendered wait for every
        # draw queued before it: wait now, while only these small passes are queued, not in
        # composite(), behind the whole frame. With threaded dispatch that wait is the
        # driver's thread's, not this one's (game/glcalls.py): no wait here.
        if not threaded():
            ctx.finish()
        self._pending = (area, float(strength))
        return True

    @property
    def kept_key(self) -> Hashable:
        """What the light :meth:`composite` would add now was made from, when it was made
        with a key (the same light every time that key comes back); else None."""
        return self._made if self._pending is not None else None

    def composite(self, heights: Sequence[tuple[float, float]] | None = None,
                  shift: tuple[int, int] = (0, 0)) -> bool:
        """Add the light of the last :meth:`glow` over its region of the active framebuffer
        (once), moved by ``shift`` (whole framebuffer pixels: a screen shake moves the light
        with what it lights, and the light need not be made again); with ``heights``, only
        over the bands of the region between these bottoms and tops (framebuffer pixels,
        moved already) of what glows, widened by how far the light reaches (the light is a
        texture fetch per pixel: the dark rest of the region pays for nothing). Returns
        whether anything was drawn."""
        pending, self._pending = self._pending, None
        if pending is None:
            return False
        (x, y, w, h), strength = pending
        area = (x + round(shift[0]), y + round(shift[1]), w, h)
        bands = [(area[1], area[1] + area[3])] if heights is None else light_bands(area, heights)
        if not bands:
            return False
        self._composite(self.ctx.active_framebuffer, area, strength, bands)
        self.applied += 1
        return True

    # -- passes -------------------------------------------------------------------------------

    def _grab_region(self, source: arcade.gl.Framebuffer, area: Region) -> None:
        """Copy the region into the full-resolution grab texture (a blit, no shader)."""
        assert self._grab is not None
        x, y, w, h = area
        blit(source, self._grab, [((x, y, x + w, y + h), (0, 0))])

    def _bright_and_blur(self, source: arcade.gl.Texture2D, *down_variant: str) -> None:
        """Bright-pass ``source`` into the first small target, then blur it there."""
        assert self._quad is not None
        ctx, quad = self.ctx, self._quad
        a, b = self._small
        down = self._program(*down_variant)
        down["threshold"], down["knee"] = self.threshold, KNEE
        down["texel"] = (1.0 / source.width, 1.0 / source.height)
        with ctx.enabled_only():  # plain writes: no blending between passes
            with a.activate():
                source.use(0)
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

    def light(self) -> tuple[arcade.gl.Texture2D, Region] | None:
        """A copy of the light the last :meth:`glow` made and the region it covers (cut to the
        framebuffer), or None when it made none; :meth:`add_light` adds it over a region of
        that size, anywhere."""
        if self._pending is None:
            return None
        area = self._pending[0]
        source = self._small[0]
        copy = self._target(*source.size)
        blit(source, copy, [((0, 0, *source.size), (0, 0))])
        self.ctx.active_framebuffer.use(force=True)  # the raw binds went behind arcade's back
        self._pending = None
        return copy.color_attachments[0], area

    def add_light(self, light: arcade.gl.Texture2D, area: Region, strength: float) -> bool:
        """Add ``light`` (from :meth:`light`) over ``area`` (framebuffer pixels) of the active
        framebuffer; nothing for strength 0 or an area off the framebuffer."""
        target = self.ctx.active_framebuffer
        if not strength > 0.0:
            return False
        clipped = clip_region(area, (target.width, target.height))
        if clipped is None:
            return False
        self._ensure_quad()
        x, y, w, h = (round(v) for v in area)
        bottom, top = max(clipped[1], y), min(clipped[1] + clipped[3], y + h)
        self._composite(target, (x, y, w, h), strength, [(bottom, top)], light)
        return True

    def _composite(self, target: arcade.gl.Framebuffer, area: Region, strength: float,
                   bands: Sequence[tuple[int, int]] = (),
                   light: arcade.gl.Texture2D | None = None) -> None:
        """Add the blurred light (or ``light``) over ``area``: over all of it, or over these
        bands of rows (each a scissor box: the rows outside are not even shaded)."""
        assert self._quad is not None
        ctx = self.ctx
        program = self._program("COMPOSITE")
        program["strength"] = float(strength) * GAIN
        (light or self._small[0].color_attachments[0]).use(0)
        blend = ctx.blend_func
        x, y, w, h = area
        rows = target.height  # (drawn in the window's layout, the rows are mirrored)
        gl.glViewport(x, mirrored_rows(y, h, rows), w, h)
        try:
            with ctx.enabled(ctx.BLEND):  # (arcade keeps the scissor test on)
                ctx.blend_func = ctx.ONE, ctx.ONE
                for bottom, top in bands or [(y, y + h)]:
                    gl.glScissor(x, mirrored_rows(bottom, top - bottom, rows), w, top - bottom)
                    self._quad.render(program)
        finally:
            ctx.blend_func = blend
            target.use(force=True)  # its own viewport and scissor again

    # -- resources ----------------------------------------------------------------------------

    def _program(self, *variant: str) -> arcade.gl.Program:
        key = " ".join(variant)
        program = self._programs.get(key)
        if program is None:
            program = load_program(self.ctx, "bloom", variant)
            program["source"] = 0  # texture unit
            self._programs[key] = program
        return program

    def _target(self, width: int, height: int) -> arcade.gl.Framebuffer:
        ctx = self.ctx
        texture = ctx.texture((width, height), components=4, filter=(ctx.LINEAR, ctx.LINEAR),
                              wrap_x=ctx.CLAMP_TO_EDGE, wrap_y=ctx.CLAMP_TO_EDGE)
        return ctx.framebuffer(color_attachments=[texture])

    def _ensure_quad(self) -> None:
        if self._quad is None:
            ctx = self.ctx
            self._quad = ctx.geometry([BufferDescription(ctx.buffer(data=_QUAD.tobytes()), "2f",
                                                         ["in_vert"])],
                                      mode=ctx.TRIANGLE_STRIP)

    def _ensure(self, width: int, height: int) -> None:
        """Small targets for a region of this size (remade only when the size changes)."""
        if self._size == (width, height):
            return
        self._ensure_quad()
        small = (max(1, math.ceil(width / SCALE)), max(1, math.ceil(height / SCALE)))
        self._small = [self._target(*small), self._target(*small)]
        self._size = (width, height)


def light_bands(area: Region, heights: Sequence[tuple[float, float]]) -> list[tuple[int, int]]:
    """Bottom and top rows (framebuffer pixels) of the bands of ``area`` the light of things
    between ``heights`` reaches: each widened by :data:`REACH`, merged where they meet, cut
    to the area."""
    bottom, top = area[1], area[1] + area[3]
    bands: list[tuple[int, int]] = []
    for low, high in sorted(heights):
        b, t = max(bottom, math.floor(low - REACH)), min(top, math.ceil(high + REACH))
        if t <= b:
            continue
        if bands and b <= bands[-1][1]:
            bands[-1] = (bands[-1][0], max(bands[-1][1], t))
        else:
            bands.append((b, t))
    return bands


def _region_clip(area: Region, viewport: tuple[int, int, int, int]) -> Mat4:
    """The matrix taking clip space of ``viewport`` to clip space of ``area`` (both in
    framebuffer pixels): put in front of a projection, it draws just that area, stretched
    over a whole (smaller) target."""
    ax, ay, aw, ah = area
    vx, vy, vw, vh = viewport
    scale = Mat4.from_scale(Vec3(vw / aw, vh / ah, 1.0))
    shift = Mat4.from_translation(Vec3((2.0 * (vx - ax) + vw) / aw - 1.0,
                                       (2.0 * (vy - ay) + vh) / ah - 1.0, 0.0))
    return shift @ scale
