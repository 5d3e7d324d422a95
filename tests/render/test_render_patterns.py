"""The pattern atlas: one icon per bomb kind, shared stone and frost, constants as the shader's."""

from __future__ import annotations

import itertools
import re

import numpy as np

from game.render import patterns
from game.render.flags import Bomb
from game.render.shaders import shader_path


def test_layout() -> None:
    atlas = patterns.pattern_atlas()
    size = patterns.PATTERN_SIZE
    assert atlas.shape == (len(Bomb), size, size, 4) and atlas.dtype == np.uint8
    for layer in atlas[1:]:  # stone and frost do not depend on the icon
        assert np.array_equal(layer[..., 1:], atlas[0, ..., 1:])


def test_no_icon_on_layer_zero_and_one_per_bomb_kind() -> None:
    atlas = patterns.pattern_atlas()
    inside = atlas[..., 0] < 128  # signed distance below zero
    assert not inside[Bomb.NONE].any()
    centre = slice(patterns.PATTERN_SIZE // 4, 3 * patterns.PATTERN_SIZE // 4)
    for kind in Bomb:
        if kind is not Bomb.NONE:
            share = inside[kind, centre, centre].mean()
            assert 0.04 < share < 0.5, (kind, share)  # an icon, not a blob or a speck
    for a, b in itertools.combinations([k for k in Bomb if k], 2):
        assert (inside[a] != inside[b]).mean() > 0.02, (a, b)


def test_vertical_is_the_horizontal_turned() -> None:
    inside = patterns.pattern_atlas()[..., 0] < 128
    assert (np.rot90(inside[Bomb.HORIZONTAL]) != inside[Bomb.VERTICAL]).mean() < 0.01


def test_constants_match_the_shader() -> None:
    text = shader_path("board.frag").read_text()
    consts = dict(re.findall(r"const float (\w+)\s*=\s*([0-9.]+);", text))
    assert float(consts["PATTERN_SCALE"]) == patterns.PATTERN_SCALE
    assert float(consts["ICON_RANGE"]) == patterns.ICON_RANGE
