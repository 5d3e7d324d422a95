"""Cell patterns: one icon per bomb kind, shared stone and frost, deterministic."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from game.render import patterns
from game.render.flags import Bomb

N = 160
_T = (np.arange(N) + 0.5) / N * 2.4 - 1.2  # ±1.2 inradii: the cell and a little around it
X, Y = np.meshgrid(_T, _T)


def _inside(kind: Bomb) -> np.ndarray:
    return patterns.icon_sdf(kind, X, Y) < 0.0


def test_no_icon_for_none_and_one_per_bomb_kind() -> None:
    assert not _inside(Bomb.NONE).any()
    centre = np.hypot(X, Y) < 0.8
    for kind in Bomb:
        if kind is not Bomb.NONE:
            share = _inside(kind)[centre].mean()
            assert 0.04 < share < 0.5, (kind, share)  # an icon, not a blob or a speck
    for a, b in itertools.combinations([k for k in Bomb if k], 2):
        assert (_inside(a) != _inside(b)).mean() > 0.02, (a, b)


@pytest.mark.parametrize("kind", [k for k in Bomb if k])
def test_icons_and_their_halo_stay_inside_the_cell(kind: Bomb) -> None:
    near = patterns.icon_sdf(kind, X, Y) < 0.1  # the glyph and its dark halo
    assert np.hypot(X, Y)[near].max() < 0.92


def test_vertical_is_the_horizontal_turned() -> None:
    inside = _inside(Bomb.HORIZONTAL), _inside(Bomb.VERTICAL)
    assert (np.rot90(inside[0]) != inside[1]).mean() < 0.01


def test_cover_fields_are_deterministic_and_in_range() -> None:
    first = patterns.cover_fields(X, Y)
    again = patterns.cover_fields(X.copy(), Y.copy())
    for a, b in zip(first, again, strict=True):
        assert np.array_equal(a, b)
        assert a.shape == X.shape and a.min() >= 0.0 and a.max() <= 1.0
    stone, frost, sparkle = first
    assert stone.std() > 0.08 and frost.std() > 0.05  # grain, not flat
    assert (stone < 0.15).mean() > 0.005  # cracks and pits
    assert (sparkle > 0.9).sum() > 10  # sparkle dots


def test_cover_fields_clamp_far_positions() -> None:
    stone, frost, sparkle = patterns.cover_fields(np.array([-9.0, 9.0]), np.array([9.0, -9.0]))
    assert np.isfinite(stone).all() and np.isfinite(frost).all() and np.isfinite(sparkle).all()
