"""Particle shapes of Arcade bomb blasts, built with numpy for one ``ParticleSystem``.

Each builder returns ready particles (``PARTICLE_DTYPE``, spawn times absolute) laid out in
pixels from cell centres and the cell size, so every shape scales with the window: a shock
wave (two expanding rings) and a ring of sparks for the Normal Bomb, a sweep of sparks along
the row or column for the Horizontal and Vertical Bombs, glitter along jagged arcs from the
bomb to every block of its colour for the Lightning Bomb, all of them for the Mega Bomb; a
flare where a bomb went off. The beams and bolts themselves are strokes
(:mod:`game.scenes.retris.arcade_beams`), what is left of the blocks is debris
(:mod:`game.scenes.retris.arcade_debris`). ``density`` multiplies every count (the particles
setting); 0 gives nothing. Lengths below are in cells, times in seconds.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from game.render.particles import PARTICLE_DTYPE, RING

RGBA = tuple[int, int, int, int]
# Ring (Normal): particles on the shock front, radius reached at the end of its life.
RING_COUNT, RING_RADIUS, RING_LIFE = 140, 1.6, 0.36
# Shock wave (Normal, Mega, Activator): a ring reaching the blast's edge (the 3×3's corners
# and a little more), and a fainter one behind it; their lives.
SHOCK_RADIUS, SHOCK_INNER, SHOCK_LIFE, SHOCK_LAG = 1.8, 1.25, 0.32, 0.05
# Sweep (Horizontal / Vertical): the front runs this fast along the line, sparks per cell.
SWEEP_SPEED, SWEEP_PER_CELL, SWEEP_LIFE = 34.0, 16, 0.34
# Arcs (Lightning, Activator): particles per cell of length, the time to reach the target.
ARC_PER_CELL, ARC_TRAVEL, ARC_LIFE, ARC_JAG = 5, 0.1, 0.24, 0.22
# Flare: the bright flash where the bomb was.
FLARE_COUNT, FLARE_LIFE, FLARE_SIZE = 3, 0.08, 0.45
SPARK: RGBA = (255, 236, 190, 255)  # the hot white-gold of fire
ELECTRIC: RGBA = (170, 215, 255, 255)


def scaled(count: float, density: float) -> int:
    """A count times the particles setting; any positive setting keeps at least one."""
    if density <= 0.0 or count <= 0:
        return 0
    return max(1, round(count * density))


def _blank(n: int) -> np.ndarray:
    return np.zeros(n, dtype=PARTICLE_DTYPE)


def per_cell(cells: np.ndarray, count: float,
             density: float) -> tuple[np.ndarray, int, np.ndarray]:
    """``cells`` as (n, 2) centres, the particles each gets (``count`` times the setting),
    and that many blank particles for all of them (none: nothing to build)."""
    cells = np.asarray(cells, np.float32).reshape(-1, 2)
    per = scaled(count, density)
    return cells, per, _blank(per * len(cells))


def tint(color: RGBA | np.ndarray, toward: RGBA | np.ndarray, k: float) -> np.ndarray:
    """``color`` mixed ``k`` of the way to ``toward`` (alpha from ``color``)."""
    a = np.asarray(color[:3], np.float32)
    b = np.asarray(toward[:3], np.float32)
    return np.append(a + (b - a) * k, color[3]).clip(0, 255).astype(np.uint8)


def _travel_speed(distance: float, life: float, drag: float) -> float:
    """Start speed that covers ``distance`` in ``life`` under exponential ``drag``."""
    if drag <= 1e-4:
        return distance / life
    return distance * drag / (1.0 - np.exp(-drag * life))


def ring(center: Sequence[float], color: RGBA, now: float, size: float, density: float,
         rng: np.random.Generator, drag: float = 0.0) -> np.ndarray:
    """An expanding shock ring round the bomb (the 8 neighbours' reach), with a slower,
    fainter inner ring; the particles float (no gravity) so the ring keeps its shape."""
    n = scaled(RING_COUNT, density)
    if n == 0:
        return _blank(0)
    p = _blank(n)
    inner = rng.random(n) < 0.3
    angle = np.linspace(0.0, 2.0 * np.pi, n, endpoint=False) + rng.uniform(-0.02, 0.02, n)
    radius = np.where(inner, 0.95, RING_RADIUS) * size * rng.uniform(0.93, 1.07, n)
    life = RING_LIFE * rng.uniform(0.9, 1.1, n)
    speed = _travel_speed(1.0, RING_LIFE, drag) * radius
    direction = np.stack([np.cos(angle), np.sin(angle)], axis=1)
    p["pos"] = np.asarray(center, np.float32) + direction * 0.25 * size
    p["vel"] = direction * speed[:, None]
    p["color"] = np.where(inner[:, None], tint(color, SPARK, 0.2), tint(color, SPARK, 0.5))
    p["t0"] = now
    p["life"] = life
    p["size"] = np.where(inner, 0.22, 0.3) * size
    p["buoy"] = 1.0
    return p


def shock(center: Sequence[float], color: RGBA, now: float, size: float, density: float,
          scale: float = 1.0) -> np.ndarray:
    """The shock wave: a bright ring racing out to the blast's edge (``scale`` times the
    Normal Bomb's reach) and a fainter one just behind it; one particle each."""
    if density <= 0.0:
        return _blank(0)
    p = _blank(2)
    p["pos"] = center
    p["color"] = [tint(color, SPARK, 0.55), tint(color, (255, 255, 255, 255), 0.25)]
    p["color"][1, 3] = 170
    p["t0"] = [now, now + SHOCK_LAG]
    p["life"] = [SHOCK_LIFE * min(1.25, scale), SHOCK_LIFE - SHOCK_LAG]
    p["size"] = np.array([SHOCK_RADIUS, SHOCK_INNER]) * scale * size
    p["buoy"] = 1.0
    p["shape"] = RING
    return p


def sweep(origin: Sequence[float], cells: np.ndarray, color: RGBA, now: float, size: float,
          density: float, rng: np.random.Generator) -> np.ndarray:
    """A front running from the bomb along its line: each cell of ``cells`` (centres, px)
    lights up when the front passes, throwing sparks onwards along the line."""
    cells, per, p = per_cell(cells, SWEEP_PER_CELL, density)
    n = len(p)
    if n == 0:
        return p
    at = np.repeat(cells, per, axis=0)
    away = at - np.asarray(origin, np.float32)
    dist = np.linalg.norm(away, axis=1)
    # The line's direction: away from the bomb (both ways at the bomb itself).
    axis = np.abs(away).argmax(axis=1) if len(cells) > 1 else np.zeros(n, int)
    line = np.zeros((n, 2), np.float32)
    line[np.arange(n), axis] = np.where(away[np.arange(n), axis] >= 0, 1.0, -1.0)
    at_bomb = dist < 0.5 * size
    line[at_bomb] *= np.where(rng.random(at_bomb.sum()) < 0.5, 1.0, -1.0)[:, None]
    across = np.stack([-line[:, 1], line[:, 0]], axis=1)
    p["pos"] = at + across * rng.uniform(-0.42, 0.42, (n, 1)) * size \
        + line * rng.uniform(-0.5, 0.5, (n, 1)) * size
    speed = rng.uniform(2.5, 8.0, (n, 1)) * size
    p["vel"] = line * speed + across * rng.uniform(-1.2, 1.2, (n, 1)) * size
    hot = rng.random(n) < 0.35
    p["color"] = np.where(hot[:, None], tint(color, SPARK, 0.75), tint(color, SPARK, 0.35))
    p["t0"] = now + dist / (SWEEP_SPEED * size)
    p["life"] = SWEEP_LIFE * rng.uniform(0.6, 1.3, n)
    p["size"] = np.where(hot, 0.2, 0.28) * size * rng.uniform(0.8, 1.2, n)
    p["buoy"] = 0.85
    return p


def jagged(a: np.ndarray, b: np.ndarray, rng: np.random.Generator, size: float,
           depth: int = 4) -> np.ndarray:
    """A lightning path from ``a`` to ``b``: midpoints pushed sideways, recursively."""
    points = np.stack([a, b])
    jag = ARC_JAG * float(np.linalg.norm(b - a)) / 2.0 + 0.15 * size
    for _ in range(depth):
        mids = (points[:-1] + points[1:]) / 2.0
        seg = points[1:] - points[:-1]
        normal = np.stack([-seg[:, 1], seg[:, 0]], axis=1)
        normal /= np.maximum(np.linalg.norm(normal, axis=1, keepdims=True), 1e-6)
        mids += normal * rng.uniform(-jag, jag, (len(mids), 1))
        merged = np.empty((len(points) + len(mids), 2), np.float32)
        merged[0::2], merged[1::2] = points, mids
        points, jag = merged, jag * 0.5
    return points


def arcs(origin: Sequence[float], targets: np.ndarray, color: RGBA, now: float, size: float,
         density: float, rng: np.random.Generator, delay: float = 0.0) -> np.ndarray:
    """A jagged bolt from ``origin`` to each target centre, drawn by particles that appear
    along it as it strikes (``ARC_TRAVEL`` s to reach the target) and hang briefly."""
    targets = np.asarray(targets, np.float32).reshape(-1, 2)
    start = np.asarray(origin, np.float32)
    parts = []
    for target in targets:
        length = float(np.linalg.norm(target - start)) / size
        n = scaled(ARC_PER_CELL * max(length, 1.0), density)
        if n == 0:
            continue
        path = jagged(start, target, rng, size)
        steps = np.linalg.norm(np.diff(path, axis=0), axis=1)
        along = np.concatenate([[0.0], np.cumsum(steps)])
        s = np.sort(rng.uniform(0.0, along[-1], n))
        p = _blank(n)
        p["pos"] = np.stack([np.interp(s, along, path[:, 0]), np.interp(s, along, path[:, 1])],
                            axis=1)
        p["vel"] = rng.normal(0.0, 0.12, (n, 2)) * size  # a bolt hangs still, then fades
        hot = rng.random(n) < 0.35
        p["color"] = np.where(hot[:, None], tint(ELECTRIC, (255, 255, 255, 255), 0.3),
                              tint(color, ELECTRIC, 0.6))
        p["t0"] = now + delay + ARC_TRAVEL * s / max(along[-1], 1e-6)
        p["life"] = ARC_LIFE * rng.uniform(0.7, 1.2, n)
        p["size"] = np.where(hot, 0.1, 0.17) * size
        p["buoy"] = 1.0
        parts.append(p)
    return np.concatenate(parts) if parts else _blank(0)


def flare(center: Sequence[float], color: RGBA, now: float, size: float,
          density: float, scale: float = 1.0) -> np.ndarray:
    """A few large, still glows where the bomb went off: the flash of the blast."""
    n = scaled(FLARE_COUNT, min(density, 1.0))
    p = _blank(n)
    if n == 0:
        return p
    p["pos"] = center
    p["color"] = tint(color, SPARK, 0.3)
    p["t0"] = now + np.linspace(0.0, 0.04, n)
    p["life"] = FLARE_LIFE * scale
    p["size"] = FLARE_SIZE * size * scale * np.linspace(1.0, 1.8, n)
    p["buoy"] = 1.0
    return p
