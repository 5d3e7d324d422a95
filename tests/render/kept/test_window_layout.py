"""Drawing straight into the window's layout (game.render.kept.window_layout): the same pixels as
drawing upright, rows the other way round; point sprites (the cells), the bloom's viewport
and its scissor bands included. The GL state is put back after."""

from __future__ import annotations

import math
from collections.abc import Callable

import arcade
import numpy as np
import pytest
from pyglet import gl
from pyglet.math import Mat4

from game.render.blit import bgra_framebuffer
from game.render.bloom import REACH, Bloom
from game.render.board import BoardRenderer
from game.render.flags import BOMB_VERTICAL as BOMB
from game.render.kept import window_layout

SIZE = (320, 240)
REGION = (0, 0, 320, 150)  # where the light is made: off the middle, so a viewport not
# mirrored would show
BAND = (20, 80)  # rows (from the bottom) the light is added over


def _pixels(fbo: arcade.gl.Framebuffer, draw: Callable[[], None],
            upside_down: bool) -> np.ndarray:
    """``draw`` into ``fbo``; its pixels, RGB, as stored (row 0 first)."""
    with fbo.activate():
        fbo.clear(color=(0, 0, 0, 255))
        if upside_down:
            with window_layout.upside_down():
                draw()
        else:
            draw()
        data = fbo.read(components=4)
    w, h = SIZE
    return np.frombuffer(data, np.uint8).reshape(h, w, 4)[:, :, :3].astype(int)


def _cells(ctx: arcade.ArcadeContext) -> BoardRenderer:
    """A few bevelled cells (lit from above: a flipped sprite would show) and a bomb."""
    cells = BoardRenderer(ctx, "square")
    cells.update(np.array([[60, 50], [100, 50], [100, 90], [220, 170]], np.float32),
                 np.array([[230, 60, 40, 255]] * 3 + [[40, 200, 230, 255]], np.uint8),
                 np.array([0, 0, 0, BOMB], np.uint32))
    return cells


def test_a_picture_drawn_upside_down_is_the_upright_one_mirrored(
        ctx: arcade.ArcadeContext) -> None:
    if not window_layout.supported(ctx):
        pytest.skip("needs llvmpipe with GL 4.5")
    cells, bloom = _cells(ctx), Bloom(ctx)
    upright = ctx.framebuffer(color_attachments=[ctx.texture(SIZE, components=4)])
    flipped = bgra_framebuffer(ctx, SIZE)
    projection, view = ctx.projection_matrix, ctx.view_matrix
    ctx.projection_matrix = Mat4.orthogonal_projection(0, SIZE[0], 0, SIZE[1], -100, 100)
    ctx.view_matrix = Mat4()

    def scene(upside_down: bool, light: bool = True) -> np.ndarray:
        # The light is made upright, first: nothing draws into another framebuffer while a
        # picture is drawn in the window's layout.
        with upright.activate():
            bloom.glow(REGION, 1.0 if light else 0.0, lambda: cells.draw(34.0))

        def draw() -> None:
            cells.draw(34.0)
            bloom.composite([BAND])

        return _pixels(flipped if upside_down else upright, draw, upside_down)

    try:
        straight, mirrored, dark = scene(False), scene(True), scene(False, light=False)
    finally:
        ctx.projection_matrix, ctx.view_matrix = projection, view
    assert straight.std() > 10  # cells and light, not a blank picture
    assert np.abs(mirrored[::-1] - straight).max() <= 1
    lit = np.nonzero((straight - dark).max(axis=(1, 2)) > 2)[0]  # rows the light reached
    assert len(lit) and lit.max() < BAND[1] + math.ceil(REACH) + 1


def test_the_gl_state_is_put_back(ctx: arcade.ArcadeContext) -> None:
    if not window_layout.supported(ctx):
        pytest.skip("needs llvmpipe with GL 4.5")
    value = gl.GLint()
    assert not window_layout.active()
    with window_layout.upside_down():
        with window_layout.upside_down():  # nested: still upside down
            assert window_layout.active()
        assert window_layout.active()
        assert window_layout.mirrored_rows(10, 30, 240) == 200
    assert not window_layout.active() and window_layout.mirrored_rows(10, 30, 240) == 10
    gl.glGetIntegerv(gl.GL_CLIP_ORIGIN, value)
    assert value.value == gl.GL_LOWER_LEFT
    gl.glGetIntegerv(gl.GL_POINT_SPRITE_COORD_ORIGIN, value)
    assert value.value == gl.GL_UPPER_LEFT
