"""Instanced board cells: one draw call per layer, whatever the number of cells.

A layer is a :class:`BoardRenderer`: one instance buffer of ``(centre, colour, flags)`` drawn
with one draw call. The shading is baked once with numpy (:mod:`game.render.looks`), so
``shaders/board.frag`` fetches one nearest texel per pixel and weighs three colours chosen per
instance by ``shaders/board.vert``: that is the whole cost of the glass look on software GL,
where every fragment runs every instruction.

Looks that stack on a cell are extra instances of the same draw, added here by
:meth:`BoardRenderer.update`: a highlight's halo just before the cell; ice, the bomb icon, the
highlight's brightening and a flash just after it. Plain cells, the empty lattice included,
never pay for them.

Each instance is drawn tight to its cell, one pixel's worth of padding for the anti-aliased
edge: a hexagon as a 4-triangle strip; a square as one point sprite when it can be (one
vertex, and no diagonal along which llvmpipe shades 4×4 blocks twice: a square field draws
~20 % faster), else as a 2-triangle strip: when the view rotates or shears, or when a cell
is larger than half the driver's largest point (board.vert grows the sprites of cells whose
centre is off-screen, which GL would otherwise drop).

Cells are drawn in arcade's current projection and view (what its ``WindowBlock`` holds), so
``arcade.Camera2D`` pans, zooms and turns them; the look textures are picked for the cells'
size on screen (:func:`game.render.looks.size_class`).
"""

from __future__ import annotations

import functools
import math
from typing import Literal

import arcade
import numpy as np
from arcade.gl import BufferDescription

from game.render import flags as F
from game.render import looks
from game.render.shaders import load_program
from game.render.uniforms import last_values, set_changed

#: Layout of one instance in the GPU buffer (16 bytes).
INSTANCE_DTYPE = np.dtype(
    [("center", np.float32, (2,)), ("color", np.uint8, (4,)), ("flags", np.uint32)]
)
_INSTANCE_FORMAT = "2f 4f1 u4"
_SHAPES = ("square", "hex")

# What an instance draws, in flag bits 12–14 (free in flags.py's layout; common.glsl agrees).
KIND_SHIFT = 12
KIND_MASK = 0x7 << KIND_SHIFT
KIND_CELL, KIND_GLOW, KIND_ICE, KIND_ICON, KIND_LIFT, KIND_FLASH = range(6)
# Instances per cell, in drawing order: the halo under the cell, the covers above it.
_STACK = (KIND_GLOW, KIND_CELL, KIND_ICE, KIND_ICON, KIND_LIFT, KIND_FLASH)
# Flags that add instances, and those that send update() the slow way (with the KIND bits,
# which a caller should not set: that way clears them).
_EXTRA = F.HIGHLIGHT | F.ICE | F.BOMB_MASK | F.FLASH
_SLOW = _EXTRA | KIND_MASK
_LOOKS = _EXTRA | F.EMPTY | F.GHOST  # the flags that decide a cell's instances


@functools.cache
def _stack_of(flags: int) -> tuple[int, ...]:
    """The KIND bits of a cell's instances, in drawing order, for its :data:`_LOOKS` flags:
    the highlight's halo under the cell; ice and the icon (solid cells only), the highlight's
    lift and a flash above it."""
    solid = not flags & (F.EMPTY | F.GHOST)
    wanted = (
        flags & F.HIGHLIGHT,
        True,
        solid and flags & F.ICE,
        solid and flags & F.BOMB_MASK,
        flags & F.HIGHLIGHT,
        flags & F.FLASH,
    )
    return tuple(int(k) << KIND_SHIFT for k, w in zip(_STACK, wanted, strict=True) if w)


# Unit outlines as triangle strips around a cell of inradius 1.
_HEX = [
    (looks.HEX_WIDTH * math.cos(a), looks.HEX_WIDTH * math.sin(a))
    for a in np.radians(np.arange(0, 360, 60))
]
_STRIPS = {
    "hex": np.array([_HEX[3], _HEX[4], _HEX[2], _HEX[5], _HEX[1], _HEX[0]], np.float32),
    "square": np.array([(-1, -1), (1, -1), (-1, 1), (1, 1)], np.float32),
}
#: Shapes drawn as point sprites when possible (a hexagon's square sprite is 1.5 times its
#: area: no faster than its strip there, and not tight).
SPRITE_SHAPES = frozenset({"square"})
GL_PROGRAM_POINT_SIZE = 0x8642
_SETUPS_KEPT = 64  # draw setups a renderer remembers (screen, glow target, each view a shake
# moves it to: a shake comes back to the same few whole-pixel offsets)


def _has(program: arcade.gl.Program, uniform: str) -> bool:
    try:
        program[uniform]
    except KeyError:
        return False
    return True


def clip_columns(ctx: arcade.ArcadeContext) -> tuple[tuple[float, ...], ...]:
    """Columns 0, 1 and 3 of arcade's projection × view: world ``(x, y, 0, 1)`` lands in clip
    space at ``x·col0 + y·col1 + col3``."""
    p, v = ctx.projection_matrix, ctx.view_matrix
    return tuple(
        tuple(sum(p[4 * k + r] * v[4 * j + k] for k in range(4)) for r in range(4))
        for j in (0, 1, 3)
    )


class BoardRenderer:
    """Draws up to any number of square or hex cells with one draw call."""

    def __init__(
        self,
        ctx: arcade.ArcadeContext,
        shape: Literal["square", "hex"],
        capacity: int = 1024,
        *,
        program: arcade.gl.Program | None = None,
        sprite_program: arcade.gl.Program | None = None,
    ) -> None:
        """``program`` replaces ``shaders/board.*`` with one taking the same inputs, and
        ``sprite_program`` their ``SPRITES`` variant (tools use them to measure the draw
        itself with a flat-colour shader); given ``program`` alone, cells are never drawn as
        point sprites."""
        if shape not in _SHAPES:
            raise ValueError(f"shape must be 'square' or 'hex', got {shape!r}")
        self.ctx = ctx
        self.shape = shape
        self.program = program or load_program(ctx, "board")
        if shape not in SPRITE_SHAPES or (program is not None and sprite_program is None):
            self.sprite_program = None
        else:
            self.sprite_program = sprite_program or load_program(ctx, "board", ("SPRITES",))
        self._uniforms: dict = {}
        for prog in (self.program, self.sprite_program):
            if prog is not None:
                # Only the uniforms the compiled program kept (a shader edit may drop one).
                names = ("time", "flash_scale", "pulse_flash", "slide", "reach", "uv_scale",
                         "sprite_px", "half_viewport")
                names += ("to_clip_x", "to_clip_y", "to_clip_t")
                self._uniforms[prog] = [n for n in names if _has(prog, n)]
                if _has(prog, "looks"):
                    prog["looks"] = 0  # texture unit
        self._max_point = float(ctx.info.POINT_SIZE_RANGE[1])
        # _prepare's results per (projection, view, viewport, cell size): a frame may draw the
        # same cells to the screen and to a small offscreen target (bloom's glow sources).
        self._setups: dict[tuple, tuple] = {}
        self._setup: tuple = ()  # the one the last draw used
        self._strip = ctx.buffer(data=_STRIPS[shape].tobytes())
        self._strip_vertices = len(_STRIPS[shape])
        self._count = 0
        self._drawn = 0
        self._capacity = 0
        self._instances: arcade.gl.Buffer | None = None
        self._geometry: arcade.gl.Geometry | None = None
        self._sprites: arcade.gl.Geometry | None = None
        self._staging = np.zeros(0, dtype=INSTANCE_DTYPE)
        self._allocate(max(1, int(capacity)))

    @property
    def count(self) -> int:
        """Number of cells the next :meth:`draw` renders."""
        return self._count

    @property
    def instances(self) -> int:
        """Instances the next :meth:`draw` renders: one per cell, plus one per ice cover,
        bomb icon and flash, and two per highlight."""
        return self._drawn

    @property
    def capacity(self) -> int:
        """Instances the GPU buffer holds before it has to grow."""
        return self._capacity

    def update(
        self,
        centers: np.ndarray,
        colors: np.ndarray,
        flags: np.ndarray | None = None,
        covers: bool = False,
    ) -> None:
        """Replace the cells: ``(n, 2)`` centres in px, ``(n, 4)`` uint8 RGBA, ``(n,)`` flags.

        Cells are drawn in this order (later ones on top). The buffer grows (doubling) when
        it is too small. With ``covers``, only what their flags lay over each cell is drawn
        (ice, icon, lift, flash: for cells already drawn, kept in a picture).
        """
        centers = np.asarray(centers)
        colors = np.asarray(colors)
        n = len(centers)
        if centers.shape != (n, 2):
            raise ValueError(f"centers must have shape (n, 2), got {centers.shape}")
        if colors.shape != (n, 4):
            raise ValueError(f"colors must have shape ({n}, 4), got {colors.shape}")
        if flags is not None:
            flags = np.asarray(flags)
            if flags.shape != (n,):
                raise ValueError(f"flags must have shape ({n},), got {flags.shape}")
        if covers and (flags is None or not int(np.bitwise_or.reduce(flags)) & _EXTRA):
            total = 0  # nothing over the cells
        elif flags is None or not int(np.bitwise_or.reduce(flags)) & _SLOW:
            total = n  # the common case: one instance per cell
            if total > self._capacity:
                self._allocate(max(total, 2 * self._capacity))
            staged = self._staging[:n]
            staged["center"] = centers
            staged["color"] = colors
            staged["flags"] = 0 if flags is None else flags
        else:
            flags = flags.astype(np.uint32) & ~np.uint32(KIND_MASK)
            cell, kind = self._stack(flags)
            if covers:
                over = kind >= np.uint32(KIND_ICE << KIND_SHIFT)  # (_STACK: above the cell)
                cell, kind = cell[over], kind[over]
            total = len(cell)
            if total > self._capacity:
                self._allocate(max(total, 2 * self._capacity))
            staged = self._staging[:total]
            staged["center"] = centers[cell]
            staged["color"] = colors[cell]
            staged["flags"] = flags[cell] | kind
        if total:
            assert self._instances is not None
            self._instances.write(staged.tobytes())  # (faster through arcade than the array)
        self._count = n
        self._drawn = total

    @staticmethod
    def _stack(flags: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Which cell each instance draws, and its KIND bits: the cells in order, with each
        one's extra instances (:data:`_STACK` order) around it. A loop over the few cells
        that have extras: cheaper than whole-board array passes between llvmpipe frames."""
        n = len(flags)
        special = np.flatnonzero(flags & _EXTRA)
        positions: list[int] = []
        kinds: list[int] = []
        sizes: list[int] = []
        added = 0
        for i, f in zip(special.tolist(), flags[special].tolist(), strict=True):
            stack = _stack_of(f & _LOOKS)
            start = i + added
            positions.extend(range(start, start + len(stack)))
            kinds.extend(stack)
            sizes.append(len(stack))
            added += len(stack) - 1
        counts = np.ones(n, np.intp)
        counts[special] = sizes
        kind = np.zeros(n + added, np.uint32)
        kind[positions] = kinds
        return np.repeat(np.arange(n), counts), kind

    def draw(self, cell_size: float, time: float = 0.0, flash_scale: float = 1.0,
             pulse_flash: float = -1.0, slide: float = 0.0) -> None:
        """Draw every cell in one draw call; ``cell_size`` = square side / hex radius.
        ``flash_scale`` (0–1) weakens every flash drawn: cells whose flashes fade together
        are written once and faded by it, not rewritten each frame. ``pulse_flash`` (0–1,
        when not negative) is the strength of highlighted cells' flashes instead: a pulse
        they share (primed bombs), so they too are written once. ``slide`` (world units) is
        how far above its cell a block is drawn per row of its drop (``flags.drop``): blocks
        falling together are written once, and moved by it."""
        if self._drawn == 0:
            return
        ctx = self.ctx
        # Everything below depends only on these; cameras rarely change them, and Python run
        # between two frames of llvmpipe work is slow (its caches are cold).
        key = (ctx.projection_matrix, ctx.view_matrix, ctx.viewport, cell_size)
        setup = self._setups.get(key)
        if setup is None:
            if len(self._setups) >= _SETUPS_KEPT:  # a shake or resize: start afresh
                self._setups.clear()
            setup = self._setups[key] = self._prepare(ctx, cell_size)
        self._setup = setup
        texture, sprites, values = setup
        program = self.sprite_program if sprites else self.program
        assert program is not None
        set_changed(program, values[sprites])  # (most never change: game.render.uniforms)
        last = last_values(program)
        if "time" in self._uniforms[program] and last.get("time") != time:
            program["time"] = last["time"] = float(time)
        for name, value in (("flash_scale", flash_scale), ("pulse_flash", pulse_flash),
                            ("slide", slide)):
            if name in self._uniforms[program] and last.get(name) != value:
                program[name] = last[name] = float(value)
        texture.use(0)
        ctx.enable(ctx.BLEND)
        blend = ctx.blend_func
        # board.frag's colours are premultiplied (arcade's BLEND_PREMULTIPLIED_ALPHA is not
        # this: it is SRC_ALPHA, ONE).
        ctx.blend_func = ctx.ONE, ctx.ONE_MINUS_SRC_ALPHA
        point_size = sprites and not ctx.is_enabled(GL_PROGRAM_POINT_SIZE)
        if point_size:
            ctx.enable(GL_PROGRAM_POINT_SIZE)
        try:
            if sprites:  # one vertex per cell: not instanced, so llvmpipe runs board.vert
                assert self._sprites is not None  # on 8 cells at a time, not one
                self._sprites.render(program, vertices=self._drawn)
            else:
                assert self._geometry is not None
                self._geometry.render(program, vertices=self._strip_vertices, instances=self._drawn)
        finally:
            ctx.blend_func = blend
            if point_size:
                ctx.disable(GL_PROGRAM_POINT_SIZE)

    def _prepare(self, ctx: arcade.ArcadeContext, cell_size: float) -> tuple:
        """For the current projection, view, viewport and cell size: the look texture,
        whether cells are drawn as point sprites, and the uniforms of the strip and sprite
        programs."""
        col_x, col_y, col_t = clip_columns(ctx)
        (a, b, _, wx), (c, d, _, wy), (_, _, _, ww) = col_x, col_y, col_t
        _, _, width, height = ctx.viewport
        px_scale = max(math.hypot(a * width / 2.0, b * height / 2.0), 1e-6)
        inradius = cell_size * (math.sqrt(3.0) / 2.0 if self.shape == "hex" else 0.5)
        r = max(inradius - max(0.6, 0.045 * inradius), 1e-6)  # a hairline gap between cells
        size_class = looks.size_class(r * px_scale)
        cell_half, glow_half = looks.extents(size_class)
        pad = looks.PAD_PX / px_scale
        cell_reach, glow_reach = r + pad, (1.0 + looks.GLOW_REACH) * r + pad
        cell_k, glow_k = cell_reach / (2.0 * r * cell_half), glow_reach / (2.0 * r * glow_half)
        sx = looks.HEX_WIDTH if self.shape == "hex" else 1.0
        sprite_px = (2.0 * sx * cell_reach * px_scale, 2.0 * sx * glow_reach * px_scale)
        sprites = (
            self.sprite_program is not None
            and abs(b) + abs(c) + abs(wx) + abs(wy) < 1e-6 * (abs(a) + abs(d))  # no turn
            and ww == 1.0
            # a sprite at the screen's edge may grow to twice its size (board.vert)
            and 2.0 * sprite_px[1] + 2.0 <= self._max_point
        )
        # Texture offset per point size, mirrored as the projection mirrors the strips.
        mx, my = math.copysign(2.0, a), math.copysign(2.0 * sx, d)
        clip = {"to_clip_x": col_x, "to_clip_y": col_y, "to_clip_t": col_t}
        strip = {
            **clip,
            "reach": (cell_reach, glow_reach),
            "uv_scale": (cell_k / sx, cell_k, glow_k / sx, glow_k),
        }
        sprite = {
            **clip,
            "uv_scale": (cell_k * mx, cell_k * my, glow_k * mx, glow_k * my),
            "sprite_px": sprite_px,
            "half_viewport": (width / 2.0, height / 2.0),
        }
        values = {}
        for use, uniforms in ((False, strip), (True, sprite)):
            kept = self._uniforms.get(self.sprite_program if use else self.program, ())
            values[use] = [(n, v) for n, v in uniforms.items() if n in kept]
        texture = looks.looks_texture(ctx, self.shape, size_class)
        return texture, sprites, values

    def _allocate(self, capacity: int) -> None:
        self._capacity = capacity
        self._staging = np.zeros(capacity, dtype=INSTANCE_DTYPE)
        self._instances = self.ctx.buffer(reserve=capacity * INSTANCE_DTYPE.itemsize)
        per_instance = BufferDescription(
            self._instances,
            _INSTANCE_FORMAT,
            ["in_center", "in_color", "in_flags"],
            normalized=["in_color"],
            instanced=True,
        )
        self._geometry = self.ctx.geometry(
            [BufferDescription(self._strip, "2f", ["in_vert"]), per_instance],
            mode=self.ctx.TRIANGLE_STRIP,
        )
        self._sprites = self.ctx.geometry(
            [
                BufferDescription(
                    self._instances,
                    _INSTANCE_FORMAT,
                    ["in_center", "in_color", "in_flags"],
                    normalized=["in_color"],
                )
            ],
            mode=self.ctx.POINTS,
        )
