"""Gravity (rules/retris.md §4) in whole numbers, so every platform falls the same way.

A row is split into ``tick_rate * 65536`` units; each level's speed is turned into units per tick
once, from the exact rational value of the guideline curve (no floats, no time module).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

SUBROW = 65536


def row_units(tick_rate: int) -> int:
    """Units in one row: a multiple of the tick rate, so whole-tick speeds are exact."""
    return tick_rate * SUBROW


def seconds_per_row(level: int, base: Fraction, step: Fraction, max_level: int) -> Fraction:
    """``(base - (L-1)*step) ** (L-1)``; levels above ``max_level`` fall at its speed."""
    level = max(1, min(level, max_level))
    return (base - (level - 1) * step) ** (level - 1)


@lru_cache(maxsize=256)
def units_per_tick(level: int, base: Fraction, step: Fraction, max_level: int) -> int:
    """How far the piece falls per tick at ``level``, in units of ``1 / row_units`` row."""
    # row_units / (seconds * tick_rate) simplifies to SUBROW / seconds.
    return max(1, round(SUBROW / seconds_per_row(level, base, step, max_level)))


def level_after(start: int, rows: int, rows_per_level: int, rises: bool) -> int:
    """Normal and Crazy: one level per ``rows_per_level`` cleared rows; Relax: never changes."""
    return start + rows // rows_per_level if rises else start
