"""Placing (rules/verse.md §3): legality, refusals, rotation, and the scenes' helpers."""

from __future__ import annotations

import pytest
from verse_helpers import EMPTY, first, kinds, make, piece, place, rotate, rows

from game.core.actions import Action, InputChange
from game.rules.verse.placement import clears, fits

T = "###,.#."


def test_a_piece_lands_with_its_box_top_left_on_row_and_col():
    game = make([T, "#", "##,##"])
    events = place(game, 0, 6, 2)
    assert rows(game)[6:] == ["..###...", "...#...."]
    placed = first(events, "placed").data
    assert placed == {"slot": 0, "row": 6, "col": 2, "cells": [[6, 2], [6, 3], [6, 4], [7, 3]],
                      "points": 4}
    assert game.score == 4 and game.tray[0] is None and game.placements == 1
    assert game.snapshot().board[7][3] == 7  # the T's colour


@pytest.mark.parametrize("slot, row, col", [
    (0, 7, 2),    # the stem would be below the board
    (0, 6, 6),    # the right end would be off the board
    (0, -1, 0), (0, 0, -1), (1, 8, 0), (1, 0, 8),
    (0, 3, 2),    # (4, 3) is filled
])
def test_an_illegal_target_is_refused_and_changes_nothing(slot, row, col):
    board = list(EMPTY)
    board[4] = "...#...."
    game = make([T, "#"], board)
    before = game.state()
    events = place(game, slot, row, col)
    assert kinds(events) == ["dealt", "refused"]
    assert first(events, "refused").data == {"slot": slot, "row": row, "col": col}
    after = game.state()
    assert {**after, "tick": 0} == {**before, "tick": 0}


def test_an_empty_slot_a_placed_slot_and_a_missing_slot_are_refused():
    game = make(["#"])
    place(game, 0, 0, 0)  # slot 0 placed: the tray had one piece, a new tray is dealt
    game = make(["#", "#"])
    place(game, 0, 0, 0)
    assert kinds(place(game, 0, 1, 1)) == ["refused"]  # already placed
    assert kinds(place(game, 2, 1, 1)) == ["refused"]  # never had a piece
    assert rows(game)[:2] == ["#.......", "........"]


@pytest.mark.parametrize("args", [(), (0,), (0, 1), (0, 1, 2, 3), (3, 0, 0), (-1, 0, 0),
                                  (True, 0, 0), (0, 10**30, 0), (0, "1", 2)])
def test_bad_args_are_refused_never_raised(args):
    game = make(["#", "#", "#"])
    before = game.state()
    events = game.step([InputChange(0, Action.PLACE, True, args)])
    assert kinds(events)[-1] == "refused"
    assert game.state()["board"] == before["board"] and game.state()["tray"] == before["tray"]
    assert game.step([InputChange(1, Action.ROTATE, True, args)]) == []


def test_a_release_and_other_games_actions_do_nothing():
    game = make(["#"])
    game.step([])
    before = game.state()
    assert game.step([InputChange(1, Action.PLACE, False, (0, 0, 0)),
                      InputChange(1, Action.HARD_DROP, True),
                      InputChange(1, Action.LEFT, True)]) == []
    assert {**game.state(), "tick": 1} == {**before, "tick": 1}


def test_rotate_turns_clockwise_only_with_the_setting_on():
    off = make([T])
    assert kinds(rotate(off, 0)) == ["dealt"]  # the first step brings the deal, no turn
    assert off.tray[0] == piece(T)
    on = make([T, "#"], rotation=True)
    events = rotate(on, 0)
    assert kinds(events) == ["dealt", "rotated"] and first(events, "rotated").data == {"slot": 0}
    assert on.tray[0] == piece(".#,##,.#") and on.tray[0].name == "T"
    assert rotate(on, 2) == []  # an empty slot
    for _ in range(3):
        rotate(on, 0)
    assert on.tray[0] == piece(T)


def test_a_rotated_piece_is_placed_in_its_new_box():
    game = make(["####"], rotation=True)
    rotate(game, 0)
    assert kinds(place(game, 0, 4, 7))[0] == "placed"
    assert [r[7] for r in rows(game)] == list("....####")


def test_a_tray_string_takes_its_shapes_colour_and_name_else_colour_1():
    assert (piece("##,##").name, piece("##,##").color) == ("square2", 5)
    assert (piece("#..,###").name, piece("#..,###").color) == ("J", 8)
    odd = piece("#.#,###")
    assert (odd.name, odd.color) == ("custom", 1)


# -- the scenes' helpers on snapshot types --------------------------------------------------

def test_fits_and_clears_on_the_snapshot_agree_with_the_rules():
    board = list(EMPTY)
    board[7] = "###.####"
    board[6] = "....#..."
    game = make([T, "#", "###,#..,#.."], board)
    snap = game.snapshot()
    t, single, big = snap.tray
    assert not fits(snap.board, t, 6, 2) and fits(snap.board, t, 5, 2)
    assert fits(snap.board, single, 7, 3) and clears(snap.board, single, 7, 3) == ((7,), ())
    assert clears(snap.board, t, 5, 2) == ((), ())
    assert clears(snap.board, t, 6, 2) == ((), ())  # illegal: nothing
    for r in range(-1, 9):
        for c in range(-1, 9):
            assert fits(snap.board, big, r, c) == game.can_place(2, r, c)


def test_clears_reports_rows_and_columns_together():
    board = ["#######."] + ["#......."] * 7
    board[3] = "........"
    game = make(["#"], board)
    snap = game.snapshot()
    assert clears(snap.board, snap.tray[0], 3, 0) == ((), (0,))
    board[3] = "#######."
    game = make(["#,#"], [*board[:7], "........"])
    snap = game.snapshot()
    assert clears(snap.board, snap.tray[0], 6, 0) == ((), ())
