"""Time (rules/tetlight.md §5, §9): fall periods, postponed falls, the level clock, levels,
held-move repeats."""

from __future__ import annotations

import pytest
from tetlight_helpers import first, idle, kinds, make, pivot_cell, press, put, tap

from game.rules.tetlight.tuning import load_tuning

LEVEL_TICKS = 40 * 120


def test_fall_period_table_is_the_formula():
    t = load_tuning()
    expected = [round(120 * max(0.02, 1.0 * 0.9 ** level)) for level in range(36)]
    assert list(t.fall_ticks) == expected
    assert t.fall_ticks[0] == 120 and t.fall_ticks[35] == 3


@pytest.mark.parametrize("level", [0, 1, 10, 35])
def test_the_piece_falls_once_per_period(level):
    period = load_tuning().fall_ticks[level]
    game = make(["I"], gravity=True, level=level)
    start = pivot_cell(game)[1]
    idle(game, period - 1)
    assert pivot_cell(game)[1] == start
    idle(game, 1)
    assert pivot_cell(game)[1] == start - 1
    idle(game, period)
    assert pivot_cell(game)[1] == start - 2


def test_without_gravity_time_never_moves_the_piece():
    game = make(["I"])
    start = pivot_cell(game)
    idle(game, 1000)
    assert pivot_cell(game) == start


def test_down_postpones_the_next_fall_by_one_period():
    game = make(["I"], gravity=True)  # level 0: 120 ticks
    start = pivot_cell(game)[1]
    idle(game, 50)
    tap(game, "down")
    assert pivot_cell(game)[1] == start - 1
    idle(game, 119 + 120 - 51)  # the fall due at tick 119 now comes at 239
    assert pivot_cell(game)[1] == start - 1
    idle(game, 1)
    assert pivot_cell(game)[1] == start - 2


def test_a_piece_does_not_fall_in_the_tick_it_appears():
    game = make(["O", "O"], gravity=True, level=35)  # 3 ticks a cell
    tap(game, "drop")  # the next piece spawns in this tick
    start = pivot_cell(game)[1]
    idle(game, 2)
    assert pivot_cell(game)[1] == start
    idle(game, 1)
    assert pivot_cell(game)[1] == start - 1


def test_level_change_changes_the_fall_period_at_once():
    game = make(["I"], gravity=True)  # 120 ticks at level 0, 108 at level 1
    start = pivot_cell(game)[1]
    idle(game, 100)
    tap(game, "level_up")  # tick 100: elapsed 101 of the new 108
    idle(game, 6)
    assert pivot_cell(game)[1] == start
    idle(game, 1)
    assert pivot_cell(game)[1] == start - 1


def test_level_clock_runs_down_and_the_level_rises_at_the_next_spawn():
    game = make(["O", "O", "O"], level=3)
    idle(game, 100)
    assert game.snapshot().clock_ticks == LEVEL_TICKS - 100
    idle(game, LEVEL_TICKS)
    assert game.clock == 0 and game.level == 3  # stops at 0; no spawn yet
    events = tap(game, "drop")
    assert first(events, "level_up").data == {"level": 4, "by_hand": False}
    assert kinds(events).index("level_up") < kinds(events).index("spawn")
    assert game.level == 4 and game.clock == LEVEL_TICKS - 1


def test_level_up_by_hand_adds_a_level_s_time():
    game = make(["O"], level=5)
    idle(game, 10)
    events = tap(game, "level_up")
    assert first(events, "level_up").data == {"level": 6, "by_hand": True}
    assert game.clock == 2 * LEVEL_TICKS - 11


def test_nothing_above_level_35():
    game = make(["O", "O"], level=35)
    assert "level_up" not in kinds(tap(game, "level_up")) and game.level == 35
    idle(game, LEVEL_TICKS)
    events = tap(game, "drop")
    assert "level_up" not in kinds(events)
    assert game.level == 35 and game.clock == LEVEL_TICKS - 1  # the clock is wound again


def test_clock_runs_in_pause_and_in_phases():
    row = [[c, 0, 2, False] for c in range(1, 6)]
    game = make(["I"], row)
    tap(game, "drop")  # a line: flash and gravity phases follow
    idle(game, 10)
    tap(game, "pause")
    idle(game, 20)
    assert game.clock == LEVEL_TICKS - 32


# -- held moves (DAS 167 ms = 20 ticks, ARR 50 ms = 6 ticks) ---------------------------------

def test_a_held_move_repeats_after_das_then_every_arr():
    game = make(["O"])
    put(game, (0, 5))
    press(game, "down_left")  # tick 0: one move at once
    columns = []
    for _ in range(40):
        game.step([])
        columns.append(pivot_cell(game)[0])
    # Repeats at 20 and 26 ticks after the press, then the wall stops it.
    assert columns[18] == -1 and columns[19] == -2 and columns[24] == -2
    assert columns[25] == -3 and columns[31] == -4


def test_the_most_recent_held_move_repeats_and_release_hands_back():
    game = make(["O"])
    put(game, (0, 7))
    press(game, "down")
    press(game, "down_right")  # the most recent wins
    idle(game, 20)
    # One down (0, 6), then down-right at its press (1, 5) and 20 ticks later (2, 4).
    assert pivot_cell(game) == (2, 4)
    press(game, "down_right", False)
    idle(game, 19)
    assert pivot_cell(game) == (2, 4)  # down charges its DAS afresh
    idle(game, 1)
    assert pivot_cell(game) == (2, 3)


def test_held_moves_wait_while_paused():
    game = make(["O"])
    put(game, (0, 5))
    press(game, "pause")
    press(game, "left")  # ignored while paused: not even held
    idle(game, 60)
    assert pivot_cell(game) == (0, 5)
    assert game.held.held == []
