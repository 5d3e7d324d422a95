"""Lines (rules/tetlight.md §6.2): the board's intersections with every infinite V.

A V has its origin on any lattice point, one arm going NW and one NE (both upwards). Its
nonempty intersections with the board, taken as cell sets, are the lines: 101 / 139 / 183 / 233
for edges 6…9. They are computed once per edge and kept as occupancy bit masks, so finding the
full ones after a landing is one AND per line.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.rules.tetlight.geometry import NE, NW, Cell, Geometry, geometry, to_cell


@dataclass(frozen=True, slots=True)
class Lines:
    """Every line of one edge, and the ones that can ever be full with their masks."""

    all: tuple[tuple[Cell, ...], ...]  # each line's cells, left to right
    fillable: tuple[tuple[Cell, ...], ...]  # the lines without the apex (§6.2: it counts empty)
    masks: tuple[int, ...]  # one occupancy mask per fillable line

    def full(self, occupied: int) -> list[tuple[Cell, ...]]:
        """The lines whose every cell is set in ``occupied`` (a board's occupancy mask)."""
        return [line for line, mask in zip(self.fillable, self.masks, strict=True)
                if occupied & mask == mask]


def _arm(geo: Geometry, origin: tuple[int, int], step: tuple[int, int]) -> list[Cell]:
    """Board cells on the half-line from ``origin`` (included) going ``step``."""
    reach = 4 * geo.edge  # longer than any board diagonal, from any origin considered
    c, y = origin
    found = []
    for k in range(reach):
        cell = to_cell((c + k * step[0], y + k * step[1]))
        if geo.has_cell(cell):
            found.append(cell)
    return found


def _origins(edge: int) -> list[tuple[int, int]]:
    """Lattice points whose V can meet the board. An origin left of the board sees only its NE
    arm, right of it only its NW arm, so one column outside on each side stands for all the
    others; origins below the bottom V by more than the board's width meet nothing."""
    points = []
    for c in range(-edge, edge + 1):
        for y in range(-2 * edge - 2, 4 * edge):
            if (y - c) % 2 == 0:
                points.append((c, y))
    return points


def enumerate_lines(edge: int) -> tuple[tuple[Cell, ...], ...]:
    """Every distinct nonempty V ∩ board, each sorted by column (one cell per column)."""
    geo = geometry(edge)
    seen: set[frozenset[Cell]] = set()
    lines = []
    for origin in _origins(edge):
        cells = frozenset(_arm(geo, origin, NW) + _arm(geo, origin, NE))
        if cells and cells not in seen:
            seen.add(cells)
            lines.append(tuple(sorted(cells)))
    return tuple(sorted(lines))


@lru_cache(maxsize=16)
def lines_for(edge: int) -> Lines:
    """The lines of one edge (cached: they never change)."""
    geo = geometry(edge)
    every = enumerate_lines(edge)
    fillable = tuple(line for line in every if geo.apex not in line)
    masks = tuple(sum(1 << geo.index[cell] for cell in line) for line in fillable)
    return Lines(every, fillable, masks)
