"""Moving, turning, dropping and landing (rules/tetlight.md §3–5)."""

from __future__ import annotations

import pytest
from tetlight_helpers import cells_of, first, idle, kinds, make, pivot_cell, put, tap

from game.rules.tetlight.geometry import NE, NW, SE, SW, S, to_cell, to_point

# rules §4: from the pivot's column c, right = NE if c >= 0 else SE; left = NW if c <= 0 else SW.
MOVES = {
    ("left", -2): NW, ("left", 0): NW, ("left", 2): SW,
    ("right", -2): SE, ("right", 0): NE, ("right", 2): NE,
    ("down_left", -2): SW, ("down_left", 0): SW, ("down_left", 2): SW,
    ("down_right", -2): SE, ("down_right", 0): SE, ("down_right", 2): SE,
    ("down", -2): S, ("down", 0): S, ("down", 2): S,
}


@pytest.mark.parametrize(("move", "column"), sorted(MOVES))
def test_movement_table(move, column):
    game = make(["O"])
    put(game, (column, 3))
    before = to_point(pivot_cell(game))
    events = tap(game, move)
    step = MOVES[(move, column)]
    assert to_point(pivot_cell(game)) == (before[0] + step[0], before[1] + step[1])
    assert first(events, "move").data == {"dir": move}
    if move in ("left", "right"):
        assert pivot_cell(game)[1] == 3  # "in V": the pivot keeps its height


def test_left_and_right_walk_the_v_and_back():
    game = make(["I"])
    put(game, (0, 3))
    tap(game, "left", "left", "left")
    assert pivot_cell(game) == (-3, 3)
    tap(game, "right", "right", "right", "right", "right")
    assert pivot_cell(game) == (2, 3)
    tap(game, "left", "left")
    assert pivot_cell(game) == (0, 3)


@pytest.mark.parametrize("move", ["left", "right", "down_left", "down_right", "cw", "ccw"])
def test_a_blocked_move_changes_nothing(move):
    around = [[c, h, 2, False] for c in range(-5, 6) for h in range(0, 11 - abs(c))
              if abs(c) >= 1 or h <= 2]
    game = make(["I"], around)  # column 0 free above height 2, every other column full
    put(game, (0, 5))
    state = game.state()
    events = tap(game, move)
    assert "move" not in kinds(events) and "rotate" not in kinds(events)
    after = game.state()
    for key in ("active", "board", "score"):
        assert after[key] == state[key]


def test_a_move_out_of_the_board_is_refused_no_kick():
    game = make(["I"])  # spawned at the very top of column 0
    start = pivot_cell(game)
    tap(game, "left", "right", "cw", "ccw")
    assert pivot_cell(game) == start and game.active.rot == 0
    tap(game, "down")
    tap(game, "cw")
    assert game.active.rot == 5  # one row lower the turn fits


@pytest.mark.parametrize("name", ["I", "O", "Y", "C", "J", "L", "P", "Q", "S", "Z"])
def test_turns_round_trip_about_the_pivot(name):
    game = make([name])
    put(game, (0, 5))
    start_cells = game.active.cells()
    tap(game, "cw")
    assert game.active.rot == 5 and pivot_cell(game) == (0, 5)
    tap(game, "ccw")
    assert game.active.cells() == start_cells
    seen = []
    for _ in range(6):
        tap(game, "ccw")
        seen.append(game.active.cells())
    assert seen[-1] == start_cells and pivot_cell(game) == (0, 5)


def test_rotation_events_name_the_turn():
    game = make(["J"])
    put(game, (0, 5))
    assert first(tap(game, "cw"), "rotate").data == {"turn": "cw"}
    assert first(tap(game, "ccw"), "rotate").data == {"turn": "ccw"}


def test_ccw_turns_sixty_degrees_counter_clockwise():
    game = make(["I"])
    put(game, (0, 5))
    tap(game, "ccw")  # the bar (0,-2) (0,0) (0,2) (0,4) turns N -> NW
    pc, py = game.active.pivot
    assert game.active.offsets == ((1, -1), (0, 0), (-1, 1), (-2, 2))
    assert to_cell((pc - 2, py + 2)) in game.active.cells()


def test_drop_scores_two_d_and_d_bomb_points():
    game = make(["O"])
    assert pivot_cell(game) == (0, 9)
    events = tap(game, "drop")
    land = first(events, "land")
    # Pivot height 9 -> 1: D = 9; points max(5, 18); bomb points D (D >= 3).
    assert land.data == {"cells": [[0, 1], [0, 2], [1, 0], [1, 1]], "dropped": 9,
                         "points": 18, "bomb_points": 9}
    assert (game.score.points, game.score.bomb_points) == (18, 9)
    assert kinds(events)[-1] == "spawn"  # nothing to destroy: the next piece at once


def test_short_drops_score_five_and_no_bomb_points():
    # O takes heights h, h+1 of column 0 and h-1, h of column 1 for pivot height h.
    tall = [[0, h, 2, False] for h in range(0, 7)] + [[1, h, 2, False] for h in range(0, 6)]
    game = make(["O", "O"], tall)
    tap(game, "drop")  # D = 9 - 7 + 1 = 3: max(5, 6), 3 bomb points
    assert (game.score.points, game.score.bomb_points) == (6, 3)
    events = tap(game, "drop")  # D = 1: 5 points, none
    assert first(events, "land").data["dropped"] == 1
    assert (game.score.points, game.score.bomb_points) == (11, 3)


def test_two_steps_drop_gives_no_bomb_points():
    tall = [[0, h, 2, False] for h in range(0, 8)] + [[1, h, 2, False] for h in range(0, 7)]
    game = make(["O"], tall)
    land = first(tap(game, "drop"), "land").data
    assert (land["dropped"], land["points"], land["bomb_points"]) == (2, 5, 0)


def test_down_onto_a_hexagon_lands_for_five_points():
    game = make(["O"], [[0, 7, 2, False]])
    tap(game, "down")
    assert pivot_cell(game) == (0, 8)
    events = tap(game, "down")
    assert first(events, "land").data["points"] == 5
    assert first(events, "land").data["dropped"] == 0
    assert [0, 8, 1, False] in cells_of(game)


def test_down_left_and_down_right_never_land():
    game = make(["O"])
    put(game, (0, 1))  # O's lowest cell at the bottom of column 1: SE is outside
    events = tap(game, "down_right", "down_left")
    assert "land" not in kinds(events) and game.board.cells == {}


def test_automatic_fall_lands_for_five_points():
    game = make(["O"], gravity=True, level=35)  # 3 ticks a cell
    events = idle(game, 40)
    land = first(events, "land")
    assert land.data["points"] == 5 and land.data["dropped"] == 0
    assert land.data["cells"] == [[0, 1], [0, 2], [1, 0], [1, 1]]


def test_ghost_is_where_a_drop_lands():
    game = make(["O"], [[1, 4, 3, False]])
    put(game, (0, 9))
    ghost = game.snapshot().ghost
    tap(game, "drop")
    assert sorted(ghost) == sorted(tuple(c[:2]) for c in cells_of(game) if c[2] == 1)
    assert ghost == ((0, 6), (0, 7), (1, 5), (1, 6))


def test_spawn_event_and_block_out():
    game = make(["O"])
    spawn = first(game.step([]), "spawn")
    assert spawn.data == {"piece": "O", "color": 1, "bomb": False, "pivot": [0, 9]}
    blocked = make(["O"], [[1, 9, 2, False]])
    events = blocked.step([])
    assert blocked.over and blocked.active is None
    assert events[-1].kind == "game_over" and events[-1].data == {"reason": "block_out"}
    assert blocked.settled
