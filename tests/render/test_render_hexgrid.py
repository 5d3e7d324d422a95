"""Hex board geometry (Tet'light §1) and square field geometry, no GL."""

from __future__ import annotations

import math

import numpy as np
import pytest

from game.render import hexgrid, squaregrid


@pytest.mark.parametrize(("edge", "count"), [(6, 91), (7, 127), (8, 169), (9, 217)])
def test_cell_counts(edge: int, count: int) -> None:
    assert len(hexgrid.board_cells(edge)) == count == hexgrid.cell_count(edge)
    assert len(set(hexgrid.board_cells(edge))) == count


def test_cells_are_column_then_height() -> None:
    cells = hexgrid.board_cells(6)
    assert cells == sorted(cells)
    assert cells[0] == (-5, 0)
    assert cells[-1] == (5, 5)
    for c in hexgrid.column_range(6):
        heights = [h for cc, h in cells if cc == c]
        assert heights == list(range(11 - abs(c)))


def test_center_uses_doubled_y_with_column_zero_bottom_at_origin() -> None:
    assert hexgrid.center(0, 0, 10.0) == (0.0, 0.0)
    x, y = hexgrid.center(-3, 2, 10.0)
    assert x == pytest.approx(-45.0)
    assert y == pytest.approx((2 * 2 + 3) * math.sqrt(3) / 2 * 10.0)


def test_neighbours_touch_and_nothing_overlaps() -> None:
    size = 10.0
    edge = 7
    pts = hexgrid.centers(edge, size).astype(np.float64)
    dist = np.linalg.norm(pts[:, None, :] - pts[None, :, :], axis=-1)
    np.fill_diagonal(dist, np.inf)
    # Flat-topped hexes of circumradius R: centres of neighbours are √3·R apart.
    assert dist.min() == pytest.approx(math.sqrt(3) * size, rel=1e-5)
    index = hexgrid.cell_index(edge)
    for (c, h), i in index.items():
        y = hexgrid.doubled_y(c, h)
        for dc, dy in ((0, 2), (1, 1), (1, -1)):
            nc, ny = c + dc, y + dy
            if (ny - abs(nc)) % 2 == 0 and (nc, (ny - abs(nc)) // 2) in index:
                j = index[(nc, (ny - abs(nc)) // 2)]
                assert dist[i, j] == pytest.approx(math.sqrt(3) * size, rel=1e-5)


def test_v_bottom_and_lambda_top() -> None:
    edge = 9
    cells = hexgrid.board_cells(edge)
    bottoms = {c: hexgrid.center(c, 0, 1.0)[1] for c, h in cells if h == 0}
    tops = {c: hexgrid.center(c, h, 1.0)[1] for c, h in cells}  # last h wins: the top
    for c in range(1, edge):
        assert bottoms[c] > bottoms[c - 1] and bottoms[-c] > bottoms[-c + 1]
        assert tops[c] < tops[c - 1] and tops[-c] < tops[-c + 1]
    assert min(bottoms.values()) == bottoms[0] and max(tops.values()) == tops[0]


def test_extent_holds_every_hexagon_tightly() -> None:
    edge, size = 8, 12.0
    left, bottom, right, top = hexgrid.board_extent(edge, size)
    pts = hexgrid.centers(edge, size)
    half_h = math.sqrt(3) / 2 * size
    assert pts[:, 0].min() - size == pytest.approx(left)
    assert pts[:, 0].max() + size == pytest.approx(right)
    assert pts[:, 1].min() - half_h == pytest.approx(bottom)
    assert pts[:, 1].max() + half_h == pytest.approx(top, rel=1e-6)


def test_fit_and_centre() -> None:
    size = hexgrid.fit_size(9, 1280, 720)
    w, h = hexgrid.board_size(9, size)
    assert w <= 1280 + 1e-6 and h <= 720 + 1e-6
    assert max(w / 1280, h / 720) == pytest.approx(1.0)
    ox, oy = hexgrid.origin_for(9, size, (640, 360))
    left, bottom, right, top = hexgrid.board_extent(9, size)
    assert (ox + left + ox + right) / 2 == pytest.approx(640)
    assert (oy + bottom + oy + top) / 2 == pytest.approx(360)


def test_centers_match_center() -> None:
    pts = hexgrid.centers(6, 7.5, origin=(100.0, 50.0))
    assert pts.dtype == np.float32 and pts.shape == (91, 2)
    for (c, h), (x, y) in zip(hexgrid.board_cells(6), pts, strict=True):
        cx, cy = hexgrid.center(c, h, 7.5)
        assert (x, y) == pytest.approx((cx + 100.0, cy + 50.0), abs=1e-3)


def test_bad_edge() -> None:
    with pytest.raises(ValueError):
        hexgrid.board_cells(0)


def test_square_centers_row_major_from_bottom() -> None:
    pts = squaregrid.centers(10, 24, 20.0, origin=(5.0, 7.0))
    assert pts.shape == (240, 2) and pts.dtype == np.float32
    assert tuple(pts[0]) == (15.0, 17.0)  # bottom-left cell
    assert tuple(pts[9]) == (195.0, 17.0)  # bottom-right
    assert tuple(pts[10]) == (15.0, 37.0)  # second row
    assert tuple(pts[squaregrid.index(3, 5, 10)]) == squaregrid.center(3, 5, 20.0, (5.0, 7.0))
    assert squaregrid.field_size(10, 24, 20.0) == (200.0, 480.0)
    assert squaregrid.fit_size(10, 24, 1280, 720) == 30.0
    assert squaregrid.origin_for(10, 24, 30.0, (640, 360)) == (490.0, 0.0)
