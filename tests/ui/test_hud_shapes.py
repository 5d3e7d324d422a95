"""HUD geometry drawn from buffers draws the pixels the immediate ``arcade.draw_*`` calls drew:
polygons in draw_panels' cached buffers, rects and outlines in LiveShapes' per-frame one."""

from __future__ import annotations

import arcade
import numpy as np

from game.ui.live_shapes import LiveShapes
from game.ui.panel import _CACHE, draw_panels, polygon_shape
from tests.gl_support import Canvas

HEXAGON = [(160.0, 20.5), (250.3, 70.0), (250.3, 170.2), (160.0, 220.0), (69.7, 170.2),
           (69.7, 70.0)]
BACK = (20, 30, 60, 255)


def test_a_polygon_shape_draws_what_draw_polygon_filled_and_outline_drew(window) -> None:
    canvas = Canvas(window.ctx)
    fill, rim = (6, 9, 22, 235), (120, 200, 255, 140)

    def immediate() -> None:
        arcade.draw_polygon_filled(HEXAGON, fill)
        arcade.draw_polygon_outline(HEXAGON, rim, 3.0)
        arcade.draw_polygon_outline(HEXAGON, (255, 90, 40, 60), 7.0)

    def cached() -> None:
        draw_panels([polygon_shape(HEXAGON, fill, rim, 3.0),
                     polygon_shape(HEXAGON, rim=(255, 90, 40, 60), rim_width=7.0)])

    want, got = canvas.render(immediate, BACK), canvas.render(cached, BACK)
    assert (want != BACK[:3]).any(axis=2).sum() > 5000  # it drew something
    assert np.abs(want.astype(int) - got).max() <= 1


def test_a_polygon_shape_is_built_once() -> None:
    shapes = (polygon_shape(HEXAGON, (1, 2, 3, 255)),)
    assert polygon_shape(HEXAGON, (1, 2, 3, 255)) == shapes[0]  # equal keys: one buffer
    assert polygon_shape(HEXAGON, (1, 2, 3, 255), (9, 9, 9, 255)) != shapes[0]


def test_draw_panels_reuses_the_buffer_of_a_list_it_drew_before(window) -> None:
    canvas = Canvas(window.ctx)
    shapes = [polygon_shape(HEXAGON, (40, 50, 60, 200), (90, 90, 90, 255), 2.0)]
    canvas.render(lambda: draw_panels(shapes))
    built = _CACHE[tuple(shapes)]
    canvas.render(lambda: draw_panels(list(shapes)))
    assert _CACHE[tuple(shapes)] is built


def test_live_shapes_draw_what_draw_rect_filled_and_outline_drew(window) -> None:
    canvas = Canvas(window.ctx)
    live = LiveShapes(window.ctx, capacity=8)  # grows past its first buffer
    rects = [arcade.LBWH(20.25, 30.5, 180.0, 10.0), arcade.LBWH(20.25, 30.5, 61.7, 10.0),
             arcade.LBWH(100.0, 120.0, 150.4, 40.6)]

    def immediate() -> None:
        arcade.draw_rect_filled(rects[0], (8, 12, 28, 255))
        arcade.draw_rect_filled(rects[1], (255, 190, 80, 255))
        arcade.draw_rect_outline(rects[0], (90, 110, 160, 255), 1)
        arcade.draw_rect_filled(rects[2], (10, 12, 30, 190))
        arcade.draw_rect_outline(rects[2], (255, 190, 80, 120), 1)

    def buffered() -> None:
        live.rect(rects[0], (8, 12, 28, 255))
        live.rect(rects[1], (255, 190, 80, 255))
        live.rect(arcade.LBWH(5, 5, 0, 10), (255, 0, 0, 255))  # an empty gauge: nothing
        live.rect_outline(rects[0], (90, 110, 160, 255), 1)
        live.rect(rects[2], (10, 12, 30, 190))
        live.rect_outline(rects[2], (255, 190, 80, 120), 1)
        live.draw()

    want, got = canvas.render(immediate, BACK), canvas.render(buffered, BACK)
    assert (want != BACK[:3]).any(axis=2).sum() > 3000
    assert np.abs(want.astype(int) - got).max() <= 1
    assert live.vertices == 0  # each frame starts empty
    assert (canvas.render(live.draw, BACK) == BACK[:3]).all()
