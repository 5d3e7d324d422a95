"""The background fills the viewport, is dark blue, has its faint grid, and leaves GL state."""

from __future__ import annotations

import arcade
import numpy as np

from game.render.background import Background
from game.render.palette import load_palette


def test_fills_the_viewport_dark_and_blue(ctx: arcade.ArcadeContext, canvas) -> None:
    background = Background(ctx)
    image = canvas.render(lambda: background.draw(0.0), clear=(255, 0, 255, 255)).astype(int)
    assert (image != (255, 0, 255)).any(axis=2).all()  # opaque, everywhere
    assert image.mean() < 30 and image.max() < 140  # near-black; grid crossings are brightest
    mean = image.reshape(-1, 3).mean(axis=0)
    assert mean[2] > mean[0]  # blue
    height = image.shape[0]
    assert image[height * 3 // 4 :].mean() > image[: height // 4].mean()  # lighter at the top


def test_grid_lines_are_faint_but_there(ctx: arcade.ArcadeContext, canvas) -> None:
    background = Background(ctx, grid_size=48.0)
    image = canvas.render(lambda: background.draw(0.0)).astype(int).sum(axis=2)
    row = image[canvas.size[1] // 2]
    bumps = row[1:-1] - np.minimum(row[:-2], row[2:])
    lines = int((bumps > 6).sum())
    cell = 48.0 * canvas.size[1] / 720.0
    assert lines >= int(canvas.size[0] / cell) - 1
    assert bumps.max() < 60  # faint


def test_moves_slowly_with_time(ctx: arcade.ArcadeContext, canvas) -> None:
    background = Background(ctx)
    a = canvas.render(lambda: background.draw(0.0)).astype(int)
    b = canvas.render(lambda: background.draw(0.5)).astype(int)
    c = canvas.render(lambda: background.draw(30.0)).astype(int)
    assert np.abs(a - b).mean() < np.abs(a - c).mean()
    assert np.abs(a - c).mean() > 0.3


def test_palette_and_state(ctx: arcade.ArcadeContext, canvas) -> None:
    background = Background(ctx, load_palette("colorblind"))
    blend, flags = ctx.blend_func, set(ctx._flags)
    canvas.render(lambda: background.draw(1.0))
    assert ctx.blend_func == blend
    assert set(ctx._flags) == flags
