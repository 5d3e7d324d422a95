"""GL helpers shared by the suites that draw: the one window of a test session and an
offscreen canvas to read pixels from.

Arcade allows one window per process (a second after the first has closed fails), so every
suite reuses the first one, whatever its size. Pixels are read from an offscreen framebuffer
of a fixed size with its own pixel projection, so nothing depends on the window's size.
"""

from __future__ import annotations

from collections.abc import Callable

import arcade
import numpy as np
from pyglet.math import Mat4

CANVAS_SIZE = (320, 240)


def session_window() -> arcade.Window:
    """The existing window, else a new one (retried once: the first window of a process has
    been seen to fail spuriously, see arcade-notes)."""
    try:
        return arcade.get_window()
    except RuntimeError:
        pass
    try:
        return _make_window()
    except Exception:
        return _make_window()


def _make_window() -> arcade.Window:
    from game.ui.glyph_atlas import share_glyph_atlas

    share_glyph_atlas()  # as the game does, before any text of any test is made
    return arcade.Window(800, 450, "ArcadeForge tests", antialiasing=False, resizable=True,
                         visible=False)


class Canvas:
    """An offscreen RGBA target; :meth:`render` returns RGB pixels with row 0 at the bottom."""

    def __init__(self, ctx: arcade.ArcadeContext, size: tuple[int, int] = CANVAS_SIZE) -> None:
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


class DrawCalls:
    """Counts the GL draw calls made inside ``with DrawCalls() as calls:`` (arcade's
    geometries and pyglet's batches alike): ``calls.count``."""

    NAMES = ("glDrawArrays", "glDrawArraysInstanced", "glDrawElements",
             "glDrawElementsInstanced", "glMultiDrawArrays", "glMultiDrawElements")

    def __init__(self) -> None:
        self.count = 0
        self._undo: list[tuple[object, str, object]] = []

    def __enter__(self) -> DrawCalls:
        import pyglet.gl
        import pyglet.graphics
        import pyglet.graphics.vertexdomain

        # arcade calls them through the pyglet.gl module; pyglet imported them by name.
        for module in (pyglet.gl, pyglet.graphics, pyglet.graphics.vertexdomain):
            for name in self.NAMES:
                if hasattr(module, name):
                    original = getattr(module, name)
                    self._undo.append((module, name, original))
                    setattr(module, name, self._counted(original))
        return self

    def _counted(self, original: Callable[..., object]) -> Callable[..., object]:
        def call(*args: object) -> object:
            self.count += 1
            return original(*args)
        return call

    def __exit__(self, *exc: object) -> None:
        for module, name, original in reversed(self._undo):
            setattr(module, name, original)
        self._undo.clear()
