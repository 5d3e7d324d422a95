"""A tick must stay cheap: the rules thread runs 120 of them a second next to rendering."""

from __future__ import annotations

import time

from game.core.actions import Action, InputChange
from game.rules.retris import RetrisGame, RetrisOptions, RetrisSetup

# Bounds here catch a blow-up (a quadratic scan, a copy per tick), not a slowdown: they sit
# 10-40x above the measured cost, in this thread's CPU time (a loaded machine preempts the
# wall clock, not this); tools/bench measures speed.
TENTH_OF_A_TICK = 1 / 120 / 10


def test_idle_step_is_cheap():
    game = RetrisGame(RetrisOptions(level=1), seed=1)
    start = time.thread_time()
    for _ in range(2000):
        game.step([])
    per_step = (time.thread_time() - start) / 2000
    assert per_step < TENTH_OF_A_TICK


def test_lock_with_four_row_clear_is_cheap():
    hole = "I." * 9 + ".."
    field = tuple(["." * 20] * 20 + [hole] * 4)
    best = 1.0
    for seed in range(50):
        game = RetrisGame(RetrisOptions(gravity=False), seed=seed,
                          setup=RetrisSetup(queue=("I",), field=field))
        game.step([InputChange(0, Action.CW, True)])
        for _ in range(4):
            game.step([InputChange(0, Action.RIGHT, True), InputChange(0, Action.RIGHT, False)])
        start = time.thread_time()
        game.step([InputChange(0, Action.HARD_DROP, True)])
        best = min(best, time.thread_time() - start)
        assert game.rows == 4
    assert best < 1e-3
