"""Glowing strokes: beams, bolts, pulses and washes of light, all in one instanced draw.

A stroke is a straight segment from ``a`` to ``b`` (px) drawn as one quad: a bright core and a
soft halo across it (``width`` px is the halo's half width). It may grow from ``a`` at
``speed`` px/s (a beam sweeping its row; 0: there at once), show only the last ``tail`` px
behind its head (a pulse travelling the segment; 0: all of it), and flicker (``flicker``: the
share of 1/30 s steps it dims in: a bolt's strobe). A wash (``kind`` :data:`WASH`) fills its
quad evenly, its edges soft: a flash over an area. Each fades over its ``life`` from ``t0``
(absolute seconds; a stroke may start later than it is spawned).

Strokes are written when spawned and moved by ``shaders/strokes.vert`` from the time since, so
nothing is written per frame. They come a few at a time and die within a second, so a spawn
writes the live ones again, in one buffer write; nothing is drawn once all have died. Additive
blending, as the particles. Pure decoration: nothing here reads or writes game state.
"""

from __future__ import annotations

import arcade
import numpy as np
from arcade.gl import BufferDescription

from game.render.particles import additive
from game.render.shaders import load_program
from game.render.uniforms import set_changed

#: One stroke in the GPU buffer (48 bytes).
STROKE_DTYPE = np.dtype([
    ("a", np.float32, (2,)),
    ("b", np.float32, (2,)),
    ("color", np.uint8, (4,)),
    ("t0", np.float32),
    ("life", np.float32),
    ("width", np.float32),
    ("speed", np.float32),
    ("tail", np.float32),
    ("flicker", np.float32),
    ("kind", np.float32),
])
LINE, WASH = 0.0, 1.0  # the ``kind`` values: a glowing line, an even fill
_FORMAT = "2f 2f 4f1 f f f f f f f"
_ATTRIBUTES = ["in_a", "in_b", "in_color", "in_t0", "in_life", "in_width", "in_speed",
               "in_tail", "in_flicker", "in_kind"]
_QUAD = np.array([(-1, -1), (1, -1), (-1, 1), (1, 1)], dtype=np.float32)


class StrokeSystem:
    """Up to ``capacity`` live strokes (the newest are kept when more are spawned)."""

    def __init__(self, ctx: arcade.ArcadeContext, capacity: int = 2048) -> None:
        if capacity < 1:
            raise ValueError(f"capacity must be at least 1, got {capacity}")
        self.ctx = ctx
        self.capacity = int(capacity)
        self.program = load_program(ctx, "strokes")
        self._quad = ctx.buffer(data=_QUAD.tobytes())
        self._buffer = ctx.buffer(reserve=self.capacity * STROKE_DTYPE.itemsize)
        self._geometry = ctx.geometry(
            [BufferDescription(self._quad, "2f", ["in_vert"]),
             BufferDescription(self._buffer, _FORMAT, _ATTRIBUTES, normalized=["in_color"],
                               instanced=True)],
            mode=ctx.TRIANGLE_STRIP)
        self._live = np.zeros(0, STROKE_DTYPE)  # what the buffer holds, t0 absolute
        self._epoch = 0.0  # the buffer's spawn times are relative to this (float32 precision)
        self._until = -np.inf  # when the last stroke ends

    @property
    def count(self) -> int:
        """Strokes the next draw covers (ended ones go at the next spawn)."""
        return len(self._live)

    def alive(self, now: float) -> bool:
        """Whether any stroke is still (or not yet) showing at ``now``."""
        return now < self._until

    def live(self, now: float) -> np.ndarray:
        """The strokes not ended at ``now`` (``t0`` absolute): what the buffer shows."""
        p = self._live
        return p[p["t0"].astype(np.float64) + p["life"] > now]

    def clear(self) -> None:
        """Forget every stroke (they vanish at once)."""
        self._live = self._live[:0]
        self._until = -np.inf

    def spawn(self, strokes: np.ndarray, now: float) -> None:
        """Add ready-made strokes (``STROKE_DTYPE``, ``t0`` absolute seconds)."""
        strokes = np.asarray(strokes, dtype=STROKE_DTYPE)
        if len(strokes) == 0:
            return
        live = np.concatenate([self.live(now), strokes])[-self.capacity:]
        self._live = live
        self._until = float((live["t0"].astype(np.float64) + live["life"]).max())
        self._epoch = float(now)
        data = live.copy()
        data["t0"] = live["t0"] - self._epoch
        self._buffer.write(data.tobytes())

    def draw(self, now: float) -> None:
        """One instanced draw of the strokes spawned since the last clear; nothing once they
        have all ended."""
        if not self.alive(now):
            return
        set_changed(self.program, (("time", float(now - self._epoch)),))
        with additive(self.ctx):
            self._geometry.render(self.program, vertices=len(_QUAD), instances=len(self._live))
