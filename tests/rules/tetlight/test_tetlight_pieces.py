"""The piece table is exactly the 10 one-sided tetrahexes (rules/tetlight.md §2)."""

from __future__ import annotations

import pytest

from game.rules.tetlight.active import spawn_pivot
from game.rules.tetlight.board import Board
from game.rules.tetlight.pieces import distinct_orientations, make_piece
from game.rules.tetlight.tuning import load_tuning

# The rules page's table: name -> distinct orientations.
ORIENTATIONS = {"I": 3, "O": 3, "Y": 2, "C": 6, "J": 6, "L": 6, "P": 6, "Q": 6, "S": 3, "Z": 3}
AXIAL_DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def axial_ccw(cell):
    q, r = cell
    return -r, q + r


def canonical(cells, turns=True):
    """The smallest translated copy among the 6 rotations (one-sided: no mirror images)."""
    forms = []
    shape = list(cells)
    for _ in range(6 if turns else 1):
        q0 = min(shape)
        forms.append(tuple(sorted((q - q0[0], r - q0[1]) for q, r in shape)))
        shape = [axial_ccw(c) for c in shape]
    return min(forms)


def mirror(cells):
    return [(q + r, -r) for q, r in cells]  # a reflection of the axial lattice


def grow_tetrahexes():
    """Every 4-cell polyhex, grown cell by cell from one hexagon, up to rotation."""
    shapes = {((0, 0),)}
    for _ in range(3):
        bigger = set()
        for shape in shapes:
            for q, r in shape:
                for dq, dr in AXIAL_DIRECTIONS:
                    cell = (q + dq, r + dr)
                    if cell not in shape:
                        bigger.add(canonical((*shape, cell), turns=False))
        shapes = bigger
    return {canonical(s) for s in shapes}


def to_axial(offsets):
    return [(dc, (dy - dc) // 2) for dc, dy in offsets]


def test_there_are_ten_one_sided_and_seven_free_tetrahexes():
    one_sided = grow_tetrahexes()
    assert len(one_sided) == 10
    free = {min(canonical(s), canonical(mirror(s))) for s in one_sided}
    assert len(free) == 7


def test_the_table_is_exactly_the_one_sided_tetrahexes():
    pieces = load_tuning().pieces
    assert list(pieces) == list(ORIENTATIONS)
    table = [canonical(to_axial(p.spawn)) for p in pieces.values()]
    assert len(set(table)) == 10
    assert set(table) == grow_tetrahexes()


@pytest.mark.parametrize(("name", "count"), ORIENTATIONS.items())
def test_distinct_orientations_match_the_table(name, count):
    assert distinct_orientations(load_tuning().pieces[name]) == count


def test_pivots_are_the_marked_cells_and_c_turns_about_its_empty_middle():
    pieces = load_tuning().pieces
    for name, piece in pieces.items():
        has_pivot_cell = (0, 0) in piece.spawn
        assert has_pivot_cell == (name != "C"), name
    # C's pivot (1,1) is empty and surrounded: turning keeps it inside the arch.
    for offsets in pieces["C"].orientations:
        assert (0, 0) not in offsets
        assert sorted(abs(dc) + abs(dy) for dc, dy in offsets) == [2, 2, 2, 2]


def test_bad_piece_data_is_refused():
    with pytest.raises(ValueError, match="four distinct"):
        make_piece("X", [(0, 0), (0, 2), (0, 4)], (0, 0))
    with pytest.raises(ValueError, match="connected"):
        make_piece("X", [(0, 0), (0, 2), (0, 4), (0, 8)], (0, 0))
    with pytest.raises(ValueError, match="parity"):
        make_piece("X", [(0, 0), (0, 2), (0, 4), (1, 2)], (0, 0))


@pytest.mark.parametrize("edge", [6, 7, 8, 9])
def test_spawn_is_column_0_as_high_as_the_board_allows(edge):
    board = Board(edge)
    top = 4 * edge - 4
    for piece in load_tuning().pieces.values():
        c, y = spawn_pivot(piece, board)
        assert c == 0 and y % 2 == 0
        cells = [(dc, y + dy) for dc, dy in piece.spawn]
        assert all(board.geo.inside(p) for p in cells)
        assert not all(board.geo.inside((dc, y + 2 + dy)) for dc, dy in piece.spawn)
        assert max(yy for _, yy in cells) >= top - 2  # at the top of the board
