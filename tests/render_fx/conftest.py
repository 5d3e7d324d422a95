"""Effects under test: the scene suite's shared window and app, and an offscreen canvas.

The window fixtures come from ``tests/scenes/conftest.py`` (one window per test session,
an existing one reused). Pixels are read from an offscreen framebuffer of a fixed size with
its own pixel projection, so nothing here depends on the window's size.
"""

from __future__ import annotations

from collections.abc import Callable

import arcade
import numpy as np
import pytest
from pyglet.math import Mat4

from tests.scenes.conftest import app, window  # noqa: F401  (fixtures)

CANVAS_SIZE = (320, 240)


class Canvas:
    """An offscreen RGBA target; :meth:`render` returns RGB pixels, row 0 at the bottom."""

    def __init__(self, ctx: arcade.ArcadeContext, size: tuple[int, int]) -> None:
        self.ctx = ctx
        self.size = size
        self.fbo = ctx.framebuffer(color_attachments=[ctx.texture(size, components=4)])

    def render(self, draw: Callable[[], None]) -> np.ndarray:
        ctx = self.ctx
        width, height = self.size
        projection, view = ctx.projection_matrix, ctx.view_matrix
        with self.fbo.activate():
            self.fbo.clear(color=(0, 0, 0, 255))
            ctx.projection_matrix = Mat4.orthogonal_projection(0, width, 0, height, -100, 100)
            ctx.view_matrix = Mat4()
            try:
                draw()
            finally:
                ctx.projection_matrix, ctx.view_matrix = projection, view
            ctx.finish()
            data = self.fbo.read(components=4)
        return np.frombuffer(data, dtype=np.uint8).reshape(height, width, 4)[:, :, :3].copy()


@pytest.fixture(scope="session")
def ctx(window: arcade.Window) -> arcade.ArcadeContext:  # noqa: F811
    return window.ctx


@pytest.fixture(scope="session")
def canvas(ctx: arcade.ArcadeContext) -> Canvas:
    return Canvas(ctx, CANVAS_SIZE)
