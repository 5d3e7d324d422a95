"""How big a Verse clear's effects are, and when each cleared cell bursts.

The banner's word climbs with the lines cleared at once (GOOD, GREAT, EXCELLENT, AMAZING,
UNBELIEVABLE) and its tier with the lines and the streak; the shake, the board's flash and
the particles grow with them; three lines or a streak of five pulse the background. Each line
bursts outward from the piece just placed, cell by cell along the line. A board left empty
celebrates: the whole screen flashes, the background pulses from the board, confetti of every
colour bursts from every cell in a wave from the centre, under the biggest banner."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from game.i18n import N_

# 1, 2, 3, 4, 5+ lines (marked: translated when shown)
WORDS = (N_("GOOD"), N_("GREAT"), N_("EXCELLENT"), N_("AMAZING"), N_("UNBELIEVABLE"))
SHAKES = (2.0, 4.0, 7.0, 10.0, 12.0)  # reference px, by lines at once
ALONG_STEP = 0.03  # seconds from one cell of a cleared line to the next, outward
PULSE_LINES, PULSE_STREAK = 3, 5
BOARD_CLEAR_FLASH, CONFETTI_WAVE = 0.5, 0.35  # the screen's flash; centre to corner, seconds


@dataclass(frozen=True)
class Clear:
    """The effects of one clear."""

    words: str
    tier: int  # the banner's (1-5)
    shake: float  # reference px, before the setting
    flash: float  # the board's flash (0: none), before the setting
    burst: float  # the particles, times the setting
    pulse: bool  # the background's pulse


def clear_of(lines: int, streak: int) -> Clear:
    """``lines`` lines at once, the ``streak``-th clear in a row."""
    i = max(1, min(lines, len(WORDS))) - 1
    tier = min(5, i + 1 + (streak >= 3) + (streak >= 6))
    return Clear(WORDS[i], tier, SHAKES[i], min(0.5, 0.15 * i), 0.8 + 0.35 * i,
                 lines >= PULSE_LINES or streak >= PULSE_STREAK)


def streak_tier(streak: int) -> int:
    """The tier of the STREAK ×n banner."""
    return min(5, 1 + streak // 2)


def along_delays(cells: Sequence[Sequence[int]], placed: Sequence[Sequence[int]]) -> np.ndarray:
    """Seconds after the flash at which each cleared cell ``(row, col, ...)`` bursts: its
    distance (in cells, along its row or column) from the nearest cell of the piece placed."""
    if not cells:
        return np.zeros(0)
    at = np.array([(int(c[0]), int(c[1])) for c in cells], np.float32)
    start = np.array([(int(c[0]), int(c[1])) for c in placed], np.float32).reshape(-1, 2)
    if len(start) == 0:
        start = at.mean(axis=0, keepdims=True)
    apart = np.abs(at[:, None] - start[None]).max(axis=2).min(axis=1)
    return ALONG_STEP * apart


def wave_delays(cells: Sequence[tuple[int, int]], size: int) -> np.ndarray:
    """Seconds at which each of ``cells`` bursts in a wave from the board's centre."""
    at = np.array(cells, np.float32).reshape(-1, 2)
    middle = (size - 1) / 2
    far = np.linalg.norm(at - middle, axis=1)
    return CONFETTI_WAVE * far / max(float(far.max()), 1e-6)
