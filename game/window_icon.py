"""The window's icon, rendered from the game's own art: one glass hexagon of Tet'light drawn
by the board's cell shader (the title cards' look), at the sizes desktops ask for."""

from __future__ import annotations

import arcade
import numpy as np
import pyglet
from pyglet.math import Mat4

from game.render import flags
from game.render.board import BoardRenderer
from game.render.palette import load_palette

ICON_SIZES = (16, 32, 48, 64, 128)
COLOUR = 1  # Tet'light's cyan: the accent of the whole collection
FILL = 1.06


def icon_pixels(ctx: arcade.ArcadeContext, size: int) -> np.ndarray:
    """A ``size`` × ``size`` RGBA picture (rows top-down) of one glass hexagon on
    transparency, drawn in an offscreen target (the screen and its matrices are kept)."""
    fbo = ctx.framebuffer(color_attachments=[ctx.texture((size, size), components=4)])
    renderer = BoardRenderer(ctx, "hex", 1)
    # Corner to corner across the picture: the glass look keeps a rim and a hairline in
    # from the cell's outline, which this much more fills again.
    radius = size / 2 * FILL
    renderer.update(np.array([[size / 2, size / 2]], np.float32),
                    np.array([load_palette().tetlight_color(COLOUR)], np.uint8),
                    flags.array(1))
    window = ctx.window
    projection, view = window.projection, window.view
    try:
        with fbo.activate():
            fbo.clear(color=(0, 0, 0, 0))
            window.projection = Mat4.orthogonal_projection(0, size, 0, size, -1, 1)
            window.view = Mat4()
            renderer.draw(radius)
            data = fbo.read(components=4)
    finally:
        window.projection, window.view = projection, view
    rgba = np.frombuffer(data, np.uint8).reshape(size, size, 4)[::-1]
    return _straight(rgba)


def _straight(rgba: np.ndarray) -> np.ndarray:
    """The shader's premultiplied colours as plain ones (what an icon's pixels are)."""
    out = rgba.astype(np.float32)
    alpha = out[..., 3:4] / 255.0
    out[..., :3] = np.where(alpha > 0, out[..., :3] / np.maximum(alpha, 1e-6), 0)
    return np.clip(out, 0, 255).astype(np.uint8)


def set_window_icon(window: arcade.Window) -> None:
    """Give ``window`` the hexagon icon at every size of :data:`ICON_SIZES`."""
    images = []
    for size in ICON_SIZES:
        pixels = icon_pixels(window.ctx, size)
        images.append(pyglet.image.ImageData(size, size, "RGBA", pixels[::-1].tobytes()))
    window.set_icon(*images)
