"""A tick must stay cheap: the rules thread runs 120 of them a second next to rendering."""

from __future__ import annotations

import time

from tetlight_helpers import make, tap

from game.core.actions import Action, InputChange

# Bounds here catch a blow-up (a quadratic scan, a copy per tick), not a slowdown: they sit
# 10-40x above the measured cost, in this thread's CPU time (a loaded machine preempts the
# wall clock, not this); tools/bench measures speed.
TENTH_OF_A_TICK = 1 / 120 / 10


def per_call(fn, count: int) -> float:
    best = 1.0
    for _ in range(3):
        start = time.thread_time()
        for _ in range(count):
            fn()
        best = min(best, (time.thread_time() - start) / count)
    return best


def test_idle_step_is_well_under_a_tenth_of_a_millisecond():
    game = make(["I"], edge=9, gravity=True)
    assert per_call(lambda: game.step([]), 2000) < TENTH_OF_A_TICK


def test_snapshot_is_cheap_and_keeps_the_board_between_changes():
    cells = [[c, 0, 2, False] for c in range(-8, 9)]
    game = make(["I"], cells, edge=9, radar=True)
    first = game.snapshot()
    assert game.snapshot().board is first.board
    assert per_call(game.snapshot, 2000) < TENTH_OF_A_TICK / 2


def test_a_landing_with_a_full_line_is_cheap():
    best = 1.0
    for _ in range(20):
        cells = [[c, 0, 2, False] for c in range(-8, 9) if c != 0]
        game = make(["I"], cells, edge=9)
        game.step([])
        start = time.thread_time()
        game.step([InputChange(game.tick, Action.HARD_DROP, True)])
        best = min(best, time.thread_time() - start)
        assert game.resolution.kind == "lines"
    assert best < 1e-3
    tap(game, "drop")
