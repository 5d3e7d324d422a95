"""Retris's goals (rules/goals.md §1): when a game is won, and whether its level may rise.

A goal changes only when the game ends and what it is ranked by; the rules of retris.md are
untouched. The targets are the options' (filled from the ruleset's ``[goals]``).
"""

from __future__ import annotations

from game.rules.retris.options import FIXED_LEVEL_GOALS, RetrisOptions


def rows_reached(options: RetrisOptions, rows: int) -> bool:
    """Sprint and Marathon: the cleared rows have reached the target (a clear may pass it)."""
    return options.goal in ("sprint", "marathon") and rows >= options.goal_target


def time_up(options: RetrisOptions, ticks: int, tick_rate: int) -> bool:
    """Ultra: the game time has reached the target."""
    return options.goal == "ultra" and ticks >= options.goal_target * tick_rate


def levels_rise(options: RetrisOptions) -> bool:
    """Whether cleared rows raise the level: not in Relax, nor in Sprint and Ultra."""
    return options.style != "relax" and options.goal not in FIXED_LEVEL_GOALS
