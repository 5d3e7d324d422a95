"""ParticleSystem.heights: the bands of y it names hold every pixel the sparks light (the
bloom adds light only over them), and nothing once they are gone."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from game.render.particles import ParticleSystem

CELLS = np.array([(80, 60), (240, 180)], np.float32)
COLORS = np.array([(250, 250, 250, 255), (250, 120, 40, 255)], np.uint8)
NOW = 500.0


@pytest.mark.parametrize("later", [0.06, 0.25, 0.6])
def test_the_bands_hold_every_lit_pixel(ctx, canvas, later: float) -> None:
    system = ParticleSystem(ctx, 2048, seed=4)
    system.gravity = (0.0, -250.0)
    system.burst(CELLS, COLORS, NOW, per_cell=200, speed=60, spread=6, size=5, life=0.8)
    image = canvas.render(lambda: system.draw(NOW + later))  # row 0 at the bottom
    lit_rows = np.flatnonzero(image.max(axis=(1, 2)) > 0)
    assert len(lit_rows) > 10
    bands = system.heights(NOW + later)
    inside = np.zeros(image.shape[0], bool)
    for low, high in bands:
        inside[max(0, int(np.floor(low))):max(0, int(np.ceil(high)))] = True
    assert inside[lit_rows].all(), f"lit rows outside {bands}"
    assert inside.sum() < image.shape[0]  # and the bands are not simply everything
    assert all(a[1] < b[0] for a, b in itertools.pairwise(bands))  # apart, in order


def test_no_band_before_a_spark_shows_or_after_the_last_dies(ctx) -> None:
    system = ParticleSystem(ctx, 256, seed=4)
    assert system.heights(NOW) == []
    system.burst(CELLS, COLORS, NOW, per_cell=10, life=0.5)
    assert system.heights(NOW - 1.0) == []
    assert system.heights(NOW + 0.1)
    assert system.heights(NOW + 2.0) == []
    system.burst(CELLS, COLORS, NOW, per_cell=10, life=0.5)
    system.clear()
    assert system.heights(NOW + 0.1) == []
