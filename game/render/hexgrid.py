"""Flat-topped hexagon board geometry (Tet'light §1) in pixels.

Cells are ``(c, h)``: column ``c = -(n-1) … n-1`` and height ``h`` (cells below it in its
column). Doubled-y ``Y = 2h + |c|`` puts every column on one lattice, so a cell's centre is
``x = 1.5·R·c``, ``y = (√3/2)·R·Y`` for circumradius ``R`` — column 0's bottom cell sits at
the board origin ``(0, 0)``; callers translate.
"""

from __future__ import annotations

import math

import numpy as np

SQRT3 = math.sqrt(3.0)

#: Edges the rules allow (Tet'light §1); other positive edges work too.
EDGES = (6, 7, 8, 9)


def column_range(edge: int) -> range:
    """Columns ``-(edge-1) … edge-1``."""
    _check_edge(edge)
    return range(-(edge - 1), edge)


def column_height(edge: int, c: int) -> int:
    """Number of cells in column ``c``: ``2·edge − 1 − |c|``."""
    return 2 * edge - 1 - abs(c)


def cell_count(edge: int) -> int:
    """Cells on a board of this edge: 3n² − 3n + 1 (91 / 127 / 169 / 217 for 6…9)."""
    _check_edge(edge)
    return 3 * edge * edge - 3 * edge + 1


def board_cells(edge: int) -> list[tuple[int, int]]:
    """Every ``(c, h)`` of the board, column by column (left to right), bottom to top."""
    return [(c, h) for c in column_range(edge) for h in range(column_height(edge, c))]


def cell_index(edge: int) -> dict[tuple[int, int], int]:
    """``(c, h) -> i``, the position of each cell in :func:`board_cells` (instance order)."""
    return {cell: i for i, cell in enumerate(board_cells(edge))}


def doubled_y(c: int, h: int) -> int:
    """Doubled-y row ``Y = 2h + |c|``."""
    return 2 * h + abs(c)


def center(c: int, h: int, size: float) -> tuple[float, float]:
    """Centre of cell ``(c, h)`` for circumradius ``size``, relative to cell ``(0, 0)``."""
    return 1.5 * size * c, 0.5 * SQRT3 * size * doubled_y(c, h)


def centers(edge: int, size: float, origin: tuple[float, float] = (0.0, 0.0)) -> np.ndarray:
    """All centres of :func:`board_cells` as an ``(n, 2)`` float32 array, shifted by ``origin``."""
    cells = np.array(board_cells(edge), dtype=np.float64)
    c, h = cells[:, 0], cells[:, 1]
    out = np.empty((len(cells), 2), dtype=np.float32)
    out[:, 0] = 1.5 * size * c + origin[0]
    out[:, 1] = 0.5 * SQRT3 * size * (2.0 * h + np.abs(c)) + origin[1]
    return out


def board_extent(edge: int, size: float) -> tuple[float, float, float, float]:
    """``(left, bottom, right, top)`` of the board's hexagons, relative to cell ``(0, 0)``.

    The horizontal extent is set by the outer columns' side corners, the vertical one by
    column 0 (the V's lowest cell and the Λ's apex).
    """
    _check_edge(edge)
    half_w = 1.5 * size * (edge - 1) + size
    half_h = 0.5 * SQRT3 * size
    top_y = 0.5 * SQRT3 * size * doubled_y(0, column_height(edge, 0) - 1)
    return -half_w, -half_h, half_w, top_y + half_h


def board_size(edge: int, size: float) -> tuple[float, float]:
    """Width and height in pixels of the board drawn with circumradius ``size``."""
    left, bottom, right, top = board_extent(edge, size)
    return right - left, top - bottom


def fit_size(edge: int, width: float, height: float) -> float:
    """Largest circumradius whose board fits in ``width × height`` pixels."""
    unit_w, unit_h = board_size(edge, 1.0)
    return max(0.0, min(width / unit_w, height / unit_h))


def origin_for(edge: int, size: float, box_center: tuple[float, float]) -> tuple[float, float]:
    """Where to put cell ``(0, 0)`` so the board's bounding box is centred on ``box_center``."""
    left, bottom, right, top = board_extent(edge, size)
    return box_center[0] - 0.5 * (left + right), box_center[1] - 0.5 * (bottom + top)


def _check_edge(edge: int) -> None:
    if edge < 1:
        raise ValueError(f"hex board edge must be >= 1, got {edge}")
