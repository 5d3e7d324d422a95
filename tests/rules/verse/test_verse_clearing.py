"""Clearing and score (rules/verse.md §4, §5): full rows and columns in one pass, row gravity,
columns moving nothing, streaks across trays and the empty-board bonus. Worked by hand."""

from __future__ import annotations

from verse_helpers import EMPTY, colors, first, kinds, make, place, rows, set_tray


def test_a_row_and_a_column_clear_together_and_rows_above_fall_by_one():
    board = ["#.......",
             "#..3....",
             "#.4.....",
             "#.......",
             ".#######",
             "#....6..",
             "#######.",
             "#......."]
    game = make(["#"], board)
    events = place(game, 0, 4, 0)  # fills row 4 and column 0 at once
    assert colors(game) == ["........",
                            "........",
                            "...3....",  # from row 1: one removed row (4) below it
                            "..4.....",  # from row 2
                            "........",  # row 3 lost its only block to column 0
                            ".....6..",  # below row 4: stays
                            ".111111.",
                            "........"]
    cleared = first(events, "cleared").data
    assert (cleared["rows"], cleared["cols"]) == ([4], [0])
    assert len(cleared["cells"]) == 8 + 8 - 1
    assert [4, 0, 1] in cleared["cells"] and [0, 0, 1] in cleared["cells"]
    assert (cleared["points"], cleared["streak"], cleared["empty_bonus"]) == (30, 1, 0)
    assert first(events, "gravity").data == {"moves": [[1, 2, 3], [2, 3, 2]]}
    assert game.score == 1 + 10 * 3  # L = 2: 10 · 2·3/2 · (1 + 0)
    assert kinds(events) == ["dealt", "placed", "cleared", "gravity", "dealt"]


def test_two_apart_rows_and_a_column_each_block_falls_by_the_removed_rows_below_it():
    board = [".......#",
             "..5....#",
             ".......#",
             "#######.",
             ".2......",
             "....6...",
             "#######.",
             "3......#"]
    game = make(["#,#,#,#"], board)
    events = place(game, 0, 3, 7)  # rows 3 and 6 and column 7 at once: L = 3
    assert colors(game) == ["........",
                            "........",
                            "........",
                            "..5.....",  # row 1: rows 3 and 6 below it, down 2
                            "........",
                            ".2......",  # row 4: row 6 below it, down 1
                            "....6...",  # row 5: down 1
                            "3......."]  # row 7: nothing removed below, stays
    assert first(events, "gravity").data["moves"] == [[1, 3, 2], [4, 5, 1], [5, 6, 4]]
    assert game.score == 4 + 10 * 6


def test_a_column_clear_moves_nothing():
    board = ["...#....", "...#.1..", "...#....", "........", "...#..2.", "...#....",
             "..3#....", "...#...4"]
    game = make(["#"], board)
    events = place(game, 0, 3, 3)
    assert "gravity" not in kinds(events)
    assert colors(game) == ["........", ".....1..", "........", "........", "......2.",
                            "........", "..3.....", ".......4"]
    assert game.score == 1 + 10


def test_full_rows_are_found_in_one_pass_after_the_placement_only():
    board = list(EMPTY)
    board[7] = "########"  # a set-up full row waits for the next placement
    game = make(["#", "#"], board)
    assert rows(game)[7] == "########"
    place(game, 0, 0, 0)  # clears row 7; the single falls into row 1
    assert rows(game) == ["........", "#......."] + ["........"] * 6
    assert game.score == 1 + 10


def test_streak_multiplies_across_trays_and_an_empty_board_gives_300():
    board = list(EMPTY)
    board[4:] = ["#######."] * 4
    game = make(["#", "#", "#"], board)
    gains = []
    for slot in range(3):
        before = game.score
        place(game, slot, 7, 7)
        gains.append(game.score - before)
        assert game.streak == slot + 1
    assert game.trays == 2  # a new tray: the streak carries on
    set_tray(game, "#", None, None)
    before = game.score
    events = place(game, 0, 7, 7)
    assert gains == [1 + 10, 1 + 20, 1 + 30]
    assert game.score - before == 1 + 40 + 300 and game.streak == 4
    cleared = first(events, "cleared").data
    assert (cleared["points"], cleared["streak"], cleared["empty_bonus"]) == (40, 4, 300)
    assert game.board.mask == 0


def test_a_placement_clearing_nothing_resets_the_streak():
    board = list(EMPTY)
    board[6:] = ["#######.", "#######."]
    game = make(["#", "#", "#"], board)
    place(game, 0, 7, 7)
    assert game.streak == 1
    place(game, 1, 0, 0)
    assert game.streak == 0 and game.snapshot().streak == 0
    before = game.score
    place(game, 2, 7, 7)
    assert game.score - before == 1 + 10 and game.streak == 1


def test_several_lines_with_a_streak():
    board = list(EMPTY)
    board[7] = "#######."
    board[5:7] = ["#######.", "#######."]
    game = make(["#", "#,#"], board)
    place(game, 0, 7, 7)  # streak 1 (row 7); rows 5, 6 fall to 6, 7
    before = game.score
    place(game, 1, 6, 7)  # rows 6 and 7: L = 2, streak before = 1
    assert game.score - before == 2 + 10 * 3 * 2 + 300  # and the board is empty


def test_the_empty_bonus_needs_a_clear_and_an_empty_board():
    game = make(["#", "#"])
    place(game, 0, 0, 0)
    assert game.score == 1
    board = list(EMPTY)
    board[7] = "#######."
    board[0] = "#......."
    game = make(["#"], board)
    place(game, 0, 7, 7)
    assert game.score == 1 + 10  # something is left: no bonus
