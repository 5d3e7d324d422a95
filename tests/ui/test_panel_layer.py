"""PanelLayer: a layout's frames in one kept buffer that look like draw_panels' (fill and band
merged into one layer, the glow's pulse through a uniform)."""

from __future__ import annotations

import arcade
import numpy as np
import pytest

from game.ui import theme
from game.ui.glass_fill import difference, fill_pieces, intersection, over
from game.ui.panel import chamfer_points, draw_panels, glow_shape, panel_shape
from game.ui.panel_layer import PanelLayer, line_shape, pulsing, rect_outline_shape, rect_shape
from tests.gl_support import Canvas


def _area(poly: list[tuple[float, float]]) -> float:
    return abs(sum(poly[i][0] * poly[(i + 1) % len(poly)][1]
                   - poly[(i + 1) % len(poly)][0] * poly[i][1]
                   for i in range(len(poly)))) / 2


@pytest.mark.parametrize("dst", [(0, 0, 0), (255, 255, 255), (20, 90, 40)])
def test_one_blend_of_over_equals_two_blends(dst: tuple[int, int, int]) -> None:
    fill, band = (18, 26, 52, 225), (140, 170, 230, 22)

    def blend(src: tuple[int, ...], under: np.ndarray) -> np.ndarray:
        a = src[3] / 255
        return np.array(src[:3]) * a + under * (1 - a)

    two = blend(band, blend(fill, np.array(dst, float)))
    one = blend(over(band, fill), np.array(dst, float))
    assert np.abs(two - one).max() < 1.0


@pytest.mark.parametrize("height, cut", [(340, 10), (46, 10), (25, 4), (40, 0)])
def test_the_pieces_tile_fill_and_band_exactly_once(height: float, cut: float) -> None:
    rect = arcade.LBWH(100, 50, 220, height)
    band = arcade.LRBT(rect.left, rect.right, rect.top - height * 0.45, rect.top)
    p, b = chamfer_points(rect, cut), chamfer_points(band, cut)
    pieces = fill_pieces(p, (1, 2, 3, 200), b, (4, 5, 6, 20))
    both = intersection(p, b)
    union = _area(p) + _area(b) - _area(both)
    assert sum(_area(piece) for piece, _ in pieces) == pytest.approx(union, abs=1e-3)
    assert sum(_area(x) for x in difference(p, b)) == pytest.approx(_area(p) - _area(both),
                                                                    abs=1e-3)


def test_the_layer_draws_what_draw_panels_draws(window: arcade.Window) -> None:
    canvas = Canvas(window.ctx)
    card, button = arcade.LBWH(40, 60, 150, 140), arcade.LBWH(210, 30, 90, 30)
    focused = theme.mix(theme.PANEL_FILL, (30, 60, 110, 220), 0.6)

    def before() -> None:
        draw_panels([glow_shape(card, 8, theme.ACCENT, 13, 0.8),
                     panel_shape(card, 8, focused, theme.ACCENT, 2.0),
                     panel_shape(button, 8)])
        arcade.draw_rect_filled(arcade.LBWH(60, 20, 80, 20), (84, 214, 255, 28))
        arcade.draw_rect_outline(arcade.LBWH(60, 20, 80, 20), (84, 214, 255, 150), 1)
        arcade.draw_line(220, 220, 300, 220, (84, 214, 255, 140), 1.5)

    layer = PanelLayer(window.ctx)

    def after() -> None:
        layer.draw("k", lambda: [pulsing(glow_shape(card, 8, theme.ACCENT, 13, 1.0)),
                                 panel_shape(card, 8, focused, theme.ACCENT, 2.0),
                                 panel_shape(button, 8),
                                 rect_shape(arcade.LBWH(60, 20, 80, 20), (84, 214, 255, 28)),
                                 rect_outline_shape(arcade.LBWH(60, 20, 80, 20),
                                                    (84, 214, 255, 150), 1),
                                 line_shape((220, 220), (300, 220), (84, 214, 255, 140), 1.5)],
                   0.8)

    ground = (40, 70, 30, 255)
    a = canvas.render(before, ground).astype(int)
    b = canvas.render(after, ground).astype(int)
    assert (a != ground[:3]).any(axis=2).sum() > 20000  # the shapes were drawn
    assert np.abs(a - b).max() <= 2
    assert layer.builds == 1


def test_an_empty_layer_draws_nothing(window: arcade.Window) -> None:
    canvas = Canvas(window.ctx)
    layer = PanelLayer(window.ctx)
    pixels = canvas.render(lambda: layer.draw(0, list))
    assert not pixels.any()
