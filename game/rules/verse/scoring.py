"""Points (rules/verse.md §5)."""

from __future__ import annotations

from game.rules.verse.tuning import VerseTuning


def placement_points(t: VerseTuning, cells: int) -> int:
    """Every placement: +1 per cell placed."""
    return t.per_cell * cells


def line_points(t: VerseTuning, lines: int, streak_before: int) -> int:
    """L lines in one placement: 10 · L(L+1)/2 · (1 + streak), ``streak_before`` being the
    clearing placements just before this one."""
    return t.per_line * lines * (lines + 1) // 2 * (1 + streak_before)
