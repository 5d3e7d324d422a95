"""ParticleSystem: bursts glow where the cells were, die by lifetime, wrap, draw in one call
(point sprites the same as the instanced quads)."""

from __future__ import annotations

import arcade
import numpy as np
import pytest

from game.render.particles import CHUNK, GLOW, PARTICLE_DTYPE, RING, SHARD, ParticleSystem

CELLS = np.array([(100, 120), (130, 120), (160, 120)], np.float32)
COLORS = np.array([(230, 40, 40, 255), (40, 200, 60, 255), (40, 80, 240, 255)], np.uint8)
NOW = 1000.0  # far from zero: spawn times are kept precise around any clock


def _system(ctx: arcade.ArcadeContext, capacity: int = 1024) -> ParticleSystem:
    system = ParticleSystem(ctx, capacity, seed=1)
    system.gravity = (0.0, -200.0)
    return system


def _bright(image: np.ndarray, threshold: int = 120) -> np.ndarray:
    """(y, x) of pixels whose brightest channel passes ``threshold``."""
    return np.argwhere(image.max(axis=2) >= threshold)


def test_a_burst_glows_near_its_cells_right_after_spawning(ctx, canvas) -> None:
    system = _system(ctx)
    assert system.burst(CELLS, COLORS, NOW, per_cell=12, speed=150, spread=8, size=6) == 36
    image = canvas.render(lambda: system.draw(NOW + 0.08))
    bright = _bright(image)
    assert len(bright) > 40, "a fresh burst should light up many pixels"
    # Every lit pixel is near the cells: 0.08 s at ~150 px/s (a few faster) is a short way.
    ys, xs = bright[:, 0], bright[:, 1]
    assert xs.min() > 100 - 60 and xs.max() < 160 + 60
    assert abs(ys - 120).max() < 60
    # The colours of the cells come through (additive glow: each channel can dominate).
    lit = image[ys, xs].astype(int)
    assert (lit[:, 0] > lit[:, 1] + 40).any() and (lit[:, 1] > lit[:, 0] + 40).any()
    assert (lit[:, 2] > lit[:, 0] + 40).any()


def test_nothing_is_drawn_once_every_lifetime_has_passed(ctx, canvas, monkeypatch) -> None:
    system = _system(ctx)
    system.burst(CELLS, COLORS, NOW, per_cell=12, speed=150, spread=8, life=0.5)
    assert system.alive(NOW + 0.1)
    end = NOW + 0.5 * 1.45 + 0.06  # longest life + the spawn jitter
    assert not system.alive(end)
    calls: list[int] = []
    geometry_type = type(system._geometry)
    original = geometry_type.render

    def counting(self, *args, **kwargs):
        calls.append(kwargs.get("instances", 1))
        return original(self, *args, **kwargs)

    monkeypatch.setattr(geometry_type, "render", counting)
    assert not canvas.render(lambda: system.draw(end)).any()
    assert calls == []  # no particle alive: no draw call at all
    # The shader hides dead slots on its own too (a live burst elsewhere draws them all).
    assert not canvas.render(lambda: system._render(end)).any()
    assert not canvas.render(lambda: system._render(NOW - 1.0)).any()  # not born yet


def test_a_burst_after_a_quiet_spell_does_not_bring_old_sparks_back(ctx, canvas) -> None:
    # Sparks far to the left die; a later burst on the right restarts the clock. The old
    # slots must not read as fresh under it (they did: ghosts of every earlier burst).
    system = _system(ctx)
    left = np.array([(40, 200)], np.float32)
    system.burst(left, COLORS[:1], NOW, per_cell=40, speed=10, spread=4, life=0.3)
    later = NOW + 5.0
    system.burst(CELLS, COLORS, later, per_cell=12, speed=150, spread=8, life=0.3)
    assert system.used == 36
    bright = _bright(canvas.render(lambda: system.draw(later + 0.06)))
    assert len(bright) > 20 and bright[:, 1].min() > 60  # nothing lit near x = 40


def _calls(monkeypatch, system: ParticleSystem) -> list[tuple]:
    """(first, vertices, instances) of each render call of the system's geometries."""
    calls: list[tuple] = []
    geometry_type = type(system._geometry)
    original = geometry_type.render

    def counting(self, *args, **kwargs):
        calls.append((kwargs.get("first", 0), kwargs.get("vertices"), kwargs.get("instances", 1)))
        return original(self, *args, **kwargs)

    monkeypatch.setattr(geometry_type, "render", counting)
    return calls


def test_draw_is_one_render_call_of_a_point_per_slot(ctx, canvas, monkeypatch) -> None:
    system = _system(ctx, capacity=512)
    system.burst(CELLS, COLORS, NOW, per_cell=12)
    system.burst(CELLS[:1], COLORS[:1], NOW + 0.1, per_cell=20)
    calls = _calls(monkeypatch, system)
    canvas.render(lambda: system.draw(NOW + 0.2))
    assert calls == [(0, 56, 1)]  # every written slot, one point each, in one call
    quads = ParticleSystem(ctx, 512, seed=1, sprites=False)
    quads.burst(CELLS, COLORS, NOW, per_cell=12)
    calls = _calls(monkeypatch, quads)
    canvas.render(lambda: quads.draw(NOW + 0.2))
    assert calls == [(0, 4, 36)]  # or an instanced quad each


def _spread_burst(system: ParticleSystem, now: float) -> None:
    """Sparks all over a 320×240 canvas and past its edges (sprites pulled onto the edge)."""
    centers = np.array([(x, y) for x in range(-10, 340, 50) for y in range(-8, 260, 45)],
                       np.float32)
    colors = np.resize(COLORS, (len(centers), 4))
    system.burst(centers, colors, now, per_cell=6, speed=260, spread=6, size=7)


@pytest.mark.parametrize("scale", [1.0, 0.25])
def test_point_sprites_draw_what_the_quads_draw(ctx, canvas, scale) -> None:
    # The bloom draws the particles at a quarter of the size into its source: sprites size
    # themselves from the projection and viewport, as the quads do.
    images = []
    for sprites in (False, True):
        system = ParticleSystem(ctx, 2048, seed=5, sprites=sprites)
        _spread_burst(system, NOW)

        def draw(system=system) -> None:
            viewport, projection = ctx.viewport, ctx.projection_matrix
            if scale != 1.0:
                w, h = viewport[2], viewport[3]
                ctx.viewport = (0, 0, int(w * scale), int(h * scale))
            try:
                system.draw(NOW + 0.15)
            finally:
                ctx.viewport, ctx.projection_matrix = viewport, projection

        images.append(canvas.render(draw).astype(int))
    quads, points = images
    assert (quads.max(axis=2) > 60).sum() > 1500 * scale * scale  # plenty drawn
    assert np.abs(quads - points).max() <= 2


def _sparks(n: int, t0: float, life: float) -> np.ndarray:
    p = np.zeros(n, PARTICLE_DTYPE)
    p["pos"], p["color"], p["size"] = (160, 120), (255, 255, 255, 255), 4.0
    p["t0"], p["life"] = t0, life
    return p


def test_only_the_slots_that_may_be_alive_are_drawn(ctx) -> None:
    system = _system(ctx, capacity=100)
    system.spawn(_sparks(40, NOW, 0.2), NOW)              # slots 0..39
    system.spawn(_sparks(40, NOW + 0.1, 1.0), NOW + 0.1)  # slots 40..79
    assert system.live_spans(NOW + 0.05) == [(0, 80)]
    assert system.live_spans(NOW + 0.5) == [(40, 40)]  # the first burst has died
    system.spawn(_sparks(40, NOW + 0.4, 1.0), NOW + 0.4)  # slots 80..99, 0..19
    assert system.head == 20
    assert system.live_spans(NOW + 0.5) == [(40, 60), (0, 20)]  # oldest first, round the end
    assert system.live_spans(NOW + 1.2) == [(80, 20), (0, 20)]
    system.spawn(_sparks(10, NOW + 1.3, 0.3), NOW + 1.3)  # slots 20..29
    assert system.live_spans(NOW + 1.45) == [(20, 10)]  # the burst round the end died
    system.spawn(_sparks(5, NOW + 1.6, 0.1), NOW + 1.5)   # 30..34: not yet born, still drawn
    assert system.live_spans(NOW + 1.55) == [(20, 15)]
    assert system.live_spans(NOW + 9.0) == []


def test_the_ring_wraps_without_growing(ctx, canvas) -> None:
    capacity = 64
    system = _system(ctx, capacity)
    size_before = system._buffer.size
    assert size_before == capacity * PARTICLE_DTYPE.itemsize

    def batch(first: int, n: int) -> np.ndarray:
        p = np.zeros(n, PARTICLE_DTYPE)
        p["pos"] = (160, 120)
        p["color"] = (255, 255, 255, 255)
        p["t0"] = NOW
        p["life"] = 1.0
        p["size"] = np.arange(first, first + n)  # numbers each particle
        return p

    system.spawn(batch(0, 40), NOW)
    system.spawn(batch(40, 40), NOW)  # 24 to the end of the ring, 16 from its start
    assert (system.used, system.head) == (64, 16)
    stored = np.frombuffer(system._buffer.read(), PARTICLE_DTYPE)
    expected = np.concatenate([np.arange(64, 80), np.arange(16, 64)])
    assert np.array_equal(stored["size"], expected)
    assert np.allclose(stored["t0"], 0.0)  # relative to the system's epoch: small numbers
    # More than the capacity at once keeps the newest; bursts far past it keep wrapping.
    system.spawn(batch(100, 150), NOW)
    stored = np.frombuffer(system._buffer.read(), PARTICLE_DTYPE)
    assert sorted(stored["size"]) == list(range(186, 250))
    for i in range(10):
        system.burst(CELLS, COLORS, NOW + i * 0.01, per_cell=9)  # 27 each
    assert system.used == capacity and system._buffer.size == size_before
    assert system.head == (16 + 64 + 270) % capacity
    image = canvas.render(lambda: system.draw(NOW + 0.15))
    assert _bright(image).size  # still draws


def test_burst_checks_its_arguments(ctx) -> None:
    system = _system(ctx, 16)
    with pytest.raises(ValueError):
        system.burst(CELLS, COLORS[:2], NOW)
    assert system.burst(np.zeros((0, 2)), np.zeros((0, 4), np.uint8), NOW) == 0
    assert system.used == 0 and not system.alive(NOW)
    with pytest.raises(ValueError):
        ParticleSystem(ctx, 0)


def test_systems_sharing_a_program_each_draw_with_their_own_settings(ctx, canvas) -> None:
    """The program is shared and its uniforms are set only when they change
    (game.render.uniforms): drawn in turns, each system still falls its own way."""
    down, up = _system(ctx), _system(ctx)
    up.gravity = (0.0, 900.0)
    for system in (down, up):
        system.burst(CELLS, COLORS, NOW, per_cell=12, speed=20, spread=4, size=6)
    assert down.sprite_program is up.sprite_program
    at = NOW + 0.4

    def heights(system: ParticleSystem) -> float:
        return float(_bright(canvas.render(lambda: system.draw(at)))[:, 0].mean())

    alone = heights(up), heights(down)
    for _ in range(2):
        assert (heights(up), heights(down)) == alone
    assert abs(alone[0] - alone[1]) > 30  # drawn with up's gravity, they would agree


def _shape(shape: float, n: int = 1, **fields: object) -> np.ndarray:
    p = np.zeros(n, PARTICLE_DTYPE)
    p["pos"], p["color"], p["t0"], p["life"] = (160, 120), (230, 60, 40, 255), NOW, 0.4
    p["size"], p["buoy"], p["shape"] = 40.0, 1.0, shape
    for name, value in fields.items():
        p[name] = value
    return p


def _radii(image: np.ndarray, threshold: int = 60) -> np.ndarray:
    """Distances from the canvas centre of the pixels brighter than ``threshold``."""
    ys, xs = np.nonzero(image.max(axis=2) >= threshold)
    return np.hypot(xs - 160, ys - 120)


def test_a_ring_is_a_ring_and_grows_to_its_size(ctx, canvas) -> None:
    system = _system(ctx)
    system.spawn(_shape(RING), NOW)
    early = canvas.render(lambda: system.draw(NOW + 0.04))
    late = canvas.render(lambda: system.draw(NOW + 0.25))
    for image in (early, late):
        radii = _radii(image)
        assert len(radii) > 100 and radii.min() > 0.5 * radii.max()  # hollow: lit at its rim
        assert image[120, 160].max() < 40
    assert _radii(early).max() < 0.75 * _radii(late).max() <= 0.75 * 41
    assert _radii(late).max() > 30


def _strong(image: np.ndarray) -> float:
    """The share of the lit pixels that are lit strongly."""
    bright = image.max(axis=2)
    return float((bright > 120).sum() / max(1, (bright > 40).sum()))


def test_shards_and_chunks_are_hard_edged_and_tumble(ctx, canvas) -> None:
    system = _system(ctx)
    system.drag = 0.0  # straight on at 60 px/s: 6 px in 0.1 s
    three = {"pos": [(80, 120), (160, 120), (240, 120)], "size": 12.0, "vel": (60, 0),
             "life": 100.0}  # (a long life: it keeps its size)
    system.spawn(_shape(GLOW, 3, **three), NOW)
    glow = canvas.render(lambda: system.draw(NOW + 0.05)).astype(int)
    shapes = {}
    for shape in (SHARD, CHUNK):
        system.clear()
        system.spawn(_shape(shape, 3, **three), NOW)
        shapes[shape] = [canvas.render(lambda t=t: system.draw(NOW + t)).astype(int)
                         for t in (0.05, 0.15)]
    for shape, (first, second) in shapes.items():
        assert (first.max(axis=2) > 40).sum() > 60, shape
        # Hard edged: more of what it lights, it lights strongly than a glow does.
        assert _strong(first) > 1.5 * _strong(glow), shape
        moved = np.roll(second, -6, axis=1)  # where they flew in 0.1 s, undone
        assert np.abs(moved - first).sum(axis=2).sum() > 0.3 * first.sum(), shape  # turned
    shard, chunk = shapes[SHARD][0].max(axis=2) > 40, shapes[CHUNK][0].max(axis=2) > 40
    assert shard.sum() < 0.8 * chunk.sum()  # a shard is slim, a chunk square
    assert (shapes[CHUNK][0][..., 1] < 200).all()  # no white-hot core: a block's colour
