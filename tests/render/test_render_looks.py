"""Baked looks: layer layout as the shaders expect, anti-aliased edges per size class."""

from __future__ import annotations

import math
import re
from itertools import pairwise

import numpy as np
import pytest

from game.render import board, looks
from game.render.flags import Bomb
from game.render.shaders import shader_path

N = looks.LOOK_SIZE
MID = N // 2


def _glsl_consts(kind: str) -> dict[str, str]:
    text = shader_path("common.glsl").read_text()
    return dict(re.findall(rf"const {kind} (\w+)\s*=\s*([0-9.]+)u?;", text))


def test_layer_and_kind_constants_match_the_shaders() -> None:
    ints = _glsl_consts("int")
    for name in ("GLASS", "STONE", "EMPTY", "GHOST", "FLASH", "ICE", "GLOW", "ICON"):
        assert int(ints[f"LAYER_{name}"]) == getattr(looks, name), name
    assert looks.ICON + len(Bomb) - 1 == looks.LAYERS
    uints = _glsl_consts("uint")
    assert int(uints["KIND_SHIFT"]) == board.KIND_SHIFT
    assert int(uints["KIND_MASK"]) << board.KIND_SHIFT == board.KIND_MASK
    for name in ("CELL", "GLOW", "ICE", "ICON", "LIFT", "FLASH"):
        assert int(uints[f"KIND_{name}"]) == getattr(board, f"KIND_{name}"), name
    floats = _glsl_consts("float")
    assert float(floats["HEX_WIDTH"]) == pytest.approx(looks.HEX_WIDTH, abs=1e-9)


def test_kind_bits_are_free_in_the_flag_layout() -> None:
    from game.render import flags as F

    used = 0xFF | F.BOMB_MASK | F.FLASH_MASK
    assert board.KIND_MASK & used == 0


def test_size_classes() -> None:
    radii = looks.CLASS_RADII
    assert all(b / a == pytest.approx(math.sqrt(2.0)) for a, b in pairwise(radii))
    for k, r in enumerate(radii):
        assert looks.size_class(r) == k
        assert looks.size_class(r * 1.18) == k and looks.size_class(r / 1.18) == k
    assert looks.size_class(0.0) == 0 and looks.size_class(1.0) == 0
    assert looks.size_class(1000.0) == len(radii) - 1
    for k in range(len(radii)):
        cell, glow = looks.extents(k)
        # quads of the class's smallest cells, padded, fit in the texture
        assert cell >= 1.0 + looks.PAD_PX / (radii[k] / 2**0.25)
        assert glow >= 1.0 + looks.GLOW_REACH + looks.PAD_PX / (radii[k] / 2**0.25)


@pytest.mark.parametrize("shape", looks.SHAPES)
def test_layout_and_coverage(shape: str) -> None:
    data = looks.bake(shape, 4)
    assert data.shape == (looks.LAYERS, N, N, 4) and data.dtype == np.uint8
    alpha = data[..., 3]
    for layer in range(looks.LAYERS):
        assert alpha[layer, 0, 0] == 0 and alpha[layer, -1, -1] == 0, layer  # corners: out
    for layer in (looks.GLASS, looks.STONE, looks.GLOW, looks.FLASH):
        assert alpha[layer, MID, MID] == 255, layer  # centre: in, opaque
    assert 100 < alpha[looks.EMPTY, MID, MID] < 150  # faint fill
    assert 20 < alpha[looks.GHOST, MID, MID] < 60  # translucent
    assert alpha[looks.EMPTY].max() > 220  # the brighter line


@pytest.mark.parametrize("cls", range(len(looks.CLASS_RADII)))
def test_edge_is_one_pixel_soft_in_every_class(cls: int) -> None:
    """Along the vertical axis a square's top edge ramps over one pixel of its class."""
    alpha = looks.bake("square", cls)[looks.GLASS, :, MID, 3].astype(float) / 255.0
    half, _ = looks.extents(cls)
    texel = 2.0 * half / N  # inradii per texel
    pixel = 1.0 / looks.CLASS_RADII[cls]  # inradii per pixel
    ramp = ((alpha > 0.02) & (alpha < 0.98)).sum() / 2  # two edges, top and bottom
    assert ramp * texel == pytest.approx(pixel, abs=1.5 * texel)


def test_glass_is_lit_from_the_top_left() -> None:
    rgba = looks.bake("hex", 4)[looks.GLASS].astype(float)
    body = rgba[..., 0]
    q = N // 4
    assert body[MID + q // 2, MID].mean() > body[MID - q // 2, MID].mean()  # lighter above
    white = rgba[..., 1]  # gloss, top left
    assert white[MID + q // 2, MID - q // 3] > white[MID - q // 2, MID + q // 3] + 40


@pytest.mark.parametrize("shape", looks.SHAPES)
def test_each_bomb_has_its_own_glyph(shape: str) -> None:
    data = looks.bake(shape, 4)
    ink = [data[looks.ICON + k - 1, ..., 1] > 128 for k in range(1, len(Bomb))]
    for i, a in enumerate(ink):
        assert 0.02 < a.mean() < 0.3, i
        for b in ink[i + 1 :]:
            assert (a != b).mean() > 0.01


def test_glow_fades_outwards() -> None:
    alpha = looks.bake("square", 4)[looks.GLOW, MID, :, 3].astype(int)
    outer = alpha[: MID // 3]  # from the texture's left edge towards the cell
    assert alpha[MID] == 255 and outer[0] == 0
    assert (np.diff(outer) >= 0).all() and outer[-1] > 100


def test_bad_arguments() -> None:
    with pytest.raises(ValueError):
        looks.bake("triangle", 0)
    with pytest.raises(ValueError):
        looks.bake("hex", 99)
