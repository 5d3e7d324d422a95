"""A picture that stands still, drawn once into a texture and copied back while it is fresh.

The pause screen draws the paused game beneath its menu: the whole play frame (background,
board, HUD, bloom), 30–50 ms of CPU in software GL, for a picture that does not move, and
over it a veil, headings, the controls panel and the key hints, which do not move either.
Kept here all of that costs one copy a frame instead. It is drawn again when the window's
size changes, when the caller's ``key`` (what the picture depends on: layout, palette,
device shown) changes, after :meth:`FrozenFrame.invalidate`, or after ``max_age`` seconds
for a game whose clock runs on under the pause (Tet'light).

The copy is a ``glBlitFramebuffer`` of the window's size (exact texel to pixel, no blending,
no scissor). Measured on llvmpipe at 1280×720, interleaved, process CPU ms per copy: the blit
6.7, an opaque NEAREST textured quad 8.0 (one big triangle 7.7), the same with
``texelFetch(gl_FragCoord)`` 9.5. That blit is a draw over every pixel: Mesa holds a window's
pixels upside down (its first row is the top one) and in BGRA, and copies memory only between
the same layouts. So a picture copied to the window is copied from a second copy of it kept
in that layout (:meth:`FrozenFrame.make_screen_copy`): 0.4 ms a copy instead of 2.1 (a BGRA
texture alone, or rows reversed alone, changed nothing). The memory copy runs on the calling
thread, where the draw ran on llvmpipe's.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from contextlib import nullcontext
from typing import Any

import arcade

from game.render.blit import Box, bgra_framebuffer, blit
from game.render.kept import window_layout


class FrozenFrame:
    """The output of a draw function, kept at the window's framebuffer size.

    With ``in_window_layout`` the picture is drawn straight into the window's layout
    (game.render.kept.window_layout): it is its own copy for the window, and nothing draws into
    another framebuffer while it is made."""

    def __init__(self, ctx: arcade.ArcadeContext, in_window_layout: bool = False) -> None:
        self.ctx = ctx
        self.in_window_layout = in_window_layout
        self._fbo: arcade.gl.Framebuffer | None = None
        self._screen_copy: arcade.gl.Framebuffer | None = None  # upside down, BGRA
        self._made = 0  # pictures made (the screen copy is of _screen_made)
        self._screen_made = -1
        self._drawn_at: float | None = None
        self._key: Hashable = None
        self.renders = 0  # times the draw function ran (tests read it)

    def invalidate(self) -> None:
        """Draw the picture again next time (something it shows may have changed)."""
        self._drawn_at = None

    def draw(self, render: Callable[[], None], now: float, max_age: float | None = None,
             key: Hashable = None) -> None:
        """Copy the kept frame to the active framebuffer, after running ``render`` into it
        first when there is none yet, the size or ``key`` changed, or it is older than
        ``max_age``."""
        target = self.ctx.active_framebuffer
        if key != self._key or not self.fits(target):
            self._drawn_at = None
        stale = self._drawn_at is None or (max_age is not None and now - self._drawn_at >= max_age)
        if stale:
            self.make(render, key)
            self._drawn_at = now
        self.copy()

    @property
    def key(self) -> Hashable:
        """The key of the picture kept (None before the first)."""
        return self._key

    def fits(self, target: arcade.gl.Framebuffer) -> bool:
        """Whether the kept picture is ``target``'s size."""
        return self._fbo is not None and self._fbo.size == target.size

    def make(self, render: Callable[[], None], key: Hashable,
             over: bool = False) -> None:
        """Run ``render`` into the picture (made the active framebuffer's size), over what it
        holds when ``over``; it is kept under ``key``. Nothing is copied."""
        ctx = self.ctx
        target = ctx.active_framebuffer
        if not self.fits(target):
            self._fbo = bgra_framebuffer(ctx, target.size) if self.in_window_layout else \
                ctx.framebuffer(color_attachments=[ctx.texture(target.size, components=4)])
        assert self._fbo is not None
        upside_down = window_layout.upside_down() if self.in_window_layout else nullcontext()
        with self._fbo.activate(), upside_down:
            render()
        self._key = key
        self._made += 1
        if not over:
            self.renders += 1

    def copy(self, shift: tuple[int, int] = (0, 0), box: Box | None = None) -> None:
        """Copy the picture onto the active framebuffer (exact texel to pixel), moved by
        ``shift`` (whole framebuffer pixels); the strips along the edges it uncovers get
        the picture's own pixels there, unmoved. With ``box`` (x0, y0, x1, y1, pixels of
        the upright picture) only that part, where it is (``shift`` is then ignored)."""
        ctx = self.ctx
        target = ctx.active_framebuffer
        assert self._fbo is not None
        w, h = self._fbo.size
        blits = [(box, (0, 0))] if box is not None else moved_blits(w, h, *shift)
        into_layout = window_layout.active()  # a picture drawn in the window's layout
        source, flipped = self._fbo, self.in_window_layout
        if (target.is_default or into_layout) and not flipped:
            self.make_screen_copy()  # (once per picture)
            source, flipped = self._screen_copy, True
        assert source is not None
        blit(source, target, placed(blits, h, flipped, into_layout))
        target.use(force=True)  # the raw binds went behind arcade's back

    def _screen_copy_fresh(self) -> bool:
        """Whether the window's-layout copy holds the picture kept now."""
        if self.in_window_layout:
            return self._fbo is not None  # (the picture itself)
        copy = self._screen_copy
        return (copy is not None and self._fbo is not None and copy.size == self._fbo.size
                and self._screen_made == self._made)

    def make_screen_copy(self) -> bool:
        """The picture upside down in BGRA, as llvmpipe holds a window's pixels: copied to
        the window that is a plain copy of memory, where a copy of the picture itself is a
        draw over every pixel (a tenth of the time, measured at 1280×720: 0.4 ms against
        2.1). Made once per picture made, before its first copy to the window: that copy
        then waits for it, but a conversion and a copy of memory cost a frame that makes a
        picture less than a conversion and a draw of the picture to the window (the 95th
        percentile frames of Retris Classic and Verse were 2–4 ms shorter, measured).
        Returns whether it was made now."""
        if self._fbo is None or self._screen_copy_fresh():
            return False
        w, h = self._fbo.size
        copy = self._screen_copy
        if copy is None or copy.size != (w, h):
            copy = self._screen_copy = bgra_framebuffer(self.ctx, (w, h))
        blit(self._fbo, copy, [((0, h, w, 0), (0, 0))])  # upside down
        self._screen_made = self._made
        self.ctx.active_framebuffer.use(force=True)  # the raw binds went behind arcade's back
        return True


def placed(blits: list[tuple[Box, tuple[int, int]]], h: int, source_flipped: bool,
           target_flipped: bool) -> list[tuple[Box, tuple[int, int]]]:
    """The boxes to blit for ``blits`` (:func:`moved_blits`: boxes of an upright picture
    ``h`` rows high and how far each moves) between a source and a target of that height,
    each upright or upside down (the window's layout): upside down, a box's rows are
    mirrored, and between one of each the box is given top first (copied upside down)."""
    out = []
    for (x0, y0, x1, y1), (dx, dy) in blits:
        bottom, top = (h - y1, h - y0) if source_flipped else (y0, y1)
        to_y = h - (y0 + dy) - (y1 - y0) if target_flipped else y0 + dy
        box = (x0, top, x1, bottom) if source_flipped != target_flipped else (x0, bottom, x1, top)
        out.append((box, (x0 + dx, to_y)))
    return out


def moved_blits(w: int, h: int, dx: int, dy: int) -> list[tuple[tuple[int, int, int, int],
                                                          tuple[int, int]]]:
    """The blits of a ``w`` × ``h`` picture moved by (dx, dy): source box (x0, y0, x1, y1)
    and its offset; the part that stays on the target, then the uncovered edge strips, each
    from the same place (the boxes are clipped here: blits outside the target are not
    portable)."""
    dx, dy = max(-w, min(w, dx)), max(-h, min(h, dy))
    blits = [((max(0, -dx), max(0, -dy), w - max(0, dx), h - max(0, dy)), (dx, dy))]
    if dx:
        blits.append(((0, 0, dx, h) if dx > 0 else (w + dx, 0, w, h), (0, 0)))
    if dy:
        x0, x1 = max(0, dx), w + min(0, dx)  # the corner is in the strip above
        blits.append(((x0, 0, x1, dy) if dy > 0 else (x0, h + dy, x1, h), (0, 0)))
    return [(box, move) for box, move in blits if box[2] > box[0] and box[3] > box[1]]


def draw_without_notices(scene: Any) -> None:
    """``scene.on_draw()`` without the app's notices and the video export badge: the screen
    over it draws those live, and kept in a still picture a notice would outlast its
    seconds (and a badge its progress)."""
    scene.draw_notices = _nothing
    try:
        scene.on_draw()
    finally:
        vars(scene).pop("draw_notices", None)


def _nothing() -> None:
    """Draws nothing."""
