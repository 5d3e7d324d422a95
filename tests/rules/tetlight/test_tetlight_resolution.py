"""Destruction after a landing (rules/tetlight.md §6–7, §10): contact, lines, gravity,
cascades, the phases that show them, bomb points and the global explosion."""

from __future__ import annotations

from tetlight_helpers import cells_of, first, idle, kinds, make, settle, tap

from game.rules.tetlight.board import Board
from game.rules.tetlight.snapshot import FALLING, FLASH, GRAVITY, Drop

HALF_ROW = [[c, 0, 2, False] for c in range(1, 6)]  # bottom cells of columns 1..5


def test_a_full_line_flashes_then_goes_and_the_rest_falls():
    game = make(["I"], HALF_ROW)
    events = tap(game, "drop")  # I fills (0,0)..(0,3): the line (0..5, h 0) is full
    assert kinds(events) == ["spawn", "land", "flash"]
    assert first(events, "flash").data == {"cells": [[c, 0] for c in range(6)],
                                           "kind": "lines"}
    snap = game.snapshot()
    assert (snap.phase, snap.mark_kind, snap.active) == (FLASH, "lines", None)
    assert snap.marked == tuple((c, 0) for c in range(6)) and not game.settled
    assert idle(game, 35) == [] and game.snapshot().phase_progress == 35 / 36
    events = idle(game, 1)
    assert kinds(events) == ["lines", "gravity"]
    # 6 hexagons × (1 + 2) × (0 + 10) with the radar off at level 0.
    assert first(events, "lines").data == {
        "cells": [[0, 0, 1]] + [[c, 0, 2] for c in range(1, 6)], "count": 1, "points": 180}
    assert first(events, "gravity").data == {"drops": [[0, 1, 0], [0, 2, 1], [0, 3, 2]]}
    snap = game.snapshot()
    assert snap.phase == GRAVITY and snap.drops == (Drop(0, 1, 0), Drop(0, 2, 1), Drop(0, 3, 2))
    assert cells_of(game) == [[0, 0, 1, False], [0, 1, 1, False], [0, 2, 1, False]]
    assert idle(game, 17) == []
    assert kinds(idle(game, 1)) == ["spawn"]
    assert game.settled and game.snapshot().phase == FALLING
    assert game.score.points == 16 + 180


def test_cascade_destroys_a_line_formed_by_falling_hexagons():
    upper = [[c, 1, 2, False] for c in range(1, 6)]
    game = make(["I"], HALF_ROW + upper)
    events = tap(game, "drop") + settle(game)
    assert kinds(events).count("lines") == 2 and kinds(events).count("gravity") == 2
    assert cells_of(game) == [[0, 0, 1, False], [0, 1, 1, False]]
    assert game.score.points == 16 + 2 * 180
    assert game.tick == 1 + 36 + 18 + 36 + 18  # two flashes and two slides, then the spawn


def test_all_full_lines_go_at_once_and_count():
    left = [[c, 0, 2, False] for c in range(-5, 0)]
    game = make(["I"], HALF_ROW + left)  # the whole bottom row and both half rows
    events = tap(game, "drop") + settle(game)
    lines = first(events, "lines").data
    assert lines["count"] == 3 and len(lines["cells"]) == 11
    assert lines["points"] == 11 * 30


def test_gravity_moves_each_hexagon_by_the_destroyed_cells_below_it():
    board = Board(6)
    board.place([(2, h) for h in range(6)], 3, False)
    board.remove([(2, 1), (2, 3)])
    moves = board.collapse([(2, 1), (2, 3)])
    assert moves == [(2, 2, 1), (2, 4, 2), (2, 5, 3)]
    assert sorted(board.cells) == [(2, 0), (2, 1), (2, 2), (2, 3)]


def test_older_holes_stay():
    board = Board(6)
    board.place([(1, 0), (1, 3), (1, 4)], 3, False)  # holes at 1 and 2 from before
    board.remove([(1, 3)])
    assert board.collapse([(1, 3)]) == [(1, 4, 3)]
    assert sorted(board.cells) == [(1, 0), (1, 3)]


def test_radar_on_halves_the_per_hexagon_factor_to_two():
    game = make(["I"], HALF_ROW, radar=True, level=4)
    events = tap(game, "drop") + settle(game)
    assert first(events, "lines").data["points"] == 6 * 2 * (4 + 10)


# -- contact (§6.1) -------------------------------------------------------------------------

def test_contact_destroys_the_piece_component_and_touching_loaded_components():
    loaded = [[1, 0, 2, True], [1, 1, 2, False]]  # colour 2, loaded, touching column 0
    game = make(["I:bomb:c3"], loaded)
    events = tap(game, "drop")
    assert first(events, "flash").data["kind"] == "contact"
    events += settle(game)
    contact = first(events, "contact").data
    assert sorted(contact["cells"]) == [[0, h, 3] for h in range(4)] + [[1, 0, 2], [1, 1, 2]]
    assert contact["points"] == 6 * 30 and contact["bomb_points"] == 60
    assert game.board.cells == {}
    assert game.score.bomb_points == 8 + 60  # the drop's D = 8, then the contact's 10 × 6
    assert game.score.points == 16 + 180


def test_same_colour_hexagons_join_the_piece_component():
    cells = [[1, 0, 2, True], [-1, 0, 3, False], [-2, 0, 3, False], [4, 0, 3, False]]
    game = make(["I:bomb:c3"], cells)
    settle_events = tap(game, "drop") + settle(game)
    destroyed = sorted(c[:2] for c in first(settle_events, "contact").data["cells"])
    assert [-1, 0] in destroyed and [-2, 0] in destroyed  # connected through (-1, 0)
    assert [4, 0] not in destroyed  # same colour but not connected
    assert cells_of(game) == [[4, 0, 3, False]]


def test_no_contact_without_a_loaded_neighbour_or_without_a_bomb_piece():
    unloaded = [[1, 0, 2, False], [1, 1, 2, False]]
    game = make(["I:bomb:c3"], unloaded)
    assert "flash" not in kinds(tap(game, "drop"))
    assert len(game.board.cells) == 6
    plain = make(["I:c3"], [[1, 0, 2, True]])
    assert "flash" not in kinds(tap(plain, "drop"))
    assert len(plain.board.cells) == 5


def test_a_loaded_component_touching_only_the_component_is_not_in_contact():
    # Colour 3 at (-1, 0) joins the piece; the loaded colour 2 at (-2, 0) touches only it.
    cells = [[-1, 0, 3, False], [-2, 0, 2, True]]
    game = make(["I:bomb:c3"], cells)
    assert "flash" not in kinds(tap(game, "drop"))


def test_every_loaded_component_in_contact_goes_together():
    cells = [[1, 0, 2, True], [-1, 0, 4, False], [-1, 1, 4, True], [-2, 0, 5, True]]
    game = make(["I:bomb:c3"], cells)
    events = tap(game, "drop") + settle(game)
    gone = sorted(c[:2] for c in first(events, "contact").data["cells"])
    assert [1, 0] in gone and [-1, 0] in gone and [-1, 1] in gone
    assert [-2, 0] not in gone  # colour 5 touches only colour 4, not the piece
    assert len(gone) == 7


def test_contact_comes_first_then_lines_cascade():
    # The bottom row is full once the I lands, but contact goes first: it takes the I and the
    # loaded (1, 0); the colour-5 hexagon above falls into (1, 0) and the row goes as a line.
    row = [[c, 0, 6, False] for c in range(-5, 6) if c != 1]
    game = make(["I:bomb:c3"], [*row, [1, 0, 2, True], [1, 1, 5, False]])
    events = tap(game, "drop") + settle(game)
    assert kinds(events) == ["spawn", "land", "flash", "contact", "gravity", "flash", "lines",
                             "spawn"]
    contact = first(events, "contact").data
    assert contact["cells"] == [[0, h, 3] for h in range(1, 5)] + [[1, 0, 2]]
    lines = first(events, "lines").data
    assert [1, 0, 5] in lines["cells"] and len(lines["cells"]) == 11
    assert game.board.cells == {}
    assert game.score.points == 14 + 5 * 30 + 11 * 30  # drop D = 7, contact, line
    assert game.score.bomb_points == 7 + 50


# -- bombs and the global explosion (§7) ----------------------------------------------------

def test_bomb_points_buy_remaining_bombs_at_the_edge_threshold():
    game = make(["O", "O"], edge=6)
    assert game.snapshot().bomb_threshold == 400
    game.score.bomb_points = 395
    events = tap(game, "drop")  # D = 9
    assert first(events, "bomb_gained").data == {"bombs": 1}
    assert (game.score.bombs, game.score.bomb_points) == (1, 4)
    assert [make(edge=e).score.threshold for e in (7, 8, 9)] == [600, 800, 1000]


def test_global_explosion_destroys_board_and_piece_for_100_each():
    game = make(["O:bomb:c4", "I"], [[3, 0, 2, False], [-2, 1, 5, True]])
    assert not game.snapshot().can_explode  # no remaining bomb yet
    tap(game, "explode")
    assert len(game.board.cells) == 2
    game.score.bombs = 1
    assert game.snapshot().can_explode
    events = tap(game, "explode")
    assert kinds(events) == ["global_explosion", "spawn"]
    data = first(events, "global_explosion").data
    assert len(data["cells"]) == 6 and data["points"] == 600
    assert game.board.cells == {} and game.score.bombs == 0 and game.score.points == 600
    assert game.active.piece.name == "I"


def test_no_global_explosion_without_a_bomb_piece():
    game = make(["O"], [[3, 0, 2, False]])
    game.score.bombs = 2
    assert not game.snapshot().can_explode
    assert "global_explosion" not in kinds(tap(game, "explode"))
    assert game.score.bombs == 2
