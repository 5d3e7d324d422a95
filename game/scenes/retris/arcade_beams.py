"""Stroke shapes of Arcade blasts (``STROKE_DTYPE``, for one ``StrokeSystem``): the Horizontal
and Vertical Bombs' beams, the Lightning Bomb's bolts, the Activator's pulses and the Mega
Bomb's flash over the field.

Each builder returns ready strokes (spawn times absolute) laid out in pixels from cell centres
and the cell size, so every shape scales with the window. Lengths below are in cells, times in
seconds; every shape has played out well within a generation (0.5 s), so the next one starts
on a field that has gone quiet.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from game.render.strokes import LINE, STROKE_DTYPE, WASH
from game.scenes.retris.arcade_bursts import ELECTRIC, RGBA, jagged, tint

# Beams: the halo's half width, how fast the head runs out (cells/s; faster on a long way, so
# it reaches the field's edge in BEAM_REACH at the latest), how long one shows.
BEAM_WIDTH, BEAM_SPEED, BEAM_REACH, BEAM_LIFE = 0.85, 40.0, 0.16, 0.36
WHITE: RGBA = (255, 255, 255, 255)
# Bolts: a fresh jagged path strikes STRIKES times, STRIKE_GAP apart, each showing STRIKE_LIFE
# and flickering; the farthest target is struck BOLT_STAGGER after the nearest.
BOLT_WIDTH, STRIKES, STRIKE_GAP, STRIKE_LIFE, BOLT_FLICKER = 0.3, 3, 0.07, 0.12, 0.3
BOLT_STAGGER, BRANCH_LENGTH = 0.06, (0.6, 1.3)
# Pulses (Activator): a comet this long runs to each bomb in PULSE_TRAVEL, on a faint tether.
PULSE_WIDTH, PULSE_TAIL, PULSE_TRAVEL, TETHER_WIDTH = 0.42, 1.6, 0.12, 0.14
# The Mega Bomb's flash over the field: how long, how strong (of full white) at the flash
# setting's 1.
WASH_LIFE, WASH_STRENGTH = 0.2, 0.5


def _strokes(n: int) -> np.ndarray:
    return np.zeros(n, dtype=STROKE_DTYPE)


def beams(origin: Sequence[float], ends: np.ndarray, color: RGBA, now: float,
          size: float) -> np.ndarray:
    """A beam from the bomb to each of ``ends`` (px: where its line leaves the field), its head
    running outwards, a white-hot core in the bomb's colour."""
    ends = np.asarray(ends, np.float32).reshape(-1, 2)
    s = _strokes(len(ends))
    s["a"] = origin
    s["b"] = ends
    s["color"] = tint(color, WHITE, 0.35)
    s["t0"] = now
    s["life"] = BEAM_LIFE
    s["width"] = BEAM_WIDTH * size
    length = np.linalg.norm(ends - np.asarray(origin, np.float32), axis=1)
    s["speed"] = np.maximum(BEAM_SPEED * size, length / BEAM_REACH)
    s["kind"] = LINE
    return s


def bolts(origin: Sequence[float], targets: np.ndarray, color: RGBA, now: float, size: float,
          rng: np.random.Generator) -> np.ndarray:
    """Jagged bolts from the bomb to every target centre, a branch off each, struck again
    along fresh paths for a few frames, flickering; nearer targets are struck first."""
    targets = np.asarray(targets, np.float32).reshape(-1, 2)
    start = np.asarray(origin, np.float32)
    if len(targets) == 0:
        return _strokes(0)
    distance = np.linalg.norm(targets - start, axis=1)
    late = BOLT_STAGGER * distance / max(float(distance.max()), 1e-6)
    parts = []
    for target, delay in zip(targets, late, strict=True):
        for strike in range(STRIKES):
            path = jagged(start, target, rng, size, depth=3)
            parts.append(_path(path, now + delay + strike * STRIKE_GAP))
            parts.append(_path(_branch(path, rng, size), now + delay + strike * STRIKE_GAP))
    s = np.concatenate(parts)
    s["color"] = np.where(rng.random(len(s))[:, None] < 0.5, tint(color, ELECTRIC, 0.7),
                          tint(ELECTRIC, WHITE, 0.4))
    s["width"] = BOLT_WIDTH * size
    s["life"] = STRIKE_LIFE
    s["flicker"] = BOLT_FLICKER
    return s


def _path(points: np.ndarray, t0: float) -> np.ndarray:
    """One stroke per segment of a path, all struck at ``t0``."""
    s = _strokes(len(points) - 1)
    s["a"], s["b"], s["t0"], s["kind"] = points[:-1], points[1:], t0, LINE
    return s


def _branch(path: np.ndarray, rng: np.random.Generator, size: float) -> np.ndarray:
    """A short jagged fork off a point inside ``path``, leaning the bolt's way."""
    at = path[int(rng.integers(1, max(2, len(path) - 1)))]
    heading = path[-1] - path[0]
    angle = np.arctan2(heading[1], heading[0]) + rng.choice((-1.0, 1.0)) * rng.uniform(0.5, 1.1)
    reach = rng.uniform(*BRANCH_LENGTH) * size
    end = at + reach * np.array([np.cos(angle), np.sin(angle)], np.float32)
    return jagged(at, end.astype(np.float32), rng, size * 0.5, depth=2)


def pulses(origin: Sequence[float], targets: np.ndarray, color: RGBA, now: float,
           size: float) -> np.ndarray:
    """A bright pulse running from the activator to each bomb it fires (arriving
    ``PULSE_TRAVEL`` later, when the bomb goes off), along a faint tether."""
    targets = np.asarray(targets, np.float32).reshape(-1, 2)
    n = len(targets)
    if n == 0:
        return _strokes(0)
    s = _strokes(2 * n)
    s["a"] = origin
    s["b"] = np.concatenate([targets, targets])
    s["t0"] = now
    s["kind"] = LINE
    length = np.linalg.norm(targets - np.asarray(origin, np.float32), axis=1)
    comet, tether = s[:n], s[n:]
    comet["color"] = tint(color, WHITE, 0.4)
    comet["width"] = PULSE_WIDTH * size
    comet["speed"] = np.maximum(length, 1.0) / PULSE_TRAVEL
    comet["tail"] = PULSE_TAIL * size
    comet["life"] = PULSE_TRAVEL + 0.08
    tether["color"] = (*color[:3], 110)
    tether["width"] = TETHER_WIDTH * size
    tether["life"] = PULSE_TRAVEL + 0.12
    return s


def wash(box: tuple[float, float, float, float], color: RGBA, now: float,
         strength: float) -> np.ndarray:
    """A flash over ``box`` (left, bottom, width, height px), ``strength`` 0–1 (0: none)."""
    if strength <= 0.0:
        return _strokes(0)
    left, bottom, width, height = box
    s = _strokes(1)
    s["a"] = (left + width / 2, bottom)
    s["b"] = (left + width / 2, bottom + height)
    s["color"] = (*tint(color, WHITE, 0.75)[:3], round(255 * min(1.0, WASH_STRENGTH * strength)))
    s["t0"] = now
    s["life"] = WASH_LIFE
    s["width"] = width / 2
    s["kind"] = WASH
    return s
