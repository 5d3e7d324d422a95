"""Verse's hands without a window: the drag state machine, the keyboard cursor and its
auto-repeat, where a ghost snaps, and the board's pixel geometry."""

from __future__ import annotations

import pytest

from game.rules.verse.snapshot import SIZE, TrayPiece
from game.scenes.verse.cursor import REPEAT_DELAY, REPEAT_EVERY, Cursor, Repeat
from game.scenes.verse.drag import (
    CONFIRM_SECONDS,
    DOUBLE_CLICK_SECONDS,
    LAND_SECONDS,
    LIFT_CELLS,
    LIFT_SECONDS,
    RETURN_SECONDS,
    Drag,
    Phase,
    Place,
    Rotate,
)
from game.scenes.verse.ghost import clamp_target, playable, preview, snap_target
from game.scenes.verse.grid import BoardGrid, Pose, piece_centers

HOME = Pose(1000.0, 300.0, 20.0)  # a tray slot: cells of 20 px
BOARD = 50.0  # board cells of 50 px
SQUARE = TrayPiece("square2", 5, ((0, 0), (0, 1), (1, 0), (1, 1)))
BAR = TrayPiece("line3", 3, ((0, 0), (0, 1), (0, 2)))
EMPTY = tuple((0,) * SIZE for _ in range(SIZE))


def board(*rows: str) -> tuple[tuple[int, ...], ...]:
    """A board from up to 8 strings ('.' empty, '#' colour 1, a digit that colour), padded
    with empty rows."""
    lines = [tuple(0 if ch == "." else 1 if ch == "#" else int(ch) for ch in row)
             for row in rows]
    return tuple(lines + [(0,) * SIZE] * (SIZE - len(lines)))


def lifted(drag: Drag, slot: int = 0, at: tuple[float, float] = (1000.0, 300.0),
           rotation: bool = False) -> Drag:
    drag.press(slot, *at, 0.0, HOME, BOARD, 2, rotation)
    return drag


# -- the drag ----------------------------------------------------------------------------------


def test_a_press_lifts_the_piece_which_grows_to_board_scale_above_the_pointer() -> None:
    drag = lifted(Drag())
    assert drag.phase is Phase.DRAGGING and drag.slot == 0
    assert drag.pose(0.0) == HOME  # it starts in its slot
    drag.move(600.0, 200.0)
    half = drag.pose(LIFT_SECONDS / 2)
    assert HOME.size < half.size < BOARD
    done = drag.pose(LIFT_SECONDS)
    assert done.size == pytest.approx(BOARD)
    assert done.x == pytest.approx(600.0)
    # The piece (2 cells high) floats with its bottom edge LIFT_CELLS above the pointer.
    assert done.y - BOARD * 2 / 2 == pytest.approx(200.0 + LIFT_CELLS * BOARD)
    assert drag.follow_pose() == done


def test_a_legal_release_lands_on_the_ghost_and_ends_once_the_rules_confirm() -> None:
    drag = lifted(Drag())
    ghost = Pose(500.0, 400.0, BOARD)
    place = drag.release(510.0, 390.0, 1.0, (3, 4), ghost)
    assert place == Place(0, 3, 4)
    assert drag.phase is Phase.LANDING
    assert drag.pose(1.0 + LAND_SECONDS) == ghost
    drag.tick(1.0 + LAND_SECONDS)
    assert drag.phase is Phase.LANDING  # not confirmed yet: it waits on the ghost
    drag.confirm(1)  # another slot's placement changes nothing
    drag.tick(1.0 + LAND_SECONDS)
    assert drag.phase is Phase.LANDING
    drag.confirm(0)
    drag.tick(1.0 + LAND_SECONDS / 2)
    assert drag.phase is Phase.LANDING  # confirmed, still easing in
    drag.tick(1.0 + LAND_SECONDS)
    assert drag.phase is Phase.IDLE and not drag.active


def test_an_illegal_release_flies_back_to_the_slot() -> None:
    drag = lifted(Drag())
    drag.move(400.0, 300.0)
    start = drag.pose(1.0)
    assert drag.release(400.0, 300.0, 1.0, None) is None
    assert drag.phase is Phase.RETURNING
    assert drag.pose(1.0) == start  # no jump: it flies from where it was
    middle = drag.pose(1.0 + RETURN_SECONDS / 2)
    assert start.x < middle.x < HOME.x and HOME.size < middle.size < start.size
    assert drag.pose(1.0 + RETURN_SECONDS) == HOME
    drag.tick(1.0 + RETURN_SECONDS)
    assert drag.phase is Phase.IDLE


def test_a_refused_or_never_confirmed_landing_goes_back_too() -> None:
    drag = lifted(Drag())
    drag.release(500.0, 400.0, 1.0, (3, 4), Pose(500.0, 400.0, BOARD))
    drag.refuse(0, 1.05)
    assert drag.phase is Phase.RETURNING
    drag = lifted(Drag())
    drag.release(500.0, 400.0, 1.0, (3, 4), Pose(500.0, 400.0, BOARD))
    drag.tick(1.0 + CONFIRM_SECONDS)
    assert drag.phase is Phase.RETURNING


def test_cancel_gives_a_held_piece_back() -> None:
    drag = lifted(Drag())
    drag.cancel(0.5)
    assert drag.phase is Phase.RETURNING
    assert Drag().release(0, 0, 0.0, (0, 0), HOME) is None  # nothing held, nothing placed


@pytest.mark.parametrize("rotation", [True, False])
def test_a_double_click_rotates_only_with_rotation_on(rotation: bool) -> None:
    drag = lifted(Drag(), rotation=rotation)
    drag.release(1002.0, 301.0, 0.1, None)  # a click: quick and still
    second = drag.press(0, 1000.0, 300.0, 0.1 + DOUBLE_CLICK_SECONDS / 2, HOME, BOARD, 2,
                        rotation)
    if rotation:
        assert second == Rotate(0)
        assert drag.phase is Phase.RETURNING  # nothing lifted by the second click
    else:
        assert second is None and drag.phase is Phase.DRAGGING


def test_slow_clicks_other_slots_and_real_drags_are_no_double_click() -> None:
    drag = lifted(Drag(), rotation=True)
    drag.release(1000.0, 300.0, 0.1, None)
    assert drag.press(0, 1000.0, 300.0, 0.2 + DOUBLE_CLICK_SECONDS, HOME, BOARD, 2,
                      True) is None  # too slow
    drag.release(1000.0, 300.0, 0.3 + DOUBLE_CLICK_SECONDS, None)
    assert drag.press(1, 1000.0, 300.0, 0.35 + DOUBLE_CLICK_SECONDS, HOME, BOARD, 2,
                      True) is None  # another piece
    drag = lifted(Drag(), rotation=True)
    drag.release(700.0, 300.0, 0.1, None)  # moved far: a drag, not a click
    assert drag.press(0, 1000.0, 300.0, 0.2, HOME, BOARD, 2, True) is None


# -- the keyboard cursor ------------------------------------------------------------------------


def test_the_cursor_holds_pieces_and_keeps_them_on_the_board() -> None:
    tray = (None, SQUARE, BAR)
    cursor = Cursor()
    assert not cursor.choose(0, tray) and cursor.slot is None  # an empty slot
    assert cursor.move("cursor_left", tray) and cursor.slot == 1  # a move picks a piece first
    for _ in range(10):
        cursor.move("cursor_right", tray)
        cursor.move("cursor_down", tray)
    assert cursor.target == (SIZE - 2, SIZE - 2)  # the square's corner stops at the edge
    assert cursor.next_slot(tray) and cursor.slot == 2
    assert cursor.target == (SIZE - 2, SIZE - 3)  # the bar is 3 wide: pulled in
    assert cursor.next_slot(tray) and cursor.slot == 1  # wraps, skipping the empty slot
    cursor.cancel()
    assert cursor.slot is None and cursor.piece(tray) is None
    assert not Cursor().move("cursor_up", (None, None, None))
    assert not cursor.move("place", tray)  # not a move


def test_a_held_cursor_key_repeats_after_a_delay() -> None:
    repeat = Repeat()
    repeat.hold("cursor_left", 65, 1.0)
    assert repeat.due(1.0 + REPEAT_DELAY * 0.9) == 0
    assert repeat.due(1.0 + REPEAT_DELAY) == 1
    assert repeat.due(1.0 + REPEAT_DELAY + 3.5 * REPEAT_EVERY) == 3
    repeat.release(66)  # another key: still held
    assert repeat.command == "cursor_left"
    repeat.release(65)
    assert repeat.due(10.0) == 0


# -- the ghost ----------------------------------------------------------------------------------


def test_a_ghost_snaps_to_the_nearest_legal_spot_within_reach() -> None:
    b = board("........", "..#.....")
    assert snap_target(b, SQUARE, 4.2, 3.3) == (4, 3)  # the nearest cell
    assert snap_target(b, SQUARE, 0.4, 0.6) == (0, 0)  # (0, 1) is blocked; a neighbour fits
    assert snap_target(b, SQUARE, 0.0, 1.5) is None  # nothing legal close enough
    assert snap_target(EMPTY, SQUARE, -3.0, 2.0) is None  # far off the board
    assert snap_target(EMPTY, BAR, 2.0, 5.6) == (2, 5)  # half off the edge: pulled back on


def test_a_preview_says_whether_it_fits_and_which_lines_it_clears() -> None:
    b = board("#####...", "1.1.1.1.", "1.1.1.1.")
    shown = preview(b, 2, BAR, 0, 5)
    assert shown.legal and shown.rows == (0,) and shown.cols == ()
    assert shown.cells == ((0, 5), (0, 6), (0, 7))
    assert shown.clearing((0, 0)) and not shown.clearing((1, 0))
    assert not preview(b, 2, BAR, 0, 4).legal
    assert not preview(b, 2, BAR, 0, 6).legal  # off the board's edge
    column = board(*["#......."] * 6)
    tall = TrayPiece("domino", 2, ((0, 0), (1, 0)))
    assert preview(column, 0, tall, 6, 0).cols == (0,)
    assert clamp_target(BAR, 9, -2) == (SIZE - 1, 0)


def test_a_piece_is_playable_when_it_fits_somewhere_turned_if_allowed() -> None:
    full_but_a_column = board(*["#######."] * 8)
    assert not playable(full_but_a_column, BAR, rotation=False)
    assert playable(full_but_a_column, BAR, rotation=True)  # stood upright it fits
    assert playable(EMPTY, SQUARE, rotation=False)


# -- geometry -----------------------------------------------------------------------------------


def test_board_cells_map_to_pixels_and_back() -> None:
    grid = BoardGrid(100.0, 50.0, 40.0)
    assert grid.center(0, 0) == (120.0, 50.0 + 7.5 * 40.0)  # row 0 is the top row
    assert grid.cell_at(*grid.center(3, 5)) == pytest.approx((3.0, 5.0))
    assert grid.contains(100.0, 50.0) and not grid.contains(100.0 + 320.0, 60.0)
    pose = grid.piece_pose(BAR, 2, 4)
    assert grid.top_left_at(BAR, pose) == pytest.approx((2.0, 4.0))
    assert piece_centers(BAR, pose) == [grid.center(2, 4 + c) for c in range(3)]
