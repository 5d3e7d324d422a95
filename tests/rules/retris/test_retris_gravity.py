"""Gravity measured on the running game (rules/retris.md §4), not on the curve function.

A piece that appears at the start of tick k (a hard drop or a hold in that tick's input) falls
its first row after ``seconds per row``, i.e. at the end of tick k + 120·s − 1 at 120 Hz.
"""

from __future__ import annotations

import math

from game.core.actions import Action, InputChange
from game.rules.retris import RetrisGame, RetrisOptions, RetrisSetup

HOLE9 = "X." * 9 + ".."


def tap(game: RetrisGame, *actions: Action) -> None:
    changes = []
    for action in actions:
        changes += [InputChange(game.tick, action, True), InputChange(game.tick, action, False)]
    game.step(changes)


def ticks_to_first_row(game: RetrisGame, limit: int = 1000) -> int:
    """Ticks stepped (without input) until the falling piece has gone one row down."""
    assert game.active is not None
    y = game.active.y
    for ticks in range(1, limit):
        game.step([])
        assert game.active is not None
        if game.active.y < y:
            return ticks
    raise AssertionError("never fell")


def guideline_ticks(level: int) -> int:
    """Whole ticks until the first row, from the rules page's formula (floats are fine here)."""
    return math.ceil((0.8 - (level - 1) * 0.007) ** (level - 1) * 120 - 1e-9)


def test_level_1_and_15_fall_as_the_formula_says():
    assert guideline_ticks(1) == 120
    assert guideline_ticks(2) == 96  # 0.793 s = 95.16 ticks
    # Level 15: 0.702^14 = 0.00706 s per row = 0.85 ticks: more than one row in most ticks.
    assert math.isclose((0.8 - 14 * 0.007) ** 14, 0.007059, rel_tol=1e-3)
    game = RetrisGame(RetrisOptions(level=15), seed=1, setup=RetrisSetup(queue=("T",)))
    assert game.active is not None
    y = game.active.y
    for _ in range(17):
        game.step([])
    assert y - game.active.y == 20  # 17 ticks = 0.1417 s = 20.07 rows at 0.00706 s per row


def test_gravity_speeds_up_when_the_level_rises():
    rows = {r: HOLE9 for r in range(10)}
    field = tuple(rows.get(23 - top, "." * 20) for top in range(24))
    game = RetrisGame(RetrisOptions(level=1), seed=1,
                      setup=RetrisSetup(queue=("I", "I", "I", "T"), field=field))
    for _ in range(2):  # two vertical I's in column 9 clear 8 rows
        tap(game, Action.CW)
        for _ in range(4):
            tap(game, Action.RIGHT)
        tap(game, Action.HARD_DROP)
    assert game.level == 1
    tap(game, Action.CW)
    for _ in range(4):
        tap(game, Action.RIGHT)
    tap(game, Action.HARD_DROP)  # 2 more rows: 10 in all, level 2; T appears in this tick
    assert game.level == 2 and game.rows == 10
    assert ticks_to_first_row(game) + 1 == guideline_ticks(2)


def test_a_piece_brought_by_hold_starts_its_fall_afresh():
    game = RetrisGame(RetrisOptions(level=1), seed=1, setup=RetrisSetup(queue=("T", "I")))
    for _ in range(100):  # T is 100/120 of the way to its first row
        game.step([])
    tap(game, Action.HOLD)  # I appears at the start of this tick
    assert game.active is not None and game.active.piece.name == "I"
    assert ticks_to_first_row(game) + 1 == guideline_ticks(1)
