"""Golden image: the whole look (background, glass cells, every flag) stays as approved.

Regenerate after an intended change with ``ARCADEFORGE_REGEN_GOLDEN=1 uv run pytest
tests/render -k golden`` and look at the new PNG before committing it.
"""

from __future__ import annotations

import os
from pathlib import Path

import arcade
import numpy as np
import pytest
from PIL import Image

from game.render import flags as F
from game.render import hexgrid, squaregrid
from game.render.background import Background
from game.render.board import BoardRenderer
from game.render.palette import load_palette

GOLDEN = Path(__file__).parent / "golden" / "board.png"
REGEN = os.environ.get("ARCADEFORGE_REGEN_GOLDEN") == "1"
MEAN_TOL = 2.0  # mean absolute difference per channel, 0–255
FAR = 48  # a pixel is "different" when a channel moved by more than this
FAR_FRACTION = 0.0005  # …and at most this share of pixels (38 of 320×240) may be different


def compare(actual: np.ndarray, expected: np.ndarray) -> tuple[bool, str]:
    """Whether two RGB images match within the tolerance, and the figures."""
    if actual.shape != expected.shape:
        return False, f"shape {actual.shape} != {expected.shape}"
    diff = np.abs(actual.astype(np.int16) - expected.astype(np.int16))
    mean = float(diff.mean())
    far = float((diff.max(axis=2) > FAR).mean())
    ok = mean <= MEAN_TOL and far <= FAR_FRACTION
    return (
        ok,
        f"mean diff {mean:.2f} (max {MEAN_TOL}), far pixels {far:.2%} (max {FAR_FRACTION:.2%})",
    )


def render_scene(ctx: arcade.ArcadeContext, canvas, drop_icon: bool = False) -> np.ndarray:
    palette = load_palette()
    size = 9.0
    edge = 6
    centers = hexgrid.centers(edge, size, origin=(110.0, 32.0))
    cells = hexgrid.board_cells(edge)
    lut = palette.tetlight_array()
    colors = np.tile(np.array(palette.ui_color("empty"), np.uint8), (len(cells), 1))
    fl = F.array(len(cells), F.EMPTY)
    looks = [0, F.GHOST, F.HIGHLIGHT, F.flash(), F.ICE, F.STONE, *(F.bomb(k) for k in F.Bomb if k)]
    for i, (c, h) in enumerate(cells):
        if h < 3 + abs(c) // 2:
            colors[i] = lut[(c + h) % 6]
            fl[i] = looks[(c * 7 + h * 3) % len(looks)]
    hexes = BoardRenderer(ctx, "hex")
    hexes.update(centers, colors, fl)

    sq_looks = np.array(looks, np.uint32)
    if drop_icon:
        sq_looks[7] = 0  # the horizontal bomb becomes a plain cell
    sq_centers = squaregrid.centers(len(looks), 1, 22.0, origin=(12.0, 200.0))
    sq_colors = palette.retris_array()[np.arange(len(looks)) % 8]
    squares = BoardRenderer(ctx, "square")
    squares.update(sq_centers, sq_colors, sq_looks)
    background = Background(ctx, palette)

    def draw() -> None:
        background.draw(0.0)
        hexes.draw(size, 0.0)
        squares.draw(22.0, 0.0)

    return canvas.render(draw)


@pytest.fixture(scope="module")
def scene(ctx: arcade.ArcadeContext, canvas) -> np.ndarray:
    return render_scene(ctx, canvas)


def test_matches_golden(scene: np.ndarray) -> None:
    if REGEN or not GOLDEN.exists():
        GOLDEN.parent.mkdir(parents=True, exist_ok=True)
        Image.fromarray(scene[::-1]).save(GOLDEN, optimize=True)
        if not REGEN:
            pytest.fail(f"no golden image yet: wrote {GOLDEN}; look at it and rerun")
    expected = np.asarray(Image.open(GOLDEN).convert("RGB"))[::-1]
    ok, figures = compare(scene, expected)
    assert ok, f"differs from {GOLDEN.name}: {figures}"


def test_rendering_is_stable(ctx: arcade.ArcadeContext, canvas, scene: np.ndarray) -> None:
    ok, figures = compare(render_scene(ctx, canvas), scene)
    assert ok, figures


@pytest.mark.parametrize("shift", [2, -3])
def test_a_shifted_image_fails_the_tolerance(scene: np.ndarray, shift: int) -> None:
    ok, figures = compare(np.roll(scene, shift, axis=1), scene)
    assert not ok, f"a {shift}px shift passed the golden check: {figures}"


def test_recoloured_image_fails_the_tolerance(scene: np.ndarray) -> None:
    ok, figures = compare(scene[:, :, ::-1].copy(), scene)
    assert not ok, f"swapping red and blue passed the golden check: {figures}"


def test_a_missing_icon_fails_the_tolerance(ctx: arcade.ArcadeContext, canvas, scene) -> None:
    """One bomb cell losing its icon is a meaningful change and must be caught."""
    ok, figures = compare(render_scene(ctx, canvas, drop_icon=True), scene)
    assert not ok, f"a missing bomb icon passed the golden check: {figures}"
