"""The window icon: the game's glass hexagon, drawn by its cell shader, at every size."""

from __future__ import annotations

import arcade
import pytest

from game.window_icon import ICON_SIZES, icon_pixels, set_window_icon


@pytest.mark.parametrize("size", [16, 64])
def test_the_icon_is_a_glass_hexagon_on_transparency(window: arcade.Window, size: int) -> None:
    px = icon_pixels(window.ctx, size)
    assert px.shape == (size, size, 4)
    alpha = px[..., 3]
    mid = size // 2
    assert alpha[mid, mid] == 255 and alpha[mid, 1] > 128 and alpha[mid, -2] > 128
    for corner in (alpha[0, 0], alpha[0, -1], alpha[-1, 0], alpha[-1, -1]):
        assert corner == 0  # a hexagon, not a square
    r, g, b, _ = (int(v) for v in px[mid, mid])
    assert g > r + 80 and b > r + 80  # Tet'light's cyan glass
    assert 0.6 < (alpha > 128).mean() < 0.75  # a hexagon covers 3√3/8 ≈ 65 % of its box


def test_every_size_goes_to_the_window(window: arcade.Window,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    given: list[tuple[int, int]] = []
    monkeypatch.setattr(window, "set_icon",
                        lambda *images: given.extend((i.width, i.height) for i in images))
    screen = window.ctx.screen.read(components=4)
    projection, view = window.projection, window.view
    set_window_icon(window)
    assert given == [(s, s) for s in ICON_SIZES]
    assert window.ctx.screen.read(components=4) == screen  # drawn offscreen only
    assert (window.projection, window.view) == (projection, view)  # the screen's, kept
