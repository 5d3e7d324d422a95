"""Instanced board cells: one draw call per layer, whatever the number of cells.

A layer is a :class:`BoardRenderer`: a static unit hexagon or square (a triangle fan) plus one
instance buffer of ``(centre, colour, flags)``; ``shaders/board.*`` cut the flat-topped hexagon
or square with a distance function and shade it. The fan hugs the cell, so no pixel outside
it pays for the fragment shader. Cells are drawn in arcade's current projection
(``WindowBlock``), so ``arcade.Camera2D`` pans and zooms them.
"""

from __future__ import annotations

from typing import Literal

import arcade
import numpy as np
from arcade.gl import BufferDescription

from game.render.patterns import atlas_texture
from game.render.shaders import load_program

#: Layout of one instance in the GPU buffer (16 bytes).
INSTANCE_DTYPE = np.dtype(
    [("center", np.float32, (2,)), ("color", np.uint8, (4,)), ("flags", np.uint32)]
)
_INSTANCE_FORMAT = "2f 4f1 u4"
_SHAPES = {"square": 0, "hex": 1}
# Unit outlines as triangle fans: flat-topped hexagon of circumradius 1, square of half side 1.
_FANS = {
    "hex": np.array(
        [(np.cos(a), np.sin(a)) for a in np.radians(np.arange(0, 360, 60))], dtype=np.float32
    ),
    "square": np.array([(-1, -1), (1, -1), (1, 1), (-1, 1)], dtype=np.float32),
}


def _has(program: arcade.gl.Program, uniform: str) -> bool:
    try:
        program[uniform]
    except KeyError:
        return False
    return True


class BoardRenderer:
    """Draws up to any number of square or hex cells with one instanced draw call."""

    def __init__(
        self,
        ctx: arcade.ArcadeContext,
        shape: Literal["square", "hex"],
        capacity: int = 1024,
        *,
        program: arcade.gl.Program | None = None,
    ) -> None:
        """``program`` replaces ``shaders/board.*`` with one taking the same inputs (tools
        use it to measure the draw itself with a flat-colour shader)."""
        if shape not in _SHAPES:
            raise ValueError(f"shape must be 'square' or 'hex', got {shape!r}")
        self.ctx = ctx
        self.shape = shape
        self.program = program or load_program(ctx, "board")
        self._patterns = atlas_texture(ctx)
        # Only the uniforms the compiled program kept (a shader edit may drop one).
        self._uniforms = [n for n in ("cell_size", "shape", "time") if _has(self.program, n)]
        if _has(self.program, "patterns"):
            self.program["patterns"] = 0  # texture unit
        self._fan = ctx.buffer(data=_FANS[shape].tobytes())
        self._fan_vertices = len(_FANS[shape])
        self._count = 0
        self._capacity = 0
        self._instances: arcade.gl.Buffer | None = None
        self._geometry: arcade.gl.Geometry | None = None
        self._staging = np.zeros(0, dtype=INSTANCE_DTYPE)
        self._allocate(max(1, int(capacity)))

    @property
    def count(self) -> int:
        """Number of cells the next :meth:`draw` renders."""
        return self._count

    @property
    def capacity(self) -> int:
        """Cells the GPU buffer holds before it has to grow."""
        return self._capacity

    def update(
        self,
        centers: np.ndarray,
        colors: np.ndarray,
        flags: np.ndarray | None = None,
    ) -> None:
        """Replace the cells: ``(n, 2)`` centres in px, ``(n, 4)`` uint8 RGBA, ``(n,)`` flags.

        The buffer grows (doubling) when ``n`` exceeds the capacity.
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
        if n > self._capacity:
            self._allocate(max(n, 2 * self._capacity))
        staged = self._staging[:n]
        staged["center"] = centers
        staged["color"] = colors
        staged["flags"] = 0 if flags is None else flags
        if n:
            assert self._instances is not None
            self._instances.write(staged.tobytes())
        self._count = n

    def draw(self, cell_size: float, time: float = 0.0) -> None:
        """Draw every cell in one instanced call; ``cell_size`` = square side / hex radius."""
        if self._count == 0:
            return
        program = self.program
        values = {"cell_size": float(cell_size), "shape": _SHAPES[self.shape], "time": float(time)}
        for name in self._uniforms:
            program[name] = values[name]
        self._patterns.use(0)
        self.ctx.enable(self.ctx.BLEND)
        assert self._geometry is not None
        self._geometry.render(program, vertices=self._fan_vertices, instances=self._count)

    def _allocate(self, capacity: int) -> None:
        self._capacity = capacity
        self._staging = np.zeros(capacity, dtype=INSTANCE_DTYPE)
        self._instances = self.ctx.buffer(reserve=capacity * INSTANCE_DTYPE.itemsize)
        self._geometry = self.ctx.geometry(
            [
                BufferDescription(self._fan, "2f", ["in_vert"]),
                BufferDescription(
                    self._instances,
                    _INSTANCE_FORMAT,
                    ["in_center", "in_color", "in_flags"],
                    normalized=["in_color"],
                    instanced=True,
                ),
            ],
            mode=self.ctx.TRIANGLE_FAN,
        )
