"""One headless GL window for the whole test session, and an offscreen canvas to draw on.

``ARCADE_HEADLESS`` must be set before arcade is imported. Pixels are read from an offscreen
framebuffer of a fixed size with its own pixel projection, so these tests do not depend on the
window's size (another suite may have created the window first).
"""

from __future__ import annotations

import os

os.environ.setdefault("ARCADE_HEADLESS", "1")

from collections.abc import Callable, Iterator

import arcade
import numpy as np
import pytest
from pyglet.math import Mat4

CANVAS_SIZE = (320, 240)


def _make_window() -> arcade.Window:
    return arcade.Window(320, 240, "render tests", antialiasing=False, visible=False)


@pytest.fixture(scope="session")
def window() -> arcade.Window:
    """The session's window: an existing one is reused, else one is made (retried once)."""
    try:
        return arcade.get_window()
    except RuntimeError:
        pass
    try:
        return _make_window()
    except Exception:  # the first window of a process once failed spuriously (arcade-notes)
        return _make_window()


@pytest.fixture(scope="session")
def ctx(window: arcade.Window) -> arcade.ArcadeContext:
    return window.ctx


class Canvas:
    """An offscreen RGBA target; :meth:`render` returns pixels with row 0 at the bottom."""

    def __init__(self, ctx: arcade.ArcadeContext, size: tuple[int, int]) -> None:
        self.ctx = ctx
        self.size = size
        self.fbo = ctx.framebuffer(color_attachments=[ctx.texture(size, components=4)])

    def render(
        self, draw: Callable[[], None], clear: tuple[int, int, int, int] = (0, 0, 0, 255)
    ) -> np.ndarray:
        ctx = self.ctx
        width, height = self.size
        projection, view = ctx.projection_matrix, ctx.view_matrix
        with self.fbo.activate():
            self.fbo.clear(color=clear)
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
def canvas(ctx: arcade.ArcadeContext) -> Iterator[Canvas]:
    yield Canvas(ctx, CANVAS_SIZE)
