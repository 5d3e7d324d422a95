"""Retris's goals (rules/goals.md §1): when a game is won, and whether its level may rise.

A goal changes only when the game ends and what it is ranked by; the rules of retris.md are
untouched. The targets are the options' (filled from the ruleset's ``[goals]``).
:class:`GoalRules` is the game's part that ends it as a win (mixed into ``RetrisGame``).
"""

from __future__ import annotations

from typing import Any

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


class GoalRules:
    """How a Retris game is won: the rows reaching the target, or an Ultra's clock running
    out. The attributes, ``_count_rows`` and ``_emit`` are RetrisGame's."""

    options: RetrisOptions
    won: bool
    rows: int
    score: int
    tally: Any
    chains: Any
    active: Any
    _over: bool

    def _goal_state(self) -> dict[str, Any]:
        # Only with a goal, so an Endless game's state (and digest) is what it always was.
        if self.options.goal == "endless":
            return {}
        return {"goal": {"won": self.won, "ticks": self.tally.ticks}}

    def _won_by_rows(self) -> bool:
        """Sprint and Marathon: this clear brought the rows to the target: the game is won."""
        if rows_reached(self.options, self.rows):
            self._win()
        return self.won

    def _time_up(self) -> None:
        """Ultra: the clock ran out, mid-chain perhaps: that chain's points so far count."""
        rows, points = self.chains.so_far()
        self.score += points
        if rows:
            self._count_rows(rows)
        self._win()

    def _win(self) -> None:
        self.won, self._over, self.active = True, True, None
        self._emit("goal_reached", goal=self.options.goal, target=self.options.goal_target,
                   rows=self.rows, ticks=self.tally.ticks, score=self.score)
        self._emit("game_over", reason="goal")
