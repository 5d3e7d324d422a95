"""Drawing straight into the window's layout: a picture upside down, as Mesa holds a window.

llvmpipe copies a picture to the window as a copy of memory only from a BGRA texture whose
first row is the picture's top (game.render.blit, game.render.kept.frozen); an upright picture has
to be converted first, a draw over every pixel (2–3 ms of a frame at 1280×720). A picture
drawn with ``glClipControl(GL_UPPER_LEFT)`` lands upside down to begin with. Inside such a
draw, what is given in window pixels is mirrored by whoever gives it (:func:`mirrored_rows`:
the bloom's viewport and scissor bands), and point sprites take the other origin so that
their own images stay upright. Nothing here draws into another framebuffer while it lasts.

Only on llvmpipe (where the copy is of memory) and GL 4.5 (``glClipControl``): elsewhere
pictures are kept upright and converted, as before.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import arcade
from pyglet import gl

_depth = 0  # nesting of upside_down() blocks


def supported(ctx: arcade.ArcadeContext) -> bool:
    """Whether pictures may be drawn in the window's layout here: software GL with
    ``glClipControl`` (the copies it saves are of memory only on llvmpipe)."""
    info = ctx.info
    return ctx.gl_version >= (4, 5) and "llvmpipe" in str(info.RENDERER).lower()


def active() -> bool:
    """Whether draws now land upside down (inside :func:`upside_down`)."""
    return _depth > 0


@contextmanager
def upside_down() -> Iterator[None]:
    """Draw upside down inside the block (the active framebuffer's first row on top)."""
    global _depth
    if _depth == 0:
        _set(gl.GL_UPPER_LEFT, gl.GL_LOWER_LEFT)
    _depth += 1
    try:
        yield
    finally:
        _depth -= 1
        if _depth == 0:
            _set(gl.GL_LOWER_LEFT, gl.GL_UPPER_LEFT)


def _set(origin: int, sprite_origin: int) -> None:
    gl.glClipControl(origin, gl.GL_NEGATIVE_ONE_TO_ONE)
    gl.glPointParameteri(gl.GL_POINT_SPRITE_COORD_ORIGIN, sprite_origin)


def mirrored_rows(bottom: int, height: int, framebuffer_height: int) -> int:
    """Where rows ``bottom`` .. ``bottom + height`` of the picture lie in the framebuffer
    now: the same rows, or mirrored while drawing upside down."""
    return framebuffer_height - bottom - height if active() else bottom
