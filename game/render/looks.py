"""Baked cell looks: the lit-glass shading, outlines, covers and icons as texture layers.

On llvmpipe (software GL) every fragment pays for every instruction of the shader, and a
branch on a per-cell value skips nothing, so the board shader does no lighting at all: the
shading is baked here with numpy, once, into small texture arrays, and ``shaders/board.frag``
does one nearest-texel fetch and three multiply-adds per pixel (measured: a bilinear fetch
costs about 2.5 times a nearest one there, mipmaps about twice).

What is resolution-dependent — the anti-aliased edge (one pixel wide), the thin rim and the
bevel's minimum widths, the icons' edges — is baked per *size class*: one texture array per
cell shape and class, for cells whose inradius is near :data:`CLASS_RADII` pixels (within a
factor of 2^¼, so edges stay 0.84–1.19 px soft). Classes are baked on first use (~10 ms).

Each texel holds four channels, premultiplied by the look's coverage; board.vert picks the
three colours they weigh per instance (``colour = c1·R + c2·G + c3·B``, ``alpha = A·a``):

==========  ==================================  =======================  ==========
layer       R (×2)                              G                        B (×0.5)
==========  ==================================  =======================  ==========
GLASS       body: shade, bevel, caustic, rim    white: gloss, glint      body²: core
STONE       stone body × grain, bevel, rim      –                        –
EMPTY       body: faint fill, brighter line     –                        –
GHOST       body: translucent fill, line        white: line              –
FLASH       –                                   white (rim kept darker)  –
            (also the highlight's additive lift)
ICE         frost colour (band, grain)          white: sparkles          –
GLOW        body ×1.3 (highlight halo)          white                    –
ICON + k    body: dark halo                     ink: the glyph           –
==========  ==================================  =======================  ==========

Covers and effects that stack on a cell (ice, icon, flash, the highlight's halo) are separate
layers, drawn as extra instances of the same draw call just before or after the cell: only
cells that carry them pay for them. Texel (i, j) of a layer with half-extent ``H`` covers
``x = ((i + 0.5) / LOOK_SIZE − 0.5) · 2H·sx``, ``y = ((j + 0.5) / LOOK_SIZE − 0.5) · 2H``
(row 0 at the bottom), in units of the cell's inradius; ``sx`` is :data:`HEX_WIDTH` for
hexagons (their corners reach further than their edges), 1 for squares.
"""

from __future__ import annotations

import math
import weakref
from functools import cache

import numpy as np

from game.render.flags import Bomb
from game.render.patterns import cover_fields, icon_sdf

LOOK_SIZE = 128
#: Inradius in pixels each size class is baked for (steps of √2, 4 to 64 px; beyond them
#: edges get softer, and past ~90 px texels get bigger than pixels).
CLASS_RADII = tuple(4.0 * 2.0 ** (k / 2) for k in range(9))
#: Layers of one class texture (order matters: board.vert's LAYER_* constants).
GLASS, STONE, EMPTY, GHOST, FLASH, ICE, GLOW, ICON = range(8)
LAYERS = ICON + len(Bomb) - 1
#: Corner reach of a flat-topped hexagon over its inradius (x extent of its texture).
HEX_WIDTH = 2.0 / math.sqrt(3.0)
#: Quads reach this many pixels beyond the outline: room for the anti-aliased edge, whose
#: coverage ends 0.5 px out at the class's size, 0.6 px at its largest cells.
PAD_PX = 0.75
#: The highlight's halo reaches this far beyond the outline, in inradii.
GLOW_REACH = 0.3

LIGHT = (-0.6125, 0.7905)  # towards the light: top left
FROST = (0.8, 0.92, 1.0)
INK = (1.0, 0.98, 0.9)
SHAPES = ("square", "hex")


def size_class(radius_px: float) -> int:
    """The class baked for cells of this inradius in pixels (nearest on a log scale)."""
    if not radius_px > 0.0:
        return 0
    k = round(2.0 * math.log2(radius_px / CLASS_RADII[0]))
    return min(max(k, 0), len(CLASS_RADII) - 1)


def extents(cls: int) -> tuple[float, float]:
    """Half-extent of a class's textures in inradii: (cell layers, GLOW layer).

    Wide enough for quads of the class's smallest cells (inradius ``R/2^¼`` pixels) padded
    by :data:`PAD_PX`, and a little more.
    """
    margin = 1.5 * PAD_PX / CLASS_RADII[cls]
    return 1.0 + margin, 1.0 + GLOW_REACH + margin


def _grid(shape: str, half: float) -> tuple[np.ndarray, np.ndarray]:
    t = (np.arange(LOOK_SIZE) + 0.5) / LOOK_SIZE - 0.5
    sx = HEX_WIDTH if shape == "hex" else 1.0
    return np.meshgrid(t * 2.0 * half * sx, t * 2.0 * half)


def _outline(shape: str, x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, ...]:
    """Signed distance to the outline (inradius 1, negative inside) and the nearest edge's
    outward normal. Squares have chamfered corners: cheap and tile-like."""
    sx, sy = np.sign(x), np.sign(y)
    ax, ay = np.abs(x), np.abs(y)
    if shape == "hex":
        slant = ax * (math.sqrt(3.0) / 2.0) + ay * 0.5
        on_slant = slant > ay
        nx = np.where(on_slant, sx * math.sqrt(3.0) / 2.0, 0.0)
        ny = np.where(on_slant, sy * 0.5, sy)
        return np.maximum(slant, ay) - 1.0, nx, ny
    side = np.maximum(ax, ay)
    corner = (ax + ay) * math.sqrt(0.5) - 1.3081  # cuts 0.15 off each edge
    on_corner = corner > side - 1.0
    nx = np.where(on_corner, sx * math.sqrt(0.5), np.where(ax > ay, sx, 0.0))
    ny = np.where(on_corner, sy * math.sqrt(0.5), np.where(ax > ay, 0.0, sy))
    return np.maximum(side - 1.0, corner), nx, ny


def _smoothstep(e0: float, e1: float, v: np.ndarray) -> np.ndarray:
    t = np.clip((v - e0) / (e1 - e0), 0.0, 1.0)
    return t * t * (3.0 - 2.0 * t)


def _band(inside: np.ndarray, width: float, aa: float, soft: float) -> np.ndarray:
    """The line along the outline: 1 on it, 0 past ``width`` (pixel-wide at least)."""
    w = max(aa, width)
    return np.clip((w - inside) / (soft * w + aa) + 0.5, 0.0, 1.0)


def _bake_class(shape: str, cls: int) -> np.ndarray:
    """All layers of one shape and class as float RGBA, ``(LAYERS, N, N, 4)``."""
    aa = 1.0 / CLASS_RADII[cls]  # one pixel, in inradii
    cell_half, glow_half = extents(cls)
    out = np.zeros((LAYERS, LOOK_SIZE, LOOK_SIZE, 4))

    x, y = _grid(shape, cell_half)
    d, nx, ny = _outline(shape, x, y)
    cover = np.clip(0.5 - d / aa, 0.0, 1.0)
    inside = np.maximum(-d, 0.0)
    depth = np.minimum(inside, 1.0)
    lit = nx * LIGHT[0] + ny * LIGHT[1]
    core = depth * depth * (3.0 - 2.0 * depth)
    stone_grain, frost_grain, sparkle = cover_fields(x, y)

    def shade(bevel: float) -> tuple[np.ndarray, np.ndarray]:
        """Lit glass: denser colour near the edges, a glowing core, lighter towards the top,
        and a bevel whose edge facing the light is lit. Returns (shade, slope)."""
        slope = 1.0 - _smoothstep(0.0, max(1.5 * aa, bevel), inside)
        return (0.64 + 0.36 * core) * (0.9 + 0.14 * y) * (1.0 + slope * (0.6 * lit - 0.12)), slope

    # Glass: body shade, a glossy reflection top left, the lit bevel's glint, light gathered
    # along the lower edge, a hotter core; then the thin darker rim.
    s, slope = shade(0.2)
    flat_top = 1.0 - slope
    hx, hy = (x + 0.22) * 1.6, (y - 0.42) * 3.3
    gloss = np.clip(1.5 - 1.4 * (hx * hx + hy * hy), 0.0, 1.0) * flat_top
    glint = slope * np.clip(lit * 3.3 - 2.3, 0.0, 1.0)
    caustic = np.clip(-1.25 * y - 0.125, 0.0, 1.0) * np.clip(1.3 - 2.9 * depth, 0.0, 1.0)
    rim = 0.85 * _band(inside, 0.06, aa, 1.0)
    body = (s + 0.45 * caustic * flat_top) * (1.0 - rim) + 0.32 * rim
    white = (0.38 * gloss + 0.4 * glint) * (1.0 - rim)
    hot = 0.35 * core * core * (1.0 - rim)
    out[GLASS] = np.stack([body / 2.0, white, hot * 2.0, np.ones_like(x)], -1)

    # Stone: granite grain over a wider, matt bevel; no gloss.
    s, _ = shade(0.25)
    grain = 1.0 + (1.3 * stone_grain - 0.65)
    body = grain * (s * (1.0 - rim) + 0.32 * rim)
    out[STONE, ..., 0], out[STONE, ..., 3] = body / 2.0, 1.0

    # Empty lattice: faint body, a brighter line along the outline (translucent).
    band = _band(inside, 0.06, aa, 0.0)
    alpha = 0.5 + 0.45 * band
    out[EMPTY, ..., 0], out[EMPTY, ..., 3] = (0.22 + 0.55 * band) * alpha / 2.0, alpha
    # Ghost (landing spot): translucent body, brighter whitened outline.
    band = _band(inside, 0.11, aa, 0.0)
    alpha = 0.16 + 0.69 * band
    out[GHOST, ..., 0], out[GHOST, ..., 1] = (0.5 + 0.6 * band) * alpha / 2.0, 0.08 * band * alpha
    out[GHOST, ..., 3] = alpha

    # Flash: towards white, keeping a hint of the rim so cells stay apart.
    out[FLASH, ..., 1] = out[FLASH, ..., 3] = 1.0 - 0.45 * rim / 0.85

    # Ice: a pale frost band inside the edge, grain; streaks and sparkles (twinkling: G).
    frost_band = 1.0 - np.clip(3.3 * depth - 0.4, 0.0, 1.0)
    frost = 0.32 + 0.45 * frost_band * (0.6 + 0.4 * frost_grain)
    out[ICE, ..., 0], out[ICE, ..., 3] = frost / 2.0, frost
    out[ICE, ..., 1] = (1.0 - frost_band) * sparkle

    # Bomb icons: near-white glyph with a dark halo, readable on any colour.
    halo_w = max(1.2 * aa, 0.1)
    for kind in Bomb:
        if kind is Bomb.NONE:
            continue
        icon = icon_sdf(kind, x, y)
        halo = 0.75 * np.clip((halo_w - icon) * (0.5 / aa) + 0.5, 0.0, 1.0)
        fill = np.clip(0.5 - icon / aa, 0.0, 1.0)
        layer = out[ICON + kind - 1]
        layer[..., 0] = (0.12 * halo * (1.0 - fill) + 0.12 * fill) / 2.0
        layer[..., 1] = 0.88 * fill
        layer[..., 3] = 1.0 - (1.0 - halo) * (1.0 - fill)

    out[:GLOW] *= cover[..., None]  # everything above is cut by the outline
    out[ICON:] *= cover[..., None]

    # Highlight halo, drawn under its cell: the cell's colour, brighter, fading outwards.
    x, y = _grid(shape, glow_half)
    d, _, _ = _outline(shape, x, y)
    around = np.clip(1.0 - np.maximum(d, 0.0) / GLOW_REACH, 0.0, 1.0) ** 2
    out[GLOW] = np.stack([1.3 * around / 2.0, 0.15 * around, 0 * x, around], -1)
    return out


@cache
def bake(shape: str, cls: int) -> np.ndarray:
    """The layers of one shape and size class as ``(LAYERS, N, N, 4)`` uint8, row 0 at the
    bottom."""
    if shape not in SHAPES:
        raise ValueError(f"shape must be one of {SHAPES}, got {shape!r}")
    if not 0 <= cls < len(CLASS_RADII):
        raise ValueError(f"size class must be 0..{len(CLASS_RADII) - 1}, got {cls}")
    data = _bake_class(shape, cls)
    return (np.clip(data, 0.0, 1.0) * 255.0 + 0.5).astype(np.uint8)


def bake_up_to(shape: str, radius_px: float) -> None:
    """Bake every class up to the one for cells of this inradius in pixels, ahead of use: a
    piece growing into place passes through each of them, and a class first used mid-game
    costs a frame 17–50 ms of numpy."""
    for cls in range(size_class(radius_px) + 1):
        bake(shape, cls)


_textures: weakref.WeakKeyDictionary[object, dict] = weakref.WeakKeyDictionary()


def looks_texture(ctx, shape: str, cls: int):
    """One shape and class's layers as a GL texture array (nearest texels), made once per
    context on first use."""
    textures = _textures.setdefault(ctx, {})
    texture = textures.get((shape, cls))
    if texture is None:
        data = bake(shape, cls)
        texture = ctx.texture_array(
            (LOOK_SIZE, LOOK_SIZE, LAYERS),
            components=4,
            data=data.tobytes(),
            filter=(ctx.NEAREST, ctx.NEAREST),
            wrap_x=ctx.CLAMP_TO_EDGE,
            wrap_y=ctx.CLAMP_TO_EDGE,
        )
        textures[(shape, cls)] = texture
    return texture
