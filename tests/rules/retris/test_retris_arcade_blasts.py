"""The five blast areas of rules/retris.md §6, edges included."""

from __future__ import annotations

import pytest

from game.rules.retris.blasts import area, colour_index
from tests.rules.retris.arcade_support import empty_grid, put

W, H = 10, 24


def blast(kind: str, c: int, r: int, colour: str = "T", grid=None) -> set[tuple[int, int]]:
    g = grid if grid is not None else empty_grid(W, H)
    return area(kind, (c, r), colour, W, H, colour_index(g))


def test_normal_hits_the_eight_neighbours():
    assert blast("n", 4, 5) == {(3, 4), (4, 4), (5, 4), (3, 5), (5, 5), (3, 6), (4, 6), (5, 6)}


@pytest.mark.parametrize(("cell", "expected"), [
    ((0, 0), {(1, 0), (0, 1), (1, 1)}),
    ((9, 23), {(8, 23), (8, 22), (9, 22)}),
    ((0, 10), {(0, 9), (1, 9), (1, 10), (0, 11), (1, 11)}),
    ((5, 0), {(4, 0), (6, 0), (4, 1), (5, 1), (6, 1)}),
])
def test_normal_is_cut_at_the_edges(cell, expected):
    assert blast("n", *cell) == expected


def test_horizontal_is_its_row_and_vertical_its_column_without_the_bomb_itself():
    assert blast("h", 0, 3) == {(c, 3) for c in range(1, 10)}
    assert blast("v", 9, 0) == {(9, r) for r in range(1, 24)}


def test_lightning_is_every_block_of_its_colour_on_the_field():
    g = put(empty_grid(W, H), {(0, 0): "J.", (9, 23): "JN", (5, 5): "T.", (3, 3): "Js"})
    assert blast("l", 5, 6, "J", g) == {(0, 0), (9, 23), (3, 3)}
    assert blast("l", 5, 6, "Z", g) == set()


def test_mega_is_the_union_of_the_four_areas():
    g = put(empty_grid(W, H), {(0, 0): "J.", (9, 23): "J.", (5, 5): "T."})
    parts = [blast(kind, 9, 12, "J", g) for kind in "nhvl"]
    mega = blast("m", 9, 12, "J", g)
    assert mega == set().union(*parts)
    # The row (9) and column (23), the two diagonal neighbours outside both, and the J at
    # (0, 0); the J at (9, 23) is in the column already.
    assert len(mega) == 9 + 23 + 2 + 1
