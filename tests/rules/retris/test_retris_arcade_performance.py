"""Arcade ticks stay cheap: idle play, and the worst generations a field can hold."""

from __future__ import annotations

import random
import time

from game.core.actions import Action
from game.rules.retris import RetrisGame, RetrisOptions
from tests.rules.retris.arcade_support import arcade, tap

# Bounds here catch a blow-up (a quadratic scan, a copy per tick), not a slowdown: they sit
# 10-40x above the measured cost, in this thread's CPU time (a loaded machine preempts the
# wall clock, not this); tools/bench measures speed.
TENTH_OF_A_TICK = 1 / 120 / 10


def test_idle_arcade_step_is_cheap():
    game = RetrisGame(RetrisOptions(mode="arcade", level=1), seed=1)
    start = time.thread_time()
    for _ in range(2000):
        game.step([])
    assert (time.thread_time() - start) / 2000 < TENTH_OF_A_TICK


def slowest_chain_tick(rows: tuple[str, ...]) -> tuple[float, int]:
    """The dearest single tick (lock included) of the chain an I in column 9 starts, best of
    three runs; and how many generations the chain had."""
    best, generations = 1.0, 0
    for _ in range(3):
        game = arcade(queue=("I", "O"), bottom=rows)
        game.step([])
        tap(game, Action.CW)
        for _ in range(4):
            tap(game, Action.RIGHT)
        start = time.thread_time()
        events = tap(game, Action.HARD_DROP)
        worst = time.thread_time() - start
        assert events[0].data["cells"] == [[9, 3], [9, 2], [9, 1], [9, 0]]
        generations = 1
        while not game.settled:
            start = time.thread_time()
            events = game.step([])
            worst = max(worst, time.thread_time() - start)
            generations += sum(e.kind == "generation" for e in events)
        best = min(best, worst)
    return best, generations


def open_row(codes: list[str]) -> str:
    """A field row from 9 codes, column 9 left open for the I."""
    return "".join(codes) + ".."


def test_a_chain_at_the_caps_is_cheap():
    activators = open_row(["Xa", "X.", "Xa", "X.", "Xa", "X.", "X.", "X.", "X."])
    megas = open_row(["Xm", "T.", "Xm", "T.", "Xm", "T.", "Xm", "T.", "Xm"])
    plain = open_row(["X."] * 9)
    rows = tuple([plain] * 7 + [megas] + [plain] * 6 + [activators, plain, plain, plain])
    worst, generations = slowest_chain_tick(rows)
    assert generations == 2  # the row hits, then the activators fire all five megas
    assert worst < 1 / 120  # one whole tick: measured about 1 ms


def test_a_field_of_mega_bombs_is_still_well_inside_a_tick():
    rnd = random.Random(1)
    rows = tuple(open_row([rnd.choice("IOTSZJLX") + "m" for _ in range(9)]) for _ in range(18))
    worst, generations = slowest_chain_tick(rows)
    assert generations == 3
    assert worst < 25e-3  # measured about 3 ms; a pathological field no cap allows
