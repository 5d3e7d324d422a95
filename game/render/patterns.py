"""Cell patterns as functions of the position in the cell: bomb icons, stone grain, frost.

Positions ``(x, y)`` are in units of the cell's inradius (the cell's edges are at distance 1
from its centre). :mod:`game.render.looks` evaluates these on its texel grids when it bakes
the cell looks, so the GPU never computes them: an icon, the grain and the frost cost one
texture fetch, and only for the cells that carry them.

- :func:`icon_sdf`: signed distance of a bomb kind's icon (negative inside), so every bomb
  is told by its shape, not its colour alone;
- :func:`cover_fields`: stone grain (pits, two cracks), frost grain, frost streaks and
  sparkles, all in 0..1 and the same for every cell (fixed seed).
"""

from __future__ import annotations

from functools import cache
from itertools import pairwise

import numpy as np

from game.render.flags import Bomb

SEED = 20240611
#: The noise lattices cover ±REACH; positions beyond it (outside any cell) are clamped.
REACH = 1.5


def _segment(x: np.ndarray, y: np.ndarray, a: tuple, b: tuple, w: float) -> np.ndarray:
    ax, ay = x - a[0], y - a[1]
    bx, by = b[0] - a[0], b[1] - a[1]
    h = np.clip((ax * bx + ay * by) / (bx * bx + by * by), 0.0, 1.0)
    return np.hypot(ax - bx * h, ay - by * h) - w


def _star5(x: np.ndarray, y: np.ndarray, r: float, rf: float) -> np.ndarray:
    """Five-pointed star (after Inigo Quilez), point up."""
    k1 = np.array([0.809016994375, -0.587785252292])
    k2 = np.array([-k1[0], k1[1]])
    px, py = np.abs(x), y.copy()
    for k in (k1, k2):
        t = 2.0 * np.maximum(px * k[0] + py * k[1], 0.0)
        px, py = px - t * k[0], py - t * k[1]
    px, py = np.abs(px), py - r
    bax, bay = rf * -k1[1], rf * k1[0] - 1.0
    h = np.clip((px * bax + py * bay) / (bax * bax + bay * bay), 0.0, r)
    return np.hypot(px - bax * h, py - bay * h) * np.sign(py * bax - px * bay)


def _arrows(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """A double-headed arrow along x."""
    w = 0.085
    d = _segment(x, y, (-0.58, 0.0), (0.58, 0.0), w)
    return np.minimum(d, _segment(np.abs(x), np.abs(y), (0.62, 0.0), (0.34, 0.28), w))


def _polygon(x: np.ndarray, y: np.ndarray, pts: list[tuple[float, float]]) -> np.ndarray:
    """Signed distance to a closed polygon (after Inigo Quilez), negative inside."""
    d = np.full(np.broadcast(x, y).shape, np.inf)
    inside = np.zeros(d.shape, bool)
    for (ax, ay), (bx, by) in pairwise([*pts, pts[0]]):
        d = np.minimum(d, _segment(x, y, (ax, ay), (bx, by), 0.0))
        # Even-odd crossing test along +x.
        crosses = ((ay > y) != (by > y)) & (x < (bx - ax) * (y - ay) / (by - ay + 1e-12) + ax)
        inside ^= crosses
    return np.where(inside, -d, d)


def _spark(x: np.ndarray, y: np.ndarray, at: tuple[float, float], r: float) -> np.ndarray:
    """A four-pointed spark (a thin plus with a hot dot), centred at ``at``."""
    px, py = np.abs(x - at[0]), np.abs(y - at[1])
    arms = np.minimum(_segment(px, py, (0.0, 0.0), (r, 0.0), 0.035),
                      _segment(px, py, (0.0, 0.0), (0.0, r), 0.035))
    return np.minimum(arms, np.hypot(px, py) - 0.07)


# A bold zigzag bolt, filled: thin strokes vanish at 28 px.
_BOLT = [(0.12, 0.72), (0.36, 0.72), (0.12, 0.14), (0.34, 0.14), (-0.16, -0.74),
         (-0.02, -0.1), (-0.26, -0.1)]


def icon_sdf(kind: Bomb | int, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Signed distance of a bomb kind's icon, in units of the inradius (negative inside).

    Every icon stays within 0.8 of the centre; :data:`Bomb.NONE` is far away everywhere.
    """
    kind = Bomb(kind)
    x, y = np.asarray(x, np.float64), np.asarray(y, np.float64)
    if kind is Bomb.NORMAL:  # round bomb, its fuse and a spark at the fuse's end
        d = np.hypot(x + 0.1, y + 0.14) - 0.42
        d = np.minimum(d, _segment(x, y, (0.12, 0.18), (0.24, 0.32), 0.08))
        return np.minimum(d, _spark(x, y, (0.34, 0.42), 0.17))
    if kind is Bomb.HORIZONTAL:
        return _arrows(x, y)
    if kind is Bomb.VERTICAL:
        return _arrows(y, -x)
    if kind is Bomb.LIGHTNING:  # a filled zigzag bolt
        return _polygon(x, y, _BOLT)
    if kind is Bomb.MEGA:  # star inside a ring
        return np.minimum(_star5(x, y + 0.03, 0.46, 0.45), np.abs(np.hypot(x, y) - 0.66) - 0.06)
    if kind is Bomb.ACTIVATOR:  # target: ring, centre dot, four ticks
        ax, ay = np.abs(x), np.abs(y)
        return np.minimum.reduce(
            [
                np.abs(np.hypot(x, y) - 0.4) - 0.075,
                np.hypot(x, y) - 0.13,
                _segment(ax, ay, (0.0, 0.52), (0.0, 0.72), 0.07),
                _segment(ax, ay, (0.52, 0.0), (0.72, 0.0), 0.07),
            ]
        )
    return np.full(np.broadcast(x, y).shape, 10.0)


class _Noise:
    """Smooth value noise in 0..1 at ``freq`` lattice cells per unit, over ±REACH."""

    def __init__(self, rng: np.random.Generator, freq: float) -> None:
        n = int(np.ceil(2 * REACH * freq)) + 2
        self.grid = rng.random((n, n))
        self.freq = freq

    def __call__(self, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        gx, gy = (x + REACH) * self.freq, (y + REACH) * self.freq
        ix, iy = np.floor(gx).astype(int), np.floor(gy).astype(int)
        fx, fy = gx - ix, gy - iy
        ux, uy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
        g = self.grid
        a, b = g[iy, ix], g[iy, ix + 1]
        c, d = g[iy + 1, ix], g[iy + 1, ix + 1]
        return (a * (1 - ux) + b * ux) * (1 - uy) + (c * (1 - ux) + d * ux) * uy


@cache
def _lattices() -> tuple[list[_Noise], np.ndarray]:
    rng = np.random.default_rng(SEED)
    noises = [_Noise(rng, f) for f in (3.0, 6.1, 6.5, 5.0, 10.2)]
    lucky = rng.random((12, 12)) > 0.82
    return noises, lucky


def cover_fields(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(stone, frost, sparkle)`` at the positions, each in 0..1.

    stone: granite grain with dark pits and two cracks (a brightness factor's input);
    frost: frost grain; sparkle: diagonal frost streaks and sparkle dots.
    """
    x = np.clip(np.asarray(x, np.float64), -REACH + 1e-6, REACH - 1e-6)
    y = np.clip(np.asarray(y, np.float64), -REACH + 1e-6, REACH - 1e-6)
    (grain1, grain2, pit, frost1, frost2), lucky = _lattices()
    # Stone: grain, dark pits, two cracks.
    grain = 0.65 * grain1(x, y) + 0.35 * grain2(x, y)
    pits = np.clip((pit(x, y) - 0.62) / 0.18, 0.0, 1.0)
    stone = grain * (1.0 - 0.45 * pits)
    crack = np.minimum.reduce(
        [
            _segment(x, y, (-0.7, 0.35), (-0.15, 0.05), 0.0),
            _segment(x, y, (-0.15, 0.05), (0.05, -0.55), 0.0),
            _segment(x, y, (-0.15, 0.05), (0.55, 0.25), 0.0),
        ]
    )
    stone = stone * (0.35 + 0.65 * np.clip((crack - 0.02) / 0.04, 0.0, 1.0))
    # Frost: grain, diagonal streaks, sparkle dots.
    frost = 0.65 * frost1(x, y) + 0.35 * frost2(x, y)
    streak = np.abs(np.mod((x + y) * 1.6 + 0.25, 1.0) - 0.5)
    streaks = 0.3 * np.clip((0.09 - streak) / 0.06, 0.0, 1.0)
    cell_x, cell_y = np.floor(x * 4.0), np.floor(y * 4.0)
    hit = lucky[cell_y.astype(int) + 6, cell_x.astype(int) + 6]
    dot = np.hypot(x * 4.0 - cell_x - 0.5, y * 4.0 - cell_y - 0.5)
    sparkle = hit * np.clip((0.18 - dot) / 0.12, 0.0, 1.0)
    return np.clip(stone, 0.0, 1.0), np.clip(frost, 0.0, 1.0), np.maximum(streaks, sparkle)
