"""Board geometry (rules/tetlight.md §1): cells, doubled-y, neighbours, 60° turns."""

from __future__ import annotations

import pytest

from game.rules.tetlight.geometry import (
    DIRECTIONS,
    NE,
    NW,
    SE,
    SW,
    N,
    S,
    geometry,
    rotate_ccw,
    rotate_cw,
    to_cell,
    to_point,
)


@pytest.mark.parametrize(("edge", "count"), [(6, 91), (7, 127), (8, 169), (9, 217)])
def test_cell_counts_and_column_heights(edge, count):
    geo = geometry(edge)
    assert len(geo.cells) == count
    for c in range(-(edge - 1), edge):
        assert sum(1 for col, _ in geo.cells if col == c) == 2 * edge - 1 - abs(c)
    assert geo.apex == (0, 2 * edge - 2)
    assert not geo.has_cell((edge, 0)) and not geo.has_cell((0, 2 * edge - 1))


@pytest.mark.parametrize("edge", [6, 9])
def test_bottom_is_a_v_and_top_a_lambda(edge):
    geo = geometry(edge)
    for c in range(-(edge - 1), edge):
        column = [to_point(cell)[1] for cell in geo.cells if cell[0] == c]
        assert min(column) == abs(c)  # the V
        assert max(column) == 4 * edge - 4 - abs(c)  # the Λ, apex on column 0
    assert all(geo.inside(to_point(cell)) for cell in geo.cells)
    outside = [(c, y) for c in range(-edge - 1, edge + 2) for y in range(-3, 4 * edge + 2)
               if (y - c) % 2 == 0 and to_cell((c, y)) not in geo.index]
    assert outside and not any(geo.inside(p) for p in outside)


def test_doubled_y_round_trip():
    for cell in geometry(8).cells:
        assert to_cell(to_point(cell)) == cell
    assert to_point((-3, 2)) == (-3, 7)


def test_neighbours_are_the_six_directions_and_symmetric():
    geo = geometry(7)
    assert len(geo.neighbours[(0, 6)]) == 6
    assert len(geo.neighbours[(0, 0)]) == 3  # bottom of the V: N, NE, NW
    assert set(geo.neighbours[(0, 0)]) == {(0, 1), (1, 0), (-1, 0)}
    for cell, around in geo.neighbours.items():
        for n in around:
            assert cell in geo.neighbours[n]
    c, y = to_point((2, 3))
    assert {to_point(n) for n in geo.neighbours[(2, 3)]} == {
        (c + dc, y + dy) for dc, dy in DIRECTIONS}


def test_a_sixth_turn_cycles_the_directions():
    assert [rotate_ccw(d) for d in (N, NW, SW, S, SE, NE)] == [NW, SW, S, SE, NE, N]
    assert [rotate_cw(d) for d in (N, NE, SE, S, SW, NW)] == [NE, SE, S, SW, NW, N]


def test_turns_undo_each_other_and_six_make_a_whole_turn():
    for vector in [(0, 2), (1, 5), (-2, 0), (3, -1), (0, 0), (2, -6)]:
        assert rotate_cw(rotate_ccw(vector)) == vector
        turned = vector
        for _ in range(6):
            turned = rotate_ccw(turned)
        assert turned == vector
        # A turn keeps the distance from the pivot (axial norm).
        q, r = vector[0], (vector[1] - vector[0]) // 2
        q2, r2 = rotate_ccw(vector)[0], (rotate_ccw(vector)[1] - rotate_ccw(vector)[0]) // 2
        assert max(abs(q), abs(r), abs(q + r)) == max(abs(q2), abs(r2), abs(q2 + r2))
