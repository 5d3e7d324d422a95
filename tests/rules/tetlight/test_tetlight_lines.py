"""Lines (rules/tetlight.md §6.2): every V ∩ board, the counts of the page, the apex rule."""

from __future__ import annotations

import pytest

from game.rules.tetlight.board import Board
from game.rules.tetlight.geometry import geometry, to_point
from game.rules.tetlight.lines import lines_for


def brute_force_lines(edge):
    """Independently: V origins over a wide box, arms walked far past the board."""
    board = {to_point(cell) for cell in geometry(edge).cells}
    found = set()
    span = 6 * edge
    for c0 in range(-span, span + 1):
        for y0 in range(-span, span + 1):
            if (y0 - c0) % 2:
                continue
            cells = frozenset(p for k in range(3 * span) for p in ((c0 - k, y0 + k),
                                                                   (c0 + k, y0 + k))
                              if p in board)
            if cells:
                found.add(cells)
    return found


@pytest.mark.parametrize(("edge", "count"), [(6, 101), (7, 139), (8, 183), (9, 233)])
def test_line_counts_of_the_rules_page(edge, count):
    assert len(lines_for(edge).all) == count


@pytest.mark.parametrize("edge", [6, 7])
def test_lines_are_the_brute_force_v_intersections(edge):
    ours = {frozenset(to_point(cell) for cell in line) for line in lines_for(edge).all}
    assert ours == brute_force_lines(edge)


@pytest.mark.parametrize("edge", [6, 7, 8, 9])
def test_every_line_has_at_most_one_cell_per_column_and_no_gaps(edge):
    for line in lines_for(edge).all:
        columns = [c for c, _ in line]
        assert len(set(columns)) == len(columns)
        assert columns == list(range(columns[0], columns[0] + len(columns)))


def test_the_page_s_examples_are_lines():
    every = set(lines_for(6).all)
    bottom_row = tuple((c, 0) for c in range(-5, 6))  # the V with its apex at (0, 0)
    assert bottom_row in every
    half_row = tuple((c, 0) for c in range(0, 6))  # a straight NE diagonal
    assert half_row in every
    # A lopsided V: apex at the bottom of column 3, long NW arm, short NE arm.
    lopsided = ((-5, 3), (-4, 3), (-3, 3), (-2, 3), (-1, 3), (0, 3), (1, 2), (2, 1),
                (3, 0), (4, 0), (5, 0))
    assert lopsided in every


def test_lines_through_the_apex_are_never_full():
    edge = 6
    lines = lines_for(edge)
    through_apex = [line for line in lines.all if geometry(edge).apex in line]
    assert through_apex and not set(through_apex) & set(lines.fillable)
    board = Board(edge)
    board.place(geometry(edge).cells, 1, False)
    full = lines.full(board.mask)
    assert len(full) == len(lines.all) - len(through_apex)


def test_full_lines_are_found_and_only_them():
    board = Board(6)
    lines = lines_for(6)
    board.place([(c, 0) for c in range(0, 6)], 2, False)
    assert lines.full(board.mask) == [tuple((c, 0) for c in range(0, 6))]
    board.remove([(3, 0)])
    assert lines.full(board.mask) == []
