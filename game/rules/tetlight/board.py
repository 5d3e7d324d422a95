"""The hexagons lying on the board, with an occupancy mask for the line test and gravity (§6.3).

Each occupied cell holds its colour and whether it carries a bomb (bombs stay after landing).
``version`` goes up on every change so views can keep their tuples between changes.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.rules.tetlight.geometry import Cell, Geometry, geometry

Content = tuple[int, bool]  # (colour 1–6, bomb)
Removed = tuple[int, int, int, bool]  # (column, height, colour, bomb)
Move = tuple[int, int, int]  # (column, from height, to height)


class Board:
    """Occupied cells of one edge's board."""

    __slots__ = ("cells", "geo", "mask", "version")

    def __init__(self, edge: int) -> None:
        self.geo: Geometry = geometry(edge)
        self.cells: dict[Cell, Content] = {}
        self.mask = 0  # bit geo.index[cell] set for every occupied cell
        self.version = 0

    def occupied(self, cell: Cell) -> bool:
        return cell in self.cells

    def color(self, cell: Cell) -> int:
        return self.cells[cell][0]

    def place(self, cells: Iterable[Cell], color: int, bomb: bool) -> None:
        index = self.geo.index
        for cell in cells:
            self.cells[cell] = (color, bomb)
            self.mask |= 1 << index[cell]
        self.version += 1

    def remove(self, cells: Iterable[Cell]) -> list[Removed]:
        """Take ``cells`` off the board; returns what they held, sorted by column then height."""
        index = self.geo.index
        gone = []
        for cell in sorted(cells):
            color, bomb = self.cells.pop(cell)
            self.mask &= ~(1 << index[cell])
            gone.append((cell[0], cell[1], color, bomb))
        self.version += 1
        return gone

    def clear(self) -> list[Removed]:
        return self.remove(list(self.cells))

    def collapse(self, destroyed: Iterable[Cell]) -> list[Move]:
        """Gravity after a destruction: in each column every surviving hexagon moves down by
        the number of destroyed cells below it (older holes stay). Returns the moves made."""
        below: dict[int, list[int]] = {}
        for c, h in destroyed:
            below.setdefault(c, []).append(h)
        moves: list[Move] = []
        for c, heights in sorted(below.items()):
            moves.extend(self._collapse_column(c, sorted(heights)))
        if moves:
            self._rebuild_mask()
            self.version += 1
        return moves

    def _collapse_column(self, c: int, holes: list[int]) -> list[Move]:
        lowest = holes[0]
        above = sorted(h for (col, h) in self.cells if col == c and h > lowest)
        lifted = [(h, self.cells.pop((c, h))) for h in above]
        moves = []
        for h, content in lifted:
            drop = sum(1 for hole in holes if hole < h)
            self.cells[(c, h - drop)] = content
            moves.append((c, h, h - drop))
        return moves

    def _rebuild_mask(self) -> None:
        index = self.geo.index
        self.mask = sum(1 << index[cell] for cell in self.cells)

    def hexagons(self) -> list[Removed]:
        """Every occupied cell as ``(column, height, colour, bomb)``, by column then height."""
        return [(c, h, color, bomb) for (c, h), (color, bomb) in sorted(self.cells.items())]
