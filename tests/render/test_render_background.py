"""The background fills the viewport, is dark blue, has its faint grid, and leaves GL state;
it draws in two calls and writes its steady uniforms only when something changed."""

from __future__ import annotations

import dataclasses

import arcade
import numpy as np
import pytest

from game.render.background import Background
from game.render.gridlines import GridLines
from game.render.palette import load_palette
from tests.gl_support import Canvas


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


def test_state_kept_with_blending_off(ctx: arcade.ArcadeContext, canvas) -> None:
    background = Background(ctx)
    ctx.disable(ctx.BLEND)
    try:
        canvas.render(lambda: background.draw(1.0))
        assert ctx.BLEND not in ctx._flags
    finally:
        ctx.enable(ctx.BLEND)


def _recoloured(grid: tuple[int, int, int, int]):
    palette = load_palette()
    return dataclasses.replace(palette, ui={**palette.ui, "grid": grid})


def test_instances_sharing_the_program_keep_their_own_colours_and_sizes(
    ctx: arcade.ArcadeContext, canvas
) -> None:
    """The steady uniforms are cached per shared program: an instance drawing after another
    one (other palette, other grid, other viewport) must still draw its own."""
    plain, bright = Background(ctx), Background(ctx, _recoloured((200, 40, 40, 255)))
    coarse = Background(ctx, grid_size=96.0)
    alone = {name: canvas.render(lambda b=b: b.draw(2.0)).astype(int)
             for name, b in (("plain", plain), ("bright", bright), ("coarse", coarse))}
    assert np.abs(alone["plain"] - alone["bright"]).max() > 40
    assert np.abs(alone["plain"] - alone["coarse"]).max() > 10
    small = Canvas(ctx, (200, 120))  # another aspect: more grid columns
    fresh = Background(ctx, _recoloured((200, 40, 40, 255)))
    small_bright = small.render(lambda: fresh.draw(2.0)).astype(int)
    for name, b in (("bright", bright), ("plain", plain), ("coarse", coarse), ("plain", plain)):
        there = small.render(lambda b=b: b.draw(2.0)).astype(int)
        if name == "bright":
            assert np.array_equal(there, small_bright)
        again = canvas.render(lambda b=b: b.draw(2.0)).astype(int)
        assert np.array_equal(again, alone[name]), name


def test_palette_switch_redraws(ctx: arcade.ArcadeContext, canvas) -> None:
    background = Background(ctx)
    before = canvas.render(lambda: background.draw(3.0)).astype(int)
    background.set_palette(_recoloured((200, 40, 40, 255)))
    after = canvas.render(lambda: background.draw(3.0)).astype(int)
    assert (after[..., 0] - before[..., 0]).max() > 40  # the grid turned red


def test_two_draw_calls_and_one_uniform_written_per_frame(
    ctx: arcade.ArcadeContext, canvas, monkeypatch: pytest.MonkeyPatch
) -> None:
    background = Background(ctx)
    canvas.render(lambda: background.draw(0.0))  # first frame: everything is written
    program_type, geometry_type = type(background.program), type(background._geometry)
    written: list[str] = []
    renders: list[int] = []
    set_uniform, render = program_type.__setitem__, geometry_type.render

    def spy_set(program, name, value) -> None:
        written.append(name)
        set_uniform(program, name, value)

    def spy_render(geometry, *args, **kwargs) -> None:
        renders.append(1)
        render(geometry, *args, **kwargs)

    monkeypatch.setattr(program_type, "__setitem__", spy_set)
    monkeypatch.setattr(geometry_type, "render", spy_render)
    for frame in range(3):
        canvas.render(lambda frame=frame: background.draw(frame / 60.0))
    assert len(renders) == 6  # the mesh and the grid, per frame
    assert written == ["time"] * 3


def test_wide_grid_lines_light_the_same_pixels_as_strips(ctx: arcade.ArcadeContext, canvas):
    """At t = 0.5 a horizontal line's centre is 0.75 px above the top edge (cell 16 px at
    240 px high, drift 1.5 px/s): its band still lights the top row, which a wide line
    clipped by its centre would lose."""
    wide = Background(ctx)
    if not wide._lines.can_widen:
        pytest.skip("this GL draws no 3 px lines")
    strips = Background(ctx)
    strips._lines = GridLines(ctx, 4, wide=False)
    for t in (0.5, 0.0, 7.3):
        a = canvas.render(lambda t=t: wide.draw(t)).astype(int)
        assert wide._pad > 0  # the wide lines were drawn
        b = canvas.render(lambda t=t: strips.draw(t)).astype(int)
        assert strips._pad == 0
        assert np.abs(a - b).max() <= 2, t
    top = canvas.render(lambda: wide.draw(0.5)).astype(int)[-1].sum(axis=1)
    below = canvas.render(lambda: wide.draw(0.5)).astype(int)[-4].sum(axis=1)
    assert (top - below).min() > 6  # the row lit by the line past the edge


def test_grid_in_a_part_of_the_framebuffer_uses_strips(ctx: arcade.ArcadeContext, canvas):
    background = Background(ctx)
    viewport = ctx.viewport

    def draw_in_a_corner() -> None:
        ctx.viewport = (10, 10, 200, 150)
        try:
            background.draw(0.5)
        finally:
            ctx.viewport = (0, 0, *canvas.size)

    image = canvas.render(draw_in_a_corner, clear=(255, 0, 255, 255)).astype(int)
    assert background._pad == 0
    assert (image[:10] == (255, 0, 255)).all() and (image[160:] == (255, 0, 255)).all()
    assert (image[10:160, 10:210] != (255, 0, 255)).any(axis=2).all()
    assert ctx.viewport == viewport
