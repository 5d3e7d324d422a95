"""Pattern atlas for board cells: bomb icons, stone grain and frost, made with numpy.

One small texture array read once per pixel by board.frag: layer k holds bomb kind k's icon
(layer 0 none). Channels: R icon signed distance (0.5 + d / ICON_RANGE, d in units of the
cell's inradius, negative inside), G stone grain, B frost grain, A frost streaks and sparkles.
Texel (i, j) covers q = (uv - 0.5) / PATTERN_SCALE; both constants match board.frag.
"""

from __future__ import annotations

import weakref
from functools import cache
from itertools import pairwise

import arcade
import numpy as np

from game.render.flags import Bomb

PATTERN_SIZE = 192  # fine enough to sample nearest: ~0.5 px a texel at 48 px cells
PATTERN_SCALE = 0.4
ICON_RANGE = 0.7


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


def _icon(kind: Bomb, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Signed distance of a bomb kind's icon, in units of the inradius."""
    if kind is Bomb.NORMAL:  # round bomb with a fuse
        d = np.hypot(x + 0.05, y + 0.1) - 0.4
        return np.minimum(d, _segment(x, y, (0.17, 0.2), (0.33, 0.42), 0.09))
    if kind is Bomb.HORIZONTAL:
        return _arrows(x, y)
    if kind is Bomb.VERTICAL:
        return _arrows(y, -x)
    if kind is Bomb.LIGHTNING:  # zigzag bolt
        pts = [(0.2, 0.66), (-0.2, 0.04), (0.2, -0.04), (-0.2, -0.66)]
        return np.minimum.reduce([_segment(x, y, a, b, 0.085) for a, b in pairwise(pts)])
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
    return np.full_like(x, 10.0)


def _noise(rng: np.random.Generator, x: np.ndarray, y: np.ndarray, freq: float) -> np.ndarray:
    """Smooth value noise in 0..1 at ``freq`` lattice cells per unit."""
    n = int(np.ceil(3.0 * freq)) + 2
    grid = rng.random((n, n))
    gx, gy = (x + 1.5) * freq, (y + 1.5) * freq
    ix, iy = np.floor(gx).astype(int), np.floor(gy).astype(int)
    fx, fy = gx - ix, gy - iy
    ux, uy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
    a, b = grid[iy, ix], grid[iy, ix + 1]
    c, d = grid[iy + 1, ix], grid[iy + 1, ix + 1]
    return (a * (1 - ux) + b * ux) * (1 - uy) + (c * (1 - ux) + d * ux) * uy


@cache
def pattern_atlas(size: int = PATTERN_SIZE) -> np.ndarray:
    """The atlas as ``(layers, size, size, 4)`` uint8, row 0 at the bottom (q.y = −1.25)."""
    t = (np.arange(size) + 0.5) / size
    x, y = np.meshgrid((t - 0.5) / PATTERN_SCALE, (t - 0.5) / PATTERN_SCALE)
    rng = np.random.default_rng(20240611)
    # Stone: grain, dark pits, two cracks.
    grain = 0.65 * _noise(rng, x, y, 3.0) + 0.35 * _noise(rng, x, y, 6.1)
    pits = np.clip((_noise(rng, x, y, 6.5) - 0.62) / 0.18, 0.0, 1.0)
    stone = grain * (1.0 - 0.45 * pits)
    crack = np.minimum.reduce(
        [
            _segment(x, y, (-0.7, 0.35), (-0.15, 0.05), 0.0),
            _segment(x, y, (-0.15, 0.05), (0.05, -0.55), 0.0),
            _segment(x, y, (-0.15, 0.05), (0.55, 0.25), 0.0),
        ]
    )
    stone *= 0.35 + 0.65 * np.clip((crack - 0.02) / 0.04, 0.0, 1.0)
    # Frost: grain, diagonal streaks, sparkle dots.
    frost = 0.65 * _noise(rng, x, y, 5.0) + 0.35 * _noise(rng, x, y, 10.2)
    streak = np.abs(np.mod((x + y) * 1.6 + 0.25, 1.0) - 0.5)
    streaks = 0.3 * np.clip((0.09 - streak) / 0.06, 0.0, 1.0)
    cell_x, cell_y = np.floor(x * 4.0), np.floor(y * 4.0)
    lucky = rng.random((12, 12))[cell_y.astype(int) + 6, cell_x.astype(int) + 6] > 0.82
    dot = np.hypot(x * 4.0 - cell_x - 0.5, y * 4.0 - cell_y - 0.5)
    sparkle = lucky * np.clip((0.18 - dot) / 0.12, 0.0, 1.0)
    shared = np.stack([stone, frost, np.maximum(streaks, sparkle)], axis=-1)
    layers = np.empty((len(Bomb), size, size, 4), dtype=np.float64)
    for kind in Bomb:
        layers[kind, ..., 0] = 0.5 + _icon(kind, x, y) / ICON_RANGE
        layers[kind, ..., 1:] = shared
    return (np.clip(layers, 0.0, 1.0) * 255.0 + 0.5).astype(np.uint8)


_textures: weakref.WeakKeyDictionary[object, arcade.gl.TextureArray] = weakref.WeakKeyDictionary()


def atlas_texture(ctx: arcade.ArcadeContext) -> arcade.gl.TextureArray:
    """The atlas as a GL texture array, made once per context."""
    texture = _textures.get(ctx)
    if texture is None:
        data = pattern_atlas()
        layers, height, width, _ = data.shape
        texture = ctx.texture_array(
            (width, height, layers),
            components=4,
            data=data.tobytes(),
            filter=(ctx.NEAREST, ctx.NEAREST),  # linear filtering costs ~10 % of a frame
            wrap_x=ctx.CLAMP_TO_EDGE,
            wrap_y=ctx.CLAMP_TO_EDGE,
        )
        _textures[ctx] = texture
    return texture
