"""What Arcade blasts leave of the blocks (``PARTICLE_DTYPE``, for one ``ParticleSystem``):
tumbling chunks of the destroyed blocks thrown away from the bomb that hit them, stone
crumbling into grey chips and dust, stripped ice shattering into sharp pale shards.

Each builder takes cell centres (px) and the cell size, so it scales with the window, and
returns ready particles (spawn times absolute); ``density`` (the particles setting) multiplies
every count, 0 gives nothing. Lengths below are in cells, speeds in cells/s, times in seconds;
everything has landed or faded well within a generation (0.5 s).
"""

from __future__ import annotations

import numpy as np

from game.render.particles import CHUNK, GLOW, PARTICLE_DTYPE, SHARD
from game.scenes.retris.arcade_bursts import RGBA, per_cell, scaled

# Chunks of a destroyed block: per cell, speed away from the bomb, size, life.
CHUNK_PER_CELL, CHUNK_SPEED, CHUNK_SIZE, CHUNK_LIFE = 3, (3.0, 9.0), (0.13, 0.24), 0.42
# Stone: chips that mostly drop, and slow dust.
CHIP_PER_CELL, CHIP_SPEED, CHIP_SIZE = 6, (0.5, 2.5), (0.09, 0.2)
DUST_PER_CELL, DUST_SPEED, DUST_SIZE, DUST_LIFE = 10, (0.3, 1.4), (0.25, 0.45), 0.44
STONE_GREY: RGBA = (168, 162, 150, 255)  # stone's chips in light (additive: not too white)
DUST: RGBA = (120, 116, 108, 200)
# Ice: long sharp shards flying off, falling.
SHARD_PER_CELL, SHARD_SPEED, SHARD_SIZE, SHARD_LIFE = 14, (3.0, 8.0), (0.14, 0.3), 0.4
FROST: RGBA = (205, 232, 255, 255)


def _blank(n: int) -> np.ndarray:
    return np.zeros(n, dtype=PARTICLE_DTYPE)


def _unit(n: int, rng: np.random.Generator) -> np.ndarray:
    angle = rng.uniform(0.0, 2.0 * np.pi, n)
    return np.stack([np.cos(angle), np.sin(angle)], axis=1)


def _from(centers: np.ndarray, per: int, size: float, rng: np.random.Generator,
          spread: float = 0.35) -> np.ndarray:
    """``per`` start positions in each cell, within ``spread`` cells of its centre."""
    at = np.repeat(np.asarray(centers, np.float32).reshape(-1, 2), per, axis=0)
    return at + rng.uniform(-spread, spread, at.shape) * size


def debris(centers: np.ndarray, colors: np.ndarray, origins: np.ndarray, now: float,
           size: float, density: float, rng: np.random.Generator) -> np.ndarray:
    """Chunks of each destroyed block (``colors``: RGBA per cell) thrown away from the bomb
    that hit it (``origins``: px per cell), up a little, tumbling, falling."""
    centers, per, p = per_cell(centers, CHUNK_PER_CELL, density)
    n = len(p)
    if n == 0:
        return p
    p["pos"] = _from(centers, per, size, rng)
    away = p["pos"] - np.repeat(np.asarray(origins, np.float32).reshape(-1, 2), per, axis=0)
    away /= np.maximum(np.linalg.norm(away, axis=1, keepdims=True), 1e-3)
    direction = away + 0.6 * _unit(n, rng) + np.array((0.0, 0.5))
    direction /= np.maximum(np.linalg.norm(direction, axis=1, keepdims=True), 1e-6)
    p["vel"] = direction * rng.uniform(*CHUNK_SPEED, (n, 1)) * size
    p["color"] = np.repeat(np.asarray(colors, np.uint8).reshape(-1, 4), per, axis=0)
    p["t0"] = now + rng.uniform(0.0, 0.03, n)
    p["life"] = CHUNK_LIFE * rng.uniform(0.75, 1.05, n)
    p["size"] = rng.uniform(*CHUNK_SIZE, n) * size
    p["shape"] = CHUNK
    return p


def crumble(centers: np.ndarray, now: float, size: float, density: float,
            rng: np.random.Generator) -> np.ndarray:
    """Destroyed stones crumble: grey chips drop out of each cell and dust puffs round it."""
    centers = np.asarray(centers, np.float32).reshape(-1, 2)
    chips, dust = scaled(CHIP_PER_CELL, density), scaled(DUST_PER_CELL, density)
    if len(centers) == 0 or chips == 0:
        return _blank(0)
    c = _blank(chips * len(centers))
    c["pos"] = _from(centers, chips, size, rng, 0.42)
    c["vel"] = (_unit(len(c), rng) * np.array((0.6, 0.4)) - np.array((0.0, 0.6))) \
        * rng.uniform(*CHIP_SPEED, (len(c), 1)) * size
    c["color"] = STONE_GREY
    c["t0"] = now + rng.uniform(0.0, 0.06, len(c))
    c["life"] = CHUNK_LIFE * rng.uniform(0.8, 1.05, len(c))
    c["size"] = rng.uniform(*CHIP_SIZE, len(c)) * size
    c["shape"] = CHUNK
    d = _blank(dust * len(centers))
    d["pos"] = _from(centers, dust, size, rng, 0.45)
    d["vel"] = _unit(len(d), rng) * rng.uniform(*DUST_SPEED, (len(d), 1)) * size
    d["color"] = DUST
    d["t0"] = now + rng.uniform(0.0, 0.08, len(d))
    d["life"] = DUST_LIFE * rng.uniform(0.7, 1.0, len(d))
    d["size"] = rng.uniform(*DUST_SIZE, len(d)) * size
    d["buoy"] = 0.85  # dust hangs, sinking slowly
    d["shape"] = GLOW
    return np.concatenate([c, d])


def shards(centers: np.ndarray, now: float, size: float, density: float,
           rng: np.random.Generator) -> np.ndarray:
    """Stripped ice shatters: long sharp pale shards fly off each cell, tumbling, and fall."""
    centers, per, p = per_cell(centers, SHARD_PER_CELL, density)
    n = len(p)
    if n == 0:
        return p
    p["pos"] = _from(centers, per, size, rng, 0.4)
    direction = _unit(n, rng) + np.array((0.0, 0.45))
    p["vel"] = direction * rng.uniform(*SHARD_SPEED, (n, 1)) * size
    p["color"] = FROST
    p["t0"] = now + rng.uniform(0.0, 0.03, n)
    p["life"] = SHARD_LIFE * rng.uniform(0.7, 1.05, n)
    p["size"] = rng.uniform(*SHARD_SIZE, n) * size
    p["shape"] = SHARD
    return p
