"""Copying pixels between framebuffers with ``glBlitFramebuffer``: no shader, texel to pixel.

arcade has no blit between two framebuffers, so this binds them behind its back; the caller
puts the framebuffer it draws to back with ``use(force=True)`` when it is done.
"""

from __future__ import annotations

from collections.abc import Iterable

import arcade
from pyglet import gl

Box = tuple[int, int, int, int]  # x0, y0, x1, y1 in pixels


def blit(source: arcade.gl.Framebuffer, target: arcade.gl.Framebuffer,
         copies: Iterable[tuple[Box, tuple[int, int]]]) -> None:
    """Copy each box of ``source`` to ``target`` with its lower left corner at the point
    given with it (the same size: nothing is scaled). A box given as (x0, top, x1, bottom),
    its y the wrong way round, is copied upside down."""
    gl.glBindFramebuffer(gl.GL_READ_FRAMEBUFFER, source.glo)
    if not source.is_default:  # the window's own read buffer (back, or front when single-
        gl.glReadBuffer(gl.GL_COLOR_ATTACHMENT0)  # buffered) is already the one drawn to
    gl.glBindFramebuffer(gl.GL_DRAW_FRAMEBUFFER, target.glo)
    for (x0, y0, x1, y1), (tx, ty) in copies:
        gl.glBlitFramebuffer(x0, y0, x1, y1, tx, ty, tx + x1 - x0, ty + abs(y1 - y0),
                             gl.GL_COLOR_BUFFER_BIT, gl.GL_NEAREST)


def bgra_framebuffer(ctx: arcade.ArcadeContext, size: tuple[int, int]) -> arcade.gl.Framebuffer:
    """A framebuffer whose texture Mesa stores as BGRA (an unsized RGBA given as BGRA
    bytes picks the matching format), as it stores a window's pixels."""
    texture = ctx.texture(size, components=4)
    gl.glActiveTexture(gl.GL_TEXTURE0)
    gl.glBindTexture(gl.GL_TEXTURE_2D, texture.glo)
    gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, size[0], size[1], 0, gl.GL_BGRA,
                    gl.GL_UNSIGNED_BYTE, None)
    return ctx.framebuffer(color_attachments=[texture])
