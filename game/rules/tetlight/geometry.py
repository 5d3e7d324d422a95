"""The hexagonal board of rules/tetlight.md §1: cells, doubled-y points, neighbours, rotation.

Two coordinate forms meet here. Board cells are ``(c, h)`` (column, height: cells below it in its
column), the form every view and scenario uses. Piece geometry works on lattice *points*
``(c, Y)`` in doubled-y, ``Y = 2h + |c|``, where a step in any of the six directions is a fixed
vector and a 60° turn is a linear map; a point is converted to a cell only to look at the board.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

Cell = tuple[int, int]  # (column, height)
Point = tuple[int, int]  # (column, doubled-y)

# The six directions as doubled-y steps (y up), named as on the rules page.
N: Point = (0, 2)
S: Point = (0, -2)
NE: Point = (1, 1)
SE: Point = (1, -1)
SW: Point = (-1, -1)
NW: Point = (-1, 1)
DIRECTIONS: tuple[Point, ...] = (N, NE, SE, S, SW, NW)


def to_point(cell: Cell) -> Point:
    c, h = cell
    return c, 2 * h + abs(c)


def to_cell(point: Point) -> Cell:
    c, y = point
    return c, (y - abs(c)) // 2


def rotate_ccw(vector: Point) -> Point:
    """60° counter-clockwise: in axial form ``(q, r) -> (-r, q + r)`` with ``q = dc``,
    ``r = (dY - dc) / 2``; back in doubled-y that is ``(-r, 2q + r)``."""
    q, r = vector[0], (vector[1] - vector[0]) // 2
    return -r, 2 * q + r


def rotate_cw(vector: Point) -> Point:
    """60° clockwise: axial ``(q, r) -> (q + r, -q)``, i.e. doubled-y ``(q + r, r - q)``."""
    q, r = vector[0], (vector[1] - vector[0]) // 2
    return q + r, r - q


def is_lattice(vector: Point) -> bool:
    """Doubled-y points have ``Y`` of the same parity as ``c``."""
    return (vector[1] - vector[0]) % 2 == 0


@dataclass(frozen=True, slots=True)
class Geometry:
    """One board edge's cells, bit indices and neighbour table (built once per edge)."""

    edge: int
    cells: tuple[Cell, ...]  # column by column, bottom to top
    index: dict[Cell, int]  # cell -> bit number in an occupancy mask
    neighbours: dict[Cell, tuple[Cell, ...]]
    apex: Cell  # the top cell of column 0, which never counts as filled for lines (§6.2)

    def inside(self, point: Point) -> bool:
        """Is the lattice point ``(c, Y)`` a board cell? Bottom V ``Y = |c|``, top Λ
        ``Y = 4n - 4 - |c|``."""
        c, y = point
        a = abs(c)
        return a < self.edge and a <= y <= 4 * self.edge - 4 - a

    def column_height(self, c: int) -> int:
        return 2 * self.edge - 1 - abs(c)

    def has_cell(self, cell: Cell) -> bool:
        return cell in self.index


@lru_cache(maxsize=16)
def geometry(edge: int) -> Geometry:
    """The board of edge ``edge`` (91 / 127 / 169 / 217 cells for 6…9)."""
    if edge < 2:
        raise ValueError(f"edge must be at least 2, got {edge}")
    cells = tuple((c, h) for c in range(-(edge - 1), edge) for h in range(2 * edge - 1 - abs(c)))
    index = {cell: i for i, cell in enumerate(cells)}
    neighbours = {cell: _neighbours(cell, index) for cell in cells}
    return Geometry(edge, cells, index, neighbours, (0, 2 * edge - 2))


def _neighbours(cell: Cell, index: dict[Cell, int]) -> tuple[Cell, ...]:
    c, y = to_point(cell)
    around = (to_cell((c + dc, y + dy)) for dc, dy in DIRECTIONS)
    return tuple(n for n in around if n in index)
