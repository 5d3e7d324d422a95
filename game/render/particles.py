"""Glowing particle bursts: a GPU ring buffer, moved by the vertex shader, one draw call.

Each particle is written to the instance buffer once, when it is spawned: start position,
velocity, colour, spawn time, lifetime, size, buoyancy and shape (40 bytes; buoyancy 0 falls
with the system's gravity, 1 floats, so rings, sweeps and arcs keep their shape while sparks
fall). The shape (:data:`SHAPES`) is a soft glow (0, what a zeroed array holds), a shock ring
that grows over its life from a third of its size to all of it, a sharp shard or a chunk
(both tumbling as they fly). Glows and the other shapes are two draws of the same ring (the
second only while such a particle lives), each variant of the shaders hiding the other's.
Nothing is updated per frame; ``shaders/particles.vert`` computes where a particle is from the
time since its spawn (``p = p0 + v·t + ½·(1 − buoyancy)·g·t²``, with an optional exponential
drag on ``v``), shrinks and fades it over its lifetime and stretches it a little along its
motion; ``shaders/particles.frag`` draws a soft round glow with a hot core, blended
additively. Slots whose lifetime has passed collapse to nothing in the vertex shader, so the
whole ring is one draw.

In the game's straight 2D views each particle is one point sprite (the shaders' ``SPRITES``
variant): llvmpipe shades the vertices of an instanced draw one instance at a time, on the
thread that issues the draw, and a plain draw eight vertices at a time, so a point per particle
costs a small part of an instanced quad's four vertices (``tools/bench --sections particles``).
Views that turn or tilt draw the instanced quads.

Spawning writes only the new slice of the buffer (two slices when it wraps). Particles are pure
decoration: they read nothing from and write nothing to the game state.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import arcade
import numpy as np
from arcade.gl import BufferDescription

from game.render.board import GL_PROGRAM_POINT_SIZE, clip_columns
from game.render.shaders import load_program
from game.render.uniforms import set_changed

#: Layout of one particle in the GPU buffer (40 bytes). ``buoy`` and ``shape`` are 0 in zeroed
#: arrays, so particles made without them fall as round glows, as they always did.
PARTICLE_DTYPE = np.dtype(
    [
        ("pos", np.float32, (2,)),
        ("vel", np.float32, (2,)),
        ("color", np.uint8, (4,)),
        ("t0", np.float32),
        ("life", np.float32),
        ("size", np.float32),
        ("buoy", np.float32),
        ("shape", np.float32),
    ]
)
#: The ``shape`` values (particles.frag draws each): a soft glow with a hot core; a shock ring
#: (``size`` is the radius it reaches); a sharp two-faceted shard, long along its motion; a
#: square chunk with a lit face. Shards and chunks tumble and do not stretch.
GLOW, RING, SHARD, CHUNK = 0.0, 1.0, 2.0, 3.0
SHAPES = (GLOW, RING, SHARD, CHUNK)
_FORMAT = "2f 2f 4f1 f f f f f"
_ATTRIBUTES = ["in_pos", "in_vel", "in_color", "in_t0", "in_life", "in_size", "in_buoy",
               "in_shape"]
# A unit quad as a triangle strip; the vertex shader scales and orients it.
_QUAD = np.array([(-1, -1), (1, -1), (-1, 1), (1, 1)], dtype=np.float32)
SPAN_GAP = 512  # slots of glows between two runs of other shapes that one draw covers


@contextmanager
def additive(ctx: arcade.ArcadeContext) -> Iterator[None]:
    """Blend what is drawn inside by adding its light (blending on, as it mostly is already:
    then no GL call for it), and put the blending back after."""
    previous = ctx.blend_func
    blend_off = not ctx.is_enabled(ctx.BLEND)
    if blend_off:
        ctx.enable(ctx.BLEND)
    ctx.blend_func = ctx.BLEND_ADDITIVE
    try:
        yield
    finally:
        ctx.blend_func = previous
        if blend_off:
            ctx.disable(ctx.BLEND)


class ParticleSystem:
    """Up to ``capacity`` live particles in a ring: the oldest are overwritten first.

    ``gravity`` (px/s², x and y), ``drag`` (1/s: velocity decays as ``e^(-drag·t)``; 0 for
    none) and ``stretch`` (seconds of motion a spark trails) are plain attributes that apply
    to every particle at draw time.
    """

    def __init__(
        self,
        ctx: arcade.ArcadeContext,
        capacity: int = 8192,
        *,
        seed: int | None = None,
        program: arcade.gl.Program | None = None,
        sprites: bool = True,
    ) -> None:
        """``program`` replaces the instanced quads' shaders; ``sprites=False`` draws quads
        in every view (tools compare the two)."""
        if capacity < 1:
            raise ValueError(f"capacity must be at least 1, got {capacity}")
        self.ctx = ctx
        self.capacity = int(capacity)
        self.program = program or load_program(ctx, "particles")
        self.sprite_program = load_program(ctx, "particles", ("SPRITES",)) if sprites else None
        # The shapes but glows, in a draw of their own (shaders/particles.vert says why).
        self.shape_program = load_program(ctx, "particles", ("SHAPES",))
        self.shape_sprite_program = (load_program(ctx, "particles", ("SPRITES", "SHAPES"))
                                     if sprites else None)
        self._max_point = float(ctx.info.POINT_SIZE_RANGE[1])
        self._view: tuple = ()  # the last view's key, and its sprite uniforms (or None)
        self.gravity = (0.0, -300.0)
        self.drag = 2.5
        self.stretch = 0.02
        self.rng = np.random.default_rng(seed)  # looks only; never the rules' randomness
        self._quad = ctx.buffer(data=_QUAD.tobytes())
        self._buffer = ctx.buffer(reserve=self.capacity * PARTICLE_DTYPE.itemsize)
        self._geometry = ctx.geometry(
            [
                BufferDescription(self._quad, "2f", ["in_vert"]),
                BufferDescription(self._buffer, _FORMAT, _ATTRIBUTES,
                                  normalized=["in_color"], instanced=True),
            ],
            mode=ctx.TRIANGLE_STRIP,
        )
        self._points = ctx.geometry(
            [BufferDescription(self._buffer, _FORMAT, _ATTRIBUTES, normalized=["in_color"])],
            mode=ctx.POINTS,
        )
        self._head = 0          # next slot to write
        self._used = 0          # slots ever written (the draw covers 0.._used)
        self._epoch = 0.0       # spawn times are stored relative to this (float32 precision)
        self._until = -np.inf   # when the last live particle dies (absolute time)
        self._glows_until = self._shapes_until = -np.inf  # the same of glows, of the others
        # What the GPU buffer holds (spawn times relative to the epoch), for live_spans().
        self._mirror = np.zeros(self.capacity, dtype=PARTICLE_DTYPE)

    # -- state --------------------------------------------------------------------------------

    @property
    def used(self) -> int:
        """Slots the next draw covers (grows to ``capacity``, never beyond)."""
        return self._used

    @property
    def head(self) -> int:
        """The slot the next particle goes to."""
        return self._head

    def alive(self, now: float) -> bool:
        """Whether any particle is still visible at time ``now``."""
        return now < self._until

    def live_spans(self, now: float) -> list[tuple[int, int]]:
        """(first slot, count) runs of the ring, oldest first, that hold every particle alive
        or not yet born at ``now`` (dead ones between live ones included): at most two, one
        when the live slots do not straddle the ring's end."""
        if self._used == 0:
            return []
        p = self._mirror[: self._used]
        waiting = np.flatnonzero(p["t0"] + p["life"] > now - self._epoch)
        if len(waiting) == 0:
            return []
        first, last = int(waiting[0]), int(waiting[-1]) + 1
        head = self._head
        if self._used < self.capacity or head == 0 or first >= head or last <= head:
            return [(first, last - first)]  # slot order is spawn order within the run
        # Wrapped: the oldest live slot is the first one at or after the head.
        oldest = int(waiting[np.searchsorted(waiting, head)])
        newest = int(waiting[np.searchsorted(waiting, head) - 1]) + 1
        return [(oldest, self.capacity - oldest), (0, newest)]

    def clear(self) -> None:
        """Forget every particle (they vanish at once)."""
        self._until = self._glows_until = self._shapes_until = -np.inf
        self._used = 0
        self._head = 0

    # -- spawning -----------------------------------------------------------------------------

    def spawn(self, particles: np.ndarray, now: float) -> None:
        """Add ready-made particles (``PARTICLE_DTYPE``; ``t0`` is absolute time in seconds).

        More than ``capacity`` at once keeps the last ``capacity`` of them.
        """
        particles = np.asarray(particles, dtype=PARTICLE_DTYPE)
        if len(particles) == 0:
            return
        if not self.alive(now):  # nothing on screen: restart the clock near zero
            self._epoch = float(now)
            # Every slot is dead; left in the draw, their spawn times (relative to the old
            # epoch) would read as recent under the new one and old sparks would come back.
            self._used = self._head = 0
        shaped = particles["shape"] > 0.5
        if shaped.any() and not shaped.all():  # the shapes together, after the glows
            order = np.argsort(shaped, kind="stable")
            particles, shaped = particles[order], shaped[order]
        deaths = particles["t0"].astype(np.float64) + particles["life"]
        self._until = max(self._until, float(deaths.max()))
        if shaped.any():
            self._shapes_until = max(self._shapes_until, float(deaths[shaped].max()))
        if not shaped.all():
            self._glows_until = max(self._glows_until, float(deaths[~shaped].max()))
        particles = particles[-self.capacity:].copy()
        particles["t0"] = particles["t0"] - self._epoch
        size = PARTICLE_DTYPE.itemsize
        first = min(len(particles), self.capacity - self._head)
        self._buffer.write(particles[:first].tobytes(), offset=self._head * size)
        self._mirror[self._head: self._head + first] = particles[:first]
        rest = particles[first:]
        if len(rest):
            self._buffer.write(rest.tobytes(), offset=0)
            self._mirror[: len(rest)] = rest
        self._head = (self._head + len(particles)) % self.capacity
        self._used = min(self.capacity, self._used + len(particles))

    def burst(self, centers: np.ndarray, colors: np.ndarray, now: float, per_cell: int = 12,
              speed: float = 240.0, spread: float = 10.0, **options: Any) -> int:
        """Spawn :meth:`burst_particles` (the same arguments); returns how many."""
        p = self.burst_particles(centers, colors, now, per_cell, speed, spread, **options)
        self.spawn(p, now)
        return len(p)

    def burst_particles(
        self,
        centers: np.ndarray,
        colors: np.ndarray,
        now: float,
        per_cell: int = 12,
        speed: float = 240.0,
        spread: float = 10.0,
        *,
        life: float = 0.8,
        size: float = 5.0,
        lift: float = 0.35,
        white: float = 0.25,
        origin: tuple[float, float] | None = None,
        outward: float = 0.0,
    ) -> np.ndarray:
        """``per_cell`` particles bursting out of each cell, made (spawn them with
        :meth:`spawn`) with this system's random stream.

        ``centers`` (n, 2) px and ``colors`` (n, 4) uint8 RGBA, one per cell. Particles start
        within ``spread`` px of their cell centre and fly out in every direction (tilted up by
        ``lift``) at speeds around ``speed`` px/s — a few much faster, so the burst has a
        ragged edge. ``life`` (s) and ``size`` (px, the glow's radius) are means; a fraction
        ``white`` of the particles are hot white-tinted sparks. With an ``origin`` (px), directions
        lean away from it by ``outward`` (0: not at all, 1: as much as the random part), so
        many cells burst as one explosion.
        """
        centers = np.asarray(centers, dtype=np.float32).reshape(-1, 2)
        colors = np.asarray(colors, dtype=np.uint8).reshape(-1, 4)
        if len(colors) != len(centers):
            raise ValueError(f"{len(centers)} centres but {len(colors)} colours")
        n = len(centers) * max(0, int(per_cell))
        rng = self.rng
        p = np.zeros(n, dtype=PARTICLE_DTYPE)
        cell = np.repeat(np.arange(len(centers)), per_cell)
        offset = rng.uniform(-1.0, 1.0, (n, 2)).astype(np.float32) * spread
        p["pos"] = centers[cell] + offset
        angle = rng.uniform(0.0, 2.0 * np.pi, n)
        # Mostly near `speed`, a long tail of fast sparks; away from the cell centre a bit more.
        s = speed * (0.35 + 0.9 * rng.gamma(2.0, 0.5, n))
        direction = np.stack([np.cos(angle), np.sin(angle) + lift], axis=1)
        direction += 0.6 * offset / max(spread, 1e-6)
        if origin is not None and outward:
            away = p["pos"] - np.asarray(origin, np.float32)
            away /= np.maximum(np.linalg.norm(away, axis=1, keepdims=True), 1e-6)
            direction += outward * away
        direction /= np.maximum(np.linalg.norm(direction, axis=1, keepdims=True), 1e-6)
        p["vel"] = direction * s[:, None]
        rgb = colors[cell, :3].astype(np.float32)
        # Lift dark colours so each spark reads as light; some sparks run hot (towards white).
        rgb = 60.0 + rgb * (195.0 / 255.0)
        hot = rng.random(n) < white
        rgb[hot] = rgb[hot] * 0.45 + 140.0
        p["color"][:, :3] = np.clip(rgb, 0, 255).astype(np.uint8)
        p["color"][:, 3] = colors[cell, 3]
        p["t0"] = now + rng.uniform(0.0, 0.05, n)  # not all in the same frame: less "pop"
        p["life"] = life * rng.uniform(0.55, 1.45, n)
        p["size"] = size * np.where(hot, 0.7, 1.0) * rng.uniform(0.6, 1.4, n)
        return p

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, now: float) -> None:
        """One draw of every slot that may be alive (two while shapes other than glows live);
        nothing at all once every particle has died."""
        if not self.alive(now):
            return
        self._render(now)

    def _render(self, now: float) -> None:
        """The draw call itself, dead slots included (they cover no pixels)."""
        if self._used == 0:
            return
        sprite = self._sprite_uniforms()
        draws = ((self.program, self.sprite_program, self._glows_until),
                 (self.shape_program, self.shape_sprite_program, self._shapes_until))
        with additive(self.ctx):
            for quads, points, until in draws:
                if now >= until:  # none of these alive: no draw
                    continue
                program = quads if sprite is None else points
                assert program is not None
                set_changed(program, (
                    ("time", float(now - self._epoch)),
                    ("gravity", (float(self.gravity[0]), float(self.gravity[1]))),
                    ("drag", float(self.drag)), ("stretch", float(self.stretch)),
                    *(sprite or {}).items()))
                if sprite is None:
                    self._geometry.render(program, vertices=len(_QUAD), instances=self._used)
                else:
                    spans = self.live_spans(now) if quads is self.program else \
                        self.shape_spans(now)
                    self._draw_points(program, spans)

    def shape_spans(self, now: float) -> list[tuple[int, int]]:
        """(first slot, count) runs of the ring holding every particle of a shape but the
        glow alive or not yet born at ``now``, runs less than :data:`SPAN_GAP` apart joined
        (spawning puts a batch's shapes together, after its glows)."""
        p = self._mirror[: self._used]
        live = np.flatnonzero((p["shape"] > 0.5) & (p["t0"] + p["life"] > now - self._epoch))
        if len(live) == 0:
            return []
        cut = np.flatnonzero(np.diff(live) > SPAN_GAP)
        firsts = np.concatenate([live[:1], live[cut + 1]])
        ends = np.concatenate([live[cut], live[-1:]]) + 1
        return [(int(a), int(b - a)) for a, b in zip(firsts, ends, strict=True)]

    def _draw_points(self, program: arcade.gl.Program, spans: list[tuple[int, int]]) -> None:
        """The slots of ``spans`` (those that may be alive), as points: a ring kept busy by
        burst after burst fills up with dead slots, and each would still cost a vertex."""
        ctx = self.ctx
        enable = not ctx.is_enabled(GL_PROGRAM_POINT_SIZE)
        if enable:
            ctx.enable(GL_PROGRAM_POINT_SIZE)
        try:
            for first, count in spans:
                self._points.render(program, first=first, vertices=count)
        finally:
            if enable:
                ctx.disable(GL_PROGRAM_POINT_SIZE)

    def _sprite_uniforms(self) -> dict[str, object] | None:
        """The sprite program's uniforms for the current view, or None when particles are
        drawn as quads (no sprite program, or a view that turns or tilts: a point stays
        upright)."""
        ctx = self.ctx
        key = (ctx.projection_matrix, ctx.view_matrix, ctx.viewport)
        if self._view and self._view[0] == key:
            return self._view[1]
        (a, b, _, wx), (c, d, _, wy), (_, _, _, ww) = clip_columns(ctx)
        straight = abs(b) + abs(c) + abs(wx) + abs(wy) < 1e-6 * (abs(a) + abs(d)) and ww == 1.0
        _, _, width, height = ctx.viewport
        uniforms: dict[str, object] | None = None
        if self.sprite_program is not None and straight and a and d:
            uniforms = {"px_per_unit": (a * width / 2.0, d * height / 2.0),
                        "half_viewport": (width / 2.0, height / 2.0),
                        "max_point": self._max_point}
        self._view = (key, uniforms)
        return uniforms
