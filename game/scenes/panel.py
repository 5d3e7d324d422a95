"""Glass panels and glows: the frames every HUD box, card and menu row is drawn in."""

from __future__ import annotations

import math

import arcade

from game.scenes import theme
from game.scenes.theme import Color


def chamfer_points(rect: arcade.Rect, cut: float) -> list[tuple[float, float]]:
    """The outline of ``rect`` with its top-left and bottom-right corners cut at 45°."""
    cut = max(0.0, min(cut, rect.width / 3, rect.height / 3))
    left, right, bottom, top = rect.left, rect.right, rect.bottom, rect.top
    return [
        (left, bottom),
        (right - cut, bottom),
        (right, bottom + cut),
        (right, top),
        (left + cut, top),
        (left, top - cut),
    ]


def grow(rect: arcade.Rect, by: float) -> arcade.Rect:
    """``rect`` enlarged by ``by`` pixels on every side."""
    return arcade.LRBT(rect.left - by, rect.right + by, rect.bottom - by, rect.top + by)


def draw_panel(
    rect: arcade.Rect,
    cut: float,
    fill: Color = theme.PANEL_FILL,
    rim: Color = theme.PANEL_RIM,
    rim_width: float = 1.5,
) -> None:
    """A translucent glass box: dark fill, a lighter upper band and a thin rim."""
    arcade.draw_polygon_filled(chamfer_points(rect, cut), fill)
    band = arcade.LRBT(rect.left, rect.right, rect.top - rect.height * 0.45, rect.top)
    arcade.draw_polygon_filled(chamfer_points(band, cut), theme.with_alpha(theme.PANEL_SHINE, 22))
    # The shine line just under the top edge is what makes the box read as glass.
    inset = max(1.0, rim_width * 1.5)
    arcade.draw_line(
        rect.left + cut + inset, rect.top - inset, rect.right - inset, rect.top - inset,
        theme.PANEL_SHINE, max(1.0, rim_width * 0.75),
    )
    arcade.draw_polygon_outline(chamfer_points(rect, cut), rim, rim_width)


def draw_glow(rect: arcade.Rect, cut: float, color: Color, reach: float, strength: float) -> None:
    """A soft halo around ``rect``: rims that widen and fade outwards."""
    layers = 6
    for i in range(layers, 0, -1):
        t = i / layers
        alpha = strength * 150 * (1.0 - t) ** 1.6
        outer = grow(rect, reach * t)
        arcade.draw_polygon_outline(
            chamfer_points(outer, cut + reach * t * 0.4),
            theme.with_alpha(color, round(alpha)),
            max(1.0, reach / layers * 1.2),
        )


def pulse(time: float, speed: float = 3.0) -> float:
    """0.75–1.0, slowly breathing: the focused item's glow is alive, not blinking."""
    return 0.875 + 0.125 * math.sin(time * speed)
